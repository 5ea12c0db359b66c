import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-edges-declared.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_PLAN, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const undeclared = edit(BASE, ['  N1 -> N2', '  N1 -> N2\n  N2 → N9']);
const selfEdge = edit(BASE, ['  N1 -> N2', '  N1 -> N2\n  N2 -> N2']);

ruleTester(rule, {
  valid: [{ name: 'edges join declared nodes', files: tree(BASE), detail: /2 edges/ }],
  invalid: [
    {
      name: 'an edge to an undeclared node, at that end of the edge',
      files: tree(undeclared),
      detail: '1 bad edge: every edge must join two different declared nodes',
      findings: [at(lineOf(undeclared, 'N2 → N9'), 8, 'edge N2 → N9 names N9, which NODES does not declare')],
    },
    {
      name: 'a self-edge',
      files: tree(selfEdge),
      findings: [at(lineOf(selfEdge, 'N2 -> N2'), 3, /^edge N2 → N2 points at its own node$/)],
    },
    { name: 'no DELEGATED GRAPH', status: 'skip', files: tree(NO_PLAN) },
  ],
});

describe('graph-edges-declared on degenerate input', () => {
  survivesDegenerate(rule);
});
