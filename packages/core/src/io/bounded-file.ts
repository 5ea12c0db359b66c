// Files of a checked repository that node reads itself (a ref, commondir, packed-refs, a config):
// opened without blocking, sized from the opened descriptor, read only up to a cap.
import fs from 'node:fs';
import { specialKind } from '../util.js';
import { OPEN_FOLLOW, OPEN_PLAIN } from './read-bytes.js';

/** A file's text; a problem naming the file and what is wrong with it; undefined when it is not there. */
export type BoundedText = { text: string } | { problem: string } | undefined;

/** A size as people read it: 100 MB, 64 KB, 12 bytes. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${bytes} bytes`;
}

/** What is wrong with a file git or node would read whole, from its stat: not a regular file, or over `cap` bytes. */
export function statProblem(file: string, st: fs.Stats, cap: number | undefined): string | undefined {
  if (!st.isFile()) return `${file} is not a regular file (${specialKind(st)})`;
  if (cap !== undefined && st.size > cap) return `${file} is ${sizeText(st.size)}, over the limit of ${sizeText(cap)}`;
  return undefined;
}

/**
 * `file`'s text, read through one descriptor: opened with O_NONBLOCK (a FIFO or a device does not
 * hold the open), refusing a symlink unless `follow`, its size taken from fstat on that descriptor
 * and never more than `cap` bytes read. A missing file (or a folder on its path missing) is
 * undefined; anything else that keeps it from being read is a problem.
 */
export function readBounded(file: string, cap: number, follow = true): BoundedText {
  let fd: number;
  try {
    fd = fs.openSync(file, follow ? OPEN_FOLLOW : (OPEN_PLAIN ?? OPEN_FOLLOW));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    if (code === 'ELOOP' && !follow) return { problem: `${file} is a symlink` };
    return { problem: `${file} cannot be read (${code ?? 'error'})` };
  }
  try {
    const st = fs.fstatSync(fd);
    const problem = statProblem(file, st, cap);
    if (problem) return { problem };
    // Read to the size fstat gave, and one byte past it: a file that grew meanwhile is over no cap unseen.
    const bytes = readUpTo(fd, Math.min(st.size, cap) + 1);
    if (bytes.length > cap) return { problem: `${file} is over the limit of ${sizeText(cap)}` };
    return { text: bytes.toString('utf8') };
  } catch (e) {
    return { problem: `${file} cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})` };
  } finally {
    fs.closeSync(fd);
  }
}

/** At most `want` bytes of an open file, read to its end or to `want`, whichever comes first. */
export function readUpTo(fd: number, want: number): Buffer {
  const buf = Buffer.allocUnsafe(want);
  let length = 0;
  for (let n = -1; n !== 0 && length < want; length += n) n = fs.readSync(fd, buf, length, want - length, null);
  return buf.subarray(0, length);
}

/** The text of `readBounded`, undefined when missing or refused. */
export function boundedText(file: string, cap: number): string | undefined {
  const read = readBounded(file, cap);
  return read && 'text' in read ? read.text : undefined;
}
