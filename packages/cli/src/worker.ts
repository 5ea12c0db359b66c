// Lints targets handed over by the main thread, so many targets use every core.
import { lintOne, type LintJob } from './lint-one.js';
import type { Launcher } from './launcher.js';
import { routeConsoleToStderr } from './stdout.js';
import { shareGitTimeouts, type ProbeResult, type ProbeTransport } from '@engagement-lint/core/runner';

/** A worker's tool probe, answered by the main thread from the invocation's one probe cache. */
export interface ProbeRequest {
  probe: { seq: number; executable: string; args: string[]; timeoutMs?: number };
}

/** Answers lint jobs posted to this worker thread. */
export function serveWorker(launcher: Launcher): void {
  const { parentPort } = process.getBuiltinModule('node:worker_threads');
  // This thread's console is its own: what a custom rule prints here goes to stderr too.
  routeConsoleToStderr();
  shareGitTimeouts();
  const waiting = new Map<number, (r: ProbeResult) => void>();
  let seq = 0;
  let queue = Promise.resolve();
  // This thread's probes go to the main thread, which holds the invocation's one probe cache.
  const askMain: ProbeTransport = (executable, args, timeoutMs) => {
    const id = ++seq;
    parentPort!.postMessage({ probe: { seq: id, executable, args, timeoutMs } } satisfies ProbeRequest);
    return new Promise((resolve) => waiting.set(id, resolve));
  };
  parentPort!.on('message', (msg: (LintJob & { id: number }) | { probeAnswer: number; result: ProbeResult }) => {
    if ('probeAnswer' in msg) {
      waiting.get(msg.probeAnswer)?.(msg.result);
      waiting.delete(msg.probeAnswer);
      return;
    }
    // Jobs are linted one after the other (the main thread queues the next one ahead), so this thread holds one model at a time.
    queue = queue.then(async () => {
      try {
        parentPort!.postMessage({ id: msg.id, report: await lintOne(msg, { importModule: launcher.importModule }, askMain) });
      } catch (e) {
        parentPort!.postMessage({ id: msg.id, error: { message: (e as Error).message, usage: (e as Error).name === 'UsageError' || (e as Error).name === 'ConfigError' } });
      }
    });
  });
}
