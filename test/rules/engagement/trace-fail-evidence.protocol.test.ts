import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/trace-fail-evidence.js';
import { check, cleanupTrees } from '../../helpers.js';

afterAll(cleanupTrees);

const step = (verdict: string) => ({ action: 'click', selector: '#export', expected: 'csv', observed: verdict === 'PASS' ? 'csv' : '500', verdict });
const trace = (iteration: number, verdict: string) => JSON.stringify({ flow: 'export', iteration, captured_at: '2026-11-30T11:00:00Z', steps: [step(verdict)] }, null, 2);
const rework = {
  iteration: '2\n',
  'traces/iter-1/export.json': trace(1, 'FAIL'),
  'traces/iter-2/export.json': trace(2, 'PASS'),
  'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Verdict: REJECT\n- crit-2 export fails: `traces/iter-1/export.json` step 1 FAIL\n',
};

describe('trace-fail-evidence: history is not evidence', () => {
  it("an iteration-1 REJECT citing the old failing trace does not fail an iteration-2 handoff of passing traces", async () => {
    const r = await check(rule, { ...rework, 'handoff.md': '# Handoff\n## 6. Exercised\n- export → csv → `traces/iter-2/export.json`\n' });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('1 evidence trace without a FAIL step');
  });

  it('a handoff that cites the old failing trace as history warns at its step', async () => {
    const r = await check(rule, { ...rework, 'handoff.md': '# Handoff\n## 6. Exercised\n- export → csv → `traces/iter-2/export.json` (previously failing: `traces/iter-1/export.json`)\n' });
    expect(r.status).toBe('warn');
    expect(r.findings[0]).toMatchObject({ file: 'engagement/traces/iter-1/export.json' });
    expect(r.findings[0]!.message).toMatch(/iteration 1 that handoff.md cites/);
  });

  it('an ACCEPT iteration citing a failing trace still fails', async () => {
    const log = '# Acceptance log\n## Iteration 2\n### Verdict: ACCEPT\n- evidence `traces/iter-1/export.json`\n';
    const r = await check(rule, { ...rework, 'acceptance-log.md': log });
    expect(r.status).toBe('fail');
  });
});
