/** Edit distance (insert, delete, substitute: 1 each), for "did you mean" suggestions. */
export declare function editDistance(a: string, b: string): number;
/**
 * The closest of `known` to `word`, when close enough to be a typo: at most a third of the word's
 * length in edits (at least 1, at most 3), case ignored; ties go to the earlier name.
 */
export declare function didYouMean(word: string, known: Iterable<string>): string | undefined;
/** `; did you mean "x"?` or nothing. */
export declare function suggestion(word: string, known: Iterable<string>): string;
/**
 * The allowed value a value outside a short list most likely meant: a near miss (`recomended`), or
 * the one allowed value it starts with or that starts with it (`warning` for `warn`, `err` for
 * `error`), case ignored. Only a string is a typo; a value starting several is no guess.
 */
export declare function didYouMeanValue(value: unknown, allowed: readonly string[]): string | undefined;
