import fs from 'node:fs';
import path from 'node:path';
import { decodeText, splitLines, MAX_FILE_BYTES, type FileProblem } from './text.js';

/** A text file as every rule sees it. `rel` is relative to the project root. */
export interface TextFile {
  rel: string;
  abs: string;
  text: string;
  lines: string[];
  bytes: number;
  problems: FileProblem[];
  /** sha256 of the raw bytes (for lint receipts). */
  sha256?: string;
}

export interface DirEntry {
  /** Name inside its directory. */
  name: string;
  /** Path relative to the project root, `/`-separated. */
  rel: string;
  kind: 'file' | 'dir' | 'other';
  symlink: boolean;
  /** Why the entry could not be followed (loop, outside root, unreadable). */
  problem?: string;
}

export type PathProbe = 'exists' | 'missing' | 'outside-root';

const MAX_WALK_ENTRIES = 100_000;
const MAX_WALK_DEPTH = 40;

const toPosix = (p: string) => p.split(path.sep).join('/');

/** One-shot sha256 (cheaper than a Hash object); node:crypto loads on first use: a run without a receipt never needs it. */
const sha256Hex = (data: Buffer | string) => process.getBuiltinModule('node:crypto').hash('sha256', data, 'hex');

/** A file read from disk. Its lines are split on first use: most JSON files are only parsed. */
class ReadFile implements TextFile {
  private split: string[] | undefined;
  constructor(
    readonly rel: string,
    readonly abs: string,
    readonly text: string,
    readonly bytes: number,
    readonly problems: FileProblem[],
    readonly sha256: string | undefined,
  ) {}

  get lines(): string[] {
    return (this.split ??= splitLines(this.text));
  }
}

/**
 * The only place that touches the disk. Reads are confined to the project
 * root: symlinks and `..` that lead outside are reported, never followed.
 * Everything is read at most once and cached.
 */
export class ProjectFs {
  readonly root: string;
  /** Take a sha256 of each file as it is read (for lint receipts). */
  digests = true;
  private realRoot: string;
  private textCache = new Map<string, TextFile | null>();
  private dirCache = new Map<string, DirEntry[] | null>();

  constructor(root: string) {
    this.root = path.resolve(root);
    try {
      this.realRoot = fs.realpathSync.native(this.root);
    } catch {
      this.realRoot = this.root;
    }
  }

  /**
   * The absolute path of a normalised project-relative path (what `normalise` returns or a listing
   * holds). Where `/` is the separator this is a concatenation: path.join, on every read, listing
   * and probe, is a measurable share of an archive's lint.
   */
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

  private realDirs = new Map<string, boolean>();

  private realInside(abs: string): boolean {
    try {
      const real = fs.realpathSync.native(abs);
      return real === this.realRoot || real.startsWith(this.realRoot + path.sep);
    } catch {
      return true; // missing or looping: callers handle that case themselves
    }
  }

  /**
   * Whether a path's real location is inside the root. Only a symlink can lead
   * out (\`..\` is refused by normalise), so a plain file needs one lstat and
   * its folder's answer, which is cached: resolving every path is too slow
   * for an archive of engagements.
   */
  private insideRealRoot(abs: string): boolean {
    if (abs === this.root) return true;
    if (!this.dirInsideRealRoot(abs)) return false;
    try {
      return fs.lstatSync(abs, { throwIfNoEntry: false })?.isSymbolicLink() ? this.realInside(abs) : true;
    } catch {
      return true;
    }
  }

  /** Whether the folder holding `abs` is really inside the root (cached per folder). */
  private dirInsideRealRoot(abs: string): boolean {
    const dir = path.dirname(abs);
    let inside = this.realDirs.get(dir);
    if (inside === undefined) this.realDirs.set(dir, (inside = this.realInside(dir)));
    return inside;
  }

  private plainNames = new Map<string, Set<string>>();

  /**
   * Whether a cited path exists, without reading it and without leaving the root.
   * A handoff cites dozens of paths in a few folders: a name listed in its folder
   * (not a symlink) exists, from one readdir per folder; anything else is checked
   * on the path itself.
   */
  probe(rel: string): PathProbe {
    const norm = this.normalise(rel);
    if (norm === undefined) return 'outside-root';
    const slash = norm.lastIndexOf('/');
    const dir = slash < 0 ? '' : norm.slice(0, slash);
    let names = this.plainNames.get(dir);
    if (!names) {
      names = new Set((this.list(dir) ?? []).filter((e) => !e.symlink).map((e) => e.name));
      this.plainNames.set(dir, names);
    }
    if (names.has(norm.slice(slash + 1))) return 'exists';
    const abs = this.absOf(norm);
    if (!this.insideRealRoot(abs)) return 'outside-root';
    return fs.existsSync(abs) ? 'exists' : 'missing';
  }

  /** Directory entries (sorted by name), or undefined when it is not a readable directory. */
  list(relDir: string): DirEntry[] | undefined {
    const norm = this.normalise(relDir);
    if (norm === undefined) return undefined;
    if (this.dirCache.has(norm)) return this.dirCache.get(norm) ?? undefined;
    const abs = this.absOf(norm);
    let result: DirEntry[] | null = null;
    if (this.insideRealRoot(abs)) {
      try {
        const dirents = fs.readdirSync(abs, { withFileTypes: true });
        result = dirents
          .map((d) => this.entryOf(norm, d))
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      } catch {
        result = null;
      }
    }
    this.dirCache.set(norm, result);
    return result ?? undefined;
  }

  private entryOf(dirRel: string, d: fs.Dirent): DirEntry {
    const rel = dirRel === '' ? d.name : `${dirRel}/${d.name}`;
    if (!d.isSymbolicLink()) {
      return { name: d.name, rel, kind: d.isDirectory() ? 'dir' : d.isFile() ? 'file' : 'other', symlink: false };
    }
    const abs = this.absOf(rel);
    try {
      const st = fs.statSync(abs);
      if (!this.insideRealRoot(abs)) {
        return { name: d.name, rel, kind: 'other', symlink: true, problem: 'symlink leads outside the project root' };
      }
      return { name: d.name, rel, kind: st.isDirectory() ? 'dir' : st.isFile() ? 'file' : 'other', symlink: true };
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      const problem = code === 'ELOOP' ? 'symlink loop' : 'broken symlink';
      return { name: d.name, rel, kind: 'other', symlink: true, problem };
    }
  }

  /**
   * Every file below `relDir`, depth-first, sorted. Symlinked directories are
   * followed once per real path, so loops end.
   */
  walk(relDir: string, filter?: (e: DirEntry) => boolean): DirEntry[] {
    const out: DirEntry[] = [];
    const seen = new Set<string>();
    let count = 0;
    const visit = (dir: string, depth: number) => {
      if (depth > MAX_WALK_DEPTH || count > MAX_WALK_ENTRIES) return;
      const real = this.realDir(dir);
      if (real === undefined || seen.has(real)) return;
      seen.add(real);
      for (const e of this.list(dir) ?? []) {
        count++;
        if (e.kind === 'dir') visit(e.rel, depth + 1);
        else if (!filter || filter(e)) out.push(e);
      }
    };
    visit(relDir, 0);
    return out;
  }

  private realPaths = new Map<string, string | undefined>();

  /** A folder's real path, resolved once per folder like its listing (several rules walk the same trees). */
  private realDir(dir: string): string | undefined {
    if (!this.realPaths.has(dir)) {
      let real: string | undefined;
      try {
        real = fs.realpathSync.native(this.absOf(dir));
      } catch {
        real = undefined;
      }
      this.realPaths.set(dir, real);
    }
    return this.realPaths.get(dir);
  }

  /** Reads and decodes a file once; undefined when it does not exist. */
  read(rel: string): TextFile | undefined {
    const norm = this.normalise(rel);
    if (norm === undefined) return undefined;
    const cached = this.textCache.get(norm);
    if (cached !== undefined) return cached ?? undefined;
    const file = this.load(norm);
    this.textCache.set(norm, file ?? null);
    return file;
  }

  private load(norm: string): TextFile | undefined {
    const abs = this.absOf(norm);
    const empty = (problem: FileProblem): TextFile => ({ rel: norm, abs, text: '', lines: [], bytes: 0, problems: [problem] });
    // One lstat answers for most files: present or not (optional files are many, so no thrown
    // error for a missing one), a symlink or not, the size. Only a symlink needs its target stat'ed.
    let st: fs.Stats | undefined;
    try {
      st = fs.lstatSync(abs, { throwIfNoEntry: false });
      if (!st) return undefined;
      if (st.isSymbolicLink()) {
        const target = fs.statSync(abs, { throwIfNoEntry: false });
        if (!target) return empty({ kind: 'unreadable', message: 'broken symlink' });
        if (!this.insideRealRoot(abs)) return empty({ kind: 'outside-root', message: 'symlink leads outside the project root; not read' });
        st = target;
      } else if (!this.dirInsideRealRoot(abs)) {
        return empty({ kind: 'outside-root', message: 'symlink leads outside the project root; not read' });
      }
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ELOOP') return empty({ kind: 'unreadable', message: 'symlink loop' });
      return empty({ kind: 'unreadable', message: `cannot read file (${code ?? 'error'})` });
    }
    if (!st.isFile()) return empty({ kind: 'not-a-file', message: 'expected a file, found a directory or special file' });
    if (st.size > MAX_FILE_BYTES) {
      return empty({ kind: 'too-large', message: `file is ${st.size} bytes, over the ${MAX_FILE_BYTES}-byte limit; not read` });
    }
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(abs);
    } catch (e) {
      return empty({ kind: 'unreadable', message: `cannot read file (${(e as NodeJS.ErrnoException).code ?? 'error'})` });
    }
    const { text, problems } = decodeText(bytes);
    return new ReadFile(norm, abs, text, bytes.length, problems, this.digests ? sha256Hex(bytes) : undefined);
  }

  /** Every file read so far, for the lint receipt. */
  filesRead(): TextFile[] {
    return [...this.textCache.values()].filter((f): f is TextFile => f !== null);
  }
}

/**
 * sha256 over the tree below `rel`: sorted project-relative paths; for each
 * file the rules read, its raw bytes; for a file only listed (a screenshot),
 * its size. A gate can tell from it that exactly this tree was linted,
 * without hashing megabytes of images on every run.
 */
export function hashTree(fsys: ProjectFs, rel: string): { sha256: string; files: number } {
  const abs = path.join(fsys.root, rel);
  let entries: string[];
  try {
    entries = fs.statSync(abs).isDirectory() ? fsys.walk(rel, (e) => e.kind === 'file').map((e) => e.rel) : [rel.split(path.sep).join('/')];
  } catch {
    entries = [];
  }
  const read = new Map(fsys.filesRead().map((f) => [f.rel, digestOf(f)]));
  entries.sort();
  // One string hashed at once: the same bytes as an update per part, without a native call for each.
  const parts: string[] = [];
  for (const e of entries) {
    let digest = read.get(e);
    if (!digest) {
      try {
        digest = `size:${fs.statSync(fsys.absOf(e)).size}`;
      } catch {
        digest = '<unreadable>';
      }
    }
    parts.push(e, '\0', digest, '\0');
  }
  return { sha256: sha256Hex(parts.join('')), files: entries.length };
}

/** A read file's digest; one not taken at read time is taken now, never by reading a FIFO or a folder again. */
function digestOf(f: TextFile): string {
  if (f.sha256) return f.sha256;
  const blocked = f.problems.find((p) => p.kind !== 'invalid-utf8' && p.kind !== 'binary');
  if (blocked) return `<${blocked.kind}>`;
  try {
    return sha256Hex(fs.readFileSync(f.abs));
  } catch {
    return '<unreadable>';
  }
}
