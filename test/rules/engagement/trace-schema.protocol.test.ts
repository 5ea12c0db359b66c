import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/trace-schema.js';
import { selectRules } from '../../../packages/core/src/engine.js';
import { cleanupTrees, criteria, options } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

afterAll(cleanupTrees);

const trace = (capturedAt: string, verdict = 'PASS') =>
  JSON.stringify({ flow: 'export', iteration: 1, captured_at: capturedAt, steps: [{ action: 'click', selector: '#export', expected: 'csv', observed: 'csv', verdict }] }, null, 2);
const files = (t: string) => ({ 'criteria.md': criteria({ size: 'L', ux_heavy: 'true' }), 'traces/iter-1/export.json': t });
const TRACE = 'engagement/traces/iter-1/export.json';
const unreadable = files(trace('yesterday afternoon'));
const brokenStep = files(trace('yesterday', 'OK'));
const capturedAt = (v: string) => ({ file: TRACE, line: 4, column: 3, message: `"captured_at" "${v}" is not an ISO 8601 timestamp` });
const badVerdict = { file: TRACE, line: 11, column: 7, message: 'step 1 verdict "OK" is not PASS or FAIL' };

ruleTester(rule, {
  invalid: [
    {
      name: 'recommended: an unreadable captured_at warns instead of failing',
      status: 'warn',
      files: unreadable,
      options: { preset: 'recommended' },
      detail: /^1 traces valid; 1 with an unreadable captured_at/,
      findings: [capturedAt('yesterday afternoon')],
    },
    { name: 'compat: an unreadable captured_at fails', files: unreadable, options: { preset: 'compat' }, findings: [capturedAt('yesterday afternoon')] },
    { name: 'recommended: a broken step still fails', files: brokenStep, options: { preset: 'recommended' }, detail: /^1 traces violate schema/, findings: [badVerdict] },
    { name: 'compat: a broken step fails', files: brokenStep, options: { preset: 'compat' }, findings: [capturedAt('yesterday'), badVerdict] },
  ],
});

describe('trace-schema tiers', () => {
  it('runs at M under recommended, where an ux_heavy: minor engagement hands over prose traces', () => {
    expect(selectRules([rule], options({ preset: 'recommended' }), { tier: 'M' }).map((r) => r.id)).toEqual(['trace-schema']);
    expect(selectRules([rule], options({ preset: 'compat' }), { tier: 'M' })).toEqual([]);
  });
});
