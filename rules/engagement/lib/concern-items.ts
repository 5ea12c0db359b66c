// Readings of self-acceptance-thinness's concern items, written so that a long line reads in linear time.

/** A list item as the reference reads it: `-`, `*` or `N.`, then text (a blank after the marker or not). */
const ITEM = /^(\s*(?:[-*]|\d+\.)[ \t]*)(.+)$/;
/** The recommended reading: every CommonMark list marker, `+` and `1)` included. */
const ITEM_MARKDOWN = /^(\s*(?:[-*+]|\d{1,9}[.)])\s+)(.+)$/;
const BREAK = /[\n\r\u2028\u2029]/;
const BLANK_ONLY = /^\s*$/;
const MARKER_HEAD = /^\s*(?:[-*+]|\d{1,9}[.)])\s+$/;

/**
 * A line as a list item (ITEM, or ITEM_MARKDOWN for the `protocol` reading): group 1 is the marker with its blanks,
 * group 2 the text. `(.+)$` holds no line break (`\r`, `\u2028`…), so a line with one after its leading blanks
 * (or, for ITEM_MARKDOWN, after its marker's blanks) is no item: found here, not by the regex trying every split
 * of a long blank run before it fails.
 */
export function listItem(text: string, protocol: boolean): RegExpExecArray | null {
  const re = protocol ? ITEM_MARKDOWN : ITEM;
  let t = text.length - 1;
  while (t >= 0 && !BREAK.test(text[t]!)) t--;
  if (t < 0) return re.exec(text);
  if (t === text.length - 1) return null;
  const head = text.slice(0, t + 1);
  return BLANK_ONLY.test(head) || (protocol && MARKER_HEAD.test(head)) ? re.exec(text) : null;
}

const LEADING = /[\s:—–-]/;
const CLOSING = /[\s.!…]/;
/** `text` without leading blanks, colons and dashes and closing blanks, dots, `!` and `…`: a loop, as `/[\s.!…]+$/` rescans a long blank run from each blank. */
export function withoutDashesAndStops(text: string): string {
  let a = 0;
  let b = text.length;
  while (a < b && LEADING.test(text[a]!)) a++;
  while (b > a && CLOSING.test(text[b - 1]!)) b--;
  return text.slice(a, b);
}
