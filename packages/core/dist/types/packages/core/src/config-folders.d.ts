/**
 * Which of `wanted` a folder holds, learnt from one listing of it and kept: a lookup up a deep tree,
 * or over the hundred engagements of one archive, asks each folder once instead of once per name
 * per target, and an lstat (whose path the kernel walks whole each time) goes only to a name that is
 * there. Names are compared lower-cased, as a case-insensitive file system finds them; what is found
 * is still lstat-ed by its own name. A folder that cannot be listed (searchable but not readable) or
 * is too large is undefined: then each name is asked on its own, with the errors that gives.
 */
export declare function folderLister(wanted: readonly string[]): (dir: string) => ReadonlySet<string> | undefined;
