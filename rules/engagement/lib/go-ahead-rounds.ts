/**
 * What dates and places a go-ahead of iteration-budget: the dates of its lines and of acceptance-log.md's verdicts,
 * the round a go-ahead that names none is for, and whether one came before the escalation it answers.
 */
import { acceptanceRounds, directiveForRound, findDate, iterationHeadings, type EngagementModel, type MarkdownDoc } from '@engagement-lint/core/kit';

/**
 * "after iteration 2" / "after round 2" (the go-ahead for round 3), "before iteration 3" (for round 3); in German, Spanish
 * and French too: "nach Iteration 2", "después de la iteración 2", "après l'itération 2", "vor Iteration 3", "antes de la
 * ronda 3", "avant l'itération 3".
 */
const ROUND_WORD = String.raw`(?:the\s+|der\s+|la\s+|le\s+|l['’]\s?)?(?:iteration|round|iter-|runde|iteraci[oó]n|ronda|itération|tour)\s*(\d{1,4})\b`;
const AFTER_ROUND = new RegExp(String.raw`(?:\bafter|\bnach|\bdespu[eé]s\s+de|\baprès)\s+${ROUND_WORD}`, 'gi');
const BEFORE_ROUND = new RegExp(String.raw`(?:\bbefore|\bvor|\bantes\s+de|\bavant)\s+${ROUND_WORD}`, 'gi');
/** The protocol's pre-final-iteration trigger: its go-ahead is for the last allowed round. */
const PRE_FINAL = /\bpre[- ]?final\b/i;

export interface Stamp {
  day: string;
  minutes?: number;
  /** As written, for a detail. */
  text: string;
}

/**
 * The first date of `text`: `2026-06-08` or `2026-06-08 18:10` / `2026-06-08T18:10`, and the day-first
 * `08.06.2026 18:10`. The time is compared as written: the lead and the director write the same clock.
 */
export function stampOf(text: string): Stamp | undefined {
  const at = findDate(text);
  if (!at) return undefined;
  return { day: at.isoDay, ...(at.minutes !== undefined ? { minutes: at.minutes } : {}), text: at.text };
}

/** Whether `a` is not later than `b`, to the precision both give (the same day without both times counts as not later). */
export function notLater(a: Stamp, b: Stamp): boolean {
  if (a.day !== b.day) return a.day < b.day;
  return a.minutes === undefined || b.minutes === undefined || a.minutes <= b.minutes;
}

/** The last number a /g pattern captures in `text`. */
function lastNumber(re: RegExp, text: string): number | undefined {
  let n: number | undefined;
  for (const m of text.matchAll(re)) n = Number(m[1]);
  return n;
}

/** The verdicts of acceptance-log.md, in file order, with their dates (the verdict line's, else the round heading's). */
export interface Verdicts {
  rounds: Array<{ n: number; line: number; stamp?: Stamp }>;
  dated: boolean;
  /** Each round's last REJECT: the escalation a go-ahead for the round after it must follow. */
  rejects: Map<number, { line: number; stamp?: Stamp }>;
}

export function verdictsOf(model: EngagementModel): Verdicts {
  const log = model.acceptanceLog;
  const rejects: Verdicts['rejects'] = new Map();
  const rounds = acceptanceRounds(log).flatMap((r) => {
    if (!r.verdict) return [];
    const stamp = stampOf(log!.line(r.verdict.line)) ?? stampOf(log!.line(r.line));
    const v = { n: r.n, line: r.verdict.line, ...(stamp ? { stamp } : {}) };
    if (r.verdict.word.startsWith('REJECT')) rejects.set(r.n, v);
    return [v];
  });
  return { rounds, dated: rounds.some((r) => r.stamp), rejects };
}

/**
 * Why a go-ahead for round `round`, beyond the budget, came too early to count: it precedes the REJECT of round
 * `round - 1`, the escalation it answers. In acceptance-log.md by position; elsewhere by its date (its line's, else its
 * section heading's; a `#` title dates the file's creation, not the lines appended under it) against the REJECT's. Undated: it counts.
 */
export function beforeEscalation(model: EngagementModel, verdicts: Verdicts, doc: MarkdownDoc, line: number, text: string, round: number): { message: string; detail: string } | undefined {
  const reject = verdicts.rejects.get(round - 1);
  if (!reject) return undefined;
  const at = `${model.acceptanceLog!.rel}:L${reject.line}`;
  const why = 'no escalation followed that round';
  if (doc === model.acceptanceLog) {
    if (line >= reject.line) return undefined;
    return { message: `go-ahead for iteration ${round} stands above the round-${round - 1} REJECT (${at}): ${why}`, detail: `comes before the round-${round - 1} REJECT at ${at}` };
  }
  const heading = headingBefore(doc, line);
  const stamp = stampOf(text) ?? (heading && heading.level > 1 ? stampOf(heading.text) : undefined);
  if (!stamp || !reject.stamp || notLater(reject.stamp, stamp)) return undefined;
  return { message: `go-ahead for iteration ${round} is dated ${stamp.text}, before the round-${round - 1} REJECT (${at}): ${why}`, detail: `is dated ${stamp.text}, before the round-${round - 1} REJECT at ${at}` };
}

/** The last heading at or before `line` (binary search: headings are in line order). */
export function headingBefore(doc: MarkdownDoc, line: number): MarkdownDoc['headings'][number] | undefined {
  const hs = doc.headings;
  let lo = 0;
  let hi = hs.length - 1;
  let found: MarkdownDoc['headings'][number] | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (hs[mid]!.line <= line) {
      found = hs[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * The round a go-ahead that names none is for: the round after the last verdict it follows. In
 * acceptance-log.md by its position (after round k's verdict: round k + 1); elsewhere by what its
 * section says (the pre-final-iteration escalation: the last allowed round; "after iteration k":
 * k + 1; "before iteration k": k) or, when both have dates, by its date against the verdicts' dates.
 * Undefined when nothing tells.
 */
export function roundOfGoAhead(model: EngagementModel, verdicts: Verdicts, doc: MarkdownDoc, line: number, text: string, budget: number): number | undefined {
  if (doc === model.acceptanceLog) {
    let k: number | undefined;
    for (const r of verdicts.rounds) {
      if (r.line >= line) break;
      k = r.n;
    }
    return k === undefined ? undefined : k + 1;
  }
  const heading = headingBefore(doc, line);
  // The section up to the go-ahead, at most 20 lines back: what an escalation record says about its round.
  const from = Math.max(heading ? heading.line + 1 : 1, line - 20);
  const section = from < line ? doc.linesOf({ start: from, end: line - 1 }, { skipFenced: true }).map((l) => l.text) : [];
  const context = [heading?.text ?? '', ...section, text].join('\n');
  if (PRE_FINAL.test(heading?.text ?? '') || PRE_FINAL.test(text)) return budget;
  const after = lastNumber(AFTER_ROUND, context);
  if (after !== undefined) return after + 1;
  const before = lastNumber(BEFORE_ROUND, context);
  if (before !== undefined) return before;
  if (doc === model.humanDirective) {
    // The judge's directive on round k (its `## Iteration k` section, else its title) decides on round k + 1.
    const heads = iterationHeadings(doc);
    const k = heads.length ? heads.filter((h) => h.line < line).at(-1)?.n : directiveForRound(doc, undefined).n;
    if (k !== undefined) return k + 1;
  }
  if (!verdicts.dated) return undefined;
  const at = stampOf(text) ?? (heading ? stampOf(heading.text) : undefined);
  if (!at) return undefined;
  let k = 0;
  for (const r of verdicts.rounds) if (r.stamp && notLater(r.stamp, at)) k = Math.max(k, r.n);
  return k + 1;
}
