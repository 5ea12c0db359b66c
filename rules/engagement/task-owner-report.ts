import { outsideTiers, defineRule, engagementTasks, markdownStem, plural, pluralWord, type EngagementModel, type Finding } from '@engagement-lint/core/kit';

/** An owner or report name read loosely: any case, without a leading `@`, a trailing `(…)` note or code marks. */
// The note's blanks are matched from their first: tried from each blank of a run of 100,000 it would re-read the run.
const looseName = (name: string) => name.replace(/`/g, '').replace(/(?<!\s)\s*\([^)]{0,200}\)\s*$/, '').replace(/^@/, '').trim().toLowerCase();

export default defineRule<EngagementModel>({
  id: 'task-owner-report',
  pack: 'engagement',
  tiers: ['M', 'L'],
  compat: false,
  summary: 'Every task owner wrote executor-reports/<owner>.md, and every report belongs to a planned owner',
  statuses: ['pass', 'warn', 'fail', 'skip'],
  docs: `Implemented vs delegated: the workflow dispatches each task to its \`owner\`,
whose single output channel is \`executor-reports/<owner>.md\`. At handoff,

- a task owner without that report: fail — the work was not reported (or not
  done); the lead re-dispatches rather than pretending it reported. When a
  report's name matches the owner in another case, or without a leading \`@\` or
  a trailing \`(…)\` note (\`owner: Dev-QA-Engineer\` beside \`dev-qa-engineer.md\`),
  the one finding at the owner names that report: the owner is the agentType
  the report is named for;
- a report from a specialist no task names: warn — off-script work outside
  the plan.

A report named \`.MD\` in any case (\`dev-qa-engineer.MD\`) is that specialist's report.

skip without task files or before handoff.md is written (reports arrive wave by
wave; only the handoff claims they are all in).

Tiers: M and L — where work is decomposed into owned tasks. Outside those tiers (\`--all-checks\`,
\`--override-checks\`) it skips: the requirement does not exist there.`,
  examples: [
    {
      status: 'pass',
      title: 'passes when every owner reported',
      files: {
        'handoff.md': '',
        'tasks/T2.md': 'owner: dev-frontend-engineer',
        'tasks/T3.md': 'owner: dev-backend-engineer',
        'executor-reports/dev-backend-engineer.md': '',
        'executor-reports/dev-frontend-engineer.md': '',
      },
    },
    {
      status: 'fail',
      title: 'fails every owner when executor-reports/ is missing',
      files: {
        'handoff.md': '',
        'tasks/T1.md': 'owner: dev-backend-engineer',
        'tasks/T2.md': 'owner: dev-frontend-engineer',
      },
    },
    {
      status: 'warn',
      title: 'warns on a report from a specialist no task names',
      files: {
        'handoff.md': '',
        'tasks/T2.md': 'owner: dev-frontend-engineer',
        'tasks/T3.md': 'owner: dev-backend-engineer',
        'executor-reports/dev-backend-engineer.md': '',
        'executor-reports/dev-frontend-engineer.md': '',
        'executor-reports/ux-copywriter.md': '',
      },
    },
    {
      status: 'skip',
      title: 'skips before the handoff and without owned tasks',
      files: {},
    },
  ],
  check({ model }) {
    const off = outsideTiers(model, ['M', 'L'], 'task owners\' reports (S merges its one report into handoff §2)');
    if (off) return off;
    const tasks = engagementTasks(model).filter((t) => t.owner);
    if (!tasks.length) return { status: 'skip', detail: 'no task file names an owner' };
    if (!model.handoff) return { status: 'skip', detail: 'handoff.md not written yet; reports are checked at handoff', missingArtefact: true };
    // `.MD` is a report too (a case-insensitive file system writes it): its stem names the specialist.
    const reports = new Map(model.executorReports().map((d) => [markdownStem(d.rel.slice(d.rel.lastIndexOf('/') + 1)), d]));
    const owners = new Map<string, { rel: string; line: number; column: number }>();
    for (const t of tasks) for (const o of t.owner!.value) if (!owners.has(o)) owners.set(o, { rel: t.rel, line: t.owner!.line, column: t.owner!.column });
    const findings: Finding[] = [];
    const missing: string[] = [];
    // Reports by a loose reading of their name, to tell an owner written another way (`@dev-qa`, `Dev-QA`) from a missing report.
    const byLooseName = new Map<string, string>();
    for (const r of reports.keys()) if (!owners.has(r) && !byLooseName.has(looseName(r))) byLooseName.set(looseName(r), r);
    const namedOtherwise = new Set<string>();
    for (const [o, at] of owners) {
      if (reports.has(o)) continue;
      missing.push(o);
      // A report there but unreadable (a FIFO, a folder) is named as such, not as missing.
      const unread = model.unreadable(model.rel(`executor-reports/${o}.md`));
      const like = unread ? undefined : byLooseName.get(looseName(o));
      if (like) namedOtherwise.add(like);
      const message = unread
        ? `owner \`${o}\`'s report ${model.relDir}/executor-reports/${o}.md could not be read (${unread.message})`
        : like
          ? `owner \`${o}\` has no ${model.relDir}/executor-reports/${o}.md; executor-reports/${like}.md looks like its report: write the owner as the agentType the report is named for (\`owner: ${like}\`)`
          : `owner \`${o}\` has no ${model.relDir}/executor-reports/${o}.md`;
      findings.push({ file: at.rel, line: at.line, column: at.column, message });
    }
    // A report an owner names another way is reported once, at that owner.
    const offScript = [...reports.keys()].filter((r) => !owners.has(r) && !namedOtherwise.has(r));
    const offFindings = offScript.map((r) => reports.get(r)!.at(1, `report from \`${r}\`, whom no task names as owner`, 1, 'warning'));
    if (missing.length) {
      return {
        status: 'fail',
        detail: `task ${pluralWord(missing.length, 'owner')} without an executor report: ${missing.join(', ')}${offScript.length ? `; off-script reports: ${offScript.join(', ')}` : ''}`,
        fix: 'Re-dispatch each owner whose report is missing; every specialist writes only executor-reports/<their-name>.md.',
        findings: [...findings, ...offFindings],
      };
    }
    if (offScript.length) {
      return {
        status: 'warn',
        detail: `off-script ${pluralWord(offScript.length, 'report')} from ${pluralWord(offScript.length, 'specialist')} no task names: ${offScript.join(', ')}`,
        fix: 'Add a task for that work (owner + crit_refs) or fold the report into the owning specialist\'s report.',
        findings: offFindings,
      };
    }
    return { status: 'pass', detail: `all ${plural(owners.size, 'task owner')} reported` };
  },
});
