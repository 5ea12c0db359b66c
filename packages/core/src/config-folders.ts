/** What config lookup learns of a folder, kept for the rest of the invocation. */
import fs from 'node:fs';

/** Past this many entries a folder is asked name by name instead (a shared /tmp of a million files is not read whole). */
const MAX_LISTED = 10_000;

/** The error codes of a folder that holds nothing: an lstat of any name in it finds no entry either. */
const EMPTY = new Set(['ENOENT', 'ENOTDIR']);

/**
 * Which of `wanted` a folder holds, learnt from one listing of it and kept: a lookup up a deep tree,
 * or over the hundred engagements of one archive, asks each folder once instead of once per name
 * per target, and an lstat (whose path the kernel walks whole each time) goes only to a name that is
 * there. Names are compared lower-cased, as a case-insensitive file system finds them; what is found
 * is still lstat-ed by its own name. A folder that cannot be listed (searchable but not readable) or
 * is too large is undefined: then each name is asked on its own, with the errors that gives.
 */
export function folderLister(wanted: readonly string[]): (dir: string) => ReadonlySet<string> | undefined {
  const names = new Set(wanted.map((n) => n.toLowerCase()));
  const known = new Map<string, ReadonlySet<string> | null>();
  return (dir) => {
    let held = known.get(dir);
    if (held === undefined) {
      held = list(dir, names);
      known.set(dir, held);
    }
    return held ?? undefined;
  };
}

function list(dir: string, wanted: ReadonlySet<string>): ReadonlySet<string> | null {
  let d: fs.Dir;
  try {
    d = fs.opendirSync(dir, { bufferSize: 256 });
  } catch (e) {
    return EMPTY.has((e as NodeJS.ErrnoException).code ?? '') ? new Set() : null;
  }
  const held = new Set<string>();
  try {
    for (let n = 0, entry = d.readSync(); entry; entry = d.readSync()) {
      if (++n > MAX_LISTED) return null;
      const name = entry.name.toLowerCase();
      if (wanted.has(name)) held.add(name);
    }
  } catch {
    return null;
  } finally {
    d.closeSync();
  }
  return held;
}
