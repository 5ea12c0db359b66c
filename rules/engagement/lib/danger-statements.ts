// How danger-scan reads its lines: one at a time with the operations' patterns (as the reference does), and,
// under the recommended preset, the constructs written over several lines: a SQL statement broken at any of its
// spaces (`DROP` / `TABLE t;`, `ALTER TABLE t` / `ALTER COLUMN c TYPE int;`), a DELETE read to its end, a
// `def downgrade():` / `pass` body, and a shell command continued with a trailing backslash. Statements and
// commands over lines are read by danger-lines.ts alone. A `.sql` file's statements are read in its code, each
// comment a blank, over blank and comment lines (see codeViews). Every scanner hands its hits to a Sink and asks it
// first whether an operation is still looked for, so a file dense with operations is read no further than needed.
import { DELETE_STATEMENT_LINES, emptyDowngrades, forEachLineMatching, LetterRegex, MAX_FINDINGS, unguardedDeletes } from '@engagement-lint/core/kit';
import { continues, readOn, type Lines, type Stretch } from './danger-lines.js';
import { LOSSY_ALTER, MAYBE, MAYBE_LINES, OP_BY_ID, W, type Op } from './danger-ops.js';
import { alteredTable, STATEMENT_LINES } from './migration-rollback.js';
import { emptyDownParts } from './empty-downs.js';
import { sqlCode, SQL_FILE } from './danger-sql-comments.js';
import { alwaysHolds } from './always-true-where.js';

/** A scanned line; `removed`: one the diff removes (it is scanned too, as in the reference). */
export interface Src { file: string; line: number; text: string; removed?: boolean }
/** An operation found; `length`: of the matched text, when a pattern matched (for the excerpt). */
export interface Hit extends Src { id: string; column: number; length?: number; what: string }
/**
 * Where the scanners' hits go. `full(id)`: the operation is no longer looked for (enough of it kept);
 * `add(h, asIs)`: keep or drop a hit (`asIs`: one not judged by what the prose around it says). It gives where on
 * the line to look for the operation again when the hit was set aside (a quoted payload, a negation: the same
 * line may still run it), else undefined; `again`: a hit found past one set aside on its line.
 */
export interface Sink { full(id: string): boolean; add(h: Hit, asIs?: boolean, again?: boolean): number | undefined }

/**
 * Hits of one operation kept in all: past it the operation is no longer looked for, so files of 200,000
 * `DROP TABLE` lines cost 1,000 hits, not 200,000 (each read for negations, approvals and its message), and
 * the report says there are more. Twice the findings a report shows.
 */
export const HITS_PER_OPERATION = 2 * MAX_FINDINGS;

/**
 * A TRUNCATE statement rather than the English verb: `TRUNCATE TABLE name`, or `TRUNCATE name` (tables
 * comma-separated, with Postgres' ONLY / IDENTITY / CASCADE options) ending in `;`.
 */
const NAME = String.raw`${W}+(?:\.${W}+)?`;
const TRUNCATE = String.raw`\bTRUNCATE\s+(?:TABLE\s+${NAME}|(?:ONLY\s+)?${NAME}(?:\s*,\s*${NAME})*(?:\s+(?:RESTART|CONTINUE)\s+IDENTITY)?(?:\s+(?:CASCADE|RESTRICT))?\s*;)`;
export const SQL_TRUNCATE = new LetterRegex(TRUNCATE, 'iu');

/**
 * The operations found in a file's text, line by line as `scan` reads them, each while the sink still looks for it.
 * The lines holding a word some operation needs (MAYBE_LINES) are found in one search of the text, kept as
 * offsets rather than strings, and only those are read with each operation's `need` and pattern: a file pays
 * one search whatever the number of operations, and no array of its lines is built.
 */
export function scanText(file: string, text: string, ops: readonly Op[], sink: Sink): void {
  const open = ops.filter((op) => !sink.full(op.id));
  if (!open.length) return;
  const found = candidateLines(text);
  for (const op of open) {
    for (let i = 0; i < found.count && !sink.full(op.id); i++) {
      const src = { file, line: found.lines[i]!, text: text.slice(found.starts[i]!, found.ends[i]!) };
      if (op.need && !op.need.test(src.text)) continue;
      const m = (op.re instanceof LetterRegex ? op.re.for(src.text) : op.re).exec(src.text);
      if (m) addAll(sink, op, src, src.text, m);
    }
  }
}

/** The lines of `text` holding a MAYBE word: their 1-based numbers and where each starts and ends, in typed arrays that grow. */
function candidateLines(text: string): { count: number; lines: Int32Array; starts: Int32Array; ends: Int32Array } {
  let size = 64;
  let lines = new Int32Array(size);
  let starts = new Int32Array(size);
  let ends = new Int32Array(size);
  let count = 0;
  forEachLineMatching(text, MAYBE_LINES, (line, start, end, m) => {
    // A word ending in `\s` (`rm`, `gh`) matched the newline: the line itself holds no MAYBE word unless it holds another.
    if (m.index + m[0].length > end && !MAYBE.test(text.slice(start, end))) return;
    if (count === size) {
      size *= 2;
      const grow = (a: Int32Array) => {
        const b = new Int32Array(size);
        b.set(a);
        return b;
      };
      [lines, starts, ends] = [grow(lines), grow(starts), grow(ends)];
    }
    lines[count] = line;
    starts[count] = start;
    ends[count++] = end;
  });
  return { count, lines, starts, ends };
}

/** The operations found on `lines` (a diff's), line by line, each while the sink still looks for it. */
export function scan(lines: Iterable<Src>, ops: readonly Op[], sink: Sink): void {
  let open = ops.filter((op) => !sink.full(op.id));
  for (const src of lines) {
    if (!open.length) return;
    const text = src.text;
    if (!MAYBE.test(text)) continue;
    // A line of ASCII alone reads every pattern's ASCII form: asked once per line, not once per pattern.
    const letters = NOT_ASCII.test(text) ? text : '';
    let filled = false;
    for (const op of open) {
      if (op.need && !op.need.test(text)) continue;
      const m = (op.re instanceof LetterRegex ? op.re.for(letters) : op.re).exec(text);
      if (!m) continue;
      addAll(sink, op, src, letters, m);
      filled ||= sink.full(op.id);
    }
    if (filled) open = open.filter((op) => !sink.full(op.id));
  }
}
const NOT_ASCII = /[^\x00-\x7f]/;

/**
 * A line's first match of an operation, then, while the sink sets its hits aside, the next ones on the line: each
 * search starts past the last match, so a line of many set-aside matches is read once. `letters`: the text the
 * pattern's letters are chosen for.
 */
function addAll(sink: Sink, op: Op, src: Src, letters: string, first: RegExpExecArray): void {
  let m: RegExpExecArray | null = first;
  let re: RegExp | undefined;
  while (m) {
    const from = sink.add({ ...src, id: op.id, column: m.index + 1, length: m[0].length, what: op.what }, false, m !== first);
    if (from === undefined || sink.full(op.id)) return;
    if (!re) {
      const g = everywhereOp(op);
      re = g instanceof LetterRegex ? g.for(letters) : g;
    }
    re.lastIndex = Math.max(from, m.index + 1);
    m = re.exec(src.text);
  }
}

/** Consecutive lines of one file: `texts[i]` is line `first + i`. A construct read over lines never leaves its run. */
export interface Run { file: string; first: number; texts: readonly string[] }
/** Runs' lines (of one file, in order) as the reader reads them: none outside them. */
export function runLines(runs: readonly Run[]): Lines {
  const only = runs.length === 1 ? runs[0] : undefined;
  const runAt = (n: number): Run | undefined => {
    if (only) return only;
    let lo = 0;
    let hi = runs.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (runs[mid]!.first <= n) lo = mid;
      else hi = mid - 1;
    }
    return runs[lo];
  };
  return {
    get: (n) => {
      const run = runAt(n);
      return run ? run.texts[n - run.first] : undefined;
    },
    *entries() {
      for (const run of runs) for (let i = 0; i < run.texts.length; i++) yield [run.first + i, run.texts[i]!];
    },
  };
}
const srcAt = (run: Run, i: number): Src => ({ file: run.file, line: run.first + i, text: run.texts[i]! });

/** Runs of consecutive lines of one file in a list of lines (a diff's): never over a gap or two files. */
export function runsOf(lines: readonly Src[]): Run[] {
  const runs: Run[] = [];
  let run: { file: string; first: number; texts: string[] } | undefined;
  for (const src of lines) {
    if (src.removed) continue;
    if (!run || run.file !== src.file || run.first + run.texts.length !== src.line) runs.push((run = { file: src.file, first: src.line, texts: [] }));
    run.texts.push(src.text);
  }
  return runs;
}
/** A file's runs: all of it, or the runs of the lines `keep` keeps (a document's code blocks). */
export function runsOfFile(file: string, texts: readonly string[], keep?: (line: number) => boolean): Run[] {
  if (!keep) return [{ file, first: 1, texts }];
  const runs: Run[] = [];
  let start = -1;
  for (let i = 0; i <= texts.length; i++) {
    const kept = i < texts.length && keep(i + 1);
    if (kept && start < 0) start = i;
    if (!kept && start >= 0) {
      runs.push({ file, first: start + 1, texts: texts.slice(start, i) });
      start = -1;
    }
  }
  return runs;
}

/**
 * Multi-line `def downgrade():` / `pass` bodies, and the down parts of other tools' migrations that roll nothing back
 * (see empty-downs.ts). `atEnd(run)`: the run's last line is its file's last.
 */
export function scanEmptyDowngrades(runs: readonly Run[], sink: Sink, atEnd: (run: Run) => boolean = () => true): void {
  for (const run of runs) {
    if (sink.full('migration-empty-down')) return;
    for (const i of emptyDowngrades(run.texts)) {
      const src = srcAt(run, i);
      sink.add({ ...src, id: 'migration-empty-down', column: src.text.search(/\S/) + 1, what: 'down()/downgrade() has no rollback (its body only passes, returns or raises)' }, true);
    }
    for (const i of emptyDownParts(run.texts, atEnd(run), run.file)) {
      const src = srcAt(run, i);
      sink.add({ ...src, id: 'migration-empty-down', column: src.text.search(/\S/) + 1, what: 'the migration\'s down part has no rollback (it is empty, or only returns or throws)' }, true);
    }
  }
}

/**
 * A SQL file's run as the statement readers read it under the recommended preset: its code, each comment a blank (SQL
 * separates words by a comment as by a space: `DROP/**\/TABLE t`), and without the lines blank in code, as a
 * statement goes on past blank and comment lines (`DROP` / `-- why` / `TABLE t;`). `run`: those lines, numbered from
 * 1; `lineOf[i]`: the real line of `run.texts[i]`; `blankedAt`: the indices in `run.texts` of the lines a comment was
 * blanked on (a line all comment reads nothing, and is left out).
 */
interface CodeView { run: Run; lineOf: number[]; blankedAt: number[]; of: { file: string; first: number } }
/** A view's lines a comment was blanked on, as code on their real lines. */
function* blankedLines(view: CodeView): Generator<Src> {
  for (const k of view.blankedAt) yield { file: view.of.file, line: view.lineOf[k]!, text: view.run.texts[k]! };
}
/** Each run's view by its lines, so the three statement readers work a file's code out once. */
const viewOf = new WeakMap<readonly string[], CodeView>();
function codeViews(runs: readonly Run[]): Map<Run, CodeView> {
  const views = new Map<Run, CodeView>();
  const byFile = new Map<string, Run[]>();
  for (const run of runs) if (SQL_FILE.test(run.file)) (byFile.get(run.file) ?? byFile.set(run.file, []).get(run.file)!).push(run);
  for (const fileRuns of byFile.values()) {
    if (fileRuns.every((run) => viewOf.get(run.texts)?.of.file === run.file && viewOf.get(run.texts)?.of.first === run.first)) {
      for (const run of fileRuns) views.set(run, viewOf.get(run.texts)!);
      continue;
    }
    // All the file's runs read together, as the sink reads its hits: a comment's state carries as far as its lines are known.
    const lines = runLines(fileRuns);
    for (const run of fileRuns) {
      const view: CodeView = { run: { file: run.file, first: 1, texts: [] }, lineOf: [], blankedAt: [], of: { file: run.file, first: run.first } };
      viewOf.set(run.texts, view);
      for (let i = 0; i < run.texts.length; i++) {
        const n = run.first + i;
        const text = run.texts[i]!;
        const code = sqlCode(lines, n) ?? text;
        if (code.trim() === '') continue;
        if (code !== text) view.blankedAt.push(view.run.texts.length);
        (view.run.texts as string[]).push(code);
        view.lineOf.push(n);
      }
      views.set(run, view);
    }
  }
  return views;
}
/** A run as read: a SQL file's as its code view, its hits put back on their real lines; any other as it is. */
function asRead(run: Run, views: Map<Run, CodeView>, sink: Sink): { run: Run; sink: Sink } {
  const view = views.get(run);
  if (!view) return { run, sink };
  return { run: view.run, sink: { full: (id) => sink.full(id), add: (h, asIs, again) => sink.add({ ...h, line: view.lineOf[h.line - 1]! }, asIs, again) } };
}

/** `ALTER TABLE accounts` / `  DROP COLUMN ssn;`: a DROP COLUMN whose ALTER TABLE opens a line above it (the one-line pattern misses it). */
export function scanStatementDropColumns(runs: readonly Run[], into: Sink): void {
  const views = codeViews(runs);
  for (const raw of runs) {
    const { run, sink } = asRead(raw, views, into);
    const lines = runLines([run]);
    for (let i = 0; i < run.texts.length; i++) {
      if (sink.full('sql-drop-column')) return;
      const text = run.texts[i]!;
      const at = text.search(DROP_COLUMN);
      if (at < 0 || ALTER_TABLE.test(text) || alteredTable(lines, run.first + i) === undefined) continue;
      sink.add({ ...srcAt(run, i), id: 'sql-drop-column', column: at + 1, length: 11, what: 'DROP COLUMN deletes column data' });
    }
  }
}
const DROP_COLUMN = /\bDROP\s+COLUMN\b/i;
const ALTER_TABLE = /\bALTER\s+TABLE\b/i;

/** Lines handed to unguardedDeletes at a time, so the scan stops once enough DELETEs are kept. */
const DELETE_CHUNK = 1000;
/** DELETE statements without WHERE read across lines and to the end of a string literal (see unguardedDeletes); a diff's removed lines are no statement of the change. */
export function scanStatementDeletes(runs: readonly Run[], into: Sink): void {
  const views = codeViews(runs);
  for (const raw of runs) {
    const { run, sink } = asRead(raw, views, into);
    const view = views.get(raw);
    const lines = runLines([run]);
    const blanked = new Set(view?.blankedAt);
    // A SQL file's DELETE read on past a comment or a blank line quotes its statement joined to its `;`: its WHERE
    // is not on a line below (one in a comment there is none). So does one whose WHERE always holds: that WHERE
    // holds no row back.
    const hit = (i: number, column: number, what: string): Hit => {
      const src = srcAt(run, i);
      const plain = { ...src, id: 'sql-delete-without-where', column, length: 6, what };
      if ((!view && what !== ALWAYS_TRUE) || src.text.includes(';', column - 1)) return plain;
      const s = readOn(lines, src.line, column - 1, { lines: DELETE_STATEMENT_LINES, chars: STATEMENT_CHARS });
      const last = s.parts[s.parts.length - 1]!.line;
      const within = !view || (view.lineOf[last - run.first]! - view.lineOf[i]! === s.parts.length - 1 && !s.parts.some((p) => blanked.has(p.line - run.first)));
      if (what !== ALWAYS_TRUE && within) return plain;
      return { ...plain, text: src.text.slice(0, column - 1) + s.text };
    };
    for (let a = 0; a < run.texts.length; a += DELETE_CHUNK) {
      if (sink.full('sql-delete-without-where')) return;
      // A statement starting in the chunk may run on past it: its lines are read too.
      const chunk = run.texts.slice(a, a + DELETE_CHUNK + DELETE_STATEMENT_LINES);
      for (const d of unguardedDeletes(chunk)) {
        if (d.index < DELETE_CHUNK) sink.add(hit(a + d.index, d.column, DELETE_STATEMENT));
      }
      for (const d of alwaysTrueDeletes(chunk)) {
        if (d.index < DELETE_CHUNK) sink.add(hit(a + d.index, d.column, ALWAYS_TRUE));
      }
    }
  }
}
export const DELETE_STATEMENT = 'DELETE without WHERE wipes a whole table';
const ALWAYS_TRUE = 'DELETE whose WHERE always holds (`WHERE 1=1`, `WHERE true`, `… OR 1=1`) wipes a whole table';
const STATEMENT_CHARS = 2000;

/**
 * `DELETE FROM t WHERE 1=1;`, `WHERE true`, `WHERE 1`: the usual way to write "delete every row", a bulk DELETE as
 * much as one without WHERE. Only a WHERE that is such a condition, or OR-s one in (`WHERE id = 5 OR 1=1`; see
 * alwaysHolds: `WHERE 1=1 AND id = 5` is a query builder's start, no bulk delete), read as unguardedDeletes reads a
 * statement: to its `;`, its literal's closing quote, a blank line or DELETE_STATEMENT_LINES lines, a few DELETEs a line.
 */
function alwaysTrueDeletes(texts: readonly string[]): Array<{ index: number; column: number }> {
  const out: Array<{ index: number; column: number }> = [];
  const lines = runLines([{ file: '', first: 0, texts }]);
  for (let i = 0; i < texts.length; i++) {
    const line = texts[i]!;
    if (!/delete/i.test(line)) continue;
    DELETE_WORD.lastIndex = 0;
    for (let m = DELETE_WORD.exec(line), seen = 0; m && seen < 4; m = DELETE_WORD.exec(line), seen++) {
      const s = readOn(lines, i, m.index, { lines: DELETE_STATEMENT_LINES, chars: STATEMENT_CHARS }).text;
      if (!/where/i.test(s)) continue;
      const quote = /["'`]$/.test(line.slice(0, m.index).trimEnd()) ? line.slice(0, m.index).trimEnd().slice(-1) : undefined;
      const ends = [s.indexOf(';'), quote ? s.indexOf(quote) : -1].filter((k) => k >= 0);
      const statement = (ends.length ? s.slice(0, Math.min(...ends)) : s).trim();
      const head = DELETE_WHERE.for(statement).exec(statement);
      if (head && alwaysHolds(statement.slice(head[0].length))) out.push({ index: i, column: m.index + 1 });
    }
  }
  return out;
}
const DELETE_WORD = /\bdelete\b/gi;
const DELETE_NAME = String.raw`(?:[\p{L}\p{N}_$]+|"[^"\n]{1,128}"|\x60[^\x60\n]{1,128}\x60)`;
/** A DELETE's words up to its WHERE's condition (read by alwaysHolds). */
const DELETE_WHERE = new LetterRegex(String.raw`^DELETE\s+FROM\s+(?:ONLY\s+)?${DELETE_NAME}(?:\s*\.\s*${DELETE_NAME})?\s+WHERE\s`, 'iu');

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
  { id: 'sql-drop-table', what: '', re: new LetterRegex(String.raw`(?<![\p{L}\p{N}_.])DROP\s+(?:TABLE|DATABASE|SCHEMA)\s+(?:IF\s+EXISTS\s+)?${TABLE_NAME}`, 'giu') },
  { id: 'sql-drop-column', what: '', re: new LetterRegex(String.raw`(?<![\p{L}\p{N}_.])DROP\s+COLUMN(?![\p{L}\p{N}_])`, 'giu') },
  { id: 'sql-truncate', what: '', re: new LetterRegex(TRUNCATE, 'giu') },
  { id: 'sql-alter-column-lossy', what: '', re: new LetterRegex(LOSSY_ALTER, 'giu') },
].map((op) => ({ ...op, what: OP_BY_ID.get(op.id)!.what }));

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
/** An operation's pattern made global, to search a line on from a place. */
const globalRe = new WeakMap<Op, RegExp | LetterRegex>();
export const everywhereOp = (op: Op): RegExp | LetterRegex => {
  let re = globalRe.get(op);
  if (!re) globalRe.set(op, (re = op.re instanceof LetterRegex ? new LetterRegex(op.re.source, op.re.flags.includes('g') ? op.re.flags : `${op.re.flags}g`) : new RegExp(op.re.source, `${op.re.flags.replace('g', '')}g`)));
  return re;
};

/** Operations written over the lines of code runs: SQL statements broken at a space, and commands `ops` find continued past a backslash. */
export function scanOverLines(runs: readonly Run[], ops: readonly Op[], sink: Sink): void {
  const find = (run: Run, s: Stretch, opsHere: readonly Op[], to: Sink) => {
    for (const op of opsHere) {
      if (to.full(op.id) || (op.need && !op.need.test(s.text))) continue;
      const re = everywhereOp(op);
      for (const { p, m } of crossing(re instanceof LetterRegex ? re.for(s.text) : re, s)) {
        const src = srcAt(run, p.line - run.first);
        // SQL's bare DROP COLUMN belongs to an ALTER TABLE before it, on its lines or above (the operation's own pattern names it).
        if (op === SPLIT_SQL[1] && !ALTER_TABLE.test(s.text.slice(0, m.index)) && alteredTable(runLines([run]), src.line) === undefined) continue;
        to.add({ ...src, text: src.text.slice(0, p.from) + s.text.slice(p.at), id: op.id, column: p.from + m.index - p.at + 1, length: m[0].length, what: op.what });
        if (to.full(op.id)) break;
      }
    }
  };
  /** Where the next stretch starts (an index into the run): at its last line if that one goes on, else after it. */
  const next = (run: Run, s: Stretch, goesOn: boolean) => s.parts[s.parts.length - 1]!.line - run.first - (goesOn && s.parts.length > 1 ? 1 : 0);
  const sql = { lines: STATEMENT_LINES, chars: REACH };
  const shell = { lines: CONTINUED_LINES, chars: REACH, shell: true };
  const views = codeViews(runs);
  for (const run of runs) {
    // A SQL file's lines a comment was blanked on are read again as code, one by one (`DROP/**\/TABLE t;`); its
    // statements over lines are read in its code view.
    const view = views.get(run);
    if (view?.blankedAt.length) scan(blankedLines(view), ops, sink);
    const read = asRead(run, views, sink);
    const code = runLines([read.run]);
    for (let i = 0; i + 1 < read.run.texts.length && SPLIT_SQL.some((op) => !read.sink.full(op.id)); i++) {
      const text = read.run.texts[i]!;
      SQL_START.lastIndex = Math.max(0, text.length - REACH);
      const start = SQL_START.exec(text)?.index;
      if (start === undefined || text.trimEnd().endsWith(';')) continue;
      const s = readOn(code, read.run.first + i, start, sql);
      find(read.run, s, SPLIT_SQL, read.sink);
      const last = code.get(s.parts[s.parts.length - 1]!.line)!;
      i = next(read.run, s, !last.includes(';') && last.trim() !== '');
    }
    const lines = runLines([run]);
    for (let i = 0; i + 1 < run.texts.length && ops.some((op) => !sink.full(op.id)); i++) {
      const text = run.texts[i]!;
      if (!continues(text)) continue;
      // From a word's start, so no word is cut into another.
      const cut = Math.max(0, text.length - REACH);
      const s = readOn(lines, run.first + i, cut === 0 ? 0 : cut + Math.max(0, text.slice(cut).search(/\s/)), shell);
      if (MAYBE.test(s.text)) find(run, s, ops, sink);
      i = next(run, s, continues(lines.get(s.parts[s.parts.length - 1]!.line)!));
    }
  }
}
