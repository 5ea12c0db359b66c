import type { TextFile } from './io/project-fs.js';
import type { CheckResult, Finding, Severity } from './types.js';

/** "a, b, c" with at most `max` items and "+N more"; `total`: how many there are, when `items` holds only the first. */
export function list(items: string[], max = 10, total = items.length): string {
  if (total <= max) return items.join(', ');
  return `${items.slice(0, max).join(', ')} (+${total - max} more)`;
}

/** A count and its noun: "1 file", "3 files" (`many` for an irregular plural). */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${pluralWord(n, word, many)}`;
}

/** The word alone, as `n` wants it: "key" / "keys", or a verb, "is" / "are". */
export function pluralWord(n: number, word: string, many = `${word}s`): string {
  return n === 1 ? word : many;
}

/**
 * Blank runs folded to one space, as `text.replace(/\s+/g, ' ')` folds them. Only runs that change are
 * replaced: a global replace costs about half a microsecond per match, and `\s+` matches (and rewrites) every
 * single space, which is seconds on a few megabytes of words.
 */
const FOLDABLE_BLANKS = /\s{2,}|[^\S ]/g;
export const oneSpaced = (text: string) => text.replace(FOLDABLE_BLANKS, ' ');

/**
 * A count with thousands separators, "1,000,000", as `toLocaleString('en-US')` writes an integer. Written by hand:
 * the first call into ICU's number formatting loads its locale data, some 20 ms of a run that needs none of it.
 */
export const thousands = (n: number): string => String(n).replace(/\B(?=(?:\d{3})+$)/g, ',');

/** A character by its code point, as Unicode writes it: `U+200B`. */
export const codePoint = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Format characters and blanks other than a space (a BOM, a zero-width or no-break space): they show nothing, or look like a space. */
export const INVISIBLE = /[\p{Cf}\p{Zs}\p{Zl}\p{Zp}\t\v\f]/gu;

/**
 * `text` with each invisible character (INVISIBLE, a space aside) named by its code point, so a
 * message shows it: a token alone as `U+FEFF`, a character inside a name marked off as the HTML
 * report marks it, `Explo‹U+200B›ration`.
 */
export const invisibleNamed = (text: string, inName = false) => text.replace(INVISIBLE, (c) => (c === ' ' ? c : inName ? `\u2039${codePoint(c)}\u203a` : codePoint(c)));

/** Unicode's default-ignorable code points: zero-width space, joiner and non-joiner, word joiner, soft hyphen, BOM, variation selectors, tags. They draw nothing. */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * `text` without the characters that draw nothing, each kept character's index in `text` beside it, so
 * that `dev-lead\u200b` or `crit-\u200b3` reads as the name it shows, and a column still points into
 * the line. `at(j)` is the index in `text` of the result's index `j` (the end maps to the end). The
 * text itself when it holds none.
 */
export function withoutIgnorables(text: string): { text: string; at: (j: number) => number } {
  IGNORABLE.lastIndex = 0;
  if (!IGNORABLE.test(text)) return { text, at: (j) => j };
  const kept: number[] = [];
  let out = '';
  let from = 0;
  IGNORABLE.lastIndex = 0;
  for (let m = IGNORABLE.exec(text); m; m = IGNORABLE.exec(text)) {
    for (let i = from; i < m.index; i++) kept.push(i);
    out += text.slice(from, m.index);
    from = m.index + m[0].length;
  }
  for (let i = from; i < text.length; i++) kept.push(i);
  out += text.slice(from);
  return { text: out, at: (j) => (j < kept.length ? kept[j]! : text.length + j - kept.length) };
}

/** Characters dropped from one end of a text: those a string holds, or those a test accepts. */
export type EndChars = string | ((ch: string) => boolean);
/** `text` without the given characters at its start and end (a loop, not a regex: runs of them stay linear). */
export function trimChars(text: string, lead: EndChars, trail: EndChars): string {
  const drops = (chars: EndChars, ch: string) => (typeof chars === 'string' ? chars.includes(ch) : chars(ch));
  let a = 0;
  let b = text.length;
  while (a < b && drops(lead, text[a]!)) a++;
  while (b > a && drops(trail, text[b - 1]!)) b--;
  return text.slice(a, b);
}

/** Whether `c` ends a line for a regex's `.` (which matches none of these). */
export const isLineBreak = (c: string): boolean => c === '\n' || c === '\r' || c === '\u2028' || c === '\u2029';

/** Where the last line of `text` starts: past its last line break, 0 without one. Patterns ending `.*$` can only match there. */
export function lastLineStart(text: string): number {
  let from = text.length;
  while (from > 0 && !isLineBreak(text[from - 1]!)) from--;
  return from;
}

/**
 * `text` cut at the first of `chars` that no line break follows: what `.replace(/[chars].*$/, '')` gives, in one pass
 * (the regex retries `.*$` from every one of them before a line break, a quadratic scan on a long run of them).
 */
export function cutOnLastLine(text: string, chars: string): string {
  for (let i = lastLineStart(text); i < text.length; i++) if (chars.includes(text[i]!)) return text.slice(0, i);
  return text;
}

/** A value that says "none" (or is empty): `none`, `n/a`, `-`, `—`, `[]`, `(none)`. */
export const NONE_VALUE = /^[[(]?\s*(?:(?:none|nothing|n\/a|-|—|–)\s*)?[\])]?\.?$/i;

/**
 * A value parsed from YAML or JSON as text, for reading it as a word and for messages: a string as
 * it is, a number or boolean as written, a date as its ISO date, null as nothing, and a list or
 * mapping as compact JSON (`["L"]`, `{"node":1}`), never "[object Object]". Long JSON is cut.
 */
export function valueText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? String(v) : v.toISOString().replace(/T00:00:00\.000Z$/, '');
  return typeof v === 'object' ? jsonText(v) : String(v);
}

/** Bytes as YAML writes them (`!!binary NA==`), cut when long. */
function binaryText(v: Uint8Array): string {
  const b64 = Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64');
  return `!!binary ${b64.length > MAX_VALUE_TEXT ? `${b64.slice(0, MAX_VALUE_TEXT - 1)}…` : b64}`;
}

/**
 * A parsed value as compact JSON for a message (`"late"`, `["L"]`, `{"node":1}`), cut when long.
 * Never throws: a value JSON cannot write (one that holds itself through a YAML alias, or nested
 * deeper than JSON.stringify's stack) shows as `[…]` or `{…}`.
 */
export function jsonText(v: unknown, max = MAX_VALUE_TEXT): string {
  // JSON writes Infinity and NaN (YAML's .inf, JSON's 1e400) as null, which the file does not say.
  if (typeof v === 'number' && !Number.isFinite(v)) return String(v);
  // YAML's `!!binary NA==` parses to bytes: shown as written, not as a Buffer's JSON.
  if (v instanceof Uint8Array) return binaryText(v);
  let json: string | undefined;
  try {
    json = JSON.stringify(v);
  } catch {
    json = undefined;
  }
  if (json === undefined) return Array.isArray(v) ? '[…]' : v !== null && typeof v === 'object' ? '{…}' : String(v);
  return json.length > max ? `${json.slice(0, max - 1)}…` : json;
}

const MAX_VALUE_TEXT = 80;

/** The text of a scalar value (see valueText); undefined for a list or mapping, which never reads as one word. */
export function scalarText(v: unknown): string | undefined {
  return typeof v === 'object' && v !== null && !(v instanceof Date) && !(v instanceof Uint8Array) ? undefined : valueText(v);
}

/** A finding at a 1-based line and column of a file (a position before the file's start is put at its start). */
export function finding(file: string, line: number, message: string, column = 1, severity?: Severity): Finding {
  return { file, line: Math.max(1, line), column: Math.max(1, column), message, ...(severity ? { severity } : {}) };
}

/** Findings for a file that could not be read as clean text. */
export function fileProblems(file: TextFile): Finding[] {
  return file.problems.map((p) => finding(file.rel, p.line ?? 1, p.message, p.column ?? 1));
}

/**
 * Milliseconds from an arbitrary origin, for durations. The `performance`
 * global would load perf_hooks (over a millisecond) on every start.
 */
/** Appends every item to `target`, one by one: `target.push(...items)` passes each as an argument, and a few hundred thousand overflow the stack. */
export function pushAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}

export function nowMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/**
 * Items grouped by key, each group in the items' order; items whose key is undefined are left out.
 * One pass: rebuilding a group's array per item (`[...group, item]`) is quadratic in its size.
 */
export function groupBy<T, K>(items: Iterable<T>, key: (item: T) => K | undefined): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === undefined) continue;
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** What a file system error code means, in words a message can show. */
const ERRNO_WORDS: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a parent is not a folder',
  ELOOP: 'a loop of symbolic links',
  ENAMETOOLONG: 'the name is too long',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left',
};

/** The words for an error's code (`specific` first, for what the code means to the caller), else the code itself, else `fallback`. */
export function errnoWords(e: unknown, fallback: string, specific: Record<string, string> = {}): string {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  if (!code) return fallback;
  return specific[code] ?? ERRNO_WORDS[code] ?? code;
}

/** What a path that is no regular file is, for messages: `a folder`, `a FIFO`, `a socket`, `a device`. */
export function specialKind(stat: { isDirectory(): boolean; isFIFO(): boolean; isSocket(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean }): string {
  if (stat.isDirectory()) return 'a folder';
  if (stat.isFIFO()) return 'a FIFO';
  if (stat.isSocket()) return 'a socket';
  return stat.isCharacterDevice() || stat.isBlockDevice() ? 'a device' : 'a special file';
}

const SEVERITY_RANK: Record<Severity, number> = { info: 0, warning: 1, error: 2 };

/**
 * Effective level of a finding: the status of its check (fail → error, warn →
 * warning), lowered to the finding's own severity when the rule set a lower
 * one. Never raised: a failure capped at warn by config stays a warning.
 */
export function findingLevel(check: CheckResult, f?: Finding): Severity {
  const byStatus: Severity = check.status === 'fail' ? 'error' : 'warning';
  return f?.severity && SEVERITY_RANK[f.severity] < SEVERITY_RANK[byStatus] ? f.severity : byStatus;
}
