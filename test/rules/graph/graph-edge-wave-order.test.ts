import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-edge-wave-order.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_PLAN, at, edit, lineOf, preDonePlan, survivesDegenerate, tree } from './graph-helpers.js';

const W1 = '  WAVE 1 : [N0 ∥ N1]  — base';
const W2 = '  WAVE 2 : [N2]       — client';

const oneWave = edit(BASE, [W1, '  WAVE 1 : [N0 ∥ N1 ∥ N2]'], [W2, '']);
const backwards = edit(BASE, [W1, '  WAVE 1 : [N2]'], [W2, '  WAVE 2 : [N0 ∥ N1]']);
/** oneWave with N0 pending: its edge needs the gate too. */
const oneWavePending = edit(oneWave, ['status=pre-done', 'status=pending ']);

// BASE's N0 is pre-done: its edge N0 → N2 is satisfied in any wave, so only N1 -> N2 breaks the order.
ruleTester(rule, {
  valid: [{ name: 'edges cross from earlier to later waves', files: tree(BASE), detail: 'every edge runs from an earlier wave to a later one' }],
  invalid: [
    {
      name: 'an edge inside one wave (the pre-done N0 → N2 is not one)',
      files: tree(oneWave),
      detail: '1 edge does not run from an earlier wave to a later one',
      findings: [at(lineOf(oneWave, '  N1 -> N2'), 3, /^edge N1 → N2 joins two nodes of WAVE 1: N2 would start before N1's output exists$/)],
    },
    {
      name: 'two edges inside one wave, from pending nodes',
      files: tree(oneWavePending),
      detail: '2 edges do not run from an earlier wave to a later one',
      findings: [
        at(lineOf(oneWavePending, '  N0 → N2'), 3, /^edge N0 → N2 joins two nodes of WAVE 1: N2 would start before N0's output exists$/),
        at(lineOf(oneWavePending, '  N1 -> N2'), 3, /^edge N1 → N2 joins two nodes of WAVE 1: N2 would start before N1's output exists$/),
      ],
    },
    {
      name: 'an edge that runs backwards (the pre-done N0 → N2 is not one)',
      files: tree(backwards),
      findings: [at(lineOf(backwards, '  N1 -> N2'), 3, /^edge N1 → N2 runs backwards, from WAVE 2 to WAVE 1$/)],
    },
    { name: 'no DELEGATED GRAPH', status: 'skip', files: tree(NO_PLAN) },
  ],
});

// The seed's pre-done node: its output exists before any wave, so an edge from it needs no gate.
const preDone = preDonePlan;
const sameWavePending = preDone(['WAVE 1 : [adr, limiter, config]'], 'pending');

ruleTester(rule, {
  valid: [
    { name: 'an edge from a pre-done node inside one wave', files: tree(preDone(['WAVE 1 : [adr, limiter, config]'])) },
    { name: 'an edge from a pre-done node to an earlier wave', files: tree(preDone(['WAVE 1 : [limiter, config]', 'WAVE 2 : [adr]'])) },
  ],
  invalid: [
    {
      name: 'the same layout with the source pending',
      files: tree(sameWavePending),
      findings: [at(lineOf(sameWavePending, '  adr -> limiter'), 3, /^edge adr → limiter joins two nodes of WAVE 1: limiter would start before adr's output exists$/)],
    },
  ],
});

describe('graph-edge-wave-order on degenerate input', () => {
  survivesDegenerate(rule);
});
