// Config files are read only when they are regular files inside the project, and never quoted.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../cli-helpers.js';
import { cleanupTrees, criteria, writeTree } from '../helpers.js';

afterAll(cleanupTrees);

const SECRET = 'root:$6$S3CR3TSALT$hashedpasswordbytes:19000:0:99999:7:::';
const project = () => {
  const root = writeTree({ '.git/HEAD': 'ref: refs/heads/main\n', 'engagement/criteria.md': criteria({ size: 'S' }) });
  return { root, dir: path.join(root, 'engagement') };
};
const mkfifo = (file: string) => expect(spawnSync('mkfifo', [file]).status).toBe(0);

describe('config files', () => {
  it('a FIFO named .engagement-lint.json beside the target is refused at once, never opened', () => {
    const p = project();
    mkfifo(path.join(p.root, '.engagement-lint.json'));
    const r = cli([p.dir, '--no-git'], { cwd: p.root, timeout: 10_000 });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`engagement-lint: .engagement-lint.json:1:1 config is not a regular file; not read\n`);
  });

  it('a FIFO named package.json beside the target is passed over; the run completes', () => {
    const p = project();
    mkfifo(path.join(p.dir, 'package.json'));
    mkfifo(path.join(p.root, 'package.json'));
    const r = cli([p.dir, '--json', '--no-git'], { cwd: p.root, timeout: 10_000 });
    expect(r.code === 0 || r.code === 1).toBe(true);
    expect(r.json.engagement).toBe(p.dir);
  });

  it('--config naming a FIFO fails at once instead of hanging', () => {
    const p = project();
    const fifo = path.join(p.root, 'cfg.json');
    mkfifo(fifo);
    const r = cli([p.dir, '--no-git', '--config', fifo], { cwd: p.root, timeout: 10_000 });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cfg\.json:1:1 cannot read config \(not a regular file\)/);
  });

  it('a symlinked config pointing outside the project is refused without quoting its content', () => {
    const outside = writeTree({ shadow: `${SECRET}\n` });
    for (const name of ['.engagement-lint.json', '.engagement-lint.yaml']) {
      const p = project();
      fs.symlinkSync(path.join(outside, 'shadow'), path.join(p.root, name));
      const r = cli([p.dir, '--no-git'], { cwd: p.root });
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/config is a symbolic link to a file outside the project .*; not read\n$/);
      expect(r.stderr).not.toMatch(/S3CR3T|root:|hashed/);
    }
  });

  it('a found config cannot extend a file outside the project, and names none of its bytes', () => {
    const outside = writeTree({ 'shadow.yaml': `${SECRET}\n` });
    const p = project();
    fs.writeFileSync(path.join(p.root, '.engagement-lint.json'), JSON.stringify({ extends: path.join(outside, 'shadow.yaml') }));
    const r = cli([p.dir, '--no-git'], { cwd: p.root });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`engagement-lint: .engagement-lint.json:1:12 extends names a file outside the project (${p.root}) or one that is not a regular file; not read\n`);
    expect(r.stderr).not.toMatch(/S3CR3T|root:/);
  });

  it("a config cannot extend a file of a repository's .git folder, named or linked, and names none of its keys", () => {
    const p = project();
    // A file whose first key would be echoed as unknown, as a token left in `.git` would be.
    fs.writeFileSync(path.join(p.root, '.git', 'note'), 'ghs_T0KEN_of_the_job: x\n');
    fs.symlinkSync(path.join(p.root, '.git', 'note'), path.join(p.root, 'shared.yaml'));
    for (const [extendsName, cwd] of [['./.git/note', p.root], ['./.git/HEAD', p.root], ['./shared.yaml', p.root], ['./.git/note', path.dirname(p.root)]] as const) {
      fs.writeFileSync(path.join(p.root, '.engagement-lint.json'), JSON.stringify({ extends: extendsName }));
      const r = cli([p.dir, '--no-git'], { cwd });
      expect(r.code, extendsName).toBe(2);
      expect(r.stderr, extendsName).toMatch(/\.engagement-lint\.json:1:12 extends names a file inside a repository's \.git folder, which is never read as a config\n$/);
      expect(r.stderr).not.toMatch(/T0KEN|unknown key|ref/);
    }
  });

  it('a symlink to a config inside the project is read', () => {
    const p = project();
    fs.writeFileSync(path.join(p.root, 'shared.json'), JSON.stringify({ preset: 'recommended' }));
    fs.symlinkSync(path.join(p.root, 'shared.json'), path.join(p.root, '.engagement-lint.json'));
    expect(cli(['--print-config', p.dir], { cwd: p.root }).json.preset).toBe('recommended');
  });

  it('parse errors give file:line:col and a reason of our own, never the bytes', () => {
    for (const [name, text] of [
      ['.engagement-lint.json', `${SECRET}\n`],
      ['.engagement-lint.json', `{"preset": "compat",\n  "x": ${SECRET}}\n`],
      ['.engagement-lint.yaml', `preset: compat\n${SECRET}: [\n`],
      ['.engagement-lint.yaml', `"${SECRET}\n`],
    ] as const) {
      const p = project();
      fs.writeFileSync(path.join(p.root, name), text);
      const r = cli([p.dir, '--no-git'], { cwd: p.root });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`^engagement-lint: ${name.replace(/[.]/g, '\\.')}:\\d+:\\d+ invalid (JSON|YAML)`));
      expect(r.stderr).not.toMatch(/S3CR3T|root|hashed|99999/);
    }
  });

  it('an unknown key that is not a name is not quoted', () => {
    const p = project();
    fs.writeFileSync(path.join(p.root, '.engagement-lint.json'), JSON.stringify({ [SECRET]: 1 }));
    const r = cli([p.dir, '--no-git'], { cwd: p.root });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown key \(a key that is not a name\)/);
    expect(r.stderr).not.toMatch(/S3CR3T/);
  });
});

describe('config keys named like Object.prototype members', () => {
  it('`__proto__` and `constructor` under rules: are rule ids like any other, so they are unknown rules', async () => {
    const { loadConfig } = await import('../../packages/core/src/config.js');
    const { checkRuleSettings } = await import('../../packages/core/src/config-rules.js');
    for (const id of ['__proto__', 'constructor', 'toString']) {
      const root = writeTree({ '.engagement-lint.yaml': `rules:\n  whitelist: warn\n  ${id}: warn\n` });
      const config = await loadConfig(path.join(root, '.engagement-lint.yaml'), root);
      expect(Object.keys(config.rules)).toEqual(['whitelist', id]);
      expect(Object.getPrototypeOf(config.rules)).toBeNull();
      await expect(checkRuleSettings(config, [{ id: 'whitelist' }])).rejects.toThrow(`.engagement-lint.yaml:3:3 unknown rule "${id}" in rules`);
    }
  });
});

describe('ignores globs from a config', () => {
  // picomatch's regex for a pattern of many stars backtracks polynomially: this one took 29 s on a 60-letter name.
  it('a pattern of many stars against a long file name is answered at once, the file left out as the glob says', () => {
    const p = project();
    const long = 'a'.repeat(120);
    fs.writeFileSync(path.join(p.dir, long), 'x\n');
    fs.writeFileSync(path.join(p.dir, `${long}b`), 'x\n');
    fs.writeFileSync(path.join(p.root, '.engagement-lint.yaml'), `ignores:\n  - "engagement/${'*a'.repeat(10)}*b"\n`);
    const r = cli([p.dir, '--json', '--no-git'], { cwd: p.root, timeout: 10_000 });
    expect(r.code).toBe(1);
    const whitelist = (r.json as { checks: Array<{ name: string; findings: Array<{ file: string }> }> }).checks.find((c) => c.name === 'whitelist')!;
    // The name ending in b matches and is left out; the other is still reported.
    expect(whitelist.findings.map((f) => f.file)).toEqual([`engagement/${long}`]);
  });

  it('braces that expand past 256 alternatives are a config error at the entry', () => {
    const p = project();
    fs.writeFileSync(path.join(p.root, '.engagement-lint.yaml'), `ignores:\n  - notes.md\n  - "${'{a,b}'.repeat(9)}"\n`);
    const r = cli([p.dir, '--no-git'], { cwd: p.root, timeout: 10_000 });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`engagement-lint: .engagement-lint.yaml:3:5 ignores[1] expands to more than 256 alternatives\n`);
  });
});
