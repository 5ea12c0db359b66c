/** The contract model's linear stand-ins for quadratic searches: repeated keys, `entryOf`, calibrated-without-history. */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { LineCounter, parseDocument } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/contract/contract-calibration-state.js';
import { runAll } from '../../rule-tester.js';
import { cleanupContracts, examplesDir, loadContract, posIn } from './helpers.js';

afterAll(cleanupContracts);

/** Where the yaml library itself (`uniqueKeys: true`) reports the text's errors; a repeated key is named with both its lines. */
function libraryErrors(text: string, format: 'YAML' | 'JSON') {
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, prettyErrors: false, uniqueKeys: true });
  return doc.errors.map((e) => {
    const p = lc.linePos(e.pos[0]);
    return { line: p.line, column: p.col, message: e.code === 'DUPLICATE_KEY' ? expect.stringMatching(/^.+ has `.+` twice \((?:lines \d+ and \d+|line \d+, columns \d+ and \d+)\); a key is written once$/) : `invalid ${format}: ${e.message}` };
  });
}

const HEAD = 'task: t\nmode: Solo\nwho: { kind: Solo, confirmed: true }\nwhat: [Exploration]\n';

describe('repeated keys in a structured contract', () => {
  it('are still reported, at the key, named with both lines', () => {
    const text = `${HEAD}how_much:\n  Exploration: Autonomous\n  Strategy: AskBefore\n  Exploration: AskBefore\n`;
    const model = loadContract('c.dc.yaml', text);
    expect(model.parsed).toBe(false);
    expect(model.problems).toEqual([{ ...posIn(text, '  Strategy', 'Exploration: AskBefore'), message: 'how_much has `Exploration` twice (lines 6 and 8); a key is written once' }]);
    expect(model.problems).toEqual(libraryErrors(text, 'YAML'));
  });

  it('in JSON, in a flow map, and after an empty value, where the library puts them', () => {
    const json = '{"task": "t", "mode": "Solo", "how_much": {"A": 1, "B": 2, "A": 3}, "task": "u"}';
    expect(loadContract('c.dc.json', json).problems).toEqual(libraryErrors(json, 'JSON'));
    expect(loadContract('c.dc.json', json).problems.map((p) => p.column)).toEqual([json.indexOf('"A": 3') + 1, json.lastIndexOf('"task"') + 1]);
    // Both on one line: the columns of the first and the repeated key.
    const col = (at: number) => at + 1;
    expect(loadContract('c.dc.json', json).problems.map((p) => p.message)).toEqual([
      `how_much has \`A\` twice (line 1, columns ${col(json.indexOf('"A": 1'))} and ${col(json.indexOf('"A": 3'))}); a key is written once`,
      `the contract has \`task\` twice (line 1, columns ${col(json.indexOf('"task"'))} and ${col(json.lastIndexOf('"task"'))}); a key is written once`,
    ]);
    // The library reports a key that follows an empty value at the end of that value's line.
    const empty = `${HEAD}halt_conditions:\nhalt_conditions: []\n`;
    expect(loadContract('c.dc.yaml', empty).problems).toEqual([{ line: 5, column: 17, message: 'the contract has `halt_conditions` twice (lines 5 and 6); a key is written once' }]);
    expect(loadContract('c.dc.yaml', empty).problems).toEqual(libraryErrors(empty, 'YAML'));
  });

  it('match the library for any repeats among nested keys (property)', () => {
    const key = fc.constantFrom('task', 'mode', 'what', 'how_much', 'a', 'b', '"a"', '1', '1.0');
    const row = fc.tuple(key, fc.constantFrom('x', '', '{a: 1, a: 2}', '[1]', '\n  a: 1\n  b: 2\n  a: 3'));
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 8 }), (rows) => {
        const text = rows.map(([k, v]) => `${k}: ${v}`).join('\n') + '\n';
        const model = loadContract('c.dc.yaml', text);
        const lib = libraryErrors(text, 'YAML');
        if (lib.length) expect(model.problems).toEqual(lib);
        else expect(model.problems.filter((p) => /twice|unique/.test(p.message))).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});

describe('ContractModel.entryOf', () => {
  it('gives what a search from the front gives, for every domain of every example and a repeated domain', () => {
    const md = 'Here is the delegation contract:\n\n**Autonomous**:\n- Exploration (Minimal): read\n\n**Ask before**:\n- Exploration: write\n- Strategy: plan\n';
    const models = [loadContract('delegation-contract.md', md), ...fs.readdirSync(examplesDir).filter((f) => f !== 'README.md').map((f) => loadContract(f, fs.readFileSync(path.join(examplesDir, f))))];
    for (const model of models) {
      for (const d of [...(model.howMuch ?? []).map((e) => e.domain.text ?? ''), 'Nothing', '']) {
        expect(model.entryOf(d)).toBe(model.howMuch?.find((x) => x.domain.text === d));
      }
    }
    expect(models[0]!.entryOf('Exploration')).toBeDefined();
    expect(models[0]!.entryOf('Nothing')).toBeUndefined();
  });
});

describe('contract-calibration-state on calibrated domains without history', () => {
  it('flags each calibrated domain no history entry names, however often others repeat', async () => {
    const history = Array.from({ length: 50 }, (_, i) => `    - { domain: ${i % 2 ? 'Strategy' : 'Exploration'}, scenario: s, response: AskBefore }`).join('\n');
    const text = `${HEAD}how_much:\n  Exploration: AskBefore\n  Strategy: AskBefore\n  FileModification: AskBefore\nhalt_conditions: []\nexploration: { depth: 1, breadth: 1, drift_action: halt }\ncalibration:\n  domains: [Exploration, Strategy, FileModification]\n  calibrated: [Exploration, FileModification, Strategy, FileModification]\n  history:\n${history}\n`;
    const [result] = await runAll([rule], loadContract('c.dc.yaml', text));
    const missing = (result!.findings ?? []).filter((f) => /history records no answer/.test(f.message));
    expect(missing.map((f) => f.message)).toEqual(['FileModification is marked calibrated but history records no answer for it', 'FileModification is marked calibrated but history records no answer for it']);
  });
});
