/**
 * HTML comments inside lines, as markdown hides them: every character of a comment is blanked, so
 * columns stay. A `<!--` inside an inline code span (`` `<!--` ``) opens nothing; a comment may open or
 * close anywhere on a line and span lines; `<!-->` and `<!--->` are whole (empty) comments, as HTML
 * reads them. Callers decide what a comment left open means: the graph parser lets it hide the rest
 * of the file (and reports it), the rendered reading of a markdown file ends it with its paragraph.
 */
import { CodeSpans } from './code-spans.js';

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

