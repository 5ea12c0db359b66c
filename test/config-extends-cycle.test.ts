// An `extends` cycle is named at the entry that closes it, in JSON, YAML and CRLF files alike, with
// the chain of configs (relative to the working directory as the CLI shows it) and nothing else of them.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../packages/core/src/config.js';
import { relativeToCwd } from '../packages/cli/src/stdout.js';
import { cleanupTrees, writeTree } from './helpers.js';

afterAll(cleanupTrees);

/** The error loading `first` of a tree of `files`, as the API throws it and as the CLI shows it from the tree's root. */
async function cycle(files: Record<string, string>, first: string): Promise<{ root: string; thrown: string; shown: string }> {
  const root = writeTree(files);
  const thrown = await loadConfig(path.join(root, first)).then(
    () => 'loaded',
    (e: Error) => `${e.name}: ${e.message}`,
  );
  return { root, thrown, shown: relativeToCwd(thrown, root) };
}

describe('a cycle of config extends', () => {
  it('in JSON, is named at the extends entry that names a config already on the chain, with the chain', async () => {
    const b = '{\n  "preset": "compat",\n  "extends": ["./other.json", "a.json"]\n}\n';
    const r = await cycle({ 'a.json': '{"extends": "b.json"}\n', 'b.json': b, 'other.json': '{}\n' }, 'a.json');
    const column = b.split('\n')[2]!.indexOf('"a.json"') + 1;
    const [a, bAbs] = [path.join(r.root, 'a.json'), path.join(r.root, 'b.json')];
    expect(r.thrown).toBe(`ConfigError: ${bAbs}:3:${column} extends[1] closes a cycle: ${a} → ${bAbs} → ${a}; a config cannot extend itself, directly or through another`);
    expect(r.shown).toBe(`ConfigError: b.json:3:${column} extends[1] closes a cycle: a.json → b.json → a.json; a config cannot extend itself, directly or through another`);
  });

  it('in YAML, block list or plain string, and through configs in other folders', async () => {
    const list = await cycle({ 'a.yaml': 'extends: ./b.yaml\n', 'b.yaml': 'preset: compat\nextends:\n  - ./a.yaml\n' }, 'a.yaml');
    expect(list.shown).toBe('ConfigError: b.yaml:3:5 extends[0] closes a cycle: a.yaml → b.yaml → a.yaml; a config cannot extend itself, directly or through another');
    const nested = await cycle({ '.engagement-lint.yaml': 'extends: shared/base.yml\n', 'shared/base.yml': '# base\nrules: {}\nextends: ../.engagement-lint.yaml\n' }, '.engagement-lint.yaml');
    expect(nested.shown).toBe(`ConfigError: ${path.join('shared', 'base.yml')}:3:10 extends closes a cycle: .engagement-lint.yaml → ${path.join('shared', 'base.yml')} → .engagement-lint.yaml; a config cannot extend itself, directly or through another`);
  });

  it('in a CRLF file, YAML or JSON, at the right line and column', async () => {
    const yaml = await cycle({ 'a.yaml': 'extends: b.yaml\r\n', 'b.yaml': '# base\r\npreset: compat\r\nextends: [ "x.yaml", "a.yaml" ]\r\n', 'x.yaml': '{}\r\n' }, 'a.yaml');
    expect(yaml.shown).toBe('ConfigError: b.yaml:3:22 extends[1] closes a cycle: a.yaml → b.yaml → a.yaml; a config cannot extend itself, directly or through another');
    const json = await cycle({ 'a.json': '{\r\n  "extends": "b.json"\r\n}\r\n', 'b.json': '{\r\n  "rules": {},\r\n  "extends":\r\n    "a.json"\r\n}\r\n' }, 'a.json');
    expect(json.shown).toBe('ConfigError: b.json:4:5 extends closes a cycle: a.json → b.json → a.json; a config cannot extend itself, directly or through another');
  });

  it('a config extending itself is named at its own entry; a longer chain is named from the config loaded', async () => {
    const self = await cycle({ 'a.yaml': 'preset: compat\nextends: [./a.yaml]\n' }, 'a.yaml');
    expect(self.shown).toBe('ConfigError: a.yaml:2:11 extends[0] closes a cycle: a.yaml → a.yaml; a config cannot extend itself, directly or through another');
    const longer = await cycle({ 'top.yaml': 'extends: a.yaml\n', 'a.yaml': 'extends: b.yaml\n', 'b.yaml': 'extends: a.yaml\n' }, 'top.yaml');
    expect(longer.shown).toBe('ConfigError: b.yaml:1:10 extends closes a cycle: top.yaml → a.yaml → b.yaml → a.yaml; a config cannot extend itself, directly or through another');
  });

  it('in package.json, at the entry under engagementLint', async () => {
    const pkg = '{\n  "name": "x",\n  "engagementLint": {"extends": "b.json"}\n}\n';
    const r = await cycle({ 'package.json': pkg, 'b.json': '{"extends": "package.json"}\n' }, 'package.json');
    expect(r.shown).toBe('ConfigError: b.json:1:13 extends closes a cycle: package.json → b.json → package.json; a config cannot extend itself, directly or through another');
  });

  it('quotes nothing of the configs but their file names', async () => {
    const r = await cycle({ 'a.yaml': 'preset: compat # S3CR3T\nextends: b.yaml\n', 'b.yaml': 'whitelist: [S3CR3T.md]\nextends: a.yaml\n' }, 'a.yaml');
    expect(r.shown).toMatch(/^ConfigError: b\.yaml:2:10 extends closes a cycle: a\.yaml → b\.yaml → a\.yaml;/);
    expect(r.thrown).not.toMatch(/S3CR3T|compat|whitelist/);
  });

  it('two configs extending one base (no cycle) load, the base merged once per path', async () => {
    const root = writeTree({ 'top.yaml': 'extends: [a.yaml, b.yaml]\n', 'a.yaml': 'extends: base.yaml\n', 'b.yaml': 'extends: base.yaml\n', 'base.yaml': 'preset: compat\n' });
    const c = await loadConfig(path.join(root, 'top.yaml'));
    expect(c.files.map((f) => path.basename(f))).toEqual(['base.yaml', 'a.yaml', 'base.yaml', 'b.yaml', 'top.yaml']);
  });
});
