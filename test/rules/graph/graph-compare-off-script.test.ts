import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-compare-off-script.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_IMPL, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const IMPL_N2 = '  N2  status=done      output=web/app.ts    verify=pass\n';
const EXTRA = `${IMPL_N2}  N5  status=done      output=web/extra.ts  verify=pass\n`;
const OFF = 'OFF-SCRIPT : none';

const unlisted = edit(BASE, [IMPL_N2, EXTRA]);
const wrongList = edit(BASE, [OFF, 'OFF-SCRIPT : [N1, N8]']);
const cyrillic = edit(BASE, [IMPL_N2, IMPL_N2.replace('N2', '\u041d2')]);
const noLine = edit(BASE, [`${OFF}\n`, '']);
// N2's worker wrote a file beside the one its subgraph asked for.
const besides = edit(BASE, ['OUTPUT            : web/app.ts', 'OUTPUT            : web/app.ts, web/db/pool.ts']);
const offLine = lineOf(wrongList, 'OFF-SCRIPT : [');
const implLine = lineOf(wrongList, 'IMPLEMENTED GRAPH: demo');

ruleTester(rule, {
  valid: [
    { name: 'nothing undelegated was implemented', files: tree(BASE), detail: 'no undelegated node and OFF-SCRIPT says none' },
    { name: 'OFF-SCRIPT lists the undelegated node', files: tree(edit(BASE, [IMPL_N2, EXTRA], [OFF, 'OFF-SCRIPT : [N5]'])), detail: 'OFF-SCRIPT lists the 1 undelegated node' },
    { name: 'OFF-SCRIPT lists a file', files: tree(edit(BASE, [OFF, 'OFF-SCRIPT : [web/util.ts]'])) },
    { name: 'OFF-SCRIPT lists the file a RETURN gave beside the one asked for', files: tree(edit(besides, [OFF, 'OFF-SCRIPT : [web/db/pool.ts]'])) },
    // In place of the one asked, a file is another output: graph-subgraph-output says so.
    { name: 'a RETURN giving another file in place of the one asked', files: tree(edit(BASE, ['OUTPUT            : web/app.ts', 'OUTPUT            : web/main.ts'])) },
  ],
  invalid: [
    {
      name: 'a file a RETURN gave beside the one asked for, with OFF-SCRIPT none',
      files: tree(besides),
      detail: 'OFF-SCRIPT disagrees with the comparison (1 finding): 1 file no subgraph asked for is not listed',
      findings: [at(lineOf(besides, 'OUTPUT            : web/app.ts, web/db/pool.ts'), 23, `RETURN N2 gives web/db/pool.ts, which its AGENT SUBGRAPH did not ask for, and OFF-SCRIPT (line ${lineOf(besides, OFF)}) does not list it`)],
    },
    {
      name: 'an unlisted undelegated node, at the node and at OFF-SCRIPT',
      files: tree(unlisted),
      findings: [
        at(lineOf(unlisted, '  N5  status'), 3, `N5 is implemented here but the DELEGATED GRAPH (line 3) never declared it, and OFF-SCRIPT (line ${lineOf(unlisted, OFF)}) does not list it`),
        at(lineOf(unlisted, OFF), 1, `OFF-SCRIPT does not list N5, implemented at line ${lineOf(unlisted, '  N5  status')} but not in the DELEGATED GRAPH (line 3)`),
      ],
    },
    {
      name: 'OFF-SCRIPT names a delegated node or a node that was not implemented',
      files: tree(wrongList),
      findings: [
        at(offLine, 'OFF-SCRIPT : ['.length + 1, `OFF-SCRIPT lists N1, but it was delegated at line ${lineOf(wrongList, '  N1  domain')}`),
        at(lineOf(wrongList, '  N1  domain'), 3, `N1 is delegated here, yet OFF-SCRIPT (line ${offLine}) lists it`),
        at(offLine, 'OFF-SCRIPT : [N1, '.length + 1, `OFF-SCRIPT lists N8, which is neither in the IMPLEMENTED GRAPH (line ${implLine}) nor in the DELEGATED GRAPH (line 3)`),
        at(implLine, 1, `the IMPLEMENTED GRAPH has no node N8, yet OFF-SCRIPT (line ${offLine}) lists it`),
      ],
    },
    {
      name: 'an implemented id spelled with a Cyrillic letter is said to look like the declared one',
      files: tree(cyrillic),
      findings: [
        at(lineOf(cyrillic, '  \u041d2  status'), 3, `\u041d2 is implemented here but the DELEGATED GRAPH (line 3) never declared it, and OFF-SCRIPT (line ${lineOf(cyrillic, OFF)}) does not list it; it looks like N2 (line ${lineOf(cyrillic, '  N2  domain')}) but is spelled with \`\u041d\`, which is no Latin letter`),
        at(lineOf(cyrillic, OFF), 1, /^OFF-SCRIPT does not list \u041d2, /),
      ],
    },
    {
      name: 'no OFF-SCRIPT line',
      files: tree(noLine),
      findings: [at(lineOf(noLine, 'IMPLEMENTED GRAPH: demo'), 1, /no OFF-SCRIPT line/)],
    },
    { name: 'no IMPLEMENTED GRAPH', status: 'skip', files: tree(NO_IMPL) },
  ],
});

describe('graph-compare-off-script on degenerate input', () => {
  survivesDegenerate(rule);
});

// Entries written below an empty `OFF-SCRIPT :`, one per line, bulleted or not.
const below = edit(BASE, [OFF, 'OFF-SCRIPT :\n  N8']);
const bulleted = edit(BASE, [IMPL_N2, EXTRA], [OFF, 'OFF-SCRIPT :\n  - N5']);

ruleTester(rule, {
  valid: [{ name: 'a bulleted entry below an empty OFF-SCRIPT line', files: tree(bulleted), detail: 'OFF-SCRIPT lists the 1 undelegated node' }],
  invalid: [
    {
      name: 'an entry below an empty OFF-SCRIPT line, at its own line',
      files: tree(below),
      findings: [
        at(lineOf(below, '  N8'), 3, `OFF-SCRIPT lists N8, which is neither in the IMPLEMENTED GRAPH (line ${lineOf(below, 'IMPLEMENTED GRAPH: demo')}) nor in the DELEGATED GRAPH (line 3)`),
        at(lineOf(below, 'IMPLEMENTED GRAPH: demo'), 1, `the IMPLEMENTED GRAPH has no node N8, yet OFF-SCRIPT (line ${lineOf(below, '  N8')}) lists it`),
      ],
    },
  ],
});
