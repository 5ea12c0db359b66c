import type { SystemAccess, UntrackedListing } from './types.js';
import { type ProbeTransport } from './probe.js';
import { type GitDirLookup } from './git.js';
import type { DiffBatch } from './git-batch.js';
export { runProbe } from './probe.js';
/** Why git cannot be asked about `dir`'s repository (a broken `.git` link, a file git would read that is a FIFO), if it cannot. */
export declare function gitProblem(dir: string, locate?: GitDirLookup): string | undefined;
/**
 * The first base branch present, read from the repository's files (loose refs
 * and packed-refs) as `git for-each-ref` would find it; null when no folder
 * above holds a repository; '' when none is there, undefined when the
 * repository is one this reading does not cover (git variables that move it set, reftable
 * storage). Short of a base or null, the caller asks git.
 */
export declare function baseFromRefFiles(projectRoot: string, bases?: string[], locate?: GitDirLookup): string | null | undefined;
/**
 * The diff of the project folder (working tree) against its merge base with
 * the first base branch found. Usually one git process: the base is read from
 * the ref files, and git is asked for it only when that reading cannot tell.
 */
export declare function gitDiffAgainstBase(projectRoot: string, bases?: string[], locate?: GitDirLookup, known?: string | null | undefined, revision?: ExplicitRevision, diffed?: (base: string) => void): Promise<string | undefined>;
/** A base named outright (--base), and where to say what git resolved it to: a commit, null for none, undefined when git gave no answer. */
export interface ExplicitRevision {
    rev: string;
    resolved(commit: string | null | undefined): void;
}
/** Untracked files listed for danger-scan, at most: past it the rest is counted, not named. */
export declare const UNTRACKED_LISTED = 2000;
/**
 * The files below `projectRoot` that git neither tracks nor ignores (`git ls-files --others
 * --exclude-standard`), relative to it, through the same hardened runner as the diff. An ignore
 * file that is no regular file (a FIFO would hold git until its timeout) stops the listing first:
 * `problem` says which.
 */
export declare function gitUntrackedFiles(projectRoot: string, locate?: GitDirLookup, batch?: DiffBatch): Promise<UntrackedListing | undefined>;
/**
 * Names set in `.env` / `.env.local` of `dir` (the working directory: the user's own, not the checked
 * tree). Only regular files are read (a FIFO would block); values are never kept.
 */
export declare function dotenvNamesIn(dir: string, protocol?: boolean): Set<string>;
/**
 * The system a lint run sees. `root` is the target's project folder: probes
 * resolve tools on PATH outside it, and share one answer per tool across the
 * whole invocation (probe.ts); `probeTransport` runs them elsewhere (a worker
 * thread asks the main thread).
 */
export declare function defaultSystem(opts?: {
    git?: boolean;
    root?: string;
    base?: string;
    probeTransport?: ProbeTransport;
    diffBatch?: DiffBatch;
}): SystemAccess;
