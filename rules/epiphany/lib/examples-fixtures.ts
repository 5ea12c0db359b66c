/**
 * The clean Epiphany state folder that epiphany rule examples share (a search-latency task
 * finished on its chosen branch), and its map and branches early in the same work. An example
 * takes the files it does not change from here and writes out only the one it breaks.
 */

/** map.yaml: objective, constraints, invariants, the accepted design with its evidence, a rejected path, the current status. */
export const MAP = `# Stable understanding of the search-latency work. Written by update_map and backtrack only.
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
`;

/** branches.json: the chosen b-plan-cache and the rejected b-precompute. */
export const BRANCHES = `{
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
`;

/** evidence.jsonl: seven evidence lines, each with id, branch, kind, result, time and summary. */
export const EVIDENCE = `{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
{"id": "ev-3", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "time": "2026-03-02T13:20:00Z", "summary": "unit + golden queries green"}
{"id": "ev-4", "branch": "b-plan-cache", "kind": "benchmark", "result": "pass", "time": "2026-03-02T13:45:00Z", "summary": "p95 172 ms on the largest tenant"}
{"id": "ev-5", "branch": "b-plan-cache", "kind": "invariant", "result": "pass", "time": "2026-03-02T14:10:00Z", "summary": "cross-tenant plan isolation test after migration"}
{"id": "ev-6", "branch": null, "kind": "backtrack", "result": "reject", "time": "2026-03-02T11:10:00Z", "summary": "abandoned b-precompute"}
{"id": "ev-7", "branch": "b-plan-cache", "kind": "comparison", "result": "prefer", "time": "2026-03-02T14:30:00Z", "summary": "smallest branch meeting the objective"}
`;

/** scratch.md: the current subgoal with its open questions and checks. */
export const SCRATCH = `# Subgoal: write the review summary

## Open questions

- Does the summary need the per-tenant numbers, or only the largest tenant?

## Candidate checks

- Re-read ev-4 before quoting the p95 figure.
`;

/** map.yaml early in the work, while the objective is still being diagnosed: nothing accepted or rejected yet. */
export const EARLY_MAP = `objectives:
  - id: latency
    text: Bring p95 latency of /search below 200 ms for the largest tenant
constraints:
  - No new runtime dependencies
current_status: diagnosing; profiling /search on the largest tenant
`;

/** branches.json early in the work: b-plan-cache open, no branch chosen or rejected yet. */
export const EARLY_BRANCHES = `{
  "branches": [
    {
      "id": "b-plan-cache",
      "hypothesis": "Parsing query plans dominates p95; a per-tenant plan cache removes that cost",
      "objective": "latency",
      "status": "open",
      "files": ["src/search/plan-cache.ts"]
    }
  ]
}
`;
