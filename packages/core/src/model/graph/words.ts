/**
 * Texts indexed by their words, so "which texts name this path or id" is
 * answered from a few candidates rather than a regex over every text.
 *
 * When graphNamesPath(text, p) or graphMentions(text, s) holds, every maximal
 * \w run of the needle (the path without `./` and trailing slashes, or s) is
 * also a maximal \w run of the text: the match is bounded on both sides by a
 * character that is not \w. So only texts holding the needle's rarest word can match.
 */
export class GraphTextWords {
  private readonly byWord = new Map<string, number[]>();

  constructor(readonly texts: readonly string[]) {
    texts.forEach((text, i) => {
      for (const word of text.match(/\w+/g) ?? []) {
        const list = this.byWord.get(word);
        if (!list) this.byWord.set(word, [i]);
        else if (list[list.length - 1] !== i) list.push(i);
      }
    });
  }

  /**
   * Ascending indices of the texts that can name all of `needles`: those
   * holding the rarest word of any needle; every text when no needle has a word.
   */
  candidates(needles: readonly string[]): readonly number[] {
    let best: readonly number[] | undefined;
    for (const needle of needles) {
      for (const word of needle.match(/\w+/g) ?? []) {
        const list = this.byWord.get(word) ?? NONE;
        if (!best || list.length < best.length) best = list;
        if (best.length === 0) return best;
      }
    }
    return best ?? this.texts.map((_, i) => i);
  }
}

const NONE: readonly number[] = Object.freeze([]);
