import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-scratch-size.js';
import { cleanupTrees } from '../../helpers.js';
import { checkEpiphany, withState } from './helpers.js';

afterAll(cleanupTrees);

const lines = (n: number) => Array.from({ length: n }, (_, i) => `- note ${i + 1}`).join('\n') + '\n';
const run = (text: string | Buffer | null, ruleOptions: Record<string, unknown> = {}) =>
  checkEpiphany(rule, withState({ 'state/scratch.md': text }), { ruleOptions });

describe('epiphany-scratch-size', () => {
  it('passes on the clean example', async () => {
    const r = await checkEpiphany(rule, withState({}));
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/within the budget of 300/);
  });
  it('passes at exactly the default budget', async () => {
    const r = await run(lines(300));
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/300 lines/);
  });
  it('warns past the default budget, at the first line over it', async () => {
    const r = await run(lines(301));
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/301 lines, over the budget of 300/);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ line: 301 });
    expect(r.findings[0]!.file).toMatch(/state\/scratch\.md$/);
  });
  it('uses maxLines from the rule options', async () => {
    const r = await run(lines(12), { 'epiphany-scratch-size': { maxLines: 10 } });
    expect(r.status).toBe('warn');
    expect(r.findings[0]).toMatchObject({ line: 11 });
    const roomy = await run(lines(400), { 'epiphany-scratch-size': { maxLines: 500 } });
    expect(roomy.status).toBe('pass');
  });
  it('falls back to the default on an unusable option, and says so', async () => {
    const r = await run(lines(20), { 'epiphany-scratch-size': { maxLines: -3 } });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/maxLines -3 is not a positive integer; default 300 used/);
  });
  it('skips when there is no scratch file', async () => {
    const r = await run(null);
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(/does not exist/);
  });
  it('does not crash on an empty or binary scratch', async () => {
    const empty = await run('');
    expect(empty.status).toBe('pass');
    const binary = await run(Buffer.from([0, 0xff, 10, 0, 10]));
    expect(binary.internal_error).toBeUndefined();
  });
});
