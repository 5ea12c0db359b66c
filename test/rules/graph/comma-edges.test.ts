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
