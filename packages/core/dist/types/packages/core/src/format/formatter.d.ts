/** The one signature every output format has. */
import type { TargetReport } from '../lint.js';
import type { RuleMeta } from '../rule.js';
import type { CheckResult } from '../types.js';
import type { PackDescriptor } from '../pack.js';
/** Findings a human-readable format lists per check; the JSON and SARIF reports keep them all. */
export declare const SHOWN_FINDINGS = 20;
/** What every formatter is given besides the reports. */
export interface FormatContext {
    /** The working directory: displayed paths are relative to it. */
    cwd: string;
    /** Repository root, for consumers that resolve paths against it (SARIF `%SRCROOT%`, GitHub annotations). */
    repoRoot(): string;
    /** 0 = no colour (always 0 when the output goes to a file). */
    colorLevel: 0 | 1;
    explain?: boolean;
    /** Only the checks that fail the run: failures, and warnings when the warning gate makes them fail it. */
    quiet?: boolean;
    /** The flags under which warnings fail the run: the verdict and `quiet` follow them. */
    gate?: WarningGate;
    /** Metadata of every rule that may appear (built-in plus custom). */
    rules(): Promise<RuleMeta[]>;
    /** Every pack (SARIF locates results without findings at a pack's main file). */
    packs: readonly PackDescriptor[];
    /** A side output beside the document (GitHub's step summary); absent where there is none to write. */
    appendSummary?(text: string): void;
}
/** A document written as it comes: head, one piece per report (in order), tail. */
export interface FormatStream {
    head(): string;
    item(report: TargetReport, index: number): string;
    /** `error`: the run stopped early; the document is closed anyway, saying so where the format can. */
    tail(error?: string): string;
}
export interface Formatter {
    /** The whole document for these reports. */
    format(reports: TargetReport[], ctx: FormatContext): string | Promise<string>;
    /** Formats that can stream start one of these per run. */
    stream?(ctx: FormatContext): FormatStream;
}
/** Without warn-level results. */
export declare function failuresOnly(reports: TargetReport[]): TargetReport[];
/** --fail-on and --max-warnings: when warnings fail a run. */
export interface WarningGate {
    failOn?: 'error' | 'warning';
    maxWarnings?: number;
}
/**
 * Why `warns` warning checks fail the run, or undefined when they do not. Warnings count checks
 * whose status is `warn` (the JSON `warn_count`), never single findings.
 */
export declare function warningGateReason(warns: number, gate: WarningGate | undefined): string | undefined;
/**
 * Why the warnings of these reports fail the run (`warningGateReason` over the whole run), when
 * they do: the formats a CI reads for a pass or fail (JUnit, GitHub annotations) then show them as
 * failures, so a red run never shows green there. SARIF keeps each result's level: code scanning
 * tracks an alert's level across runs as the rule's judgement, and a gate given on the command
 * line would flip it from run to run; the exit code carries the run's outcome.
 */
export declare function warningsFailReason(reports: readonly Pick<TargetReport, 'warn_count'>[], ctx: Pick<FormatContext, 'gate'>): string | undefined;
/** Warning checks of a run. */
export declare const warnCount: (reports: readonly Pick<TargetReport, "warn_count">[]) => number;
/**
 * What a format shows of the reports: under `quiet`, the checks that fail the run only (the
 * warnings too when the gate makes them fail it). Every format shows the same selection.
 */
export declare function shownReports(reports: TargetReport[], ctx: Pick<FormatContext, 'quiet' | 'gate'>): TargetReport[];
/** Whether a check fails the run (what --quiet shows), given whether its warnings do. */
export declare function failsRun(c: Pick<CheckResult, 'status'>, warningsFail: boolean): boolean;
