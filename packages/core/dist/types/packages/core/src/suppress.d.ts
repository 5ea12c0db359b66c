import type { TextFile } from './io/project-fs.js';
import type { CheckResult } from './types.js';
export declare const SUPPRESSIONS_CHECK = "suppressions";
export declare const SUPPRESSIONS_DOCS = "https://github.com/engagement-lint/engagement-lint/blob/main/docs/configuration.md#suppressions";
export declare const SUPPRESSIONS_SUMMARY = "Every suppression gives a reason and suppresses at least one finding";
interface Directive {
    file: string;
    line: number;
    column: number;
    kind: 'next-line' | 'range' | 'file' | 'target';
    /** Empty = every rule. */
    rules: string[];
    /** Column of each of `rules` (a frontmatter entry's is the directive's own). */
    columns: number[];
    reason?: string;
    /** Last line covered (range directives end at a matching enable). */
    until: number;
    used: number;
    /** Findings suppressed per rule of `rules`: each listed id must earn its place. */
    usedBy: number[];
}
/** The line with every inline code span blanked out (same length, so columns stay right). */
export declare function withoutInlineCode(line: string): string;
/** Per line: whether it lies in a fenced code block (fence lines included). */
export declare function inCodeBlock(lines: string[]): boolean[];
/**
 * Suppression directives of one file: HTML comments in markdown (not in code blocks or inline code,
 * where they are quoted, not meant) and `engagement-lint-disable` in frontmatter.
 */
export declare function directivesOf(file: TextFile, isCriteria: boolean): Directive[];
/**
 * Removes suppressed findings (a directive without a reason suppresses
 * nothing), turns checks whose every finding was suppressed into passes, and
 * adds a `suppressions` check when any directive exists. `known`: the ids of every rule the target
 * could run, so that a listed id that is none is reported as unknown, with the closest one.
 */
export declare function applySuppressions(checks: CheckResult[], files: TextFile[], criteriaRel?: string, known?: Iterable<string>): CheckResult[];
export {};
