/** Line-level helpers of the graph parser: line splitting, markup, ids, key=value pairs, block headers and fields. */
import { type GraphRef } from './types.js';
export declare const FENCE_OPEN: RegExp;
/** A fence's marker at the start of a line's text; the parser checks its indent. */
export declare const FENCE_MARK: RegExp;
/** A list item's marker and the spaces after it (CommonMark: `-`, `*`, `+`, `1.`, `1)`). */
export declare const LIST_ITEM: RegExp;
export declare const DOUBLE_RULE: RegExp;
/** Box-drawing horizontals (light, heavy, dashed) and the markdown rules `---`, `___`, `***` (`~~~` is a fence, never a rule). */
export declare const SINGLE_RULE: RegExp;
/** The first character of a DOUBLE_RULE or SINGLE_RULE line. */
export declare const RULE_START: RegExp;
export declare const HEADING: RegExp;
export declare const ELLIPSIS: RegExp;
export declare const ARROW: RegExp;
/** An arrow pointing back (`N4 <- N1`), which no edge is read from. */
export declare const REVERSE_ARROW: RegExp;
export declare const MEMBER_SEP: RegExp;
/**
 * A node id: a letter, then letters, digits, `_`, `.` or `-`, in any script (the protocol's `N1` is a
 * placeholder and it sets no grammar). A non-ASCII id must be declared in NODES to be used on EDGES
 * and WAVES lines, and may not look like another declared id (finishDelegated checks both), so a
 * Cyrillic `Н9` among Latin ids is still reported. ID_GRAMMAR says it in words for messages.
 */
export declare const ID: RegExp;
export declare const ID_GRAMMAR = "a node id is a letter followed by letters, digits, `_`, `.` or `-`";
export declare const PLACEHOLDER_ID: RegExp;
/** A token as a message shows it: an invisible character in it named by its code point (`T‹U+200B›3`), so `T3` is not what a reader sees. */
export declare const shownToken: (t: string) => string;
/** Why `token` is no node id, in words: the grammar, and first any invisible character that breaks it (a zero-width space looks like nothing). */
export declare function notAnId(token: string): string;
export declare const FIELD: RegExp;
/**
 * Longer lines are classified on their first GRAPH_MAX_LINE characters, which bounds the work of
 * every pattern; only a DELEGATED GRAPH's lines, whose readers are linear, are then read whole.
 */
export declare const GRAPH_MAX_LINE = 4000;
export interface Line {
    n: number;
    raw: string;
    /** Content after blockquote markers and indentation, trimmed at the end. */
    text: string;
    /** 0-based offset of `text` in `raw`. */
    offset: number;
    indent: number;
}
/** Reports a problem of the transcript at a line (and column). */
export type ProblemFn = (line: Line | number, message: string, column?: number) => void;
/** A line with its blockquote prefix (`^\s*(?:>\s?)+`) and indent (`\s*`) measured off; by hand, as it runs on every line. */
export declare function splitLine(raw: string, n: number): Line;
/** Drops markdown heading marks and bold around a keyword at the start of a line. */
export declare function unmark(text: string): string;
/**
 * Drops markdown heading marks only. A node line keeps the marks around its id: `**N3**` is
 * still N3 (cleanToken drops `*`), while `__init__` stays `__init__`, which is no node id.
 */
export declare function unheading(text: string): string;
/** A line without its heading or bold marks and list marker, in either order (`- **WAVE 1**`, `**FAILURES**`). */
export declare function unlist(text: string): string;
/** Drops a list marker (`- `, `* `, `+ `, `1. `, `1) `) at the start of a line. */
export declare function unbullet(text: string): string;
/**
 * Drops a trailing `# comment` and, with `parens`, a trailing `(comment)`;
 * `'spaced'` drops only a `(comment)` set off by a blank, so a value such as
 * `output=app/(group)` keeps its own parentheses. Patterns here and below
 * avoid unanchored `\s*` runs, which backtrack quadratically on long
 * stretches of blanks.
 */
export declare function stripComment(s: string, parens: boolean | 'spaced'): string;
/** A token without the quote and emphasis marks around it. */
export declare const cleanToken: (t: string) => string;
/**
 * A token without the quote marks at its ends, and without stars only where they emphasise it: as
 * many on each side, around text that starts with no `/` or `.` (`**docs/api.md**`). A glob's stars
 * stay: `**\/docs/*.md`, `**\/**\/etc/hosts` and `**\/etc/host*` are patterns, not emphasis. By hand:
 * a pattern anchored at the end is retried at every mark of a run.
 */
export declare function unemphasised(t: string): string;
/** An output token as unemphasised reads it, quote marks inside the emphasis dropped too (`**`api.md`**`). */
export declare function cleanOutputToken(t: string): string;
/** Ids of a member list (`N1 ∥ N2`, `N1 || N2`, `N1, N2`) with their columns. */
export declare function refsIn(segment: string, line: number, baseColumn: number): {
    refs: GraphRef[];
    bad: string[];
    badColumn?: number;
};
/**
 * One side of an edge with the brackets that group it dropped (`{N2, N3}`, `[N1 ∥ N2]`, as a wave is
 * drawn), blanked so that columns stay; any other text as it is.
 */
export declare function ungroup(side: string): string;
export interface Pair {
    /** The key lower-cased; `written` as in the line. */
    key: string;
    written: string;
    value: string;
    column: number;
}
/**
 * `head key=value key=value`: values run to the next ` key=` outside parentheses, so a note such as
 * `(verify=fail twice)` holds no pair. Each value is read without what is written after it (pairValue).
 */
export declare function keyValues(s: string, baseColumn: number): {
    head: string;
    pairs: Pair[];
};
/** Index past the blanks and decoration marks (`✅ `, `✔️`) from `i` on. */
export declare function skipMarks(s: string, i?: number): number;
/** `s` without the decoration marks written before or after it (`✅ N1`, `N1 ✅`), and where what is left starts. */
export declare function withoutMarks(s: string): {
    text: string;
    start: number;
};
/** The character ending at `end`, a surrogate pair (an astral emoji or letter) whole, not reaching before `from`. */
export declare function charBefore(s: string, end: number, from?: number): string;
export interface Header {
    kind: 'delegated' | 'implemented' | 'subgraph' | 'return';
    /** Text after the keyword: task name, node id and title, or RETURN's node. */
    rest: string;
}
/**
 * A block header is its keyword alone or followed by the seed's forms: `:` and a name,
 * a dash and a title, a rule line, or a bracketed id. A sentence that merely starts
 * with the keyword ("IMPLEMENTED GRAPH matches the plan") is prose. The rest starts at a non-blank, so a line
 * separator after it fails once rather than after every split of the blanks before it.
 */
export declare const BLOCK_HEADER: RegExp;
export declare const RETURN_HEADER: RegExp;
export declare function headerOf(text: string): Header | undefined;
/** `NAME : value` (upper-case name); `valueIndex` is where the value starts in `t`. */
export declare function fieldOf(t: string): {
    name: string;
    value: string;
    valueIndex: number;
} | undefined;
/**
 * A field of `names` written as a list item (`- STATUS: done`, `- **WHY**: ...`): the text without
 * the marker and the field; undefined when the line is no list item or names no field of `names`.
 */
export declare function bulletedField(t: string, names: ReadonlySet<string>): {
    t: string;
    f: {
        name: string;
        value: string;
        valueIndex: number;
    };
} | undefined;
/** Column (1-based) in the raw line of index `i` of the unmarked text `t`. */
export declare const colIn: (l: Line, t: string, i: number) => number;
/**
 * For an EDGES line drawn with a reverse arrow: the finding and the arrow's index in `t`, naming the
 * edge written forward when each side is one id (`N4 <- N1` is `N1 → N4`); undefined without one.
 */
export declare function reversedEdge(t: string): {
    message: string;
    index: number;
} | undefined;
