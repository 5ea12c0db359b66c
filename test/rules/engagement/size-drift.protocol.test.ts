import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/size-drift.js';
import { selectRules } from '../../../packages/core/src/engine.js';
import { cleanupTrees, criteria, options } from '../../helpers.js';
import { underBoth } from './presets.js';

afterAll(cleanupTrees);

describe('size-drift under the protocol', () => {
  it('runs at S under recommended only', () => {
    const at = (preset: 'compat' | 'recommended') => selectRules([rule], options({ preset }), { tier: 'S' }).map((r) => r.id);
    expect(at('recommended')).toEqual(['size-drift']);
    expect(at('compat')).toEqual([]);
  });

  it('prose lines starting with a capital A or M in §1 are not changed files', async () => {
    const handoff = [
      '# Handoff',
      '## 1. Diff summary',
      'A new endpoint was added for the export.',
      'M tier rules apply to this change.',
      'A short note on naming follows in §7.',
      'M src/export.ts',
      '## 2. Deliverable manifest',
    ].join('\n');
    const r = await underBoth(rule, { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff });
    expect(r.recommended.status).toBe('pass');
    expect(r.recommended.detail).toMatch(/files=1,/);
    expect(r.compat.status).toBe('fail');
    expect(r.compat.detail).toMatch(/diff files=4 > S cap 2/);
  });

  it('name-status lines with paths and renames still count', async () => {
    const handoff = '# H\n## 1. Diff summary\nM src/a.ts\nA\tdocs/b.md\nR100 src/old.ts src/new.ts\nD README\n';
    const r = await underBoth(rule, { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff });
    expect(r.recommended.status).toBe('fail');
    expect(r.recommended.detail).toMatch(/diff files=3 > S cap 2/);
  });

  it('a staging-only deploy log is the M column, a production one is L', async () => {
    const staging = await underBoth(rule, { 'criteria.md': criteria({ size: 'M' }), 'deploy-log.md': '# Deploy\n- preview deploy to staging.example.com\n' });
    expect(staging.recommended.status).toBe('pass');
    expect(staging.compat.status).toBe('fail');
    const prod = await underBoth(rule, { 'criteria.md': criteria({ size: 'M' }), 'deploy-log.md': '# Deploy\n- production deploy at 14:00\n' });
    expect(prod.recommended.status).toBe('fail');
    expect(prod.recommended.detail).toMatch(/observations indicate L; triggers: deploy-log.md exists/);
  });

  it('ux_heavy: true below L warns with a finding at the key', async () => {
    const r = await underBoth(rule, { 'criteria.md': criteria({ size: 'M', ux_heavy: 'true' }) });
    expect(r.recommended.status).toBe('warn');
    expect(r.recommended.findings[0]).toMatchObject({ file: 'engagement/criteria.md', line: 5 });
    expect(r.compat.status).toBe('pass');
    expect((await underBoth(rule, { 'criteria.md': criteria({ size: 'L', ux_heavy: 'true' }) })).recommended.status).toBe('pass');
  });
});
