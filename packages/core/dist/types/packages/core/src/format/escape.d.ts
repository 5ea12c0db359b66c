/**
 * `s` with the first character of each workflow command start written another way the format
 * reads as the same character: `colon` for the `:` of `::`, `hash` for the `#` of `##[`.
 */
export declare function rewriteWorkflowCommands(s: string, colon: string, hash: string): string;
/** Text with every workflow command start broken by a word joiner: it reads the same and commands nothing. */
export declare function breakWorkflowCommands(s: string): string;
/**
 * `s` with control characters made visible, workflow commands left as they are: for a format
 * that breaks them its own way (XML character references, the %-escapes of a command property).
 * Tabs stay; line feeds stay unless `oneLine` (a line of terminal output, where a line feed
 * could forge the lines after it).
 */
export declare function showControls(s: string, opts?: {
    oneLine?: boolean;
}): string;
/** Whether `s` holds a character `showControls` makes visible (CR and the other controls, bidi marks). */
export declare function holdsControls(s: string): boolean;
/**
 * `text` with each of `names` in it (file names from the checked tree) written on one line, as
 * stylish shows them: a message may break lines by design, a name inside it may not, and a file
 * named `a\nb.md` is `a\x0ab.md` in every format. Names without a line feed are left as they are.
 */
export declare function showNamesOnOneLine(text: string, names: Iterable<string>): string;
/** `s` with control characters made visible (`showControls`) and workflow commands broken by a word joiner. */
export declare function escapeControls(s: string, opts?: {
    oneLine?: boolean;
}): string;
/**
 * JSON.stringify with those characters written as `\u` escapes: the same JSON
 * value, and a report that `cat` cannot turn against the terminal. They occur
 * only inside strings, where an escape means the same character.
 */
export declare function stringifyJson(value: unknown, space?: number): string;
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
