// The folders of the tracked files below a folder, read from the repository's index: a diff reads
// the `.gitattributes` of each folder holding a changed file, and every changed file is tracked,
// so these are the folders whose `.gitattributes` git may read (a FIFO there holds git until its timeout).
import fs from 'node:fs';
import path from 'node:path';

/** Index entries read, at most: past it the folders are not listed (git's timeout still bounds the diff). */
const MAX_INDEX_ENTRIES = 500_000;
/**
 * Characters of folder names kept, at most: version 4 compresses a name against the one before, so a
 * small index can name a long new folder per entry (gigabytes as strings); past it no folder is listed.
 */
const MAX_FOLDER_CHARS = 8 * 1024 * 1024;

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
    const bytes = Buffer.allocUnsafe(st.size);
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
  let kept = 0;
  const fixed = 40 + hashBytes + 2;
  let at = 12;
  // Version 4 names are rebuilt here from the one before; 2 and 3 are read where they lie.
  let rebuilt = Buffer.allocUnsafe(4096);
  let rebuiltLength = 0;
  let last: Buffer = bytes;
  let lastStart = 0;
  let lastEnd = -1;
  for (let k = 0; k < count; k++) {
    if (at + fixed > bytes.length) return undefined;
    const flags: number = bytes.readUInt16BE(at + fixed - 2);
    let nameAt: number = at + fixed + (version >= 3 && flags & 0x4000 ? 2 : 0);
    let src: Buffer;
    let nameEnd: number;
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
      if (end < 0 || strip > rebuiltLength) return undefined;
      const kept = rebuiltLength - strip;
      if (kept + end - nameAt > rebuilt.length) {
        const bigger = Buffer.allocUnsafe(2 * (kept + end - nameAt));
        rebuilt.copy(bigger, 0, 0, kept);
        // The folder compared with is in the old buffer: it is copied along.
        if (last === rebuilt) last = bigger;
        rebuilt = bigger;
      }
      // A name changed in place would change the folder kept from the name before: it is taken from a copy.
      if (last === rebuilt) {
        last = Buffer.from(rebuilt.subarray(lastStart, lastEnd));
        lastEnd -= lastStart;
        lastStart = 0;
      }
      bytes.copy(rebuilt, kept, nameAt, end);
      rebuiltLength = kept + end - nameAt;
      src = rebuilt;
      nameAt = 0;
      nameEnd = rebuiltLength;
      at = end + 1;
    } else {
      // The flags hold the name's length below 0xfff; a longer name is found by its NUL.
      const length: number = flags & 0xfff;
      const end = length < 0xfff ? nameAt + length : bytes.indexOf(0, nameAt);
      if (end < 0 || end >= bytes.length || bytes[end] !== 0) return undefined;
      src = bytes;
      nameEnd = end;
      // Entries are padded with NULs to a multiple of 8 bytes.
      at += (end - at + 8) & ~7;
    }
    // Entries are sorted: most share the folder of the one before, and only a new folder is decoded.
    let slash = nameEnd - 1;
    while (slash >= nameAt && src[slash] !== 0x2f) slash--;
    if (slash < nameAt) continue;
    if (slash - nameAt === lastEnd - lastStart && src.compare(last, lastStart, lastEnd, nameAt, slash) === 0) continue;
    [last, lastStart, lastEnd] = [src, nameAt, slash];
    const rel = src.toString('utf8', nameAt, slash);
    if (rel.length < prefix.length || !`${rel}/`.startsWith(prefix)) continue;
    for (let dir = rel; dir.length > prefix.length && dir !== '.' && !folders.has(dir); dir = path.posix.dirname(dir)) {
      if ((kept += dir.length) > MAX_FOLDER_CHARS) return undefined;
      folders.add(dir);
    }
  }
  return folders;
}
