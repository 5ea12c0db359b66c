/**
 * What the process running the linter lends it. The CLI runs its bundle as a
 * cached script (no compile on every commit), where `import()` does not exist:
 * its launcher supplies one, and the file that starts a worker thread.
 */
export declare const host: {
    /** Imports an ES module by URL (custom rules). */
    importModule: (href: string) => Promise<{
        default?: unknown;
    }>;
    /** Entry file of a lint worker thread; without one, targets are linted in this thread. */
    workerEntry?: string;
};
