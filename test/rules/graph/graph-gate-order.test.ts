import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-gate-order.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_PLAN, at, edit, lineOf, nthLineOf, survivesDegenerate, tree } from './graph-helpers.js';

const SUB_N1 = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N1'), BASE.indexOf('RETURN: N1'));
const RETURN_N1 = BASE.slice(BASE.indexOf('RETURN: N1'), BASE.indexOf('AGENT SUBGRAPH — N2'));
const SUB_N2 = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N2'), BASE.indexOf('RETURN: N2'));
const RETURN_N2 = BASE.slice(BASE.indexOf('RETURN: N2'), BASE.indexOf('IMPLEMENTED GRAPH: demo'));

const spawnedEarly = edit(BASE, [RETURN_N1 + SUB_N2, SUB_N2 + RETURN_N1]);
// N2 declared twice: one spawn, so one finding (the repeat is graph-node-owner-output's).
const spawnedEarlyRepeated = edit(spawnedEarly, ['  N2  domain=web   output=web/app.ts    status=pending', '  N2  domain=web   output=web/app.ts    status=pending\n  N2  domain=web   output=web/other.ts  status=pending']);
const returnedEarly = edit(BASE, [RETURN_N1 + SUB_N2 + RETURN_N2, SUB_N2 + RETURN_N2 + RETURN_N1]);

/** N1's RETURN with another STATUS (and the field that status calls for). */
const FAILED_N1 = RETURN_N1.replace('STATUS            : done', 'STATUS            : failed\n  FAILURE_REASON    : the test database was down');
const EVOLVED_N1 = RETURN_N1.replace('STATUS            : done', 'STATUS            : evolved\n  EVOLVED_SCOPE     : the list needs paging');
/** BASE with N1's spawn, its RETURN, N2's spawn and its RETURN replaced by `blocks` in that order. */
const run = (...blocks: string[]) => edit(BASE, [SUB_N1 + RETURN_N1 + SUB_N2 + RETURN_N2, blocks.join('')]);

// WAVE 1's N1 fails (or evolves) and is re-spawned; N2 (WAVE 2) is spawned and returns before the re-spawn returns.
const retryLate = run(SUB_N1, FAILED_N1, SUB_N1, SUB_N2, RETURN_N2, RETURN_N1);
const evolvedLate = run(SUB_N1, EVOLVED_N1, SUB_N1, SUB_N2, RETURN_N2, RETURN_N1);
// The same, N2 returning after the re-spawn did: only the spawn came early.
const retrySpawnedEarly = run(SUB_N1, FAILED_N1, SUB_N1, SUB_N2, RETURN_N1, RETURN_N2);
// The re-spawn never returns.
const retryOpen = run(SUB_N1, FAILED_N1, SUB_N1, SUB_N2, RETURN_N2);
const retryOpenNoReturn = run(SUB_N1, FAILED_N1, SUB_N1, SUB_N2);
const neverReturned = run(SUB_N1, SUB_N2, RETURN_N2);
// In order: evolved, re-spawned, failed, retried, done; then WAVE 2.
const evolveFailRetry = run(SUB_N1, EVOLVED_N1, SUB_N1, FAILED_N1, SUB_N1, RETURN_N1, SUB_N2, RETURN_N2);

/** Line of the n-th AGENT SUBGRAPH of N1 and the n-th RETURN of N1. */
const n1Spawn = (text: string, n: number) => nthLineOf(text, 'AGENT SUBGRAPH — N1', n);
const n1Return = (text: string, n: number) => nthLineOf(text, 'RETURN: N1', n);

ruleTester(rule, {
  valid: [
    { name: 'each wave is spawned after the earlier waves returned', files: tree(BASE), detail: 'every wave was spawned after the earlier waves returned' },
    { name: 'a failed node re-spawned and returned before the next wave', files: tree(run(SUB_N1, FAILED_N1, SUB_N1, RETURN_N1, SUB_N2, RETURN_N2)) },
    { name: 'an evolved node re-spawned and returned before the next wave', files: tree(run(SUB_N1, EVOLVED_N1, SUB_N1, RETURN_N1, SUB_N2, RETURN_N2)) },
    { name: 'evolve, then fail, then retry, each returned before the next wave', files: tree(evolveFailRetry) },
    { name: 'a node failed twice (FAILED) before the next wave', files: tree(run(SUB_N1, FAILED_N1, SUB_N1, FAILED_N1, SUB_N2, RETURN_N2)) },
    // A re-spawn written after the later spawn is graph-respawn's to judge: the gate was settled when N2 was spawned.
    { name: 'a re-spawn written after the later spawn does not reopen the gate', files: tree(run(SUB_N1, RETURN_N1, SUB_N2, SUB_N1, RETURN_N2, RETURN_N1)) },
  ],
  invalid: [
    {
      name: 'a later-wave node spawned before an earlier-wave node returned',
      status: 'warn',
      files: tree(spawnedEarly),
      detail: '1 spawn before the gate of the previous wave',
      findings: [at(lineOf(spawnedEarly, 'AGENT SUBGRAPH — N2'), 1, 'N2 (WAVE 2) is spawned before N1 (WAVE 1) has returned; WAVE 2 must wait for WAVE 1')],
    },
    {
      name: 'a node id declared twice and spawned early gives one finding',
      status: 'warn',
      files: tree(spawnedEarlyRepeated),
      detail: '1 spawn before the gate of the previous wave',
      findings: [at(lineOf(spawnedEarlyRepeated, 'AGENT SUBGRAPH — N2'), 1, 'N2 (WAVE 2) is spawned before N1 (WAVE 1) has returned; WAVE 2 must wait for WAVE 1')],
    },
    {
      name: 'a later-wave node returned before an earlier-wave node did: the order proves it ran early',
      files: tree(returnedEarly),
      detail: '1 node of a later wave returned before an earlier wave completed',
      findings: [
        at(lineOf(returnedEarly, 'RETURN: N2'), 1, `N2 (WAVE 2) returned before N1 (WAVE 1) returned (line ${lineOf(returnedEarly, 'RETURN: N1')}): WAVE 2 ran before WAVE 1 completed`),
      ],
    },
    ...(
      [
        ['a retry after a failed RETURN', retryLate, 'failed'],
        ['the re-spawn after an evolved RETURN', evolvedLate, 'evolved'],
      ] as const
    ).map(([what, text, status]) => ({
      name: `a later-wave node returned before ${what} returned: the first RETURN does not close the gate`,
      files: tree(text),
      detail: '1 node of a later wave returned before an earlier wave completed',
      findings: [
        at(
          lineOf(text, 'RETURN: N2'),
          1,
          `N2 (WAVE 2) returned before N1 (WAVE 1) settled: N1's re-spawn (line ${n1Spawn(text, 2)}, after its ${status} RETURN at line ${n1Return(text, 1)}) returned at line ${n1Return(text, 2)}, after N2 was spawned (line ${lineOf(text, 'AGENT SUBGRAPH — N2')}); WAVE 2 ran before WAVE 1 completed`,
        ),
      ],
    })),
    {
      name: 'a later-wave node spawned before a retry returned',
      status: 'warn',
      files: tree(retrySpawnedEarly),
      detail: '1 spawn before the gate of the previous wave',
      findings: [
        at(
          lineOf(retrySpawnedEarly, 'AGENT SUBGRAPH — N2'),
          1,
          `N2 (WAVE 2) is spawned before N1 (WAVE 1) settled: N1's re-spawn (line ${n1Spawn(retrySpawnedEarly, 2)}, after its failed RETURN at line ${n1Return(retrySpawnedEarly, 1)}) returned only at line ${n1Return(retrySpawnedEarly, 2)}, after this spawn; WAVE 2 must wait for WAVE 1`,
        ),
      ],
    },
    {
      name: 'a later-wave node that returned while a retry never returned: the order proves it ran early',
      files: tree(retryOpen),
      detail: '1 node of a later wave returned before an earlier wave completed',
      findings: [
        at(
          lineOf(retryOpen, 'RETURN: N2'),
          1,
          `N2 (WAVE 2) returned before N1 (WAVE 1) settled: N1's re-spawn (line ${n1Spawn(retryOpen, 2)}, after its failed RETURN at line ${n1Return(retryOpen, 1)}) never returned; WAVE 2 ran before WAVE 1 completed`,
        ),
      ],
    },
    {
      name: 'a later-wave node spawned while a retry never returned, itself not returned yet',
      status: 'warn',
      files: tree(retryOpenNoReturn),
      findings: [
        at(
          lineOf(retryOpenNoReturn, 'AGENT SUBGRAPH — N2'),
          1,
          `N2 (WAVE 2) is spawned before N1 (WAVE 1) settled: N1's re-spawn (line ${n1Spawn(retryOpenNoReturn, 2)}, after its failed RETURN at line ${n1Return(retryOpenNoReturn, 1)}) has not returned; WAVE 2 must wait for WAVE 1`,
        ),
      ],
    },
    {
      name: 'a later-wave node that returned while an earlier one never returned at all',
      files: tree(neverReturned),
      detail: '1 node of a later wave returned before an earlier wave completed',
      findings: [at(lineOf(neverReturned, 'RETURN: N2'), 1, 'N2 (WAVE 2) returned, but N1 (WAVE 1) never did: WAVE 2 ran before WAVE 1 completed')],
    },
    {
      name: 'evolve, fail and retry with the retry returning after the later wave returned',
      files: tree(run(SUB_N1, EVOLVED_N1, SUB_N1, FAILED_N1, SUB_N1, SUB_N2, RETURN_N2, RETURN_N1)),
      detail: '1 node of a later wave returned before an earlier wave completed',
      findings: [{ message: /^N2 \(WAVE 2\) returned before N1 \(WAVE 1\) settled: N1's re-spawn \(line \d+, after its failed RETURN at line \d+\) returned at line \d+/ }],
    },
    { name: 'no DELEGATED GRAPH', status: 'skip', files: tree(NO_PLAN) },
  ],
});

describe('graph-gate-order on degenerate input', () => {
  survivesDegenerate(rule);
});
