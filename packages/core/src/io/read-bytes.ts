// The one buffer ProjectFs reads every file into, and the flags files are opened with (project-fs.ts stays under its size limit without them).
import fs from 'node:fs';
import { MAX_FILE_BYTES } from './text.js';

const { O_RDONLY, O_NOFOLLOW, O_NONBLOCK } = fs.constants;
/** Opens without blocking on a FIFO or a device; where the platform has no such flags, plain. */
export const OPEN_FOLLOW = O_RDONLY | (O_NONBLOCK ?? 0);
/** The same, refusing a symlink (ELOOP), where the platform can. */
export const OPEN_PLAIN = O_NOFOLLOW === undefined ? undefined : OPEN_FOLLOW | O_NOFOLLOW;

/**
 * The buffer every file is read into in turn (it is decoded and hashed before the next read), so no
 * file allocates its own. Once grown for a big file it is kept for the run: letting it go after each
 * file and allocating the next left the C library's heap holding the freed ones (fifteen 15 MB reports
 * peaked at 300 MB; with one buffer kept, 256 MB).
 */
let scratch = Buffer.allocUnsafeSlow(256 * 1024);

/**
 * A file's bytes, valid until the next read: `size` of them when an fstat gave the size (as
 * readFileSync reads), else everything to the end of the file. Undefined past the read cap.
 */
export function readAll(fd: number, size?: number): Buffer | undefined {
  const want = size || 0;
  if (want >= scratch.length) scratch = Buffer.allocUnsafeSlow(Math.min(want + 1, MAX_FILE_BYTES + 1));
  let length = 0;
  for (;;) {
    if (want > 0 && length >= want) break;
    if (length === scratch.length) {
      if (length > MAX_FILE_BYTES) return undefined;
      // A file that fills the scratch unasked gets its size from one fstat: one buffer of that
      // size, not a doubling chain that copies and touches every page of a 16 MB file twice over.
      const size = want > 0 ? 0 : fs.fstatSync(fd).size;
      if (size > MAX_FILE_BYTES) return undefined;
      const bigger = Buffer.allocUnsafeSlow(Math.min(Math.max(scratch.length * 2, size + 1), MAX_FILE_BYTES + 1));
      scratch.copy(bigger, 0, 0, length);
      scratch = bigger;
    }
    const n = fs.readSync(fd, scratch, length, scratch.length - length, null);
    if (n === 0) break;
    length += n;
  }
  if (length > MAX_FILE_BYTES) return undefined;
  return scratch.subarray(0, length);
}
