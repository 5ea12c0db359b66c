/** Edit distance (insert, delete, substitute: 1 each), for "did you mean" suggestions. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The closest of `known` to `word`, when close enough to be a typo: at most a third of the word's
 * length in edits (at least 1, at most 3), case ignored; ties go to the earlier name.
 */
export function didYouMean(word: string, known: Iterable<string>): string | undefined {
  const limit = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
  let best: { name: string; d: number } | undefined;
  for (const name of known) {
    const d = editDistance(word.toLowerCase(), name.toLowerCase());
    if (d <= limit && (!best || d < best.d)) best = { name, d };
  }
  return best?.name;
}

/** `; did you mean "x"?` or nothing. */
export function suggestion(word: string, known: Iterable<string>): string {
  const s = didYouMean(word, known);
  return s ? `; did you mean "${s}"?` : '';
}

/**
 * The allowed value a value outside a short list most likely meant: a near miss (`recomended`), or
 * the one allowed value it starts with or that starts with it (`warning` for `warn`, `err` for
 * `error`), case ignored. Only a string is a typo; a value starting several is no guess.
 */
export function didYouMeanValue(value: unknown, allowed: readonly string[]): string | undefined {
  if (typeof value !== 'string' || allowed.includes(value)) return undefined;
  const near = didYouMean(value, allowed);
  if (near) return near;
  const word = value.toLowerCase();
  const prefixed = allowed.filter((a) => (a.length >= 3 && word.startsWith(a.toLowerCase())) || (word.length >= 3 && a.toLowerCase().startsWith(word)));
  return prefixed.length === 1 ? prefixed[0] : undefined;
}
