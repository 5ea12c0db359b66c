/**
 * Glob matching in time linear in the path for each pattern token, for patterns a config holds.
 * A config beside the checked tree (or changed in a pull request) names `ignores` globs, and a
 * glob compiled to a backtracking regex (picomatch: `[^/]*?` per `*`) takes time polynomial in the
 * path with the number of stars: `engagement/*a*a*a*a*a*a*a*a*b` against a 60-letter file name
 * took 29 s. Here a segment is matched by the two-pointer wildcard method (a star only ever
 * resumes from the last star: at most pattern × name steps), and `**` segments by memoised search
 * over segments.
 *
 * The syntax is picomatch's (with `dot: true`) without extglobs: `*` and `?` within a segment,
 * `**` as a whole segment for any number of segments, `[abc]`, `[a-z]`, `[^x]`, `{a,b}`
 * alternatives (nested), `\` escapes, and a leading `!` that negates. `[!x]` negates too, as in
 * ESLint's minimatch (picomatch reads it as `!` or `x`).
 */

import nodePath from 'node:path';
import { statOrUndefined } from './paths.js';

type Token = { kind: 'char'; c: string } | { kind: 'any' } | { kind: 'star' } | { kind: 'class'; negated: boolean; ranges: Array<[string, string]> };
type Segment = Token[] | 'globstar';

/** Alternatives one pattern may expand to through its braces. */
export const MAX_BRACE_ALTERNATIVES = 256;
/**
 * Characters a pattern's alternatives may hold together, and all of a config's `ignores` together:
 * each path is matched against every alternative, so 240 patterns of 500 characters with 256
 * alternatives each took 9 s and 2 GB on 80 files.
 */
export const MAX_EXPANDED_CHARS = 16_384;

/** The pattern with its first top-level `{a,b}` group expanded, recursively; capped. */
function expandBraces(pattern: string, out: string[] = [], size = { chars: 0 }): string[] {
  let depth = 0;
  let open = -1;
  const commas: number[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '[') {
      const end = classEnd(pattern, i);
      if (end > 0) i = end;
    } else if (c === '{') {
      if (depth++ === 0) {
        open = i;
        commas.length = 0;
      }
    } else if (c === ',' && depth === 1) commas.push(i);
    else if (c === '}' && depth > 0 && --depth === 0) {
      if (!commas.length) continue;
      const head = pattern.slice(0, open);
      const tail = pattern.slice(i + 1);
      const bounds = [open, ...commas, i];
      for (let k = 0; k + 1 < bounds.length; k++) {
        expandBraces(head + pattern.slice(bounds[k]! + 1, bounds[k + 1]) + tail, out, size);
        if (out.length > MAX_BRACE_ALTERNATIVES) throw new Error(`expands to more than ${MAX_BRACE_ALTERNATIVES} alternatives`);
      }
      return out;
    }
  }
  size.chars += pattern.length;
  if (size.chars > MAX_EXPANDED_CHARS) throw new Error(`expands to more than ${MAX_EXPANDED_CHARS} characters of patterns`);
  out.push(pattern);
  return out;
}

/** Characters a glob's brace alternatives hold together; throws as globMatcher does past the limits. */
export function expandedSize(pattern: string): number {
  return expandBraces(negates(pattern) ? pattern.slice(1) : pattern).reduce((n, a) => n + a.length, 0);
}

/** Index of the `]` closing a class opened at `at`, or -1 when it is not a class (then `[` is literal). */
function classEnd(p: string, at: number): number {
  let i = at + 1;
  if (p[i] === '!' || p[i] === '^') i++;
  if (p[i] === ']') i++;
  for (; i < p.length; i++) {
    if (p[i] === '\\') i++;
    else if (p[i] === ']') return i;
    else if (p[i] === '/') return -1;
  }
  return -1;
}

function tokens(segment: string): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i]!;
    if (c === '\\' && i + 1 < segment.length) out.push({ kind: 'char', c: segment[++i]! });
    else if (c === '?') out.push({ kind: 'any' });
    else if (c === '*') {
      if (out.at(-1)?.kind !== 'star') out.push({ kind: 'star' });
    } else if (c === '[' && classEnd(segment, i) > 0) {
      const end = classEnd(segment, i);
      let j = i + 1;
      const negated = segment[j] === '!' || segment[j] === '^';
      if (negated) j++;
      const ranges: Array<[string, string]> = [];
      for (; j < end; j++) {
        const lo = segment[j] === '\\' ? segment[++j]! : segment[j]!;
        if (segment[j + 1] === '-' && j + 2 < end) {
          const hi = segment[j + 2] === '\\' ? segment[j + 3]! : segment[j + 2]!;
          ranges.push([lo, hi]);
          j += segment[j + 2] === '\\' ? 3 : 2;
        } else ranges.push([lo, lo]);
      }
      out.push({ kind: 'class', negated, ranges });
      i = end;
    } else out.push({ kind: 'char', c });
  }
  return out;
}

const fits = (t: Token, c: string): boolean => {
  if (t.kind === 'any') return true;
  if (t.kind === 'char') return t.c === c;
  if (t.kind === 'class') return t.ranges.some(([lo, hi]) => c >= lo && c <= hi) !== t.negated;
  return false;
};

/** Whether one path segment matches a segment's tokens: at most tokens × name steps. */
function segmentMatches(ts: Token[], name: string): boolean {
  let t = 0;
  let n = 0;
  let starT = -1;
  let starN = 0;
  while (n < name.length) {
    const tok = ts[t];
    if (tok && tok.kind === 'star') {
      starT = t++;
      starN = n;
    } else if (tok && fits(tok, name[n]!)) {
      t++;
      n++;
    } else if (starT >= 0) {
      t = starT + 1;
      n = ++starN;
    } else return false;
  }
  while (t < ts.length && ts[t]!.kind === 'star') t++;
  return t === ts.length;
}

function compileOne(pattern: string): Segment[] {
  return pattern.split('/').map((s) => (s === '**' ? 'globstar' : tokens(s)));
}

/** Whether path segments match pattern segments, `**` taking any number of them (none of them `.` or `..`). */
function pathMatches(ps: Segment[], names: string[]): boolean {
  const memo = new Map<number, boolean>();
  const go = (p: number, n: number): boolean => {
    const key = p * (names.length + 1) + n;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result: boolean;
    if (p === ps.length) result = n === names.length;
    else if (ps[p] === 'globstar') result = go(p + 1, n) || (n < names.length && names[n] !== '.' && names[n] !== '..' && go(p, n + 1));
    else result = n < names.length && names[n] !== '.' && names[n] !== '..' && segmentMatches(ps[p] as Token[], names[n]!) && go(p + 1, n + 1);
    memo.set(key, result);
    return result;
  };
  return go(0, 0);
}

/** A matcher of `/`-separated relative paths for a glob without its negation. */
function compileGlob(body: string): (path: string) => boolean {
  const alternatives = expandBraces(body.replace(/^(?:\.\/)+/, '')).map(compileOne);
  return (path) => {
    const names = path.split('/');
    return alternatives.some((a) => pathMatches(a, names));
  };
}

/** How many alternatives a glob's braces expand to (what each path is matched against); throws as globMatcher does. */
export function globAlternatives(pattern: string): number {
  return expandBraces((negates(pattern) ? pattern.slice(1) : pattern).replace(/^(?:\.\/)+/, '')).length;
}

/** What the top-level brace groups of `t` multiply to (each group's commas plus one), found without expanding them. */
export function braceProduct(t: string): number {
  let product = 1;
  let depth = 0;
  let commas = 0;
  for (const c of t) {
    if (c === '{') {
      if (depth++ === 0) commas = 0;
    } else if (c === ',' && depth === 1) commas++;
    else if (c === '}' && depth > 0 && --depth === 0) product *= commas + 1;
  }
  return product;
}

/** A leading `!` negates; `!(` would open an extglob in picomatch, so it does not. */
const negates = (pattern: string): boolean => pattern.startsWith('!') && !pattern.startsWith('!(');

/**
 * A matcher of `/`-separated relative paths for a glob; throws (with a one-line reason) for a
 * pattern whose braces expand past MAX_BRACE_ALTERNATIVES.
 */
export function globMatcher(pattern: string): (path: string) => boolean {
  const negated = negates(pattern);
  const matches = compileGlob(negated ? pattern.slice(1) : pattern);
  return (path) => matches(path) !== negated;
}

/** One entry of an ESLint-style `ignores` list. */
export interface IgnoreEntry {
  /** A leading `!`: the entry un-ignores what it matches. */
  negated: boolean;
  /** A trailing `/`: the entry matches folders only. */
  foldersOnly: boolean;
  /** Whether the glob (without `!` and the trailing `/`) matches a relative path. */
  matches: (path: string) => boolean;
}

/**
 * An `ignores` entry read as ESLint reads one: `!` negates (its match is not inverted: the list
 * decides, see ignoresMatcher), a trailing `/` limits it to folders. Throws as globMatcher does.
 */
export function ignoreEntry(pattern: string): IgnoreEntry {
  const negated = negates(pattern);
  const body = negated ? pattern.slice(1) : pattern;
  // A loop, not /\/+$/: that regex is quadratic on a long run of slashes not at the end.
  let end = body.length;
  while (end > 1 && body[end - 1] === '/') end--;
  return { negated, foldersOnly: end < body.length, matches: compileGlob(body.slice(0, end)) };
}

/**
 * A predicate on absolute paths for an ordered `ignores` list, each entry relative to its `base`
 * folder, read as ESLint reads its ignores: a path is ignored when the last entry that matches it is
 * not negated (a `!` entry un-ignores; a path only `!` entries match is not ignored), and inside an
 * ignored folder nothing can be un-ignored, so each folder above a path is asked first (cached).
 */
export function ignoresMatcher(list: ReadonlyArray<{ base: string; pattern: string }>): (abs: string) => boolean {
  const entries = list.map(({ base, pattern }) => ({ base, ...ignoreEntry(pattern) }));
  const decides = (p: string, folder: boolean): boolean => {
    for (let i = entries.length - 1; i >= 0; i--) {
      const e = entries[i]!;
      if (e.foldersOnly && !folder) continue;
      const rel = nodePath.relative(e.base, p);
      // The entry's own folder, and what is outside it, no entry of it matches.
      if (!rel || rel === '..' || rel.startsWith(`..${nodePath.sep}`) || nodePath.isAbsolute(rel)) continue;
      if (e.matches(rel.split(nodePath.sep).join('/'))) return !e.negated;
    }
    return false;
  };
  const folders = new Map<string, boolean>();
  const folderIgnored = (dir: string): boolean => {
    let known = folders.get(dir);
    if (known === undefined) {
      const up = nodePath.dirname(dir);
      known = (up !== dir && folderIgnored(up)) || decides(dir, true);
      folders.set(dir, known);
    }
    return known;
  };
  // Whether a path is a folder matters only to a `dir/` entry: the file system is asked only then.
  const askFolder = entries.some((e) => e.foldersOnly);
  return (abs) => {
    const p = nodePath.resolve(abs);
    return askFolder && isFolder(p) ? folderIgnored(p) : folderIgnored(nodePath.dirname(p)) || decides(p, false);
  };
}

function isFolder(p: string): boolean {
  return statOrUndefined(p)?.isDirectory() === true;
}
