/** WAVES member lists wrapped onto several lines, and node ids in markdown emphasis. */
import { afterAll, describe, expect, it } from 'vitest';
import { parseGraphText } from '../../../packages/core/src/model/graph/index.js';
import { graphRules } from '../../../rules/graph/index.js';
import { ID_GRAMMAR } from '../../../packages/core/src/model/graph/text.js';
import { cleanupTrees } from '../../helpers.js';
import { runAll } from '../../rule-tester.js';
import { BASE, edit, loadGraph } from './graph-helpers.js';

afterAll(cleanupTrees);

const notPassing = async (text: string) =>
  (await runAll(graphRules, loadGraph(text), { preset: 'recommended' })).filter((r) => r.status !== 'pass').map((r) => `${r.name}: ${r.status} ${r.detail}`);

const PLAN = (waves: string) => `DELEGATED GRAPH: x\nNODES:\n${['N1', 'N2', 'N3', 'N4'].map((id) => `  ${id} domain=a output=${id}.ts`).join('\n')}\nWAVES:\n${waves}\n`;

describe('a WAVES member list wrapped onto the next lines', () => {
  it('is read as one list, each id where it stands, the purpose after its `]`', () => {
    const text = PLAN('  WAVE 1 : [N1 ∥ N2 ∥\n             N3 ∥\n    N4]  — all four');
    const p = parseGraphText(text);
    expect(p.problems).toEqual([]);
    const w = p.delegatedGraphs[0]!.waves;
    expect(w).toHaveLength(1);
    expect(w[0]!.members.map((m) => `${m.id}@${m.line}:${m.column}`)).toEqual(['N1@8:13', 'N2@8:18', 'N3@9:14', 'N4@10:5']);
    expect(w[0]!.purpose).toBe('all four');
  });
  it('in the whole transcript: every rule passes', async () => {
    const text = edit(BASE, ['  WAVE 1 : [N0 ∥ N1]  — base', '  WAVE 1 : [N0 ∥\n             N1]  — base']);
    expect(parseGraphText(text).problems).toEqual([]);
    expect(await notPassing(text)).toEqual([]);
  });
  it('a `[` never closed is one finding at the `[`, and no `[N1` id', () => {
    const text = PLAN('  WAVE 1 : [N1 ∥ N2 ∥\n  WAVE 2 : [N3 ∥ N4]');
    const p = parseGraphText(text);
    expect(p.problems).toEqual([{ line: 8, column: 12, message: 'the `[` of WAVE 1 on line 8 is never closed with `]`' }]);
    expect(p.delegatedGraphs[0]!.waves.map((w) => w.members.map((m) => m.id))).toEqual([['N1', 'N2'], ['N3', 'N4']]);
    // At the end of the block too.
    const end = parseGraphText(PLAN('  WAVE 1 : [N1 ∥ N2 ∥ N3 ∥ N4'));
    expect(end.problems).toEqual([{ line: 8, column: 12, message: 'the `[` of WAVE 1 on line 8 is never closed with `]`' }]);
  });
  it('an empty wrapped list still lists no nodes', () => {
    const p = parseGraphText(PLAN('  WAVE 1 : [\n  ]\n  WAVE 2 : [N1 ∥ N2 ∥ N3 ∥ N4]'));
    expect(p.problems.map((x) => [x.line, x.message])).toEqual([[8, 'WAVE 1 lists no nodes']]);
  });
});

describe('node ids in markdown emphasis', () => {
  const text = 'DELEGATED GRAPH: x\nNODES:\n  _setup domain=a output=a.txt\n  __init__ domain=a output=b.txt\n  **N3** domain=b output=c.txt\nWAVES:\n  WAVE 1 : [_setup ∥ __init__ ∥ N3]\n';
  it('`__init__` gets the grammar finding `_setup` gets, on NODES and WAVES lines alike', () => {
    const p = parseGraphText(text);
    expect(p.problems).toEqual([
      { line: 3, column: 3, message: `\`_setup\` is not a node id (${ID_GRAMMAR})` },
      { line: 4, column: 3, message: `\`__init__\` is not a node id (${ID_GRAMMAR})` },
      { line: 7, column: 13, message: `\`_setup\` and \`__init__\` in WAVE 1 are not node ids (${ID_GRAMMAR})` },
    ]);
    expect(p.delegatedGraphs[0]!.nodes.map((n) => n.id)).toEqual(['N3']);
  });
  it('on a wrapped WAVES line too', () => {
    const p = parseGraphText('DELEGATED GRAPH: x\nNODES:\n  N1 domain=a output=a.txt\nWAVES:\n  WAVE 1 : [N1 ∥\n  __init__]\n');
    expect(p.problems).toEqual([{ line: 6, column: 3, message: `\`__init__\` in WAVE 1 is not a node id (${ID_GRAMMAR})` }]);
  });
  it('in the IMPLEMENTED GRAPH too', () => {
    const p = parseGraphText('IMPLEMENTED GRAPH: x\nWAVE 1 — a\n  __init__ status=done output=b.txt\n  **N3** status=done output=c.txt\n');
    expect(p.problems).toEqual([{ line: 3, column: 3, message: `\`__init__\` is not a node id (${ID_GRAMMAR})` }]);
    expect(p.implementedGraphs[0]!.nodes.map((n) => n.id)).toEqual(['N3']);
  });
  it('bold section and wave keywords are still read', () => {
    const p = parseGraphText('DELEGATED GRAPH: x\n**NODES:**\n  N1 domain=a output=a.ts\n__WAVES__\n  **WAVE 1** : [N1]\n');
    expect(p.problems).toEqual([]);
    expect(p.delegatedGraphs[0]!.waves[0]!.members.map((m) => m.id)).toEqual(['N1']);
  });
  it('names every bad token of an edge, a few then a count, in one finding for the side they leave empty', () => {
    const p = parseGraphText('DELEGATED GRAPH: x\nNODES:\n  N1 domain=a output=a.ts\nEDGES:\n  _a, _b, _c, _d, _e, _f, _g → N1\nWAVES:\n  WAVE 1 : [N1]\n');
    expect(p.problems.map((x) => x.message)).toEqual([`\`_a\`, \`_b\`, \`_c\`, \`_d\`, \`_e\` and 2 more in this edge are not node ids (${ID_GRAMMAR})`]);
  });
});

describe('an IMPLEMENTED GRAPH with one wave per node', () => {
  // Its time is measured by bench/hostile.mjs (graph-implemented-100k-waves).
  it('is read whole, and a wave listed twice is still reported', () => {
    const n = 100_000;
    const lines = ['IMPLEMENTED GRAPH: x'];
    for (let i = 1; i <= n; i++) lines.push(`WAVE ${i} — w`, `  N${i} status=done output=f${i}.ts`);
    lines.push('WAVE 7 — again');
    const p = parseGraphText(lines.join('\n'));
    expect(p.implementedGraphs[0]!.waves).toHaveLength(n + 1);
    expect(p.problems).toEqual([{ line: 2 * n + 2, column: 1, message: 'WAVE 7 listed twice in the IMPLEMENTED GRAPH (first at line 14)' }]);
  });
});
