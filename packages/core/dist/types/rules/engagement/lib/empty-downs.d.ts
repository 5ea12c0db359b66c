/**
 * The indexes of `lines` (consecutive lines of one file) where a down part or function that rolls nothing back
 * starts. `atEnd`: the last line is the file's own last line, so a SQL down part running to it is all there is;
 * `file`: its path, which tells a migration's file (a down function elsewhere counts beside an up one only).
 */
export declare function emptyDownParts(lines: readonly string[], atEnd: boolean, file: string): number[];
