import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-gate-order.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_PLAN, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const RETURN_N1 = BASE.slice(BASE.indexOf('RETURN: N1'), BASE.indexOf('AGENT SUBGRAPH — N2'));
const SUB_N2 = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N2'), BASE.indexOf('RETURN: N2'));
const RETURN_N2 = BASE.slice(BASE.indexOf('RETURN: N2'), BASE.indexOf('IMPLEMENTED GRAPH: demo'));

const spawnedEarly = edit(BASE, [RETURN_N1 + SUB_N2, SUB_N2 + RETURN_N1]);
const returnedEarly = edit(BASE, [RETURN_N1 + SUB_N2 + RETURN_N2, SUB_N2 + RETURN_N2 + RETURN_N1]);

ruleTester(rule, {
  valid: [{ name: 'each wave is spawned after the earlier waves returned', files: tree(BASE), detail: 'every wave was spawned after the earlier waves returned' }],
  invalid: [
    {
      name: 'a later-wave node spawned before an earlier-wave node returned',
      status: 'warn',
      files: tree(spawnedEarly),
      detail: '1 spawn before the gate of the previous wave',
      findings: [at(lineOf(spawnedEarly, 'AGENT SUBGRAPH — N2'), 1, 'N2 (WAVE 2) is spawned before N1 (WAVE 1) has returned; WAVE 2 must wait for WAVE 1')],
    },
    {
      name: 'a later-wave node returned before an earlier-wave node did: the order proves it ran early',
      files: tree(returnedEarly),
      detail: '1 node of a later wave returned before an earlier wave completed',
      findings: [
        at(lineOf(returnedEarly, 'RETURN: N2'), 1, `N2 (WAVE 2) returned before N1 (WAVE 1) returned (line ${lineOf(returnedEarly, 'RETURN: N1')}): WAVE 2 ran before WAVE 1 completed`),
      ],
    },
    { name: 'no DELEGATED GRAPH', status: 'skip', files: tree(NO_PLAN) },
  ],
});

describe('graph-gate-order on degenerate input', () => {
  survivesDegenerate(rule);
});
