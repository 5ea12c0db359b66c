/** A quote read without its typography: the forms to look for, and the sentence marks next to them in the quote. */
export interface VerbatimForms {
    /** Without the marks at its ends, quotation marks made one; first letter as written, then in the other case. */
    forms: string[];
    /** The sentence mark the quote opens with, nearest its words, and the one it closes with. */
    before?: string;
    after?: string;
}
/** The quote (whitespace-normalised) without its typography; no forms when no letter or digit is left. A loop, not a regex: a long run of marks stays linear. */
export declare function verbatimForms(quote: string): VerbatimForms;
/**
 * Whether the quote is in the window (`win.text`, whitespace-normalised) but for its typography; 'unchecked'
 * when the budget would be passed. The window with its marks made one is kept in `win.marks`, for the
 * quotes that hold a mark.
 */
export declare function verbatimIn(win: {
    text: string;
    marks?: string;
}, quote: string, budget: {
    left: number;
}): boolean | 'unchecked';
/**
 * Where in `win.text` the quote is but for its typography: the offset and length of its words there (the marks
 * at its ends left out), so a quote at another line of a report can be placed; 'unchecked' past the budget.
 */
export declare function verbatimAt(win: {
    text: string;
    marks?: string;
}, quote: string, budget: {
    left: number;
}): {
    at: number;
    length: number;
} | 'unchecked' | undefined;
