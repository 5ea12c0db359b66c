import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-independent-wave.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_PLAN, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const plan = (nodes: string[], edges: string[], waves: string[]) =>
  ['DELEGATED GRAPH: t', 'NODES:', ...nodes.map((n) => `  ${n}`), 'EDGES:', ...(edges.length ? edges : ['none']).map((e) => `  ${e}`), 'WAVES:', ...waves.map((w) => `  ${w}`), ''].join('\n');

const heldBack = plan(['N1 domain=api output=src/api.ts', 'N2 domain=docs output=docs/api.md'], [], ['WAVE 1 : [N1]', 'WAVE 2 : [N2]']);
const sameFiles = plan(['N1 domain=api output=src/', 'N2 domain=auth output=src/auth.ts'], [], ['WAVE 1 : [N1]', 'WAVE 2 : [N2]']);

ruleTester(rule, {
  valid: [
    { name: 'every node without incoming edges is in WAVE 1', files: tree(BASE) },
    { name: 'a node held back because it writes the same files as an earlier node', files: tree(sameFiles) },
    { name: 'a node held back because an earlier glob output covers its file', files: tree(plan(['N1 domain=api output=src/**/*.ts', 'N2 domain=auth output=src/auth/token.ts'], [], ['WAVE 1 : [N1]', 'WAVE 2 : [N2]'])) },
    { name: 'a later-wave node that has an incoming edge', files: tree(edit(BASE, ['  N0 → N2   (N2 reads the spec)\n', ''])) },
    {
      // WAVE 1 holds only the pre-done N0, so N1 starts the run in WAVE 2; N0 declared again as pending changes nothing.
      name: "a repeated id's later declaration does not move the wave where the run starts",
      files: tree(plan(['N0 domain=docs output=docs/spec.md status=pre-done', 'N1 domain=api output=src/api.ts status=pending', 'N0 domain=docs output=docs/spec.md status=pending'], [], ['WAVE 1 : [N0]', 'WAVE 2 : [N1]']), { 'docs/spec.md': '# Spec\n' }),
    },
  ],
  invalid: [
    {
      name: 'a node with no incoming edge held back to a later wave, at the node',
      files: tree(heldBack),
      detail: '1 independent node placed after WAVE 1',
      findings: [at(lineOf(heldBack, 'N2 domain'), 3, 'N2 has no incoming edge, so it is independent of WAVE 1 and shares it; it is in WAVE 2')],
    },
    { name: 'no DELEGATED GRAPH', status: 'skip', files: tree(NO_PLAN) },
  ],
});

describe('graph-independent-wave on degenerate input', () => {
  survivesDegenerate(rule);
});

// `output=docs` is the folder holding `docs/api.md` when the graph writes under it: the later node is held back by a clash.
const bareFolder = plan(['N1 domain=docs output=docs', 'N2 domain=api output=docs/api.md'], [], ['WAVE 1 : [N1]', 'WAVE 2 : [N2]']);
const bareWord = plan(['N1 domain=docs output=docsite', 'N2 domain=api output=docs/api.md'], [], ['WAVE 1 : [N1]', 'WAVE 2 : [N2]']);

ruleTester(rule, {
  valid: [{ name: 'a node held back by an earlier one-segment folder output', files: tree(bareFolder) }],
  invalid: [
    {
      name: 'a node held back by an earlier bare word that is no folder of the graph',
      files: tree(bareWord),
      findings: [at(lineOf(bareWord, 'N2 domain'), 3, 'N2 has no incoming edge, so it is independent of WAVE 1 and shares it; it is in WAVE 2')],
    },
  ],
});
