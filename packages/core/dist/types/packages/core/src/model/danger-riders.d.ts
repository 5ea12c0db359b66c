type Line = {
    line: number;
    text: string;
};
/**
 * A refusal or a deferral opening an answer besides "no" / «нет» (read where the answer opens, as "No" is, in
 * validation.ts): "Not now — after the audit.", "Not yet.", "Not today", "Absolutely not". Only with the sentence's
 * punctuation or its end after it: "Not yet run; it runs at 18:00" is a note.
 */
export declare const NOT_NOW: string;
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
/** The index of the entry's line whose answer grants the operation only on someone else's act not recorded as done, or -1. */
export declare function pendingConditionLine(entry: readonly Line[]): number;
export {};
