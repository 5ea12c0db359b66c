/**
 * Readings of transcripts as agents write them: an indented final IMPLEMENTED GRAPH, prompts whose header is
 * title case or missing, commented-out wave lines, underscore emphasis, an unclosed `[` and qualified VERDICTs.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { parseGraphText } from '../../../packages/core/src/model/graph/index.js';
import { graphRules } from '../../../rules/graph/index.js';
import { cleanupTrees } from '../../helpers.js';
import { runAll } from '../../rule-tester.js';
import { BASE, edit, lineOf, loadGraph } from './graph-helpers.js';

afterAll(cleanupTrees);

/** `rule: status detail / findings` of every graph rule that does not pass on `text`. */
async function notPassing(text: string): Promise<string[]> {
  const results = await runAll(graphRules, loadGraph(text), { preset: 'recommended' });
  return results.filter((r) => r.status !== 'pass').map((r) => `${r.name}: ${r.status} ${r.detail} ${(r.findings ?? []).map((f) => `${f.line}: ${f.message}`).join(' / ')}`);
}

const IMPL_AT = BASE.indexOf('IMPLEMENTED GRAPH: demo');
/** BASE with every line of its IMPLEMENTED GRAPH indented two spaces, after `between`. */
const indentedImpl = (between = '') =>
  BASE.slice(0, IMPL_AT) + between + BASE.slice(IMPL_AT).split('\n').map((x) => (x ? `  ${x}` : x)).join('\n');

describe('an indented IMPLEMENTED GRAPH after the last RETURN', () => {
  it.each([
    ['right after the RETURN and a blank line', ''],
    ['after a `## Result` heading', '## Result\n\n'],
    ['after prose', 'All waves are done; here is the result.\n\n'],
  ])('%s is the coordinator\'s graph', async (_name, between) => {
    const text = indentedImpl(between);
    const p = parseGraphText(text);
    expect(p.problems).toEqual([]);
    expect(p.implementedGraphs.map((g) => g.line)).toEqual([lineOf(text, 'IMPLEMENTED GRAPH: demo')]);
    expect(p.implementedGraphs[0]!.verdict?.value).toBe('matches');
    expect(p.returns[1]!.fields['IMPLEMENTED_GRAPH']!.value).toBe('fetch /items → render list');
    expect(await notPassing(text)).toEqual([]);
  });
  it('its lists are judged: OFF-SCRIPT naming a file under VERDICT matches fails', async () => {
    const text = edit(indentedImpl(), ['OFF-SCRIPT : none', 'OFF-SCRIPT : [package.json (N1 bumped the lint config)]']);
    expect(await notPassing(text)).toEqual([expect.stringMatching(/^graph-verdict: fail .*package\.json/)]);
  });
  it('a RETURN ends at a heading that names none of its fields', () => {
    const text = edit(BASE, ['IMPLEMENTED GRAPH: demo', '## Result\n  Checked by hand.\nIMPLEMENTED GRAPH: demo']);
    const p = parseGraphText(text);
    expect(p.returns[1]!.fields['SUMMARY']!.value).toBe('The page fetches the items. It renders them as a list. Errors show a banner.');
    expect(p.implementedGraphs).toHaveLength(1);
  });
});

/** BASE with the N2 prompt's header replaced by `header`. */
const prompt = (header: string) => edit(BASE, ['AGENT SUBGRAPH — N2 web', header]);

describe('a prompt whose AGENT SUBGRAPH header is title case or missing', () => {
  it('`## Agent Subgraph — N2 web` is the prompt\'s header', async () => {
    const text = prompt('## Agent Subgraph — N2 web');
    const p = parseGraphText(text);
    expect(p.problems).toEqual([]);
    expect(p.subgraphs.map((s) => s.node)).toEqual(['N1', 'N2']);
    expect(p.returns.map((r) => r.node)).toEqual(['N1', 'N2']);
    expect(await notPassing(text)).toEqual([]);
  });
  it('on a plain line only the upper-case keyword is a header: "Delegated graph: see above" is prose', () => {
    const p = parseGraphText(edit(BASE, ['IMPLEMENTED GRAPH: demo', 'Delegated graph: see above.\nImplemented graph: below.\n\nIMPLEMENTED GRAPH: demo']));
    expect(p.delegatedGraphs).toHaveLength(1);
    expect(p.implementedGraphs).toHaveLength(1);
  });
  it('without a header, the prompt lines and the RETURN template each get one located finding, and the template is no reply', () => {
    const text = prompt('Prompt for the web worker:\n');
    const p = parseGraphText(text);
    const why = lineOf(text, 'WHY          : users see');
    const template = lineOf(text, 'RETURN:', why);
    expect(p.problems).toEqual([
      { line: why, column: 1, message: `lines ${why}–${template - 1} are an AGENT SUBGRAPH's lines, but no AGENT SUBGRAPH header above opens a prompt; not read` },
      { line: template, column: 1, message: `the RETURN at line ${template} is a RETURN template (STATUS offers the alternatives, its fields are placeholders) outside an AGENT SUBGRAPH; not read as a reply` },
    ]);
    expect(p.returns.map((r) => r.node)).toEqual(['N1', 'N2']);
  });
});

describe('a commented-out wave line', () => {
  const commented = edit(BASE, ['  WAVE 2 : [N2]', '  # WAVE 2 : [N1 || N2]  — first draft; N1 moved to WAVE 1\n  WAVE 2 : [N2]']);
  const fenced = edit(commented, ['DELEGATED GRAPH: demo', '```\nDELEGATED GRAPH: demo'], ['— client\n', '— client\n```\n']);
  it.each([
    ['unfenced', commented],
    ['fenced', fenced],
  ])('%s: is skipped like a commented node or edge line', async (_name, text) => {
    const p = parseGraphText(text);
    expect(p.problems).toEqual([]);
    expect(p.delegatedGraphs[0]!.waves.map((w) => `${w.number}:${w.members.map((m) => m.id).join(',')}`)).toEqual(['1:N0,N1', '2:N2']);
    expect(await notPassing(text)).toEqual([]);
  });
  it('a `###` heading naming a wave is still that wave', () => {
    const text = edit(BASE, ['  WAVE 2 : [N2]', '### WAVE 2 : [N2]']);
    expect(parseGraphText(text).delegatedGraphs[0]!.waves.map((w) => w.number)).toEqual([1, 2]);
  });
  it('a node listed twice under one wave number is a repeat in that wave', async () => {
    const text = edit(BASE, ['  WAVE 2 : [N2]       — client', '  WAVE 2 : [N2]       — client\n  WAVE 2 : [N2]       — again']);
    const again = lineOf(text, '— again');
    const out = (await notPassing(text)).filter((r) => r.startsWith('graph-waves-partition'));
    expect(out).toEqual([expect.stringContaining(`${again}: N2 is listed twice in WAVE 2 (first at line ${again - 1}); list each node once`)]);
    expect(out[0]).not.toMatch(/in WAVE 2 and also in WAVE 2/);
  });
});

describe('underscore emphasis around a node id', () => {
  it.each(['_N2_', '__N2__'])('`%s` in GAPS and WAVES is N2', (mark) => {
    const text = edit(BASE, ['  WAVE 2 : [N2]', `  WAVE 2 : [${mark}]`], ['GAPS       : none', `GAPS       : [${mark} (not styled)]`]);
    const p = parseGraphText(text);
    expect(p.problems).toEqual([]);
    expect(p.delegatedGraphs[0]!.waves[1]!.members.map((m) => m.id)).toEqual(['N2']);
    expect(loadGraph(text).listed(p.implementedGraphs[0]!.gaps)).toEqual(new Set(['N2']));
  });
  it('`__init__` stays no id', () => {
    const p = parseGraphText(edit(BASE, ['  WAVE 2 : [N2]', '  WAVE 2 : [N2 ∥ __init__]']));
    expect(p.problems.map((x) => x.message)).toEqual([expect.stringMatching(/^`__init__` in WAVE 2 is not a node id/)]);
  });
});

describe('an unclosed `[` before the wave\'s purpose', () => {
  it('is the one finding: the purpose after the spaced dash is no members', async () => {
    const text = edit(BASE, ['  WAVE 1 : [N0 ∥ N1]  — base', '  WAVE 1 : [N0 ∥ N1    — base and api']);
    const p = parseGraphText(text);
    const line = lineOf(text, '— base and api');
    expect(p.problems).toEqual([{ line, column: 12, message: `the \`[\` of WAVE 1 on line ${line} is never closed with \`]\`` }]);
    const w = p.delegatedGraphs[0]!.waves[0]!;
    expect(w.members.map((m) => m.id)).toEqual(['N0', 'N1']);
    expect(w.purpose).toBe('base and api');
    expect((await notPassing(text)).map((r) => r.split(':')[0])).toEqual(['graph-parse']);
  });
});

describe('a qualified match VERDICT', () => {
  /** BASE with N2 left out of the IMPLEMENTED GRAPH, recorded in GAPS, and `verdict`. */
  const gap = (verdict: string) =>
    edit(BASE, ['WAVE 2 — client\n  N2  status=done      output=web/app.ts    verify=pass\n', ''], ['GAPS       : none', 'GAPS       : [N2]'], ['VERDICT    : matches', `VERDICT    : ${verdict}`]);
  it.each(['matches, with N2 left as a gap', 'partially matches — N2 in GAPS', 'mostly matches', 'largely matches', 'matches apart from N2', 'matches except N2'])(
    '"%s" is a mismatch verdict that names the gap',
    async (verdict) => {
      expect((await notPassing(gap(verdict))).filter((r) => r.startsWith('graph-verdict'))).toEqual([]);
    },
  );
  it.each(['matches', 'matches with the plan', 'matches with no differences'])('"%s" says matches and fails on the gap', async (verdict) => {
    expect((await notPassing(gap(verdict))).filter((r) => r.startsWith('graph-verdict'))).toEqual([expect.stringMatching(/^graph-verdict: fail VERDICT says matches/)]);
  });
});
