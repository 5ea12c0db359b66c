import { defineRule, MAX_FINDINGS, validateEpiphany, plural, type EpiphanyModel, type EpiphanyPath, type Finding } from '@engagement-lint/core/kit-epiphany';
import { EVIDENCE, MAP, SCRATCH } from './lib/examples-fixtures.js';

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
with its line and column; JSON with no list of branches (an object keyed by
branch id, say) fails here, and the rules that read branches skip. Skips when the file does not exist yet (no patch has
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
        'state/branches.json': `[
  {
    "id": "b-precompute",
    "hypothesis": "Precomputing results nightly removes query-time work",
    "objective": "latency",
    "status": "rejected",
    "reason": "Memory for the precomputed index is 40x the current index (ev-2)"
  },
  {
    "id": "b-plan-cache",
    "hypothesis": "Parsing query plans dominates p95; a per-tenant plan cache removes that cost",
    "objective": "latency",
    "status": "chosen"
  }
]
`,
        'state/map.yaml': MAP,
        'state/evidence.jsonl': EVIDENCE,
        'state/scratch.md': SCRATCH,
      },
    },
    {
      status: 'fail',
      title: 'fails on an empty file',
      files: {
        'state/branches.json': '',
        'state/map.yaml': MAP,
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
    // A repeat names the line of its id's first `"id"` key, as its own finding sits on its `"id"`;
    // positions are looked up for repeats only (a file of 100,000 branches has few or none).
    const first = new Map<string, EpiphanyPath>();
    let repeatsNotShown = 0;
    for (const b of branches.list) {
      if (b.id === undefined) continue;
      const before = first.get(b.id);
      if (before === undefined) {
        first.set(b.id, b.path);
        continue;
      }
      if (findings.length >= MAX_FINDINGS) {
        repeatsNotShown++;
        continue;
      }
      findings.push(at({ ...branches.positionOf([...b.path, 'id']), message: `branch id ${b.id} is used again (first on line ${branches.positionOf([...before, 'id']).line})` }));
    }
    if (findings.length) {
      // Schema errors come in the schema's order and repeats after them: the list reads top to bottom.
      findings.sort((a, b) => a.line - b.line || a.column - b.column);
      return {
        status: 'fail',
        detail: `${file}: ${plural(findings.length + repeatsNotShown, 'problem')}, first: ${findings[0]!.message}`,
        fix: branches.notAList
          ? `Write the branches as a list, \`{"branches": [{"id": ..., "hypothesis": ..., "status": ...}]}\`, not as ${branches.notAList}.`
          : 'Give each branch a unique `id`, a named `hypothesis` and a `status` of open, verified, chosen or rejected.',
        findings,
        ...(repeatsNotShown ? { findingsTotal: findings.length + repeatsNotShown } : {}),
      };
    }
    return { status: 'pass', detail: `${plural(branches.list.length, 'branch', 'branches')}, each with an id, a hypothesis and a status` };
  },
});
