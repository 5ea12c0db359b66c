// A custom rule written as an ES module where Node loads it as CommonJS (a .cjs, or a .js under
// "type": "commonjs") is one error line on stderr, without Node's two warning lines before it.
// Node warns only when it imports the module itself (vitest's loader would run it as an ES module),
// so a child process runs the loader from source, bundled by esbuild; the in-process tests check
// that no other warning is held back, and that the listeners are as they were afterwards.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { EMPTY_CONFIG, loadCustomRules } from '../packages/core/src/config.js';
import { repoRoot } from './cli-helpers.js';
import { cleanupTrees, writeTree } from './helpers.js';

afterAll(cleanupTrees);

const RULE = 'export default { id: "x-owner", pack: "engagement", summary: "s", statuses: ["pass"], docs: "d", check: () => ({ status: "pass", detail: "ok" }) };\n';

let driver: string | undefined;
/** A script that loads the custom rule modules it is given as the CLI does, from source, and says what the CLI says. */
function loaderDriver(): string {
  if (driver) return driver;
  const dir = writeTree({
    'driver.mjs': [
      "import { loadCustomRules } from './config.cjs';",
      'try {',
      "  const rules = await loadCustomRules({ files: [], rules: {}, customRules: process.argv.slice(2), whitelist: [], ignores: [] }, ['engagement']);",
      "  process.stdout.write(rules.map((r) => r.id).join(','));",
      '} catch (e) {',
      '  process.stderr.write(`engagement-lint: ${e.message}\\n`);',
      '  process.exitCode = 2;',
      '}',
      '',
    ].join('\n'),
  });
  buildSync({ entryPoints: [path.join(repoRoot, 'packages/core/src/config.ts')], outfile: path.join(dir, 'config.cjs'), bundle: true, platform: 'node', format: 'cjs', target: 'node20', logLevel: 'silent' });
  return (driver = path.join(dir, 'driver.mjs'));
}

function load(modules: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [loaderDriver(), ...modules], { cwd: os.tmpdir(), encoding: 'utf8', timeout: 20_000, env: { ...process.env, NODE_OPTIONS: '' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('a custom rule written as an ES module in a CommonJS scope', () => {
  it('a .js under "type": "commonjs" is one line on stderr that says so and what to do, no Node warning', () => {
    const root = writeTree({ 'package.json': '{"name": "team", "type": "commonjs"}\n', 'checks/owner.js': RULE });
    const r = load([path.join(root, 'checks/owner.js')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`engagement-lint: ${path.join(root, 'checks/owner.js')}: cannot load custom rule: it is an ES module in a CommonJS scope; rename it .mjs (or set "type": "module" in its package.json)\n`);
  });

  it('a .cjs is told to be renamed .mjs only', () => {
    const root = writeTree({ 'package.json': '{"name": "team"}\n', 'checks/owner.cjs': RULE });
    const r = load([path.join(root, 'checks/owner.cjs')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`engagement-lint: ${path.join(root, 'checks/owner.cjs')}: cannot load custom rule: it is an ES module in a CommonJS scope; rename it .mjs\n`);
  });

  it('renamed .mjs, it loads; a CommonJS syntax error stays a syntax error; a rule\'s own warning still reaches stderr', () => {
    const root = writeTree({
      'package.json': '{"name": "team", "type": "commonjs"}\n',
      'checks/owner.mjs': `process.emitWarning('from the rule');\n${RULE}`,
      'checks/broken.js': 'module.exports = {\n  id: "x"\n  pack: "engagement" };\n',
    });
    const ok = load([path.join(root, 'checks/owner.mjs')]);
    expect([ok.code, ok.stdout]).toEqual([0, 'x-owner']);
    expect(ok.stderr).toMatch(/Warning: from the rule\n/);
    const broken = load([path.join(root, 'checks/broken.js')]);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toBe(`engagement-lint: ${path.join(root, 'checks/broken.js')}: cannot load custom rule: syntax error: Unexpected identifier 'pack'\n`);
  });
});

describe('holding back the warning, in process', () => {
  const config = (mod: string) => ({ ...EMPTY_CONFIG, customRules: [mod] });
  const warning = (message: string) => Object.assign(new Error(message), { name: 'Warning' });

  it('holds back only Node\'s ES module warning, and only while the module loads; the listeners are as they were', async () => {
    const mod = path.join(writeTree({ 'owner.js': RULE }), 'owner.js');
    const seen: string[] = [];
    const mine = (w: Error) => seen.push(w.message);
    // Node's printer is set aside for the test (its lines would only be noise here); the child processes above keep it.
    const printers = process.rawListeners('warning') as Array<(w: Error) => void>;
    process.removeAllListeners('warning');
    process.on('warning', mine);
    const before = process.rawListeners('warning');
    try {
      // As Node does: the warning, at once, then the SyntaxError of the module read as CommonJS.
      const importModule = async () => {
        process.emit('warning', warning('something else'));
        process.emit('warning', warning('To load an ES module, set "type": "module" in the package.json or use the .mjs extension.'));
        throw new SyntaxError("Unexpected token 'export'");
      };
      await expect(loadCustomRules(config(mod), ['engagement'], new Set(), importModule)).rejects.toThrow(`${mod}: cannot load custom rule: it is an ES module in a CommonJS scope; rename it .mjs (or set "type": "module" in its package.json)`);
      expect(seen).toEqual(['something else']);
      expect(process.rawListeners('warning')).toEqual(before);
      process.emit('warning', warning('To load an ES module, set "type": "module" later'));
      expect(seen).toEqual(['something else', 'To load an ES module, set "type": "module" later']);
    } finally {
      process.off('warning', mine);
      for (const l of printers) process.on('warning', l);
    }
  });
});
