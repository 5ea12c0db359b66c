import { defineRule, epiphanyId, plural, type EpiphanyModel, type Finding } from '@engagement-lint/core/kit-epiphany';

/** Branch ids a rejected_paths entry closes (`branch: b-2` or `branches: [b-2, b-3]`). */
function closes(value: unknown): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const o = value as Record<string, unknown>;
  const many = Array.isArray(o['branches']) ? (o['branches'] as unknown[]) : [];
  return [o['branch'], ...many].map(epiphanyId).filter((x): x is string => x !== undefined);
}

export default defineRule<EpiphanyModel>({
  id: 'epiphany-rejected-lesson',
  pack: 'epiphany',
  summary: 'Every rejected branch of state/branches.json has its lesson in the map (a rejected_paths entry naming it)',
  statuses: ['pass', 'warn', 'skip'],
  docs: `backtrack: "Preserve lessons that belong in the map." When a branch is
rejected, the map's \`rejected_paths\` should say so, so the same line of attack
is not tried again after the scratch is gone. A rejected_paths entry preserves
the lesson of the branches it names in \`branch\` or \`branches\`. A rejected branch
that no entry names warns. Skips when branches.json does not exist yet or has
no rejected branch, and when the map is missing or does not parse.`,
  audit: [
    { source: "Preserve lessons that belong in the map.", enforced: "warns when a rejected branch has no rejected_paths entry naming it; whether a lesson belongs in the map is a judgement" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'accepts a rejected path that names several branches',
      files: {
        'state/branches.json': `[
  {
    "id": "b-1",
    "status": "rejected",
    "reason": "too slow"
  },
  {
    "id": "b-2",
    "status": "rejected",
    "reason": "too big"
  }
]`,
        'state/map.yaml': `rejected_paths:
  - text: x
    branches: [b-1, b-2]`,
      },
    },
    {
      status: 'warn',
      title: 'warns when the map has no rejected_paths at all',
      files: {
        'state/branches.json': `[
  {
    "id": "b-1",
    "status": "rejected",
    "reason": "too slow"
  },
  {
    "id": "b-2",
    "status": "rejected",
    "reason": "too big"
  }
]`,
        'state/map.yaml': 'objectives: [x]',
      },
    },
    {
      status: 'skip',
      title: 'skips without branches.json, without rejected branches, or with an unparseable map',
      files: {
        'state/branches.json': `{
  "branches": [
    {
      "id": "b-precompute",
      "hypothesis": "Precomputing results nightly removes query-time work",
      "objective": "latency",
      "status": "rejected",
      "reason": "Memory for the precomputed index is 40x the current index (ev-2)",
      "files": ["src/search/precompute.ts"]
    },
    {
      "id": "b-plan-cache",
      "hypothesis": "Parsing query plans dominates p95; a per-tenant plan cache removes that cost",
      "objective": "latency",
      "status": "chosen",
      "files": ["src/search/plan-cache.ts", "src/search/handler.ts"]
    }
  ]
}
`,
        'state/evidence.jsonl': `{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
{"id": "ev-3", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "time": "2026-03-02T13:20:00Z", "summary": "unit + golden queries green"}
{"id": "ev-4", "branch": "b-plan-cache", "kind": "benchmark", "result": "pass", "time": "2026-03-02T13:45:00Z", "summary": "p95 172 ms on the largest tenant"}
{"id": "ev-5", "branch": "b-plan-cache", "kind": "invariant", "result": "pass", "time": "2026-03-02T14:10:00Z", "summary": "cross-tenant plan isolation test after migration"}
{"id": "ev-6", "branch": null, "kind": "backtrack", "result": "reject", "time": "2026-03-02T11:10:00Z", "summary": "abandoned b-precompute"}
{"id": "ev-7", "branch": "b-plan-cache", "kind": "comparison", "result": "prefer", "time": "2026-03-02T14:30:00Z", "summary": "smallest branch meeting the objective"}
`,
        'state/map.yaml': `: : :
  - [`,
        'state/scratch.md': `# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`,
      },
    },
  ],
  async check({ model }) {
    const [map, branches] = await Promise.all([model.map(), model.branches()]);
    if (!branches) return { status: 'skip', detail: `${model.rel('branches.json')} does not exist yet`, missingArtefact: true };
    if (!branches.parsed) return { status: 'skip', detail: `${model.rel('branches.json')} does not parse (epiphany-branch-shape reports why)` };
    const rejected = branches.list.filter((b) => b.status === 'rejected');
    if (rejected.length === 0) return { status: 'skip', detail: 'no rejected branch yet' };
    if (!map?.parsed) return { status: 'skip', detail: `${model.rel('map.yaml')} ${map ? 'does not parse' : 'is missing'}, so rejected paths cannot be matched` };
    const kept = new Set(map.items('rejected_paths').flatMap((i) => closes(i.value)));
    const findings: Finding[] = [];
    for (const b of rejected) {
      if (b.id !== undefined && kept.has(b.id)) continue;
      const pos = branches.positionOf([...b.path, 'status']);
      const name = b.id ?? `#${b.index + 1}`;
      findings.push(model.at('branches.json', pos.line, `rejected branch ${name} has no rejected_paths entry in the map naming it (\`branch: ${name}\`)`, pos.column));
    }
    if (findings.length) {
      return {
        status: 'warn',
        detail: `${findings.length} of ${plural(rejected.length, 'rejected branch', 'rejected branches')} left no lesson in the map's rejected_paths`,
        fix: 'Add a rejected_paths entry to state/map.yaml with the lesson, its reason and `branch: <id>`.',
        findings,
      };
    }
    const which = rejected.length === 1 ? 'the rejected branch has' : `all ${rejected.length} rejected branches have`;
    return { status: 'pass', detail: `${which} a rejected_paths entry naming it` };
  },
});
