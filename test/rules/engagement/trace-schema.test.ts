import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/trace-schema.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';

afterAll(cleanupTrees);

const step = { action: 'click', selector: '#quarter', expected: 'popover opens', observed: 'popover opens', verdict: 'PASS' };
const trace = (over: Record<string, unknown> = {}) => JSON.stringify({ flow: 'quarter-preset', iteration: 1, captured_at: '2026-05-06T14:32:00Z', steps: [step], ...over }, null, 2);
const ux = (v: string) => ({ 'criteria.md': criteria({ ux_heavy: v }) });

describe('trace-schema', () => {
  it('skips when ux_heavy is false (or anything else)', async () => {
    for (const v of ['false', 'maybe']) {
      const r = await check(rule, { ...ux(v), 'traces/iter-1/a.json': '[]' });
      expect(r.status).toBe('skip');
      expect(r.detail).toBe('ux_heavy=false, traces not applicable');
    }
  });

  it('without traces: skips for minor, fails for true at the ux_heavy line', async () => {
    const minor = await check(rule, ux('minor'));
    expect(minor.status).toBe('skip');
    expect(minor.detail).toBe('no traces (ux_heavy=minor permits)');
    const strict = await check(rule, { ...ux('true'), 'traces/iter-1/notes.txt': 'x' });
    expect(strict.status).toBe('fail');
    expect(strict.detail).toBe('ux_heavy=true requires traces/ but none present');
    expect(strict.findings[0]).toMatchObject({ file: 'engagement/criteria.md', line: 5 });
  });

  it('passes valid traces found recursively', async () => {
    const r = await check(rule, { ...ux('true'), 'traces/iter-1/a.json': trace(), 'traces/iter-2/dark/b.json': trace({ iteration: 2 }) });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('2 traces valid');
  });

  it('fails on schema violations, each located in the trace', async () => {
    const r = await check(rule, {
      ...ux('minor'),
      'traces/iter-1/a.json': trace({ iteration: '1', captured_at: undefined }),
      'traces/iter-1/b.json': trace({ steps: [step, { action: 'type', verdict: 'ok' }] }),
      'traces/iter-1/c.json': trace({ steps: [] }),
      'traces/iter-1/good.json': trace(),
    });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('3 traces violate schema: iter-1/a.json, iter-1/b.json, iter-1/c.json');
    const a = r.findings.filter((f) => f.file.endsWith('a.json'));
    expect(a.map((f) => f.message)).toEqual(['missing "captured_at"', '"iteration" must be an integer, found a string "1"']);
    expect(a[1]!.line).toBe(3);
    const b = r.findings.filter((f) => f.file.endsWith('b.json'));
    expect(b.map((f) => f.message)).toEqual(['step 2 lacks selector, expected, observed', 'step 2 verdict "ok" is not PASS or FAIL']);
    expect(b[0]!.line).toBe(13);
    expect(b[1]!.line).toBe(15);
    expect(r.findings.find((f) => f.file.endsWith('c.json'))!.message).toBe('"steps" must be a non-empty array, found an empty array');
  });

  it('reads keys and values as the reference does: null values are present, a null verdict passes, NaN parses', async () => {
    const r = await check(rule, {
      ...ux('true'),
      'traces/a.json': trace({ flow: null, captured_at: null, steps: [{ ...step, verdict: null }] }),
      'traces/b.json': trace({ captured_at: '', steps: [{ ...step, observed: { lcp: 'NaN' } }] }).replace('"NaN"', 'NaN'),
    });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('2 traces valid');
  });

  it('fails a captured_at that is not an ISO 8601 timestamp, as the reference does', async () => {
    const good = ['2026-05-06', '2026-05-06T14:32', '2026-05-06 14:32:00.123+03:00', '2026-05-06T14:32:00.123456Z', '20260506T143200', '2026-W19-3T10:00'];
    for (const at of good) {
      const r = await check(rule, { ...ux('true'), 'traces/a.json': trace({ captured_at: at }) });
      expect(r.status, at).toBe('pass');
    }
    for (const at of ['yesterday', '2026-02-30T10:00:00Z', '06/05/2026 14:32', '2026-05-06T25:00', 1715000000]) {
      const r = await check(rule, { ...ux('true'), 'traces/a.json': trace({ captured_at: at }) });
      expect(r.status, String(at)).toBe('fail');
      expect(r.findings[0]!.message).toMatch(/"captured_at" .* is not an ISO 8601 timestamp/);
      expect(r.findings[0]!.line).toBe(4);
    }
  });

  it('reports invalid JSON at its line, and arrays or scalars as findings', async () => {
    const r = await check(rule, {
      ...ux('true'),
      'traces/a.json': '{\n  "flow": "x",\n  "steps": [\n}',
      'traces/b.json': '[]',
      'traces/c.json': '"trace"',
      'traces/d.json': trace({ steps: ['click'] }),
    });
    expect(r.status).toBe('fail');
    expect(r.findings.find((f) => f.file.endsWith('a.json'))!.line).toBe(4);
    expect(r.findings.find((f) => f.file.endsWith('b.json'))!.message).toBe('a trace must be a JSON object, found an array');
    expect(r.findings.find((f) => f.file.endsWith('c.json'))!.message).toBe('a trace must be a JSON object, found a string');
    expect(r.findings.find((f) => f.file.endsWith('d.json'))!.message).toBe('step 1 must be an object, found a string');
  });

  it('survives empty and binary traces', async () => {
    const r = await check(rule, { ...ux('true'), 'traces/a.json': '', 'traces/b.json': Buffer.from([0, 0xff, 0xfe]) });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/^2 traces violate schema/);
  });
});
