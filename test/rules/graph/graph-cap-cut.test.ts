import parse from '../../../rules/graph/graph-parse.js';
import waves from '../../../rules/graph/graph-compare-waves.js';
import outputs from '../../../rules/graph/graph-compare-outputs.js';
import gaps from '../../../rules/graph/graph-compare-gaps.js';
import offScript from '../../../rules/graph/graph-compare-off-script.js';
import failures from '../../../rules/graph/graph-compare-failures.js';
import verdict from '../../../rules/graph/graph-verdict.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_IMPL, at, edit, lineOf, tree } from './graph-helpers.js';

/** Node ids N1 ... Nn. */
const ids = (n: number) => Array.from({ length: n }, (_, i) => `N${i + 1}`);
/** A DELEGATED GRAPH of `n` nodes in one wave, on short lines. */
const plan = (n: number) => `DELEGATED GRAPH: big
NODES:
${ids(n).map((id) => `  ${id}  domain=c  output=${id}.ts  status=pending`).join('\n')}
EDGES:
  none
WAVES:
  WAVE 1 : [${ids(n).join(' ∥ ')}]  — all
`;
const row = (id: string, output = `${id}.ts`) => `  ${id}  status=done  output=${output}  verify=pass`;
const FIELDS = 'FAILURES : none\nEVOLUTIONS : none\nOFF-SCRIPT : none\nGAPS : none\nVERDICT : matches\n';
/** An IMPLEMENTED GRAPH running `n` nodes in WAVE 1, then `late` in WAVE 2. */
const result = (n: number, late: string[] = [], other?: string) => `
IMPLEMENTED GRAPH: big
WAVE 1 — all
${ids(n).filter((id) => !late.includes(id)).map((id) => row(id, id === other ? 'elsewhere.ts' : undefined)).join('\n')}
${late.length ? `WAVE 2 — late\n${late.map((id) => row(id)).join('\n')}\n` : ''}${FIELDS}`;

// The DELEGATED GRAPH declares two nodes past the bound: it is cut at the first; the IMPLEMENTED GRAPH runs the 20,000 read.
const planCut = plan(20_002) + result(20_000);
const planCutAt = lineOf(planCut, '  N20001  domain=c');
const PLAN_CUT = `the DELEGATED GRAPH is read only to line ${planCutAt}, past the node bound of 20,000`;
// A node read in both graphs given another output: still a difference beside the cut (a DELEGATED GRAPH cut in its NODES has no waves read).
const planCutOther = plan(20_002) + result(20_000, [], 'N5');

// An IMPLEMENTED GRAPH written with the plan's NODES / WAVES sections: its rows are not read, so its nodes are not compared.
const notation = `DELEGATED GRAPH: x
NODES:
${ids(3).map((id) => `  ${id}  domain=core  output=src/${id}.ts  status=pending`).join('\n')}
EDGES:
  none
WAVES:
  WAVE 1 : [N1 ∥ N2 ∥ N3]

IMPLEMENTED GRAPH: x

NODES:
${ids(3).map((id) => `  ${id}  domain=core  output=src/OTHER${id}.ts  status=done`).join('\n')}

WAVES:
  WAVE 1 : [N1]
  WAVE 2 : [N2 ∥ N3]

${FIELDS}`;
const UNREAD = /named only on IMPLEMENTED GRAPH lines \d+, \d+, \d+, which graph-parse could not read/;
// A node moved, or given another output, beside a row written as a table: the readable difference still counts.
const IMPL_N1 = '  N1  status=done      output=src/api.ts    verify=pass';
const IMPL_N2 = '  N2  status=done      output=web/app.ts    verify=pass';
const movedAndUnread = edit(BASE, [IMPL_N2, '| N2 | done | web/app.ts |'], ['WAVE 2 — client', 'WAVE 2 — client\n  N1  status=done  output=src/api.ts  verify=pass'], [`${IMPL_N1}\n`, '']);
const otherAndUnread = edit(BASE, [IMPL_N2, '| N2 | done | web/app.ts |'], [IMPL_N1, '  N1  status=done  output=src/other.ts  verify=pass']);

const CUT_SKIP = (what: string) => `${what} not compared: ${PLAN_CUT}, so the nodes past it cannot be compared (graph-parse reports the line)`;

ruleTester(parse, {
  valid: [{ name: 'a small transcript', files: tree(BASE) }],
  invalid: [
    {
      name: 'a DELEGATED GRAPH past the node bound: one finding at the cut',
      files: tree(planCut),
      findings: [at(planCutAt, 3, 'the graph declares more than 20,000 nodes; it is read no further')],
    },
  ],
});

ruleTester(waves, {
  valid: [
    { name: 'every node in its wave', files: tree(BASE), detail: 'every implemented node sits in its delegated wave' },
    { name: 'no IMPLEMENTED GRAPH', status: 'skip', files: tree(NO_IMPL) },
    { name: 'the DELEGATED GRAPH cut at the node bound', status: 'skip', files: tree(planCut), detail: `waves not compared: ${PLAN_CUT}, so the wave the nodes not read ran in cannot be decided (graph-parse reports the lines)` },
    { name: 'IMPLEMENTED GRAPH rows written as plan sections', status: 'skip', files: tree(notation), detail: UNREAD },
  ],
  invalid: [
    {
      name: 'a moved node beside an unread row',
      files: tree(movedAndUnread),
      detail: /^1 node ran in another wave than delegated; not compared: N2 is named only on IMPLEMENTED GRAPH line \d+/,
    },
  ],
});

ruleTester(outputs, {
  valid: [
    { name: 'every node produced its output', files: tree(BASE), detail: 'every implemented node produced its delegated output' },
    { name: 'no IMPLEMENTED GRAPH', status: 'skip', files: tree(NO_IMPL) },
    { name: 'the DELEGATED GRAPH cut at the node bound', status: 'skip', files: tree(planCut), detail: `outputs not compared: ${PLAN_CUT}, so what the nodes not read produced cannot be decided (graph-parse reports the lines)` },
    { name: 'IMPLEMENTED GRAPH rows written as plan sections', status: 'skip', files: tree(notation), detail: UNREAD },
  ],
  invalid: [
    {
      name: 'another output of a read node beside a cut graph still warns, naming what was not compared',
      status: 'warn',
      files: tree(planCutOther),
      detail: `1 node produced another output than delegated; not compared: ${PLAN_CUT}`,
      findings: [{ message: /^N5 was delegated output=N5\.ts but implemented output=elsewhere\.ts/ }, { message: /^N5 was delegated/ }],
    },
    { name: 'another output beside an unread row', status: 'warn', files: tree(otherAndUnread), detail: /^1 node produced another output than delegated; not compared: N2 is named only/ },
  ],
});

for (const [rule, what] of [[gaps, 'GAPS'], [offScript, 'OFF-SCRIPT'], [failures, 'FAILURES']] as const) {
  ruleTester(rule, {
    valid: [
      { name: 'a small transcript', files: tree(BASE) },
      { name: 'no IMPLEMENTED GRAPH', status: 'skip', files: tree(NO_IMPL) },
        { name: 'the DELEGATED GRAPH cut at the node bound', status: 'skip', files: tree(planCut), detail: CUT_SKIP(what) },
    ],
    invalid: [
      {
        name: 'a difference in graphs read whole still fails',
        files: tree(
          rule === gaps ? edit(BASE, [IMPL_N2, '']) : rule === offScript ? edit(BASE, [IMPL_N2, `${IMPL_N2}\n  N9  status=done  output=x.ts  verify=pass`]) : edit(BASE, [IMPL_N1, '  N1  status=failed  output=src/api.ts  verify=fail']),
        ),
      },
    ],
  });
}

ruleTester(verdict, {
  valid: [
    { name: 'a small transcript', files: tree(BASE) },
    { name: 'no IMPLEMENTED GRAPH', status: 'skip', files: tree(NO_IMPL) },
    { name: 'the DELEGATED GRAPH cut at the node bound', status: 'skip', files: tree(planCut), detail: CUT_SKIP('VERDICT') },
  ],
  invalid: [
    { name: 'matches over a difference', files: tree(edit(BASE, [IMPL_N2, ''])) },
    { name: 'a mismatch verdict when nothing differs', status: 'warn', files: tree(edit(BASE, ['VERDICT    : matches', 'VERDICT    : mismatches listed above'])) },
  ],
});
