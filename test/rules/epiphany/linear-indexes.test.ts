/** The epiphany pack's linear stand-ins for quadratic work: grouping by id, branch and objective, and repeated keys of map.yaml. */
import fc from 'fast-check';
import { LineCounter, parseDocument } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEpiphanyTarget, type EpiphanyModel } from '../../../packages/core/src/model/epiphany/index.js';
import acceptedDesign from '../../../rules/epiphany/epiphany-accepted-design-evidence.js';
import chosenEvidence from '../../../rules/epiphany/epiphany-chosen-evidence.js';
import mapKeys from '../../../rules/epiphany/epiphany-map-keys.js';
import oneChosen from '../../../rules/epiphany/epiphany-one-chosen.js';
import { cleanupTrees, writeTree } from '../../helpers.js';
import { runEpiphany, withState } from './helpers.js';

afterAll(cleanupTrees);

const ev = (id: string, o: Record<string, unknown> = {}) => JSON.stringify({ id, branch: 'b-1', kind: 'tests', result: 'fail', time: '2026-03-02T10:00:00Z', ...o });
const model = (changes: Record<string, string | null>) => loadEpiphanyTarget(writeTree(withState(changes))).model as EpiphanyModel;

describe('evidence byId', () => {
  it('keeps every line of a repeated id, in file order (property)', async () => {
    const ids = fc.array(fc.constantFrom('ev-1', 'ev-2', 'ev-3', ''), { maxLength: 30 });
    await fc.assert(
      fc.asyncProperty(ids, async (list) => {
        const text = list.map((id) => (id ? ev(id) : '{"branch": "b-1"}')).join('\n') + '\n';
        const evidence = (await model({ 'state/evidence.jsonl': text }).evidence())!;
        for (const id of new Set(list.filter(Boolean))) {
          expect(evidence.byId.get(id)!.map((e) => e.line)).toEqual(list.flatMap((x, i) => (x === id ? [i + 1] : [])));
        }
        expect([...evidence.byId.keys()]).toEqual([...new Set(list.filter(Boolean))]);
      }),
      { numRuns: 40 },
    );
  });
});

describe('epiphany-chosen-evidence groups evidence by branch once', () => {
  it('names every line of a chosen branch, in file order, and none of another', async () => {
    const branches = JSON.stringify({ branches: [{ id: 'b-1', hypothesis: 'h', status: 'chosen', objective: 'o1' }, { id: 'b-2', hypothesis: 'h', status: 'chosen', objective: 'o2' }, { hypothesis: 'h', status: 'chosen', objective: 'o3' }] });
    const evidence = [ev('e1'), ev('e2', { branch: 'b-2', result: 'pass' }), ev('e3'), ev('e4', { branch: null }), ev('e1', { result: 'reject' })].join('\n') + '\n';
    const [r] = await runEpiphany([chosenEvidence], withState({ 'state/branches.json': branches, 'state/evidence.jsonl': evidence }));
    expect(r!.findings!.map((f) => f.message)).toEqual([
      'chosen branch b-1 has no passing evidence: its 3 evidence lines (line 1, 3, 5) record no pass',
      expect.stringMatching(/^chosen branch #3 has no passing evidence: no line of .*state\/evidence\.jsonl names it$/),
    ]);
  });
});

describe('epiphany-one-chosen groups chosen branches by objective once', () => {
  it('reports each crowded objective with its branches in order, the groups in order of first appearance', async () => {
    const list = ['a', 'b', 'a', undefined, 'b', 'c', undefined, 'a'].map((objective, i) => ({ id: `b-${i}`, hypothesis: 'h', status: 'chosen', ...(objective ? { objective } : {}) }));
    // The map lists every objective named, so no branch serves one it lacks.
    const [r] = await runEpiphany([oneChosen], withState({ 'state/map.yaml': 'objectives: [a, b, c, latency]\n', 'state/branches.json': JSON.stringify({ branches: list }, null, 1) }));
    // With several objectives known, the branches naming none are warned about, after the crowded objectives.
    expect(r!.detail).toBe('more than one chosen branch for objective "a": b-0, b-2, b-7; objective "b": b-1, b-4; 2 chosen branches name no objective (b-3, b-6) and 4 objectives are known, so whether they serve the same one cannot be told');
    expect(r!.findings!.map((f) => f.message.split(' is one')[0])).toEqual(['branch b-0', 'branch b-2', 'branch b-7', 'branch b-1', 'branch b-4', 'branch b-3', 'branch b-6']);
  });
});

describe('epiphany-accepted-design-evidence decides each cited id once', () => {
  it('an id survives when any of its lines neither fails nor rejects, wherever that line is', async () => {
    const map = 'accepted_design:\n  - { text: one, evidence: [ev-1] }\n  - { text: two, evidence: [ev-2] }\n  - { text: three, evidence: [ev-2, ev-1] }\n  - { text: four, evidence: [ev-3] }\n';
    const evidence = [ev('ev-1'), ev('ev-2'), ev('ev-1', { result: 'reject' }), ev('ev-2', { result: 'pass' }), ev('ev-3')].join('\n') + '\n';
    const [r] = await runEpiphany([acceptedDesign], withState({ 'state/map.yaml': map, 'state/evidence.jsonl': evidence }));
    expect(r!.findings!.map((f) => [f.line, f.message])).toEqual([
      [2, 'accepted design "one" cites only evidence that records fail or reject (ev-1)'],
      [5, 'accepted design "four" cites only evidence that records fail or reject (ev-3)'],
    ]);
  });
});

describe('repeated keys of map.yaml', () => {
  const libraryAt = (text: string) => {
    const lc = new LineCounter();
    return parseDocument(text, { lineCounter: lc, prettyErrors: false, uniqueKeys: true }).errors.map((e) => {
      const p = lc.linePos(e.pos[0]);
      return { line: p.line, column: p.col, message: `invalid YAML: ${e.message}` };
    });
  };
  const run = async (text: string) => (await runEpiphany([mapKeys], withState({ 'state/map.yaml': text })))[0]!.findings!.map((f) => ({ line: f.line, column: f.column, message: f.message }));

  it('are still reported at the line and column the library gives', async () => {
    const text = 'objectives:\n  - x\nconstraints: []\nobjectives: []\naccepted_design:\n  - { text: a, text: b }\n';
    expect(await run(text)).toEqual([
      { line: 4, column: 1, message: 'invalid YAML: the key "objectives" is written twice in one mapping (first on line 1); YAML allows each key once' },
      { line: 6, column: 16, message: 'invalid YAML: the key "text" is written twice in one mapping (first on line 6); YAML allows each key once' },
    ]);
    expect((await run(text)).map(({ line, column }) => ({ line, column }))).toEqual(libraryAt(text).map(({ line, column }) => ({ line, column })));
    // After an empty value the library reports the repeat at the end of that value's line: the finding is at the repeat.
    expect(await run('current_status:\ncurrent_status: x\n')).toEqual([{ line: 2, column: 1, message: 'invalid YAML: the key "current_status" is written twice in one mapping (first on line 1); YAML allows each key once' }]);
  });

  it('match the library with other errors in the file too', async () => {
    const text = 'objectives: []\nobjectives: []\n bad: [1, 2\n';
    const ours = await run(text);
    // The sequence left open is named where it was opened (3:7), not where the library met the end of it.
    const unclosed = (f: { message: string }) => f.message.includes('Flow sequence');
    expect(ours.map(({ line, column }) => ({ line, column }))).toEqual(libraryAt(text).map((f) => (unclosed(f) ? { line: 3, column: 7 } : { line: f.line, column: f.column })));
    // The repeat is named; the other errors keep the library's words.
    expect(ours.map((f) => f.message)).toEqual(
      libraryAt(text).map((f) => (f.message.includes('Map keys must be unique') ? 'invalid YAML: the key "objectives" is written twice in one mapping (first on line 1); YAML allows each key once' : unclosed(f) ? 'invalid YAML: the flow sequence opened here with [ is not closed (with ])' : f.message)),
    );
  });

  it('positions of list entries point at the first of repeated sections', async () => {
    // Two spellings of one section are not a YAML error; entries come from the first.
    const m = (await model({ 'state/map.yaml': 'accepted_design:\n  - a\n  - b\naccepted-design:\n  - c\n' }).map())!;
    expect(m.items('accepted_design').map((i) => [i.text, i.line, i.column])).toEqual([['a', 2, 5], ['b', 3, 5]]);
    expect(m.positionOf(['accepted_design', 1])).toEqual({ line: 3, column: 5 });
  });
});
