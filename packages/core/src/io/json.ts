import { invisibleNamed, thousands } from '../util.js';
import { positionAt } from './text.js';

export interface JsonParse {
  value?: unknown;
  error?: { message: string; line: number; column: number };
}

/**
 * Deepest nesting read. Protocol JSON is a few levels deep; JSON.parse builds any depth (a file of
 * 15 MB of brackets: 5 s and 800 MB), and a value nested a few thousand levels overflows the
 * stack of whatever shows it.
 */
export const MAX_JSON_DEPTH = 1000;
/** Objects and arrays a JSON file may hold to be read: millions of them (a 15 MB trace of `{}` steps) took gigabytes built. */
export const MAX_JSON_CONTAINERS = 1_000_000;
/** Text shorter than this cannot nest deep enough to cost time or memory (at most half its length). */
const DEPTH_SCAN_FROM = 64 * 1024;

/**
 * Offset of the `"` closing the string opened at `open` (escapes skipped), or the text's length. Found by indexOf, a
 * quote kept when an even run of backslashes stands before it: strings are most of a JSON file's text, and a loop over
 * their characters was most of the time a run over an archive spent reading JSON.
 */
export function stringEnd(text: string, open: number): number {
  for (let i = text.indexOf('"', open + 1); i >= 0; i = text.indexOf('"', i + 1)) {
    let k = i - 1;
    while (k > open && text.charCodeAt(k) === 0x5c) k--;
    if ((i - 1 - k) % 2 === 0) return i;
  }
  return text.length;
}

/** Offset of the first `[` or `{` deeper than MAX_JSON_DEPTH outside a string, or -1. */
function tooDeepAt(text: string, most = MAX_JSON_CONTAINERS, deepest = MAX_JSON_DEPTH): { at: number; why: 'deep' | 'many' } | { containers: number } {
  let depth = 0;
  let containers = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) i = stringEnd(text, i);
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest) return { at: i, why: 'deep' };
      if (++containers > most) return { at: i, why: 'many' };
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return { containers };
}

/**
 * Objects and arrays all the JSON files of one target may hold together: each file within
 * MAX_JSON_CONTAINERS, eight of them near it were 530 MB of parsed values kept for the run.
 */
export const MAX_TARGET_JSON_CONTAINERS = 2_000_000;
/** What is left of a target's MAX_TARGET_JSON_CONTAINERS, spent by each file parsed with it. */
export interface JsonBudget {
  left: number;
}

/**
 * Where a key first repeats within one object of valid JSON (the offset of its second `"`), and the
 * key; undefined when none does. JSON.parse keeps the last silently: `"status": "rejected",
 * "status": "chosen"` would read as chosen.
 */
export function duplicateKeyAt(text: string): { offset: number; key: string } | undefined {
  const frames: Array<Set<string> | null> = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b) frames.push(new Set());
    else if (c === 0x5b) frames.push(null);
    else if (c === 0x7d || c === 0x5d) frames.pop();
    else if (c === 0x22) {
      const start = i;
      i = stringEnd(text, i);
      let j = i + 1;
      while (j < text.length && (text[j] === ' ' || text[j] === '\t' || text[j] === '\n' || text[j] === '\r')) j++;
      const keys = frames.at(-1);
      if (text[j] !== ':' || !keys) continue;
      const raw = text.slice(start, i + 1);
      const key = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
      if (keys.has(key)) return { offset: start, key };
      keys.add(key);
    }
  }
  return undefined;
}

/** How many keys valid JSON text writes: strings followed by `:` (no allocation, unlike duplicateKeyAt). */
function keyTokens(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) !== 0x22) continue;
    i = stringEnd(text, i);
    let j = i + 1;
    let c = text.charCodeAt(j);
    while (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) c = text.charCodeAt(++j);
    if (c === 0x3a) n++;
  }
  return n;
}

/** How many keys a parsed JSON value holds, its nested objects' included (iterative: the depth is bounded, the breadth is not). */
function keysIn(value: unknown): number {
  let n = 0;
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null) continue;
    if (Array.isArray(v)) {
      for (const x of v) if (typeof x === 'object' && x !== null) stack.push(x);
      continue;
    }
    for (const k in v) {
      n++;
      const x = (v as Record<string, unknown>)[k];
      if (typeof x === 'object' && x !== null) stack.push(x);
    }
  }
  return n;
}

/**
 * JSON.parse with the error turned into a located, one-line message; JSON nested past
 * MAX_JSON_DEPTH is not built. `uniqueKeys`: a key repeated within an object is an error too.
 */
export function parseJson(text: string, opts: { uniqueKeys?: boolean; budget?: JsonBudget } = {}): JsonParse {
  if (opts.uniqueKeys) {
    const parsed = parseJson(text);
    // Each repeated key leaves one key fewer in the value than in the text: only then is it looked for.
    const dup = parsed.error || keyTokens(text) === keysIn(parsed.value) ? undefined : duplicateKeyAt(text);
    if (!dup) return parsed;
    return { error: { message: `invalid JSON: the key ${JSON.stringify(dup.key.length > 60 ? `${dup.key.slice(0, 60)}…` : dup.key)} appears twice in one object (JSON keeps only the last)`, ...positionAt(text, dup.offset) } };
  }
  // Told without JSON.parse's exception, which costs more than the rest (a folder of thousands of empty outputs).
  if (text.trim() === '') return { error: { message: 'invalid JSON: empty file', line: 1, column: 1 } };
  const budget = opts.budget;
  // A file under a budget is counted whatever its size: many small files add up as a few large ones do.
  // The depth limit stays the large files' (a small file's deep value is shown as `[…]`); the count applies to all.
  const large = text.length >= DEPTH_SCAN_FROM;
  const scan = large || budget ? tooDeepAt(text, Math.min(MAX_JSON_CONTAINERS, budget?.left ?? Infinity), large ? MAX_JSON_DEPTH : Infinity) : undefined;
  if (scan && 'at' in scan) {
    const target = budget && budget.left < MAX_JSON_CONTAINERS;
    const what =
      scan.why === 'deep'
        ? `nested deeper than ${MAX_JSON_DEPTH} levels`
        : target
          ? `of more objects and arrays than the ${thousands(MAX_TARGET_JSON_CONTAINERS)} the target's JSON files may hold together`
          : `of more than ${thousands(MAX_JSON_CONTAINERS)} objects and arrays`;
    return { error: { message: `JSON ${what}, not read`, ...positionAt(text, scan.at) } };
  }
  if (budget && scan) budget.left -= scan.containers;
  try {
    return { value: JSON.parse(text) };
  } catch (e) {
    const full = (e as Error).message;
    const msg = full.split('\n')[0]!;
    // Node 20 names no position for some errors ("Unexpected token"): the scanner finds it.
    const m = /at position (\d+)/.exec(msg);
    const at = m ? Number(m[1]) : jsonErrorOffset(text);
    const pos = text.trim() === '' ? { line: 1, column: 1 } : positionAt(text, at >= 0 ? at : text.length);
    const clean = unexpectedToken(full, text, at) ?? trailingComma(text, at) ?? afterValue(msg, text, at) ?? msg.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '');
    return { error: { message: `invalid JSON: ${text.trim() === '' ? 'empty file' : clean}`, ...pos } };
  }
}

/**
 * V8's `Unexpected token ']', ..."  },\n  ],"... is not valid JSON` as `unexpected ']'`: the quoted
 * excerpt spans lines and is cut mid-way, and the position says where. A closing bracket after a
 * comma is named for what it usually is.
 */
function unexpectedToken(message: string, text: string, at: number): string | undefined {
  const m = /^Unexpected token (.{1,8}?), (?:\.\.\.)?"/s.exec(message);
  if (!m) return undefined;
  return `unexpected ${invisibleNamed(m[1]!)}${/^'[\]}]'$/.test(m[1]!) && closesAfterComma(text, at) ? TRAILING_COMMA : ''}`;
}

/**
 * Node 20 says `Expected double-quoted property name` for `{"a": 1,}`: the closing brace after a
 * comma is named for what it is, as unexpectedToken names a bracket.
 */
function trailingComma(text: string, at: number): string | undefined {
  return closesAfterComma(text, at) ? `unexpected '${text[at]}'${TRAILING_COMMA}` : undefined;
}

/**
 * V8's `Unexpected non-whitespace character after JSON at position 13` (a JSON Lines line's `{…},`, two
 * documents in one file) as `unexpected "," after the end of the JSON value`: the character, without V8's
 * offset, which the finding's position already gives.
 */
function afterValue(message: string, text: string, at: number): string | undefined {
  const c = text[at];
  return c !== undefined && /non-whitespace character after JSON/i.test(message) ? `unexpected ${JSON.stringify(invisibleNamed(c))} after the end of the JSON value` : undefined;
}

/** How every reader of JSON names a `//` or `/*` comment. */
export const JSON_COMMENT = 'a comment, which JSON does not allow';

/** Whether a `//` or `/*` comment starts at `at`. */
export function opensComment(text: string, at: number): boolean {
  return text[at] === '/' && (text[at + 1] === '/' || text[at + 1] === '*');
}

/** How every reader of JSON names a closing bracket after a comma. */
export const TRAILING_COMMA = ' after a comma (JSON allows no trailing comma)';

/** Whether the character at `at` is a `]` or `}` whose previous non-space character is a comma: a trailing comma. */
export function closesAfterComma(text: string, at: number): boolean {
  if (text[at] !== ']' && text[at] !== '}') return false;
  let before = at - 1;
  while (before >= 0 && ' \t\r\n'.includes(text[before]!)) before--;
  return text[before] === ',';
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Describes a JSON value's type for messages ("an array", "a string"). */
export function jsonTypeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  return `a ${typeof v}`;
}

/**
 * Offset of the first JSON syntax error, -1 when there is none. Node 20's
 * JSON.parse names no position for an unexpected token, and a finding needs one.
 * Iterative, so deep nesting cannot overflow the stack.
 */
export function jsonErrorOffset(t: string): number {
  const n = t.length;
  let i = 0;
  const stack: string[] = [];
  let state: 'value' | 'firstValue' | 'key' | 'firstKey' | 'after' = 'value';
  const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
  const LITERAL = /true|false|null/y;
  const skipWs = () => {
    while (i < n && (t[i] === ' ' || t[i] === '\t' || t[i] === '\n' || t[i] === '\r')) i++;
  };
  const string = (): boolean => {
    i++;
    while (i < n) {
      const c = t.charCodeAt(i);
      if (c === 34) {
        i++;
        return true;
      }
      if (c < 32) return false;
      if (c === 92) {
        const e = t[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(t.slice(i + 2, i + 6))) return false;
          i += 6;
          continue;
        }
        if (e === undefined || !'"\\/bfnrt'.includes(e)) return false;
        i += 2;
        continue;
      }
      i++;
    }
    return false;
  };
  const sticky = (re: RegExp): boolean => {
    re.lastIndex = i;
    if (!re.test(t)) return false;
    i = re.lastIndex;
    return true;
  };
  for (;;) {
    skipWs();
    if (state === 'value' || state === 'firstValue') {
      const c = t[i];
      if (state === 'firstValue' && c === ']') {
        stack.pop();
        i++;
        state = 'after';
      } else if (c === '{' || c === '[') {
        stack.push(c);
        i++;
        state = c === '{' ? 'firstKey' : 'firstValue';
      } else if (c === '"') {
        if (!string()) return i;
        state = 'after';
      } else if (sticky(NUMBER) || sticky(LITERAL)) {
        state = 'after';
      } else return i;
    } else if (state === 'key' || state === 'firstKey') {
      if (state === 'firstKey' && t[i] === '}') {
        stack.pop();
        i++;
        state = 'after';
        continue;
      }
      if (t[i] !== '"' || !string()) return i;
      skipWs();
      if (t[i] !== ':') return i;
      i++;
      state = 'value';
    } else {
      const top = stack[stack.length - 1];
      if (top === undefined) return i < n ? i : -1;
      if (t[i] === ',') {
        i++;
        state = top === '{' ? 'key' : 'value';
      } else if (t[i] === (top === '{' ? '}' : ']')) {
        stack.pop();
        i++;
      } else return i;
    }
  }
}
