// What an OK for a drop grants (--preset recommended). An entry may name the tables (sql-drop-table) or columns
// (sql-drop-column) it grants dropping: in SQL or a migration tool's call (`DROP TABLE reporting.weekly_goals_2019`,
// `op.drop_column("t", "c")`), as a code span after "for", "on", "table" or the id, or opening the entry
// ("sql-drop-table for `reporting.weekly_goals_2019`"), or in words right after a verb of dropping, its own or the
// user's it quotes ("drop weekly_goals_2019", «удалить таблицу weekly_goals_2019»); and what it keeps ("keep
// weekly_goals", "do not drop weekly_goals", "not weekly_goals", "weekly_goals stays", «не трогать weekly_goals»).
// Such an entry grants the names it grants, never one it keeps; an entry naming nothing grants by the id what no entry
// keeps. Names are compared lower-cased, quotes stripped, from their last part on: the shorter must be the longer's
// end (`weekly_goals` is `reporting.weekly_goals`, never `weekly_goals_2019` nor `staging.weekly_goals`).
// An entry is read once, token by token, with bounded patterns: linear in its length.
import { pushAll, list } from '@engagement-lint/core/kit';
import { droppedNames, SQL_NAME_PART } from './danger-objects.js';
import type { Lines } from './danger-lines.js';
import { alteredTable } from './migration-rollback.js';
import { answerStart } from './danger-answers.js';

type Line = { line: number; text: string };

/** What a drop drops: a table (its parts, schema first), or a column (of its table, when that is read). */
export interface Dropped { table?: string[]; column?: string }
/** A name an entry gives, where the entry starts. */
interface Given { parts: string[]; line: number }

/** The operations an OK may scope by the names it gives. */
export const SCOPED_OPS = new Set(['sql-drop-table', 'sql-drop-column']);

const IDENT = /^[\p{L}_][\p{L}\p{N}_$]{0,127}$/u;
/** Its parts lower-cased (1 to 3, each an identifier, each stripped of its quotes, backticks or brackets), or undefined. */
function nameParts(raw: string): string[] | undefined {
  const parts = raw.split('.');
  if (parts.length > 3) return undefined;
  const out: string[] = [];
  for (const p of parts) {
    let t = p.trim();
    if (t.length > 2 && ((t[0] === '"' && t.endsWith('"')) || (t[0] === '`' && t.endsWith('`')) || (t[0] === '[' && t.endsWith(']')))) t = t.slice(1, -1);
    if (!IDENT.test(t)) return undefined;
    out.push(t.toLowerCase());
  }
  return out;
}

/** Tools and words a code span names that are no table: a backup's tool ("Backup: `pg_dump` 10:05"), a migration's part. */
const NOT_TABLES = new Set(['pg_dump', 'pg_dumpall', 'pg_restore', 'pg_basebackup', 'psql', 'mysqldump', 'mysql', 'mongodump', 'mongorestore', 'sqlite3', 'sqlcmd', 'alembic', 'flyway', 'liquibase', 'prisma', 'knex', 'upgrade', 'downgrade', 'up', 'down', 'true', 'false', 'null', 'yes', 'no', 'ok']);
/** A dotted name ending so is a file (`weekly_goals.sql`), not schema and table. */
const FILE_ENDINGS = new Set(['sql', 'dump', 'csv', 'json', 'gz', 'tar', 'zip', 'bak', 'txt', 'md', 'py', 'ts', 'js', 'rb', 'php', 'sh', 'yml', 'yaml', 'log', 'db', 'sqlite', 'parquet']);
function notATable(parts: string[]): boolean {
  const last = parts[parts.length - 1]!;
  return NOT_TABLES.has(parts.join('.')) || (parts.length > 1 && (FILE_ENDINGS.has(last) || parts.some((p) => p.length < 2))) || (parts.length === 1 && /^v\d+$/.test(last));
}
/** A code span's name: any identifier, but a bare keyword or variable in capitals (`CASCADE`, `DATABASE_URL`) only when the change drops it. */
function spanName(content: string, known: ReadonlySet<string>): string[] | undefined {
  const parts = nameParts(content);
  if (!parts || notATable(parts)) return undefined;
  return parts.length === 1 && /^[A-Z][A-Z0-9_$]*$/.test(content.trim()) && !known.has(parts[0]!) ? undefined : parts;
}
/** A word's name (`lower`: the word lower-cased): an identifier holding `_`, `.` or a digit, or the very name of what the change drops ("drop orders"). */
function wordName(word: string, lower: string, known: ReadonlySet<string>): string[] | undefined {
  // Asked first: most words are neither, and are not split.
  if (!/[_.\d]/.test(word) && !known.has(lower)) return undefined;
  const parts = nameParts(word);
  return parts && !notATable(parts) ? parts : undefined;
}

/** A code span, a word (`don't`, `sql-drop-table` and `reporting.weekly_goals` one each), a stop (punctuation, a line's end), or a quotation mark or emphasis, read past. */
const TOKEN = /`([^`\n]{0,200})`|([\p{L}\p{N}_$]+(?:['’]\p{L}{1,3})?(?:[.-][\p{L}\p{N}_$]+){0,7})|(\n|[^\s"'«»“”„*])|\S/gu;
const DROP_WORD = /^(?:drop|drops|dropped|dropping|delete|deletes|deleted|deleting|remove|removes|removed|removing|purge|purged)$/;
/** Russian verbs by their stem: удалить, удаляй, дропай, снести. */
const DROP_STEM = /^(?:удал|дроп|снес|снос)/u;
const dropVerb = (w: string) => DROP_WORD.test(w) || DROP_STEM.test(w);
const NEGATIONS = new Set(['not', 'never', "don't", 'don’t', 'dont', "doesn't", 'doesn’t', "mustn't", 'mustn’t', "shouldn't", 'shouldn’t', "won't", 'won’t', 'не', 'нельзя']);
const KEEPS = new Set(['keep', 'keeps', 'keeping', 'preserve', 'preserving', 'retain', 'retaining', 'except', 'excluding', 'кроме', 'оставь', 'оставить', 'оставляем', 'оставим', 'оставляй', 'сохрани', 'сохранить', 'сохраняем', 'сохраним']);
/** Words between a verb and the name it takes ("drop the table `x`", «не трогать таблицу x»); at most FILLERS of them. */
const FILLER = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'table', 'tables', 'column', 'columns', 'field', 'fields', 'only', 'just', 'also', 'both', 'old', 'legacy', 'archive', 'archived', 'existing', 'to', 'be', 'touch', 'touching', 'please', 'таблицу', 'таблицы', 'таблица', 'колонку', 'колонки', 'столбец', 'столбцы', 'поле', 'поля', 'только', 'эту', 'этот', 'эти', 'старую', 'старые', 'старый', 'трогать', 'трогай', 'трогаем', 'трогайте']);
const FILLERS = 4;
/** Words after a name that end nothing ("drop weekly_goals_2019 only, keep …"). */
const AFTER_NAME = new Set(['only', 'too', 'also', 'table', 'tables', 'column', 'columns', 'please', 'now', 'first', 'entirely', 'completely', 'is', 'are', 'was', 'will', 'must', 'should', 'be', 'тоже', 'только', 'сейчас', 'таблицу', 'таблица']);
/** Words after a name that keep it ("`weekly_goals` stays", "weekly_goals untouched", «weekly_goals остаётся»). */
const KEPT_AFTER = new Set(['stays', 'stay', 'remains', 'remain', 'kept', 'untouched', 'intact', 'survives', 'остаётся', 'остается', 'остаются', 'сохраняется', 'сохраняются', 'оставь', 'оставляем', 'оставим', 'сохрани', 'сохраняем', 'сохраним']);
/** Verbs a negation after a name keeps it with, as a verb of dropping does ("x is not to be touched", «x не трогаем»). */
const TOUCH = new Set(['touch', 'touched', 'трогать', 'трогай', 'трогаем', 'трогайте']);
/** "no need to keep x" keeps nothing. */
const NO_NEED = new Set(['no', 'not', "don't", 'don’t', 'dont', "doesn't", 'doesn’t']);
/** Words after a name that make it a modifier: "keep weekly_goals backup" keeps a backup, not weekly_goals. */
const MODIFIED = new Set(['backup', 'backups', 'dump', 'dumps', 'snapshot', 'snapshots', 'copy', 'copies', 'export', 'exports', 'data', 'rows', 'records', 'history', 'бэкап', 'бэкапы', 'дамп', 'копию', 'копия', 'данные']);
const LIST_WORDS = new Set(['and', 'or', 'plus', 'и', 'или']);
/** A column's table after it: "drop column `c` from the `t` table", «удаляйте колонку c из таблицы t». */
const COLUMN_WORDS = new Set(['column', 'columns', 'field', 'fields', 'колонку', 'колонки', 'столбец', 'столбцы', 'поле', 'поля']);
const OF_TABLE = new Set(['from', 'in', 'on', 'of', 'из', 'в', 'во']);
const TABLE_WORDS = new Set(['the', 'a', 'table', 'таблицы', 'таблице', 'таблица', 'таблицу']);
/**
 * A code span no verb governs names what the entry grants after these ("sql-drop-table for `x`", "on `t.c`", "table
 * `x`"), after the operation's id, or opening the entry; elsewhere it may be anything ("restore from `x_backup`",
 * "re-create `x_v2`"), and is read only for words after it that keep it.
 */
const SPAN_AFTER = new Set(['for', 'on', 'table', 'tables', 'column', 'columns', 'sql-drop-table', 'sql-drop-column', 'таблица', 'таблицу', 'таблицы', 'колонка', 'колонку', 'для']);

type Role = 'grant' | 'keep' | 'loose';
interface Named { parts: string[]; role: Role }

/** The names an entry's words give, each granted, kept, or loose (a bare word no verb governs, kept only if words after it say so). */
function readWords(text: string, known: ReadonlySet<string>): Named[] {
  const out: Named[] = [];
  let mode = 'none' as 'none' | 'grant' | 'keep';
  // A name may come next (after a verb, a list's comma or "and"); fillers read past since.
  let expect = false;
  let fillers = 0;
  // The names of the list being read, and those a "not" after them may keep ("weekly_goals is not to be dropped").
  let recent: Named[] = [];
  let negated: Named[] = [];
  let negation = false;
  // Names read since the verb: "keep x, drop y" drops y, where "keep, do not drop y" keeps it.
  let named = 0;
  // The word before (SPAN_AFTER), past punctuation after the id ("sql-drop-table: `x`"); '^' at the entry's start.
  let prev = '^';
  // The two words before, for "no need to keep x", which keeps nothing.
  let w1 = '';
  let w2 = '';
  let w3 = '';
  // A column just named after a column word, and whether the word naming its table came ("from", «из»).
  let column = false;
  let colOf: Named | undefined;
  let ofTable = false;
  const reset = () => {
    mode = 'none';
    expect = false;
    recent = [];
    negated = [];
  };
  const cue = (m: 'grant' | 'keep', isNegation = false) => {
    negated = isNegation ? recent : [];
    mode = m;
    expect = true;
    fillers = 0;
    recent = [];
    negation = isNegation;
    named = 0;
    column = false;
  };
  const add = (parts: string[], role: Role) => {
    const n = { parts, role };
    colOf = column && parts.length === 1 && role !== 'loose' ? n : undefined;
    ofTable = false;
    out.push(n);
    recent.push(n);
    expect = false;
    named++;
  };
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    // The table a column was just named of is its path's head: `payments.legacy_flag`, never `payments` alone.
    if (colOf) {
      const w = m[2]?.toLowerCase();
      const table = ofTable && (m[1] !== undefined ? spanName(m[1], known) : m[2] !== undefined ? wordName(m[2], w!, known) : undefined);
      if (table && table.length < 3) {
        colOf.parts = [...table, ...colOf.parts];
        colOf = undefined;
        prev = '';
        continue;
      }
      if (w !== undefined && (ofTable ? TABLE_WORDS : OF_TABLE).has(w)) {
        ofTable = true;
        continue;
      }
      colOf = undefined;
    }
    if (m[1] !== undefined) {
      const parts = spanName(m[1], known);
      if (!parts) reset();
      else if (mode !== 'none' && expect) add(parts, mode);
      else if (prev === '^' || SPAN_AFTER.has(prev)) {
        // It names what the entry grants, a list of such too ("for `a`, `b`"), unless words after it keep it.
        cue('grant');
        add(parts, 'grant');
      } else {
        reset();
        add(parts, 'loose');
      }
      prev = '';
      w1 = w2 = w3 = '';
      continue;
    }
    if (m[3] !== undefined) {
      if (',/&+'.includes(m[3]) && mode !== 'none' && recent.length && !expect) {
        expect = true;
        fillers = 0;
        recent = [];
      } else reset();
      // The id's punctuation ("sql-drop-table: `x`", "sql-drop-column — `t.c`") and a list's marker keep the word before.
      if (m[3] === '\n' || !(prev === '^' || prev.startsWith('sql-drop-')) || !':—–-(*+'.includes(m[3])) prev = '';
      w1 = w2 = w3 = '';
      continue;
    }
    if (m[2] === undefined) continue;
    const w = m[2].toLowerCase();
    prev = w;
    const noNeed = w1 === 'to' && w2 === 'need' && NO_NEED.has(w3);
    [w1, w2, w3] = [w, w1, w2];
    // A pattern (`weekly_goals_*`, `weekly_goals_%`) names no one table.
    const next = text[m.index + m[2].length];
    if ((next === '*' && text[m.index + m[2].length + 1] !== '*') || next === '%') {
      reset();
      continue;
    }
    if (recent.length && !expect) {
      if (KEPT_AFTER.has(w)) {
        for (const n of recent) n.role = 'keep';
        reset();
        continue;
      }
      if (MODIFIED.has(w)) {
        recent[recent.length - 1]!.role = 'loose';
        reset();
        continue;
      }
      if (NEGATIONS.has(w)) {
        cue('keep', true);
        continue;
      }
      if (LIST_WORDS.has(w) && mode !== 'none') {
        expect = true;
        fillers = 0;
        recent = [];
        continue;
      }
      if (AFTER_NAME.has(w)) continue;
    }
    if (dropVerb(w) || (TOUCH.has(w) && negated.length)) {
      // "do not drop x": the verb a negation governs keeps what follows; "x is not dropped" keeps x.
      if (mode === 'keep' && negation && expect && !named) {
        for (const n of negated) n.role = 'keep';
        negated = [];
      } else cue('grant');
      continue;
    }
    if (NEGATIONS.has(w)) {
      cue('keep', true);
      continue;
    }
    if (KEEPS.has(w)) {
      // "don't keep x", "no need to keep x" drop it.
      cue((mode === 'keep' && negation && expect && !named) || noNeed ? 'grant' : 'keep');
      continue;
    }
    if (mode !== 'none' && expect) {
      // "not only x" grants x: no keep.
      if (negation && fillers === 0 && (w === 'only' || w === 'just' || w === 'только')) {
        reset();
        continue;
      }
      if (FILLER.has(w) && fillers < FILLERS) {
        fillers++;
        column ||= COLUMN_WORDS.has(w);
        continue;
      }
      const parts = wordName(m[2], w, known);
      if (parts) {
        add(parts, mode);
        continue;
      }
    }
    reset();
    const parts = wordName(m[2], w, known);
    if (parts) add(parts, 'loose');
  }
  return out;
}

/** A part of a SQL name, quoted or bare (danger-objects' reading of a drop's names). */
const Q = SQL_NAME_PART;
const ALTER = new RegExp(String.raw`\bALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(${Q}(?:\s*\.\s*${Q}){0,2})([^;\n]{0,2000})`, 'giu');
const DROP_COLUMN = new RegExp(String.raw`\bDROP\s+COLUMN\s+(?:IF\s+EXISTS\s+)?(${Q})`, 'giu');
/** A further column of the list (`, DROP COLUMN b`, MySQL's `, DROP b`, T-SQL's `, b`). */
const MORE_COLUMN = new RegExp(String.raw`\s*,\s*(DROP\s+(?:COLUMN\s+)?(?:IF\s+EXISTS\s+)?)?(${Q})`, 'yiu');
const NOT_COLUMNS = /^(?:add|alter|drop|rename|modify|change|constraint|index|key|primary|foreign|unique|check|partition|default|column|set)$/i;
const MAX_COLUMNS = 50;

/** The columns the DROP COLUMNs of a statement's text drop. */
function droppedColumns(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(DROP_COLUMN)) {
    const first = nameParts(m[1]!);
    if (!first || first.length > 1) continue;
    out.push(first[0]!);
    MORE_COLUMN.lastIndex = m.index + m[0].length;
    for (let more = MORE_COLUMN.exec(text), n = 0; more && n < MAX_COLUMNS; more = MORE_COLUMN.exec(text), n++) {
      const name = nameParts(more[2]!);
      if (!name || name.length > 1 || NOT_COLUMNS.test(name[0]!)) break;
      out.push(name[0]!);
    }
  }
  return out;
}
/** The columns each ALTER TABLE of `text` drops, with its table. */
function alteredColumns(text: string): Dropped[] {
  const out: Dropped[] = [];
  for (const m of text.matchAll(ALTER)) {
    const table = nameParts(m[1]!.replace(/\s+/g, ''));
    for (const column of droppedColumns(m[2]!)) out.push(table ? { table, column } : { column });
  }
  return out;
}
/** A migration tool's call dropping columns, and its arguments on its line. */
const COLUMN_CALL = /\b(drop_column|remove_column|removeColumn|dropColumns?|RemoveField)\b(?:\s*\(|(?=\s+:))([^)\n]{0,300})/gu;
const POSITIONAL = /(?:^|[,([])\s*(?:["'`]|:)([\p{L}\p{N}_]{1,128})/gu;
const SCHEMA_ARG = /\bschema\s*=\s*["']([\p{L}\p{N}_]{1,128})/u;
const NAME_ARG = /\bname\s*=\s*["']([\p{L}\p{N}_]{1,128})/u;
/** The columns such calls drop: `op.drop_column("t", "c")` and `remove_column :t, :c` a table's, `dropColumn('c')` and `RemoveField(name='c')` a column alone. */
function calledColumns(text: string): Dropped[] {
  const out: Dropped[] = [];
  for (const m of text.matchAll(COLUMN_CALL)) {
    const args = m[2]!;
    const names = [...args.matchAll(POSITIONAL)].map((p) => p[1]!.toLowerCase());
    if (m[1] === 'RemoveField') {
      const name = NAME_ARG.exec(args)?.[1] ?? names[1];
      if (name) out.push({ column: name.toLowerCase() });
    } else if (m[1]!.startsWith('dropColumn')) pushAll(out, names.map((column) => ({ column })));
    else if (names.length >= 2) {
      const schema = SCHEMA_ARG.exec(args)?.[1]?.toLowerCase();
      out.push({ table: schema ? [schema, names[0]!] : [names[0]!], column: names[1]! });
    }
  }
  return out;
}

/** What a drop's hit drops, read from its text on (`lines`: its file's, for an ALTER TABLE above a DROP COLUMN); none when unread. */
export function droppedBy(h: { id: string; text: string; column: number; line: number; removed?: boolean }, lines: () => Lines): Dropped[] {
  const text = h.text.slice(h.column - 1);
  if (h.id === 'sql-drop-table') return droppedNames(text).map((n) => ({ table: n.split('.') }));
  if (h.id !== 'sql-drop-column') return [];
  if (/^ALTER\b/i.test(text)) return alteredColumns(text.slice(0, 2200)).slice(0, MAX_COLUMNS);
  if (!/^DROP\b/i.test(text)) return calledColumns(text.slice(0, 400));
  const end = text.indexOf(';');
  const statement = text.slice(0, end > 0 && end < 2000 ? end : 2000);
  const table = h.removed ? undefined : alteredTable(lines(), h.line, h.column - 1)?.toLowerCase();
  return droppedColumns(statement).map((column) => (table ? { table: [table], column } : { column }));
}

/** The words a bare name may be when it is exactly what the change drops: its tables' and columns' last parts. */
export function knownWords(dropped: Iterable<Dropped>): Set<string> {
  const out = new Set<string>();
  for (const d of dropped) {
    if (d.table) out.add(d.table[d.table.length - 1]!);
    if (d.column) out.add(d.column);
  }
  return out;
}

/** Names, each found by its full text or an end of it: a lookup per part of the name asked for, whatever their number. */
class Names {
  private readonly full = new Map<string, Given>();
  // The ends of names of several parts (`weekly_goals` of `reporting.weekly_goals`).
  private readonly ends = new Map<string, Given>();
  add(g: Given): void {
    const key = g.parts.join('.');
    if (this.full.has(key)) return;
    this.full.set(key, g);
    for (let i = 1; i < g.parts.length; i++) {
      const end = g.parts.slice(i).join('.');
      if (!this.ends.has(end)) this.ends.set(end, g);
    }
  }
  /** A name that is `target`'s end, or whose end `target` is. */
  match(target: readonly string[]): Given | undefined {
    for (let i = 0; i < target.length; i++) {
      const g = this.full.get(i ? target.slice(i).join('.') : target.join('.'));
      if (g) return g;
    }
    return this.ends.get(target.join('.'));
  }
  get size(): number {
    return this.full.size;
  }
}
/** Whether one of a few names matches `target` as Names does: an entry's own keeps, read without a map of their own. */
const endsEqual = (a: readonly string[], b: readonly string[]) => {
  const n = Math.min(a.length, b.length);
  for (let i = 1; i <= n; i++) if (a[a.length - i] !== b[b.length - i]) return false;
  return true;
};

/** Names granted shown in a finding, past which it says there are more. */
const SHOWN = 5;

/** What the granting entries of one operation grant: the names they grant, those they keep, and whether one names none (a grant by the id). */
export interface OkScope { grants: Names; keeps: Names; byId: boolean; line: number; shown: string[]; more: boolean }

/**
 * The scope of an operation's granting entries, or undefined when none names a table (or column): the id grants it all.
 * `known`: what the change drops, by last part. A name an entry keeps it does not grant; another entry naming no
 * table grants what no entry keeps.
 */
export function okScope(id: string, entries: readonly (readonly Line[])[], known: ReadonlySet<string>): OkScope | undefined {
  const scope: OkScope = { grants: new Names(), keeps: new Names(), byId: false, line: 0, shown: [], more: false };
  // A name matches what a drop drops only by the same last part: the others are only shown, a few of them.
  const kept = (parts: readonly string[]) => known.has(parts[parts.length - 1]!);
  const read = (text: string) => {
    const words = readWords(text, known);
    const sql = id === 'sql-drop-table' ? droppedNames(text).map((n) => n.split('.')) : [...alteredColumns(text), ...calledColumns(text)].map((d) => [...(d.table ?? []), d.column!]);
    return { grants: [...sql, ...words.filter((n) => n.role === 'grant').map((n) => n.parts)], keeps: words.filter((n) => n.role === 'keep').map((n) => n.parts) };
  };
  for (const e of entries) {
    // The user's words (from a speaker label, a quotation, a `> `) scope the grant; the team's own naming of the drop
    // ("sql-drop-table: `DROP TABLE invoices`") grants only when they name nothing.
    const split = e.map((l) => ({ text: l.text, at: answerStart(l.text) }));
    const team = read(split.map((l) => (l.at < 0 ? l.text : l.text.slice(0, l.at))).join('\n'));
    const user = read(split.map((l) => (l.at < 0 ? '' : l.text.slice(l.at))).join('\n'));
    const line = e[0]!.line;
    const keeps = [...team.keeps, ...user.keeps];
    // "Do not drop `weekly_goals`" names what it keeps, not what it grants; many keeps are looked up by map: linear.
    const userKeeps = new Names();
    for (const parts of user.keeps) userKeeps.add({ parts, line });
    const grants = user.grants.some((g) => !userKeeps.match(g)) ? user.grants : team.grants;
    // An entry's keeps beyond a few are looked up by map: an entry naming thousands of each stays linear.
    let own: Names | undefined;
    if (keeps.length > 8) {
      own = new Names();
      for (const parts of keeps) own.add({ parts, line });
    }
    for (const parts of grants) {
      if (own ? own.match(parts) : keeps.some((k) => endsEqual(k, parts))) continue;
      const name = parts.join('.');
      if (!scope.shown.includes(name)) {
        if (scope.shown.length < SHOWN) scope.shown.push(name);
        else scope.more = true;
      }
      if (kept(parts)) scope.grants.add({ parts, line });
    }
    for (const parts of keeps) if (kept(parts)) scope.keeps.add({ parts, line });
    if (grants.length && !scope.line) scope.line = line;
    if (!grants.length) scope.byId = true;
  }
  return scope.line || scope.keeps.size ? scope : undefined;
}

/** What a drop drops that its OK does not grant, each with the kept name that refuses it; none when all is granted or nothing was read. */
export function outOfScope(scope: OkScope, dropped: readonly Dropped[]): Array<{ name: string; kept?: Given }> {
  const out: Array<{ name: string; kept?: Given }> = [];
  for (const d of dropped) {
    const path = d.column !== undefined ? [...(d.table ?? []), d.column] : d.table!;
    // A column's grant may name its table ("sql-drop-column on `reporting.weekly_goals`"); a keep, the column itself.
    const granted = scope.grants.match(path) ?? (d.column !== undefined && d.table ? scope.grants.match(d.table) : undefined);
    const kept = scope.keeps.match(path);
    if (granted || (scope.byId && !kept)) continue;
    out.push({ name: path.join('.'), ...(kept ? { kept } : {}) });
  }
  return out;
}

/** Why a drop out of its OK's scope is a finding, in the words of the rule's other reasons. */
export function scopeReason(scope: OkScope, missing: ReadonlyArray<{ name: string; kept?: Given }>): string {
  const kept = missing.flatMap((m) => (m.kept ? [m.kept] : []));
  const at = (n: number) => `scope-sync.md line ${n}`;
  const drops = list([...new Set(missing.map((m) => m.name))], 5);
  const keeping = kept.length ? `says to keep ${list([...new Set(kept.map((k) => k.parts.join('.')))], 5)}` : '';
  const head = '; the `## Dangerous-op user OK` entry naming it';
  if (!scope.shown.length) return kept.length ? `${head} ${keeping} (${at(kept[0]!.line)}), not to drop ${drops}` : `${head} grants dropping only what it also says to keep (${at(scope.line)}), not ${drops}`;
  const also = keeping ? `, and ${keeping}${kept[0]!.line === scope.line ? '' : ` (${at(kept[0]!.line)})`}` : '';
  return `${head} grants dropping ${scope.shown.join(', ')}${scope.more ? ', …' : ''} only (${at(scope.line)}), not ${drops}${also}`;
}
