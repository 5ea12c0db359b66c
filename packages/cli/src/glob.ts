// Target globs. The usual one names folders segment by segment (`archive/e*/engagement/`): that is
// matched here with picomatch, one listing per folder, without loading globby (a fifth of an
// archive run's start-up). Any other shape (`**`, braces, extglobs, negation, escapes) goes to globby.
import fs from 'node:fs';
import path from 'node:path';

export interface GlobOptions {
  cwd: string;
  /** Only folders match (the pattern ended in `/`). */
  dirsOnly: boolean;
}

/** Folders never searched, as globby is told to ignore them. */
const IGNORED = new Set(['node_modules', '.git']);

/** Paths matching `pattern` (relative to cwd unless the pattern is absolute), unsorted. */
export async function glob(pattern: string, { cwd, dirsOnly }: GlobOptions): Promise<string[]> {
  const { default: picomatch } = await import('picomatch');
  const scan = picomatch.scan(pattern);
  const segments = scan.glob.split('/');
  const simple = path.sep === '/' && !scan.negated && !/\*\*|[{}()\\!]/.test(scan.glob) && segments.every((s) => s !== '' && s !== '.' && s !== '..' && s.split('[').length === s.split(']').length);
  if (!simple) return globby(pattern, { cwd, dirsOnly });
  let found = [scan.base];
  for (const [i, segment] of segments.entries()) {
    const last = i === segments.length - 1;
    const literal = !picomatch.scan(segment).isGlob;
    const match = literal ? undefined : picomatch(segment, { dot: true });
    const next: string[] = [];
    for (const dir of found) {
      const join = (name: string) => (dir === '' ? name : dir.endsWith('/') ? dir + name : `${dir}/${name}`);
      // A symlink is matched but never entered, and matches no `dirsOnly` pattern (as in globby).
      const keep = (isDir: boolean, isLink: boolean) => (last ? !dirsOnly || (isDir && !isLink) : isDir && !isLink);
      if (literal) {
        if (IGNORED.has(segment)) continue;
        const st = fs.lstatSync(path.resolve(cwd, join(segment)), { throwIfNoEntry: false });
        if (st && keep(st.isDirectory(), st.isSymbolicLink())) next.push(join(segment));
        continue;
      }
      let entries: fs.Dirent[];
      try {
        entries = fs.readdirSync(path.resolve(cwd, dir === '' ? '.' : dir), { withFileTypes: true });
      } catch {
        continue;
      }
      for (const e of entries) if (!IGNORED.has(e.name) && match!(e.name) && keep(e.isDirectory(), e.isSymbolicLink())) next.push(join(e.name));
    }
    found = next;
  }
  return found;
}

async function globby(pattern: string, { cwd, dirsOnly }: GlobOptions): Promise<string[]> {
  // globby is only loaded when a pattern needs it: it is not on the start-up path.
  const { globby } = await import('globby');
  return globby(pattern, {
    cwd,
    dot: true,
    onlyFiles: false,
    onlyDirectories: dirsOnly,
    expandDirectories: false,
    followSymbolicLinks: false,
    ignore: ['**/node_modules/**', '**/.git/**'],
  });
}
