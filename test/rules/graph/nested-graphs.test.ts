// A worker that runs its node as its own graph (seed 003's Harness note: workers "write the same RETURN
// block") pastes that graph into a field: RETURN's IMPLEMENTED GRAPH, or the prompt's SUBGRAPH. Its
// `DELEGATED GRAPH:` / `IMPLEMENTED GRAPH:` lines, fenced or indented under the field, are the field's
// value, never the coordinator's re-plan or implemented graph.
import { afterAll, describe, expect, it } from 'vitest';
import { graphRules } from '../../../rules/graph/index.js';
import { parseGraphText } from '../../../packages/core/src/model/graph/index.js';
import { cleanupTrees } from '../../helpers.js';
import { runAll } from '../../rule-tester.js';
import { BASE, edit, lineOf, loadGraph } from './graph-helpers.js';

afterAll(cleanupTrees);

/** Status, detail and first findings of every graph rule that does not pass, under both presets. */
async function notPassing(text: string): Promise<string[]> {
  const out: string[] = [];
  for (const preset of ['compat', 'recommended'] as const) {
    const results = await runAll(graphRules, loadGraph(text), { preset });
    for (const r of results.filter((x) => x.status !== 'pass')) {
      out.push(`${preset} ${r.name}: ${r.status} ${r.detail} ${(r.findings ?? []).slice(0, 2).map((f) => `${f.line}:${f.column} ${f.message}`).join(' / ')}`);
    }
  }
  return out;
}

const N2_IMPL = '  IMPLEMENTED GRAPH : fetch /items → render list\n  VERIFY_RESULT     : pass\n  SUMMARY           : The page';

/** The worker's own plan and implemented graph, each line indented by `pad`. */
const workerGraph = (pad: string, blank = '') =>
  [
    'DELEGATED GRAPH: N2 web (sub-plan)',
    'NODES:',
    '  N2a  domain=web  output=web/fetch.ts  status=pending',
    '  N2b  domain=web  output=web/app.ts    status=pending',
    'EDGES:',
    '  N2a → N2b',
    'WAVES:',
    '  WAVE 1 : [N2a]',
    '  WAVE 2 : [N2b]',
    blank,
    'IMPLEMENTED GRAPH: N2 web (sub-plan)',
    'WAVE 1 — fetch',
    '  N2a  status=done  output=web/fetch.ts  verify=pass',
    'WAVE 2 — render',
    '  N2b  status=done  output=web/app.ts    verify=pass',
    'FAILURES   : none',
    'EVOLUTIONS : none',
    'OFF-SCRIPT : none',
    'GAPS       : none',
    'VERDICT    : matches',
  ]
    .map((s) => (s === '' ? '' : `${pad}${s}`))
    .join('\n');

/** BASE with RETURN N2's IMPLEMENTED GRAPH replaced by `value` (the lines after the field's own). */
const inReturn = (intro: string, value: string) =>
  edit(BASE, [N2_IMPL, `  IMPLEMENTED GRAPH :${intro ? ` ${intro}` : ''}\n${value}\n  VERIFY_RESULT     : pass\n  SUMMARY           : The page`]);

describe("a worker's own graph inside a RETURN field", () => {
  const cases: Array<[string, string]> = [
    ['fenced at four columns (past the field)', inReturn('', `    \`\`\`\n${workerGraph('    ')}\n    \`\`\``)],
    ['fenced, with intro text on the field line', inReturn('split across two sub-agents:', `    \`\`\`\n${workerGraph('    ')}\n    \`\`\``)],
    ['fenced at two columns', inReturn('', `  ~~~\n${workerGraph('  ')}\n  ~~~`)],
    ['indented under the field, no fence, a blank line inside', inReturn('', workerGraph('    '))],
    ['indented under the field, intro text, no fence', inReturn('two sub-agents:', workerGraph('    '))],
    ['only its IMPLEMENTED GRAPH, fenced', inReturn('', `    \`\`\`\n${workerGraph('    ').split('\n').slice(10).join('\n')}\n    \`\`\``)],
  ];
  it.each(cases)('%s: every rule passes and the value holds the graph', async (_name, text) => {
    const parsed = parseGraphText(text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.delegatedGraphs.map((g) => g.name)).toEqual(['demo']);
    expect(parsed.implementedGraphs.map((g) => g.name)).toEqual(['demo']);
    const r2 = parsed.returns.find((r) => r.node === 'N2')!;
    expect(r2.fields['IMPLEMENTED_GRAPH']!.value).toContain('IMPLEMENTED GRAPH: N2 web (sub-plan)');
    expect(r2.fields['VERIFY_RESULT']?.value).toBe('pass');
    expect(r2.fields['SUMMARY']?.line).toBe(lineOf(text, '  SUMMARY           : The page'));
    expect(await notPassing(text)).toEqual([]);
  });
});

describe("a worker's own plan inside the prompt's SUBGRAPH field", () => {
  const N2_SUB = 'SUBGRAPH     : fetch /items → render list\n';
  const cases: Array<[string, string]> = [
    ['fenced at four columns', edit(BASE, [N2_SUB, `SUBGRAPH     : you coordinate two sub-agents:\n    ~~~\n${workerGraph('    ').split('\n').slice(0, 9).join('\n')}\n    ~~~\n`])],
    ['indented, no fence', edit(BASE, [N2_SUB, `SUBGRAPH     : you coordinate two sub-agents:\n${workerGraph('    ').split('\n').slice(0, 9).join('\n')}\n`])],
  ];
  it.each(cases)('%s: the plan stays the coordinator’s', async (_name, text) => {
    const parsed = parseGraphText(text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.delegatedGraphs.map((g) => g.name)).toEqual(['demo']);
    const s2 = parsed.subgraphs.find((s) => s.node === 'N2')!;
    expect(s2.fields['SUBGRAPH']!.value).toContain('WAVE 2 : [N2b]');
    expect(s2.fields['VERIFY']?.value).toBe('npm test -- web');
    expect(await notPassing(text)).toEqual([]);
  });
});

describe("the coordinator's own blocks after a RETURN stay blocks", () => {
  it('a fenced IMPLEMENTED GRAPH at the top level after a RETURN, blank line between', () => {
    const text = edit(BASE, ['\nIMPLEMENTED GRAPH: demo\n', '\n```\nIMPLEMENTED GRAPH: demo\n'], ['VERDICT    : matches\n', 'VERDICT    : matches\n```\n']);
    const parsed = parseGraphText(text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.implementedGraphs.map((g) => g.line)).toEqual([lineOf(text, 'IMPLEMENTED GRAPH: demo')]);
  });
  it('a re-plan written right after an evolved RETURN, at the RETURN header’s indent', () => {
    const text = edit(BASE, ['  SUMMARY           : The page fetches the items. It renders them as a list. Errors show a banner.\n', '  SUMMARY           : The page fetches the items. It renders them as a list. Errors show a banner.\nDELEGATED GRAPH: demo again\nNODES:\n  N1  domain=api  output=src/api.ts  status=done\nWAVES:\n  WAVE 1 : [N1]\n'])
    ;
    expect(parseGraphText(text).delegatedGraphs.map((g) => g.name)).toEqual(['demo', 'demo again']);
  });
});
