/** Opens without blocking on a FIFO or a device; where the platform has no such flags, plain. */
export declare const OPEN_FOLLOW: number;
/** The same, refusing a symlink (ELOOP), where the platform can. */
export declare const OPEN_PLAIN: number | undefined;
/**
 * A file's bytes, valid until the next read: `size` of them when an fstat gave the size (as
 * readFileSync reads), else everything to the end of the file. Undefined past the read cap.
 */
export declare function readAll(fd: number, size?: number): Buffer | undefined;
