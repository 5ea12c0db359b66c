import { afterAll } from 'vitest';
import rule from '../../../rules/engagement/tasks-decomposition.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

afterAll(cleanupTrees);

const emptyIndex = { 'criteria.md': criteria({ size: 'L' }), 'tasks/01-api.md': '---\nid: t1\n---\n', 'tasks/INDEX.md': '\n  \n' };

ruleTester(rule, {
  valid: [
    { name: 'compat: an empty tasks/INDEX.md passes at L', files: emptyIndex, options: { preset: 'compat' } },
    { name: 'recommended: a filled tasks/INDEX.md at L', files: { ...emptyIndex, 'tasks/INDEX.md': '- wave 1: t1\n' }, options: { preset: 'recommended' } },
  ],
  invalid: [
    {
      name: 'recommended: an empty tasks/INDEX.md fails at L',
      files: emptyIndex,
      options: { preset: 'recommended' },
      detail: /^size=L requires a non-empty tasks\/INDEX\.md; it is empty$/,
      findings: [{ file: 'engagement/tasks/INDEX.md', line: 1, column: 1, message: 'tasks/INDEX.md is empty' }],
    },
  ],
});
