// Lints targets handed over by the main thread, so many targets use every core.
import { lintOne, shareDiffsAcross, type LintJob } from './lint-one.js';
import type { Launcher } from './launcher.js';
import { routeConsoleToStderr, sayWarningsEscaped } from './stdout.js';
import { settled, uncaughtWords, watchStrayRejections } from './stray-errors.js';
import { shareGitTimeouts, type ProbeResult, type ProbeTransport, type TargetReport } from '@engagement-lint/core/runner';

/** A worker's tool probe, answered by the main thread from the invocation's one probe cache. */
export interface ProbeRequest {
  probe: { seq: number; executable: string; args: string[]; timeoutMs?: number; pathEnv?: string };
}

/** The targets of a run, posted once to each worker: `claim` (shared by every thread) counts those taken. */
export interface WorkerJobs {
  jobs: LintJob[];
  claim: Int32Array;
}

/** What a worker posts: a target's report or error, then `done` once no target is left to claim. */
export type WorkerMessage = { id: number; report?: TargetReport; error?: { message: string; usage: boolean } } | { done: true } | { stray: string };

/** Lints the targets this worker thread claims, one after the other, so it holds one model at a time. */
export function serveWorker(launcher: Launcher): void {
  const { parentPort } = process.getBuiltinModule('node:worker_threads');
  // This thread's console is its own: what a custom rule prints here goes to stderr too.
  routeConsoleToStderr();
  sayWarningsEscaped();
  // A rejection nothing handled goes to the main thread, which ends the run with it.
  watchStrayRejections((stray) => parentPort!.postMessage({ stray } satisfies WorkerMessage));
  // An exception nothing caught stops the run as the main thread's own would: one line, the streamed documents closed.
  process.on('uncaughtException', (e) => parentPort!.postMessage({ id: -1, error: { message: uncaughtWords(e), usage: false } } satisfies WorkerMessage));
  shareGitTimeouts();
  const waiting = new Map<number, (r: ProbeResult) => void>();
  let seq = 0;
  // This thread's probes go to the main thread, which holds the invocation's one probe cache.
  const askMain: ProbeTransport = (executable, args, timeoutMs, pathEnv) => {
    const id = ++seq;
    parentPort!.postMessage({ probe: { seq: id, executable, args, timeoutMs, pathEnv } } satisfies ProbeRequest);
    // An answer is awaited: the port holds the thread open until it comes (see lintClaimed).
    parentPort!.ref();
    return new Promise((resolve) => waiting.set(id, resolve));
  };
  const post = (msg: WorkerMessage) => parentPort!.postMessage(msg);
  const lintClaimed = async ({ jobs, claim }: WorkerJobs) => {
    // While this thread lints, the port holds it open only for a probe's answer: a custom check that
    // waits on nothing then empties the event loop, and fails at once (core's engine.ts), as on the main thread.
    parentPort!.unref();
    shareDiffsAcross(jobs);
    for (let id = Atomics.add(claim, 0, 1); id < jobs.length; id = Atomics.add(claim, 0, 1)) {
      try {
        post({ id, report: await lintOne(jobs[id]!, { importModule: launcher.importModule, onBigTarget: launcher.onBigTarget }, askMain) });
      } catch (e) {
        parentPort!.ref();
        post({ id, error: { message: (e as Error).message, usage: (e as Error).name === 'UsageError' || (e as Error).name === 'ConfigError' } });
        return;
      }
    }
    // Timers and rejections the lint left due get their turn, so their errors reach the main thread before `done`.
    await settled();
    // Node reports this thread's rejections between macrotasks: one turn first (settled may take none).
    await new Promise((resolve) => setImmediate(resolve));
    parentPort!.ref();
    post({ done: true });
  };
  parentPort!.on('message', (msg: WorkerJobs | { probeAnswer: number; result: ProbeResult }) => {
    if ('probeAnswer' in msg) {
      waiting.get(msg.probeAnswer)?.(msg.result);
      waiting.delete(msg.probeAnswer);
      if (!waiting.size) parentPort!.unref();
      return;
    }
    void lintClaimed(msg);
  });
}
