import fs from 'node:fs';
/** A file's text; a problem naming the file and what is wrong with it; undefined when it is not there. */
export type BoundedText = {
    text: string;
} | {
    problem: string;
} | undefined;
/** A size as people read it: 100 MB, 64 KB, 12 bytes. */
export declare function sizeText(bytes: number): string;
/** What is wrong with a file git or node would read whole, from its stat: not a regular file, or over `cap` bytes. */
export declare function statProblem(file: string, st: fs.Stats, cap: number | undefined): string | undefined;
/**
 * `file`'s text, read through one descriptor: opened with O_NONBLOCK (a FIFO or a device does not
 * hold the open), refusing a symlink unless `follow`, its size taken from fstat on that descriptor
 * and never more than `cap` bytes read. A missing file (or a folder on its path missing) is
 * undefined; anything else that keeps it from being read is a problem.
 */
export declare function readBounded(file: string, cap: number, follow?: boolean): BoundedText;
/** At most `want` bytes of an open file, read to its end or to `want`, whichever comes first. */
export declare function readUpTo(fd: number, want: number): Buffer;
/** The text of `readBounded`, undefined when missing or refused. */
export declare function boundedText(file: string, cap: number): string | undefined;
