// engagement-lint's own reports left in a checkout (the Action's engagement-lint.sarif, a `-f json=…`
// file) quote the operations the rules look for in their rule help and findings. Read as untracked
// files, or in the diff once committed, they would fail the next run's danger-scan on the run
// before's words. Only report kinds of file are recognised, each by what the formatter writes first:
// a script or a migration never is.
import type { EngagementModel } from '@engagement-lint/core/kit';

/** The names a report is written under: data and text kinds, never a script's or a migration's. */
const REPORT_NAME = /\.(?:sarif|json|html?|xml|txt|log|out|md)$/i;
/** SARIF and the JSON report name the tool; JUnit its suites; the HTML page its title. */
const NAMED_TOOL = /"name":\s{0,8}"engagement-lint"|<testsuites name="engagement-lint"|<title>engagement-lint report<\/title>/;
/** Where those names stand in a report: the SARIF driver and the JUnit and HTML heads near the top, the JSON report's tool at its end. */
const HEAD_BYTES = 4096;
const TAIL_BYTES = 512;
/** GitHub annotations: workflow commands, one a line. */
const WORKFLOW_COMMAND = /^::(?:error|warning|notice)[ :]/;
/** Stylish output: a verdict line and the checks' status marks. */
const VERDICT_LINE = /^VERDICT: (?:PASS|FAIL|ERROR)\b/m;
const STATUS_MARK = /^\[(?:OK {2}|FAIL|WARN|SKIP)\] [a-z][a-z0-9-]{1,60}: /m;

/** Whether an untracked file `name` holding `text` is one of engagement-lint's reports (any format). */
export function isOwnReport(name: string, text: string): boolean {
  return REPORT_NAME.test(name) && reportBy(text.slice(0, HEAD_BYTES), text.slice(-TAIL_BYTES), () => text);
}

/**
 * Whether a text of which `head` and `tail` are its ends is a report: the whole (`whole`) is searched only for a
 * stylish verdict line, and only once its head shows status marks, so a prose file of megabytes is told by its ends.
 */
function reportBy(head: string, tail: string, whole: () => string): boolean {
  if (NAMED_TOOL.test(head) || NAMED_TOOL.test(tail)) return true;
  const lines = head.split('\n', 50).filter((l) => l.trim() !== '');
  if (lines.length && lines.every((l) => WORKFLOW_COMMAND.test(l))) return true;
  return STATUS_MARK.test(head) && VERDICT_LINE.test(whole());
}

/** The first lines of `texts`, joined, up to `chars` characters; from the end when `fromEnd`. */
function endOf(texts: readonly string[], chars: number, fromEnd: boolean): string {
  const picked: string[] = [];
  let length = 0;
  for (let i = 0; i < texts.length && length < chars; i++) {
    const t = texts[fromEnd ? texts.length - 1 - i : i]!;
    picked.push(t);
    length += t.length + 1;
  }
  const joined = (fromEnd ? picked.reverse() : picked).join('\n');
  return fromEnd ? joined.slice(-chars) : joined.slice(0, chars);
}

/** The most of a report in the diff read to tell it (the project's read cap: a SARIF of an archive is megabytes). */
const REPORT_READ_BYTES = 16 * 1024 * 1024;

/**
 * Those of the files a diff shows that are engagement-lint's reports: told by the lines the diff holds (a report
 * added whole), else by the working tree's copy (a report changed in part; its head or tail may be in no hunk).
 * A file the diff adds (`added`) shows whole: its copy is not read again.
 */
export function ownReportsInDiff(model: EngagementModel, lines: ReadonlyArray<{ file: string; text: string }>, added: ReadonlySet<string> = new Set()): Set<string> {
  const shown = new Map<string, string[]>();
  for (const l of lines) if (REPORT_NAME.test(l.file)) (shown.get(l.file) ?? shown.set(l.file, []).get(l.file)!).push(l.text);
  const own = new Set<string>();
  for (const [file, texts] of shown) {
    if (reportBy(endOf(texts, HEAD_BYTES, false), endOf(texts, TAIL_BYTES, true), () => texts.join('\n'))) own.add(file);
    else if (!added.has(file)) {
      const read = model.fs.readCleanText(file, REPORT_READ_BYTES);
      if (read && !('tooLarge' in read) && isOwnReport(file, read.text)) own.add(file);
    }
  }
  return own;
}
