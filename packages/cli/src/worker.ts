// Lints targets handed over by the main thread, so many targets use every core.
import { lintOne, type LintJob } from './lint-one.js';

/** Answers lint jobs posted to this worker thread. */
export function serveWorker(): void {
  const { parentPort } = process.getBuiltinModule('node:worker_threads');
  parentPort!.on('message', async (job: LintJob & { id: number }) => {
    try {
      parentPort!.postMessage({ id: job.id, report: await lintOne(job) });
    } catch (e) {
      parentPort!.postMessage({ id: job.id, error: { message: (e as Error).message, usage: (e as Error).name === 'UsageError' || (e as Error).name === 'ConfigError' } });
    }
  });
}
