import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-block-order.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const PLAN = BASE.slice(BASE.indexOf('DELEGATED GRAPH'), BASE.indexOf('AGENT SUBGRAPH — N1'));
const IMPL = BASE.slice(BASE.indexOf('IMPLEMENTED GRAPH: demo'));
const RETURN_N2 = BASE.slice(BASE.indexOf('RETURN: N2'), BASE.indexOf('IMPLEMENTED GRAPH: demo'));
const SUB_N1 = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N1'), BASE.indexOf('RETURN: N1'));

const spawnAbove = edit(BASE, [PLAN + SUB_N1, SUB_N1 + PLAN]);
const returnBelow = edit(BASE, [RETURN_N2 + IMPL, `${IMPL}\n${RETURN_N2}`]);
const secondTask = `${BASE}\n${BASE.replace('IMPLEMENTED GRAPH: demo', '').slice(0, BASE.indexOf('IMPLEMENTED GRAPH: demo'))}`;

ruleTester(rule, {
  valid: [
    { name: 'the plan comes first and the implemented graph last', files: tree(BASE) },
    { name: 'a second task planned after the first one ended', files: tree(secondTask) },
  ],
  invalid: [
    {
      name: 'a spawn written above the DELEGATED GRAPH',
      files: tree(spawnAbove),
      detail: '1 block out of order',
      findings: [
        at(lineOf(spawnAbove, 'AGENT SUBGRAPH — N1'), 1, `AGENT SUBGRAPH N1 is written before the DELEGATED GRAPH (line ${lineOf(spawnAbove, 'DELEGATED GRAPH')}): the graph comes before any agent is spawned`),
      ],
    },
    {
      name: 'a RETURN written below the IMPLEMENTED GRAPH',
      files: tree(returnBelow),
      findings: [
        at(lineOf(returnBelow, 'RETURN: N2'), 1, new RegExp(`^RETURN N2 is written after the IMPLEMENTED GRAPH \\(line ${lineOf(returnBelow, 'IMPLEMENTED GRAPH: demo')}\\): the implemented graph comes after the last wave$`)),
      ],
    },
    { name: 'no AGENT SUBGRAPH or RETURN', status: 'skip', files: tree(PLAN), detail: 'no AGENT SUBGRAPH or RETURN block in graph.md' },
  ],
});

describe('graph-block-order on degenerate input', () => {
  survivesDegenerate(rule);
});
