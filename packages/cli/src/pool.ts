import { lintOne, type LintJob } from './lint-one.js';
import { UsageError, ConfigError, probeOnce, type TargetReport } from '@engagement-lint/core/runner';
import type { Launcher } from './launcher.js';
import type { ProbeRequest } from './worker.js';

/** Below this many targets a worker's start-up costs more than it saves. */
const PARALLEL_FROM = 4;

/**
 * Lints jobs in order of the results, on every core when there are enough of
 * them. Each worker holds one model at a time, so memory stays flat however
 * many targets there are.
 */
export async function lintAll(jobs: LintJob[], launcher: Launcher, onDone?: (done: number) => void, onReport?: (report: TargetReport, index: number) => void): Promise<TargetReport[]> {
  // With onReport, reports are handed over in target order as soon as they are ready and not kept.
  const pending = new Map<number, TargetReport>();
  let emitted = 0;
  const deliver = (index: number, report: TargetReport) => {
    if (!onReport) return;
    pending.set(index, report);
    while (pending.has(emitted)) {
      const r = pending.get(emitted)!;
      pending.delete(emitted);
      onReport(r, emitted++);
    }
  };
  const workerEntry = launcher.workerEntry;
  // node:os loads only when there are enough targets to share out.
  const workers = jobs.length < PARALLEL_FROM || !workerEntry ? 1 : Math.min(jobs.length, process.getBuiltinModule('node:os').availableParallelism());
  if (workers < 2 || !workerEntry) {
    const out: TargetReport[] = [];
    for (const [i, job] of jobs.entries()) {
      const report = await lintOne(job, launcher.importModule);
      if (onReport) deliver(i, report);
      else out.push(report);
      onDone?.(i + 1);
    }
    return out;
  }
  const results: TargetReport[] = onReport ? [] : new Array(jobs.length);
  let next = 0;
  let done = 0;
  await new Promise<void>((resolve, reject) => {
    let live = workers;
    let failed = false;
    for (let w = 0; w < workers; w++) {
      // A bounded young generation keeps each worker's heap, and so peak memory, from creeping up over big archives.
      const worker = new (process.getBuiltinModule('node:worker_threads').Worker)(workerEntry, { resourceLimits: { maxYoungGenerationSizeMb: 16 } });
      const feed = () => {
        if (failed || next >= jobs.length) {
          void worker.terminate();
          if (--live === 0 && !failed) resolve();
          return;
        }
        const id = next++;
        worker.postMessage({ ...jobs[id], id });
      };
      worker.on('message', (msg: { id: number; report?: TargetReport; error?: { message: string; usage: boolean } } | ProbeRequest) => {
        if ('probe' in msg) {
          const { seq, executable, args, timeoutMs } = msg.probe;
          void probeOnce(executable, args, timeoutMs).then((result) => worker.postMessage({ probeAnswer: seq, result }));
          return;
        }
        if (msg.error) {
          failed = true;
          void worker.terminate();
          reject(msg.error.usage ? new UsageError(msg.error.message) : new Error(msg.error.message));
          return;
        }
        if (onReport) deliver(msg.id, msg.report!);
        else results[msg.id] = msg.report!;
        onDone?.(++done);
        feed();
      });
      worker.on('error', (e) => {
        failed = true;
        reject(e);
      });
      feed();
    }
  });
  return results;
}

export { ConfigError };
