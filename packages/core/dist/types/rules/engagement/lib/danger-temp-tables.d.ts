import type { Lines } from './danger-lines.js';
/**
 * Whether the DROP TABLE at 1-based `column` of line `line` (`text`: the line, its statement joined on from there)
 * drops only temporary tables: `#` names, or names `lines` creates as temporary before it in the same group
 * (`group` gives each line's: a file's lines share one, a document's code block its lines, a prose line its own).
 * `sql`: the file is SQL, whose comments create nothing.
 */
export declare function dropsOwnTempTables(lines: Lines, line: number, column: number, text: string, group: (n: number) => number, sql: boolean): boolean;
/**
 * A document's groups (see dropsOwnTempTables): the lines of one code block between its fences share one; a prose
 * line, and a fence line, is a group of its own. `fenced(n)`: whether line n is in a code block, fences included.
 */
export declare function documentGroups(texts: readonly string[], fenced: (n: number) => boolean): (n: number) => number;
