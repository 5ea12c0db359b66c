// How lintAll shares targets between the main thread and worker threads: each thread claims the
// next target from one shared counter. The workers here are stand-ins that speak the workers'
// protocol (cli/src/worker.ts); the main thread lints for real.
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { lintAll } from '../packages/cli/src/pool.js';
import type { LintJob } from '../packages/cli/src/lint-one.js';
import type { Launcher } from '../packages/cli/src/launcher.js';
import { repoRoot } from './cli-helpers.js';

/** A worker that claims targets as the real one does and answers each with a stand-in report; `fails`: it reports an error for the first target it claims instead. */
const standIn = (fails = false) => `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ jobs, claim }) => {
  for (let id = Atomics.add(claim, 0, 1); id < jobs.length; id = Atomics.add(claim, 0, 1)) {
    if (${fails}) { parentPort.postMessage({ id, error: { message: 'worker broke on ' + jobs[id].target, usage: false } }); return; }
    // Slower than the main thread at first, so that both threads take targets.
    const until = Date.now() + 20; while (Date.now() < until);
    parentPort.postMessage({ id, report: { standIn: true, target: jobs[id].target } });
  }
  parentPort.postMessage({ done: true });
});`;

const jobs = (n: number): LintJob[] => Array.from({ length: n }, () => ({ target: path.join(repoRoot, 'examples/clean-L/engagement'), git: false, allChecks: true }));

function launcher(fails?: boolean): Launcher & { flagsAsked: number } {
  const l = {
    flagsAsked: 0,
    importModule: (href: string) => import(href),
    newWorker: () => new Worker(standIn(fails), { eval: true }),
    onLintStart: () => void l.flagsAsked++,
  };
  return l;
}

// lintAll starts one worker per further core: a machine of one core lints in one thread.
describe.skipIf(os.availableParallelism() < 2)('lintAll over several threads', () => {
  it('lints every target once, on whichever thread claims it, and keeps the targets in order', async () => {
    const l = launcher();
    const reports = (await lintAll(jobs(12), l)) as unknown as Array<{ standIn?: boolean; target: string; status?: string }>;
    expect(reports).toHaveLength(12);
    expect(reports.every((r) => r !== undefined)).toBe(true);
    const byWorker = reports.filter((r) => r.standIn).length;
    // Both the main thread (real reports) and the worker (stand-ins) took targets.
    expect(byWorker).toBeGreaterThan(0);
    expect(byWorker).toBeLessThan(12);
    for (const r of reports.filter((x) => !x.standIn)) expect(r.status).toBe('pass');
    expect(l.flagsAsked).toBe(1);
  });

  it('hands reports over in target order as they become ready', async () => {
    const seen: number[] = [];
    await lintAll(jobs(8), launcher(), undefined, (_report, index) => seen.push(index));
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("stops on a worker's error with its message", async () => {
    const l = launcher(true);
    await expect(lintAll(jobs(30), l)).rejects.toThrow(`worker broke on ${path.join(repoRoot, 'examples/clean-L/engagement')}`);
  });
});
