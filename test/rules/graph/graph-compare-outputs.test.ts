import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-compare-outputs.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_IMPL, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const IMPL_N2 = '  N2  status=done      output=web/app.ts    verify=pass';
const other = edit(BASE, [IMPL_N2, '  N2  status=done  output=web/main.ts  verify=pass']);
const delegated = lineOf(other, '  N2  domain=web');
const implemented = lineOf(other, 'output=web/main.ts');
const column = (line: number) => other.split('\n')[line - 1]!.indexOf('output=') + 1;

ruleTester(rule, {
  valid: [
    { name: 'every node produced its delegated output', files: tree(BASE) },
    { name: 'the same output written with ./', files: tree(edit(BASE, [IMPL_N2, '  N2  status=done  output=./web/app.ts  verify=pass'])) },
    {
      name: 'another output a mismatch VERDICT names',
      files: tree(edit(other, ['VERDICT    : matches', 'VERDICT    : mismatches listed above: N2 wrote web/main.ts instead of web/app.ts'])),
      detail: '1 node produced another output than delegated, named in the VERDICT or EVOLUTIONS',
    },
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
    { name: 'no IMPLEMENTED GRAPH', status: 'skip', files: tree(NO_IMPL) },
  ],
});

describe('graph-compare-outputs on degenerate input', () => {
  survivesDegenerate(rule);
});
