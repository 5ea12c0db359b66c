import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-one-chosen.js';
import { cleanupTrees } from '../../helpers.js';
import { checkEpiphany, withState } from './helpers.js';

afterAll(cleanupTrees);

const run = (json: string | null) => checkEpiphany(rule, withState({ 'state/branches.json': json }));
const b = (id: string, status: string, objective?: string) => JSON.stringify({ id, hypothesis: `h ${id}`, status, ...(objective ? { objective } : {}) });

describe('epiphany-one-chosen', () => {
  it('passes on the clean example', async () => {
    const r = await checkEpiphany(rule, withState({}));
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/1 chosen branch/);
  });
  it('passes with one chosen branch per objective', async () => {
    const r = await run(`[\n${[b('b-1', 'chosen', 'latency'), b('b-2', 'chosen', 'memory'), b('b-3', 'rejected', 'latency')].join(',\n')}\n]`);
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/2 chosen branches, one per objective/);
  });
  it('passes when nothing is chosen yet', async () => {
    const r = await run(`[${b('b-1', 'open')}]`);
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/no branch chosen yet/);
  });
  it('fails on two chosen branches for one objective, at each status', async () => {
    const r = await run(`[\n${[b('b-1', 'chosen', 'latency'), b('b-2', 'open', 'latency'), b('b-3', 'chosen', 'latency')].join(',\n')}\n]`);
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/objective "latency": b-1, b-3/);
    expect(r.findings.map((f) => f.line)).toEqual([2, 4]);
    expect(r.findings[0]!.column).toBeGreaterThan(1);
  });
  it('groups branches that name no objective together', async () => {
    const r = await run(`[\n${[b('b-1', 'chosen'), b('b-2', 'chosen')].join(',\n')}\n]`);
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/branches without an objective/);
  });
  it('skips when branches.json is missing or does not parse', async () => {
    expect((await run(null)).status).toBe('skip');
    const bad = await run('{"branches": [');
    expect(bad.status).toBe('skip');
    expect(bad.detail).toMatch(/does not parse/);
  });
  it('does not crash on odd values', async () => {
    const r = await run('{"branches": [{"status": "chosen", "objective": 5}, {"status": "chosen", "objective": 5}, 1, null]}');
    expect(r.internal_error).toBeUndefined();
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/#1, #2/);
  });
});
