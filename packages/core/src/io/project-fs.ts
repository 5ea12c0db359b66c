import fs from 'node:fs';
import path from 'node:path';
import { lstatOrUndefined, nothingAt, parentAndName, pathInside, toPosix } from './paths.js';
import { RealFolders, type EntryKind } from './real-folders.js';
import { FolderCase } from './folder-case.js';
import { OPEN_FOLLOW, OPEN_PLAIN, readAll } from './read-bytes.js';
import { decodeText, linesOver, MAX_FILE_BYTES, MAX_FILE_LINES, MAX_TARGET_BYTES, MAX_TARGET_LINES, type FileProblem } from './text.js';
import { ReadFile, sha256Hex, TargetBudget, tooLarge, tooLong } from './read-file.js';
import { direntEntry, IN_GIT_FOLDER, isBlocked, OUTSIDE_ROOT, readWhole, undecodableEntry, undecodableNames, type DirEntry, type Listing, type PathProbe, type TextFile } from './entries.js';

export { blockingProblem, isBlocked, notAFileMessage, type DirEntry, type PathProbe, type TextFile } from './entries.js';
export { sha256Hex } from './read-file.js';

/**
 * Past this many files or bytes read, a target is big: its lint runs long enough that the CLI
 * lowers V8's optimisation eagerness (see the launcher). An engagement of usual size reads ~100
 * files and ~300 KB.
 */
export const BIG_TARGET_FILES = 1000;
export const BIG_TARGET_BYTES = 512 * 1024;

export const MAX_WALK_ENTRIES = 100_000;
const MAX_WALK_DEPTH = 40;
/** Linux's PATH_MAX: no longer path opens anywhere. */
const PATH_MAX_BYTES = 4096;

/**
 * The only place that touches the disk. Reads are confined to the project
 * root: symlinks and `..` that lead outside are reported, never followed.
 * Everything is read at most once and cached.
 */
export class ProjectFs {
  readonly root: string;
  /** Take a sha256 of each file as it is read (for lint receipts). */
  readonly digests: boolean;
  private realRoot: string;
  private readonly realFolders: RealFolders;
  private textCache = new Map<string, TextFile | null>();
  private dirCache = new Map<string, Listing | null>();
  /** Each path that is there but could not be read or listed (over the limits, not a regular file, outside the root, no permission), in order, repeats included: the engine tells which checks met one. */
  private readonly blocked: TextFile[] = [];
  /** Each path probed and its answer, kept with `digests` only: the receipt hashes them, as a verdict may turn on a file outside the target. */
  private readonly probed: Map<string, PathProbe> | undefined;

  /** Told once when the reads pass BIG_TARGET_FILES or BIG_TARGET_BYTES (cleared then). */
  private onBigTarget: (() => void) | undefined;
  private readCount = 0;
  private bytesRead = 0;

  /** The bytes and lines of text this target reads, at most (MAX_TARGET_BYTES, MAX_TARGET_LINES unless a test says less). */
  private readonly budget: TargetBudget;
  /** Entries a listing or a walk reads, at most (MAX_WALK_ENTRIES; smaller in tests). */
  private readonly maxEntries: number;

  constructor(root: string, opts: { digests?: boolean; onBigTarget?: () => void; maxTargetBytes?: number; maxTargetLines?: number; maxEntries?: number } = {}) {
    this.root = path.resolve(root);
    this.budget = new TargetBudget(opts.maxTargetBytes ?? MAX_TARGET_BYTES, opts.maxTargetLines ?? MAX_TARGET_LINES, () => this.textCache.values());
    this.maxEntries = opts.maxEntries ?? MAX_WALK_ENTRIES;
    this.digests = opts.digests ?? false;
    this.probed = this.digests ? new Map() : undefined;
    this.onBigTarget = opts.onBigTarget;
    try {
      this.realRoot = fs.realpathSync.native(this.root);
    } catch {
      this.realRoot = this.root;
    }
    this.realFolders = new RealFolders(this.realRoot, (norm) => this.absOf(norm), (norm) => this.entryKind(norm));
  }

  /** The absolute path of a normalised project-relative path: with `/` as separator a concatenation (path.join is a measurable share of an archive's lint). */
  absOf(norm: string): string {
    if (norm === '') return this.root;
    if (path.sep !== '/') return path.join(this.root, norm);
    return this.root === '/' ? `/${norm}` : `${this.root}/${norm}`;
  }

  /** `rel` normalised; undefined when it escapes the root lexically. */
  normalise(rel: string): string | undefined {
    // Most paths are already clean and relative; path.resolve is the slow path.
    if (rel !== '' && !rel.startsWith('/') && !rel.includes('\\') && !rel.includes('//') && !/(?:^|\/)\.\.?(?:\/|$)/.test(rel)) return rel.endsWith('/') ? rel.slice(0, -1) : rel;
    const abs = path.resolve(this.root, rel);
    const back = path.relative(this.root, abs);
    if (back.startsWith('..') || path.isAbsolute(back)) return undefined;
    return toPosix(back);
  }

  private missingTops = new Map<string, boolean>();
  private readonly folderCase = new FolderCase((norm) => this.absOf(norm));

  private isInside(real: string): boolean {
    return pathInside(real, this.realRoot);
  }

  /** Whether `norm` (a folder, or a symlink) is really inside a repository's `.git`: its config may hold a checkout's token. */
  private inGitFolder(norm: string): boolean {
    const real = this.realFolders.of(norm);
    return real !== undefined && pathInside(real, this.realRoot) && /(?:^|[\\/])\.git(?:[\\/]|$)/i.test(real.slice(this.realRoot.length));
  }

  /** Whether the symlink `norm` leads inside the root, resolved as a folder is; a missing or looping target counts as inside. */
  private linkInside(norm: string): boolean {
    const real = this.realFolders.of(norm);
    return real === undefined || this.isInside(real);
  }

  /** What `norm` is, for resolving real paths: from its folder's listing (listed on its second question), else one lstat. */
  private entryKind(norm: string): EntryKind {
    const [parent, name] = parentAndName(norm);
    // The folder being listed is not listed again: its symlinks are told where they lead as it is, from its entries read so far.
    const reading = this.listing.get(parent)?.get(name);
    if (reading) return reading.isSymbolicLink() ? 'symlink' : reading.isDirectory() ? 'dir' : 'other';
    if (!this.dirCache.has(parent) && !this.listing.has(parent) && !this.firstAsk(parent)) this.lookUp(parent);
    const listed = this.listed(norm);
    if (listed) return listed.symlink ? 'symlink' : listed.kind === 'dir' ? 'dir' : 'other';
    try {
      const st = fs.lstatSync(this.absOf(norm), { throwIfNoEntry: false });
      return !st ? 'other' : st.isSymbolicLink() ? 'symlink' : st.isDirectory() ? 'dir' : 'other';
    } catch {
      return 'other';
    }
  }

  /** Whether the folder holding `norm` is really inside the root (cached per folder). */
  private dirInsideRealRoot(norm: string): boolean {
    const real = this.realFolders.of(parentAndName(norm)[0]);
    return real === undefined || this.isInside(real);
  }

  /** Whether a path's real location is inside the root: only a symlink leads out (normalise refuses `..`). */
  private insideRealRoot(norm: string): boolean {
    if (norm === '') return true;
    if (!this.dirInsideRealRoot(norm)) return false;
    const abs = this.absOf(norm);
    try {
      return fs.lstatSync(abs, { throwIfNoEntry: false })?.isSymbolicLink() ? this.linkInside(norm) : true;
    } catch {
      return true;
    }
  }

  /** Whether a cited path exists, unread, within the root: a plain name listed in its folder (one readdir each) exists; anything else is asked of the path. */
  probe(rel: string): PathProbe {
    const norm = this.normalise(rel);
    const answer = norm === undefined ? 'outside-root' : this.probeNorm(norm);
    this.probed?.set(norm ?? rel, answer);
    return answer;
  }

  /** Whether `norm` is too long to open anywhere (ENAMETOOLONG): never walked folder by folder (`src/src/…` of 16 MB). */
  private beyondPathMax(norm: string): boolean {
    return norm.length >= PATH_MAX_BYTES || (norm.length * 3 >= PATH_MAX_BYTES && Buffer.byteLength(this.absOf(norm)) >= PATH_MAX_BYTES);
  }

  private probeNorm(norm: string): PathProbe {
    // No file system holds a name with NUL in it (node refuses the path before asking): it names nothing.
    if (norm.includes('\0') || this.beyondPathMax(norm)) return 'missing';
    const parent = parentAndName(norm)[0];
    // Under a top folder that is not there (one lstat per such name, case-insensitive file systems included), nothing is.
    const top = norm.includes('/') ? norm.slice(0, norm.indexOf('/')) : '';
    if (top && !this.listed(top) && (this.missingTops.get(top) ?? this.missingTops.set(top, nothingAt(this.absOf(top))).get(top))) return 'missing';
    // A folder asked about for the first time is not listed: the path alone is asked.
    if (!this.dirCache.has(parent) && this.firstAsk(parent)) {
      const alone = this.probeAlone(norm);
      if (alone) return alone;
    }
    this.lookUp(parent);
    const listed = this.listed(norm);
    if (listed && !listed.symlink) return 'exists';
    // A folder that is not there (missing, a file, a broken symlink) holds nothing: a handoff citing
    // thousands of files in missing folders costs no system call for each.
    // (A folder that could not be searched, no permission on it or above it, may hold it: unknown, not missing.)
    if (this.dirCache.get(parent) === null && this.realFolders.of(parent) === undefined) return this.textCache.get(parent)?.problems[0]?.kind === 'unreadable' ? 'unreadable' : 'missing';
    // A name the listing lacks may still be there (a case-insensitive file system): the path itself is asked, unless the folder is known to tell case.
    const alone = listed ? undefined : this.folderCase.tells(parent, this.dirCache.get(parent), norm) ? 'missing' : this.probeAlone(norm);
    if (alone) return alone;
    if (!this.insideRealRoot(norm)) return 'outside-root';
    try {
      fs.statSync(this.absOf(norm));
      return 'exists';
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      // A permission or I/O error says nothing of whether the path is there; the folder that
      // could not be listed is among the blocked reads, so the check that asked says so.
      return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP' || code === 'ENAMETOOLONG' ? 'missing' : 'unreadable';
    }
  }

  /** Folders being listed now, with their entries as read. */
  private readonly listing = new Map<string, Map<string, fs.Dirent>>();
  /** Folders asked about once (an entry probed or resolved) and not listed yet. */
  private askedOnce = new Set<string>();

  /**
   * Whether this is the first time folder `norm` is asked about. A folder is listed from its second
   * question on: a handoff citing dozens of paths in a few folders costs one readdir per folder, one
   * citing a path in each of thousands of folders one lstat per path, not a readdir and three stats.
   */
  private firstAsk(norm: string): boolean {
    if (this.askedOnce.has(norm)) return false;
    this.askedOnce.add(norm);
    return true;
  }

  /**
   * A path asked by itself, in a folder really inside the root: 'exists' for a plain entry, 'missing'
   * when nothing is there; undefined (the listing tells) for a symlink, an error, an undecodable name.
   */
  private probeAlone(norm: string): PathProbe | undefined {
    if (norm.includes('\uFFFD') || !this.dirInsideRealRoot(norm)) return undefined;
    try {
      const st = fs.lstatSync(this.absOf(norm), { throwIfNoEntry: false });
      return !st ? 'missing' : st.isSymbolicLink() ? undefined : 'exists';
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'ENOTDIR' ? 'missing' : undefined;
    }
  }

  /** The entry of a path in its folder's listing, when that folder has been listed. */
  private listed(norm: string): DirEntry | undefined {
    const [parent, name] = parentAndName(norm);
    return this.dirCache.get(parent)?.byName.get(name);
  }

  /** Directory entries (sorted by name), or undefined when it is not a readable directory. */
  list(relDir: string): DirEntry[] | undefined {
    const norm = this.normalise(relDir);
    if (norm === undefined || norm.includes('\0') || this.beyondPathMax(norm)) return undefined;
    this.lookupOnly.delete(norm);
    return this.listFolder(norm);
  }

  /** Folders listed only to tell whether a path is there (a probe, a real path), never for what they hold. */
  private readonly lookupOnly = new Set<string>();

  /** A folder listed to answer about one of its entries: what else it holds concerns no check (specialEntriesListed). */
  private lookUp(norm: string): void {
    if (!this.dirCache.has(norm)) this.lookupOnly.add(norm);
    this.listFolder(norm);
  }

  private listFolder(norm: string): DirEntry[] | undefined {
    const cached = this.dirCache.get(norm);
    if (cached !== undefined) {
      // A folder not listed, or not listed whole, tells each check that lists it again.
      if (cached === null || cached.cut) this.noteBlocked(this.textCache.get(norm));
      return cached?.entries;
    }
    let result: Listing | null = null;
    if (this.insideRealRoot(norm)) {
      try {
        let dirents = fs.readdirSync(this.absOf(norm), { withFileTypes: true });
        // A folder of hundreds of thousands of entries is read as far as a walk would be, and that is said.
        const cut = dirents.length > this.maxEntries;
        if (cut) {
          dirents = dirents.slice(0, this.maxEntries);
          this.noteWalkCut(norm, `holds more than ${this.maxEntries} entries; the entries after them were not read`);
        }
        // Only a symlink among them makes the listing ask about its own entries (direntEntry).
        if (dirents.some((d) => d.isSymbolicLink())) this.listing.set(norm, new Map(dirents.map((d) => [d.name, d])));
        // A name that is not UTF-8 lists as one with U+FFFD, which opens nothing: an entry no check can read.
        const bad = dirents.some((d) => d.name.includes('\uFFFD')) ? undecodableNames(this.absOf(norm)) : undefined;
        const entries = dirents
          .map((d): DirEntry => (bad && undecodableEntry(bad, norm, d.name)) || direntEntry(norm, d, (rel) => this.linkInside(rel), (rel) => this.absOf(rel)))
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        result = { entries, byName: new Map(entries.map((e) => [e.name, e])), ...(cut ? { cut } : {}) };
      } catch (e) {
        result = null;
        this.noteUnlistable(norm, (e as NodeJS.ErrnoException).code);
        this.noteBlocked(this.textCache.get(norm));
      } finally {
        this.listing.delete(norm);
      }
    } else {
      // A folder reached through a symlink leading out of the project is there, but not read: said, as an unlistable one is.
      this.noteBlocked(this.unreadFolder(norm, OUTSIDE_ROOT));
    }
    this.dirCache.set(norm, result);
    return result?.entries;
  }

  /**
   * Entries the listings so far found that are no file or folder (a FIFO, a device, a broken or outside link), in listing order;
   * not those of a folder listed only to look a cited path up (a broken `.env` link beside a cited file concerns no check).
   */
  specialEntriesListed(): DirEntry[] {
    const out: DirEntry[] = [];
    for (const [dir, listing] of this.dirCache) if (listing && !this.lookupOnly.has(dir)) for (const e of listing.entries) if (e.kind === 'other') out.push(e);
    return out;
  }

  private noteBlocked(file: TextFile | null | undefined): void {
    if (file && isBlocked(file)) this.blocked.push(file);
  }

  /** A mark in the log of blocked reads (see `blockedSince`). */
  blockedMark(): number {
    return this.blocked.length;
  }

  /** Files and folders that were there but could not be read, asked for since `mark` (each once). */
  blockedSince(mark: number): TextFile[] {
    // Asked after every check; nearly always nothing was blocked since.
    if (this.blocked.length === mark) return [];
    return [...new Set(this.blocked.slice(mark))];
  }

  /**
   * A folder that is there but cannot be listed (no permission, an I/O error) is recorded as a
   * problem among the files read, so it is reported as unreadable rather than passing for a missing
   * folder. A missing folder, a file, a symlink loop or a path too long to exist is no such problem.
   */
  private noteUnlistable(norm: string, code: string | undefined): void {
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP' || code === 'ENAMETOOLONG' || this.textCache.has(norm)) return;
    this.unreadFolder(norm, { kind: 'unreadable', message: `cannot read folder (${code ?? 'error'})` });
  }

  /** A folder recorded among the files read with the problem that kept it from being read (the first one recorded stays). */
  private unreadFolder(norm: string, problem: FileProblem): TextFile {
    if (!this.textCache.has(norm)) this.textCache.set(norm, { rel: norm === '' ? '.' : norm, abs: this.absOf(norm), text: '', lines: [], bytes: 0, problems: [problem] });
    return this.textCache.get(norm)!;
  }

  /** A folder a walk stopped at (too many entries, too deep): a problem among the files read, and a blocked read of the check walking. */
  private noteWalkCut(norm: string, message: string): void {
    this.noteBlocked(this.unreadFolder(norm, { kind: 'too-large', message }));
  }

  /** Why a folder that is there could not be listed, when it could not. */
  folderProblem(relDir: string): FileProblem | undefined {
    const norm = this.normalise(relDir);
    if (norm === undefined) return undefined;
    this.list(norm);
    return this.dirCache.get(norm) === null ? this.textCache.get(norm)?.problems[0] : undefined;
  }

  /** Every file below `relDir`, depth-first, sorted. Symlinked directories are followed once per real path, so loops end. */
  walk(relDir: string, filter?: (e: DirEntry) => boolean): DirEntry[] {
    const out: DirEntry[] = [];
    const seen = new Set<string>();
    let count = 0;
    let cut = false;
    const visit = (dir: string, depth: number) => {
      if (cut) return;
      // Past either bound the rest is not read, and that is said: a folder padded with 100,000 empty
      // files must not hide the files after it from the checks (and the receipt) without a word.
      if (depth > MAX_WALK_DEPTH) return this.noteWalkCut(dir, `nested more than ${MAX_WALK_DEPTH} folders deep; not read`);
      const real = this.realFolders.of(dir);
      if (real === undefined || seen.has(real)) return;
      seen.add(real);
      for (const e of this.list(dir) ?? []) {
        if (++count > this.maxEntries) {
          cut = true;
          return this.noteWalkCut(dir, `a walk of ${relDir || '.'} passed ${this.maxEntries} entries here; the entries after them were not read`);
        }
        if (e.kind === 'dir') visit(e.rel, depth + 1);
        else if (!filter || filter(e)) out.push(e);
      }
    };
    const start = this.normalise(relDir);
    if (start !== undefined) visit(start, 0);
    return out;
  }

  /** Reads and decodes a file once; undefined when it does not exist. */
  read(rel: string): TextFile | undefined {
    const norm = this.normalise(rel);
    if (norm === undefined) return undefined;
    const cached = this.textCache.get(norm);
    if (cached !== undefined) {
      this.noteBlocked(cached);
      return cached ?? undefined;
    }
    const file = this.load(norm);
    this.textCache.set(norm, file ?? null);
    this.noteBlocked(file);
    return file;
  }

  /** Whether `rel` is a symbolic link, asked of the path itself and recorded nowhere (readCleanText reads no link). */
  isSymlink(rel: string): boolean {
    const norm = this.normalise(rel);
    return norm !== undefined && !this.beyondPathMax(norm) && this.dirInsideRealRoot(norm) && lstatOrUndefined(this.absOf(norm))?.isSymbolicLink() === true;
  }

  /**
   * A regular file of at most `maxBytes` read only if it is clean text (no NUL, valid UTF-8), else left
   * unrecorded (a file looked at in passing, an untracked build output, is no problem of the target); a bigger one's size.
   */
  readCleanText(rel: string, maxBytes: number): TextFile | { tooLarge: number } | undefined {
    const norm = this.normalise(rel);
    if (norm === undefined || this.beyondPathMax(norm) || !this.dirInsideRealRoot(norm)) return undefined;
    const cached = this.textCache.get(norm);
    if (cached !== undefined) return cached && readWhole(cached) ? cached : undefined;
    let st: fs.Stats | undefined;
    try {
      st = fs.lstatSync(this.absOf(norm), { throwIfNoEntry: false });
    } catch {
      return undefined;
    }
    if (!st?.isFile()) return undefined;
    if (st.size > maxBytes) return { tooLarge: st.size };
    const file = this.load(norm);
    if (!file || !readWhole(file)) return undefined;
    this.textCache.set(norm, file);
    return file;
  }

  private load(norm: string): TextFile | undefined {
    // A path through a file, or too long to exist, names nothing, as the open would say (ENAMETOOLONG).
    if (norm.includes('\0') || this.beyondPathMax(norm)) return undefined;
    const abs = this.absOf(norm);
    const empty = (problem: FileProblem): TextFile => ({ rel: norm, abs, text: '', lines: [], bytes: 0, problems: [problem] });
    if (!this.dirInsideRealRoot(norm)) return empty(OUTSIDE_ROOT);
    if (this.inGitFolder(parentAndName(norm)[0])) return empty(IN_GIT_FOLDER);
    // One open answers for most files: present or not, a symlink or not (O_NOFOLLOW refuses one), and
    // never blocking on a FIFO (O_NONBLOCK). The kind comes from the folder's listing or an fstat.
    // Only a symlink takes the slow path: its target stat'ed and resolved.
    let fd: number | undefined;
    try {
      // Without O_NOFOLLOW (Windows) an lstat tells a symlink first.
      if (OPEN_PLAIN !== undefined || !fs.lstatSync(abs, { throwIfNoEntry: false })?.isSymbolicLink()) fd = fs.openSync(abs, OPEN_PLAIN ?? OPEN_FOLLOW);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      // A path through a file (`state/map.yaml` where `state` is a file) names nothing, as stat says;
      // nor does one too long for the file system to hold.
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG') return undefined;
      // A socket cannot be opened (ENXIO): a special file, as a device or FIFO is told.
      if (code === 'ENXIO') return empty({ kind: 'not-a-file', message: 'expected a file, found a directory or special file' });
      if (code !== 'ELOOP' && code !== 'EMLINK') return empty({ kind: 'unreadable', message: `cannot read file (${code ?? 'error'})` });
    }
    if (fd === undefined) {
      const followed = this.openSymlink(norm, abs);
      if (typeof followed !== 'number') return followed && empty(followed);
      fd = followed;
    }
    try {
      // A file its folder's listing shows as a regular file needs no fstat: it is read to its end.
      const listed = this.listed(norm);
      let size: number | undefined;
      if (!listed || listed.symlink || listed.kind !== 'file') {
        const st = fs.fstatSync(fd);
        if (!st.isFile()) return empty({ kind: 'not-a-file', message: 'expected a file, found a directory or special file' });
        size = st.size;
        if (size > MAX_FILE_BYTES) return empty(tooLarge(size));
      }
      const bytes = readAll(fd, size);
      if (!bytes) return empty(tooLarge(fs.fstatSync(fd).size));
      if (bytes.length > MAX_FILE_LINES && linesOver(bytes)) return empty(tooLong());
      const over = this.budget.take(bytes);
      if (over) return empty(over);
      if (this.onBigTarget) this.countRead(bytes.length);
      const { text, problems } = decodeText(bytes);
      return new ReadFile(norm, abs, text, bytes.length, problems, this.digests ? sha256Hex(bytes) : undefined);
    } catch (e) {
      return empty({ kind: 'unreadable', message: `cannot read file (${(e as NodeJS.ErrnoException).code ?? 'error'})` });
    } finally {
      fs.closeSync(fd);
    }
  }

  private countRead(bytes: number): void {
    this.bytesRead += bytes;
    if (++this.readCount <= BIG_TARGET_FILES && this.bytesRead <= BIG_TARGET_BYTES) return;
    const told = this.onBigTarget!;
    this.onBigTarget = undefined;
    told();
  }

  /** Opens a symlinked file whose target stays inside the root; otherwise the problem (undefined: it is missing after all). */
  private openSymlink(norm: string, abs: string): number | FileProblem | undefined {
    try {
      const target = fs.statSync(abs, { throwIfNoEntry: false });
      if (!target) return fs.lstatSync(abs, { throwIfNoEntry: false }) ? { kind: 'unreadable', message: 'broken symlink' } : undefined;
      if (!this.insideRealRoot(norm)) return OUTSIDE_ROOT;
      if (this.inGitFolder(norm)) return IN_GIT_FOLDER;
      return fs.openSync(abs, OPEN_FOLLOW);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ELOOP') return { kind: 'unreadable', message: 'symlink loop' };
      return { kind: 'unreadable', message: `cannot read file (${code ?? 'error'})` };
    }
  }

  /** Every path probed so far and its answer (empty without `digests`), for the lint receipt. */
  probesMade(): ReadonlyMap<string, PathProbe> {
    return this.probed ?? new Map();
  }

  /** An answer a probe outside this root gave that decides a verdict (a path in the git work tree above it), under a key of its own. */
  noteProbe(key: string, answer: PathProbe): void {
    this.probed?.set(key, answer);
  }

  /** Every file read so far, for the lint receipt. */
  filesRead(): TextFile[] {
    return [...this.textCache.values()].filter((f): f is TextFile => f !== null);
  }
}
