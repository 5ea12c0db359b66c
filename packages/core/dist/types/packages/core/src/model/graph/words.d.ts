/**
 * Texts indexed by their words, so "which texts name this path or id" is
 * answered from a few candidates rather than a regex over every text.
 *
 * When graphNamesPath(text, p) or graphMentions(text, s) holds, every maximal
 * \w run of the needle (the path without `./` and trailing slashes, or s) is
 * also a maximal \w run of the text: the match is bounded on both sides by a
 * character that is not \w. So only texts holding the needle's rarest word can match.
 */
export declare class GraphTextWords {
    readonly texts: readonly string[];
    private readonly byWord;
    constructor(texts: readonly string[]);
    /**
     * Ascending indices of the texts that can name all of `needles`: those
     * holding the rarest word of any needle; every text when no needle has a word.
     */
    candidates(needles: readonly string[]): readonly number[];
}
