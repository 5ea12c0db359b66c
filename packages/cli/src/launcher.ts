/**
 * What the process starting the CLI lends it. The bundle runs as a cached
 * script (no compile on every commit), where `import()` does not exist: the
 * launcher supplies one (custom rules), and the way to start a worker.
 */
export interface Launcher {
  /** Imports an ES module by URL. */
  importModule(href: string): Promise<{ default?: unknown }>;
  /** Starts a lint worker thread; without it, targets are linted in this thread. */
  newWorker?(): import('node:worker_threads').Worker;
  /**
   * The target being linted turned out big: the rest of the run is long, and the launcher sets the
   * V8 flags of a big target. Only where the launcher chose the flags (the main thread of the bin).
   */
  onBigTarget?(): void;
  /**
   * Linting of many targets starts: the launcher sets the V8 flags of many targets now if a worker
   * started ahead has not yet (launch.ts).
   */
  onLintStart?(): void;
  /** A lint worker started before the bundle loaded, with the error it raised so far; handed over once. */
  takeWorker?(): { worker: import('node:worker_threads').Worker; error: () => unknown } | undefined;
}

/** Run from source (tests, the API): Node's own import(), every target in this thread. */
export const SOURCE_LAUNCHER: Launcher = { importModule: (href) => import(href) as Promise<{ default?: unknown }> };
