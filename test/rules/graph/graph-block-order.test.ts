import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-block-order.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_IMPL, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const PLAN = BASE.slice(BASE.indexOf('DELEGATED GRAPH'), BASE.indexOf('AGENT SUBGRAPH — N1'));
const IMPL = BASE.slice(BASE.indexOf('IMPLEMENTED GRAPH: demo'));
const RETURN_N2 = BASE.slice(BASE.indexOf('RETURN: N2'), BASE.indexOf('IMPLEMENTED GRAPH: demo'));
const SUB_N1 = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N1'), BASE.indexOf('RETURN: N1'));

const spawnAbove = edit(BASE, [PLAN + SUB_N1, SUB_N1 + PLAN]);
const returnBelow = edit(BASE, [RETURN_N2 + IMPL, `${IMPL}\n${RETURN_N2}`]);
// The IMPLEMENTED GRAPH written above the plan, as if emitted before any wave ran.
const implFirst = edit(BASE, [IMPL, ''], ['DELEGATED GRAPH: demo', `${IMPL}\nDELEGATED GRAPH: demo`]);
// N0 (pre-done) repeated as pending: read at its first declaration, no RETURN is due from it, so the run is over.
const preDoneRepeated = edit(NO_IMPL, ['  N1  domain=api   output=src/api.ts    status=pending\n', '  N1  domain=api   output=src/api.ts    status=pending\n  N0  domain=docs  output=web/app.ts  status=pending\n']);
const secondTask = `${BASE}\n${BASE.replace('IMPLEMENTED GRAPH: demo', '').slice(0, BASE.indexOf('IMPLEMENTED GRAPH: demo'))}`;

ruleTester(rule, {
  valid: [
    { name: 'the plan comes first and the implemented graph last', files: tree(BASE) },
    { name: 'a second task planned after the first one ended', files: tree(secondTask) },
    { name: 'no IMPLEMENTED GRAPH while a node has not returned', files: tree(NO_IMPL.slice(0, NO_IMPL.indexOf('RETURN: N2'))) },
    { name: 'no IMPLEMENTED GRAPH after a first failure, which a retry may follow', files: tree(NO_IMPL.replace('RETURN: N2\n  STATUS            : done', 'RETURN: N2\n  STATUS            : failed\n  FAILURE_REASON    : the API was down')) },
    { name: 'no IMPLEMENTED GRAPH while an evolved node awaits its re-plan', files: tree(NO_IMPL.replace('RETURN: N2\n  STATUS            : done', 'RETURN: N2\n  STATUS            : evolved\n  EVOLVED_SCOPE     : also a detail page')) },
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
      name: 'the IMPLEMENTED GRAPH written above the DELEGATED GRAPH, at the IMPLEMENTED GRAPH',
      files: tree(implFirst),
      detail: '1 block out of order',
      findings: [
        at(lineOf(implFirst, 'IMPLEMENTED GRAPH: demo'), 1, `the IMPLEMENTED GRAPH is written before the DELEGATED GRAPH (line ${lineOf(implFirst, 'DELEGATED GRAPH: demo')}): the implemented graph comes after the last wave`),
      ],
    },
    {
      name: 'a RETURN written below the IMPLEMENTED GRAPH',
      files: tree(returnBelow),
      findings: [
        at(lineOf(returnBelow, 'RETURN: N2'), 1, new RegExp(`^RETURN N2 is written after the IMPLEMENTED GRAPH \\(line ${lineOf(returnBelow, 'IMPLEMENTED GRAPH: demo')}\\): the implemented graph comes after the last wave$`)),
      ],
    },
    {
      name: 'every spawned node returned done and no IMPLEMENTED GRAPH follows: a warning at the last RETURN',
      status: 'warn',
      files: tree(NO_IMPL),
      detail: 'every spawned node has returned, but no IMPLEMENTED GRAPH follows',
      findings: [{ ...at(lineOf(NO_IMPL, 'RETURN: N2'), 1, `every spawned node of the DELEGATED GRAPH (line ${lineOf(NO_IMPL, 'DELEGATED GRAPH: demo')}) has returned, the last here, but no IMPLEMENTED GRAPH follows: it is emitted after the last wave`), severity: 'warning' }],
    },
    {
      name: 'a pre-done node repeated as pending is read at its first declaration: still no IMPLEMENTED GRAPH follows',
      status: 'warn',
      files: tree(preDoneRepeated),
      findings: [at(lineOf(preDoneRepeated, 'RETURN: N2'), 1, /^every spawned node of the DELEGATED GRAPH \(line 3\) has returned, the last here, but no IMPLEMENTED GRAPH follows/)],
    },
    {
      name: 'the same in --mode ready fails',
      files: tree(NO_IMPL),
      options: { mode: 'ready' },
      detail: /^REQUIRED in --mode ready: every spawned node has returned/,
      findings: [at(lineOf(NO_IMPL, 'RETURN: N2'), 1, /no IMPLEMENTED GRAPH follows/)],
    },
    { name: 'no AGENT SUBGRAPH or RETURN', status: 'skip', files: tree(PLAN), detail: 'no AGENT SUBGRAPH or RETURN block in graph.md' },
  ],
});

describe('graph-block-order on degenerate input', () => {
  survivesDegenerate(rule);
});
