import { type AttributeFile } from './git-files.js';
export { commonDirOf, GIT_HAND_BYTES, GIT_LINE_BYTES, GIT_LIST_BYTES, looseRefsProblem } from './git-files.js';
export declare const GIT_MAX_OUTPUT: number;
export declare const GIT_TIMEOUT_MS = 10000;
/** Files git pairs for rename detection at most (`diff.renameLimit` on every run): past it git skips the detection. */
export declare const GIT_RENAME_LIMIT = 1000;
/** Flags every `git diff` gets: no textconv, no external or driver diff, no submodule recursion. */
export declare const SAFE_DIFF_FLAGS: string[];
/**
 * The environment of a git run: the user's, with the system and global config
 * ignored (their settings, such as diff.noprefix or color.ui, would change the
 * output that is parsed) and no pager, prompt or optional lock.
 */
export declare function gitEnv(base?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
/**
 * Filter drivers (`filter.<name>.clean/smudge/process`) run when a working-tree
 * file is read for a diff, chosen by `.gitattributes` of the checked tree. git
 * 2.39 cannot be told to ignore attributes, so each driver the repository's
 * config defines is overridden with empty commands, and each diff driver it defines
 * with a hunk-header pattern that matches at once (its own may backtrack for
 * seconds on each line). Which drivers exist is read from the config files
 * themselves when they hold no `[filter`, `[diff` or include (the common case, no
 * process); otherwise git lists them.
 */
export declare function filterOverrides(executable: string, cwd: string, gitDir: string | undefined, repository?: string[]): string[] | Promise<string[] | undefined>;
/**
 * The repository git must use, named outright: git's own discovery from a folder of the checked tree
 * would take a folder there holding HEAD, objects/ and refs/ (plain committed files) for a bare
 * repository, with a config of the tree's choosing.
 */
export declare function repositoryFlags(located: {
    gitDir: string;
    workTree?: string;
}): string[];
/** Records why git is not run in the repository whose git folder is `gitDir`. */
export declare function refuseGit(gitDir: string, why: string): void;
/** Why git was refused for the repository whose git folder is `gitDir` (or, where git found it, for `cwd`). */
export declare function gitRefusedFor(gitDir: string | undefined, cwd: string): string | undefined;
/** Why git gave nothing when it was stopped rather than failing: its time ran out, or its output passed the limit. */
export type GitStop = 'timeout' | 'too-large' | 'attributes';
/** Why the last git run in `cwd` was stopped, if it was. */
export declare function gitStoppedIn(cwd: string): GitStop | undefined;
/** True when git's last stop in `cwd` was no run at all: the same command had run out of time in this repository before. */
export declare function gitSkippedIn(cwd: string): boolean;
/** What stopped git's last run in `cwd`, where a reason was given (an attribute file it would wait on). */
export declare function gitStopDetail(cwd: string): string | undefined;
/** Forgets why git's last run in `cwd` stopped: that run was not one a check reports on (a diff shared by many projects, taken again per project). */
export declare const forgetGitStop: (cwd: string) => void;
/** Records that git was not run in `cwd` for the patch, and why (`detail`). */
export declare const gitNotRun: (cwd: string, detail: string) => undefined;
/**
 * Shares git's timeouts with the other threads of this run (each calls it: the main thread when it
 * starts workers, each worker as it starts). A run on one thread opens no channel: node:worker_threads
 * costs a one-target run ~4 ms to load.
 */
export declare function shareGitTimeouts(): void;
/**
 * git's standard output when it exits 0 (or another of `okExits`) within 10 s, else undefined. Always an
 * argument list, never a shell; `executable` is git as resolved outside the
 * checked project (probe.ts). `extra` are `-c` settings placed before the
 * subcommand (the filter overrides). git writes into a temporary file of its
 * own (created anew, removed at once where the system allows): no pipe and no
 * stream to set up, read and tear down, which on a run that starts on every
 * commit is milliseconds.
 */
export declare function runGit(executable: string, cwd: string, args: string[], extra: string[], timeoutMs?: number, okExits?: readonly number[], maxOutput?: number, shared?: boolean): Promise<string | undefined>;
/** A repository found: its git folder, and the folder holding its `.git` (the work tree git is told to use). */
export type GitDirLink = {
    gitDir: string;
    workTree?: string;
    attributes?: AttributeFile[];
} | {
    problem: string;
};
/**
 * The repository a `.git` file points to (`gitdir: <path>`), read with bounds:
 * an oversized file or a path longer than the system allows is a problem to
 * report, never an exception.
 */
export declare function readGitDirLink(dotGit: string): GitDirLink;
/** Tried in order when no base is named (git-base.ts re-exports it). */
export declare const DEFAULT_BASES: string[];
/**
 * The repository holding `dir`: the first `.git` folder or `.git` file
 * (`gitdir:` link, read with bounds) upward; null when there is none. A file
 * git would read for `dir` that is no regular file, or over its limit, is a
 * problem instead (repositoryProblem): git is not run into it.
 */
export declare function findGitDir(dir: string, bases?: readonly string[]): GitDirLink | null;
/** Where the repository holding a folder is: `findGitDir`, or a lookup that remembers its answers. */
export type GitDirLookup = (dir: string) => GitDirLink | null;
/**
 * `findGitDir` asked once per folder. One is made per lint run (defaultSystem) and handed to
 * every git question of that run, so a root is looked up once however many ask; it is never
 * shared between runs, where a repository may have appeared in between.
 */
export declare function gitDirLookup(bases?: readonly string[]): GitDirLookup;
