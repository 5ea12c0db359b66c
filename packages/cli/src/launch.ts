// Starts the CLI bundle (dist/cli.cjs) with the V8 code cache beside it
// (dist/cli-<node version>.cache): on every commit the linter then neither
// parses nor compiles the code it runs. The cache depends on the Node version,
// so it is not shipped: the build writes it after warm-up runs, and an
// installed copy writes it after its first run under a Node version (when its
// folder is writable). A cache V8 rejects (other V8 flags) only costs the
// compile; the bundle behaves the same.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import type { Launcher } from './launcher.js';

type CliBundle = typeof import('./bundle.js');

export const BUNDLE = path.join(__dirname, 'cli.cjs');
export const CODE_CACHE = path.join(__dirname, `cli-${process.version}.cache`);

/** Loads the bundle; `script` can write a new code cache after a warm-up run; `cached` tells whether a cache file was there. */
export function loadBundle(useCache = true): { bundle: CliBundle; script: vm.Script; cached: boolean } {
  // The build escapes every non-ASCII character, so this is a one-byte string.
  const source = fs.readFileSync(BUNDLE, 'utf8');
  let cachedData: Buffer | undefined;
  if (useCache) {
    try {
      cachedData = fs.readFileSync(CODE_CACHE);
    } catch {
      cachedData = undefined;
    }
  }
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: BUNDLE, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} as CliBundle };
  const requireFromBundle = createRequire(BUNDLE);
  // js-yaml probes for esprima, used only by its unsafe !!js/function type, which gray-matter's safe
  // load never reads; refusing it keeps ~13 ms of module loading off every start.
  const require = Object.assign((id: string) => {
    if (id === 'esprima') throw new Error('esprima is not loaded');
    return requireFromBundle(id);
  }, requireFromBundle);
  script.runInThisContext().call(module.exports, module.exports, require, module, BUNDLE, __dirname);
  return { bundle: module.exports, script, cached: cachedData !== undefined };
}

const WORKER_ENTRY = path.join(__dirname, 'worker.cjs');

/** import() does not exist inside a vm script: custom rules are imported from here. */
const launcher: Launcher = { importModule: (href: string) => import(href), workerEntry: WORKER_ENTRY };

/**
 * Starts a lint worker before the bundle loads when the command line looks like several targets (a
 * glob, or four words that are no options): the thread's start-up (Node's bootstrap and the bundle,
 * ~100 ms) then runs beside the main thread's instead of after it. The pool takes it over, or ends
 * it when fewer targets need no worker; unreferenced, it never keeps the process alive.
 */
function startWorkerAhead(argv: string[]): void {
  if (argv[0] === 'rules' || argv[0] === 'explain') return;
  const words = argv.filter((a) => !a.startsWith('-'));
  if (!words.some((w) => /[*?[{]/.test(w)) && words.length < 4) return;
  if (process.getBuiltinModule('node:os').availableParallelism() < 2) return;
  const { Worker } = process.getBuiltinModule('node:worker_threads');
  const worker = new Worker(WORKER_ENTRY, { resourceLimits: { maxYoungGenerationSizeMb: 16 } });
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
}

/**
 * Writes the code cache of a run that had none (the first run of an installed copy under this
 * Node version); a cache rejected for other V8 flags is kept for the runs without them. Written to a temporary name and renamed, so a concurrent run never reads half a file;
 * a folder it cannot write to only means the next run compiles again.
 */
function writeCodeCache(script: vm.Script): void {
  const tmp = `${CODE_CACHE}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(tmp, script.createCachedData());
    fs.renameSync(tmp, CODE_CACHE);
  } catch {
    fs.rmSync(tmp, { force: true });
  }
}

export async function runCli(): Promise<void> {
  startWorkerAhead(process.argv.slice(2));
  const { bundle, script, cached } = loadBundle();
  await bundle.cli(process.argv.slice(2), launcher);
  if (!cached) writeCodeCache(script);
}

export function runWorker(): void {
  loadBundle().bundle.serveWorker(launcher);
}

export function runAction(): Promise<void> {
  // A runner's copy of the action is used once: no code cache is read or written.
  return loadBundle(false).bundle.runAction(launcher);
}
