import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-respawn.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const SUB_N1 = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N1'), BASE.indexOf('RETURN: N1'));
const SUB_N2 = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N2'), BASE.indexOf('RETURN: N2'));
const FAILED_N1 = 'RETURN: N1\n  STATUS            : failed\n  FAILURE_REASON    : the test database was down\n\n';
const EVOLVED_N1 = 'RETURN: N1\n  STATUS            : evolved\n  EVOLVED_SCOPE     : the list needs paging\n\n';
const RETURN_N1_DONE = `RETURN: N1\n  STATUS            : done\n  OUTPUT            : src/api.ts\n  IMPLEMENTED GRAPH : GET /items → list → json\n  VERIFY_RESULT     : pass\n  SUMMARY           : Added the handler. It lists items as JSON. The test covers an empty list.\n\n`;

const neverRespawned = edit(BASE, [BASE.slice(BASE.indexOf('RETURN: N2'), BASE.indexOf('IMPLEMENTED GRAPH: demo')), FAILED_N1.replace('N1', 'N2')]);
const bareN2 = edit(BASE, [BASE.slice(BASE.indexOf('RETURN: N2'), BASE.indexOf('IMPLEMENTED GRAPH: demo')), 'RETURN: N2\ndone\n\n']);
const nextWaveFirst = edit(BASE, [BASE.slice(BASE.indexOf('RETURN: N1'), BASE.indexOf('AGENT SUBGRAPH — N2')), FAILED_N1]);
const evolvedLate = edit(BASE, ['RETURN: N1\n', `${EVOLVED_N1}${SUB_N2}${SUB_N1}RETURN: N1\n`], [`${RETURN_N1_DONE}${SUB_N2}`, 'RETURN: N1\n  STATUS            : done\n  OUTPUT            : src/api.ts\n\n']);

ruleTester(rule, {
  valid: [
    { name: 'no RETURN calls for a re-spawn', files: tree(BASE), detail: /^no RETURN calls for a re-spawn$/ },
    { name: 'a failed node re-spawned before the next wave', files: tree(edit(BASE, ['RETURN: N1\n', `${FAILED_N1}${SUB_N1}RETURN: N1\n`])), detail: /^1 failed or evolved RETURN, each re-spawned/ },
    { name: 'no re-spawn after a second failure', files: tree(edit(BASE, ['RETURN: N1\n', `${FAILED_N1}${SUB_N1}${FAILED_N1}RETURN: N1\n`])) },
    { name: 'no re-spawn yet while the run has no IMPLEMENTED GRAPH', files: tree(BASE.slice(0, BASE.indexOf('RETURN: N1')) + FAILED_N1) },
  ],
  invalid: [
    {
      name: 'a failed node never re-spawned before the IMPLEMENTED GRAPH',
      files: tree(neverRespawned),
      detail: '1 failed or evolved node not re-spawned in time',
      findings: [
        at(
          lineOf(neverRespawned, 'RETURN: N2'),
          1,
          new RegExp(`^N2 returned failed and was never spawned again before the IMPLEMENTED GRAPH \\(line ${lineOf(neverRespawned, 'IMPLEMENTED GRAPH: demo')}\\); re-spawn it once with the identical subgraph$`),
        ),
      ],
    },
    {
      name: 'a bare RETURN ("done" alone) is a failed return, never re-spawned',
      files: tree(bareN2),
      findings: [at(lineOf(bareN2, 'RETURN: N2'), 1, /^N2 returned a bare RETURN \(a failed return\) and was never spawned again before the IMPLEMENTED GRAPH/)],
    },
    {
      name: 'the next wave spawned while a failed node of the earlier wave was never re-spawned, at the next wave',
      files: tree(nextWaveFirst),
      findings: [at(lineOf(nextWaveFirst, 'AGENT SUBGRAPH — N2'), 1, `N2 (WAVE 2) is spawned before N1, which returned failed at line ${lineOf(nextWaveFirst, 'RETURN: N1')}, was spawned again`)],
    },
    {
      name: 'the next wave spawned between an evolved RETURN and the re-spawn',
      files: tree(evolvedLate),
      findings: [at(lineOf(evolvedLate, 'AGENT SUBGRAPH — N2'), 1, new RegExp(`^N2 \\(WAVE 2\\) is spawned before N1, which returned evolved at line ${lineOf(evolvedLate, 'RETURN: N1')}, was spawned again`))],
    },
    { name: 'no RETURN', status: 'skip', files: tree(BASE.slice(0, BASE.indexOf('AGENT SUBGRAPH'))), detail: 'no RETURN block in graph.md' },
  ],
});

describe('graph-respawn on degenerate input', () => {
  survivesDegenerate(rule);
});
