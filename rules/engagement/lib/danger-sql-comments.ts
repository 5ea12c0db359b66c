// A SQL file's comments run nothing: "-- DELETE by partition instead of TRUNCATE" in a .sql file is no TRUNCATE.
// Read as SQL reads them: `--` to the line's end, `/* … */` (over lines too), and `#` to the line's end where a
// statement starts (MySQL's comment; elsewhere a `#` there is no valid SQL, while after an expression it is
// Postgres' XOR, so it hides nothing there). Quoted text (`'…'`, `"…"`, `` `…` ``, on one line, `''` escaped) holds
// no comment. A backslash escapes a quote in MySQL only (PostgreSQL and SQLite keep it as a character): a line whose
// quoted text holds one is read both ways, and from that quote on it is code unless both readings agree; when they
// end the line differently (or a quote is left open, so a string may run on), every line after it is code too.
// `--` is a comment only before a blank or the line's end (MySQL reads `--1` as minus minus one): otherwise the
// rest of the line is code. Each file is read once, forward; a line's code is worked out once, for its first hit:
// linear. Where the reading is unsure (a `/*` never closed in the lines known, a line whose start is not known) the
// text is code: a comment only ever hides what it surely holds. So is MySQL's `/*! … */` (MySQL runs it: only its mark
// is blanked), and dollar-quoted text closed on its line (`$$/*$$`) holds no comment, as quoted text does not.
import type { Lines } from './danger-lines.js';

/** A SQL script's name. */
export const SQL_FILE = /\.sql$/i;

/** What a line's start is, read from the lines above it: inside a `/* … *\/` comment, where a statement starts. */
const IN_BLOCK = 1;
const STATEMENT_START = 2;
/** The dialects read the text above differently: from here to the file's end, every line is code. */
const UNSURE = 4;

/**
 * Where the next mark stands from `i` (-1: none): a character that can open quoted text (`'`, `"`, backtick, `$`)
 * or a comment (`--`, `/*`, `#`), or end a statement (`;`). Read character by character: a line of a million marks
 * costs no regex run at each.
 */
function nextMark(text: string, i: number): number {
  for (; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 39 || ch === 34 || ch === 96 || ch === 59 || ch === 35 || ch === 36) return i;
    if ((ch === 45 || ch === 47) && text.charCodeAt(i + 1) === (ch === 45 ? 45 : 42)) return i;
  }
  return -1;
}
/** A letter, digit or `_` of ASCII, or any character past it (a name's, as far as a dollar quote's mark goes). */
const nameChar = (ch: number) => (ch >= 48 && ch <= 57) || (ch >= 65 && ch <= 90) || (ch >= 97 && ch <= 122) || ch === 95 || ch > 127;
/**
 * The Postgres dollar quote's mark at `at` (`$$`, `$tag$`), or undefined: none stands inside a name (`a$b`) or
 * starts with a digit (`$1`).
 */
function dollarTag(text: string, at: number): string | undefined {
  const before = text.charCodeAt(at - 1);
  if (before === 36 || (nameChar(before) && (before < 128 || /[\p{L}\p{N}_]/u.test(text[at - 1]!)))) return undefined;
  let k = at + 1;
  const first = text.charCodeAt(k);
  if (first !== 36) {
    if (!nameChar(first) || first > 127 || (first >= 48 && first <= 57)) return undefined;
    while (k < at + 64 && nameChar(text.charCodeAt(k)) && text.charCodeAt(k) <= 127) k++;
    if (text.charCodeAt(k) !== 36) return undefined;
  }
  return text.slice(at, k + 1);
}
/**
 * The length of MySQL's executable comment's mark at `at` (`/*!`, `/*!50000` with the version it needs, MariaDB's
 * `/*M!`), 0 when none: MySQL runs what such a comment holds.
 */
function executableMark(text: string, at: number): number {
  let k = at + 2;
  if (text[k] === 'M') k++;
  if (text[k] !== '!') return 0;
  const end = k + 7;
  for (k++; k < end && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57; k++);
  return k - at;
}

/** Where a reading puts the comment stretches it finds, each [from, to), in the line's order. */
interface StretchSink {
  push(from: number, to: number): void;
}
/** Comment stretches kept in a typed array: a line of millions of comments keeps 8 bytes for each. */
class Stretches implements StretchSink {
  data = new Int32Array(16);
  length = 0;
  push(from: number, to: number): void {
    if (this.length + 2 > this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = from;
    this.data[this.length++] = to;
  }
}
/** A second reading held against the first stretch by stretch, keeping none of its own. */
class SameAs implements StretchSink {
  private at = 0;
  same = true;
  constructor(private readonly first: Stretches) {}
  push(from: number, to: number): void {
    if (this.at + 2 > this.first.length || this.first.data[this.at] !== from || this.first.data[this.at + 1] !== to) this.same = false;
    this.at += 2;
  }
  /** Whether both readings found the same stretches. */
  get all(): boolean {
    return this.same && this.at === this.first.length;
  }
}

/**
 * The comment stretches of one line (into `out`), read from its start state; returns its end state. `out` is left
 * untouched when only the end state is wanted.
 */
function readLine(text: string, start: number, out?: StretchSink, escapes = false): number {
  slashQuote = -1;
  let i = 0;
  let state = start;
  if (state & UNSURE) return UNSURE;
  if (state & IN_BLOCK) {
    const close = text.indexOf('*/');
    if (close < 0) {
      out?.push(0, text.length);
      return state;
    }
    out?.push(0, close + 2);
    i = close + 2;
    state &= ~IN_BLOCK;
  }
  // Whether only blanks and comments stand between the statement's start and `i`.
  let atStart = (state & STATEMENT_START) !== 0;
  let dollars = true;
  let from = i;
  while (i < text.length) {
    const at = nextMark(text, i);
    if (at < 0) break;
    if (atStart && text.slice(from, at).trim() !== '') atStart = false;
    const c = text[at] === '-' || text[at] === '/' ? text.slice(at, at + 2) : text[at]!;
    if (c === ';') {
      atStart = true;
      i = from = at + 1;
      continue;
    }
    if (c === '--' && !/^[ \t\r]?$/.test(text.slice(at + 2, at + 3))) {
      // `--1`: a comment in standard SQL, code in MySQL; the rest of the line is code, read no further.
      return /['"`]|\/\*/.test(text.slice(at + 2)) ? UNSURE : 0;
    }
    if (c === '--' || (c === '#' && atStart)) {
      out?.push(at, text.length);
      return atStart ? STATEMENT_START : 0;
    }
    if (c === '#') {
      i = at + 1;
      continue;
    }
    if (c === '$') {
      // Dollar-quoted text closed on its line holds no comment (`$$/*$$`). One left open (a function's body) reads
      // on as SQL; past it no other is looked for on the line, so a line of unclosed marks is searched once.
      const tag = dollars ? dollarTag(text, at) : undefined;
      const close = tag ? text.indexOf(tag, at + tag.length) : -1;
      if (close < 0) {
        if (tag) dollars = false;
        i = at + 1;
        continue;
      }
      atStart = false;
      i = from = close + tag!.length;
      continue;
    }
    const executable = c === '/*' ? executableMark(text, at) : 0;
    if (executable) {
      // MySQL runs `/*! DROP TABLE t */`: only its mark reads as a blank, what it holds is code in every reading.
      out?.push(at, at + executable);
      i = from = at + executable;
      continue;
    }
    if (c === '/*') {
      const close = text.indexOf('*/', at + 2);
      if (close < 0) {
        out?.push(at, text.length);
        return IN_BLOCK | (atStart ? STATEMENT_START : 0);
      }
      out?.push(at, close + 2);
      i = from = close + 2;
      continue;
    }
    // Quoted text: to its closing quote (doubled, or in MySQL after a backslash, it is part of it); unclosed, the
    // string may run on over lines: the rest of the file is code.
    atStart = false;
    let k = at + 1;
    for (; k < text.length; k++) {
      const ch = text[k];
      if (ch === '\\' && c !== '`') {
        if (slashQuote < 0) slashQuote = at;
        if (escapes) k++;
      } else if (ch === c) {
        if (text[k + 1] === c) k++;
        else break;
      }
    }
    if (k >= text.length) return UNSURE;
    i = from = k + 1;
  }
  if (atStart && text.slice(from).trim() !== '') atStart = false;
  return atStart ? STATEMENT_START : 0;
}

/** Where readLine's last read met the first quoted text holding a backslash (-1: none). */
let slashQuote = -1;

/**
 * A line read as every dialect reads it: readLine in standard SQL, and again with MySQL's backslash escapes when a
 * quoted text holds a backslash. Where the readings part, from that quote on the line is code; when they end the
 * line differently, the lines after it are code too (UNSURE).
 */
function readSure(text: string, start: number, out?: Stretches): number {
  const end = readLine(text, start, out);
  const at = slashQuote;
  if (at < 0) return end;
  // Only the end state wanted: the stretches matter not.
  if (!out) return readLine(text, start, undefined, true) !== end ? UNSURE : end;
  const other = new SameAs(out);
  const otherEnd = readLine(text, start, other, true);
  if (otherEnd === end && other.all) return end;
  // Both readings are the same up to that quote: its stretches before it stand.
  let kept = 0;
  while (kept < out.length && out.data[kept + 1]! <= at) kept += 2;
  out.length = kept;
  return otherEnd !== end ? UNSURE : end;
}

/** Each known line's start state (0 by default), read forward once; a `/*` never closed leaves the lines after it code. */
function startStates(lines: Lines): Map<number, number> {
  const states = new Map<number, number>();
  // A file without `/*` or `#` has no state worth keeping: `--` is read on its own line.
  if (lines.text !== undefined && !/\/\*|#|['"`]|--[^\s]/.test(lines.text)) return states;
  let prev = 0;
  let state = STATEMENT_START;
  let opened: number[] = [];
  const unclosed = () => {
    // Never closed where the lines are known: what it would hide is read as code.
    for (const n of opened) states.delete(n);
    opened = [];
  };
  for (const [n, text] of lines.entries()) {
    // Past a gap (a diff's lines not shown) the start is not known: neither in a comment nor at a statement's start.
    if (n !== prev + 1) {
      if (state & IN_BLOCK) unclosed();
      state &= UNSURE;
    }
    prev = n;
    if (state) states.set(n, state);
    if (state & IN_BLOCK) opened.push(n);
    else opened = [];
    // A line outside a comment holding none of the marks ends as it starts, but at a statement's start past any code.
    if (!(state & IN_BLOCK) && !/[;'"`#$]|--|\/\*/.test(text)) {
      if (text.trim() !== '') state = 0;
      continue;
    }
    state = readSure(text, state);
    if (!(state & IN_BLOCK)) opened = [];
  }
  if (state & IN_BLOCK) unclosed();
  return states;
}

const statesOf = new WeakMap<Lines, Map<number, number>>();
/**
 * The last line whose code was worked out, kept for the next hit, from any reader: the hits on one line (of many, or
 * of many comments) blank it once a run, whichever reader's lines hold it.
 */
let lastCode: { text: string; state: number; code: string } | undefined;

/**
 * Line `n` of a SQL file with its comments blanked (spaces in their place, so columns stay; one that runs to the
 * line's end is a single space), or undefined when the line is not known. `lines`: the file's known lines.
 */
export function sqlCode(lines: Lines, n: number): string | undefined {
  const text = lines.get(n);
  if (text === undefined) return undefined;
  let states = statesOf.get(lines);
  if (!states) statesOf.set(lines, (states = startStates(lines)));
  // The first line of a whole file starts a statement; any other line's state was read from those above it.
  const state = states.get(n) ?? (n === 1 && lines.text !== undefined ? STATEMENT_START : 0);
  if (state & UNSURE) return text;
  if (!(state & IN_BLOCK) && !/#|--|\/\*/.test(text)) return text;
  if (lastCode && lastCode.state === state && lastCode.text === text) return lastCode.code;
  const ranges = new Stretches();
  readSure(text, state, ranges);
  let code = text;
  if (ranges.length) {
    // Joined a thousand pieces at a time: a line of millions of comments keeps no array of millions of strings.
    code = '';
    let parts: string[] = [];
    let at = 0;
    for (let r = 0; r < ranges.length; r += 2) {
      const from = ranges.data[r]!;
      const to = ranges.data[r + 1]!;
      // A comment to the line's end is one blank: what it held has no column to keep.
      parts.push(text.slice(at, from), ' '.repeat(to === text.length ? 1 : to - from));
      at = to;
      if (parts.length >= 2000) {
        code += parts.join('');
        parts = [];
      }
    }
    parts.push(text.slice(at));
    code += parts.join('');
  }
  lastCode = { text, state, code };
  return code;
}

/**
 * A hit in a SQL file as its code reads it: itself when its match starts in code; when it starts in a comment, the
 * first match `find` gives in the line's code (a hit read on its own line: `text` is the line) or none. `find`
 * runs the operation's pattern.
 */
export function outsideSqlComments<H extends { line: number; column: number; text: string; length?: number }>(h: H, lines: Lines, find: (code: string) => RegExpExecArray | null): H | undefined {
  const line = lines.get(h.line);
  const code = line === undefined ? undefined : sqlCode(lines, h.line);
  if (line === undefined || code === undefined || code === line) return h;
  const at = h.column - 1;
  if (code[at] === line[at]) return h;
  if (h.text !== line && h.text !== `${line}\r`) return undefined;
  const m = find(code);
  return m ? { ...h, column: m.index + 1, length: m[0].length } : undefined;
}
