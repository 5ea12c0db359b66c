import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-subgraph-output.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_PLAN, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const other = edit(BASE, ['OUTPUT       : web/app.ts', 'OUTPUT       : web/main.ts']);

ruleTester(rule, {
  valid: [
    { name: "each subgraph asks for its node's output", files: tree(BASE), detail: /^2 AGENT SUBGRAPH OUTPUT fields match/ },
    { name: 'the same output written differently', files: tree(edit(BASE, ['OUTPUT       : src/api.ts', 'OUTPUT       : ./src/api.ts (new file)'])) },
  ],
  invalid: [
    {
      name: 'the subgraph asks for another file, naming the node line',
      files: tree(other),
      detail: '1 AGENT SUBGRAPH block asks for another output than the node declares',
      findings: [at(lineOf(other, 'OUTPUT       : web/main.ts'), 16, `AGENT SUBGRAPH N2 asks for OUTPUT web/main.ts but node N2 (line ${lineOf(other, '  N2  domain=web')}) declares output=web/app.ts`)],
    },
    { name: 'no DELEGATED GRAPH', status: 'skip', files: tree(NO_PLAN) },
  ],
});

describe('graph-subgraph-output on degenerate input', () => {
  survivesDegenerate(rule);
});
