/**
 * The yaml library reports a flow collection or a quoted string left open where the text ends or
 * the indentation drops (`whitelist: [error` gives "bad indent" on the line after): the mistake is
 * where it was opened. This finds that opener, by a linear scan of the text before the error.
 */
/**
 * Where the innermost collection or string of the kind the error names was opened before `end`
 * and not closed, with a message naming it; undefined when the error is of another kind or no such
 * opener is found. A `[` or `{` opens a collection only where a value can start (after `:`, `-`,
 * `,`, another opener, or at a line's start), not inside a plain word such as `a[1]`.
 */
export declare function unclosedOpener(text: string, error: {
    code: string;
    message: string;
    pos: [number, number];
}): {
    offset: number;
    message: string;
} | undefined;
