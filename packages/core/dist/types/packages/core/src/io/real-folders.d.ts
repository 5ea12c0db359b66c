/** What an entry is, as far as resolving real paths goes. */
export type EntryKind = 'dir' | 'symlink' | 'other';
export declare class RealFolders {
    private readonly realRoot;
    private readonly absOf;
    private readonly kindOf;
    /** Real paths of folders (undefined: missing or unresolvable), by normalised path. */
    private readonly reals;
    /** Symlinks being followed, one inside another: past the limit a cycle, left to realpath (ELOOP). */
    private linksFollowed;
    constructor(realRoot: string, absOf: (norm: string) => string, kindOf: (norm: string) => EntryKind);
    /**
     * A folder's real path (undefined: no folder there; a symlink to a file: the file's). A plain (not symlinked) folder's real path is its parent's plus its name,
     * so realpath (a readlink per component of the whole path) runs only for symlinks whose text
     * cannot be followed through the folders already resolved: resolving every folder is too slow
     * for an archive of engagements, every link for a farm of them.
     */
    of(norm: string): string | undefined;
    /** The real path of folder `norm` whose parent's real path is `parentReal` (undefined: no folder there). */
    private child;
}
/**
 * Where the symlink at `linkAbs`, in the folder whose real path is `parentReal`, leads, as a path below
 * `realRoot` ('' for the root itself) to resolve through the folders already resolved. Undefined when
 * that cannot be told without realpath: the link unreadable, its target outside the root, or a `..`
 * after a name (after a symlinked name it leads elsewhere than the text says). Leading `..`s apply to
 * `parentReal`, a real path, as the kernel applies them.
 */
export declare function linkTargetBelow(linkAbs: string, parentReal: string, realRoot: string): string | undefined;
