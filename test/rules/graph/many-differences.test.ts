// Hundreds of differences: the findings a report shows are built, the rest counted, and a VERDICT
// finding names the first differences and how many more, not every one of them.
import { afterAll, describe, expect, it } from 'vitest';
import parse from '../../../rules/graph/graph-parse.js';
import edgeWaveOrder from '../../../rules/graph/graph-edge-wave-order.js';
import { MAX_EDGE_LINE, MAX_EDGES, MAX_NODES } from '../../../packages/core/src/model/graph/blocks.js';
import wavesPartition from '../../../rules/graph/graph-waves-partition.js';
import offScript from '../../../rules/graph/graph-compare-off-script.js';
import subgraphComplete from '../../../rules/graph/graph-subgraph-complete.js';
import verdict from '../../../rules/graph/graph-verdict.js';
import { cleanupTrees } from '../../helpers.js';
import { lint } from '../../rule-tester.js';
import { BASE, edit, tree } from './graph-helpers.js';

afterAll(cleanupTrees);

const N2_ROW = '  N2  status=done      output=web/app.ts    verify=pass';
/** The base transcript with `n` nodes implemented that were never delegated, and OFF-SCRIPT still none. */
const withExtra = (n: number) => edit(BASE, [N2_ROW, `${N2_ROW}\n${Array.from({ length: n }, (_, k) => `  X${k}  status=done  output=x/${k}.ts  verify=pass`).join('\n')}`]);

it('OFF-SCRIPT over 600 undelegated nodes: 500 findings shown of the 1,200 counted', async () => {
  const r = await lint(offScript, { files: tree(withExtra(600)) });
  expect(r.status).toBe('fail');
  expect(r.detail).toBe('OFF-SCRIPT disagrees with the comparison (1200 findings): 600 implemented nodes were never delegated (showing 500 of 1200 findings)');
  expect(r.findings).toHaveLength(500);
  expect(r.findings!.at(-1)!.message).toMatch(/^OFF-SCRIPT does not list X249,/);
});

it('a few differences are all shown, with no count of more', async () => {
  const r = await lint(offScript, { files: tree(withExtra(3)) });
  expect(r.detail).toBe('OFF-SCRIPT disagrees with the comparison (6 findings): 3 implemented nodes were never delegated');
  expect(r.findings).toHaveLength(6);
});

it('VERDICT says matches over 600 differences: the first 20 named, then how many more; 500 findings of 601', async () => {
  const r = await lint(verdict, { files: tree(withExtra(600)) });
  expect(r.status).toBe('fail');
  expect(r.detail).toBe('VERDICT says matches but the graphs differ in 600 places (showing 500 of 601 findings)');
  expect(r.findings).toHaveLength(500);
  const first = r.findings![0]!.message;
  expect(first).toMatch(/^VERDICT says matches, but 600 differences: X0 .*; X19 [^;]*; and 580 more$/);
  expect(first).not.toContain('X20 ');
});

const N2_NODE = '  N2  domain=web   output=web/app.ts    status=pending';
it('600 pending nodes without an AGENT SUBGRAPH: 500 findings shown of the 600 counted, in node order', async () => {
  const text = edit(BASE, [N2_NODE, `${N2_NODE}\n${Array.from({ length: 600 }, (_, k) => `  P${k}  domain=web  output=p/${k}.ts  status=pending`).join('\n')}`]);
  const r = await lint(subgraphComplete, { files: tree(text) });
  expect(r.status).toBe('fail');
  expect(r.detail).toBe('600 delegation gaps: pending nodes need a complete AGENT SUBGRAPH (showing 500 of 600 findings)');
  expect(r.findings).toHaveLength(500);
  expect(r.findings!.at(-1)!.message).toBe('node P499 is pending but no AGENT SUBGRAPH spawns it');
});

describe('edges past their bounds', () => {
  /** A plan of N1 and N2 in two waves whose EDGES section is `edges`. */
  const plan = (edges: string) => `# plan\n\n\`\`\`\nDELEGATED GRAPH: x\n\nNODES:\n  N1 domain=a output=x status=pending\n  N2 domain=a output=y status=pending\n\nEDGES:\n${edges}\nWAVES:\n  WAVE 1 : [N1]\n  WAVE 2 : [N2]\n\`\`\`\n`;

  it(`an edge line over ${MAX_EDGE_LINE} characters is read to there, and said at that column`, async () => {
    const line = `  N1 → N2${' → N1 → N2'.repeat(10_000)}`;
    const r = await lint(parse, { files: { 'plan.md': plan(`${line}\n`) }, target: 'plan.md' });
    expect(r.status).toBe('fail');
    const cut = r.findings!.find((f) => f.message.startsWith('edge line is over'))!;
    expect(cut).toMatchObject({ line: 11, message: `edge line is over ${MAX_EDGE_LINE} characters; the edges past here are not read` });
    expect(cut.column).toBeLessThanOrEqual(MAX_EDGE_LINE + 1);
    expect(r.findings).toHaveLength(1);
  });

  it(`a graph of more than ${MAX_EDGES} edges keeps that many, says where the rest begin, and reads no edge line after`, async () => {
    const perLine = 7;
    const lines = Math.ceil(MAX_EDGES / perLine) + 10;
    const r = await lint(parse, { files: { 'plan.md': plan(`${'  N1 → N2 → N1 → N2 → N1 → N2 → N1 → N2\n'.repeat(lines)}  N1 → N9\n`) }, target: 'plan.md' });
    expect(r.findings!.map((f) => f.message)).toEqual([`the graph has more than ${MAX_EDGES} edges; the edges from here on are not read`]);
    expect(r.findings![0]!.line).toBe(11 + Math.floor(MAX_EDGES / perLine));
    // The backward edges it keeps are counted, and 500 built.
    const order = await lint(edgeWaveOrder, { files: { 'plan.md': plan('  N1 → N2 → N1 → N2 → N1\n'.repeat(1_000)) }, target: 'plan.md' });
    expect(order.detail).toBe('2000 edges do not run from an earlier wave to a later one (showing 500 of 2000 findings)');
    expect(order.findings).toHaveLength(500);
  });
});

describe('nodes past their bound', () => {
  /** A plan of `n` nodes in one wave. */
  const plan = (n: number) => {
    const ids = Array.from({ length: n }, (_, k) => `N${k + 1}`);
    return `# plan\n\n\`\`\`\nDELEGATED GRAPH: x\n\nNODES:\n${ids.map((id, k) => `  ${id} domain=a output=o/${k}.md status=pending\n`).join('')}\nEDGES:\n  N1 → N2\n\nWAVES:\n  WAVE 1 : [${ids.join(' ∥ ')}]\n\`\`\`\n`;
  };

  it(`a graph of more than ${MAX_NODES} nodes is read to there, said at the first node not read, and its waves are not judged missing`, async () => {
    const r = await lint(parse, { files: { 'plan.md': plan(MAX_NODES + 5) }, target: 'plan.md' });
    expect(r.status).toBe('fail');
    expect(r.findings!.map((f) => [f.line, f.message])).toEqual([[7 + MAX_NODES, `the graph declares more than ${MAX_NODES.toLocaleString('en-US')} nodes; it is read no further (the nodes from here on, and its edges and waves, are not read)`]]);
    const waves = await lint(wavesPartition, { files: { 'plan.md': plan(MAX_NODES + 5) }, target: 'plan.md' });
    expect(waves.status).toBe('skip');
    expect(waves.detail).toBe(`the DELEGATED GRAPH is read only to line ${7 + MAX_NODES}, past its node bound (see graph-parse): its waves are not read`);
  });

  it(`a graph of ${MAX_NODES} nodes is read whole`, async () => {
    const r = await lint(parse, { files: { 'plan.md': plan(MAX_NODES) }, target: 'plan.md' });
    expect(r.status).toBe('pass');
    expect((await lint(wavesPartition, { files: { 'plan.md': plan(MAX_NODES) }, target: 'plan.md' })).status).toBe('pass');
  });
});
