import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/criteria-frontmatter.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { underBoth } from './presets.js';

afterAll(cleanupTrees);

describe('criteria-frontmatter under the protocol', () => {
  it('a size outside S | M | L warns at its key', async () => {
    const r = await underBoth(rule, { 'criteria.md': criteria({ size: 'XL' }) });
    expect(r.recommended.status).toBe('warn');
    expect(r.recommended.detail).toBe('criteria.md frontmatter values outside the protocol template: size: XL');
    expect(r.recommended.findings[0]).toMatchObject({ line: 4, column: 1 });
    expect(r.recommended.findings[0]!.message).toMatch(/read as M/);
    expect(r.compat.status).toBe('pass');
  });

  it('sdd: impl without spec_from fails; with it, passes', async () => {
    const r = await underBoth(rule, { 'criteria.md': criteria({ sdd: 'impl' }) });
    expect(r.recommended.status).toBe('fail');
    expect(r.compat.status).toBe('pass');
    const ok = await underBoth(rule, { 'criteria.md': criteria({ sdd: 'impl', spec_from: 'engagement-archived/2026-05-01-x-spec/primary' }) });
    expect(ok.recommended.status).toBe('pass');
  });
});
