// A DROP COLUMN that is a migration's own rollback: its down()/downgrade() undoing the column its
// up()/upgrade() adds. The protocol's danger is a "migration without rollback"; this is the rollback.

/** Where a migration's rollback starts: Python (Alembic, Django-style), JS/TS (Knex, Sequelize, TypeORM), Ruby, SQL (goose, dbmate, sql-migrate). */
const DOWN = /^\s*(?:(?:async\s+)?def\s+(?:down|downgrade)\w*\b|(?:public\s+)?(?:async\s+)?down\s*\(|(?:exports|module\.exports)\.down\b|down\s*:\s*(?:async\s*)?(?:function\b|\()|--\s*\+goose\s+Down\b|--\s*migrate:down\b|--\s*\+migrate\s+Down\b)/i;
/** Where a migration's change starts, ending a rollback above it. */
const UP = /^\s*(?:(?:async\s+)?def\s+(?:up|upgrade|change)\w*\b|(?:public\s+)?(?:async\s+)?up\s*\(|(?:exports|module\.exports)\.up\b|up\s*:\s*(?:async\s*)?(?:function\b|\()|--\s*\+goose\s+Up\b|--\s*migrate:up\b|--\s*\+migrate\s+Up\b)/i;
/** The column a DROP COLUMN drops (quoted or not). */
const DROPPED = /\bDROP\s+COLUMN\s+(?:IF\s+EXISTS\s+)?[`"[]?([\p{L}\p{N}_]+)/iu;

/** `ADD [COLUMN] [IF NOT EXISTS] name` in SQL, and the quoted names a migration tool's add_column/addColumn call is given. */
const ADD_SQL = /\badd\s+(?:column\s+)?(?:if\s+not\s+exists\s+)?[`"[]?([\p{L}\p{N}_]+)/giu;
const ADD_CALL = /\b(?:add_column|addcolumn)\b[\s(]([^)\n]{0,300})/giu;
const QUOTED_NAME = /(?:["'`]|:)([\p{L}\p{N}_]+)/gu;

/** Of one file's known lines: the lines in a down()/downgrade() part, and the columns its up()/upgrade() parts add. */
interface Sections {
  down: Set<number>;
  added: Set<string>;
}
const sectionsOf = new WeakMap<ReadonlyMap<number, string>, Sections>();

/** One pass over the file's lines in order (a file of 200,000 lines is read once, however many drops it holds). */
function sections(lines: ReadonlyMap<number, string>): Sections {
  let out = sectionsOf.get(lines);
  if (out) return out;
  out = { down: new Set(), added: new Set() };
  let part: 'up' | 'down' | undefined;
  let prev = 0;
  for (const [n, t] of [...lines].sort((a, b) => a[0] - b[0])) {
    // A gap in the known lines (a hunk of a changed file) leaves the part unknown.
    if (n !== prev + 1) part = undefined;
    prev = n;
    if (DOWN.test(t)) part = 'down';
    else if (UP.test(t)) part = 'up';
    else if (part === 'down') out.down.add(n);
    else if (part === 'up') {
      const lower = t.toLowerCase();
      for (const m of lower.matchAll(ADD_SQL)) out.added.add(m[1]!);
      for (const m of lower.matchAll(ADD_CALL)) for (const q of m[1]!.matchAll(QUOTED_NAME)) out.added.add(q[1]!);
    }
  }
  sectionsOf.set(lines, out);
  return out;
}

/**
 * Whether the DROP COLUMN on line `line` of a file lies in its down()/downgrade() part and drops a
 * column an up()/upgrade() part of the same file adds. `lines`: the file's lines known to the scan
 * (all of a new file; of a changed one its hunks, where a part out of sight leaves the hit standing).
 */
export function rollsBackOwnColumn(lines: ReadonlyMap<number, string>, line: number, text: string): boolean {
  const dropped = DROPPED.exec(text)?.[1]?.toLowerCase();
  if (!dropped) return false;
  const s = sections(lines);
  return s.down.has(line) && s.added.has(dropped);
}
