/**
 * Regexes over letters and digits of any script. V8 takes about a millisecond
 * to compile each `\p{L}`-style class, which adds up on a linter that starts
 * on every commit: a pattern of forty such classes takes 80 ms. Where the subject
 * holds no letter or digit outside ASCII, each class means exactly its ASCII
 * range, so that twin runs instead. Where every character is Latin, Greek or
 * Cyrillic (below U+0530), punctuation, symbols or emoji, each class means exactly
 * its members below U+0530, a class V8 compiles some thirty times faster: Russian
 * and accented text runs that twin. The Unicode regex is compiled only for text
 * in other scripts.
 */

/** Characters outside these (ASCII, and punctuation and symbol blocks with no letter or digit) may be letters or digits. */
const MAYBE_LETTER =
  /[^\x00-\x7f\u00a0-\u00a9\u00ab-\u00b1\u00b4\u00b6-\u00b8\u00bb\u00bf\u00d7\u00f7\u2000-\u206f\u20a0-\u20cf\u2190-\u243f\u2500-\u2775\u27c0-\u27ef\u2b00-\u2bff\ufe00-\ufe0f]/;

const ASCII_CLASS: Record<string, string> = { L: 'A-Za-z', N: '0-9', Ll: 'a-z', Lu: 'A-Z', Lt: '' };

/** True when every letter and digit of `text` is ASCII. */
export function asciiLettersOnly(text: string): boolean {
  return !MAYBE_LETTER.test(text);
}

/** Where the European twin's classes end: Latin, Greek and Cyrillic lie below it. */
const EUROPEAN_END = 0x530;
/**
 * A character outside the European twin's alphabet: below EUROPEAN_END, the punctuation and symbol blocks
 * MAYBE_LETTER allows, and the emoji blocks (regional indicators, pictographs), none of which holds a letter
 * or digit or a character that case-folds to one (test/letters.test.ts checks it against V8's own classes).
 */
const OUTSIDE_EUROPEAN = /[^\x00-\u052f\u2000-\u206f\u20a0-\u20cf\u2190-\u243f\u2500-\u2775\u27c0-\u27ef\u2b00-\u2bff\ufe00-\ufe0f\u{1f1e6}-\u{1f1ff}\u{1f300}-\u{1faff}]/u;

/** True when every character of `text` lies in the European twin's alphabet (see OUTSIDE_EUROPEAN). */
export function europeanLettersOnly(text: string): boolean {
  return !OUTSIDE_EUROPEAN.test(text);
}

const europeanClasses = new Map<string, string>();
/**
 * The characters below EUROPEAN_END that `[\p{<property>}]` matches, as ranges for a character class; worked out
 * on first use (well under a millisecond). `caseless`: as matched with the i flag, which adds the characters whose
 * case partner is a member (Ⱥ, whose lower case ⱥ lies above U+0530, for Ll).
 */
export function europeanClass(property: string, caseless: boolean): string {
  const key = `${property}${caseless ? '/i' : ''}`;
  let out = europeanClasses.get(key);
  if (out === undefined) {
    const member = new RegExp(`[\\p{${property}}]`, caseless ? 'iu' : 'u');
    const hex = (c: number) => `\\u${c.toString(16).padStart(4, '0')}`;
    out = '';
    let start = -1;
    for (let c = 0; c <= EUROPEAN_END; c++) {
      const inside = c < EUROPEAN_END && member.test(String.fromCharCode(c));
      if (inside && start < 0) start = c;
      else if (!inside && start >= 0) {
        out += start === c - 1 ? hex(start) : `${hex(start)}-${hex(c - 1)}`;
        start = -1;
      }
    }
    europeanClasses.set(key, out);
  }
  return out;
}

/** Which twin of a LetterRegex a text needs: see `LetterRegex.for`. */
export type Letters = 'ascii' | 'european' | 'unicode';

/** The twin every LetterRegex runs on `text`, and on any part of it (a part holds no character the whole does not). */
export function lettersOf(text: string): Letters {
  return asciiLettersOnly(text) ? 'ascii' : europeanLettersOnly(text) ? 'european' : 'unicode';
}

/**
 * A regex whose source uses `\p{L}`, `\p{N}`, `\p{Ll}`, `\p{Lu}` or `\p{Lt}`,
 * only inside character classes (`[\p{Ll}]`, not `\p{Ll}`), with the `u` flag.
 */
export class LetterRegex {
  private unicode?: RegExp;
  private ascii?: RegExp;
  private european?: RegExp;

  constructor(
    readonly source: string,
    readonly flags = 'u',
  ) {
    if (!flags.includes('u')) throw new Error('LetterRegex needs the u flag');
  }

  /** The regex to run on `text` (shared between calls, like a module-level regex). */
  for(text: string): RegExp {
    return this.forLetters(lettersOf(text));
  }

  /** The regex to run on a text whose letters `lettersOf` gave (that text or a part of it): several patterns read parts of one text choose once. */
  forLetters(letters: Letters): RegExp {
    if (letters !== 'ascii') {
      if (letters === 'unicode') return (this.unicode ??= this.checked(new RegExp(this.source, this.flags)));
      // The same flags: only the classes change, and they hold the same members on this text, case-folded or not.
      return (this.european ??= this.checked(new RegExp(this.source.replace(/\\p\{(L|N|Ll|Lu|Lt)\}/g, (_, c: string) => europeanClass(c, this.flags.includes('i'))), this.flags)));
    }
    if (this.ascii) return this.ascii;
    this.checked(undefined);
    const source = this.source.replace(/\\p\{(L|N|Ll|Lu|Lt)\}/g, (_, c: string) => ASCII_CLASS[c]!);
    // Without letters outside ASCII there are no surrogates and nothing that case-folds to ASCII
    // (ſ, the Kelvin sign), so the u flag changes nothing but the cost: with i and \b, V8 compiles
    // Unicode case folding, several times slower. Kept where the source reads differently without it.
    return (this.ascii = new RegExp(source, UNICODE_ONLY_SYNTAX.test(source) ? this.flags : this.flags.replace('u', '')));
  }

  /** `exec` of the regex for `text`: a LetterRegex stands where a RegExp is only executed. */
  exec(text: string): RegExpExecArray | null {
    return this.for(text).exec(text);
  }

  test(text: string): boolean {
    return this.for(text).test(text);
  }

  /** Every match in `text` (a g regex), or its first with groups, by the twin `text` itself needs: never a twin chosen for another text. */
  matches(text: string): RegExpMatchArray | [] {
    return text.match(this.for(text)) ?? [];
  }

  /** `text` split by the twin `text` itself needs. */
  split(text: string): string[] {
    return text.split(this.for(text));
  }

  /**
   * The source's shape, checked on first use rather than at construction: the modules of the rules
   * build their patterns at every start, most of which a run never uses.
   */
  private checked<T>(re: T): T {
    if (!this.ascii && !this.unicode && !this.european && propertyOutsideClass(this.source)) throw new Error(`LetterRegex needs \\p{…} inside a character class: ${this.source}`);
    return re;
  }
}

/** Source that means something else, or nothing, without the u flag: `\u{…}`, `\p{…}`, surrogates. */
const UNICODE_ONLY_SYNTAX = /\\u\{|\\[pP]|[\ud800-\udfff]|\\u[dD][89a-fA-F]/;

/** Whether a `\p{…}` stands outside a character class, where its ASCII range would not be a class. */
function propertyOutsideClass(source: string): boolean {
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      if (!inClass && source[i + 1] === 'p') return true;
      i++;
    } else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
  }
  return false;
}
