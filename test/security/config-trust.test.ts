// A config found beside a target outside the working directory may set levels and lists, never load code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, repoRoot } from '../cli-helpers.js';
import { cleanupTrees, criteria, writeTree } from '../helpers.js';

afterAll(cleanupTrees);

/** An untrusted project whose config names a custom rule that writes `marker` when imported. */
function untrusted(marker: string) {
  const root = writeTree({
    'engagement/criteria.md': criteria({ size: 'S' }),
    'engagement/notes.md': 'x\n',
    'evil.js': `import fs from 'node:fs';\nfs.writeFileSync(${JSON.stringify(marker)}, 'ran');\nexport default { id: 'evil', pack: 'engagement', summary: 's', statuses: ['pass'], docs: 'd', check: () => ({ status: 'pass', detail: 'ok' }) };\n`,
    '.engagement-lint.json': JSON.stringify({ whitelist: ['notes.md'], customRules: ['./evil.js'], rules: { evil: 'warn' } }),
  });
  return { root, dir: path.join(root, 'engagement'), config: path.join(root, '.engagement-lint.json') };
}

describe('config trust', () => {
  it('a custom rule in an upward config of a target outside the working directory never runs', () => {
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'el-marker-')), 'ran');
    const p = untrusted(marker);
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'el-cwd-'));
    const r = cli([p.dir, '--json', '--no-git'], { cwd: elsewhere });
    expect(fs.existsSync(marker)).toBe(false);
    // Levels and lists still apply: notes.md is whitelisted by that config.
    expect(r.code).toBe(0);
    expect(r.json.checks.find((c: { name: string }) => c.name === 'whitelist').status).toBe('pass');
    expect(r.json.checks.map((c: { name: string }) => c.name)).not.toContain('evil');
    expect(r.stderr).toBe(`engagement-lint: warning: ${p.config} is not in the working directory or a folder above it, so its customRules are not loaded (run from its folder or name it with --config to use them)\n`);
    // --print-config shows what was left out; it runs nothing either.
    const shown = cli(['--print-config', p.dir], { cwd: elsewhere });
    expect(shown.json.customRules).toEqual([]);
    expect(shown.json.untrustedCode).toEqual([path.join(p.root, 'evil.js')]);
    expect(shown.json.untrustedFrom).toEqual([p.config]);
    expect(fs.existsSync(marker)).toBe(false);
  });

  it('the same config loads its rules from the working directory, or when named by --config', () => {
    for (const how of ['cwd', 'flag'] as const) {
      const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'el-marker-')), 'ran');
      const p = untrusted(marker);
      const r = how === 'cwd' ? cli([p.dir, '--json', '--no-git'], { cwd: p.root }) : cli([p.dir, '--json', '--no-git', '--config', p.config], { cwd: os.tmpdir() });
      expect(r.code).toBe(0);
      expect(fs.existsSync(marker)).toBe(true);
      expect(r.json.checks.map((c: { name: string }) => c.name)).toContain('evil');
    }
  });

  it('in GitHub Actions the working directory is the checkout under review: its config loads no code unless named by --config', () => {
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'el-marker-')), 'ran');
    const p = untrusted(marker);
    const r = cli([p.dir, '--json', '--no-git'], { cwd: p.root, env: { GITHUB_ACTIONS: 'true' } });
    expect(fs.existsSync(marker)).toBe(false);
    expect(r.json.checks.map((c: { name: string }) => c.name)).not.toContain('evil');
    expect(r.stderr).toBe(`engagement-lint: warning: ${path.relative(p.root, p.config)} was found in the checkout under review, so its customRules are not loaded in GitHub Actions (name it with --config, the Action's config input, to use them)\n`);
    const named = cli([p.dir, '--json', '--no-git', '--config', p.config], { cwd: p.root, env: { GITHUB_ACTIONS: 'true' } });
    expect(fs.existsSync(marker)).toBe(true);
    expect(named.json.checks.map((c: { name: string }) => c.name)).toContain('evil');
  });

  it('a trusted config that extends one inside the checked tree is refused: that one\'s code never loads, and it sets no check either', () => {
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'el-marker-')), 'ran');
    const root = writeTree({
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.engagement-lint.json': JSON.stringify({ extends: 'engagement/base.json' }),
      'engagement/criteria.md': criteria({ size: 'S' }),
      'engagement/base.json': JSON.stringify({ customRules: ['./evil.cjs'], rules: { evil: 'warn' } }),
      'engagement/evil.cjs': `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\nmodule.exports = { id: 'evil', pack: 'engagement', summary: 's', statuses: ['pass'], docs: 'd', check: () => ({ status: 'pass', detail: 'ok' }) };\n`,
    });
    for (const args of [['engagement'], ['engagement', '--config', '.engagement-lint.json']]) {
      const r = cli([...args, '--json', '--no-git'], { cwd: root });
      expect(fs.existsSync(marker), args.join(' ')).toBe(false);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`engagement-lint: .engagement-lint.json:1:12 extends names engagement/base.json, inside engagement, the folder this run lints: a linted folder cannot configure its own checks; extend a file outside it\n`);
    }
  });

  it('a trusted config naming a custom rule module inside a linted folder does not load it', () => {
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'el-marker-')), 'ran');
    const root = writeTree({
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.engagement-lint.json': JSON.stringify({ customRules: ['./engagement/evil.cjs'], rules: { evil: 'warn' } }),
      'engagement/criteria.md': criteria({ size: 'S' }),
      'engagement/evil.cjs': `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\nmodule.exports = { id: 'evil', pack: 'engagement', summary: 's', statuses: ['pass'], docs: 'd', check: () => ({ status: 'pass', detail: 'ok' }) };\n`,
    });
    const module = fs.realpathSync(path.join(root, 'engagement/evil.cjs'));
    const warning = `engagement-lint: warning: custom rule module engagement/evil.cjs is inside a folder this run lints, so it is not loaded (code from a checked tree never runs; keep custom rules outside the linted folders)\n`;
    // The engagement named, the project folder named (linted as its engagement/), and --print-config.
    for (const target of ['engagement', '.']) {
      const r = cli([target, '--json', '--no-git'], { cwd: root });
      expect(fs.existsSync(marker), target).toBe(false);
      expect(r.json.checks.map((c: { name: string }) => c.name)).not.toContain('evil');
      expect(r.stderr).toBe(warning);
    }
    const shown = cli(['--print-config', 'engagement'], { cwd: root });
    expect(fs.existsSync(marker)).toBe(false);
    expect(shown.json.customRules).toEqual([]);
    expect(shown.json.untrustedCode.map((m: string) => fs.realpathSync(m))).toEqual([module]);
  });

  it('rules and explain never import a module inside an engagement or Epiphany folder, as a lint run does not', () => {
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'el-marker-')), 'ran');
    const evil = (id: string) => `import fs from 'node:fs';\nfs.appendFileSync(${JSON.stringify(marker)}, ${JSON.stringify(`${id}\n`)});\nexport default { id: ${JSON.stringify(id)}, pack: 'engagement', summary: 's', statuses: ['pass'], docs: 'd', check: () => ({ status: 'pass', detail: 'ok' }) };\n`;
    // An engagement (its criteria.md), an archived one, a project's engagement/ (what a lint of the
    // project checks, criteria.md or not), and the folder an Epiphany state/ is in.
    const planted = { 'engagement/evil.mjs': 'engagement', 'archive/2025/evil.mjs': 'archive/2025', 'team/engagement/evil.mjs': 'team/engagement', 'ctl/evil.mjs': 'ctl' };
    const root = writeTree({
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.engagement-lint.json': JSON.stringify({ customRules: [...Object.keys(planted).map((m) => `./${m}`), './checks/ours.mjs'] }),
      'engagement/criteria.md': criteria({ size: 'S' }),
      'archive/2025/criteria.md': criteria({ size: 'S' }),
      'team/engagement/handoff.md': '# Handoff\n',
      'ctl/state/map.yaml': 'objectives: []\n',
      'plan/contract.yaml': fs.readFileSync(path.join(repoRoot, 'examples/contracts/pass-team.dc.yaml'), 'utf8'),
      ...Object.fromEntries(Object.keys(planted).map((m, i) => [m, evil(`evil-${i}`)])),
      'checks/ours.mjs': "export default { id: 'ours', pack: 'engagement', summary: 'our rule', statuses: ['pass'], docs: 'd', check: () => ({ status: 'pass', detail: 'ok' }) };\n",
    });
    const pack = (m: string) => (m.startsWith('ctl/') ? 'epiphany' : 'engagement');
    const warnings = Object.entries(planted).map(([m, dir]) => `engagement-lint: warning: custom rule module ${m} is inside the ${pack(m)} folder ${dir}/, so it is not loaded (code from a checked tree never runs; keep custom rules outside engagement and Epiphany folders)\n`).join('');
    for (const args of [['rules'], ['rules', '--json'], ['rules', '--config', '.engagement-lint.json'], ['explain', 'whitelist'], ['explain', 'ours', '--json']]) {
      const r = cli(args, { cwd: root });
      expect(fs.existsSync(marker), args.join(' ')).toBe(false);
      expect(r.code, args.join(' ')).toBe(0);
      expect(r.stderr, args.join(' ')).toBe(warnings);
      expect(r.stdout).not.toMatch(/evil-/);
    }
    // The trusted module beside them is listed; a planted one is no rule to explain.
    expect(cli(['rules', '--json'], { cwd: root }).json.map((x: { id: string }) => x.id)).toContain('ours');
    const unknown = cli(['explain', 'evil-0'], { cwd: root });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown rule: "evil-0"/);
    // A lint of a contract beside the engagement does not lint the engagement, and loads none of them either.
    const contract = cli(['plan/contract.yaml', '--json', '--no-git'], { cwd: root });
    expect(contract.stderr).toBe(warnings);
    expect(fs.existsSync(marker)).toBe(false);
  });

  it('a report is never written over the config or a custom rule module the run reads', () => {
    const root = writeTree({
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.engagement-lint.json': JSON.stringify({ extends: './base.json' }),
      'base.json': JSON.stringify({ rules: { whitelist: 'warn' } }),
      'engagement/criteria.md': criteria({ size: 'S' }),
    });
    for (const [args, file] of [[['-o', 'base.json'], 'base.json'], [['-f', 'json=.engagement-lint.json'], '.engagement-lint.json'], [['--print-config', 'engagement', '-o', '.engagement-lint.json'], '.engagement-lint.json']] as const) {
      const before = fs.readFileSync(path.join(root, file), 'utf8');
      const r = cli([...(args[0] === '--print-config' ? [] : ['engagement']), ...args, '--no-git'], { cwd: root });
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`would overwrite the config ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, which this run reads`));
      expect(fs.readFileSync(path.join(root, file), 'utf8')).toBe(before);
    }
  });

  it('lookup stops at the project root (the folder holding .git)', () => {
    const outer = writeTree({ '.engagement-lint.json': JSON.stringify({ whitelist: ['notes.md'] }), 'proj/.git/HEAD': 'ref: refs/heads/main\n', 'proj/engagement/criteria.md': criteria({ size: 'S' }), 'proj/engagement/notes.md': 'x\n' });
    const r = cli([path.join(outer, 'proj/engagement'), '--json', '--no-git'], { cwd: outer });
    expect(r.json.checks.find((c: { name: string }) => c.name === 'whitelist').status).toBe('fail');
    expect(cli(['--print-config', path.join(outer, 'proj/engagement')], { cwd: outer }).json.files).toEqual([]);
  });
});

describe('a config inside the linted folder', () => {
  /** A repository whose own config keeps danger-scan, and an engagement that brings a config switching it off. */
  function reviewed() {
    const root = writeTree({
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.engagement-lint.yaml': 'rules:\n  danger-scan: error\n',
      'engagement/criteria.md': criteria({ size: 'S' }),
      'engagement/handoff.md': '# Handoff\nCleaned up with `git push --force origin main`.\n',
      'engagement/.engagement-lint.yaml': 'rules:\n  danger-scan: off\n  whitelist: off\n',
    });
    return { root, dir: path.join(root, 'engagement'), inner: path.join(root, 'engagement/.engagement-lint.yaml') };
  }

  it('is not read: the project config applies, and a warning names the file', () => {
    const p = reviewed();
    const r = cli(['engagement', '--json', '--no-git'], { cwd: p.root });
    expect(r.code).toBe(1);
    expect(r.json.checks.find((c: { name: string }) => c.name === 'danger-scan').status).toBe('fail');
    expect(r.stderr).toBe(`engagement-lint: warning: engagement/.engagement-lint.yaml is inside the folder this run lints, so it is not read (a folder under review cannot configure its own checks; keep the config in the project folder above it, or name it with --config)\n`);
    const shown = cli(['--print-config', 'engagement'], { cwd: p.root });
    expect(shown.json.files).toEqual([path.join(p.root, '.engagement-lint.yaml')]);
    expect(shown.json.notRead).toEqual([p.inner]);
  });

  it('is read when the run starts in that folder, as any config there is the user\'s own', () => {
    const p = reviewed();
    const r = cli(['.', '--json', '--no-git'], { cwd: p.dir });
    expect(r.json.checks.map((c: { name: string }) => c.name)).not.toContain('danger-scan');
    expect(r.stderr).toBe('');
  });
});
