import { afterAll } from 'vitest';
import rule from '../../../rules/engagement/validator-outputs.js';
import { cleanupTrees } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

afterAll(cleanupTrees);

const log = (...names: string[]) => `# Validation log\n\n${names.map((n) => `### ${n}\nverdict: approved\n`).join('\n')}`;
const optionalMissing = { 'validation-log.md': log('code-reviewer', 'test-reviewer'), 'validation-outputs/code-reviewer-iter-1-a.json': '{"verdict": "approved"}' };
const noOutput = { file: 'engagement/validation-log.md', line: 6, column: 5, message: 'test-reviewer logged without validation-outputs/test-reviewer*.json' };

ruleTester(rule, {
  invalid: [
    {
      name: 'recommended: a logged optional validator without its output file fails (every validator leaves proof of run)',
      files: optionalMissing,
      options: { preset: 'recommended' },
      detail: /required validators logged without output file: test-reviewer/,
      findings: [noOutput],
    },
    { name: 'compat: a logged optional validator without its output file warns', status: 'warn', files: optionalMissing, options: { preset: 'compat' }, detail: /^optional validators/, findings: [noOutput] },
  ],
});
