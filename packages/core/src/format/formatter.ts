/** The one signature every output format has. */
import type { TargetReport } from '../lint.js';
import type { RuleMeta } from '../rule.js';
import type { PackDescriptor } from '../pack.js';

/** Findings a human-readable format lists per check; the JSON and SARIF reports keep them all. */
export const SHOWN_FINDINGS = 20;

/** What every formatter is given besides the reports. */
export interface FormatContext {
  /** The working directory: displayed paths are relative to it. */
  cwd: string;
  /** Repository root, for consumers that resolve paths against it (SARIF `%SRCROOT%`, GitHub annotations). */
  repoRoot(): string;
  /** 0 = no colour (always 0 when the output goes to a file). */
  colorLevel: 0 | 1;
  explain?: boolean;
  /** Failures only. */
  quiet?: boolean;
  /** Metadata of every rule that may appear (built-in plus custom). */
  rules(): Promise<RuleMeta[]>;
  /** Every pack (SARIF locates results without findings at a pack's main file). */
  packs: readonly PackDescriptor[];
  /** A side output beside the document (GitHub's step summary). */
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

/** Without warn-level results, for --quiet. */
export function failuresOnly(reports: TargetReport[]): TargetReport[] {
  return reports.map((r) => ({ ...r, checks: r.checks.filter((c) => c.status === 'fail') }));
}
