import { afterAll } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-scratch-size.js';
import { cleanupTrees } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { stateCase, stateFile } from './helpers.js';

afterAll(cleanupTrees);

const lines = (n: number) => Array.from({ length: n }, (_, i) => `- note ${i + 1}`).join('\n') + '\n';
const scratch = (text: string | Buffer | null, maxLines?: unknown) => ({
  ...stateCase({ 'state/scratch.md': text }),
  ...(maxLines === undefined ? {} : { options: { ruleOptions: { 'epiphany-scratch-size': { maxLines } } } }),
});
const FILE = stateFile('scratch.md');

ruleTester(rule, {
  valid: [
    { name: 'the clean example', ...stateCase(), detail: /within the budget of 300/ },
    { name: 'exactly the default budget', ...scratch(lines(300)), detail: /300 lines/ },
    { name: 'a budget raised by maxLines', ...scratch(lines(400), 500) },
    { name: 'an unusable option, the default used and said', ...scratch(lines(20), -3), detail: /maxLines -3 is not a positive integer; default 300 used/ },
    { name: 'an empty scratch', ...scratch('') },
  ],
  invalid: [
    {
      name: 'a folder where scratch.md should be: not read, and said so',
      status: 'warn',
      ...stateCase({ 'state/scratch.md': null, 'state/scratch.md/': '' }),
      detail: 'project/state/scratch.md is not a regular file (a folder or special file), so it cannot be read',
      findings: [{ file: stateFile('scratch.md'), line: 1, column: 1, message: 'scratch.md is not a regular file; not read' }],
    },
    {
      name: 'NUL bytes and invalid UTF-8 warn at the first bad byte, as in the other state files',
      status: 'warn',
      ...scratch(Buffer.from('# Subgoal: x\nok\n\xff\xfe\x00\x00 tail\n', 'latin1')),
      detail: /^project\/state\/scratch\.md could not be read whole as text: /,
      findings: [
        { file: stateFile('scratch.md'), line: 3, column: 3, message: /^file holds binary data \(NUL bytes\)/ },
        { file: stateFile('scratch.md'), line: 3, column: 1, message: /^file is not valid UTF-8/ },
      ],
    },
    {
      name: 'past the default budget, at the first line over it',
      status: 'warn',
      ...scratch(lines(301)),
      detail: /301 lines, over the budget of 300/,
      findings: [{ file: FILE, line: 301, column: 1, message: /^scratch\.md passes its 300-line budget here \(301 lines in all\)$/ }],
    },
    { name: 'past a budget lowered by maxLines', status: 'warn', ...scratch(lines(12), 10), findings: [{ file: FILE, line: 11, column: 1, message: /^scratch\.md passes its 10-line budget here \(12 lines in all\)$/ }] },
    { name: 'no scratch file', status: 'skip', ...scratch(null), detail: /does not exist/, findings: [] },
  ],
});
