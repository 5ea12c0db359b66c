import type { ProjectFs } from './io/project-fs.js';
import type { Tier } from './types.js';
import type { Segment } from './segments.js';
/** How a pack loads a target. */
export interface LoadOptions {
    /** Take each file's sha256 as it is read, for a lint receipt (loads node:crypto, so only when a receipt is asked for). */
    digests?: boolean;
    /** Called once when the files read pass BIG_TARGET_FILES or BIG_TARGET_BYTES: the lint will be long. */
    onBigTarget?: () => void;
}
/** A target loaded into its pack's model: what lint needs besides the rules. */
export interface LoadedTarget {
    model: unknown;
    /** The loader's file access, whose reads are reused for suppressions and the receipt. */
    fs: ProjectFs;
    /** Root that finding paths are relative to. */
    root: string;
    /** Project-relative paths of every file the rules read. */
    filesRead(): string[];
    /** The target's tier, for packs whose rules are gated by tier. */
    tier?: Tier;
    /** Project-relative file whose suppression comments apply to the whole target. */
    suppressionsFile?: string;
    /**
     * Why nothing more is due of this target, if so, as the verdict line says it: an engagement aborted
     * by the user is closed ("sanity checks skipped under abort flag"), its missing artefacts never due.
     */
    readyWaiver?(): string | undefined;
    /** What the target waits for before its next handoff, if it is between rounds (a REJECT written, the rework not begun), as the verdict line says it. */
    pending?(): string | undefined;
    /** The parts of a file that holds several targets in a row (a graph transcript of several tasks), each linted as if on its own. */
    segments?(): Segment[] | undefined;
}
/**
 * Root that finding paths of a non-engagement target are relative to: the
 * working directory when the target lies inside it (usually the repository),
 * else the folder holding the target.
 */
export declare function rootFor(abs: string, cwd?: string): string;
