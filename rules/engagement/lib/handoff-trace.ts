/**
 * The handoff's §3 Criteria trace as criteria-trace-coverage reads it: the criterion numbers its rows, `crit-N`
 * tokens and ordered items name, its template rows left unfilled, its rows marked met with no evidence. The
 * criteria reading (criteria-reading.ts) weighs the numbers §3 uses, so the reading is shared, and read once.
 */
import { oneSpaced, CRIT_LABEL, LetterRegex, pipelessTables, tableRowCells, type EngagementModel, type MarkdownDoc, type Section } from '@engagement-lint/core/kit';

/** A `crit-N` (or `criterion N`) token anywhere in a §3 line. */
const CRIT_TOKEN = /\bcrit(?:erion)?[-_ ]?(\d{1,6})\b/gi;
/** A header cell naming the criterion-number column: `#`, `№`, `No.`, `N`, `ID`, `Crit #`, `Crit ID`. */
const NUMBER_HEADER = /^(?:#|№|no\.?|nr\.?|n|num(?:ber)?|id|crit(?:erion)?[ -]?(?:#|id|no\.?|n))$/i;
/** One criterion number of a number cell: `3`, `#3`, `crit-3`, `C3`. */
const NUMBER = String.raw`(?:crit(?:erion)?[-_ ]?|#|c)?(\d{1,6})\.?`;
const NUMBER_CELL = new RegExp(`^${NUMBER}$`, 'i');
/** A range of them: `1-3`, `1–3`, `1..3`, `crit-1 to crit-3`. */
const NUMBER_RANGE = new RegExp(String.raw`^${NUMBER}\s{0,3}(?:[-–—]|\.\.|to)\s{0,3}${NUMBER}$`, 'i');
/** What separates the criteria of a row tracing several: `1, 2`, `1/2`, `1 & 2`, `1 and 2`. */
const NUMBER_LIST = /[,;/&+]|\band\b/i;
/** Widest range a number cell is read as (`1-3`); a wider one is no criterion list. */
const MAX_RANGE = 100;
/** An ordered list item of the trace: `3. … ✅ …`. */
const ORDERED_ITEM = /^\s{0,3}(\d{1,6})[.)]\s/;
// The class holds the closing pipe and blanks: a separate `\|?\s*$` would retry every split of a run of blanks.
export const DELIMITER_ROW = /^\s*\|[\s:|-]+$/;

/** A letter or digit. */
const WORDED = new LetterRegex(String.raw`[\p{L}\p{N}]`, 'u');
/** A template placeholder in a cell: `{criterion text}`, `{pointer}` (innermost braces first). */
const PLACEHOLDER = /\{[^{}]*\}/g;

/**
 * Whether a §3 cell holds something a lead wrote: words or digits outside `{…}` placeholders, or a
 * single status mark (`✅`). The template's `✅ / ⚠️ / ❌` offers a choice, and dashes or `…` hold nothing.
 */
function filled(cell: string, numberCell: boolean): boolean {
  let t = stripMarks(cell);
  if (numberCell) {
    if (cellNumbers(t).length) return false;
    t = t.replace(CRIT_TOKEN, ' ');
  }
  // Nested placeholders (`{what's new vs iter-{N-1}}`) go in a few passes; three cover the protocol's templates.
  for (let k = 0; k < 3 && t.includes('{'); k++) t = t.replace(PLACEHOLDER, ' ');
  if (WORDED.for(t).test(t)) return true;
  return t.replace(/[\s.…—–-]+/g, '') !== '' && !t.includes('/');
}

/** A text lower-cased, without emphasis, code marks and quotes, blank runs folded to one blank: for text comparison. */
function words(text: string): string {
  return oneSpaced(text.toLowerCase().replace(/[*_`"'«»“”]+/g, '')).trim();
}

function stripMarks(text: string): string {
  return text.replace(/[*_`]+/g, '').trim();
}

/** The criteria a number cell names: one (`3`), a list (`1, 2`) or a range (`1-3`); none when it is anything else. */
function cellNumbers(cell: string): number[] {
  const out: number[] = [];
  for (const raw of stripMarks(cell).split(NUMBER_LIST)) {
    const part = raw.trim();
    if (part === '') continue;
    const one = NUMBER_CELL.exec(part);
    if (one) {
      out.push(Number(one[1]));
      continue;
    }
    const range = NUMBER_RANGE.exec(part);
    const [a, b] = range ? [Number(range[1]), Number(range[2])] : [0, -1];
    if (b < a || b - a > MAX_RANGE) return [];
    for (let n = a; n <= b; n++) out.push(n);
  }
  return out;
}

export interface Traced {
  numbers: Set<number>;
  text: string;
  /** Criteria whose row is the template left unfilled, with that row's line: such a row traces nothing. */
  unfilled: Map<number, number>;
  /** Rows marked met whose Evidence cell names nothing (blank, a dash, TBD, N/A): a claim with no pointer. */
  unevidenced: Array<{ line: number; column: number; label: string; cell: string }>;
  /** Rows marked met whose Evidence cell says something but points at nothing: no path, section, link or figure. */
  thin: Array<{ line: number; column: number; label: string; cell: string }>;
}

/** Header cells naming the status and the evidence columns. */
const STATUS_HEADER = /^(?:status|статус|состояние)$/iu;
const EVIDENCE_HEADER = /^(?:evidence|proof|доказательств|свидетельств|подтверждени)/iu;
/** A status saying the criterion is met; "not met" is not one. */
const MET = /✅|✔|☑|🟢|\bpass(?:ed)?\b|(?<!not\s)\bmet\b|\bdone\b|(?<![\p{L}])(?:выполнен[\p{L}]{0,2}|готов[\p{L}]{0,2})(?![\p{L}])/iu;
/** An evidence cell naming nothing: blank, dashes, an ellipsis, or a word saying it is still to come. */
const NO_EVIDENCE = /^(?:[\s.…—–-]*|tb[dc]|todo|n\/?a|none|pending|\?+|-+|see\s+above|нет|позже|будет)$/iu;

/**
 * Something an evidence cell can point at or report: code or a path (a backtick, a `/`, a file name with its
 * extension), a section, a link, or a figure (a count, a time, a line, an issue or commit number). "looks good, ran
 * locally" names nothing anyone can open or compare; "CI run 13:12, 11 passed" does.
 */
// `\w-*\.` finds what `\b[\w-]+\.` finds (a run of word characters and dashes ending at the dot has a word boundary
// when it holds a word character), without re-reading the run from each boundary in it.
export const POINTER = /[`/\\\d]|\w-*\.[a-z][a-z0-9]{0,5}\b|§|\bsection\b|(?<![\p{L}])раздел|https?:/iu;

/** The criterion numbers §3 traces: a number column (or the first cell) of its table rows, `crit-N` tokens, ordered list numbers. */
function readTrace(doc: MarkdownDoc, s: Section): Traced {
  const numbers = new Set<number>();
  const unfilled = new Map<number, number>();
  const lines = doc.linesOf(s, { skipFenced: true });
  const read: string[] = [];
  const unevidenced: Traced['unevidenced'] = [];
  const thin: Traced['thin'] = [];
  let column = 0;
  let statusColumn = -1;
  let evidenceColumn = -1;
  // A table written without its leading pipes (`No | Criterion` over `---|---`) is read as a piped one.
  const pipeless = new Map(pipelessTables(doc, s).map((r) => [r.line, r]));
  for (const { line, text } of lines) {
    const row = pipeless.get(line);
    const cells = row ? row.cells : tableRowCells(text);
    const header = row ? row.header : cells && !DELIMITER_ROW.test(text) && DELIMITER_ROW.test(doc.line(line + 1));
    // A row with nothing filled in (`| 4 | {criterion text} | ✅ / ⚠️ / ❌ | {pointer} |`) has no status nor evidence.
    const empty = cells && !header && !DELIMITER_ROW.test(text) && !cells.some((c, k) => filled(c.text, k === column));
    const into = empty ? (n: number) => unfilled.has(n) || unfilled.set(n, line) : (n: number) => numbers.add(n);
    if (!empty) read.push(text);
    for (const m of text.matchAll(CRIT_TOKEN)) into(Number(m[1]));
    if (cells) {
      if (DELIMITER_ROW.test(text)) continue;
      if (header) {
        // A header row: it names the number column of the rows below (the first cell when none is named).
        const named = cells.findIndex((c) => NUMBER_HEADER.test(stripMarks(c.text)));
        column = named === -1 ? 0 : named;
        statusColumn = cells.findIndex((c) => STATUS_HEADER.test(stripMarks(c.text)));
        evidenceColumn = cells.findIndex((c) => EVIDENCE_HEADER.test(stripMarks(c.text)));
        continue;
      }
      for (const n of cellNumbers(cells[column]?.text ?? '')) into(n);
      const status = cells[statusColumn]?.text ?? '';
      const evidence = cells[evidenceColumn];
      if (!empty && evidenceColumn !== -1 && MET.test(status)) {
        const said = stripMarks(evidence?.text ?? '');
        const at = { line, column: evidence?.column ?? 1, label: stripMarks(cells[column]?.text ?? '') || `L${line}`, cell: said };
        if (!evidence || NO_EVIDENCE.test(said)) unevidenced.push(at);
        // A template placeholder left in (`{pointer}`) is the unfilled template's, not words standing for evidence.
        else if (!POINTER.test(evidence.text) && !/^\s*\{[^{}]*\}\s*$/.test(said)) thin.push(at);
      }
      continue;
    }
    const item = ORDERED_ITEM.exec(text);
    if (item) numbers.add(Number(item[1]));
  }
  return { numbers, text: words(read.join('\n')), unfilled, unevidenced, thin };
}

/** Whether §3 quotes a criterion's whole text (its own label off; 12 characters at least, so a word or two is no quote). */
export function quotes(traced: Traced, c: { text: string }): boolean {
  const text = words(c.text.replace(CRIT_LABEL, '').replace(/^[\s:—–-]+/, ''));
  return text.length >= 12 && traced.text.includes(text);
}

/** §3 of a handoff, read once per document: criteria-owned and criteria-trace-coverage both ask for it in a run. */
const readOnce = new WeakMap<MarkdownDoc, { section: Section; traced: Traced } | null>();

/** The handoff's §3 (by its number, however titled) and what it traces; undefined without handoff.md or §3. */
export function handoffTrace(model: EngagementModel): { section: Section; traced: Traced } | undefined {
  const doc = model.handoff;
  if (!doc) return undefined;
  let got = readOnce.get(doc);
  if (got === undefined) {
    const section = doc.section(3, 'protocol');
    got = section ? { section, traced: readTrace(doc, section) } : null;
    readOnce.set(doc, got);
  }
  return got ?? undefined;
}
