import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/human-directive.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { underBoth } from './presets.js';

afterAll(cleanupTrees);

const log = '# Acceptance log\n## Iteration 1\n### Verdict: ACCEPT\n- all criteria met\n';

describe('human-directive under the protocol', () => {
  it('an M ACCEPT with neither consilium nor human directive fails', async () => {
    const r = await underBoth(rule, { 'criteria.md': criteria({ size: 'M' }), 'acceptance-log.md': log });
    expect(r.recommended.status).toBe('fail');
    expect(r.recommended.findings[0]).toMatchObject({ file: 'engagement/acceptance-log.md', line: 3 });
    expect(r.compat.status).toBe('skip');
  });

  it('a REJECT, or an S engagement, without a consilium still skips', async () => {
    const reject = await underBoth(rule, { 'criteria.md': criteria({ size: 'M' }), 'acceptance-log.md': '## Iteration 1\n### Verdict: REJECT\n' });
    expect(reject.recommended.status).toBe('skip');
    const s = await underBoth(rule, { 'criteria.md': criteria({ size: 'S' }), 'acceptance-log.md': log });
    expect(s.recommended.status).toBe('skip');
  });
});
