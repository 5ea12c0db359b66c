// Whether a RETURN's (or an INPUTS list's) paths answer the output asked for, folders and globs refined into files.
import { braceProduct, globMatcher } from '../../io/glob-match.js';
import { graphFolderAbove, graphOutputKey } from './values.js';

/** Braces past this many alternatives are no glob a refinement is matched against: compiling one per RETURN would cost more than the check. */
const MAX_REFINED_ALTERNATIVES = 16;
/**
 * Path-against-glob tests one comparison may make: 2,000 globs asked and 2,000 files given would be
 * 4,000,000. Past it the globs are answered only as written (every given path must be an asked one
 * or lie in an asked folder).
 */
const MAX_GLOB_TESTS = 20_000;
/** Compiled globs of asked outputs, by pattern: many RETURNs answer one pattern. Cleared when full, never within one comparison. */
const compiled = new Map<string, (path: string) => boolean>();

/**
 * Each given path's place among the asked outputs: the asked token itself, the asked folder above
 * it, or the asked glob matching it (undefined: none). Globs are matched within MAX_GLOB_TESTS;
 * a negated glob (`!src/*.test.ts`) excludes and answers nothing.
 */
function placesOf(asked: string, given: string): { want: string[]; places: Array<string | undefined> } | undefined {
  const tokens = graphOutputKey(asked).split('\n').filter(Boolean);
  const got = graphOutputKey(given).split('\n').filter(Boolean);
  // `!src/*.test.ts` asks for nothing: it takes the files it matches out of what the other globs ask for.
  const want = tokens.filter((w) => !w.startsWith('!'));
  if (!want.length || !got.length) return undefined;
  const wanted = new Set(want);
  const usable = (w: string) => /[*?[{]/.test(w) && braceProduct(w) <= MAX_REFINED_ALTERNATIVES;
  const globs = want.filter(usable);
  const excluded = tokens.filter((w) => w.startsWith('!') && usable(w.slice(1))).map((w) => matcherOf(w.slice(1)));
  const matchers = globs.length && got.length * (globs.length + excluded.length) <= MAX_GLOB_TESTS ? globs.map((g) => [g, matcherOf(g)] as const) : [];
  const places = got.map((g) => {
    if (wanted.has(g)) return g;
    const folder = graphFolderAbove(g, (f) => wanted.has(f));
    if (folder !== undefined) return folder;
    if (!matchers.length || excluded.some((m) => m(g))) return undefined;
    return matchers.find(([, m]) => m(g))?.[0];
  });
  return { want, places };
}

function matcherOf(glob: string): (path: string) => boolean {
  let m = compiled.get(glob);
  if (!m) {
    if (compiled.size >= 4096) compiled.clear();
    try {
      m = globMatcher(glob);
    } catch {
      m = () => false;
    }
    compiled.set(glob, m);
  }
  return m;
}

/**
 * `given` is `asked` with folders refined into what was written inside them: each given path is
 * an asked one or lies inside an asked folder, and each asked output is given or has a path given
 * inside it (`src/dark/` answered by `src/dark/a.css, src/dark/b.css`). A glob asked for is answered by
 * the files it matches (`tests/*.test.ts` by `tests/csv.test.ts`).
 */
export function graphRefinesOutput(asked: string, given: string): boolean {
  const p = placesOf(asked, given);
  if (!p || p.places.some((x) => x === undefined)) return false;
  return new Set(p.places).size === p.want.length;
}

/**
 * Whether every output `asked` names is in `given` (an INPUTS list, which may pass other outputs too):
 * named itself, or by a path given inside it (a folder) or matching it (a glob).
 */
export function graphOutputAnswered(asked: string, given: string): boolean {
  const p = placesOf(asked, given);
  if (!p) return false;
  return new Set(p.places.filter((x) => x !== undefined)).size === p.want.length;
}
