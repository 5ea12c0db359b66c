import { afterAll } from 'vitest';
import rule from '../../../rules/engagement/trace-fail-evidence.js';
import { cleanupTrees } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { lineOf } from '../graph/graph-helpers.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const step = (verdict: string) => ({ action: 'click', selector: '#export', expected: 'csv', observed: verdict === 'PASS' ? 'csv' : '500', verdict });
const trace = (iteration: number, verdict: string) => JSON.stringify({ flow: 'export', iteration, captured_at: '2026-11-30T11:00:00Z', steps: [step(verdict)] }, null, 2);
const oldFail = trace(1, 'FAIL');
const rework = {
  iteration: '2\n',
  'traces/iter-1/export.json': oldFail,
  'traces/iter-2/export.json': trace(2, 'PASS'),
  'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Verdict: REJECT\n- crit-2 export fails: `traces/iter-1/export.json` step 1 FAIL\n',
};
const atOldVerdict = { file: 'engagement/traces/iter-1/export.json', line: lineOf(oldFail, '"verdict"'), column: 7 };

ruleTester(rule, {
  valid: [
    {
      name: 'an iteration-1 REJECT citing the old failing trace does not fail an iteration-2 handoff of passing traces',
      files: { ...rework, 'handoff.md': '# Handoff\n## 6. Exercised\n- export → csv → `traces/iter-2/export.json`\n' },
      detail: exactly('1 evidence trace without a FAIL step'),
    },
  ],
  invalid: [
    {
      name: 'a handoff that cites the old failing trace as history warns at its step',
      status: 'warn',
      files: { ...rework, 'handoff.md': '# Handoff\n## 6. Exercised\n- export → csv → `traces/iter-2/export.json` (previously failing: `traces/iter-1/export.json`)\n' },
      detail: exactly('handoff.md cites a failing trace of an earlier iteration: engagement/traces/iter-1/export.json'),
      findings: [{ ...atOldVerdict, message: exactly('step 1 (click) has verdict FAIL in a trace of iteration 1 that handoff.md cites (cited at engagement/handoff.md:L3); fine as history of the rework, a REJECT if it is offered as evidence') }],
    },
    {
      name: 'an ACCEPT iteration citing a failing trace still fails',
      files: { ...rework, 'acceptance-log.md': '# Acceptance log\n## Iteration 2\n### Verdict: ACCEPT\n- evidence `traces/iter-1/export.json`\n' },
      findings: [{ ...atOldVerdict, message: 'step 1 (click) has verdict FAIL; trace is evidence (cited at engagement/acceptance-log.md:L4)' }],
    },
  ],
});
