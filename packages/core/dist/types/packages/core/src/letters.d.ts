/**
 * Regexes over letters and digits of any script. V8 takes about a millisecond
 * to compile each `\p{L}`-style class, which adds up on a linter that starts
 * on every commit. Where the subject holds no letter or digit outside ASCII,
 * each class means exactly its ASCII range, so that twin runs instead and the
 * Unicode regex is compiled only for text that needs it.
 */
/** True when every letter and digit of `text` is ASCII. */
export declare function asciiLettersOnly(text: string): boolean;
/**
 * A regex whose source uses `\p{L}`, `\p{N}`, `\p{Ll}`, `\p{Lu}` or `\p{Lt}`,
 * only inside character classes (`[\p{Ll}]`, not `\p{Ll}`), with the `u` flag.
 */
export declare class LetterRegex {
    readonly source: string;
    readonly flags: string;
    private unicode?;
    private ascii?;
    constructor(source: string, flags?: string);
    /** The regex to run on `text` (shared between calls, like a module-level regex). */
    for(text: string): RegExp;
    /** `exec` of the regex for `text`: a LetterRegex stands where a RegExp is only executed. */
    exec(text: string): RegExpExecArray | null;
    test(text: string): boolean;
    /**
     * The source's shape, checked on first use rather than at construction: the modules of the rules
     * build their patterns at every start, most of which a run never uses.
     */
    private checked;
}
