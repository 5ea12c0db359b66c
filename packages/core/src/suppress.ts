import { frontmatterOf } from './markdown/document.js';
import type { TextFile } from './io/project-fs.js';
import type { CheckResult, Finding } from './types.js';
import { suggestion } from './suggest.js';

export const SUPPRESSIONS_CHECK = 'suppressions';
export const SUPPRESSIONS_DOCS = 'https://github.com/engagement-lint/engagement-lint/blob/main/docs/configuration.md#suppressions';
export const SUPPRESSIONS_SUMMARY = 'Every suppression gives a reason and suppresses at least one finding';

interface Directive {
  file: string;
  line: number;
  column: number;
  kind: 'next-line' | 'range' | 'file' | 'target';
  /** Empty = every rule. */
  rules: string[];
  /** Column of each of `rules` (a frontmatter entry's is the directive's own). */
  columns: number[];
  reason?: string;
  /** Last line covered (range directives end at a matching enable). */
  until: number;
  used: number;
  /** Findings suppressed per rule of `rules`: each listed id must earn its place. */
  usedBy: number[];
}

const COMMENT = /<!--\s*engagement-lint-(disable-next-line|disable|enable)\b(.*?)-->/g;

/** The rule ids (with their columns; `at` is the column of `spec`'s first character) and the reason of a comment's text. */
function parseRules(spec: string, at: number): { rules: string[]; columns: number[]; reason?: string } {
  const lead = spec.length - spec.trimStart().length;
  const [rulePart, ...reasonParts] = spec.trim().split(/\s--\s?|^--\s?/);
  const reason = reasonParts.join(' -- ').trim();
  const rules: string[] = [];
  const columns: number[] = [];
  for (const m of (rulePart ?? '').matchAll(/[^\s,]+/g)) {
    rules.push(m[0]);
    columns.push(at + lead + m.index!);
  }
  return { rules, columns, ...(reason ? { reason } : {}) };
}

/** The line with every inline code span blanked out (same length, so columns stay right). */
export function withoutInlineCode(line: string): string {
  if (!line.includes('`')) return line;
  let out = '';
  let i = 0;
  while (i < line.length) {
    if (line[i] !== '`') {
      out += line[i++];
      continue;
    }
    let n = 0;
    while (line[i + n] === '`') n++;
    // A span closes at the next run of exactly n backticks; without one the backticks are literal.
    let j = i + n;
    let close = -1;
    while (j < line.length) {
      if (line[j] !== '`') {
        j++;
        continue;
      }
      let m = 0;
      while (line[j + m] === '`') m++;
      if (m === n) {
        close = j;
        break;
      }
      j += m;
    }
    if (close < 0) {
      out += line.slice(i, i + n);
      i += n;
    } else {
      out += ' '.repeat(close + n - i);
      i = close + n;
    }
  }
  return out;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Per line: whether it lies in a fenced code block (fence lines included). */
export function inCodeBlock(lines: string[]): boolean[] {
  let open: string | undefined;
  return lines.map((line) => {
    const m = FENCE.exec(line);
    if (open) {
      if (m && m[1]![0] === open[0] && m[1]!.length >= open.length && line.trim() === m[1]) open = undefined;
      return true;
    }
    if (m && !(m[1]![0] === '`' && line.slice(m[0].length).includes('`'))) {
      open = m[1];
      return true;
    }
    return false;
  });
}

/**
 * Suppression directives of one file: HTML comments in markdown (not in code blocks or inline code,
 * where they are quoted, not meant) and `engagement-lint-disable` in frontmatter.
 */
export function directivesOf(file: TextFile, isCriteria: boolean): Directive[] {
  // Suppressions live in markdown (comments or frontmatter); JSON cannot carry them.
  if (!file.rel.endsWith('.md') || !file.text.includes('engagement-lint-')) return [];
  const out: Directive[] = [];
  const open: Directive[] = [];
  const code = inCodeBlock(file.lines);
  file.lines.forEach((line, i) => {
    if (code[i]) return;
    const plain = withoutInlineCode(line);
    // Only text up to the last `-->` can hold a directive: an unclosed `<!--` would otherwise be searched to the line's end from every start.
    const close = plain.lastIndexOf('-->');
    if (close < 0) return;
    const text = close + 3 === plain.length ? plain : plain.slice(0, close + 3);
    for (const m of text.matchAll(COMMENT)) {
      // The text after the keyword ends 3 characters (`-->`) before the match does.
      const { rules, columns, reason } = parseRules(m[2]!, m.index! + m[0].length - 3 - m[2]!.length + 1);
      const base = { file: file.rel, line: i + 1, column: m.index! + 1, rules, columns, used: 0, usedBy: rules.map(() => 0) };
      if (m[1] === 'disable-next-line') out.push({ ...base, kind: 'next-line', until: i + 2, ...(reason ? { reason } : {}) });
      else if (m[1] === 'disable') {
        const d: Directive = { ...base, kind: 'range', until: Number.MAX_SAFE_INTEGER, ...(reason ? { reason } : {}) };
        out.push(d);
        open.push(d);
      } else {
        for (const d of open) {
          if (d.until === Number.MAX_SAFE_INTEGER && (rules.length === 0 || d.rules.some((r) => rules.includes(r)))) d.until = i + 1;
        }
      }
    }
  });
  const fm = frontmatterOf(file);
  const list = fm.data?.['engagement-lint-disable'];
  if (Array.isArray(list)) {
    const line = Math.max(1, file.lines.findIndex((l) => l.startsWith('engagement-lint-disable')) + 1);
    for (const entry of list) {
      const e = (entry ?? {}) as { rule?: unknown; reason?: unknown };
      const reason = typeof e.reason === 'string' && e.reason.trim() ? e.reason.trim() : undefined;
      const rules = typeof e.rule === 'string' ? [e.rule] : [];
      out.push({ file: file.rel, line, column: 1, kind: isCriteria ? 'target' : 'file', rules, columns: rules.map(() => 1), until: Number.MAX_SAFE_INTEGER, used: 0, usedBy: rules.map(() => 0), ...(reason ? { reason } : {}) });
    }
  }
  return out;
}

/** Counts one suppressed finding (or whole check) of `rule` against the directive and the listed id. */
function use(d: Directive, rule: string): void {
  d.used++;
  const i = d.rules.indexOf(rule);
  if (i >= 0) d.usedBy[i]!++;
}

/**
 * Why a listed id of a directive with a reason suppressed nothing. Only `known` (every rule the
 * target could run) tells an unknown id; without it, an id that did not run is measured against
 * the checks that did, for a misspelling.
 */
function unusedMessage(id: string, several: boolean, ran: ReadonlySet<string>, known?: ReadonlySet<string>): { message: string; unknown: boolean } {
  if (known && !known.has(id)) {
    const hint = suggestion(id, known);
    return { message: `suppression names unknown rule ${id}${hint || '; remove it (see `engagement-lint rules`)'}`, unknown: true };
  }
  const hint = known || ran.has(id) ? '' : suggestion(id, ran);
  return { message: `suppression of ${id} suppresses nothing${hint || (several ? '; remove it from the list' : '; remove it')}`, unknown: false };
}

function covers(d: Directive, rule: string, f?: Finding): boolean {
  if (d.rules.length && !d.rules.includes(rule)) return false;
  if (d.kind === 'target') return true;
  if (!f || f.file !== d.file) return false;
  if (d.kind === 'file') return true;
  if (d.kind === 'next-line') return f.line === d.line + 1;
  return f.line > d.line && f.line <= d.until;
}

/**
 * Removes suppressed findings (a directive without a reason suppresses
 * nothing), turns checks whose every finding was suppressed into passes, and
 * adds a `suppressions` check when any directive exists. `known`: the ids of every rule the target
 * could run, so that a listed id that is none is reported as unknown, with the closest one.
 */
export function applySuppressions(checks: CheckResult[], files: TextFile[], criteriaRel?: string, known?: Iterable<string>): CheckResult[] {
  const directives = files.flatMap((f) => directivesOf(f, f.rel === criteriaRel));
  if (!directives.length) return checks;
  const active = directives.filter((d) => d.reason);
  const out = checks.map((c) => {
    if (c.status !== 'fail' && c.status !== 'warn') return c;
    if (c.internal_error) return c;
    const kept: Finding[] = [];
    const suppressed: Array<Finding & { reason: string }> = [];
    for (const f of c.findings) {
      const d = active.find((x) => covers(x, c.name, f));
      if (d) {
        use(d, c.name);
        suppressed.push({ ...f, reason: d.reason! });
      } else kept.push(f);
    }
    const whole = c.findings.length === 0 ? active.find((x) => x.kind === 'target' && covers(x, c.name)) : undefined;
    if (whole) use(whole, c.name);
    if ((suppressed.length && kept.length === 0) || whole) {
      const reasons = [...new Set([...suppressed.map((s) => s.reason), ...(whole ? [whole.reason!] : [])])].join('; ');
      return { ...c, status: 'pass' as const, detail: `${c.detail} [suppressed: ${reasons}]`, findings: [], suppressed, fix: undefined };
    }
    return suppressed.length ? { ...c, findings: kept, suppressed } : c;
  });
  const findings: Finding[] = [];
  const ran = new Set(checks.map((c) => c.name));
  const knownIds = known ? new Set([...known, SUPPRESSIONS_CHECK]) : undefined;
  let unknownIds = 0;
  for (const d of directives) {
    const what = d.rules.length ? d.rules.join(', ') : 'all rules';
    const how = d.kind === 'file' || d.kind === 'target' ? 'add `reason: <why>` to the entry' : 'add `-- <why>` before `-->`';
    if (!d.reason) findings.push({ file: d.file, line: d.line, column: d.column, message: `suppression of ${what} has no reason; ${how} (it suppresses nothing until then)` });
    else if (!d.rules.length) {
      if (!d.used) findings.push({ file: d.file, line: d.line, column: d.column, message: `suppression of ${what} suppresses nothing; remove it`, severity: 'warning' });
    } else {
      // Each listed id on its own: one that suppresses nothing (a misspelling, a rule that found nothing) is reported at its column.
      d.rules.forEach((id, i) => {
        if (d.usedBy[i]) return;
        const { message, unknown } = unusedMessage(id, d.rules.length > 1, ran, knownIds);
        if (unknown) unknownIds++;
        findings.push({ file: d.file, line: d.line, column: d.columns[i]!, message, severity: 'warning' });
      });
    }
  }
  const missingReason = directives.filter((d) => !d.reason).length;
  const status = missingReason ? 'fail' : findings.length ? 'warn' : 'pass';
  out.push({
    name: SUPPRESSIONS_CHECK,
    status,
    detail: missingReason
      ? `${missingReason} suppression(s) without a reason`
      : findings.length
        ? `${findings.length} suppression(s) suppress nothing${unknownIds ? ` (${unknownIds} of an unknown rule)` : ''}`
        : `${directives.length} suppression(s), each with a reason`,
    ...(status !== 'pass' ? { fix: 'Give every suppression a reason (`-- why` in a comment, `reason:` in frontmatter), correct misspelled rule ids and remove those that match nothing.' } : {}),
    findings,
    docs: SUPPRESSIONS_DOCS,
  });
  return out;
}
