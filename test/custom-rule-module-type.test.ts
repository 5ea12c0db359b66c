// A custom rule written as an ES module where Node loads it as CommonJS (a .cjs, or a .js under
// "type": "commonjs") is one error line on stderr, without Node's two warning lines before it.
// Node warns only when it imports the module itself (vitest's loader would run it as an ES module),
// so the built CLI runs on a small engagement whose config names the module; the in-process tests
// check that no other warning is held back, and that the listeners are as they were afterwards.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EMPTY_CONFIG, loadCustomRules } from '../packages/core/src/config.js';
import { cli } from './cli-helpers.js';
import { cleanupTrees, criteria, writeTree } from './helpers.js';

afterAll(cleanupTrees);

const RULE = 'export default { id: "x-owner", pack: "engagement", summary: "s", statuses: ["pass"], docs: "d", check: () => ({ status: "pass", detail: "ok" }) };\n';

/** A project whose config names `module` (relative to the project), with `files` beside it. */
function project(module: string, files: Record<string, string>): string {
  return writeTree({ 'engagement/criteria.md': criteria({ size: 'S' }), '.engagement-lint.yaml': `customRules: [${module}]\n`, ...files });
}

/** The built CLI on the project's engagement, run from the project (a config naming code is trusted there). */
const lint = (root: string, ...args: string[]) => cli([path.join(root, 'engagement'), '--no-git', ...args], { cwd: root, env: { NODE_OPTIONS: undefined } });

describe('a custom rule written as an ES module in a CommonJS scope', () => {
  it('a .js under "type": "commonjs" is one line on stderr that says so and what to do, no Node warning', () => {
    const root = project('./checks/owner.js', { 'package.json': '{"name": "team", "type": "commonjs"}\n', 'checks/owner.js': RULE });
    const r = lint(root);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('engagement-lint: checks/owner.js: cannot load custom rule: it is an ES module in a CommonJS scope; rename it .mjs (or set "type": "module" in its package.json)\n');
    expect(r.stdout).toBe('');
  });

  it('a .cjs is told to be renamed .mjs only', () => {
    const root = project('./checks/owner.cjs', { 'package.json': '{"name": "team"}\n', 'checks/owner.cjs': RULE });
    const r = lint(root);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('engagement-lint: checks/owner.cjs: cannot load custom rule: it is an ES module in a CommonJS scope; rename it .mjs\n');
  });

  it('renamed .mjs, it loads and runs, and a warning of its own while it loads still reaches stderr', () => {
    // Node prints a warning on its next tick: the CLI lets that tick run before it exits, and the warning
    // comes while the loader holds Node's ES module warning back, so it must be passed on, not held back.
    const root = project('./checks/owner.mjs', {
      'package.json': '{"name": "team", "type": "commonjs"}\n',
      'checks/owner.mjs': `process.emitWarning('from the rule');\n${RULE}`,
    });
    const r = lint(root, '--json');
    expect(r.code).toBe(0);
    expect(r.json.checks.find((c: { name: string }) => c.name === 'x-owner')).toMatchObject({ status: 'pass', detail: 'ok' });
    // Said as the tool says every warning: on one line, escaped (test/security/output.test.ts).
    expect(r.stderr).toMatch(/^engagement-lint: Warning: from the rule\n/);
    expect(r.stderr).not.toMatch(/To load an ES module/);
  });

  it('a .js under a package.json naming no "type" loads as the ES module it is, without Node\'s four lines about it', () => {
    const root = project('./checks/owner.js', { 'package.json': '{"name": "team"}\n', 'checks/owner.js': RULE });
    const r = lint(root, '--json');
    expect(r.code).toBe(0);
    expect(r.json.checks.find((c: { name: string }) => c.name === 'x-owner')).toMatchObject({ status: 'pass', detail: 'ok' });
    expect(r.stderr).toBe('');
  });

  it('a CommonJS syntax error stays a syntax error', () => {
    const root = project('./checks/broken.js', { 'package.json': '{"name": "team", "type": "commonjs"}\n', 'checks/broken.js': 'module.exports = {\n  id: "x"\n  pack: "engagement" };\n' });
    const r = lint(root);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("engagement-lint: checks/broken.js: cannot load custom rule: syntax error: Unexpected identifier 'pack'\n");
  });
});

describe('holding back the warning, in process', () => {
  const config = (mod: string) => ({ ...EMPTY_CONFIG, customRules: [mod] });
  const warning = (message: string) => Object.assign(new Error(message), { name: 'Warning' });

  it('holds back only Node\'s ES module warning, and only while the module loads; the listeners are as they were', async () => {
    const mod = path.join(writeTree({ 'owner.js': RULE }), 'owner.js');
    const seen: string[] = [];
    const mine = (w: Error) => seen.push(w.message);
    // Node's printer is set aside for the test (its lines would only be noise here); the CLI runs above keep it.
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

describe('a custom rule module without a default export', () => {
  it('is one line that says so, not the shape a rule needs', async () => {
    const mod = path.join(writeTree({ 'checks/x.mjs': 'export const x = 1;\n' }), 'checks/x.mjs');
    const config = { ...EMPTY_CONFIG, customRules: [mod] };
    await expect(loadCustomRules(config, ['engagement'], new Set(), async () => ({ x: 1 }) as { default?: unknown })).rejects.toThrow(`${mod}:1:1 custom rule module has no default export; export default the rule (or a list of rules)`);
  });
});
