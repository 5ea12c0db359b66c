// An IMPLEMENTED GRAPH written in the DELEGATED GRAPH's notation (NODES / EDGES / WAVES) is said once by graph-parse,
// and read as meant: its nodes from NODES, their waves from WAVES, so the compare rules still compare it.
import { describe, expect, it } from 'vitest';
import parse from '../../../rules/graph/graph-parse.js';
import waves from '../../../rules/graph/graph-compare-waves.js';
import gaps from '../../../rules/graph/graph-compare-gaps.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_IMPL, at, edit, lineOf, loadGraph, tree } from './graph-helpers.js';

const PROTOCOL_FORM = `IMPLEMENTED GRAPH: demo
WAVE 1 — base
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass
WAVE 2 — client
  N2  status=done      output=web/app.ts    verify=pass
`;
const planForm = (wave1: string, wave2: string, nodes = ['N0  status=pre-done  output=docs/spec.md', 'N1  status=done  output=src/api.ts', 'N2  status=done  output=web/app.ts']) => `IMPLEMENTED GRAPH: demo
NODES:
${nodes.map((n) => `  ${n}\n`).join('')}EDGES:
  N0 → N2
  N1 -> N2
WAVES:
  WAVE 1 : [${wave1}]  — base
  WAVE 2 : [${wave2}]  — client
`;
const asPlan = edit(BASE, [PROTOCOL_FORM, planForm('N0 ∥ N1', 'N2')]);
const movedAsPlan = edit(BASE, [PROTOCOL_FORM, planForm('N0 ∥ N1 ∥ N2', '')]);
const lackingN2 = edit(BASE, [PROTOCOL_FORM, planForm('N0 ∥ N1', '', ['N0  status=pre-done  output=docs/spec.md', 'N1  status=done  output=src/api.ts'])]);
const header = lineOf(asPlan, 'IMPLEMENTED GRAPH: demo') + 1;

/** Its NODES and WAVES sections, then the protocol's form for the last wave. */
const mixed = edit(BASE, [PROTOCOL_FORM, `${planForm('N0 ∥ N1', '').replace(/  WAVE 2 : \[\]  — client\n/, '').replace('  N2  status=done  output=web/app.ts\n', '')}WAVE 2 — client\n  N2  status=done  output=web/app.ts\n`]);

describe('an IMPLEMENTED GRAPH in the plan\'s notation', () => {
  it('keeps the waves its WAVES lines gave when the protocol\'s form follows', () => {
    expect(loadGraph(mixed).implementedGraphs.at(-1)!.nodes.map((n) => [n.id, n.wave])).toEqual([
      ['N0', 1],
      ['N1', 1],
      ['N2', 2],
    ]);
  });

  it('is read with every node in the wave its WAVES line gives', () => {
    const impl = loadGraph(asPlan).implementedGraphs.at(-1)!;
    expect(impl.nodes.map((n) => [n.id, n.wave, n.status?.value])).toEqual([
      ['N0', 1, 'pre-done'],
      ['N1', 1, 'done'],
      ['N2', 2, 'done'],
    ]);
    expect(impl.waves.map((w) => [w.number, w.purpose])).toEqual([
      [1, 'base'],
      [2, 'client'],
    ]);
  });
});

ruleTester(parse, {
  valid: [{ name: 'the protocol\'s form', files: tree(BASE) }],
  invalid: [
    {
      name: 'said once, at its NODES line, and no line of it is called not understood',
      files: tree(asPlan),
      detail: /^1 problem/,
      findings: [at(header, 1, /^IMPLEMENTED GRAPH written in the DELEGATED GRAPH's notation \(NODES:, EDGES:, WAVES:\): its nodes are read from its NODES and WAVES sections, but the protocol lists each node under its wave: `WAVE 1 — <purpose>`/)],
    },
  ],
});

ruleTester(waves, {
  valid: [
    { name: 'each node in its delegated wave, written in the plan\'s notation', files: tree(asPlan), detail: 'every implemented node sits in its delegated wave' },
    { name: 'no IMPLEMENTED GRAPH yet', status: 'skip', files: tree(NO_IMPL) },
  ],
  invalid: [{ name: 'a node its WAVES line moves to another wave', files: tree(movedAsPlan), detail: '1 node ran in another wave than delegated' }],
});

ruleTester(gaps, {
  valid: [
    { name: 'every delegated node implemented, in the plan\'s notation', files: tree(asPlan) },
    { name: 'no IMPLEMENTED GRAPH yet', status: 'skip', files: tree(NO_IMPL) },
  ],
  invalid: [{ name: 'a delegated node its NODES section lacks', files: tree(lackingN2), detail: /^GAPS disagrees with the comparison/, findings: [at(lineOf(lackingN2, '  N2  domain=web'), 3, /^N2 is delegated here but missing from the IMPLEMENTED GRAPH/), at(lineOf(lackingN2, 'GAPS       : none'), 1, /^GAPS does not list N2/)] }],
});
