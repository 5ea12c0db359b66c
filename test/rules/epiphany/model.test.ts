import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EpiphanyModel, loadEpiphanyTarget, normaliseEpiphanyKey, validateEpiphany } from '../../../packages/core/src/model/epiphany/index.js';
import { cleanupTrees, writeTree } from '../../helpers.js';
import { cleanState, examplesDir, repoRoot } from './helpers.js';

afterAll(cleanupTrees);

describe('EpiphanyModel', () => {
  it('reads nothing until asked, then each file once, relative to the root', async () => {
    const dir = writeTree(cleanState());
    const target = loadEpiphanyTarget(dir);
    const model = target.model as EpiphanyModel;
    expect(target.root).toBe(path.dirname(dir));
    expect(target.filesRead()).toEqual([]);
    const map = await model.map();
    expect(map === (await model.map())).toBe(true);
    expect(target.filesRead()).toEqual([`${path.basename(dir)}/state/map.yaml`]);
    expect(model.rel('evidence.jsonl')).toBe(`${path.basename(dir)}/state/evidence.jsonl`);
  });
  it('uses the working directory as root for a target inside it', () => {
    const target = loadEpiphanyTarget(path.join(examplesDir, 'clean'));
    expect(target.root).toBe(process.cwd());
    expect(path.resolve(repoRoot)).toBe(process.cwd());
    expect((target.model as EpiphanyModel).rel('map.yaml')).toBe('examples/epiphany/clean/state/map.yaml');
  });
  it('accepts the state folder itself as the target', async () => {
    const dir = writeTree(cleanState());
    const target = loadEpiphanyTarget(path.join(dir, 'state'));
    const model = target.model as EpiphanyModel;
    // The root of a target outside the working directory is the target's parent.
    expect(target.root).toBe(dir);
    expect(model.rel('map.yaml')).toBe('state/map.yaml');
    expect((await model.map())?.parsed).toBe(true);
  });
  it('locates map entries and branch keys', async () => {
    const model = loadEpiphanyTarget(path.join(examplesDir, 'clean')).model as EpiphanyModel;
    const map = (await model.map())!;
    const lines = fs.readFileSync(path.join(examplesDir, 'clean/state/map.yaml'), 'utf8').split('\n');
    const ad = map.items('accepted_design');
    expect(ad[1]!.line).toBe(lines.findIndex((l) => l.includes('Invalidate')) + 1);
    expect(ad[1]!.text).toMatch(/^Invalidate/);
    const branches = (await model.branches())!;
    const blines = fs.readFileSync(path.join(examplesDir, 'clean/state/branches.json'), 'utf8').split('\n');
    const pos = branches.positionOf(['branches', 1, 'status']);
    expect(pos.line).toBe(blines.findIndex((l) => l.includes('"chosen"')) + 1);
    expect(pos.column).toBe(blines[pos.line - 1]!.indexOf('"status"') + 1);
  });
  it('normalises spaces and hyphens in map keys', () => {
    expect(normaliseEpiphanyKey(' accepted-design ')).toBe('accepted_design');
    expect(normaliseEpiphanyKey('rejected  paths')).toBe('rejected_paths');
  });
  it('names the value path in schema messages', async () => {
    const errors = await validateEpiphany('branches', { branches: [{ id: 'b', hypothesis: 'h', status: 'done' }] });
    expect(errors).toEqual([
      { path: ['branches', 0, 'status'], keyword: 'enum', message: 'branches[0].status must be one of: open, verified, chosen, rejected (found "done")' },
    ]);
    expect(await validateEpiphany('evidence', { id: 'e', branch: null, kind: 'tests', result: 'pass', time: '2026-01-01T00:00:00+02:00' })).toEqual([]);
  });
  it('an evidence line holding the first invalid UTF-8 byte is no valid entry; the others are', async () => {
    const line = (id: string, summary: string) => `{"id": "${id}", "branch": null, "kind": "tests", "result": "pass", "time": "2026-03-02", "summary": "${summary}"}\n`;
    const bytes = Buffer.concat([Buffer.from(line('ev-1', 'ok')), Buffer.from(line('ev-2', 'caf\xe9'), 'latin1'), Buffer.from(line('ev-3', 'ok'))]);
    const model = loadEpiphanyTarget(writeTree({ ...cleanState(), 'state/evidence.jsonl': bytes })).model as EpiphanyModel;
    const evidence = (await model.evidence())!;
    expect(evidence.encoding.map((e) => e.line)).toEqual([2]);
    expect(evidence.entries.map((e) => [e.id, e.valid])).toEqual([['ev-1', true], ['ev-2', false], ['ev-3', true]]);
  });
  it('shows a key YAML reads as null as it is written', async () => {
    const model = loadEpiphanyTarget(writeTree({ ...cleanState(), 'state/map.yaml': 'objectives: []\nnull: x\nNotes: y\n' })).model as EpiphanyModel;
    expect((await model.map())!.keys.map((k) => [k.written, k.shown])).toEqual([['objectives', 'objectives'], ['', 'null'], ['Notes', 'Notes']]);
  });
});
