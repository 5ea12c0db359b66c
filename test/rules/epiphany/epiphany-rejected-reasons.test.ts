import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-rejected-reasons.js';
import { cleanupTrees } from '../../helpers.js';
import { checkEpiphany, withState } from './helpers.js';

afterAll(cleanupTrees);

const branches = (...list: object[]) => JSON.stringify({ branches: list }, null, 2);

describe('epiphany-rejected-reasons', () => {
  it('passes on the clean example', async () => {
    const r = await checkEpiphany(rule, withState({}));
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/all 2 rejected paths and branches record a reason/);
  });
  it('fails on a rejected path written as a bare sentence', async () => {
    const map = 'objectives: [x]\nrejected_paths:\n  - Precompute every result nightly\n';
    const r = await checkEpiphany(rule, withState({ 'state/map.yaml': map, 'state/branches.json': null }));
    expect(r.status).toBe('fail');
    expect(r.findings[0]).toMatchObject({ line: 3, column: 5 });
    expect(r.findings[0]!.message).toMatch(/"Precompute every result nightly" has no reason/);
    expect(r.detail).toMatch(/not checked: .*branches\.json does not exist yet/);
  });
  it('fails on an empty reason, at the reason key', async () => {
    const map = 'rejected_paths:\n  - text: x\n    branch: b-precompute\n    reason: "  "\n';
    const r = await checkEpiphany(rule, withState({ 'state/map.yaml': map }));
    expect(r.status).toBe('fail');
    expect(r.findings[0]).toMatchObject({ line: 4 });
    expect(r.findings[0]!.message).toMatch(/an empty reason/);
  });
  it('fails on a rejected branch without a reason, at its status', async () => {
    const json = branches({ id: 'b-1', hypothesis: 'h', status: 'open' }, { id: 'b-2', hypothesis: 'h', status: 'rejected' });
    const r = await checkEpiphany(rule, withState({ 'state/branches.json': json }));
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]!.file).toMatch(/state\/branches\.json$/);
    expect(r.findings[0]).toMatchObject({ line: 11, column: 7 });
    expect(r.findings[0]!.message).toMatch(/rejected branch b-2 has no reason/);
  });
  it('skips when nothing has been rejected', async () => {
    const r = await checkEpiphany(rule, withState({ 'state/map.yaml': 'objectives: [x]\n', 'state/branches.json': branches({ id: 'b-1', hypothesis: 'h', status: 'open' }) }));
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(/nothing rejected yet/);
  });
  it('checks the branches when the map does not parse', async () => {
    const r = await checkEpiphany(rule, withState({ 'state/map.yaml': 'a: [\n' }));
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/map\.yaml does not parse/);
  });
  it('does not crash on garbage in both files', async () => {
    const r = await checkEpiphany(rule, withState({ 'state/map.yaml': Buffer.from([0xff, 0, 0x3a]), 'state/branches.json': '[[[' }));
    expect(r.internal_error).toBeUndefined();
    expect(r.status).toBe('skip');
  });
});
