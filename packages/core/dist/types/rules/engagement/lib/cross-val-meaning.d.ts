/** Whether `a` says the opposite of `b` (both word keys: lower-cased cores). */
export declare function opposes(a: string, b: string): boolean;
/** The number a word key writes, in digits or in words (`fifth` and `5th` are 5); undefined for any other word. */
export declare function numberOf(w: string): number | undefined;
/** The unit a word key names (`seconds` and `sec` are `s`), if any. */
export declare const unitOf: (w: string) => string | undefined;
/** Whether a word key is one whose exchange this module reads: a quote anchor may not be one (it can match another word). */
export declare const mayChange: (w: string) => boolean;
