// How danger-scan reads its lines: one at a time with the operations' patterns (as the reference does), and,
// under the recommended preset, the constructs written over several lines: a SQL statement broken at any of its
// spaces (`DROP` / `TABLE t;`, `ALTER TABLE t` / `ALTER COLUMN c TYPE int;`), a DELETE read to its end, a
// `def downgrade():` / `pass` body, and a shell command continued with a trailing backslash.
import { emptyDowngrades, LetterRegex, MAX_FINDINGS, unguardedDeletes } from '@engagement-lint/core/kit';
import { LOSSY_ALTER, MAYBE, OP_BY_ID, W, type Op } from './danger-ops.js';
import { alteredTable, STATEMENT_LINES } from './migration-rollback.js';

/** A scanned line; `removed`: one the diff removes (it is scanned too, as in the reference). */
export interface Src { file: string; line: number; text: string; removed?: boolean }
/** An operation found; `length`: of the matched text, when a pattern matched (for the excerpt). */
export interface Hit extends Src { id: string; column: number; length?: number; what: string }

/**
 * Hits of one operation kept per scanned source: past it the operation is no longer looked for there,
 * so a file of 200,000 `DROP TABLE` lines costs 1,000 hits, not 200,000 (each read for negations,
 * approvals and its message), and the report says there are more. Twice the findings a report shows.
 */
export const HITS_PER_OPERATION = 2 * MAX_FINDINGS;

/**
 * A TRUNCATE statement rather than the English verb: `TRUNCATE TABLE name`, or `TRUNCATE name` (tables
 * comma-separated, with Postgres' ONLY / IDENTITY / CASCADE options) ending in `;`.
 */
const NAME = String.raw`${W}+(?:\.${W}+)?`;
const TRUNCATE = String.raw`\bTRUNCATE\s+(?:TABLE\s+${NAME}|(?:ONLY\s+)?${NAME}(?:\s*,\s*${NAME})*(?:\s+(?:RESTART|CONTINUE)\s+IDENTITY)?(?:\s+(?:CASCADE|RESTRICT))?\s*;)`;
export const SQL_TRUNCATE = new LetterRegex(TRUNCATE, 'iu');

/** The operations found on `lines`; an operation that reaches HITS_PER_OPERATION is added to `capped`. */
export function scan(lines: Src[], ops: readonly Op[], capped: Set<string>): Hit[] {
  const hits: Hit[] = [];
  const counts = new Map<string, number>();
  let full = 0;
  for (const src of lines) {
    if (full === ops.length) break;
    if (!MAYBE.test(src.text)) continue;
    for (const op of ops) {
      const n = counts.get(op.id) ?? 0;
      if (n >= HITS_PER_OPERATION || (op.need && !op.need.test(src.text))) continue;
      const m = (op.re instanceof LetterRegex ? op.re.for(src.text) : op.re).exec(src.text);
      if (!m) continue;
      hits.push({ ...src, id: op.id, column: m.index + 1, length: m[0].length, what: op.what });
      counts.set(op.id, n + 1);
      if (n + 1 === HITS_PER_OPERATION) {
        capped.add(op.id);
        full++;
      }
    }
  }
  return hits;
}

/** Runs of consecutive lines of one file: a construct read over several lines never spans a gap or two files. */
export function runsOf(lines: Src[]): Src[][] {
  const runs: Src[][] = [];
  let run: Src[] = [];
  for (const src of lines) {
    const prev = run[run.length - 1];
    if (prev && (prev.file !== src.file || prev.line + 1 !== src.line)) {
      runs.push(run);
      run = [];
    }
    run.push(src);
  }
  if (run.length) runs.push(run);
  return runs;
}

/** Multi-line `def downgrade():` / `pass` bodies. */
export function scanEmptyDowngrades(lines: Src[]): Hit[] {
  return runsOf(lines).flatMap((run) =>
    emptyDowngrades(run.map((r) => r.text)).map((i) => ({ ...run[i]!, id: 'migration-empty-down', column: run[i]!.text.search(/\S/) + 1, what: 'down()/downgrade() has no rollback (its body only passes, returns or raises)' })),
  );
}

/** The lines of `run` from `i` up, as far as a statement spans: what alteredTable reads back for line `i`. */
function statementAbove(run: Src[], i: number): Map<number, string> {
  const near = new Map<number, string>();
  for (let k = i; k >= 0 && k > i - STATEMENT_LINES; k--) near.set(run[k]!.line, run[k]!.text);
  return near;
}

/** `ALTER TABLE accounts` / `  DROP COLUMN ssn;`: a DROP COLUMN whose ALTER TABLE opens a line above it (the one-line pattern misses it). */
export function scanStatementDropColumns(lines: Src[], capped: Set<string>): Hit[] {
  const hits: Hit[] = [];
  for (const run of runsOf(lines.filter((src) => !src.removed))) {
    for (let i = 0; i < run.length; i++) {
      const src = run[i]!;
      const at = src.text.search(DROP_COLUMN);
      if (at < 0 || ALTER_TABLE.test(src.text) || alteredTable(statementAbove(run, i), src.line) === undefined) continue;
      if (hits.length === HITS_PER_OPERATION) {
        capped.add('sql-drop-column');
        return hits;
      }
      hits.push({ ...src, id: 'sql-drop-column', column: at + 1, length: 11, what: 'DROP COLUMN deletes column data' });
    }
  }
  return hits;
}
const DROP_COLUMN = /\bDROP\s+COLUMN\b/i;
const ALTER_TABLE = /\bALTER\s+TABLE\b/i;

/** DELETE statements without WHERE read across lines and to the end of a string literal (see unguardedDeletes); a diff's removed lines are no statement of the change. */
export function scanStatementDeletes(lines: Src[], capped: Set<string>): Hit[] {
  const hits: Hit[] = [];
  for (const run of runsOf(lines.filter((src) => !src.removed))) {
    for (const d of unguardedDeletes(run.map((r) => r.text))) {
      if (hits.length === HITS_PER_OPERATION) {
        capped.add('sql-delete-without-where');
        return hits;
      }
      hits.push({ ...run[d.index]!, id: 'sql-delete-without-where', column: d.column, length: 6, what: DELETE_STATEMENT });
    }
  }
  return hits;
}
export const DELETE_STATEMENT = 'DELETE without WHERE wipes a whole table';

/**
 * An operation written over lines, read in code under the recommended preset. SQL is free about whitespace: a
 * statement may break at any space (`DROP` / `  TABLE t;`); a shell command goes on past a trailing backslash
 * (`git push \` / `  --force origin main`). From a line's end (its last REACH characters, from its first DROP,
 * TRUNCATE or ALTER, or, continued, from a word's start) the lines after it are read on, joined by spaces: a
 * statement to a `;`, a blank line or STATEMENT_LINES lines, a command as far as it is continued (CONTINUED_LINES),
 * either for REACH more characters at most, past which no pattern reaches; the next stretch starts where one
 * stopped. An operation that goes on past its line's end is a hit there, quoting it joined (one its line holds
 * whole, the line's own scan found). Each line is read once or twice: linear.
 */
const REACH = 700;
const CONTINUED_LINES = 20;
const SQL_START = /(?<![\w.])(?:drop|truncate|alter)(?!\w)/gi;
const TABLE_NAME = String.raw`(?:"[^"\n]{1,128}"|\x60[^\x60\n]{1,128}\x60|${W}+)(?:\s*\.\s*(?:"[^"\n]{1,128}"|${W}+))?`;
const SPLIT_SQL: Op[] = [
  // A name after TABLE: `drop` / `table = load()` in code is no statement.
  { id: 'sql-drop-table', what: '', re: new LetterRegex(String.raw`(?<![\p{L}\p{N}_.])DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?${TABLE_NAME}`, 'giu') },
  { id: 'sql-drop-column', what: '', re: new LetterRegex(String.raw`(?<![\p{L}\p{N}_.])DROP\s+COLUMN(?![\p{L}\p{N}_])`, 'giu') },
  { id: 'sql-truncate', what: '', re: new LetterRegex(TRUNCATE, 'giu') },
  { id: 'sql-alter-column-lossy', what: '', re: new LetterRegex(LOSSY_ALTER, 'giu') },
].map((op) => ({ ...op, what: OP_BY_ID.get(op.id)!.what }));

/** A line the shell (or Python) continues on the next: it ends in one backslash. */
function continues(text: string): boolean {
  const t = text.trimEnd();
  return t.endsWith('\\') && !t.endsWith('\\\\');
}
/** A command's line without its continuing backslash. */
const unbroken = (text: string) => (continues(text) ? text.trimEnd().slice(0, -1) : text).trimEnd();

/** A stretch of lines read as one: `text`, and where each line's part of it starts (`at`) and in its line (`from`). */
interface Stretch { text: string; parts: Array<{ k: number; at: number; from: number; length: number }> }

/** Line `i` of `run` from `from`, read on over the next lines as a statement (`shell`: a continued command) goes on. */
function readOn(run: Src[], i: number, from: number, shell: boolean): Stretch {
  const own = (t: string) => (shell ? unbroken(t) : t.trimEnd());
  const first = own(run[i]!.text).slice(from);
  const out: Stretch = { text: first, parts: [{ k: i, at: 0, from, length: first.length }] };
  const budget = first.length + REACH;
  for (let k = i + 1; k < run.length && k <= i + (shell ? CONTINUED_LINES : STATEMENT_LINES) && out.text.length < budget; k++) {
    if (shell ? !continues(run[k - 1]!.text) : k > i + 1 && run[k - 1]!.text.includes(';')) break;
    const next = run[k]!.text;
    const lead = next.length - next.trimStart().length;
    const part = own(next.slice(lead, lead + budget - out.text.length));
    if (!part) break;
    out.parts.push({ k, at: out.text.length + 1, from: lead, length: part.length });
    out.text += ` ${part}`;
  }
  return out;
}

/** The matches of global `re` in a stretch that go on past their line's end, each as its part and match (a few per stretch). */
function* crossing(re: RegExp, s: Stretch): Generator<{ p: Stretch['parts'][number]; m: RegExpExecArray }> {
  re.lastIndex = 0;
  for (let m = re.exec(s.text), tries = 0; m && tries < 2 * s.parts.length + 4; m = re.exec(s.text), tries++) {
    const at = m.index;
    const p = s.parts.findLast((q) => q.at <= at)!;
    if (at + m[0].length > p.at + p.length) yield { p, m };
    re.lastIndex = at + 1;
  }
}
const globalRe = new WeakMap<Op, RegExp | LetterRegex>();
const everywhere = (op: Op): RegExp | LetterRegex => {
  let re = globalRe.get(op);
  if (!re) globalRe.set(op, (re = op.re instanceof LetterRegex ? new LetterRegex(op.re.source, op.re.flags.includes('g') ? op.re.flags : `${op.re.flags}g`) : new RegExp(op.re.source, `${op.re.flags.replace('g', '')}g`)));
  return re;
};

/** Operations written over lines of `lines` (code only): SQL statements broken at a space, and commands `ops` find continued past a backslash. */
export function scanOverLines(lines: Src[], ops: readonly Op[], capped: Set<string>): Hit[] {
  const hits: Hit[] = [];
  const counts = new Map<string, number>();
  const find = (run: Src[], s: Stretch, opsHere: readonly Op[]) => {
    for (const op of opsHere) {
      if ((counts.get(op.id) ?? 0) >= HITS_PER_OPERATION || (op.need && !op.need.test(s.text))) continue;
      const re = everywhere(op);
      for (const { p, m } of crossing(re instanceof LetterRegex ? re.for(s.text) : re, s)) {
        const src = run[p.k]!;
        // SQL's bare DROP COLUMN belongs to an ALTER TABLE before it, on its lines or above (the operation's own pattern names it).
        if (op === SPLIT_SQL[1] && !ALTER_TABLE.test(s.text.slice(0, m.index)) && alteredTable(statementAbove(run, p.k), src.line) === undefined) continue;
        const n = (counts.get(op.id) ?? 0) + 1;
        counts.set(op.id, n);
        hits.push({ ...src, text: src.text.slice(0, p.from) + s.text.slice(p.at), id: op.id, column: p.from + m.index - p.at + 1, length: m[0].length, what: op.what });
        if (n === HITS_PER_OPERATION) {
          capped.add(op.id);
          break;
        }
      }
    }
  };
  /** Where the next stretch starts: at its last line if that one goes on, else after it. */
  const next = (s: Stretch, goesOn: boolean) => s.parts[s.parts.length - 1]!.k - (goesOn && s.parts.length > 1 ? 1 : 0);
  for (const run of runsOf(lines.filter((src) => !src.removed))) {
    for (let i = 0; i + 1 < run.length; i++) {
      const text = run[i]!.text;
      SQL_START.lastIndex = Math.max(0, text.length - REACH);
      const start = SQL_START.exec(text)?.index;
      if (start === undefined || text.trimEnd().endsWith(';')) continue;
      const s = readOn(run, i, start, false);
      find(run, s, SPLIT_SQL);
      const last = run[s.parts[s.parts.length - 1]!.k]!.text;
      i = next(s, !last.includes(';') && last.trim() !== '');
    }
    for (let i = 0; i + 1 < run.length; i++) {
      const text = run[i]!.text;
      if (!continues(text)) continue;
      // From a word's start, so no word is cut into another.
      const cut = Math.max(0, text.length - REACH);
      const s = readOn(run, i, cut === 0 ? 0 : cut + Math.max(0, text.slice(cut).search(/\s/)), true);
      if (MAYBE.test(s.text)) find(run, s, ops);
      i = next(s, continues(run[s.parts[s.parts.length - 1]!.k]!.text));
    }
  }
  return hits;
}
