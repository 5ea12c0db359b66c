/**
 * An invisible character in a node id (a zero-width space) is named by its code point in the message, as
 * the contract rules name one: on screen `T​3` reads as `T3`, and "`T3` is not a node id" would contradict itself.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { parseGraphText } from '../../../packages/core/src/model/graph/index.js';
import gaps from '../../../rules/graph/graph-compare-gaps.js';
import { cleanupTrees } from '../../helpers.js';
import { BASE, edit, lineOf, runGraph } from './graph-helpers.js';

afterAll(cleanupTrees);

const ZWSP = '\u200b';
const messages = (text: string) => parseGraphText(text).problems.map((p) => `${p.line}:${p.column} ${p.message}`);
const GRAMMAR = 'a node id is a letter followed by letters, digits, `_`, `.` or `-`';

describe('an invisible character in a node id is named', () => {
  it('on a NODES line, with the character it holds', () => {
    const text = edit(BASE, ['  N2  domain=web', `  N${ZWSP}2  domain=web`]);
    expect(messages(text)).toContain(`${lineOf(text, 'domain=web')}:3 \`N‹U+200B›2\` is not a node id: it holds the invisible character U+200B (${GRAMMAR})`);
  });
  it('two different ones, each once', () => {
    const text = edit(BASE, ['  N2  domain=web', `  N${ZWSP}2${ZWSP}\u2060  domain=web`]);
    expect(messages(text)).toContain(`${lineOf(text, 'domain=web')}:3 \`N‹U+200B›2‹U+200B›‹U+2060›\` is not a node id: it holds the invisible characters U+200B, U+2060 (${GRAMMAR})`);
  });
  it('on an EDGES line and in a WAVE', () => {
    const text = edit(BASE, ['  N1 -> N2', `  N1 -> N${ZWSP}2`], ['WAVE 2 : [N2]', `WAVE 2 : [N${ZWSP}2]`]);
    expect(messages(text)).toEqual([
      `${lineOf(text, '  N1 -> N')}:9 \`N‹U+200B›2\` in this edge is not a node id (${GRAMMAR})`,
      `${lineOf(text, 'WAVE 2 :')}:13 \`N‹U+200B›2\` in WAVE 2 is not a node id (${GRAMMAR})`,
      `${lineOf(text, 'WAVE 2 :')}:3 WAVE 2 lists no nodes`,
    ]);
  });
  it('on an IMPLEMENTED GRAPH row', () => {
    const text = edit(BASE, ['  N2  status=done', `  N${ZWSP}2  status=done`]);
    expect(messages(text)).toEqual([`${lineOf(text, 'status=done      output=web')}:3 \`N‹U+200B›2\` is not a node id: it holds the invisible character U+200B (${GRAMMAR})`]);
  });
  it('in a GAPS entry', async () => {
    const text = edit(BASE, ['GAPS       : none', `GAPS       : [N${ZWSP}9]`]);
    const r = await runGraph(gaps, text);
    expect(r.findings.map((f) => f.message)).toEqual(['GAPS entry "N‹U+200B›9" is neither a node id nor a path']);
  });
  it('an id without one is said as before', () => {
    const text = edit(BASE, ['  N2  domain=web', '  _N2  domain=web']);
    expect(messages(text)).toContain(`${lineOf(text, 'domain=web')}:3 \`_N2\` is not a node id (${GRAMMAR})`);
  });
});
