// Two edges on one EDGES line, separated by a comma, are two edges: not one chain through the comma.
import { afterAll, describe, expect, it } from 'vitest';
import { parseGraphText } from '../../../packages/core/src/model/graph/index.js';
import { graphRules } from '../../../rules/graph/index.js';
import { cleanupTrees } from '../../helpers.js';
import { runAll } from '../../rule-tester.js';
import { BASE, edit, loadGraph } from './graph-helpers.js';

afterAll(cleanupTrees);

const edgesOf = (line: string) => {
  const p = parseGraphText(`DELEGATED GRAPH: t\nNODES:\n  N1 domain=a output=a.ts\nEDGES:\n${line}\nWAVES:\n  WAVE 1 : [N1]\n`);
  return { edges: p.delegatedGraphs[0]!.edges.map((e) => `${e.from.id}>${e.to.id}@${e.from.column}`), problems: p.problems.map((x) => x.message) };
};

describe('a comma between two edges', () => {
  it.each([
    ['two edges into one node', '  N1 → N3, N2 → N3', ['N1>N3@3', 'N2>N3@12']],
    ['without a blank after the comma', '  N1 -> N3,N2 -> N3', ['N1>N3@3', 'N2>N3@12']],
    ['a chain, then an edge', '  N1 → N2 → N3, N4 → N5', ['N1>N2@3', 'N2>N3@8', 'N4>N5@17']],
    ['sources and targets listed with commas at the ends still fan', '  N1, N2 → N3, N4', ['N1>N3@3', 'N1>N4@3', 'N2>N3@7', 'N2>N4@7']],
  ])('%s', (_name, line, want) => {
    const { edges, problems } = edgesOf(line);
    expect(problems).toEqual([]);
    expect(edges).toEqual(want);
  });
  it('an empty side next to the comma is reported', () => {
    expect(edgesOf('  N1 → , N2 → N3').problems).toEqual(['edge line has an arrow with no node on one side']);
  });
  it('a matching transcript writing its two edges on one line passes every graph rule', async () => {
    const text = edit(BASE, ['  N0 → N2   (N2 reads the spec)\n  N1 -> N2', '  N0 → N2, N1 → N2']);
    const results = await runAll(graphRules, loadGraph(text), { preset: 'recommended' });
    expect(results.filter((r) => r.status !== 'pass').map((r) => `${r.name}: ${r.status} ${r.detail}`)).toEqual([]);
  });
});

describe('a side of an edge grouped in brackets, as a wave is drawn', () => {
  it.each([
    ['fan-out into a bracketed wave', '  N1 → [N2 ∥ N3]', ['N1>N2@3', 'N1>N3@3']],
    ['fan-out into braces', '  N1 -> {N2, N3}', ['N1>N2@3', 'N1>N3@3']],
    ['fan-in from a bracketed wave', '  [N1 ∥ N2] → N3', ['N1>N3@4', 'N2>N3@9']],
    ['a group in the middle of a chain keeps its commas', '  N1 → {N2, N3} → N4', ['N1>N2@3', 'N1>N3@3', 'N2>N4@9', 'N3>N4@13']],
  ])('%s', (_name, line, want) => {
    const { edges, problems } = edgesOf(line);
    expect(problems).toEqual([]);
    expect(edges).toEqual(want);
  });
  it('an unclosed bracket is still no node id, reported at the token', () => {
    const p = parseGraphText('DELEGATED GRAPH: t\nNODES:\n  N1 domain=a output=a.ts\nEDGES:\n  N1 → [N2, N3\nWAVES:\n  WAVE 1 : [N1]\n');
    expect(p.problems.map((x) => `${x.column} ${x.message.slice(0, 30)}`)).toEqual(['8 `[N2` in this edge is not a no']);
  });
});

describe('a semicolon between two edges', () => {
  it.each([
    ['two edges into one node', '  N1 -> N3; N2 -> N3', ['N1>N3@3', 'N2>N3@13']],
    ['without a blank after it', '  N1 → N3;N2 → N3', ['N1>N3@3', 'N2>N3@11']],
    ['three statements, one a chain', '  N1 → N2 → N3; N4 → N5; N6 → N7', ['N1>N2@3', 'N2>N3@8', 'N4>N5@17', 'N6>N7@26']],
    ['a semicolon ending the line is nothing', '  N1 → N3;', ['N1>N3@3']],
    ['a comma and a semicolon', '  N1 → N3, N2 → N3; N4 → N5', ['N1>N3@3', 'N2>N3@12', 'N4>N5@21']],
  ])('%s: no edge is invented across it', (_name, line, want) => {
    const { edges, problems } = edgesOf(line);
    expect(problems).toEqual([]);
    expect(edges).toEqual(want);
  });
  it('a statement after it with no arrow is reported, and reads no edge', () => {
    const p = parseGraphText('DELEGATED GRAPH: t\nNODES:\n  N1 domain=a output=a.ts\nEDGES:\n  N1 → N3; N2\nWAVES:\n  WAVE 1 : [N1]\n');
    expect(p.delegatedGraphs[0]!.edges.map((e) => `${e.from.id}>${e.to.id}`)).toEqual(['N1>N3']);
    expect(p.problems.map((x) => `${x.line}:${x.column} ${x.message}`)).toEqual(['5:12 `N2` after `;` in this edge line has no arrow (expected `N1 → N3; N2 → N3`)']);
  });
  it('two edges into T3 on one line, in one wave: graph-edge-wave-order names only the edges written', async () => {
    const text = [
      'DELEGATED GRAPH: dark mode',
      'NODES:',
      '  T1  domain=css    output=src/theme/dark.css    status=pending',
      '  T2  domain=react  output=src/theme/Toggle.tsx  status=pending',
      '  T3  domain=docs   output=docs/theming.md       status=pending',
      'EDGES:',
      '  T1 -> T3; T2 -> T3',
      'WAVES:',
      '  WAVE 1 : [T1 ∥ T2 ∥ T3]',
      '',
    ].join('\n');
    const results = await runAll(graphRules, loadGraph(text, {}), { preset: 'recommended' });
    const order = results.find((r) => r.name === 'graph-edge-wave-order')!;
    expect(order.findings.map((f) => `${f.line}:${f.column} ${f.message}`)).toEqual([
      "7:3 edge T1 → T3 joins two nodes of WAVE 1: T3 would start before T1's output exists",
      "7:13 edge T2 → T3 joins two nodes of WAVE 1: T3 would start before T2's output exists",
    ]);
    expect(results.find((r) => r.name === 'graph-parse')!.findings).toEqual([]);
  });
});
