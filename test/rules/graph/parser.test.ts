import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  graphIsPlaceholder,
  graphNamesPath,
  graphOutputPaths,
  graphPathsOverlap,
  graphSameOutput,
  graphRefinesOutput,
  graphSentenceCount,
  loadGraphTarget,
  looksLikeGraph,
  parseGraphText,
  type GraphModel,
} from '../../../packages/core/src/model/graph/index.js';
import { MAX_EDGE_LINE } from '../../../packages/core/src/model/graph/blocks.js';
import { cleanupTrees, writeTree } from '../../helpers.js';
import { BASE, lineOf, loadGraph } from './graph-helpers.js';

afterAll(cleanupTrees);

const ids = (refs: Array<{ id: string }>) => refs.map((r) => r.id);

describe('DELEGATED GRAPH grammar', () => {
  const text = [
    'DELEGATED GRAPH: checkout', // 1
    'NODES:', // 2
    '  N1   domain=api   output=src/a.ts, src/b.ts   status=pending   # two files', // 3
    '  N2   owner=web    output=web/   status=pre-done', // 4
    '  ...', // 5
    'EDGES:', // 6
    '  N1 → N2 → N3     (chain)', // 7
    '  N1, N2 -> N4', // 8
    'WAVES:', // 9
    '  WAVE 1 : [N1 ∥ N2]   — base', // 10
    '  WAVE 2 : [N3 || N4]', // 11
    '  WAVE 3: N5, N6 — tail', // 12
  ].join('\n');
  const p = parseGraphText(text);
  const g = p.delegatedGraphs[0]!;

  it('reads nodes with their values, lines and columns', () => {
    expect(p.problems).toEqual([]);
    expect(g.name).toBe('checkout');
    expect(g.line).toBe(1);
    expect(g.nodes.map((n) => [n.id, n.line, n.column])).toEqual([
      ['N1', 3, 3],
      ['N2', 4, 3],
    ]);
    expect(g.nodes[0]!.outputs.map((o) => o.value)).toEqual(['src/a.ts, src/b.ts']);
    expect(g.nodes[0]!.status?.value).toBe('pending');
    expect(g.nodes[1]!.domains.map((d) => d.value)).toEqual(['web']);
    expect(g.nodes[0]!.domains[0]!.column).toBe(text.split('\n')[2]!.indexOf('domain=') + 1);
  });
  it('keeps attributes named like Object.prototype members as attributes', () => {
    const odd = parseGraphText(['DELEGATED GRAPH: odd', 'NODES:', '  N1   domain=api   output=a.ts   constructor=x   __proto__=y   toString=z'].join('\n')).delegatedGraphs[0]!;
    const attrs = odd.nodes[0]!.attrs;
    expect(Object.keys(attrs)).toEqual(expect.arrayContaining(['constructor', '__proto__', 'tostring']));
    expect([attrs['constructor']?.value, attrs['__proto__']?.value]).toEqual(['x', 'y']);
  });
  it('reads chains, fans, both arrow spellings and drops comments', () => {
    expect(g.edges.map((e) => `${e.from.id}>${e.to.id}@${e.line}`)).toEqual(['N1>N2@7', 'N2>N3@7', 'N1>N4@8', 'N2>N4@8']);
    expect(g.edges[2]!.from.column).toBe(3);
  });
  it('reads waves with ∥, || and commas, bracketed or not', () => {
    expect(g.waves.map((w) => [w.number, ids(w.members), w.purpose, w.line])).toEqual([
      [1, ['N1', 'N2'], 'base', 10],
      [2, ['N3', 'N4'], '', 11],
      [3, ['N5', 'N6'], 'tail', 12],
    ]);
    expect(g.sections).toEqual({ nodes: 2, edges: 6, waves: 9 });
  });
  it('reports unreadable lines as located problems and keeps going', () => {
    const bad = parseGraphText(['DELEGATED GRAPH: x', 'stray', 'NODES:', '  N1 api src/a.ts', '  N2 domain=web output=w.ts', 'EDGES:', '  N1 to N2', 'WAVES:', '  wave one is N1', '  WAVE 1 : [N1 ∥ ???]'].join('\n'));
    expect(bad.problems.map((x) => x.line)).toEqual([2, 4, 7, 9, 10]);
    expect(bad.problems[1]!.message).toMatch(/no key=value/);
    expect(bad.problems[2]!.message).toMatch(/no arrow/);
    expect(bad.problems[3]!.message).toMatch(/wave line not understood/);
    expect(bad.delegatedGraphs[0]!.nodes.map((n) => n.id)).toEqual(['N2']);
    expect(bad.delegatedGraphs[0]!.waves[0]!.members.map((m) => m.id)).toEqual(['N1']);
  });
  it('reports a graph without NODES or WAVES at its header line', () => {
    const p2 = parseGraphText('text\n\nDELEGATED GRAPH: x\nEDGES:\n  N1 → N2\n');
    expect(p2.problems.map((x) => [x.line, x.message])).toEqual([
      [3, expect.stringMatching(/no NODES section/)],
      [3, expect.stringMatching(/no WAVES section/)],
    ]);
  });
});

describe('block boundaries', () => {
  it('ignores decorative lines, reads fenced and plain blocks, and ends a fenced block with its fence', () => {
    const text = [
      '# Log', // 1
      '```', // 2
      '═══════════', // 3
      'DELEGATED GRAPH: a', // 4
      '═══════════', // 5
      'NODES:', // 6
      '  N1 domain=x output=a.ts', // 7
      'WAVES:', // 8
      '  WAVE 1 : [N1]', // 9
      '```', // 10
      'N9 domain=y output=b.ts', // 11: prose outside any block
      '', // 12
      '> AGENT SUBGRAPH — N1 title here', // 13
      '> WHY : because', // 14
    ].join('\n');
    const p = parseGraphText(text);
    expect(p.problems).toEqual([]);
    expect(p.delegatedGraphs[0]!.nodes.map((n) => n.id)).toEqual(['N1']);
    expect(p.delegatedGraphs[0]!.endLine).toBe(9);
    expect(p.subgraphs[0]).toMatchObject({ node: 'N1', title: 'title here', line: 13 });
    expect(p.subgraphs[0]!.fields['WHY']).toMatchObject({ value: 'because', line: 14, column: 3 });
  });
  it('ends a plain block at a blank line or a decorative rule followed by prose, and reads fields on after a rule', () => {
    const text = 'AGENT SUBGRAPH — N1 a\nWHY : x\n\nSpawning now.\n\nRETURN: N1\n  STATUS : done\n═══\nThe worker is released.\nSTATUS : ignored\n';
    const p = parseGraphText(text);
    expect(p.problems).toEqual([]);
    expect(p.subgraphs[0]!.endLine).toBe(2);
    expect(p.returns[0]).toMatchObject({ node: 'N1', nodeFrom: 'header', line: 6, endLine: 7 });
    // Spec: decorative rule lines are ignored, so a field after one belongs to the block.
    const q = parseGraphText('RETURN: N1\n  STATUS : done\n═══\n  OUTPUT : a.ts\n');
    expect(q.returns[0]).toMatchObject({ endLine: 4 });
    expect(q.returns[0]!.fields['OUTPUT']!.value).toBe('a.ts');
  });
  it('reads a spaced trailing parenthetical on a node line as a note, and keeps parentheses inside a value', () => {
    const p = parseGraphText('DELEGATED GRAPH: x\nNODES:\n  N1 domain=a output=a.ts status=pending (owner: Dana)\n  N2 domain=b output=app/(shop)\nWAVES:\n  WAVE 1 : [N1 ∥ N2]\n');
    expect(p.problems).toEqual([]);
    expect(p.delegatedGraphs[0]!.nodes[0]!.status).toMatchObject({ value: 'pending', column: 27 });
    expect(p.delegatedGraphs[0]!.nodes[1]!.outputs.map((o) => o.value)).toEqual(['app/(shop)']);
  });
  it('accepts CRLF, a BOM and markdown heading headers through the loader', () => {
    const model = loadGraph('\uFEFF## DELEGATED GRAPH: x\r\nNODES:\r\n  N1 domain=a output=a.ts\r\nWAVES:\r\n  WAVE 1 : [N1]\r\n');
    expect(model.problems).toEqual([]);
    expect(model.delegated!.nodes[0]).toMatchObject({ id: 'N1', line: 3 });
  });
});

describe('AGENT SUBGRAPH, RETURN and IMPLEMENTED GRAPH', () => {
  const p = parseGraphText(BASE);
  it('reads subgraph fields, multi-line values, the TASK list and the RETURN template', () => {
    const text = [
      'AGENT SUBGRAPH — N1 api', // 1
      'WHY : one', // 2
      'SUBGRAPH : a → b', // 3
      '           b → c', // 4
      'TASK', // 5
      '────', // 6
      '1. first', // 7
      '2) second', // 8
      '   more of second', // 9
      'OUTPUT must exist before returning.', // 10
      'RETURN:', // 11
      '  STATUS            : done | failed | evolved', // 12
      '  OUTPUT            : <path(s)>', // 13
      '  IMPLEMENTED GRAPH : <graph>', // 14
      'RETRY : once', // 15
    ].join('\n');
    const s = parseGraphText(text).subgraphs[0]!;
    expect(s.fields['SUBGRAPH']).toMatchObject({ value: 'a → b\nb → c', line: 3, endLine: 4, valueColumns: [12, 12] });
    expect(s.tasks).toEqual([
      { number: 1, text: 'first', line: 7 },
      { number: 2, text: 'second more of second', line: 8 },
    ]);
    expect(s.taskLine).toBe(5);
    expect(s.returnSpec!.line).toBe(11);
    expect(Object.keys(s.returnSpec!.fields)).toEqual(['STATUS', 'OUTPUT', 'IMPLEMENTED_GRAPH']);
    expect(s.fields['OUTPUT']).toBeUndefined();
    expect(s.fields['RETRY']!.line).toBe(15);
  });
  it('reads RETURN blocks and which node they answer', () => {
    expect(p.returns.map((r) => [r.node, r.nodeFrom, r.line])).toEqual([
      ['N1', 'header', lineOf(BASE, 'RETURN: N1')],
      ['N2', 'header', lineOf(BASE, 'RETURN: N2')],
    ]);
    expect(p.returns[0]!.fields['IMPLEMENTED_GRAPH']!.value).toBe('GET /items → list → json');
    const q = parseGraphText('AGENT SUBGRAPH — N7 x\nWHY : y\nRETURN:\n  STATUS : done | failed\n═══\nRETURN:\n  STATUS : done\n\nRETURN — N8\ndone\n\nRETURN:\n  NODE : N9\n  STATUS : failed\n');
    expect(q.returns.map((r) => [r.node, r.nodeFrom])).toEqual([
      ['N7', 'position'],
      ['N8', 'header'],
      ['N9', 'field'],
    ]);
    expect(q.returns[1]!.bare.map((b) => [b.value, b.line])).toEqual([['done', 10]]);
  });
  it('reads the IMPLEMENTED GRAPH: waves, nodes, lists and verdict', () => {
    const impl = p.implementedGraphs[0]!;
    expect(impl.line).toBe(lineOf(BASE, 'IMPLEMENTED GRAPH: demo'));
    expect(impl.nodes.map((n) => [n.id, n.wave, n.status?.value, n.output?.value])).toEqual([
      ['N0', 1, 'pre-done', 'docs/spec.md'],
      ['N1', 1, 'done', 'src/api.ts'],
      ['N2', 2, 'done', 'web/app.ts'],
    ]);
    expect(impl.gaps).toMatchObject({ none: true, items: [] });
    expect(impl.verdict).toMatchObject({ value: 'matches', line: lineOf(BASE, 'VERDICT') });
    const q = parseGraphText('IMPLEMENTED GRAPH: x\nWAVE 1 — a\n  N1 status=failed output=a.ts verify=fail\nFAILURES : [N1, `N2`]\nEVOLUTIONS : [{ node: N3, original_scope: a, evolved_scope: b },\n  { node: N4, original_scope: c, evolved_scope: d }]\nGAPS : src/x.ts\nVERDICT : mismatches listed above');
    const g = q.implementedGraphs[0]!;
    expect(q.problems).toEqual([]);
    expect(g.failures!.items.map((i) => [i.value, i.line, i.column])).toEqual([
      ['N1', 4, 13],
      ['N2', 4, 17],
    ]);
    expect(g.evolutions!.items.map((i) => [i.value, i.line])).toEqual([
      ['N3', 5],
      ['N4', 6],
    ]);
    expect(g.gaps!.items.map((i) => i.value)).toEqual(['src/x.ts']);
  });
  it('treats IMPLEMENTED GRAPH inside a RETURN as a field and reports nodes before any WAVE', () => {
    const q = parseGraphText('RETURN: N1\n  STATUS : done\n  IMPLEMENTED GRAPH : a → b\n\nIMPLEMENTED GRAPH: t\n  N1 status=done\nodd line\n');
    expect(q.returns[0]!.fields['IMPLEMENTED_GRAPH']!.value).toBe('a → b');
    expect(q.implementedGraphs).toHaveLength(1);
    expect(q.problems.map((x) => [x.line, x.message])).toEqual([
      [6, expect.stringMatching(/before any WAVE/)],
      [7, expect.stringMatching(/not understood in IMPLEMENTED GRAPH/)],
    ]);
  });
  it('reports an AGENT SUBGRAPH without a node and a repeated field', () => {
    const q = parseGraphText('AGENT SUBGRAPH —\nWHY : a\nWHY : b\n');
    expect(q.problems.map((x) => [x.line, x.message])).toEqual([
      [1, expect.stringMatching(/names no node/)],
      [3, expect.stringMatching(/WHY given twice \(first at line 2\)/)],
    ]);
    expect(q.subgraphs[0]!.fields['WHY']!.value).toBe('a');
  });
});

describe('the seed templates', () => {
  it('parse without a single problem', () => {
    const file = path.resolve('examples/graphs/seed-blocks.md');
    const { model } = loadGraphTarget(file);
    const m = model as GraphModel;
    expect(m.problems).toEqual([]);
    expect(m.delegated!.nodes.map((n) => n.id)).toEqual(['N1', 'N2']);
    expect(m.subgraphs[0]!.node).toBe('<node id>');
    expect(Object.keys(m.subgraphs[0]!.fields)).toEqual(['WHY', 'INPUTS', 'OUTPUT', 'METHOD', 'SUBGRAPH', 'VERIFY', 'CONSTRAINTS', 'RETRY', 'EVOLVE']);
    expect(Object.keys(m.subgraphs[0]!.returnSpec!.fields)).toHaveLength(7);
    expect(m.implemented!.nodes.map((n) => n.id)).toEqual(['N1', 'N2', 'N3']);
  });
});

describe('loading and detection', () => {
  it('detects graph transcripts by extension and header', () => {
    expect(looksLikeGraph('/x/plan.md', 'intro\nDELEGATED GRAPH: a\n')).toBe(true);
    expect(looksLikeGraph('/x/plan.txt', '```\n  IMPLEMENTED GRAPH: a\n')).toBe(true);
    expect(looksLikeGraph('/x/plan.markdown', '## **DELEGATED GRAPH**: a')).toBe(true);
    expect(looksLikeGraph('/x/plan.json', 'DELEGATED GRAPH: a')).toBe(false);
    expect(looksLikeGraph('/x/plan.md', 'we wrote the DELEGATED GRAPH first')).toBe(false);
    expect(looksLikeGraph('/x/plan.md', 'delegated graph: a')).toBe(false);
  });
  it('reports invalid UTF-8 as a located problem and a missing file as unreadable', () => {
    const bytes = Buffer.concat([Buffer.from('DELEGATED GRAPH: x\nNODES:\n  N1 domain=a output='), Buffer.from([0xff, 0xfe]), Buffer.from('\nWAVES:\n  WAVE 1 : [N1]\n')]);
    const m = loadGraph(bytes);
    expect(m.problems[0]).toMatchObject({ line: 3, message: expect.stringMatching(/not valid UTF-8/) });
    const dir = writeTree({});
    const missing = loadGraphTarget(path.join(dir, 'nope.md'));
    expect((missing.model as GraphModel).problems[0]!.message).toMatch(/not found/);
    expect(missing.filesRead()).toEqual([]);
  });
  it('roots at the file folder outside the working directory, lists files read and probes outputs inside the root only', () => {
    const dir = writeTree({ 'g.md': 'DELEGATED GRAPH: x\n', 'out/a.txt': 'x', 'out/empty.txt': '', 'dir/': '', 'full/f': 'y' });
    const t = loadGraphTarget(path.join(dir, 'g.md'));
    expect(t.root).toBe(dir);
    const m = t.model as GraphModel;
    expect(m.rel).toBe('g.md');
    expect(m.outputState('out/a.txt')).toBe('non-empty');
    expect(m.outputState('out/empty.txt')).toBe('empty');
    expect(m.outputState('dir')).toBe('empty');
    expect(m.outputState('full/')).toBe('non-empty');
    expect(m.outputState('nope.txt')).toBe('missing');
    expect(m.outputState('../outside.txt')).toBe('outside-root');
    expect(m.outputState(path.join(dir, 'out/a.txt'))).toBe('non-empty');
    expect(m.outputState('/etc/hostname')).toBe('outside-root');
    expect(t.filesRead().sort()).toEqual(['g.md', 'out/a.txt', 'out/empty.txt']);
    expect(fs.existsSync(path.join(dir, 'g.md'))).toBe(true);
  });
});

describe('value helpers', () => {
  it('counts sentences', () => {
    expect(graphSentenceCount('One. Two! Three?')).toBe(3);
    expect(graphSentenceCount('Wrote src/a.ts and e.g. tests. Done')).toBe(2);
    expect(graphSentenceCount('')).toBe(0);
  });
  it('reads a file name with spaces after its folder as one path, and space-separated outputs apart', () => {
    expect(graphOutputPaths('docs/User Guide.md')).toEqual(['docs/User Guide.md']);
    expect(graphOutputPaths('`docs/User Guide.md`, "docs/Read Me.md"')).toEqual(['docs/User Guide.md', 'docs/Read Me.md']);
    expect(graphOutputPaths('docs/guide/getting started.md and src/a.ts')).toEqual(['docs/guide/getting started.md', 'src/a.ts']);
    expect(graphOutputPaths('src/a.ts src/b.ts')).toEqual(['src/a.ts', 'src/b.ts']);
    expect(graphOutputPaths('docs/ README.md')).toEqual(['docs/', 'README.md']);
    // Words that end in no file name stay words: a folder and a note.
    expect(graphOutputPaths('src/lib 3 files')).toEqual(['src/lib']);
    expect(graphSameOutput('"commit on main"', 'commit on main')).toBe(true);
  });
  it('tells placeholders from content', () => {
    expect(graphIsPlaceholder('<the reason>')).toBe(true);
    expect(graphIsPlaceholder('src/<exact path(s) here>')).toBe(true);
    expect(graphIsPlaceholder('TBD later')).toBe(true);
    expect(graphIsPlaceholder('...')).toBe(true);
    expect(graphIsPlaceholder('none')).toBe(true);
    expect(graphIsPlaceholder('none', true)).toBe(false);
    expect(graphIsPlaceholder('?token → form')).toBe(false);
    expect(graphIsPlaceholder('Map<K, V> of ids')).toBe(false);
  });
  it('compares outputs and paths', () => {
    expect(graphSameOutput('src/a.ts, src/b.ts', './src/b.ts src/a.ts (new)')).toBe(true);
    expect(graphSameOutput('src/a/', 'src/a')).toBe(true);
    expect(graphSameOutput('src/a.ts', 'src/b.ts')).toBe(false);
    expect(graphOutputPaths('commit 4e1d9a2 on main')).toEqual([]);
    expect(graphOutputPaths('`src/api/` and docs/x.md')).toEqual(['src/api/', 'docs/x.md']);
    // A bare word is a folder only when the caller says so, and only in a value made of paths.
    const docsIsFolder = (w: string) => w === 'docs' || w === 'main';
    expect(graphOutputPaths('docs')).toEqual([]);
    expect(graphOutputPaths('docs', docsIsFolder)).toEqual(['docs']);
    expect(graphOutputPaths('docs, web/x.ts', docsIsFolder)).toEqual(['docs', 'web/x.ts']);
    expect(graphOutputPaths('commit 4e1d9a2 on main', docsIsFolder)).toEqual([]);
    expect(graphOutputPaths('docsite', docsIsFolder)).toEqual([]);
    expect(graphPathsOverlap('src/api/', 'src/api/auth.ts')).toBe(true);
    expect(graphPathsOverlap('src/api', 'src/apix.ts')).toBe(false);
    expect(graphNamesPath('reads ./src/a.ts (N1)', 'src/a.ts')).toBe(true);
    expect(graphNamesPath('reads src/a.tsx', 'src/a.ts')).toBe(false);
    expect(graphNamesPath('reads lib/src/a.ts', 'src/a.ts')).toBe(false);
  });
});

describe('boundary heuristics and long lines', () => {
  it('starts a new block at `RETURN: N1` right after a subgraph without a RETURN template', () => {
    const p = parseGraphText('DELEGATED GRAPH: x\nNODES:\n  N1 domain=a output=a.ts\nWAVES:\n  WAVE 1 : [N1]\n\nAGENT SUBGRAPH — N1 a\nWHY : w\nRETURN: N1\n  STATUS : done\n');
    expect(p.subgraphs[0]!.returnSpec).toBeUndefined();
    expect(p.returns.map((r) => [r.node, r.line])).toEqual([['N1', 9]]);
  });
  it('reads an inline `RETURN: <text>` inside a subgraph as its template', () => {
    const p = parseGraphText('AGENT SUBGRAPH — N1 a\nWHY : w\nRETURN: the usual block\nRETRY : once\n');
    expect(p.returns).toEqual([]);
    expect(p.subgraphs[0]!.returnSpec!.line).toBe(3);
    expect(p.subgraphs[0]!.fields['RETRY']!.line).toBe(4);
  });
  it("reads a prompt's RETURN filled in (one status, no alternatives) as the reply to that spawn, and a template as the prompt's", () => {
    const spawn = (node: string, status: string) => `AGENT SUBGRAPH — ${node} a\nWHY : w\nOUTPUT : ${node}.ts\n\nTASK\n1. do\n\nRETURN:\n  STATUS : ${status}\n  OUTPUT : ${node}.ts\n═══\n\n`;
    const p = parseGraphText(`DELEGATED GRAPH: x\nNODES:\n  N1 domain=a output=N1.ts\n  N2 domain=a output=N2.ts\nWAVES:\n  WAVE 1 : [N1 ∥ N2]\n\n${spawn('N1', 'done')}${spawn('N2', 'done | failed | evolved')}`);
    expect(p.subgraphs.map((s) => s.returnSpec?.line)).toEqual([15, 27]);
    expect(p.returns.map((r) => [r.node, r.line, r.fields['STATUS']?.value])).toEqual([['N1', 15, 'done']]);
  });
  it('starts the coordinator graph at an unindented header after indented RETURN fields', () => {
    const p = parseGraphText('RETURN: N1\n  STATUS : done\n  SUMMARY : a. b. c.\nIMPLEMENTED GRAPH: x\nWAVE 1 — a\n  N1 status=done\n');
    expect(p.returns[0]!.fields['IMPLEMENTED_GRAPH']).toBeUndefined();
    expect(p.implementedGraphs[0]).toMatchObject({ line: 4, nodes: [expect.objectContaining({ id: 'N1', wave: 1 })] });
  });
  it('reads over-long DELEGATED GRAPH lines whole, reports other over-long block lines unread, and parses pathological ones (bench/hostile.mjs times them)', () => {
    const long = `  N1 domain=a output=${'x'.repeat(5000)}`;
    const p = parseGraphText(`DELEGATED GRAPH: x\nNODES:\n${long}\nWAVES:\n  WAVE 1 : [N1]\n\nRETURN: N1\n  STATUS : done\n  OUTPUT : a.ts ${'b.ts '.repeat(1000)}\n`);
    expect(p.problems).toEqual([{ line: 9, column: 1, message: 'line 9 is over 4000 characters; not read' }]);
    expect(p.delegatedGraphs[0]!.nodes[0]!.outputs[0]!.value).toBe('x'.repeat(5000));
    expect(p.returns[0]!.fields['OUTPUT']).toBeUndefined();
    const evil = Array.from({ length: 200 }, (_, i) => `${['A', '[', 'a', 'N1 ->'][i % 4]}${' '.repeat(3990)}x # y`).join('\n');
    const bad = parseGraphText(`DELEGATED GRAPH: x\nNODES:\n${evil}\nAGENT SUBGRAPH — N1\n${evil}\nIMPLEMENTED GRAPH: x\nWAVE 1\n${evil}\nRETURN: N1\n${evil}`);
    expect(bad.problems.slice(0, 2)).toEqual([
      { line: 3, column: 1, message: 'node line for A has no key=value pairs (expected `A  domain=<owner>  output=<path>  status=pending`)' },
      { line: 4, column: 1, message: '`[` is not a node id (a node id is a letter followed by letters, digits, `_`, `.` or `-`)' },
    ]);
    expect(bad.problems.length).toBeGreaterThan(600);
  });
  it('reads 200,000-character NODES, EDGES and WAVES lines of any content in linear time', () => {
    const ids = Array.from({ length: 40_000 }, (_, i) => `N${i}`);
    const wide = `DELEGATED GRAPH: x\nNODES:\n  N0 domain=a output=a.ts\nEDGES:\n  N0 → ${ids.join(' ∥ ')}\nWAVES:\n  WAVE 1 : [${ids.join(' ∥ ')}]\n`;
    const p = parseGraphText(wide);
    expect(p.delegatedGraphs[0]!.waves[0]!.members).toHaveLength(40_000);
    // The EDGES line is read to its first 64 KiB: the edges to the ids there.
    const kept = ids.join(' ∥ ').slice(0, MAX_EDGE_LINE - '  N0 → '.length).split(' ∥ ').filter((id) => /^N\d+$/.test(id)).length;
    expect(p.delegatedGraphs[0]!.edges.length).toBeGreaterThanOrEqual(kept - 1);
    expect(p.delegatedGraphs[0]!.edges.length).toBeLessThanOrEqual(kept + 1);
    expect(p.problems.map((x) => x.message)).toContain(`edge line is over ${MAX_EDGE_LINE} characters; the edges past here are not read`);
    const n = 200_000;
    const evil = ['WAVE 1 ['.repeat(n / 8), `WAVE 1${' '.repeat(n)}\u2028`, `N1 ${'`'.repeat(n)}x → N2`, `a${' '.repeat(n)}b=`, `N1 ${'-'.repeat(n)}`, `N1 (${' ('.repeat(n / 2)}`];
    parseGraphText(`DELEGATED GRAPH: x\nNODES:\n${evil.join('\n')}\nEDGES:\n${evil.join('\n')}\nWAVES:\n${evil.join('\n')}\n`);
  });
});

describe('values in the notation of the worker domain', () => {
  const sub = (value: string[]) =>
    ['AGENT SUBGRAPH — N1 badge', 'WHY : users see the count', 'SUBGRAPH     :', ...value, 'VERIFY       : npm test', ''].join('\n');
  it('keeps a code fence right after `SUBGRAPH :` inside the value, headings and comments included', () => {
    const p = parseGraphText(sub(['```tsx', '# not a heading', '<b className="count">{count}</b>', '', '```']));
    const s = p.subgraphs[0]!;
    expect(p.problems).toEqual([]);
    expect(s.fields['SUBGRAPH']!.value).toBe('```tsx\n# not a heading\n<b className="count">{count}</b>\n\n```');
    expect(s.fields['VERIFY']!.value).toBe('npm test');
  });
  it('keeps an indented markdown heading inside the value', () => {
    const p = parseGraphText(sub(['    ### Steps', '    read → group → write']));
    expect(p.problems).toEqual([]);
    expect(p.subgraphs[0]!.fields['SUBGRAPH']!.value).toBe('### Steps\nread → group → write');
  });
  it('still ends a block at an unindented fence after a blank line', () => {
    const p = parseGraphText(['RETURN: N1', '  STATUS : done', '', '```', 'IMPLEMENTED GRAPH: x', 'WAVE 1 — a', '  N1  status=done  output=a.ts', '```'].join('\n'));
    expect(p.returns[0]!.fields['STATUS']!.value).toBe('done');
    expect(p.implementedGraphs[0]!.nodes.map((n) => n.id)).toEqual(['N1']);
  });
  it('reads JSX, HTML and generics as content, and template text as a placeholder', () => {
    expect(graphIsPlaceholder('<CartBadge userId={user.id}>')).toBe(false);
    expect(graphIsPlaceholder('<span className="icon cart" aria-hidden />')).toBe(false);
    expect(graphIsPlaceholder('render <input type="text" /> and <li key={i}>')).toBe(false);
    expect(graphIsPlaceholder('cache: Map<string, number>')).toBe(false);
    expect(graphIsPlaceholder('<the graph actually built, same notation as SUBGRAPH>')).toBe(true);
    expect(graphIsPlaceholder('src/<exact path(s)>')).toBe(true);
    expect(graphIsPlaceholder('<owner>')).toBe(true);
  });
  it('counts sentences that start in lower case and skips full stops in brackets and abbreviations', () => {
    expect(graphSentenceCount('getCount is exported. it counts items. the tests pass.')).toBe(3);
    expect(graphSentenceCount('Checked edge cases, e.g. an empty cart. Done (see v1.2. notes). Ok.')).toBe(3);
    expect(graphSentenceCount('Wrote `a. b. c.` once.')).toBe(1);
    expect(graphSentenceCount('Documented the attribute, the toggle, etc. Then I checked every link. All links resolve.')).toBe(3);
    expect(graphSentenceCount('Fixed the CSS, JS, etc. (see "Notes"). Done.')).toBe(2);
    expect(graphSentenceCount('Fixed the CSS, JS, etc. "Then" it built.')).toBe(2);
    expect(graphSentenceCount('Ran at 3 p.m. and passed. Ran again at 9 a.m. The team reviewed it.')).toBe(3);
    expect(graphSentenceCount('See e.g. React, i.e. Vue, cf. Svelte. Done.')).toBe(2);
  });
  it('does not end a sentence at a title before a name, nor at Jr. or Sr. before lower case', () => {
    expect(graphSentenceCount('Reviewed with Dr. Chen and Mr. Ortiz. They approved the schema. Tests pass. CI is green. Docs are updated.')).toBe(5);
    expect(graphSentenceCount('Mrs. Lee, Ms. Park and Prof. Adams signed off. The office on St. Mark is notified. Done.')).toBe(3);
    expect(graphSentenceCount('Paired with J. Smith Jr. and R. Cole Sr. on it. Then merged. Done.')).toBe(3);
    // Lower case `ms.` is milliseconds, which can end a sentence.
    expect(graphSentenceCount('The suite runs in 40 ms. It was 90 ms. Caching did it.')).toBe(3);
  });
  it('does not end a sentence at dotted initials, a short capitalised word or a numbering word before lower case or a digit', () => {
    expect(graphSentenceCount('Deployed to the U.S. region and the E.U. region in one go. Smoke tests pass.')).toBe(2);
    expect(graphSentenceCount('Fixed Fig. 3 and Eq. 7 in the paper. Rebuilt the PDF.')).toBe(2);
    expect(graphSentenceCount('Ran it at 9 a.m. and at 5 p.m. on Tue. with no change. Numbers are in the PR.')).toBe(2);
    expect(graphSentenceCount('Updated the lib to ver. 2 in the lockfile. Tests pass.')).toBe(2);
    // Before a capital they still end one; a longer lower-case word ends one before lower case.
    expect(graphSentenceCount('Deployed to the U.S. Then to the E.U. Done.')).toBe(3);
    expect(graphSentenceCount('Added 3 tests. 14 pass now. npm ci works.')).toBe(3);
  });
  it('ends a sentence at a lettered plan or option and at a one-word answer', () => {
    expect(graphSentenceCount('Signed tokens with ES256 as in plan A. Verification rejects expired tokens. Six tests cover the edge cases.')).toBe(3);
    expect(graphSentenceCount('Was a schema change needed? No. The sessions table stands alone.')).toBe(3);
    expect(graphSentenceCount('We shipped plan A. Regressions? No. Tokens are signed with ES256. Verification rejects expired tokens. Keys rotate daily. Six tests cover the edge cases.')).toBe(7);
    expect(graphSentenceCount('Chose Option B. It needs no migration.')).toBe(2);
    // An initial, and `No.` numbering something, still end none.
    expect(graphSentenceCount('Reviewed with J. Smith and fixed No. 5 of the list. Tests pass.')).toBe(2);
    expect(graphSentenceCount('Counted the no. of rows in plan A. twice. Done.')).toBe(2);
  });
  it('ends a sentence at a stop just inside a closing bracket before a capital', () => {
    expect(graphSentenceCount('Fixed the resume bug (see PR #42.) Tests pass. Docs are updated.')).toBe(3);
    expect(graphSentenceCount('Fixed it (really!) Tests pass.')).toBe(2);
    expect(graphSentenceCount('Fixed it (see “Notes.”) Tests pass.')).toBe(2);
    expect(graphSentenceCount('Checked the cases (cf. Fig.) Tests pass.')).toBe(2);
    // Not before lower case.
    expect(graphSentenceCount('Fixed it (see PR #42.) and more. Tests pass.')).toBe(2);
  });
  it('does not end a sentence at a quoted stop the sentence goes on after', () => {
    expect(graphSentenceCount('Wrote the parser. It handles “quoted.” fields. Tests pass.')).toBe(3);
  });
});

describe('nested brackets in remarks', () => {
  it('drops a trailing remark with nested parentheses from an edge line', () => {
    const p = parseGraphText(['DELEGATED GRAPH: t', 'NODES:', '  N1 domain=a output=a.ts', '  N3 domain=b output=b.ts', 'EDGES:', '  N1 → N3        (N3 reads N1.output (the token))', 'WAVES:', '  WAVE 1 : [N1]   — token (and its (signed) key)', '  WAVE 2 : [N3]'].join('\n'));
    expect(p.problems).toEqual([]);
    expect(p.delegatedGraphs[0]!.edges.map((e) => `${e.from.id}>${e.to.id}`)).toEqual(['N1>N3']);
    expect(p.delegatedGraphs[0]!.waves[0]!.purpose).toBe('token (and its (signed) key)');
  });
});

describe('graphRefinesOutput', () => {
  it('accepts files inside an asked folder and nothing else', () => {
    expect(graphRefinesOutput('src/dark/', 'src/dark/a.css, ./src/dark/b/c.css')).toBe(true);
    expect(graphRefinesOutput('src/dark/, README.md', 'src/dark/a.css README.md')).toBe(true);
    expect(graphRefinesOutput('src/dark/, README.md', 'src/dark/a.css')).toBe(false);
    expect(graphRefinesOutput('src/dark/', 'src/dark/a.css, src/light.css')).toBe(false);
    expect(graphRefinesOutput('src/dark/', 'src/darker/a.css')).toBe(false);
    expect(graphRefinesOutput('src/a.ts', 'src/b.ts')).toBe(false);
  });
});
