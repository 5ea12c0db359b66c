/**
 * Readings of texts by the text itself, for files that may repeat one line thousands of times: each distinct
 * text is read once. Past `cap` distinct texts no more are kept, so a file of distinct lines costs a lookup
 * per line and no more memory.
 */
export declare class TextReadings<T> {
    private readonly cap;
    private readonly kept;
    /** The text asked last and its reading: a run of one repeated line is answered without hashing each copy. */
    private lastText;
    private lastValue;
    constructor(cap?: number);
    /** The reading of `text`: kept, or `read` now (a reader gives one text one reading: the first is kept). */
    of(text: string, read: (text: string) => T): T;
}
