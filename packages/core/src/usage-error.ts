/** A caller's mistake (a bad option, a missing target): one line to show, exit 2 on the command line. */
export class UsageError extends Error {
  override name = 'UsageError';
}
