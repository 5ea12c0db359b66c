/** A file's lines by 1-based number, as far as the scan knows them (a whole file, or the lines a diff adds). */
export interface Lines {
    get(n: number): string | undefined;
    /** Every known line with its number, in order. */
    entries(): Iterable<[number, string]>;
    /** The whole file's text, when every line is known: one search of it can rule out a construct. */
    readonly text?: string;
}
/** A whole file's lines (`texts[0]` is line 1) and its text as Lines, without copying them. */
export declare function fileLines(texts: readonly string[], text: string): Lines;
/** A stretch of lines read as one: `text`, and where each line's part of it starts in it (`at`) and in its line (`from`). */
export interface Stretch {
    text: string;
    parts: Array<{
        line: number;
        at: number;
        from: number;
        length: number;
    }>;
}
/** How far a read goes: lines after the first, characters after the first line's part, and whether it is a continued shell command. */
export interface Reach {
    lines: number;
    chars: number;
    shell?: boolean;
}
/** A line the shell (or Python) continues on the next: it ends in one backslash. */
export declare function continues(text: string): boolean;
/**
 * Line `n` from column `from`, read on over the next lines, joined by spaces, as the statement goes on: to the
 * line holding a `;` (the first line's own `;` aside), a blank or unknown line, or `reach`; a shell command as far
 * as its lines end in a backslash.
 */
export declare function readOn(lines: Lines, n: number, from: number, reach: Reach): Stretch;
/**
 * The statement holding line `n` up to its column `to` (the line's end when not given), read back over at most
 * `back` lines above it to where it starts: past the last `;` of a line above, or after a blank or unknown line.
 * Each line above gives its last BACK_CHARS characters.
 */
export declare function readBack(lines: Lines, n: number, back: number, to?: number): Stretch;
