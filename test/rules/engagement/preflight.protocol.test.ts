import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/preflight.js';
import { cleanupTrees, criteria, fakeSystem } from '../../helpers.js';
import { underBoth } from './presets.js';

afterAll(cleanupTrees);

describe('preflight under the protocol', () => {
  it('an intake override does not make an unreachable tool pass at handoff: it warns', async () => {
    const body = '# C\n<!-- preflight: postgres status=PASS override: reached over the compose network -->\n';
    const r = await underBoth(rule, { 'criteria.md': criteria({ tools_required: '[postgres]' }, body) }, { system: fakeSystem() });
    expect(r.recommended.status).toBe('warn');
    expect(r.recommended.findings[0]).toMatchObject({ file: 'engagement/criteria.md', line: 9, column: 1 });
    expect(r.compat.status).toBe('pass');
  });

  it('a scalar tools_required warns instead of passing unprobed', async () => {
    const r = await underBoth(rule, { 'criteria.md': criteria({ tools_required: 'docker' }) }, { system: fakeSystem() });
    expect(r.recommended.status).toBe('warn');
    expect(r.recommended.findings[0]).toMatchObject({ line: 6 });
    expect(r.compat.status).toBe('pass');
  });
});
