import { outsideTiers, defineRule, contractOnlyTasks, engagementTasks, groupBy, missingTaskFields, readTasksIndex, taskKeyLookup, plural, type EngagementModel, type Finding } from '@engagement-lint/core/kit';
import { parentlessFindings } from './lib/contract-assertions.js';
import { waveOrderFinding, waveOrderProblems } from './lib/wave-dependencies.js';

/** Whether `text` names `owner` as a whole token (so `dev` is not found inside `dev-lead`). */
function names(text: string, owner: string): boolean {
  const esc = owner.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w.-])${esc}(?![\\w-])`, 'u').test(text);
}

export default defineRule<EngagementModel>({
  id: 'tasks-index',
  pack: 'engagement',
  tiers: ['M', 'L'],
  compat: false,
  summary: 'Task files carry id, owner, wave, files and crit_refs, tasks/INDEX.md agrees with them, each task runs in a later wave than the tasks it depends on, and each contract assertion cites a crit-N parent',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The workflow dispatches specialists by \`task.owner\`, wave by wave, from the
task files; tasks/INDEX.md is the manifest people read. Both must say the same.

- Every \`tasks/*.md\` (except INDEX.md) sets \`owner\`, \`wave\`,
  \`files\` and \`crit_refs\`, in YAML frontmatter or as \`field: value\` lines
  of the body (\`files:\` / \`crit_refs:\` may be followed by a list). A task
  that writes no files (a staging run, a review) says so with \`files: []\` or
  \`files: none\`; a bare \`files:\` with nothing under it is missing. Task files
  are named \`tasks/{id}.md\` (\`.MD\` in any case too), so the file stem is the id when no
  \`id\` is set.
  Task ids are unique. A frontmatter that is not valid YAML is reported at the
  YAML error (its fields cannot be read).
- A contract-only file — a \`## Contract (co-signed)\` section (its heading read as markdown renders it:
  underlined with \`---\`, or behind an emoji, too) and no owner,
  wave, files or crit_refs, which the engine may write on M/L even when
  decompose=false — is not a decomposed task: it is left out of the task checks
  (here, criteria-owned, same-wave-disjoint-files, task-owner-report), and the
  detail says so.
- Every assertion of a per-task contract (a \`## Contract (co-signed)\` section
  of a task file or of a contract-only file; a top-level list item in the
  protocol's shape \`- {id} [{crit_ref}] ({status}): {assertion} — check_how: …\`,
  or any item holding \`check_how:\`) cites a \`crit-N\` parent: "Every assertion
  MUST cite a crit-N parent; a parentless assertion is a scope-creep flag". A
  parentless one fails at its line, also when the contract-only files are the
  only task files.
- tasks/INDEX.md lists the waves (headings such as \`## Wave 1 — foundation\`, setext ones too
  (\`Wave 1 — foundation\` underlined with \`---\`), or a sub-wave \`## Wave 1b\`, which is wave \`1b\` as a task's \`wave: 1b\` is;
  \`W2\`, \`wave 02\` and \`2nd\` are all wave 2, and the short form opens a
  heading, label or list item as \`Wave 2\` does: \`### W1 — foundation\`,
  \`**W1: foundation**\`, \`- W1:\`, but not \`W3C\` or a file name such as
  \`w1-setup.md\`, nor a \`W1\` inside a sentence;
  a wave label on a line of its own, \`**Wave 1**\`, \`Wave 2: tests\` or \`**W3**\`, over
  the task lines up to the next heading or label;
  list items naming a wave with the tasks nested under them (\`- **Wave 1**\`
  over indented \`- t01 — owner — crit-1\` items: the protocol sets no INDEX
  format), a \`wave\` table column, or — outside these — \`wave N\` written on
  the task line or \`W1\` opening it) with one line per task — a list item or table row naming the task (id,
  file stem, \`tasks/<stem>.md\` path or a markdown link to \`<stem>.md\`, such
  as \`[PDF endpoint](./t01-pdf-endpoint.md)\`) with its owner and its
  \`crit-N\` refs. A table row's first 1,000 cells are read (the rest of a longer row is not), and so are a
  header's columns.
- INDEX and task files agree: every task file has exactly one INDEX line and
  every INDEX line names a task file; the INDEX line sits in the task's wave,
  names the task's owner (an \`owner:\` label or column, else the owner's name
  anywhere on the line) and lists the same crit refs.
- A task runs in a later wave than the tasks it depends on: "a shared/foundational module … goes ALONE in an
  earlier wave; the specialists that consume it go in a LATER wave (which sees the earlier wave's merged work)",
  and L asks for "multi-wave dispatch with dependencies". The dependencies are read where the team writes them: a
  task file's \`depends_on: [t02, t03]\` (also \`depends-on\`, \`dependencies\`, «Зависит от: t01», with a
  list under a bare field) or its prose «зависит от t01» / "depends on t01", and plan.md's line naming one task
  before "depends on" and its dependencies after it (\`Wave 3 — dev-qa-engineer — t04-tests: … — depends on
  t02, t03\`). A dependency names a task by id, file stem or the id's first part (\`t02\` for
  \`t02-mapper-api\`, when only one task begins so), or a whole wave ("depends on wave 2", «от волны 2»). A task
  in the same or an earlier wave than one it depends on fails at its \`wave\` line, naming the dependency and
  where it is written; \`1a\` runs before \`1b\`, and a wave that is no number is not compared.

When INDEX.md is missing only the task fields are checked (a missing INDEX at
L is tasks-decomposition's failure; at M INDEX is optional). skip without task
files.

Tiers: M and L — S engagements have no task decomposition. Outside those tiers (\`--all-checks\`,
\`--override-checks\`) it skips: the requirement does not exist there.`,
  examples: [
    {
      status: 'pass',
      title: 'passes at M without INDEX when the task fields are complete',
      files: {
        'tasks/T1.md': `id: T1
owner: dev-backend-engineer
wave: 1
files:
  - src/api.ts
crit_refs: [crit-1]`,
        'tasks/T2.md': `- **id**: T2
- **owner**: dev-frontend-engineer
- **wave**: 2
- **files**: \`src/ui.tsx\`
- **crit_refs**: crit-2, crit-3`,
      },
    },
    {
      status: 'fail',
      title: 'fails a task file lacking fields, at the end of its frontmatter',
      files: {
        'tasks/T3.md': `id: T3
owner: qa
wave: 2`,
      },
    },
    {
      status: 'skip',
      title: 'skips without task files',
      files: {},
    },
  ],
  check({ model }) {
    const off = outsideTiers(model, ['M', 'L'], 'task files and tasks/INDEX.md (S has one task, no decomposition)');
    if (off) return off;
    const tasks = engagementTasks(model);
    const contracts = contractOnlyTasks(model);
    const contractNote = contracts.length ? `${plural(contracts.length, 'contract-only task file')}: ${contracts.slice(0, 3).map((t) => t.rel).join(', ')}${contracts.length > 3 ? ', …' : ''}` : '';
    const indexDoc = model.doc('tasks/INDEX.md');
    // "Every assertion MUST cite a crit-N parent": the per-task contracts of task files and contract-only files alike.
    const parentless = parentlessFindings([...tasks, ...contracts]);
    const where = parentless.slice(0, 3).map((f) => `${f.file}:L${f.line}`).join(', ') + (parentless.length > 3 ? ', …' : '');
    // "The specialists that consume it go in a LATER wave": a task no later than what it depends on misses its input.
    const order = waveOrderProblems(model, tasks);
    const orderFindings = order.map(waveOrderFinding);
    const orderNote = order.length
      ? `${plural(order.length, 'task')} ${order.length === 1 ? 'runs' : 'run'} no later than a task ${order.length === 1 ? 'it depends' : 'they depend'} on (${order
          .slice(0, 3)
          .map((p) => `${p.task.key} in wave ${p.task.wave!.value}`)
          .join(', ')}${order.length > 3 ? ', …' : ''})`
      : '';
    const orderFix = 'Move each task to a wave after the tasks it depends on (the shared module alone in an earlier wave, its consumers later), or correct the dependency where it is written.';
    const parentlessNote = parentless.length ? `${plural(parentless.length, 'contract assertion')} ${parentless.length === 1 ? 'cites' : 'cite'} no crit-N parent (${where})` : '';
    const contractFix = 'Cite a crit-N parent in every contract assertion: `- a1 [crit-1] (agreed): … — check_how: …`; an assertion no criterion covers is scope creep.';
    if (!tasks.length) {
      if (parentless.length) return { status: 'fail', detail: `${parentlessNote}; ${contractNote}, no decomposed task file`, fix: contractFix, findings: parentless };
      if (contracts.length) return { status: 'skip', detail: `no decomposed task files (${contractNote}, left out: a per-task contract is not a task)` };
      return { status: 'skip', detail: indexDoc ? 'tasks/INDEX.md but no task files' : 'no task files' };
    }
    const findings: Finding[] = [];

    for (const t of tasks) {
      if (t.frontmatterError) {
        findings.push(t.doc.at(t.frontmatterError.line, `task file frontmatter is not valid YAML (${t.frontmatterError.message}): its fields cannot be read`));
        continue;
      }
      const missing = missingTaskFields(t);
      if (missing.length) findings.push(t.doc.at(t.doc.frontmatter.present ? t.doc.frontmatter.endLine : 1, `task file lacks ${missing.join(', ')}`));
    }
    const byKey = groupBy(tasks, (t) => t.key);
    for (const [key, same] of byKey) {
      if (same.length < 2) continue;
      // Three names at most: 5,000 files with one id would otherwise give 5,000 messages of 4,999 names.
      for (const t of same) {
        const named = same.slice(0, 4).filter((o) => o !== t).slice(0, 3);
        const more = same.length - 1 - named.length;
        findings.push(t.doc.at(t.id?.line ?? 1, `task id \`${key}\` is also used by ${named.map((o) => o.rel).join(', ')}${more ? ` and ${more} more` : ''}`));
      }
    }

    if (indexDoc) {
      const index = readTasksIndex(indexDoc, taskKeyLookup(tasks));
      if (!index.waves.length && index.entries.every((e) => e.wave === undefined)) findings.push(indexDoc.at(1, 'tasks/INDEX.md lists no waves (`## Wave N` headings, a wave column, or `wave N` on the task lines)'));
      const seen = new Map<string, number>();
      for (const e of index.entries) {
        const at = (msg: string) => findings.push(indexDoc.at(e.line, msg, e.column));
        if (!e.known) {
          at(`INDEX line names \`${e.id}\`, which has no task file`);
          continue;
        }
        if (seen.has(e.id)) {
          at(`task \`${e.id}\` is listed again (first at L${seen.get(e.id)})`);
          continue;
        }
        seen.set(e.id, e.line);
        const t = byKey.get(e.id)![0]!;
        if (e.wave === undefined) at(`task \`${e.id}\` is listed outside any wave`);
        else if (t.wave && t.wave.value !== e.wave) at(`task \`${e.id}\` is in wave ${e.wave} here but wave ${t.wave.value} in ${t.rel}:L${t.wave.line}`);
        const owners = t.owner?.value ?? [];
        if (e.owner !== undefined) {
          if (owners.length && !owners.includes(e.owner)) at(`task \`${e.id}\` has owner \`${e.owner}\` here but \`${owners.join(', ')}\` in ${t.rel}`);
        } else if (owners.length && !owners.every((o) => names(e.text, o))) at(`INDEX line for \`${e.id}\` does not name its owner \`${owners.join(', ')}\``);
        const mine = [...new Set((t.critRefs?.value ?? []).map((c) => c.n).filter((n): n is number => n !== undefined))].sort((a, b) => a - b);
        const listed = [...new Set(e.critRefs.map((c) => c.n!))].sort((a, b) => a - b);
        if (!listed.length) at(`INDEX line for \`${e.id}\` lists no crit_refs`);
        else if (mine.length && mine.join(',') !== listed.join(',')) at(`task \`${e.id}\` lists ${listed.map((n) => `crit-${n}`).join(', ')} here but ${mine.map((n) => `crit-${n}`).join(', ')} in ${t.rel}`);
      }
      for (const t of tasks) {
        if (!seen.has(t.key) && byKey.get(t.key)![0] === t) findings.push(t.doc.at(t.id?.line ?? 1, `task \`${t.key}\` is missing from tasks/INDEX.md`));
      }
    }

    if (findings.length) {
      return {
        status: 'fail',
        detail: `tasks and tasks/INDEX.md disagree or lack fields: ${plural(findings.length, 'problem')} (${findings[0]!.message}${findings.length > 1 ? '; …' : ''})${order.length ? `; ${orderNote}` : ''}${parentless.length ? `; ${parentlessNote}` : ''}`,
        fix: `Give every task file id, owner, wave, files and crit_refs, and keep one INDEX.md line per task under its wave with the same owner and crit refs.${order.length ? ` ${orderFix}` : ''}${parentless.length ? ` ${contractFix}` : ''}`,
        findings: [...findings, ...orderFindings, ...parentless],
      };
    }
    if (order.length) {
      return {
        status: 'fail',
        detail: `${orderNote}: "the specialists that consume it go in a LATER wave"${parentless.length ? `; ${parentlessNote}` : ''}`,
        fix: `${orderFix}${parentless.length ? ` ${contractFix}` : ''}`,
        findings: [...orderFindings, ...parentless],
      };
    }
    if (parentless.length) return { status: 'fail', detail: `${parentlessNote}: "Every assertion MUST cite a crit-N parent"`, fix: contractFix, findings: parentless };
    return {
      status: 'pass',
      detail: `${plural(tasks.length, 'task file')} complete${indexDoc ? ' and in agreement with tasks/INDEX.md' : ' (no tasks/INDEX.md)'}${contracts.length ? `; ${plural(contracts.length, 'contract-only task file')} left out` : ''}`,
    };
  },
});
