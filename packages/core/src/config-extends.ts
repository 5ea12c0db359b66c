/** An `extends` entry of a config, judged before the file it names is read. */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Why the `extends` entry at `name` (`extends`, `extends[1]`), written `parent` and resolving to
 * `target`, cannot be read, if so. `chain`: the configs being read, the one loaded first first and
 * the one holding the entry last. `root`: the project a config found by lookup is confined to.
 * The entry is named by its place and the configs by their paths: no other byte of a config is echoed.
 */
export function extendsProblem(name: string, parent: string, target: string, chain: Iterable<string>, root?: string): string | undefined {
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
  // A config found by lookup extends only regular files inside its project.
  if (root && !usableExtends(target, root)) return `${name} names a file outside the project (${root}) or one that is not a regular file; not read`;
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
