/** Edit distance (insert, delete, substitute: 1 each), for "did you mean" suggestions. */
export declare function editDistance(a: string, b: string): number;
/**
 * The closest of `known` to `word`, when close enough to be a typo: at most a third of the word's
 * length in edits (at least 1, at most 3), case ignored; ties go to the earlier name.
 */
export declare function didYouMean(word: string, known: Iterable<string>): string | undefined;
/** `; did you mean "x"?` or nothing. */
export declare function suggestion(word: string, known: Iterable<string>): string;
