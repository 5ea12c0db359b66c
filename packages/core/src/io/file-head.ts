// The first bytes of a binary file (a capture's signature), read without following a link out of
// the project or blocking on a FIFO; ProjectFs reads text, this reads a few bytes of anything else.
import fs from 'node:fs';
import type { ProjectFs } from './project-fs.js';
import { OPEN_FOLLOW, OPEN_PLAIN } from './read-bytes.js';


/** Up to `n` leading bytes of a regular file inside the project; 'not-a-file' for anything else; undefined when it cannot be read. */
export function readHead(fsys: ProjectFs, rel: string, n: number): Buffer | 'not-a-file' | undefined {
  const norm = fsys.normalise(rel);
  // probe answers 'exists' only for a path whose real location is inside the project.
  if (norm === undefined || fsys.probe(norm) !== 'exists') return undefined;
  let fd: number | undefined;
  try {
    const abs = fsys.absOf(norm);
    try {
      fd = fs.openSync(abs, OPEN_PLAIN ?? OPEN_FOLLOW);
    } catch (e) {
      // A symlink (ELOOP under O_NOFOLLOW) the probe resolved inside the project is opened through.
      if ((e as NodeJS.ErrnoException).code !== 'ELOOP') throw e;
      fd = fs.openSync(abs, OPEN_FOLLOW);
    }
    if (!fs.fstatSync(fd).isFile()) return 'not-a-file';
    const head = Buffer.alloc(n);
    const got = fs.readSync(fd, head, 0, n, 0);
    return head.subarray(0, got);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}
