/** A file as ProjectFs reads it, and the problems that keep one unread. */
import { type FileProblem } from './text.js';
import type { TextFile } from './entries.js';
export declare const tooLarge: (size: number) => FileProblem;
export declare const overTargetBudget: (read: number, max: number) => FileProblem;
export declare const overTargetLines: (read: number, max: number) => FileProblem;
/** The text one target reads: its bytes and lines so far, each up to its limit. */
export declare class TargetBudget {
    private readonly maxBytes;
    private readonly maxLines;
    private readonly readBefore;
    private bytes;
    private lines;
    private countingLines;
    /** `readBefore`: the files read so far, whose lines are counted once the bytes could pass the line limit. */
    constructor(maxBytes: number, maxLines: number, readBefore: () => Iterable<{
        text: string;
    } | null>);
    /** Takes a file's bytes into the budget, or says why it is not read. */
    take(bytes: Uint8Array): FileProblem | undefined;
}
export declare const tooLong: () => FileProblem;
/** One-shot sha256 (cheaper than a Hash object); node:crypto loads on first use, once: a run without a receipt never needs it. */
export declare const sha256Hex: (data: Buffer | string) => string;
/** A file read from disk. Its lines are split on first use: most JSON files are only parsed. */
export declare class ReadFile implements TextFile {
    readonly rel: string;
    readonly abs: string;
    readonly text: string;
    readonly bytes: number;
    readonly problems: FileProblem[];
    readonly sha256: string | undefined;
    private split;
    constructor(rel: string, abs: string, text: string, bytes: number, problems: FileProblem[], sha256: string | undefined);
    get lines(): string[];
}
