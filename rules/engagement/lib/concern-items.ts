// Readings of self-acceptance-thinness's concern items, written so that a long line reads in linear time.
import { trimChars } from '@engagement-lint/core/kit';

/**
 * A list item as the reference reads it: `-`, `*` or `N.`, then text (a blank after the marker or not). The blanks
 * after the marker are taken whole, or all but one when nothing else follows: given back one at a time, they only
 * leave a line break (which `.` does not match) where `(.+)$` fails again.
 */
const ITEM = /^(\s*(?:[-*]|\d+\.)(?:[ \t]*(?![ \t])|[ \t]*(?=[ \t]$)))(.+)$/;
/** The recommended reading: every CommonMark list marker, `+` and `1)` included; its blanks taken whole as ITEM's are. */
const ITEM_MARKDOWN = /^(\s*(?:[-*+]|\d{1,9}[.)])(?:\s+(?!\s)|\s+(?=\s$)))(.+)$/;

/** A line as a list item (ITEM, or ITEM_MARKDOWN for the `protocol` reading): group 1 is the marker with its blanks, group 2 the text. */
export function listItem(text: string, protocol: boolean): RegExpExecArray | null {
  return (protocol ? ITEM_MARKDOWN : ITEM).exec(text);
}

const LEADING = /[\s:—–-]/;
const CLOSING = /[\s.!…]/;
/** `text` without leading blanks, colons and dashes and closing blanks, dots, `!` and `…`: a loop, as `/[\s.!…]+$/` rescans a long blank run from each blank. */
export function withoutDashesAndStops(text: string): string {
  return trimChars(
    text,
    (c) => LEADING.test(c),
    (c) => CLOSING.test(c),
  );
}
