import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-edges-declared.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_PLAN, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const undeclared = edit(BASE, ['  N1 -> N2', '  N1 -> N2\n  N2 → N9']);
const selfEdge = edit(BASE, ['  N1 -> N2', '  N1 -> N2\n  N2 -> N2']);

/** Comments after an edge: `//`, `#` and a `:` note are prose, not edge ends. */
const slashComment = edit(BASE, ['  N1 -> N2', '  N1 -> N2   // the client calls the api']);
const hashComment = edit(BASE, ['  N1 -> N2', '  N1 -> N2   # the client calls the api']);
const colonNote = edit(BASE, ['  N1 -> N2', '  N1 -> N2: the client calls the api']);
const spacedColonNote = edit(BASE, ['  N1 -> N2', '  N1 -> N2   : the client calls the api']);
const commentAfterUndeclared = edit(BASE, ['  N1 -> N2', '  N1 -> N2\n  N2 → N9   // N9 formats the list']);

ruleTester(rule, {
  valid: [
    { name: 'edges join declared nodes', files: tree(BASE), detail: /2 edges/ },
    { name: 'a `//` comment after an edge', files: tree(slashComment), detail: /^2 edges, all between declared nodes$/ },
    { name: 'a `#` comment after an edge', files: tree(hashComment), detail: /^2 edges, all between declared nodes$/ },
    { name: 'a `:` note after an edge', files: tree(colonNote), detail: /^2 edges, all between declared nodes$/ },
    { name: 'a spaced `:` note after an edge', files: tree(spacedColonNote), detail: /^2 edges, all between declared nodes$/ },
  ],
  invalid: [
    {
      name: 'an edge to an undeclared node, at that end of the edge',
      files: tree(undeclared),
      detail: '1 bad edge: every edge must join two different declared nodes',
      findings: [at(lineOf(undeclared, 'N2 → N9'), 8, 'edge N2 → N9 names N9, which NODES does not declare')],
    },
    {
      name: 'an undeclared node before a `//` comment, the comment\'s words not read as nodes',
      files: tree(commentAfterUndeclared),
      detail: '1 bad edge: every edge must join two different declared nodes',
      findings: [at(lineOf(commentAfterUndeclared, 'N2 → N9'), 8, 'edge N2 → N9 names N9, which NODES does not declare')],
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
