/**
 * Escaping for the HTML report. Everything shown comes from linted files, which are untrusted:
 * every text goes through `esc` (element content and quoted attribute values alike), and
 * characters that could drive a terminal or hide text (C0/C1 controls, bidi overrides, zero-width
 * and other invisible characters) are shown as visible code points.
 */
import { codePoint } from '../../util.js';
import { INVISIBLE_PATTERN, rewriteWorkflowCommands } from '../escape.js';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

// C0 (but tab), DEL, C1, bidi marks, embeddings, overrides and isolates, line/paragraph separators, and the
// characters that show nothing (zero-width ones, BOM, soft hyphen, tags, …: INVISIBLE_PATTERN), as the text formats.
const INVISIBLE = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069\\u2028\\u2029]|${INVISIBLE_PATTERN}`, 'gu');

/** Text safe as element content and as a double- or single-quoted attribute value. */
export function esc(s: string | number | undefined): string {
  const text = String(s ?? '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c]!)
    .replace(INVISIBLE, (c) => `\u2039${codePoint(c)}\u203a`);
  // A line of the page printed to a CI log starts no workflow command: character references instead.
  return rewriteWorkflowCommands(text, '&#58;', '&#35;');
}

/** An `href` that can only be http(s) or a fragment: anything else (javascript:, data:) becomes inert. */
export function safeHref(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\//i.test(url) || url.startsWith('#') ? esc(url) : undefined;
}

/** An id fragment made of [a-z0-9-] only, stable for the same input. */
export function slug(s: string): string {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  const base = s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  return `${base || 'x'}-${(h >>> 0).toString(36)}`;
}
