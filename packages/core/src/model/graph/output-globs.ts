// Outputs written as globs (`docs/*.md`): what they match under the checked root.
import { globAlternatives, globMatcher } from '../../io/glob-match.js';
import { plural } from '../../util.js';
import type { GraphModel, GraphOutputState as OutputState } from './model.js';
import { isPathToken, outputTokens } from './values.js';

type Outputs = Pick<GraphModel, 'fs' | 'outputPlace' | 'outputState'>;

/** What makes a token a glob: a wildcard, a class (`[ab]`) or brace alternatives (`{a,b}`). */
const WILDCARD = /[*?[{]/;
/** Matched files whose content is looked at before the output counts as empty. */
const MAX_FILES_LOOKED_AT = 50;

/** Tokens of an output value that are paths with a wildcard (`docs/*.md`, `out/**\/*.json`, `docs/{api,cli}.md`). */
export function graphOutputGlobs(value: string): string[] {
  return outputTokens(value).filter((t) => WILDCARD.test(t) && isPathToken(t.replace(/[*?[\]{},!]/g, 'x')));
}

/**
 * Work one model may spend matching its glob outputs: files tested times the alternatives of each
 * pattern. Thirty outputs of 256 brace alternatives each over 10,000 files took 28 s; past the
 * budget a glob is not probed, and that is said.
 */
const GLOB_WORK = 2_000_000;
/**
 * A model's glob matching so far: the work spent, each pattern's answer (one pattern on several nodes
 * is matched once) and each folder's files (listed or walked once, however many patterns start there).
 */
interface GlobWork {
  spent: number;
  answers: Map<string, GlobOutputState>;
  files: Map<string, ReadonlyArray<{ rel: string; kind: string }>>;
}
const work = new WeakMap<object, GlobWork>();

export type GlobOutputState = { state: OutputState; matched: number; why?: undefined } | { state: 'unprobed'; matched: 0; why: string };

/**
 * What a glob output holds under the checked root: `missing` when it matches no file, `empty` when
 * every file it matches is, `non-empty` when one has content; `outside-root` for a glob whose
 * folder lies outside. The folder before the first wildcard is listed (or walked, for a pattern
 * over several folders), within the file access's own bounds.
 */
export function graphGlobOutputState(model: Outputs, pattern: string): GlobOutputState {
  let w = work.get(model);
  if (!w) work.set(model, (w = { spent: 0, answers: new Map(), files: new Map() }));
  let answer = w.answers.get(pattern);
  if (!answer) w.answers.set(pattern, (answer = globState(model, pattern, w)));
  return answer;
}

function globState(model: Outputs, pattern: string, w: GlobWork): GlobOutputState {
  const segments = pattern.replace(/^\.\//, '').split('/');
  const first = segments.findIndex((s) => WILDCARD.test(s));
  const place = model.outputPlace(segments.slice(0, first).join('/') || '.');
  if (place.rel === undefined) return { state: 'outside-root', matched: 0 };
  const base = place.rel;
  const glob = base ? `${base}/${segments.slice(first).join('/')}` : segments.slice(first).join('/');
  let matches: (path: string) => boolean;
  let alternatives: number;
  try {
    matches = globMatcher(glob);
    alternatives = globAlternatives(glob);
  } catch (e) {
    return { state: 'unprobed', matched: 0, why: `it ${(e as Error).message} through its braces` };
  }
  const oneLevel = first === segments.length - 1;
  const key = `${oneLevel ? 'list' : 'walk'}:${base}`;
  let entries = w.files.get(key);
  if (!entries) w.files.set(key, (entries = (oneLevel ? (model.fs.list(base) ?? []) : model.fs.walk(base)).filter((e) => e.kind !== 'dir')));
  const total = w.spent + entries.length * alternatives;
  if (total > GLOB_WORK) return { state: 'unprobed', matched: 0, why: `matching its ${plural(alternatives, 'alternative')} against ${plural(entries.length, 'file')} under ${base || '.'} passes the work one run spends on glob outputs` };
  w.spent = total;
  const files = entries.filter((e) => matches(e.rel));
  if (!files.length) return { state: model.fs.probe(base || '.') === 'unreadable' ? 'unreadable' : 'missing', matched: 0 };
  const nonEmpty = files.slice(0, MAX_FILES_LOOKED_AT).some((f) => model.outputState(f.rel) === 'non-empty');
  return { state: nonEmpty ? 'non-empty' : 'empty', matched: files.length };
}
