// Outputs written as globs (`docs/*.md`): what they match under the checked root.
import { globMatcher } from '../../io/glob-match.js';
import type { GraphModel, GraphOutputState as OutputState } from './model.js';
import { isPathToken, outputTokens } from './values.js';

type Outputs = Pick<GraphModel, 'fs' | 'outputPlace' | 'outputState'>;

/** What makes a token a glob: a wildcard, a class (`[ab]`) or brace alternatives (`{a,b}`). */
const WILDCARD = /[*?[{]/;
/** Matched files whose content is looked at before the output counts as empty. */
const MAX_FILES_LOOKED_AT = 50;

/** Tokens of an output value that are paths with a wildcard (`docs/*.md`, `out/**\/*.json`, `docs/{api,cli}.md`). */
export function graphOutputGlobs(value: string): string[] {
  return outputTokens(value).filter((t) => WILDCARD.test(t) && isPathToken(t.replace(/[*?[\]{},!]/g, 'x')) && compiles(t));
}

/** A pattern past the glob matcher's limits (thousands of brace alternatives) is no output to probe. */
function compiles(pattern: string): boolean {
  try {
    globMatcher(pattern);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a glob output holds under the checked root: `missing` when it matches no file, `empty` when
 * every file it matches is, `non-empty` when one has content; `outside-root` for a glob whose
 * folder lies outside. The folder before the first wildcard is listed (or walked, for a pattern
 * over several folders), within the file access's own bounds.
 */
export function graphGlobOutputState(model: Outputs, pattern: string): { state: OutputState; matched: number } {
  const segments = pattern.replace(/^\.\//, '').split('/');
  const first = segments.findIndex((s) => WILDCARD.test(s));
  const place = model.outputPlace(segments.slice(0, first).join('/') || '.');
  if (place.rel === undefined) return { state: 'outside-root', matched: 0 };
  const base = place.rel;
  const matches = globMatcher(base ? `${base}/${segments.slice(first).join('/')}` : segments.slice(first).join('/'));
  const oneLevel = first === segments.length - 1;
  const entries = oneLevel ? (model.fs.list(base) ?? []) : model.fs.walk(base);
  const files = entries.filter((e) => e.kind !== 'dir' && matches(e.rel));
  if (!files.length) return { state: model.fs.probe(base || '.') === 'unreadable' ? 'unreadable' : 'missing', matched: 0 };
  const nonEmpty = files.slice(0, MAX_FILES_LOOKED_AT).some((f) => model.outputState(f.rel) === 'non-empty');
  return { state: nonEmpty ? 'non-empty' : 'empty', matched: files.length };
}
