import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-map-keys.js';
import { cleanupTrees } from '../../helpers.js';
import { checkEpiphany, withState } from './helpers.js';

afterAll(cleanupTrees);

const run = (map: string | Buffer | null) => checkEpiphany(rule, withState({ 'state/map.yaml': map }));

describe('epiphany-map-keys', () => {
  it('passes on the clean example', async () => {
    const r = await checkEpiphany(rule, withState({}));
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/6 top-level keys/);
  });
  it('tolerates hyphens and spaces and names the canonical form', async () => {
    const r = await run('objectives:\n  - x\naccepted-design: []\nrejected paths: []\n');
    expect(r.status).toBe('pass');
    expect(r.detail).toContain('`accepted-design` as `accepted_design`');
    expect(r.detail).toContain('`rejected paths` as `rejected_paths`');
  });
  it('fails on a key that is not a map section, with its line', async () => {
    const r = await run('objectives:\n  - x\nnotes: try a bloom filter\ncurrent_status: ok\n');
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/unknown top-level key: notes/);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ line: 3, column: 1 });
    expect(r.findings[0]!.file).toMatch(/state\/map\.yaml$/);
  });
  it('hints at the lower-case form of a capitalised section', async () => {
    const r = await run('Objectives:\n  - x\n');
    expect(r.status).toBe('fail');
    expect(r.findings[0]!.message).toContain('write `objectives`');
  });
  it('fails when two keys normalise to the same section', async () => {
    const r = await run('accepted_design: []\nobjectives: []\naccepted-design: []\n');
    expect(r.status).toBe('fail');
    expect(r.findings[0]).toMatchObject({ line: 3 });
    expect(r.findings[0]!.message).toMatch(/repeats the section `accepted_design`/);
  });
  it('fails on invalid YAML with the line of the error', async () => {
    const r = await run('objectives:\n  - x\n bad: [1, 2\n');
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/does not parse: invalid YAML/);
    expect(r.findings[0]!.line).toBeGreaterThanOrEqual(3);
  });
  it('fails on an exact duplicate key', async () => {
    const r = await run('objectives: []\nobjectives: []\n');
    expect(r.status).toBe('fail');
    expect(r.findings[0]!.message).toMatch(/unique/);
    expect(r.findings[0]!.line).toBe(2);
  });
  it('fails when map.yaml is missing', async () => {
    const r = await run(null);
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/map\.yaml is missing/);
  });
  it('fails on an empty map and on a list', async () => {
    const empty = await run('# nothing yet\n');
    expect(empty.status).toBe('fail');
    expect(empty.detail).toMatch(/empty, not a mapping/);
    const list = await run('- objectives\n- constraints\n');
    expect(list.detail).toMatch(/a list, not a mapping/);
  });
  it('does not crash on binary garbage or a folder in place of the file', async () => {
    const garbage = await run(Buffer.from([0, 255, 254, 10, 58, 58, 0, 7, 91]));
    expect(garbage.internal_error).toBeUndefined();
    expect(garbage.status).toBe('fail');
    const folder = await checkEpiphany(rule, { ...withState({ 'state/map.yaml': null }), 'state/map.yaml/': '' });
    expect(folder.internal_error).toBeUndefined();
    expect(folder.status).toBe('fail');
    expect(folder.detail).toMatch(/expected a file/);
  });
  it('reports an alias bomb instead of expanding it', async () => {
    const names = 'abcdefghi'.split('');
    const rows = names.map((n, i) => (i === 0 ? `  - &a [x, x, x, x, x, x, x, x, x]` : `  - &${n} [${Array(9).fill(`*${names[i - 1]}`).join(', ')}]`));
    const r = await run(`objectives:\n${rows.join('\n')}\n`);
    expect(r.internal_error).toBeUndefined();
    expect(r.status).toBe('fail');
    expect(r.findings[0]).toMatchObject({ line: 1 });
    expect(r.findings[0]!.message).toMatch(/`objectives` cannot be read: .*alias/i);
  });
});
