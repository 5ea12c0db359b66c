import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/specialist-criteria-ack.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { underBoth } from './presets.js';

afterAll(cleanupTrees);

describe('specialist-criteria-ack under the protocol', () => {
  it('an empty acknowledgement does not borrow a crit-N bullet from a later section', async () => {
    const report = '# dev-a\n## Iteration 1\n### Criteria acknowledgement\n### What was done\n- implemented crit-1 export\n';
    const r = await underBoth(rule, { 'criteria.md': criteria(), 'executor-reports/dev-a.md': report });
    expect(r.recommended.status).toBe('fail');
    expect(r.recommended.findings[0]).toMatchObject({ line: 3 });
    expect(r.compat.status).toBe('pass');
  });

  it('bullets that cite criteria without crit-N ids warn', async () => {
    const report = '# dev-a\n## Iteration 1\n### Criteria acknowledgement\n- Addresses the "done when" export bullet of criteria.md\n';
    const r = await underBoth(rule, { 'criteria.md': criteria(), 'executor-reports/dev-a.md': report });
    expect(r.recommended.status).toBe('warn');
    expect(r.compat.status).toBe('pass');
    const ok = '# dev-a\n## Iteration 1\n### Criteria acknowledgement\n- crit-1: export adds rows\n';
    expect((await underBoth(rule, { 'criteria.md': criteria(), 'executor-reports/dev-a.md': ok })).recommended.status).toBe('pass');
  });
});
