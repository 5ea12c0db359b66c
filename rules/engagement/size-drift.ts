import { defineRule, frontmatterKeyLine, observedSize, sizeObservations, SIZE_CAPS, TIER_RANK, type EngagementModel } from '@engagement-lint/core/kit';

export default defineRule<EngagementModel>({
  id: 'size-drift',
  pack: 'engagement',
  tiers: ['M', 'L'],
  compat: true,
  summary: 'the declared size is not smaller than what the engagement shows',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The size tier decides which sections, checks and validators apply. An engagement that grew
past its declared size would be judged by the relaxed rules of a smaller one. The observed tier
comes from:

- specialists: number of \`executor-reports/*.md\`;
- tasks: \`tasks/*.md\` except \`INDEX.md\`;
- UI surfaces: distinct \`*.png\` file stems anywhere under \`screens/\`;
- diff files and added lines: handoff \`## 1. Diff summary\`, from the first \`git diff --stat\`
  summary (\`N files changed, M insertions(+)\`), or else one file per line starting with a status
  letter \`M|A|D|R|T\` and whitespace (\`M src/a.ts\`); a summary without insertions counts as no
  summary, as in handoff-precheck.py;
- deploy: \`deploy-log.md\` exists.

| cap | specialists | files | added lines | tasks | UI surfaces |
|---|---|---|---|---|---|
| S | ${SIZE_CAPS.S.specialists} | ${SIZE_CAPS.S.files} | ${SIZE_CAPS.S.loc} | ${SIZE_CAPS.S.tasks} | ${SIZE_CAPS.S.surfaces} |
| M | ${SIZE_CAPS.M.specialists} | ${SIZE_CAPS.M.files} | ${SIZE_CAPS.M.loc} | ${SIZE_CAPS.M.tasks} | ${SIZE_CAPS.M.surfaces} |

Above an S cap, or \`ux_heavy\` minor/true, means at least M; above an M cap, or a deploy log, means
L. The check fails when the observed tier is above the declared one, and skips while criteria.md
is missing or has no frontmatter. Promotion only goes up (S→M→L).`,
  examples: {
    pass: 'size: M, 2 executor reports, §1: "4 files changed, 120 insertions(+)"',
    fail: 'size: S, 3 executor reports → observed M',
  },
  check({ model }) {
    const doc = model.criteria;
    if (!doc) return { status: 'skip', detail: 'criteria.md missing; no declared size to compare' };
    if (!doc.frontmatter.present) return { status: 'skip', detail: 'criteria.md has no frontmatter; no declared size to compare' };
    const declared = model.tier;
    const obs = sizeObservations(model);
    const { tier: observed, triggers } = observedSize(obs);
    const measured = `specialists=${obs.specialists}, tasks=${obs.tasks}, surfaces=${obs.surfaces}, files=${obs.files}, added lines=${obs.loc}, deploy=${obs.deploy ? 'yes' : 'no'}`;
    if (TIER_RANK[observed] <= TIER_RANK[declared]) {
      return { status: 'pass', detail: `size=${declared} matches observations (${measured})` };
    }
    const why = triggers.filter((t) => TIER_RANK[t.tier] > TIER_RANK[declared]).map((t) => t.text);
    const at = frontmatterKeyLine(doc, 'size') ?? { line: 1, column: 1 };
    return {
      status: 'fail',
      detail: `size drift: criteria.md size=${declared} but observations indicate ${observed}; triggers: ${why.join(', ')}`,
      fix: `Promote the engagement: set \`size: ${observed}\` in criteria.md and record an \`## Auto-promote\` note in scope-sync.md (iteration budget +1), then re-submit under the ${observed} rules. Promotion is one-way (S→M→L).`,
      findings: [doc.at(at.line, `declared size ${declared} is below the observed ${observed} (${why.join(', ')})`, at.column)],
    };
  },
});
