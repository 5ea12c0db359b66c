// The package as npm users get it: the tarball `npm publish` would upload, installed globally, run
// with npx, installed from the git repository, and imported as a library with its types.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, snapshotTree } from '../cli-helpers.js';
import { archiveHead, npmEnv, packHead, readmeBlock, TAG, taggedClone, tempDir, timed, VERSION } from './release.js';

const work = tempDir('npm');
afterAll(() => fs.rmSync(work, { recursive: true, force: true }), 120_000);
const tarball = packHead(work);
const env = npmEnv(work);
const npmWarning = /^npm (warn|WARN|ERR)/m;

/** A fresh folder with nothing of the repository around it. */
function elsewhere(name: string): string {
  const dir = path.join(work, name);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

function expectVersionFrom(prefix: string) {
  const r = spawnSync(path.join(prefix, 'bin/engagement-lint'), ['--version'], { cwd: elsewhere('unrelated'), env, encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.stdout.trim()).toBe(VERSION);
  expect(r.status).toBe(0);
}

describe('the published package', () => {
  it('`npm publish --dry-run` is clean and lists only what a user needs', () => {
    const src = path.join(work, 'archive');
    const r = spawnSync('npm', ['publish', '--dry-run', '--json'], { cwd: src, env, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    // Not being logged in is the one warning a dry run may give.
    expect(r.stderr.replace(/^npm warn publish This command requires you to be logged in.*\n/m, '')).not.toMatch(npmWarning);
    const listing = JSON.parse(r.stdout);
    const files: string[] = (listing['engagement-lint'] ?? listing).files.map((f: { path: string }) => f.path);
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'packages/cli/bin/engagement-lint.js', 'packages/cli/dist/cli.cjs', 'packages/core/dist/index.js', 'schemas/report.schema.json']));
    for (const f of files) expect(f).toMatch(/^(package\.json|README\.md|LICENSE|packages\/cli\/bin\/|packages\/cli\/dist\/.*\.cjs$|packages\/core\/dist\/|schemas\/)/);
    const pkg = JSON.parse(fs.readFileSync(path.join(src, 'package.json'), 'utf8'));
    expect(pkg).toMatchObject({ name: 'engagement-lint', license: 'MIT', bin: { 'engagement-lint': expect.any(String) }, engines: { node: expect.any(String) } });
    expect(pkg.private).toBeUndefined();
    expect(pkg.dependencies).toBeUndefined();
    expect(pkg.scripts).not.toHaveProperty('postinstall');
  });

  it('`npm i -g` of the tarball: quiet, and `engagement-lint --version` works from any folder', () => {
    const prefix = path.join(work, 'global-tarball');
    const r = timed('npm', ['install', '-g', '--prefix', prefix, tarball], { cwd: elsewhere('g1'), env });
    console.log(`npm i -g <tarball>: ${r.seconds.toFixed(1)} s`);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(npmWarning);
    expectVersionFrom(prefix);
    // The first lint writes the code cache for this Node version; the next runs start from it.
    const cache = path.join(prefix, `lib/node_modules/engagement-lint/packages/cli/dist/cli-${process.version}.cache`);
    expect(fs.existsSync(cache)).toBe(false);
    const lint = spawnSync(path.join(prefix, 'bin/engagement-lint'), [path.join(repoRoot, 'examples/fail-rogue-files/engagement'), '--no-color'], { cwd: elsewhere('unrelated'), env, encoding: 'utf8' });
    expect(lint.stderr).toBe('');
    expect(lint.status).toBe(1);
    expect(lint.stdout).toMatch(/\[FAIL\] whitelist/);
    expect(fs.statSync(cache).size).toBeGreaterThan(10_000);
  });

  it('`npm i -g` of the git repository at the release tag: quiet, no build, --version works', () => {
    const clone = taggedClone(work);
    const prefix = path.join(work, 'global-git');
    const r = timed('npm', ['install', '-g', '--prefix', prefix, `git+file://${clone}#${TAG}`], { cwd: elsewhere('g2'), env });
    console.log(`npm i -g git+file://…#${TAG}: ${r.seconds.toFixed(1)} s`);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(npmWarning);
    expectVersionFrom(prefix);
  }, 120_000);

  it('`npx` of the tarball runs the CLI', () => {
    const r = timed('npx', ['--yes', `--package=${tarball}`, 'engagement-lint', path.join(repoRoot, 'examples/clean-S/engagement'), '--json', '--no-git'], { cwd: elsewhere('npx'), env });
    console.log(`npx <tarball>: ${r.seconds.toFixed(1)} s`);
    expect(r.stderr).not.toMatch(npmWarning);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'pass', tool: { name: 'engagement-lint', version: VERSION } });
  }, 120_000);

  describe('as a library', () => {
    const project = elsewhere('api-project');
    fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'user-project', private: true, type: 'module' }));
    const install = spawnSync('npm', ['install', tarball], { cwd: project, env, encoding: 'utf8' });
    fs.cpSync(path.join(repoRoot, 'examples/fail-rogue-files'), project, { recursive: true });

    it('installs quietly', () => {
      expect(install.status, install.stderr).toBe(0);
      expect(install.stderr).not.toMatch(npmWarning);
    });

    it('a lint of the project it is installed in leaves that project as it was: no code cache is written there', () => {
      const before = snapshotTree(project);
      const lint = spawnSync(path.join(project, 'node_modules/.bin/engagement-lint'), ['.', '--no-git', '--no-color'], { cwd: project, env, encoding: 'utf8' });
      expect(lint.stderr).toBe('');
      expect(lint.status).toBe(1);
      const after = snapshotTree(project);
      expect([...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f)).map((f) => path.relative(project, f))).toEqual([]);
    });

    it("the README's API example runs against the installed package", () => {
      const example = readmeBlock('js', "from 'engagement-lint'");
      fs.writeFileSync(path.join(project, 'readme-example.mjs'), example);
      const r = spawnSync(process.execPath, ['readme-example.mjs'], { cwd: project, encoding: 'utf8' });
      expect(r.stderr).toBe('');
      expect(r.stdout).toMatch(/^fail /);
      expect(r.stdout).toMatch(/name: 'whitelist'/);
    });

    it('examples/api runs against the installed package', () => {
      fs.cpSync(path.join(repoRoot, 'examples/api'), path.join(project, 'api'), { recursive: true });
      const r = spawnSync(process.execPath, ['api/lint.mjs', 'engagement', '--json'], { cwd: project, encoding: 'utf8' });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(1);
      expect(r.stdout).toMatch(/^fail: 7 checks, 1 failed\n  whitelist engagement\/notes\.md:1:1 /);
      expect(JSON.parse(r.stdout.slice(r.stdout.indexOf('{')))).toMatchObject({ status: 'fail' });
    });

    it('has type declarations: a typed use compiles, a wrong one does not', () => {
      const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
      const compile = (source: string) => {
        fs.writeFileSync(path.join(project, 'use.ts'), source);
        const args = ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--types', 'node', '--typeRoots', path.join(repoRoot, 'node_modules/@types'), 'use.ts'];
        return spawnSync(process.execPath, [tsc, ...args], { cwd: project, encoding: 'utf8' });
      };
      const ok = compile("import { lint, formatJson, type TargetReport } from 'engagement-lint';\nimport { defineRule } from 'engagement-lint/kit';\nconst r: TargetReport = await lint('engagement', { preset: 'recommended' });\nconst s: string = formatJson([r]);\nconsole.log(s, r.status, defineRule);\n");
      expect(ok.stdout + ok.stderr).toBe('');
      expect(ok.status).toBe(0);
      const bad = compile("import { lint } from 'engagement-lint';\nconst n: number = (await lint('engagement')).status;\nconsole.log(n);\n");
      expect(bad.status).not.toBe(0);
      expect(bad.stdout).toMatch(/use\.ts\(2,7\): error TS2322/);
    }, 180_000);
  });
});

describe('the repository as the Action and git installs see it', () => {
  it('the committed bundle and declarations equal a fresh build of the committed sources', () => {
    const src = archiveHead(elsewhere('rebuild'));
    // A copy, not a link: esbuild's chunk names hash the input paths, which a link would move.
    execFileSync('cp', ['-a', path.join(repoRoot, 'node_modules'), path.join(src, 'node_modules')]);
    const committed = (dir: string) => execFileSync('git', ['-C', repoRoot, 'ls-tree', '-r', '--name-only', 'HEAD', '--', dir], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).sort();
    const before = new Map([...committed('packages/cli/dist'), ...committed('packages/core/dist')].map((f) => [f, fs.readFileSync(path.join(src, f))]));
    expect(before.size).toBeGreaterThan(20);
    execFileSync(process.execPath, ['scripts/build.mjs', '--no-cache'], { cwd: src, stdio: 'pipe' });
    const walk = (dir: string): string[] => fs.readdirSync(path.join(src, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(`${dir}/${e.name}`) : [`${dir}/${e.name}`]));
    const after = [...walk('packages/cli/dist'), ...walk('packages/core/dist')].sort();
    expect(after, 'run `npm run build:dist` and commit packages/cli/dist and packages/core/dist').toEqual([...before.keys()].sort());
    const stale = after.filter((f) => !fs.readFileSync(path.join(src, f)).equals(before.get(f)!));
    expect(stale, 'run `npm run build:dist` and commit packages/cli/dist and packages/core/dist').toEqual([]);
  }, 180_000);
});
