import type { GraphField, GraphList } from './types.js';
/**
 * True when a field or list value says "none" (or is empty): NONE_VALUE's words (`none`, `n/a`, `-`, `—`,
 * `(none)`), and the other ways a worker writes that a field does not apply (`not applicable`, `null`, `nil`, `n.a.`,
 * `not relevant`, `no`, `~`, `нет`, `keine`, `aucun`, `ninguno`, `なし`, `无`), in `_emphasis_` or not, alone or
 * with a note after a spaced dash or in brackets (`N/A — nothing failed`, `none (all passed)`).
 */
export declare function graphSaysNone(value: string): boolean;
/**
 * True when a value says none, alone or followed by a note (`none — do not read src/api.ts`,
 * `none (the spec is inline)`, `none; N2 FAILED`): a field whose form is "<list>, or none", as
 * INPUTS is, then says none, and its note lists nothing.
 */
export declare function graphOpensWithNone(value: string): boolean;
/**
 * True when a field value is a template placeholder rather than content:
 * empty, `<...>` template text, `...`, TBD/TODO. `none` counts as a
 * placeholder unless `noneAllowed`.
 */
export declare function graphIsPlaceholder(value: string, noneAllowed?: boolean): boolean;
/** Where a field's value is template text, for a finding there; undefined when the value is content. */
export declare function graphPlaceholderIn(field: GraphField, noneAllowed?: boolean): {
    text: string;
    whole: boolean;
    line: number;
    column: number;
} | undefined;
/**
 * A value without the decoration around its words (`✅ done`, `done ✅`, `**done**`, `` `pass` ``), read as
 * VERDICT is: what comes before the first letter or digit, and after the last one (a closing bracket aside).
 */
export declare function graphUndecorated(value: string): string;
/** The status word a STATUS value reports (its first word past decoration, lower-cased; '' without one). */
export declare function graphStatusWord(value: string | undefined): string;
/**
 * `the status words are lower case: did you mean done?` for one of the protocol's `words` written in
 * another case (`DONE`, `Done`, `Pending`); undefined for one in lower case or for no protocol word.
 * The protocol writes its status and verdict words in lower case; the rules read a miscased one as meant.
 */
export declare function graphMiscasedWord(written: string, words: readonly string[], what: string): string | undefined;
/** Output tokens of a value: parenthetical remarks dropped, split on commas and spaces (not a glob's `{a,b}`), a file name with spaces kept whole (unquotedWords). */
export declare function outputTokens(value: string): string[];
/**
 * An output token as paths are compared: a doubled slash made one (`src//x.ts` is `src/x.ts`, as on any
 * POSIX system; a URL's `://` stays), without `./`, a closing `.` or `:` of the sentence, and `.` and inner `..` segments.
 */
export declare function graphPathForm(t: string): string;
/** An output value as a message quotes it: its first line, without the markdown backticks around its paths (`` `src/a.ts` ``). */
export declare function graphOutputSaid(value: string): string;
/** The same output written twice: the same set of tokens, order and `./` aside. */
export declare function graphSameOutput(a: string, b: string): boolean;
/**
 * The deepest folder above path `p` (no trailing slash) that `accept` takes, or undefined.
 * Each folder is tried once: linear in the path's depth, not in the number of folders.
 */
export declare function graphFolderAbove(p: string, accept: (folder: string) => boolean): string | undefined;
/** What graphSameOutput compares: equal keys, the same output. */
export declare function graphOutputKey(value: string): string;
/** Whether a bare word of an output (`docs`, no `/` and no extension) names a folder. */
export type GraphFolderTest = (word: string) => boolean;
/** A token with a folder or an extension: a path whatever else the graph says. */
export declare const isPathToken: (t: string) => boolean;
/**
 * Tokens of an output value that look like file or folder paths (a commit hash does not).
 * With `isFolder`, a bare word it accepts (`docs`) is a folder path too, but only when every
 * token of the value is a path or such a folder: a commit or free words stay text.
 */
export declare function graphOutputPaths(value: string, isFolder?: GraphFolderTest): string[];
export declare const graphIsCommitOutput: (value: string) => boolean;
/** `a` and `b` are the same path or one lies inside the other's folder. */
export declare function graphPathsOverlap(a: string, b: string): boolean;
/** Whether a text mentions `id` as a whole word. */
export declare function graphMentions(text: string, id: string): boolean;
/** A path as graphNamesPath looks for it: without a leading `./` and trailing slashes. */
export declare function graphBarePath(p: string): string;
/** Whether a text names `p` as a whole path (`./` and a trailing `/` aside). */
export declare function graphNamesPath(text: string, p: string): boolean;
export declare function parseList(field: GraphField, evolutions: boolean): GraphList;
