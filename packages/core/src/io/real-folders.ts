// The real path of each folder of a project, resolved once per folder: whether a path stays inside the
// project root is decided on it (a symlink may lead out).
import fs from 'node:fs';
import path from 'node:path';
import { parentAndName, toPosix } from './paths.js';

/** What an entry is, as far as resolving real paths goes. */
export type EntryKind = 'dir' | 'symlink' | 'other';

/** Symlinks followed one inside another, as the kernel allows (ELOOP past it). */
const MAX_LINKS_FOLLOWED = 40;

export class RealFolders {
  /** Real paths of folders (undefined: missing or unresolvable), by normalised path. */
  private readonly reals = new Map<string, string | undefined>();
  /** Symlinks being followed, one inside another: past the limit a cycle, left to realpath (ELOOP). */
  private linksFollowed = 0;

  constructor(
    private readonly realRoot: string,
    private readonly absOf: (norm: string) => string,
    private readonly kindOf: (norm: string) => EntryKind,
  ) {}

  /**
   * A folder's real path (undefined: no folder there; a symlink to a file: the file's). A plain (not symlinked) folder's real path is its parent's plus its name,
   * so realpath (a readlink per component of the whole path) runs only for symlinks whose text
   * cannot be followed through the folders already resolved: resolving every folder is too slow
   * for an archive of engagements, every link for a farm of them.
   */
  of(norm: string): string | undefined {
    if (norm === '') return this.realRoot;
    // From the nearest folder already resolved down to `norm`, in a loop: a cited path may have
    // thousands of segments, too many for one call per segment on the stack.
    const chain: string[] = [];
    let at = norm;
    while (at !== '' && !this.reals.has(at)) {
      chain.push(at);
      at = parentAndName(at)[0];
    }
    let parentReal = at === '' ? this.realRoot : this.reals.get(at);
    for (let i = chain.length - 1; i >= 0; i--) {
      const current = chain[i]!;
      const real = parentReal === undefined ? undefined : this.child(current, parentReal);
      this.reals.set(current, real);
      parentReal = real;
    }
    return this.reals.get(norm);
  }

  /** The real path of folder `norm` whose parent's real path is `parentReal` (undefined: no folder there). */
  private child(norm: string, parentReal: string): string | undefined {
    const kind = this.kindOf(norm);
    if (kind === 'dir') return `${parentReal === path.sep ? '' : parentReal}${path.sep}${parentAndName(norm)[1]}`;
    if (kind !== 'symlink') return undefined;
    const below = this.linksFollowed < MAX_LINKS_FOLLOWED ? linkTargetBelow(this.absOf(norm), parentReal, this.realRoot) : undefined;
    if (below !== undefined) {
      this.linksFollowed++;
      let real: string | undefined;
      try {
        real = this.of(below);
      } finally {
        this.linksFollowed--;
      }
      if (real !== undefined) return real;
    }
    try {
      return fs.realpathSync.native(this.absOf(norm));
    } catch {
      return undefined;
    }
  }
}

/**
 * Where the symlink at `linkAbs`, in the folder whose real path is `parentReal`, leads, as a path below
 * `realRoot` ('' for the root itself) to resolve through the folders already resolved. Undefined when
 * that cannot be told without realpath: the link unreadable, its target outside the root, or a `..`
 * after a name (after a symlinked name it leads elsewhere than the text says). Leading `..`s apply to
 * `parentReal`, a real path, as the kernel applies them.
 */
export function linkTargetBelow(linkAbs: string, parentReal: string, realRoot: string): string | undefined {
  let target: string;
  try {
    target = fs.readlinkSync(linkAbs);
  } catch {
    return undefined;
  }
  const parts = target.split(/[\\/]/).filter((s) => s !== '' && s !== '.');
  let k = 0;
  if (!path.isAbsolute(target)) while (parts[k] === '..') k++;
  if (parts.indexOf('..', k) >= 0) return undefined;
  const rel = path.relative(realRoot, path.resolve(parentReal, target));
  if (rel === '') return '';
  return rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel) ? undefined : toPosix(rel);
}
