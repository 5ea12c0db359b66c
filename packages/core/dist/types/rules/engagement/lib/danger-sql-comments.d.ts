import type { Lines } from './danger-lines.js';
/** A SQL script's name. */
export declare const SQL_FILE: RegExp;
/**
 * Line `n` of a SQL file with its comments blanked (spaces in their place, so columns stay; one that runs to the
 * line's end is a single space), or undefined when the line is not known. `lines`: the file's known lines.
 */
export declare function sqlCode(lines: Lines, n: number): string | undefined;
/**
 * A hit in a SQL file as its code reads it: itself when its match starts in code; when it starts in a comment, the
 * first match `find` gives in the line's code (a hit read on its own line: `text` is the line) or none. `find`
 * runs the operation's pattern.
 */
export declare function outsideSqlComments<H extends {
    line: number;
    column: number;
    text: string;
    length?: number;
}>(h: H, lines: Lines, find: (code: string) => RegExpExecArray | null): H | undefined;
