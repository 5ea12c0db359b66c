import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/self-acceptance-thinness.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { underBoth } from './presets.js';

afterAll(cleanupTrees);

const handoff = (items: string) => `# Handoff\n## 7. Self-acceptance rehearsal\n${items}\n## 8. Deploy log\n- N/A\n`;

describe('self-acceptance-thinness under the protocol', () => {
  it('an M §7 with no crit-N concern fails (§7b: at least one tagged crit-N)', async () => {
    const items = '1. [scope-creep] Added a retry wrapper criteria.md does not ask for.\n2. [non-criteria] Log lines are verbose.';
    const r = await underBoth(rule, { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff(items) });
    expect(r.recommended.status).toBe('fail');
    expect(r.recommended.detail).toBe('§7 has no [crit-N] concern; size M needs at least one (1 scope-creep, 1 non-criteria)');
    expect(r.recommended.findings[0]).toMatchObject({ line: 2 });
    expect(r.compat.status).toBe('pass');
  });

  it('at S a scope-creep concern is enough under both presets', async () => {
    const r = await underBoth(rule, { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('1. [scope-creep] Added a helper.') });
    expect(r.recommended.status).toBe('pass');
    expect(r.compat.status).toBe('pass');
  });

  it('untagged items do not count toward the threshold', async () => {
    const items = '1. [crit-2] The quarter preset is untested on dark theme.\n2. Naming could be better.';
    const r = await underBoth(rule, { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff(items) });
    expect(r.recommended.status).toBe('fail');
    expect(r.recommended.detail).toBe('§7 has 1 tagged concerns, threshold 2 for size=M (1 untagged not counted)');
    expect(r.recommended.findings.map((f) => f.line)).toEqual([2, 4]);
    expect(r.compat.status).toBe('pass');
  });
});
