/**
 * The protocol reading of handoff citations beyond the project root and of paths named only as
 * absent: a monorepo engagement's paths as git writes them (from the repository's top) and its
 * `../` paths into the same repository, and "no `src/` folder in this repo".
 */
import { enclosingWorkTree, negatedBefore, type CitedPath, type EngagementModel, type MarkdownDoc } from '@engagement-lint/core/kit';

/**
 * The citations still missing or outside the project root, read in the git work tree holding the
 * project when it is a folder of a larger repository:
 * - a missing path whose first segment the project root does not hold (`services/billing/src/x.ts`,
 *   `packages/money/src/index.ts`, as `git diff --stat` prints them from the top) is looked up from
 *   the work tree's root; one whose first folder the project holds (`src/x.ts`) is the project's;
 * - a path leading up with `../` (`../../packages/money/src/index.ts`) that stays inside the work
 *   tree is looked up there, and is missing when it is not there; one that leaves it stays outside.
 * Every probe goes through a ProjectFs confined to the work tree, which refuses `..` and symlinks
 * out of it and reads nothing: a path outside it, a home- or drive-rooted one, an absolute one, or
 * any with no repository around the project keeps the outside-root answer.
 */
export function withWorkTree<R extends { missing: CitedPath[]; outside: CitedPath[] }>(model: EngagementModel, read: R): R & { inRepository: number } {
  if (!read.missing.length && !read.outside.some(upward)) return { ...read, inRepository: 0 };
  const tree = enclosingWorkTree(model.fs);
  if (!tree) return { ...read, inRepository: 0 };
  // A path whose first folder the work tree's top does not hold is not there: one probe per folder, not per path.
  const firsts = new Map<string, boolean>();
  const inTree = (rel: string): 'exists' | 'missing' | 'outside' => {
    const slash = rel.indexOf('/');
    const first = slash < 0 ? rel : rel.slice(0, slash);
    let held = firsts.get(first);
    if (held === undefined) firsts.set(first, (held = tree.probe(first) === 'exists'));
    if (!held) return 'missing';
    const probe = tree.probe(rel);
    // A symlink of the work tree leading out of it is not followed: outside, as `..` out of it is.
    return probe === 'exists' ? 'exists' : probe === 'outside-root' ? 'outside' : 'missing';
  };
  // Each distinct path probed once: a handoff may cite one path thousands of times.
  const atTop = new Map<string, boolean>();
  // And each first folder asked of the project once: thousands of paths may share it.
  const elsewhere = new Map<string, boolean>();
  const top = (c: CitedPath) => {
    let there = atTop.get(c.path);
    if (there === undefined) atTop.set(c.path, (there = firstSegmentElsewhere(model, c.path, elsewhere) && inTree(c.path) === 'exists'));
    return there;
  };
  const upAnswer = new Map<string, 'exists' | 'missing' | 'outside'>();
  const up = (c: CitedPath) => {
    let answer = upAnswer.get(c.path);
    if (answer === undefined) {
      const rel = tree.fromProject(c.path);
      upAnswer.set(c.path, (answer = rel === undefined ? 'outside' : inTree(rel)));
    }
    return answer;
  };
  const missing = read.missing.filter((c) => !top(c));
  const upMissing = read.outside.filter((c) => upward(c) && up(c) === 'missing');
  const outside = read.outside.filter((c) => !upward(c) || up(c) === 'outside');
  const byPlace = (a: CitedPath, b: CitedPath) => a.line - b.line || a.column - b.column;
  const inRepository = [...atTop.values(), ...[...upAnswer.values()].map((a) => a === 'exists')].filter(Boolean).length;
  return { ...read, missing: upMissing.length ? [...missing, ...upMissing].sort(byPlace) : missing, outside, inRepository };
}

/** A path leading up out of the project (`../x`, `../../x`): the only kind read in the work tree when outside the root. */
const upward = (c: CitedPath) => c.path.startsWith('../');

/** Whether a path's first folder is one the project root does not hold (so it may be written from the repository's top). */
function firstSegmentElsewhere(model: EngagementModel, p: string, known: Map<string, boolean>): boolean {
  const slash = p.indexOf('/');
  if (slash <= 0) return false;
  const first = p.slice(0, slash);
  if (first === '.' || first === '..') return false;
  let elsewhere = known.get(first);
  if (elsewhere === undefined) known.set(first, (elsewhere = model.fs.probe(first) === 'missing'));
  return elsewhere;
}

/** How much of a line before a citation is read for a negation: its clause and a few words suffice. */
const NEGATION_WINDOW = 240;

/** A word (with an apostrophe's tail, `didn't`), or one character of punctuation. */
const TOKEN = /[\p{L}\p{N}_]+(?:['’][\p{L}]+)?|[^\s\p{L}\p{N}_]/gu;
/** Markup between words that neither ends a clause nor says anything: code spans, emphasis, quotes. */
const MARKUP = /^[`*_"'“”«»~]$/;
/** A negation word as the kit's clause reading knows them (negatedBefore), for the walk back to it. */
const NEGATION_WORD = /^(?:no|not|none|never|nor|without|[\p{L}]{0,6}n['’]t|нет|без|не|ни)$/iu;
/**
 * Words that may stand between such a negation and a path it says is absent or untouched: "no
 * changes to `src/`", "did not touch `src/`", "no `docs/` folder" (the path first), «без изменений в
 * `src/`». An outcome between them ("no failures in `tests/x.py`", "did not find any issue in
 * `src/a.ts`") says something of a file that exists: that citation is still checked.
 */
const ABSENCE_WORD = /^(?:a|an|the|any|such|separate|dedicated|this|that|these|those|its|our|their|there|is|are|was|were|be|been|made|needed|required|to|in|into|under|of|for|on|at|inside|within|from|or|code|source|folders?|director(?:y|ies)|dirs?|files?|chang(?:e|es|ed|ing)|edit(?:s|ed|ing)?|modif(?:y|ied|ying|ications?)|updat(?:e|es|ed|ing)|touch(?:ed|ing)?|в|во|на|под|для|к|или|папк[\p{L}]{0,3}|каталог[\p{L}]{0,3}|директори[\p{L}]{0,3}|файл[\p{L}]{0,3}|изменени[\p{L}]{0,3}|правк[\p{L}]{0,3}|трогал[\p{L}]{0,2}|менял[\p{L}]{0,2}|изменял[\p{L}]{0,2})$/iu;
/** Words walked back from a path to its negation, at most: the kit's reach (NEGATION_REACH is 5) and the negation itself. */
const MAX_WALK = 6;

/**
 * Citations named only to say they are absent or untouched ("N/A — no `src/` change", "no `docs/`
 * in this repo", «без изменений в `src/`»): a negation of the kit's clause reading (negatedBefore)
 * governs the path, with only words of absence or place between them. Such a path cites no evidence.
 * Only the text just before each citation is read (NEGATION_WINDOW), cut at a space so that no word
 * is cut into a negation ("cannot" read as "not"): a line citing thousands of paths stays linear.
 */
export function namedAsAbsent(doc: MarkdownDoc): (c: CitedPath) => boolean {
  const said = new Map<string, boolean>();
  return (c) => {
    const key = `${c.line}:${c.column}`;
    let negated = said.get(key);
    if (negated === undefined) said.set(key, (negated = negatedAt(doc.line(c.line), c.column - 1)));
    return negated;
  };
}

/** The window's end read first, the whole window only when the walk back needs more: most negations stand a few words before the path. */
const NEGATION_TAIL = 48;

function negatedAt(text: string, at: number): boolean {
  let from = Math.max(0, at - NEGATION_WINDOW);
  if (from > 0) {
    const space = text.slice(from, at).search(/\s/);
    if (space < 0) return false;
    from += space;
  }
  // No token holds a blank: the tokens of a tail starting at a blank are the window's last ones.
  let start = at - NEGATION_TAIL;
  if (start > from) {
    const space = text.slice(start, at).search(/\s/);
    start = space < 0 ? from : start + space;
  } else start = from;
  for (;;) {
    const walked = walkBack(text.slice(start, at).match(TOKEN) ?? []);
    if (walked === 'negation') return negatedBefore(text.slice(from, at), at - from);
    if (walked === 'other' || start === from) return false;
    start = from;
  }
}

/** The walk back from a path over its tokens: to a negation, to a word that is neither one nor of absence or place, or past the tokens given. */
function walkBack(tokens: string[]): 'negation' | 'other' | undefined {
  let words = 0;
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i]!;
    if (MARKUP.test(t)) continue;
    if (++words > MAX_WALK) return 'other';
    // The kit's reading decides whether this negation governs the path (its clause, an aside closed before it).
    if (NEGATION_WORD.test(t)) return 'negation';
    if (!ABSENCE_WORD.test(t)) return 'other';
  }
  return words >= MAX_WALK ? 'other' : undefined;
}
