/**
 * The folders (relative to the work tree, '/'-separated) of the index entries under `prefix` (a
 * folder relative to the work tree, '' for all of it, else ending in '/'), each with the folders
 * between it and `prefix`, `prefix` itself left out. Undefined when the index cannot be read as
 * versions 2 to 4 write it, or is over `cap` bytes (then no folder is listed). `hashBytes`: 32 in
 * a SHA-256 repository.
 */
export declare function indexFolders(indexFile: string, prefix: string, cap: number, hashBytes?: number): Set<string> | undefined;
