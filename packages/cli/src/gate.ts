import { plural } from '@engagement-lint/core/runner';

/** The flags that gate on warnings. */
export interface WarningGate {
  failOn: 'error' | 'warning';
  maxWarnings?: number;
}

/**
 * Why warnings fail the run, or undefined when they do not. Warnings count checks whose status is
 * `warn` (the JSON `warn_count`), never single findings.
 */
export function gateMessage(warns: number, args: WarningGate): string | undefined {
  if (args.failOn === 'warning' && warns) return `${plural(warns, 'check')} warned and --fail-on warning fails on warnings`;
  if (args.maxWarnings !== undefined && warns > args.maxWarnings) return `${plural(warns, 'warning check exceeds', 'warning checks exceed')} --max-warnings ${args.maxWarnings}`;
  return undefined;
}
