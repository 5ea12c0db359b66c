/**
 * Code fences as CommonMark writes them: indented 1–3 spaces (or the whole transcript indented, as
 * inside a list item), and a DELEGATED GRAPH split over two fences. No block is dropped unseen.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { parseGraphText } from '../../../packages/core/src/model/graph/index.js';
import { graphRules } from '../../../rules/graph/index.js';
import acyclic from '../../../rules/graph/graph-acyclic.js';
import gaps from '../../../rules/graph/graph-compare-gaps.js';
import complete from '../../../rules/graph/graph-subgraph-complete.js';
import { cleanupTrees } from '../../helpers.js';
import { runAll } from '../../rule-tester.js';
import { BASE, edit, lineOf, loadGraph, runGraph } from './graph-helpers.js';

afterAll(cleanupTrees);

/** `rule: status detail` of every graph rule that does not pass on `text`. */
async function notPassing(text: string): Promise<string[]> {
  const results = await runAll(graphRules, loadGraph(text));
  return results.filter((r) => r.status !== 'pass').map((r) => `${r.name}: ${r.status} ${r.detail}`);
}

const PLAN_AT = BASE.indexOf('DELEGATED GRAPH: demo');
const EDGES_AT = BASE.indexOf('EDGES:');
const SUB_AT = BASE.indexOf('AGENT SUBGRAPH — N1');
const IMPL_AT = BASE.indexOf('IMPLEMENTED GRAPH: demo');
const IMPL_N2 = '  N2  status=done      output=web/app.ts    verify=pass\n';

/** BASE with its plan and its IMPLEMENTED GRAPH each in a fence, the fences written `open` … `shut`. */
const fenced = (open: string, shut = open) =>
  `${BASE.slice(0, PLAN_AT)}${open}\n${BASE.slice(PLAN_AT, SUB_AT)}${shut}\n\n${BASE.slice(SUB_AT, IMPL_AT)}${open}\n${BASE.slice(IMPL_AT)}${shut}\n`;
/** Every non-blank line of `text` indented by `pad`. */
const indent = (text: string, pad: string) => text.split('\n').map((l) => (l ? pad + l : l)).join('\n');

describe('a fence indented 1–3 spaces after a RETURN opens the next block', () => {
  // The RETURN fields above are indented 2: a fence at their indent or one past it is the coordinator's, not a field value's.
  it.each([' ```', '  ```', '   ```', ' ````'])('`%s`: the IMPLEMENTED GRAPH is read and every rule passes', async (open) => {
    const text = fenced(open);
    const p = parseGraphText(text);
    expect(p.problems).toEqual([]);
    expect(p.implementedGraphs.map((g) => g.line)).toEqual([lineOf(text, 'IMPLEMENTED GRAPH: demo')]);
    expect(await notPassing(text)).toEqual([]);
  });

  it('a closing fence may stand at another indent of 0–3 spaces and be longer', () => {
    const p = parseGraphText(fenced(' ````', '   `````'));
    expect(p.problems).toEqual([]);
    expect(p.implementedGraphs[0]!.verdict?.value).toBe('matches');
  });

  it('a missing node under a false `GAPS : none` in such a fence fails the compare', async () => {
    const text = edit(fenced(' ```'), [IMPL_N2, '']);
    const r = await runGraph(gaps, text);
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => f.line)).toEqual([lineOf(text, '  N2  domain=web'), lineOf(text, 'GAPS       : none')]);
  });

  it('an AGENT SUBGRAPH in a fence indented 1 space after a RETURN is read, its placeholder reported', async () => {
    const sub = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N2'), BASE.indexOf('RETURN: N2'));
    const text = edit(BASE, [sub, ` \`\`\`\n${sub.trimEnd().replace('touch only web/app.ts', 'TBD')}\n \`\`\`\n\n`]);
    expect(parseGraphText(text).subgraphs.map((s) => s.node)).toEqual(['N1', 'N2']);
    const r = await runGraph(complete, text);
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([[lineOf(text, 'CONSTRAINTS  : TBD'), 'CONSTRAINTS of AGENT SUBGRAPH N2 is a placeholder: "TBD"']]);
  });

  it.each([
    ['two past a field with a value', '  IMPLEMENTED GRAPH : drawn below\n    ```\n    GET /items → list → json\n    ```\n'],
    ['one past an empty field, after a blank line', '  IMPLEMENTED GRAPH :\n\n   ```\n   GET /items → list → json\n   ```\n'],
  ])('a fence indented under its field (%s) is still the field value', (_name, field) => {
    const text = edit(BASE, ['  IMPLEMENTED GRAPH : GET /items → list → json\n', field]);
    const p = parseGraphText(text);
    expect(p.problems).toEqual([]);
    expect(p.returns[0]!.fields['IMPLEMENTED_GRAPH']!.value).toContain('GET /items → list → json');
    expect(p.implementedGraphs).toHaveLength(1);
  });
});

describe('a whole transcript indented', () => {
  it.each([
    ['by 2 spaces', (t: string) => indent(t, '  ')],
    ['inside a numbered list item', (t: string) => `1. The session:\n\n${indent(t, '   ')}`],
  ])('%s: read as written flush left, and a false GAPS is reported', async (_name, shift) => {
    const text = shift(fenced('```'));
    const p = parseGraphText(text);
    expect(p.problems).toEqual([]);
    expect([p.delegatedGraphs.length, p.subgraphs.length, p.returns.length, p.implementedGraphs.length]).toEqual([1, 2, 2, 1]);
    expect(await notPassing(text)).toEqual([]);
    const r = await runGraph(gaps, shift(edit(fenced('```'), [IMPL_N2, ''])));
    expect(r.status).toBe('fail');
  });
});

/** BASE with its plan in two fences, NODES in the first and EDGES and WAVES in the second, `between` them. */
const split = (between: string, rest = BASE.slice(EDGES_AT, SUB_AT).trimEnd()) =>
  `${BASE.slice(0, PLAN_AT)}\`\`\`\n${BASE.slice(PLAN_AT, EDGES_AT)}\`\`\`\n${between}\`\`\`\n${rest}\n\`\`\`\n\n${BASE.slice(SUB_AT)}`;
const CYCLE = BASE.slice(EDGES_AT, SUB_AT).trimEnd().replace('  N1 -> N2', '  N1 -> N2\n  N2 -> N1');

describe('a DELEGATED GRAPH split over two fences', () => {
  it.each([
    ['adjacent fences', ''],
    ['a blank line between', '\n'],
    ['a markdown heading between', '\n### Dependencies\n\n'],
  ])('%s: the second fence goes on with the plan', async (_name, between) => {
    const text = split(between);
    const p = parseGraphText(text);
    expect(p.problems).toEqual([]);
    expect(p.delegatedGraphs).toHaveLength(1);
    expect(p.delegatedGraphs[0]!.edges).toHaveLength(2);
    expect(await notPassing(text)).toEqual([]);
  });

  it('prose between the fences is reported as not read, and the plan goes on', () => {
    const text = split('\nThe edges come next.\n\n');
    const p = parseGraphText(text);
    expect(p.delegatedGraphs[0]!.waves).toHaveLength(2);
    expect(p.problems).toEqual([
      {
        line: lineOf(text, 'The edges come next.'),
        column: 1,
        message: `line ${lineOf(text, 'The edges come next.')} is not a protocol line inside the DELEGATED GRAPH (line ${lineOf(text, 'DELEGATED GRAPH: demo')}), whose next EDGES section follows at line ${lineOf(text, 'EDGES:')}; not read (write no prose inside a block)`,
      },
    ]);
  });

  it.each([
    ['adjacent', ''],
    ['after prose', '\nThe edges come next.\n\n'],
  ])('a cycle in the second fence (%s) is reported', async (_name, between) => {
    const text = split(between, CYCLE);
    const r = await runGraph(acyclic, text);
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => f.line)).toEqual([lineOf(text, '  N1 -> N2'), lineOf(text, '  N2 -> N1')]);
  });

  it('a plan section after the plan ended is reported with its lines, never dropped', () => {
    const text = split('', `Notes on the order:\n${CYCLE}`);
    const from = lineOf(text, 'EDGES:');
    const p = parseGraphText(text);
    expect(p.problems.map((x) => x.message)).toEqual([
      `DELEGATED GRAPH "demo" has no WAVES section`,
      `lines ${from}–${lineOf(text, 'WAVE 2 :')} are NODES, EDGES or WAVES lines outside any DELEGATED GRAPH (its header is missing, or a line above ended it); not read`,
    ]);
  });
});
