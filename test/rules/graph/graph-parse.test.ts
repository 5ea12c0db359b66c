import { describe, expect, it } from 'vitest';
import rule from '../../../rules/graph/graph-parse.js';
import { ruleTester } from '../../rule-tester.js';
import path from 'node:path';
import { packs } from '@engagement-lint/rules';
import { BASE, BASE_FILES, NO_PLAN, PLAN_ONLY, at, edit, lineOf, loadGraph, nthLineOf, survivesDegenerate, tree } from './graph-helpers.js';
import { lintTarget } from '../../../packages/core/src/lint.js';
import { fakeSystem, writeTree } from '../../helpers.js';

const noPairs = edit(BASE, ['  N2  domain=web   output=web/app.ts    status=pending', '  N2 web web/app.ts']);
const prose = edit(BASE, ['  N1 -> N2', '  N1 feeds N2'], ['  WAVE 2 : [N2]       — client', '  then the client']);
const slashComment = edit(BASE, ['  N1 -> N2', '  N1 -> N2   // the client calls the api']);
const colonNote = edit(BASE, ['  N1 -> N2', '  N1 -> N2   : the client calls the api']);
const WIDE_IDS = Array.from({ length: 700 }, (_, i) => `N${i + 100}`);
/** Long NODES, EDGES and WAVES lines (over 4,000 characters) are read whole. */
const wideLines = edit(
  BASE,
  ['  N2  domain=web', `  N3  domain=web  output=web/${'x'.repeat(4100)}.ts  status=pending\n${WIDE_IDS.map((id) => `  ${id}  domain=web  output=web/${id}.ts  status=pending`).join('\n')}\n  N2  domain=web`],
  ['  N1 -> N2', `  N1 -> N2 ∥ ${WIDE_IDS.join(' ∥ ')}`],
  ['  WAVE 1 : [N0 ∥ N1]', `  WAVE 1 : [N0 ∥ N1 ∥ N3 ∥ ${WIDE_IDS.join(' ∥ ')}]`],
);
const LONG_SUMMARY = `  SUMMARY           : ${'The page fetches the items. '.repeat(150)}`;
const longSummary = edit(BASE, ['  SUMMARY           : The page fetches the items. It renders them as a list. Errors show a banner.', LONG_SUMMARY]);
const NOTES = '# Notes\n\nWe should delegate this.\n';
const N1_VERIFY = '  VERIFY_RESULT     : pass\n  SUMMARY           : Added the handler.';
const verifyTwice = edit(BASE, [N1_VERIFY, '  VERIFY_RESULT     : pass\n  VERIFY_RESULT     : fail — api.test.ts:12 expected 401\n  SUMMARY           : Added the handler.']);
const N1_STATUS = '  STATUS            : done\n  OUTPUT            : src/api.ts';
const statusTwice = edit(BASE, [N1_STATUS, '  STATUS            : done\n  STATUS            : failed\n  OUTPUT            : src/api.ts']);
const badUtf8 = Buffer.concat([Buffer.from(BASE.slice(0, BASE.indexOf('EDGES:'))), Buffer.from([0xc3, 0x28, 10]), Buffer.from(BASE.slice(BASE.indexOf('EDGES:')))]);

ruleTester(rule, {
  valid: [
    {
      name: 'a well-formed transcript, its blocks counted',
      files: tree(BASE),
      detail: /^parsed 1 DELEGATED GRAPH, 2 AGENT SUBGRAPHs, 2 RETURNs, 1 IMPLEMENTED GRAPH$/,
    },
    { name: 'a `//` comment after an edge', files: tree(slashComment), detail: /^parsed 1 DELEGATED GRAPH/ },
    { name: 'a `:` note after an edge', files: tree(colonNote), detail: /^parsed 1 DELEGATED GRAPH/ },
    { name: 'NODES, EDGES and WAVES lines over 4,000 characters', files: tree(wideLines), detail: /^parsed 1 DELEGATED GRAPH, 2 AGENT SUBGRAPHs, 2 RETURNs, 1 IMPLEMENTED GRAPH$/ },
  ],
  invalid: [
    {
      name: 'a node line without key=value pairs, at its line',
      files: tree(noPairs),
      detail: /1 problem reading/,
      findings: [at(lineOf(noPairs, '  N2 web web/app.ts'), 3, /no key=value/)],
    },
    {
      name: 'an edge without an arrow and a wave line in prose, each at its line',
      files: tree(prose),
      findings: [
        at(lineOf(prose, 'N1 feeds N2'), 3, 'edge line has no arrow (expected `N1 → N3` or `N1 -> N3`): `N1 feeds N2`'),
        at(lineOf(prose, 'then the client'), 3, 'wave line not understood (expected `WAVE 1 : [N1 ∥ N2] — <purpose>`): `then the client`'),
      ],
    },
    {
      name: 'a RETURN line over 4,000 characters is reported and not read',
      files: tree(longSummary),
      findings: [at(lineOf(longSummary, LONG_SUMMARY), 1, `line ${lineOf(longSummary, LONG_SUMMARY)} is over 4000 characters; not read`)],
    },
    {
      name: 'a RETURN field written twice with another value, at the second (a later `fail` is never silently dropped)',
      files: tree(verifyTwice),
      detail: /^1 problem reading/,
      findings: [at(lineOf(verifyTwice, 'VERIFY_RESULT     : fail'), 3, `VERIFY RESULT given twice (first at line ${lineOf(verifyTwice, N1_VERIFY.split('\n')[0]!)}); the first one is used`)],
    },
    {
      name: 'a RETURN whose STATUS says done, then failed',
      files: tree(statusTwice),
      findings: [at(lineOf(statusTwice, 'STATUS            : failed'), 3, `STATUS given twice (first at line ${lineOf(statusTwice, N1_STATUS.split('\n')[0]!)}); the first one is used`)],
    },
    {
      name: 'no DELEGATED GRAPH',
      files: tree(NO_PLAN),
      detail: /no DELEGATED GRAPH/,
      findings: [at(1, 1, /before any agent is spawned/)],
    },
    {
      name: 'no protocol block at all',
      files: tree(NOTES),
      detail: /holds no DELEGATED GRAPH, AGENT SUBGRAPH, RETURN or IMPLEMENTED GRAPH block/,
      findings: [at(1, 1, 'no Graph Protocol block found in this file')],
    },
    {
      name: 'invalid UTF-8, at its line',
      files: tree(badUtf8),
      findings: [at(lineOf(BASE, 'EDGES:'), 1, 'file is not valid UTF-8; invalid bytes were replaced'), at(lineOf(BASE, 'EDGES:'), 1, /^`\uFFFD\(` is not a node id/)],
    },
  ],
});

describe('graph-parse on degenerate input', () => {
  survivesDegenerate(rule);
});

/** The TASK list of N1 written with bullets, under the protocol's rule line or without it. */
const bulletTask = edit(BASE, ['TASK\n1. Write the handler.\n2. Test it.\n', 'TASK\n────\n- Write the handler.\n- Test it.\n']);
const bulletTaskNoRule = edit(BASE, ['TASK\n1. Write the handler.\n2. Test it.\n', 'TASK\n* Write the handler.\n* Test it.\n']);

ruleTester(rule, {
  valid: [
    { name: 'a bulleted TASK list under the rule line', files: tree(bulletTask), detail: /^parsed 1 DELEGATED GRAPH, 2 AGENT SUBGRAPHs, 2 RETURNs, 1 IMPLEMENTED GRAPH$/ },
    { name: 'a bulleted TASK list without a rule line', files: tree(bulletTaskNoRule), detail: /^parsed 1 DELEGATED GRAPH, 2 AGENT SUBGRAPHs, 2 RETURNs, 1 IMPLEMENTED GRAPH$/ },
  ],
});
/** The DELEGATED GRAPH header above a code fence that holds its NODES, EDGES and WAVES. */
const headerAboveFence = edit(BASE, ['DELEGATED GRAPH: demo\nNODES:', 'DELEGATED GRAPH: demo\n\n```\nNODES:'], ['  WAVE 2 : [N2]       — client\n', '  WAVE 2 : [N2]       — client\n```\n']);

ruleTester(rule, {
  valid: [
    { name: 'a block header above the fence holding its body', files: tree(headerAboveFence), detail: /^parsed 1 DELEGATED GRAPH, 2 AGENT SUBGRAPHs, 2 RETURNs, 1 IMPLEMENTED GRAPH$/ },
    { name: 'a heading above the fence holding its body', files: tree(edit(headerAboveFence, ['DELEGATED GRAPH: demo', '## DELEGATED GRAPH: demo'])) },
  ],
});

// Node ids outside the grammar (a letter, then letters, digits, `_`, `.` or `-`) are reported with the grammar
// itself, on NODES, EDGES and WAVES lines; letters of any script are letters.
const GRAMMAR = 'a node id is a letter followed by letters, digits, `_`, `.` or `-`';
const unicodeIds = [
  'DELEGATED GRAPH: Übersetzung',
  'NODES:',
  '  N1        domain=api    output=src/a.ts    status=pending',
  '  Prüfung   domain=qa     output=docs/a.md   status=pending',
  '  _setup    domain=ops    output=docs/b.md   status=pending',
  '  1         domain=ops    output=docs/c.md   status=pending',
  '  节点一    domain=ops    output=docs/d.md   status=pending',
  'EDGES:',
  '  N1 → N2, Prüfung, -x',
  'WAVES:',
  '  WAVE 1 : [N1 ∥ _setup]',
  '',
].join('\n');
const asciiIds = edit(BASE, ['  N1  domain=api', '  api.v2_build-1  domain=api'], ['  N1 -> N2', '  api.v2_build-1 -> N2'], ['[N0 ∥ N1]', '[N0 ∥ api.v2_build-1]']);

ruleTester(rule, {
  valid: [{ name: 'ids of ASCII letters, digits, `_`, `.` and `-` after a letter', files: tree(asciiIds), detail: /^parsed 1 DELEGATED GRAPH/ }],
  invalid: [
    {
      name: 'ids outside the grammar, each reported with the grammar',
      files: tree(unicodeIds),
      detail: /4 problems reading/,
      findings: [
        at(5, 3, `\`_setup\` is not a node id (${GRAMMAR})`),
        at(6, 3, `\`1\` is not a node id (${GRAMMAR})`),
        at(9, 21, `\`-x\` in this edge is not a node id (${GRAMMAR})`),
        at(11, 18, `\`_setup\` in WAVE 1 is not a node id (${GRAMMAR})`),
      ],
    },
  ],
});

// Ids in any script are ids (the protocol's `N1` is a placeholder); one with letters outside ASCII must be
// declared in NODES to be used on EDGES and WAVES lines, and may not look like another declared id.
const umlautId = edit(BASE, ['  N1  domain=api   output=src/api.ts ', '  Änderung  domain=api   output=src/api.ts '], ['  N1 -> N2', '  Änderung -> N2'], ['[N0 ∥ N1]', '[N0 ∥ Änderung]']);
/** A Cyrillic `Н` (U+041D) where the plan's other ids use the Latin N. */
const cyrillicEdge = edit(BASE, ['  N1 -> N2', '  \u041d1 -> N2']);
const cyrillicNode = edit(BASE, ['  N2  domain=web   output=web/app.ts    status=pending\n', '  N2  domain=web   output=web/app.ts    status=pending\n  \u041d2  domain=web   output=web/b.ts      status=pending\n']);
/** `n2` beside N2: two nodes to every check, one id to a reader. */
const caseTwin = edit(BASE, ['  N2  domain=web   output=web/app.ts    status=pending\n', '  N2  domain=web   output=web/app.ts    status=pending\n  n2  domain=web   output=web/b.ts      status=pending\n']);

ruleTester(rule, {
  valid: [{ name: 'an id of Unicode letters, declared in NODES and used on EDGES and WAVES lines', files: tree(umlautId), detail: /^parsed 1 DELEGATED GRAPH/ }],
  invalid: [
    {
      name: 'a Cyrillic look-alike of a declared id on an EDGES line, once at its column',
      files: tree(cyrillicEdge),
      detail: '1 problem reading the protocol blocks of graph.md',
      findings: [at(lineOf(cyrillicEdge, '\u041d1 -> N2'), 3, '`\u041d1` in this edge is no node NODES declares; it looks like N1 but is spelled with `\u041d`, which is no Latin letter (an id with letters outside ASCII must be declared in NODES)')],
    },
    {
      name: 'a declared id that looks like another declared id',
      files: tree(cyrillicNode),
      findings: [at(lineOf(cyrillicNode, '\u041d2  domain'), 3, `\`\u041d2\` looks like node id N2 (line ${lineOf(cyrillicNode, '  N2  domain')}) but is spelled with \`\u041d\`, which is no Latin letter; give each node an id that reads differently`)],
    },
    {
      name: 'a declared id that differs from another declared id only in case',
      files: tree(caseTwin),
      findings: [at(lineOf(caseTwin, '  n2  domain'), 3, `\`n2\` differs from node id N2 (line ${lineOf(caseTwin, '  N2  domain')}) only in case; give each node an id that reads differently`)],
    },
  ],
});

// An edge drawn with a reverse arrow is not read; the finding names it written forward.
const reversed = edit(BASE, ['  N1 -> N2', '  N2 <- N1'], ['  N0 → N2   (N2 reads the spec)', '  N2 ← N0   (N2 reads the spec)']);

ruleTester(rule, {
  invalid: [
    {
      name: 'reverse arrows, each at its arrow, naming the edge forward',
      files: tree(reversed),
      findings: [
        at(lineOf(reversed, '  N2 ← N0'), 6, 'reverse arrow `←` is not read: write each edge from the node read to the node that reads it (`N0 → N2`)'),
        at(lineOf(reversed, '  N2 <- N1'), 6, 'reverse arrow `<-` is not read: write each edge from the node read to the node that reads it (`N1 → N2`)'),
      ],
    },
  ],
});

// An EDGES line may be a numbered list item, as it may be a bulleted one.
const numberedEdges = edit(BASE, ['  N0 → N2   (N2 reads the spec)\n  N1 -> N2', '  1. N0 → N2   (N2 reads the spec)\n  2) N1 -> N2']);

ruleTester(rule, {
  valid: [{ name: 'edges written as a numbered list', files: tree(numberedEdges), detail: /^parsed 1 DELEGATED GRAPH/ }],
});

// A second task's DELEGATED GRAPH after the first task's IMPLEMENTED GRAPH: the checks would compare the last
// plan with the last result only, so it is reported at its header.
const twoTasks = `${BASE}\n${edit(PLAN_ONLY, ['# Transcript\n', '# Next task\n'], ['DELEGATED GRAPH: demo', 'DELEGATED GRAPH: audit'])}`;

ruleTester(rule, {
  invalid: [
    {
      name: 'a second task\'s DELEGATED GRAPH after the first task\'s IMPLEMENTED GRAPH, at its header',
      files: tree(twoTasks),
      findings: [
        at(
          lineOf(twoTasks, 'DELEGATED GRAPH: audit'),
          1,
          `DELEGATED GRAPH "audit" starts another task: the IMPLEMENTED GRAPH at line ${lineOf(BASE, 'IMPLEMENTED GRAPH: demo')} closed the plan at line ${lineOf(BASE, 'DELEGATED GRAPH: demo')}, and no evolution awaits a re-plan; read whole, the checks compare only the last DELEGATED GRAPH with the last IMPLEMENTED GRAPH (the CLI lints a file of up to 50 tasks task by task), so write each task graph in its own file`,
        ),
      ],
    },
  ],
});

describe('which DELEGATED GRAPH starts another task', () => {
  it('not a plan re-issued after an evolution, even past an IMPLEMENTED GRAPH written meanwhile', () => {
    const evolved = edit(BASE, ['RETURN: N2\n  STATUS            : done', 'RETURN: N2\n  STATUS            : evolved']);
    expect(loadGraph(`${evolved}\n${PLAN_ONLY}`).taskStarts()).toEqual([]);
  });
  it('not a plan re-issued before any IMPLEMENTED GRAPH', () => {
    expect(loadGraph(`${PLAN_ONLY}\n${BASE}`).taskStarts()).toEqual([]);
  });
  it('the plan after an IMPLEMENTED GRAPH, with no evolution awaiting a re-plan', () => {
    const text = `${BASE}\n${PLAN_ONLY}`;
    expect(loadGraph(text).taskStarts().map((t) => t.plan.line)).toEqual([nthLineOf(text, 'DELEGATED GRAPH: demo', 2)]);
  });
});

describe('a transcript of several tasks, linted by the CLI', () => {
  const second = BASE.replace('# Transcript', '## Next task').replaceAll('demo', 'audit');
  const lint = async (text: string) => {
    const dir = writeTree({ ...BASE_FILES, 'graph.md': text });
    return lintTarget(path.join(dir, 'graph.md'), { packs, rules: (p) => p.rules(), git: false, system: fakeSystem() });
  };

  it('lints each task as if in a file of its own: two clean tasks pass', async () => {
    const r = await lint(`${BASE}\n${second}`);
    expect(r.checks.filter((c) => c.status !== 'pass' && c.status !== 'skip').map((c) => [c.name, c.detail])).toEqual([]);
  });

  it("names the task a result is about, and places the first task's findings in it", async () => {
    const broken = BASE.replace('GAPS       : none', 'GAPS       : none').replace('  N2  status=done      output=web/app.ts    verify=pass\n', '');
    const text = `${broken}\n${second}`;
    const r = await lint(text);
    const gaps = r.checks.find((c) => c.name === 'graph-compare-gaps')!;
    expect(gaps.status).toBe('fail');
    expect(gaps.detail).toMatch(/^task 1 \(lines 1–\d+\): /);
    expect(gaps.findings.every((f) => f.line < lineOf(text, 'DELEGATED GRAPH: audit'))).toBe(true);
    expect(r.checks.find((c) => c.name === 'graph-parse')!.status).toBe('pass');
  });
});

/** NODES and WAVES drawn as markdown tables, which the block format does not have: one finding per table. */
const NODES_LINES = '  N0  domain=docs  output=docs/spec.md  status=pre-done\n  N1  domain=api   output=src/api.ts    status=pending\n  N2  domain=web   output=web/app.ts    status=pending';
const tables = edit(
  BASE,
  [NODES_LINES, '| id | domain | output | status |\n|---|---|---|---|\n| N0 | docs | docs/spec.md | pre-done |\n| N1 | api | src/api.ts | pending |\n| N2 | web | web/app.ts | pending |'],
  ['  WAVE 1 : [N0 ∥ N1]  — base\n  WAVE 2 : [N2]       — client', '| wave | nodes |\n|---|---|\n| 1 | N0, N1 |\n| 2 | N2 |'],
);

ruleTester(rule, {
  valid: [],
  invalid: [
    {
      name: 'a NODES table and a WAVES table: one finding each, at its first row, with the line format of its section',
      files: tree(tables),
      findings: [
        at(lineOf(tables, 'NODES:'), 1, 'NODES section lists no nodes'),
        at(lineOf(tables, '| id | domain'), 1, 'markdown table in the DELEGATED GRAPH, not read: NODES lists one per line: `N1  domain=<owner>  output=<path>  status=pending`'),
        at(lineOf(tables, '| wave | nodes |'), 1, 'markdown table in the DELEGATED GRAPH, not read: WAVES lists one per line: `WAVE 1 : [N1 ∥ N2] — <purpose>`'),
      ],
    },
  ],
});

/** A transcript over the line limit is not read: graph-parse says so, not that it holds no block. */
const TOO_LONG = `${BASE}${'\n'.repeat(250_001)}`;

ruleTester(rule, {
  valid: [],
  invalid: [
    {
      name: 'a file over the line limit: why it was not read, not "no Graph Protocol block found"',
      files: tree(TOO_LONG),
      detail: 'graph.md was not read: file has more than 250000 lines, the limit; not read',
      findings: [at(1, 1, 'file has more than 250000 lines, the limit; not read')],
    },
  ],
});
