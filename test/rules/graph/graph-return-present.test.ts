import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-return-present.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, PLAN_ONLY, at, edit, lineOf, nthLineOf, survivesDegenerate, tree } from './graph-helpers.js';

const RETURN_N2 = BASE.slice(BASE.indexOf('RETURN: N2'), BASE.indexOf('IMPLEMENTED GRAPH: demo'));
const SUB_N1 = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N1'), BASE.indexOf('RETURN: N1'));

const unanswered = edit(BASE, [RETURN_N2, '']);
const respawnedOpen = edit(BASE, [SUB_N1, SUB_N1 + SUB_N1]);
const undeclared = edit(BASE, ['IMPLEMENTED GRAPH: demo', 'RETURN: N7\n  STATUS : done\n\nIMPLEMENTED GRAPH: demo']);
const nameless = `${PLAN_ONLY}RETURN:\n  STATUS : done\n`;
const neverSpawned = edit(BASE, ['IMPLEMENTED GRAPH: demo', 'RETURN: N0\n  STATUS : done\n\nIMPLEMENTED GRAPH: demo']);

ruleTester(rule, {
  valid: [{ name: 'every spawn is answered', files: tree(BASE), detail: /^2 spawns, each answered by a RETURN$/ }],
  invalid: [
    {
      name: 'a spawn that never returns, at its AGENT SUBGRAPH',
      files: tree(unanswered),
      detail: '1 spawn or RETURN without a counterpart: every spawned node returns a RETURN block',
      findings: [at(lineOf(unanswered, 'AGENT SUBGRAPH — N2'), 1, /^AGENT SUBGRAPH N2 is never answered by a RETURN block$/)],
    },
    {
      name: 'a re-spawn before the first spawn returned',
      files: tree(respawnedOpen),
      findings: [at(nthLineOf(respawnedOpen, 'AGENT SUBGRAPH — N1', 1), 1, new RegExp(`^AGENT SUBGRAPH N1 has no RETURN before N1 is spawned again at line ${nthLineOf(respawnedOpen, 'AGENT SUBGRAPH — N1', 2)}$`))],
    },
    {
      name: 'a RETURN for an undeclared node',
      files: tree(undeclared),
      findings: [at(lineOf(undeclared, 'RETURN: N7'), 1, /^RETURN for N7, which no DELEGATED GRAPH or AGENT SUBGRAPH declares$/)],
    },
    {
      name: 'a RETURN that names no node',
      files: tree(nameless),
      findings: [at(lineOf(nameless, 'RETURN:'), 1, /RETURN names no node/)],
    },
    {
      name: 'a RETURN for a node that was never spawned',
      status: 'warn',
      files: tree(neverSpawned),
      detail: '1 RETURN answers no spawn',
      findings: [at(lineOf(neverSpawned, 'RETURN: N0'), 1, /^RETURN for N0 answers no AGENT SUBGRAPH: N0 was never spawned before this line$/)],
    },
    { name: 'nothing spawned', status: 'skip', files: tree(PLAN_ONLY), detail: /no AGENT SUBGRAPH or RETURN/ },
  ],
});

describe('graph-return-present on degenerate input', () => {
  survivesDegenerate(rule);
});
