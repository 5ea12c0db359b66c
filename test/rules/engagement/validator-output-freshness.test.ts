import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/validator-output-freshness.js';
import { check, cleanupTrees } from '../../helpers.js';

afterAll(cleanupTrees);

const out = (name: string) => ({ [`validation-outputs/${name}`]: '{"verdict": "approved"}' });

describe('validator-output-freshness', () => {
  it('skips without a counter, with an unparseable one, and before iteration 2', async () => {
    expect((await check(rule, out('code-reviewer-iter-1-a.json'))).detail).toBe('iter counter missing — first iteration');
    expect((await check(rule, { iteration: 'two', ...out('x-iter-1-a.json') })).detail).toBe('iter counter unparseable');
    const r = await check(rule, { iteration: '1\n', ...out('x-iter-1-a.json') });
    expect(r.status).toBe('skip');
    expect(r.detail).toBe('iter=1, freshness only meaningful from iter 2+');
  });

  it('skips without outputs, and is never promoted by --mode ready', async () => {
    const r = await check(rule, { iteration: '2' }, { options: { mode: 'ready' } });
    expect(r.status).toBe('skip');
    expect(r.detail).toBe('validation-outputs/ missing');
    expect((await check(rule, { iteration: '2', 'validation-outputs/notes.txt': 'x' })).detail).toBe('no validator output files');
  });

  it('passes when an output carries the current iteration', async () => {
    const r = await check(rule, { iteration: '3', ...out('code-reviewer-iter-2-a.json'), ...out('code-reviewer-iter-3-b.json') });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('validator outputs include iter-3 files');
  });

  it('fails when every output is from an earlier iteration, listing at most five', async () => {
    const files = Object.assign({}, ...[1, 2, 3, 4, 5, 6].map((k) => out(`v${k}-iter-1-t.json`)));
    const r = await check(rule, { iteration: '2', ...files, ...out('v-iter-12-t.json') });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/^iter=2 but all validator-outputs are from prior iterations: v-iter-12-t\.json, v1-iter-1-t\.json/);
    expect(r.detail).toMatch(/\(\+2 more\)$/);
    expect(r.findings[0]).toMatchObject({ file: 'engagement/iteration', line: 1 });
  });

  it('needs the -iter-N- marker, not just the number somewhere in the name', async () => {
    const r = await check(rule, { iteration: '2', ...out('code-reviewer-2.json'), ...out('code-reviewer-iter-2.json') });
    expect(r.status).toBe('fail');
  });

  it('survives garbage outputs and a directory named like an output', async () => {
    const r = await check(rule, { iteration: '2', 'validation-outputs/x-iter-2-a.json': Buffer.from([0, 0xff]), 'validation-outputs/dir-iter-1-.json/': '' });
    expect(r.status).toBe('pass');
  });
});
