// Lints targets handed over by the main thread, so many targets use every core.
import { lintOne, type LintJob } from './lint-one.js';
import type { Launcher } from './launcher.js';

/** Answers lint jobs posted to this worker thread. */
export function serveWorker(launcher: Launcher): void {
  const { parentPort } = process.getBuiltinModule('node:worker_threads');
  parentPort!.on('message', async (job: LintJob & { id: number }) => {
    try {
      parentPort!.postMessage({ id: job.id, report: await lintOne(job, launcher.importModule) });
    } catch (e) {
      parentPort!.postMessage({ id: job.id, error: { message: (e as Error).message, usage: (e as Error).name === 'UsageError' || (e as Error).name === 'ConfigError' } });
    }
  });
}
