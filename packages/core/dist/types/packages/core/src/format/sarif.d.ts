import type { Receipt, TargetReport } from '../lint.js';
import type { RuleMeta } from '../rule.js';
import type { CheckResult, Finding, Severity } from '../types.js';
export interface SarifOptions {
    /** Metadata of the rules (built-in plus custom); checks without metadata get a bare descriptor. */
    rules: RuleMeta[];
    /** Repository root: artifact URIs are relative to it (`%SRCROOT%`). */
    repoRoot: string;
    /** Code scanning category; defaults to `engagement-lint/`. */
    automationId?: string;
    /** Lint receipt (a `Receipt` or any JSON object), carried in `run.properties.receipt`. */
    receipt?: Record<string, unknown> | Receipt;
}
export declare const INFORMATION_URI = "https://github.com/engagement-lint/engagement-lint";
export declare const FINGERPRINT_KEY = "engagementLint/v1";
/** Where a project-relative path lies as seen from the repository root. */
export interface RepoPath {
    /** `/`-separated path relative to the repository root, or the absolute path when outside it. */
    path: string;
    inside: boolean;
    abs: string;
}
/** Resolves a finding path (relative to `report.root`) against the repository root. */
export declare function repoPath(report: Pick<TargetReport, 'root'>, file: string, repoRoot: string): RepoPath;
/** Resolves an absolute path against the repository root. */
export declare function repoPathOf(abs: string, repoRoot: string): RepoPath;
/**
 * The file a check without findings is pinned to: the folder's defining file
 * for folder kinds, the target itself for single-file kinds.
 */
export declare function mainFile(report: Pick<TargetReport, 'kind' | 'target'>): string;
/**
 * Effective level of a finding: the status of its check (fail → error, warn →
 * warning), lowered to the finding's own severity when the rule set a lower
 * one. Never raised: a failure capped at warn by config stays a warning.
 */
export declare function findingLevel(check: CheckResult, f?: Finding): Severity;
/** Line references removed before fingerprinting, so moving text keeps the alert. */
export declare function withoutLineNumbers(message: string): string;
/**
 * SARIF 2.1.0 for GitHub code scanning: one run, a rule descriptor for every
 * check that ran (so code scanning can close alerts of rules that now pass),
 * one result per finding of a failing or warning check. Internal errors are
 * tool notifications, not alerts. Suppressed findings are left out: code
 * scanning does not honour SARIF suppressions and would open them as alerts.
 */
export declare function formatSarif(reports: TargetReport[], opts: SarifOptions): string;
