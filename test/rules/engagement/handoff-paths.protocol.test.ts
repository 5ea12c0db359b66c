import rule from '../../../rules/engagement/handoff-paths.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const HANDOFF = 'engagement/handoff.md';
const recommended = { preset: 'recommended' as const };
const punctuated = {
  'criteria.md': criteria(),
  'handoff.md': '# Handoff\n\n## 2. Deliverable manifest\nThe formatter lives in src/format.ts. Its test is `tests/format.test.ts`, next to it.\n',
  '../src/format.ts': 'x',
  '../tests/format.test.ts': 'x',
};
const notFiles = {
  'criteria.md': criteria(),
  'handoff.md': ['# Handoff', '## 2. Deliverable manifest', '- `src/api.ts` answers `/health` and `/api/items` with `application/json`', '## 8. Deploy log', '- `N/A` — no deploy'].join('\n'),
  '../src/api.ts': 'x',
};
const gone = { 'criteria.md': criteria(), 'handoff.md': '# H\nSee src/gone.ts.\n' };

ruleTester(rule, {
  valid: [
    { name: 'recommended: a sentence-final full stop or comma is not part of the path', files: punctuated, options: recommended, detail: '2 cited paths exist' },
    { name: 'recommended: media types, N/A and API routes are not cited files', files: notFiles, options: recommended, detail: '1 cited paths exist' },
  ],
  invalid: [
    { name: 'compat: the sentence-final full stop is part of the path', files: punctuated, detail: 'missing paths: src/format.ts.', findings: [{ file: HANDOFF, line: 4, column: 24, message: 'cited path `src/format.ts.` does not exist' }] },
    {
      name: 'compat: media types, N/A and API routes are cited paths',
      files: notFiles,
      detail: 'missing paths: application/json, N/A; paths outside the project root: /health, /api/items',
      findings: [
        { file: HANDOFF, line: 3, column: 25, message: 'cited path `/health` resolves outside the project root; not checked' },
        { file: HANDOFF, line: 3, column: 39, message: 'cited path `/api/items` resolves outside the project root; not checked' },
        { file: HANDOFF, line: 3, column: 57, message: 'cited path `application/json` does not exist' },
        { file: HANDOFF, line: 5, column: 4, message: 'cited path `N/A` does not exist' },
      ],
    },
    {
      name: 'recommended: a missing file still fails, punctuation stripped, at its citation',
      files: gone,
      options: recommended,
      detail: 'missing paths: src/gone.ts',
      findings: [{ file: HANDOFF, line: 2, column: 5, message: 'cited path `src/gone.ts` does not exist' }],
    },
    { name: 'compat: a missing file, its full stop kept', files: gone, detail: 'missing paths: src/gone.ts.', findings: [{ file: HANDOFF, line: 2, column: 5, message: 'cited path `src/gone.ts.` does not exist' }] },
    {
      name: 'recommended: an absolute path with a file extension is still reported outside the root',
      files: { 'handoff.md': '# H\n- `/etc/app.conf`\n' },
      options: recommended,
      detail: 'paths outside the project root: /etc/app.conf',
      findings: [{ file: HANDOFF, line: 2, column: 4, message: 'cited path `/etc/app.conf` resolves outside the project root; not checked' }],
    },
  ],
});
