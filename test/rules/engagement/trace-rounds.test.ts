// Traces by their place, under --preset recommended: "ux_heavy: true mandates … traces/{iteration}/{flow}.json",
// "Unstructured prose traces = REJECT". The reference reads the JSON schema alone (compat keeps its verdicts).
import { afterAll, describe } from 'vitest';
import rule from '../../../rules/engagement/trace-schema.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };
const compat = { preset: 'compat' as const };
const step = { action: 'click', selector: '#theme', expected: 'light theme', observed: 'light theme', verdict: 'PASS' };
const trace = (iteration: number, flow = 'theme-switch') => JSON.stringify({ flow, iteration, captured_at: `2026-06-1${6 + iteration}T14:44:00Z`, steps: [step] }, null, 2);
const handoff = (evidence: string) => `# Handoff — iteration 2\n\n## 6. Exercised\n- Switched the theme to light → contrast 7.1:1 → \`${evidence}\`\n`;

/** Round 2 of a ux_heavy: true engagement, with round 1's trace kept beside this round's. */
const round2 = (over: Record<string, string> = {}, level = 'true') => ({
  'criteria.md': criteria({ ux_heavy: level, size: 'L' }),
  iteration: '2\n',
  'handoff.md': handoff('engagement/traces/iter-2/theme-switch.json'),
  'traces/iter-1/theme-switch.json': trace(1),
  'traces/iter-2/theme-switch.json': trace(2),
  ...over,
});
/** A round's files without this round's trace. */
const withoutCurrent = ({ 'traces/iter-2/theme-switch.json': _current, ...rest }: Record<string, string>) => rest;
const oldOnly = withoutCurrent(round2());
const proseRound = withoutCurrent(round2({ 'handoff.md': handoff('engagement/traces/iter-2/theme-switch.md'), 'traces/iter-2/theme-switch.md': 'Clicked the toggle, went light, contrast looked fine.\n' }));
const misfiled = round2({ 'traces/iter-2/theme-switch.json': trace(1) });

describe('--preset recommended: traces/{iteration}/{flow}.json', () => {
  ruleTester(rule, {
    valid: [
      { name: 'recommended: ux_heavy false asks for no trace, prose or not', status: 'skip', files: { ...proseRound, 'criteria.md': criteria({ ux_heavy: 'false' }) }, options: recommended },
      { name: "recommended: this round's traces, the earlier round's kept under its own folder", files: round2(), options: recommended, detail: exactly('2 traces valid') },
      { name: 'recommended: a trace outside an iteration folder names no round to compare', files: { ...oldOnly, 'traces/theme-switch.json': trace(1), 'traces/flows/b.json': trace(1) }, options: recommended },
      { name: 'recommended: a Playwright archive or a network log beside the JSON traces is no prose', files: round2({ 'traces/iter-2/theme-switch.zip': 'PK', 'traces/iter-2/network.har': '{}' }), options: recommended },
      { name: 'recommended: without a counter the round is not told (iteration-counter reports it)', files: (({ iteration: _i, ...rest }) => rest)(oldOnly), options: recommended },
      { name: 'recommended: ux_heavy minor asks no trace of every round', files: withoutCurrent(round2({}, 'minor')), options: recommended },
      {
        name: "recommended: between rounds (round 1 REJECTed, handoff.md still its own), round 2's traces are not due",
        files: { ...oldOnly, 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n### Verdict: REJECT — crit-2\n', 'handoff.md': handoff('engagement/traces/iter-1/theme-switch.json').replace('iteration 2', 'iteration 1') },
        options: recommended,
      },
      {
        name: "recommended: aborted by the user during round 2's rework, round 2's traces are not due",
        files: { ...oldOnly, 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n### Verdict: REJECT — crit-2\n\n## Iteration 2\n\n### Verdict: ABORTED\n> "Stop, ship iteration 1." — user\n' },
        options: recommended,
      },
      ...([
        ['a prose trace', proseRound],
        ["a round-1 trace filed under round 2's folder", misfiled],
        ["no trace of the counter's round", oldOnly],
      ] as const).map(([what, files]) => ({ name: `compat: ${what} passes, as in the reference`, files, options: compat })),
    ],
    invalid: [
      {
        name: 'recommended: a prose trace fails at the file and at the handoff line citing it',
        files: proseRound,
        options: recommended,
        detail: exactly('prose traces under traces/: iter-2/theme-switch.md ("Unstructured prose traces = REJECT"); no trace of iteration 2, the current one (traces/ holds iter-1/ only)'),
        fix: /^Record each exercised flow as a structured traces\/<iteration>\/<flow>\.json/,
        findings: [
          { file: 'engagement/traces/iter-2/theme-switch.md', line: 1, column: 1, message: exactly('a prose trace: "Unstructured prose traces = REJECT"; record the flow as traces/iter-2/theme-switch.json with structured steps (action, selector, expected, observed, verdict)') },
          { file: 'engagement/handoff.md', line: 4, column: 62, message: exactly('cites the prose trace traces/iter-2/theme-switch.md as evidence; "Unstructured prose traces = REJECT": cite a structured traces/<iteration>/<flow>.json') },
          { file: 'engagement/iteration', line: 1, column: 1, message: /^the iteration counter is 2, but traces\/ holds no trace of this round, only iter-1\// },
        ],
      },
      {
        name: 'recommended: a prose trace beside valid JSON ones fails too',
        files: round2({ 'traces/iter-2/notes.txt': 'went fine' }),
        options: recommended,
        detail: exactly('prose traces under traces/: iter-2/notes.txt ("Unstructured prose traces = REJECT")'),
        findings: [{ file: 'engagement/traces/iter-2/notes.txt', line: 1, column: 1, message: /^a prose trace/ }],
      },
      {
        name: 'recommended: ux_heavy minor, traces optional, but a prose one handed over fails',
        files: { 'criteria.md': criteria({ ux_heavy: 'minor' }), 'handoff.md': handoff('traces/iter-1/flow.md'), 'traces/iter-1/flow.md': 'it worked' },
        options: recommended,
        detail: exactly('prose traces under traces/: iter-1/flow.md ("Unstructured prose traces = REJECT")'),
        findings: [{ file: 'engagement/traces/iter-1/flow.md', line: 1, column: 1 }, { file: 'engagement/handoff.md', line: 4, column: 51 }],
      },
      {
        name: "recommended: a trace whose own iteration is not its folder's fails at its iteration",
        files: misfiled,
        options: recommended,
        detail: exactly('1 traces violate schema: iter-2/theme-switch.json'),
        findings: [{ file: 'engagement/traces/iter-2/theme-switch.json', line: 3, column: 3, message: exactly('"iteration" is 1, but the trace lies under traces/iter-2/ (iteration 2): traces/{iteration}/{flow}.json; file it under its own round, or capture the flow again in this one') }],
      },
      {
        name: "recommended: no trace of the counter's round, only an earlier round's, fails at the counter",
        files: oldOnly,
        options: recommended,
        detail: exactly('no trace of iteration 2, the current one (traces/ holds iter-1/ only)'),
        fix: exactly("Capture this round's exercised flows under traces/iter-2/<flow>.json."),
        findings: [{ file: 'engagement/iteration', line: 1, column: 1, message: exactly('the iteration counter is 2, but traces/ holds no trace of this round, only iter-1/: "ux_heavy: true mandates … traces/{iteration}/{flow}.json" each round; record this round\'s flows under traces/iter-2/') }],
      },
      {
        name: "recommended: this round's traces in place, an unreadable captured_at still only warns",
        status: 'warn',
        files: round2({ 'traces/iter-2/theme-switch.json': trace(2).replace('2026-06-18T14:44:00Z', 'yesterday') }),
        options: recommended,
        findings: [{ file: 'engagement/traces/iter-2/theme-switch.json', line: 4, message: /^"captured_at" "yesterday" is not an ISO 8601 timestamp/ }],
      },
    ],
  });
});
