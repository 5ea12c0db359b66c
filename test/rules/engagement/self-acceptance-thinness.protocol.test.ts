import { afterAll } from 'vitest';
import rule from '../../../rules/engagement/self-acceptance-thinness.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const handoff = (items: string) => `# Handoff\n## 7. Self-acceptance rehearsal\n${items}\n## 8. Deploy log\n- N/A\n`;
const recommended = { preset: 'recommended' as const };
const compat = { preset: 'compat' as const };

const noCrit = { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff('1. [scope-creep] Added a retry wrapper criteria.md does not ask for.\n2. [non-criteria] Log lines are verbose.') };
const scopeCreepAtS = { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff('1. [scope-creep] Added a helper.') };
const oneUntagged = { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': handoff('1. [crit-2] The quarter preset is untested on dark theme.\n2. Naming could be better.') };

ruleTester(rule, {
  valid: [
    { name: 'compat: an M §7 with no crit-N concern', files: noCrit, options: compat },
    { name: 'recommended: at S a scope-creep concern is enough', files: scopeCreepAtS, options: recommended },
    { name: 'compat: at S a scope-creep concern is enough', files: scopeCreepAtS, options: compat },
    { name: 'compat: untagged items count toward the threshold', files: oneUntagged, options: compat, detail: /1 untagged\), threshold 2/ },
  ],
  invalid: [
    {
      name: 'recommended: an M §7 with no crit-N concern (§7b: at least one tagged crit-N)',
      files: noCrit,
      options: recommended,
      detail: exactly('§7 has no [crit-N] concern; size M needs at least one (1 scope-creep, 1 non-criteria)'),
      findings: [{ file: 'engagement/handoff.md', line: 2, column: 1, message: 'no concern is tagged [crit-N]; size M needs one' }],
    },
    {
      name: 'recommended: untagged items do not count toward the threshold',
      files: oneUntagged,
      options: recommended,
      detail: exactly('§7 has 1 tagged concerns, threshold 2 for size=M (1 untagged not counted)'),
      findings: [
        { file: 'engagement/handoff.md', line: 2, column: 1, message: '§7 lists 1 tagged concern(s); size M needs at least 2' },
        { file: 'engagement/handoff.md', line: 4, column: 4, message: 'concern carries no [crit-N], [non-criteria] or [scope-creep] tag' },
      ],
    },
  ],
});
