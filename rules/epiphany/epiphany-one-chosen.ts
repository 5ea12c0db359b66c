import { defineRule, plural, type EpiphanyBranch, type EpiphanyModel, type Finding } from '@engagement-lint/core/kit-epiphany';

export default defineRule<EpiphanyModel>({
  id: 'epiphany-one-chosen',
  pack: 'epiphany',
  summary: 'At most one branch of state/branches.json is chosen per objective',
  statuses: ['pass', 'fail', 'skip'],
  docs: `compare_branches chooses between competing changes: afterwards one branch
serves each objective, or none does. Two chosen branches for the same objective
mean the comparison never happened. Branches are grouped by their \`objective\`
key; branches that name no objective form one group. Skips when branches.json
does not exist yet or does not parse.`,
  audit: [
    { source: "Purpose: Choose between competing changes or kill all of them.", enforced: "fails when more than one branch is chosen for one objective" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when nothing is chosen yet',
      files: {
        'state/branches.json': '[{"id":"b-1","hypothesis":"h b-1","status":"open"}]',
      },
    },
    {
      status: 'fail',
      title: 'groups branches that name no objective together',
      files: {
        'state/branches.json': `[
{"id":"b-1","hypothesis":"h b-1","status":"chosen"},
{"id":"b-2","hypothesis":"h b-2","status":"chosen"}
]`,
      },
    },
    {
      status: 'skip',
      title: 'skips when branches.json is missing or does not parse',
      files: {
        'state/evidence.jsonl': `{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
{"id": "ev-3", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "time": "2026-03-02T13:20:00Z", "summary": "unit + golden queries green"}
{"id": "ev-4", "branch": "b-plan-cache", "kind": "benchmark", "result": "pass", "time": "2026-03-02T13:45:00Z", "summary": "p95 172 ms on the largest tenant"}
{"id": "ev-5", "branch": "b-plan-cache", "kind": "invariant", "result": "pass", "time": "2026-03-02T14:10:00Z", "summary": "cross-tenant plan isolation test after migration"}
{"id": "ev-6", "branch": null, "kind": "backtrack", "result": "reject", "time": "2026-03-02T11:10:00Z", "summary": "abandoned b-precompute"}
{"id": "ev-7", "branch": "b-plan-cache", "kind": "comparison", "result": "prefer", "time": "2026-03-02T14:30:00Z", "summary": "smallest branch meeting the objective"}
`,
        'state/map.yaml': `# Stable understanding of the search-latency work. Written by update_map and backtrack only.
objectives:
  - id: latency
    text: Bring p95 latency of /search below 200 ms for the largest tenant
constraints:
  - No new runtime dependencies
  - The public /search response format does not change
invariants:
  - Results for the 40 golden queries stay byte-identical
  - A tenant never sees another tenant's cached plan
accepted_design:
  - text: Cache parsed query plans per tenant, keyed by normalised query text
    evidence: [ev-3, ev-4]
    why: Plan parsing was 60% of p95 on the profile in ev-1
  - text: Invalidate a tenant's plan cache on every schema migration
    evidence: ev-5
rejected_paths:
  - text: Precompute every result nightly
    reason: The index grows 40x and breaks the memory constraint (ev-2)
    branch: b-precompute
current_status:
  step: 14
  action: speak
  note: b-plan-cache chosen and verified; writing the summary for review
`,
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
    const branches = await model.branches();
    const file = model.rel('branches.json');
    if (!branches) return { status: 'skip', detail: `${file} does not exist yet`, missingArtefact: true };
    if (!branches.parsed) return { status: 'skip', detail: `${file} does not parse (epiphany-branch-shape reports why)` };
    const groups = new Map<string, EpiphanyBranch[]>();
    for (const b of branches.list) {
      if (b.status !== 'chosen') continue;
      const key = b.objective ?? '';
      groups.set(key, [...(groups.get(key) ?? []), b]);
    }
    const findings: Finding[] = [];
    const crowded: string[] = [];
    for (const [objective, chosen] of groups) {
      if (chosen.length < 2) continue;
      const name = objective === '' ? 'branches without an objective' : `objective "${objective}"`;
      crowded.push(`${name}: ${chosen.map((b) => b.id ?? `#${b.index + 1}`).join(', ')}`);
      for (const b of chosen) {
        const pos = branches.positionOf([...b.path, 'status']);
        findings.push(model.at('branches.json', pos.line, `branch ${b.id ?? `#${b.index + 1}`} is one of ${chosen.length} chosen for ${name}`, pos.column));
      }
    }
    if (findings.length) {
      return {
        status: 'fail',
        detail: `more than one chosen branch for ${crowded.join('; ')}`,
        fix: 'Compare the chosen branches, keep the smallest that clearly meets the objective and mark the others rejected with a reason (or name distinct objectives).',
        findings,
      };
    }
    const n = [...groups.values()].reduce((s, g) => s + g.length, 0);
    return { status: 'pass', detail: n === 0 ? 'no branch chosen yet' : `${plural(n, 'chosen branch', 'chosen branches')}, one per objective` };
  },
});
