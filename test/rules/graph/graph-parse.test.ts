import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-parse.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, NO_PLAN, edit, lineOf, runGraph, survivesDegenerate } from './graph-helpers.js';

afterAll(cleanupTrees);

describe('graph-parse', () => {
  it('passes and counts the blocks of a well-formed transcript', async () => {
    const r = await runGraph(rule, BASE);
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('parsed 1 DELEGATED GRAPH, 2 AGENT SUBGRAPHs, 2 RETURNs, 1 IMPLEMENTED GRAPH');
  });
  it('fails on a node line without key=value pairs, at its line', async () => {
    const text = edit(BASE, ['  N2  domain=web   output=web/app.ts    status=pending', '  N2 web web/app.ts']);
    const r = await runGraph(rule, text);
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/1 problem reading/);
    expect(r.findings).toEqual([expect.objectContaining({ file: 'graph.md', line: lineOf(text, '  N2 web web/app.ts'), column: 3, message: expect.stringMatching(/no key=value/) })]);
  });
  it('fails on an edge without an arrow and a wave line in prose, each at its line', async () => {
    const text = edit(BASE, ['  N1 -> N2', '  N1 feeds N2'], ['  WAVE 2 : [N2]       — client', '  then the client']);
    const r = await runGraph(rule, text);
    expect(r.findings.map((f) => f.line)).toEqual([lineOf(text, 'N1 feeds N2'), lineOf(text, 'then the client')]);
  });
  it('fails when the transcript has no DELEGATED GRAPH', async () => {
    const r = await runGraph(rule, NO_PLAN);
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/no DELEGATED GRAPH/);
    expect(r.findings[0]).toMatchObject({ line: 1, message: expect.stringMatching(/before any agent is spawned/) });
  });
  it('fails when the file holds no protocol block at all', async () => {
    const r = await runGraph(rule, '# Notes\n\nWe should delegate this.\n');
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/holds no DELEGATED GRAPH, AGENT SUBGRAPH, RETURN or IMPLEMENTED GRAPH block/);
  });
  it('reports invalid UTF-8 with its line', async () => {
    const bytes = Buffer.concat([Buffer.from(BASE.slice(0, BASE.indexOf('EDGES:'))), Buffer.from([0xc3, 0x28, 10]), Buffer.from(BASE.slice(BASE.indexOf('EDGES:')))]);
    const r = await runGraph(rule, bytes);
    expect(r.status).toBe('fail');
    expect(r.findings[0]).toMatchObject({ line: lineOf(BASE, 'EDGES:'), message: expect.stringMatching(/UTF-8/) });
  });
  survivesDegenerate(rule);
});
