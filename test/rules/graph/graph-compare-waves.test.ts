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

ruleTester(rule, {
  valid: [{ name: 'each node sits in its delegated wave', files: tree(BASE), detail: 'every implemented node sits in its delegated wave' }],
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
      detail: '0 nodes ran in another wave than delegated, and some are listed twice',
      findings: [at(lineOf(twice, '  N2  status=done  output'), 3, `N2 is listed again in the IMPLEMENTED GRAPH (first at line ${lineOf(twice, '  N2  status=done      output')})`)],
    },
    { name: 'no IMPLEMENTED GRAPH', status: 'skip', files: tree(NO_IMPL) },
  ],
});

describe('graph-compare-waves on degenerate input', () => {
  survivesDegenerate(rule);
});
