import { pushAll, outsideTiers, defineRule, engagementTasks, groupBy, plural, waveOverlaps, withWaveFolders, type EngagementModel, type EngagementTask, type Finding, type TaskListItem } from '@engagement-lint/core/kit';

/** Overlapping entries named per finding; beyond them the finding says there are more. */
const NAMED = 3;
/** Task pairs listed in the detail. */
const LISTED_PAIRS = 20;

export default defineRule<EngagementModel>({
  id: 'same-wave-disjoint-files',
  pack: 'engagement',
  tiers: ['M', 'L'],
  compat: false,
  summary: 'Tasks of the same wave touch disjoint files',
  statuses: ['pass', 'fail', 'skip'],
  docs: `A wave runs its tasks in parallel and merges them at the wave barrier, which
assumes their \`files\` are strictly disjoint. The protocol names the
anti-pattern: "planning two same-wave tasks that touch the same file" — merge
them into one task or move one to a later wave.

Two tasks of the same \`wave\` overlap when they list the same path, or when
one lists a folder (\`src/api/\`) or a glob (\`src/api/*.ts\`, read as the folder
before the first wildcard) containing a path of the other. A folder written without
its trailing slash (\`src/api\`) is read as the folder when another entry of the
wave lies under it (\`src/api/routes.ts\`), as the graph pack reads a bare output. An entry with a
description is read by its path part: the code span of
\`\` \`docs/api.md\` — example responses \`\`, or the text before a blank and a
dash, parenthesis, bracket, colon or \`#\` (\`docs/api.md (examples section)\`). Each overlap is
reported at each task's \`files\` entry, naming the entries of other same-wave tasks it
overlaps (the first three, and whether there are more, so a wave of thousands of tasks on one
shared file gives one finding per entry, not one per pair).
Waves compare by number and an optional sub-wave letter: \`W2\` and \`2nd\` are wave 2, while
\`1a\` and \`1b\` are two waves that run one after the other. Tasks without \`wave\` or \`files\` are left to tasks-index, and contract-only
task files (a \`## Contract\` section, no plan fields) are not tasks. skip when no two
tasks share a wave.

Tiers: M and L — where plans have waves. Outside those tiers (\`--all-checks\`,
\`--override-checks\`) it skips: the requirement does not exist there.`,
  examples: [
    {
      status: 'pass',
      title: 'passes disjoint files in a wave, and the same file in different waves',
      files: {
        'tasks/T1.md': `wave: 1
files:
  - src/api.ts`,
        'tasks/T2.md': `wave: 1
files:
  - src/ui.tsx`,
      },
    },
    {
      status: 'fail',
      title: 'fails two same-wave tasks on one file, with both locations',
      files: {
        'tasks/T1.md': `---
id: T1
owner: owner-T1
wave: 1
files:
  - src/a.ts
  - src/shared/types.ts`,
        'tasks/T2.md': `---
id: T2
owner: owner-T2
wave: 1
files:
  - ./src/shared/types.ts`,
      },
    },
    {
      status: 'skip',
      title: 'skips when no two tasks share a wave, or without tasks',
      files: {},
    },
  ],
  check({ model }) {
    const off = outsideTiers(model, ['M', 'L'], 'wave planning (S has one wave)');
    if (off) return off;
    const tasks = engagementTasks(model).filter((t) => t.wave && t.files);
    const waves = groupBy(tasks, (t) => t.wave!.value);
    const shared = [...waves.values()].filter((ts) => ts.length > 1);
    if (!shared.length) return { status: 'skip', detail: tasks.length ? 'no two tasks share a wave' : 'no task with both wave and files' };
    const findings: Finding[] = [];
    const pairs: Array<{ order: [number, number, number]; a: EngagementTask; b: EngagementTask; files: string[] }> = [];
    let beyondNamed = false;
    shared.forEach((ts, w) => {
      const items = ts.flatMap((t, task) => t.files!.value.map((item: TaskListItem) => ({ task, item })));
      // `text` is what overlaps are computed on: a bare folder (`src/api`) reads as `src/api/`; messages quote the entry as written.
      const texts = withWaveFolders(items.map((x) => x.item.text));
      const entries = items.map(({ task, item }, i) => ({ task, text: texts[i]!, item }));
      const byPair = new Map<number, (typeof pairs)[number]>();
      waveOverlaps(entries, NAMED).forEach(({ named, more }, i) => {
        if (!named.length) return;
        const e = entries[i]!;
        const mine = ts[e.task]!;
        const others = named.map((j) => entries[j]!);
        const what = others.map((o) => `\`${o.item.text}\` of same-wave task ${ts[o.task]!.key} (${ts[o.task]!.rel}:L${o.item.line})`).join(', ');
        findings.push(mine.doc.at(e.item.line, `\`${e.item.text}\` overlaps ${what}${more ? ', and more entries of same-wave tasks' : ''}`, e.item.column));
        beyondNamed ||= more;
        for (const o of others) {
          if (o.task < e.task) continue;
          let pair = byPair.get(o.task * ts.length + e.task);
          if (!pair) byPair.set(o.task * ts.length + e.task, (pair = { order: [w, e.task, o.task], a: mine, b: ts[o.task]!, files: [] }));
          if (!pair.files.includes(e.item.text)) pair.files.push(e.item.text);
        }
      });
      pushAll(pairs, byPair.values());
    });
    pairs.sort((x, y) => x.order[0] - y.order[0] || x.order[1] - y.order[1] || x.order[2] - y.order[2]);
    const listed = pairs.slice(0, LISTED_PAIRS).map((p) => `${p.a.key} & ${p.b.key} (wave ${p.a.wave!.value}: ${p.files.join(', ')})`);
    if (pairs.length > LISTED_PAIRS) listed.push(`and ${pairs.length - LISTED_PAIRS} more pairs`);
    if (beyondNamed) listed.push('and overlaps beyond the three named per entry');
    if (findings.length) {
      return {
        status: 'fail',
        detail: `same-wave tasks touch the same files: ${listed.join('; ')}`,
        fix: 'Merge the overlapping tasks into one, or move one of them to a later wave (shared modules go alone in an earlier wave).',
        findings,
      };
    }
    return { status: 'pass', detail: `${plural(shared.length, 'shared wave')}, files disjoint` };
  },
});
