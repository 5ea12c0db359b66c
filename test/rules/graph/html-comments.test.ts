/**
 * HTML comments are invisible to the graph reading, as markdown renders them: a plan commented out is not
 * the plan in force, no finding points into a comment, `-->` is no parse error. `<!--` inside a code fence
 * or an inline code span is text; one never closed hides the rest of the file and is reported.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { parseGraphText } from '../../../packages/core/src/model/graph/index.js';
import { blankComments } from '../../../packages/core/src/markdown/html-comments.js';
import { graphRules } from '../../../rules/graph/index.js';
import graphAcyclic from '../../../rules/graph/graph-acyclic.js';
import graphEdgeWaveOrder from '../../../rules/graph/graph-edge-wave-order.js';
import graphParse from '../../../rules/graph/graph-parse.js';
import graphSubgraphInputs from '../../../rules/graph/graph-subgraph-inputs.js';
import { cleanupTrees } from '../../helpers.js';
import { runAll } from '../../rule-tester.js';
import { BASE, PLAN_ONLY, edit, lineOf, loadGraph, runGraph } from './graph-helpers.js';

afterAll(cleanupTrees);

/** `rule: status` and each finding's `line: message` of every graph rule that does not pass on `text`. */
async function notPassing(text: string): Promise<string[]> {
  const results = await runAll(graphRules, loadGraph(text), { preset: 'recommended' });
  return results.filter((r) => r.status !== 'pass').flatMap((r) => [`${r.name}: ${r.status}`, ...r.findings.map((f) => `  ${f.line}: ${f.message}`)]);
}

/** BASE's plan commented out, as a wiki copy: another wave for N2 and no edge N1 → N2. */
const OLD_PLAN = PLAN_ONLY.replace('# Transcript\n\n', '').replace('  N1 -> N2\n', '').replace('WAVE 1 : [N0 ∥ N1]  — base\n  WAVE 2 : [N2]       — client', 'WAVE 1 : [N0 ∥ N1 ∥ N2]  — all at once');

/** BASE with a cycle N2 → N1 (N1 in WAVE 1 reads N2 of WAVE 2). */
const CYCLE = edit(BASE, ['  N1 -> N2\n', '  N1 -> N2\n  N2 -> N1\n']);
/** CYCLE with a commented copy of the plan (without the cycle) after the real one. */
const withCopy = (text: string, copy: string) => edit(text, ['AGENT SUBGRAPH — N1 api', `${copy}\nAGENT SUBGRAPH — N1 api`]);

describe('a commented-out DELEGATED GRAPH is not the plan in force', () => {
  it.each([
    ['closed on a line of its own', `<!-- wiki copy of the plan\n${OLD_PLAN.trimEnd()}\n-->\n`],
    ['closed at the end of its last line', `<!-- wiki copy of the plan\n${OLD_PLAN.trimEnd()} -->\n`],
    ['holding a fenced copy', `<!-- reviewer's suggestion, NOT what we ran:\n\`\`\`\n${OLD_PLAN.trimEnd()}\n\`\`\`\n-->\n`],
  ])('%s: the cycle and the backward edge of the real plan are reported', async (_name, copy) => {
    const text = withCopy(CYCLE, copy);
    const p = parseGraphText(text);
    expect(p.delegatedGraphs).toHaveLength(1);
    expect(p.problems).toEqual([]);
    const back = lineOf(text, '  N2 -> N1');
    const acyclic = await runGraph(graphAcyclic, text);
    expect(acyclic.status).toBe('fail');
    expect(acyclic.findings.map((f) => f.line)).toContain(back);
    const order = await runGraph(graphEdgeWaveOrder, text);
    expect(order.findings.map((f) => `${f.line}:${f.column} ${f.message}`)).toEqual([`${back}:3 edge N2 → N1 runs backwards, from WAVE 2 to WAVE 1`]);
    const inputs = await runGraph(graphSubgraphInputs, text);
    expect(inputs.status).toBe('fail');
    expect(inputs.findings[0]!.message).toContain('edge N2 → N1');
  });

  it('a matching transcript with a commented-out older plan passes every rule, and no finding points into the comment', async () => {
    const text = withCopy(BASE, `<!--\n${OLD_PLAN.trimEnd()}\n-->\n`);
    expect(await notPassing(text)).toEqual([]);
    // The control: the copy not commented out is read as a re-issued plan, and differs.
    expect((await notPassing(withCopy(BASE, OLD_PLAN))).length).toBeGreaterThan(0);
  });

  it('an old plan commented out at the end of the file is no second task, and its `-->` no wave line', async () => {
    const text = `${BASE}\n<!--\nOld plan kept for reference:\n\n${OLD_PLAN.trimEnd()}\n-->\n`;
    const p = parseGraphText(text);
    expect(p.delegatedGraphs).toHaveLength(1);
    expect(p.problems).toEqual([]);
    expect(await notPassing(text)).toEqual([]);
  });
});

describe('comments touching the lines of a block', () => {
  it('a comment line inside an unfenced EDGES section is skipped: the plan goes on', () => {
    const p = parseGraphText(edit(BASE, ['  N1 -> N2\n', '  N1 -> N2\n  <!-- N2 -> N1 was dropped: no cycle -->\n\n']));
    expect(p.problems).toEqual([]);
    expect(p.delegatedGraphs[0]!.edges.map((e) => `${e.from.id}>${e.to.id}`)).toEqual(['N0>N2', 'N1>N2']);
    expect(p.delegatedGraphs[0]!.waves.map((w) => w.number)).toEqual([1, 2]);
  });
  it('a comment after an edge, and one before an edge, leave the edge and its columns', () => {
    const p = parseGraphText(edit(BASE, ['  N1 -> N2\n', '  N1 -> N2  <!-- added after review -->\n<!-- kept --> N0 -> N1\n']));
    expect(p.problems).toEqual([]);
    const edges = p.delegatedGraphs[0]!.edges.map((e) => `${e.from.id}>${e.to.id}@${e.from.column}`);
    expect(edges).toEqual(['N0>N2@3', 'N1>N2@3', 'N0>N1@15']);
  });
  it('a comment closing mid-line leaves what follows it', () => {
    const p = parseGraphText(edit(BASE, ['  N1 -> N2\n', '<!-- N9 -> N2\n  N8 -> N2 --> N1 -> N2\n']));
    expect(p.problems).toEqual([]);
    expect(p.delegatedGraphs[0]!.edges.map((e) => `${e.from.id}>${e.to.id}`)).toEqual(['N0>N2', 'N1>N2']);
  });
  it('a commented-out GAPS line is not read: the visible one is', () => {
    const p = parseGraphText(edit(BASE, ['GAPS       : none', '<!-- GAPS : [N2] -->\nGAPS       : none']));
    expect(p.problems).toEqual([]);
    expect(p.implementedGraphs[0]!.gaps?.none).toBe(true);
  });
});

describe('what is no comment', () => {
  it('`<!--` inside a code fence is code: the fenced plan after it is read', () => {
    const text = `\`\`\`\n<!-- the plan as pasted -->\n${PLAN_ONLY.replace('# Transcript\n\n', '')}\`\`\`\n`;
    const p = parseGraphText(text);
    expect(p.delegatedGraphs).toHaveLength(1);
    expect(p.delegatedGraphs[0]!.nodes.map((n) => n.id)).toEqual(['N0', 'N1', 'N2']);
  });
  it('`<!--` inside an inline code span opens no comment', async () => {
    const text = edit(BASE, ['# Transcript\n', '# Transcript\n\nThe docs keep their `<!--` banner.\n']);
    expect(parseGraphText(text).delegatedGraphs).toHaveLength(1);
    expect(await notPassing(text)).toEqual([]);
  });
  it('a `-->` arrow outside any comment is still an arrow', () => {
    const p = parseGraphText(edit(BASE, ['  N1 -> N2', '  N1 --> N2']));
    expect(p.delegatedGraphs[0]!.edges.map((e) => `${e.from.id}>${e.to.id}`)).toEqual(['N0>N2', 'N1>N2']);
  });
});

describe('a comment never closed', () => {
  it('hides the rest of the file, as markdown does, and graph-parse says so at its `<!--`', async () => {
    const text = edit(BASE, ['AGENT SUBGRAPH — N1 api', 'Notes <!-- draft, never finished\n\nAGENT SUBGRAPH — N1 api']);
    const open = lineOf(text, '<!-- draft');
    const last = text.split('\n').length - 1;
    const p = parseGraphText(text);
    expect(p.subgraphs).toEqual([]);
    expect(p.implementedGraphs).toEqual([]);
    const r = await runGraph(graphParse, text);
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => `${f.line}:${f.column} ${f.message}`)).toEqual([
      `${open}:7 HTML comment \`<!--\` is never closed with \`-->\`, so markdown hides the rest of the file (lines ${open}–${last}) and none of it is read; close the comment`,
    ]);
  });
  it('one inside a code fence is code, and reported by nothing', () => {
    expect(parseGraphText(`${BASE}\`\`\`html\n<!-- not closed\n\`\`\`\n`).problems).toEqual([]);
  });
});

describe('blankComments', () => {
  it.each([
    ['a whole comment', 'a <!-- b --> c', false, 'a            c', false],
    ['empty comments as HTML reads them', '<!-->x<!--->y', false, '     x      y', false],
    ['one closing what an earlier line opened', 'b --> c', true, '      c', false],
    ['one left open', 'a <!-- b', false, 'a       ', true],
    ['a comment in a code span', 'a `<!--` b', false, 'a `<!--` b', false],
    ['a comment after a code span', '`x` <!-- y -->', false, '`x`           ', false],
    ['an unmatched backtick is literal', 'a ` <!-- y -->', false, 'a `           ', false],
  ])('%s', (_name, raw, open, text, stillOpen) => {
    const c = blankComments(raw, open);
    expect(c.text).toBe(text);
    expect(c.text.length).toBe(raw.length);
    expect(c.open).toBe(stillOpen);
  });
  it('is linear on a long line of comments and code spans', { timeout: 20_000 }, () => {
    const line = '`a` <!-- b --> ``c`` `'.repeat(100_000) + '<!--';
    const c = blankComments(line, false);
    expect(c.open).toBe(true);
    expect(c.text.length).toBe(line.length);
  });
  it('is linear over many lines of one open comment', { timeout: 20_000 }, () => {
    const text = `${BASE}<!--\n${'WAVE 1 : [N1]\n'.repeat(200_000)}-->\n`;
    expect(parseGraphText(text).problems).toEqual([]);
  });
});
