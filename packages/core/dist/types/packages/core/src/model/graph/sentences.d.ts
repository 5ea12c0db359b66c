/**
 * Sentences in a SUMMARY: text ending in `.`, `!`, `?` or `…` before a space, or the
 * end, or in `。`, `！` or `？` anywhere; an ellipsis, `…` as `...`, ends one only before a word not in
 * lower case. A sentence may start in lower case (an
 * identifier such as `getCount`); abbreviations (e.g., i.e., vs.) and titles
 * (Dr., Mr., Mrs., Ms., Prof., St.), list numbering (`1. `, `2. `) and a full
 * stop inside brackets or backticks do not end one; `etc.`, `Jr.`, `Sr.`,
 * `a.m.` and `p.m.` end one only before a capital letter; dotted initials,
 * short capitalised words and numbering words none before a lower-case word or
 * a digit (`No. 5`); a single letter is an initial (`J. Smith`) unless it labels
 * a plan, an option or a step (`plan A. Then`), which ends one before a capital,
 * or is a unit after a number (`every 30 s. Alerts`), which ends one;
 * a stop before closing quotes (`"Export." It ...`) does unless a
 * lower-case word follows, and one just inside a closing bracket does before a capital.
 * Russian abbreviations (`т.е.`, `см.`, `напр.`), capital initials and letters abbreviating a word (`г.`) end none;
 * `т.д.`, `т.п.`, `др.`, `пр.` and a unit after a number (`в 2024 г.`) one only before a capital.
 */
export declare function graphSentenceCount(text: string): number;
