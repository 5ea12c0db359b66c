/**
 * The criteria an engagement's own records mark as not met, for binary-verdict: the handoff's §3 Status cells and its
 * §2 / §3 `crit-N` items, and the `crit-N` items of each ACCEPT's round of acceptance-log.md.
 */
import { acceptRanges, LetterRegex, pipelessTables, plainTitle, tableRowCells, type AcceptRange, type MarkdownDoc } from '@engagement-lint/core/kit';
import { CRIT_ITEM_LABEL } from './round-criteria.js';
import { currentStatusText, listItemStatus } from './list-status.js';
import { CRIT_ID } from './deferral-justification.js';

/** A partial: ⚠️ with partial(ly) or частично, "partially met", 🟡. The mark keeps the ⚠️ it is written with. */
const PARTIAL = String.raw`⚠\uFE0F?\s{0,3}(?:partial(?:ly)?|частично)(?![\p{L}])|🟡|\bpartial(?:ly)?(?:\s{1,3}met)?\b|(?<![\p{L}])частично(?![\p{L}])`;
/** Where a status word ends its clause: the cell's end, punctuation, a bracket, a dash. */
const CLAUSE_END = String.raw`(?=[*_\x60]{0,2}\s{0,3}(?:$|[—–:;,.(\[!)]|-\s))`;
/**
 * A §3 status that says the criterion is not met, or met only in part (a bare ⚠️, a note disclosed
 * elsewhere, is not one), or not yet judged (⏳, pending, TODO, in progress, not started, blocked): no
 * criterion an ACCEPT may stand on ("No ACCEPT CONDITIONAL"). ✖ keeps its VS16 when written with one, to quote it as written.
 * In Russian: «провален», «не прошёл», «не соответствует», «не готово», «отложено» (not «не отложено»), «в процессе»
 * opening the cell or ending a clause («проверено в процессе ревью» is met), and «нет» or «ошибка» opening the cell
 * («нет замечаний», «ошибка исправлена» are met).
 */
const FAILED_STATUS = new LetterRegex(
  String.raw`❌|❎|🚫|✗|✘|✖\uFE0F?|🔴|${PARTIAL}|⏳|⌛|\bFAIL(?:ED|S)?\b|\bnot\s+(?:met|started|done|verified)\b|\bpending\b|\bTODO\b|\bTBD\b|\bin\s+progress\b|\bWIP\b|\bblocked\b|(?<![\p{L}])не\s+(?:выполн|сделан|пройден|провер)[\p{L}]*|(?<![\p{L}])в\s+работе` +
    String.raw`|(?<![\p{L}]|не\s{1,3})провал(?:ен[аоы]?|ено|ил(?:ся|ась|ось|ись))?(?![\p{L}])|(?<![\p{L}])не\s{1,3}(?:прош(?:[её]л|л[аио])|соответству(?:ет|ют)|готов[аоы]?)(?![\p{L}])` +
    String.raw`|(?<![\p{L}]|не\s{1,3})отложен[аоы]?(?![\p{L}])|(?<=^[^\p{L}\p{N}]{0,8})в\s{1,3}процессе(?![\p{L}])|(?<![\p{L}])в\s{1,3}процессе${CLAUSE_END}` +
    String.raw`|(?<=^[^\p{L}\p{N}]{0,8})(?:нет${CLAUSE_END}|ошибк[аи](?![\p{L}])(?![^.;—–]{0,40}?(?<![\p{L}])(?:исправлен|устранен)))`,
  'iu',
);
const PASSED_STATUS = /✅|✔|🟢|\bPASS(?:ED|ES)?\b|(?<!not\s|partially\s)\bmet\b/iu;


export interface FailedCriterion {
  line: number;
  column: number;
  /** The criterion's number, when the row gives one (its `#` cell or a `crit-N`). */
  n?: number;
  mark: string;
  text: string;
  /** Read from a table row, not a list item. */
  inTable?: true;
}

/** A trace item's `crit-N` label, bold, code or bracketed. */
const TRACE_ITEM_LABEL = /^(?:\*\*|__|\x60|\[)?\s{0,2}crit-?(\d+)\b(?:\*\*|__|\x60|\])?/i;

/** The table rows of a range with their cells, in line order: a table written without its leading pipes (`No | Criterion` over `---|---`) is read as a piped one. */
function rowsIn(doc: MarkdownDoc, range: { start: number; end: number }): Array<{ line: number; text: string; cells: Array<{ text: string; column: number }> }> {
  const pipeless = pipelessTables(doc, range);
  const read = new Set(pipeless.map((r) => r.line));
  const piped = doc.tableRows(range).filter((r) => !read.has(r.line)).map((r) => ({ line: r.line, text: r.text, cells: tableRowCells(r.text) ?? [] }));
  return [...piped, ...pipeless].sort((a, b) => a.line - b.line);
}

/** Criteria the handoff's trace marks as not met: §3 table rows by their Status cell, and inline `crit-N: … ❌` items of §2 / §3. Read once per handoff: two checks ask. */
export function failedCriteria(handoff: MarkdownDoc): readonly FailedCriterion[] {
  let read = failedIn.get(handoff);
  if (!read) failedIn.set(handoff, (read = readFailedCriteria(handoff)));
  return read;
}
const failedIn = new WeakMap<MarkdownDoc, readonly FailedCriterion[]>();

function readFailedCriteria(handoff: MarkdownDoc): FailedCriterion[] {
  const out: FailedCriterion[] = [];
  const trace = handoff.section(3, 'protocol');
  if (trace && /^criteria\s*trace/i.test(plainTitle(trace.title))) {
    let status = 2;
    for (const row of rowsIn(handoff, trace)) {
      const cells = row.cells;
      const header = cells.findIndex((c) => /^\W*status\W*$/i.test(c.text));
      if (header !== -1) {
        status = header;
        continue;
      }
      const cell = cells[status];
      // Read without its history: "✅ (was ❌ in iter-1)" is met, "❌ (was ✅ in iter-1)" is not.
      const now = cell && currentStatusText(cell.text);
      const m = now && FAILED_STATUS.for(now).exec(now);
      // "PASS — the FAIL is fixed": a status that says met is met.
      if (!cell || !m || PASSED_STATUS.test(now)) continue;
      const n = /^\D{0,3}(\d+)\D{0,3}$/.exec(cells[0]?.text ?? '')?.[1] ?? CRIT_ID.exec(row.text)?.[1];
      out.push({ line: row.line, column: cell.column + m.index, n: n === undefined ? undefined : Number(n), mark: m[0], text: row.text });
    }
  }
  for (const section of [handoff.section(2, 'protocol'), trace]) {
    if (!section) continue;
    for (const item of handoff.listItems(section)) {
      const id = TRACE_ITEM_LABEL.exec(item.content);
      const m = id && listItemStatus(item.text, item.column - 1 + id[0].length, 'trace');
      if (id && m && m !== 'met') out.push({ line: item.line, column: m.index + 1, n: Number(id[1]), mark: m.mark, text: item.text });
    }
  }
  return out;
}

/** Each ACCEPT's range of the log (acceptRanges, as markdown renders the rounds) with the criteria its entry marks as not met: read once, two checks ask. */
export function loggedFailures(doc: MarkdownDoc): ReadonlyArray<{ range: AcceptRange; failed: readonly FailedCriterion[] }> {
  let read = loggedFailuresOf.get(doc);
  if (!read) loggedFailuresOf.set(doc, (read = acceptRanges(doc, 'protocol').map((range) => ({ range, failed: logFailedCriteria(doc, range) }))));
  return read;
}
const loggedFailuresOf = new WeakMap<MarkdownDoc, ReadonlyArray<{ range: AcceptRange; failed: readonly FailedCriterion[] }>>();

/**
 * The criteria an ACCEPT's own log entry marks as not met: `- crit-N ❌ …` items of its round, `- crit-N: not met …`,
 * and the rows of its checklist tables (`| 3 | ❌ | … |`), in line order.
 */
function logFailedCriteria(doc: MarkdownDoc, range: AcceptRange): FailedCriterion[] {
  const items = doc.listItems(range).flatMap((item) => {
    // A checklist's task box before the label: left empty, the acceptor did not tick the criterion off.
    const box = TASK_BOX.exec(item.content);
    const content = box ? item.content.slice(box[0].length) : item.content;
    const label = CRIT_ITEM_LABEL.exec(content);
    if (!label) return [];
    const labelEnd = item.column - 1 + (box?.[0].length ?? 0) + label[0].length;
    const m = listItemStatus(item.text, labelEnd, 'log') ?? (box?.[1] === ' ' ? { index: item.column - 1, mark: '[ ]' } : undefined);
    return m && m !== 'met' ? [{ line: item.line, column: m.index + 1, n: Number(label[1]), mark: m.mark, text: item.text }] : [];
  });
  const rows = logTableFailures(doc, range);
  return rows.length ? [...items, ...rows].sort((a, b) => a.line - b.line) : items;
}

/** A task list's box (`[ ]`, `[x]`) opening an item, and the blank after it. */
const TASK_BOX = /^\[([ xX])\][ \t]{1,4}/;

/** A checklist table's status column: Status, Result, Verdict, Outcome, Met, Статус, Результат. */
const STATUS_HEADER = /^[\s*_`]{0,4}(?:status|result|verdict|outcome|met\??|статус|результат)[\s*_`:]{0,4}$/iu;
/** Without such a header, the cell read as a row's status is a short one after the criterion's: a mark, not a note. */
const SHORT_STATUS = 24;

/**
 * Rows of the round's tables that name a criterion in their first cell (`3`, `#3`, `crit-3`) and mark it not met in
 * their status cell: the column headed Status or Result, else the first short cell after the criterion's. A row's
 * other cells are notes ("how checked: the FAIL is fixed") and say nothing of its status.
 */
function logTableFailures(doc: MarkdownDoc, range: AcceptRange): FailedCriterion[] {
  const out: FailedCriterion[] = [];
  let status = -1;
  for (const row of rowsIn(doc, range)) {
    const cells = row.cells;
    const header = cells.findIndex((c) => STATUS_HEADER.test(c.text));
    if (header > 0) {
      status = header;
      continue;
    }
    const first = cells[0]?.text ?? '';
    const n = /^\D{0,3}(\d{1,6})\D{0,3}$/.exec(first)?.[1] ?? CRIT_ID.exec(first)?.[1];
    if (n === undefined) continue;
    const cell = status > 0 ? cells[status] : cells.slice(1).find((c) => c.text.trim().length <= SHORT_STATUS && c.text.trim() !== '');
    const now = cell && currentStatusText(cell.text);
    const m = now && FAILED_STATUS.for(now).exec(now);
    if (!cell || !m || PASSED_STATUS.test(now)) continue;
    out.push({ line: row.line, column: cell.column + m.index, n: Number(n), mark: m[0], text: row.text, inTable: true });
  }
  return out;
}

