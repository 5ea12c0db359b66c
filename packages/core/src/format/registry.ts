import type { Formatter } from './formatter.js';

export type { FormatContext, FormatStream, Formatter } from './formatter.js';
export { failuresOnly, shownReports, type WarningGate } from './formatter.js';

export interface FormatEntry {
  name: string;
  /** One line for `--help` and the README. */
  describe: string;
  load(): Promise<Formatter>;
  /** The document carries the lint receipt (a hash of the linted files). */
  receipt?: boolean;
  /** The format draws pictures: the lint attaches their data (`TargetReport.visual`). */
  visual?: boolean;
}

/** Every output format: adding one is a module exporting `formatter` plus one line here. */
export const FORMATS: FormatEntry[] = [
  { name: 'stylish', describe: 'for people (default)', load: async () => (await import('./stylish.js')).formatter },
  { name: 'json', describe: 'the handoff-precheck JSON report', receipt: true, load: async () => (await import('./json.js')).formatter },
  { name: 'sarif', describe: 'SARIF 2.1.0 for code scanning', receipt: true, load: async () => (await import('./sarif.js')).formatter },
  { name: 'github', describe: 'GitHub Actions annotations and step summary (with diagrams)', visual: true, load: async () => (await import('./github.js')).formatter },
  { name: 'junit', describe: 'JUnit XML, one testsuite per target', load: async () => (await import('./junit.js')).formatter },
  { name: 'html', describe: 'one self-contained HTML page with graphs, plans and a checks × targets matrix', visual: true, load: async () => (await import('./html/index.js')).formatter },
];

export const formatNames = (): string[] => FORMATS.map((f) => f.name);
export const formatEntry = (name: string): FormatEntry | undefined => FORMATS.find((f) => f.name === name);
