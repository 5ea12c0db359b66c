/**
 * Limits on the files of a repository that git (or node, for the base) reads whole. A ref, HEAD or
 * commondir is one line: a path or a hash, never near 64 KB. packed-refs and shallow grow with the
 * repository: 16 MB is some 200,000 refs (the read limit of every other file). An attributes, grafts
 * or alternates file is written by hand: 1 MB is tens of thousands of lines, and git matches every
 * path of the diff against every attributes line.
 */
export declare const GIT_LINE_BYTES: number;
export declare const GIT_LIST_BYTES: number;
export declare const GIT_HAND_BYTES: number;
export declare function realpathOrUndefined(file: string): string | undefined;
/** The common folder of a git folder: its `commondir` read with bounds (the pre-check has named an oversized one). */
export declare function commonDirOf(gitDir: string): string;
/**
 * Why git must not be run in the repository of `gitDir` for the folder `dir`: a file it would read
 * there, named with what is wrong with it. Checked, with an lstat each and without reading any but
 * commondir, HEAD, the configs and an alternates file (when there is one): the git folder's HEAD,
 * config, config.worktree, index and commondir; the common folder's config, packed-refs, shallow,
 * info/exclude, info/attributes, info/grafts; the object folder's alternates, commit-graph and
 * multi-pack-index (and those of each alternate), its pack folder's entries; the ref HEAD names
 * and every ref git tries for each base; `.gitattributes` from the work tree's root down to `dir`
 * and in each folder just below `dir` (the engagement folder among them; git does not follow a
 * symlink there). The configs are read, with bounds, for the files they include, each of which is
 * checked and read in turn, as git follows them (git-includes.ts). Sound, it gives the attribute files
 * found (with info/attributes) when they hold ATTRIBUTES_COUNTED_FROM bytes or more.
 */
export declare function repositoryProblem(gitDir: string, workTree: string, dir: string, bases: readonly string[]): {
    problem: string;
} | {
    attributes?: AttributeFile[];
};
/** An attribute file git reads for the diff, and its size. */
export interface AttributeFile {
    file: string;
    size: number;
}
/**
 * git 2.39 matches every changed file of a patch against every pattern of the attribute files above
 * it, and cannot be told not to. Below this many bytes of them, their patterns are not worth counting.
 */
export declare const ATTRIBUTES_COUNTED_FROM: number;
/**
 * What `git for-each-ref <base refs>` would meet: git reads every loose ref in the folder of each
 * pattern (refs/heads/, refs/remotes/origin/) and below the pattern itself, not only the ones asked
 * for. Asked only before that listing (the base's own refs are checked before every run).
 */
export declare function looseRefsProblem(located: {
    gitDir: string;
    workTree?: string;
}, refs: readonly string[]): string | undefined;
/** What a symlink of the change leads to: the text of a regular file inside the work tree, or why it is not read ("leads …", said of the link). */
export type LinkTarget = {
    text: string;
    target: string;
} | {
    why: string;
};
/**
 * The file the symlink `link` leads to, followed one link at a time with each folder on the way resolved,
 * so no hop leaves `root` (the work tree's real path), not even one that comes back: read with bounds,
 * at most `cap` bytes, without following a link at the last step. A hop out of the work tree or into a
 * git folder (`gitDirs`, real paths), a target that is missing or no regular file, an oversized one or
 * a chain too long is named instead. `folders`: real paths of folders already resolved, kept over many calls
 * (thousands of files moved into one folder resolve it once).
 */
export declare function linkTarget(root: string, gitDirs: readonly string[], link: string, cap: number, folders?: Map<string, string | undefined>): LinkTarget;
