/**
 * A GAPS or OFF-SCRIPT entry with a note: a path followed by a dash note (`src/x.ts — left for later`,
 * `src/x.ts - note`) is that path, as a node id with a dash note and a path with a note in parentheses
 * are; a comma inside a dash note does not split the entry.
 */
import { afterAll, describe, expect, it } from 'vitest';
import gaps from '../../../rules/graph/graph-compare-gaps.js';
import offScript from '../../../rules/graph/graph-compare-off-script.js';
import verdict from '../../../rules/graph/graph-verdict.js';
import { parseGraphText } from '../../../packages/core/src/model/graph/index.js';
import { cleanupTrees } from '../../helpers.js';
import type { Rule } from '../../../packages/core/src/rule.js';
import { BASE, edit, lineOf, runGraph } from './graph-helpers.js';

afterAll(cleanupTrees);

const IMPL_N2 = '  N2  status=done      output=web/app.ts    verify=pass\n';
/** BASE without N2 in the IMPLEMENTED GRAPH, GAPS as given, and a VERDICT of a mismatch. */
const gap = (list: string) => edit(BASE, [IMPL_N2, ''], ['GAPS       : none', `GAPS       : ${list}`], ['VERDICT    : matches', 'VERDICT    : mismatches listed above']);
/** BASE with OFF-SCRIPT as given and a VERDICT of a mismatch. */
const extra = (list: string) => edit(BASE, ['OFF-SCRIPT : none', `OFF-SCRIPT : ${list}`], ['VERDICT    : matches', 'VERDICT    : mismatches listed above']);

const itemsOf = (text: string, field: 'gaps' | 'offScript') => parseGraphText(text).implementedGraphs[0]![field]!.items.map((i) => `${i.column} ${i.value}`);

describe('a comma inside a note after a colon or a dash', () => {
  it.each([
    ['a dash note with a comma is one entry', '[N2 — flaky in CI, left for the next sprint]', ['15 N2 — flaky in CI, left for the next sprint']],
    ['a path with a dash note with a comma', '[web/app.ts — not written, CI has no browser]', ['15 web/app.ts — not written, CI has no browser']],
    ['a colon note with a comma', '[N2: the client, the tests]', ['15 N2: the client, the tests']],
    ['an entry after the note still splits', '[N2 — flaky, N3]', ['15 N2 — flaky', '27 N3']],
    ['an entry with its own note after the note still splits', '[N2 — flaky, web/app.ts — not written]', ['15 N2 — flaky', '27 web/app.ts — not written']],
    ['an entry with a parenthesised note after the note still splits', '[N2 — flaky, N3 (later)]', ['15 N2 — flaky', '27 N3']],
    ['without a note, commas split as before', '[N2, N3]', ['15 N2', '19 N3']],
  ])('%s', (_name, list, want) => {
    expect(itemsOf(gap(list), 'gaps')).toEqual(want);
  });
});

const dashPath = gap('[web/app.ts — not written]');
const hyphenPath = gap('[web/app.ts - left for later]');
const commaNote = gap('[N2 — flaky in CI, left for the next sprint]');
const pathCommaNote = gap('[web/app.ts — not written, CI has no browser]');
const prose = gap('[N2, left for the next sprint]');
const offDash = extra('[package.json — added papaparse]');
const offComma = extra('[package.json — added papaparse, approved by lead]');

/** `status detail` and each finding as `line:column message`. */
async function outcome(rule: Rule, text: string): Promise<string[]> {
  const r = await runGraph(rule, text);
  return [`${r.status} ${r.detail}`, ...r.findings.map((f) => `${f.line}:${f.column} ${f.message}`)];
}

describe('graph-compare-gaps reads an entry with a note', () => {
  it.each([
    ['a path with a dash note names its node', dashPath],
    ['a path with a hyphen note names its node', hyphenPath],
    ["a comma inside a node's dash note does not split the entry", commaNote],
    ["a comma inside a path's dash note does not split the entry", pathCommaNote],
  ])('%s', async (_name, text) => {
    expect(await outcome(gaps, text)).toEqual(['pass GAPS lists the 1 uncovered node']);
  });
  it('prose after a comma with no note before it is still an entry of its own', async () => {
    expect(await outcome(gaps, prose)).toEqual([
      'fail GAPS disagrees with the comparison (1 finding): 1 delegated node is missing from the IMPLEMENTED GRAPH',
      `${lineOf(prose, 'GAPS       :')}:19 GAPS entry "left for the next sprint" is neither a node id nor a path`,
    ]);
  });
});

describe('graph-compare-off-script reads a file with a dash note', () => {
  it.each([
    ['a file with a dash note', offDash],
    ['a file with a dash note holding a comma', offComma],
  ])('%s', async (_name, text) => {
    expect(await outcome(offScript, text)).toEqual(['pass no undelegated node; OFF-SCRIPT lists 1 file finer than a node']);
  });
});

describe('graph-verdict counts an entry with a note as the difference it names', () => {
  it.each([
    ['a file with a dash note in OFF-SCRIPT is a difference the VERDICT reports', offDash],
    ['a path with a dash note in GAPS names the missing node', dashPath],
  ])('%s', async (_name, text) => {
    expect((await runGraph(verdict, text)).status).toBe('pass');
  });
});
