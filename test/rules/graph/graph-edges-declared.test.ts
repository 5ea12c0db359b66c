import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-edges-declared.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_PLAN, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const undeclared = edit(BASE, ['  N1 -> N2', '  N1 -> N2\n  N2 → N9']);
/** N2 declared with a fullwidth digit (U+FF12), or a Greek Ν (U+039D), while the edges write N2. */
const N2_LINE = '  N2  domain=web   output=web/app.ts    status=pending';
const fullwidth = edit(BASE, [N2_LINE, N2_LINE.replace('N2', 'N\uff12')]);
const greek = edit(BASE, [N2_LINE, N2_LINE.replace('N2', '\u039d2')]);
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
      name: 'an edge to N2 where NODES declares N２ (a fullwidth digit): the code point and the id meant are named',
      files: tree(fullwidth),
      findings: [at(lineOf(fullwidth, '  N0 → N2'), 8, /^edge N0 → N2 names N2, which NODES does not declare; NODES declares N\uff12/), at(lineOf(fullwidth, '  N1 -> N2'), 9, `edge N1 → N2 names N2, which NODES does not declare; NODES declares N\uff12 (line ${lineOf(fullwidth, '  N\uff12  domain')}) instead: N\uff12 holds U+FF12 (FULLWIDTH DIGIT TWO), not an ASCII digit: did you mean N2?`)],
    },
    {
      name: 'an edge to N2 where NODES declares Ν2 (a Greek letter): the code point is named',
      files: tree(greek),
      findings: [at(lineOf(greek, '  N0 → N2'), 8, /names N2, which NODES does not declare; NODES declares \u039d2/), at(lineOf(greek, '  N1 -> N2'), 9, /names N2, which NODES does not declare; NODES declares \u039d2 \(line \d+\) instead: \u039d2 holds U\+039D, not a Latin letter: did you mean N2\?$/)],
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
