import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-return-subgraph.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, PLAN_ONLY, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const BUILT_N1 = '  IMPLEMENTED GRAPH : GET /items → list → json';
const built = (graph: string, base = BASE) => edit(base, [BUILT_N1, `  IMPLEMENTED GRAPH : ${graph}`]);
const column = BUILT_N1.indexOf('GET') + 1;
const subgraphLine = lineOf(BASE, 'SUBGRAPH     : GET /items');
const verdictLine = lineOf(BASE, 'VERDICT    : matches');
const mismatch = edit(BASE, ['VERDICT    : matches', 'VERDICT    : mismatches listed above']);

ruleTester(rule, {
  valid: [
    { name: 'each done RETURN built the steps of its SUBGRAPH', files: tree(BASE), detail: 'every done RETURN built the steps of its SUBGRAPH (2 RETURNs compared)' },
    { name: 'case, spacing, quotes, notes in brackets and another arrow are no difference', files: tree(built('`get /items` -> List (newest first) ->  JSON.')) },
    { name: "Mermaid's --> and ==> are arrows, not a step's trailing dash", files: tree(built('GET /items --> list ==> json')) },
    {
      name: 'an evolved or failed RETURN is not compared',
      files: tree(edit(built('GET /items → cache → json'), ['  STATUS            : done\n  OUTPUT            : src/api.ts', '  STATUS            : evolved\n  EVOLVED_SCOPE     : cache first\n  OUTPUT            : src/api.ts'])),
    },
    { name: 'steps built beyond those asked for, in a second chain, are detail', files: tree(built('GET /items → list → json; Item → toJson → response')) },
    { name: 'a note set off by a dash after the last step is no part of it', files: tree(built('GET /items → list → json — as asked')) },
    { name: 'a chain written one step a line is one chain', files: tree(built('GET /items\n    → list\n    → json')) },
    { name: 'a chain whose lines end with an arrow is one chain', files: tree(built('GET /items →\n    list →\n    json')) },
    { name: 'a GAPS naming the node records the difference', files: tree(edit(built('GET /items → json', mismatch), ['GAPS       : none', 'GAPS       : N1 returns json without the list step'])) },
    { name: 'a notation that is no chain is not compared', files: tree(built('the list endpoint, as asked')), detail: 'every done RETURN built the steps of its SUBGRAPH (1 RETURN compared)' },
  ],
  invalid: [
    {
      name: 'a step asked for and not built, one built and not asked for, with VERDICT matches',
      status: 'warn',
      files: tree(built('GET /items → list → html')),
      detail: '1 RETURN built another graph than its SUBGRAPH asked for',
      findings: [at(lineOf(BASE, BUILT_N1), column, `N1's RETURN returned done, but its IMPLEMENTED GRAPH lacks \`json\` of its SUBGRAPH (line ${subgraphLine}) and builds \`html\` instead, yet VERDICT (line ${verdictLine}) says matches`)],
    },
    {
      name: 'a step left out, under a mismatch verdict',
      status: 'warn',
      files: tree(built('GET /items → json', mismatch)),
      findings: [at(lineOf(BASE, BUILT_N1), column, `N1's RETURN returned done, but its IMPLEMENTED GRAPH lacks \`list\` of its SUBGRAPH (line ${subgraphLine})`)],
    },
    {
      name: 'a step left out of a chain written one step a line',
      status: 'warn',
      files: tree(built('GET /items\n    → html', mismatch)),
      findings: [at(lineOf(BASE, BUILT_N1), column, `N1's RETURN returned done, but its IMPLEMENTED GRAPH lacks \`list\`, \`json\` of its SUBGRAPH (line ${subgraphLine}) and builds \`html\` instead`)],
    },
    {
      name: 'a GAPS that says none with a note naming the node records nothing',
      status: 'warn',
      files: tree(edit(built('GET /items → json', mismatch), ['GAPS       : none', 'GAPS       : none (N1 fine)'])),
      findings: [at(lineOf(BASE, BUILT_N1), column, `N1's RETURN returned done, but its IMPLEMENTED GRAPH lacks \`list\` of its SUBGRAPH (line ${subgraphLine})`)],
    },
    { name: 'no RETURN', status: 'skip', files: tree(PLAN_ONLY), detail: 'no RETURN block in graph.md' },
  ],
});

describe('graph-return-subgraph on degenerate input', () => {
  survivesDegenerate(rule);
});
