/** evidence.jsonl: the ids of lines that are not valid JSON, read by a text scan (qa4 e05). */
import { afterAll, describe, expect, it } from 'vitest';
import { loadEpiphanyTarget, type EpiphanyModel } from '../../../packages/core/src/model/epiphany/index.js';
import { cleanupTrees, writeTree } from '../../helpers.js';
import { withState } from './helpers.js';

afterAll(cleanupTrees);

const evidence = async (lines: string[]) => (await (loadEpiphanyTarget(writeTree(withState({ 'state/evidence.jsonl': lines.join('\n') + '\n' }))).model as EpiphanyModel).evidence())!;

describe('evidence unparsedIds', () => {
  it('maps the top-level id of each unparseable line to its lines, and leaves parsed lines to byId', async () => {
    const ev = await evidence([
      '{"id":"ev-03","branch":"b-1","kind":"tests","result":"pass","time":"2026-04-03T12:00:00Z",}', // trailing comma
      '{"id": "ev-1", "branch": null, "kind": "tests", "result": "pass", "time": "2026-03-02T10:00:00Z"}',
      '{ "id" :\t"ev-03", "kind": tests}', // again, spaced
      '{"id": 7, "kind"', // a number
      '{"id": "ev\\u002d8", ', // an escape
      '"id": "ev-9", "kind": "tests"}', // no opening brace
      '{"note": {"id": "ev-10"}, broken', // nested: not the line's id
      '{"kind": "id", "x": "id": "ev-11"', // "id" as a value, then a stray one at depth 1
      '{"id": "ev-12', // the string never closes
      '{"id": "ev-1", "id": "ev-13"}', // a repeated key: parsed leniently, so an entry
    ]);
    expect(Object.fromEntries(ev.unparsedIds)).toEqual({ 'ev-03': [1, 3], '7': [4], 'ev-8': [5], 'ev-9': [6], 'ev-11': [8] });
    expect([...ev.byId.keys()]).toEqual(['ev-1', 'ev-13']);
  });

  it('maps every record of a line holding several objects, glued or listed, to that line (probe F r1)', async () => {
    const ev = (id: string, branch: string | null) => JSON.stringify({ id, branch, kind: 'tests', result: 'pass', time: '2026-04-01T13:10:00Z' });
    const ev2 = await evidence([
      ev('ev-1', null) + ev('ev-2', 'b-snap'), // an append that lost its line break
      `[${ev('ev-3', 'b-2')}, ${ev('ev-4', 'b-snap')}]`, // a list: valid JSON, yet no object
      `[${ev('ev-5', 'b-3')},]`, // a list that is not valid JSON either
      '{"id": "ev-6", "meta": [{"id": "ev-7"}]}{', // nested ids stay out
    ]);
    expect(Object.fromEntries(ev2.unparsedIds)).toEqual({ 'ev-1': [1], 'ev-2': [1], 'ev-3': [2], 'ev-4': [2], 'ev-5': [3], 'ev-6': [4] });
    expect(Object.fromEntries(ev2.unparsedBranches)).toEqual({ 'b-snap': [1, 2], 'b-2': [2], 'b-3': [3] });
    expect(ev2.lineCount).toBe(4);
  });

  it('reads a long unparseable line in one pass', async () => {
    const noise = '"a\\"b": [[{"id": "x"}]], '.repeat(40_000);
    const ev = await evidence([`{${noise}"id": "ev-1", ${noise},}`, `{${'['.repeat(100_000)}"id": "ev-2"`]);
    expect(Object.fromEntries(ev.unparsedIds)).toEqual({ 'ev-1': [1] });
  });
});
