import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packIds } from '@engagement-lint/rules';
import { repoRoot, snapshotTree } from './cli-helpers.js';

const dist = path.join(repoRoot, 'packages/cli/dist');

describe('the built CLI bundle', () => {
  it('starts from the code cache the build wrote (V8 accepts it)', () => {
    const probe = `const { loadBundle } = require(${JSON.stringify(path.join(dist, 'launch.cjs'))}); const { script } = loadBundle(); process.stdout.write(String(script.cachedDataRejected));`;
    const env = { ...process.env };
    delete env['NODE_OPTIONS'];
    const r = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8', env });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('false');
    expect(fs.statSync(path.join(dist, `cli-${process.version}.cache`)).size).toBeGreaterThan(10_000);
  });

  it('has a cache for runs over many targets, made under their V8 flags, which worker threads take too', () => {
    const launch = JSON.stringify(path.join(dist, 'launch.cjs'));
    const probe = `
      const { Worker } = require('node:worker_threads');
      const { loadBundle, setManyTargetsFlags } = require(${launch});
      // Before the flags, a run over many targets loads the one-target cache.
      const beforeFlags = loadBundle(true, true).script.cachedDataRejected;
      setManyTargetsFlags();
      const oneTargetCache = loadBundle(true, false).script.cachedDataRejected;
      const main = loadBundle(true, true).script.cachedDataRejected;
      const w = new Worker('const { loadBundle, setManyTargetsFlags } = require(' + JSON.stringify(${launch}) + '); const { parentPort, workerData } = require("node:worker_threads"); setManyTargetsFlags(); parentPort.postMessage(loadBundle(true, workerData.manyTargets).script.cachedDataRejected);', { eval: true, workerData: { manyTargets: true } });
      w.on('message', (worker) => { process.stdout.write(JSON.stringify({ beforeFlags, oneTargetCache, main, worker })); w.terminate(); });`;
    const env = { ...process.env };
    delete env['NODE_OPTIONS'];
    const r = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8', env });
    expect(r.stderr).toBe('');
    // The one-target cache does not fit those flags: that is why there are two.
    expect(JSON.parse(r.stdout)).toEqual({ beforeFlags: false, oneTargetCache: true, main: false, worker: false });
    expect(fs.statSync(path.join(dist, `cli-${process.version}-many.cache`)).size).toBeGreaterThan(10_000);
  });

  it('starts a worker of many targets under the default flags, and the worker sets those of many targets itself once Node has started it', () => {
    const probe = `
      const { Worker } = require('node:worker_threads');
      const manyFlags = new Int32Array(new SharedArrayBuffer(4));
      const w = new Worker(${JSON.stringify(path.join(dist, 'worker.cjs'))}, { workerData: { manyTargets: true, manyFlags } });
      const before = Atomics.load(manyFlags, 0);
      // The worker thread sets the shared state as it sets the flags, before it loads the bundle (its start needs this thread's event loop: no Atomics.wait).
      const started = Date.now();
      const poll = () => {
        if (Atomics.load(manyFlags, 0) === 0 && Date.now() - started < 10000) return setTimeout(poll, 5);
        process.stdout.write(JSON.stringify({ before, after: Atomics.load(manyFlags, 0) }));
        w.terminate();
      };
      poll();`;
    const env = { ...process.env };
    delete env['NODE_OPTIONS'];
    const r = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8', env });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({ before: 0, after: 1 });
  });

  it('runs the same when V8 rejects the cache (other V8 flags, another Node)', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
    delete env['NODE_OPTIONS'];
    const probe = `const { loadBundle } = require(${JSON.stringify(path.join(dist, 'launch.cjs'))}); process.stdout.write(String(loadBundle().script.cachedDataRejected));`;
    expect(spawnSync(process.execPath, ['--stack-size=2000', '-e', probe], { encoding: 'utf8', env }).stdout).toBe('true');
    const bin = path.join(repoRoot, 'packages/cli/bin/engagement-lint.js');
    const r = spawnSync(process.execPath, ['--stack-size=2000', bin, path.join(repoRoot, 'examples/clean-L/engagement'), '--json', '--no-git'], { encoding: 'utf8', env });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ checks_run: 21, status: 'pass' });
  });

  /** Every file of dist/ the launcher runs as a cached script: the bundle, the packs, the libraries. */
  const launched = ['cli.cjs', ...['packs', 'vendor'].flatMap((dir) => fs.readdirSync(path.join(dist, dir)).filter((f) => f.endsWith('.cjs')).map((f) => path.join(dir, f)))];

  it('writes each file the launcher runs as ASCII (a one-byte string once read as Latin-1) and as the function the launcher calls', async () => {
    const { DIST_FUNCTION_HEAD } = (await import(path.join(dist, 'launch.cjs'))) as { DIST_FUNCTION_HEAD: string };
    expect(launched.length).toBeGreaterThan(8);
    for (const file of launched) {
      const bytes = fs.readFileSync(path.join(dist, file));
      expect({ file, firstNonAscii: bytes.findIndex((b) => b > 0x7f) }).toEqual({ file, firstNonAscii: -1 });
      const text = bytes.toString('latin1');
      expect(text.startsWith(DIST_FUNCTION_HEAD), file).toBe(true);
      expect(text.endsWith('\n})'), file).toBe(true);
    }
  });

  it('refuses a file of dist/ that is not written as that function, in one line', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'el-dist-'));
    try {
      fs.copyFileSync(path.join(dist, 'launch.cjs'), path.join(dir, 'launch.cjs'));
      fs.writeFileSync(path.join(dir, 'cli.cjs'), '"use strict";module.exports.cli = () => 0;\n');
      const r = spawnSync(process.execPath, ['-e', `require(${JSON.stringify(path.join(dir, 'launch.cjs'))}).loadBundle(false)`], { encoding: 'utf8' });
      expect(r.status).not.toBe(0);
      expect(r.stderr).toContain(`${path.join(dir, 'cli.cjs')} is not a file of this build; run \`npm run build:dist\``);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a Node.js older than 20.19 in one line, before the bundle loads', () => {
    const bin = path.join(repoRoot, 'packages/cli/bin/engagement-lint.js');
    const as = (version: string) =>
      spawnSync(process.execPath, ['-e', `Object.defineProperty(process.versions, 'node', { value: ${JSON.stringify(version)} }); process.argv.splice(1, 0, 'engagement-lint'); require(${JSON.stringify(bin)})`, '--', '--version'], { encoding: 'utf8' });
    for (const old of ['18.20.4', '20.18.1']) {
      const r = as(old);
      expect(r.status, old).toBe(2);
      expect(r.stderr).toBe(`engagement-lint: needs Node.js 20.19 or later; this is Node.js ${old}\n`);
    }
    const ok = as('20.19.0');
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('leaves the other packs and the heavy libraries out, to be required on first use', () => {
    const source = fs.readFileSync(path.join(dist, 'cli.cjs'), 'latin1');
    // Every pack but the engagement one, which every commit's run needs, is a bundle of its own.
    const packBundles = packIds.filter((id) => id !== 'engagement').map((id) => `packs/${id}.cjs`);
    for (const file of [...packBundles, 'vendor/yaml.cjs', 'vendor/ajv.cjs', 'vendor/yargs.cjs', 'vendor/globby.cjs', 'vendor/mdast.cjs']) {
      expect(source).toContain(`require("./${file}")`);
      expect(fs.existsSync(path.join(dist, file))).toBe(true);
    }
  });

  /**
   * Runs the real bin with a preload whose exit handler writes `report` (an expression) to stderr:
   * what the process loaded can only be seen from inside it. `setup` runs first in the preload.
   */
  function withPreload(report: string, test: (run: (...args: string[]) => SpawnSyncReturns<string>) => void, setup = '') {
    const bin = path.join(repoRoot, 'packages/cli/bin/engagement-lint.js');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'el-modules-'));
    const preload = path.join(dir, 'report-modules.cjs');
    fs.writeFileSync(preload, `${setup}\nprocess.on('exit', () => require('node:fs').writeSync(2, ${report} + '\\n'));\n`);
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
    delete env['NODE_OPTIONS'];
    try {
      test((...args) => spawnSync(process.execPath, ['--require', preload, bin, ...args], { encoding: 'utf8', env }));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  /** A preload setup that records every file of dist/ read (globalThis.distRead) and the basename of every code cache read (globalThis.cachesRead). */
  const RECORD_DIST_READS = [
    "const fs = require('node:fs'); globalThis.distRead = []; globalThis.cachesRead = [];",
    "const read = fs.readFileSync; fs.readFileSync = function (f, ...rest) { const p = String(f); if (p.endsWith('.cache')) globalThis.cachesRead.push(require('node:path').basename(p)); else if (/[\\\\/]dist[\\\\/]/.test(p)) globalThis.distRead.push(p); return read.call(this, f, ...rest); };",
  ].join('\n');

  it('runs the packs and libraries a kind requires from their own code caches, which V8 accepts', () => {
    const v = process.version;
    withPreload(
      'JSON.stringify(globalThis.cachesRead)',
      (run) => {
        const caches = (target: string) => {
          const r = run(path.join(repoRoot, 'examples', target), '--no-git');
          expect([0, 1], r.stderr).toContain(r.status);
          return JSON.parse(r.stderr.trim().split('\n').at(-1)!) as string[];
        };
        expect(caches('clean-L/engagement')).toEqual([`cli-${v}.cache`]);
        expect(caches('contracts/pass-team.dc.yaml')).toEqual([`cli-${v}.cache`, `contract-${v}.cache`, `yaml-${v}.cache`]);
        expect(caches('epiphany/clean')).toEqual([`cli-${v}.cache`, `epiphany-${v}.cache`, `yaml-${v}.cache`]);
        expect(caches('graphs/fail-order.md')).toEqual([`cli-${v}.cache`, `graph-${v}.cache`]);
      },
      RECORD_DIST_READS,
    );
    // V8 takes each of them: none was made under other flags or for another file.
    const probe = `
      const { loadBundle, distScripts } = require(${JSON.stringify(path.join(dist, 'launch.cjs'))});
      const { bundle } = loadBundle();
      (async () => {
        for (const t of ['contracts/pass-solo.dc.json', 'epiphany/clean', 'graphs/fail-order.md']) await bundle.cli([require('node:path').join(${JSON.stringify(path.join(repoRoot, 'examples'))}, t), '--json', '--no-git']);
        require('node:fs').writeSync(2, JSON.stringify(distScripts().map((r) => [require('node:path').relative(${JSON.stringify(dist)}, r.file), r.cached, r.script.cachedDataRejected])));
        process.exit(0);
      })();`;
    const env = { ...process.env };
    delete env['NODE_OPTIONS'];
    const r = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8', env });
    expect(JSON.parse(r.stderr)).toEqual([
      ['cli.cjs', true, false],
      [path.join('packs', 'contract.cjs'), true, false],
      [path.join('vendor', 'yaml.cjs'), true, false],
      [path.join('packs', 'epiphany.cjs'), true, false],
      [path.join('packs', 'graph.cjs'), true, false],
    ]);
  });

  it('checks a config naming only engagement rules without loading the other packs', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'el-config-packs-'));
    try {
      fs.cpSync(path.join(repoRoot, 'examples/clean-S/engagement'), path.join(root, 'engagement'), { recursive: true });
      withPreload(
        'JSON.stringify(globalThis.distRead.map((f) => require("node:path").relative(' + JSON.stringify(dist) + ', f)))',
        (run) => {
          const read = (config: string) => {
            fs.writeFileSync(path.join(root, '.engagement-lint.yaml'), config);
            const r = run(path.join(root, 'engagement'), '--no-git');
            expect([0, 1], r.stderr).toContain(r.status);
            return (JSON.parse(r.stderr.trim().split('\n').at(-1)!) as string[]).filter((f) => f.startsWith('packs'));
          };
          expect(read('rules:\n  slot-language: warn\n')).toEqual([]);
          // A graph rule's settings load the packs up to the graph one, in registry order.
          expect(read('rules:\n  slot-language: warn\n  graph-acyclic: off\n')).toEqual([path.join('packs', 'contract.cjs'), path.join('packs', 'graph.cjs')]);
        },
        RECORD_DIST_READS,
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  /** Runs `test` on a copy of the bin and dist without code caches; `cache` is where a run writes one. */
  function withoutCaches(test: (run: (...args: string[]) => SpawnSyncReturns<string>, cache: string, copy: string) => void) {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'el-cache-'));
    try {
      fs.cpSync(path.join(repoRoot, 'packages/cli/bin'), path.join(copy, 'bin'), { recursive: true });
      fs.cpSync(path.join(repoRoot, 'packages/cli/dist'), path.join(copy, 'dist'), { recursive: true, filter: (src) => !src.endsWith('.cache') });
      const run = (...args: string[]) => spawnSync(process.execPath, [path.join(copy, 'bin/engagement-lint.js'), ...args], { encoding: 'utf8' });
      test(run, path.join(copy, 'dist', `cli-${process.version}.cache`), copy);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }

  it('writes the code cache after a first lint, never after --version, rules or explain', () => {
    // A cache holds what its run compiled: one written by --version would leave every lint to compile.
    withoutCaches((run, cache) => {
      for (const args of [['--version'], ['rules'], ['explain', 'whitelist']]) {
        expect(run(...args).status).toBe(0);
        expect(fs.existsSync(cache), args.join(' ')).toBe(false);
      }
      expect(run(path.join(repoRoot, 'examples/clean-S/engagement'), '--no-git').status).toBe(0);
      expect(fs.statSync(cache).size).toBeGreaterThan(10_000);
      // The first lint of a contract writes the caches of its pack and of the yaml library it required.
      const packCache = path.join(path.dirname(cache), 'packs', `contract-${process.version}.cache`);
      const yamlCache = path.join(path.dirname(cache), 'vendor', `yaml-${process.version}.cache`);
      expect(run('--version').status).toBe(0);
      expect(fs.existsSync(packCache)).toBe(false);
      expect(run(path.join(repoRoot, 'examples/contracts/pass-team.dc.yaml'), '--no-git').status).toBe(0);
      expect(fs.statSync(packCache).size).toBeGreaterThan(10_000);
      expect(fs.statSync(yamlCache).size).toBeGreaterThan(10_000);
    });
  });

  it('writes no code cache from a copy installed inside the project it lints (npm install --save-dev), and one from the same copy linting elsewhere', () => {
    const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'el-local-install-')));
    try {
      const proj = path.join(root, 'proj');
      fs.cpSync(path.join(repoRoot, 'examples/clean-S'), proj, { recursive: true });
      // As npm installs it: package.json's files, without *.cache.
      const installed = path.join(proj, 'node_modules/engagement-lint');
      fs.mkdirSync(path.join(installed, 'packages/cli'), { recursive: true });
      fs.copyFileSync(path.join(repoRoot, 'package.json'), path.join(installed, 'package.json'));
      fs.cpSync(path.join(repoRoot, 'packages/cli/bin'), path.join(installed, 'packages/cli/bin'), { recursive: true });
      fs.cpSync(dist, path.join(installed, 'packages/cli/dist'), { recursive: true, filter: (src) => !src.endsWith('.cache') });
      fs.symlinkSync(proj, path.join(root, 'checkout'));
      const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
      delete env['NODE_OPTIONS'];
      const run = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [path.join(installed, 'packages/cli/bin/engagement-lint.js'), ...args, '--no-git'], { cwd, encoding: 'utf8', env });
      const lints: Array<[string, string[]]> = [
        [proj, ['.']],
        // The project is the engagement's parent, where its reads are confined.
        [proj, ['engagement']],
        // A glob: the cache of many targets.
        [proj, ['engagemen*/']],
        // Named through a link: the copy's own path is a real one.
        [root, ['checkout']],
        // A contract of the project, and --print-config, which reads the project's config as a lint would.
        [proj, ['../checkout/engagement', path.join(repoRoot, 'examples/contracts/pass-solo.dc.json')]],
        [proj, ['--print-config', 'engagement']],
      ];
      for (const withGit of [false, true]) {
        if (withGit) fs.mkdirSync(path.join(proj, '.git'));
        const before = snapshotTree(proj);
        for (const [cwd, args] of lints) {
          const r = run(cwd, ...args);
          expect([0, 1], `${args.join(' ')}: ${r.stderr}`).toContain(r.status);
          const after = snapshotTree(proj);
          const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f)).map((f) => path.relative(proj, f));
          expect(changed, `${withGit ? 'with' : 'without'} .git: ${args.join(' ')}`).toEqual([]);
        }
      }
      // The same copy writes its cache after a lint of a folder it lies outside: the folder takes writes.
      expect(run(root, path.join(repoRoot, 'examples/clean-S/engagement')).status).toBe(0);
      expect(fs.statSync(path.join(installed, 'packages/cli/dist', `cli-${process.version}.cache`)).size).toBeGreaterThan(10_000);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('guesses many targets from a word the targets read as a glob (an extglob too), or four words', async () => {
    const { looksLikeManyTargets } = (await import(path.join(dist, 'launch.cjs'))) as { looksLikeManyTargets: (argv: string[]) => boolean };
    for (const argv of [['@(a|b|c)/engagement'], ['+(x)/engagement', '--json'], ['archive/*/engagement/'], ['a/{b,c}'], ['!(old)/engagement'], ['a', 'b', 'c', 'd']]) expect(looksLikeManyTargets(argv), argv.join(' ')).toBe(true);
    for (const argv of [['engagement'], ['me@host/engagement', 'c++'], ['a', 'b', 'c', '--json'], ['rules', '*'], ['explain', '@(a)']]) expect(looksLikeManyTargets(argv), argv.join(' ')).toBe(false);
  });

  it('decides whether a folder of dist/ lies inside a folder the run linted, by the paths given and their real ones', async () => {
    const { insideLinted } = (await import(path.join(dist, 'launch.cjs'))) as { insideLinted: (dir: string, linted: string[]) => boolean };
    const p = (...parts: string[]) => path.join(path.sep, ...parts);
    expect(insideLinted(p('home', 'u', 'proj', 'node_modules', 'engagement-lint', 'packages', 'cli', 'dist'), [p('home', 'u', 'proj', 'engagement'), p('home', 'u', 'proj')])).toBe(true);
    expect(insideLinted(p('home', 'u', 'proj'), [p('home', 'u', 'proj')])).toBe(true);
    expect(insideLinted(p('any'), [path.sep])).toBe(true);
    // A global or npx install, or a folder whose name only begins like the project's.
    expect(insideLinted(p('usr', 'lib', 'node_modules', 'engagement-lint', 'packages', 'cli', 'dist'), [p('home', 'u', 'proj'), p('home', 'u', 'proj', 'engagement')])).toBe(false);
    expect(insideLinted(p('home', 'u', 'project-tools', 'dist'), [p('home', 'u', 'proj')])).toBe(false);
    expect(insideLinted(p('home', 'u', 'proj', 'dist'), [])).toBe(false);
    // A project named through a link holds the copy's real path.
    const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'el-inside-')));
    try {
      fs.mkdirSync(path.join(root, 'proj', 'dist'), { recursive: true });
      fs.symlinkSync(path.join(root, 'proj'), path.join(root, 'link'));
      expect(insideLinted(path.join(root, 'proj', 'dist'), [path.join(root, 'link')])).toBe(true);
      expect(insideLinted(path.join(root, 'link', 'dist'), [path.join(root, 'proj')])).toBe(true);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('runs a pack the same when its code cache is damaged, and keeps that file rather than rewrite it on every run', () => {
    withoutCaches((run, cache) => {
      const packCache = path.join(path.dirname(cache), 'packs', `contract-${process.version}.cache`);
      const target = path.join(repoRoot, 'examples/contracts/fail-shape.dc.json');
      const clean = run(target, '--json', '--no-git');
      expect(clean.status).toBe(1);
      fs.writeFileSync(packCache, Buffer.alloc(4096, 7));
      const damaged = run(target, '--json', '--no-git');
      expect(damaged.status).toBe(1);
      expect(damaged.stderr).toBe('');
      expect(JSON.parse(damaged.stdout).checks).toEqual(JSON.parse(clean.stdout).checks);
      expect(fs.readFileSync(packCache)).toEqual(Buffer.alloc(4096, 7));
    });
  });

  it('sets the V8 flags of many targets once a worker has started (before linting at the latest), and those of a big target once a target reads big', () => {
    // The preload records what the launcher sets and which code cache it reads (V8 rejects a cache made under other flags).
    const setup = [
      "const fs = require('node:fs'); const v8 = require('node:v8'); globalThis.seen = { flags: [], caches: [] };",
      "const read = fs.readFileSync; fs.readFileSync = function (f, ...rest) { if (String(f).endsWith('.cache')) globalThis.seen.caches.push(require('node:path').basename(String(f))); return read.call(this, f, ...rest); };",
      "const set = v8.setFlagsFromString; v8.setFlagsFromString = (flags) => { globalThis.seen.flags.push(flags); set(flags); };",
    ].join('\n');
    // Which caches V8 rejected, and whether the flags of many targets were set (by a worker thread or the main one) by the end.
    const launch = JSON.stringify(path.join(dist, 'launch.cjs'));
    const report = `JSON.stringify({ ...globalThis.seen, worker: process.moduleLoadList.includes('NativeModule worker_threads'), manyFlags: require(${launch}).manyTargetsFlagsSet(), bigFlags: require(${launch}).manyTargetsBigFlagsSet(), rejected: require(${launch}).distScripts().filter((r) => r.script.cachedDataRejected).map((r) => r.file) })`;
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'el-long-run-'));
    // An L engagement with 1,001 more task files (the recommended preset's task rules read each), and a graph of 600 KB.
    const manyFiles = path.join(root, 'many-files', 'engagement');
    fs.cpSync(path.join(repoRoot, 'examples/clean-L/engagement'), manyFiles, { recursive: true });
    for (let i = 0; i < 1001; i++) fs.writeFileSync(path.join(manyFiles, 'tasks', `T${i}.md`), `---\nid: T${i}\nowner: dev\nwave: 1\n---\n`);
    const bigGraph = path.join(root, 'graph.md');
    fs.writeFileSync(bigGraph, `# Graph\n\n\`\`\`\nDELEGATED GRAPH: big\n\nNODES:\n${Array.from({ length: 9000 }, (_, i) => `  N${i}   domain=backend   output=out/${i}.md   status=pending\n`).join('')}\`\`\`\n`);
    expect(fs.statSync(bigGraph).size).toBeGreaterThan(512 * 1024);
    const v = process.version;
    const budget = '--interrupt-budget=1000000 --no-opt --no-regexp-tier-up';
    // Many targets, one of them big: the engagement of 1,001 more task files beside three of usual size.
    const globbed = path.join(root, 'glob');
    for (const name of ['a', 'b', 'c']) fs.cpSync(path.join(repoRoot, 'examples/clean-S/engagement'), path.join(globbed, name, 'engagement'), { recursive: true });
    const bigTarget = '--interrupt-budget=540000 --expose-gc --heap-growing-percent=15';
    const oneTarget = '--no-regexp-tier-up';
    try {
      withPreload(
        report,
        (run) => {
          const seen = (...args: string[]) => {
            const r = run(...args, '--all-checks', '--no-git');
            expect([0, 1], r.stderr).toContain(r.status);
            return JSON.parse(r.stderr.trim().split('\n').at(-1)!) as { flags: string[]; caches: string[]; worker: boolean; manyFlags: boolean; bigFlags: boolean; rejected: string[] };
          };
          const one = { manyFlags: false, worker: false, bigFlags: false };
          expect(seen(path.join(repoRoot, 'examples/clean-L/engagement'))).toEqual({ ...one, flags: [oneTarget], caches: [`cli-${v}.cache`], rejected: [] });
          // The recommended preset requires remark (vendor/mdast.cjs) too, from its own cache (which V8
          // rejects when the flags of a big target are set by then: the compile is the cost, no more).
          const without = ({ rejected, ...rest }: ReturnType<typeof seen>) => (rejected.every((f) => !f.endsWith('cli.cjs')) ? rest : { rejected, ...rest });
          expect(without(seen(manyFiles, '--preset', 'recommended'))).toEqual({ ...one, flags: [oneTarget, bigTarget], caches: [`cli-${v}.cache`, `mdast-${v}.cache`] });
          expect(without(seen(bigGraph))).toEqual({ ...one, flags: [oneTarget, bigTarget], caches: [`cli-${v}.cache`, `graph-${v}.cache`] });
          // A glob: the main thread loads the bundle while the worker started ahead starts under the default
          // flags, so from the one-target cache; picomatch matches the glob from the cache of the flags then set
          // (by the worker thread, else by this one as linting starts). V8 rejects no cache either way.
          const glob = seen(path.join(repoRoot, 'examples/clean-*/engagement/'));
          expect(glob).toMatchObject({ manyFlags: true, rejected: [], worker: true, bigFlags: false });
          expect(glob.caches).toHaveLength(2);
          expect(glob.caches[0]).toBe(`cli-${v}.cache`);
          expect([`picomatch-${v}.cache`, `picomatch-${v}-many.cache`]).toContain(glob.caches[1]);
          // The main thread sets the flags only if the worker has not yet, after those every load sets.
          expect([[oneTarget], [oneTarget, budget]]).toContainEqual(glob.flags);
          // An extglob is a glob too, though it holds none of `*?[{`.
          expect(seen(path.join(repoRoot, 'examples/@(clean-L|clean-S)/engagement'))).toMatchObject({ manyFlags: true, rejected: [], worker: true, bigFlags: false });
          // A big target among many turns Turbofan back on, whichever thread lints it.
          fs.cpSync(manyFiles, path.join(globbed, 'big', 'engagement'), { recursive: true });
          expect(seen(path.join(globbed, '*/engagement/'), '--preset', 'recommended')).toMatchObject({ manyFlags: true, worker: true, bigFlags: true });
        },
        setup,
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('writes no code cache after a run whose flags changed on the way (the next run would reject it)', () => {
    withoutCaches((run, cache, copy) => {
      const big = path.join(copy, 'graph.md');
      fs.writeFileSync(big, `# Graph\n\n\`\`\`\nDELEGATED GRAPH: big\n\nNODES:\n${'  N1   domain=backend   output=out/1.md\n'.repeat(15_000)}\`\`\`\n`);
      expect([0, 1]).toContain(run(big, '--no-git').status);
      expect(fs.existsSync(cache)).toBe(false);
      expect(run(path.join(repoRoot, 'examples/clean-S/engagement'), '--no-git').status).toBe(0);
      expect(fs.statSync(cache).size).toBeGreaterThan(10_000);
      // Over many targets, a big one among them turns Turbofan back on: no cache is written then, and one is without it.
      const caches = () => fs.readdirSync(path.join(copy, 'dist'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.cache')).sort();
      const before = caches();
      for (const name of ['a', 'b', 'c', 'big']) fs.cpSync(path.join(repoRoot, 'examples/clean-S/engagement'), path.join(copy, 'glob', name, 'engagement'), { recursive: true });
      for (let i = 0; i < 1001; i++) fs.writeFileSync(path.join(copy, 'glob', 'big', 'engagement', `note-${i}.md`), 'x\n');
      expect([0, 1]).toContain(run(path.join(copy, 'glob', '*/engagement/'), '--no-git').status);
      expect(caches()).toEqual(before);
      fs.rmSync(path.join(copy, 'glob', 'big'), { recursive: true });
      expect([0, 1]).toContain(run(path.join(copy, 'glob', '*/engagement/'), '--no-git').status);
      expect(caches().filter((f) => f.endsWith('-many.cache')).length).toBeGreaterThan(0);
    });
  });

  it('loads node:crypto only for a report with a receipt (a terminal report has none)', () => {
    withPreload("'crypto loaded: ' + process.moduleLoadList.includes('NativeModule crypto')", (run) => {
      const target = path.join(repoRoot, 'examples/clean-L/engagement');
      const stylish = run(target, '--no-git');
      expect(stylish.status).toBe(0);
      expect(stylish.stderr).toBe('crypto loaded: false\n');
      const json = run(target, '--no-git', '--json');
      expect(JSON.parse(json.stdout).receipt.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(json.stderr).toBe('crypto loaded: true\n');
    });
  });

  it('asks whether standard output is a terminal (node:tty, node:net) only for a report that may colour', () => {
    // Standard output on /dev/null: a character device, which only isatty tells from a terminal.
    const bin = path.join(repoRoot, 'packages/cli/bin/engagement-lint.js');
    const preload = "process.on('exit', () => require('node:fs').writeSync(2, 'tty loaded: ' + process.moduleLoadList.includes('NativeModule tty') + '\\n'));";
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
    delete env['NODE_OPTIONS'];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'el-tty-'));
    const devNull = fs.openSync(os.devNull, 'w');
    try {
      fs.writeFileSync(path.join(dir, 'report-tty.cjs'), preload);
      const run = (...args: string[]) => spawnSync(process.execPath, ['-r', path.join(dir, 'report-tty.cjs'), bin, ...args], { encoding: 'utf8', env, stdio: ['ignore', devNull, 'pipe'] });
      const target = path.join(repoRoot, 'examples/clean-S/engagement');
      const json = run(target, '--no-git', '--json');
      expect(json.status, json.stderr).toBe(0);
      expect(json.stderr).toBe('tty loaded: false\n');
      // The preload sees node:tty where the terminal check loads it, so the check above can fail.
      expect(run(target, '--no-git').stderr).toBe('tty loaded: true\n');
    } finally {
      fs.closeSync(devNull);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers --version without loading the argument parser that --help uses', () => {
    withPreload("'yargs loaded: ' + globalThis.distRead.some((f) => /[\\\\/]vendor[\\\\/]yargs\\.cjs$/.test(f))", (run) => {
      const version = run('--version');
      expect(version.status).toBe(0);
      expect(version.stdout).toBe(`${JSON.parse(fs.readFileSync(path.join(repoRoot, 'packages/cli/package.json'), 'utf8')).version}\n`);
      expect(version.stderr).toBe('yargs loaded: false\n');
      // The preload sees yargs where it is loaded, so the check above can fail.
      const help = run('--help');
      expect(help.status).toBe(0);
      expect(help.stderr).toBe('yargs loaded: true\n');
      // With anything else on the line, yargs answers as before.
      const mixed = run('--version', '--json');
      expect(mixed.status).toBe(0);
      expect(mixed.stdout).toBe(version.stdout);
    }, RECORD_DIST_READS);
  });

  it.skipIf(process.platform === 'win32')('ends only once a slow reader has taken all of the report (non-blocking stdout, pipe full)', async () => {
    // Some runners hand a non-blocking stdout: once the pipe is full, the rest of the report goes
    // through process.stdout, which writes to a pipe asynchronously. Ending the process then would
    // cut the report short. python3 shrinks the socket's buffer, sets O_NONBLOCK on fd 1 and becomes node.
    const nonBlocking = [
      'import fcntl, os, socket, sys',
      'try:',
      '  socket.socket(fileno=os.dup(1)).setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)',
      'except OSError:',
      '  pass',
      'fcntl.fcntl(1, fcntl.F_SETFL, fcntl.fcntl(1, fcntl.F_GETFL) | os.O_NONBLOCK)',
      'os.execv(sys.argv[1], sys.argv[1:])',
    ].join('\n');
    const bin = path.join(repoRoot, 'packages/cli/bin/engagement-lint.js');
    const env = { ...process.env };
    delete env['NODE_OPTIONS'];
    const child = spawn('python3', ['-c', nonBlocking, process.execPath, bin, path.join(repoRoot, 'examples/*/engagement'), '--json', '--no-git', '--all-checks', '--explain'], { stdio: ['ignore', 'pipe', 'pipe'], env });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    // Nothing is read until the linter has ended or had ample time to fill the pipe (its report is over 100 KB).
    child.stdout.pause();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 4000))]);
    child.stdout.resume();
    await new Promise((resolve) => child.stdout.on('end', resolve));
    expect(stderr).toBe('');
    expect(await exited).toBe(1);
    const report = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { results: unknown[] };
    const examples = fs.readdirSync(path.join(repoRoot, 'examples')).filter((d) => fs.existsSync(path.join(repoRoot, 'examples', d, 'engagement')));
    expect(report.results).toHaveLength(examples.length);
  }, 30_000);
});
