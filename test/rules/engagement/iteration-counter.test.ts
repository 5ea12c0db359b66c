import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/iteration-counter.js';
import { check, cleanupTrees } from '../../helpers.js';

afterAll(cleanupTrees);

const log = (...ns: number[]) => ['# Acceptance log', ...ns.map((n) => `\n## Iteration ${n} — 2026-05-0${n}\n\n### Verdict: REJECT`), ''].join('\n');

describe('iteration-counter', () => {
  it('skips on the first handoff (no counter, no acceptance log)', async () => {
    const r = await check(rule, { 'handoff.md': '# h\n' });
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(/first handoff/);
  });

  it('fails when the counter is missing but acceptance-log.md exists', async () => {
    const r = await check(rule, { 'acceptance-log.md': log(1) });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('engagement/iteration file missing but acceptance-log.md exists');
    expect(r.findings[0]).toMatchObject({ file: 'engagement/acceptance-log.md', line: 3 });
  });

  it.each([['two\n'], [''], ['2.5'], ['1 2']])('fails a counter that is not an integer: %j', async (raw) => {
    const r = await check(rule, { iteration: raw });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/engagement\/iteration is not an integer/);
    expect(r.findings[0]).toMatchObject({ file: 'engagement/iteration', line: 1 });
  });

  it('passes a counter equal to the latest iteration or one more', async () => {
    const same = await check(rule, { iteration: '2\n', 'acceptance-log.md': log(1, 2) });
    expect(same.status).toBe('pass');
    expect(same.detail).toBe('counter=2 (acceptance-log latest iteration 2)');
    const next = await check(rule, { iteration: ' 3 \n', 'acceptance-log.md': log(1, 2) });
    expect(next.status).toBe('pass');
  });

  it('fails a counter that disagrees with the acceptance log', async () => {
    const r = await check(rule, { iteration: '4', 'acceptance-log.md': log(1, 2) });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('counter=4 but acceptance-log iterations=[1, 2]; expected 2 or 3');
    const low = await check(rule, { iteration: '1', 'acceptance-log.md': log(1, 2) });
    expect(low.status).toBe('fail');
  });

  it('passes any integer when the log has no level-2 iteration headings outside fences', async () => {
    const text = '# Log\n### Iteration 7\n```\n## Iteration 9\n```\n';
    const r = await check(rule, { iteration: '1', 'acceptance-log.md': text });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('counter=1');
  });

  it('does not crash on binary files or a folder named iteration', async () => {
    const bin = await check(rule, { iteration: Buffer.from([0, 0xff, 0xfe]), 'acceptance-log.md': Buffer.from([0xff, 0]) });
    expect(bin.status).toBe('fail');
    const dir = await check(rule, { 'iteration/': '' });
    expect(dir.status).toBe('skip');
  });
});
