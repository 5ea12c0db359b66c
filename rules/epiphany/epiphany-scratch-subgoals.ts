import { defineRule, type EpiphanyModel, type Heading } from '@engagement-lint/core/kit-epiphany';

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
fences and frontmatter are ignored. Skips when there is no scratch file.`,
  audit: [
    { source: 'Scope it to one subgoal.', enforced: 'fails on two subgoal headings at the same level; warns on nested subgoal headings or several level-1 headings' },
    { source: 'Purpose: Use state/scratch.md for one bounded problem only.', enforced: 'the same check' },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes a scratch without headings',
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
      },
    },
  ],
  async check({ model }) {
    const doc = await model.scratch();
    const file = model.rel('scratch.md');
    if (!doc) return { status: 'skip', detail: `${file} does not exist (scratch is disposable)` };
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
