/**
 * What binary-verdict's two readings of an ACCEPT's round share: a criteria-list item's label and met
 * mark, and criteria.md's out-of-scope list with the words two texts must share to be about one thing.
 */
import { LetterRegex, lettersOf, type MarkdownDoc } from '@engagement-lint/core/kit';

/** A criteria-list item of the log, by its own leading `crit-N` label (bare, bold, in code or brackets). */
export const CRIT_ITEM_LABEL = /^(?:\*\*|__|`|\[)?crit-?(\d+)\b(?:\*\*|__|`|\])?/i;
/** The marks saying met: an item holding one is met, whatever earlier mark it recalls ("✅ (was ❌ in iter-1)"). */
export const MET_MARK = /✅|✔|☑|🟢/u;

/** The heading of criteria.md's out-of-scope list ("Explicitly out of scope", «Вне scope», «Не входит»). */
const OUT_OF_SCOPE_HEADING = /out[- ]of[- ]scope|вне\s+scope|не\s+входит|исключ/iu;

/** The lines of criteria.md's out-of-scope list, under an ATX or a setext heading (as markdown renders it); undefined without one. */
export function outOfScopeLines(criteria: MarkdownDoc | undefined): Array<{ line: number; text: string }> | undefined {
  const list = criteria?.sections((h) => OUT_OF_SCOPE_HEADING.test(h.text), 'protocol')[0];
  return criteria && list ? criteria.linesOf(list) : undefined;
}

/**
 * The words of five letters or more of `text`, lower-cased, but the `common` ones, which any text may share.
 * Runs are matched at any length and measured after: `{5,}` in the pattern keeps a backtrack entry per
 * character, and one run of millions (a pasted hex dump) overflows the engine's stack.
 */
export const longWords = (text: string, common: ReadonlySet<string>, cut?: number): Set<string> => {
  // An exec loop keeps only the long words: no array of every word of a long text.
  const lower = text.toLowerCase();
  const letters = lettersOf(lower);
  if (letters === 'ascii') return asciiLongWords(lower, common, cut);
  const re = WORD.forLetters(letters);
  const out = new Set<string>();
  re.lastIndex = 0;
  // `cut`: each word's first letters only (a stem), in the same pass.
  for (let m = re.exec(lower); m; m = re.exec(lower)) if (m[0].length >= 5 && !common.has(m[0])) out.add(cut === undefined ? m[0] : m[0].slice(0, cut));
  return out;
};
const WORD = new LetterRegex(String.raw`[\p{L}\p{N}]+`, 'gu');

/** Whether the char code is an ASCII letter or digit: a word character of WORD's ASCII twin. */
const asciiWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
/**
 * longWords of a lower-cased text whose letters and digits are all ASCII: the runs WORD's ASCII twin matches, found by
 * a walk along the text (§11 asks this of each of 160,000 entries, and a match object per word was most of its cost).
 */
function asciiLongWords(lower: string, common: ReadonlySet<string>, cut: number | undefined): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < lower.length; ) {
    if (!asciiWordChar(lower.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < lower.length && asciiWordChar(lower.charCodeAt(j))) j++;
    if (j - i >= 5) {
      const w = lower.slice(i, j);
      if (!common.has(w)) out.add(cut === undefined ? w : w.slice(0, cut));
    }
    i = j;
  }
  return out;
}
