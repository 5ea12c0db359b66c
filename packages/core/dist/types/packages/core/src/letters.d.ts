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
/** True when every letter and digit of `text` is ASCII. */
export declare function asciiLettersOnly(text: string): boolean;
/** True when every character of `text` lies in the European twin's alphabet (see OUTSIDE_EUROPEAN). */
export declare function europeanLettersOnly(text: string): boolean;
/**
 * The characters below EUROPEAN_END that `[\p{<property>}]` matches, as ranges for a character class; worked out
 * on first use (well under a millisecond). `caseless`: as matched with the i flag, which adds the characters whose
 * case partner is a member (Ⱥ, whose lower case ⱥ lies above U+0530, for Ll).
 */
export declare function europeanClass(property: string, caseless: boolean): string;
/** Which twin of a LetterRegex a text needs: see `LetterRegex.for`. */
export type Letters = 'ascii' | 'european' | 'unicode';
/** The twin every LetterRegex runs on `text`, and on any part of it (a part holds no character the whole does not). */
export declare function lettersOf(text: string): Letters;
/**
 * A regex whose source uses `\p{L}`, `\p{N}`, `\p{Ll}`, `\p{Lu}` or `\p{Lt}`,
 * only inside character classes (`[\p{Ll}]`, not `\p{Ll}`), with the `u` flag.
 */
export declare class LetterRegex {
    readonly source: string;
    readonly flags: string;
    private unicode?;
    private ascii?;
    private european?;
    constructor(source: string, flags?: string);
    /** The regex to run on `text` (shared between calls, like a module-level regex). */
    for(text: string): RegExp;
    /** The regex to run on a text whose letters `lettersOf` gave (that text or a part of it): several patterns read parts of one text choose once. */
    forLetters(letters: Letters): RegExp;
    /** `exec` of the regex for `text`: a LetterRegex stands where a RegExp is only executed. */
    exec(text: string): RegExpExecArray | null;
    test(text: string): boolean;
    /** Every match in `text` (a g regex), or its first with groups, by the twin `text` itself needs: never a twin chosen for another text. */
    matches(text: string): RegExpMatchArray | [];
    /** `text` split by the twin `text` itself needs. */
    split(text: string): string[];
    /**
     * The source's shape, checked on first use rather than at construction: the modules of the rules
     * build their patterns at every start, most of which a run never uses.
     */
    private checked;
}
