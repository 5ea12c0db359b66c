import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-waves-partition.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_PLAN, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const W1 = '  WAVE 1 : [N0 ∥ N1]  — base';
const W2 = '  WAVE 2 : [N2]       — client';
const TWICE = '  WAVE 2 : [N2 ∥ N1 ∥ N7]';

const noWave = edit(BASE, [W1, '  WAVE 1 : [N0]']);
const twice = edit(BASE, [W2, TWICE]);
const gap = edit(BASE, [W2, '  WAVE 3 : [N2]']);
const wideGap = edit(BASE, [W2, '  WAVE 90000000 : [N2]']);
const late = edit(BASE, [W1, '  WAVE 4 : [N0 ∥ N1]'], [W2, '  WAVE 7 : [N2]']);
const repeated = edit(BASE, [W2, '  WAVE 1 : [N2]']);
const zero = edit(BASE, [W1, '  WAVE 0 : [N0 ∥ N1]'], [W2, '  WAVE 1 : [N2]']);
const none = edit(BASE, [W1, ''], [W2, '']);
/** 700 more nodes in WAVE 1: its line is over the parser's 4,000-character line limit. */
const WIDE_IDS = Array.from({ length: 700 }, (_, i) => `N${i + 100}`);
const wide = edit(
  BASE,
  ['  N2  domain=web', `${WIDE_IDS.map((id) => `  ${id}  domain=web  output=web/${id}.ts  status=pending`).join('\n')}\n  N2  domain=web`],
  [W1, `  WAVE 1 : [N0 ∥ N1 ∥ ${WIDE_IDS.join(' ∥ ')}]  — base`],
);

ruleTester(rule, {
  valid: [
    {
      name: 'a node id declared twice counts once',
      files: tree(edit(BASE, ['  N2  domain=web   output=web/app.ts    status=pending', '  N2  domain=web   output=web/app.ts    status=pending\n  N2  domain=web   output=web/other.ts  status=pending'])),
      detail: '3 nodes in 2 waves, each node in exactly one',
    },
    { name: 'each node is in exactly one wave', files: tree(BASE), detail: /^3 nodes in 2 waves, each node in exactly one$/ },
    { name: 'a WAVES line of 702 nodes, over 4,000 characters, read whole', files: tree(wide), detail: /^703 nodes in 2 waves, each node in exactly one$/ },
  ],
  invalid: [
    {
      name: 'a node in no wave, at the node line',
      files: tree(noWave),
      detail: 'the waves do not partition the nodes (1 problem)',
      findings: [at(lineOf(noWave, '  N1  domain=api'), 3, /^node N1 is in no wave, so it is never spawned$/)],
    },
    {
      name: 'a node in two waves and an undeclared member',
      files: tree(twice),
      findings: [
        at(lineOf(twice, TWICE), TWICE.indexOf('N1') + 1, `N1 is in WAVE 2 and also in WAVE 1 (line ${lineOf(twice, W1)}); each node runs in exactly one wave`),
        at(lineOf(twice, TWICE), TWICE.indexOf('N7') + 1, /^WAVE 2 lists N7, which NODES does not declare$/),
      ],
    },
    {
      name: 'a gap in the numbering',
      files: tree(gap),
      findings: [at(lineOf(gap, 'WAVE 3'), 3, /^WAVE 2 is missing: waves are numbered 1\.\.3 without gaps$/)],
    },
    {
      name: 'a gap of 89,999,998 numbers is one finding',
      files: tree(wideGap),
      findings: [at(lineOf(wideGap, 'WAVE 90000000'), 3, /^WAVES 2–89999999 are missing: waves are numbered 1\.\.90000000 without gaps$/)],
    },
    {
      name: 'numbering that starts late and skips: one finding per gap, at the first wave above it',
      files: tree(late),
      findings: [
        at(lineOf(late, 'WAVE 4'), 3, /^WAVES 1–3 are missing: waves are numbered 1\.\.7 without gaps$/),
        at(lineOf(late, 'WAVE 7'), 3, /^WAVES 5–6 are missing: waves are numbered 1\.\.7 without gaps$/),
      ],
    },
    {
      name: 'a repeated number',
      files: tree(repeated),
      findings: [at(lineOf(repeated, '  WAVE 1 : [N2]'), 3, new RegExp(`^WAVE 1 is numbered twice \\(first at line ${lineOf(repeated, W1)}\\)$`))],
    },
    {
      name: 'a wave numbered 0',
      files: tree(zero),
      findings: [at(lineOf(zero, 'WAVE 0'), 3, /^waves are numbered from 1, not 0$/)],
    },
    {
      name: 'no wave listed',
      files: tree(none),
      detail: /lists no waves/,
      findings: [at(lineOf(none, 'WAVES:'), 1, /^no WAVE lines in this DELEGATED GRAPH$/)],
    },
    { name: 'no DELEGATED GRAPH', status: 'skip', files: tree(NO_PLAN) },
  ],
});

describe('graph-waves-partition on degenerate input', () => {
  survivesDegenerate(rule);
});
