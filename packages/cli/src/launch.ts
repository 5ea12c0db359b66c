// Starts the CLI bundle (dist/cli.cjs) with the V8 code cache beside it
// (dist/cli-<node version>.cache): on every commit the linter then neither
// parses nor compiles the code it runs. The cache depends on the Node version,
// so it is not shipped: the build writes it after warm-up runs, and an
// installed copy writes it after its first lint under a Node version (when its
// folder is writable and lies outside what that lint checked). A cache V8 rejects (other V8 flags) only costs the
// compile; the bundle behaves the same.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { isGlob } from './glob-word.js';
import type { Launcher } from './launcher.js';

type CliBundle = typeof import('./bundle.js');

export const BUNDLE = path.join(__dirname, 'cli.cjs');

/**
 * V8 optimises a function with Turbofan once it has run for an interrupt budget of bytecode. Over
 * many targets of usual size, Turbofan's compiles (on background threads, and again for every worker
 * thread) cost more CPU than they save: an archive of 100 engagements takes a fifth less CPU with a
 * budget fifteen times the default, and a thirtieth less again with no Turbofan at all, while 1,000
 * take as long either way (docs/benchmarks.md). Each pattern is compiled once, as for one target (ONE_TARGET_V8_FLAGS:
 * 30 L engagements under the recommended preset, 3.7 → 2.7 s of CPU). A big target among them turns Turbofan back on
 * (MANY_TARGETS_BIG_V8_FLAGS): its hot loops would run several times slower without. A run on one
 * engagement of usual size keeps V8's default budget and Turbofan, ~10–25 ms faster for it.
 */
export const MANY_TARGETS_V8_FLAGS = '--interrupt-budget=1000000 --no-opt --no-regexp-tier-up';

/**
 * A run on one target compiles each pattern once, to machine code: by default V8 first compiles a pattern to bytecode
 * and compiles it again to machine code on its second run, and the rules' patterns, many of thousands of characters
 * under Unicode case folding, run far more than twice (the L example under the recommended preset: 1.1 s → 0.7 s).
 * Set as the bundle loads (loadBundle), so every code cache is made and read under it (scripts/build.mjs).
 */
export const ONE_TARGET_V8_FLAGS = '--no-regexp-tier-up';

/**
 * A big target among many (BIG_TARGET_FILES or BIG_TARGET_BYTES, core's io/project-fs.ts): Turbofan again for the rest of the run,
 * and `gc` for a context made from here on, with which a thread frees what a big target read before its next (lint-one's collectGarbage).
 */
export const MANY_TARGETS_BIG_V8_FLAGS = '--opt --expose-gc';

/**
 * One target whose reads pass BIG_TARGET_FILES or BIG_TARGET_BYTES (core's io/project-fs.ts)
 * switches when they do (launcher.onBigTarget), to a budget half as high: a big file parsed by one
 * hot loop (a graph of 80,000 lines) loses ~0.1 s to the higher budget, while a big target read
 * by many rules gains most of what it would (a graph of 10,000 waves: 1.6 s of CPU → 1.1 s; an
 * engagement of 5,000 task files, a fifth). Its heap grows by 15% between full collections rather
 * than V8's factor of up to 4: what a rule dropped is collected before the heap doubles past it
 * (a 41 MB change of dense operations: 335 MB at its peak → 300 MB, for about the same CPU).
 */
export const BIG_TARGET_V8_FLAGS = '--interrupt-budget=540000 --expose-gc --heap-growing-percent=15';

/**
 * The code cache of a file of dist/ (the bundle by default) for this Node version and V8 flags: V8
 * checks a cache against the flags it was made under, so a run over many targets has caches of its own.
 */
export function codeCacheFile(manyTargets = false, file = BUNDLE): string {
  return `${file.replace(/\.cjs$/, '')}-${process.version}${manyTargets ? '-many' : ''}.cache`;
}

/**
 * Whether a command line looks like many targets: a glob (as the targets read one: an extglob too),
 * or four words that are no options (a wrong guess costs a little speed, nothing else).
 */
export function looksLikeManyTargets(argv: string[]): boolean {
  if (argv[0] === 'rules' || argv[0] === 'explain') return false;
  const words = argv.filter((a) => !a.startsWith('-'));
  return words.some(isGlob) || words.length >= 4;
}

/**
 * How each file of dist/ the launcher runs begins: the build writes it as this function expression
 * (module wrapper included), so V8 compiles the text as read instead of a copy with a wrapper around it.
 */
export const DIST_FUNCTION_HEAD = '(function (exports, require, module, __filename, __dirname) {';

/** A file of dist/ this process ran: its script can write a code cache after a run; `cached` tells whether one was read. */
export interface DistScript {
  file: string;
  script: vm.Script;
  cached: boolean;
}

/** The files of dist/ run so far, in order, and their modules: each runs once per thread, as require() would. */
const ran: DistScript[] = [];
const distModules = new Map<string, { exports: unknown }>();
/** How this thread reads code caches (loadBundle sets it): whether at all, and whether the run is over many targets. */
const caches = { read: true, manyTargets: false };

/**
 * Whether MANY_TARGETS_V8_FLAGS are set ([0]), and MANY_TARGETS_BIG_V8_FLAGS after them ([1]). V8's flags are the process's, so the state is shared by
 * its threads (a worker gets the main thread's in its workerData); V8 takes a code cache only under
 * the flags it was made under, so a file's cache is chosen by the state when the file loads.
 */
let manyFlags: Int32Array = new Int32Array(new SharedArrayBuffer(8));

let oneTargetFlags = false;
/** Sets ONE_TARGET_V8_FLAGS once per thread (they are the process's: a second thread's call changes nothing). */
function setOneTargetFlags(): void {
  if (oneTargetFlags) return;
  process.getBuiltinModule('node:v8').setFlagsFromString(ONE_TARGET_V8_FLAGS);
  oneTargetFlags = true;
}

/** Sets MANY_TARGETS_V8_FLAGS once per process, whichever thread comes first. */
export function setManyTargetsFlags(): void {
  if (Atomics.compareExchange(manyFlags, 0, 0, 1) === 0) process.getBuiltinModule('node:v8').setFlagsFromString(MANY_TARGETS_V8_FLAGS);
}

/** Whether MANY_TARGETS_V8_FLAGS are set in this process (by any of its threads). */
export const manyTargetsFlagsSet = (): boolean => Atomics.load(manyFlags, 0) === 1;

/** Sets MANY_TARGETS_BIG_V8_FLAGS once per process, whichever thread meets a big target first. */
export function setManyTargetsBigFlags(): void {
  if (Atomics.compareExchange(manyFlags, 1, 0, 1) === 0) process.getBuiltinModule('node:v8').setFlagsFromString(MANY_TARGETS_BIG_V8_FLAGS);
}

/** Whether MANY_TARGETS_BIG_V8_FLAGS are set: the flags differ from those every code cache of the run was made under. */
export const manyTargetsBigFlagsSet = (): boolean => Atomics.load(manyFlags, 1) === 1;

/** The dist/ files this thread ran, with their scripts (the build's warm-up writes their caches). */
export function distScripts(): readonly DistScript[] {
  return ran;
}

/**
 * Runs a CommonJS file of dist/ with its code cache, as the bundle runs: packs and libraries
 * required on first use then neither parse nor compile what they ran before either (a contract's
 * first YAML parse compiles most of the yaml library).
 */
function runDistFile(file: string): { exports: unknown } {
  let module = distModules.get(file);
  if (module) return module;
  // The build escapes every non-ASCII character of these files: read as Latin-1, the text is a one-byte
  // string made in one copy (a UTF-8 read grows a buffer as it goes, then decodes).
  const source = fs.readFileSync(file).toString('latin1');
  if (!source.startsWith(DIST_FUNCTION_HEAD)) throw new Error(`${file} is not a file of this build; run \`npm run build:dist\``);
  let cachedData: Buffer | undefined;
  if (caches.read) {
    try {
      cachedData = fs.readFileSync(codeCacheFile(caches.manyTargets && manyTargetsFlagsSet(), file));
    } catch {
      cachedData = undefined;
    }
  }
  const script = new vm.Script(source, { filename: file, ...(cachedData ? { cachedData } : {}) });
  module = { exports: {} };
  distModules.set(file, module);
  ran.push({ file, script, cached: cachedData !== undefined });
  try {
    script.runInThisContext().call(module.exports, module.exports, requireFrom(path.dirname(file)), module, file, path.dirname(file));
  } catch (e) {
    // As require() does: a file that threw is not kept half-run, and no cache is written for it.
    distModules.delete(file);
    ran.splice(ran.findIndex((r) => r.file === file), 1);
    throw e;
  }
  return module;
}

/**
 * The require of a file of dist/: the other files of dist/ it names (./packs/*.cjs,
 * ../vendor/*.cjs) run through runDistFile; anything else (built-ins) is this file's require
 * (node:module's createRequire costs ~0.8 ms of loading).
 */
function requireFrom(dir: string): NodeJS.Require {
  return Object.assign((id: string) => {
    if (id.startsWith('.') && id.endsWith('.cjs')) {
      const file = path.resolve(dir, id);
      if (file.startsWith(__dirname + path.sep)) return runDistFile(file).exports;
    }
    return require(id);
  }, require);
}

/**
 * Loads the bundle; `script` can write a new code cache after a warm-up run; `cached` tells whether
 * a cache file was there. `manyTargets`: a run over many targets, whose files read the cache made
 * under MANY_TARGETS_V8_FLAGS once they are set (before that, the one-target cache). The packs and
 * libraries the bundle requires later read (or not) their caches the same way.
 */
export function loadBundle(useCache = true, manyTargets = false): { bundle: CliBundle; script: vm.Script; cached: boolean } {
  caches.read = useCache;
  caches.manyTargets = manyTargets;
  // Every cache is made and read under it, whichever thread loads first (MANY_TARGETS_V8_FLAGS holds it too).
  setOneTargetFlags();
  // Each call runs a bundle of its own, with its own packs and libraries (the build's warm-up and the tests compare caches).
  distModules.clear();
  ran.length = 0;
  const bundle = runDistFile(BUNDLE).exports as CliBundle;
  const { script, cached } = ran.find((r) => r.file === BUNDLE)!;
  return { bundle, script, cached };
}

const WORKER_ENTRY = path.join(__dirname, 'worker.cjs');

/** Options of every lint worker thread: which flags (and so which code cache) it starts under. */
function workerOptions(manyTargets: boolean): import('node:worker_threads').WorkerOptions {
  // A bounded young generation keeps each worker's heap, and so peak memory, from creeping up over big archives.
  return { workerData: { manyTargets, manyFlags }, resourceLimits: { maxYoungGenerationSizeMb: 16 } };
}

const newWorker = (manyTargets: boolean) => () => new (process.getBuiltinModule('node:worker_threads').Worker)(WORKER_ENTRY, workerOptions(manyTargets));

/** import() does not exist inside a vm script: custom rules are imported from here. A run over many targets sets its own newWorker. */
const launcher: Launcher = { importModule: (href: string) => import(href), newWorker: newWorker(false) };

/**
 * Starts a lint worker before the bundle loads (the command line looks like many targets): the
 * thread's start-up (Node's bootstrap and the bundle, ~100 ms) then runs beside the main thread's
 * instead of after it. The pool takes it over, or ends it when fewer targets need no worker;
 * unreferenced, it never keeps the process alive.
 */
function startWorkerAhead(): boolean {
  if (process.getBuiltinModule('node:os').availableParallelism() < 2) return false;
  const worker = launcher.newWorker!();
  worker.unref();
  let error: unknown;
  const keep = (e: unknown) => void (error ??= e);
  worker.on('error', keep);
  let taken = false;
  launcher.takeWorker = () => {
    if (taken) return undefined;
    taken = true;
    worker.off('error', keep);
    return { worker, error: () => error };
  };
  return true;
}

/**
 * Writes the code cache of a run that had none (the first run of an installed copy under this
 * Node version); a cache rejected for other V8 flags is kept for the runs without them. Written to a temporary name and renamed, so a concurrent run never reads half a file;
 * a folder it cannot write to only means the next run compiles again.
 */
function writeCodeCache(script: vm.Script, file: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(tmp, script.createCachedData());
    fs.renameSync(tmp, file);
  } catch {
    fs.rmSync(tmp, { force: true });
  }
}

/** Whether `child` is `parent` or lies below it. */
const within = (child: string, parent: string) => child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

/**
 * Whether the folder `dir` (of dist/) lies inside one of the folders a run linted (RunResult.linted):
 * a copy installed in the project it lints (`npm install --save-dev`) must not write its code cache
 * into the checked tree. Compared by real paths too, since this file's path is one and a folder named may not be.
 */
export function insideLinted(dir: string, linted: readonly string[]): boolean {
  const real = (p: string) => {
    try {
      return fs.realpathSync.native(p);
    } catch {
      return p;
    }
  };
  const dirs = [dir, real(dir)];
  return linted.some((folder) => {
    const folders = [folder, real(folder)];
    return dirs.some((d) => folders.some((f) => within(d, f)));
  });
}

/** Which of process.stdout and process.stderr exist: each is made by its getter on first use. */
const stdioMade = { stdout: false, stderr: false };

/** Notes when something (the linter's own fallback, a library, console) makes process.stdout or process.stderr. */
function watchStdio(): void {
  for (const name of ['stdout', 'stderr'] as const) {
    const d = Object.getOwnPropertyDescriptor(process, name);
    const get = d?.get;
    if (!get || !d.configurable) {
      stdioMade[name] = true;
      continue;
    }
    Object.defineProperty(process, name, {
      ...d,
      get() {
        stdioMade[name] = true;
        return get.call(process);
      },
    });
  }
}

/**
 * Whether every byte written has reached its file descriptor. The linter writes with writeSync;
 * a stdio stream, where one exists, may still hold output for a pipe (asynchronous on POSIX).
 */
function outputFlushed(): boolean {
  return (['stdout', 'stderr'] as const).every((name) => !stdioMade[name] || process[name].writableLength === 0);
}

export async function runCli(): Promise<void> {
  watchStdio();
  const argv = process.argv.slice(2);
  const manyTargets = looksLikeManyTargets(argv);
  // V8 flags other than the defaults make Node compile its own modules anew in a worker thread (their
  // code cache is checked against the flags): ~20 ms more of its start-up. So a worker started ahead
  // starts under the defaults and sets the flags itself once Node has started it (runWorker), while
  // this thread loads the bundle and reads the targets and configs; linting sets them if it comes first.
  if (manyTargets) {
    launcher.newWorker = newWorker(true);
    if (!startWorkerAhead()) setManyTargetsFlags();
    launcher.onLintStart = setManyTargetsFlags;
  }
  // One target found big while it is read: the flags from then on, too late for the code cache's.
  let flagsChanged = false;
  launcher.onBigTarget = () => {
    if (manyTargets) return setManyTargetsBigFlags();
    if (flagsChanged) return;
    process.getBuiltinModule('node:v8').setFlagsFromString(BIG_TARGET_V8_FLAGS);
    flagsChanged = true;
  };
  const { bundle } = loadBundle(true, manyTargets);
  const linted = await bundle.cli(argv, launcher);
  // A cache written now would carry the changed flags, and every later run would reject it.
  if (linted && !flagsChanged && !manyTargetsBigFlagsSet()) {
    // The usual run read every cache: nothing to write, and no path to compare.
    for (const r of ran) if (!r.cached && !insideLinted(path.dirname(r.file), linted)) writeCodeCache(r.script, codeCacheFile(manyTargets && manyTargetsFlagsSet(), r.file));
  }
  // A run that never left promise jobs starved the nextTick queue: what waits there (the warning a custom
  // rule emitted as it loaded, which Node prints on the next tick) runs before the exit.
  await new Promise((resolve) => process.nextTick(resolve));
  // Everything is written: ending now skips tearing down the heap (~4 ms of a run on one engagement, docs/benchmarks.md).
  if (outputFlushed()) process.exit();
  // Else once a slower reader has taken it all: a timer a custom rule left running must not keep the process alive.
  // Standard output through the bundle's own writer: process.stdout.write goes to stderr while custom rules run.
  const stderrDrained = stdioMade.stderr && process.stderr.writableLength > 0 ? new Promise((resolve) => process.stderr.write('', resolve)) : undefined;
  await Promise.all([bundle.stdoutDrained(), stderrDrained]);
  process.exit();
}

export function runWorker(): void {
  const data = process.getBuiltinModule('node:worker_threads').workerData as { manyTargets?: boolean; manyFlags?: Int32Array } | undefined;
  if (data?.manyFlags) manyFlags = data.manyFlags;
  if (data?.manyTargets) {
    launcher.onBigTarget = setManyTargetsBigFlags;
    // Node's modules a lint needs load before the flags, from Node's own code cache: hashing, and
    // folder listings (fs.opendirSync's internal module).
    process.getBuiltinModule('node:crypto');
    fs.opendirSync(__dirname).closeSync();
    setManyTargetsFlags();
  }
  loadBundle(true, Boolean(data?.manyTargets)).bundle.serveWorker(launcher);
}

export function runAction(): Promise<void> {
  // A runner's copy of the action is used once: no code cache is read or written.
  return loadBundle(false).bundle.runAction(launcher);
}
