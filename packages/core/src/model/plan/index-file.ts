/**
 * tasks/INDEX.md: waves (headings or a `wave` column) and the task lines under them.
 */
import { plainTitle, type Heading, type MarkdownDoc } from '../../markdown/document.js';
import type { EngagementModel } from '../engagement.js';
import { LetterRegex } from '../../letters.js';
import { engagementTasks, normaliseWave, taskKeyLookup, type EngagementTask, type TaskCritRef } from './tasks.js';
import { CRIT_TOKEN } from './patterns.js';
import { MAX_ROW_CELLS } from '../../markdown/table.js';
import { cutOnLastLine, trimChars } from '../../util.js';

export interface TasksIndexEntry {
  /** Task key (id or file stem) when the line names a known task, else the first token of the line. */
  id: string;
  known: boolean;
  /** Normalised wave of the enclosing `Wave N` heading or list item, of a `wave` table column, or of `wave N` on the line. */
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
  /** `Wave N` headings and list items, in file order. */
  waves: Array<{ wave: string; line: number }>;
}

/** `Wave 1`, `Wave-2 — features`, `wave #3`, `Волна 2`, a sub-wave `Wave 1b`; a plain `Waves` heading is not a wave. */
// One blank run per quantifier: `\s*[-#:]?\s*` rescans a long blank run for every split.
const WAVE_HEADING = /(?:\bwave|(?<![а-яё])волна)(?:\s*[-#:№])?\s*(\d+\p{L}?)(?![\p{L}\p{N}_])/iu;
const TASK_LINK = /tasks\/([\w.-]+)\.md\b/i;
const OWNER_LABEL = /\bowner\s*[:=]\s*[`*_]*([\w.@-]+)/i;
const TOKEN = new LetterRegex(String.raw`[\p{L}\p{N}_.-]+`, 'gu');
// Blanks taken whole (`(?!\s)`): given back, they leave a line break after them where `.*$` fails again.
/** A file stem before `.md`, tried from the start of its run only (each start re-read the run to its end). */
export const MD_STEM = /(?<![\w.-])([\w.-]+)\.md$/i;
export const LIST_LINE = /^(\s*(?:[-*+]|\d+\.)\s+)(?!\s)(.*)$/;
/** A list item that names a wave and no task (`- **Wave 1**`, `1. Wave 2: features`): its nested items are that wave's. */
const LIST_WAVE = /^(?:wave|волна)(?:\s*[-#:№])?\s*(\d+\p{L}?)(?![\p{L}\p{N}_])/iu;
/**
 * The short form at a label's start (`**W1: foundation**`, `### W1 — foundation`, `- W2b:`), as a task's `wave: W1`
 * is read: not `W3C`, nor a file name (`w1-setup.md`, where a `-`, `.` or `/` joins the next word).
 */
const SHORT_WAVE = /^[Ww](\d+[a-z]?)(?![\p{L}\p{N}_]|[-./\\][\p{L}\p{N}_])/u;
/** What may follow a label's wave: nothing, or a separator (`W1: foundation`, `W1 — foundation`, `W1 (API)`). */
const LABEL_REST = /^(?:$|[:—–\-(|])/;
/**
 * A wave named at the start of a label: `Wave 1`, `Волна 2`, or `W1` alone or before a separator ("W2 is
 * where the tests go" is a sentence); group 1 is its number.
 */
function waveAtStart(label: string): RegExpExecArray | null {
  const long = LIST_WAVE.exec(label);
  if (long) return long;
  const short = SHORT_WAVE.exec(label);
  return short && LABEL_REST.test(label.slice(short[0].length).trim()) ? short : null;
}

/** The width of a line's leading blanks, a tab reaching the next multiple of 4 (CommonMark's tab stop). */
function indentOf(text: string): number {
  let width = 0;
  for (const c of text) {
    if (c === ' ') width++;
    else if (c === '\t') width += 4 - (width % 4);
    else break;
  }
  return width;
}
const DELIMITER_ROW = /^\|[\s:|-]+\|?$/;

/** A range of criteria: `crit-1…crit-3`, `crit-1..crit-3`, `crit-1 to crit-3`, `crit-1–3`, `crit-1-3`. */
const CRIT_RANGE = /\bcrit(?:erion)?[-_ ]?(\d{1,4})\s{0,2}(?:…|\.{2,3}|[–—-]|\bto\b|\bthrough\b|\bthru\b)\s{0,2}(?:crit(?:erion)?[-_ ]?)?(\d{1,4})\b/gi;
/** Widest range read as a list of criteria; a wider one names its two ends only. */
const MAX_CRIT_RANGE = 50;

function critRefsIn(text: string, line: number, offset: number): TaskCritRef[] {
  const refs = [...text.matchAll(CRIT_TOKEN)].map((m) => ({ text: m[0], n: Number(m[1]), line, column: offset + m.index! + 1 }));
  if (!/\d\s{0,2}(?:…|\.\.|[–—-]|to|thr)/i.test(text)) return refs;
  // The criteria a range spans, at the range, each once.
  const seen = new Set(refs.map((r) => r.n));
  for (const m of text.matchAll(CRIT_RANGE)) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    if (b <= a || b - a > MAX_CRIT_RANGE) continue;
    for (let n = a; n <= b; n++) {
      if (seen.has(n)) continue;
      seen.add(n);
      refs.push({ text: m[0], n, line, column: offset + m.index! + 1 });
    }
  }
  return refs;
}

/** A markdown link's target, up to a blank, a parenthesis or an angle bracket: each match consumes its own run. */
const LINK_TARGET = /\]\(\s*<?([^()\s<>]*)/g;

/**
 * The file stem of the first markdown link to a `.md` file on the line:
 * `[PDF endpoint](./t01-pdf-endpoint.md)`, `[T2](<tasks/T2.md>)`.
 */
function linkedStem(text: string): string | undefined {
  if (!text.includes('](')) return undefined;
  LINK_TARGET.lastIndex = 0;
  for (let m = LINK_TARGET.exec(text); m; m = LINK_TARGET.exec(text)) {
    const target = cutOnLastLine(m[1]!, '#?');
    const stem = MD_STEM.exec(target.slice(target.lastIndexOf('/') + 1));
    if (stem) return stem[1]!;
  }
  return undefined;
}

/**
 * The line's first token (a run of letters, digits, `_`, `.`, `-`, its trailing `.` and `-` dropped) that `ok` takes:
 * read one at a time, so a line of millions of tokens builds none it does not look at.
 */
function firstToken(text: string, ok: (token: string) => boolean): string | undefined {
  for (const m of text.matchAll(TOKEN.for(text))) {
    const tok = trimChars(m[0], '', '.-');
    if (tok !== '' && ok(tok)) return tok;
  }
  return undefined;
}

function stripMarkup(s: string): string {
  return s.replace(/[`*_~]/g, '').trim();
}

/**
 * tasks/INDEX.md: waves are headings naming a wave (`## Wave 1 — foundation`, `### W1 — foundation`), a wave label on a line
 * of its own (`**Wave 1**`, `Wave 2: tests`, `**W1: foundation**`) over the task lines up to the next heading or label,
 * list items naming one with the tasks nested under them (`- **Wave 1**` over
 * indented items), a `wave` column of a table, or (outside these) `wave N`
 * written on the task line. A task line is a list item or table row that names a known task (by
 * id, file stem, `tasks/<stem>.md` path or a markdown link to `<stem>.md`) or cites a
 * `crit-N`; other lines are prose. `known` maps ids and stems to task keys.
 */
export function readTasksIndex(doc: MarkdownDoc, known: Map<string, string>): TasksIndex {
  const entries: TasksIndexEntry[] = [];
  const waves: TasksIndex['waves'] = [];
  let wave: { wave: string; level: number } | undefined;
  // A wave list item and its indent: the items indented deeper are its tasks.
  let listWave: { wave: string; indent: number } | undefined;
  let columns: Record<string, number> | undefined;
  const lines = doc.bodyLines();
  const knownKeys = new Set(known.values());
  // Headings as markdown renders them: a setext one's text lines and underline are the heading, read at its first line.
  const headingAt = new Map<number, Heading>();
  const underlined = new Set<number>();
  for (const h of doc.headingsIn('protocol')) {
    headingAt.set(h.line, h);
    for (let n = h.line + 1; h.underline !== undefined && n <= h.underline; n++) underlined.add(n);
  }
  for (let i = 0; i < lines.length; i++) {
    const { line, text } = lines[i]!;
    if (underlined.has(line)) continue;
    const heading = headingAt.get(line);
    if (heading) {
      const level = heading.level;
      // A `Wave N` anywhere in the heading, or `W1` opening it (`### W1 — foundation`, `## **W2**`, `## 🌊 W2`).
      const w = WAVE_HEADING.exec(heading.text) ?? waveAtStart(plainTitle(heading.text));
      if (w) {
        wave = { wave: normaliseWave(w[1]!), level };
        waves.push({ wave: wave.wave, line });
      } else if (wave && level <= wave.level) wave = undefined;
      columns = undefined;
      listWave = undefined;
      continue;
    }
    const t = text.trim();
    // A line back at the wave item's indent or left of it (a sibling item, a paragraph, a table) ends its list.
    if (listWave && t !== '' && indentOf(text) <= listWave.indent) listWave = undefined;
    let content: string;
    let offset: number;
    let cells: string[] | undefined;
    if (t.startsWith('|')) {
      if (DELIMITER_ROW.test(t)) continue;
      // The cells up to the bound every table reader keeps (a row of millions of `|` is read that far).
      const row = t.replace(/^\|/, '').replace(/\|$/, '').split('|', MAX_ROW_CELLS).map((c) => stripMarkup(c).toLowerCase());
      const next = lines[i + 1]?.text.trim() ?? '';
      if (DELIMITER_ROW.test(next)) {
        columns = {};
        row.forEach((c, k) => {
          if (/^(id|task|task id)$/.test(c)) columns!.id = k;
          else if (c === 'owner') columns!.owner = k;
          else if (c === 'wave' || c === 'волна') columns!.wave = k;
          else if (/^crit[_ -]?refs?$|^criteria$/.test(c)) columns!.crit = k;
        });
        continue;
      }
      cells = t.replace(/^\|/, '').replace(/\|$/, '').split('|', MAX_ROW_CELLS).map(stripMarkup);
      content = t;
      offset = text.indexOf(t);
    } else {
      const m = LIST_LINE.exec(text);
      if (!m) {
        if (t === '') continue;
        columns = undefined;
        // A wave label on a line of its own (`**Wave 1**`, `Wave 2: tests`) heads the task lines after it, as a heading does.
        const label = stripMarkup(t);
        // The number ends the label or a separator follows it (`Wave 2: tests`, `Wave 1 — foundation`, `**Wave 1**`):
        // "Wave 2 tasks consume these contracts" is a sentence.
        const named = label.length <= 60 && !/[.!?;]$/.test(label) ? waveAtStart(label) : null;
        const rest = named ? label.slice(named[0].length).trim() : '';
        if (named && LABEL_REST.test(rest)) {
          wave = { wave: normaliseWave(named[1]!), level: 7 };
          waves.push({ wave: wave.wave, line });
          listWave = undefined;
        }
        continue;
      }
      content = m[2]!;
      offset = m[1]!.length;
    }
    const linked = TASK_LINK.exec(content)?.[1] ?? linkedStem(content);
    const stripped = stripMarkup(content);
    const crits = critRefsIn(columns?.crit !== undefined && cells ? cells[columns.crit] ?? '' : content, line, offset);
    let id: string | undefined;
    if (linked) id = known.get(linked) ?? linked;
    else if (cells && columns?.id !== undefined) id = cells[columns.id] ?? '';
    else id = firstToken(stripped, (tok) => known.has(tok));
    if (id !== undefined && known.has(id)) id = known.get(id)!;
    const isTask = (id !== undefined && id !== '') || crits.length > 0;
    const named = !isTask && !cells ? waveAtStart(stripped) : null;
    if (named) {
      listWave = { wave: normaliseWave(named[1]!), indent: indentOf(text) };
      waves.push({ wave: listWave.wave, line });
    }
    if (!isTask) continue;
    if (id === undefined || id === '') id = firstToken(stripped, (tok) => !/^crit/i.test(tok)) ?? '';
    const ownerLabel = cells && columns?.owner !== undefined ? cells[columns.owner] : OWNER_LABEL.exec(content)?.[1];
    const waveCell = cells && columns?.wave !== undefined ? cells[columns.wave] : undefined;
    // INDEX.md has no fixed format (P:167): outside wave headings and columns, `wave N` on the line counts,
    // and `W1` opening it (`- W1: T1 — …`) unless that is the task's own id.
    const short = SHORT_WAVE.exec(stripped);
    const lineWave = waveCell === undefined && !wave && !listWave ? (WAVE_HEADING.exec(stripped)?.[1] ?? (short && !known.has(short[0]) ? short[1] : undefined)) : undefined;
    entries.push({
      id,
      known: knownKeys.has(id),
      wave: waveCell ? normaliseWave(waveCell) : lineWave !== undefined ? normaliseWave(lineWave) : (listWave?.wave ?? wave?.wave),
      ...(ownerLabel ? { owner: ownerLabel } : {}),
      critRefs: crits,
      text: content,
      line,
      column: offset + 1,
    });
  }
  return { entries, waves };
}

/** The crit_refs a task gives, and the document they are read from (its task file, else its tasks/INDEX.md line). */
export interface TaskRefs {
  doc: MarkdownDoc;
  refs: readonly TaskCritRef[];
}

/**
 * Each task's crit_refs: from its task file, else from its tasks/INDEX.md line (a crit_refs column
 * or the `crit-N` on the line). `unread`: the tasks that give crit_refs in neither. One reading for
 * every rule, so a crit-N names the same criterion in each.
 */
export function taskCritRefs(model: EngagementModel, tasks: readonly EngagementTask[] = engagementTasks(model)): { owners: TaskRefs[]; fromIndex: number; unread: EngagementTask[] } {
  const indexDoc = model.doc('tasks/INDEX.md');
  const indexRefs = new Map<string, readonly TaskCritRef[]>();
  if (indexDoc && tasks.some((t) => !t.critRefs)) {
    for (const e of readTasksIndex(indexDoc, taskKeyLookup(tasks)).entries) if (e.known && e.critRefs.length && !indexRefs.has(e.id)) indexRefs.set(e.id, e.critRefs);
  }
  const owners: TaskRefs[] = [];
  const unread: EngagementTask[] = [];
  let fromIndex = 0;
  for (const t of tasks) {
    if (t.critRefs) owners.push({ doc: t.doc, refs: t.critRefs.value });
    else if (indexRefs.has(t.key)) {
      owners.push({ doc: indexDoc!, refs: indexRefs.get(t.key)! });
      fromIndex++;
    } else unread.push(t);
  }
  return { owners, fromIndex, unread };
}
