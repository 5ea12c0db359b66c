// Target globs. The usual one names folders segment by segment (`archive/e*/engagement/`): that is
// matched here with picomatch, one listing per folder, without loading globby (a fifth of an
// archive run's start-up). Any other shape (`**`, braces, extglobs, negation, escapes) goes to globby.
import fs from 'node:fs';
import path from 'node:path';
import { globMatcher, lstatOrUndefined } from '@engagement-lint/core/runner';
import { holdsExtglob } from './glob-word.js';

export interface GlobOptions {
  cwd: string;
  /** Only folders match (the pattern ended in `/`). */
  dirsOnly: boolean;
  /**
   * Gets the folders (absolute) a match could lie in that were not searched: Node.js lists a name
   * whose bytes are not UTF-8 with U+FFFD in their place, a name no folder has, so it cannot be opened.
   */
  undecodable?: Set<string>;
}

/** Folders never searched, as globby is told to ignore them. */
const IGNORED = new Set(['node_modules', '.git']);

/** Paths matching `pattern` (relative to cwd unless the pattern is absolute), unsorted. */
export async function glob(pattern: string, options: GlobOptions): Promise<string[]> {
  const { cwd, dirsOnly } = options;
  const { default: picomatch } = await import('picomatch');
  const scan = picomatch.scan(pattern);
  const segments = scan.glob.split('/');
  const simple = path.sep === '/' && !scan.negated && !/\*\*|[{}()\\!]/.test(scan.glob) && segments.every((s) => s !== '' && s !== '.' && s !== '..' && s.split('[').length === s.split(']').length);
  if (!simple) {
    // `**` and braces are matched over the walked tree in time linear in each path, as the simple
    // shape is; only extglobs and a negated pattern, which that matcher does not read, go to globby.
    // (A base written with escapes names no folder as it stands: globby unescapes it.)
    const walkable = path.sep === '/' && !scan.negated && scan.glob !== '' && !scan.base.includes('\\') && !/[()]/.test(scan.glob);
    const matcher = walkable ? linearMatcher(scan.glob) : undefined;
    // Without `**` no match lies deeper than the glob has segments (an alternative holds no more `/` than the glob).
    const depth = scan.glob.includes('**') ? Infinity : scan.glob.split('/').length;
    if (matcher) return walk(scan.base, matcher, depth, options, shortcuts(scan.glob, picomatch.scan));
    const found = await globby(pattern, options);
    return holdsExtglob(scan.glob) ? found.filter(segmentwise(scan.base, scan.glob, cwd, picomatch)) : found;
  }
  let found = [scan.base];
  for (const [i, segment] of segments.entries()) {
    const last = i === segments.length - 1;
    const literal = !picomatch.scan(segment).isGlob;
    // Matched in time linear in the name: picomatch's regex backtracks polynomially in the name with
    // the stars of a segment (`*a*a*a*…b` against a long name ran for minutes).
    const match = literal ? undefined : globMatcher(segment);
    const next: string[] = [];
    for (const dir of found) {
      const join = (name: string) => joinRel(dir, name);
      // A symlink is matched but never entered, and matches no `dirsOnly` pattern (as in globby).
      const keep = (isDir: boolean, isLink: boolean) => (last ? !dirsOnly || (isDir && !isLink) : isDir && !isLink);
      if (literal) {
        const st = lstatOrUndefined(path.resolve(cwd, join(segment)));
        if (!st) noteUndecodable(join(segment), options);
        else if (keep(st.isDirectory(), st.isSymbolicLink())) next.push(join(segment));
        continue;
      }
      let entries: fs.Dirent[];
      try {
        entries = fs.readdirSync(path.resolve(cwd, dir === '' ? '.' : dir), { withFileTypes: true });
      } catch {
        noteUndecodable(dir, options);
        continue;
      }
      for (const e of entries) if (!IGNORED.has(e.name) && match!(e.name) && keep(e.isDirectory(), e.isSymbolicLink())) next.push(join(e.name));
    }
    found = next;
  }
  return found;
}

/** `name` inside `dir`, a path relative to cwd ('' is cwd itself; a base may end in `/`). */
const joinRel = (dir: string, name: string) => (dir === '' ? name : dir.endsWith('/') ? dir + name : `${dir}/${name}`);

/** The linear matcher of a glob, or undefined past its brace limits (globby then reports or copes). */
function linearMatcher(glob: string): ((rel: string) => boolean) | undefined {
  try {
    return globMatcher(glob);
  } catch {
    return undefined;
  }
}

/** What a glob's segments tell before its whole matcher is asked: which folders to enter, which names can match. */
interface Shortcuts {
  /** The segments before the first `**`, each a test of the name of a folder entered at that depth. */
  enter: Array<(name: string) => boolean>;
  /** A test of the last name of a match (undefined when the glob ends in `**`). */
  last?: (name: string) => boolean;
  /** node_modules or .git, where a segment names them outright: searched then. */
  named: Set<string>;
}

/**
 * The segment tests of a glob whose braces each stay within one segment (else none: an alternative
 * holding `/` spans segments). A literal segment is compared as it stands; any other is matched in
 * time linear in the name.
 */
function shortcuts(glob: string, scan: (s: string) => { isGlob: boolean }): Shortcuts | undefined {
  const segments = glob.split('/');
  if (segments.some((s) => s.split('{').length !== s.split('}').length || s.endsWith('\\'))) return undefined;
  const test = (segment: string) => {
    if (!scan(segment).isGlob && !segment.includes('\\')) return (name: string) => name === segment;
    const match = linearMatcher(segment);
    return match ?? (() => true);
  };
  const globstar = segments.indexOf('**');
  const prefix = segments.slice(0, globstar < 0 ? segments.length - 1 : globstar);
  const lastSegment = segments[segments.length - 1]!;
  return {
    enter: prefix.map(test),
    last: lastSegment === '**' ? undefined : test(lastSegment),
    named: new Set(segments.filter((s) => IGNORED.has(s))),
  };
}

/**
 * The paths below `base` (relative to cwd, as the simple shape gives them) whose path relative to
 * `base` matches, up to `maxDepth` segments: every folder walked once, symlinks matched but never
 * entered, node_modules and .git skipped unless a segment names them. With `cut`, a folder the
 * segments before the first `**` rule out is not entered, and a name the last segment rules out is
 * not matched whole: a `**` glob over 90,000 files asks the whole matcher about a few.
 */
function walk(base: string, matches: (rel: string) => boolean, maxDepth: number, options: GlobOptions, cut?: Shortcuts): string[] {
  const { cwd, dirsOnly } = options;
  const found: string[] = [];
  const stack: Array<[string, number]> = [['', 0]];
  const named = cut?.named ?? new Set();
  while (stack.length) {
    const [rel, depth] = stack.pop()!;
    const dir = rel === '' ? base : joinRel(base, rel);
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.resolve(cwd, dir === '' ? '.' : dir), { withFileTypes: true });
    } catch {
      noteUndecodable(dir, options);
      continue;
    }
    const enter = cut?.enter[depth];
    for (const e of entries) {
      if (IGNORED.has(e.name) && !named.has(e.name)) continue;
      const folder = e.isDirectory() && !e.isSymbolicLink();
      if ((!dirsOnly || folder) && (cut?.last?.(e.name) ?? true)) {
        const inner = joinRel(rel, e.name);
        if (matches(inner)) found.push(joinRel(dir, e.name));
      }
      if (folder && depth + 1 < maxDepth && (enter?.(e.name) ?? true)) stack.push([joinRel(rel, e.name), depth + 1]);
    }
  }
  return found;
}

async function globby(pattern: string, options: GlobOptions): Promise<string[]> {
  const { cwd, dirsOnly } = options;
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
    // Every folder globby could not list is told apart, as the other shapes do, when its name was not UTF-8.
    fs: {
      readdir: ((dir: string, ...rest: unknown[]) => {
        const done = rest.pop() as (e: Error | null, entries: unknown) => void;
        (fs.readdir as (...a: unknown[]) => void)(dir, ...rest, (e: Error | null, entries: unknown) => {
          if (e) noteUndecodable(dir, options);
          done(e, entries);
        });
      }) as typeof fs.readdir,
    },
  });
}

/** What Node.js puts in place of each byte of a name that is no UTF-8. */
const REPLACED = '\uFFFD';

/**
 * When `rel` could not be read: notes the first folder of its path whose name holds U+FFFD and that
 * is not there (Node.js got its name with U+FFFD for bytes that are not UTF-8). One lstat per such
 * name of the path, and none for a path without U+FFFD.
 */
function noteUndecodable(rel: string, { cwd, undecodable }: GlobOptions): void {
  if (!undecodable || !rel.includes(REPLACED)) return;
  const parts = path.resolve(cwd, rel).split(path.sep);
  for (let i = 1; i < parts.length; i++) {
    if (!parts[i]!.includes(REPLACED)) continue;
    const folder = parts.slice(0, i + 1).join(path.sep);
    if (!lstatOrUndefined(folder)) {
      undecodable.add(folder);
      return;
    }
  }
}

/**
 * A test of globby's matches of an extglob pattern, as bash (extglob, globstar) expands it: each
 * segment matches one name, never none, and a `**` segment any number of names. globby lets a
 * segment that can match the empty string (`*(a)`, `?(a)`, `!(a)`) match no name at all, so
 * `*(engagement)` after `**` also gave every folder on the way to each engagement. Every match is
 * kept where a group holds a `/` (no segments to compare).
 */
function segmentwise(base: string, glob: string, cwd: string, picomatch: typeof import('picomatch')): (match: string) => boolean {
  const segments = splitSegments(glob);
  if (!segments || segments.some((s) => s === '' || s === '.' || s === '..')) return () => true;
  const tests = segments.map((s) => (s === '**' ? undefined : picomatch(s, { dot: true })));
  const root = path.resolve(cwd, base);
  return (match) => {
    const rel = path.relative(root, path.resolve(cwd, match));
    const names = rel === '' ? [] : rel.split(path.sep);
    // reach[j]: the segments so far match the first j names (O(segments × names) name tests).
    let reach = Array.from({ length: names.length + 1 }, (_, j) => j === 0);
    for (const test of tests) {
      const next = new Array<boolean>(names.length + 1).fill(false);
      for (let j = 0; j <= names.length; j++) {
        if (!test) next[j] = reach[j]! || (j > 0 && next[j - 1]!);
        else if (j > 0 && reach[j - 1] && test(names[j - 1]!)) next[j] = true;
      }
      reach = next;
    }
    return reach[names.length]!;
  };
}

/** A glob's segments, split at each `/` outside brackets, parentheses and braces; undefined when a group holds a `/`. */
function splitSegments(glob: string): string[] | undefined {
  const segments: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '\\') i++;
    else if (c === '(' || c === '{' || c === '[') depth++;
    else if ((c === ')' || c === '}' || c === ']') && depth > 0) depth--;
    else if (c === '/') {
      if (depth > 0) return undefined;
      segments.push(glob.slice(start, i));
      start = i + 1;
    }
  }
  segments.push(glob.slice(start));
  return segments;
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
