import type { TextFile } from './io/project-fs.js';
import type { CheckResult } from './types.js';
export declare const SUPPRESSIONS_CHECK = "suppressions";
export declare const SUPPRESSIONS_DOCS = "https://github.com/engagement-lint/engagement-lint/blob/main/docs/configuration.md#suppressions";
interface Directive {
    file: string;
    line: number;
    column: number;
    kind: 'next-line' | 'range' | 'file' | 'target';
    /** Empty = every rule. */
    rules: string[];
    reason?: string;
    /** Last line covered (range directives end at a matching enable). */
    until: number;
    used: number;
}
/** Suppression directives of one file: HTML comments in markdown and `engagement-lint-disable` in frontmatter. */
export declare function directivesOf(file: TextFile, isCriteria: boolean): Directive[];
/**
 * Removes suppressed findings (a directive without a reason suppresses
 * nothing), turns checks whose every finding was suppressed into passes, and
 * adds a `suppressions` check when any directive exists.
 */
export declare function applySuppressions(checks: CheckResult[], files: TextFile[], criteriaRel?: string): CheckResult[];
export {};
