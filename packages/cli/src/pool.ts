import { lintOne, shareDiffsAcross, type LintJob } from './lint-one.js';
import { UsageError, ConfigError, probeOnce, shareGitTimeouts, type TargetReport } from '@engagement-lint/core/runner';
import type { Launcher } from './launcher.js';
import { noteStray } from './stray-errors.js';
import type { ProbeRequest, WorkerJobs, WorkerMessage } from './worker.js';

/** Below this many targets a worker's start-up costs more than it saves. */
const PARALLEL_FROM = 4;

type Worker = import('node:worker_threads').Worker;

/** How many threads lint `count` targets: the main thread and one worker per further core. */
function lanesFor(count: number, launcher: Launcher): number {
  // node:os loads only when there are enough targets to share out.
  return count < PARALLEL_FROM || !launcher.newWorker ? 1 : Math.min(count, process.getBuiltinModule('node:os').availableParallelism());
}

/** Workers started ahead of lintAll, and the error one of them raised before it was used. */
const early: Array<{ worker: Worker; onError: (e: unknown) => void }> = [];
let earlyError: unknown;

/**
 * Starts the worker threads that lintAll will use for `count` targets, so that their start-up
 * (Node's bootstrap of a thread and the bundle) runs while the main thread still checks targets
 * and configs. They do not keep the process alive until lintAll takes them: an invocation that
 * stops on a usage error before linting ends as it would without them.
 */
export function startWorkers(count: number, launcher: Launcher): void {
  const ahead = launcher.takeWorker?.();
  if (ahead) keepEarly(ahead.worker, ahead.error());
  for (let w = early.length + 1; w < lanesFor(count, launcher); w++) {
    const worker = launcher.newWorker!();
    worker.unref();
    keepEarly(worker);
  }
}

/** Holds a started worker until lintAll takes it, keeping the first error it raised (`raised`: one from before). */
function keepEarly(worker: Worker, raised?: unknown): void {
  const onError = (e: unknown) => void (earlyError ??= e);
  if (raised !== undefined) onError(raised);
  worker.on('error', onError);
  early.push({ worker, onError });
}

/**
 * Lints jobs in order of the results, on every core when there are enough of
 * them: the main thread and one worker thread per further core. Each thread
 * holds one model at a time, so memory stays flat however many targets there are.
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
  const lanes = lanesFor(jobs.length, launcher);
  shareDiffsAcross(jobs);
  launcher.onLintStart?.();
  // Workers started ahead for more targets than there are now (some were ignored) are not needed.
  for (const spare of early.splice(Math.max(0, lanes - 1))) void spare.worker.terminate();
  const newWorker = launcher.newWorker;
  if (lanes < 2 || !newWorker) {
    const out: TargetReport[] = [];
    for (const [i, job] of jobs.entries()) {
      const report = await lintOne(job, launcher);
      if (onReport) deliver(i, report);
      else out.push(report);
      onDone?.(i + 1);
    }
    return out;
  }
  // A repository git ran out of time on in one thread is not waited on again in another.
  shareGitTimeouts();
  const results: TargetReport[] = onReport ? [] : new Array(jobs.length);
  // Every thread claims its next target from one shared counter as it becomes free, without a
  // message through the main thread (which answers only between its own targets): no thread
  // waits for work while targets are left, and none holds a queue the others cannot take from.
  const claim = new Int32Array(new SharedArrayBuffer(4));
  const claimNext = () => Atomics.add(claim, 0, 1);
  let done = 0;
  const finish = (id: number, report: TargetReport) => {
    if (onReport) deliver(id, report);
    else results[id] = report;
    onDone?.(++done);
  };
  await new Promise<void>((resolve, reject) => {
    // The main thread is one of the lanes: it would otherwise wait idle, and each worker thread
    // costs a start-up of its own (Node's bootstrap of the thread and the bundle, ~100 ms of CPU).
    let live = lanes;
    let failed = false;
    const fail = (e: unknown) => {
      if (!failed) Atomics.store(claim, 0, jobs.length);
      failed = true;
      reject(e);
    };
    const laneDone = () => {
      if (--live === 0 && !failed) resolve();
    };
    if (earlyError !== undefined) {
      for (const { worker } of early.splice(0)) void worker.terminate();
      const e = earlyError;
      earlyError = undefined;
      fail(e);
      return;
    }
    for (let w = 1; w < lanes; w++) {
      const ahead = early.shift();
      ahead?.worker.off('error', ahead.onError);
      const worker = ahead?.worker ?? newWorker();
      worker.ref();
      // Whether the thread said it is done (or failed): one that ends before would leave this run
      // waiting on targets nobody lints, or, with nothing left to wait on, ending as if it passed.
      let said = false;
      worker.on('exit', (code) => {
        if (!said) fail(new Error(`a lint worker thread ended before its targets were done (exit code ${code})`));
      });
      worker.on('message', (msg: WorkerMessage | ProbeRequest) => {
        if ('probe' in msg) {
          const { seq, executable, args, timeoutMs, pathEnv } = msg.probe;
          void probeOnce(executable, args, timeoutMs, undefined, pathEnv).then((result) => worker.postMessage({ probeAnswer: seq, result }));
          return;
        }
        if ('stray' in msg) {
          noteStray(msg.stray);
          return;
        }
        if ('done' in msg) {
          said = true;
          void worker.terminate();
          laneDone();
          return;
        }
        if (msg.error) {
          said = true;
          void worker.terminate();
          fail(msg.error.usage ? new UsageError(msg.error.message) : new Error(msg.error.message));
          return;
        }
        if (!failed) finish(msg.id, msg.report!);
      });
      worker.on('error', fail);
      worker.postMessage({ jobs, claim } satisfies WorkerJobs);
    }
    void (async () => {
      for (let id = claimNext(); !failed && id < jobs.length; id = claimNext()) {
        let report: TargetReport;
        try {
          report = await lintOne(jobs[id]!, launcher);
        } catch (e) {
          fail(e);
          return;
        }
        if (!failed) finish(id, report);
        // Lets the workers' reports and requests in between two targets of this thread.
        await new Promise((r) => setImmediate(r));
      }
      laneDone();
    })();
  });
  return results;
}

export { ConfigError };
