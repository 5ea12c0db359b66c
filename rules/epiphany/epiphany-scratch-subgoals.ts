import { defineRule, type EpiphanyModel, type Heading } from '@engagement-lint/core/kit-epiphany';
import { MAP, BRANCHES, EVIDENCE } from './examples-fixtures.js';

/** `# Subgoal: ...`, `## Sub-goal 2 - ...`, `# Sub goal`. */
const SUBGOAL = /^sub[\s-]?goal\b/i;

export default defineRule<EpiphanyModel>({
  id: 'epiphany-scratch-subgoals',
  pack: 'epiphany',
  summary: 'state/scratch.md holds headings for one subgoal only',
  statuses: ['pass', 'warn', 'fail', 'skip'],
  docs: `think_subgoal: "Use state/scratch.md for one bounded problem only. Scope it
to one subgoal." Subgoal headings are headings whose text starts with
"Subgoal" (or "Sub-goal", "Sub goal"), at any level. Two of them at the level
of the first one (or above it) are two subgoals by the file's own words: that
fails. A subgoal heading nested under another may be the "temporary
decomposition" the action allows, and when the file names no subgoal each
level-1 heading counts as a subject of its own; more than one of those only
warns, since whether they are one problem is a judgement. Finish the first
subgoal, promote or delete its notes, then start the next. Headings inside code
fences and frontmatter are ignored. Skips when there is no scratch file; warns when a folder or
special file stands under its name, which cannot be read.`,
  audit: [
    { source: 'Scope it to one subgoal.', enforced: 'fails on two subgoal headings at the same level; warns on nested subgoal headings or several level-1 headings' },
    { source: 'Purpose: Use state/scratch.md for one bounded problem only.', enforced: 'the same check' },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes a scratch without headings',
      files: {
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': EVIDENCE,
        'state/map.yaml': MAP,
        'state/scratch.md': `- just a note
`,
      },
    },
    {
      status: 'fail',
      title: 'fails on a second subgoal heading at the same level, at that heading',
      files: {
        'state/scratch.md': `## Subgoal: cold tenants
## Sub-goal: flaky ingest`,
      },
    },
    {
      status: 'warn',
      title: 'counts level-1 headings when no heading says subgoal',
      files: {
        'state/scratch.md': `# Cold tenants
# Flaky ingest`,
      },
    },
    {
      status: 'skip',
      title: 'skips when there is no scratch file',
      files: {
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': EVIDENCE,
        'state/map.yaml': MAP,
      },
    },
  ],
  async check({ model }) {
    const doc = await model.scratch();
    const file = model.rel('scratch.md');
    if (!doc) return model.scratchUnreadable() ?? { status: 'skip', detail: `${file} does not exist (scratch is disposable)` };
    const named = doc.headings.filter((h) => SUBGOAL.test(h.text));
    const subgoals: Heading[] = named.length ? named : doc.headings.filter((h) => h.level === 1);
    if (subgoals.length > 1) {
      const titles = subgoals.map((h) => `"${h.text}" (line ${h.line})`);
      const siblings = named.filter((h) => h.level <= named[0]!.level);
      return {
        status: siblings.length > 1 ? 'fail' : 'warn',
        detail: `${file} holds ${subgoals.length} subgoals: ${titles.slice(0, 5).join(', ')}${titles.length > 5 ? ', ...' : ''}`,
        fix: 'Keep scratch to the current subgoal: promote verified findings of the others to map.yaml and delete the rest.',
        findings: subgoals.slice(1).map((h) => doc.at(h.line, `second subgoal heading "${h.text}" in scratch (first: "${subgoals[0]!.text}", line ${subgoals[0]!.line})`)),
      };
    }
    return { status: 'pass', detail: subgoals.length ? `${file} is scoped to one subgoal: "${subgoals[0]!.text}"` : `${file} names no subgoal heading` };
  },
});
