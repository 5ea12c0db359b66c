import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/acceptance-log-paths.js';
import { check, cleanupTrees } from '../../helpers.js';

afterAll(cleanupTrees);

describe('acceptance-log-paths', () => {
  it('skips without acceptance-log.md, and stays a skip in --mode ready', async () => {
    const r = await check(rule, {}, { options: { mode: 'ready' } });
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(/not yet written/);
  });

  it('skips before a `Verdict: ACCEPT`, even with phantom paths and in --mode ready', async () => {
    const log = '# Acceptance\n## Iteration 1\n### Verdict: REJECT\n- `src/missing.ts`\n';
    const r = await check(rule, { 'acceptance-log.md': log }, { options: { mode: 'ready' } });
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(/no `Verdict: ACCEPT`/);
  });

  it('needs the exact text `Verdict: ACCEPT`, as the reference does: a bold label is not a verdict here', async () => {
    for (const verdict of ['**Verdict:** ACCEPT', 'Verdict:ACCEPT', 'verdict: accept']) {
      const r = await check(rule, { 'acceptance-log.md': `# Acceptance\n${verdict}\n- \`src/missing.ts\`\n` });
      expect(r.status, verdict).toBe('skip');
    }
  });

  it('passes when the evidence of an accepted log exists', async () => {
    const log = '# Acceptance\n## Iteration 1\n### Verdict: ACCEPT\n- evidence `engagement/validation-outputs/cr-iter-1-x.json`\n';
    const r = await check(rule, { 'acceptance-log.md': log, 'validation-outputs/cr-iter-1-x.json': '{}' });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('1 cited evidence paths exist');
  });

  it('fails with the phantom evidence paths and their lines', async () => {
    const log = '# Acceptance\n\nVerdict: ACCEPTED\n\nChecked engagement/traces/iter-1/checkout.json and `../outside.md`.\n';
    const r = await check(rule, { 'acceptance-log.md': log });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('phantom evidence paths: engagement/traces/iter-1/checkout.json; paths outside the project root: ../outside.md');
    expect(r.findings.map((f) => [f.file, f.line])).toEqual([
      ['engagement/acceptance-log.md', 5],
      ['engagement/acceptance-log.md', 5],
    ]);
  });

  it('does not crash on a binary acceptance log', async () => {
    const r = await check(rule, { 'acceptance-log.md': Buffer.concat([Buffer.from('Verdict: ACCEPT\n'), Buffer.from([0, 0xff, 0xfe])]) });
    expect(['pass', 'fail']).toContain(r.status);
  });
});
