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
  // globby reads a leading `!` as a negative pattern, so `!(a)/engagement` (the extglob "anything
  // but a") would match everything but `(a)/engagement`, at every depth: `./` keeps it an extglob.
  return globby(pattern.startsWith('!(') ? `./${pattern}` : pattern, {
    cwd,
    dot: true,
    onlyFiles: false,
    onlyDirectories: dirsOnly,
    expandDirectories: false,
    followSymbolicLinks: false,
    ignore: ['**/node_modules/**', '**/.git/**'],
  });
}

/** Patterns one target glob may expand to through its braces: `{a,b}` lists and `{1..9}` ranges. */
export const MAX_TARGET_PATTERNS = 256;

/**
 * How many patterns the braces of `pattern` expand to, counted only up to just past `cap`: a
 * pattern like `{1..1000}{1..1000}` or sixteen `{a,b}` in a row would otherwise hold globby for
 * minutes and gigabytes before it matched anything.
 */
export function bracePatterns(pattern: string, cap = MAX_TARGET_PATTERNS): number {
  let i = 0;
  const over = cap + 1;
  const sequence = (inGroup: boolean): number => {
    let n = 1;
    while (i < pattern.length) {
      const c = pattern[i]!;
      if (c === '\\') i += 2;
      else if (c === '[') {
        const close = pattern.indexOf(']', i + 2);
        i = close < 0 ? i + 1 : close + 1;
      } else if (c === '{') {
        i++;
        n = Math.min(over, n * group());
      } else if (inGroup && (c === ',' || c === '}')) return n;
      else i++;
    }
    return n;
  };
  const group = (): number => {
    const range = /^(-?\d+|[A-Za-z])\.\.(-?\d+|[A-Za-z])(?:\.\.(-?\d+))?\}/.exec(pattern.slice(i, i + 64));
    if (range) {
      i += range[0].length;
      const [a, b] = [range[1]!, range[2]!].map((x) => (/\d/.test(x) ? Number(x) : x.charCodeAt(0)));
      const step = Math.abs(Number(range[3] ?? 1)) || 1;
      return Math.min(over, Math.floor(Math.abs(b! - a!) / step) + 1);
    }
    let n = sequence(true);
    while (pattern[i] === ',') {
      i++;
      n = Math.min(over, n + sequence(true));
    }
    if (pattern[i] === '}') i++;
    return n;
  };
  return sequence(false);
}
