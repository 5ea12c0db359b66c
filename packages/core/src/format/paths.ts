import path from 'node:path';
import type { TargetReport } from '../lint.js';
import type { CheckResult, Finding, Severity } from '../types.js';

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

/** A target as shown to a person: relative to `base`, `.` for the base itself. */
export function targetLabel(target: string, base: string): string {
  return repoPathOf(target, base).path || '.';
}

const RANK: Record<Severity, number> = { info: 0, warning: 1, error: 2 };

/**
 * Effective level of a finding: the status of its check (fail → error, warn →
 * warning), lowered to the finding's own severity when the rule set a lower
 * one. Never raised: a failure capped at warn by config stays a warning.
 */
export function findingLevel(check: CheckResult, f?: Finding): Severity {
  const byStatus: Severity = check.status === 'fail' ? 'error' : 'warning';
  return f?.severity && RANK[f.severity] < RANK[byStatus] ? f.severity : byStatus;
}
