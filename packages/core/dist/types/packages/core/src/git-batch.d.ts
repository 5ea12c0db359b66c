import { type GitDirLookup } from './git.js';
/**
 * The diffs of many projects of one repository from one git run. Each `git diff` of a project reads
 * the repository's index and, from a process holding a run's rules, costs a fork of a large process:
 * over an archive of 100 engagements in one repository that was most of the run. A run over many
 * targets takes one diff of all their projects and cuts it into each project's, byte for byte what
 * `git diff --relative` in that project prints; a project for which the cut could differ (a file
 * renamed across projects or short of identical, more files than git's rename limit, a path the cut
 * cannot read without doubt) is left to its own git run, as is every project when the shared run
 * fails. The untracked files danger-scan lists are shared out the same way.
 */
export declare class DiffBatch {
    private readonly targets;
    private readonly perRun;
    /**
     * Per repository, work tree and question (a diff against a base, the untracked files): the projects in shared runs
     * of at most MAX_BATCHED each, and each run's answer cut per project (undefined: that run failed).
     */
    private readonly groups;
    private projects;
    /** `targets`: what the run lints, as given; the folders among them that hold an engagement name the projects. `perRun`: projects per shared run. */
    constructor(targets: readonly string[], perRun?: number);
    /** Project roots of the run's engagement targets, in target order, each once. */
    roots(): ReadonlySet<string>;
    /**
     * `root`'s diff against `base` cut from the shared run, or undefined when it has none: the caller
     * runs git for it alone. `run` is git in a folder (its output, or undefined when it failed or passed `maxOutput`).
     */
    pieceFor(root: string, base: string, locate: GitDirLookup, run: GitRun): Promise<string | undefined> | undefined;
    /**
     * `root`'s untracked files as `git ls-files --others --exclude-standard -z` there lists them, from one listing of
     * the run's projects; undefined as for pieceFor. `eligible`: whether a project may be listed with the others (an
     * ignore file git would wait on holds the one run as long as it holds its own).
     */
    untrackedFor(root: string, locate: GitDirLookup, run: GitRun, eligible: (root: string) => boolean): Promise<string | undefined> | undefined;
    private cut;
}
/** git run in `cwd`: its output, or undefined when it failed or its output passed `maxOutput`. */
export type GitRun = (cwd: string, args: string[], maxOutput: number) => Promise<string | undefined>;
/** Cuts `git ls-files -z` of the work tree's folders `rels` into each folder's, as the listing run there gives it. */
export declare function splitListing(out: string, rels: readonly string[]): Map<string, string>;
/**
 * Cuts the diff of the work tree's folders `rels` (paths from the work tree's top, '' for the top
 * itself) into each folder's, as `git diff --relative` run there prints it. A folder missing from
 * the result could not be cut with certainty; undefined when none could.
 */
export declare function splitDiff(out: string, rels: readonly string[]): Map<string, string> | undefined;
