type Line = {
    line: number;
    text: string;
};
/**
 * The indexes of the entry's lines that refuse or defer its operation: an outright refusal anywhere; a
 * deferral unless an approval opens an answer before it on its line, on an earlier line when its own
 * line is no answer of its own (a note: "Window: wait for 18:00"), or on a later line (the answer to an
 * "asked whether to wait for Monday") — and even after an approval, a deferral standing as a sentence
 * of its own.
 */
export declare function refusingLines(entry: readonly Line[]): Set<number>;
export {};
