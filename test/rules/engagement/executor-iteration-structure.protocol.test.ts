import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/executor-iteration-structure.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { underBoth } from './presets.js';

afterAll(cleanupTrees);

const L = { 'criteria.md': criteria({ size: 'L' }), iteration: '2\n' };

describe('executor-iteration-structure under the protocol', () => {
  it('a specialist whose task was not re-dispatched keeps only iteration 1', async () => {
    const files = {
      ...L,
      'executor-reports/dev-backend.md': '# dev-backend\n## Iteration 1\n- crit-1 done\n## Iteration 2\n- fixed crit-2\n',
      'executor-reports/dev-frontend.md': '# dev-frontend\n## Iteration 1\n- crit-3 done\n',
    };
    const r = await underBoth(rule, files);
    expect(r.recommended.status).toBe('pass');
    expect(r.compat.status).toBe('fail');
    expect(r.compat.detail).toMatch(/dev-frontend\.md/);
  });

  it('a report without any iteration heading fails', async () => {
    const r = await underBoth(rule, { ...L, 'executor-reports/dev-a.md': '# dev-a\n### What was done\n- crit-1\n' });
    expect(r.recommended.status).toBe('fail');
    expect(r.recommended.findings[0]).toMatchObject({ file: 'engagement/executor-reports/dev-a.md', line: 1 });
  });

  it('a report that starts at iteration 2 but speaks of iter-1 was overwritten; one that does not warns', async () => {
    const overwritten = await underBoth(rule, { ...L, 'executor-reports/dev-a.md': '# dev-a\n## Iteration 2\n### What changed since iter-1\n- x\n' });
    expect(overwritten.recommended.status).toBe('fail');
    expect(overwritten.recommended.findings[0]).toMatchObject({ line: 3, column: 24 });
    const late = await underBoth(rule, { ...L, 'executor-reports/dev-b.md': '# dev-b\n## Iteration 2\n- joined for crit-4\n' });
    expect(late.recommended.status).toBe('warn');
    expect(late.compat.status).toBe('fail');
  });
});
