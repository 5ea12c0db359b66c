export interface JsonParse {
    value?: unknown;
    error?: {
        message: string;
        line: number;
        column: number;
    };
}
/**
 * Deepest nesting read. Protocol JSON is a few levels deep; JSON.parse builds any depth (a file of
 * 15 MB of brackets: 5 s and 800 MB), and a value nested a few thousand levels overflows the
 * stack of whatever shows it.
 */
export declare const MAX_JSON_DEPTH = 1000;
/** Objects and arrays a JSON file may hold to be read: millions of them (a 15 MB trace of `{}` steps) took gigabytes built. */
export declare const MAX_JSON_CONTAINERS = 1000000;
/**
 * Offset of the `"` closing the string opened at `open` (escapes skipped), or the text's length. Found by indexOf, a
 * quote kept when an even run of backslashes stands before it: strings are most of a JSON file's text, and a loop over
 * their characters was most of the time a run over an archive spent reading JSON.
 */
export declare function stringEnd(text: string, open: number): number;
/**
 * Objects and arrays all the JSON files of one target may hold together: each file within
 * MAX_JSON_CONTAINERS, eight of them near it were 530 MB of parsed values kept for the run.
 */
export declare const MAX_TARGET_JSON_CONTAINERS = 2000000;
/** What is left of a target's MAX_TARGET_JSON_CONTAINERS, spent by each file parsed with it. */
export interface JsonBudget {
    left: number;
}
/**
 * Where a key first repeats within one object of valid JSON (the offset of its second `"`), and the
 * key; undefined when none does. JSON.parse keeps the last silently: `"status": "rejected",
 * "status": "chosen"` would read as chosen.
 */
export declare function duplicateKeyAt(text: string): {
    offset: number;
    key: string;
} | undefined;
/**
 * JSON.parse with the error turned into a located, one-line message; JSON nested past
 * MAX_JSON_DEPTH is not built. `uniqueKeys`: a key repeated within an object is an error too.
 */
export declare function parseJson(text: string, opts?: {
    uniqueKeys?: boolean;
    budget?: JsonBudget;
}): JsonParse;
/** How every reader of JSON names a `//` or `/*` comment. */
export declare const JSON_COMMENT = "a comment, which JSON does not allow";
/** Whether a `//` or `/*` comment starts at `at`. */
export declare function opensComment(text: string, at: number): boolean;
/** How every reader of JSON names a closing bracket after a comma. */
export declare const TRAILING_COMMA = " after a comma (JSON allows no trailing comma)";
/** Whether the character at `at` is a `]` or `}` whose previous non-space character is a comma: a trailing comma. */
export declare function closesAfterComma(text: string, at: number): boolean;
export declare function isPlainObject(v: unknown): v is Record<string, unknown>;
/** Describes a JSON value's type for messages ("an array", "a string"). */
export declare function jsonTypeName(v: unknown): string;
/**
 * Offset of the first JSON syntax error, -1 when there is none. Node 20's
 * JSON.parse names no position for an unexpected token, and a finding needs one.
 * Iterative, so deep nesting cannot overflow the stack.
 */
export declare function jsonErrorOffset(t: string): number;
