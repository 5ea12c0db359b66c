import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/size-drift.js';
import { selectRules } from '../../../packages/core/src/engine.js';
import { cleanupTrees, criteria, options } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };
const compat = { preset: 'compat' as const };
const atSize = (declared: string, observed: string, why: string) => ({ file: 'engagement/criteria.md', line: 4, column: 1, message: `declared size ${declared} is below the observed ${observed} (${why})` });

const proseInS1 = {
  'criteria.md': criteria({ size: 'S' }),
  'handoff.md': ['# Handoff', '## 1. Diff summary', 'A new endpoint was added for the export.', 'M tier rules apply to this change.', 'A short note on naming follows in §7.', 'M src/export.ts', '## 2. Deliverable manifest'].join('\n'),
};
const staging = { 'criteria.md': criteria({ size: 'M' }), 'deploy-log.md': '# Deploy\n- preview deploy to staging.example.com\n' };
const uxHeavyAtM = { 'criteria.md': criteria({ size: 'M', ux_heavy: 'true' }) };

ruleTester(rule, {
  valid: [
    { name: 'recommended: prose lines starting with a capital A or M in §1 are not changed files', files: proseInS1, options: recommended, detail: /files=1,/ },
    { name: 'recommended: a staging-only deploy log is the M column', files: staging, options: recommended },
    { name: 'compat: ux_heavy: true below L only implies M', files: uxHeavyAtM, options: compat },
    { name: 'recommended: ux_heavy: true at L', files: { 'criteria.md': criteria({ size: 'L', ux_heavy: 'true' }) }, options: recommended },
  ],
  invalid: [
    {
      name: 'compat: prose lines starting with a capital A or M in §1 count as changed files',
      files: proseInS1,
      options: compat,
      detail: /diff files=4 > S cap 2/,
      findings: [atSize('S', 'M', 'diff files=4 > S cap 2')],
    },
    {
      name: 'recommended: name-status lines with paths and renames still count',
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': '# H\n## 1. Diff summary\nM src/a.ts\nA\tdocs/b.md\nR100 src/old.ts src/new.ts\nD README\n' },
      options: recommended,
      detail: /diff files=3 > S cap 2/,
      findings: [atSize('S', 'M', 'diff files=3 > S cap 2')],
    },
    { name: 'compat: any deploy log is L', files: staging, options: compat, detail: /observations indicate L; triggers: deploy-log.md exists$/, findings: [atSize('M', 'L', 'deploy-log.md exists')] },
    {
      name: 'recommended: a production deploy log is L',
      files: { 'criteria.md': criteria({ size: 'M' }), 'deploy-log.md': '# Deploy\n- production deploy at 14:00\n' },
      options: recommended,
      detail: /observations indicate L; triggers: deploy-log.md exists/,
      findings: [atSize('M', 'L', 'deploy-log.md exists')],
    },
    {
      name: 'recommended: ux_heavy: true below L warns with a finding at the key',
      status: 'warn',
      files: uxHeavyAtM,
      options: recommended,
      detail: /^size=M with ux_heavy=true: the sizing table puts ux_heavy: true in the L column/,
      findings: [{ file: 'engagement/criteria.md', line: 5, column: 1, message: 'ux_heavy: true is an L indicator in the sizing table; declared size is M' }],
    },
  ],
});

describe('size-drift tiers', () => {
  it('runs at S under recommended only', () => {
    const at = (preset: 'compat' | 'recommended') => selectRules([rule], options({ preset }), { tier: 'S' }).map((r) => r.id);
    expect(at('recommended')).toEqual(['size-drift']);
    expect(at('compat')).toEqual([]);
  });
});
