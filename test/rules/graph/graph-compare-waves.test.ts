import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-compare-waves.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_IMPL, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const IMPL_N2 = '  N2  status=done      output=web/app.ts    verify=pass\n';
const IMPL_N1 = '  N1  status=done      output=src/api.ts    verify=pass\n';

const moved = edit(BASE, [IMPL_N2, ''], [IMPL_N1, `${IMPL_N1}${IMPL_N2}`]);
// The delegated side is where the WAVES section places the node, the line to edit to move it.
const delegated = lineOf(moved, '  WAVE 2 : [N2]');
const inWave = '  WAVE 2 : [N2]'.indexOf('N2') + 1;
const implemented = lineOf(moved, '  N2  status=done');
const movedNamed = edit(moved, ['VERDICT    : matches', 'VERDICT    : mismatches listed above — N2 ran in WAVE 1, not WAVE 2']);
const twice = edit(BASE, ['FAILURES   : none', `  N2  status=done  output=web/app.ts\nFAILURES   : none`]);
// A note written as a wave line before the summary: the plan has no WAVE 3, and nothing is listed under it.
const phantom = edit(BASE, ['FAILURES   : none', 'WAVE 3 (load test) was dropped by the user; nothing ran there.\nFAILURES   : none']);
// "Wave 2 ran after ..." is a sentence, not WAVE 2 listed again.
const sentence = edit(BASE, ['WAVE 2 — client', 'Wave 2 ran after both wave-1 returns were reviewed.\nWAVE 2 — client']);

ruleTester(rule, {
  valid: [
    { name: 'each node sits in its delegated wave', files: tree(BASE), detail: 'every implemented node sits in its delegated wave' },
    { name: 'a sentence starting "Wave 2" is no wave line, and the nodes after it keep their wave', files: tree(sentence), detail: 'every implemented node sits in its delegated wave' },
  ],
  invalid: [
    {
      name: 'a node moved to another wave, at both locations',
      files: tree(moved),
      detail: '1 node ran in another wave than delegated',
      findings: [
        at(delegated, inWave, `N2 is delegated to WAVE 2 but implemented in WAVE 1 (line ${implemented})`),
        at(implemented, 3, `N2 is implemented in WAVE 1 but delegated to WAVE 2 (line ${delegated})`),
      ],
    },
    {
      name: 'a moved node the VERDICT names still fails, and the fix does not offer the VERDICT as the remedy',
      files: tree(movedNamed),
      detail: '1 node ran in another wave than delegated',
      fix: /^Run each node in its delegated wave\. If the plan changed, re-issue the DELEGATED GRAPH with the new waves before running them \(the last one is compared\); naming the move in the VERDICT does not clear this check\.$/,
      findings: [
        at(delegated, inWave, `N2 is delegated to WAVE 2 but implemented in WAVE 1 (line ${implemented})`),
        at(implemented, 3, `N2 is implemented in WAVE 1 but delegated to WAVE 2 (line ${delegated})`),
      ],
    },
    {
      name: 'a node listed twice',
      files: tree(twice),
      detail: '1 node listed twice',
      findings: [at(lineOf(twice, '  N2  status=done  output'), 3, `N2 is listed again in the IMPLEMENTED GRAPH (first at line ${lineOf(twice, '  N2  status=done      output')})`)],
    },
    {
      name: 'a wave line the plan has no wave for, with no node under it',
      files: tree(phantom),
      detail: '1 wave listed with no node and not delegated',
      findings: [at(lineOf(phantom, 'WAVE 3 (load test)'), 1, 'WAVE 3 of the IMPLEMENTED GRAPH lists no node, and the DELEGATED GRAPH has no WAVE 3')],
    },
    { name: 'no IMPLEMENTED GRAPH', status: 'skip', files: tree(NO_IMPL) },
  ],
});

describe('graph-compare-waves on degenerate input', () => {
  survivesDegenerate(rule);
});
