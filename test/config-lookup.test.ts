// Config lookup: each folder is asked once per invocation (one listing, not an lstat per config
// name), and a folder target holding its own .git inside a project is checked with the project's config.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { findConfig, lookupRootOf, projectRootOf } from '../packages/core/src/config.js';
import { configFor } from '../packages/cli/src/lint-one.js';
import { cleanupTrees, writeTree } from './helpers.js';

afterAll(cleanupTrees);
afterEach(() => vi.restoreAllMocks());

/** Counts the lstats and existence checks lookup makes (each is a walk of the whole path by the kernel). */
function probes(): () => number {
  const lstat = vi.spyOn(fs, 'lstatSync');
  const exists = vi.spyOn(fs, 'existsSync');
  return () => lstat.mock.calls.length + exists.mock.calls.length;
}

describe('config lookup up a deep tree', () => {
  it('probes no config name a folder does not hold: 300 folders deep, the config at the top is found with one probe', () => {
    const root = writeTree({ '.git/HEAD': 'ref: refs/heads/main\n', '.engagement-lint.yaml': 'preset: recommended\n' });
    const deep = path.join(root, ...Array<string>(300).fill('d'), 'engagement');
    fs.mkdirSync(deep, { recursive: true });
    const count = probes();
    expect(projectRootOf(deep)).toBe(root);
    expect(findConfig(deep, root)).toBe(path.join(root, '.engagement-lint.yaml'));
    // The .git of the root and the config found, each probed once (was some twenty lstats a folder).
    expect(count()).toBeLessThanOrEqual(3);
  });

  it('asks the ancestors a hundred engagements of one archive share once, not once per engagement', async () => {
    const files: Record<string, string> = { '.git/HEAD': 'ref: refs/heads/main\n', '.engagement-lint.yaml': 'preset: recommended\n' };
    for (let i = 0; i < 100; i++) files[`archive/e${i}/engagement/criteria.md`] = 'x\n';
    const root = writeTree(files);
    const listed = vi.spyOn(fs, 'opendirSync');
    const count = probes();
    for (let i = 0; i < 100; i++) expect((await configFor(path.join(root, `archive/e${i}/engagement`))).files).toEqual([path.join(root, '.engagement-lint.yaml')]);
    expect(count()).toBeLessThanOrEqual(5);
    // Each engagement folder and its eN/ folder, then archive/ and the root once.
    const asked = listed.mock.calls.map((c) => String(c[0]));
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked.filter((d) => d === path.join(root, 'archive'))).toHaveLength(1);
  });

  it('reads a name only as itself: a differently cased file is no config where the file system tells case apart', () => {
    const root = writeTree({ '.git/HEAD': 'x\n', 'a/.ENGAGEMENT-LINT.YAML': 'preset: recommended\n' });
    const caseBlind = fs.existsSync(path.join(root, 'a/.engagement-lint.yaml'));
    expect(findConfig(path.join(root, 'a'), root)).toBe(caseBlind ? path.join(root, 'a/.engagement-lint.yaml') : undefined);
  });

  it('asks a folder too large to list name by name, and still finds its config', () => {
    const files: Record<string, string> = { '.git/HEAD': 'x\n', 'big/package.json': '{"engagementLint": {"preset": "recommended"}}' };
    for (let i = 0; i < 10_001; i++) files[`big/f${i}`] = '';
    const root = writeTree(files);
    expect(findConfig(path.join(root, 'big'), root)).toBe(path.join(root, 'big/package.json'));
  });
});

describe('a folder target holding its own .git', () => {
  const CONFIG = 'rules:\n  handoff-paths: off\n';

  it.each([
    ['a nested repository', { 'engagement/.git/HEAD': 'ref: refs/heads/main\n' }],
    ['a submodule', { 'engagement/.git': 'gitdir: ../.git/modules/engagement\n', '.git/modules/engagement/HEAD': 'ref: refs/heads/main\n' }],
  ])('inside a project (%s) is checked with the project config', async (_, own) => {
    const root = writeTree({ '.git/HEAD': 'ref: refs/heads/main\n', '.engagement-lint.yaml': CONFIG, 'engagement/criteria.md': 'x\n', ...own });
    const eng = path.join(root, 'engagement');
    expect(lookupRootOf(eng, true)).toBe(root);
    expect((await configFor(eng)).files).toEqual([path.join(root, '.engagement-lint.yaml')]);
  });

  it('inside a grouping folder of a project is checked with the config found between them', async () => {
    const root = writeTree({ '.git/HEAD': 'x\n', 'archive/.engagement-lint.yaml': CONFIG, 'archive/e1/engagement/.git/HEAD': 'x\n', 'archive/e1/engagement/criteria.md': 'x\n' });
    expect((await configFor(path.join(root, 'archive/e1/engagement'))).files).toEqual([path.join(root, 'archive/.engagement-lint.yaml')]);
  });

  it('inside no other repository is its own project: a config in the folder above is not read', async () => {
    const root = writeTree({ '.engagement-lint.yaml': CONFIG, 'engagement/.git/HEAD': 'x\n', 'engagement/criteria.md': 'x\n' });
    const eng = path.join(root, 'engagement');
    expect(lookupRootOf(eng, true)).toBe(eng);
    expect((await configFor(eng)).files).toEqual([]);
  });

  it('keeps the project bounds of the lookup: a config linking out of the enclosing project is refused', async () => {
    const outside = writeTree({ 'x.yaml': CONFIG });
    const root = writeTree({ '.git/HEAD': 'x\n', 'engagement/.git/HEAD': 'x\n', 'engagement/criteria.md': 'x\n' });
    fs.symlinkSync(path.join(outside, 'x.yaml'), path.join(root, '.engagement-lint.yaml'));
    await expect(configFor(path.join(root, 'engagement'))).rejects.toThrow('config is a symbolic link to a file outside the project');
  });

  it('is a file target\'s folder only as the project root it is: a contract beside .git is looked up from there', () => {
    const root = writeTree({ '.git/HEAD': 'x\n', 'sub/.git/HEAD': 'x\n', 'sub/contract.yaml': 'x\n' });
    expect(lookupRootOf(path.join(root, 'sub'), false)).toBe(path.join(root, 'sub'));
  });
});
