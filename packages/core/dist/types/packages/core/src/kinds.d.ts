import type fs from 'node:fs';
import type { ProjectFs } from './io/project-fs.js';
import type { TargetKind } from './types.js';
export interface LoadedTarget {
    model: unknown;
    /** The loader's file access, when it keeps one (reused for suppressions and receipts). */
    fs?: ProjectFs;
    /** Root that finding paths are relative to. */
    root: string;
    /** Project-relative paths of every file the rules read. */
    filesRead(): string[];
}
/**
 * Root that finding paths of a non-engagement target are relative to: the
 * working directory when the target lies inside it (usually the repository),
 * else the target's own folder.
 */
export declare function rootFor(abs: string, _isDir: boolean, cwd?: string): string;
/**
 * Guesses the kind of a target from its shape and, for files, its content.
 * The pack models load only when a file needs them.
 */
export declare function detectKind(abs: string, stat: fs.Stats): Promise<TargetKind | undefined>;
export declare function loadModel(kind: TargetKind, abs: string): Promise<LoadedTarget>;
