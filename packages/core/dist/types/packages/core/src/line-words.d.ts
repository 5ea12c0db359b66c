/**
 * The indexes of the lines holding one of `words` in any case: a prefilter for a case-insensitive
 * regex that needs one of the words, found with indexOf over the lines joined and upper-cased,
 * far faster than running the regex on every line. Every line such a regex (without the `u`
 * flag) matches is among them, since its matching compares upper-case forms. Undefined when
 * upper-casing changes the text's length (ß), where offsets no longer map to lines: the caller
 * tests every line then.
 */
export declare function linesHoldingWords(lines: readonly string[], words: readonly string[]): Set<number> | undefined;
