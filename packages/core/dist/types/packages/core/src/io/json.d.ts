export interface JsonParse {
    value?: unknown;
    error?: {
        message: string;
        line: number;
        column: number;
    };
}
/** JSON.parse with the error turned into a located, one-line message. */
export declare function parseJson(text: string): JsonParse;
export declare function isPlainObject(v: unknown): v is Record<string, unknown>;
/** Describes a JSON value's type for messages ("an array", "a string"). */
export declare function jsonTypeName(v: unknown): string;
/**
 * Offset of the first JSON syntax error, -1 when there is none. Node 20's
 * JSON.parse names no position for an unexpected token, and a finding needs one.
 * Iterative, so deep nesting cannot overflow the stack.
 */
export declare function jsonErrorOffset(t: string): number;
