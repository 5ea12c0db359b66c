import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/iteration-budget.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';

afterAll(cleanupTrees);

const size = (s: string) => criteria({ size: s });

describe('iteration-budget', () => {
  it.each([
    ['S', '1'],
    ['M', '2'],
    ['L', '3'],
  ])('passes size %s at iteration %s', async (s, n) => {
    const r = await check(rule, { 'criteria.md': size(s), iteration: `${n}\n` });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(new RegExp(`budget of ${n} \\(size ${s}\\)`));
  });
  it.each([
    ['S', '2', 1],
    ['M', '3', 2],
    ['L', '4', 3],
  ])('fails size %s at iteration %s without authorisation', async (s, n, budget) => {
    const r = await check(rule, { 'criteria.md': size(s), iteration: `${n}\n` });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe(`iteration ${n} is over the budget of ${budget} (size ${s}) and no user authorisation is recorded`);
    expect(r.findings[0]).toMatchObject({ file: 'engagement/iteration', line: 1 });
  });
  it('adds one iteration after an auto-promote recorded in scope-sync.md', async () => {
    const files = { 'criteria.md': size('M'), iteration: '3\n', 'scope-sync.md': '# Scope sync\n\n## Auto-promote — 2026-11-29 10:00\n- size: S → M\n' };
    const r = await check(rule, files);
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/budget of 3 \(size M \+ 1 after auto-promote \(scope-sync.md:L3\)\)/);
    expect((await check(rule, { ...files, iteration: '4\n' })).status).toBe('fail');
  });
  it('passes over budget when the user authorised another round', async () => {
    const r = await check(rule, {
      'criteria.md': size('M'),
      iteration: '3\n',
      'scope-sync.md': '# Scope sync\n\n## User authorisation — iteration 3 — 2026-11-30\n- user: "продолжаем"\n',
    });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/user authorisation at engagement\/scope-sync.md:L3/);
  });
  it('does not read an escalation request as an authorisation', async () => {
    const r = await check(rule, {
      'criteria.md': size('M'),
      iteration: '3\n',
      'acceptance-log.md': '## Iteration 2\n### Verdict: REJECT\nEscalated to the user with the current blockers; awaiting an answer.\n',
    });
    expect(r.status).toBe('fail');
  });
  it('skips without a counter or with a garbage one', async () => {
    expect((await check(rule, { 'criteria.md': size('M') })).status).toBe('skip');
    const r = await check(rule, { 'criteria.md': size('M'), iteration: Buffer.from([0xff, 0, 0x33]) });
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(/not an integer/);
  });
});

describe('iteration-budget: an authorisation covers the iteration it names', () => {
  it('fails iteration 5 when the user authorised iteration 4 only', async () => {
    const files = { 'criteria.md': size('L'), 'scope-sync.md': '# Scope sync\n\n## User authorisation — iteration 4 — 2026-11-30\n' };
    expect((await check(rule, { ...files, iteration: '4\n' })).status).toBe('pass');
    const r = await check(rule, { ...files, iteration: '5\n' });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('iteration 5 is over the budget of 3 (size L); the recorded user authorisations cover iterations up to 4 only (first at engagement/scope-sync.md:L3)');
    expect(r.findings[0]).toMatchObject({ file: 'engagement/iteration', line: 1 });
  });
  it('counts a go-ahead that names no iteration as one more round each', async () => {
    const one = { 'criteria.md': size('M'), 'scope-sync.md': '# Scope sync\n- user: "продолжаем"\n' };
    expect((await check(rule, { ...one, iteration: '3\n' })).status).toBe('pass');
    expect((await check(rule, { ...one, iteration: '4\n' })).status).toBe('fail');
  });
});
