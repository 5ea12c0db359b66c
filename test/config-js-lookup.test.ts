// A JavaScript config found by lookup is the error `--config` gives for one, not a run with the
// defaults; it is seen by its name alone (an lstat), never read or run. Tested at the module level,
// as test/config-errors.test.ts is (the CLI tests run the bundle).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configsBeside, findConfig, loadConfig, projectRootOf } from '../packages/core/src/config.js';
import { JS_CONFIG_NAMES } from '../packages/core/src/config-lookup.js';
import { configFor } from '../packages/cli/src/lint-one.js';
import { cleanupTrees, writeTree } from './helpers.js';

afterAll(cleanupTrees);

/** Code that leaves a mark if anything ever runs it. */
const MARKING = (root: string) => `require('node:fs').writeFileSync(${JSON.stringify(path.join(root, 'ran'))}, 'x');\nexport default { preset: 'recommended' };\n`;
const message = (p: Promise<unknown>) => p.then(() => 'loaded', (e: Error) => `${e.name}: ${e.message}`);
const refused = (file: string) => `ConfigError: ${file}:1:1 JavaScript configs are not supported; write the config as .json or .yaml`;

/** A project holding `engagement/` and `files`: the config lookup finds for engagement/, and loading it. */
async function lookup(files: Record<string, string>, make?: (root: string) => void): Promise<{ root: string; found?: string; loaded: string }> {
  const root = writeTree({ '.git/HEAD': 'ref: refs/heads/main\n', 'engagement/criteria.md': 'x\n', ...files });
  make?.(root);
  const start = path.join(root, 'engagement');
  const found = findConfig(start, projectRootOf(start));
  return { root, found, loaded: found ? await message(loadConfig(found, projectRootOf(start))) : 'no config' };
}

describe('a JavaScript config found by lookup', () => {
  it('is each name a user would write, ESLint-style, under both of our names', () => {
    expect(JS_CONFIG_NAMES).toEqual(expect.arrayContaining(['engagement-lint.config.js', 'engagement-lint.config.mjs', 'engagement-lint.config.cjs', 'engagement-lint.config.ts', '.engagement-lint.js', '.engagement-lint.mjs', '.engagement-lint.cjs', '.engagement-lint.ts']));
  });

  it.each(['engagement-lint.config.mjs', 'engagement-lint.config.js', 'engagement-lint.config.cjs', 'engagement-lint.config.ts', '.engagement-lint.js', '.engagement-lint.mts'])('%s beside engagement/ is the error --config gives, and never runs', async (name) => {
    const r = await lookup({}, (root) => fs.writeFileSync(path.join(root, name), MARKING(root)));
    expect(r.found).toBe(path.join(r.root, name));
    expect(r.loaded).toBe(refused(path.join(r.root, name)));
    expect(await message(loadConfig(path.join(r.root, name)))).toBe(r.loaded);
    expect(fs.existsSync(path.join(r.root, 'ran'))).toBe(false);
  });

  it('is not opened: a FIFO of that name is the same error at once, not a wait for a writer', async () => {
    const r = await lookup({}, (root) => execFileSync('mkfifo', [path.join(root, 'engagement-lint.config.mjs')]));
    expect(r.loaded).toBe(refused(path.join(r.root, 'engagement-lint.config.mjs')));
  });

  it('nearer than a data config above it is found first, as a data config there would be', async () => {
    const r = await lookup({ '.engagement-lint.yaml': 'preset: compat\n', 'engagement/.engagement-lint.cjs': 'module.exports = {};\n', 'engagement/deep/': '' });
    const deep = path.join(r.root, 'engagement/deep');
    expect(findConfig(deep, r.root)).toBe(path.join(r.root, 'engagement/.engagement-lint.cjs'));
    expect(r.found).toBe(path.join(r.root, 'engagement/.engagement-lint.cjs'));
  });

  it('beside a data config in one folder is passed over as a second data config is: the data config is read, the other named as not read', async () => {
    const r = await lookup({ '.engagement-lint.yaml': 'preset: recommended\n', 'engagement-lint.config.mjs': 'export default {};\n', '.engagement-lint.ts': 'export default {};\n' });
    expect(r.found).toBe(path.join(r.root, '.engagement-lint.yaml'));
    expect(r.loaded).toBe('loaded');
    expect(configsBeside(r.found!)).toEqual([path.join(r.root, '.engagement-lint.ts'), path.join(r.root, 'engagement-lint.config.mjs')]);
    const pkg = await lookup({ 'package.json': '{"engagementLint": {"preset": "recommended"}}', 'engagement-lint.config.js': 'module.exports = {};\n' });
    expect(pkg.found).toBe(path.join(pkg.root, 'package.json'));
    expect(configsBeside(pkg.found!)).toEqual([path.join(pkg.root, 'engagement-lint.config.js')]);
  });

  it('inside the linted folder itself is not read, as a data config there is not, and the project config above applies', async () => {
    const root = writeTree({ '.git/HEAD': '', '.engagement-lint.yaml': 'preset: recommended\n', 'engagement/criteria.md': 'x\n', 'engagement/engagement-lint.config.js': 'module.exports = {};\n' });
    const c = await configFor(path.join(root, 'engagement'));
    expect(c.insideLinted).toEqual([path.join(root, 'engagement/engagement-lint.config.js')]);
    expect(c.files).toEqual([path.join(root, '.engagement-lint.yaml')]);
    expect(c.preset).toBe('recommended');
  });
});
