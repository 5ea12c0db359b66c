/**
 * A folder holding only contracts named `*.dc.json`, `*.dc.yaml` or `*.dc.yml` (the names a file
 * target is a contract by, without reading it): found by listing the folder, which the target probe
 * does once, lazily and up to MAX_PROBE_ENTRIES entries.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { packs } from '@engagement-lint/rules';
import { detectPack, globMatchKind, MAX_PROBE_ENTRIES, targetProbe } from '../packages/core/src/kinds.js';
import { lintTarget, projectTargets, resolveTarget } from '../packages/core/src/lint.js';
import { cleanupTrees, fakeSystem, writeTree, type Tree } from './rule-tester.js';
import { checkTargets, expandTargets } from '../packages/cli/src/targets.js';
import { repoRoot } from './cli-helpers.js';

afterAll(cleanupTrees);
afterEach(() => vi.restoreAllMocks());

const example = (name: string) => fs.readFileSync(path.join(repoRoot, 'examples/contracts', name), 'utf8');
const solo = example('pass-solo.dc.json');
const team = example('pass-team.dc.yaml');
const detected = async (abs: string) => (await detectPack(abs, fs.statSync(abs), packs))?.id;
const resolved = async (abs: string) => {
  const r = await resolveTarget(abs, abs, packs);
  return { kind: r.pack.id, abs: r.abs };
};
/** `count` empty files that are no contract, as a tree. */
const filler = (count: number): Tree => Object.fromEntries(Array.from({ length: count }, (_, i) => [`note-${i}.txt`, '']));

describe('a folder holding one *.dc.* contract', () => {
  it('is that contract, by each extension (in any case, as a file target is), and is linted as the file', async () => {
    for (const [name, text] of [['team.dc.json', solo], ['x.dc.yaml', team], ['x.dc.yml', team], ['Plan.DC.JSON', solo]] as const) {
      const dir = writeTree({ [name]: text });
      expect(await resolved(dir), name).toEqual({ kind: 'contract', abs: path.join(dir, name) });
      const report = await lintTarget(dir, { packs, rules: (p) => p.rules(), git: false, system: fakeSystem() });
      expect([report.kind, report.target, report.status], name).toEqual(['contract', path.join(dir, name), 'pass']);
    }
  });

  it('beside files of no kind (a README, notes) is still that contract', async () => {
    const dir = writeTree({ 'README.md': '# Contracts\n', 'notes/': '', 'team.dc.json': solo });
    expect(await resolved(dir)).toEqual({ kind: 'contract', abs: path.join(dir, 'team.dc.json') });
  });

  it('stands for its contract when a glob matches the folder, as when it is named; a glob matching both lints it once', async () => {
    const dir = writeTree({ 'team.dc.json': solo });
    expect(await globMatchKind(dir, fs.statSync(dir), packs)).toBe('contract');
    const file = path.join(dir, 'team.dc.json');
    expect(await globMatchKind(file, fs.statSync(file), packs)).toBe('contract');
    // A folder of several is left to its files.
    const two = writeTree({ 'a.dc.json': solo, 'b.dc.yaml': team });
    expect(await globMatchKind(two, fs.statSync(two), packs)).toBeUndefined();
    // `services/*` quoted, as the shell would expand it, and `services/**` reaching folder and file alike.
    const cwd = writeTree({ 'services/billing/delegation-contract.yml': team, 'services/billing/README.md': '# Billing\n', 'services/search/delegation-contract.yml': team });
    const contracts = ['billing', 'search'].map((s) => path.join('services', s, 'delegation-contract.yml'));
    for (const glob of ['services/*', 'services/*/', 'services/**']) {
      const linted = (await checkTargets(await expandTargets([glob], cwd), undefined, cwd)).linted;
      expect([...new Set(linted)].map((t) => path.relative(cwd, t)), glob).toEqual(contracts);
    }
  });
});

describe('a folder holding several contracts', () => {
  it('is refused, naming each, the protocol name first and the others by name', async () => {
    const dir = writeTree({ 'b.dc.yaml': team, 'a.dc.json': solo });
    await expect(resolveTarget(dir, 'two', packs)).rejects.toThrow('not a file: two (kind contract needs a file; it holds 2: a.dc.json, b.dc.yaml; name the one to lint)');
    const three = writeTree({ 'z.dc.yml': team, 'delegation-contract.yml': team, 'a.dc.json': solo });
    await expect(resolveTarget(three, 'three', packs)).rejects.toThrow('it holds 3: delegation-contract.yml, a.dc.json, z.dc.yml; name the one to lint');
  });

  it('of many, names the first ten and counts the rest', async () => {
    const many = writeTree(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`c${String(i).padStart(2, '0')}.dc.json`, solo])));
    const names = Array.from({ length: 10 }, (_, i) => `c0${i}.dc.json`).join(', ');
    await expect(resolveTarget(many, 'many', packs)).rejects.toThrow(`not a file: many (kind contract needs a file; it holds 40: ${names} (+30 more); name the one to lint)`);
  });
});

describe('a folder holding another kind\'s files and a *.dc.* file', () => {
  it('stays an engagement, an engagement\'s project or an Epiphany folder', async () => {
    expect(await detected(writeTree({ 'criteria.md': '---\nsize: S\n---\n', 'notes.dc.json': solo }))).toBe('engagement');
    expect(await detected(writeTree({ 'handoff.md': '# Handoff\n', 'notes.dc.json': solo }))).toBe('engagement');
    const project = writeTree({ 'engagement/criteria.md': '---\nsize: S\n---\n', 'notes.dc.json': solo });
    expect(await resolved(project)).toEqual({ kind: 'engagement', abs: path.join(project, 'engagement') });
    const withState = writeTree({ 'state/map.yaml': 'objectives: []\n', 'notes.dc.json': solo });
    expect(await resolved(withState)).toEqual({ kind: 'epiphany', abs: withState });
    // The state folder named itself: the folder holding it is linted, whatever contract lies in state/.
    const state = path.join(writeTree({ 'state/map.yaml': 'objectives: []\n', 'state/notes.dc.json': solo }), 'state');
    expect(await resolved(state)).toEqual({ kind: 'epiphany', abs: path.dirname(state) });
    const first = await resolveTarget(project, project, packs);
    expect(projectTargets(project, first, packs).map((t) => t.pack.id)).toEqual(['engagement']);
  });
});

describe('what counts as a contract file in a folder', () => {
  it('a folder or a link that leads out of the project is none; a link inside the project is one', async () => {
    const outside = writeTree({ 'team.dc.json': solo });
    // Outside the working directory, a target's project is its parent folder (rootFor).
    const base = writeTree({ 'proj/shared/team.dc.json': solo, 'proj/away/': '', 'proj/inside/': '', 'proj/nested/old.dc.json/keep.txt': '' });
    const away = path.join(base, 'proj/away');
    fs.symlinkSync(path.join(outside, 'team.dc.json'), path.join(away, 'team.dc.json'));
    expect(await detected(away)).toBe('engagement');
    const inside = path.join(base, 'proj/inside');
    fs.symlinkSync('../shared/team.dc.json', path.join(inside, 'team.dc.json'));
    expect(await resolved(inside)).toEqual({ kind: 'contract', abs: path.join(inside, 'team.dc.json') });
    expect(await detected(path.join(base, 'proj/nested'))).toBe('engagement');
  });

  // A folder of more entries than the probe lists is not decided by its listing: a second contract
  // could lie past the part seen, and a stray `*.dc.json` among thousands of files says little.
  // Only the protocol's own names (delegation-contract.*) are looked up there, as before listings.
  it('a folder of more entries than a probe lists is told only by the protocol\'s own names', async () => {
    const big = writeTree({ ...filler(5000), 'team.dc.json': solo });
    expect(targetProbe(big, fs.statSync(big)).entries()).toBeUndefined();
    expect(await detected(big)).toBe('engagement');
    const named = writeTree({ ...filler(5000), 'delegation-contract.json': solo });
    expect(await resolved(named)).toEqual({ kind: 'contract', abs: path.join(named, 'delegation-contract.json') });
    // At the cap exactly, the listing is whole and decides.
    const full = writeTree({ ...filler(MAX_PROBE_ENTRIES - 1), 'team.dc.json': solo });
    expect(targetProbe(full, fs.statSync(full)).entries()).toHaveLength(MAX_PROBE_ENTRIES);
    expect(await resolved(full)).toEqual({ kind: 'contract', abs: path.join(full, 'team.dc.json') });
  });
});

describe('the target probe\'s listing', () => {
  it('is the folder\'s own names, read once and only when asked; none for a file', () => {
    const dir = writeTree({ 'a.txt': '', 'sub/deeper.txt': '', 'odd\\name.dc.json': solo });
    const opened = vi.spyOn(fs, 'opendirSync');
    const t = targetProbe(dir, fs.statSync(dir));
    t.exists('a.txt');
    expect(opened).not.toHaveBeenCalled();
    // A name the probe cannot be asked about is left out.
    expect([...t.entries()!].sort()).toEqual(['a.txt', 'sub']);
    expect(t.entries()).toBe(t.entries());
    expect(opened).toHaveBeenCalledTimes(1);
    const file = path.join(dir, 'a.txt');
    expect(targetProbe(file, fs.statSync(file)).entries()).toBeUndefined();
  });

  it.skipIf(process.getuid?.() === 0)('of a folder that can be searched but not listed is a usage error, as for other unreadable paths', async () => {
    const dir = writeTree({ 'team.dc.json': solo });
    fs.chmodSync(dir, 0o300);
    try {
      await expect(detected(dir)).rejects.toThrow(/^cannot read /);
    } finally {
      fs.chmodSync(dir, 0o755);
    }
  });
});
