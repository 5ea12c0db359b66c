import { afterAll } from 'vitest';
import rule from '../../../rules/engagement/self-acceptance-thinness.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

// §7's items start at line 3.
const handoff = (items: string) => `# Handoff\n## 7. Self-acceptance rehearsal\n${items}\n## 8. Deploy log\n- N/A\n`;
const recommended = { preset: 'recommended' as const };
const compat = { preset: 'compat' as const };
const at = (size: string, items: string) => ({ 'criteria.md': criteria({ size }), 'handoff.md': handoff(items) });

const codeTag = at('S', '1. `[crit-1]` Credit notes round away from zero (-2.675 → -2.68); the spec sheet does not cover negatives.');
const codeTags = at('M', '1. `[crit-1]` — Credit notes round away from zero.\n2. `[crit-1, scope-creep]`: the rounding helper also moved files.');
const pastedOnly = at('S', '- `$ engagement-lint engagement/ --json`\n- {"status": "pass"}\n- `[crit-1]`');

ruleTester(rule, {
  valid: [
    { name: 'recommended: a tag in inline code followed by prose opens a concern', files: codeTag, options: recommended, detail: exactly('1 concerns (1 crit, 0 scope-creep, 0 non-criteria, 0 untagged), threshold 1 for size=S') },
    { name: 'recommended: a code tag with a dash or colon after it, or several tags in one code span', files: codeTags, options: recommended, detail: exactly('2 concerns (2 crit, 1 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M') },
  ],
  invalid: [
    { name: 'no handoff.md', status: 'skip', files: { 'criteria.md': criteria({ size: 'S' }) } },
    {
      name: 'compat: an item opening with a backtick is pasted output, tag in code or not (reference parity)',
      files: at('M', '1. `[crit-1]` Credit notes round away from zero.\n2. [crit-2] One browser only.'),
      options: compat,
      detail: exactly('§7 has 1 concerns, threshold 2 for size=M'),
    },
    {
      name: 'recommended: pasted output is still no concern, and the detail says why those items were not counted',
      files: pastedOnly,
      options: recommended,
      detail: exactly('§7 has 0 tagged concerns, threshold 1 for size=S (3 items opening with `$`, a backtick or `{`, read as pasted pre-check output not counted)'),
      findings: [
        { file: 'engagement/handoff.md', line: 2, column: 1, message: '§7 lists 0 tagged concerns; size S needs at least 1' },
        { file: 'engagement/handoff.md', line: 5, column: 3, message: 'item opens as pasted pre-check output (`$`, a backtick or `{`); not read as a concern (start it with the tag, or its tag in code, and then the concern)' },
      ],
    },
  ],
});
