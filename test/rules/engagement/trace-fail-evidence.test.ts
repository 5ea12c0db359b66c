import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/trace-fail-evidence.js';
import { check, cleanupTrees } from '../../helpers.js';

afterAll(cleanupTrees);

const step = (verdict: string, action = 'click') => ({ action, selector: '#export', expected: 'csv', observed: verdict === 'PASS' ? 'csv' : '500', verdict });
const trace = (iteration: number, ...verdicts: string[]) =>
  JSON.stringify({ flow: 'export', iteration, captured_at: '2026-11-30T11:00:00Z', steps: verdicts.map((v) => step(v)) }, null, 2);

describe('trace-fail-evidence', () => {
  it('passes when every evidence step passes', async () => {
    const r = await check(rule, { iteration: '2\n', 'traces/iter-2/export.json': trace(2, 'PASS', 'PASS') });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/1 evidence trace without a FAIL step/);
  });
  it('fails a FAIL step in a current-iteration trace, at the line of its verdict', async () => {
    const r = await check(rule, { iteration: '2\n', 'traces/iter-2/export.json': trace(2, 'PASS', 'FAIL') });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/engagement\/traces\/iter-2\/export.json/);
    expect(r.findings).toHaveLength(1);
    const text = trace(2, 'PASS', 'FAIL').split('\n');
    const line = text.findIndex((l, i) => l.includes('"FAIL"') && i > 0) + 1;
    expect(r.findings[0]).toMatchObject({ file: 'engagement/traces/iter-2/export.json', line });
    expect(r.findings[0]!.message).toMatch(/step 2 \(click\) has verdict FAIL; trace is evidence \(current iteration 2\)/);
  });
  it('fails an older trace once the handoff cites it', async () => {
    const r = await check(rule, {
      iteration: '2\n',
      'traces/iter-1/export.json': trace(1, 'FAIL'),
      'handoff.md': '## 6. Exercised\n- Export → 500. Evidence: `engagement/traces/iter-1/export.json`\n',
    });
    expect(r.status).toBe('fail');
    expect(r.findings[0]!.message).toMatch(/cited at engagement\/handoff.md:L2/);
  });
  it('passes over an uncited FAIL trace of an earlier iteration', async () => {
    const r = await check(rule, { iteration: '2\n', 'traces/iter-1/export.json': trace(1, 'FAIL'), 'traces/iter-2/export.json': trace(2, 'PASS') });
    expect(r.status).toBe('pass');
  });
  it('counts a trace as current by its iteration field', async () => {
    const r = await check(rule, { iteration: '3\n', 'traces/export.json': trace(3, 'fail') });
    expect(r.status).toBe('fail');
  });
  it('reads traces cited in acceptance-log.md', async () => {
    const r = await check(rule, {
      iteration: '4\n',
      'traces/iter-1/login.json': trace(1, 'PASS', 'PASS', 'FAIL'),
      'acceptance-log.md': '## Iteration 1\n### Verdict: ACCEPT\n- evidence: `traces/iter-1/login.json`\n',
    });
    expect(r.status).toBe('fail');
    expect(r.findings[0]!.message).toMatch(/step 3/);
  });
  it('skips without traces and citations', async () => {
    const r = await check(rule, { 'handoff.md': '## 1. Diff summary\n- src/a.ts\n' });
    expect(r.status).toBe('skip');
  });
  it('does not crash on broken, empty, array or binary traces', async () => {
    const r = await check(rule, {
      iteration: '1\n',
      'traces/iter-1/a.json': '{"steps": [',
      'traces/iter-1/b.json': '',
      'traces/iter-1/c.json': '[{"verdict": "FAIL"}]',
      'traces/iter-1/d.json': Buffer.from([0, 1, 2, 0xff]),
      'traces/iter-1/e.json': JSON.stringify({ steps: [null, 7, { verdict: 3 }, 'FAIL'] }),
    });
    expect(r.status).toBe('pass');
  });
});
