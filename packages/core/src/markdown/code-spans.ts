// Inline code spans, where an HTML comment's `<!--` is literal text (markdown's reading and the graph parser's).

/**
 * The inline code spans of a line: a run of backticks up to the next run as long (an unmatched run is
 * literal). Each run's partner is found once, and asked in line order, so a line costs its length.
 */
export class CodeSpans {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private readonly partner: number[];
  private r = 0;

  constructor(raw: string) {
    const lengths: number[] = [];
    for (let i = 0; i < raw.length; i++) {
      if (raw[i] !== '`') continue;
      let j = i;
      while (j < raw.length && raw[j] === '`') j++;
      this.starts.push(i);
      this.ends.push(j);
      lengths.push(j - i);
      i = j - 1;
    }
    this.partner = lengths.map(() => -1);
    const next = new Map<number, number>();
    for (let k = lengths.length - 1; k >= 0; k--) {
      this.partner[k] = next.get(lengths[k]!) ?? -1;
      next.set(lengths[k]!, k);
    }
  }

  /** Every code span, as [start, end) from its opening backticks to past its closing ones, in line order. */
  list(): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    for (let r = 0; r < this.starts.length; r++) {
      const p = this.partner[r]!;
      if (p < 0) continue;
      out.push([this.starts[r]!, this.ends[p]!]);
      r = p;
    }
    return out;
  }

  /** The end of the code span holding index `k` (runs before `from` are inside a comment, so no code), or undefined. */
  around(k: number, from: number): number | undefined {
    while (this.r < this.starts.length && this.starts[this.r]! < k) {
      const p = this.partner[this.r]!;
      if (this.starts[this.r]! < from || p < 0) {
        this.r++;
        continue;
      }
      this.r = p + 1;
      if (this.starts[p]! > k) return this.ends[p];
    }
    return undefined;
  }
}
