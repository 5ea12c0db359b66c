/**
 * What the process starting the CLI lends it. The bundle runs as a cached
 * script (no compile on every commit), where `import()` does not exist: the
 * launcher supplies one (custom rules), and the file that starts a worker.
 */
export interface Launcher {
  /** Imports an ES module by URL. */
  importModule(href: string): Promise<{ default?: unknown }>;
  /** Entry file of a lint worker thread; without one, targets are linted in this thread. */
  workerEntry?: string;
  /** A lint worker started before the bundle loaded, with the error it raised so far; handed over once. */
  takeWorker?(): { worker: import('node:worker_threads').Worker; error: () => unknown } | undefined;
}

/** Run from source (tests, the API): Node's own import(), every target in this thread. */
export const SOURCE_LAUNCHER: Launcher = { importModule: (href) => import(href) as Promise<{ default?: unknown }> };
