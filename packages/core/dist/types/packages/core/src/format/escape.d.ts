/**
 * Characters that show nothing, so that `hand\u200boff.md` would read as `handoff.md`: Unicode's
 * default-ignorable code points, which are the format characters (Cf) that draw nothing (zero-width
 * space, non-joiner and joiner, the bidi marks, word joiner and invisible operators, BOM, soft
 * hyphen, Mongolian vowel separator, shorthand and musical format controls, tags) with the other
 * invisible ones (combining grapheme joiner, Hangul fillers, Khmer inherent vowels, variation
 * selectors, Mongolian free variation selectors, and the code points Unicode keeps for more), and
 * the interlinear annotation marks (Cf, not default-ignorable). The format characters that draw a
 * mark (the Arabic number signs, the Egyptian hieroglyph controls) are text like any other.
 * An emoji keeps the characters that make it: a presentation selector after a pictograph (`⚠️`)
 * or in a keycap (`1️⃣`), a joiner between two pictographs (`👩‍💻`), and the tags of the three
 * subdivision flags (FLAG_TAG). Every other tag is shown: tags can spell hidden ASCII after any
 * character. Each lookbehind spans a few characters, so matching stays linear.
 */
export declare const INVISIBLE_PATTERN: string;
/** A character `showControls` makes visible, a line feed aside (the HTML report marks the same ones). */
export declare const SHOWN_PATTERN: string;
/**
 * `s` with the first character of each workflow command start written another way the format
 * reads as the same character: `colon` for the `:` of `::`, `hash` for the `#` of `##[`.
 * What s.replace(/^(INDENT*):(?=:)|#(?=#\[)/gm, …) gives, in one pass: the first line start in a
 * run of indent characters decides for the whole run (the pattern re-read the run from each line
 * start in it, a quadratic scan on a run of line feeds).
 */
export declare function rewriteWorkflowCommands(s: string, colon: string, hash: string): string;
/** Text with every workflow command start broken by a word joiner: it reads the same and commands nothing. */
export declare function breakWorkflowCommands(s: string): string;
/**
 * `s` with control and invisible characters made visible, workflow commands left as they are: for
 * a format that breaks them its own way (XML character references, the %-escapes of a command
 * property). Tabs stay; line feeds stay unless `oneLine` (a line of terminal output, where a line
 * feed could forge the lines after it). A backslash that could be read as part of an escape is
 * doubled (see BACKSLASHES), unless `keepBackslashes`: for text that is read back as it is (a
 * command property naming a file) and never holds an escape.
 */
export declare function showControls(s: string, opts?: {
    oneLine?: boolean;
    keepBackslashes?: boolean;
}): string;
/** Whether `s` holds a character `showControls` makes visible (CR and the other controls, bidi marks, invisible characters). */
export declare function holdsControls(s: string): boolean;
/**
 * `s` with its line feeds written `\x0a`, as `showControls` writes them on one line, and nothing
 * else changed: for a name within text that a format escapes after (see BACKSLASHES).
 */
export declare function showLineFeeds(s: string): string;
/**
 * `text` with each of `names` in it (file names from the checked tree) written on one line, as
 * stylish shows them: a message may break lines by design, a name inside it may not, and a file
 * named `a\nb.md` is `a\x0ab.md` in every format. Names without a line feed are left as they are.
 * Their other controls are left to the format's own escaping, which every caller does after.
 */
export declare function showNamesOnOneLine(text: string, names: Iterable<string>): string;
/** `s` with control and invisible characters made visible (`showControls`) and workflow commands broken by a word joiner. */
export declare function escapeControls(s: string, opts?: {
    oneLine?: boolean;
}): string;
/**
 * JSON.stringify with those characters written as `\u` escapes: the same JSON
 * value, and a report that `cat` cannot turn against the terminal. They occur
 * only inside strings, where an escape means the same character. JSON's own `\\`
 * already tells a backslash in a name from an escape.
 */
export declare function stringifyJson(value: unknown, space?: number): string;
/**
 * `s` as a CommonMark code span that shows it exactly: fenced by a backtick run longer than any in
 * it, and padded with a space inside each fence when it starts or ends with a backtick (else the
 * fence would take it) or with a space (which the span would drop). For text on one line and free
 * of `|` in a table (GFM splits a row before it reads code).
 */
export declare function codeSpan(s: string): string;
/**
 * Text from a checked folder as GitHub markdown (a step summary) that renders
 * as written and forms no markup: no link, image, emphasis, code span, HTML or
 * table cell of its own. HTML characters become entities and the rest of that
 * punctuation is backslash-escaped (CommonMark lets any ASCII punctuation be).
 * GFM also links a bare `https://…`, `www.…` or `name@host` found in the text
 * after escapes are read, and a `@name` or `#123` as a mention or an issue:
 * an invisible word joiner goes after that `:`, `@` and `#` and before that
 * `.`. Line feeds become `<br>`, so the text stays on its line (a list item,
 * a table row).
 */
export declare function escapeMarkdown(s: string): string;
