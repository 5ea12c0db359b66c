import { LetterRegex } from '../../../packages/core/src/kit.js';
type Line = {
    line: number;
    text: string;
};
/** What records no answer, or an answer inferred from none. */
export declare const SILENCE: LetterRegex;
/** Whether a line records the user's silence. */
export declare function recordsSilence(text: string): boolean;
/**
 * The line of an entry recording the user's silence, and the words that say so, when no line of the entry
 * holds the user's words granting it; undefined otherwise.
 */
export declare function silentConsent(entry: readonly Line[]): {
    line: number;
    words: string;
} | undefined;
export {};
