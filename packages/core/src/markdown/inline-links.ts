/**
 * Link syntax in a paragraph's inline text, for rendering it as markdown does: an inline link
 * `[text](url "title")` and a reference link `[text][ref]` (or `[text][]`) render as their text, an
 * image `![alt](url)` as its alt text, and an autolink `<https://…>` as an opaque `<>`: a URL is no
 * prose. Code spans and backslash escapes are literal, as in CommonMark. Every look-up past a `]` is
 * answered from tables built once (the next blank, the next of each closer, the matching parenthesis),
 * so the whole reading is linear in the text.
 */
import { CodeSpans } from './code-spans.js';

/** Characters that are no syntax: escaped, in a code span, inside an autolink. */
const ESCAPED = 1;
const CODE = 2;
const AUTOLINK = 3;
/** An autolink, read where a `<` stands: a URI (`<scheme:…>`) or an email address. Neither part can cross a blank, `<` or `>`. */
const URI = /<[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*>/y;
const EMAIL = /<[^\s<>@\\]+@[A-Za-z0-9][^\s<>@\\]*>/y;
/** A link label's longest, as CommonMark bounds it. */
const MAX_LABEL = 999;

const isBlank = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const isPunct = (c: number) => (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126);

/**
 * Per index, the next index at or after it (-1: none) of a blank, of a non-blank, of each closer (`>`, `<`, `"`,
 * `'`, `)`, `(`; angle destinations and titles may hold an autolink's characters, never escaped ones or code), and of
 * a `]` and a `[` that are syntax: built in one pass right to left.
 */
function nextTables(text: string, mask: Uint8Array) {
  const n = text.length;
  const table = () => new Int32Array(n + 1).fill(-1);
  const t = { nextBlank: table(), nextSolid: table(), nextGt: table(), nextLt: table(), nextDq: table(), nextSq: table(), nextClose: table(), nextOpen: table(), nextLabelEnd: table(), nextLabelOpen: table() };
  const { nextBlank, nextSolid, nextGt, nextLt, nextDq, nextSq, nextClose, nextOpen, nextLabelEnd, nextLabelOpen } = t;
  for (let i = n - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    const m = mask[i]!;
    const literal = m !== ESCAPED && m !== CODE;
    const blank = isBlank(c);
    nextBlank[i] = blank ? i : nextBlank[i + 1]!;
    nextSolid[i] = blank ? nextSolid[i + 1]! : i;
    nextGt[i] = c === 0x3e && literal ? i : nextGt[i + 1]!;
    nextLt[i] = c === 0x3c && literal ? i : nextLt[i + 1]!;
    nextDq[i] = c === 0x22 && literal ? i : nextDq[i + 1]!;
    nextSq[i] = c === 0x27 && literal ? i : nextSq[i + 1]!;
    nextClose[i] = c === 0x29 && literal ? i : nextClose[i + 1]!;
    nextOpen[i] = c === 0x28 && literal ? i : nextOpen[i + 1]!;
    nextLabelEnd[i] = c === 0x5d && m === 0 ? i : nextLabelEnd[i + 1]!;
    nextLabelOpen[i] = c === 0x5b && m === 0 ? i : nextLabelOpen[i + 1]!;
  }
  return t;
}

/**
 * Which characters of `text` are link syntax and render as nothing (1), undefined when none is (no
 * `[` or `<`, or none making a link). A link's text and an image's alt text are kept; its brackets,
 * destination, title and label are not. A link inside another's text leaves the outer one literal, as
 * CommonMark reads it.
 */
export function linkSyntax(text: string): Uint8Array | undefined {
  const autolinks = text.includes('<');
  // A link needs a `]` right before its `(` or its label's `[`: without one, a bracket (`[crit-2]`) is text.
  const links = text.includes('](') || text.includes('][');
  if (!autolinks && !links) return undefined;
  const n = text.length;
  const mask = new Uint8Array(n);
  const drop = new Uint8Array(n);
  const code = text.includes('`') ? new CodeSpans(text).list() : [];
  let dropped = false;
  for (let i = 0, c = 0; i < n; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x60) {
      while (c < code.length && code[c]![0] < i) c++;
      if (c < code.length && code[c]![0] === i) {
        mask.fill(CODE, i, code[c]![1]);
        i = code[c]![1] - 1;
      }
    } else if (ch === 0x5c && i + 1 < n && isPunct(text.charCodeAt(i + 1))) {
      mask[i] = mask[i + 1] = ESCAPED;
      i++;
    } else if (ch === 0x3c) {
      URI.lastIndex = EMAIL.lastIndex = i;
      const m = URI.exec(text) ?? EMAIL.exec(text);
      if (!m) continue;
      const end = i + m[0].length;
      mask.fill(AUTOLINK, i, end);
      // The `<` and `>` stay: neighbouring words are not joined across a hidden URL.
      drop.fill(1, i + 1, end - 1);
      dropped = true;
      i = end - 1;
    }
  }
  if (!links) return dropped ? drop : undefined;
  const syntax = (i: number, ch: number) => text.charCodeAt(i) === ch && mask[i] === 0;
  // The tables are built when a `](` or `][` is first read: text with no link to close (a run of `[`) needs none.
  let tables: ReturnType<typeof lookups> | undefined;
  const lookups = () => {
    // Parenthesis depth before each index, and each `(`'s matching `)`, over the parentheses that are syntax.
    const depth = new Int32Array(n + 1);
    const match = new Int32Array(n).fill(-1);
    const open: number[] = [];
    for (let i = 0, d = 0; i < n; i++) {
      if (syntax(i, 0x28)) {
        d++;
        open.push(i);
      } else if (syntax(i, 0x29)) {
        d--;
        const o = open.pop();
        if (o !== undefined) match[o] = i;
      }
      depth[i + 1] = d;
    }
    return { ...nextTables(text, mask), depth, match };
  };

  /** The index of the `)` closing an inline link's `(destination "title")` opened at `p`, or -1. */
  const inlineEnd = (p: number): number => {
    const { nextBlank, nextSolid, nextGt, nextLt, nextDq, nextSq, nextClose, nextOpen, depth, match } = (tables ??= lookups());
    const i = nextSolid[p + 1]!;
    if (i < 0) return -1;
    if (syntax(i, 0x29)) return i;
    let after: number;
    if (text.charCodeAt(i) === 0x3c && mask[i] !== ESCAPED && mask[i] !== CODE) {
      const gt = nextGt[i + 1]!;
      const lt = nextLt[i + 1]!;
      if (gt < 0 || (lt >= 0 && lt < gt)) return -1;
      after = gt + 1;
    } else {
      // A bare destination ends at the `(`'s match, or at a blank with its parentheses balanced.
      const m = match[p]!;
      const blank = nextBlank[i]!;
      if (m >= 0 && (blank < 0 || m < blank)) return m;
      if (blank < 0 || depth[blank] !== depth[i]) return -1;
      after = blank;
    }
    const k = nextSolid[after]!;
    if (k < 0) return -1;
    if (syntax(k, 0x29)) return k;
    // A title follows the destination after a blank: "…", '…' or (…), the last without a `(` inside.
    const q = text.charCodeAt(k);
    if (k === after || mask[k] === ESCAPED || mask[k] === CODE || (q !== 0x22 && q !== 0x27 && q !== 0x28)) return -1;
    const end = (q === 0x22 ? nextDq : q === 0x27 ? nextSq : nextClose)[k + 1]!;
    if (end < 0 || (q === 0x28 && nextOpen[k + 1]! >= 0 && nextOpen[k + 1]! < end)) return -1;
    const e = nextSolid[end + 1]!;
    return e >= 0 && syntax(e, 0x29) ? e : -1;
  };

  /** The index of the `]` closing a reference link's label opened at `p` (`[ref]` or `[]`), or -1. */
  const labelEnd = (p: number): number => {
    const { nextLabelEnd, nextLabelOpen } = (tables ??= lookups());
    const end = nextLabelEnd[p + 1]!;
    const inner = nextLabelOpen[p + 1]!;
    return end >= 0 && end - p - 1 <= MAX_LABEL && (inner < 0 || inner > end) ? end : -1;
  };

  // Openers of link text, innermost last; a link formed inactivates every `[` before it (images stay).
  const openers: Array<{ at: number; image: boolean }> = [];
  let linkFloor = -1;
  for (let i = 0; i < n; i++) {
    if (mask[i]) continue;
    const ch = text.charCodeAt(i);
    if (ch === 0x5b) {
      openers.push({ at: i, image: i > 0 && syntax(i - 1, 0x21) });
      continue;
    }
    if (ch !== 0x5d) continue;
    const o = openers.pop();
    if (!o || (!o.image && o.at < linkFloor)) continue;
    const next = text.charCodeAt(i + 1);
    const end = mask[i + 1] ? -1 : next === 0x28 ? inlineEnd(i + 1) : next === 0x5b ? labelEnd(i + 1) : -1;
    if (end < 0) continue;
    drop.fill(1, o.image ? o.at - 1 : o.at, o.at + 1);
    drop.fill(1, i, end + 1);
    if (!o.image) linkFloor = o.at;
    dropped = true;
    i = end;
  }
  return dropped ? drop : undefined;
}

/**
 * Whether a paragraph's line is a link reference definition on one line, `[label]: url "title"`:
 * markdown renders it as nothing. Read with indexOf, not a regex over the blanks: linear.
 */
export function isDefinition(line: string): boolean {
  let i = 0;
  while (i < 3 && line[i] === ' ') i++;
  if (line[i] !== '[') return false;
  const close = line.indexOf(']:', i + 1);
  if (close < 0 || close - i - 1 > MAX_LABEL || line.slice(i + 1, close).trim() === '') return false;
  const inner = line.indexOf('[', i + 1);
  if (inner >= 0 && inner < close) return false;
  const rest = line.slice(close + 2).trim();
  if (rest === '') return false;
  const destEnd = rest[0] === '<' ? rest.indexOf('>') + 1 : rest.search(/\s/);
  if (destEnd === 0) return false;
  if (destEnd < 0 || destEnd === rest.length) return true;
  if (!isBlank(rest.charCodeAt(destEnd))) return false;
  // A title, alone after the destination: "…", '…' or (…).
  const title = rest.slice(destEnd).trim();
  const q = title[0];
  const closing = q === '(' ? ')' : q;
  return (q === '"' || q === "'" || q === '(') && title.length > 1 && title.endsWith(closing!) && title.indexOf(closing!, 1) === title.length - 1;
}
