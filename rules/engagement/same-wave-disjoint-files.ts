import { outsideTiers, defineRule, engagementTasks, taskFilesOverlap, plural, type EngagementModel, type EngagementTask, type Finding, type TaskListItem } from '@engagement-lint/core/kit';

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
before the first wildcard) containing a path of the other. Each overlap is
reported twice, once at each task's \`files\` entry, naming the other.
Tasks without \`wave\` or \`files\` are left to tasks-index. skip when no two
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
    const waves = new Map<string, EngagementTask[]>();
    for (const t of tasks) waves.set(t.wave!.value, [...(waves.get(t.wave!.value) ?? []), t]);
    const shared = [...waves.values()].filter((ts) => ts.length > 1);
    if (!shared.length) return { status: 'skip', detail: tasks.length ? 'no two tasks share a wave' : 'no task with both wave and files' };
    const findings: Finding[] = [];
    const pairs: string[] = [];
    for (const ts of shared) {
      for (let i = 0; i < ts.length; i++) {
        for (let k = i + 1; k < ts.length; k++) {
          const [a, b] = [ts[i]!, ts[k]!];
          const hits: Array<[TaskListItem, TaskListItem]> = [];
          for (const fa of a.files!.value) for (const fb of b.files!.value) if (taskFilesOverlap(fa.text, fb.text)) hits.push([fa, fb]);
          if (!hits.length) continue;
          pairs.push(`${a.key} & ${b.key} (wave ${a.wave!.value}: ${hits.map(([x]) => x.text).join(', ')})`);
          for (const [fa, fb] of hits) {
            findings.push(a.doc.at(fa.line, `\`${fa.text}\` overlaps \`${fb.text}\` of same-wave task ${b.key} (${b.rel}:L${fb.line})`, fa.column));
            findings.push(b.doc.at(fb.line, `\`${fb.text}\` overlaps \`${fa.text}\` of same-wave task ${a.key} (${a.rel}:L${fa.line})`, fb.column));
          }
        }
      }
    }
    if (findings.length) {
      return {
        status: 'fail',
        detail: `same-wave tasks touch the same files: ${pairs.join('; ')}`,
        fix: 'Merge the overlapping tasks into one, or move one of them to a later wave (shared modules go alone in an earlier wave).',
        findings,
      };
    }
    return { status: 'pass', detail: `${plural(shared.length, 'shared wave')}, files disjoint` };
  },
});
