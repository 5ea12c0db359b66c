/**
 * slot-language (recommended): a "last round" that points back to an earlier round, in English and Russian
 * alike. Every pattern is sticky and reads a bounded stretch where the phrase ends.
 */
/** The number of the round named right after a phrase that ends at `end`, if any. */
export declare function roundNamedAfter(text: string, end: number): number | undefined;
/**
 * Whether the phrase `phrase` (lower case), ending at `end` of `text` and preceded by `before`, is "in the last round"
 * opening a past-tense account of what that round did.
 */
export declare function pastAccountAfter(phrase: string, text: string, end: number, before: string): boolean;
