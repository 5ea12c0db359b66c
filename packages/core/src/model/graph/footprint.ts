/**
 * What an output claims when outputs are checked for a clash: its paths, the files a brace
 * list names (`src/auth/{token,keys}.ts`), and its globs (`src/auth/*.ts`, `src/**`). A glob
 * claims what it can match: files below the folder before its first wildcard, as deep as its
 * segments allow, ending in its extension (graphGlobShape), so that the clash index can look
 * it up by folder, depth and extension.
 */
import { graphIsCommitOutput, graphOutputPaths, graphOutputSaid, graphPathForm, graphPathsOverlap, graphSameOutput, isPathToken, type GraphFolderTest } from './values.js';
import { unemphasised } from './text.js';
import { braceProduct, globMatcher } from '../../io/glob-match.js';

export interface GraphOutputFootprint {
  /** Paths compared as paths: graphOutputPaths, and the files of brace lists. */
  paths: string[];
  /** Globs, each claiming what it can match. */
  globs: string[];
  /** graphGlobShape of each glob, in the same order. */
  shapes: GraphGlobShape[];
}

/** What a glob can match, as a clash reads it. */
export interface GraphGlobShape {
  /** No folder before the first wildcard (`*.md`): the glob starts at the top of the paths. */
  top: boolean;
  /** The folder before the first wildcard, cut back to a whole folder ('' when top, or for `/*.md`). */
  folder: string;
  /** Segments below the folder a match has: at least min, at most max (Infinity with a `**` segment). */
  min: number;
  max: number;
  /** The extension every match ends in (`ts` for `*.test.ts`), '' when it can end in any. */
  ext: string;
  /**
   * Whether folder, depth and extension alone decide a match of a file (`src/**\/*.ts`, `docs/*`); else
   * (`tests/*.test.ts`, `src/*\/index.ts`) a file is matched against the glob. A brace list too long to
   * expand is read by its folder alone, never matched.
   */
  exact: boolean;
}

/** Brace groups one token may hold and still be expanded; past that it is read as a glob. */
const MAX_BRACE_GROUPS = 6;
/** Files a brace list may name and still be expanded; past that it is read as a glob. */
const MAX_BRACE_FILES = 64;
/** The characters of a glob written as an output. A `[...]` is no wildcard here: `app/[id]/page.tsx` is a route file. */
const PATTERN = /^[\w@.~/*?{},-]+$/;

/**
 * Footprints already read, per folder test (one per graph model, so a run of many targets keeps
 * none past its model): a wave of thousands of nodes compares each output with several others.
 */
const footprints = new WeakMap<GraphFolderTest, Map<string, GraphOutputFootprint>>();

/** The paths and globs of an output value; `isFolder` as for graphOutputPaths. The result is shared: not to be changed. */
export function graphOutputFootprint(value: string, isFolder?: GraphFolderTest): GraphOutputFootprint {
  if (!isFolder) return readFootprint(value);
  let known = footprints.get(isFolder);
  if (!known) footprints.set(isFolder, (known = new Map()));
  let footprint = known.get(value);
  if (!footprint) known.set(value, (footprint = readFootprint(value, isFolder)));
  return footprint;
}

function readFootprint(value: string, isFolder?: GraphFolderTest): GraphOutputFootprint {
  const paths = graphOutputPaths(value, isFolder);
  // Most outputs hold neither a wildcard nor a brace.
  if (!/[*?{]/.test(value)) return { paths, globs: [], shapes: [] };
  const globs: string[] = [];
  const listed: string[] = [];
  for (const raw of patternTokens(value)) {
    const t = graphPathForm(unemphasised(raw));
    // `docs/**` and `docs/*` are globs too: every file below docs/, every file directly in it.
    if (!/[*?{]/.test(t) || !looksLikePattern(t)) continue;
    const alternatives = t.includes('{') ? expandBraces(t) : [t];
    if (!alternatives) globs.push(t);
    else {
      for (const alt of alternatives) {
        if (/[*?]/.test(alt)) globs.push(alt);
        else if (isPathToken(alt)) listed.push(graphPathForm(alt));
      }
    }
  }
  const unique = [...new Set(globs)];
  return { paths: listed.length ? [...new Set([...paths, ...listed])] : paths, globs: unique, shapes: unique.map(graphGlobShape) };
}

/** Tokens of an output split as outputTokens splits them, except at a comma inside braces (`{token,keys}`). */
function patternTokens(value: string): string[] {
  const out: string[] = [];
  for (const piece of value.replace(/\([^()]*\)/g, ' ').split(/[\s;]+/)) {
    let depth = 0;
    let start = 0;
    for (let i = 0; i < piece.length; i++) {
      const c = piece[i];
      if (c === '{') depth++;
      else if (c === '}') depth = Math.max(0, depth - 1);
      else if (c === ',' && depth === 0) {
        out.push(piece.slice(start, i));
        start = i + 1;
      }
    }
    out.push(piece.slice(start));
  }
  return out.filter(Boolean);
}

/** A token of path characters with a folder or an extension: free words such as `*new*` are no glob. */
function looksLikePattern(t: string): boolean {
  if (t.includes('://') || !PATTERN.test(t)) return false;
  const dot = t.lastIndexOf('.');
  return t.includes('/') || (dot >= 0 && dot < t.length - 1);
}

/** The alternatives of `{a,b}` groups, nested or in a row; undefined when there are too many to list. */
function expandBraces(t: string): string[] | undefined {
  let groups = 0;
  for (let i = t.indexOf('{'); i !== -1; i = t.indexOf('{', i + 1)) groups++;
  if (groups > MAX_BRACE_GROUPS || braceProduct(t) > MAX_BRACE_FILES) return undefined;
  const out: string[] = [];
  // Six groups of a hundred alternatives are 10^12 files: past MAX_BRACE_FILES the token is read as the glob it is.
  const expand = (p: string): boolean => {
    const g = firstGroup(p);
    if (!g) return out.push(p) <= MAX_BRACE_FILES;
    for (const alt of g.alternatives) if (!expand(p.slice(0, g.open) + alt + p.slice(g.close + 1))) return false;
    return true;
  };
  return expand(t) ? out : undefined;
}


/** The first top-level `{...}` holding a comma, with its alternatives. */
function firstGroup(p: string): { open: number; close: number; alternatives: string[] } | undefined {
  let depth = 0;
  let open = -1;
  const cuts: number[] = [];
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '{') {
      if (depth++ === 0) {
        open = i;
        cuts.length = 0;
      }
    } else if (c === ',' && depth === 1) cuts.push(i);
    else if (c === '}' && depth > 0 && --depth === 0 && cuts.length) {
      const bounds = [open, ...cuts, i];
      return { open, close: i, alternatives: bounds.slice(1).map((end, k) => p.slice(bounds[k]! + 1, end)) };
    }
  }
  return undefined;
}

/** An extension at the end of a name (`.ts`), as a path's is read. */
const EXTENSION = /\.([A-Za-z0-9]+)$/;
/** A last segment whose matches folder, depth and extension decide: `*`, `**`, `*.ts`. */
const PLAIN_LAST = /^(?:\*{1,2}|\*\.[A-Za-z0-9]+)$/;

/**
 * What a glob can match (GraphGlobShape): `src/**\/*.tsx` is a `.tsx` file one or more segments below
 * `src`; `tests/*.test.ts` a `.ts` file directly in `tests`; `*.md` a `.md` file at the top.
 */
export function graphGlobShape(glob: string): GraphGlobShape {
  const wild = glob.search(/[*?{[]/);
  const head = wild < 0 ? glob : glob.slice(0, wild);
  const cut = head.lastIndexOf('/');
  const top = cut < 0;
  const folder = top ? '' : head.slice(0, cut);
  let end = glob.length;
  while (end > cut + 1 && glob[end - 1] === '/') end--;
  const rest = glob.slice(cut + 1, end);
  // A brace list too long to expand may hold `/` and any extension: it claims its whole folder.
  if (rest.includes('{')) return { top, folder, min: 0, max: Infinity, ext: '', exact: true };
  const segments = rest.split('/');
  const stars = segments.filter((s) => s === '**').length;
  const last = segments[segments.length - 1]!;
  const tail = last === '**' ? '' : last.slice(Math.max(last.lastIndexOf('*'), last.lastIndexOf('?')) + 1);
  const exact = PLAIN_LAST.test(last) && segments.slice(0, -1).every((s) => s === '*' || s === '**');
  return { top, folder, min: segments.length - stars, max: stars ? Infinity : segments.length, ext: EXTENSION.exec(tail)?.[1] ?? '', exact };
}

/** A path as a glob meets it: its extension ('' for none), and whether it may be a folder (a trailing `/`, or no extension). */
export function graphPathKind(p: string): { ext: string; folder: boolean } {
  const ext = p.endsWith('/') ? '' : (EXTENSION.exec(p.slice(p.lastIndexOf('/') + 1))?.[1] ?? '');
  return { ext, folder: ext === '' };
}

const segmentCount = (p: string) => p.split('/').length;

/** A path without its trailing slashes; a loop, as /\/+$/ is quadratic on a long run of slashes not at the end. */
export function graphWithoutTrailingSlashes(p: string): string {
  let end = p.length;
  while (end > 0 && p[end - 1] === '/') end--;
  return p.slice(0, end);
}

/** Compiled globs by pattern: one pattern meets many paths. Cleared when full. */
const matchers = new Map<string, (path: string) => boolean>();
const MAX_MATCHERS = 4096;

function globMatches(pattern: string, p: string): boolean {
  let m = matchers.get(pattern);
  if (!m) {
    if (matchers.size >= MAX_MATCHERS) matchers.clear();
    try {
      m = globMatcher(pattern);
    } catch {
      // A glob that cannot be compiled is read by its shape alone.
      m = () => true;
    }
    matchers.set(pattern, m);
  }
  return m(p);
}

/**
 * Whether a glob can write path `p` (trailing slashes dropped; `kind` is graphPathKind of it as written):
 * a path holding the glob's folder holds every match; a folder below it meets the glob when a match
 * can lie in it, or be it; a file meets it when the glob matches it (`precise`), or, without
 * `precise`, when its depth and extension fit the glob's shape.
 */
export function graphGlobMeetsPath(s: GraphGlobShape, pattern: string, p: string, kind: { ext: string; folder: boolean }, precise = true): boolean {
  if (!s.top && (p === s.folder || s.folder.startsWith(`${p}/`))) return true;
  if (!s.top && !p.startsWith(`${s.folder}/`)) return false;
  const r = segmentCount(p) - (s.top ? 0 : segmentCount(s.folder));
  const fits = r >= s.min && r <= s.max;
  if (kind.folder) return (fits && s.ext === '') || s.max > r;
  if (!fits || (s.ext !== '' && s.ext !== kind.ext)) return false;
  return s.exact || !precise || globMatches(pattern, p);
}

/** Segments below the top a match of a glob has: exactly `depth` (`deep` false), or `depth` or more. */
export function graphGlobDepth(s: GraphGlobShape): { depth: number; deep: boolean } {
  const above = s.top ? 0 : segmentCount(s.folder);
  return { depth: above + s.min, deep: s.max === Infinity };
}

/**
 * Whether two globs can match a common path: their folders overlap, their extensions agree and their
 * depths meet (a glob without `**` matches paths of its own depth only). With `precise`, a pair not
 * both `exact` must also meet segment by segment (graphGlobSegmentsMeet); past the globs one index
 * matches, shape alone decides.
 */
export function graphGlobsMeet(a: GraphGlobShape, b: GraphGlobShape, pa?: string, pb?: string, precise = false): boolean {
  // Folders compared segment by segment, as the clash index keys them (`src/` below a `src//*.ts` is a folder named '').
  const x = a.folder;
  const y = b.folder;
  if (!(a.top || b.top || x === y || x.startsWith(`${y}/`) || y.startsWith(`${x}/`))) return false;
  if (!(a.ext === '' || b.ext === '' || a.ext === b.ext)) return false;
  const da = graphGlobDepth(a);
  const db = graphGlobDepth(b);
  if (!(da.deep && db.deep) && !(da.deep ? db.depth >= da.depth : db.deep ? da.depth >= db.depth : da.depth === db.depth)) return false;
  return !precise || (a.exact && b.exact) || pa === undefined || pb === undefined || graphGlobSegmentsMeet(pa, pb);
}

/** Segment pairs past which graphGlobSegmentsMeet says yes without looking. */
const MAX_SEGMENT_PAIRS = 4096;

/**
 * Whether two globs can match a common path, segment by segment (`**` standing for zero or more
 * segments, a brace list too long to expand for anything). Linear in the product of segment counts.
 */
export function graphGlobSegmentsMeet(a: string, b: string): boolean {
  if (a.includes('{') || b.includes('{')) return true;
  const x = a.split('/');
  const y = b.split('/');
  if ((x.length + 1) * (y.length + 1) > MAX_SEGMENT_PAIRS) return true;
  const m = y.length;
  // memo[i][j]: x[i..] and y[j..] can match a common run of segments (computed from the ends).
  const memo: boolean[][] = Array.from({ length: x.length + 1 }, () => new Array<boolean>(m + 1).fill(false));
  for (let i = x.length; i >= 0; i--) {
    for (let j = m; j >= 0; j--) {
      if (i === x.length && j === m) memo[i]![j] = true;
      else if (i < x.length && x[i] === '**') memo[i]![j] = memo[i + 1]![j]! || (j < m && memo[i]![j + 1]!);
      else if (j < m && y[j] === '**') memo[i]![j] = memo[i]![j + 1]! || (i < x.length && memo[i + 1]![j]!);
      else memo[i]![j] = i < x.length && j < m && segmentsMeet(x[i]!, y[j]!) && memo[i + 1]![j + 1]!;
    }
  }
  return memo[0]![0]!;
}

const MAX_SEGMENT_SCAN = 1 << 20;

/** Two segments (`*` and `?` wildcards) that can name one file or folder: their literal starts and ends agree. */
function segmentsMeet(s: string, t: string): boolean {
  const ws = s.search(/[*?]/);
  const wt = t.search(/[*?]/);
  if (ws < 0 && wt < 0) return s === t;
  // A hostile pair of long segments is read as meeting rather than scanned.
  if ((ws < 0 || wt < 0) && s.length * t.length > MAX_SEGMENT_SCAN) return true;
  // One side a name: the project's glob matcher, compiled once per pattern, tells.
  if (ws < 0) return globMatches(t, s);
  if (wt < 0) return globMatches(s, t);
  const ps = s.slice(0, ws);
  const pt = t.slice(0, wt);
  const ss = s.slice(Math.max(s.lastIndexOf('*'), s.lastIndexOf('?')) + 1);
  const st = t.slice(Math.max(t.lastIndexOf('*'), t.lastIndexOf('?')) + 1);
  return (ps.startsWith(pt) || pt.startsWith(ps)) && (ss.endsWith(st) || st.endsWith(ss));
}

/**
 * What two outputs that meet have in common, said as one thing both write: a path inside the other's folder
 * (`docs/spec.md (inside docs/)`), a path a glob matches (`src/a.ts (matched by src/*.ts)`, or `files in src/ui/
 * matched by src/*.tsx` for a folder), files two globs both match. Paths joined by " / " read as one path.
 */
function inCommon(x: string, y: string, xGlob: boolean, yGlob: boolean): string {
  if (x === y) return x;
  if (xGlob && yGlob) return `files matched by ${x} and by ${y}`;
  if (xGlob || yGlob) {
    const [path, glob] = xGlob ? [y, x] : [x, y];
    return graphPathKind(path).folder ? `files in ${path} matched by ${glob}` : `${path} (matched by ${glob})`;
  }
  const [inner, outer] = graphWithoutTrailingSlashes(x).length >= graphWithoutTrailingSlashes(y).length ? [x, y] : [y, x];
  return `${inner} (inside ${outer})`;
}

/** A glob of one side meeting a path or glob of the other (`a`'s first), or undefined; `precise` as for graphGlobMeetsPath. */
export function graphGlobClash(a: GraphOutputFootprint, b: GraphOutputFootprint, precise = true): string | undefined {
  const meets = (s: GraphGlobShape, g: string, p: string) => graphGlobMeetsPath(s, g, graphWithoutTrailingSlashes(p), graphPathKind(p), precise);
  for (const [i, x] of a.globs.entries()) {
    for (const y of b.paths) if (meets(a.shapes[i]!, x, y)) return inCommon(x, y, true, false);
    for (const [j, y] of b.globs.entries()) if (graphGlobsMeet(a.shapes[i]!, b.shapes[j]!, x, y, precise)) return inCommon(x, y, true, true);
  }
  for (const x of a.paths) for (const [j, y] of b.globs.entries()) if (meets(b.shapes[j]!, y, x)) return inCommon(x, y, false, true);
  return undefined;
}

/**
 * What two nodes' outputs have in common (`a.ts`, `src/a.ts (inside src/)`, `src/a.ts (matched by src/*.ts)`), or undefined when
 * they touch different files; `isFolder` as for graphOutputPaths, `precise` as for graphGlobMeetsPath. A commit
 * (graphIsCommitOutput) touches no file, whatever branch it names.
 */
export function graphOutputsClash(a: { outputs: Array<{ value: string }> }, b: { outputs: Array<{ value: string }> }, isFolder?: GraphFolderTest, precise = true): string | undefined {
  const fbs = b.outputs.map((ob) => (graphIsCommitOutput(ob.value) ? undefined : graphOutputFootprint(ob.value, isFolder)));
  for (const oa of a.outputs) {
    if (graphIsCommitOutput(oa.value)) continue;
    const fa = graphOutputFootprint(oa.value, isFolder);
    for (const [k, ob] of b.outputs.entries()) {
      const fb = fbs[k];
      if (!fb) continue;
      for (const x of fa.paths) for (const y of fb.paths) if (graphPathsOverlap(x, y)) return inCommon(x, y, false, false);
      const globbed = graphGlobClash(fa, fb, precise);
      if (globbed) return globbed;
      // The same text clashes, unless both sides are globs: what they can match decides then.
      if ((!fa.paths.length || !fb.paths.length) && !(fa.globs.length && fb.globs.length) && oa.value.trim() && graphSameOutput(oa.value, ob.value)) return graphOutputSaid(oa.value);
    }
  }
  return undefined;
}
