/** A file as ProjectFs reads it, and the problems that keep one unread. */
import { splitLines, MAX_FILE_BYTES, MAX_FILE_LINES, type FileProblem } from './text.js';
import type { TextFile } from './entries.js';

export const tooLarge = (size: number): FileProblem => ({ kind: 'too-large', message: `file is ${size} bytes, over the ${MAX_FILE_BYTES}-byte limit; not read` });
const MIB = 1024 * 1024;
export const overTargetBudget = (read: number, max: number): FileProblem => ({
  kind: 'too-large',
  message: `not read: the files this target read before it hold ${(read / MIB).toFixed(1)} MiB, and a target's text is read up to ${(max / MIB).toFixed(0)} MiB`,
});
export const overTargetLines = (read: number, max: number): FileProblem => ({
  kind: 'too-large',
  message: `not read: the files this target read before it hold ${read} lines, and a target's text is read up to ${max} lines`,
});
export const tooLong = (): FileProblem => ({ kind: 'too-large', message: `file has more than ${MAX_FILE_LINES} lines, the limit; not read` });

let crypto: typeof import('node:crypto') | undefined;
/** One-shot sha256 (cheaper than a Hash object); node:crypto loads on first use, once: a run without a receipt never needs it. */
export const sha256Hex = (data: Buffer | string) => (crypto ??= process.getBuiltinModule('node:crypto')).hash('sha256', data, 'hex');

/** A file read from disk. Its lines are split on first use: most JSON files are only parsed. */
export class ReadFile implements TextFile {
  private split: string[] | undefined;
  constructor(
    readonly rel: string,
    readonly abs: string,
    readonly text: string,
    readonly bytes: number,
    readonly problems: FileProblem[],
    readonly sha256: string | undefined,
  ) {}

  get lines(): string[] {
    return (this.split ??= splitLines(this.text));
  }
}
