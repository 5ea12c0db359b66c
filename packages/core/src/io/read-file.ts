/** A file as ProjectFs reads it, and the problems that keep one unread. */
import { lineCount, splitLines, textLineCount, MAX_FILE_BYTES, MAX_FILE_LINES, type FileProblem } from './text.js';
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
/** The text one target reads: its bytes and lines so far, each up to its limit. */
export class TargetBudget {
  private bytes = 0;
  private lines = 0;
  private countingLines = false;
  /** `readBefore`: the files read so far, whose lines are counted once the bytes could pass the line limit. */
  constructor(
    private readonly maxBytes: number,
    private readonly maxLines: number,
    private readonly readBefore: () => Iterable<{ text: string } | null>,
  ) {}

  /** Takes a file's bytes into the budget, or says why it is not read. */
  take(bytes: Uint8Array): FileProblem | undefined {
    if (this.bytes + bytes.length > this.maxBytes) return overTargetBudget(this.bytes, this.maxBytes);
    // Lines are counted only once the bytes read could hold more than the limit (a real engagement never pays for it),
    // then for the files read before too.
    if (!this.countingLines && this.bytes + bytes.length > this.maxLines) {
      this.countingLines = true;
      for (const f of this.readBefore()) if (f) this.lines += textLineCount(f.text);
    }
    const lines = this.countingLines ? lineCount(bytes, this.maxLines) : 0;
    if (this.lines + lines > this.maxLines) return overTargetLines(this.lines, this.maxLines);
    this.lines += lines;
    this.bytes += bytes.length;
    return undefined;
  }
}
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
