/**
 * Errors no code path catches, most likely a custom rule's: a promise it rejects with nothing to
 * handle it (work started without `await`), or an exception it throws from a timer or a callback.
 * Left to Node, the first crashes the run with a stack trace, or, ending with the run, passes
 * unnoticed; the second crashes it. Instead each ends the run with one line and exit code 2, and
 * before any report is finished (guardLint): a report never says pass while the exit code says 2.
 * One that comes after the report was written can change neither: it is said, and the report stands.
 */
import { sayToStderr, stdoutDrained } from './stdout.js';

/** The first stray rejection of the run (this thread's, or one a worker posted). */
let firstRejection: string | undefined;

/** Set while guardLint runs: stops the lint with an exception nothing caught. */
let stopLint: ((message: string) => void) | undefined;

/** Where things are: the report is still to come, the run is ending on an error, or the report is written. */
let phase: 'linting' | 'ending' | 'written' = 'linting';

/** Whether this thread loaded custom rule code, the likely source of stray errors. */
let customCode = false;

/** How this run says an error (stderr; the Action's error annotation). */
let say: (message: string) => void = sayToStderr;

/** The first line of a reason, as the one-line error quotes it. */
const reasonWords = (reason: unknown): string => (reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)).split('\n')[0]!.slice(0, 300);

/** The run's error line for an exception nothing caught, in any thread. */
export const uncaughtWords = (e: unknown) => `an exception nothing caught ended the lint (${reasonWords(e)}); a custom rule may throw from a timer or a callback`;

const rejectionWords = (words: string) => `a promise was rejected and never handled during the lint (${words}); a custom rule may start work without awaiting it`;

/** Keeps a stray rejection of this thread; `report`: where it goes instead (a worker posts it to the main thread). */
export function watchStrayRejections(report: (words: string) => void = noteStray): void {
  process.on('unhandledRejection', (reason) => report(reasonWords(reason)));
}

/** Keeps the first stray rejection of the run; one after its report is said only. */
export function noteStray(words: string): void {
  if (phase === 'written') say(`a promise was rejected and never handled after the report was written, which stands (${words}); a custom rule may start work without awaiting it`);
  else firstRejection ??= words;
}

/** The run's error line for its first stray rejection not yet reported, if any: Node reports rejections between macrotasks, so one turn passes first. */
export async function strayRejection(): Promise<string | undefined> {
  await new Promise((resolve) => setImmediate(resolve));
  return firstRejection === undefined ? undefined : rejectionWords(firstRejection);
}

/**
 * Ends the run on an exception nothing caught: while a lint runs, guardLint stops it (its caller
 * closes the streamed documents); else one line, and exit 2 once stdout is written out
 * (ENGAGEMENT_LINT_DEBUG prints the stack too).
 */
export function watchUncaught(sayError: (message: string) => void): void {
  say = sayError;
  process.on('uncaughtException', (e) => {
    if (process.env['ENGAGEMENT_LINT_DEBUG']) console.error(e);
    // The run ends on its first error: the line said, the documents closed.
    if (phase === 'ending') return;
    if (phase === 'written') return say(`an exception nothing caught came after the report was written, which stands (${reasonWords(e)}); a custom rule may throw from a timer or a callback`);
    const message = uncaughtWords(e);
    if (stopLint) return stopLint(message);
    phase = 'ending';
    say(message);
    process.exitCode = 2;
    void stdoutDrained().then(() => process.exit(2));
  });
}

/** Custom rule code was loaded in this thread: see settled. */
export function noteCustomCode(): void {
  customCode = true;
}

/**
 * Resolves once the timers and rejections custom rule code left due have had their turn, while
 * they can still change the report: a 0 ms timer a rule set fires before this one. Without such
 * code, at once: a timer costs a run a millisecond.
 */
export function settled(): Promise<void> {
  return customCode ? new Promise((resolve) => setTimeout(resolve, 0)) : Promise.resolve();
}

/**
 * Runs a lint (and the making of its documents) so that a stray error is the run's error: an
 * exception nothing caught stops it where it is; a stray rejection fails it once done. Either way
 * guardLint throws before its caller writes or closes a document, which closes each one with the
 * error instead.
 */
export async function guardLint<T>(lint: () => Promise<T>): Promise<T> {
  let stop!: (e: Error) => void;
  const stopped = new Promise<never>((_, reject) => (stop = reject));
  stopLint = (message) => stop(new Error(message));
  // A process may run more than one lint (the API, tests).
  phase = 'linting';
  try {
    const work = lint();
    // The lint goes on in the background once stopped: what it throws then is not the run's.
    work.catch(() => undefined);
    const value = await Promise.race([work, stopped]);
    await Promise.race([settled(), stopped]);
    const stray = firstRejection;
    firstRejection = undefined;
    if (stray !== undefined) throw new Error(rejectionWords(stray));
    return value;
  } catch (e) {
    phase = 'ending';
    throw e;
  } finally {
    stopLint = undefined;
  }
}

/** The run's documents are written (or closed): a stray error from now on cannot change them, nor the exit code. */
export function reportWritten(): void {
  phase = 'written';
}
