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
/** The line of an entry whose answer refuses or defers in the Russian words above, or undefined. */
export declare function russianRefusal(entry: readonly Line[]): number | undefined;
export {};
