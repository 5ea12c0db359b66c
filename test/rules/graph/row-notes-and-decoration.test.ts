// A key=value row (an IMPLEMENTED GRAPH node line, a NODES line) reads each value without what is written after it:
// a parenthesised note set off by a blank, and a trailing decoration such as ✅, whichever key it follows.
import { afterAll, describe, expect, it } from 'vitest';
import { parseGraphText } from '../../../packages/core/src/model/graph/index.js';
import { graphRules } from '../../../rules/graph/index.js';
import compareFailures from '../../../rules/graph/graph-compare-failures.js';
import { cleanupTrees } from '../../helpers.js';
import { expectInvalid, lint, runAll } from '../../rule-tester.js';
import { BASE, at, edit, lineOf, loadGraph } from './graph-helpers.js';

afterAll(cleanupTrees);

const N1_ROW = '  N1  status=done      output=src/api.ts    verify=pass';
const N1_NODE = '  N1  domain=api   output=src/api.ts    status=pending';

/** The IMPLEMENTED GRAPH row of `row`, read alone. */
function implRow(row: string) {
  const p = parseGraphText(`IMPLEMENTED GRAPH: t\nWAVE 1 — base\n${row}\nFAILURES : none\nVERDICT : matches\n`);
  expect(p.problems).toEqual([]);
  return p.implementedGraphs[0]!.nodes[0]!;
}

describe('an IMPLEMENTED GRAPH row: notes and decoration after any value', () => {
  it.each([
    ['a note after status=', 'N1  status=done (after one retry)  output=src/a.py  verify=pass', ['done', 'src/a.py', 'pass']],
    ['a note after output=', 'N1  status=done  output=src/a.py (after one retry)  verify=pass', ['done', 'src/a.py', 'pass']],
    ['a note after verify=', 'N1  status=done  output=src/a.py  verify=pass (4 tests)', ['done', 'src/a.py', 'pass']],
    ['a note holding key=value pairs', 'N1  status=failed (verify=fail twice, see output=log.txt)  output=src/a.py', ['failed', 'src/a.py', undefined]],
    ['a check mark after output=', 'N1  status=done  output=src/a.py ✅  verify=pass', ['done', 'src/a.py', 'pass']],
    ['marks after every value', 'N1  status=done ✔  output=src/a.py ✅  verify=pass ✔️', ['done', 'src/a.py', 'pass']],
    ['a cross after status=failed', 'N1  status=failed ❌  output=src/a.py  verify=fail ❌', ['failed', 'src/a.py', 'fail']],
    ['a mark, then a note', 'N1  status=done ✅ (after one retry)  output=src/a.py', ['done', 'src/a.py', undefined]],
    ['a note, then a mark', 'N1  status=done (after one retry) ✅  output=src/a.py', ['done', 'src/a.py', undefined]],
    ['an emoji with a skin tone and a joiner', 'N1  status=done 👍🏽  output=src/a.py 🧑‍💻', ['done', 'src/a.py', undefined]],
  ])('%s', (_name, row, [status, output, verify]) => {
    const n = implRow(`  ${row}`);
    expect(n.status?.value).toBe(status);
    expect(n.output?.value).toBe(output);
    expect(n.verify?.value).toBe(verify);
  });
  it('keeps the columns where the keys start', () => {
    const row = '  N1  status=done (after one retry)  output=src/a.py ✅  verify=pass';
    const n = implRow(row);
    expect([n.status!.column, n.output!.column, n.verify!.column]).toEqual(['status=', 'output=', 'verify='].map((k) => row.indexOf(k) + 1));
  });
  it.each([
    ['parentheses inside a path', 'N1  status=done  output=app/(shop)/page.tsx', 'app/(shop)/page.tsx'],
    ['a path that ends in its own parentheses', 'N1  status=done  output=docs/notes(v2)', 'docs/notes(v2)'],
    ['a value that is only a note', 'N1  status=(unknown)  output=(none yet)', '(none yet)'],
    ['a value that is only a mark', 'N1  status=✅  output=✅', '✅'],
    ['an arrow, which is no decoration', 'N1  status=done  output=a.ts →', 'a.ts →'],
    ['an unclosed parenthesis', 'N1  status=done  output=a.ts (see  verify=pass', 'a.ts (see'],
  ])('keeps %s', (_name, row, output) => {
    expect(implRow(`  ${row}`).output?.value).toBe(output);
  });
  it('an unclosed parenthesis hides no later pair', () => {
    expect(implRow('  N1  status=done  output=a.ts (see  verify=pass').verify?.value).toBe('pass');
  });
});

describe('a mark beside the node id is decoration, as after a value', () => {
  it.each([
    ['after the id', '  N1 ✅  status=done  output=src/a.py  verify=pass', 'N1'],
    ['before the id', '  ✅ N1  status=done  output=src/a.py  verify=pass', 'N1'],
    ['two marks around the id', '  ✔️ N1 ✅  status=done  output=src/a.py  verify=pass', 'N1'],
  ])('an IMPLEMENTED GRAPH row with a mark %s', (_name, row) => {
    const n = implRow(row);
    expect([n.id, n.column, n.status?.value, n.output?.value]).toEqual(['N1', row.indexOf('N1') + 1, 'done', 'src/a.py']);
  });
  it('a marked row after a blank line is still the IMPLEMENTED GRAPH\'s', () => {
    const p = parseGraphText('IMPLEMENTED GRAPH: t\nWAVE 1 — base\n  N1  status=done  output=a.ts\n\n  ✅ N2  status=done  output=b.ts\n\n  N3 ✅  status=done  output=c.ts\nVERDICT : matches\n');
    expect(p.problems).toEqual([]);
    expect(p.implementedGraphs[0]!.nodes.map((n) => n.id)).toEqual(['N1', 'N2', 'N3']);
  });
  it('a NODES line with a mark beside the id', () => {
    const p = parseGraphText('DELEGATED GRAPH: t\nNODES:\n  N1 ✅  domain=api  output=src/a.py  status=pending\n  🚧 N2  domain=web  output=web/a.ts  status=pending\nWAVES:\n  WAVE 1 : [N1 ∥ N2]\n');
    expect(p.problems).toEqual([]);
    expect(p.delegatedGraphs[0]!.nodes.map((n) => [n.id, n.column])).toEqual([['N1', 3], ['N2', 6]]);
  });
  // EDGES and WAVES read an id as NODES do: `🚀N2` declared on a NODES line is N2 on an EDGES line too, not an edge dropped.
  it.each([
    ['a mark written against the id', '🚀N2 → N3'],
    ['a mark before the id, spaced', '🚀 N2 → N3'],
    ['a mark after the id', 'N2 ✅ → N3'],
    ['a mark after the last id', 'N2 → N3 ✅'],
  ])('an EDGES line with %s', (_name, edge) => {
    const text = `DELEGATED GRAPH: t\nNODES:\n  🚀N2 domain=web  output=web/a.ts  status=pending\n  N3  domain=qa  output=tests/a.ts  status=pending\nEDGES:\n  ${edge}\nWAVES:\n  WAVE 1 : [N2]\n  WAVE 2 : [N3]\n`;
    const p = parseGraphText(text);
    expect(p.problems).toEqual([]);
    const [e] = p.delegatedGraphs[0]!.edges;
    const line = text.split('\n')[5]!;
    expect(p.delegatedGraphs[0]!.edges).toHaveLength(1);
    expect([e!.from.id, e!.from.column, e!.to.id, e!.to.column]).toEqual(['N2', line.indexOf('N2') + 1, 'N3', line.indexOf('N3') + 1]);
  });
  it('a WAVES member with a mark against the id', () => {
    const p = parseGraphText('DELEGATED GRAPH: t\nNODES:\n  N1  domain=api  output=src/a.py  status=pending\nWAVES:\n  WAVE 1 : [🚀N1]\n');
    expect(p.problems).toEqual([]);
    expect(p.delegatedGraphs[0]!.waves[0]!.members.map((m) => [m.id, m.column])).toEqual([['N1', '  WAVE 1 : [🚀N1]'.indexOf('N1') + 1]]);
  });
  it('a side that is only a mark is no node', () => {
    const p = parseGraphText('DELEGATED GRAPH: t\nNODES:\n  N1  domain=api  output=src/a.py  status=pending\nEDGES:\n  N1 → 🚀\nWAVES:\n  WAVE 1 : [N1]\n');
    expect(p.problems.map((x) => x.message)).toEqual(['edge line has an arrow with no node on one side']);
    expect(p.delegatedGraphs[0]!.edges).toEqual([]);
  });
});

describe('a NODES line: a note in the middle of the line, and decoration', () => {
  it('reads each value without the note or mark after it', () => {
    const p = parseGraphText('DELEGATED GRAPH: t\nNODES:\n  N1  domain=api (Dana)  output=src/a.py ✅  status=pending (owner: Dana)\nWAVES:\n  WAVE 1 : [N1]\n');
    const n = p.delegatedGraphs[0]!.nodes[0]!;
    expect([n.domains[0]!.value, n.outputs[0]!.value, n.status!.value]).toEqual(['api', 'src/a.py', 'pending']);
  });
  it('a pair inside a note is no pair: one owner', () => {
    const p = parseGraphText('DELEGATED GRAPH: t\nNODES:\n  N1  domain=api (was owner=bob)  output=src/a.py  status=pending\nWAVES:\n  WAVE 1 : [N1]\n');
    expect(p.delegatedGraphs[0]!.nodes[0]!.domains.map((d) => d.value)).toEqual(['api']);
  });
});

describe('annotated rows of a matching transcript pass every graph rule', () => {
  it.each([
    ['a note after status=', edit(BASE, [N1_ROW, '  N1  status=done (after one retry)  output=src/api.ts    verify=pass'])],
    ['a check mark after output=', edit(BASE, [N1_ROW, '  N1  status=done      output=src/api.ts ✅  verify=pass'])],
    ['marks after status= and verify=', edit(BASE, [N1_ROW, '  N1  status=done ✅   output=src/api.ts    verify=pass ✔'])],
    ['a note in the middle of a NODES line', edit(BASE, [N1_NODE, '  N1  domain=api (Dana)  output=src/api.ts    status=pending'])],
    ['a check mark after the id of a row', edit(BASE, [N1_ROW, '  N1 ✅  status=done  output=src/api.ts    verify=pass'])],
    ['a check mark before the id of a row', edit(BASE, [N1_ROW, '  ✅ N1  status=done  output=src/api.ts    verify=pass'])],
  ])('%s', async (_name, text) => {
    const results = await runAll(graphRules, loadGraph(text), { preset: 'recommended' });
    expect(results.filter((r) => r.status !== 'pass').map((r) => `${r.name}: ${r.status} ${r.detail}`)).toEqual([]);
  });
});

// A node noted as failed is a failed node: FAILURES that omits it is the finding, not its status.
const N2_ROW = '  N2  status=done      output=web/app.ts    verify=pass';
const failedTwice = edit(BASE, [N2_ROW, '  N2  status=failed (twice)  output=web/app.ts    verify=fail'], ['RETURN: N2\n  STATUS            : done', 'RETURN: N2\n  STATUS            : failed\n  FAILURE_REASON    : timeout']);
it('status=failed with a note, left out of FAILURES: FAILURES is the finding', async () => {
  const r = await lint(compareFailures, { files: { 'docs/spec.md': '# Spec\n', 'graph.md': failedTwice } });
  expectInvalid(r, {
    files: {},
    detail: /^FAILURES disagrees with the node statuses/,
    findings: [
      at(lineOf(failedTwice, 'status=failed (twice)'), 7, /^N2 has status=failed here, but FAILURES .*does not list it$/),
      at(lineOf(failedTwice, 'FAILURES   : none'), 1, `FAILURES does not list N2, which has status=failed at line ${lineOf(failedTwice, 'status=failed (twice)')}`),
    ],
  });
});
