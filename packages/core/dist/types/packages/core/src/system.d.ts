import type { ProbeResult, SystemAccess } from './types.js';
/**
 * Runs a probe without a shell: the command and its arguments are passed as
 * an argv array, so a tool name read from a checked file can never become a
 * shell command.
 */
export declare function runProbe(command: string, args: string[], timeoutMs?: number): Promise<ProbeResult>;
/**
 * The first base branch present, read from the repository's files (loose refs
 * and packed-refs) as `git for-each-ref` would find it; null when no folder
 * above holds a repository; '' when none is there, undefined when the
 * repository is one this reading does not cover (git variables that move it set, reftable
 * storage). Short of a base or null, the caller asks git.
 */
export declare function baseFromRefFiles(projectRoot: string, bases?: string[]): string | null | undefined;
/**
 * The diff of the project folder (working tree) against its merge base with
 * the first base branch found. Usually one git process: the base is read from
 * the ref files, and git is asked for it only when that reading cannot tell.
 */
export declare function gitDiffAgainstBase(projectRoot: string, bases?: string[], known?: string | null | undefined): Promise<string | undefined>;
/**
 * The system a lint run sees. `root` is the target's project folder: when its
 * base branch is known from the ref files, the `git --version` probe waits for
 * the diff danger-scan needs anyway (a git that exits 0 on a diff answers
 * --version too), so a run starts one git process, not two.
 */
export declare function defaultSystem(opts?: {
    git?: boolean;
    root?: string;
    base?: string;
}): SystemAccess;
