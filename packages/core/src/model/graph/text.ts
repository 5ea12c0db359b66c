/** Line-level helpers of the graph parser: line splitting, markup, ids, key=value pairs, block headers and fields. */
import { canon, type GraphRef } from './types.js';
import { INVISIBLE, codePoint, invisibleNamed, pluralWord } from '../../util.js';

// ---------------------------------------------------------------- line helpers

export const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
/** A fence's marker at the start of a line's text; the parser checks its indent. */
export const FENCE_MARK = /^(?:`{3,}|~{3,})/;
/** A list item's marker and the spaces after it (CommonMark: `-`, `*`, `+`, `1.`, `1)`). */
export const LIST_ITEM = /^(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$)/;
export const DOUBLE_RULE = /^(?:[═=╬╪]\s*){3,}$/;
/** Box-drawing horizontals (light, heavy, dashed) and the markdown rules `---`, `___`, `***` (`~~~` is a fence, never a rule). */
export const SINGLE_RULE = /^(?:[─━┄┅┈┉╌╍╴╶╸╺╼╾\-_*]\s*){3,}$/;
/** The first character of a DOUBLE_RULE or SINGLE_RULE line. */
export const RULE_START = /^[═=╬╪─━┄┅┈┉╌╍╴╶╸╺╼╾\-_*]/;
export const HEADING = /^#{1,6}(?:\s|$)/;
export const ELLIPSIS = /^(?:\.{3}|…)$/;
export const ARROW = /-{1,2}>|→|⟶|=>|➜|⇒/;
/** An arrow pointing back (`N4 <- N1`), which no edge is read from. */
export const REVERSE_ARROW = /<-{1,2}|←|⟵|⇐/;
export const MEMBER_SEP = /\s*(?:∥|\|\||\||,|&|\s)\s*/;
/**
 * A node id: a letter, then letters, digits, `_`, `.` or `-`, in any script (the protocol's `N1` is a
 * placeholder and it sets no grammar). A non-ASCII id must be declared in NODES to be used on EDGES
 * and WAVES lines, and may not look like another declared id (finishDelegated checks both), so a
 * Cyrillic `Н9` among Latin ids is still reported. ID_GRAMMAR says it in words for messages.
 */
export const ID = /^\p{L}[\p{L}\p{M}\p{Nd}_.-]*$/u;
export const ID_GRAMMAR = 'a node id is a letter followed by letters, digits, `_`, `.` or `-`';
export const PLACEHOLDER_ID = /^<[^<>]*>$/;

/** A token as a message shows it: an invisible character in it named by its code point (`T‹U+200B›3`), so `T3` is not what a reader sees. */
export const shownToken = (t: string) => invisibleNamed(t, true);

/** Why `token` is no node id, in words: the grammar, and first any invisible character that breaks it (a zero-width space looks like nothing). */
export function notAnId(token: string): string {
  const hidden = [...new Set(token.match(INVISIBLE) ?? [])].filter((c) => c !== ' ');
  const which = hidden.length ? `: it holds the invisible ${pluralWord(hidden.length, 'character')} ${hidden.map(codePoint).join(', ')}` : '';
  return `\`${shownToken(token)}\` is not a node id${which} (${ID_GRAMMAR})`;
}
export const FIELD = /^([A-Z][A-Z_-]*(?: [A-Z_-]+)*)\s*:(?!\/\/)\s?(.*)$/;
/**
 * Longer lines are classified on their first GRAPH_MAX_LINE characters, which bounds the work of
 * every pattern; only a DELEGATED GRAPH's lines, whose readers are linear, are then read whole.
 */
export const GRAPH_MAX_LINE = 4000;

export interface Line {
  n: number;
  raw: string;
  /** Content after blockquote markers and indentation, trimmed at the end. */
  text: string;
  /** 0-based offset of `text` in `raw`. */
  offset: number;
  indent: number;
}

/** Reports a problem of the transcript at a line (and column). */
export type ProblemFn = (line: Line | number, message: string, column?: number) => void;

/** Whether a UTF-16 code unit is what `\s` matches. */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || (c >= 0xa0 && (c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff));
}

/** A line with its blockquote prefix (`^\s*(?:>\s?)+`) and indent (`\s*`) measured off; by hand, as it runs on every line. */
export function splitLine(raw: string, n: number): Line {
  let i = 0;
  while (i < raw.length && isSpace(raw.charCodeAt(i))) i++;
  let afterQuote = 0;
  if (raw.charCodeAt(i) === 62) {
    while (raw.charCodeAt(i) === 62) {
      i++;
      if (i < raw.length && isSpace(raw.charCodeAt(i))) i++;
    }
    afterQuote = i;
  }
  let start = afterQuote;
  while (start < raw.length && isSpace(raw.charCodeAt(start))) start++;
  return { n, raw, text: raw.slice(start).trimEnd(), offset: start, indent: start - afterQuote };
}

/** Drops markdown heading marks and bold around a keyword at the start of a line. */
export function unmark(text: string): string {
  // Most lines start with neither mark: no regex for them (a graph may have 80,000 lines).
  const c = text[0];
  if (c !== '#' && c !== '*' && c !== '_') return text;
  return text.replace(/^#{1,6}\s+/, '').replace(/^(\*\*|__)(.*?)\1/, '$2');
}

/**
 * Drops markdown heading marks only. A node line keeps the marks around its id: `**N3**` is
 * still N3 (cleanToken drops `*`), while `__init__` stays `__init__`, which is no node id.
 */
export function unheading(text: string): string {
  return text[0] === '#' ? text.replace(/^#{1,6}\s+/, '') : text;
}

/** A line without its heading or bold marks and list marker, in either order (`- **WAVE 1**`, `**FAILURES**`). */
export function unlist(text: string): string {
  const u = unbullet(unmark(text));
  return u[0] === '*' || u[0] === '_' ? unmark(u) : u;
}

/** Drops a list marker (`- `, `* `, `+ `, `1. `, `1) `) at the start of a line. */
export function unbullet(text: string): string {
  const c = text[0];
  if (c === '-' || c === '*' || c === '+') return text.replace(/^[-*+]\s+/, '');
  return c !== undefined && c >= '0' && c <= '9' ? text.replace(/^\d{1,9}[.)]\s+/, '') : text;
}

/**
 * Drops a trailing `# comment` and, with `parens`, a trailing `(comment)`;
 * `'spaced'` drops only a `(comment)` set off by a blank, so a value such as
 * `output=app/(group)` keeps its own parentheses. Patterns here and below
 * avoid unanchored `\s*` runs, which backtrack quadratically on long
 * stretches of blanks.
 */
export function stripComment(s: string, parens: boolean | 'spaced'): string {
  const hash = s.includes('#') ? /\s#(?:\s|$)/.exec(s) : null;
  let out = (hash ? s.slice(0, hash.index) : s).trimEnd();
  if (parens && out.endsWith(')')) {
    const open = noteOpen(out, out.length);
    if (open !== undefined && (parens !== 'spaced' || (open > 0 && isSpace(out.charCodeAt(open - 1))))) out = out.slice(0, open).trimEnd();
  }
  return out.trim();
}

/** Where the `(` opens that closes at `end - 1` (a `)`), notes nesting inside it: `(N3 reads N1.output (the token))`; undefined when none does. */
function noteOpen(s: string, end: number): number | undefined {
  let depth = 0;
  for (let i = end - 1; i >= 0; i--) {
    if (s[i] === ')') depth++;
    else if (s[i] === '(' && --depth === 0) return i;
  }
  return undefined;
}

const QUOTE_MARKS = '`"\'*';

/**
 * `_N9_` and `__N9__` without their underscore emphasis: only around an id with a capital or a digit,
 * so a dunder name such as `__init__` stays as written (and is no node id).
 */
function unUnderscore(s: string): string {
  const n = s[1] === '_' ? 2 : 1;
  if (s.length <= 2 * n || s[s.length - 1] !== '_' || (n === 2 && s[s.length - 2] !== '_')) return s;
  const inner = s.slice(n, s.length - n);
  return inner[inner.length - 1] !== '_' && ID.test(inner) && /[A-Z0-9]/.test(inner) ? inner : s;
}

/** A token without the quote and emphasis marks around it. */
export const cleanToken = (t: string) => {
  const s = t.trim();
  if (s[0] === '_') return unUnderscore(s);
  // Most tokens carry no marks at either end, where the pattern alone could remove any.
  if (s === '' || (!QUOTE_MARKS.includes(s[0]!) && !QUOTE_MARKS.includes(s[s.length - 1]!))) return s;
  // By hand: `[marks]+$` retried at each mark of a long run is quadratic, and a WAVES line is read whole.
  let a = 0;
  let b = s.length;
  while (a < b && QUOTE_MARKS.includes(s[a]!)) a++;
  while (b > a && QUOTE_MARKS.includes(s[b - 1]!)) b--;
  return s.slice(a, b);
};

const QUOTES_ONLY = '`"\'';

/**
 * A token without the quote marks at its ends, and without stars only where they emphasise it: as
 * many on each side, around text that starts with no `/` or `.` (`**docs/api.md**`). A glob's stars
 * stay: `**\/docs/*.md`, `**\/**\/etc/hosts` and `**\/etc/host*` are patterns, not emphasis. By hand:
 * a pattern anchored at the end is retried at every mark of a run.
 */
export function unemphasised(t: string): string {
  let a = 0;
  let b = t.length;
  while (a < b && QUOTES_ONLY.includes(t[a]!)) a++;
  while (b > a && QUOTES_ONLY.includes(t[b - 1]!)) b--;
  let s = a;
  let e = b;
  while (s < e && t[s] === '*') s++;
  while (e > s && t[e - 1] === '*') e--;
  const emphasis = s - a === b - e && s > a && s < e && t[s] !== '/' && t[s] !== '.' && t[e - 1] !== '/';
  return emphasis ? t.slice(s, e) : t.slice(a, b);
}

/** An output token as unemphasised reads it, quote marks inside the emphasis dropped too (`**`api.md`**`). */
export function cleanOutputToken(t: string): string {
  return t.includes('*') ? unemphasised(unemphasised(t.trim())) : cleanToken(t);
}

/** Ids of a member list (`N1 ∥ N2`, `N1 || N2`, `N1, N2`) with their columns. */
export function refsIn(segment: string, line: number, baseColumn: number): { refs: GraphRef[]; bad: string[]; badColumn?: number } {
  const refs: GraphRef[] = [];
  const bad: string[] = [];
  let badColumn: number | undefined;
  const re = /[^\s∥|,&]+/g;
  for (let m = re.exec(segment); m; m = re.exec(segment)) {
    // A mark beside the id (`🚀N2`, `N2 ✅`) is decoration, as on a NODES line (nodeLine): the id is what is left.
    const { text: unmarked, start } = withoutMarks(m[0]);
    const token = cleanToken(unmarked);
    const id = token.endsWith('.output') ? token.slice(0, -'.output'.length) : token;
    if (!id) continue;
    if (ID.test(id) || PLACEHOLDER_ID.test(id)) refs.push({ id, line, column: baseColumn + m.index + start });
    else {
      bad.push(m[0]);
      badColumn ??= baseColumn + m.index;
    }
  }
  return { refs, bad, badColumn };
}

/**
 * One side of an edge with the brackets that group it dropped (`{N2, N3}`, `[N1 ∥ N2]`, as a wave is
 * drawn), blanked so that columns stay; any other text as it is.
 */
export function ungroup(side: string): string {
  const a = side.search(/\S/);
  const b = side.trimEnd().length - 1;
  const pair = a >= 0 && b > a ? side[a]! + side[b]! : '';
  return pair === '[]' || pair === '{}' ? `${side.slice(0, a)} ${side.slice(a + 1, b)} ${side.slice(b + 1)}` : side;
}

export interface Pair {
  /** The key lower-cased; `written` as in the line. */
  key: string;
  written: string;
  value: string;
  column: number;
}

/**
 * `head key=value key=value`: values run to the next ` key=` outside parentheses, so a note such as
 * `(verify=fail twice)` holds no pair. Each value is read without what is written after it (pairValue).
 */
export function keyValues(s: string, baseColumn: number): { head: string; pairs: Pair[] } {
  const re = /(^|\s)([A-Za-z_][\w-]*)\s?=\s?/g;
  const noted = s.includes('(') ? inParentheses(s) : undefined;
  const hits: Array<{ key: string; start: number; valueStart: number }> = [];
  for (let m = re.exec(s); m; m = re.exec(s)) {
    const start = m.index + m[1]!.length;
    if (noted?.[start]) continue;
    hits.push({ key: m[2]!, start, valueStart: m.index + m[0].length });
  }
  const head = (hits.length ? s.slice(0, hits[0]!.start) : s).trim();
  const pairs = hits.map((h, i) => ({
    key: h.key.toLowerCase(),
    written: h.key,
    value: pairValue(s.slice(h.valueStart, i + 1 < hits.length ? hits[i + 1]!.start : s.length).trim()),
    column: baseColumn + h.start,
  }));
  return { head, pairs };
}

/** For each index of `s`, whether it lies inside a closed pair of parentheses (an unclosed `(` hides nothing after it). */
function inParentheses(s: string): Uint8Array {
  const depth = new Int32Array(s.length + 1);
  const open: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '(') open.push(i);
    else if (s[i] === ')' && open.length) {
      depth[open.pop()!]!++;
      depth[i + 1]!--;
    }
  }
  const inside = new Uint8Array(s.length);
  for (let i = 0, d = 0; i < s.length; i++) inside[i] = (d += depth[i]!) > 0 ? 1 : 0;
  return inside;
}

/**
 * A pair's (trimmed) value without what is written after it, as a coordinator annotates a row:
 * a parenthesised note set off by a blank (`done (after one retry)`) and a trailing decoration
 * (`src/a.py ✅`, `pass ✔️`), in either order. Parentheses inside a value (`app/(shop)/page.tsx`,
 * `notes(v2)`) stay, and a value that is only a note or a mark is kept as written.
 */
function pairValue(v: string): string {
  let end = v.length;
  for (;;) {
    // Most values end in a letter, digit or path mark: neither a note nor a decoration to look for.
    const last = v.charCodeAt(end - 1);
    const cut = last === 41 ? noteStart(v, end) : last >= 0x2000 ? decorationStart(v, end) : undefined;
    if (cut === undefined) return v.slice(0, end);
    end = cut;
  }
}

/** Where the `(note)` ending `v` at `end` starts, blanks before it included; undefined unless a blank sets it off from a value. */
function noteStart(v: string, end: number): number | undefined {
  const open = noteOpen(v, end);
  return open !== undefined && open > 0 && isSpace(v.charCodeAt(open - 1)) ? blanksBefore(v, open) : undefined;
}

/** Emoji, check marks and other pictographs (from U+2000 on, so `°` or `©` stay), their modifiers and joiners. */
const DECORATION = /^[\p{Extended_Pictographic}\p{So}\u{1F3FB}-\u{1F3FF}\u200D\uFE0E\uFE0F\u20E3]$/u;

/** Where the run of decoration ending `v` at `end` starts, blanks before it included; undefined when none, or when it is all of the value. */
function decorationStart(v: string, end: number): number | undefined {
  let k = end;
  while (k > 0) {
    const ch = charBefore(v, k);
    if (ch.charCodeAt(0) < 0x2000 || !DECORATION.test(ch)) break;
    k -= ch.length;
  }
  if (k === end || k === 0) return undefined;
  const from = blanksBefore(v, k);
  return from > 0 ? from : undefined;
}

/** Whether `ch` (one character, a surrogate pair whole) is a decoration mark; U+FFFD stands for unreadable bytes, which are reported, not dropped. */
const isMark = (ch: string) => ch.charCodeAt(0) >= 0x2000 && ch !== '\uFFFD' && DECORATION.test(ch);

/** Index past the blanks and decoration marks (`✅ `, `✔️`) from `i` on. */
export function skipMarks(s: string, i = 0): number {
  while (i < s.length) {
    if (isSpace(s.charCodeAt(i))) i++;
    else {
      const ch = String.fromCodePoint(s.codePointAt(i)!);
      if (!isMark(ch)) break;
      i += ch.length;
    }
  }
  return i;
}

/** `s` without the decoration marks written before or after it (`✅ N1`, `N1 ✅`), and where what is left starts. */
export function withoutMarks(s: string): { text: string; start: number } {
  const a = skipMarks(s);
  let b = s.length;
  while (b > a) {
    const ch = charBefore(s, b, a);
    if (!isSpace(ch.charCodeAt(0)) && !isMark(ch)) break;
    b -= ch.length;
  }
  return { text: s.slice(a, b), start: a };
}

/** The character ending at `end`, a surrogate pair (an astral emoji or letter) whole, not reaching before `from`. */
export function charBefore(s: string, end: number, from = 0): string {
  const pair = end - 2 >= from && /[\uDC00-\uDFFF]/.test(s[end - 1]!) && /[\uD800-\uDBFF]/.test(s[end - 2]!);
  return s.slice(pair ? end - 2 : end - 1, end);
}

/** `i` moved back over the blanks before it. */
function blanksBefore(v: string, i: number): number {
  while (i > 0 && isSpace(v.charCodeAt(i - 1))) i--;
  return i;
}

export interface Header {
  kind: 'delegated' | 'implemented' | 'subgraph' | 'return';
  /** Text after the keyword: task name, node id and title, or RETURN's node. */
  rest: string;
}

/**
 * A block header is its keyword alone or followed by the seed's forms: `:` and a name,
 * a dash and a title, a rule line, or a bracketed id. A sentence that merely starts
 * with the keyword ("IMPLEMENTED GRAPH matches the plan") is prose. The rest starts at a non-blank, so a line
 * separator after it fails once rather than after every split of the blanks before it.
 */
export const BLOCK_HEADER = /^(DELEGATED GRAPH|IMPLEMENTED GRAPH|AGENT SUBGRAPH)(?:\*\*|__)?(?:$|\s*(?:[:—–]|-{1,3}(?!\S)|(?=[═=─━]{3})|(?=[([][^\s()[\]]+[)\]](?:\s|$|[:—–-])))\s*(\S.*|)$)/i;
export const RETURN_HEADER = /^RETURN(?:$|\s*[:—–(]|\s+-{1,3}(?:\s|$)|\s+[A-Za-z<]\S*(?:\s*:)?$)/;
const RETURN_ANY_CASE = new RegExp(RETURN_HEADER.source, 'i');

/**
 * `## Return: N1`, `## Return` on a markdown heading, in any case as the other block keywords there. A lone
 * word after it must hold a digit (`## Return N1`): a section such as `## Return values` stays a heading.
 */
function headingReturn(t: string): boolean {
  if (!RETURN_ANY_CASE.test(t)) return false;
  const rest = t.slice('RETURN'.length);
  return !/^\s+[A-Za-z]/.test(rest) || /\d/.test(rest);
}

export function headerOf(text: string): Header | undefined {
  const u = unmark(text);
  // An emoji before the keyword (`## 🤖 AGENT SUBGRAPH — N2`, `✅ RETURN: N2`) is decoration.
  const t = u.charCodeAt(0) >= 0x2000 ? u.slice(skipMarks(u)) : u;
  // Every header starts with one of these letters: most lines are ruled out without a regex.
  const c = t[0];
  if (c !== 'D' && c !== 'I' && c !== 'A' && c !== 'R' && c !== 'd' && c !== 'i' && c !== 'a' && c !== 'r') return undefined;
  // The three block keywords in any case on a markdown heading (`## Agent Subgraph — N3`): a header
  // written in title case is still one there. On a plain line only the protocol's upper case is, so
  // prose such as "Delegated graph: see above" opens no block.
  const heading = /^ {0,3}#{1,6}[ \t]/.test(text);
  const m = BLOCK_HEADER.exec(t);
  if (m && (m[1] === m[1]!.toUpperCase() || heading)) {
    const key = m[1]!.toUpperCase();
    // A bracketed id reads as the id; a trailing rule is decoration (matched from a run's first character only:
    // from each one, a run before a letter was rescanned).
    const rest = (m[2] ?? '')
      .replace(/\*\*|__/g, '')
      .replace(/^[([]([^\s()[\]]+)[)\]]\s*(?:[:—–]|-{1,3}(?!\S))?/, '$1 ')
      .replace(/(?<![═=─━])[═=─━]{3,}\s*$/, '')
      .trim();
    if (key === 'DELEGATED GRAPH') return { kind: 'delegated', rest };
    if (key === 'IMPLEMENTED GRAPH') return { kind: 'implemented', rest };
    return { kind: 'subgraph', rest };
  }
  if (c !== 'R' && c !== 'r') return undefined;
  if (RETURN_HEADER.test(t) || (heading && headingReturn(t))) {
    const rest = t.slice('RETURN'.length).replace(/^\s*(?:[:—–]|-{1,3})?\s*/, '').replace(/\*\*|__/g, '').trim();
    return { kind: 'return', rest };
  }
  return undefined;
}

/** `NAME : value` (upper-case name); `valueIndex` is where the value starts in `t`. */
export function fieldOf(t: string): { name: string; value: string; valueIndex: number } | undefined {
  const m = FIELD.exec(t);
  if (!m) return undefined;
  const raw = m[2]!;
  return { name: canon(m[1]!), value: raw.trim(), valueIndex: t.length - raw.length + (raw.length - raw.trimStart().length) };
}

/**
 * A field of `names` written as a list item (`- STATUS: done`, `- **WHY**: ...`): the text without
 * the marker and the field; undefined when the line is no list item or names no field of `names`.
 */
export function bulletedField(t: string, names: ReadonlySet<string>): { t: string; f: { name: string; value: string; valueIndex: number } } | undefined {
  const u = unbullet(t);
  if (u === t) return undefined;
  const b = unmark(u);
  const f = fieldOf(b);
  return f && names.has(f.name) ? { t: b, f } : undefined;
}

/** Column (1-based) in the raw line of index `i` of the unmarked text `t`. */
export const colIn = (l: Line, t: string, i: number) => l.offset + 1 + (l.text.length - t.length) + i;

/**
 * For an EDGES line drawn with a reverse arrow: the finding and the arrow's index in `t`, naming the
 * edge written forward when each side is one id (`N4 <- N1` is `N1 → N4`); undefined without one.
 */
export function reversedEdge(t: string): { message: string; index: number } | undefined {
  const m = t.includes('<') || /[←⟵⇐]/.test(t) ? REVERSE_ARROW.exec(t) : null;
  if (!m) return undefined;
  const to = cleanToken(t.slice(0, m.index));
  const from = cleanToken(t.slice(m.index + m[0].length));
  const one = (s: string) => ID.test(s) || PLACEHOLDER_ID.test(s);
  const forward = one(to) && one(from) ? `${from} → ${to}` : 'N1 → N3, the node read first';
  return { message: `reverse arrow \`${m[0]}\` is not read: write each edge from the node read to the node that reads it (\`${forward}\`)`, index: m.index };
}
