// The files of a repository git reads for a diff, looked at before git runs: a FIFO there holds git until
// its timeout, a device or a huge file fills its memory. Each is named instead, and git is not run.
import fs from 'node:fs';
import path from 'node:path';
import { specialKind } from './util.js';
import { lstatOrUndefined, pathInside, statOrUndefined } from './io/paths.js';
import { boundedText, readBounded, statProblem } from './io/bounded-file.js';
import { MAX_FILE_BYTES } from './io/text.js';
import { includesProblem } from './git-includes.js';

/**
 * Limits on the files of a repository that git (or node, for the base) reads whole. A ref, HEAD or
 * commondir is one line: a path or a hash, never near 64 KB. packed-refs and shallow grow with the
 * repository: 16 MB is some 200,000 refs (the read limit of every other file). An attributes, grafts
 * or alternates file is written by hand: 1 MB is tens of thousands of lines, and git matches every
 * path of the diff against every attributes line.
 */
export const GIT_LINE_BYTES = 64 * 1024;
export const GIT_LIST_BYTES = MAX_FILE_BYTES;
export const GIT_HAND_BYTES = 1024 * 1024;

/** The repository's own files git reads on a diff: a FIFO there holds git until its timeout, /dev/zero fills its memory. */
const GIT_DIR_FILES: Array<[string, number | undefined]> = [
  ['HEAD', GIT_LINE_BYTES],
  ['commondir', GIT_LINE_BYTES],
  ['config', GIT_LIST_BYTES],
  ['config.worktree', GIT_LIST_BYTES],
  // The index is mapped, not read into memory, and is as large as the tree it lists: its kind is checked, not its size.
  ['index', undefined],
];
/** The same in the common folder (the git folder itself, but for a linked work tree). */
const COMMON_FILES: Array<[string, number | undefined]> = [
  ['config', GIT_LIST_BYTES],
  ['packed-refs', GIT_LIST_BYTES],
  ['shallow', GIT_LIST_BYTES],
  ['info/exclude', GIT_LIST_BYTES],
  ['info/attributes', GIT_HAND_BYTES],
  ['info/grafts', GIT_HAND_BYTES],
];
/** An object folder's files git opens by name (binary ones are mapped: kind only). */
const OBJECT_FILES: Array<[string, number | undefined]> = [
  ['info/alternates', GIT_HAND_BYTES],
  ['info/commit-graph', undefined],
  ['info/commit-graphs/commit-graph-chain', GIT_HAND_BYTES],
  ['pack/multi-pack-index', undefined],
];
/** How deep git follows alternates (its own limit). */
const ALTERNATE_DEPTH = 5;
/** The names git tries for a base `b`, as `git rev-parse b` does (the refs/remotes/b/HEAD rule last). */
const dwimRefs = (b: string) => [b, `refs/${b}`, `refs/tags/${b}`, `refs/heads/${b}`, `refs/remotes/${b}`, `refs/remotes/${b}/HEAD`];
/** A base that is no plain ref name (`..`, an absolute path) names no file of the repository. */
const plainRef = (b: string) => /^[\w./-]+$/.test(b) && !b.split('/').some((c) => c === '' || c === '.' || c === '..');

export function realpathOrUndefined(file: string): string | undefined {
  try {
    return fs.realpathSync(file);
  } catch {
    return undefined;
  }
}

/**
 * What git would meet reading a file of the repository's own folders, as git reads it (following a
 * symlink): not a regular file, over `cap`, or (a symlink, or a file on another file system than
 * the git folder, reached through a symlinked folder) a file outside the repository, such as
 * /proc/self/pagemap, whose size says nothing of what reading it gives. One lstat per file; the
 * rest only for a symlink or another device.
 */
function repositoryFile(file: string, cap: number | undefined, repo: RepositoryRoots, sizes?: Map<string, number>): string | undefined {
  const l = lstatOrUndefined(file);
  if (!l) return undefined;
  if (!l.isSymbolicLink() && l.dev === repo.dev) {
    const problem = statProblem(file, l, cap);
    if (!problem && l.isFile()) sizes?.set(file, l.size);
    return problem;
  }
  const real = realpathOrUndefined(file);
  // A dangling symlink or a loop: git finds no file there either.
  if (real === undefined) return undefined;
  const st = statOrUndefined(real);
  if (!st) return undefined;
  if (!st.isFile()) return `${file} is not a regular file (${l.isSymbolicLink() ? `a symlink to ${real}, ` : ''}${specialKind(st)})`;
  if (!repo.roots().some((root) => pathInside(real, root))) return `${file} leads outside the repository (to ${real}), where git would read it`;
  const problem = statProblem(file, st, cap);
  if (!problem) sizes?.set(file, st.size);
  return problem;
}

interface RepositoryRoots {
  /** The git folder's device: a file on another one is looked at more closely. */
  dev: number;
  /** The folders a file git reads may be in (work tree, git folder, common folder), real paths, made on first need. */
  roots(): string[];
}

/** The common folder of a git folder: its `commondir` read with bounds (the pre-check has named an oversized one). */
export function commonDirOf(gitDir: string): string {
  const common = boundedText(path.join(gitDir, 'commondir'), GIT_LINE_BYTES)?.trim();
  return common ? path.resolve(gitDir, common) : gitDir;
}

/**
 * Why git must not be run in the repository of `gitDir` for the folder `dir`: a file it would read
 * there, named with what is wrong with it. Checked, with an lstat each and without reading any but
 * commondir, HEAD, the configs and an alternates file (when there is one): the git folder's HEAD,
 * config, config.worktree, index and commondir; the common folder's config, packed-refs, shallow,
 * info/exclude, info/attributes, info/grafts; the object folder's alternates, commit-graph and
 * multi-pack-index (and those of each alternate), its pack folder's entries; the ref HEAD names
 * and every ref git tries for each base; `.gitattributes` from the work tree's root down to `dir`
 * and in each folder just below `dir` (the engagement folder among them; git does not follow a
 * symlink there). The configs are read, with bounds, for the files they include, each of which is
 * checked and read in turn, as git follows them (git-includes.ts). Sound, it gives the attribute files
 * found (with info/attributes) when they hold ATTRIBUTES_COUNTED_FROM bytes or more.
 */
export function repositoryProblem(gitDir: string, workTree: string, dir: string, bases: readonly string[]): { problem: string } | { attributes?: AttributeFile[] } {
  let roots: string[] | undefined;
  const repo: RepositoryRoots = {
    dev: statOrUndefined(gitDir)?.dev ?? -1,
    roots: () => (roots ??= [workTree, gitDir, commonDirOf(gitDir)].map((r) => realpathOrUndefined(r) ?? r)),
  };
  // The sizes of the sound files checked: the attributes files' count toward the patch's cost.
  const sizes = new Map<string, number>();
  const check = (file: string, cap: number | undefined) => repositoryFile(file, cap, repo, sizes);
  for (const [name, cap] of GIT_DIR_FILES) {
    const problem = check(path.join(gitDir, name), cap);
    if (problem) return { problem };
  }
  const commonDir = commonDirOf(gitDir);
  for (const [name, cap] of COMMON_FILES) {
    const problem = commonDir === gitDir && name === 'config' ? undefined : check(path.join(commonDir, name), cap);
    if (problem) return { problem };
  }
  // The files the configs include (checked above themselves), followed as git follows them.
  const includes = includesProblem([path.join(gitDir, 'config'), path.join(gitDir, 'config.worktree'), path.join(commonDir, 'config')], GIT_LIST_BYTES);
  if (includes) return { problem: includes };
  const objects = objectFoldersProblem(path.join(commonDir, 'objects'), check);
  if (objects) return { problem: objects };
  // Refs: the one HEAD names (the current branch), and each name git tries for a base, in both folders.
  const head = boundedText(path.join(gitDir, 'HEAD'), GIT_LINE_BYTES);
  const current = /^ref:\s*(refs\/\S+)/.exec(head ?? '')?.[1];
  const refs = [...(current && plainRef(current) ? [current] : []), ...bases.filter(plainRef).flatMap(dwimRefs)];
  for (const folder of commonDir === gitDir ? [gitDir] : [gitDir, commonDir]) {
    for (const ref of refs) {
      const problem = check(path.join(folder, ref), GIT_LINE_BYTES);
      if (problem) return { problem };
    }
  }
  const attributes: AttributeFile[] = [];
  const problem = attributesProblem(workTree, dir, attributes);
  if (problem) return { problem };
  const info = path.join(commonDir, 'info', 'attributes');
  const infoSize = sizes.get(info);
  if (infoSize !== undefined) attributes.push({ file: info, size: infoSize });
  return attributes.reduce((n, a) => n + a.size, 0) >= ATTRIBUTES_COUNTED_FROM ? { attributes } : {};
}

/** An attribute file git reads for the diff, and its size. */
export interface AttributeFile {
  file: string;
  size: number;
}
/**
 * git 2.39 matches every changed file of a patch against every pattern of the attribute files above
 * it, and cannot be told not to. Below this many bytes of them, their patterns are not worth counting.
 */
export const ATTRIBUTES_COUNTED_FROM = 16 * 1024;

/** The object folder's files git opens by name, its pack folder's entries, and the same for each alternate it names. */
function objectFoldersProblem(objects: string, check: (file: string, cap: number | undefined) => string | undefined): string | undefined {
  const seen = new Set<string>();
  let folders = [objects];
  for (let depth = 0; depth <= ALTERNATE_DEPTH && folders.length; depth++) {
    const next: string[] = [];
    for (const folder of folders) {
      if (seen.has(folder)) continue;
      seen.add(folder);
      for (const [name, cap] of OBJECT_FILES) {
        const problem = check(path.join(folder, name), cap);
        if (problem) return problem;
      }
      const packs = packFolderProblem(path.join(folder, 'pack'), check);
      if (packs) return packs;
      // Alternates are rare: read only where the file is there (checked above, so regular and small).
      const alternates = boundedText(path.join(folder, 'info', 'alternates'), GIT_HAND_BYTES);
      for (const line of alternates?.split('\n') ?? []) {
        const alt = line.trim();
        if (alt && !alt.startsWith('#') && !alt.startsWith('"')) next.push(path.resolve(folder, alt));
      }
    }
    folders = next;
  }
  return undefined;
}

/** Entries of a pack folder: one listing, with each entry's kind; a symlink is followed as git would. */
function packFolderProblem(pack: string, check: (file: string, cap: number | undefined) => string | undefined): string | undefined {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(pack, { withFileTypes: true });
  } catch {
    return undefined;
  }
  for (const e of entries) {
    if (e.isFile() || e.isDirectory()) continue;
    const problem = check(path.join(pack, e.name), undefined);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * A `.gitattributes` git would read for the diff of `dir` that is no regular file or over its
 * limit: from the work tree's root down to `dir`, and in each folder just below `dir`. git opens
 * these without following a symlink, so a symlink there is no problem; one listing of `dir`. The
 * sound ones are added to `found`.
 */
function attributesProblem(workTree: string, dir: string, found: AttributeFile[]): string | undefined {
  const check = (file: string) => {
    const st = lstatOrUndefined(file);
    if (!st || st.isSymbolicLink()) return undefined;
    const problem = statProblem(file, st, GIT_HAND_BYTES);
    if (!problem) found.push({ file, size: st.size });
    return problem;
  };
  if (pathInside(dir, workTree)) {
    for (let d = dir; ; d = path.dirname(d)) {
      const problem = check(path.join(d, '.gitattributes'));
      if (problem) return problem;
      if (d === workTree || path.dirname(d) === d) break;
    }
  }
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return undefined;
  }
  for (const e of entries) {
    if (!e.isDirectory() || e.name === '.git') continue;
    const problem = check(path.join(dir, e.name, '.gitattributes'));
    if (problem) return problem;
  }
  return undefined;
}

/** Loose refs below one folder git lists for `for-each-ref`, at most: past it the listing is a problem. */
const MAX_LISTED_REFS = 100_000;

/**
 * What `git for-each-ref <base refs>` would meet: git reads every loose ref in the folder of each
 * pattern (refs/heads/, refs/remotes/origin/) and below the pattern itself, not only the ones asked
 * for. Asked only before that listing (the base's own refs are checked before every run).
 */
export function looseRefsProblem(located: { gitDir: string; workTree?: string }, refs: readonly string[]): string | undefined {
  const commonDir = commonDirOf(located.gitDir);
  let roots: string[] | undefined;
  const repo: RepositoryRoots = {
    dev: statOrUndefined(located.gitDir)?.dev ?? -1,
    roots: () => (roots ??= [located.workTree ?? located.gitDir, located.gitDir, commonDir].map((r) => realpathOrUndefined(r) ?? r)),
  };
  let listed = 0;
  const seen = new Set<string>();
  const walk = (folder: string, deep: boolean): string | undefined => {
    if (seen.has(folder)) return undefined;
    seen.add(folder);
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      return undefined;
    }
    for (const e of entries) {
      if (++listed > MAX_LISTED_REFS) return `${folder} holds over ${MAX_LISTED_REFS} loose refs for git to read`;
      const file = path.join(folder, e.name);
      if (e.isDirectory()) {
        if (deep) {
          const problem = walk(file, true);
          if (problem) return problem;
        }
        continue;
      }
      const problem = repositoryFile(file, GIT_LINE_BYTES, repo);
      if (problem) return problem;
    }
    return undefined;
  };
  for (const ref of refs.filter(plainRef)) {
    const full = path.join(commonDir, ref);
    const problem = walk(path.dirname(full), false) ?? (lstatOrUndefined(full)?.isDirectory() ? walk(full, true) : undefined);
    if (problem) return problem;
  }
  return undefined;
}

/** Symlinks followed in one chain, at most (Linux's own limit). */
const LINK_HOPS = 40;

/** What a symlink of the change leads to: the text of a regular file inside the work tree, or why it is not read ("leads …", said of the link). */
export type LinkTarget = { text: string; target: string } | { why: string };

/**
 * The file the symlink `link` leads to, followed one link at a time with each folder on the way resolved,
 * so no hop leaves `root` (the work tree's real path), not even one that comes back: read with bounds,
 * at most `cap` bytes, without following a link at the last step. A hop out of the work tree or into a
 * git folder (`gitDirs`, real paths), a target that is missing or no regular file, an oversized one or
 * a chain too long is named instead. `folders`: real paths of folders already resolved, kept over many calls
 * (thousands of files moved into one folder resolve it once).
 */
export function linkTarget(root: string, gitDirs: readonly string[], link: string, cap: number, folders = new Map<string, string | undefined>()): LinkTarget {
  const shown = (p: string) => (pathInside(p, root) ? path.relative(root, p) || '.' : p.length > 200 ? `${p.slice(0, 200)}…` : p);
  let at = link;
  for (let hop = 0; hop <= LINK_HOPS; hop++) {
    const dir = path.dirname(at);
    const folder = folders.has(dir) ? folders.get(dir) : realpathOrUndefined(dir);
    folders.set(dir, folder);
    if (folder === undefined) return { why: `leads to nothing: ${shown(at)}` };
    const here = path.join(folder, path.basename(at));
    if (!pathInside(here, root)) return { why: `leads outside the repository, to ${shown(here)}` };
    if (gitDirs.some((g) => pathInside(here, g))) return { why: `leads into the repository's git folder, to ${shown(here)}` };
    const st = lstatOrUndefined(here);
    if (!st) return { why: `leads to nothing: ${shown(here)}` };
    if (st.isSymbolicLink()) {
      let next: string;
      try {
        next = fs.readlinkSync(here);
      } catch (e) {
        return { why: `leads through a link that cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'}): ${shown(here)}` };
      }
      at = path.resolve(folder, next);
      continue;
    }
    if (!st.isFile()) return { why: `leads to ${specialKind(st)}: ${shown(here)}` };
    const read = readBounded(here, cap, false);
    if (read === undefined) return { why: `leads to nothing: ${shown(here)}` };
    if ('problem' in read) return { why: `leads to ${shown(here)}, which ${read.problem.startsWith(`${here} `) ? read.problem.slice(here.length + 1) : 'cannot be read'}` };
    return { text: read.text, target: shown(here) };
  }
  return { why: `starts a chain of over ${LINK_HOPS} symlinks` };
}
