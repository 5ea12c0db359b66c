// The folders of the tracked files below a folder, read from the repository's index: a diff reads
// the `.gitattributes` of each folder holding a changed file, and every changed file is tracked,
// so these are the folders whose `.gitattributes` git may read (a FIFO there holds git until its timeout).
import fs from 'node:fs';
import path from 'node:path';

/** Index entries read, at most: past it the folders are not listed (git's timeout still bounds the diff). */
const MAX_INDEX_ENTRIES = 500_000;

/** The index's bytes when it is a regular file of at most `cap` bytes, else undefined. */
function indexBytes(file: string, cap: number): Buffer | undefined {
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
  } catch {
    return undefined;
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile() || st.size > cap || st.size < 12) return undefined;
    const bytes = Buffer.alloc(st.size);
    let read = 0;
    while (read < st.size) {
      const n = fs.readSync(fd, bytes, read, st.size - read, read);
      if (n === 0) break;
      read += n;
    }
    return bytes.subarray(0, read);
  } catch {
    return undefined;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The folders (relative to the work tree, '/'-separated) of the index entries under `prefix` (a
 * folder relative to the work tree, '' for all of it, else ending in '/'), each with the folders
 * between it and `prefix`, `prefix` itself left out. Undefined when the index cannot be read as
 * versions 2 to 4 write it, or is over `cap` bytes (then no folder is listed). `hashBytes`: 32 in
 * a SHA-256 repository.
 */
export function indexFolders(indexFile: string, prefix: string, cap: number, hashBytes = 20): Set<string> | undefined {
  const bytes = indexBytes(indexFile, cap);
  if (!bytes || bytes.toString('latin1', 0, 4) !== 'DIRC') return undefined;
  const version = bytes.readUInt32BE(4);
  const count = bytes.readUInt32BE(8);
  if (version < 2 || version > 4 || count > MAX_INDEX_ENTRIES) return undefined;
  const folders = new Set<string>();
  const fixed = 40 + hashBytes + 2;
  let at = 12;
  let previous: Buffer = Buffer.alloc(0);
  for (let k = 0; k < count; k++) {
    if (at + fixed > bytes.length) return undefined;
    const flags = bytes.readUInt16BE(at + fixed - 2);
    let nameAt = at + fixed + (version >= 3 && flags & 0x4000 ? 2 : 0);
    let name: Buffer;
    if (version === 4) {
      // Prefix compression: a varint of bytes dropped from the previous name, then the rest of the name.
      let c = bytes[nameAt++] ?? 0;
      let strip = c & 0x7f;
      while (c & 0x80) {
        if (nameAt >= bytes.length) return undefined;
        c = bytes[nameAt++]!;
        strip = (strip + 1) * 128 + (c & 0x7f);
      }
      const end = bytes.indexOf(0, nameAt);
      if (end < 0 || strip > previous.length) return undefined;
      name = Buffer.concat([previous.subarray(0, previous.length - strip), bytes.subarray(nameAt, end)]);
      at = end + 1;
    } else {
      const end = bytes.indexOf(0, nameAt);
      if (end < 0) return undefined;
      name = bytes.subarray(nameAt, end);
      // Entries are padded with NULs to a multiple of 8 bytes.
      at += (end - at + 8) & ~7;
    }
    previous = name;
    const rel = name.toString('utf8');
    if (!rel.startsWith(prefix)) continue;
    for (let dir = path.posix.dirname(rel); dir.length > prefix.length && dir !== '.' && !folders.has(dir); dir = path.posix.dirname(dir)) folders.add(dir);
  }
  return folders;
}
