import type { TargetReport } from '../lint.js';
import type { CheckResult, Finding } from '../types.js';
/** Where a project-relative path lies as seen from a base folder (the working directory or the repository root). */
export interface RepoPath {
    /** `/`-separated path relative to the base, or the absolute path when outside it. */
    path: string;
    inside: boolean;
    abs: string;
}
/** Resolves a finding path (relative to `report.root`) against a base folder. */
export declare function repoPath(report: Pick<TargetReport, 'root'>, file: string, base: string): RepoPath;
/** Resolves an absolute path against a base folder. */
export declare function repoPathOf(abs: string, base: string): RepoPath;
/**
 * A path as a person reads it (stylish, JUnit): relative to `base` also when outside it (`../x`),
 * since that is what they would type from there; `.` for the base itself.
 */
export declare function shownPath(abs: string, base: string): string;
/** A finding's path (relative to `report.root`) as a person reads it from `base` (see `shownPath`). */
export declare function shownFindingPath(report: Pick<TargetReport, 'root'>, file: string, base: string): string;
/**
 * The names in a finding's path that hold a line feed (for `showNamesOnOneLine`): its folders'
 * and file's own names. Whatever part of the path a message quotes, such a name is in it whole,
 * so writing these on one line writes the quoted part on one line. None for nearly every path.
 */
export declare function namesWithLineFeeds(file: string): string[];
/**
 * The names in a finding's path that hold a backtick, as a message may quote them: the path from
 * each of its folders down to the file (`engagement/a`b.md`, `a`b.md`), from the top down to each
 * folder, and each name alone, with line feeds as `\x0a` (as `showNamesOnOneLine` writes them). A
 * markdown format shows these whole (GitHub's step summary), where the text's own backticks cannot
 * tell the name's from the quotes around it. None for nearly every path.
 */
export declare function namesWithBackticks(file: string): string[];
/** A check's detail with the names of its findings' paths on one line: the detail may list them all. */
export declare function checkDetail(check: CheckResult): string;
/** A finding's message (its check's detail when it has none) with the names in its path on one line. */
export declare function findingMessage(check: CheckResult, f: Finding): string;
export { findingLevel } from '../util.js';
