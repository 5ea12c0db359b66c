import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-other-kind.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

/** A team contract rendered above the transcript, as one file holding both. */
const CONTRACT = '# Delegation contract — export\n\n**Report then act**\n- External\n\n**Ask before**\n- FileModification\n\n';
const mixed = CONTRACT + BASE;
/** The same contract after the transcript, without the phrase: three labels make it a rendering. */
const after = `${BASE}\n**Autonomous**\n- Exploration\n\n**Report then act**\n- External\n\n**Halt conditions**\n- a secret appears in the diff\n`;

ruleTester(rule, {
  valid: [
    { name: 'a transcript alone', files: tree(BASE), detail: 'no delegation contract rendering in the transcript' },
    // One label is a note, not a rendering.
    { name: 'a transcript that names one response section in prose', files: tree(`${BASE}\n**Autonomous**\n- the workers decide file layout\n`) },
  ],
  invalid: [
    {
      name: 'a contract rendered above the transcript, at its first label',
      status: 'warn',
      files: tree(mixed),
      detail: `graph.md also holds a delegation contract rendering (line ${lineOf(mixed, '**Report then act**')}), which only --kind contract checks`,
      findings: [{ file: 'graph.md', line: lineOf(mixed, '**Report then act**'), column: 1, message: /^a delegation contract is rendered in this graph transcript/, severity: 'warning' }],
    },
    {
      name: 'three labels after the transcript, at the third',
      status: 'warn',
      files: tree(after),
      findings: [{ file: 'graph.md', line: lineOf(after, '**Halt conditions**'), column: 1, message: /the contract rules did not check it/, severity: 'warning' }],
    },
  ],
});

describe('graph-other-kind on degenerate input', () => {
  survivesDegenerate(rule);
});
