// A finding quotes the line it is on: cut around what matched, so the words flagged are shown, not the line's start.

/**
 * Line `text` trimmed, and if longer than `max`, cut to a window around the match at `at` (0-based, in `text`) of
 * `length` characters, marked `…` where cut: the detail shows the words that were flagged, not the line's start.
 */
export function excerptAround(text: string, at: number, length: number, max: number): string {
  const lead = text.length - text.trimStart().length;
  const line = text.trim();
  if (line.length <= max) return line;
  const from = Math.max(0, at - lead);
  let start = length >= max ? from : Math.max(0, from + Math.floor(length / 2) - Math.floor(max / 2));
  let end = Math.min(line.length, start + max);
  start = Math.max(0, Math.min(start, end - max));
  // Not between the halves of a surrogate pair.
  if (start > 0 && /[\uDC00-\uDFFF]/.test(line[start]!)) start++;
  if (end < line.length && /[\uD800-\uDBFF]/.test(line[end - 1]!)) end--;
  return `${start > 0 ? '…' : ''}${line.slice(start, end)}${end < line.length ? '…' : ''}`;
}
