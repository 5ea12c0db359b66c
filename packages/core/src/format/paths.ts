import path from 'node:path';
import type { TargetReport } from '../lint.js';
import type { CheckResult, Finding } from '../types.js';
import { showLineFeeds, showNamesOnOneLine } from './escape.js';

/** Where a project-relative path lies as seen from a base folder (the working directory or the repository root). */
export interface RepoPath {
  /** `/`-separated path relative to the base, or the absolute path when outside it. */
  path: string;
  inside: boolean;
  abs: string;
}

/** Resolves a finding path (relative to `report.root`) against a base folder. */
export function repoPath(report: Pick<TargetReport, 'root'>, file: string, base: string): RepoPath {
  return repoPathOf(path.resolve(report.root, file), base);
}

/** Resolves an absolute path against a base folder. */
export function repoPathOf(abs: string, base: string): RepoPath {
  const rel = path.relative(path.resolve(base), abs);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return { path: abs, inside: false, abs };
  return { path: rel.split(path.sep).join('/'), inside: true, abs };
}

/**
 * A path as a person reads it (stylish, JUnit): relative to `base` also when outside it (`../x`),
 * since that is what they would type from there; `.` for the base itself.
 */
export function shownPath(abs: string, base: string): string {
  return path.relative(path.resolve(base), abs) || '.';
}

/** A finding's path (relative to `report.root`) as a person reads it from `base` (see `shownPath`). */
export function shownFindingPath(report: Pick<TargetReport, 'root'>, file: string, base: string): string {
  return shownPath(path.resolve(report.root, file), base);
}

/**
 * The names in a finding's path that hold a line feed (for `showNamesOnOneLine`): its folders'
 * and file's own names. Whatever part of the path a message quotes, such a name is in it whole,
 * so writing these on one line writes the quoted part on one line. None for nearly every path.
 */
export function namesWithLineFeeds(file: string): string[] {
  return file.includes('\n') ? file.split(path.sep === '\\' ? /[\\/]/ : '/').filter((n) => n.includes('\n')) : [];
}

/**
 * The names in a finding's path that hold a backtick, as a message may quote them: the path from
 * each of its folders down to the file (`engagement/a`b.md`, `a`b.md`), from the top down to each
 * folder, and each name alone, with line feeds as `\x0a` (as `showNamesOnOneLine` writes them). A
 * markdown format shows these whole (GitHub's step summary), where the text's own backticks cannot
 * tell the name's from the quotes around it. None for nearly every path.
 */
export function namesWithBackticks(file: string): string[] {
  if (!file.includes('`')) return [];
  const parts = file.split(path.sep === '\\' ? /[\\/]/ : '/');
  const runs = parts.flatMap((name, i) => [parts.slice(i).join('/'), parts.slice(0, i + 1).join('/'), name]);
  return [...new Set(runs.filter((n) => n.includes('`')).map(showLineFeeds))];
}

const checkNames = new WeakMap<CheckResult, string[]>();

/** A check's detail with the names of its findings' paths on one line: the detail may list them all. */
export function checkDetail(check: CheckResult): string {
  let names = checkNames.get(check);
  if (!names) checkNames.set(check, (names = [...new Set(check.findings.flatMap((f) => namesWithLineFeeds(f.file)))]));
  return showNamesOnOneLine(check.detail, names);
}

/** A finding's message (its check's detail when it has none) with the names in its path on one line. */
export function findingMessage(check: CheckResult, f: Finding): string {
  return f.message ? showNamesOnOneLine(f.message, namesWithLineFeeds(f.file)) : checkDetail(check);
}

// Kept where the formats have always found it; it lives in util (suppressions use it too).
export { findingLevel } from '../util.js';
