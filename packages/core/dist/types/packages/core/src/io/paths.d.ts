import fs from 'node:fs';
/** stat without throwing: a missing file, a name too long, a loop or a file where a folder should be are all "not there". */
export declare function statOrUndefined(file: string): fs.Stats | undefined;
/** lstat without throwing, as statOrUndefined: a symbolic link is itself, not what it names. */
export declare function lstatOrUndefined(file: string): fs.Stats | undefined;
/** Whether nothing is at `file` (ENOENT), not even a broken symlink; false when it cannot be told (no permission). */
export declare function nothingAt(file: string): boolean;
/** Whether `child` is `parent` or lies below it (both absolute and resolved the same way). */
export declare function pathInside(child: string, parent: string): boolean;
export declare const toPosix: (p: string) => string;
/** A normalised path's folder ('' at the root) and name. */
export declare function parentAndName(norm: string): [string, string];
