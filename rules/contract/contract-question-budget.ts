import { defineRule, contractByLine, CONTRACT_QUESTION_CAP, contractSkipUnparsed, plural, type ContractHistoryEntry, type ContractModel, type Finding } from '@engagement-lint/core/kit-contract';
import { SOLO_RENDERING, YAML_CONTRACT } from './lib/examples-fixtures.js';

/**
 * Whether two earlier answers about one domain differ (variance_detected). The protocol conditions
 * the wildcard on variance in the history, not in the wildcard's own domain, so any domain counts.
 */
function varianceBefore(history: ContractHistoryEntry[], i: number): boolean {
  const seen = new Map<string, string>();
  for (const h of history.slice(0, i)) {
    const d = h.domain?.text;
    const r = h.response?.text;
    if (d === undefined || r === undefined || h.kind?.text === 'wildcard') continue;
    const first = seen.get(d);
    if (first === undefined) seen.set(d, r);
    else if (first !== r) return true;
  }
  return false;
}

export default defineRule<ContractModel>({
  id: 'contract-question-budget',
  pack: 'contract',
  summary: 'Calibration asked at most 9 questions (Solo) or 12 (team), wildcard included',
  statuses: ['pass', 'fail', 'skip'],
  docs: `Calibration interrupts the user, so the protocol caps the interview: at most
${CONTRACT_QUESTION_CAP.solo} questions in Solo mode and ${CONTRACT_QUESTION_CAP.team} with a team. When two answers for the same domain
differ (variance), one extra refinement question (the wildcard, \`kind: wildcard\`
in history) is allowed, still within the cap: one wildcard in all, and only
after some domain shows variance. The wildcard may be about any domain: the
protocol ties it to variance in the history (\`wildcard(history)\`), not to the
domain that varied.
Questions are counted as \`calibration.questions\` when given (it may not be lower
than the number of recorded answers), else as the history entries. A markdown
rendering does not show the questions.`,
  audit: [
    { source: "|questions| \u2264 12 (Solo: 9, Team: 12)", enforced: "fails when the history holds more questions than the cap of the entry mode" },
    { source: "wildcard(history) = variance_detected(history) \u2192 +1 refinement question", enforced: "a variance allows one extra refinement question, still within the cap" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes six Solo questions (yaml)',
      target: 'contract.dc.yaml',
      files: {
        'contract.dc.yaml': YAML_CONTRACT,
      },
    },
    {
      status: 'fail',
      title: 'fails a wildcard question asked while no two answers about a domain differ',
      target: 'contract.dc.yaml',
      files: {
        'contract.dc.yaml': `task: Migrate the billing service to the new payments API
mode: Solo
who: { kind: Solo, confirmed: true }
what: [FileModification, Exploration, External]
how_much: { FileModification: ReportThenAct, Exploration: Minimal, External: AlwaysAsk }
halt_conditions:
  - { trigger: the test suite fails twice in a row, action: halt }
exploration: { depth: 2, breadth: 3, drift_action: report }
calibration:
  domains: [FileModification, Exploration, Strategy, External]
  calibrated: [FileModification, Exploration, External]
  history:
    - { domain: FileModification, scenario: When files need to be modified for this task?, response: ReportThenAct }
    - { domain: Exploration, scenario: When related information is found during investigation?, response: Minimal }
    - { domain: External, scenario: When git push or PR creation is needed?, response: AlwaysAsk }
    - { domain: External, scenario: When the payments sandbox needs a new API key?, response: AlwaysAsk, kind: wildcard }
  outcome: approved`,
      },
    },
    {
      status: 'skip',
      title: 'skips a markdown rendering, which does not show the questions asked',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': SOLO_RENDERING,
      },
    },
  ],
  check({ model }) {
    const unparsed = contractSkipUnparsed(model);
    if (unparsed) return unparsed;
    if (model.format === 'markdown') return { status: 'skip', detail: 'a markdown rendering does not show the questions asked' };
    const c = model.calibration;
    const history = c?.history ?? [];
    const explicit = typeof c?.questions?.value === 'number' && Number.isInteger(c.questions.value) ? c.questions.value : undefined;
    if (!c || (!c.history && explicit === undefined)) return { status: 'skip', detail: 'no questions recorded (calibration.history or calibration.questions)' };
    const team = model.isTeam;
    const cap = team ? CONTRACT_QUESTION_CAP.team : CONTRACT_QUESTION_CAP.solo;
    const count = explicit ?? history.length;
    const findings: Finding[] = [];
    if (explicit !== undefined && explicit < history.length) {
      findings.push(model.at(c.questions!.at, `calibration.questions says ${explicit}, but history records ${history.length} answers`));
    }
    if (count > cap) {
      const at = explicit !== undefined ? c.questions!.at : history[cap]!.at;
      findings.push(model.at(at, `${count} questions asked; the ${team ? 'team' : 'Solo'} cap is ${cap}`));
    }
    let wildcards = 0;
    history.forEach((h, i) => {
      if (h.kind?.text !== 'wildcard') return;
      wildcards++;
      const d = h.domain?.text ?? '?';
      if (wildcards > 1) findings.push(model.at(h.kind.at, `a second wildcard question (for ${d}); variance allows one extra question`));
      else if (!varianceBefore(history, i)) findings.push(model.at(h.kind.at, `wildcard question for ${d} without variance: no two earlier answers about one domain differ`));
    });
    contractByLine(findings);
    if (!findings.length) return { status: 'pass', detail: `${plural(count, 'question')} of ${cap} (${team ? 'team' : 'Solo'})` };
    return {
      status: 'fail',
      detail: `question budget exceeded or misused: ${findings[0]!.message}`,
      fix: `Keep calibration within ${cap} questions; ask the single wildcard refinement only after two answers about one domain differ.`,
      findings,
    };
  },
});
