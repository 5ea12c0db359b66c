/**
 * Folders holding one protocol file and nothing of an engagement: an Epiphany `state/` whose map is
 * not written yet (scratch.md alone), and a folder holding only its delegation contract. Each is
 * linted as what it holds, never as an engagement; real engagements stay engagements.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packs } from '@engagement-lint/rules';
import { detectPack, globMatchKind } from '../packages/core/src/kinds.js';
import { lintTarget, projectTargets, resolveTarget } from '../packages/core/src/lint.js';
import { cleanupTrees, fakeSystem, writeTree } from './rule-tester.js';
import { repoRoot } from './cli-helpers.js';

afterAll(cleanupTrees);

/** The pack a target is detected as, and the path that is then linted. */
async function resolved(abs: string, kind?: string) {
  const r = await resolveTarget(abs, abs, packs, kind);
  return { kind: r.pack.id, abs: r.abs };
}
const detected = async (abs: string) => (await detectPack(abs, fs.statSync(abs), packs))?.id;
const lint = (abs: string) => lintTarget(abs, { packs, rules: (p) => p.rules(), git: false, system: fakeSystem() });
const SCRATCH = '# Subgoal: why did the backup triple?\n\n- audit_log grew 5x\n';
const contractYaml = fs.readFileSync(path.join(repoRoot, 'examples/contracts/pass-team.dc.yaml'), 'utf8');

describe('an Epiphany state folder holding only scratch.md', () => {
  it('is an Epiphany target, named itself or by the folder holding it, and passes: no map is due yet', async () => {
    const dir = writeTree({ 'state/scratch.md': SCRATCH });
    expect(await resolved(dir)).toEqual({ kind: 'epiphany', abs: dir });
    expect(await resolved(path.join(dir, 'state'))).toEqual({ kind: 'epiphany', abs: dir });
    const report = await lint(path.join(dir, 'state'));
    expect([report.kind, report.status]).toEqual(['epiphany', 'pass']);
    expect(report.checks.find((c) => c.name === 'epiphany-map-keys')?.status).toBe('skip');
    // Loaded as the state folder itself, its files are read there.
    expect(await resolved(path.join(dir, 'state'), 'epiphany')).toEqual({ kind: 'epiphany', abs: dir });
  });

  it('stays an engagement beside an engagement\'s files, and a scratch.md outside state/ is no sign', async () => {
    expect(await detected(writeTree({ 'state/scratch.md': SCRATCH, 'criteria.md': '' }))).toBe('engagement');
    expect(await detected(writeTree({ 'state/scratch.md': SCRATCH, 'handoff.md': '# Handoff\n' }))).toBe('engagement');
    const named = writeTree({ 'state/scratch.md': SCRATCH, 'state/criteria.md': '---\nsize: S\n---\n' });
    expect(await detected(path.join(named, 'state'))).toBe('engagement');
    expect(await detected(writeTree({ 'notes/scratch.md': SCRATCH, 'scratch.md': SCRATCH }))).toBe('engagement');
    expect(await detected(path.join(repoRoot, 'examples/clean-S/engagement'))).toBe('engagement');
  });

  it('leaves a project with an engagement/ linted as that engagement', async () => {
    const dir = writeTree({ 'state/scratch.md': SCRATCH, 'engagement/criteria.md': '---\nsize: S\n---\n# Criteria\n' });
    const first = await resolveTarget(dir, dir, packs);
    expect(projectTargets(dir, first, packs).map((t) => [t.pack.id, t.abs])).toEqual([['engagement', path.join(dir, 'engagement')]]);
  });
});

describe('a folder holding only its delegation contract', () => {
  it('is that contract, by each name the contract files go by', async () => {
    for (const name of ['delegation-contract.yml', 'delegation-contract.yaml', 'delegation-contract.json', 'delegation-contract.md']) {
      const example = name.endsWith('.md') ? 'pass-rendering.md' : name.endsWith('.json') ? 'pass-solo.dc.json' : 'pass-team.dc.yaml';
      const text = fs.readFileSync(path.join(repoRoot, 'examples/contracts', example), 'utf8');
      const dir = writeTree({ [name]: text });
      expect(await resolved(dir), name).toEqual({ kind: 'contract', abs: path.join(dir, name) });
      const report = await lint(dir);
      expect([report.kind, report.target, report.status], name).toEqual(['contract', path.join(dir, name), 'pass']);
    }
  });

  it('with two contracts, is refused, naming them, with a word to name one', async () => {
    const dir = writeTree({ 'delegation-contract.yml': contractYaml, 'delegation-contract.md': "Here's the delegation contract for this task:\n\n**Autonomous**:\n- Exploration: read\n" });
    await expect(resolveTarget(dir, 'two', packs)).rejects.toThrow('not a file: two (kind contract needs a file; it holds 2: delegation-contract.yml, delegation-contract.md; name the one to lint)');
  });

  it('stays an engagement (or an Epiphany folder) when it holds their files too', async () => {
    expect(await detected(writeTree({ 'delegation-contract.yml': contractYaml, 'criteria.md': '' }))).toBe('engagement');
    expect(await detected(writeTree({ 'delegation-contract.md': '# x\n', 'handoff.md': '# Handoff\n' }))).toBe('engagement');
    expect(await detected(writeTree({ 'delegation-contract.yml': contractYaml, 'state/map.yaml': 'objectives: []\n' }))).toBe('epiphany');
    expect(await detected(writeTree({ 'delegation-contract.yml': contractYaml, 'engagement/criteria.md': '' }))).toBe('engagement');
    // A contract by a name told only by reading it is no sign: a folder's detection reads no file.
    expect(await detected(writeTree({ 'team.yaml': contractYaml }))).toBe('engagement');
  });

  it('stands for its contract file when a glob matches the folder, as when it is named', async () => {
    const dir = writeTree({ 'delegation-contract.yml': contractYaml });
    expect(await globMatchKind(dir, fs.statSync(dir), packs)).toBe('contract');
    const file = path.join(dir, 'delegation-contract.yml');
    expect(await globMatchKind(file, fs.statSync(file), packs)).toBe('contract');
  });
});
