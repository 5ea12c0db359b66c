// Starts the CLI bundle (dist/cli.cjs) with the V8 code cache the build wrote
// beside it (dist/cli.cache): on every commit the linter then neither parses
// nor compiles the code it runs. A cache V8 rejects (another Node version,
// other V8 flags) only costs the compile; the bundle behaves the same.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';

type CliBundle = typeof import('./bundle.js');

export const BUNDLE = path.join(__dirname, 'cli.cjs');
export const CODE_CACHE = path.join(__dirname, 'cli.cache');

/** Loads the bundle; `script` can write a new code cache after a warm-up run. */
export function loadBundle(useCache = true): { bundle: CliBundle; script: vm.Script } {
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
  return { bundle: module.exports, script };
}

/** import() does not exist inside a vm script: custom rules are imported from here. */
const launcher = { importModule: (href: string) => import(href), workerEntry: path.join(__dirname, 'worker.cjs') };

export function runCli(): Promise<void> {
  return loadBundle().bundle.cli(process.argv.slice(2), launcher);
}

export function runWorker(): void {
  loadBundle().bundle.serveWorker(launcher);
}

export function runAction(): Promise<void> {
  return loadBundle().bundle.runAction(launcher);
}
