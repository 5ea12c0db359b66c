/**
 * A promise rejected with nothing to handle it (a custom rule's check that starts work without
 * awaiting it) would crash the run with a stack trace, or, ending with the run, pass unnoticed.
 * Instead the first one is kept, and the run ends with it as a one-line error and exit code 2.
 */
let first: string | undefined;

/** The first line of a rejection's reason, as the one-line error quotes it. */
const reasonWords = (reason: unknown): string => (reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)).split('\n')[0]!.slice(0, 300);

/** Keeps a stray rejection of this thread; `report`: where it goes instead (a worker posts it to the main thread). */
export function watchStrayRejections(report: (words: string) => void = noteStray): void {
  process.on('unhandledRejection', (reason) => report(reasonWords(reason)));
}

/**
 * An exception nothing caught (thrown from a custom rule's timer or callback) ends the run here with one line and
 * exit code 2, not Node's stack trace (ENGAGEMENT_LINT_DEBUG prints it too).
 */
export function watchUncaught(say: (message: string) => void): void {
  process.on('uncaughtException', (e) => {
    if (process.env['ENGAGEMENT_LINT_DEBUG']) console.error(e);
    const message = uncaughtWords(e);
    closeOutputs?.(message);
    say(message);
    process.exit(2);
  });
}

/** The run's error line for an exception nothing caught, in any thread. */
export const uncaughtWords = (e: unknown) => `an exception nothing caught ended the lint (${reasonWords(e)}); a custom rule may throw from a timer or a callback`;

/** Closes the documents a run streams, each with the error that ended it (run.ts), so stdout stays one valid document. */
let closeOutputs: ((message: string) => void) | undefined;

/** Sets how the streamed documents are closed should an uncaught exception end the run; returns the undo. */
export function closeOnFatal(close: (message: string) => void): () => void {
  closeOutputs = close;
  return () => {
    closeOutputs = undefined;
  };
}

/** Keeps the first stray rejection of the run (this thread's, or one a worker posted). */
export function noteStray(words: string): void {
  first ??= words;
}

/** The run's error line for its first stray rejection, if any: Node reports rejections between macrotasks, so one turn passes first. */
export async function strayRejection(): Promise<string | undefined> {
  await new Promise((resolve) => setImmediate(resolve));
  return first === undefined ? undefined : `a promise was rejected and never handled during the lint (${first}); a custom rule may start work without awaiting it`;
}
