// A lint worker thread that ends before it says it is done (Node ends a thread whose event loop has
// nothing left to wait on) fails the run with one line: the run neither waits forever on its targets
// nor, with nothing left to wait on itself, ends with status 0 and half a report.
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { lintAll } from '../packages/cli/src/pool.js';
import type { LintJob } from '../packages/cli/src/lint-one.js';
import { repoRoot } from './cli-helpers.js';

/** Takes the jobs, then lets its thread end: nothing holds it open, and it never posts `done`. */
const vanishes = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', () => parentPort.unref());`;

const jobs: LintJob[] = Array.from({ length: 6 }, () => ({ target: path.join(repoRoot, 'examples/clean-S/engagement'), git: false }));

describe.skipIf(os.availableParallelism() < 2)('a lint worker thread that ends before it is done', () => {
  it('fails the run with one line', async () => {
    const launcher = { importModule: (href: string) => import(href), newWorker: () => new Worker(vanishes, { eval: true }) };
    await expect(lintAll(jobs, launcher)).rejects.toThrow(/^a lint worker thread ended before its targets were done \(exit code 0\)$/);
  }, 10_000);
});
