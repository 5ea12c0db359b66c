import type { CliArgs } from './run.js';

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Why warnings fail the run, or undefined when they do not. Warnings count checks whose status is
 * `warn` (the JSON `warn_count`), never single findings.
 */
export function gateMessage(warns: number, args: Pick<CliArgs, 'failOn' | 'maxWarnings'>): string | undefined {
  if (args.failOn === 'warning' && warns) return `${plural(warns, 'check')} warned and --fail-on warning fails on warnings`;
  if (args.maxWarnings !== undefined && warns > args.maxWarnings) return `${plural(warns, 'warning check')} exceed${warns === 1 ? 's' : ''} --max-warnings ${args.maxWarnings}`;
  return undefined;
}
