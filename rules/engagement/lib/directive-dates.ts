/**
 * Whether human-directive.md is dated after the verdict it should precede: the protocol puts the
 * human's directive "between consilium and director verdict", so a verdict written before it was
 * written without the human judge.
 */
import { findDate, type DateParts, type DirectiveForRound, type MarkdownDoc, type VerdictLine } from '@engagement-lint/core/kit';

/**
 * The words a line is labelled with when it gives the writing's own date: `Date`, `When`, `Timestamp`,
 * `Time`, `At`, `Datetime`, `Date/time`, `Дата`, `Когда`, `Время`. The value must open with a date
 * (findDate, atStart), so `When: after the fix lands` or `At: the office` dates nothing. Labels naming
 * another moment (`Deadline`, `Due`, `Valid until`) are not among them.
 */
const DATE_WORD = String.raw`(?:date(?:[ \t]{0,2}(?:\/|and)[ \t]{0,2}time)?|dated|datetime|when|timestamp|time|at|дата|когда|время)`;
/**
 * A date label opening the line: `Date: …`, `**When:** …`, `- Timestamp: …`, `Дата: …`, `Date / Дата: …`.
 * Each part is bounded and separated by a literal, so the match is linear on any run of blanks.
 */
const DATE_LABEL = new RegExp(String.raw`^[ \t]{0,3}(?:[-*+][ \t]{1,4})?(?:\*\*|__)?${DATE_WORD}(?:[ \t]{0,2}\/[ \t]{0,2}${DATE_WORD})?(?:\*\*|__)?[ \t]{0,4}:(?:\*\*|__)?[ \t]{0,8}`, 'i');
/** A two-column table row naming the date: `| Date | 2026-06-03 17:20 |`, `| When | … |`. */
const DATE_ROW = new RegExp(String.raw`^[ \t]{0,3}\|[ \t]{0,8}(?:\*\*|__)?${DATE_WORD}(?:\*\*|__)?[ \t]{0,8}\|[ \t]{0,8}`, 'i');

/** A date read at a line and column, for a finding. */
export interface DatedLine {
  at: DateParts;
  line: number;
  column: number;
}

/** The date a label line or table row gives, when its value opens with one. */
function labelDate(text: string): { at: DateParts; column: number } | undefined {
  const m = DATE_LABEL.exec(text) ?? DATE_ROW.exec(text);
  if (!m) return undefined;
  const at = findDate(text.slice(m[0].length), { atStart: true });
  return at ? { at, column: m[0].length + at.index + 1 } : undefined;
}

/** The date a heading's text gives (`## Iteration 2 — 2026-06-03 18:05`), anywhere in it. */
function headingDate(doc: MarkdownDoc, line: number): DatedLine | undefined {
  const text = doc.line(line);
  const at = findDate(text);
  return at ? { at, line, column: at.index + 1 } : undefined;
}

/** The first date label of `range`, outside code and comments. */
function firstLabel(doc: MarkdownDoc, range: { start: number; end: number }): DatedLine | undefined {
  for (const { line, text } of doc.linesOf({ start: Math.max(range.start, doc.bodyStart), end: range.end }, { skipFenced: true })) {
    const d = labelDate(text);
    if (d) return { ...d, line };
  }
  return undefined;
}

/**
 * When the part of the directive read was written: its first date line (`Date:`, `When:`, …; the
 * directive's own, not a revision's), else the date of its heading (its `## Iteration N` section's, or
 * the file's title).
 */
export function directiveDate(doc: MarkdownDoc, part: DirectiveForRound | undefined): DatedLine | undefined {
  const range = part?.range ?? { start: 1, end: doc.lines.length };
  const label = firstLabel(doc, range);
  if (label) return label;
  // A title dates the whole file only when it is one (a level-1 heading first, `===` underlined too): a later heading dates a note under it.
  const title = doc.headingsIn('protocol')[0];
  const heading = part?.sections ? part.line : title?.level === 1 ? title.line : undefined;
  return heading === undefined ? undefined : headingDate(doc, heading);
}

/**
 * When a verdict was written: its round heading's date (`## Iteration 2 — 2026-06-03 18:05`), else the
 * round's first `Date:` line, else a date on the verdict's own line (which may also cite another day,
 * so it comes last).
 */
export function verdictDate(log: MarkdownDoc, verdict: VerdictLine, round: { line: number; end: number } | undefined): DatedLine | undefined {
  const dated = round && (headingDate(log, round.line) ?? firstLabel(log, { start: round.line + 1, end: round.end }));
  if (dated) return dated;
  const own = findDate(log.line(verdict.line));
  return own ? { at: own, line: verdict.line, column: own.index + 1 } : undefined;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Zones run from UTC-12 to UTC+14: a clock without one may stand for any instant in that span. */
const EAST = 14 * 60 * MINUTE;
const WEST = 12 * 60 * MINUTE;

/** The instants a date may stand for, to the precision written: a whole day without a time, a minute with one. */
function span(d: DateParts, widen: boolean): [number, number] {
  const [lo, hi] = d.minutes === undefined ? [d.value, d.value + DAY - 1] : [d.value, d.value + (d.second === undefined ? MINUTE - 1 : 999)];
  return widen ? [lo - EAST, hi + WEST] : [lo, hi];
}

/**
 * Whether `a` is certainly later than `b`. Two clocks without a zone are read as the same clock; with
 * a zone on one side only, the other may be in any zone. A day without a time is the whole day, so a
 * bare day and a time on that day are never out of order.
 */
export function certainlyAfter(a: DateParts, b: DateParts): boolean {
  const mixed = (a.offset === undefined) !== (b.offset === undefined);
  const [aLo] = span(a, mixed && a.offset === undefined);
  const [, bHi] = span(b, mixed && b.offset === undefined);
  return aLo > bHi;
}

/** A directive dated after the verdict it should precede: where each date is read. */
export interface LateDirective {
  round?: number;
  directive: DatedLine;
  verdict: DatedLine;
  /** The verdict's line in acceptance-log.md. */
  verdictLine: number;
}

/**
 * The directive part read (`part`) against the latest verdict, when both are of one round and both
 * dated: late when the directive is certainly later. `round` is the verdict's iteration (its log
 * section's, else, in a log kept without sections, the count of its verdicts); a directive that names
 * no round is held to the latest verdict unless a later round's verdict is awaited (`pending`: it may
 * be that round's).
 */
export function lateDirective(
  doc: MarkdownDoc,
  part: DirectiveForRound,
  log: MarkdownDoc,
  latest: { verdict: VerdictLine; round?: { n: number; line: number; end: number } },
  round: number | undefined,
  pending: boolean,
): LateDirective | undefined {
  if (part.n !== undefined ? part.n !== round : pending) return undefined;
  const directive = directiveDate(doc, part);
  const verdict = directive && verdictDate(log, latest.verdict, latest.round);
  if (!directive || !verdict || !certainlyAfter(directive.at, verdict.at)) return undefined;
  return { ...(round !== undefined ? { round } : {}), directive, verdict, verdictLine: latest.verdict.line };
}
