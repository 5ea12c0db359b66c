/**
 * A file's bytes, valid until the next read: `size` of them when an fstat gave the size (as
 * readFileSync reads), else everything to the end of the file. Undefined past the read cap.
 */
export declare function readAll(fd: number, size?: number): Buffer | undefined;
/** Lets a scratch grown for one big file go once that file is decoded. */
export declare function trimScratch(): void;
