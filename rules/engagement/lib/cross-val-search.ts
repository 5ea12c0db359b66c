// The search behind cross-val-quotes: a report flattened to say at which line a quote sits, and the
// bounded 5-word loose match of a quote against a cited window.

import { oneSpaced } from '@engagement-lint/core/kit';

/** Whitespace runs made one space, ends trimmed: how quotes and windows are compared. */
export const norm = (s: string) => oneSpaced(s).trim();

/** Whether a project-relative path climbs out of the project (`../x.md` from the root): a cited report is never looked for there. */
export function leavesProject(rel: string): boolean {
  let depth = 0;
  for (const part of rel.split('/')) {
    if (part === '..') depth--;
    else if (part !== '.' && part !== '') depth++;
    if (depth < 0) return true;
  }
  return false;
}

/** A report's lines whitespace-normalised and joined with single spaces, as a window is, with where each line starts. */
export interface Flat {
  text: string;
  /** `text` with its quotation marks made one, once a quote holding one is looked for (verbatimAt). */
  marks?: string;
  /** Offset in `text` of each non-blank line, ascending, and that line's number. */
  starts: number[];
  lines: number[];
}

export function flatten(lines: readonly string[]): Flat {
  const parts: string[] = [];
  const starts: number[] = [];
  const numbers: number[] = [];
  let at = 0;
  lines.forEach((line, i) => {
    const n = norm(line);
    if (!n) return;
    if (parts.length) at++;
    starts.push(at);
    numbers.push(i + 1);
    parts.push(n);
    at += n.length;
  });
  return { text: parts.join(' '), starts, lines: numbers };
}

/** The line holding offset `at` of a flattened report (the last line starting at or before it). */
export function lineAt(flat: Flat, at: number): number {
  let [lo, hi] = [0, flat.starts.length - 1];
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (flat.starts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return flat.lines[lo]!;
}

/**
 * Work one run of the rule may spend searching the cited windows, in 64-character steps of a
 * substring search or of normalising a window, window tokens read, and comparisons of run ends with
 * token ends: crafted quotes, or many citations of a huge line, could otherwise take minutes.
 */
export const SEARCH_BUDGET = 2_000_000;
/** Characters of normalised windows kept for the citations that follow. */
export const MAX_CACHED = 16 * 1024 * 1024;
/** Up to this many distinct 5-word runs, V8's own substring search is faster than reading the window's tokens. */
const FEW_RUNS = 16;

/** Takes a substring search (or a normalisation) over `chars` characters from the budget; false once it is spent. */
export const spendChars = (budget: { left: number }, chars: number) => (budget.left -= Math.ceil(chars / 64)) >= 0;

/** Whether some 5 consecutive `words` are a substring of `window`, within the budget (see looseMatch); exported for its tests. */
export function looseMatchIn(window: string, tokens: () => string[], words: string[], budget: { left: number }): boolean | 'unchecked' {
  const runs = new Set<string>();
  for (let i = 0; i + 5 <= words.length && runs.size <= FEW_RUNS; i++) runs.add(words.slice(i, i + 5).join(' '));
  if (runs.size <= FEW_RUNS) {
    for (const run of runs) {
      if (!spendChars(budget, window.length)) return 'unchecked';
      if (window.includes(run)) return true;
    }
    return false;
  }
  const t = tokens();
  if ((budget.left -= t.length) < 0) return 'unchecked';
  return looseMatch(t, words, budget);
}

/**
 * Whether some 5 consecutive `words` are a substring of the window whose tokens (split at its single spaces)
 * are `tokens`. `w1 w2 w3 w4 w5` is one iff some token j ends with w1, tokens j+1..j+3 are w2 w3 w4 and token
 * j+4 starts with w5; so the window is read once, and only where its tokens are the quote's, instead of once
 * per run. 'unchecked' when the comparisons would pass the budget.
 */
function looseMatch(tokens: string[], words: string[], budget: { left: number }): boolean | 'unchecked' {
  // Words, pairs of words and the middle triple of each run as small integers (keys `a * n + b`, exact
  // for any quote a 16 MB file can hold). Indexing the quote, not the window, keeps the maps small.
  const ids = new Map<string, number>();
  for (const w of words) if (!ids.has(w)) ids.set(w, ids.size);
  const n = ids.size;
  const id = (w: string | undefined) => ids.get(w!) ?? -1;
  const pairIds = new Map<number, number>();
  const tripleIds = new Map<number, number>();
  const intern = (m: Map<number, number>, key: number) => m.get(key) ?? m.set(key, m.size).size - 1;
  const tripleOf = new Int32Array(Math.max(0, words.length - 4));
  for (let i = 0; i < tripleOf.length; i++) tripleOf[i] = intern(tripleIds, intern(pairIds, id(words[i + 1]) * n + id(words[i + 2])) * n + id(words[i + 3]));
  // The distinct (token j, token j+4) pairs around those triples in the window, read once.
  const around: Array<Map<string, [string, string]> | undefined> = [];
  const tid = new Int32Array(tokens.length);
  for (let j = 0; j < tokens.length; j++) tid[j] = id(tokens[j]);
  for (let j = 0; j + 4 < tokens.length; j++) {
    if (tid[j + 1]! < 0 || tid[j + 2]! < 0 || tid[j + 3]! < 0) continue;
    const pair = pairIds.get(tid[j + 1]! * n + tid[j + 2]!);
    const triple = pair === undefined ? undefined : tripleIds.get(pair * n + tid[j + 3]!);
    if (triple === undefined) continue;
    const pairs = (around[triple] ??= new Map());
    const key = `${tokens[j]} ${tokens[j + 4]}`;
    if (!pairs.has(key)) pairs.set(key, [tokens[j]!, tokens[j + 4]!]);
  }
  // Whole words at both ends: one lookup per run. The others, once each, wait for the comparisons below.
  const ends: Array<Map<string, [string, string]> | undefined> = [];
  for (let i = 0; i < tripleOf.length; i++) {
    const pairs = around[tripleOf[i]!];
    if (!pairs) continue;
    const key = `${words[i]} ${words[i + 4]}`;
    if (pairs.has(key)) return true;
    (ends[tripleOf[i]!] ??= new Map()).set(key, [words[i]!, words[i + 4]!]);
  }
  // A run may also start inside a token and end inside another: compare its ends with each distinct pair.
  for (const [triple, runs] of ends.entries()) {
    for (const [w1, w5] of runs?.values() ?? []) {
      for (const [a, b] of around[triple]!.values()) {
        if (budget.left-- <= 0) return 'unchecked';
        if (a.endsWith(w1) && b.startsWith(w5)) return true;
      }
    }
  }
  return false;
}
