import { outsideTiers, defineRule, LetterRegex, type EngagementModel, type MarkdownDoc, type Section } from '@engagement-lint/core/kit';

/** Ways a lead states what changed since the previous round. */
const DELTA = new LetterRegex(
  String.raw`what'?s new (?:vs\.?|versus|since|compared (?:to|with))|\bdelta\b|\bsince iter(?:ation)?\b|\bvs\.? iter(?:ation)?[- ]?\d|changed since|compared (?:to|with) iter(?:ation)?|\bdiff(?:erence)? from iter(?:ation)?|изменени[\p{L}]* (?:с|после|относительно) (?:итерац|iter)|по сравнению с (?:итерац|iter)`,
  'iu',
);

/** §7 Self-acceptance: a numbered §7, else any heading titled Self-acceptance. */
function selfAcceptance(doc: MarkdownDoc): Section | undefined {
  return doc.section(7) ?? doc.sections((h) => /self-acceptance/i.test(h.text))[0];
}

export default defineRule<EngagementModel>({
  id: 'self-acceptance-delta',
  pack: 'engagement',
  tiers: ['L'],
  compat: false,
  summary: 'From iteration 2, an L handoff §7 states the delta from the prior iteration',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The protocol's schema relaxations table: at L, handoff §7 Self-acceptance needs
"≥2 concerns + delta-from-iter-N-1" ("what's new vs iter-{N-1}"). Without it a
reworked L handoff reads like a first submission and the director cannot tell
what the rework addressed.

From iteration 2 (the \`iteration\` counter), §7 — including its sub-sections
(7a, 7b, …) — must state the delta: "what's new vs iter-N", "delta", "since
iter-N", "vs iter-N", "changed since", "compared to iteration N", or the Russian
"изменения с итерации N". The concern count and tags are
self-acceptance-thinness's concern.

skip before handoff.md exists, before iteration 2, with no readable counter, or
without a §7 (self-acceptance-thinness fails on that).

Tiers: L only — S and M carry no delta requirement. Outside those tiers (\`--all-checks\`,
\`--override-checks\`) it skips: the requirement does not exist there.`,
  examples: [
    {
      status: 'pass',
      title: 'reads a delta in a §7 sub-section but not in another section',
      files: {
        'criteria.md': `---
size: L
---`,
        'iteration': '3',
        'handoff.md': `# Handoff — iteration 2

## 1. Diff summary
- src/a.ts

## 7. Self-acceptance
1. [crit-3] export slow on 1M rows — deferred
2. [crit-1] copy unreviewed
### 7b. Changed since iter-2`,
      },
    },
    {
      status: 'fail',
      files: {
        'criteria.md': `---
size: L
---`,
        'iteration': '2',
        'handoff.md': '## 7. Self-acceptance',
      },
    },
    {
      status: 'skip',
      title: 'skips at iteration 1, without a counter, without §7 and before the handoff',
      files: {
        'criteria.md': `---
size: L
---`,
      },
    },
  ],
  check({ model }) {
    const off = outsideTiers(model, ['L'], 'the §7 delta from the prior iteration');
    if (off) return off;
    const handoff = model.handoff;
    if (!handoff) return { status: 'skip', detail: 'handoff.md not written yet', missingArtefact: true };
    const n = model.iteration.value;
    if (n === undefined) return { status: 'skip', detail: 'no readable iteration counter; delta not checked' };
    if (n < 2) return { status: 'skip', detail: `iteration ${n}: no prior iteration to state a delta from` };
    const s7 = selfAcceptance(handoff);
    if (!s7) return { status: 'skip', detail: 'handoff.md has no §7 Self-acceptance (self-acceptance-thinness reports it)' };
    const lines = handoff.linesOf({ start: s7.heading.line, end: s7.end }, { skipFenced: true });
    const hit = lines.find((l) => DELTA.for(l.text).test(l.text));
    if (hit) return { status: 'pass', detail: `§7 states the delta from iteration ${n - 1} (L${hit.line})` };
    return {
      status: 'fail',
      detail: `iteration ${n} handoff §7 states no delta from iteration ${n - 1}`,
      fix: `Add to §7 what is new vs iter-${n - 1}: which rejected items were addressed and how (e.g. a \`### What's new vs iter-${n - 1}\` list).`,
      findings: [handoff.at(s7.heading.line, `§7 has no "what's new vs iter-${n - 1}" / delta statement`)],
    };
  },
});
