/**
 * The indexes of the lines holding one of `words` in any case: a prefilter for a case-insensitive
 * regex that needs one of the words, found with indexOf over the lines joined and upper-cased,
 * far faster than running the regex on every line. Every line such a regex (without the `u`
 * flag) matches is among them, since its matching compares upper-case forms. Undefined when
 * upper-casing changes the text's length (ß), where offsets no longer map to lines: the caller
 * tests every line then.
 */
export function linesHoldingWords(lines: readonly string[], words: readonly string[]): Set<number> | undefined {
  const joined = lines.join('\n');
  const upper = joined.toUpperCase();
  if (upper.length !== joined.length) return undefined;
  const starts: number[] = [];
  let at = 0;
  for (const l of lines) {
    starts.push(at);
    at += l.length + 1;
  }
  const lineOf = (offset: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const found = new Set<number>();
  for (const word of words) {
    const w = word.toUpperCase();
    for (let i = upper.indexOf(w); i >= 0; ) {
      const n = lineOf(i);
      found.add(n);
      // One hit makes a line a candidate: on to the next line.
      i = n + 1 < starts.length ? upper.indexOf(w, starts[n + 1]!) : -1;
    }
  }
  return found;
}
