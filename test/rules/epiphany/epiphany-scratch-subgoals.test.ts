import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-scratch-subgoals.js';
import { cleanupTrees } from '../../helpers.js';
import { checkEpiphany, withState } from './helpers.js';

afterAll(cleanupTrees);

const run = (text: string | Buffer | null) => checkEpiphany(rule, withState({ 'state/scratch.md': text }));

describe('epiphany-scratch-subgoals', () => {
  it('passes on the clean example', async () => {
    const r = await checkEpiphany(rule, withState({}));
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/one subgoal: "Subgoal: write the review summary"/);
  });
  it('fails on a second subgoal heading at the same level, at that heading', async () => {
    const r = await run('## Subgoal: cold tenants\n\n- q1\n\n## Sub-goal: flaky ingest\n- q2\n');
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/holds 2 subgoals/);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ line: 5 });
    expect(r.findings[0]!.message).toMatch(/second subgoal heading "Sub-goal: flaky ingest"/);
  });
  it('warns on a subgoal heading nested under another (it may be a decomposition)', async () => {
    const r = await run('# Subgoal: cold tenants\n\n- q1\n\n## Sub-goal: flaky ingest\n- q2\n');
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/holds 2 subgoals/);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ line: 5 });
    expect(r.findings[0]!.message).toMatch(/second subgoal heading "Sub-goal: flaky ingest"/);
  });
  it('counts level-1 headings when no heading says subgoal', async () => {
    const r = await run('# Cold tenants\n## Questions\n# Flaky ingest\n');
    expect(r.status).toBe('warn');
    expect(r.findings[0]).toMatchObject({ line: 3 });
  });
  it('passes with several sub-headings under one subgoal and ignores fenced headings', async () => {
    const r = await run('# Subgoal: cold tenants\n## Open questions\n## Candidate checks\n```md\n# Subgoal: not a heading\n```\n');
    expect(r.status).toBe('pass');
  });
  it('passes a scratch without headings', async () => {
    const r = await run('- just a note\n');
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/names no subgoal heading/);
  });
  it('skips when there is no scratch file', async () => {
    const r = await run(null);
    expect(r.status).toBe('skip');
  });
  it('does not crash on garbage', async () => {
    const r = await run(Buffer.from([0x23, 0, 0xff, 10, 0x23, 0x23, 10]));
    expect(r.internal_error).toBeUndefined();
  });
});
