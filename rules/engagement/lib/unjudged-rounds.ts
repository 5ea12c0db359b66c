// How verdict-canonical (protocol reading) tells a round of acceptance-log.md that holds no verdict at all,
// though one is due: "One section per iteration", each the director's record of judging that round's
// handoff (the state before the director acts has no `## Iteration N` section yet).
import { acceptanceRoundSpans, verdictsInAnyForm, type MarkdownDoc } from '@engagement-lint/core/kit';

/** A round without a verdict, with the later round that follows it, if any, and a line reading like a verdict that is none. */
export interface UnjudgedRound {
  n: number;
  /** The round's heading line. */
  line: number;
  /** The heading as written, trimmed. */
  heading: string;
  /** A later-numbered round after it: the round was closed. */
  next?: { n: number; line: number };
  /** The round's last `Outcome:` / `Decision:` / `Result:` line: an outcome written in words no tool reads as a verdict. */
  remark?: { line: number; column: number; quote: string };
}

/** A label of an outcome that is not the verdict's (`Outcome: approved, ship it.`, `**Decision:** merge`, `Итог: принято`); bounded, linear. */
const OUTCOME_LABEL = /^[ \t]{0,3}(?:[-*+][ \t]{1,4})?(?:\*\*|__)?(?:outcome|decision|result|resolution|conclusion|итог|решение|результат)(?:\*\*|__)?[ \t]{0,3}[:：—–]/iu;
/**
 * A handoff returned INCOMPLETE (unread, "doesn't burn iteration budget") is not judged: a round noting that
 * return holds no verdict by design. The protocol's own capitals, or the words "returned unread".
 */
const RETURNED = /\bINCOMPLETE\b|\b[Rr]eturned[ \t]{1,3}unread\b/;

/**
 * The `## Iteration N` rounds of acceptance-log.md that hold no verdict in any form the verdict rules read,
 * where one is due: the latest round (its section is the director's record of the judged handoff), and an
 * earlier round followed by a later-numbered one (the next round began, so this one ended). A round noting
 * a handoff returned INCOMPLETE is left out. Fenced code is not read.
 */
export function unjudgedRounds(doc: MarkdownDoc): UnjudgedRound[] {
  const spans = acceptanceRoundSpans(doc, 'protocol');
  // The first later round numbered higher than each, found right to left with a stack: linear in thousands of rounds.
  const nextHigher: Array<(typeof spans)[number] | undefined> = [];
  const stack: Array<(typeof spans)[number]> = [];
  for (let k = spans.length - 1; k >= 0; k--) {
    while (stack.length && stack.at(-1)!.n <= spans[k]!.n) stack.pop();
    nextHigher[k] = stack.at(-1);
    stack.push(spans[k]!);
  }
  const out: UnjudgedRound[] = [];
  spans.forEach((span, k) => {
    const last = k === spans.length - 1;
    const next = nextHigher[k];
    if ((!last && !next) || verdictsInAnyForm(doc, span).length) return;
    const lines = doc.linesOf(span, { skipFenced: true });
    if (lines.some(({ text }) => RETURNED.test(text))) return;
    const said = lines.findLast(({ text }) => OUTCOME_LABEL.test(text));
    const remark = said && { line: said.line, column: said.text.length - said.text.trimStart().length + 1, quote: said.text.trim().slice(0, 80) };
    out.push({ n: span.n, line: span.line, heading: doc.line(span.line).trim().slice(0, 80), ...(next ? { next: { n: next.n, line: next.line } } : {}), ...(remark ? { remark } : {}) });
  });
  return out;
}
