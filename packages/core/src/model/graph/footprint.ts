/**
 * What an output claims when outputs are checked for a clash: its paths, the files a brace
 * list names (`src/auth/{token,keys}.ts`), and its globs (`src/auth/*.ts`, `src/**`). A
 * glob claims the folder before its first wildcard, as a task's `files` entry does in the
 * engagement pack, so that the clash index can look it up as a folder.
 */
import { graphOutputPaths, graphPathForm, graphPathsOverlap, graphSameOutput, isPathToken, type GraphFolderTest } from './values.js';
import { unemphasised } from './text.js';
import { braceProduct } from '../../io/glob-match.js';

export interface GraphOutputFootprint {
  /** Paths compared as paths: graphOutputPaths, and the files of brace lists. */
  paths: string[];
  /** Globs, each claiming the folder before its first wildcard. */
  globs: string[];
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
  if (!/[*?{]/.test(value)) return { paths, globs: [] };
  const globs: string[] = [];
  const listed: string[] = [];
  for (const raw of patternTokens(value)) {
    const t = graphPathForm(unemphasised(raw));
    // A trailing `/*` or `/**` alone is the folder graphOutputPaths reads already.
    if (!/[*?{]/.test(t.replace(/\/\*{1,2}$/, '')) || !looksLikePattern(t)) continue;
    const alternatives = t.includes('{') ? expandBraces(t) : [t];
    if (!alternatives) globs.push(t);
    else {
      for (const alt of alternatives) {
        if (/[*?]/.test(alt)) globs.push(alt);
        else if (isPathToken(alt)) listed.push(graphPathForm(alt));
      }
    }
  }
  return { paths: listed.length ? [...new Set([...paths, ...listed])] : paths, globs: [...new Set(globs)] };
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

/**
 * The folder a glob claims: what comes before its first wildcard, cut back to a whole folder
 * (`src/auth/*.ts`, `src/auth/tok*.ts` → `src/auth`; `src/**` → `src`); '' for a glob with no
 * folder before its wildcard (`*.ts`), which claims every file.
 */
export function graphGlobFolder(glob: string): string {
  const wild = glob.search(/[*?{[]/);
  const head = wild < 0 ? glob : glob.slice(0, wild);
  return head.slice(0, Math.max(0, head.lastIndexOf('/'))).replace(/^\.\//, '');
}

/** Whether a glob's folder and a path (or another glob's folder) overlap; '' overlaps everything. */
const folderMeets = (folder: string, y: string) => folder === '' || y === '' || graphPathsOverlap(folder, y);

/** A glob of one side overlapping a path or glob of the other (`a`'s first), or undefined; a glob claims its folder (graphGlobFolder). */
export function graphGlobClash(a: GraphOutputFootprint, b: GraphOutputFootprint): string | undefined {
  for (const x of a.globs) {
    const fx = graphGlobFolder(x);
    for (const y of b.paths) if (folderMeets(fx, y)) return `${x} / ${y}`;
    for (const y of b.globs) if (folderMeets(fx, graphGlobFolder(y))) return x === y ? x : `${x} / ${y}`;
  }
  for (const x of a.paths) for (const y of b.globs) if (folderMeets(graphGlobFolder(y), x)) return `${x} / ${y}`;
  return undefined;
}

/** What two nodes' outputs have in common (`a.ts`, `src/ / src/a.ts`, `src/*.ts / src/a.ts`), or undefined when they touch different files; `isFolder` as for graphOutputPaths. */
export function graphOutputsClash(a: { outputs: Array<{ value: string }> }, b: { outputs: Array<{ value: string }> }, isFolder?: GraphFolderTest): string | undefined {
  const fbs = b.outputs.map((ob) => graphOutputFootprint(ob.value, isFolder));
  for (const oa of a.outputs) {
    const fa = graphOutputFootprint(oa.value, isFolder);
    for (const [k, ob] of b.outputs.entries()) {
      const fb = fbs[k]!;
      for (const x of fa.paths) for (const y of fb.paths) if (graphPathsOverlap(x, y)) return x === y ? x : `${x} / ${y}`;
      const globbed = graphGlobClash(fa, fb);
      if (globbed) return globbed;
      if ((!fa.paths.length || !fb.paths.length) && oa.value.trim() && graphSameOutput(oa.value, ob.value)) return oa.value;
    }
  }
  return undefined;
}
