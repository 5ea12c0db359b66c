/**
 * Task files: the plan fields (id, owner, wave, files, crit_refs) of every tasks/*.md, read from
 * the frontmatter, from `field: value` lines of the body, or from a table of the body (a
 * two-column `| Field | Value |` table, or a header row naming the fields over one row of values).
 */
import type { EngagementModel } from '../engagement.js';
import { plainTitle, type MarkdownDoc } from '../../markdown/document.js';
import { frontmatterKeyLine } from '../engagement-queries.js';
import { NONE_VALUE, lastLineStart, trimChars, valueText } from '../../util.js';
import { tableRowCells } from '../../markdown/table.js';

export interface TaskFieldValue<T> {
  value: T;
  /** Where the field is set (1-based). */
  line: number;
  column: number;
  /** Set in the frontmatter (else a `field:` line or a table of the body). */
  inFrontmatter: boolean;
}

/** One item of a list-valued field (files, crit_refs), with its own line. */
export interface TaskListItem {
  text: string;
  line: number;
  column: number;
}

/** A `crit_refs` entry: `n` when it names `crit-N` (or a bare N). */
export interface TaskCritRef extends TaskListItem {
  n?: number;
}

export interface EngagementTask {
  doc: MarkdownDoc;
  /** Project-relative path of the task file. */
  rel: string;
  /** File name without `.md`. */
  stem: string;
  /** `id` when set, else the file stem: how INDEX lines and reports refer to the task. */
  key: string;
  id?: TaskFieldValue<string>;
  owner?: TaskFieldValue<string[]>;
  /** Normalised wave: the first number in the value (`W2`, `wave-2`, `2` → `2`), else the lower-cased text. */
  wave?: TaskFieldValue<string>;
  files?: TaskFieldValue<TaskListItem[]>;
  critRefs?: TaskFieldValue<TaskCritRef[]>;
  /**
   * A contract-only file: a `## Contract` section and no owner, wave, files or crit_refs. The
   * engine may write one on M/L even when decompose=false (a whitelisted path); it is not a
   * decomposed task.
   */
  contractOnly: boolean;
  /** The frontmatter is present but not valid YAML: its fields could not be read. */
  frontmatterError?: { message: string; line: number };
}

export const TASK_FIELDS = ['id', 'owner', 'wave', 'files', 'crit_refs'] as const;
export type TaskFieldName = (typeof TASK_FIELDS)[number];

const FIELD_ALIASES: Record<TaskFieldName, string[]> = {
  id: ['id'],
  owner: ['owner'],
  wave: ['wave'],
  files: ['files'],
  crit_refs: ['crit_refs', 'crit-refs', 'critRefs'],
};

/** `## Contract (co-signed)`, the per-task contract section (P:290). */
const CONTRACT_HEADING = /^contract\b/i;
// Blank runs taken whole (`(?!\s)`): given back, they leave a line break after them where `.*$` fails again.
export const BODY_FIELD = /^(\s*(?:[-*]\s+)?(?:\*\*|__)?)(id|owner|wave|files|crit_refs|crit-refs|critrefs)(?:\*\*|__)?\s*[:：]\s*(?!\s)(?:\*\*|__)?\s*(?!\s)(.*)$/i;
export const NESTED_ITEM = /^(\s*[-*]\s+)(?!\s)(.*)$/;
/** A table cell naming a field: `owner`, `**crit_refs**`, `` `crit-refs` ``. */
const FIELD_CELL = /^(?:\*\*|__|`)?(id|owner|wave|files|crit_refs|crit-refs|critrefs)(?:\*\*|__|`)?$/i;
const TABLE_DELIMITER = /^\|?[\s:|-]+\|?$/;

/** The field a table cell names (`crit-refs` → `crit_refs`), if any. */
function fieldOfCell(cell: string): string | undefined {
  const m = FIELD_CELL.exec(cell.trim());
  if (!m) return undefined;
  const f = m[1]!.toLowerCase();
  return f === 'crit-refs' || f === 'critrefs' ? 'crit_refs' : f;
}

interface TableField {
  raw: string;
  /** Where the field is named (its row or column header). */
  line: number;
  column: number;
  /** Where its value sits. */
  valueLine: number;
  valueColumn: number;
}

const tableFieldsOf = new WeakMap<MarkdownDoc, Map<string, TableField>>();

/**
 * Plan fields held in tables of the body (the protocol gives task files no format): rows of a
 * two-column table whose first cell names a field (`| owner | dev-backend-engineer |`), and a
 * header row naming two or more fields over a row of values
 * (`| id | owner | wave | files | crit_refs |` / `|---|…` / `| T1 | dev | 1 | src/a.ts | crit-1 |`).
 * The first value of each field counts.
 */
function tableFields(doc: MarkdownDoc): Map<string, TableField> {
  let fields = tableFieldsOf.get(doc);
  if (fields) return fields;
  fields = new Map();
  const set = (name: string, f: TableField) => {
    if (!fields!.has(name)) fields!.set(name, f);
  };
  const lines = doc.bodyLines();
  for (let i = 0; i < lines.length; i++) {
    const { text, line } = lines[i]!;
    const cells = tableRowCells(text);
    if (!cells || TABLE_DELIMITER.test(text.trim())) continue;
    const named = cells.map((c) => fieldOfCell(c.text));
    const next = lines[i + 1]?.text.trim() ?? '';
    if (named.filter(Boolean).length >= 2 && TABLE_DELIMITER.test(next) && next.includes('-')) {
      // A header row naming the fields: the first row of values under it.
      const values = i + 2 < lines.length ? tableRowCells(lines[i + 2]!.text) : undefined;
      if (values && !TABLE_DELIMITER.test(lines[i + 2]!.text.trim())) {
        named.forEach((name, k) => {
          const v = values[k];
          if (name && v && v.text !== '') set(name, { raw: v.text, line, column: cells[k]!.column, valueLine: lines[i + 2]!.line, valueColumn: v.column });
        });
      }
      i += 2;
      continue;
    }
    if (cells.length === 2 && named[0] && cells[1]!.text !== '') set(named[0], { raw: cells[1]!.text, line, column: cells[0]!.column, valueLine: line, valueColumn: cells[1]!.column });
  }
  tableFieldsOf.set(doc, fields);
  return fields;
}

/** Strips markdown decoration and quotes around a scalar. */
/** Quote and emphasis marks opening and closing a value (`` `a` ``, `**a**`, `[a]`). */
const OPENING_MARKS = "`'\"*_[";
const CLOSING_MARKS = "`'\"*_]";

/**
 * A field's value without its marks and a trailing `# comment`. The marks are counted off each end: a pattern retried
 * inside a run of 100,000 blanks or brackets re-reads it.
 */
function cleanValue(s: string): string {
  return withoutComment(trimChars(s.trim(), OPENING_MARKS, CLOSING_MARKS)).trim();
}

const SPACE = /\s/;
/**
 * `s` without a `#` comment after blanks, as `.replace(/(?<!\s)\s+#.*$/, '')` gives it: from the blanks before the first
 * `#` that follows a blank and no line break follows. Found in one pass: the pattern re-reads the rest of the line from
 * every blank-then-`#` before a line break.
 */
export function withoutComment(s: string): string {
  for (let h = s.indexOf('#', lastLineStart(s)); h >= 0; h = s.indexOf('#', h + 1)) {
    if (h === 0 || !SPACE.test(s[h - 1]!)) continue;
    let i = h - 1;
    while (i > 0 && SPACE.test(s[i - 1]!)) i--;
    return s.slice(0, i);
  }
  return s;
}

function splitInline(raw: string, path = false): string[] {
  const t = raw.trim().replace(/^\[/, '').replace(/\]$/, '');
  return t
    .split(',')
    .map((x) => cleanValue(path ? taskFilePath(x) : x))
    .filter((x) => x !== '');
}

export function normaliseWave(v: string): string {
  // A sub-wave keeps its letter (`1b` runs after `1a`, so their files may overlap); `2nd` is wave 2.
  const m = /(\d+)(\p{L}(?!\p{L}))?/u.exec(v);
  return m ? `${Number(m[1])}${m[2]?.toLowerCase() ?? ''}` : v.trim().toLowerCase();
}

/** `crit-3`, `crit_3`, `Crit 3` or a bare `3` → 3. */
export function critNumber(s: string): number | undefined {
  const m = /\bcrit(?:erion)?[-_ ]?(\d+)\b/i.exec(s) ?? /^\s*(\d+)\s*$/.exec(s);
  return m ? Number(m[1]) : undefined;
}

/**
 * The path of a `files` entry that carries a description: the code span of
 * `` `docs/api.md` — example responses ``, or the text before a blank followed
 * by a dash, parenthesis, bracket, colon or `#`, or a colon and a blank
 * (`docs/api.md (examples)`, `src/a.ts: the route`).
 * A path with inner blanks and no such description stays whole.
 */
export function taskFilePath(raw: string): string {
  const t = raw.trim();
  if (t.startsWith('`')) {
    const close = t.indexOf('`', 1);
    if (close > 1) return t.slice(1, close).trim();
  }
  const desc = /\s(?:[—–(\[#:]|--?\s)|:\s/.exec(t);
  return desc ? t.slice(0, desc.index).trim() : t;
}

/** How far past the previous item (in characters) the next one of a frontmatter list is looked for. */
const ITEM_WINDOW = 4096;

/**
 * Locates a frontmatter list's items, given in order, for located findings: each is looked for just after the one
 * before it (a block list's next line, a flow list's next entry), within ITEM_WINDOW characters; one not found there
 * (an escaped or merged value) is placed at the field's line `from`. Linear in the list, however long.
 */
function itemLocator(doc: MarkdownDoc, from: number): (text: string) => { line: number; column: number } {
  const end = Math.max(from + 1, doc.frontmatter.endLine);
  let line = from;
  let col = 0;
  return (text) => {
    let budget = ITEM_WINDOW;
    for (let n = line, c = col; n < end && budget > 0; n++, c = 0) {
      const t = doc.line(n);
      const piece = t.length - c > budget ? t.slice(c, c + budget + text.length) : c ? t.slice(c) : t;
      const i = piece.indexOf(text);
      if (i >= 0) {
        line = n;
        col = c + i + text.length;
        return { line: n, column: c + i + 1 };
      }
      budget -= t.length - c + 1;
    }
    return { line: from, column: 1 };
  };
}

function frontmatterField(doc: MarkdownDoc, names: string[]): { raw: unknown; line: number; column: number } | undefined {
  const data = doc.frontmatter.data;
  if (!data) return undefined;
  for (const name of names) {
    if (!(name in data)) continue;
    const at = frontmatterKeyLine(doc, name) ?? { line: 1, column: 1 };
    return { raw: data[name], ...at };
  }
  return undefined;
}

function bodyField(doc: MarkdownDoc, names: string[], path = false): { items: TaskListItem[]; scalar: string; line: number; column: number } | undefined {
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  const lines = doc.bodyLines();
  for (let i = 0; i < lines.length; i++) {
    const m = BODY_FIELD.exec(lines[i]!.text);
    if (!m || !wanted.has(m[2]!.toLowerCase())) continue;
    const line = lines[i]!.line;
    const column = m[1]!.length + 1;
    const rest = m[3]!;
    const valueCol = lines[i]!.text.length - rest.length + 1;
    if (rest.trim() !== '') {
      const items = splitInline(rest, path).map((text) => ({ text, line, column: Math.max(valueCol, lines[i]!.text.indexOf(text) + 1) }));
      return { items, scalar: cleanValue(rest), line, column };
    }
    // `files:` followed by an indented (or plain) list.
    const items: TaskListItem[] = [];
    for (let k = i + 1; k < lines.length; k++) {
      const n = NESTED_ITEM.exec(lines[k]!.text);
      if (!n || BODY_FIELD.test(lines[k]!.text)) break;
      const text = cleanValue(path ? taskFilePath(n[2]!) : n[2]!);
      if (text) items.push({ text, line: lines[k]!.line, column: n[1]!.length + 1 });
    }
    return { items, scalar: items.map((x) => x.text).join(', '), line, column };
  }
  const table = tableFields(doc);
  for (const name of wanted) {
    const f = table.get(name === 'crit-refs' || name === 'critrefs' ? 'crit_refs' : name);
    if (!f) continue;
    const cell = doc.line(f.valueLine);
    const items = splitInline(f.raw, path).map((text) => ({ text, line: f.valueLine, column: Math.max(f.valueColumn, cell.indexOf(text, f.valueColumn - 1) + 1) }));
    return { items, scalar: cleanValue(f.raw), line: f.line, column: f.column };
  }
  return undefined;
}

/** A field's value as list items, from the frontmatter or the body. */
function listField(doc: MarkdownDoc, names: string[]): TaskFieldValue<TaskListItem[]> | undefined {
  const fm = frontmatterField(doc, names);
  if (fm) {
    const raw = fm.raw;
    const path = names === FIELD_ALIASES.files;
    const values = raw === null || raw === undefined || raw === '' ? [] : Array.isArray(raw) ? raw : typeof raw === 'string' ? splitInline(raw, path) : [raw];
    const at = itemLocator(doc, fm.line);
    const items = values
      .map((v) => cleanValue(names === FIELD_ALIASES.files ? taskFilePath(valueText(v)) : valueText(v)))
      .filter((t) => t !== '')
      .map((text) => ({ text, ...at(text) }));
    return { value: items, line: fm.line, column: fm.column, inFrontmatter: true };
  }
  const body = bodyField(doc, names, names === FIELD_ALIASES.files);
  return body ? { value: body.items, line: body.line, column: body.column, inFrontmatter: false } : undefined;
}

function scalarField(doc: MarkdownDoc, names: string[]): TaskFieldValue<string> | undefined {
  const fm = frontmatterField(doc, names);
  if (fm) {
    const raw = fm.raw;
    const value = raw === null || raw === undefined ? '' : Array.isArray(raw) ? raw.map(valueText).join(', ') : cleanValue(valueText(raw));
    return { value, line: fm.line, column: fm.column, inFrontmatter: true };
  }
  const body = bodyField(doc, names);
  return body ? { value: body.scalar, line: body.line, column: body.column, inFrontmatter: false } : undefined;
}

/**
 * Whether the task says it writes no files (`files: []`, `files: none`): a task that only runs
 * something (a staging migration, a review) has no files to own, and saying so is no missing field.
 * A bare `files:` says nothing and stays missing.
 */
function declaresNoFiles(doc: MarkdownDoc): boolean {
  const saysNone = (s: string) => s.trim() !== '' && NONE_VALUE.test(s.trim());
  const fm = frontmatterField(doc, FIELD_ALIASES.files);
  if (fm) return (Array.isArray(fm.raw) && fm.raw.length === 0) || (typeof fm.raw === 'string' && saysNone(fm.raw));
  const line = bodyField(doc, FIELD_ALIASES.files, true);
  return line !== undefined && line.items.length <= 1 && saysNone(doc.line(line.line).slice(line.column - 1).replace(/^[^:：]*[:：]/, '').replace(/[*_]/g, ''));
}

/** Reads the plan fields of one task file. Missing fields, and empty ones other than `files: []`, stay undefined. */
export function readEngagementTask(doc: MarkdownDoc): EngagementTask {
  const rel = doc.rel;
  const stem = rel.slice(rel.lastIndexOf('/') + 1).replace(/\.md$/i, '');
  const id = scalarField(doc, FIELD_ALIASES.id);
  const ownerList = listField(doc, FIELD_ALIASES.owner);
  const wave = scalarField(doc, FIELD_ALIASES.wave);
  const files = listField(doc, FIELD_ALIASES.files);
  const noFiles = files !== undefined && declaresNoFiles(doc);
  const crit = listField(doc, FIELD_ALIASES.crit_refs);
  const fmError = doc.frontmatter.error;
  // The heading as markdown renders it (`Contract (co-signed)` over `---` too), read past emphasis and an emoji.
  const contractOnly = !fmError && !ownerList && !wave && !files && !crit && doc.headingsIn('protocol').some((h) => CONTRACT_HEADING.test(plainTitle(h.text)));
  const nonEmpty = <T>(f: TaskFieldValue<T> | undefined, empty: (v: T) => boolean) => (f && !empty(f.value) ? f : undefined);
  return {
    doc,
    rel,
    stem,
    key: id && id.value !== '' ? id.value : stem,
    id: nonEmpty(id, (v) => v === ''),
    owner: nonEmpty(ownerList && { ...ownerList, value: ownerList.value.map((x) => x.text) }, (v) => v.length === 0),
    wave: nonEmpty(wave && { ...wave, value: normaliseWave(wave.value) }, (v) => v === ''),
    files: noFiles ? { ...files, value: [] } : nonEmpty(files && { ...files, value: files.value.map((f) => ({ ...f, text: f.text.replace(/^\.\//, '') })) }, (v) => v.length === 0),
    critRefs: nonEmpty(crit && { ...crit, value: crit.value.map((c) => ({ ...c, n: critNumber(c.text) })) }, (v) => v.length === 0),
    contractOnly,
    ...(fmError ? { frontmatterError: fmError } : {}),
  };
}

const tasksOf = new WeakMap<EngagementModel, { tasks: readonly EngagementTask[]; contractOnly: readonly EngagementTask[] }>();

function readAll(model: EngagementModel) {
  let read = tasksOf.get(model);
  if (!read) {
    const all = model.taskFiles().map(readEngagementTask);
    tasksOf.set(model, (read = { tasks: all.filter((t) => !t.contractOnly), contractOnly: all.filter((t) => t.contractOnly) }));
  }
  return read;
}

/**
 * Every decomposed task: tasks/*.md (except INDEX.md) with its plan fields, read once per model
 * (four rules ask). Contract-only files are left out (see {@link contractOnlyTasks}).
 */
export function engagementTasks(model: EngagementModel): readonly EngagementTask[] {
  return readAll(model).tasks;
}

/** The contract-only tasks/{id}.md files (a `## Contract` section, no plan fields): not decomposed tasks. */
export function contractOnlyTasks(model: EngagementModel): readonly EngagementTask[] {
  return readAll(model).contractOnly;
}

/**
 * Names a field is missing under, for messages (`crit_refs`, not the alias used). The id is
 * never missing: task files are named tasks/{id}.md, so the file stem is the id when none is set.
 */
export function missingTaskFields(t: EngagementTask): TaskFieldName[] {
  const have: Record<TaskFieldName, unknown> = { id: t.key, owner: t.owner, wave: t.wave, files: t.files, crit_refs: t.critRefs };
  return TASK_FIELDS.filter((f) => have[f] === undefined);
}

// ------------------------------------------------------------ tasks/INDEX.md

/** Maps task ids and file stems to task keys, for INDEX lookups. */
export function taskKeyLookup(tasks: readonly EngagementTask[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const t of tasks) map.set(t.stem, t.key);
  for (const t of tasks) map.set(t.key, t.key);
  return map;
}
