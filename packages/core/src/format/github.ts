import type { TargetReport } from '../lint.js';
import type { CheckResult, Finding, Status } from '../types.js';
import { checkDetail, findingLevel, findingMessage, namesWithBackticks, namesWithLineFeeds, repoPath, repoPathOf } from './paths.js';
import { shownReports, SHOWN_FINDINGS, warningsFailReason, type Formatter } from './formatter.js';
import { codeSpan, escapeControls, escapeMarkdown, holdsControls, showControls, showLineFeeds, showNamesOnOneLine } from './escape.js';
import { pushAll, plural } from '../util.js';
import { MERMAID_BUDGET, mermaidSection } from './github-mermaid.js';

export interface GithubOptions {
  /** Repository root (the workspace): annotation paths are relative to it. */
  repoRoot: string;
  /**
   * Most annotations emitted per type (error, warning, notice). GitHub shows
   * at most 10 of each per step and drops the rest; default 10.
   */
  maxPerType?: number;
  /**
   * Warnings fail the run (--fail-on warning, or more than --max-warnings): the annotations of
   * warned checks are errors, as a failure's are, so the run's annotations do not read as a pass.
   */
  warningsFail?: boolean;
  /** The step summary is written (GITHUB_STEP_SUMMARY is set): the closing notice points to it. Default true. */
  stepSummary?: boolean;
}

export interface GithubOutput {
  /** Workflow commands, one a line, for stdout. */
  commands: string;
  /** Markdown for $GITHUB_STEP_SUMMARY. */
  summary: string;
}


type Kind = 'error' | 'warning' | 'notice';

/** GitHub's encoding of command data: %, CR and LF are the only special characters. */
function encodeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/**
 * Workflow command data: controls shown as escapes (the runner would decode `%0D` back to a CR),
 * then GitHub's encoding. A `::` after a line feed of the message keeps a word joiner, as in text.
 */
export function escapeData(s: string): string {
  return encodeData(escapeControls(s));
}

/**
 * Property values additionally encode the separators `:` and `,`. That is their guard against
 * workflow commands (no `::` is left); a word joiner would be decoded into the value and make
 * `file=` name a path that does not exist. A CR is `%0D`, which the runner decodes back into the
 * value, so `file=` names the file; other controls are shown as escapes (the annotations never
 * put one there: see `fileCarried`). Backslashes stay as they are: the value is read back as written.
 */
export function escapeProperty(s: string): string {
  return encodeData(s.split('\r').map((part) => showControls(part, { keepBackslashes: true })).join('\r')).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * Whether `file=` can name a workspace path exactly and safely. The runner decodes only `%25`,
 * `%0D`, `%0A`, `%3A` and `%2C` in a property, so CR and LF travel encoded; any other control or
 * bidi character, or an invisible one, would have to be written raw into the log (where it drives
 * the terminal, reorders the line or hides) or as an escape (naming a file that does not exist). A `##[` is found by
 * the runner anywhere in a line, and a property can only write its `#` as it is. A name read
 * from bytes that are no UTF-8 holds U+FFFD in their place, and names no file either.
 */
function fileCarried(p: string): boolean {
  // U+FFFD stands where a file name held bytes that are no UTF-8: the name shown is not the file's.
  return !p.includes('##[') && !p.includes('\uFFFD') && !holdsControls(p.replace(/\r/g, ''));
}

function command(kind: Kind, props: Array<[string, string | number | undefined]>, message: string): string {
  const list = props.filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => `${k}=${escapeProperty(String(v))}`);
  return `::${kind}${list.length ? ` ${list.join(',')}` : ''}::${escapeData(message)}`;
}

/**
 * The one error line of a run that could not lint. `at`: the config error's place, its file relative
 * to the workspace, given as `file=`, `line=` and `col=` too so that GitHub annotates the config.
 */
export function runErrorCommand(message: string, at?: { file: string; line: number; col: number }): string {
  return command('error', [...placeOf(at), ['title', 'engagement-lint']], message);
}

/** A warning of the run itself (a config that loads no code, a glob's matches of no known kind), as an annotation, at a place when it has one (a config's setting). */
export function runWarningCommand(message: string, at?: { file: string; line: number; col: number }): string {
  return command('warning', [...placeOf(at), ['title', 'engagement-lint']], message);
}

const placeOf = (at?: { file: string; line: number; col: number }): Array<[string, string | number]> => (at && fileCarried(at.file) ? [['file', at.file], ['line', at.line], ['col', at.col]] : []);

const KIND = { error: 'error', warning: 'warning', info: 'notice' } as const;

interface Annotation {
  kind: Kind;
  rule: string;
  line: string;
}

function annotations(report: TargetReport, check: CheckResult, repoRoot: string, warningsFail = false): Annotation[] {
  // A passing check's notices (the suppressions in effect, with their reasons) are notices still: they fail nothing.
  if (check.status === 'pass' && !check.internal_error) check = { ...check, findings: check.findings.filter((f) => f.severity === 'info') };
  else if (check.status !== 'fail' && check.status !== 'warn') return [];
  if (check.status === 'pass' && !check.findings.length) return [];
  // A notice (a finding the rule itself rated lower) stays one: only the check's own warning level is raised.
  const kindOf = (f?: Finding): Kind => {
    const kind = KIND[findingLevel(check, f)];
    return warningsFail && check.status === 'warn' && kind === 'warning' ? 'error' : kind;
  };
  const fix = check.fix ? `\nFix: ${check.fix}` : '';
  if (!check.findings.length) {
    // Nothing to point at: an annotation on the run, not on a file.
    const kind = kindOf();
    return [{ kind, rule: check.name, line: command(kind, [['title', check.name]], `${checkDetail(check)}${fix}`) }];
  }
  return check.findings.map((f: Finding) => {
    const kind = kindOf(f);
    const where = repoPath(report, f.file, repoRoot);
    // A notice (a suppression that did its work) asks for nothing: the check's fix is for its problems.
    const message = `${findingMessage(check, f)}${f.severity === 'info' ? '' : fix}`;
    // GitHub only places annotations on workspace files; keep the place in the text, where it is
    // shown with escapes and a `##[` is broken. So too for a path `file=` cannot carry: an annotation
    // without a file rather than one on a file that does not exist.
    if (!where.inside || !fileCarried(where.path)) {
      return { kind, rule: check.name, line: command(kind, [['title', check.name]], `${oneLine(where.path)}:${f.line}:${f.column}: ${message}`) };
    }
    const props: Array<[string, string | number | undefined]> = [
      ['file', where.path],
      ['line', f.line],
      ['endLine', f.endLine && f.endLine >= f.line ? f.endLine : undefined],
      ['col', f.column],
      ['endColumn', f.endColumn && (!f.endLine || f.endLine === f.line) && f.endColumn > f.column ? f.endColumn : undefined],
      ['title', check.name],
    ];
    return { kind, rule: check.name, line: command(kind, props, message) };
  });
}

const EMOJI: Record<Status, string> = { pass: '✅ pass', fail: '❌ fail', warn: '⚠️ warn', skip: '⏭️ skip' };
const MAX_CELL = 500;

/**
 * Text from a report safe inside a GFM table cell and a list item. `names`: names from the checked
 * tree that the text may quote (namesWithBackticks), each shown whole: as <code> where the text
 * quotes it in backticks, else as it is. Its own backticks cannot be told from the quotes around
 * it by reading the text (`` `x` ``.md ``), so they are found by the name. The rest goes to `spans`.
 */
function md(s: string, max = MAX_CELL, names: readonly string[] = []): string {
  const text = s.length > max ? `${s.slice(0, max - 1)}…` : s;
  const present = names.filter((n) => text.includes(n)).sort((a, b) => b.length - a.length);
  if (!present.length) return spans(text);
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; ) {
    // Quoted first (a file named "`" is the quote's text, not its opening), then longest first: a path is shown whole rather than from its last name.
    const quoted = text[i] === '`' ? present.find((n) => text.startsWith(n, i + 1) && text[i + 1 + n.length] === '`') : undefined;
    const name = quoted ?? present.find((n) => text.startsWith(n, i));
    if (name === undefined) {
      i++;
      continue;
    }
    out += spans(text.slice(from, i)) + (quoted !== undefined ? `<code>${escapeMarkdown(name)}</code>` : escapeMarkdown(name));
    from = i = i + name.length + (quoted !== undefined ? 2 : 0);
  }
  return out + spans(text.slice(from));
}

/**
 * A message marks names and quotes as `code`: each such span becomes <code>, its text escaped like
 * the rest, so a name holding a backtick cannot end the span early and turn what follows into
 * markup. A span opens at a backtick after no letter or digit and closes at the next backtick
 * before none, so a name such as `a`b.md` stays one span; a backtick that opens nothing is shown as it is.
 */
function spans(text: string): string {
  const word = (i: number) => i >= 0 && i < text.length && /[\p{L}\p{N}_]/u.test(text[i]!);
  // The closing backtick at or after each position, found in one pass from the end.
  const closer = new Array<number>(text.length + 1).fill(-1);
  for (let i = text.length - 1; i >= 0; i--) closer[i] = text[i] === '`' && !word(i + 1) ? i : closer[i + 1]!;
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '`' || word(i - 1)) continue;
    const end = closer[i + 1]!;
    if (end < 0) break;
    out += `${escapeMarkdown(text.slice(from, i))}<code>${escapeMarkdown(text.slice(i + 1, end))}</code>`;
    from = end + 1;
    i = end;
  }
  return out + escapeMarkdown(text.slice(from));
}

/** The names holding a backtick in the paths of a check's findings: its detail may list them all. */
const checkNamesWithBackticks = (c: CheckResult) => [...new Set(c.findings.flatMap((f) => namesWithBackticks(f.file)))];

/** Plain text (a path, a target's name) in a cell or a heading: every backtick is the name's own. */
const plain = (s: string, max = MAX_CELL) => escapeMarkdown(s.length > max ? `${s.slice(0, max - 1)}…` : s);

/**
 * A path from the checked tree in text: on one line, as stylish shows it (a line feed as `\x0a`, not a
 * line break). Only its line feeds: the text it goes into is escaped after (`escapeData`, `escapeMarkdown`).
 */
const oneLine = showLineFeeds;

function targetName(r: TargetReport, repoRoot: string): string {
  const p = repoPathOf(r.target, repoRoot);
  return oneLine(p.inside ? p.path || '.' : p.path);
}

/** What of the step summary GitHub keeps: it drops one over 1 MiB; the rest of a step's summary shares the margin. */
const SUMMARY_BUDGET = 960 * 1024;

/** One target's part of the step summary: its heading, counts, check table, diagram and findings. */
function targetSection(r: TargetReport, repoRoot: string, diagrams: ReturnType<typeof mermaidSection>): string[] {
  const out: string[] = [];
  const crashed = r.checks.some((c) => c.internal_error);
  const icon = crashed ? '💥' : r.status === 'fail' ? '❌' : r.status === 'warn' ? '⚠️' : '✅';
  // From the counts: under --quiet the checks listed are only those that fail the run.
  const passed = r.checks_run - r.fail_count - r.warn_count - r.skip_count;
  out.push(`### ${icon} ${plain(targetName(r, repoRoot))} — ${crashed ? 'error' : r.status}`, '');
  const tier = r.tier ? `tier ${r.tier} · ` : '';
  out.push(`${r.kind} · ${tier}${plural(r.checks_run, 'check')}: ${passed} pass, ${r.warn_count} warn, ${r.fail_count} fail, ${r.skip_count} skip`, '');
  if (!r.checks.length) return out;
  out.push('| Status | Check | Detail |', '| --- | --- | --- |');
  for (const c of r.checks) {
    const status = c.internal_error ? '💥 error' : EMOJI[c.status];
    out.push(`| ${status} | ${c.docs ? `[${codeSpan(c.name)}](${c.docs})` : codeSpan(c.name)} | ${md(checkDetail(c), MAX_CELL, checkNamesWithBackticks(c))}${c.fix && c.status !== 'pass' ? `<br>**Fix:** ${md(c.fix)}` : ''} |`);
  }
  out.push('');
  if (diagrams.has(r)) out.push(diagrams.get(r)!);
  const flagged = r.checks.filter((c) => (c.status === 'fail' || c.status === 'warn') && c.findings.length);
  if (flagged.length) {
    const total = flagged.reduce((n, c) => n + c.findings.length, 0);
    out.push(`<details><summary>${plural(total, 'finding')}</summary>`, '');
    for (const c of flagged) {
      for (const f of c.findings.slice(0, SHOWN_FINDINGS)) {
        const where = oneLine(repoPath(r, f.file, repoRoot).path);
        out.push(`- ${plain(`${where}:${f.line}:${f.column}`)} **${c.name}**: ${md(showNamesOnOneLine(f.message, namesWithLineFeeds(f.file)), MAX_CELL, namesWithBackticks(f.file))}`);
      }
      if (c.findings.length > SHOWN_FINDINGS) out.push(`- … ${c.findings.length - SHOWN_FINDINGS} more from **${c.name}**`);
    }
    out.push('', '</details>', '');
  }
  return out;
}

/** 0 for a target that failed or crashed, 1 for one that warned, 2 for one that passed: the order targets give way in. */
const rank = (r: TargetReport) => (r.checks.some((c) => c.internal_error) || r.status === 'fail' ? 0 : r.status === 'warn' ? 1 : 2);

function summaryOf(reports: TargetReport[], repoRoot: string, left: number, max: number): string {
  const out: string[] = ['## engagement-lint', ''];
  if (reports.length > 1) {
    const failed = reports.filter((r) => r.status === 'fail').length;
    const warned = reports.filter((r) => r.status === 'warn').length;
    out.push(`**${plural(reports.length, 'target')}**: ${reports.length - failed - warned} pass, ${warned} warn, ${failed} fail`, '');
  }
  const diagrams = mermaidSection(reports);
  const sections = new Map(reports.map((r) => [r, targetSection(r, repoRoot, diagrams)]));
  // GitHub drops a step summary over 1 MiB: past the budget, passing targets give way first, then warning ones.
  const size = (lines: string[]) => lines.reduce((n, l) => n + Buffer.byteLength(l) + 1, 0);
  let budget = SUMMARY_BUDGET - size(out);
  const kept = new Set<TargetReport>();
  for (const level of [0, 1, 2]) {
    for (const r of reports) {
      const n = rank(r) === level ? size(sections.get(r)!) : Infinity;
      if (n > budget) continue;
      budget -= n;
      kept.add(r);
    }
  }
  for (const r of reports) if (kept.has(r)) pushAll(out, sections.get(r)!);
  const dropped = reports.filter((r) => !kept.has(r));
  if (dropped.length) {
    const count = (level: number) => dropped.filter((r) => rank(r) === level).length;
    out.push(`> ${plural(dropped.length, 'more target')} left out of this summary (${count(0)} failing, ${count(1)} warning, ${count(2)} passing): GitHub shows a step summary of at most 1 MiB. The full report (\`--format json\` or \`--format html\`) lists every target.`, '');
  }
  if (diagrams.omitted) {
    out.push(`> Diagrams of ${plural(diagrams.omitted, 'more target')} left out: the diagrams of one summary are kept under ${MERMAID_BUDGET / 1024} KiB (GitHub limits a step summary to 1 MiB). The HTML report (\`--format html\`) draws them all.`, '');
  }
  if (left) {
    out.push(`> ${plural(left, 'annotation')} not shown inline: GitHub displays at most ${max} errors and ${max} warnings per step. Every check is listed above.`, '');
  }
  return out.join('\n');
}

/**
 * GitHub Actions output: workflow-command annotations capped to what GitHub
 * displays (with a closing notice naming what was left out) and a markdown
 * step summary. Pure: the caller prints `commands` and appends `summary` to
 * $GITHUB_STEP_SUMMARY.
 *
 * A finding's `file=` is its path relative to the repository root, %-encoded as the runner
 * decodes it (`%`, CR, LF, `:`, `,`), so the annotation lands on that file. A path it cannot
 * carry exactly and safely (outside the workspace; holding `##[`, or a control or bidi character
 * other than CR and LF) gets no `file=`: the annotation names the path, escaped, in its message.
 */
export function formatGithub(reports: TargetReport[], opts: GithubOptions): GithubOutput {
  const max = Math.max(0, Math.floor(opts.maxPerType ?? 10));
  const all = reports.flatMap((r) => r.checks.map((c) => annotations(r, c, opts.repoRoot, opts.warningsFail)));
  // Share the displayed slots fairly: every check gets its first annotation
  // shown before any check gets its second, and so on.
  const ranked = all.flatMap((group) => group.map((a, rank) => ({ a, rank }))).map((x, order) => ({ ...x, order }));
  const shown = new Set<number>();
  const used: Record<Kind, number> = { error: 0, warning: 0, notice: 0 };
  for (const x of [...ranked].sort((p, q) => p.rank - q.rank || p.order - q.order)) {
    // The closing notice needs one notice slot of its own.
    const cap = x.a.kind === 'notice' ? max - 1 : max;
    if (used[x.a.kind] < cap) {
      used[x.a.kind]++;
      shown.add(x.order);
    }
  }
  const omitted: Record<Kind, number> = { error: 0, warning: 0, notice: 0 };
  const omittedRules = new Set<string>();
  const lines: string[] = [];
  for (const x of ranked) {
    if (shown.has(x.order)) {
      lines.push(x.a.line);
    } else {
      omitted[x.a.kind]++;
      omittedRules.add(x.a.rule);
    }
  }
  const left = omitted.error + omitted.warning + omitted.notice;
  if (left) {
    const parts = (['error', 'warning', 'notice'] as const).filter((k) => omitted[k]).map((k) => plural(omitted[k], k));
    lines.push(
      `::notice::${escapeData(
        `${plural(left, 'more annotation')} left out (${parts.join(', ')}; GitHub shows at most ${max} of each type per step) from: ${[...omittedRules].join(', ')}. ${opts.stepSummary === false ? 'See the full report (`--format json` or `--format html`).' : 'See the step summary or the full report.'}`,
      )}`,
    );
  }
  return {
    commands: lines.length ? `${lines.join('\n')}\n` : '',
    summary: summaryOf(reports, opts.repoRoot, left, max),
  };
}

export const formatter: Formatter = {
  format(reports, ctx) {
    const gh = formatGithub(shownReports(reports, ctx), { repoRoot: ctx.repoRoot(), warningsFail: warningsFailReason(reports, ctx) !== undefined, stepSummary: ctx.appendSummary !== undefined });
    ctx.appendSummary?.(gh.summary);
    return gh.commands;
  },
};
