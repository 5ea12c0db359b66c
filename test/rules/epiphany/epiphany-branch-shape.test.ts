import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-branch-shape.js';
import { cleanupTrees } from '../../helpers.js';
import { checkEpiphany, withState } from './helpers.js';

afterAll(cleanupTrees);

const run = (json: string | Buffer | null) => checkEpiphany(rule, withState({ 'state/branches.json': json }));

describe('epiphany-branch-shape', () => {
  it('passes on the clean example', async () => {
    const r = await checkEpiphany(rule, withState({}));
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/2 branches/);
  });
  it('accepts the bare list form', async () => {
    const r = await run('[{"id": "b-1", "hypothesis": "h", "status": "verified", "objective": "latency"}]');
    expect(r.status).toBe('pass');
  });
  it('fails on a branch without a hypothesis and with an unknown status, with their lines', async () => {
    const json = '{\n  "branches": [\n    {\n      "id": "b-1",\n      "status": "maybe"\n    }\n  ]\n}\n';
    const r = await run(json);
    expect(r.status).toBe('fail');
    const lacks = r.findings.find((f) => /lacks the required key `hypothesis`/.test(f.message));
    expect(lacks).toMatchObject({ line: 3, column: 5 });
    const status = r.findings.find((f) => /status must be one of: open, verified, chosen, rejected \(found "maybe"\)/.test(f.message));
    expect(status).toMatchObject({ line: 5, column: 7 });
  });
  it('fails on a blank hypothesis and a numeric id', async () => {
    const r = await run('{"branches": [{"id": 7, "hypothesis": "   ", "status": "open"}]}');
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => f.message).join('\n')).toMatch(/branches\[0\]\.id must be a string, found number 7/);
    expect(r.findings.map((f) => f.message).join('\n')).toMatch(/branches\[0\]\.hypothesis must not be blank/);
  });
  it('fails on a reused id, at the second one', async () => {
    const json = '[\n  {"id": "b-1", "hypothesis": "h", "status": "open"},\n  {"id": "b-1", "hypothesis": "k", "status": "open"}\n]\n';
    const r = await run(json);
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ line: 3, column: 4 });
    expect(r.findings[0]!.message).toMatch(/b-1 is used again \(first on line 2\)/);
  });
  it('fails on invalid JSON with line and column', async () => {
    const r = await run('{\n  "branches": [\n    {"id": "b-1",}\n  ]\n}\n');
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/does not parse: invalid JSON/);
    expect(r.findings[0]!.line).toBe(3);
  });
  it('fails on an object without branches and on a scalar', async () => {
    const obj = await run('{"candidates": []}');
    expect(obj.status).toBe('fail');
    expect(obj.findings[0]!.message).toMatch(/lacks the required key `branches`/);
    const scalar = await run('"b-1"');
    expect(scalar.findings[0]!.message).toMatch(/must be an object or a list/);
  });
  it('fails on an empty file', async () => {
    const r = await run('');
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/empty file/);
  });
  it('skips when branches.json does not exist yet', async () => {
    const r = await run(null);
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(/does not exist yet/);
  });
  it('does not crash on binary garbage', async () => {
    const r = await run(Buffer.from([0x7b, 0, 0xff, 0x22, 0x0a, 0x5d]));
    expect(r.internal_error).toBeUndefined();
    expect(r.status).toBe('fail');
  });
});
