import { defineRule, EPIPHANY_EVIDENCE_KINDS, EPIPHANY_EVIDENCE_RESULTS, validateEpiphany, plural, type EpiphanyModel, type Finding } from '@engagement-lint/core/kit-epiphany';

export default defineRule<EpiphanyModel>({
  id: 'epiphany-evidence-lines',
  pack: 'epiphany',
  summary: 'Each line of state/evidence.jsonl is a JSON object matching schemas/epiphany-evidence.schema.json, ids unique',
  statuses: ['pass', 'fail', 'skip'],
  docs: `run_verify, compare_branches and backtrack append one JSON object per
verification or decision. Each line carries at least \`id\`, \`branch\` (a
branches.json id, or null), \`kind\` (${EPIPHANY_EVIDENCE_KINDS.join(', ')}),
\`result\` (${EPIPHANY_EVIDENCE_RESULTS.join(', ')}) and \`time\` (ISO 8601). Every line
is parsed on its own: a malformed line is reported with its line number and the
other lines still count for the rules that read evidence. Ids are unique, since
the map cites evidence by id. Blank lines are ignored. Skips when the file does
not exist yet or is empty.`,
  audit: [
    { source: "Checks may include: tests, lints, benchmark deltas, invariant checks, coherence review against state/map.yaml, simplicity review", enforced: "fails on an evidence line that is not a JSON object with id, branch, a known kind and result, and time, and on repeated ids; other lines still count" },
  ],
  examples: {
    pass: '{"id": "ev-1", "branch": "b-cache", "kind": "tests", "result": "pass", "time": "2026-03-02T10:15:00Z"}',
    fail: '{"id": "ev-1", "branch": "b-cache", "kind": "vibes", "result": "pass"}',
  },
  async check({ model }) {
    const evidence = await model.evidence();
    const file = model.rel('evidence.jsonl');
    if (!evidence) return { status: 'skip', detail: `${file} does not exist yet (nothing verified)`, missingArtefact: true };
    const at = (line: number, message: string, column = 1) => model.at('evidence.jsonl', line, message, column);
    if (evidence.errors.length) {
      return {
        status: 'fail',
        detail: `${file} cannot be read: ${evidence.errors[0]!.message}`,
        fix: 'Write evidence.jsonl as UTF-8 text, one JSON object per line.',
        findings: evidence.errors.map((e) => at(e.line, e.message, e.column)),
      };
    }
    const total = evidence.entries.length + evidence.malformed.length;
    if (total === 0) return { status: 'skip', detail: `${file} is empty (nothing verified yet)` };
    const findings: Finding[] = [...evidence.encoding, ...evidence.malformed].map((e) => at(e.line, e.message, e.column));
    const bad = new Set(evidence.malformed.map((e) => e.line));
    for (const entry of evidence.entries) {
      for (const err of await validateEpiphany('evidence', entry.value, `line ${entry.line}`)) {
        bad.add(entry.line);
        const message = err.path.length ? `line ${entry.line}: ${err.message}` : err.message;
        findings.push(at(entry.line, message, evidence.columnOf(entry, err.path[0] as string | undefined)));
      }
    }
    for (const [id, lines] of evidence.byId) {
      for (const dup of lines.slice(1)) {
        bad.add(dup.line);
        findings.push(at(dup.line, `line ${dup.line}: evidence id ${id} is used again (first on line ${lines[0]!.line})`, evidence.columnOf(dup, 'id')));
      }
    }
    findings.sort((a, b) => a.line - b.line || a.column - b.column);
    if (findings.length) {
      return {
        status: 'fail',
        detail: `${file}: ${bad.size} of ${plural(total, 'line')} malformed (line ${[...bad].sort((a, b) => a - b).slice(0, 10).join(', ')}${bad.size > 10 ? ', ...' : ''})`,
        fix: 'Rewrite each reported line as one JSON object with id, branch, kind, result and time; give every line its own id.',
        findings,
      };
    }
    return { status: 'pass', detail: `${plural(total, 'evidence line')}, each a well-formed object` };
  },
});
