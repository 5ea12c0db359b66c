/**
 * The engagement's plan and its later records, as the protocol rules read
 * them: task files and tasks/INDEX.md, criteria bullets numbered crit-1..N,
 * acceptance-log rounds with their verdicts and blockers, heartbeats,
 * iteration folders. Pure functions of already-read documents.
 */
import type { Root } from 'mdast';
import type { EngagementModel } from './engagement.js';
import type { MarkdownDoc } from '../markdown/document.js';
import { frontmatterKeyLine, iterationHeadings } from './engagement-queries.js';
import { LetterRegex } from '../letters.js';

// ------------------------------------------------------------------ tasks

export interface TaskFieldValue<T> {
  value: T;
  /** Where the field is set (1-based). */
  line: number;
  column: number;
  /** Set in the frontmatter (else a `field:` line of the body). */
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

const BODY_FIELD = /^(\s*(?:[-*]\s+)?(?:\*\*|__)?)(id|owner|wave|files|crit_refs|crit-refs|critrefs)(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*(.*)$/i;
const NESTED_ITEM = /^(\s*[-*]\s+)(.*)$/;

/** Strips markdown decoration and quotes around a scalar. */
function cleanValue(s: string): string {
  return s
    .trim()
    .replace(/^[`'"*_[]+|[`'"*_\]]+$/g, '')
    .replace(/\s+#.*$/, '')
    .trim();
}

function splitInline(raw: string): string[] {
  const t = raw.trim().replace(/^\[/, '').replace(/\]$/, '');
  return t
    .split(',')
    .map(cleanValue)
    .filter((x) => x !== '');
}

export function normaliseWave(v: string): string {
  const m = /\d+/.exec(v);
  return m ? String(Number(m[0])) : v.trim().toLowerCase();
}

/** `crit-3`, `crit_3`, `Crit 3` or a bare `3` → 3. */
export function critNumber(s: string): number | undefined {
  const m = /\bcrit(?:erion)?[-_ ]?(\d+)\b/i.exec(s) ?? /^\s*(\d+)\s*$/.exec(s);
  return m ? Number(m[1]) : undefined;
}

/** Line of a frontmatter list item `text` at or after `from`, for a located finding. */
function itemLine(doc: MarkdownDoc, from: number, text: string): { line: number; column: number } {
  for (let n = from; n < Math.max(from + 1, doc.frontmatter.endLine); n++) {
    const col = doc.line(n).indexOf(text);
    if (col >= 0) return { line: n, column: col + 1 };
  }
  return { line: from, column: 1 };
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

function bodyField(doc: MarkdownDoc, names: string[]): { items: TaskListItem[]; scalar: string; line: number; column: number } | undefined {
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
      const items = splitInline(rest).map((text) => ({ text, line, column: Math.max(valueCol, lines[i]!.text.indexOf(text) + 1) }));
      return { items, scalar: cleanValue(rest), line, column };
    }
    // `files:` followed by an indented (or plain) list.
    const items: TaskListItem[] = [];
    for (let k = i + 1; k < lines.length; k++) {
      const n = NESTED_ITEM.exec(lines[k]!.text);
      if (!n || BODY_FIELD.test(lines[k]!.text)) break;
      const text = cleanValue(n[2]!);
      if (text) items.push({ text, line: lines[k]!.line, column: n[1]!.length + 1 });
    }
    return { items, scalar: items.map((x) => x.text).join(', '), line, column };
  }
  return undefined;
}

/** A field's value as list items, from the frontmatter or the body. */
function listField(doc: MarkdownDoc, names: string[]): TaskFieldValue<TaskListItem[]> | undefined {
  const fm = frontmatterField(doc, names);
  if (fm) {
    const raw = fm.raw;
    const values = raw === null || raw === undefined || raw === '' ? [] : Array.isArray(raw) ? raw : typeof raw === 'string' ? splitInline(raw) : [raw];
    const items = values
      .map((v) => cleanValue(typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)))
      .filter((t) => t !== '')
      .map((text) => ({ text, ...itemLine(doc, fm.line, text) }));
    return { value: items, line: fm.line, column: fm.column, inFrontmatter: true };
  }
  const body = bodyField(doc, names);
  return body ? { value: body.items, line: body.line, column: body.column, inFrontmatter: false } : undefined;
}

function scalarField(doc: MarkdownDoc, names: string[]): TaskFieldValue<string> | undefined {
  const fm = frontmatterField(doc, names);
  if (fm) {
    const raw = fm.raw;
    const value = raw === null || raw === undefined ? '' : Array.isArray(raw) ? raw.map(String).join(', ') : cleanValue(String(raw));
    return { value, line: fm.line, column: fm.column, inFrontmatter: true };
  }
  const body = bodyField(doc, names);
  return body ? { value: body.scalar, line: body.line, column: body.column, inFrontmatter: false } : undefined;
}

/** Reads the plan fields of one task file. Missing or empty fields stay undefined. */
export function readEngagementTask(doc: MarkdownDoc): EngagementTask {
  const rel = doc.rel;
  const stem = rel.slice(rel.lastIndexOf('/') + 1).replace(/\.md$/i, '');
  const id = scalarField(doc, FIELD_ALIASES.id);
  const ownerList = listField(doc, FIELD_ALIASES.owner);
  const wave = scalarField(doc, FIELD_ALIASES.wave);
  const files = listField(doc, FIELD_ALIASES.files);
  const crit = listField(doc, FIELD_ALIASES.crit_refs);
  const nonEmpty = <T>(f: TaskFieldValue<T> | undefined, empty: (v: T) => boolean) => (f && !empty(f.value) ? f : undefined);
  return {
    doc,
    rel,
    stem,
    key: id && id.value !== '' ? id.value : stem,
    id: nonEmpty(id, (v) => v === ''),
    owner: nonEmpty(ownerList && { ...ownerList, value: ownerList.value.map((x) => x.text) }, (v) => v.length === 0),
    wave: nonEmpty(wave && { ...wave, value: normaliseWave(wave.value) }, (v) => v === ''),
    files: nonEmpty(files && { ...files, value: files.value.map((f) => ({ ...f, text: f.text.replace(/^\.\//, '') })) }, (v) => v.length === 0),
    critRefs: nonEmpty(crit && { ...crit, value: crit.value.map((c) => ({ ...c, n: critNumber(c.text) })) }, (v) => v.length === 0),
  };
}

/** Every tasks/*.md (except INDEX.md) with its plan fields. */
export function engagementTasks(model: EngagementModel): EngagementTask[] {
  return model.taskFiles().map(readEngagementTask);
}

/** Names a field is missing under, for messages (`crit_refs`, not the alias used). */
export function missingTaskFields(t: EngagementTask): TaskFieldName[] {
  const have: Record<TaskFieldName, unknown> = { id: t.id, owner: t.owner, wave: t.wave, files: t.files, crit_refs: t.critRefs };
  return TASK_FIELDS.filter((f) => have[f] === undefined);
}

// ------------------------------------------------------------ tasks/INDEX.md

export interface TasksIndexEntry {
  /** Task key (id or file stem) when the line names a known task, else the first token of the line. */
  id: string;
  known: boolean;
  /** Normalised wave of the enclosing `Wave N` heading or of a `wave` table column. */
  wave?: string;
  /** Owner from an `owner:` label or an owner column, when the line has one. */
  owner?: string;
  critRefs: TaskCritRef[];
  text: string;
  line: number;
  column: number;
}

export interface TasksIndex {
  entries: TasksIndexEntry[];
  /** `Wave N` headings, in file order. */
  waves: Array<{ wave: string; line: number }>;
}

/** `Wave 1`, `Wave-2 — features`, `wave #3`; a plain `Waves` heading is not a wave. */
const WAVE_HEADING = /\bwave\s*[-#:]?\s*(\d+)\b/i;
const CRIT_TOKEN = /\bcrit(?:erion)?[-_ ]?(\d+)\b/gi;
const TASK_LINK = /tasks\/([\w.-]+)\.md\b/i;
const OWNER_LABEL = /\bowner\s*[:=]\s*[`*_]*([\w.@-]+)/i;
const TOKEN = new LetterRegex(String.raw`[\p{L}\p{N}_.-]+`, 'gu');
const VERDICT_WORD = new LetterRegex(String.raw`^[\p{L}_-]+`);
const WORDS = new LetterRegex(String.raw`[\p{L}\p{N}]+`, 'gu');
const LIST_LINE = /^(\s*(?:[-*+]|\d+\.)\s+)(.*)$/;
const DELIMITER_ROW = /^\|[\s:|-]+\|?$/;

function critRefsIn(text: string, line: number, offset: number): TaskCritRef[] {
  return [...text.matchAll(CRIT_TOKEN)].map((m) => ({ text: m[0], n: Number(m[1]), line, column: offset + m.index! + 1 }));
}

function stripMarkup(s: string): string {
  return s.replace(/[`*_~]/g, '').trim();
}

/**
 * tasks/INDEX.md: waves are headings naming a wave (`## Wave 1 — foundation`),
 * or a `wave` column of a table. A task line is a list item or table row that
 * names a known task (by id, file stem or `tasks/<stem>.md` link) or cites a
 * `crit-N`; other lines are prose. `known` maps ids and stems to task keys.
 */
export function readTasksIndex(doc: MarkdownDoc, known: Map<string, string>): TasksIndex {
  const entries: TasksIndexEntry[] = [];
  const waves: TasksIndex['waves'] = [];
  let wave: { wave: string; level: number } | undefined;
  let columns: Record<string, number> | undefined;
  const lines = doc.bodyLines();
  for (let i = 0; i < lines.length; i++) {
    const { line, text } = lines[i]!;
    const heading = /^ {0,3}(#{1,6})\s+(.*)$/.exec(text);
    if (heading) {
      const level = heading[1]!.length;
      const w = WAVE_HEADING.exec(heading[2]!);
      if (w) {
        wave = { wave: normaliseWave(w[1]!), level };
        waves.push({ wave: wave.wave, line });
      } else if (wave && level <= wave.level) wave = undefined;
      columns = undefined;
      continue;
    }
    const t = text.trim();
    let content: string;
    let offset: number;
    let cells: string[] | undefined;
    if (t.startsWith('|')) {
      if (DELIMITER_ROW.test(t)) continue;
      const row = t.replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => stripMarkup(c).toLowerCase());
      const next = lines[i + 1]?.text.trim() ?? '';
      if (DELIMITER_ROW.test(next)) {
        columns = {};
        row.forEach((c, k) => {
          if (/^(id|task|task id)$/.test(c)) columns!.id = k;
          else if (c === 'owner') columns!.owner = k;
          else if (c === 'wave') columns!.wave = k;
          else if (/^crit[_ -]?refs?$|^criteria$/.test(c)) columns!.crit = k;
        });
        continue;
      }
      cells = t.replace(/^\|/, '').replace(/\|$/, '').split('|').map(stripMarkup);
      content = t;
      offset = text.indexOf(t);
    } else {
      const m = LIST_LINE.exec(text);
      if (!m) {
        if (t === '') continue;
        columns = undefined;
        continue;
      }
      content = m[2]!;
      offset = m[1]!.length;
    }
    const linked = TASK_LINK.exec(content);
    const stripped = stripMarkup(content);
    const tokens = [...stripped.matchAll(TOKEN.for(stripped))].map((x) => x[0].replace(/[.-]+$/, '')).filter((x) => x !== '');
    const crits = critRefsIn(columns?.crit !== undefined && cells ? cells[columns.crit] ?? '' : content, line, offset);
    let id: string | undefined;
    if (linked) id = known.get(linked[1]!) ?? linked[1]!;
    else if (cells && columns?.id !== undefined) id = cells[columns.id] ?? '';
    else id = tokens.find((tok) => known.has(tok));
    if (id !== undefined && known.has(id)) id = known.get(id)!;
    const isTask = (id !== undefined && id !== '') || crits.length > 0;
    if (!isTask) continue;
    if (id === undefined || id === '') id = tokens.find((tok) => !/^crit/i.test(tok)) ?? '';
    const ownerLabel = cells && columns?.owner !== undefined ? cells[columns.owner] : OWNER_LABEL.exec(content)?.[1];
    const waveCell = cells && columns?.wave !== undefined ? cells[columns.wave] : undefined;
    entries.push({
      id,
      known: [...known.values()].includes(id),
      wave: waveCell ? normaliseWave(waveCell) : wave?.wave,
      ...(ownerLabel ? { owner: ownerLabel } : {}),
      critRefs: crits,
      text: content,
      line,
      column: offset + 1,
    });
  }
  return { entries, waves };
}

/** Maps task ids and file stems to task keys, for INDEX lookups. */
export function taskKeyLookup(tasks: EngagementTask[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const t of tasks) map.set(t.stem, t.key);
  for (const t of tasks) map.set(t.key, t.key);
  return map;
}

// ------------------------------------------------------------ criteria bullets

export interface NumberedCriterion {
  /** N of crit-N. */
  n: number;
  text: string;
  line: number;
  column: number;
  /** Title of the section it sits in. */
  section: string;
}

const CRITERIA_SECTION = /^(done when|deliverables(?: expected)?)\b/i;
const LEADING_CRIT = /^(?:\*\*|`)?crit-(\d+)\b/i;

/**
 * The criteria of criteria.md: top-level bullets of every "Done when" and
 * "Deliverables expected" section, in file order, numbered crit-1..crit-N.
 * When every bullet opens with its own `crit-N` label, the labels are used.
 */
export function numberedCriteria(doc: MarkdownDoc | undefined): NumberedCriterion[] {
  if (!doc) return [];
  const raw: Array<Omit<NumberedCriterion, 'n'> & { label?: number }> = [];
  for (const s of doc.sections((h) => CRITERIA_SECTION.test(h.text.replace(/^\d+\.\s*/, '')))) {
    const items = doc.listItems(s);
    if (!items.length) continue;
    const lead = (text: string) => text.length - text.trimStart().length;
    const indent = Math.min(...items.map((it) => lead(it.text)));
    for (const it of items) {
      if (lead(it.text) > indent) continue; // nested details belong to their parent bullet
      const label = LEADING_CRIT.exec(it.content.trim());
      raw.push({ text: it.content.trim(), line: it.line, column: it.column, section: s.title, ...(label ? { label: Number(label[1]) } : {}) });
    }
  }
  const labelled = raw.length > 0 && raw.every((r) => r.label !== undefined);
  return raw.map(({ label, ...r }, k) => ({ ...r, n: labelled ? label! : k + 1 }));
}

// ------------------------------------------------------------ acceptance log

export interface VerdictLine {
  line: number;
  /** Column where the value starts. */
  column: number;
  /** The value after `Verdict:`, markup stripped. */
  value: string;
  /** Its first word, upper-cased (`ACCEPT`, `REJECT`, `ABORTED`, …). */
  word: string;
  /** What follows the first word. */
  rest: string;
}

// Each blank run is matched by one quantifier (markers carry their own trailing blanks), so a long blank line costs linear time.
const VERDICT_LINE =
  /^(\s*(?:>\s*)?(?:#{1,6}(?=\s)\s*)?(?:[-*+](?=\s)\s*)?(?:(?:\*\*|__)\s*)?(?:(?:final|director(?:'s)?|manager(?:'s)?)(?=\s)\s*)?verdict\s*(?:(?:\*\*|__)\s*)?[:：—–]\s*(?:(?:\*\*|__)\s*)?)(.*)$/i;

const EDGE_MARK = new Set(['`', '*', '_', '"', "'"]);
/** `s` without the quotes, emphasis marks and blanks at its ends (a loop: an end-anchored regex rescans long runs). */
function trimMarks(s: string): string {
  const edge = (c: string) => EDGE_MARK.has(c) || /\s/.test(c);
  let a = 0;
  let b = s.length;
  while (a < b && edge(s[a]!)) a++;
  while (b > a && edge(s[b - 1]!)) b--;
  return s.slice(a, b);
}

/** `Verdict: X` lines (any heading level, list item or bold label), outside fences. */
export function verdictLines(doc: MarkdownDoc, range?: { start: number; end: number }): VerdictLine[] {
  const out: VerdictLine[] = [];
  for (const { line, text } of doc.linesOf(range ?? { start: doc.bodyStart, end: doc.lines.length }, { skipFenced: true })) {
    const m = VERDICT_LINE.exec(text);
    if (!m) continue;
    const value = trimMarks(m[2]!).replace(/\*\*|__|`/g, '');
    if (value === '') continue;
    const word = (VERDICT_WORD.for(value).exec(value)?.[0] ?? value).replace(/[-_]+$/, '').toUpperCase();
    out.push({ line, column: m[1]!.length + 1, value, word, rest: value.slice(word.length).trim() });
  }
  return out;
}

export interface AcceptanceBlocker {
  text: string;
  line: number;
  column: number;
  /** crit-N numbers the blocker names. */
  crits: number[];
}

export interface AcceptanceRound {
  /** N of `## Iteration N`. */
  n: number;
  line: number;
  start: number;
  end: number;
  verdict?: VerdictLine;
  /** What the round was rejected on (only gathered for REJECT rounds). */
  blockers: AcceptanceBlocker[];
}

const BLOCKER_HEADING = /block|reject|reason|issue|fail|verdict|причин|блок/i;
const BLOCKER_LABEL = /^(\s*(?:[-*+]\s+)?(?:\*\*|__)?(?:blockers?|blocking(?:\s+issues?)?|reasons?|reject(?:ion)?\s+reasons?)(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*)(\S.*)$/i;

function critsOf(text: string): number[] {
  return [...new Set([...text.matchAll(CRIT_TOKEN)].map((m) => Number(m[1])))];
}

function blockersOf(doc: MarkdownDoc, range: { start: number; end: number }, verdict: VerdictLine | undefined): AcceptanceBlocker[] {
  const out: AcceptanceBlocker[] = [];
  const seen = new Set<number>();
  const add = (text: string, line: number, column: number) => {
    if (seen.has(line) || text.trim() === '') return;
    seen.add(line);
    out.push({ text: text.trim(), line, column, crits: critsOf(text) });
  };
  if (verdict && verdict.rest.replace(/^[\s:—–-]+/, '').split(/\s+/).length >= 2) add(verdict.rest.replace(/^[\s:—–-]+/, ''), verdict.line, verdict.column);
  for (const { line, text } of doc.linesOf(range, { skipFenced: true })) {
    const m = BLOCKER_LABEL.exec(text);
    if (m) add(m[2]!, line, m[1]!.length + 1);
  }
  const inner = doc.headings.filter((h) => h.line >= range.start && h.line <= range.end && BLOCKER_HEADING.test(h.text));
  for (const h of inner) for (const it of doc.listItems(doc.sectionOf(h))) if (it.line <= range.end) add(it.content, it.line, it.column);
  if (out.length === 0) for (const it of doc.listItems(range)) add(it.content, it.line, it.column);
  return out.sort((a, b) => a.line - b.line);
}

/** `## Iteration N` rounds of acceptance-log.md, in file order, with verdict and blockers. */
export function acceptanceRounds(doc: MarkdownDoc | undefined): AcceptanceRound[] {
  if (!doc) return [];
  const heads = iterationHeadings(doc);
  return heads.map((h) => {
    const heading = doc.headings.find((x) => x.line === h.line)!;
    const s = doc.sectionOf(heading);
    const range = { start: s.start, end: s.end };
    const verdict = verdictLines(doc, range)[0];
    const blockers = verdict?.word.startsWith('REJECT') ? blockersOf(doc, range, verdict) : [];
    return { n: h.n, line: h.line, start: s.start, end: s.end, ...(verdict ? { verdict } : {}), blockers };
  });
}

/**
 * Word-overlap similarity of two texts, 0..1 (Dice coefficient over the
 * multisets of lower-cased Unicode words). Order-insensitive, so a reworded
 * blocker with the same substance scores high.
 */
export function blockerSimilarity(a: string, b: string): number {
  const words = (s: string) => {
    const lower = s.toLowerCase();
    return lower.match(WORDS.for(lower)) ?? [];
  };
  const wa = words(a);
  const wb = words(b);
  if (!wa.length || !wb.length) return 0;
  const counts = new Map<string, number>();
  for (const w of wa) counts.set(w, (counts.get(w) ?? 0) + 1);
  let common = 0;
  for (const w of wb) {
    const c = counts.get(w) ?? 0;
    if (c > 0) {
      common++;
      counts.set(w, c - 1);
    }
  }
  return (2 * common) / (wa.length + wb.length);
}

// ------------------------------------------------------------ heartbeats

export interface HeartbeatEntry {
  phase: string;
  line: number;
  /** Completion time; undefined when the heading carries no readable time. */
  at?: Date;
  text: string;
}

const HEARTBEAT = /^Heartbeat\b\s*[—–-]*\s*(?:Phase\s+)?(.*?)(?:\s*[—–-]+\s*completed\b\s*(.*))?$/i;
const HEARTBEAT_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?\b/i;

/** Reads `YYYY-MM-DD HH:MM[:SS]` with an optional zone; without one it is local time. */
export function parseHeartbeatTime(s: string): Date | undefined {
  const m = HEARTBEAT_TIME.exec(s.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi, sec] = [1, 2, 3, 4, 5, 6].map((k) => Number(m[k] ?? 0)) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || sec > 59) return undefined;
  const zone = m[7];
  let at: Date;
  if (!zone) at = new Date(y, mo - 1, d, h, mi, sec);
  else {
    const utc = Date.UTC(y, mo - 1, d, h, mi, sec);
    const z = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
    const offset = z ? (z[1] === '-' ? -1 : 1) * (Number(z[2]) * 60 + Number(z[3])) : 0;
    at = new Date(utc - offset * 60_000);
  }
  // Date rolls 31 February into March: refuse such dates.
  const check = zone ? new Date(Date.UTC(y, mo - 1, d)) : new Date(y, mo - 1, d);
  if ((zone ? check.getUTCDate() : check.getDate()) !== d) return undefined;
  return at;
}

/** `## Heartbeat — Phase X — completed YYYY-MM-DD HH:MM:SS` headings of validation-log.md. */
export function heartbeatEntries(doc: MarkdownDoc | undefined): HeartbeatEntry[] {
  if (!doc) return [];
  const out: HeartbeatEntry[] = [];
  for (const h of doc.headings) {
    const m = HEARTBEAT.exec(h.text);
    if (!m) continue;
    const at = m[2] !== undefined ? parseHeartbeatTime(m[2]) : undefined;
    out.push({ phase: m[1]!.trim(), line: h.line, text: h.text, ...(at ? { at } : {}) });
  }
  return out;
}

// ------------------------------------------------------------ iteration folders

/** `iter-2`, `iteration-2`, `iter2` or `2` → 2; anything else undefined. */
export function iterationFolderNumber(name: string): number | undefined {
  const m = /^(?:iter(?:ation)?[-_ ]?)?(\d+)$/i.exec(name);
  return m ? Number(m[1]) : undefined;
}

// ------------------------------------------------------------ §6 evidence (mdast)

export interface MdastListItemRefs {
  /** Line of the list item. */
  line: number;
  column: number;
  /** Inline code, link targets and bare `screens/…` / `traces/…` paths of the item. */
  refs: Array<{ text: string; line: number; column: number }>;
}

const BARE_EVIDENCE = /(?:^|[\s(])((?:[\w.-]+\/)*(?:screens|traces)\/[^\s`'"()<>,;]+)/g;

/** Top-level list items of an mdast tree with the references they hold (nested items included). */
export function mdastListItemRefs(root: Root): MdastListItemRefs[] {
  const out: MdastListItemRefs[] = [];
  type Node = { type: string; value?: string; url?: string; children?: Node[]; position?: { start: { line: number; column: number } } };
  const collect = (node: Node, refs: MdastListItemRefs['refs']) => {
    const pos = node.position?.start ?? { line: 1, column: 1 };
    if (node.type === 'inlineCode' && node.value) refs.push({ text: node.value, line: pos.line, column: pos.column + 1 });
    else if ((node.type === 'link' || node.type === 'image') && node.url) refs.push({ text: node.url, line: pos.line, column: pos.column });
    else if (node.type === 'text' && node.value) {
      for (const m of node.value.matchAll(BARE_EVIDENCE)) refs.push({ text: m[1]!, line: pos.line, column: pos.column });
    }
    for (const c of node.children ?? []) collect(c, refs);
  };
  for (const child of root.children as Node[]) {
    if (child.type !== 'list') continue;
    for (const item of child.children ?? []) {
      const refs: MdastListItemRefs['refs'] = [];
      collect(item, refs);
      const pos = item.position?.start ?? { line: 1, column: 1 };
      out.push({ line: pos.line, column: pos.column, refs });
    }
  }
  return out;
}
