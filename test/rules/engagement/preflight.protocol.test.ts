import rule from '../../../rules/engagement/preflight.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
const overridden = { 'criteria.md': criteria({ tools_required: '[postgres]' }, '# C\n<!-- preflight: postgres status=PASS override: reached over the compose network -->\n') };
const scalar = { 'criteria.md': criteria({ tools_required: 'docker' }) };

ruleTester(rule, {
  valid: [
    { name: 'compat: an intake override makes an unreachable tool pass', files: overridden },
    { name: 'compat: a scalar tools_required passes unprobed', files: scalar },
  ],
  invalid: [
    {
      name: 'recommended: an intake override does not make an unreachable tool pass at handoff: it warns',
      status: 'warn',
      files: overridden,
      options: recommended,
      detail: 'preflight failed for postgres; criteria.md documents an intake override, but the tools are unreachable now',
      // at the override comment
      findings: [{ file: 'engagement/criteria.md', line: 9, column: 1, message: 'intake override for a preflight that fails now: postgres' }],
    },
    {
      name: 'recommended: a scalar tools_required warns instead of passing unprobed',
      status: 'warn',
      files: scalar,
      options: recommended,
      detail: 'tools_required is not a list ("docker"); its tools were not probed',
      // at the `tools_required:` key
      findings: [{ file: 'engagement/criteria.md', line: 6, column: 1, message: 'tools_required is a scalar, not a list; nothing was probed' }],
    },
  ],
});
