import type fs from 'node:fs';
import type { Rule } from './rule.js';
import type { LoadedTarget } from './target.js';
/** What kind detection knows about a target before any pack model loads. */
export interface TargetProbe {
    abs: string;
    stat: fs.Stats;
    /** The first 64 KB of a file as text ('' for folders and unreadable files), read once on first call. */
    head(): string;
}
/**
 * A pack: one kind of target, its model and its rules. Kind detection, lint,
 * the docs, config checks, the CLI's `--kind`, SARIF, the build and the report
 * schema all read this, so a new pack is one descriptor in rules/packs.ts.
 */
export interface PackDescriptor {
    /** Kind name: `--kind`, report `kind`, rule `pack`, folder under rules/. */
    id: string;
    /** Heading of the pack in the generated rule tables. */
    title: string;
    /** A folder or a single file. */
    target: 'folder' | 'file';
    /** True when the pack's rules are gated by the target's tier (S/M/L) and its report carries one. */
    tiered?: boolean;
    /** Detection runs from the highest rank down (default 0): a pack that claims any folder ranks last. */
    detectRank?: number;
    /** Whether a target is of this kind; load nothing heavy before the cheap tests pass. */
    detect(target: TargetProbe): boolean | Promise<boolean>;
    /** The target to lint when the one given is a wrapper around it (an engagement inside a project folder). */
    resolve?(abs: string): string;
    /** Loads the target into the pack's model (the model module is imported here, on demand). */
    load(abs: string): Promise<LoadedTarget>;
    /** Path segments, under a folder target, of the file that results without findings point at. */
    mainFile?: string[];
    /** The pack's rules in output order, imported on first use. */
    rules(): Promise<Rule[]>;
}
/** Identity helper that keeps a descriptor's shape checked by the compiler. */
export declare function definePack(pack: PackDescriptor): PackDescriptor;
