import { afterAll, describe, expect, it } from 'vitest';
import selfAcceptanceDelta from '../../../rules/engagement/self-acceptance-delta.js';
import tasksIndex from '../../../rules/engagement/tasks-index.js';
import criteriaOwned from '../../../rules/engagement/criteria-owned.js';
import sameWave from '../../../rules/engagement/same-wave-disjoint-files.js';
import taskOwnerReport from '../../../rules/engagement/task-owner-report.js';
import repeatingBlocker from '../../../rules/engagement/repeating-blocker.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';

afterAll(cleanupTrees);

describe('tier-gated protocol rules outside their tiers (--all-checks, --override-checks)', () => {
  it('self-acceptance-delta skips on M: the delta is an L requirement', async () => {
    const handoff = '# Handoff — iteration 2\n## 7. Self-acceptance\n1. [crit-1] a\n2. [crit-2] b\n';
    const m = await check(selfAcceptanceDelta, { 'criteria.md': criteria({ size: 'M' }), iteration: '2\n', 'handoff.md': handoff });
    expect(m.status).toBe('skip');
    expect(m.detail).toBe('size=M: the §7 delta from the prior iteration applies at tier L only');
    const l = await check(selfAcceptanceDelta, { 'criteria.md': criteria({ size: 'L' }), iteration: '2\n', 'handoff.md': handoff });
    expect(l.status).toBe('fail');
  });

  it.each([
    [tasksIndex, { 'tasks/t1.md': '---\nid: t1\n---\n' }],
    [criteriaOwned, { 'tasks/t1.md': '---\nid: t1\n---\n' }],
    [sameWave, { 'tasks/t1.md': '---\nid: t1\nwave: 1\nfiles: [a]\n---\n', 'tasks/t2.md': '---\nid: t2\nwave: 1\nfiles: [a]\n---\n' }],
    [taskOwnerReport, { 'tasks/t1.md': '---\nid: t1\nowner: dev-x\n---\n' }],
    [repeatingBlocker, { 'acceptance-log.md': '## Iteration 1\n### Verdict: REJECT\n- crit-1 broken\n## Iteration 2\n### Verdict: REJECT\n- crit-1 broken\n' }],
  ])('%s skips at S', async (rule, files) => {
    const r = await check(rule, { 'criteria.md': criteria({ size: 'S' }), ...files });
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(/^size=S: .* applies at tiers M, L only$/);
  });
});
