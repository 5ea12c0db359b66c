import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-map-schema.js';
import { cleanupTrees } from '../../helpers.js';
import { checkEpiphany, withState } from './helpers.js';

afterAll(cleanupTrees);

const run = (map: string | Buffer | null) => checkEpiphany(rule, withState({ 'state/map.yaml': map }));

describe('epiphany-map-schema', () => {
  it('passes on the clean example', async () => {
    const r = await checkEpiphany(rule, withState({}));
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/6 map sections match/);
  });
  it('accepts empty sections and tolerated key spellings', async () => {
    const r = await run('objectives:\nconstraints: []\naccepted design:\n  - text: x\n    evidence: ev-1\ncurrent-status: verifying\n');
    expect(r.status).toBe('pass');
  });
  it('fails on a section of the wrong type, at its key', async () => {
    const r = await run('objectives:\n  - x\nconstraints: No new dependencies\n');
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ line: 3, column: 1 });
    expect(r.findings[0]!.message).toMatch(/constraints must be a list or empty/);
  });
  it('locates errors inside entries, even under a tolerated key spelling', async () => {
    const map = 'objectives:\n  - x\naccepted-design:\n  - text: ok\n    evidence: ev-1\n  - evidence: ev-2\n  - text: y\n    evidence: 7\n';
    const r = await run(map);
    expect(r.status).toBe('fail');
    const byLine = Object.fromEntries(r.findings.map((f) => [f.line, f.message]));
    expect(byLine[6]).toMatch(/accepted_design\[1\] lacks the required key `text`/);
    expect(byLine[8]).toMatch(/accepted_design\[2\]\.evidence must be a string or a list/);
    expect(r.findings.find((f) => f.line === 8)!.column).toBe(5);
  });
  it('fails on a rejected path whose branches are not a list of ids', async () => {
    const r = await run('rejected_paths:\n  - text: x\n    reason: y\n    branches: b-1\n');
    expect(r.status).toBe('fail');
    expect(r.findings[0]).toMatchObject({ line: 4 });
  });
  it('skips when map.yaml is missing or does not parse', async () => {
    expect((await run(null)).status).toBe('skip');
    const bad = await run('objectives: [x\n');
    expect(bad.status).toBe('skip');
    expect(bad.detail).toMatch(/does not parse/);
  });
  it('does not crash on garbage', async () => {
    const r = await run(Buffer.from('objectives:\n  - \u0000\u0001\u00ff\n\t- ]]:\n'));
    expect(r.internal_error).toBeUndefined();
  });
});
