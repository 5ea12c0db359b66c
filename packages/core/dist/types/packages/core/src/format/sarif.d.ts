import type { Receipt, TargetReport } from '../lint.js';
import type { RuleMeta } from '../rule.js';
import type { PackDescriptor } from '../pack.js';
import { findingLevel, repoPath, repoPathOf, type RepoPath } from './paths.js';
import { type Formatter } from './formatter.js';
export { findingLevel, repoPath, repoPathOf, type RepoPath };
export interface SarifOptions {
    /** Metadata of the rules (built-in plus custom); checks without metadata get a bare descriptor. */
    rules: RuleMeta[];
    /** The packs, for the main file of a folder target (results without findings point at it). */
    packs: ReadonlyArray<Pick<PackDescriptor, 'id' | 'mainFile'>>;
    /** Repository root: artifact URIs are relative to it (`%SRCROOT%`). */
    repoRoot: string;
    /** Code scanning category; defaults to `engagement-lint/`. */
    automationId?: string;
    /** Lint receipt (a `Receipt` or any JSON object), carried in `run.properties.receipt`. */
    receipt?: Record<string, unknown> | Receipt;
}
export declare const INFORMATION_URI = "https://github.com/engagement-lint/engagement-lint";
export declare const FINGERPRINT_KEY = "engagementLint/v1";
/**
 * The file a check without findings is pinned to: the folder's defining file
 * for folder kinds, the target itself for single-file kinds.
 */
export declare function mainFile(report: Pick<TargetReport, 'kind' | 'target'>, packs: SarifOptions['packs']): string;
/** Line references removed before fingerprinting, so moving text keeps the alert. */
export declare function withoutLineNumbers(message: string): string;
/**
 * SARIF 2.1.0 for GitHub code scanning: one run, a rule descriptor for every
 * check that ran (so code scanning can close alerts of rules that now pass),
 * one result per finding of a failing or warning check. Internal errors are
 * tool notifications, not alerts. A suppressed finding is a note-level tool
 * notification at its place, naming the reason, not a result: code scanning
 * does not honour a result's SARIF `suppressions` and would open it as an alert.
 */
export declare function formatSarif(reports: TargetReport[], opts: SarifOptions): string;
export declare const formatter: Formatter;
