import { defineRule, type EngagementModel, type MarkdownDoc, type Tier } from '@engagement-lint/core/kit';

/** Iterations allowed by tier, before an auto-promote adds one. */
export const ITERATION_BUDGET: Record<Tier, number> = { S: 1, M: 2, L: 3 };

/** scope-sync.md records an auto-promote as a `## Auto-promote` heading (or an `AUTO-PROMOTE:` line). */
const AUTO_PROMOTE = /auto[- ]?promot/i;
/** A user's go-ahead for more rounds: "user authorised iteration 4", "## User authorisation — extra round", "продолжаем". */
const AUTHORISATION =
  /\b(?:user|human|judge)\b[^\n]*\b(?:authori[sz]\w*|approv\w*|OK)\b[^\n]*\b(?:iteration|iter-\d+|round|budget)|\b(?:iteration|round|budget)\b[^\n]*\b(?:authori[sz]ed|approved)\b[^\n]*\b(?:by (?:the )?)?(?:user|human|judge)\b|(?:^|#\s*)user authori[sz]ation\b|продолжаем/i;

/** The iteration an authorisation names: "iteration 4", "iter-4", "round 4". */
const NAMED_ITERATION = /\b(?:iteration|iter-|round)\s*(\d{1,3})\b/gi;

function firstLine(doc: MarkdownDoc | undefined, test: (text: string, heading: boolean) => boolean): number | undefined {
  if (!doc) return undefined;
  for (const { line, text } of doc.bodyLines()) {
    const heading = /^\s{0,3}#{1,6}\s/.test(text);
    if (test(text, heading)) return line;
  }
  return undefined;
}

export default defineRule<EngagementModel>({
  id: 'iteration-budget',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: false,
  summary: 'The iteration counter stays within the tier budget, or the user authorised going beyond it',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The protocol's hard limit: S 1 iteration, M 2, L 3; an auto-promoted
engagement gets one more (scope-sync.md records the promotion as a
\`## Auto-promote\` heading or an \`AUTO-PROMOTE:\` line). "Never start an
iteration beyond the hard limit without user authorisation."

The counter is the \`iteration\` file. Above the budget the rule looks for the
user's authorisation in scope-sync.md, human-directive.md or acceptance-log.md:
a line such as \`## User authorisation — iteration 4\`, "user authorised
iteration 4", "extra round approved by the user", or the protocol's Russian
go-ahead "продолжаем". Without one: fail.

Each authorisation covers the iteration it names ("iteration 4", "iter-4",
"round 4"), or else one more round: iteration 5 is not authorised by a go-ahead
for iteration 4 ("Never start an iteration beyond the hard limit without user
authorisation" holds for every round beyond it).

The counter is informational, not a quota: this rule never asks for slot
language, it only checks that crossing the limit was a user decision.
Repeated critique is repeating-blocker's concern. skip without a counter or
with one that is not an integer (iteration-counter reports that).

Tiers: S, M and L — every tier has a limit.`,
  examples: [
    {
      status: 'pass',
      title: 'passes size S at iteration 1',
      files: {
        'criteria.md': `---
size: S
---`,
        'iteration': '1',
      },
    },
    {
      status: 'fail',
      title: 'fails size S at iteration 2 without authorisation',
      files: {
        'criteria.md': `---
size: S
---`,
        'iteration': '2',
      },
    },
    {
      status: 'skip',
      title: 'skips without a counter or with a garbage one',
      files: {},
    },
  ],
  check({ model }) {
    const counter = model.iteration;
    if (counter.value === undefined) return { status: 'skip', detail: counter.present ? 'iteration counter is not an integer' : 'no iteration counter yet' };
    const tier = model.tier;
    const promotedAt = firstLine(model.scopeSync, (t, heading) => (heading && AUTO_PROMOTE.test(t)) || /^\s*(?:[-*]\s+)?(?:\*\*)?AUTO-PROMOTE\b/.test(t));
    const budget = ITERATION_BUDGET[tier] + (promotedAt ? 1 : 0);
    const basis = `size ${tier}${promotedAt ? ` + 1 after auto-promote (scope-sync.md:L${promotedAt})` : ''}`;
    const n = counter.value;
    if (n <= budget) return { status: 'pass', detail: `iteration ${n} within the budget of ${budget} (${basis})` };
    // Each authorisation covers the iteration it names, or else one more round.
    let allowed = budget;
    let unnamed = 0;
    let first: string | undefined;
    for (const doc of [model.scopeSync, model.humanDirective, model.acceptanceLog]) {
      for (const { line, text } of doc?.bodyLines() ?? []) {
        if (!AUTHORISATION.test(text)) continue;
        const named = [...text.matchAll(NAMED_ITERATION)].map((m) => Number(m[1]));
        if (named.length) allowed = Math.max(allowed, ...named);
        else unnamed++;
        first ??= `${doc!.rel}:L${line}`;
      }
    }
    allowed = Math.max(allowed, budget + unnamed);
    if (first && n <= allowed) return { status: 'pass', detail: `iteration ${n} is over the budget of ${budget} (${basis}); user authorisation at ${first}` };
    if (first) {
      return {
        status: 'fail',
        detail: `iteration ${n} is over the budget of ${budget} (${basis}); the recorded user authorisations cover iterations up to ${allowed} only (first at ${first})`,
        fix: `Escalate again: each round beyond the limit needs the user's go-ahead (e.g. \`## User authorisation — iteration ${n}\`).`,
        findings: [counter.file ? { file: counter.file.rel, line: 1, column: 1, message: `counter ${n} is beyond the authorised ${allowed}` } : model.at('iteration', 1, `counter ${n} is beyond the authorised ${allowed}`)],
      };
    }
    return {
      status: 'fail',
      detail: `iteration ${n} is over the budget of ${budget} (${basis}) and no user authorisation is recorded`,
      fix: 'Escalate to the user with the current blockers; record their go-ahead in scope-sync.md (e.g. `## User authorisation — iteration N`) before starting another round, or close the engagement.',
      findings: [counter.file ? { file: counter.file.rel, line: 1, column: 1, message: `counter ${n} exceeds the budget of ${budget} (${basis})` } : model.at('iteration', 1, `counter ${n} exceeds the budget of ${budget} (${basis})`)],
    };
  },
});
