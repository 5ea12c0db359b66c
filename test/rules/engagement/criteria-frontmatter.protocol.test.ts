import rule from '../../../rules/engagement/criteria-frontmatter.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const CRIT = 'engagement/criteria.md';
const recommended = { preset: 'recommended' as const };
const xl = { 'criteria.md': criteria({ size: 'XL' }) };
const implWithoutSpec = { 'criteria.md': criteria({ sdd: 'impl' }) };

ruleTester(rule, {
  valid: [
    { name: 'compat: a size outside S | M | L', files: xl },
    { name: 'compat: sdd: impl without spec_from', files: implWithoutSpec },
    { name: 'recommended: sdd: impl with spec_from', files: { 'criteria.md': criteria({ sdd: 'impl', spec_from: 'engagement-archived/2026-05-01-x-spec/primary' }) }, options: recommended },
  ],
  invalid: [
    {
      name: 'recommended: a size outside S | M | L warns at its key',
      status: 'warn',
      files: xl,
      options: recommended,
      detail: 'criteria.md frontmatter values outside the protocol template: size: XL',
      findings: [{ file: CRIT, line: 4, column: 1, message: '`size: XL` is not one of S | M | L; it is read as M' }],
    },
    {
      name: 'recommended: sdd: impl without spec_from fails',
      files: implWithoutSpec,
      options: recommended,
      detail: 'criteria.md frontmatter: `sdd: impl` without `spec_from`',
      findings: [{ file: CRIT, line: 7, column: 1, message: '`sdd: impl` needs `spec_from:` (the archive leaf holding the approved specs)' }],
    },
  ],
});
