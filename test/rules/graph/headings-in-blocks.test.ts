/**
 * Markdown headings, `#` comments and prose inside a block, and a worker's reply pasted without its
 * `RETURN:` header: a line that is present is never reported missing, and a template is never a reply.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { looksLikeGraph, parseGraphText } from '../../../packages/core/src/model/graph/index.js';
import { graphRules } from '../../../rules/graph/index.js';
import { cleanupTrees } from '../../helpers.js';
import { runAll } from '../../rule-tester.js';
import { BASE, edit, lineOf, loadGraph } from './graph-helpers.js';

afterAll(cleanupTrees);

/** `rule: status detail / first findings` of every graph rule that does not pass on `text`. */
async function notPassing(text: string): Promise<string[]> {
  const results = await runAll(graphRules, loadGraph(text), { preset: 'recommended' });
  return results.filter((r) => r.status !== 'pass').map((r) => `${r.name}: ${r.status} ${r.detail} ${(r.findings ?? []).slice(0, 2).map((f) => `${f.line}: ${f.message}`).join(' / ')}`);
}

const IMPL_AT = BASE.indexOf('IMPLEMENTED GRAPH: demo');
/** BASE with its IMPLEMENTED GRAPH in a code fence. */
const FENCED = `${BASE.slice(0, IMPL_AT)}\`\`\`\n${BASE.slice(IMPL_AT)}\`\`\`\n`;

describe('a heading or comment inside a block does not end it', () => {
  it.each([
    ['an unfenced `####` heading before the lists', edit(BASE, ['FAILURES   : none', '\n#### Comparison\n\nFAILURES   : none'])],
    ['a `#` comment after a blank line in a fenced IMPLEMENTED GRAPH', edit(FENCED, ['FAILURES   : none', '\n# comparison against the DELEGATED GRAPH\nFAILURES   : none'])],
    ['a `#` comment in a fenced block, right before a list', edit(FENCED, ['OFF-SCRIPT : none', '# lists\nOFF-SCRIPT : none'])],
  ])('%s: every list and the VERDICT are read', async (_name, text) => {
    const p = parseGraphText(text);
    expect(p.problems).toEqual([]);
    expect(p.implementedGraphs[0]!.verdict?.value).toBe('matches');
    expect(p.implementedGraphs[0]!.gaps?.none).toBe(true);
    // The comment is no continuation of the list above it.
    expect(p.implementedGraphs[0]!.evolutions?.field.value).toBe('none');
    expect(await notPassing(text)).toEqual([]);
  });
  it('an indented `#` comment under a list of the IMPLEMENTED GRAPH is no entry of it', () => {
    const p = parseGraphText(edit(BASE, ['GAPS       : none', 'GAPS       : [N9]\n  # checked by hand']));
    expect(p.problems).toEqual([]);
    expect(p.implementedGraphs[0]!.gaps?.items.map((i) => i.value)).toEqual(['N9']);
  });
  it('a `### WAVE 2 — client` heading inside the IMPLEMENTED GRAPH is that wave', async () => {
    const text = edit(BASE, ['WAVE 2 — client\n  N2', '### WAVE 2 — client\n  N2']);
    const g = parseGraphText(text).implementedGraphs[0]!;
    expect(g.waves.map((w) => w.number)).toEqual([1, 2]);
    expect(g.nodes.find((n) => n.id === 'N2')?.wave).toBe(2);
    expect(g.verdict?.value).toBe('matches');
    expect(await notPassing(text)).toEqual([]);
  });
  it('a `#` comment in EDGES is skipped like any comment, fenced or not', async () => {
    const plain = edit(BASE, ['EDGES:\n', 'EDGES:\n# client chain\n']);
    const fenced = edit(plain, ['DELEGATED GRAPH: demo', '```\nDELEGATED GRAPH: demo'], ['— client\n', '— client\n```\n']);
    for (const text of [plain, fenced]) {
      const p = parseGraphText(text);
      expect(p.problems).toEqual([]);
      expect(p.delegatedGraphs[0]!.edges.map((e) => `${e.from.id}>${e.to.id}`)).toEqual(['N0>N2', 'N1>N2']);
      expect(await notPassing(text)).toEqual([]);
    }
  });
  it('`## NODES` and `### WAVES` headings are the plan\'s sections', () => {
    const text = edit(BASE, ['NODES:', '## NODES'], ['WAVES:', '### WAVES']);
    const g = parseGraphText(text).delegatedGraphs[0]!;
    expect(g.nodes).toHaveLength(3);
    expect(g.waves.map((w) => w.members.length)).toEqual([2, 1]);
  });
  it('a heading after the plan or a finished IMPLEMENTED GRAPH still ends it', () => {
    const text = `${edit(BASE, ['\nAGENT SUBGRAPH — N1 api', '\n## Wave 1\n\nSpawning N1 now.\n\nAGENT SUBGRAPH — N1 api'])}\n## Wave 2 — notes\nThe run took an hour.\n`;
    const p = parseGraphText(text);
    expect(p.problems).toEqual([]);
    expect(p.delegatedGraphs[0]!.waves).toHaveLength(2);
    expect(p.implementedGraphs[0]!.waves).toHaveLength(2);
    expect(p.implementedGraphs[0]!.endLine).toBe(lineOf(text, 'VERDICT'));
  });
  it('a `#### TASK` heading inside an AGENT SUBGRAPH is its TASK list, and the RETURN template stays in the prompt', async () => {
    const text = edit(BASE, ['TASK\n1. Write the handler.', '#### TASK\n1. Write the handler.'], ['TASK\n1. Fetch and render.', '#### TASK\n1. Fetch and render.']);
    const p = parseGraphText(text);
    expect(p.problems).toEqual([]);
    expect(p.subgraphs.map((s) => s.tasks.length)).toEqual([2, 1]);
    expect(p.subgraphs.map((s) => Object.keys(s.returnSpec?.fields ?? {}))).toEqual([['STATUS', 'SUMMARY'], ['STATUS']]);
    expect(p.returns.map((r) => r.node)).toEqual(['N1', 'N2']);
    expect(await notPassing(text)).toEqual([]);
  });
});

describe('prose inside the IMPLEMENTED GRAPH', () => {
  it('the lists after it are still read, and the prose gets one located parse finding', async () => {
    const text = edit(BASE, ['FAILURES   : none', '\nCompared by hand against the plan.\nNothing stood out.\nFAILURES   : none']);
    const p = parseGraphText(text);
    const prose = lineOf(text, 'Compared by hand');
    expect(p.problems).toEqual([{ line: prose, column: 1, message: `lines ${prose}–${prose + 1} are not protocol lines inside the IMPLEMENTED GRAPH (line ${lineOf(text, 'IMPLEMENTED GRAPH: demo')}), whose FAILURES line follows at line ${prose + 2}; not read (write no prose inside a block)` }]);
    expect(p.implementedGraphs[0]!.verdict?.value).toBe('matches');
    expect(await notPassing(text)).toEqual([expect.stringMatching(/^graph-parse: fail /)]);
  });
  it('also inside a fence', () => {
    const text = edit(FENCED, ['FAILURES   : none', '\nCompared by hand.\nFAILURES   : none']);
    const p = parseGraphText(text);
    expect(p.problems.map((x) => x.line)).toEqual([lineOf(text, 'Compared by hand')]);
    expect(p.implementedGraphs[0]!.verdict?.value).toBe('matches');
    expect(p.implementedGraphs[0]!.endLine).toBe(lineOf(text, 'VERDICT'));
  });
  it('a list line after another block header is not the graph\'s', () => {
    const text = `${edit(BASE, ['VERDICT    : matches\n', ''])}\nSee the next run.\n\nRETURN: N9\n  STATUS : done\n\nVERDICT : matches\n`;
    expect(parseGraphText(text).implementedGraphs[0]!.verdict).toBeUndefined();
  });
});

describe('prose inside the DELEGATED GRAPH', () => {
  it('the sections after it are still read, and the prose gets one located parse finding', async () => {
    const text = edit(BASE, ['EDGES:', '\n(N2 only runs off-peak.)\n\nEDGES:'], ['  N1 -> N2', '  N1 -> N2\n  N2 -> N1']);
    const p = parseGraphText(text);
    const prose = lineOf(text, '(N2 only runs');
    expect(p.problems).toEqual([{ line: prose, column: 1, message: `line ${prose} is not a protocol line inside the DELEGATED GRAPH (line ${lineOf(text, 'DELEGATED GRAPH: demo')}), whose next EDGES section follows at line ${prose + 2}; not read (write no prose inside a block)` }]);
    expect(p.delegatedGraphs[0]!.edges).toHaveLength(3);
    expect(p.delegatedGraphs[0]!.waves).toHaveLength(2);
    // The edges after the note are checked: their cycle is found.
    expect(await notPassing(text)).toContainEqual(expect.stringMatching(/^graph-acyclic: fail /));
  });
  it('a table where node lines belong is named, and the sections after it are read', () => {
    const text = edit(BASE, ['NODES:\n  N0', 'NODES:\n\n| id | domain |\n|---|---|\n| N9 | ops |\n\nEDGES:\n\nNODES:\n  N0'], ['EDGES:\n  N0', 'WAVES:\n  N0']);
    const table = lineOf(text, '| id | domain |');
    const p = parseGraphText(text);
    expect(p.problems.map((x) => x.line)).toContain(table);
    expect(p.problems.find((x) => x.line === table)!.message).toMatch(/^lines \d+–\d+ are not protocol lines inside the DELEGATED GRAPH .*whose next EDGES section follows/);
    expect(p.delegatedGraphs[0]!.nodes).toHaveLength(3);
  });
  it('a WAVE line after a note goes on the WAVES section', () => {
    const text = edit(BASE, ['  WAVE 2 : [N2]', '\nThe client waits for the API review.\n\n  WAVE 2 : [N2]']);
    const p = parseGraphText(text);
    expect(p.problems.map((x) => x.line)).toEqual([lineOf(text, 'The client waits')]);
    expect(p.delegatedGraphs[0]!.waves).toHaveLength(2);
  });
  it('prose after the plan that no section follows ends it without a finding', () => {
    const text = edit(BASE, ['\nAGENT SUBGRAPH — N1 api', '\nSpawning wave 1 now.\n\nAGENT SUBGRAPH — N1 api']);
    const p = parseGraphText(text);
    expect(p.problems).toEqual([]);
    expect(p.delegatedGraphs[0]!.endLine).toBe(lineOf(text, 'WAVE 2 : [N2]'));
  });
});

describe('a sentence starting "Wave N" inside the IMPLEMENTED GRAPH', () => {
  it('is prose, reported where it stands, not the wave listed twice', () => {
    const text = edit(BASE, ['WAVE 2 — client', 'Wave 2 ran after both wave-1 returns were reviewed.\nWAVE 2 — client']);
    const p = parseGraphText(text);
    expect(p.problems).toEqual([{ line: lineOf(text, 'Wave 2 ran'), column: 1, message: expect.stringMatching(/^line not understood in IMPLEMENTED GRAPH/) }]);
    expect(p.implementedGraphs[0]!.waves.map((w) => w.number)).toEqual([1, 2]);
  });
  it('`wave 2: client` and `WAVE 2 client` are still wave lines', () => {
    for (const header of ['wave 2: client', 'WAVE 2 client', 'Wave 2 — client']) {
      const p = parseGraphText(edit(BASE, ['WAVE 2 — client', header]));
      expect(p.problems).toEqual([]);
      expect(p.implementedGraphs[0]!.nodes.find((n) => n.id === 'N2')!.wave).toBe(2);
    }
  });
});

describe('a DELEGATED GRAPH header with no section after the plan', () => {
  it('re-issues nothing: it is reported, and the plan above stays the one in force', async () => {
    const text = edit(BASE, ['\nAGENT SUBGRAPH — N2 web', '\nDELEGATED GRAPH: unchanged (see plan above)\n\nAGENT SUBGRAPH — N2 web']);
    expect(await notPassing(text)).toEqual([expect.stringMatching(/^graph-parse: fail .*DELEGATED GRAPH "unchanged \(see plan above\)" has no NODES section/)]);
  });
});

describe('the IMPLEMENTED GRAPH written as a list', () => {
  it('a summary line opening a list after a blank line is the graph\'s, not prose', async () => {
    const text = edit(BASE, ['FAILURES   : none', '\n- FAILURES   : none'], ['EVOLUTIONS', '- EVOLUTIONS'], ['VERDICT    :', '- VERDICT    :']);
    const p = parseGraphText(text);
    expect(p.problems).toEqual([]);
    expect(p.implementedGraphs[0]!.verdict?.value).toBe('matches');
    expect(await notPassing(text)).toEqual([]);
  });
});

describe('a worker reply pasted without its RETURN: header', () => {
  const reply = (text: string) =>
    edit(text, [
      'RETURN: N1\n  STATUS',
      'Worker N1 returned:\n  STATUS',
    ]);
  it('its indented `IMPLEMENTED GRAPH :` field opens no IMPLEMENTED GRAPH, and is reported where it stands', async () => {
    const text = reply(BASE);
    const p = parseGraphText(text);
    const field = lineOf(text, 'IMPLEMENTED GRAPH : GET');
    expect(p.implementedGraphs.map((g) => g.line)).toEqual([lineOf(text, 'IMPLEMENTED GRAPH: demo')]);
    expect(p.problems).toEqual([{ line: field, column: 3, message: expect.stringMatching(/^`IMPLEMENTED GRAPH :` is indented like a RETURN field, but no `RETURN:` header/) }]);
    const out = await notPassing(text);
    expect(out.some((x) => x.startsWith('graph-block-order'))).toBe(false);
    expect(out).toContainEqual(expect.stringMatching(/^graph-return-present: fail .*AGENT SUBGRAPH N1 is never answered/));
  });
  it('an unindented `IMPLEMENTED GRAPH: <task>` still opens the graph, in a list item too', () => {
    expect(parseGraphText('IMPLEMENTED GRAPH: x\nWAVE 1 — a\n  N1 status=done output=a.ts\n').implementedGraphs[0]!.nodes).toHaveLength(1);
    expect(parseGraphText('- result:\n\n  IMPLEMENTED GRAPH: x\n  WAVE 1 — a\n    N1 status=done output=a.ts\n').implementedGraphs).toHaveLength(1);
  });
});

describe('prose inside an AGENT SUBGRAPH before its RETURN template', () => {
  const text = edit(BASE, ['2. Test it.\nRETURN:', '2. Test it.\n\nMake sure the output exists first.\n\nRETURN:']);
  it('the template stays the prompt\'s, never a worker\'s reply, and the prose gets one located finding', async () => {
    const p = parseGraphText(text);
    const prose = lineOf(text, 'Make sure');
    expect(p.problems).toEqual([{ line: prose, column: 1, message: `line ${prose} is not a protocol line inside AGENT SUBGRAPH N1 (line ${lineOf(text, 'AGENT SUBGRAPH — N1')}), whose RETURN template follows at line ${prose + 2}; not read (write no prose inside a block)` }]);
    expect(Object.keys(p.subgraphs[0]!.returnSpec?.fields ?? {})).toEqual(['STATUS', 'SUMMARY']);
    expect(p.returns.map((r) => [r.node, r.line])).toEqual([
      ['N1', lineOf(text, 'RETURN: N1')],
      ['N2', lineOf(text, 'RETURN: N2')],
    ]);
    expect(await notPassing(text)).toEqual([expect.stringMatching(/^graph-parse: fail /)]);
  });
  it('a filled header-less RETURN after the prose is still the worker\'s', () => {
    const filled = edit(BASE, ['2. Test it.\nRETURN:\n  STATUS  : done | failed | evolved\n  SUMMARY : <3-5 sentences>\n\nRETURN: N1', '2. Test it.\n\nSpawned; the worker answered:\n\nRETURN:']);
    const p = parseGraphText(filled);
    expect(p.problems).toEqual([]);
    expect(p.returns.map((r) => [r.node, r.nodeFrom])).toEqual([
      ['N1', 'position'],
      ['N2', 'header'],
    ]);
  });
});

describe('prose inside an AGENT SUBGRAPH and the template lines after it', () => {
  const TEMPLATE = 'RETURN:\n  STATUS  : done | failed | evolved\n  SUMMARY : <3-5 sentences>\n';
  const TAIL = '\nRETRY : coordinator re-spawns once on failure with identical subgraph.\nEVOLVE: coordinator re-plans the node on evolved; see Evolution.\n';
  const prompt = (between: string, after = '') => edit(BASE, [`2. Test it.\n${TEMPLATE}`, `2. Test it.\n${between}${TEMPLATE}${after}${TAIL}`]);
  const subgraphLine = (text: string) => lineOf(text, 'AGENT SUBGRAPH — N1');
  it('the RETRY and EVOLVE lines after the template stay the prompt\'s: only the prose is reported', () => {
    const text = prompt('\nNote: the bug report is issue #311.\n\n');
    const p = parseGraphText(text);
    const prose = lineOf(text, 'Note:');
    expect(p.problems).toEqual([{ line: prose, column: 1, message: `line ${prose} is not a protocol line inside AGENT SUBGRAPH N1 (line ${subgraphLine(text)}), whose RETURN template follows at line ${prose + 2}; not read (write no prose inside a block)` }]);
    expect(Object.keys(p.subgraphs[0]!.fields)).toEqual(expect.arrayContaining(['RETRY', 'EVOLVE']));
  });
  it("the protocol's own sentence before the template is no prose, and ends the prose's range", () => {
    const text = prompt('\nNote: the previous attempt failed.\n\nOUTPUT must exist before returning.\n\n');
    const p = parseGraphText(text);
    const prose = lineOf(text, 'Note:');
    expect(p.problems).toEqual([{ line: prose, column: 1, message: `line ${prose} is not a protocol line inside AGENT SUBGRAPH N1 (line ${subgraphLine(text)}), whose next template line follows at line ${prose + 2}; not read (write no prose inside a block)` }]);
    expect(Object.keys(p.subgraphs[0]!.returnSpec?.fields ?? {})).toEqual(['STATUS', 'SUMMARY']);
    expect(Object.keys(p.subgraphs[0]!.fields)).toEqual(expect.arrayContaining(['RETRY', 'EVOLVE']));
  });
  it('prose between the template and its RETRY line is reported, and RETRY stays the prompt\'s', () => {
    const text = prompt('', '\nAsk me if unsure.\n');
    const p = parseGraphText(text);
    const prose = lineOf(text, 'Ask me');
    expect(p.problems).toEqual([{ line: prose, column: 1, message: `line ${prose} is not a protocol line inside AGENT SUBGRAPH N1 (line ${subgraphLine(text)}), whose RETRY line follows at line ${prose + 2}; not read (write no prose inside a block)` }]);
    expect(Object.keys(p.subgraphs[0]!.fields)).toEqual(expect.arrayContaining(['RETRY', 'EVOLVE']));
  });
});

describe('an IMPLEMENTED GRAPH whose fence ends before its lists', () => {
  const split = (between: string) => edit(FENCED, ['  N2  status=done      output=web/app.ts    verify=pass\n', `  N2  status=done      output=web/app.ts    verify=pass\n\`\`\`\n${between}`], ['VERDICT    : matches\n```\n', 'VERDICT    : matches\n']);
  it('reads the lists right after the fence as its own', () => {
    const p = parseGraphText(split('\n'));
    expect(p.problems).toEqual([]);
    expect(p.implementedGraphs[0]!.verdict?.value).toBe('matches');
  });
  it('reports prose between the fence and the lists', () => {
    const text = split('The lists:\n');
    expect(parseGraphText(text).problems.map((x) => x.line)).toEqual([lineOf(text, 'The lists:')]);
    expect(parseGraphText(text).implementedGraphs[0]!.verdict?.value).toBe('matches');
  });
});

describe('an emoji before a block keyword', () => {
  const decorated = edit(
    BASE,
    ['DELEGATED GRAPH: demo', '## 📋 DELEGATED GRAPH: demo'],
    ['AGENT SUBGRAPH — N2 web', '## 🤖 AGENT SUBGRAPH — N2 web'],
    ['RETURN: N2', '✅ RETURN: N2'],
    ['IMPLEMENTED GRAPH: demo', '### 🏁 IMPLEMENTED GRAPH: demo'],
  );
  it('opens the block as without it: every rule passes', async () => {
    const p = parseGraphText(decorated);
    expect(p.problems).toEqual([]);
    expect(p.subgraphs.map((s) => [s.node, s.line])).toEqual([
      ['N1', lineOf(decorated, 'AGENT SUBGRAPH — N1 api')],
      ['N2', lineOf(decorated, '## 🤖 AGENT SUBGRAPH — N2 web')],
    ]);
    expect(await notPassing(decorated)).toEqual([]);
  });
  it('marks the file as a transcript when only such headers name the graphs', () => {
    expect(looksLikeGraph('/x/run.md', '# Run\n\n## 📋 DELEGATED GRAPH: demo\n')).toBe(true);
    expect(looksLikeGraph('/x/run.md', '# Run\n\nThe DELEGATED GRAPH is below.\n')).toBe(false);
  });
});

describe('bold keywords on list items', () => {
  const listed = edit(
    BASE,
    ['  WAVE 1 : [N0 ∥ N1]  — base\n  WAVE 2 : [N2]       — client', '  - **Wave 1**: [N0 ∥ N1] — base\n  - **Wave 2**: [N2] — client'],
    ['WAVE 2 — client\n  N2', '- **WAVE 2** — client\n  N2'],
    ['FAILURES   : none\nEVOLUTIONS : none', '- **FAILURES**: none\n- **EVOLUTIONS**: none'],
    ['  IMPLEMENTED GRAPH : fetch /items → render list\n  VERIFY_RESULT     : pass', '  IMPLEMENTED GRAPH : fetch /items → render list\n\n  - **VERIFY_RESULT**: pass'],
  );
  it('are read as the plain keywords: waves, the implemented wave, the lists and a RETURN field after a blank line', async () => {
    const p = parseGraphText(listed);
    expect(p.problems).toEqual([]);
    expect(p.delegatedGraphs[0]!.waves.map((w) => [w.number, w.members.map((m) => m.id).join(' ')])).toEqual([
      [1, 'N0 N1'],
      [2, 'N2'],
    ]);
    expect(p.implementedGraphs[0]!.nodes.map((n) => [n.id, n.wave])).toEqual([
      ['N0', 1],
      ['N1', 1],
      ['N2', 2],
    ]);
    expect(p.returns[1]!.fields['VERIFY_RESULT']?.value).toBe('pass');
    expect(await notPassing(listed)).toEqual([]);
  });
});

describe('AGENT SUBGRAPH fields on list items after a blank line', () => {
  const listed = edit(BASE, ['AGENT SUBGRAPH — N1 api\nWHY          :', 'AGENT SUBGRAPH — N1 api\n\n- WHY :'], ['INPUTS       : none\nOUTPUT       : src/api.ts', '- INPUTS : none\n\n- **OUTPUT**: src/api.ts']);
  it('are the prompt\'s fields, as they are with no blank line', async () => {
    const p = parseGraphText(listed);
    expect(p.problems).toEqual([]);
    expect(Object.keys(p.subgraphs[0]!.fields)).toEqual(['WHY', 'INPUTS', 'OUTPUT', 'METHOD', 'SUBGRAPH', 'VERIFY', 'CONSTRAINTS']);
    expect(await notPassing(listed)).toEqual([]);
  });
  it('a list item naming no field is still prose inside the prompt', () => {
    const text = edit(listed, ['- INPUTS : none\n', '- INPUTS : none\n\n- remember the pagination\n']);
    expect(parseGraphText(text).problems).toContainEqual(expect.objectContaining({ line: lineOf(text, '- remember the pagination'), message: expect.stringMatching(/^lines? \d+(–\d+)? (is|are) not protocol lines? inside AGENT SUBGRAPH N1/) }));
  });
});
