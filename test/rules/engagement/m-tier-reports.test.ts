// executor-iteration-structure and specialist-criteria-ack under --preset recommended run at tier M as well as L:
// §4-iter ("they MUST append … Without iteration headings on iter ≥ 2 … REJECT trigger") and the engagement-mode
// contract ("Open report with Criteria acknowledgement") name no tier, and M has a budget of 2 iterations. Not at S,
// whose relaxations merge its one specialist's report into handoff §2. Compat keeps the reference's tier L.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lint, selectRules } from '../../../packages/core/src/index.js';
import iterationStructure from '../../../rules/engagement/executor-iteration-structure.js';
import criteriaAck from '../../../rules/engagement/specialist-criteria-ack.js';
import { cleanupTrees, criteria, fakeSystem, makeEngagement, options } from '../../helpers.js';
import { repoRoot } from '../../cli-helpers.js';

afterAll(cleanupTrees);

const RULES = [iterationStructure, criteriaAck];
const IDS = RULES.map((r) => r.id);
const selected = (preset: 'compat' | 'recommended', tier: 'S' | 'M' | 'L') => selectRules(RULES, options({ preset }), { tier, compatPreset: true }).map((r) => r.id);
/** The two rules' results of a whole run over `dir`, by id (absent: the rule did not run at its tier). */
async function results(dir: string, preset: 'compat' | 'recommended') {
  const r = await lint(dir, { preset, git: false, system: fakeSystem(), now: new Date('2026-06-20T12:00:00Z') });
  return Object.fromEntries(r.checks.filter((c) => IDS.includes(c.name)).map((c) => [c.name, c]));
}

const DONE = '# Acceptance criteria\n\n## Done when\n- crit-1: After 5 failed logins the 6th attempt answers 429\n- crit-2: Tests cover the throttle\n';
const ACK = '### Criteria acknowledgement\n- crit-2: Tests cover the throttle\n';
const task = (id: string, owner: string, crit: string) => `---\nid: ${id}\nowner: ${owner}\nwave: 1\ncrit_refs: [${crit}]\nfiles: [src/${id}.ts]\n---\n# ${id}\n`;
/**
 * An engagement of `size` in its second iteration: iteration 1 was rejected on crit-2, handoff §4 says dev-qa was
 * re-dispatched in iteration 2, and dev-qa's report put that round's work inside `## Iteration 1`.
 */
const reworked = (size: string) => ({
  'criteria.md': criteria({ size }, DONE),
  iteration: '2',
  'tasks/t01-throttle.md': task('t01-throttle', 'dev-backend', 'crit-1'),
  'tasks/t02-tests.md': task('t02-tests', 'dev-qa', 'crit-2'),
  'acceptance-log.md': '# Acceptance log\n\n## Iteration 1 — 2026-06-10\n\n### Verdict: REJECT\nBlockers: crit-2 has no route test.\n',
  'handoff.md': '# Handoff — iteration 2\n\n## 4. Executor reports\n- dev-backend — `executor-reports/dev-backend.md` (iteration 1 only; not re-dispatched)\n- dev-qa — `executor-reports/dev-qa.md` (re-dispatched in iteration 2)\n',
  'executor-reports/dev-backend.md': '# dev-backend\n\n## Iteration 1\n### Criteria acknowledgement\n- crit-1: After 5 failed logins the 6th attempt answers 429\n',
  'executor-reports/dev-qa.md': `# dev-qa\n\n## Iteration 1\n${ACK}\n### Rework after review\n- Added the route test for crit-2.\n`,
});
/** An engagement of `size` in its first iteration whose dev-qa report opens with no Criteria acknowledgement. */
const unacknowledged = (size: string) => ({
  'criteria.md': criteria({ size }, DONE),
  iteration: '1',
  'executor-reports/dev-backend.md': '# dev-backend\n\n## Iteration 1\n### Criteria acknowledgement\n- crit-1: After 5 failed logins the 6th attempt answers 429\n',
  'executor-reports/dev-qa.md': '# dev-qa\n\n## Iteration 1\n### What was done\n- Added the route tests.\n',
});

describe('the tiers the two rules run at', () => {
  it('recommended: M and L, not S', () => {
    expect(selected('recommended', 'M')).toEqual(IDS);
    expect(selected('recommended', 'L')).toEqual(IDS);
    expect(selected('recommended', 'S')).toEqual([]);
  });
  it('compat: L only, as the reference', () => {
    expect(selected('compat', 'M')).toEqual([]);
    expect(selected('compat', 'L')).toEqual(IDS);
  });
});

describe('an M engagement under --preset recommended', () => {
  it('fails a re-dispatched specialist whose report has no `## Iteration 2`', async () => {
    const got = await results(makeEngagement(reworked('M')), 'recommended');
    expect(got['executor-iteration-structure']?.status).toBe('fail');
    expect(got['executor-iteration-structure']?.detail).toContain('dev-qa.md');
    expect(got['specialist-criteria-ack']?.status).toBe('pass');
  });
  it('fails a report that opens with no Criteria acknowledgement', async () => {
    const got = await results(makeEngagement(unacknowledged('M')), 'recommended');
    expect(got['specialist-criteria-ack']?.status).toBe('fail');
    expect(got['specialist-criteria-ack']?.detail).toContain('dev-qa.md');
  });
  it('compat does not run either at M', async () => {
    expect(await results(makeEngagement(reworked('M')), 'compat')).toEqual({});
    expect(await results(makeEngagement(unacknowledged('M')), 'compat')).toEqual({});
  });
  it('S runs neither: its one report may be merged into handoff §2', async () => {
    expect(await results(makeEngagement(reworked('S')), 'recommended')).toEqual({});
    expect(await results(makeEngagement(unacknowledged('S')), 'recommended')).toEqual({});
  });
  it('the clean M example passes both', async () => {
    const got = await results(path.join(repoRoot, 'examples/clean-M/engagement'), 'recommended');
    expect(Object.keys(got).sort()).toEqual([...IDS].sort());
    expect(got['executor-iteration-structure']?.status).toBe('skip');
    expect(got['specialist-criteria-ack']?.status).toBe('pass');
  });
});
