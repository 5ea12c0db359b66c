/** JSON as Python's `json.loads` reads it, and where a value sits in JSON text. */
import { type JsonParse } from './json.js';
/**
 * A parse as Python's `json.loads` would do it: JSON plus the bare tokens
 * `NaN`, `Infinity` and `-Infinity` (which Python writes for float specials),
 * read here as null. Used where the reference parses a file with Python, so a
 * Python-written output is not "unparseable" here alone. The parse already
 * done is returned when it succeeded or when no such token explains its error.
 */
export declare function parseJsonLikePython(text: string, parsed: JsonParse): JsonParse;
/**
 * Character offset of a value inside JSON text, by path (object keys and
 * array indices). For an object member the offset is that of its key. The
 * text must be valid JSON (it was parsed already); undefined when the path
 * does not exist. Used to put findings on the line of the offending value.
 * For several paths into one text, take a `jsonLocator` once.
 */
export declare function jsonPathOffset(text: string, path: Array<string | number>): number | undefined;
/**
 * `jsonPathOffset` for many paths into one text: each object or array on a
 * path is scanned once, the first time a path goes through it, so locating a
 * finding in each of 30,000 steps reads the steps once, not once per finding.
 * A key given twice is located where JSON.parse takes its value from: the last.
 */
export declare function jsonLocator(text: string): (path: Array<string | number>) => number | undefined;
