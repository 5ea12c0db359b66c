type Line = {
    line: number;
    text: string;
};
/**
 * The entries of a user-OK section, each naming entry followed by the answer-shaped entries below it
 * that name no operation (`namesOp`), up to the next heading or naming entry. Entries naming nothing
 * stay as they are.
 */
export declare function entriesWithAnswers(entries: readonly Line[][], namesOp: (entry: readonly Line[]) => boolean): Line[][];
/**
 * The entry, each line whose head names an operation (`namesOp`) other than by a plain label followed by
 * the same line with a plain label in the head's place (same line number). Table rows and headings are read
 * as they stand.
 */
export declare function withLabelsRead(entry: readonly Line[], namesOp: (text: string) => boolean): Line[];
/**
 * Where the user's answer starts on a line (its blockquote's text, its speaker label or its quotation mark), -1 for none;
 * a quotation mark in a code span (`op.drop_table("t")`) opens none.
 */
export declare function answerStart(text: string): number;
/** The line of an entry whose answer refuses or defers in the Russian words above, or undefined. */
export declare function russianRefusal(entry: readonly Line[]): number | undefined;
export {};
