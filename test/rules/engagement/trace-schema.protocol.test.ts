import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/trace-schema.js';
import { selectRules } from '../../../packages/core/src/engine.js';
import { cleanupTrees, criteria, options } from '../../helpers.js';
import { underBoth } from './presets.js';

afterAll(cleanupTrees);

const trace = (capturedAt: string, verdict = 'PASS') =>
  JSON.stringify({ flow: 'export', iteration: 1, captured_at: capturedAt, steps: [{ action: 'click', selector: '#export', expected: 'csv', observed: 'csv', verdict }] }, null, 2);

describe('trace-schema under the protocol', () => {
  it('an unreadable captured_at warns instead of failing', async () => {
    const r = await underBoth(rule, { 'criteria.md': criteria({ size: 'L', ux_heavy: 'true' }), 'traces/iter-1/export.json': trace('yesterday afternoon') });
    expect(r.recommended.status).toBe('warn');
    expect(r.recommended.findings[0]).toMatchObject({ file: 'engagement/traces/iter-1/export.json', line: 4 });
    expect(r.compat.status).toBe('fail');
  });

  it('a broken step still fails under both presets', async () => {
    const r = await underBoth(rule, { 'criteria.md': criteria({ size: 'L', ux_heavy: 'true' }), 'traces/iter-1/export.json': trace('yesterday', 'OK') });
    expect(r.recommended.status).toBe('fail');
    expect(r.compat.status).toBe('fail');
  });

  it('runs at M under recommended, where an ux_heavy: minor engagement hands over prose traces', () => {
    expect(selectRules([rule], options({ preset: 'recommended' }), { tier: 'M' }).map((r) => r.id)).toEqual(['trace-schema']);
    expect(selectRules([rule], options({ preset: 'compat' }), { tier: 'M' })).toEqual([]);
  });
});
