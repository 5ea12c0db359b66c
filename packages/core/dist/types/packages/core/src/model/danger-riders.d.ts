type Line = {
    line: number;
    text: string;
};
/**
 * A speaker or answer label opening a user's answer ("User:", "Пользователь (чат 11:44):", "A:", «Ответ:»,
 * "User said —"), emphasis marks aside: the one reading of it for the OK section (danger-answers joins
 * such an entry to the operation above it). Each part is bounded: linear.
 */
export declare const SPEAKER_LABEL: string;
/**
 * The indexes of the entry's lines that refuse or defer its operation: an outright refusal anywhere; a
 * deferral unless an approval opens an answer before it on its line, on an earlier line when its own
 * line is no answer of its own (a note: "Window: wait for 18:00"), or on a later line (the answer to an
 * "asked whether to wait for Monday") — and even after an approval, a deferral standing as a sentence
 * of its own.
 */
export declare function refusingLines(entry: readonly Line[]): Set<number>;
export {};
