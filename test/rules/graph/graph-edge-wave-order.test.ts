import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-edge-wave-order.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_PLAN, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const W1 = '  WAVE 1 : [N0 ∥ N1]  — base';
const W2 = '  WAVE 2 : [N2]       — client';

const oneWave = edit(BASE, [W1, '  WAVE 1 : [N0 ∥ N1 ∥ N2]'], [W2, '']);
const backwards = edit(BASE, [W1, '  WAVE 1 : [N2]'], [W2, '  WAVE 2 : [N0 ∥ N1]']);

ruleTester(rule, {
  valid: [{ name: 'edges cross from earlier to later waves', files: tree(BASE), detail: 'every edge runs from an earlier wave to a later one' }],
  invalid: [
    {
      name: 'an edge inside one wave',
      files: tree(oneWave),
      detail: '2 edges do not run from an earlier wave to a later one',
      findings: [
        at(lineOf(oneWave, '  N0 → N2'), 3, /^edge N0 → N2 joins two nodes of WAVE 1: N2 would start before N0's output exists$/),
        at(lineOf(oneWave, '  N1 -> N2'), 3, /^edge N1 → N2 joins two nodes of WAVE 1: N2 would start before N1's output exists$/),
      ],
    },
    {
      name: 'an edge that runs backwards',
      files: tree(backwards),
      findings: [
        at(lineOf(backwards, '  N0 → N2'), 3, /^edge N0 → N2 runs backwards, from WAVE 2 to WAVE 1$/),
        at(lineOf(backwards, '  N1 -> N2'), 3, /^edge N1 → N2 runs backwards, from WAVE 2 to WAVE 1$/),
      ],
    },
    { name: 'no DELEGATED GRAPH', status: 'skip', files: tree(NO_PLAN) },
  ],
});

describe('graph-edge-wave-order on degenerate input', () => {
  survivesDegenerate(rule);
});
