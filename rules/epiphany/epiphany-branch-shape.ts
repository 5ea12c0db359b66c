import { defineRule, validateEpiphany, plural, type EpiphanyModel, type Finding } from '@engagement-lint/core/kit-epiphany';

export default defineRule<EpiphanyModel>({
  id: 'epiphany-branch-shape',
  pack: 'epiphany',
  summary: 'state/branches.json parses, matches schemas/epiphany-branches.schema.json and names each branch once',
  statuses: ['pass', 'fail', 'skip'],
  docs: `propose_patch: "Name the hypothesis." Each candidate change in
state/branches.json is an object with an \`id\`, the \`hypothesis\` it tests and a
\`status\` among \`open\`, \`verified\`, \`chosen\`, \`rejected\`; optional keys are
\`objective\` (the map objective it serves), \`reason\`, \`patch\` and \`files\`. The
file is an object \`{"branches": [...]}\` or the list itself. Ids are unique, since
evidence lines and rejected paths refer to branches by id. Invalid JSON fails
with its line and column. Skips when the file does not exist yet (no patch has
been proposed).`,
  audit: [
    { source: "Name the hypothesis.", enforced: "fails on a branch without an id, a hypothesis or a known status, and on a repeated id" },
    { source: "Purpose: Make one bounded code or document change tied to a clear hypothesis.", enforced: "the same check" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'accepts the bare list form',
      files: {
        'state/branches.json': '[{"id": "b-1", "hypothesis": "h", "status": "verified", "objective": "latency"}]',
      },
    },
    {
      status: 'fail',
      title: 'fails on an empty file',
      files: {
        'state/branches.json': '',
      },
    },
    {
      status: 'skip',
      title: 'skips when branches.json does not exist yet',
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
    if (!branches) return { status: 'skip', detail: `${file} does not exist yet (no patch proposed)`, missingArtefact: true };
    const at = (e: { line: number; column: number; message: string }) => model.at('branches.json', e.line, e.message, e.column);
    if (!branches.parsed) {
      const first = branches.errors[0]!;
      return {
        status: 'fail',
        detail: `${file} does not parse: ${first.message} (line ${first.line})`,
        fix: 'Correct the JSON so the file holds {"branches": [...]}.',
        findings: [...branches.errors, ...branches.encoding].map(at),
      };
    }
    const findings: Finding[] = branches.encoding.map(at);
    for (const err of await validateEpiphany('branches', branches.value)) findings.push(at({ ...branches.positionOf(err.path), message: err.message }));
    const first = new Map<string, number>();
    for (const b of branches.list) {
      if (b.id === undefined) continue;
      const before = first.get(b.id);
      if (before === undefined) {
        first.set(b.id, b.line);
        continue;
      }
      const pos = branches.positionOf([...b.path, 'id']);
      findings.push(at({ ...pos, message: `branch id ${b.id} is used again (first on line ${before})` }));
    }
    if (findings.length) {
      return {
        status: 'fail',
        detail: `${file}: ${plural(findings.length, 'problem')}, first: ${findings[0]!.message}`,
        fix: 'Give each branch a unique `id`, a named `hypothesis` and a `status` of open, verified, chosen or rejected.',
        findings,
      };
    }
    return { status: 'pass', detail: `${plural(branches.list.length, 'branch', 'branches')}, each with an id, a hypothesis and a status` };
  },
});
