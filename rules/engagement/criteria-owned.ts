import {
  outsideTiers,
  defineRule,
  contractOnlyTasks,
  engagementTasks,
  numberedCriteria,
  labelledOutside,
  plural,
  taskCritRefs,
  type EngagementModel,
  type Finding,
  type NumberedCriterion,
  type TaskRefs,
} from '@engagement-lint/core/kit';
import { criteriaReading, deliverablesOf } from './lib/criteria-reading.js';
import { noCriteriaDetail } from './lib/criteria-unread.js';

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

The criteria are the top-level bullets (list items of any marker: \`-\`, \`*\`,
\`+\`, \`1.\`, \`1)\`) of the "Deliverables expected" and "Done when" sections of
criteria.md, in file order, numbered crit-1..crit-N. A heading naming "Done when" anywhere, however
the words are joined (\`## Done-when\`, \`## Done when:\`, \`## Done_when\`, \`## Критерии готовности (Done
when)\`), is the Done-when section, and so is an \`## Acceptance criteria\`, a bare \`## Acceptance\`
(\`## Acceptance checks\`, \`## Acceptance conditions\`; not \`## Acceptance log\`), or a Russian
\`## Критерии готовности\`, \`## Критерии приёмки\`, \`## Приёмка\` or \`## Условия приёмки\`, below the
document's title. A section with no list item but a table gives one criterion per body row, in file
order (a \`crit-N\` first cell labels it); a "Deliverables expected" table beside a Done-when section
that gives criteria lists the deliverables, not criteria. When those sections
hold no labelled bullet but bullets elsewhere open with their own \`crit-N\`, those are the criteria;
labelled bullets left outside the sections read are named in the message, which never says
criteria.md has fewer criteria than it labels.
When bullets open with their own \`crit-N\` label (\`crit-1:\`, \`**crit-1**\`,
\`[crit-1]\`, \`[ ] crit-1:\`, or the SDD form \`crit-1 (AC-1):\`), the labels count, not the
positions, and the unlabelled bullets (such as the deliverables of an SDD
criteria.md) are not criteria. Without labels, when criteria.md has both
"Deliverables expected" and "Done when" bullets, which of them are the criteria
is decided once, as criteria-trace-coverage decides it, before any coverage is
weighed ("Done-when bullets read crit-N"): the "Done when" bullets alone,
crit-1..crit-K (the Deliverables bullets are deliverables), unless the
engagement cites a number only the file order gives. The tasks' crit_refs
decide when one names a bullet: a \`crit-5\` with 4 Done-when bullets of 7 keeps
every bullet in file order; refs within crit-1..crit-4 read the Done-when
bullets, so a Done-when bullet no task cites is unowned at that bullet and a
\`crit-8\` names no criterion. Without such refs the numbers §3 traces decide
alike (with none, a §3 quoting a Done-when bullet's text reads them); with nothing
cited, every bullet counts in file order. The detail says which reading was
taken and why. Contract-only task files (a
\`## Contract\` section, no plan fields) are not tasks and are left out.
Each one not named by any task's \`crit_refs\` is a finding at its bullet; each
crit_ref that names no criterion (\`crit-9\` of 5, or not a \`crit-N\` at all) is a
finding at the task's crit_refs entry.

A task's crit_refs come from its task file (frontmatter, \`crit_refs:\` line or a
table, as tasks-index reads them), else from its tasks/INDEX.md line (a crit_refs
column or the \`crit-N\` on the line). When no task gives crit_refs in either
place, coverage cannot be judged: it fails at each task file, saying its fields
could not be read, rather than calling every criterion unowned.

skip without task files (decomposition is tasks-decomposition's business) or
when criteria.md has no such bullets or rows (the detail names the criteria sections holding none and
the headings its bullets stand under; criteria-trace-coverage fails on it).

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
    const contracts = contractOnlyTasks(model).length;
    if (!tasks.length) return { status: 'skip', detail: contracts ? `no decomposed task files (${plural(contracts, 'contract-only task file')} left out: a per-task contract is not a task)` : 'no task files' };
    const bullets = numberedCriteria(model.criteria);
    if (!bullets.length) return { status: 'skip', detail: noCriteriaDetail(model.criteria) };
    const { owners, fromIndex, unread } = taskCritRefs(model, tasks);
    if (!owners.length) {
      return {
        status: 'fail',
        detail: `criteria coverage cannot be checked: no crit_refs could be read from ${plural(tasks.length, 'task file')} or tasks/INDEX.md (${unread.slice(0, 3).map((t) => t.rel).join(', ')}${unread.length > 3 ? ', …' : ''})`,
        fix: 'Write each task\'s crit_refs in its task file (`crit_refs: [crit-1, crit-2]`, frontmatter or body) or on its tasks/INDEX.md line.',
        findings: unread.map((t) => t.doc.at(t.frontmatterError?.line ?? 1, `crit_refs of task \`${t.key}\` could not be read from ${t.rel} or tasks/INDEX.md`)),
      };
    }
    const sources = fromIndex ? `; crit_refs of ${plural(fromIndex, 'task')} read from tasks/INDEX.md` : '';
    const unreadNote = unread.length ? `; ${plural(unread.length, 'task')} with no readable crit_refs: ${unread.slice(0, 3).map((t) => t.key).join(', ')}${unread.length > 3 ? ', …' : ''}` : '';
    // One reading of which bullets are the criteria, shared with criteria-trace-coverage and decided before coverage is weighed.
    const read = criteriaReading(model);
    const { criteria } = read;
    let reading = '';
    let range = '';
    if (read.kind === 'labels') {
      // Labelled bullets are the criteria (SDD: "Done-when bullets read crit-N (AC-k)"); unlabelled ones are deliverables.
      const unlabelled = bullets.length - criteria.length;
      if (unlabelled) reading = ` (by their crit-N labels; ${plural(unlabelled, 'unlabelled bullet')} read as deliverables)`;
    } else if (read.kind === 'done-when') {
      reading = ` (numbered by the Done-when bullets alone: ${read.basis}; ${plural(deliverablesOf(read), 'Deliverables bullet')} read as deliverables)`;
      range = `criteria.md's Done-when bullets are ${describeRange(criteria)}, its ${plural(deliverablesOf(read), 'Deliverables bullet')} read as deliverables`;
    }
    const combined = read.kind === 'combined' ? ` (numbered in file order: ${plural(deliverablesOf(read), 'Deliverables expected bullet')} and ${plural(read.doneWhen, 'Done-when bullet')}${read.basis ? `; ${read.basis}` : ''})` : '';
    const coverage = cover(model, owners, criteria, range);
    const { findings, orphans } = coverage;
    if (findings.length) {
      const parts = [
        orphans.length ? `unowned: ${orphans.map((c) => `crit-${c.n}`).join(', ')}` : '',
        findings.length > orphans.length ? `${plural(findings.length - orphans.length, 'crit_ref')} naming no criterion` : '',
      ].filter(Boolean);
      return {
        status: 'fail',
        detail: `criteria coverage broken: ${parts.join('; ')}${reading}${sources}${unreadNote}${combined}`,
        fix: 'Give every criterion an owning task (add it to a task\'s crit_refs or add a task) and cite only crit-1..crit-N of criteria.md.',
        findings,
      };
    }
    return { status: 'pass', detail: `all ${criteria.length} criteria owned by ${plural(owners.length, 'task')}${reading}${sources}${unreadNote}${contracts ? `; ${plural(contracts, 'contract-only task file')} left out` : ''}` };
  },
});

interface Coverage {
  findings: Finding[];
  orphans: NumberedCriterion[];
}

/** Findings of one reading of the criteria: crit_refs naming none of them, and criteria no task owns. */
function cover(model: EngagementModel, owners: readonly TaskRefs[], criteria: NumberedCriterion[], read: string): Coverage {
  const known = new Set(criteria.map((c) => c.n));
  // Labelled bullets outside the sections read: the message names them rather than say the file has fewer.
  const outside = labelledOutside(model.criteria, criteria);
  const outsideAt = new Map(outside.map((c) => [c.n, c]));
  const sections = `criteria.md's Done when / Deliverables sections have ${describeRange(criteria)}`;
  const range = outside.length ? `${sections}; its labelled ${describeRange(outside)} ${outside.length === 1 ? 'stands' : 'stand'} outside them, from line ${outside[0]!.line}` : read || `criteria.md has ${describeRange(criteria)}`;
  const named = (n: number | undefined) => {
    const c = n === undefined ? undefined : outsideAt.get(n);
    return c ? `${sections}; its crit-${c.n} at line ${c.line} stands under "${c.section}", outside them` : range;
  };
  const owned = new Set<number>();
  const findings: Finding[] = [];
  for (const t of owners) {
    for (const ref of t.refs) {
      if (ref.n !== undefined && known.has(ref.n)) owned.add(ref.n);
      else findings.push(t.doc.at(ref.line, `crit_ref \`${ref.text}\` names no criterion (${named(ref.n)})`, ref.column));
    }
  }
  const orphans = criteria.filter((c) => !owned.has(c.n));
  for (const c of orphans) findings.push(model.criteria!.at(c.line, `crit-${c.n} ("${c.text.slice(0, 60)}${c.text.length > 60 ? '…' : ''}") is owned by no task`, c.column));
  return { findings, orphans };
}

/** `crit-1..crit-5` for a 1..N run, else the labels themselves (`crit-2, crit-5`). */
function describeRange(criteria: NumberedCriterion[]): string {
  const ns = [...new Set(criteria.map((c) => c.n))].sort((a, b) => a - b);
  if (ns.every((n, k) => n === k + 1)) return `crit-1..crit-${ns.length}`;
  return ns.length > 6 ? `${ns.slice(0, 6).map((n) => `crit-${n}`).join(', ')}, …` : ns.map((n) => `crit-${n}`).join(', ');
}
