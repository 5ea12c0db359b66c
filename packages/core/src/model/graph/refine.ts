// Whether a RETURN's (or an implemented node's) output answers the output asked for, refined.
import { braceProduct, globMatcher } from '../../io/glob-match.js';
import { graphFolderAbove, graphOutputKey } from './values.js';

/**
 * `given` is `asked` with folders refined into what was written inside them: each given path is
 * an asked one or lies inside an asked folder, and each asked output is given or has a path given
 * inside it (`src/dark/` answered by `src/dark/a.css, src/dark/b.css`). A glob asked for is answered by
 * the files it matches (`tests/*.test.ts` by `tests/csv.test.ts`).
 */
export function graphRefinesOutput(asked: string, given: string): boolean {
  const want = graphOutputKey(asked).split('\n').filter(Boolean);
  const got = graphOutputKey(given).split('\n').filter(Boolean);
  if (!want.length || !got.length) return false;
  const wanted = new Set(want);
  const covered = new Set<string>();
  for (const g of got) {
    if (wanted.has(g)) covered.add(g);
    else {
      const folder = graphFolderAbove(g, (f) => wanted.has(f)) ?? want.find((w) => globCovers(w, g));
      if (folder === undefined) return false;
      covered.add(folder);
    }
  }
  return covered.size === wanted.size;
}

/**
 * Whether every output `asked` names is in `given` (an INPUTS list, which may pass other outputs too):
 * named itself, or by a path given inside it (a folder) or matching it (a glob).
 */
export function graphOutputAnswered(asked: string, given: string): boolean {
  const want = graphOutputKey(asked).split('\n').filter(Boolean);
  const got = graphOutputKey(given).split('\n').filter(Boolean);
  if (!want.length || !got.length) return false;
  const wanted = new Set(want);
  const covered = new Set<string>();
  for (const g of got) {
    const at = wanted.has(g) ? g : (graphFolderAbove(g, (f) => wanted.has(f)) ?? want.find((w) => globCovers(w, g)));
    if (at !== undefined) covered.add(at);
  }
  return covered.size === wanted.size;
}

/** Braces past this many alternatives are no glob a refinement is matched against: compiling one per RETURN would cost more than the check. */
const MAX_REFINED_ALTERNATIVES = 16;
/** Compiled globs of asked outputs, by pattern; many RETURNs answer one pattern. */
const refineMatchers = new Map<string, (path: string) => boolean>();

/** Whether `glob` (a wildcard path) matches the path `p`. */
function globCovers(glob: string, p: string): boolean {
  if (!/[*?[{]/.test(glob) || braceProduct(glob) > MAX_REFINED_ALTERNATIVES) return false;
  let m = refineMatchers.get(glob);
  if (!m) {
    if (refineMatchers.size >= 1024) refineMatchers.clear();
    try {
      m = globMatcher(glob);
    } catch {
      m = () => false;
    }
    refineMatchers.set(glob, m);
  }
  return m(p);
}
