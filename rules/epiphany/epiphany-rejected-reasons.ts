import { defineRule, plural, type EpiphanyModel, type Finding } from '@engagement-lint/core/kit-epiphany';

const hasReason = (v: unknown) => typeof v === 'string' && v.trim() !== '';
/** What is wrong with the reason of an object that lacks a usable one. */
const lack = (o: Record<string, unknown> | undefined) =>
  !o || !('reason' in o) ? 'no reason' : typeof o['reason'] === 'string' ? 'an empty reason' : 'a reason that is not text';

export default defineRule<EpiphanyModel>({
  id: 'epiphany-rejected-reasons',
  pack: 'epiphany',
  summary: 'Every rejected_paths entry of the map and every rejected branch records why (a non-empty reason)',
  statuses: ['pass', 'fail', 'skip'],
  docs: `backtrack: "Record why the branch was rejected." A rejected path without a
reason teaches nothing and invites the next attempt down the same road. Each
\`rejected_paths\` entry of state/map.yaml must be an object with a non-empty
\`reason\` (a bare sentence has none), and each branch of state/branches.json with
\`status: rejected\` must carry a non-empty \`reason\`. A file that is missing or
does not parse is left out (its own rule reports it); skips when nothing has
been rejected yet.`,
  audit: [
    { source: "Record why the branch was rejected.", enforced: "fails on a rejected branch or a rejected_paths entry without a non-empty reason" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'checks the branches when the map does not parse',
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
        'state/map.yaml': `a: [
`,
        'state/scratch.md': `# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`,
      },
    },
    {
      status: 'fail',
      title: 'fails on a rejected path written as a bare sentence',
      files: {
        'state/map.yaml': `rejected_paths:
  - Precompute every result nightly`,
      },
    },
    {
      status: 'skip',
      title: 'skips when nothing has been rejected',
      files: {
        'state/branches.json': `{
  "branches": [
    {
    }
  ]
}`,
        'state/map.yaml': 'objectives: [x]',
      },
    },
  ],
  async check({ model }) {
    const [map, branches] = await Promise.all([model.map(), model.branches()]);
    const findings: Finding[] = [];
    const notes: string[] = [];
    let checked = 0;
    if (map?.parsed) {
      for (const item of map.items('rejected_paths')) {
        checked++;
        const v = item.value;
        const obj = v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
        if (obj && hasReason(obj['reason'])) continue;
        const label = item.text ? `"${item.text}"` : `rejected_paths[${item.index}]`;
        const pos = obj && 'reason' in obj ? map.positionOf(['rejected_paths', item.index, 'reason']) : item;
        findings.push(model.at('map.yaml', pos.line, `rejected path ${label} has ${lack(obj)}`, pos.column));
      }
    } else {
      notes.push(`${model.rel('map.yaml')} ${map ? 'does not parse' : 'is missing'}`);
    }
    if (branches?.parsed) {
      for (const b of branches.list.filter((x) => x.status === 'rejected')) {
        checked++;
        if (b.reason) continue;
        const obj = b.value as Record<string, unknown>;
        const pos = 'reason' in obj ? branches.positionOf([...b.path, 'reason']) : branches.positionOf([...b.path, 'status']);
        findings.push(model.at('branches.json', pos.line, `rejected branch ${b.id ?? `#${b.index + 1}`} has ${lack(obj)}`, pos.column));
      }
    } else {
      notes.push(`${model.rel('branches.json')} ${branches ? 'does not parse' : 'does not exist yet'}`);
    }
    const left = notes.length ? ` (not checked: ${notes.join('; ')})` : '';
    if (findings.length) {
      return {
        status: 'fail',
        detail: `${plural(findings.length, 'rejected path or branch', 'rejected paths or branches')} without a reason${left}`,
        fix: 'Give each rejected_paths entry and each rejected branch a `reason`: what was tried and what evidence killed it.',
        findings,
      };
    }
    if (checked === 0) return { status: 'skip', detail: `nothing rejected yet${left}` };
    return { status: 'pass', detail: `${checked === 1 ? 'the rejected path or branch records' : `all ${checked} rejected paths and branches record`} a reason${left}` };
  },
});
