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
