/** Counting the sentences of a SUMMARY. */
import { oneSpaced } from '../../util.js';

/** A list number such as `2.` at the start of a sentence. */
const LIST_NUMBER = /^\s*\d{1,3}\.$/;
/** A letter or digit in any script: a stretch without one is no sentence. */
const WORDY = /[\p{L}\p{N}_]/u;

/** Quotation marks that may follow a sentence's stop. */
const CLOSING_QUOTES = '"\'”’»';

/** Words whose full stop does not end a sentence. */
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|vs|cf|approx|incl|resp|fig|[A-Za-z])\.$/i;
/** A capital letter naming a plan, an option or a step (`plan A.`), not an initial: before a capital its stop ends a sentence. */
const LABEL_LETTER = /(?:^|[\s(])(?:plan|option|step|phase|part|type|variant|case|scenario|approach|alternative|choice|group|class|model|version|tier|level|team|item|point|appendix|annex|exhibit|section|table|figure|route|zone|block|node|wave|stage|round|track|milestone|sprint|release|region|site|server|batch|room|row|column|gate|category|layer|strategy)\s[A-Z]\.$/i;
/** A one-letter unit after a number (`every 30 s.`, `after 5 m.`, `0.08 s.`): no initial, its stop ends a sentence. */
const UNIT_AFTER_NUMBER = /\d\s?[A-Za-z]\.$/;
/** Titles, which come before a name: capitalised only, as `40 ms.` ends a sentence. */
const TITLE = /(?:^|[\s(])(?:Dr|Mrs?|Ms|Prof|St)\.$/;
/** Words that often close a sentence: their full stop ends one only before a capital letter (`..., etc. Then ...`, `Smith Jr. and ...`). */
const FINAL_ABBREVIATION = /(?:^|[\s(])(?:etc|[ap]\.m)\.$|(?:^|[\s(])[JS]r\.$/i;
/**
 * Words that read as abbreviations before a lower-case word or a digit (`the U.S. region`,
 * `Fig. 3`, `Tue. with`, `ver. 2`): dotted initials, a short capitalised word, and short words
 * that number things. A longer or other lower-case word may end a sentence whose next one starts
 * in lower case (`getCount is exported. it counts`).
 */
const ABBREVIATION_BEFORE_LOWER = /(?:^|[\s(])(?:(?:[A-Za-z]\.){2,}|[A-Z][a-z]{1,3}\.|(?:ver|vol|pp|sec|ch|fig|eq|nr|no|ca|ref|max|min)\.)$/;
/**
 * Russian abbreviations whose full stop ends no sentence (`т.е.`, `т. е.`, `см.`, `напр.`, `стр.`, `им.`), a
 * capital initial (`А. С. Пушкин`) and a lower-case letter that abbreviates a word (`г. Москва`, `п. 3`,
 * `с. 12`); not `я` or another one-letter word, which may end a sentence (`Это сделал я.`).
 */
const RU_ABBREVIATION = /(?:^|[\s(])(?:[Тт]\.\s?[екно]|[Сс]м|[Нн]апр|[Ии]м|[Сс]тр|[Сс]р|[Рр]ис|[Тт]абл|[Гг]л|[Сс]т|[Пп]п|[Уу]л|[Пп]рим|[Сс]оотв|[Аа]нгл|[А-ЯЁ]|[гспдвчмрт])\.$/u;
/**
 * Russian words that often close a sentence, as `etc.` does: `и т.д.`, `и т. п.`, `и др.`, `и пр.`,
 * and a unit after a number (`в 2024 г.`, `5 см.`, `2 ч.`): their stop ends one only before a capital.
 */
const RU_FINAL_ABBREVIATION = /(?:^|[\s(])(?:т\.\s?[дп]|др|пр)\.$|\d\s?(?:гг|г|вв|в|сек|с|мин|ч|мм|см|км|м|кг|руб|тыс|млн|млрд)\.$/iu;
/** Opening quotes and brackets before the first letter of a sentence. */
const OPENERS = '"\'“‘«([{';

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
export function graphSentenceCount(text: string): number {
  const t = oneSpaced(text).trim();
  if (!t) return 0;
  let count = 0;
  let depth = 0;
  let tick = false;
  let start = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t[i]!;
    if (c === '`') tick = !tick;
    else if (tick) continue;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth = Math.max(0, depth - 1);
      // A stop just inside the closing bracket (`(see PR #42.) Tests pass.`) ends the sentence before a capital.
      if (depth === 0 && t[i + 1] === ' ' && startsCapital(t, i + 2) && stopBefore(t, start, i)) {
        if (WORDY.test(t.slice(start, i + 1))) count++;
        start = i + 1;
      }
    } else if (depth === 0 && (c === '.' || c === '!' || c === '?' || c === '…' || c === '。' || c === '！' || c === '？')) {
      // A stop may close a quotation (`"Export." It ...`): the closing quotes belong to the sentence.
      let j = i + 1;
      while (j < t.length && CLOSING_QUOTES.includes(t[j]!)) j++;
      const wide = c === '。' || c === '！' || c === '？';
      if (!wide && j < t.length && t[j] !== ' ') continue;
      // A stop inside a quotation that the sentence goes on after (`handles “quoted.” fields`) is the quotation's.
      if (j > i + 1 && j < t.length && /\p{Ll}/u.test(t[j + 1] ?? '')) continue;
      // An ellipsis (`…` or `...`) before a lower-case word is a pause inside the sentence; before a capital it ends one.
      if ((c === '…' || (c === '.' && t[i - 1] === '.' && t[i - 2] === '.')) && j < t.length && /\p{Ll}/u.test(t[j + 1] ?? '')) continue;
      const tail = tailAt(t, start, i);
      if (c === '.' && j < t.length && (RU_FINAL_ABBREVIATION.test(tail) ? !startsCapital(t, j + 1) : RU_ABBREVIATION.test(tail))) continue;
      const label = ABBREVIATION.test(tail) && startsCapital(t, j + 1) && LABEL_LETTER.test(tailAt(t, start, i, 16));
      if (c === '.' && j < t.length && !label && !UNIT_AFTER_NUMBER.test(tail) && (ABBREVIATION.test(tail) || TITLE.test(tail))) continue;
      if (c === '.' && j < t.length && FINAL_ABBREVIATION.test(tail) && !startsCapital(t, j + 1)) continue;
      if (c === '.' && j < t.length && ABBREVIATION_BEFORE_LOWER.test(tail) && /[\p{Ll}\p{Nd}]/u.test(t[j + 1] ?? '')) continue;
      // `1. ` opening a sentence numbers it: the sentence goes on.
      if (c === '.' && i - start <= 5 && LIST_NUMBER.test(t.slice(start, i + 1))) continue;
      if (WORDY.test(t.slice(start, j))) count++;
      start = j;
      i = j - 1;
    }
  }
  if (WORDY.test(t.slice(start))) count++;
  return count;
}

/** The last word before the stop at `i` with the character before it: only the last word can be an abbreviation, so a short tail is enough. */
function tailAt(t: string, start: number, i: number, length = 8): string {
  const from = Math.max(start, i - length);
  return `${from > start ? t[from - 1] : ' '}${t.slice(from, i + 1)}`;
}

/**
 * Whether a stop, then closing quotes, comes just before the bracket at `i`. Before `) ` and a
 * capital even an abbreviation's full stop (`(cf. Fig.) Tests pass.`) closes the sentence.
 */
function stopBefore(t: string, start: number, i: number): boolean {
  let k = i - 1;
  while (k > start && CLOSING_QUOTES.includes(t[k]!)) k--;
  return k >= start && (t[k] === '.' || t[k] === '!' || t[k] === '?' || t[k] === '…');
}

/** Whether the text at `k`, after opening quotes and brackets, starts with a capital letter. */
function startsCapital(t: string, k: number): boolean {
  while (k < t.length && OPENERS.includes(t[k]!)) k++;
  return k < t.length && /\p{Lu}/u.test(t[k]!);
}
