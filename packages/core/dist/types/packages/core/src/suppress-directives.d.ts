import type { TextFile } from './io/project-fs.js';
/**
 * The first line a range disable covers: the one after it, or line 1 itself for a disable opening the
 * file (line 1, column 1), whose own finding of the file as a whole (whitelist) stands at 1:1.
 */
export declare const firstCovered: (d: Pick<Directive, "line" | "column">) => number;
export interface Directive {
    file: string;
    line: number;
    column: number;
    kind: 'next-line' | 'range' | 'file' | 'target';
    /** Empty = every rule: only a comment without ids says so (a frontmatter entry must name its rule). */
    rules: string[];
    /** Column of each of `rules` (a frontmatter entry's is the directive's own). */
    columns: number[];
    reason?: string;
    /**
     * A dash (or a colon) written where `--` separates the reason (`— why`, `- why`, `id: why`): the words after it are taken
     * for no rule, and the message names the separator to write.
     */
    dash?: string;
    /** Last line covered: a range's ends at the first bare enable after it, or earlier for a rule an enable names (`untilOf`). */
    until: number;
    /** A range's place among its file's comments, and the file's enables that name rules: where each of its rules ends. */
    order?: number;
    named?: NamedEnables;
    used: number;
    /** Findings suppressed per rule of `rules`: each listed id must earn its place. */
    usedBy: number[];
    /** Per rule of `rules`: a narrower suppression credited with a finding this one covered too. */
    shadowedBy?: Array<Directive | undefined>;
}
/** Per rule id, the file's enables naming it, in the order written: their places among the file's comments, and their lines. */
export type NamedEnables = Map<string, {
    order: number[];
    line: number[];
}>;
/**
 * The last line a range covers for `rule`. As ESLint's `eslint-enable rule` ends every open disable of the
 * rule, a bare one included, the first enable naming the rule after the range ends it for that rule only;
 * the range's other rules run on to `until`, its bare enable's line (or the file's end).
 */
export declare function untilOf(d: Directive, rule: string): number;
/** What a finding of the check is about: the detail counts each kind. */
export type ProblemKind = 'no-reason' | 'malformed' | 'unused' | 'unused-rule' | 'unknown-rule' | 'redundant' | 'enable' | 'in-effect' | 'off';
/**
 * A finding of the check, its message built only if it is shown: a hostile file may hold
 * thousands, and a "did you mean" measures a name against every rule.
 */
export interface Problem {
    kind: ProblemKind;
    at: {
        file: string;
        line: number;
        column: number;
    };
    message: () => string;
}
/** The suppressions of one file, and what is wrong with its suppression comments and entries. */
export interface FileSuppressions {
    directives: Directive[];
    problems: Problem[];
}
export declare const END: number;
/** `; did you mean "x"?` or nothing; a name far longer than any rule id is not measured (edit distance is quadratic). */
export declare const hint: (word: string, known: Iterable<string>) => string;
/** The line with every inline code span blanked out (same length, so columns stay right). */
export declare function withoutInlineCode(line: string): string;
/** Per line: whether it lies in a code block, fenced (fence lines included) or indented. */
export declare function inCodeBlock(lines: string[]): boolean[];
/**
 * Suppression directives of one file: HTML comments in markdown (not in code blocks or inline code,
 * where they are quoted, not meant) and `engagement-lint-disable` in frontmatter, with what is
 * wrong with any of them. `known`: every rule id, so that an enable naming none is reported as such.
 */
export declare function directivesOf(file: TextFile, isCriteria: boolean, known?: ReadonlySet<string>): FileSuppressions;
