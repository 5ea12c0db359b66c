import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-compare-outputs.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_IMPL, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const IMPL_N2 = '  N2  status=done      output=web/app.ts    verify=pass';
const other = edit(BASE, [IMPL_N2, '  N2  status=done  output=web/main.ts  verify=pass']);
const delegated = lineOf(other, '  N2  domain=web');
const implemented = lineOf(other, 'output=web/main.ts');
const column = (line: number) => other.split('\n')[line - 1]!.indexOf('output=') + 1;
/** N2 declared again with another output: the first declaration is the one compared, as every lookup reads it. */
const N2_ROW = '  N2  domain=web   output=web/app.ts    status=pending';
const redeclared = edit(BASE, [N2_ROW, `${N2_ROW}\n  N2  domain=qa    output=tests/other.ts  status=pending`]);
const asSecond = edit(redeclared, [IMPL_N2, '  N2  status=done      output=tests/other.ts  verify=pass']);

ruleTester(rule, {
  valid: [
    { name: 'every node produced its delegated output', files: tree(BASE) },
    { name: 'the same output written with ./', files: tree(edit(BASE, [IMPL_N2, '  N2  status=done  output=./web/app.ts  verify=pass'])) },
    {
      name: 'another output a mismatch VERDICT names',
      files: tree(edit(other, ['VERDICT    : matches', 'VERDICT    : mismatches listed above: N2 wrote web/main.ts instead of web/app.ts'])),
      detail: '1 node produced another output than delegated, named in the VERDICT or EVOLUTIONS',
    },
    { name: 'a node id declared twice is compared at its first declaration, not the repeat', files: tree(redeclared), detail: 'every implemented node produced its delegated output' },
  ],
  invalid: [
    {
      name: 'another output, at both locations',
      status: 'warn',
      files: tree(other),
      detail: '1 node produced another output than delegated',
      findings: [
        at(delegated, column(delegated), `N2 was delegated output=web/app.ts but implemented output=web/main.ts; the IMPLEMENTED GRAPH line is ${implemented}`),
        at(implemented, column(implemented), `N2 was delegated output=web/app.ts but implemented output=web/main.ts; the DELEGATED GRAPH line is ${delegated}`),
      ],
    },
    {
      name: 'another output under a VERDICT that says matches, though it names the node',
      status: 'warn',
      files: tree(edit(other, ['VERDICT    : matches', 'VERDICT    : matches (N2 fine)'])),
      detail: '1 node produced another output than delegated',
    },
    {
      name: 'another output under a mismatch VERDICT naming another node',
      status: 'warn',
      files: tree(edit(other, ['VERDICT    : matches', 'VERDICT    : mismatches listed above: N1 was slow'])),
    },
    {
      name: 'a node id declared twice, implemented with the output of the repeat: reported against the first declaration',
      status: 'warn',
      files: tree(asSecond),
      detail: '1 node produced another output than delegated',
      findings: [
        at(lineOf(asSecond, N2_ROW), N2_ROW.indexOf('output=') + 1, `N2 was delegated output=web/app.ts but implemented output=tests/other.ts; the IMPLEMENTED GRAPH line is ${lineOf(asSecond, 'status=done      output=tests/other.ts')}`),
        at(lineOf(asSecond, 'status=done      output=tests/other.ts'), '  N2  status=done      output=tests/other.ts'.indexOf('output=') + 1, `N2 was delegated output=web/app.ts but implemented output=tests/other.ts; the DELEGATED GRAPH line is ${lineOf(asSecond, N2_ROW)}`),
      ],
    },
    { name: 'no IMPLEMENTED GRAPH', status: 'skip', files: tree(NO_IMPL) },
  ],
});

describe('graph-compare-outputs on degenerate input', () => {
  survivesDegenerate(rule);
});
