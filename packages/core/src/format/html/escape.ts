/**
 * Escaping for the HTML report. Everything shown comes from linted files, which are untrusted:
 * every text goes through one of the functions below, which escape `&`, `<`, `>` and both quotes,
 * so none forms markup. Characters that could drive a terminal or hide text (C0/C1 controls, bidi
 * marks and overrides, zero-width and other invisible characters) are shown by their code point, in
 * a form no text a file can hold renders as:
 *
 * - `esc`, element content: an element, `<span class="esc" title="invisible character U+200B">U+200B</span>`,
 *   boxed by the stylesheet. A file named with the literal text `‹U+200B›` (or `U+200B`, or `\x1b`)
 *   renders as plain text, never as that element, so one name cannot pass for another, and a
 *   backslash needs no doubling (the text formats double it; here an escape is markup, not text).
 * - `escText`, where no element may go (an attribute value, the page's `<title>`, an SVG `<title>`):
 *   `‹U+200B›`, and a literal `‹` is written `‹U+2039›`, so every `‹` starts a code point and
 *   a literal `‹U+200B›` reads `‹U+2039›U+200B›`.
 * - `escSvg`, SVG `<text>` content (where an HTML `<span>` would end the SVG): `escText`'s form,
 *   each code point in a `<tspan class="esc">`.
 *
 * Messages may name a character themselves as `‹U+200B›` (see `invisibleNamed`): that is their
 * text, shown as written by `esc`.
 *
 * A line feed passes these functions (a browser shows it as a space); the page writes the ones in
 * file names and target paths as `\x0a` before escaping (`showLineFeeds`, `showNamesOnOneLine`),
 * as every other format shows them.
 */
import { codePoint } from '../../util.js';
import { SHOWN_PATTERN, rewriteWorkflowCommands } from '../escape.js';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

// C0 (but tab and line feed), DEL, C1, bidi marks, embeddings, overrides and isolates, line/paragraph separators, and the
// characters that show nothing (zero-width ones, BOM, soft hyphen, tags, …): the ones the text formats show.
const INVISIBLE = new RegExp(SHOWN_PATTERN, 'gu');
/** Those, and the `‹` that starts a code point in `escText`'s form. */
const INVISIBLE_OR_MARK = new RegExp(`${SHOWN_PATTERN}|\u2039`, 'gu');

/** What a shown character is, for the element's tooltip. */
function kind(c: string): string {
  const code = c.codePointAt(0)!;
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return 'control character';
  if (code === 0x2028 || code === 0x2029) return code === 0x2028 ? 'line separator' : 'paragraph separator';
  if (/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u.test(c)) return 'bidi control';
  return 'invisible character';
}

/** `s` with `&<>"'` as entities and each match of `re` (a shown character, or `‹`) replaced by `show`. */
function escapeWith(s: string | number | undefined, re: RegExp, show: (c: string) => string): string {
  const text = String(s ?? '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c]!)
    .replace(re, show);
  // A line of the page printed to a CI log starts no workflow command: character references instead.
  return rewriteWorkflowCommands(text, '&#58;', '&#35;');
}

/** A character as `escText` writes it: `‹U+200B›`. */
const marked = (c: string) => `\u2039${codePoint(c)}\u203a`;

/** Text safe as element content, each shown character an element of class `esc` (see above). */
export function esc(s: string | number | undefined): string {
  return escapeWith(s, INVISIBLE, (c) => `<span class="esc" title="${kind(c)} ${codePoint(c)}">${codePoint(c)}</span>`);
}

/** Text safe as a double- or single-quoted attribute value or as text-only content, shown characters as `‹U+200B›` (see above). */
export function escText(s: string | number | undefined): string {
  return escapeWith(s, INVISIBLE_OR_MARK, marked);
}

/** Text safe as the content of an SVG `<text>`, shown characters as `‹U+200B›` each in a `<tspan class="esc">` (see above). */
export function escSvg(s: string | number | undefined): string {
  return escapeWith(s, INVISIBLE_OR_MARK, (c) => `<tspan class="esc">${marked(c)}</tspan>`);
}

/** An `href` that can only be http(s) or a fragment: anything else (javascript:, data:) becomes inert. */
export function safeHref(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\//i.test(url) || url.startsWith('#') ? escText(url) : undefined;
}

/** An id fragment made of [a-z0-9-] only, stable for the same input. */
export function slug(s: string): string {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  const base = s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  return `${base || 'x'}-${(h >>> 0).toString(36)}`;
}
