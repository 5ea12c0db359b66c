import { defineRule, iterationHeadings, list, type EngagementModel, type Finding } from '@engagement-lint/core/kit';

export default defineRule<EngagementModel>({
  id: 'executor-iteration-structure',
  pack: 'engagement',
  tiers: ['L'],
  compat: true,
  summary: 'from iteration 2 on, every executor report keeps iteration 1 and adds the current one',
  statuses: ['pass', 'fail', 'skip'],
  docs: `Executor reports are append-only across iterations: a specialist re-dispatched on a rework
appends \`## Iteration N\` instead of overwriting the report, so earlier claims stay auditable.
With the counter at 2 or more, every \`executor-reports/*.md\` needs both a level-2
\`## Iteration 1\` heading and a \`## Iteration <counter>\` heading.

Skips without an iteration counter, with an unparseable one, with a counter below 2, or without
an \`executor-reports/\` folder.`,
  examples: {
    pass: 'iteration: 2\n# dev-backend executor report\n## Iteration 1 — 2026-05-06\n...\n## Iteration 2 — 2026-05-07\n...',
    fail: 'iteration: 2\n# dev-backend executor report\n## What was done   (iteration 1 overwritten)',
  },
  check({ model }) {
    const counter = model.iteration;
    if (!counter.present) return { status: 'skip', detail: 'iteration counter missing: first iteration' };
    const n = counter.value;
    if (n === undefined) return { status: 'skip', detail: 'iteration counter unparseable (see iteration-counter)' };
    if (n < 2) return { status: 'skip', detail: `iteration=${n}, no iteration structure required yet` };
    if (!model.list('executor-reports')) return { status: 'skip', detail: 'no executor-reports/ yet' };

    const reports = model.executorReports();
    const bad: string[] = [];
    const findings: Finding[] = [];
    for (const doc of reports) {
      const hs = iterationHeadings(doc);
      const lacking = [1, n].filter((k, i, a) => a.indexOf(k) === i && !hs.some((h) => h.n === k));
      if (!lacking.length) continue;
      const name = doc.rel.split('/').pop()!;
      bad.push(name);
      const last = hs[hs.length - 1];
      const has = hs.length ? ` (has ${[...new Set(hs.map((h) => h.n))].join(', ')})` : ' (no iteration headings)';
      findings.push(doc.at(last?.line ?? 1, `missing ${lacking.map((k) => `\`## Iteration ${k}\``).join(' and ')}${has}`));
    }
    if (bad.length) {
      return {
        status: 'fail',
        detail: `executor-reports missing \`## Iteration ${n}\` (and/or \`## Iteration 1\`) heading: ${list(bad)}`,
        fix: `Keep each report's earlier work under \`## Iteration 1\` … and append a \`## Iteration ${n}\` section for this round; never overwrite prior iterations.`,
        findings,
      };
    }
    return { status: 'pass', detail: `all ${reports.length} executor-reports have iteration-${n} structure` };
  },
});
