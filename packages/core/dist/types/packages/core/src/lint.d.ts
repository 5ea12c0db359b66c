import { type Counts } from './engine.js';
import type { DiffBatch } from './git-batch.js';
import type { ProbeTransport } from './probe.js';
import { type ResolvedConfig } from './config.js';
import { type VerdictFlags } from './config-hash.js';
import type { Rule } from './rule.js';
import type { CheckResult, Mode, Preset, SystemAccess, TargetKind, Tier } from './types.js';
import type { PackDescriptor, ReportStyle } from './pack.js';
import type { Visual } from './format/html/visual.js';
export interface LintOptions {
    kind?: TargetKind;
    mode?: Mode;
    preset?: Preset;
    allChecks?: boolean;
    overrideChecks?: string[];
    /** Names in overrideChecks may be rules of other kinds (checked by the caller): those are left out here. */
    overrideAnyPack?: boolean;
    /**
     * Rules run in every preset and tier besides overrideChecks (a config's custom rules). Not a verdict flag: the
     * receipt's config hash covers them through the config's customRules, as --print-config does.
     */
    alwaysRun?: string[];
    explain?: boolean;
    profile?: boolean;
    now?: Date;
    /** Set false to skip `git diff` in danger-scan. */
    git?: boolean;
    /** false: suppressions written in linted files are not honoured (--no-inline-config; also the config's noInlineConfig). */
    inlineConfig?: boolean;
    /** The branch danger-scan diffs against (default: GITHUB_BASE_REF, else origin/main, origin/master, main, master). */
    base?: string;
    system?: SystemAccess;
    /** Where the default system's probes run when not in this thread: a worker thread's ask the main thread, which holds the invocation's one probe cache. */
    probeTransport?: ProbeTransport;
    /** The targets of a run over many, whose projects' diffs one git run per repository takes (git-batch.ts); made by `new DiffBatch(targets)`. */
    diffBatch?: DiffBatch;
    /** Effective config (levels, options, whitelist, ignores); flags above win over it. */
    config?: ResolvedConfig;
    /** Compute the lint receipt (sha256 of the target's files, tool version, config hash). */
    receipt?: boolean;
    /** Told once when the target turns out big (LoadOptions.onBigTarget). */
    onBigTarget?: () => void;
    /** Attach the picture data of the HTML report (graphs, plan, source lines around findings). */
    visual?: boolean;
    /** The packs a target may belong to (the registry's, or a test's own). */
    packs: readonly PackDescriptor[];
    /** The rules to choose from (built-in plus custom ones), or a loader given the target's pack. */
    rules: Rule[] | ((pack: PackDescriptor) => Promise<Rule[]>);
}
export interface Receipt {
    sha256: string;
    files: number;
    tool_version: string;
    config_sha256: string;
}
export interface TargetReport extends Counts {
    kind: TargetKind;
    /** Absolute path of the linted target. */
    target: string;
    /** How the report reads, from its pack's descriptor (the JSON key of `target`, labels); never part of the JSON report. */
    style?: ReportStyle;
    tier: Tier | 'all' | null;
    checks: CheckResult[];
    tool: {
        name: string;
        version: string;
    };
    profile_ms?: Record<string, number>;
    profile_total_ms?: number;
    receipt?: Receipt;
    /** Project root that finding paths are relative to. */
    root: string;
    /** Picture data, when asked for (`visual` option); never part of the JSON report. */
    visual?: Visual;
    /** Where the target was closed with nothing more due (an engagement the user aborted); never part of the JSON report. */
    closed?: string;
    /** What the target waits for before its next handoff (between rounds); never part of the JSON report. */
    pending?: string;
    /**
     * Under compat, the failing checks that do not fail under recommended (the protocol's reading):
     * the terminal says so. Never part of the JSON report.
     */
    compatReading?: string[];
}
/**
 * The folder target a file sits in (a folder holding a folder pack's main file), up to two folders
 * above it, its path shown relative to the working directory: what to name instead of the file.
 */
export declare function folderTargetHolding(file: string, packs: readonly PackDescriptor[]): string | undefined;
/** The folder packs whose main file (an engagement's criteria.md) `dir` holds, as a regular file. */
export declare function folderPacksHolding(dir: string, packs: readonly PackDescriptor[]): PackDescriptor[];
/**
 * The pack of a target and the folder or file to lint, with the checks made before anything is read:
 * a missing target, one no pack recognises, or one of the wrong shape is a usage error naming `shown`.
 */
export declare function resolveTarget(abs: string, shown: string, packs: readonly PackDescriptor[], kind?: string): Promise<{
    pack: PackDescriptor;
    abs: string;
}>;
/**
 * Every target a project folder stands for: the one `resolveTarget` chose, and each other folder pack
 * that resolves the folder to a place holding its main file. A project with an `engagement/` (holding
 * its criteria.md) and an Epiphany `state/` is two targets: linting one alone would pass the other
 * unseen. The first yields when it was told only by a weak sign (a `state/` with an evidence.jsonl
 * but no map.yaml) and another target holds its main file.
 */
export declare function projectTargets(abs: string, first: {
    pack: PackDescriptor;
    abs: string;
}, packs: readonly PackDescriptor[]): Array<{
    pack: PackDescriptor;
    abs: string;
}>;
export declare function verdictFlags(opts: Pick<LintOptions, 'preset' | 'mode' | 'allChecks' | 'overrideChecks' | 'now' | 'git' | 'base' | 'inlineConfig'>, kind: string): VerdictFlags;
/** Lints one target (engagement folder, contract, graph document or Epiphany folder). */
export declare function lintTarget(target: string, opts: LintOptions): Promise<TargetReport>;
