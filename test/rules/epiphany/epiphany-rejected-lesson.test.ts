import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-rejected-lesson.js';
import { cleanupTrees } from '../../helpers.js';
import { checkEpiphany, withState } from './helpers.js';

afterAll(cleanupTrees);

const branches = JSON.stringify([
  { id: 'b-1', hypothesis: 'h1', status: 'rejected', reason: 'too slow' },
  { id: 'b-2', hypothesis: 'h2', status: 'rejected', reason: 'too big' },
], null, 2);

describe('epiphany-rejected-lesson', () => {
  it('passes on the clean example', async () => {
    const r = await checkEpiphany(rule, withState({}));
    expect(r.status).toBe('pass');
  });
  it('accepts a rejected path that names several branches', async () => {
    const map = 'rejected_paths:\n  - text: x\n    reason: y\n    branches: [b-1, b-2]\n';
    const r = await checkEpiphany(rule, withState({ 'state/map.yaml': map, 'state/branches.json': branches }));
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/all 2 rejected branches/);
  });
  it('warns on a rejected branch that no rejected path names, at its status', async () => {
    const map = 'rejected_paths:\n  - text: x\n    reason: y\n    branch: b-1\n';
    const r = await checkEpiphany(rule, withState({ 'state/map.yaml': map, 'state/branches.json': branches }));
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/1 of 2 rejected branches/);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ line: 11, column: 5 });
    expect(r.findings[0]!.message).toMatch(/rejected branch b-2 has no rejected_paths entry/);
  });
  it('warns when the map has no rejected_paths at all', async () => {
    const r = await checkEpiphany(rule, withState({ 'state/map.yaml': 'objectives: [x]\n', 'state/branches.json': branches }));
    expect(r.status).toBe('warn');
    expect(r.findings).toHaveLength(2);
  });
  it('skips without branches.json, without rejected branches, or with an unparseable map', async () => {
    const none = await checkEpiphany(rule, withState({ 'state/branches.json': null }));
    expect(none.status).toBe('skip');
    expect(none.detail).toMatch(/does not exist yet/);
    const open = await checkEpiphany(rule, withState({ 'state/branches.json': '[{"id": "b", "hypothesis": "h", "status": "open"}]' }));
    expect(open.status).toBe('skip');
    expect(open.detail).toMatch(/no rejected branch/);
    const bad = await checkEpiphany(rule, withState({ 'state/map.yaml': ': : :\n  - [' }));
    expect(bad.status).toBe('skip');
    expect(bad.detail).toMatch(/does not parse/);
  });
  it('does not crash on branches of the wrong shape', async () => {
    const r = await checkEpiphany(rule, withState({ 'state/branches.json': '{"branches": [null, 3, "x", {"status": "rejected"}]}' }));
    expect(r.internal_error).toBeUndefined();
    expect(r.status).toBe('warn');
    expect(r.findings[0]!.message).toMatch(/#4/);
  });
});
