import type { TextFile } from './io/project-fs.js';
import type { CheckResult, Finding, Severity } from './types.js';
/** "a, b, c" with at most `max` items and "+N more"; `total`: how many there are, when `items` holds only the first. */
export declare function list(items: string[], max?: number, total?: number): string;
/** A count and its noun: "1 file", "3 files" (`many` for an irregular plural). */
export declare function plural(n: number, word: string, many?: string): string;
/** The word alone, as `n` wants it: "key" / "keys", or a verb, "is" / "are". */
export declare function pluralWord(n: number, word: string, many?: string): string;
export declare const oneSpaced: (text: string) => string;
/**
 * A count with thousands separators, "1,000,000", as `toLocaleString('en-US')` writes an integer. Written by hand:
 * the first call into ICU's number formatting loads its locale data, some 20 ms of a run that needs none of it.
 */
export declare const thousands: (n: number) => string;
/** A character by its code point, as Unicode writes it: `U+200B`. */
export declare const codePoint: (c: string) => string;
/** Format characters and blanks other than a space (a BOM, a zero-width or no-break space): they show nothing, or look like a space. */
export declare const INVISIBLE: RegExp;
/**
 * `text` with each invisible character (INVISIBLE, a space aside) named by its code point, so a
 * message shows it: a token alone as `U+FEFF`, a character inside a name marked off as the HTML
 * report marks it, `Explo‹U+200B›ration`.
 */
export declare const invisibleNamed: (text: string, inName?: boolean) => string;
/**
 * `text` without the characters that draw nothing, each kept character's index in `text` beside it, so
 * that `dev-lead\u200b` or `crit-\u200b3` reads as the name it shows, and a column still points into
 * the line. `at(j)` is the index in `text` of the result's index `j` (the end maps to the end). The
 * text itself when it holds none.
 */
export declare function withoutIgnorables(text: string): {
    text: string;
    at: (j: number) => number;
};
/** Characters dropped from one end of a text: those a string holds, or those a test accepts. */
export type EndChars = string | ((ch: string) => boolean);
/** `text` without the given characters at its start and end (a loop, not a regex: runs of them stay linear). */
export declare function trimChars(text: string, lead: EndChars, trail: EndChars): string;
/** Whether `c` ends a line for a regex's `.` (which matches none of these). */
export declare const isLineBreak: (c: string) => boolean;
/** Where the last line of `text` starts: past its last line break, 0 without one. Patterns ending `.*$` can only match there. */
export declare function lastLineStart(text: string): number;
/**
 * `text` cut at the first of `chars` that no line break follows: what `.replace(/[chars].*$/, '')` gives, in one pass
 * (the regex retries `.*$` from every one of them before a line break, a quadratic scan on a long run of them).
 */
export declare function cutOnLastLine(text: string, chars: string): string;
/** A value that says "none" (or is empty): `none`, `n/a`, `-`, `—`, `[]`, `(none)`. */
export declare const NONE_VALUE: RegExp;
/**
 * A value parsed from YAML or JSON as text, for reading it as a word and for messages: a string as
 * it is, a number or boolean as written, a date as its ISO date, null as nothing, and a list or
 * mapping as compact JSON (`["L"]`, `{"node":1}`), never "[object Object]". Long JSON is cut.
 */
export declare function valueText(v: unknown): string;
/**
 * A parsed value as compact JSON for a message (`"late"`, `["L"]`, `{"node":1}`), cut when long.
 * Never throws: a value JSON cannot write (one that holds itself through a YAML alias, or nested
 * deeper than JSON.stringify's stack) shows as `[…]` or `{…}`.
 */
export declare function jsonText(v: unknown, max?: number): string;
/** The text of a scalar value (see valueText); undefined for a list or mapping, which never reads as one word. */
export declare function scalarText(v: unknown): string | undefined;
/** A finding at a 1-based line and column of a file (a position before the file's start is put at its start). */
export declare function finding(file: string, line: number, message: string, column?: number, severity?: Severity): Finding;
/** Findings for a file that could not be read as clean text. */
export declare function fileProblems(file: TextFile): Finding[];
/**
 * Milliseconds from an arbitrary origin, for durations. The `performance`
 * global would load perf_hooks (over a millisecond) on every start.
 */
/** Appends every item to `target`, one by one: `target.push(...items)` passes each as an argument, and a few hundred thousand overflow the stack. */
export declare function pushAll<T>(target: T[], items: Iterable<T>): T[];
export declare function nowMs(): number;
/**
 * Items grouped by key, each group in the items' order; items whose key is undefined are left out.
 * One pass: rebuilding a group's array per item (`[...group, item]`) is quadratic in its size.
 */
export declare function groupBy<T, K>(items: Iterable<T>, key: (item: T) => K | undefined): Map<K, T[]>;
/** The words for an error's code (`specific` first, for what the code means to the caller), else the code itself, else `fallback`. */
export declare function errnoWords(e: unknown, fallback: string, specific?: Record<string, string>): string;
/** What a path that is no regular file is, for messages: `a folder`, `a FIFO`, `a socket`, `a device`. */
export declare function specialKind(stat: {
    isDirectory(): boolean;
    isFIFO(): boolean;
    isSocket(): boolean;
    isCharacterDevice(): boolean;
    isBlockDevice(): boolean;
}): string;
/**
 * Effective level of a finding: the status of its check (fail → error, warn →
 * warning), lowered to the finding's own severity when the rule set a lower
 * one. Never raised: a failure capped at warn by config stays a warning.
 */
export declare function findingLevel(check: CheckResult, f?: Finding): Severity;
