/**
 * Errors no code path catches, most likely a custom rule's: a promise it rejects with nothing to
 * handle it (work started without `await`), or an exception it throws from a timer or a callback.
 * Left to Node, the first crashes the run with a stack trace, or, ending with the run, passes
 * unnoticed; the second crashes it. Instead each ends the run with one line and exit code 2.
 */

/** The first stray rejection of the run (this thread's, or one a worker posted). */
let firstRejection: string | undefined;

/** Closes the documents a run streams, each with the error that ended it (run.ts), so stdout stays one valid document. */
let closeOutputs: ((message: string) => void) | undefined;

/** The first line of a reason, as the one-line error quotes it. */
const reasonWords = (reason: unknown): string => (reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)).split('\n')[0]!.slice(0, 300);

/** The run's error line for an exception nothing caught, in any thread. */
export const uncaughtWords = (e: unknown) => `an exception nothing caught ended the lint (${reasonWords(e)}); a custom rule may throw from a timer or a callback`;

/** Keeps a stray rejection of this thread; `report`: where it goes instead (a worker posts it to the main thread). */
export function watchStrayRejections(report: (words: string) => void = noteStray): void {
  process.on('unhandledRejection', (reason) => report(reasonWords(reason)));
}

/** Keeps the first stray rejection of the run. */
export function noteStray(words: string): void {
  firstRejection ??= words;
}

/** The run's error line for its first stray rejection, if any: Node reports rejections between macrotasks, so one turn passes first. */
export async function strayRejection(): Promise<string | undefined> {
  await new Promise((resolve) => setImmediate(resolve));
  return firstRejection === undefined ? undefined : `a promise was rejected and never handled during the lint (${firstRejection}); a custom rule may start work without awaiting it`;
}

/** Ends the run on an exception nothing caught: the streamed documents closed, one line, exit 2 (ENGAGEMENT_LINT_DEBUG prints the stack too). */
export function watchUncaught(say: (message: string) => void): void {
  process.on('uncaughtException', (e) => {
    if (process.env['ENGAGEMENT_LINT_DEBUG']) console.error(e);
    const message = uncaughtWords(e);
    closeOutputs?.(message);
    say(message);
    process.exit(2);
  });
}

/** Sets how the streamed documents are closed should an uncaught exception end the run; returns the undo. */
export function closeOnFatal(close: (message: string) => void): () => void {
  closeOutputs = close;
  return () => {
    closeOutputs = undefined;
  };
}
