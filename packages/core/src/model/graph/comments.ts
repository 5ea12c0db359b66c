/**
 * HTML comments in a transcript. Markdown renders none of a comment's text, so the graph reading
 * sees none of it either: a plan, a wave line or a `-->` inside `<!-- … -->` is not there. The
 * parser asks only outside its code fences (`<!--` in fenced code is code, as markdown shows it),
 * and a `<!--` inside an inline code span (`` `<!--` ``) opens nothing. A comment may open or
 * close anywhere on a line and span lines; `<!-->` and `<!--->` are whole (empty) comments, as
 * HTML reads them. One that is never closed hides the rest of the file, as a markdown comment
 * block does: the parser reports it, so no plan disappears silently.
 */

/** One line with its comment text blanked. */
export interface CommentedLine {
  /** The line with every character of a comment replaced by a space, so columns stay; the line itself when no comment touches it. */
  text: string;
  /** A comment is still open at the end of the line. */
  open: boolean;
  /** 0-based index of the `<!--` that is still open at the end of the line, when it opened on this line. */
  opened?: number;
  /** Whether some comment text was blanked. */
  touched: boolean;
}

/**
 * `raw` with its HTML comment text blanked; `open` when a comment opened on an earlier line is
 * still open. Linear in the line: each search starts where the last one ended.
 */
export function blankComments(raw: string, open: boolean): CommentedLine {
  if (!open && !raw.includes('<!--')) return { text: raw, open: false, touched: false };
  const spans = raw.includes('`') ? new CodeSpans(raw) : undefined;
  const cuts: Array<[number, number]> = [];
  let pos = 0;
  let start = 0;
  let opened: number | undefined;
  for (;;) {
    if (open) {
      // From `<!--`'s second character on: `<!-->` and `<!--->` close at once.
      const close = raw.indexOf('-->', pos);
      if (close < 0) {
        cuts.push([start, raw.length]);
        break;
      }
      cuts.push([start, close + 3]);
      pos = close + 3;
      open = false;
      opened = undefined;
    }
    const k = raw.indexOf('<!--', pos);
    if (k < 0) break;
    const codeEnd = spans?.around(k, pos);
    if (codeEnd !== undefined) {
      pos = codeEnd;
      continue;
    }
    open = true;
    opened = k;
    start = k;
    pos = k + 2;
  }
  if (cuts.length === 0) return { text: raw, open: false, touched: false };
  let text = '';
  let from = 0;
  for (const [a, b] of cuts) {
    text += raw.slice(from, a) + ' '.repeat(b - a);
    from = b;
  }
  text += raw.slice(from);
  return { text, open, ...(opened !== undefined ? { opened } : {}), touched: true };
}

/**
 * The inline code spans of a line: a run of backticks up to the next run of as many (CommonMark's
 * code span; an unmatched run is literal). Each run's partner is found once, so asking in line order is linear.
 */
class CodeSpans {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  /** Per run, the index of the next run of the same length, or -1. */
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

  /** The end of the code span holding index `k`, its runs starting at or after `from`; undefined when `k` is in none. */
  around(k: number, from: number): number | undefined {
    while (this.r < this.starts.length && this.starts[this.r]! < k) {
      const j = this.r;
      const p = this.partner[j]!;
      if (this.starts[j]! < from || p < 0) {
        this.r++;
        continue;
      }
      if (this.starts[p]! > k) {
        this.r = p + 1;
        return this.ends[p];
      }
      this.r = p + 1;
    }
    return undefined;
  }
}
