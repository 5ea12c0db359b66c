import type { Rule } from './rule.js';
import type { CheckResult, Finding, Preset, RunOptions, SystemAccess, Tier } from './types.js';
import type { TextFile } from './io/project-fs.js';
export declare const DOCS_BASE = "https://github.com/engagement-lint/engagement-lint/blob/main/docs/rules/";
export declare const docsUrl: (id: string) => string;
/** Findings kept per check: a pathological file must not turn a report into megabytes. */
export declare const MAX_FINDINGS = 500;
/**
 * A check's findings built only as far as a report shows them (MAX_FINDINGS), the rest counted:
 * a finding past the limit is passed as a function and never called, so a transcript with 100,000
 * differences builds 500 messages. `outcome` is the findings with `findingsTotal` when some were not built.
 */
export declare class CappedFindings {
    readonly findings: Finding[];
    total: number;
    add(finding: () => Finding): void;
    outcome(): {
        findings: Finding[];
        findingsTotal?: number;
    };
}
import { UsageError } from './usage-error.js';
export { UsageError };
export interface Selection {
    tier?: Tier;
    allChecks?: boolean;
    override?: string[];
    /** Rule ids switched off by config. */
    off?: string[];
    /**
     * The rules' pack has a compat preset (its descriptor's `compat`): under
     * `--preset compat` only its rules marked `compat` run.
     */
    compatPreset: boolean;
}
/**
 * Whether a preset runs a rule at all, tiers aside: an opt-in rule only when named
 * (--override-checks), and under compat a pack with the reference's checks runs only those.
 */
export declare function presetRuns(rule: Pick<Rule<unknown>, 'optIn' | 'compat'>, preset: Preset, compatPreset: boolean): boolean;
/**
 * Which rules run, in output order. compat: the reference's 21 checks by
 * tier; recommended: every non-opt-in rule of the pack by its tiers.
 */
export declare function selectRules<M>(rules: Rule<M>[], opts: RunOptions, sel: Selection): Rule<M>[];
/**
 * How long a custom rule's check may take to settle. One that never does (a promise nothing
 * resolves) would otherwise end the run with no report and status 0, or hold a worker forever.
 * One that waits on nothing at all fails sooner: see failUnsettled.
 */
export declare const CUSTOM_RULE_TIMEOUT_MS = 60000;
/**
 * Runs each rule isolated: a throw becomes an internal-error result for that
 * rule only. `async` checks start first, then the others one after another,
 * so waits on a process probe or git overlap with the rest of the work.
 */
export declare function runRules<M>(rules: Rule<M>[], model: M, options: RunOptions, system: SystemAccess, reads?: BlockedReads): Promise<CheckResult[]>;
/** The project's file access, as the engine asks it which files a check met but could not read (io/project-fs.ts). */
export interface BlockedReads {
    blockedMark(): number;
    blockedSince(mark: number): TextFile[];
}
export interface Counts {
    checks_run: number;
    fail_count: number;
    warn_count: number;
    skip_count: number;
    status: 'fail' | 'warn' | 'pass';
}
export declare function countResults(checks: Pick<CheckResult, 'status'>[]): Counts;
