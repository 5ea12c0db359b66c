import type { TargetReport } from '../lint.js';
import type { RuleMeta } from '../rule.js';
import type { PackDescriptor } from '../pack.js';

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

export interface FormatEntry {
  name: string;
  /** One line for `--help` and the README. */
  describe: string;
  load(): Promise<Formatter>;
  /** The document carries the lint receipt (a hash of the linted files). */
  receipt?: boolean;
}

/** Without warn-level results, for --quiet. */
export function failuresOnly(reports: TargetReport[]): TargetReport[] {
  return reports.map((r) => ({ ...r, checks: r.checks.filter((c) => c.status === 'fail') }));
}

/** Every output format: adding one is a module exporting `formatter` plus one line here. */
export const FORMATS: FormatEntry[] = [
  { name: 'stylish', describe: 'for people (default)', load: async () => (await import('./stylish.js')).formatter },
  { name: 'json', describe: 'the handoff-precheck JSON report', receipt: true, load: async () => (await import('./json.js')).formatter },
  { name: 'sarif', describe: 'SARIF 2.1.0 for code scanning', receipt: true, load: async () => (await import('./sarif.js')).formatter },
  { name: 'github', describe: 'GitHub Actions annotations and step summary', load: async () => (await import('./github.js')).formatter },
  { name: 'junit', describe: 'JUnit XML, one testsuite per target', load: async () => (await import('./junit.js')).formatter },
];

export const formatNames = (): string[] => FORMATS.map((f) => f.name);
export const formatEntry = (name: string): FormatEntry | undefined => FORMATS.find((f) => f.name === name);
