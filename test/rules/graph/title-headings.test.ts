/**
 * A markdown heading that names only a block type (`## Delegated graph`, `## Agent Subgraph`, `## RETURN`)
 * written as a section title above the block's real header: a title, never an empty block of its own.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { parseGraphText } from '../../../packages/core/src/model/graph/index.js';
import { headerOf } from '../../../packages/core/src/model/graph/text.js';
import { graphRules } from '../../../rules/graph/index.js';
import { cleanupTrees } from '../../helpers.js';
import { runAll } from '../../rule-tester.js';
import { BASE, edit, lineOf, loadGraph } from './graph-helpers.js';

afterAll(cleanupTrees);

async function notPassing(text: string): Promise<string[]> {
  const results = await runAll(graphRules, loadGraph(text), { preset: 'recommended' });
  return results.filter((r) => r.status !== 'pass').map((r) => `${r.name}: ${r.status} ${r.detail} ${(r.findings ?? []).slice(0, 2).map((f) => `${f.line}: ${f.message}`).join(' / ')}`);
}

const counts = (text: string) => {
  const p = parseGraphText(text);
  return [p.delegatedGraphs.length, p.subgraphs.length, p.returns.length, p.implementedGraphs.length];
};

describe('a heading naming only a block type above its header', () => {
  it.each([
    ['## Delegated graph', 'DELEGATED GRAPH: demo'],
    ['## DELEGATED GRAPH', 'DELEGATED GRAPH: demo'],
    ['## Agent Subgraph', 'AGENT SUBGRAPH — N1 api'],
    ['### AGENT SUBGRAPH', 'AGENT SUBGRAPH — N2 web'],
    ['## RETURN', 'RETURN: N1'],
    ['## Return', 'RETURN: N2'],
    ['## return', 'RETURN: N1'],
    ['## Implemented graph', 'IMPLEMENTED GRAPH: demo'],
  ])('`%s` above `%s` is a title: no block, no finding', async (title, header) => {
    const text = edit(BASE, [`\n${header}\n`, `\n${title}\n\n${header}\n`]);
    const p = parseGraphText(text);
    expect(p.problems).toEqual([]);
    expect(counts(text)).toEqual([1, 2, 2, 1]);
    expect(await notPassing(text)).toEqual([]);
  });
  it('also with no blank line, with prose after it, or with the block in a fence below it', async () => {
    for (const text of [
      edit(BASE, ['DELEGATED GRAPH: demo', '## Delegated graph\nDELEGATED GRAPH: demo']),
      edit(BASE, ['DELEGATED GRAPH: demo', '## Delegated graph\nThe plan, drawn before any spawn:\n\nDELEGATED GRAPH: demo']),
      edit(BASE, ['\nRETURN: N1\n', '\n## RETURN\nThe worker answered:\n\nRETURN: N1\n']),
      edit(BASE, ['DELEGATED GRAPH: demo', '## Delegated graph\n```\nDELEGATED GRAPH: demo'], ['— client\n', '— client\n```\n']),
    ]) {
      expect(parseGraphText(text).problems).toEqual([]);
      expect(counts(text)).toEqual([1, 2, 2, 1]);
      expect(await notPassing(text)).toEqual([]);
    }
  });
  it('the title heading still ends the block above it', () => {
    const text = edit(BASE, ['\nAGENT SUBGRAPH — N2 web', '## Agent Subgraph\nAGENT SUBGRAPH — N2 web']);
    expect(parseGraphText(text).returns.find((r) => r.node === 'N1')!.endLine).toBe(lineOf(text, 'The test covers an empty list'));
  });
});

describe('a heading naming only a block type with the block\'s lines after it is still its header', () => {
  it('`## RETURN` over fields is a RETURN naming no node', () => {
    const p = parseGraphText('## RETURN\n  STATUS : done\n  OUTPUT : src/api.ts\n');
    expect(p.returns).toHaveLength(1);
    expect(p.returns[0]!.header).toBe('');
    expect(Object.keys(p.returns[0]!.fields)).toEqual(['STATUS', 'OUTPUT']);
  });
  it('`## DELEGATED GRAPH` over NODES is a plan', () => {
    const p = parseGraphText('## DELEGATED GRAPH\nNODES:\n  N1  domain=api  output=a.ts  status=pending\nWAVES:\n  WAVE 1 : [N1]\n');
    expect(p.problems).toEqual([]);
    expect(p.delegatedGraphs[0]!.nodes.map((n) => n.id)).toEqual(['N1']);
  });
  it('`## AGENT SUBGRAPH` over fields is a prompt, and its missing node is reported', () => {
    const p = parseGraphText('## AGENT SUBGRAPH\nWHY : x\nOUTPUT : a.ts\n');
    expect(p.subgraphs).toHaveLength(1);
    expect(p.problems).toEqual([{ line: 1, column: 1, message: expect.stringMatching(/^AGENT SUBGRAPH header names no node/) }]);
  });
  it('a header naming its task or node opens its block even when empty', () => {
    expect(counts('## DELEGATED GRAPH: demo\n')).toEqual([1, 0, 0, 0]);
    expect(counts('## RETURN: N1\n')).toEqual([0, 0, 1, 0]);
    // Not a heading: the plain line is the protocol's header, read as written.
    expect(counts('RETURN\n\nRETURN: N1\n')).toEqual([0, 0, 2, 0]);
  });
});

describe('RETURN on a heading in any case, as the other block keywords', () => {
  it('`## Return: N1` opens the RETURN of N1', async () => {
    const text = edit(BASE, ['RETURN: N1\n', '## Return: N1\n']);
    expect(parseGraphText(text).returns.map((r) => r.node)).toEqual(['N1', 'N2']);
    expect(await notPassing(text)).toEqual([]);
  });
  it('reads `## Return N1` and `## return — N2`, never a section such as `## Return values` or a plain `Return: N1`', () => {
    expect(headerOf('## Return N1')).toEqual({ kind: 'return', rest: 'N1' });
    expect(headerOf('## return — N2')).toEqual({ kind: 'return', rest: 'N2' });
    expect(headerOf('## Return values')).toBeUndefined();
    expect(headerOf('Return: N1')).toBeUndefined();
  });
});
