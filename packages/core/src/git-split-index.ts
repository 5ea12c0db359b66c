/**
 * A split index (`git update-index --split-index`, core.splitIndex) keeps most of its entries in a
 * `sharedindex.<hash>` file beside the index, and git freshens that file's time on every read of the
 * index: a `git diff` in the checked repository would change a file of it, and git has no switch
 * against that. So git reads a copy: a git folder of its own in the temporary folder, holding copies
 * of HEAD, the index, its shared files, config.worktree and info/sparse-checkout, whose `commondir` names the repository's
 * common folder for objects, refs and config, as a linked worktree's git folder does. Nothing of the
 * repository is written. Each git run has a copy of its own, removed when it ends (a worker thread
 * may be stopped before any exit handler of its own runs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { OPEN_FOLLOW, OPEN_PLAIN } from './io/read-bytes.js';
import { readUpTo, sizeText } from './io/bounded-file.js';

/** Past this many bytes of index and shared files, git is not run in the repository rather than copying them. */
const MAX_SPLIT_INDEX_BYTES = 64 * 1024 * 1024;

/** Past this many entries in a git folder, or shared index files in it, git is not run in the repository (git keeps a few). */
const MAX_GIT_DIR_ENTRIES = 10_000;
const MAX_SHARED_FILES = 32;

/** The files of a git folder a copy holds, besides its shared index files (those git reads from a work tree's own git folder); a missing one is left out. */
const COPIED = ['HEAD', 'index', 'config.worktree', 'info/sparse-checkout'];

/** Per git folder, its shared index files (none: the index is not split), or why they were not all listed; read once per run. */
const sharedFiles = new Map<string, string[] | { refused: string }>();
/** Copies not yet removed, for the process's exit. */
const made = new Set<string>();

/**
 * The git folder a git run must be told to use for the repository whose git folder is `gitDir` and whose common folder
 * is `commonDir`: undefined when its index is not split (the folder itself is used), a private copy when it is (`release`
 * it when the run ends), or why git must not be run there (a file that cannot be copied whole).
 */
export function indexReadFrom(gitDir: string, commonDir: string): { dir: string; release: () => void } | { refused: string } | undefined {
  let shared = sharedFiles.get(gitDir);
  if (!shared) sharedFiles.set(gitDir, (shared = sharedIndexFiles(gitDir)));
  if ('refused' in shared) return shared;
  if (!shared.length) return undefined;
  const dir = copyOf(gitDir, commonDir, shared);
  if (typeof dir !== 'string') return dir;
  return { dir, release: () => remove(dir) };
}

/** The shared index files of a git folder, read entry by entry up to the bounds. */
function sharedIndexFiles(gitDir: string): string[] | { refused: string } {
  const out: string[] = [];
  let dir: fs.Dir;
  try {
    dir = fs.opendirSync(gitDir);
  } catch {
    return out;
  }
  try {
    for (let seen = 0, e = dir.readSync(); e; e = dir.readSync()) {
      if (++seen > MAX_GIT_DIR_ENTRIES) return { refused: `its git folder holds more than ${MAX_GIT_DIR_ENTRIES} entries` };
      if (!e.name.startsWith('sharedindex.')) continue;
      if (out.push(e.name) > MAX_SHARED_FILES) return { refused: `its index is split, and its git folder holds more than ${MAX_SHARED_FILES} shared index files` };
    }
  } catch (e) {
    return { refused: `its git folder cannot be listed to its end (${(e as NodeJS.ErrnoException).code ?? 'error'})` };
  } finally {
    dir.closeSync();
  }
  return out.sort();
}

function copyOf(gitDir: string, commonDir: string, shared: string[]): string | { refused: string } {
  const files: Array<{ name: string; bytes: Buffer }> = [];
  let total = 0;
  for (const name of [...COPIED, ...shared]) {
    const read = readWhole(gitDir, name, MAX_SPLIT_INDEX_BYTES - total);
    if (read === undefined) continue;
    if ('refused' in read) return read;
    total += read.bytes.length;
    files.push({ name, bytes: read.bytes });
  }
  const os = process.getBuiltinModule('node:os');
  let dir: string;
  try {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engagement-lint-index-'));
    if (!made.size) process.once('exit', () => [...made].forEach(remove));
    made.add(dir);
    for (const f of files) {
      if (f.name.includes('/')) fs.mkdirSync(path.join(dir, path.dirname(f.name)), { recursive: true });
      fs.writeFileSync(path.join(dir, f.name), f.bytes, { mode: 0o600 });
    }
    fs.writeFileSync(path.join(dir, 'commondir'), `${commonDir}\n`, { mode: 0o600 });
  } catch (e) {
    return { refused: `its index is split, and a copy for git to read could not be made (${(e as NodeJS.ErrnoException).code ?? 'error'})` };
  }
  return dir;
}

/** The bytes of a regular file of the git folder, opened without following a symlink or blocking on a FIFO; undefined when missing. */
function readWhole(gitDir: string, name: string, room: number): { bytes: Buffer } | { refused: string } | undefined {
  const refused = (why: string) => ({ refused: `its index is split, and ${name} of its git folder ${why}` });
  let fd: number;
  try {
    fd = fs.openSync(path.join(gitDir, name), OPEN_PLAIN ?? OPEN_FOLLOW);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    return refused(code === 'ELOOP' ? 'is a symlink' : `cannot be read (${code ?? 'error'})`);
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) return refused('is not a regular file');
    if (st.size > room) return { refused: `its index is split, and its index files hold more than ${sizeText(MAX_SPLIT_INDEX_BYTES)}` };
    return { bytes: readUpTo(fd, st.size) };
  } catch (e) {
    return refused(`cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  } finally {
    fs.closeSync(fd);
  }
}

function remove(dir: string): void {
  made.delete(dir);
  fs.rmSync(dir, { recursive: true, force: true });
}
