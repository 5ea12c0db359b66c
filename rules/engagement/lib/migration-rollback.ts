// A DROP COLUMN or DROP TABLE that is a migration's own rollback: its down()/downgrade() undoing the
// column its up()/upgrade() adds or the table it creates. The protocol's danger is a "migration without
// rollback"; this is the rollback.
import { LetterRegex, type EngagementModel } from '@engagement-lint/core/kit';
import { fileLines, readBack, type Lines } from './danger-lines.js';
import { sqlCode } from './danger-sql-comments.js';
import { droppedTables } from './danger-objects.js';

/** Where a migration's rollback starts: Python (Alembic, Django-style), JS/TS (Knex, Sequelize, TypeORM), Ruby, SQL (goose, dbmate, sql-migrate). */
const DOWN = /^\s*(?:(?:async\s+)?def\s+(?:down|downgrade)\w*\b|(?:export\s+|(?:public|protected)\s+)?(?:static\s+)?(?:async\s+)?function\s+down\b|(?:public\s+)?(?:async\s+)?down\s*\(|(?:exports|module\.exports)\.down\b|down\s*:\s*(?:async\s*)?(?:function\b|\()|--\s*\+goose\s+Down\b|--\s*migrate:down\b|--\s*\+migrate\s+Down\b)/i;
/** DOWN at any line's start of a whole text (its leading blanks within the line, CR and U+2028 ending one as `^` reads them, so the search stays linear). */
export const DOWN_ANYWHERE = new RegExp(String.raw`^[^\S\n\r\u2028\u2029]*` + DOWN.source.slice(String.raw`^\s*`.length), 'im');
/** Where a migration's change starts, ending a rollback above it. */
const UP = /^\s*(?:(?:async\s+)?def\s+(?:up|upgrade|change)\w*\b|(?:export\s+|(?:public|protected)\s+)?(?:static\s+)?(?:async\s+)?function\s+up\b|(?:public\s+)?(?:async\s+)?up\s*\(|(?:exports|module\.exports)\.up\b|up\s*:\s*(?:async\s*)?(?:function\b|\()|--\s*\+goose\s+Up\b|--\s*migrate:up\b|--\s*\+migrate\s+Up\b)/i;
/** A comment line (`#`, `//`, `--` that opens no goose/dbmate part): what it says is not run. */
const COMMENT = /^\s*(?:#|\/\/|--(?!\s*(?:\+goose|migrate:|\+migrate)))/;
const NAME = String.raw`[\x60"[]?([\p{L}\p{N}_]+)[\x60"\]]?`;
/** The table of an ALTER TABLE (schema-qualified names by their last part). */
const ALTERED = new LetterRegex(String.raw`\bALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(?:${NAME}\.)?${NAME}`, 'giu');
/** Each column a DROP COLUMN drops. */
const DROPPED = new LetterRegex(String.raw`\bDROP\s+COLUMN\s+(?:IF\s+EXISTS\s+)?${NAME}`, 'giu');
/** Each column an ADD [COLUMN] adds. */
const ADDED = new LetterRegex(String.raw`\bADD\s+(?:COLUMN\s+)?(?:IF\s+NOT\s+EXISTS\s+)?${NAME}`, 'giu');
/** A migration tool's call adding a column: its first two names are the table and the column (`add_column :orders, :archived_at`, `op.add_column("orders", …)`). */
const ADD_CALL = /\b(?:add_column|addcolumn)\b[\s(]([^)\n]{0,300})/giu;
const CALL_NAME = /(?:["'`]|:)([\p{L}\p{N}_]+)/gu;
/** Each table (or schema) a CREATE TABLE creates (schema-qualified names by their last part); what a drop drops is read by droppedTables. */
const CREATED = new LetterRegex(String.raw`\bCREATE\s+(?:TABLE|SCHEMA)\s+(?:IF\s+NOT\s+EXISTS\s+)?(?:${NAME}\.)?${NAME}`, 'giu');
/** A migration tool's call creating or dropping a table: its first name is the table (`op.create_table("orders", …)`, `create_table :orders`, `knex.schema.dropTable('orders')`). */
const CREATE_CALL = /\b(?:create_table|createTable|Schema::create)\b[\s(]\s*(?:["'`]|:)([\p{L}\p{N}_]+)/giu;
/** A create call whose table is named on the lines after it (`op.create_table(` / `"orders",`; TypeORM's `new Table({` / `name: "orders"`). */
const CREATE_OPEN = /\b(?:create_table|createTable|Schema::create)\s*\(\s*(?:new\s+Table\s*\(\s*(?:\{\s*)?)?$/;
/** The table name such a call gives first: a `name:` property, or the first quoted name. */
const NAMED_LATER = /\bname\s*:\s*["'`]([\p{L}\p{N}_]+)|^\s*["'`]([\p{L}\p{N}_]+)["'`]/u;
/** TypeORM's `createTable(new Table({ name: "orders", … }))` on one line. */
const TABLE_OBJECT = /\bcreateTable\s*\(\s*new\s+Table\s*\(\s*\{\s*name\s*:\s*["'`]([\p{L}\p{N}_]+)/gu;
/** Lines after a create call's opening that may name its table. */
const NAME_LINES = 3;
/** A migration tool's call dropping a column: its names are the table and the column, or the column alone on a table builder (`table.dropColumn('archived_at')`). */
const DROP_COLUMN_CALL = /\b(?:drop_column|dropColumns?|remove_column|removeColumn)\b[\s(]([^)\n]{0,300})/giu;
/** A quoted name on a line of an up part: what a table builder's column call names (`t.timestamp('archived_at')`). */
const QUOTED_NAME = /["'`]([\p{L}\p{N}_]+)["'`]/gu;
/** SQL run from code: a line of a migration that is code, not SQL, adds a column only through one of these. */
const RUNS_SQL = /\b(?:execute|exec|raw|query|sql|run_sql|runSql)\s*\(/i;
/** Lines an ALTER TABLE may stand above the DROP COLUMN it opens (`ALTER TABLE accounts` / `  DROP COLUMN ssn;`). */
export const STATEMENT_LINES = 10;

/** One part of a migration: up or down, and its lines. */
interface Part {
  kind: 'up' | 'down';
  lines: number[];
  /** `table.column` pairs the part adds (up parts). */
  added: Set<string>;
  /** Tables the part creates (up parts), lower-cased. */
  created: Set<string>;
  /** Names the part quotes (up parts), lower-cased: the columns a table builder adds. */
  quoted: Set<string>;
}
const partsOf = new WeakMap<Lines, { parts: Part[]; partAt: Map<number, number> }>();

const key = (table: string | undefined, column: string) => `${(table ?? '').toLowerCase()}.${column.toLowerCase()}`;

/**
 * The table the ALTER TABLE a DROP COLUMN or ADD on line `n` belongs to names (the last one before column `to`),
 * read back to the statement's start, the ALTER TABLE itself broken over lines as SQL allows (`ALTER` / `TABLE t`).
 */
export function alteredTable(lines: Lines, n: number, to?: number): string | undefined {
  const { text } = readBack(lines, n, STATEMENT_LINES - 1, to);
  let table: string | undefined;
  for (const m of text.matchAll(ALTERED.for(text))) table = m[2];
  return table;
}

function someLine(lines: Lines, test: (text: string) => boolean): boolean {
  for (const [, t] of lines.entries()) if (test(t)) return true;
  return false;
}

/** The file's up and down parts in order (a gap in the known lines, a changed file's hunks, ends a part). */
function parts(lines: Lines): { parts: Part[]; partAt: Map<number, number> } {
  let out = partsOf.get(lines);
  if (out) return out;
  out = { parts: [], partAt: new Map() };
  partsOf.set(lines, out);
  // A file with no rollback part anywhere has nothing to pair: one search of its text, not a test of each line.
  if (lines.text !== undefined ? !DOWN_ANYWHERE.test(lines.text) : !someLine(lines, (t) => /down/i.test(t))) return out;
  let current: Part | undefined;
  let prev = 0;
  const known = [...lines.entries()].sort((a, b) => a[0] - b[0]);
  const sqlFile = known.some(([, t]) => /--\s*(?:\+goose|migrate:|\+migrate)/i.test(t));
  for (const [n, t] of known) {
    if (n !== prev + 1) current = undefined;
    prev = n;
    if (DOWN.test(t) || UP.test(t)) {
      current = { kind: DOWN.test(t) ? 'down' : 'up', lines: [], added: new Set(), created: new Set(), quoted: new Set() };
      out.parts.push(current);
      // The opening line is its part's too: an arrow's body may follow on it (`exports.down = (knex) => knex.schema.dropTable("t")`).
    } else if (!current || COMMENT.test(t)) continue;
    current.lines.push(n);
    out.partAt.set(n, out.parts.length - 1);
    if (current.kind === 'up') readUpLine(current, lines, n, t, sqlFile);
  }
  partsOf.set(lines, out);
  return out;
}

/** What line `n` (text `t`) of an up part adds or creates, into `up`; `sqlFile`: every line of the file is SQL. */
function readUpLine(up: Part, lines: Lines, n: number, t: string, sqlFile: boolean): void {
  if (sqlFile || RUNS_SQL.test(t)) {
    for (const m of t.matchAll(ADDED.for(t))) up.added.add(key(alteredTable(lines, n), m[1]!));
    for (const m of t.matchAll(CREATED.for(t))) up.created.add(m[2]!.toLowerCase());
  }
  for (const m of t.matchAll(CREATE_CALL)) up.created.add(m[1]!.toLowerCase());
  for (const m of t.matchAll(TABLE_OBJECT)) up.created.add(m[1]!.toLowerCase());
  if (CREATE_OPEN.test(t)) {
    for (let k = n + 1; k <= n + NAME_LINES; k++) {
      const named = NAMED_LATER.exec(lines.get(k) ?? '');
      if (named) {
        up.created.add((named[1] ?? named[2])!.toLowerCase());
        break;
      }
    }
  }
  for (const m of t.matchAll(QUOTED_NAME)) up.quoted.add(m[1]!.toLowerCase());
  for (const m of t.matchAll(ADD_CALL)) {
    const names = [...m[1]!.matchAll(CALL_NAME)].map((q) => q[1]!);
    if (names.length >= 2) up.added.add(key(names[0], names[1]!));
  }
}

/** The up part the down part holding `line` pairs with (the one just before it, else just after); undefined outside a down part. */
function pairedUp(lines: Lines, line: number): Part | undefined {
  const { parts: all, partAt } = parts(lines);
  const at = partAt.get(line);
  if (at === undefined || all[at]!.kind !== 'down') return undefined;
  return all[at - 1]?.kind === 'up' ? all[at - 1]! : all[at + 1]?.kind === 'up' ? all[at + 1]! : undefined;
}

/**
 * Whether the DROP COLUMN on line `line` of a file (SQL, or a migration tool's call) lies in a
 * down()/downgrade() part and drops, each of them, a column of the same table that the up part it
 * pairs with adds (a column named alone, on a table builder, is one the up part names). `lines`: the
 * file's lines known to the scan (all of a new file; of a changed one its hunks, where a part out of
 * sight leaves the hit standing).
 */
export function rollsBackOwnColumn(lines: Lines, line: number, text: string): boolean {
  const up = pairedUp(lines, line);
  return up !== undefined && dropsOwnColumns(up, lines, line, text);
}

/** Whether the DROP TABLE on line `line` (SQL, or a migration tool's call) lies in a down part and drops only tables the up part it pairs with creates. */
export function rollsBackOwnTable(lines: Lines, line: number, text: string): boolean {
  const up = pairedUp(lines, line);
  return up !== undefined && dropsOwnTables(up, text);
}

/** Whether every column `text` drops (its ALTER TABLE read back from `line` of `lines`) is one `up` adds to that table. */
function dropsOwnColumns(up: Part, lines: Lines, line: number, text: string): boolean {
  const table = alteredTable(lines, line);
  const sql = [...text.matchAll(DROPPED.for(text))].map((m) => up.added.has(key(table, m[1]!)));
  const calls = [...text.matchAll(DROP_COLUMN_CALL)].map((m) => {
    const names = [...m[1]!.matchAll(CALL_NAME)].map((q) => q[1]!);
    if (names.length >= 2) return names.slice(1).every((c) => up.added.has(key(names[0], c)));
    return names.length === 1 && up.quoted.has(names[0]!.toLowerCase());
  });
  const dropped = [...sql, ...calls];
  return dropped.length > 0 && dropped.every(Boolean);
}

/** Whether every table `text` drops (each of a list: `DROP TABLE a, b`) is one `up` creates. */
function dropsOwnTables(up: Part, text: string): boolean {
  const dropped = droppedTables(text);
  return dropped.length > 0 && dropped.every((t) => up.created.has(t));
}

// Flyway keeps a migration's rollback in a file of its own: the undo migration `U42__partition_events.sql` undoes the
// versioned migration of the same version, `V42__partition_events.sql` (Flyway reads `_` in a version as `.`, and
// each part as a number). What the undo drops of what its versioned migration creates is that rollback.

/** A Flyway migration's name: its kind (V versioned, U undo) and its version. */
const FLYWAY_NAME = /^([VU])(\d{1,40}(?:[._]\d{1,40}){0,20})__[^/]*\.sql$/;
/** A Flyway version as Flyway compares it: parts split at `.` or `_`, each read as a number. */
const flywayVersion = (v: string) => v.split(/[._]/).map((p) => p.replace(/^0+(?=\d)/, '')).join('.');

/** The version of a Flyway undo migration's file (its path's last part, `U42__x.sql`), or undefined for any other file. */
export function flywayUndoVersion(file: string): string | undefined {
  const m = FLYWAY_NAME.exec(file.slice(file.lastIndexOf('/') + 1));
  return m?.[1] === 'U' ? flywayVersion(m[2]!) : undefined;
}

/** The version of a Flyway versioned migration's file name (no folder; `V42__x.sql`), as flywayUndoVersion gives it, or undefined for any other name. */
export function flywayVersionedVersion(name: string): string | undefined {
  const m = FLYWAY_NAME.exec(name);
  return m?.[1] === 'V' ? flywayVersion(m[2]!) : undefined;
}

/** Whether a file name (no folder) is the versioned migration of Flyway version `version` (as flywayUndoVersion gives it). */
export function isFlywayVersioned(name: string, version: string): boolean {
  const m = FLYWAY_NAME.exec(name);
  return m?.[1] === 'V' && flywayVersion(m[2]!) === version;
}

const versionedUp = new WeakMap<Lines, Part>();
/** A versioned migration's file read whole as one up part: SQL, its comments aside. */
function upOfVersioned(lines: Lines): Part {
  let up = versionedUp.get(lines);
  if (up) return up;
  up = { kind: 'up', lines: [], added: new Set(), created: new Set(), quoted: new Set() };
  for (const [n, t] of lines.entries()) readUpLine(up, lines, n, sqlCode(lines, n) ?? t, true);
  versionedUp.set(lines, up);
  return up;
}

/**
 * Whether the DROP TABLE or DROP COLUMN (`id`) on line `line` of a Flyway undo migration (`undo`: its lines) drops
 * only tables its versioned migration (`versioned`: that file's lines) creates, or columns it adds to the same table.
 */
export function undoesVersioned(id: string, undo: Lines, line: number, text: string, versioned: Lines): boolean {
  const up = upOfVersioned(versioned);
  return id === 'sql-drop-table' ? dropsOwnTables(up, text) : id === 'sql-drop-column' && dropsOwnColumns(up, undo, line, text);
}

/** Bytes of a Flyway versioned migration read for what its undo migration rolls back. */
const VERSIONED_BYTES = 1024 * 1024;

/**
 * A Flyway undo migration's versioned migration (`U42__x.sql` undoes `V42__x.sql`), read from its folder: the one
 * file of that version, else none. Each folder's versioned migrations are indexed by version once and each file is
 * read once, so thousands of undo migrations cost no scan each.
 */
export function flywayVersionedLines(model: EngagementModel): (file: string) => Lines | undefined {
  const byFolder = new Map<string, Map<string, Array<{ rel: string }>>>();
  const versionsIn = (dir: string) => {
    let index = byFolder.get(dir);
    if (index) return index;
    index = new Map();
    for (const e of model.fs.list(dir) ?? []) {
      const v = e.kind === 'file' ? flywayVersionedVersion(e.name) : undefined;
      if (v !== undefined) (index.get(v) ?? index.set(v, []).get(v)!).push(e);
    }
    byFolder.set(dir, index);
    return index;
  };
  const read = new Map<string, Lines | undefined>();
  return (file) => {
    const version = flywayUndoVersion(file);
    if (version === undefined) return undefined;
    const dir = file.slice(0, Math.max(0, file.lastIndexOf('/')));
    const key = `${dir}/${version}`;
    if (read.has(key)) return read.get(key);
    const named = versionsIn(dir).get(version) ?? [];
    const text = named.length === 1 ? model.fs.readCleanText(named[0]!.rel, VERSIONED_BYTES) : undefined;
    const lines = text && 'lines' in text ? fileLines(text.lines, text.text) : undefined;
    read.set(key, lines);
    return lines;
  };
}
