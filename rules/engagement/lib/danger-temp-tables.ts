// A DROP TABLE of a temporary table: one the same script (a file, a document's code block, a prose line) creates
// before it as TEMP / TEMPORARY (`CREATE TEMP TABLE tmp_refunds AS …` … `DROP TABLE tmp_refunds;`), or a T-SQL
// `#name` / `##name`, which is temporary by its name. Such a table lives for its session only: dropping it loses no
// kept data, as a downgrade dropping what its own upgrade created loses none. A drop before the create is not one:
// with no temporary table of that name yet, Postgres and MySQL resolve the name to a kept table, if one exists.
// Each file's creations are read once, in one pass over its lines: linear.
import type { Lines } from './danger-lines.js';
import { sqlCode } from './danger-sql-comments.js';

const NAME = String.raw`[\p{L}\p{N}_$]{1,128}`;
/** A name's part, quoted or not; a T-SQL temporary table's name opens with `#` or `##`. */
const PART = String.raw`(?:"(${NAME})"|\x60(${NAME})\x60|\[(#{0,2}${NAME})\]|(#{0,2}${NAME}))`;
/** An item of a drop's list: a (qualified) name, and CASCADE / RESTRICT. */
const ITEM = new RegExp(String.raw`^\s*(?:${PART}\s*\.\s*){0,2}${PART}(?:\s+(?:CASCADE|RESTRICT))?\s*`, 'iu');
/** The last part's name: ITEM's groups 5 to 8 (the qualifiers' are 1 to 4). */
const lastName = (m: RegExpExecArray) => (m[5] ?? m[6] ?? m[7] ?? m[8]!).toLowerCase();
/** A DROP TABLE opening the text, and its list up to the statement's end. */
const DROP = /^DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?([^;()\n]{1,400})/iu;
/**
 * A temporary table created: `CREATE [GLOBAL|LOCAL] TEMP|TEMPORARY TABLE [IF NOT EXISTS] name` (Postgres, MySQL,
 * SQLite, Oracle), and Postgres' `SELECT … INTO TEMP [TABLE] name`.
 */
const CREATE_TEMP = new RegExp(
  String.raw`\b(?:CREATE\s+(?:OR\s+REPLACE\s+)?(?:(?:GLOBAL|LOCAL)\s+)?(?:TEMP|TEMPORARY)\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?|INTO\s+(?:(?:GLOBAL|LOCAL)\s+)?(?:TEMP|TEMPORARY)\s+(?:TABLE\s+)?)(?:${PART}\s*\.\s*){0,2}${PART}`,
  'giu',
);

/** Each name a file creates as temporary, lower-cased, with where: line and 0-based column, in file order. */
type Creations = Map<string, Array<{ line: number; column: number }>>;
const creationsOf = new WeakMap<Lines, Creations>();

function creations(lines: Lines, sql: boolean): Creations {
  let out = creationsOf.get(lines);
  if (out) return out;
  out = new Map();
  for (const [n, t] of lines.entries()) {
    if (!/temp/i.test(t)) continue;
    // A SQL file's comment creates nothing.
    const code = sql ? (sqlCode(lines, n) ?? t) : t;
    for (const m of code.matchAll(CREATE_TEMP)) {
      const name = lastName(m);
      (out.get(name) ?? out.set(name, []).get(name)!).push({ line: n, column: m.index });
    }
  }
  // A diff's runs may come in any order: each name's creations sorted, for the search below.
  for (const at of out.values()) at.sort((a, b) => a.line - b.line || a.column - b.column);
  creationsOf.set(lines, out);
  return out;
}

/** The tables the DROP TABLE opening `statement` drops, lower-cased; undefined when its list cannot be read. */
function droppedNames(statement: string): string[] | undefined {
  const m = DROP.exec(statement);
  if (!m) return undefined;
  const out: string[] = [];
  for (const item of m[1]!.split(',')) {
    const name = ITEM.exec(item);
    if (!name) return out.length ? out : undefined;
    out.push(lastName(name));
    // A list running into prose, or a code span's closing backtick, ends at the first item that is more than a name.
    if (name[0].length < item.length) break;
  }
  return out;
}

/**
 * Whether the DROP TABLE at 1-based `column` of line `line` (`text`: the line, its statement joined on from there)
 * drops only temporary tables: `#` names, or names `lines` creates as temporary before it in the same group
 * (`group` gives each line's: a file's lines share one, a document's code block its lines, a prose line its own).
 * `sql`: the file is SQL, whose comments create nothing.
 */
export function dropsOwnTempTables(lines: Lines, line: number, column: number, text: string, group: (n: number) => number, sql: boolean): boolean {
  // A drop's list is read on its first 400 characters (DROP's): a slice of that, not of a long line's rest.
  const names = droppedNames(text.slice(column - 1, column + 500));
  if (!names?.length) return false;
  const made = names.some((n) => !n.startsWith('#')) ? creations(lines, sql) : undefined;
  return names.every((name) => {
    if (name.startsWith('#')) return true;
    const at = made!.get(name) ?? [];
    // The last creation before the drop: an earlier one lies in the same group only if that one does.
    let last: { line: number; column: number } | undefined;
    for (let lo = 0, hi = at.length - 1; lo <= hi; ) {
      const mid = (lo + hi) >> 1;
      const c = at[mid]!;
      if (c.line < line || (c.line === line && c.column < column - 1)) {
        last = c;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return last !== undefined && group(last.line) === group(line);
  });
}

/** A code block's fence line. */
const FENCE = /^\s*(?:`{3,}|~{3,})/;

/**
 * A document's groups (see dropsOwnTempTables): the lines of one code block between its fences share one; a prose
 * line, and a fence line, is a group of its own. `fenced(n)`: whether line n is in a code block, fences included.
 */
export function documentGroups(texts: readonly string[], fenced: (n: number) => boolean): (n: number) => number {
  const groups = new Int32Array(texts.length + 2);
  let g = 0;
  for (let n = 1; n <= texts.length; n++) {
    if (!fenced(n) || FENCE.test(texts[n - 1]!)) {
      groups[n] = ++g;
      g++;
    } else groups[n] = g;
  }
  return (n) => groups[n] ?? -1;
}
