/** Suppression directives as written: comments and frontmatter entries read, and what is malformed in them. */
import { frontmatterOf } from './markdown/document.js';
import type { TextFile } from './io/project-fs.js';
import { editDistance, suggestion } from './suggest.js';
import { MAX_FINDINGS } from './engine.js';
import { pluralWord } from './util.js';
import { isMarkdownName } from './model/engagement-names.js';

/**
 * The first line a range disable covers: the one after it, or line 1 itself for a disable opening the
 * file (line 1, column 1), whose own finding of the file as a whole (whitelist) stands at 1:1.
 */
export const firstCovered = (d: Pick<Directive, 'line' | 'column'>): number => (d.line === 1 && d.column === 1 ? 1 : d.line + 1);

export interface Directive {
  file: string;
  line: number;
  column: number;
  kind: 'next-line' | 'range' | 'file' | 'target';
  /** Empty = every rule: only a comment without ids says so (a frontmatter entry must name its rule). */
  rules: string[];
  /** Column of each of `rules` (a frontmatter entry's is the directive's own). */
  columns: number[];
  reason?: string;
  /**
   * A dash (or a colon) written where `--` separates the reason (`— why`, `- why`, `id: why`): the words after it are taken
   * for no rule, and the message names the separator to write.
   */
  dash?: string;
  /** Last line covered: a range's ends at the first bare enable after it, or earlier for a rule an enable names (`untilOf`). */
  until: number;
  /** A range's place among its file's comments, and the file's enables that name rules: where each of its rules ends. */
  order?: number;
  named?: NamedEnables;
  used: number;
  /** Findings suppressed per rule of `rules`: each listed id must earn its place. */
  usedBy: number[];
  /** Per rule of `rules`: a narrower suppression credited with a finding this one covered too. */
  shadowedBy?: Array<Directive | undefined>;
}

/** Per rule id, the file's enables naming it, in the order written: their places among the file's comments, and their lines. */
export type NamedEnables = Map<string, { order: number[]; line: number[] }>;

/**
 * The last line a range covers for `rule`. As ESLint's `eslint-enable rule` ends every open disable of the
 * rule, a bare one included, the first enable naming the rule after the range ends it for that rule only;
 * the range's other rules run on to `until`, its bare enable's line (or the file's end).
 */
export function untilOf(d: Directive, rule: string): number {
  const enables = d.order === undefined ? undefined : d.named?.get(rule);
  if (!enables) return d.until;
  // The first enable of the rule written after the range: a search, as a file may hold thousands of both.
  let lo = 0;
  let hi = enables.order.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (enables.order[mid]! > d.order!) hi = mid;
    else lo = mid + 1;
  }
  return lo < enables.line.length ? Math.min(d.until, enables.line[lo]!) : d.until;
}

/** What a finding of the check is about: the detail counts each kind. */
export type ProblemKind = 'no-reason' | 'malformed' | 'unused' | 'unused-rule' | 'unknown-rule' | 'redundant' | 'enable' | 'in-effect' | 'off';

/**
 * A finding of the check, its message built only if it is shown: a hostile file may hold
 * thousands, and a "did you mean" measures a name against every rule.
 */
export interface Problem {
  kind: ProblemKind;
  at: { file: string; line: number; column: number };
  message: () => string;
}

/** The suppressions of one file, and what is wrong with its suppression comments and entries. */
export interface FileSuppressions {
  directives: Directive[];
  problems: Problem[];
}

export const END = Number.MAX_SAFE_INTEGER;
/** The documented directive words, and no others; the first of a tie wins a "did you mean". */
const DIRECTIVES = ['engagement-lint-disable-next-line', 'engagement-lint-disable', 'engagement-lint-enable'] as const;
const PREFIX = 'engagement-lint-';
/**
 * Where a suppression comment starts. Case is ignored here only so that an upper-case directive is
 * found and reported: a directive is lower case, as documented, and any other spelling suppresses nothing.
 */
const OPEN = /<!--\s*engagement-lint-/gi;
const FM_KEY = 'engagement-lint-disable';
const ENTRY_KEYS = ['rule', 'reason'];
const ONE_LINE = 'put the whole <!-- … --> on one line';

/** A name as a message quotes it: a pathological one is cut short. */
const shown = (s: string) => (s.length > 60 ? `${s.slice(0, 59)}…` : s);
/** `; did you mean "x"?` or nothing; a name far longer than any rule id is not measured (edit distance is quadratic). */
export const hint = (word: string, known: Iterable<string>) => (word.length > 64 ? '' : suggestion(word, known));
const isMapping = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A word that is a dash but not `--`: an em or en dash (as word processors and agents write one), a
 * minus sign, one hyphen or three. Before a reason it is meant as `--`, which it is not.
 */
const DASH_WORD = /^(?:[\u2012-\u2015\u2212\uFE58\uFE63\uFF0D]+|-|-{3,})$/;

/**
 * The rule ids (with their columns; `at` is the column of `spec`'s first character) and the reason of a
 * comment's text. Without a `--`, the words from a dash on (`— why`) are no rule ids: that dash is
 * returned, and the suppression has no reason.
 */
function parseRules(spec: string, at: number): { rules: string[]; columns: number[]; reason?: string; dash?: string } {
  const lead = spec.length - spec.trimStart().length;
  // No rule id holds `--`: one written against the last id (`handoff-paths--why`) opens the reason too.
  const [rulePart, ...reasonParts] = spec.trim().split(/\s--\s?|^--\s?|(?<=[\w)])--(?=[^\s-])/);
  const reason = reasonParts.join(' -- ').trim();
  const rules: string[] = [];
  const columns: number[] = [];
  let dash: string | undefined;
  for (const m of (rulePart ?? '').matchAll(/[^\s,]+/g)) {
    if (!reasonParts.length && (DASH_WORD.test(m[0]) || m[0] === ':')) {
      dash = m[0];
      break;
    }
    // `handoff-paths: why`: a colon after an id is meant as `--` too; the id before it is one.
    if (!reasonParts.length && m[0].length > 1 && m[0].endsWith(':') && !m[0].slice(0, -1).includes(':')) {
      rules.push(m[0].slice(0, -1));
      columns.push(at + lead + m.index!);
      dash = ':';
      break;
    }
    rules.push(m[0]);
    columns.push(at + lead + m.index!);
  }
  return { rules, columns, ...(reason ? { reason } : {}), ...(dash ? { dash } : {}) };
}

/** Why a word after `<!-- engagement-lint-` is no directive. */
function directiveProblem(word: string): string {
  const lower = word.toLowerCase();
  if ((DIRECTIVES as readonly string[]).includes(lower)) return `directive ${word} suppresses nothing: directives are lower case; write ${lower}`;
  // Three candidates only, so a looser bound than didYouMean's is safe: disable-line is 5 edits from disable-next-line.
  const tail = lower.slice(PREFIX.length);
  let best: string | undefined;
  let limit = tail.length > 64 ? -1 : Math.max(3, Math.floor(tail.length / 2));
  for (const d of DIRECTIVES) {
    const distance = limit < 0 ? limit + 1 : editDistance(tail, d.slice(PREFIX.length));
    if (distance <= limit) {
      best = d;
      limit = distance - 1;
    }
  }
  return `unknown directive ${shown(word)} suppresses nothing; ${best ? `did you mean "${best}"?` : `the directives are ${DIRECTIVES.join(', ')}`}`;
}

/** Why an enable names `id` to no effect; `open`: the rules of the disables open there. */
function enableMessage(id: string, open: () => Iterable<string>, known?: ReadonlySet<string>): string {
  if (known && !known.has(id)) return `enable names unknown rule ${shown(id)}${hint(id, known) || '; remove it (see `engagement-lint rules`)'}`;
  return `enable of ${shown(id)} closes no open disable${hint(id, open()) || '; remove it'}`;
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

/** Four blanks (or a tab) of indentation: an indented code line, after a blank line outside a list. */
const INDENTED = /^(?: {4}|\t| {0,3}\t)/;
const LIST_LINE = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;

/** Per line: whether it lies in a code block, fenced (fence lines included) or indented. */
export function inCodeBlock(lines: string[]): boolean[] {
  let open: string | undefined;
  // Indented code starts after a blank line, but not under a list item (there the indent continues the item).
  let blankBefore = true;
  let inList = false;
  let indented = false;
  return lines.map((line) => {
    const m = FENCE.exec(line);
    if (open) {
      if (m && m[1]![0] === open[0] && m[1]!.length >= open.length && line.trim() === m[1]) open = undefined;
      return true;
    }
    const blank = line.trim() === '';
    const code = !blank && INDENTED.test(line) && !inList && (blankBefore || indented);
    if (!blank) {
      indented = code;
      if (!code && !INDENTED.test(line)) inList = LIST_LINE.test(line);
    }
    blankBefore = blank;
    if (code) return true;
    if (m && !(m[1]![0] === '`' && line.slice(m[0].length).includes('`'))) {
      open = m[1];
      return true;
    }
    return false;
  });
}

/** The comment directives of a file, its range disables closed by their enables. */
function commentDirectives(file: TextFile, out: FileSuppressions, known?: ReadonlySet<string>): void {
  // Open range disables, by listed rule and all together, so that each enable costs only what it closes.
  const byRule = new Map<string, Set<Directive>>();
  const open = new Set<Directive>();
  // Per open range naming rules, how many of them no enable has ended yet: it stays open for a bare enable until none.
  const left = new Map<Directive, number>();
  // Bare disables opened since the last bare enable (all still open, for every rule an enable has not named since),
  // and per rule the count of them when an enable last named it: those opened later still cover the rule.
  let bare = 0;
  const endedAt = new Map<string, number>();
  const named: NamedEnables = new Map();
  let order = 0;
  const endRule = (d: Directive, r: string) => {
    const ranges = byRule.get(r);
    if (!ranges?.delete(d)) return;
    // Only rules still open stay keys: an enable's "did you mean" reads them.
    if (!ranges.size) byRule.delete(r);
    const n = left.get(d)! - 1;
    if (n) left.set(d, n);
    else {
      left.delete(d);
      open.delete(d);
    }
  };
  const close = (d: Directive, line: number) => {
    d.until = line;
    open.delete(d);
    left.delete(d);
    for (const r of d.rules) {
      const ranges = byRule.get(r);
      ranges?.delete(d);
      if (ranges && !ranges.size) byRule.delete(r);
    }
  };
  const code = inCodeBlock(file.lines);
  let afterOpener = false;
  file.lines.forEach((line, i) => {
    if (code[i]) {
      afterOpener = false;
      return;
    }
    const plain = withoutInlineCode(line);
    const report = (column: number, message: () => string, kind: ProblemKind = 'malformed') => out.problems.push({ kind, at: { file: file.rel, line: i + 1, column }, message });
    // `<!--` alone on the line before: a directive split over lines, which HTML reads but this does not.
    const lead = plain.length - plain.trimStart().length;
    if (afterOpener && plain.slice(lead, lead + PREFIX.length).toLowerCase() === PREFIX) report(lead + 1, () => `suppression comment opens on the line before, so it suppresses nothing; ${ONE_LINE}`);
    afterOpener = plain.trimEnd().endsWith('<!--');
    OPEN.lastIndex = 0;
    for (let m = OPEN.exec(plain); m; m = OPEN.exec(plain)) {
      const wordAt = m.index + m[0].length - PREFIX.length;
      const end = plain.indexOf('-->', wordAt);
      if (end < 0) {
        // One finding a line: every later opening on it is just as unclosed.
        report(m.index + 1, () => `suppression comment does not close on its line, so it suppresses nothing; ${ONE_LINE}`);
        afterOpener = false;
        break;
      }
      OPEN.lastIndex = end + 3;
      const body = plain.slice(wordAt, end);
      const blank = body.search(/\s/);
      // The directive word ends at a blank or at `-->`: `disable-line` is no `disable` of a rule `-line`.
      const word = blank < 0 ? body : body.slice(0, blank);
      if (!(DIRECTIVES as readonly string[]).includes(word)) {
        report(m.index + 1, () => directiveProblem(word));
        continue;
      }
      const { rules, columns, reason, dash } = parseRules(body.slice(word.length), wordAt + word.length + 1);
      const base = { file: file.rel, line: i + 1, column: m.index + 1, rules, columns, used: 0, usedBy: rules.map(() => 0), ...(reason ? { reason } : {}), ...(dash ? { dash } : {}) };
      if (word === 'engagement-lint-disable-next-line') out.directives.push({ ...base, kind: 'next-line', until: i + 2 });
      else if (word === 'engagement-lint-disable') {
        const d: Directive = { ...base, kind: 'range', until: END, order: order++, named };
        out.directives.push(d);
        open.add(d);
        if (!rules.length) bare++;
        for (const r of rules) byRule.set(r, (byRule.get(r) ?? new Set()).add(d));
        if (rules.length) left.set(d, new Set(rules).size);
      } else {
        const line = i + 1;
        // A bare enable closes every open range, for all its rules.
        if (!rules.length) {
          if (!open.size) report(m.index + 1, () => 'enable closes no open disable; remove it', 'enable');
          for (const d of [...open]) close(d, line);
          bare = 0;
          endedAt.clear();
          continue;
        }
        // One naming ids ends each of them in every open range covering it, bare ones included (`untilOf`).
        // The rules open here, for a "did you mean": taken now, while the message may be shown (a search
        // of every directive per message would be quadratic over a file of thousands of enables).
        let openHere: string[] | undefined;
        rules.forEach((id, k) => {
          if (byRule.get(id)?.size) return;
          // A bare disable covers every rule, but an enable of a name that is no rule re-enables nothing.
          if (bare > (endedAt.get(id) ?? 0) && !(known && !known.has(id))) return;
          if (out.problems.length < MAX_FINDINGS) openHere ??= [...byRule.keys()];
          const shownOpen = openHere ?? [];
          report(columns[k]!, () => enableMessage(id, () => shownOpen, known), 'enable');
        });
        const at = order++;
        for (const id of new Set(rules)) {
          endedAt.set(id, bare);
          const enables = named.get(id) ?? { order: [], line: [] };
          named.set(id, enables);
          enables.order.push(at);
          enables.line.push(line);
          for (const d of [...(byRule.get(id) ?? [])]) endRule(d, id);
        }
      }
    }
  });
}

/** A frontmatter value as a message names it. */
function describe(v: unknown): string {
  if (typeof v === 'string') return /^[\w.-]{1,60}$/.test(v) ? v : JSON.stringify(shown(v));
  if (Array.isArray(v)) return 'a list';
  return isMapping(v) ? 'a mapping' : String(v);
}

/** The entry to write for `v`: its rule when `v` reads as one. */
const entryFor = (v: unknown) => `{rule: ${typeof v === 'string' && /^[\w.-]{1,60}$/.test(v) ? v : '<id>'}, reason: "<why>"}`;

/**
 * A frontmatter block that is no YAML mapping reads as no frontmatter, and its suppression key with
 * it: said at the key's line, with the YAML error, so a suppression is never dropped unseen.
 */
function brokenFrontmatter(file: TextFile, out: FileSuppressions): void {
  const fm = frontmatterOf(file, 'expected');
  if (!fm.error) return;
  // The key at a line's start (quoted or not), as it would be a top-level key; `- key:` in a list too.
  const index = file.lines.slice(1, fm.endLine - 1).findIndex((l) => /^(?:-[ \t]+)?["']?engagement[-_ ]?lint[-_ ]?disable/i.test(l));
  if (index < 0) return;
  const why = `${fm.error.message} (line ${fm.error.line})`;
  out.problems.push({ kind: 'malformed', at: { file: file.rel, line: index + 2, column: 1 }, message: () => `the frontmatter is not a valid YAML mapping, so its ${FM_KEY} suppresses nothing: ${why}; fix the YAML` });
}

/**
 * The `engagement-lint-disable` entries of a file's frontmatter. Each is a mapping of exactly `rule`
 * (one rule id) and `reason`; a single mapping reads as a one-entry list. Anything else is reported
 * and suppresses nothing: a mistyped key must not leave an entry without a rule, which would read as every rule.
 */
function frontmatterDirectives(file: TextFile, isCriteria: boolean, out: FileSuppressions): void {
  const fm = frontmatterOf(file);
  if (!fm.data) return brokenFrontmatter(file, out);
  const body = file.lines.slice(0, Math.max(0, fm.endLine - 1));
  /** Line and column of `key:` from line index `from` (0-based) to `to`; `top`: at the start of a line (a top-level key). */
  // From line index `from`, at column index `fromColumn` on that line: entries of a flow list share a line.
  const place = (key: string, from: number, to = body.length, top = false, fromColumn = 0): { line: number; column: number } | undefined => {
    for (let i = from; i < to; i++) {
      const line = body[i]!;
      for (let at = line.indexOf(key, i === from ? fromColumn : 0); at >= 0; at = line.indexOf(key, at + 1)) {
        const quoted = line[at - 1] === '"' || line[at - 1] === "'";
        const start = quoted ? at - 1 : at;
        if (top ? start !== 0 : start > 0 && !/[\s{,[-]/.test(line[start - 1]!)) continue;
        // Character by character, not by slicing the rest: a long line may hold the key many times.
        let j = at + key.length + (quoted ? 1 : 0);
        while (line[j] === ' ' || line[j] === '\t') j++;
        if (line[j] === ':') return { line: i + 1, column: start + 1 };
      }
    }
    return undefined;
  };
  const report = (at: { line: number; column: number }, message: string, kind: ProblemKind = 'malformed'): void => {
    out.problems.push({ kind, at: { file: file.rel, ...at }, message: () => message });
  };
  // Past the findings a report shows, a place is not worth a search of the whole frontmatter.
  const locate: typeof place = (...args) => (out.problems.length < MAX_FINDINGS ? place(...args) : undefined);
  for (const key of Object.keys(fm.data)) {
    // `engagement_lint_disable`, `engagementLintDisable`: the prefix however it is joined.
    if (key !== FM_KEY && /^engagement[-_ ]?lint[-_ ]?/i.test(key)) report(locate(key, 0, body.length, true) ?? { line: 1, column: 1 }, `frontmatter key ${shown(key)} suppresses nothing; suppressions go under ${FM_KEY}`);
  }
  if (!Object.hasOwn(fm.data, FM_KEY)) return;
  const value = fm.data[FM_KEY];
  const keyAt = place(FM_KEY, 0, body.length, true) ?? { line: 1, column: 1 };
  if (value === null || (Array.isArray(value) && !value.length)) return report(keyAt, `${FM_KEY} lists no suppression; remove it`, 'unused');
  const entries = Array.isArray(value) ? value : isMapping(value) ? [value] : undefined;
  if (!entries) return report(keyAt, `${FM_KEY}: ${describe(value)} is not a list of {rule, reason} entries, so it suppresses nothing; write [${entryFor(value)}]`);
  // The entries' block ends at the next top-level key.
  let to = keyAt.line;
  while (to < body.length && !/^[^\s#-]/.test(body[to]!)) to++;
  let from = keyAt.line - 1;
  let fromColumn = 0;
  // A block list's items, one `- ` line each at the list's indent: where an entry that is no mapping
  // (`- slot-language`, `- [whitelist]`) is said to be. A flow list has none, and is placed at the key.
  const items: Array<{ line: number; column: number }> = [];
  let indent = -1;
  for (let i = keyAt.line; i < to; i++) {
    const m = /^(\s*)-(?:\s|$)/.exec(body[i]!);
    if (!m) continue;
    if (indent < 0) indent = m[1]!.length;
    if (m[1]!.length === indent) items.push({ line: i + 1, column: m[0].length + 1 });
  }
  const itemAt = (k: number) => (items.length === entries.length ? items[k] : undefined);
  // Entries are sought in order; once one is not found (a flow list, aliases), the rest are placed at the key.
  let lost = false;
  for (const [k, entry] of entries.entries()) {
    const keys = isMapping(entry) ? Object.keys(entry) : [];
    const found = keys.length && !lost ? locate(keys[0]!, from, to, false, fromColumn) : undefined;
    // The next entry is sought past this one's key, on its line too (`[{rule: a, …}, {rule: b, …}]`).
    if (found) [from, fromColumn] = [found.line - 1, found.column + keys[0]!.length];
    else if (keys.length) lost = true;
    const at = found ?? (keys.length ? undefined : itemAt(k)) ?? keyAt;
    if (!isMapping(entry)) {
      report(at, `${FM_KEY} entry ${describe(entry)} is not a {rule, reason} mapping, so it suppresses nothing; write ${entryFor(entry)}`);
      continue;
    }
    const unknown = keys.filter((k) => !ENTRY_KEYS.includes(k));
    if (unknown.length) {
      const first = unknown[0]!;
      const help = unknown.length === 1 ? hint(first, ENTRY_KEYS) : '';
      report(locate(first, at.line - 1, to) ?? at, `${FM_KEY} entry with unknown ${pluralWord(unknown.length, 'key')} ${unknown.map(shown).join(', ')} suppresses nothing; ${help ? help.slice(2) : 'its keys are rule and reason'}`);
      continue;
    }
    const { rule, reason } = entry;
    if (typeof rule !== 'string' || !rule.trim()) {
      report(at, `${FM_KEY} entry ${rule === undefined ? 'without a rule' : `with rule ${describe(rule)}`} suppresses nothing; rule names one rule id (one entry per rule)`);
      continue;
    }
    if (reason !== undefined && reason !== null && typeof reason !== 'string') {
      report(at, `${FM_KEY} entry with reason ${describe(reason)} suppresses nothing; write the reason as text in quotes`);
      continue;
    }
    const text = typeof reason === 'string' && reason.trim() ? reason.trim() : undefined;
    out.directives.push({ file: file.rel, ...at, kind: isCriteria ? 'target' : 'file', rules: [rule.trim()], columns: [at.column], until: END, used: 0, usedBy: [0], ...(text ? { reason: text } : {}) });
  }
}

/**
 * Suppression directives of one file: HTML comments in markdown (not in code blocks or inline code,
 * where they are quoted, not meant) and `engagement-lint-disable` in frontmatter, with what is
 * wrong with any of them. `known`: every rule id, so that an enable naming none is reported as such.
 */
export function directivesOf(file: TextFile, isCriteria: boolean, known?: ReadonlySet<string>): FileSuppressions {
  const out: FileSuppressions = { directives: [], problems: [] };
  // Suppressions live in markdown (comments or frontmatter), `.md` in any case as the model reads it; JSON cannot carry them.
  if (!isMarkdownName(file.rel)) return out;
  // One scan for the files that mention no directive at all, nearly all of them.
  if (!/engagement[-_ ]?lint/i.test(file.text)) return out;
  if (/engagement-lint-/i.test(file.text)) commentDirectives(file, out, known);
  // A frontmatter key may join the prefix another way (`engagement_lint_disable`): said, not ignored.
  if (/engagement[-_ ]?lint/i.test(file.text)) frontmatterDirectives(file, isCriteria, out);
  return out;
}
