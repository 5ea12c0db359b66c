/**
 * `s` with control characters made visible. Tabs stay; line feeds stay unless
 * `oneLine` (a line of terminal output, where a line feed could forge the
 * lines after it).
 */
export declare function escapeControls(s: string, opts?: {
    oneLine?: boolean;
}): string;
/**
 * JSON.stringify with those characters written as `\u` escapes: the same JSON
 * value, and a report that `cat` cannot turn against the terminal. They occur
 * only inside strings, where an escape means the same character.
 */
export declare function stringifyJson(value: unknown, space?: number): string;
