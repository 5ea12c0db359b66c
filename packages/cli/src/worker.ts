// Lints targets handed over by the main thread, so many targets use every core.
import { parentPort } from 'node:worker_threads';
import { lintOne, type LintJob } from './lint-one.js';

parentPort!.on('message', async (job: LintJob & { id: number }) => {
  try {
    parentPort!.postMessage({ id: job.id, report: await lintOne(job) });
  } catch (e) {
    parentPort!.postMessage({ id: job.id, error: { message: (e as Error).message, usage: (e as Error).name === 'UsageError' || (e as Error).name === 'ConfigError' } });
  }
});
