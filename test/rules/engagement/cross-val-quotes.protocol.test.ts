import rule from '../../../rules/engagement/cross-val-quotes.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const HANDOFF = 'engagement/handoff.md';
const reports = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`executor-reports/dev-${i + 1}.md`, `# dev-${i + 1}\n## Iteration 1\n- returns 201 + {id, name} on create\n`]));
const handoff = (s4a: string) => `# Handoff\n## 4. Executor reports\n- see executor-reports/\n${s4a}\n## 5. Validation log\n- ok\n`;
const L = (s4a: string, n: number) => ({ 'criteria.md': criteria({ size: 'L' }), 'handoff.md': handoff(s4a), ...reports(n) });
const recommended = { preset: 'recommended' as const };

const noBlock = L('', 4);
const allMatch = L('### 4a. Cross-validation\nAll contracts match.\n', 2);
const loose = L('### 4a. Cross-validation\n| Contract | A | B | Verdict |\n|---|---|---|---|\n| POST /items | dev-1.md L3: "returns 201 + {id, name} on every create" | dev-2.md L3: "returns 201 + {id, name} on create" | MATCH |\n', 2);
const level2 = L('## 4a. Cross-validation\n| POST /items | dev-1.md L3: "returns 202" | dev-2.md L3: "returns 201" | MATCH |\n', 2);

ruleTester(rule, {
  valid: [
    { name: 'compat: an L handoff with four specialists and no §4a', files: noBlock },
    { name: 'compat: a free-form "all match" §4a', files: allMatch },
    { name: 'compat: a quote that only loosely matches', files: loose, detail: '1 quotes verified, 1 loose-matches (5+ consecutive words): dev-1.md L3 (handoff L7)' },
    { name: 'recommended: no §4a with one specialist', files: L('', 1), options: recommended },
    { name: 'recommended: the explicit N/A', files: L('### 4a. Cross-validation\nN/A — no specialists overlap on shared contracts.\n', 2), options: recommended },
  ],
  invalid: [
    {
      name: 'recommended: an L handoff with four specialists and no §4a: cross-validation presumed unrun',
      files: noBlock,
      options: recommended,
      detail: '4 executor reports but no §4a cross-validation block: cross-validation presumed unrun',
      findings: [{ file: HANDOFF, line: 2, column: 1, message: 'no §4a block; 4 specialists reported' }],
    },
    {
      name: 'recommended: at M the missing §4a warns',
      status: 'warn',
      files: { ...L('', 2), 'criteria.md': criteria({ size: 'M' }) },
      options: recommended,
      detail: '2 executor reports but no §4a cross-validation block: cross-validation presumed unrun',
      findings: [{ file: HANDOFF, line: 2, column: 1, message: 'no §4a block; 2 specialists reported (required at M when they touch a shared contract)' }],
    },
    {
      name: 'recommended: a free-form "all match" §4a fails',
      files: allMatch,
      options: recommended,
      detail: '§4a cites no verbatim claim and is not an explicit N/A: free-form "all match" is not cross-validation',
      findings: [{ file: HANDOFF, line: 4, column: 1, message: '§4a has no `<report>.md L<n>: "<quote>"` citation and no explicit N/A' }],
    },
    {
      name: 'recommended: a quote that only loosely matches warns at its citation',
      status: 'warn',
      files: loose,
      options: recommended,
      detail: '1 quotes verified, 1 not verbatim (only 5+ consecutive words match): dev-1.md L3 (handoff L7)',
      findings: [{ file: HANDOFF, line: 7, column: 17, message: 'quote dev-1.md L3 is not verbatim: only 5 or more consecutive words match the report' }],
    },
    {
      name: 'recommended: a level-2 `## 4a.` heading is the block too',
      files: level2,
      options: recommended,
      detail: /^phantom quotes: 1 of 2/,
      findings: [{ file: HANDOFF, line: 5, column: 17, message: 'phantom quote dev-1.md L3: quote not found in engagement/executor-reports/dev-1.md within ±2 lines of L3' }],
    },
  ],
});
