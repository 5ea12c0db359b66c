import fs from 'node:fs';
import path from 'node:path';

/** stat without throwing: a missing file, a name too long, a loop or a file where a folder should be are all "not there". */
export function statOrUndefined(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/** lstat without throwing, as statOrUndefined: a symbolic link is itself, not what it names. */
export function lstatOrUndefined(file: string): fs.Stats | undefined {
  try {
    return fs.lstatSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/** Whether nothing is at `file` (ENOENT), not even a broken symlink; false when it cannot be told (no permission). */
export function nothingAt(file: string): boolean {
  try {
    return fs.lstatSync(file, { throwIfNoEntry: false }) === undefined;
  } catch {
    return false;
  }
}

/** Whether `child` is `parent` or lies below it (both absolute and resolved the same way). */
export function pathInside(child: string, parent: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
}

export const toPosix = (p: string) => p.split(path.sep).join('/');

/** A normalised path's folder ('' at the root) and name. */
export function parentAndName(norm: string): [string, string] {
  const slash = norm.lastIndexOf('/');
  return [slash < 0 ? '' : norm.slice(0, slash), norm.slice(slash + 1)];
}
