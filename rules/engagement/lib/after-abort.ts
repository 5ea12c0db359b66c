// Work dated after the user's abort: on abort the "engagement is closed" (the protocol's hot-path summary), so a
// report section written later is work on a closed engagement (executor-iteration-structure, the protocol reading).
import { acceptanceRoundSpans, iterationHeadings, verdictsInAnyForm, type EngagementModel, type Finding, type MarkdownDoc } from '@engagement-lint/core/kit';
import { notLater, stampOf, type Stamp } from './go-ahead-rounds.js';

/** When the user aborted: the date the ABORTED verdict line gives, else its round's heading. */
function abortTime(log: MarkdownDoc): { date: Stamp; line: number } | undefined {
  const v = verdictsInAnyForm(log).at(-1);
  if (!v?.word.startsWith('ABORT')) return undefined;
  const span = acceptanceRoundSpans(log, 'protocol').find((r) => r.line < v.line && v.line <= r.end);
  for (const line of [v.line, span?.line]) {
    const date = line === undefined ? undefined : stampOf(log.line(line));
    if (date) return { date, line: line! };
  }
  return undefined;
}

/** Each report's `## Iteration N` heading dated after the abort, as a finding at it. */
export function workAfterAbort(model: EngagementModel, reports: readonly MarkdownDoc[]): Finding[] {
  const log = model.acceptanceLog;
  const abort = log && abortTime(log);
  if (!abort) return [];
  const out: Finding[] = [];
  for (const doc of reports) {
    for (const h of iterationHeadings(doc, 'protocol')) {
      const date = stampOf(doc.line(h.line));
      // By the clock when both give a time, else only a later day is later.
      if (date && !notLater(date, abort.date)) out.push(doc.at(h.line, `\`Iteration ${h.n}\` is dated ${date.text}, after the user aborted the engagement (${log!.rel}:L${abort.line}, ${abort.date.text}): on abort the "engagement is closed"`));
    }
  }
  return out;
}
