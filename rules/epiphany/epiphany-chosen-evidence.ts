import { defineRule, epiphanyAbandons, epiphanyEvidenceSummary, epiphanyLatest, groupBy, plural, pluralWord, type EpiphanyEvidenceEntry, type EpiphanyModel, type Finding } from '@engagement-lint/core/kit-epiphany';
import { BRANCHES, EVIDENCE, MAP, SCRATCH } from './lib/examples-fixtures.js';
import { branchesNotAList } from './lib/unread.js';

export default defineRule<EpiphanyModel>({
  id: 'epiphany-chosen-evidence',
  pack: 'epiphany',
  summary: 'Every chosen branch has at least one passing line in state/evidence.jsonl, its latest line does not abandon it, and its latest line of each check does not fail',
  statuses: ['pass', 'fail', 'skip'],
  docs: `run_verify checks "whether the proposed change actually improved the thing
we care about". A branch is chosen only after it passed: evidence.jsonl must
hold a line whose \`branch\` is the chosen branch's id and whose \`result\` is
\`pass\` (a comparison \`prefer\` alone is a preference, not a verification).
Malformed evidence lines (any that epiphany-evidence-lines reports against the
schema, such as one without \`time\`) do not count; when only such lines name the
branch, the finding says so, and so it does for lines that are not one JSON
object (invalid JSON, objects glued on one line, \`{...}{...}\`, or a list of
them, \`[{...}]\`). A chosen branch also fails when its latest well-formed
evidence line (the latest \`time\` when every such line's time reads as a date,
else the last in the file) abandons it: a \`backtrack\` line whose \`result\` is
\`reject\` or whose summary says it abandons the branch, or a \`reject\` line
whose summary says so. Backtrack writes branches.json too, so a branch still
chosen after its rejection was recorded contradicts the evidence; an earlier
pass no longer survives verification. The finding names that line. So does a
check that failed last: for each kind run_verify writes (\`tests\`, \`lints\`,
\`benchmark\`, \`invariant\`, \`coherence\`, \`simplicity\`; not \`comparison\`
or \`backtrack\`), the branch's latest well-formed line of that kind, ordered as
above, must not record \`fail\`: \`tests fail\` ("3 tests fail after rebase")
after \`tests pass\` leaves the branch with no passing evidence, and a later
\`lints pass\` does not undo it; \`tests fail\` followed by \`tests pass\` passes.
Skips when branches.json does not exist yet, does not parse, holds no list of
branches or has no chosen branch.`,
  audit: [
    { source: "Information moves from scratch to map only if it survives verification, comparison, or repeated re-use without contradiction.", enforced: "fails on a chosen branch with no passing evidence line" },
    { source: "backtrack … Allowed writes: • state/branches.json • state/evidence.jsonl • state/map.yaml … Record why the branch was rejected.", enforced: "fails on a chosen branch whose latest evidence line is a backtrack rejection of it: the rejection was recorded, the status not changed" },
    { source: "Purpose: Check whether the proposed change actually improved the thing we care about.", enforced: "the same check: choosing needs a recorded verification" },
    { source: "Checks may include: • tests • lints • benchmark deltas • invariant checks • coherence review against state/map.yaml • simplicity review", enforced: "fails on a chosen branch whose latest line of one of these checks records fail: its earlier pass did not survive" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when a well-formed line passes, whatever the malformed lines around it',
      files: {
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': `${EVIDENCE}{"id": "ev-8", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "summary": "golden queries again after the rebase"}\n`,
        'state/map.yaml': MAP,
        'state/scratch.md': SCRATCH,
      },
    },
    {
      status: 'fail',
      title: 'fails when the only passing line is malformed (here it has no time), and names that line',
      files: {
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': `{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
{"id": "ev-3", "branch": "b-plan-cache", "kind": "tests", "result": "pass", "summary": "unit + golden queries green"}
`,
      },
    },
    {
      status: 'fail',
      title: 'fails when the latest tests line of the chosen branch records fail: its earlier pass no longer survives',
      files: {
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': `${EVIDENCE}{"id": "ev-8", "branch": "b-plan-cache", "kind": "tests", "result": "fail", "time": "2026-03-02T15:00:00Z", "summary": "golden queries: 3 differ after the rebase"}\n`,
      },
    },
    {
      status: 'fail',
      title: 'fails when no evidence line names the chosen branch',
      files: {
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': `{"id": "ev-1", "branch": null, "kind": "benchmark", "result": "pass", "time": "2026-03-02T09:40:00Z", "summary": "baseline p95 410 ms; 60% in plan parsing"}
{"id": "ev-2", "branch": "b-precompute", "kind": "benchmark", "result": "reject", "time": "2026-03-02T11:05:00Z", "summary": "precomputed index 38.6 GB vs 0.97 GB"}
`,
      },
    },
    {
      status: 'skip',
      title: 'skips without branches.json',
      files: {
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
    // Branches written in another shape are not read: "no branch chosen" would be a guess.
    if (branches.notAList) return { status: 'skip', detail: branchesNotAList(file, branches.notAList) };
    const chosen = branches.list.filter((b) => b.status === 'chosen');
    if (chosen.length === 0) return { status: 'skip', detail: 'no branch chosen yet' };
    const evidence = await model.evidence();
    const evFile = model.rel('evidence.jsonl');
    // A file that was never read names no branch, and says nothing either way.
    const unread = evidence?.errors[0];
    if (unread) return { status: 'skip', detail: `${evFile} could not be read (${unread.message}), so no chosen branch was checked (epiphany-evidence-lines reports it)` };
    const findings: Finding[] = [];
    // Evidence lines by branch, in file order: one pass, however many branches are chosen.
    const byBranch = groupBy(evidence?.entries ?? [], (e) => (typeof e.branch === 'string' ? e.branch : undefined));
    // A branch only lines that are not one JSON object name (`{...,}`, `{...}{...}`, `[{...}]`): said so, not "no line names it".
    const unparsedNaming = (id: string | undefined) => {
      const lines = id === undefined ? undefined : evidence?.unparsedBranches.get(id);
      if (!lines) return `no line of ${evFile} names it`;
      return `no well-formed line of ${evFile} names it; ${pluralWord(lines.length, 'line')} ${lines.join(', ')}, which ${pluralWord(lines.length, 'is', 'are')} not one JSON object, ${pluralWord(lines.length, 'does', 'do')} (see epiphany-evidence-lines)`;
    };
    for (const b of chosen) {
      const name = b.id ?? `#${b.index + 1}`;
      const all = b.id === undefined ? [] : (byBranch.get(b.id) ?? []);
      // Only lines that match the evidence schema count; the others are named, not counted.
      const mine = all.filter((e) => e.valid);
      const pos = branches.positionOf([...b.path, 'status']);
      if (mine.some((e) => e.result === 'pass')) {
        const last = epiphanyLatest(mine)!;
        if (epiphanyAbandons(last)) {
          findings.push(model.at('branches.json', pos.line, `chosen branch ${name} was abandoned: its latest evidence line, line ${last.line}${idNote(last)}, ${describeRejection(last)}; it is still chosen`, pos.column));
          continue;
        }
        // A pass that a later run of the same check overturned no longer survives verification.
        const failed = standingFailures(mine);
        if (failed.length) {
          const each = failed.map((e) => `its latest ${e.kind} line, line ${e.line}${idNote(e)}, records fail${quoteSummary(e)}`);
          findings.push(model.at('branches.json', pos.line, `chosen branch ${name} no longer has passing evidence: ${each.join('; ')}; it is still chosen`, pos.column));
        }
        continue;
      }
      // Lines that are not valid JSON but name the branch are malformed lines about it too.
      const unparsed = b.id === undefined ? [] : (evidence?.unparsedBranches.get(b.id) ?? []);
      const broken = [...all.filter((e) => !e.valid).map((e) => e.line), ...unparsed].sort((x, y) => x - y);
      const brokenText = broken.length ? `${pluralWord(broken.length, 'line')} ${broken.join(', ')} ${pluralWord(broken.length, 'is', 'are')} malformed (see epiphany-evidence-lines)` : '';
      const why = !evidence
        ? `${evFile} is missing`
        : all.length === 0
          ? unparsedNaming(b.id)
          : mine.length === 0
            ? `its evidence ${brokenText}`
            : `its ${plural(mine.length, 'evidence line')} (line ${mine.map((e) => e.line).join(', ')}) ${pluralWord(mine.length, 'records', 'record')} no pass${brokenText ? `; evidence ${brokenText}` : ''}`;
      findings.push(model.at('branches.json', pos.line, `chosen branch ${name} has no passing evidence: ${why}`, pos.column));
    }
    if (findings.length) {
      return {
        status: 'fail',
        detail: `${findings.length} of ${plural(chosen.length, 'chosen branch', 'chosen branches')} without passing evidence, or abandoned by its latest line`,
        fix: 'Run the verification and append its passing line to evidence.jsonl (`"branch": "<id>", "result": "pass"`), or set the branch back to open; a branch its latest line abandons is `"status": "rejected"` with the reason.',
        findings,
      };
    }
    const which = chosen.length === 1 ? `chosen branch ${chosen[0]!.id ?? '#1'} has` : `all ${chosen.length} chosen branches have`;
    return { status: 'pass', detail: `${which} passing evidence` };
  },
});

type Entry = EpiphanyEvidenceEntry;

/**
 * The kinds run_verify writes ("Checks may include: tests, lints, benchmark deltas, invariant
 * checks, coherence review …, simplicity review"): each a verification a branch can fail.
 * A comparison prefers, a backtrack abandons: neither is a check of the branch itself.
 */
const VERIFYING_KINDS: ReadonlySet<string> = new Set(['tests', 'lints', 'benchmark', 'invariant', 'coherence', 'simplicity']);

/**
 * For each verifying kind, the branch's latest line of that kind when it records `fail`: a check
 * that failed stands until that check passes again (a later lints pass says nothing of the tests).
 */
function standingFailures(lines: Entry[]): Entry[] {
  const byKind = groupBy(lines, (e) => (e.kind !== undefined && VERIFYING_KINDS.has(e.kind) ? e.kind : undefined));
  const out: Entry[] = [];
  for (const same of byKind.values()) {
    const last = epiphanyLatest(same);
    if (last?.result === 'fail') out.push(last);
  }
  return out.sort((a, b) => a.line - b.line);
}

/** ` (ev-6)` after a line's number when it has an id, else ''. */
const idNote = (e: Entry) => (e.id ? ` (${e.id})` : '');

function quoteSummary(e: Entry): string {
  const full = epiphanyEvidenceSummary(e);
  // A summary is one line of prose; a long one is cut, the finding names the line.
  const summary = full.length > 100 ? `${full.slice(0, 99)}…` : full;
  return summary ? ` ("${summary}")` : '';
}

function describeRejection(e: Entry): string {
  return `records ${e.kind} ${e.result}${quoteSummary(e)}`;
}
