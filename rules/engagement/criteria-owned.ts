import { outsideTiers, defineRule, engagementTasks, numberedCriteria, plural, type EngagementModel, type Finding } from '@engagement-lint/core/kit';

export default defineRule<EngagementModel>({
  id: 'criteria-owned',
  pack: 'engagement',
  tiers: ['M', 'L'],
  compat: false,
  summary: "Every criterion is owned by at least one task's crit_refs, and every crit_ref names a criterion",
  statuses: ['pass', 'fail', 'skip'],
  docs: `Coverage is structural in the workflow model: the plan's task → \`crit_refs\`
mapping must give every criterion an owning task ("Don't let the plan leave a
criterion with no owning task"), and a task may only cite criteria that exist
(crit_refs bind verbatim).

The criteria are the top-level bullets of the "Deliverables expected" and
"Done when" sections of criteria.md, in file order, numbered crit-1..crit-N
(when every bullet opens with its own \`crit-N\` label, the labels count).
Each one not named by any task's \`crit_refs\` is a finding at its bullet; each
crit_ref that names no criterion (\`crit-9\` of 5, or not a \`crit-N\` at all) is a
finding at the task's crit_refs entry.

skip without task files (decomposition is tasks-decomposition's business) or
when criteria.md has no such bullets.

Tiers: M and L — S engagements have no task decomposition. Outside those tiers (\`--all-checks\`,
\`--override-checks\`) it skips: the requirement does not exist there.`,
  examples: [
    {
      status: 'pass',
      title: 'uses explicit crit-N labels when every bullet has one, and ignores nested bullets',
      files: {
        'criteria.md': `## Done when
- crit-2: import works
- crit-5: export works`,
        'tasks/T1.md': 'crit_refs: [crit-2, crit-5]',
      },
    },
    {
      status: 'fail',
      title: 'fails an unowned criterion at its bullet in criteria.md',
      files: {
        'criteria.md': `## Deliverables expected
- CSV export endpoint
- export button
- export of 1M rows under 10 s
- tests green`,
        'tasks/T1.md': 'crit_refs: [crit-1, crit-2, crit-4]',
      },
    },
    {
      status: 'skip',
      title: 'skips without tasks or without criteria bullets',
      files: {
        'tasks/T1.md': '',
      },
    },
  ],
  check({ model }) {
    const off = outsideTiers(model, ['M', 'L'], 'task ownership of criteria (S plans one task)');
    if (off) return off;
    const tasks = engagementTasks(model);
    if (!tasks.length) return { status: 'skip', detail: 'no task files' };
    const criteria = numberedCriteria(model.criteria);
    if (!criteria.length) return { status: 'skip', detail: 'criteria.md has no "Done when" / "Deliverables expected" bullets' };
    const known = new Set(criteria.map((c) => c.n));
    const owned = new Set<number>();
    const findings: Finding[] = [];
    for (const t of tasks) {
      for (const ref of t.critRefs?.value ?? []) {
        if (ref.n !== undefined && known.has(ref.n)) owned.add(ref.n);
        else findings.push(t.doc.at(ref.line, `crit_ref \`${ref.text}\` names no criterion (criteria.md has crit-1..crit-${criteria.length})`, ref.column));
      }
    }
    const orphans = criteria.filter((c) => !owned.has(c.n));
    for (const c of orphans) findings.push(model.criteria!.at(c.line, `crit-${c.n} ("${c.text.slice(0, 60)}${c.text.length > 60 ? '…' : ''}") is owned by no task`, c.column));
    if (findings.length) {
      const parts = [
        orphans.length ? `unowned: ${orphans.map((c) => `crit-${c.n}`).join(', ')}` : '',
        findings.length > orphans.length ? `${plural(findings.length - orphans.length, 'crit_ref')} naming no criterion` : '',
      ].filter(Boolean);
      return {
        status: 'fail',
        detail: `criteria coverage broken: ${parts.join('; ')}`,
        fix: 'Give every criterion an owning task (add it to a task\'s crit_refs or add a task) and cite only crit-1..crit-N of criteria.md.',
        findings,
      };
    }
    return { status: 'pass', detail: `all ${criteria.length} criteria owned by ${plural(tasks.length, 'task')}` };
  },
});
