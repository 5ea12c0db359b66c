import { defineRule, epiphanyId, groupBy, list, plural, type EpiphanyModel, type Finding } from '@engagement-lint/core/kit-epiphany';

/** An objective name as compared: blanks collapsed, case ignored. */
const normal = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
import { EARLY_BRANCHES, EARLY_MAP, EVIDENCE, MAP, SCRATCH } from './examples-fixtures.js';

export default defineRule<EpiphanyModel>({
  id: 'epiphany-one-chosen',
  pack: 'epiphany',
  summary: 'At most one branch of state/branches.json is chosen per objective',
  statuses: ['pass', 'fail', 'skip'],
  docs: `compare_branches chooses between competing changes: afterwards one branch
serves each objective, or none does. Two chosen branches for the same objective
mean the comparison never happened. Branches are grouped by their \`objective\`
key; an objective of map.yaml named by its \`id\` or by its \`text\` is the same
objective (blanks and case aside), and branches that name no objective form one
group. Skips when branches.json
does not exist yet or does not parse.`,
  audit: [
    { source: "Purpose: Choose between competing changes or kill all of them.", enforced: "fails when more than one branch is chosen for one objective" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when nothing is chosen yet',
      files: {
        'state/map.yaml': EARLY_MAP,
        'state/branches.json': EARLY_BRANCHES,
        'state/scratch.md': SCRATCH,
      },
    },
    {
      status: 'fail',
      title: 'groups branches that name no objective together',
      files: {
        'state/branches.json': `{
  "branches": [
    {"id": "b-plan-cache", "hypothesis": "A per-tenant plan cache removes plan parsing from p95", "status": "chosen"},
    {"id": "b-index-tuning", "hypothesis": "A covering index on (tenant, updated_at) halves the scan", "status": "chosen"}
  ]
}
`,
      },
    },
    {
      status: 'fail',
      title: 'fails when one chosen branch names the objective by its id and another by its text',
      files: {
        'state/map.yaml': MAP,
        'state/branches.json': `{
  "branches": [
    {"id": "b-plan-cache", "hypothesis": "A per-tenant plan cache removes plan parsing from p95", "objective": "latency", "status": "chosen"},
    {"id": "b-index-tuning", "hypothesis": "A covering index on (tenant, updated_at) halves the scan", "objective": "Bring p95 latency of /search below 200 ms for the largest tenant", "status": "chosen"}
  ]
}
`,
      },
    },
    {
      status: 'skip',
      title: 'skips when branches.json does not exist yet',
      files: {
        'state/evidence.jsonl': EVIDENCE,
        'state/map.yaml': MAP,
        'state/scratch.md': SCRATCH,
      },
    },
  ],
  async check({ model }) {
    const branches = await model.branches();
    const file = model.rel('branches.json');
    if (!branches) return { status: 'skip', detail: `${file} does not exist yet`, missingArtefact: true };
    if (!branches.parsed) return { status: 'skip', detail: `${file} does not parse (epiphany-branch-shape reports why)` };
    // An objective is named by its id or its text: both name the same objective of the map.
    const map = await model.map();
    const canonical = new Map<string, string>();
    if (map?.parsed) {
      for (const item of map.items('objectives')) {
        const o = item.value !== null && typeof item.value === 'object' && !Array.isArray(item.value) ? (item.value as Record<string, unknown>) : {};
        const id = epiphanyId(o['id']);
        const text = item.text === undefined ? undefined : normal(item.text);
        const key = id ?? item.text?.trim();
        if (key === undefined) continue;
        if (id !== undefined && !canonical.has(normal(id))) canonical.set(normal(id), id);
        if (text && !canonical.has(text)) canonical.set(text, key);
      }
    }
    const objectiveOf = (b: { objective?: string }) => (b.objective === undefined ? '' : (canonical.get(normal(b.objective)) ?? b.objective));
    const groups = groupBy(branches.list, (b) => (b.status === 'chosen' ? objectiveOf(b) : undefined));
    const findings: Finding[] = [];
    const crowded: string[] = [];
    for (const [objective, chosen] of groups) {
      if (chosen.length < 2) continue;
      const name = objective === '' ? 'branches without an objective' : `objective "${objective}"`;
      crowded.push(`${name}: ${list(chosen.map((b) => b.id ?? `#${b.index + 1}`), 3)}`);
      for (const b of chosen) {
        const pos = branches.positionOf([...b.path, 'status']);
        const as = b.objective !== undefined && b.objective !== objective ? ` (named "${b.objective}")` : '';
        findings.push(model.at('branches.json', pos.line, `branch ${b.id ?? `#${b.index + 1}`} is one of ${chosen.length} chosen for ${name}${as}`, pos.column));
      }
    }
    if (findings.length) {
      return {
        status: 'fail',
        detail: `more than one chosen branch for ${crowded.slice(0, 3).join('; ')}${crowded.length > 3 ? ` (+${crowded.length - 3} more objectives)` : ''}`,
        fix: 'Compare the chosen branches, keep the smallest that clearly meets the objective and mark the others rejected with a reason (or name distinct objectives).',
        findings,
      };
    }
    const n = [...groups.values()].reduce((s, g) => s + g.length, 0);
    return { status: 'pass', detail: n === 0 ? 'no branch chosen yet' : `${plural(n, 'chosen branch', 'chosen branches')}, one per objective` };
  },
});
