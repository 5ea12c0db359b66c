/** An `extends` entry of a config, judged before the file it names is read. */
import fs from 'node:fs';
import path from 'node:path';
import { pathInside } from './io/paths.js';

/** Where a config's `extends` may reach: inside `root` (a config found by lookup), and not into `linted`, the folder being linted, unless `mayLoad` says the file is the user's. */
export interface ExtendsBounds {
  root?: string;
  linted?: { folder: string; usersOwn: (file: string) => boolean };
}

/**
 * Why the `extends` entry at `name` (`extends`, `extends[1]`), written `parent` and resolving to
 * `target`, cannot be read, if so. `chain`: the configs being read, the one loaded first first and
 * the one holding the entry last. `bounds`: where the entry may lead (ExtendsBounds).
 * The entry is named by its place and the configs by their paths: no other byte of a config is echoed.
 */
export function extendsProblem(name: string, parent: string, target: string, chain: Iterable<string>, bounds: ExtendsBounds = {}): string | undefined {
  const { root, linted } = bounds;
  // An empty name resolves to this config's own folder: say it is empty, not that it names a folder.
  if (parent === '') return `${name} is empty; name a config file (relative to this config's folder)`;
  let st: fs.Stats | undefined;
  try {
    st = fs.statSync(target, { throwIfNoEntry: false });
  } catch {
    st = undefined;
  }
  if (!st) return `${name} names no file (it is relative to this config's folder)`;
  if (st.isDirectory()) return `${name} names a folder, not a config file`;
  // git's own files are no config, and a checkout keeps the job's token there (`.git/config`): the first key of any of them would be echoed as unknown.
  if (inGitFolder(target)) return `${name} names a file inside a repository's .git folder, which is never read as a config`;
  // A config found by lookup extends only regular files inside its project.
  if (root && !usableExtends(target, root)) return `${name} names a file outside the project (${root}) or one that is not a regular file; not read`;
  // Said before the file is read: a linted folder cannot configure its own checks, and its files' content is not the config's to echo.
  if (linted && pathInside(path.resolve(target), linted.folder) && !linted.usersOwn(target)) {
    return `${name} names ${target}, inside ${linted.folder}, the folder this run lints: a linted folder cannot configure its own checks; extend a file outside it`;
  }
  const configs = [...chain];
  // Said here, at the entry that closes the cycle, with the whole chain: the file it names reads fine on its own.
  if (configs.includes(target)) return `${name} closes a cycle: ${[...configs, target].join(' → ')}; a config cannot extend itself, directly or through another`;
  return undefined;
}

function usableExtends(target: string, root: string): boolean {
  try {
    const real = fs.realpathSync(target);
    const rel = path.relative(fs.realpathSync(root), real);
    return !rel.startsWith('..') && !path.isAbsolute(rel) && fs.statSync(real).isFile();
  } catch {
    return false;
  }
}

/** Whether `target`, as written or as its links lead, lies inside a folder named `.git`. */
function inGitFolder(target: string): boolean {
  const inside = (p: string) => path.dirname(path.resolve(p)).split(path.sep).some((part) => part.toLowerCase() === '.git');
  try {
    return inside(target) || inside(fs.realpathSync(target));
  } catch {
    return inside(target);
  }
}
