// §7b's concerns as paragraphs opening with a bold label that numbers and tags them (`**1. [crit-2]** …`),
// the template's `1. [crit-N] {concern}` item written with bold labels instead of list markers.
import { afterAll } from 'vitest';
import rule from '../../../rules/engagement/self-acceptance-thinness.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

// §7's lines start at line 3.
const handoff = (body: string) => `# Handoff\n## 7. Self-acceptance\n${body}\n## 8. Deploy log\n- N/A\n`;
const recommended = { preset: 'recommended' as const };
const compat = { preset: 'compat' as const };
const at = (size: string, body: string) => ({ 'criteria.md': criteria({ size }, '# Acceptance criteria\n\n## Done when\n- crit-1: values set\n- crit-2: nightly import passes\n'), 'handoff.md': handoff(body) });
const H = 'engagement/handoff.md';

const C23 = '**1. [crit-2]** One clean night is one data point; peak RSS 622 Mi leaves 146 Mi headroom — CAT-221 is the real fix.';

ruleTester(rule, {
  valid: [
    { name: 'recommended: an S concern as a bold label paragraph, `**1. [crit-2]** …`', files: at('S', C23), options: recommended, detail: exactly('1 concerns (1 crit, 0 scope-creep, 0 non-criteria, 0 untagged), threshold 1 for size=S') },
    {
      name: 'recommended: bold labels with the number alone bold, without a number, in underscores, or with two tags in one bracket',
      files: at('M', '**1.** [crit-1] The limit is set per pod, not per container.\n\n**[scope-creep]** Also bumped the request.\n\n__[crit-1, crit-2]__ One night only.'),
      options: recommended,
      detail: exactly('3 concerns (2 crit, 1 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M'),
    },
    { name: 'compat: a line opening with `**` is a list item to the reference, bold concerns counted as before', files: at('M', `${C23}\n**2. [crit-1]** The limit is per pod.`), options: compat, detail: exactly('2 concerns (2 crit, 0 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M') },
    { name: 'no handoff.md', status: 'skip', files: { 'criteria.md': criteria({ size: 'S' }) } },
  ],
  invalid: [
    {
      name: 'recommended: prose that mentions a tag in bold is no concern',
      files: at('S', 'As noted under **[crit-2]**, the headroom is thin.\nSee **Note:** [crit-2] above.'),
      options: recommended,
      detail: exactly('§7 has 0 tagged concerns, threshold 1 for size=S (2 tagged lines outside list items not counted)'),
      findings: [
        { file: H, line: 2, column: 1, message: '§7 lists 0 tagged concerns; size S needs at least 1' },
        { file: H, line: 3, column: 1, message: 'line carries a concern tag but is not a list item (`-`, `*`, `+`, `1.` or `1)`); not read as a concern' },
        { file: H, line: 4, column: 1, message: 'line carries a concern tag but is not a list item (`-`, `*`, `+`, `1.` or `1)`); not read as a concern' },
      ],
    },
    {
      name: 'recommended: a bold label with no concern after it is none',
      files: at('S', '**1. [crit-2]**'),
      options: recommended,
      detail: exactly('§7 has 0 tagged concerns, threshold 1 for size=S (1 with no concern text not counted)'),
      findings: [
        { file: H, line: 2, column: 1, message: '§7 lists 0 tagged concerns; size S needs at least 1' },
        { file: H, line: 3, column: 1, message: 'a tag with no concern written after it is no concern' },
      ],
    },
    {
      name: 'recommended: a bold-labelled concern saying there is nothing to say is none',
      files: at('M', `${C23}\n\n**2. [crit-1]** None.`),
      options: recommended,
      detail: exactly('§7 has 1 tagged concerns, threshold 2 for size=M (1 saying there is no concern not counted)'),
      findings: [
        { file: H, line: 2, column: 1, message: '§7 lists 1 tagged concern; size M needs at least 2' },
        { file: H, line: 5, column: 1, message: '`None` is no concern: a tag in front of it does not make it one' },
      ],
    },
    {
      name: 'recommended: a bold-labelled concern outside the concerns sub-section is named there',
      files: at('M', '### 7a. Pre-check\n**1. [crit-1]** The limit is per pod.\n### 7b. Honest concerns list\n1. [crit-2] One night only.'),
      options: recommended,
      detail: exactly('§7 has 1 tagged concerns, threshold 2 for size=M (1 tagged outside the concerns sub-section not counted)'),
      findings: [
        { file: H, line: 2, column: 1, message: '§7 lists 1 tagged concern; size M needs at least 2' },
        { file: H, line: 4, column: 1, message: "tagged item outside §7's concerns sub-section `### 7b. Honest concerns list` (line 5); not read as a concern (move it there)" },
      ],
    },
  ],
});
