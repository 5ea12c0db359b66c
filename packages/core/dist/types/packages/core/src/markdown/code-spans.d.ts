/**
 * The inline code spans of a line: a run of backticks up to the next run as long (an unmatched run is
 * literal). Each run's partner is found once, and asked in line order, so a line costs its length.
 */
export declare class CodeSpans {
    private readonly starts;
    private readonly ends;
    private readonly partner;
    private r;
    constructor(raw: string);
    /** Every code span, as [start, end) from its opening backticks to past its closing ones, in line order. */
    list(): Array<[number, number]>;
    /** The end of the code span holding index `k` (runs before `from` are inside a comment, so no code), or undefined. */
    around(k: number, from: number): number | undefined;
}
