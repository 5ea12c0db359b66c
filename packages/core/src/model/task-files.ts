import path from 'node:path';
import { firstNotBefore } from '../sorted.js';
import { groupBy, trimChars } from '../util.js';

/** An entry as the path it names: `/` separators, `./` and `a/../` segments resolved (`src/ui/../api/x.ts` is `src/api/x.ts`). */
function entryPath(raw: string): string {
  const p = raw.trim().replace(/\\/g, '/');
  if (!/(?:^|\/)\.{1,2}(?:\/|$)/.test(p)) return p;
  const n = path.posix.normalize(p);
  return n === '.' || n === './' ? '' : n.replace(/^\.\//, '');
}

/** A `files` entry as a path or folder prefix: globs count as the folder before the first wildcard. */
function footprint(raw: string): { path: string; folder: boolean } {
  let p = entryPath(raw);
  const glob = p.search(/[*?[{]/);
  if (glob >= 0) return { path: p.slice(0, p.lastIndexOf('/', glob) + 1), folder: true };
  const folder = p.endsWith('/');
  p = trimChars(p, '', '/');
  return { path: folder ? `${p}/` : p, folder };
}

/** Two task `files` entries overlap: the same file, or one inside the other's folder. */
export function taskFilesOverlap(a: string, b: string): boolean {
  const fa = footprint(a);
  const fb = footprint(b);
  if (fa.path === '' || fb.path === '') return true; // a bare `*` claims everything
  if (!fa.folder && !fb.folder) return fa.path === fb.path;
  if (fa.folder && fb.path.startsWith(fa.path)) return true;
  if (fb.folder && fa.path.startsWith(fb.path)) return true;
  return fa.path === fb.path.replace(/\/$/, '') || fb.path === fa.path.replace(/\/$/, '');
}

/** An entry's path as the overlap test reads it: trimmed, without `./`, `/` separators, cut at the first wildcard. */
function pathOf(raw: string): string {
  const p = entryPath(raw);
  const glob = p.search(/[*?[{]/);
  return glob >= 0 ? p.slice(0, glob) : p;
}

/**
 * The `files` entries of one wave as overlaps are computed on them: a bare entry that another
 * entry of the wave lies under (`src/api` beside `src/api/routes.ts`) is a folder written without
 * its slash, and reads as `src/api/`. Only such an entry can gain an overlap by being a folder, so
 * the disk is not asked.
 */
export function withWaveFolders(texts: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const t of texts) {
    const p = pathOf(t);
    for (let k = p.indexOf('/', 1); k > 0; k = p.indexOf('/', k + 1)) folders.add(p.slice(0, k));
  }
  return texts.map((t) => {
    // A glob or an entry with its slash is read as a folder already.
    if (/[*?[{]/.test(t)) return t;
    const p = pathOf(t);
    return !p.endsWith('/') && folders.has(p) ? `${p}/` : t;
  });
}

/** One `files` entry of one task of a wave. */
export interface WaveEntry {
  /** Index of the task in the wave. */
  task: number;
  text: string;
}

/** What one entry overlaps in the other tasks of its wave. */
export interface EntryOverlaps {
  /** Indices of overlapping entries of other tasks: at most `limit`, sorted. */
  named: number[];
  /** Whether more overlapping entries of other tasks exist than those named. */
  more: boolean;
}

interface Footprinted {
  index: number;
  task: number;
  path: string;
  folder: boolean;
}

interface TrieNode {
  children: Map<string, TrieNode>;
  /** Folder entries whose path ends here, the first of each task. */
  folders: Footprinted[];
}

/**
 * For every entry of a wave, the entries of other tasks it overlaps (`taskFilesOverlap`), found
 * through lookups rather than by comparing every pair: equal paths in a map, the paths under a
 * folder as a range of the sorted paths, the folders above a path along a tree of folder names.
 * Each entry names at most `limit` overlaps and says whether there are more, so a wave of 5,000
 * tasks that all list one shared file gives 5,000 answers, not 12.5 million pairs. An entry a task
 * lists twice is looked up for both, but found once.
 */
export function waveOverlaps(entries: WaveEntry[], limit: number): EntryOverlaps[] {
  const all: Footprinted[] = entries.map((e, index) => ({ index, task: e.task, ...footprint(e.text) }));
  // The first entry of each task per footprint: what lookups find (a path's group is most often one entry).
  const byPath = groupBy(all, (f) => f.path);
  const found: Footprinted[] = [];
  for (const [p, group] of byPath) {
    let first = group;
    if (group.length > 1) {
      const tasks = new Set<number>();
      first = group.filter((f) => !tasks.has(f.task) && tasks.add(f.task));
    }
    if (first !== group) byPath.set(p, first);
    for (const f of first) found.push(f);
  }
  // The sorted paths and the tree of folders are needed only for folder entries (a wave of plain files builds neither).
  let sorted: Footprinted[] | undefined;
  const sortedPaths = () => (sorted ??= found.filter((f) => f.path !== '').sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.index - b.index)));
  const root: TrieNode = { children: new Map(), folders: [] };
  for (const f of found) {
    if (!f.folder || f.path === '') continue;
    let node = root;
    for (const segment of segmentsOf(f)) {
      let next = node.children.get(segment);
      if (!next) node.children.set(segment, (next = { children: new Map(), folders: [] }));
      node = next;
    }
    node.folders.push(f);
  }
  const everything = byPath.get('') ?? [];
  const folders = found.some((f) => f.folder);
  // A bare `*` names the first entries of the wave, in the wave's order.
  let inOrder: Footprinted[] | undefined;
  const NONE: Footprinted[] = [];

  return all.map((e) => {
    // A file no other task of the wave lists, in a wave without folders or a bare `*`: nothing to look up.
    if (!folders && !everything.length && e.path !== '' && (byPath.get(e.path)?.length ?? 0) <= 1) return NO_OVERLAP;
    const hits: number[] = [];
    let more = false;
    /** Takes the other tasks' entries of one source; false once more than `limit` were found. */
    const take = (source: Iterable<Footprinted>): boolean => {
      for (const f of source) {
        if (f.task === e.task) continue;
        if (hits.length === limit) {
          more = true;
          return false;
        }
        hits.push(f.index);
      }
      return true;
    };
    if (e.path === '') take((inOrder ??= [...found].sort((a, b) => a.index - b.index)));
    else if (take(everything)) {
      const near = e.folder
        ? take(under(sortedPaths(), e.path)) && take(byPath.get(e.path.slice(0, -1)) ?? NONE)
        : take(byPath.get(e.path) ?? NONE) && (!folders || take(byPath.get(`${e.path}/`) ?? NONE));
      if (near && root.children.size) take(foldersAbove(root, segmentsOf(e)));
    }
    return { named: hits.length > 1 ? hits.sort((a, b) => a - b) : hits, more };
  });
}

/** The answer for an entry that overlaps nothing, shared: it is only read. */
const NO_OVERLAP: EntryOverlaps = Object.freeze({ named: Object.freeze([]) as unknown as number[], more: false });

/** A footprint's path as folder names: `src/api/` and `src/api` are both [src, api]. */
function segmentsOf(f: { path: string; folder: boolean }): string[] {
  return (f.folder ? f.path.slice(0, -1) : f.path).split('/');
}

/** The entries whose path starts with `prefix`: one contiguous run of the sorted paths. */
function* under(sorted: Footprinted[], prefix: string): Generator<Footprinted> {
  for (let i = firstNotBefore(sorted, (f) => f.path < prefix); i < sorted.length && sorted[i]!.path.startsWith(prefix); i++) yield sorted[i]!;
}

/** Folder entries strictly above a path: those ending at each proper prefix of its folder names. */
function* foldersAbove(root: TrieNode, segments: string[]): Generator<Footprinted> {
  let node: TrieNode | undefined = root;
  for (let depth = 0; depth < segments.length - 1; depth++) {
    node = node.children.get(segments[depth]!);
    if (!node) return;
    yield* node.folders;
  }
}
