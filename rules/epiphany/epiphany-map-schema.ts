import { defineRule, EPIPHANY_MAP_KEYS, validateEpiphany, plural, type EpiphanyModel } from '@engagement-lint/core/kit-epiphany';

export default defineRule<EpiphanyModel>({
  id: 'epiphany-map-schema',
  pack: 'epiphany',
  summary: 'Each section of state/map.yaml has the shape published in schemas/epiphany-map.schema.json',
  statuses: ['pass', 'fail', 'skip'],
  docs: `Rules that read the map (accepted design, rejected paths) need its sections
in a known shape. \`objectives\`, \`constraints\` and \`invariants\` are lists of
sentences or of objects with \`text\`; \`accepted_design\` entries are sentences or
objects with \`text\` and \`evidence\` (one evidence id or a list);
\`rejected_paths\` entries are sentences or objects with \`text\`, \`reason\` and the
\`branch\`/\`branches\` they close; \`current_status\` is a sentence or a mapping. An
empty section is allowed. Sections are matched after the key normalisation of
epiphany-map-keys; unknown keys are left to that rule. Skips when map.yaml is
missing or does not parse.`,
  audit: [
    { source: "Purpose: Write stable understanding into state/map.yaml.", enforced: "fails when a section does not have the published shape (schemas/epiphany-map.schema.json)" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'accepts empty sections and tolerated key spellings',
      files: {
        'state/map.yaml': `objectives:
constraints: []
accepted design:
  - text: x
current-status: verifying`,
      },
    },
    {
      status: 'fail',
      title: 'fails on a section of the wrong type, at its key',
      files: {
        'state/map.yaml': 'constraints: No new dependencies',
      },
    },
    {
      status: 'skip',
      title: 'skips when map.yaml is missing or does not parse',
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
    const map = await model.map();
    const file = model.rel('map.yaml');
    if (!map) return { status: 'skip', detail: `${file} is missing (epiphany-map-keys reports it)`, missingArtefact: true };
    if (!map.parsed) return { status: 'skip', detail: `${file} does not parse (epiphany-map-keys reports why)` };
    const errors = await validateEpiphany('map', map.data);
    if (errors.length === 0) {
      const present = EPIPHANY_MAP_KEYS.filter((k) => k in map.data);
      return { status: 'pass', detail: `${plural(present.length, 'map section')} match the schema` };
    }
    return {
      status: 'fail',
      detail: `${file}: ${plural(errors.length, 'section')} off the schema, first: ${errors[0]!.message}`,
      fix: 'Reshape the reported entries as schemas/epiphany-map.schema.json describes (lists of sentences or of objects with `text`).',
      findings: errors.map((e) => {
        const pos = map.positionOf(e.path);
        return model.at('map.yaml', pos.line, e.message, pos.column);
      }),
    };
  },
});
