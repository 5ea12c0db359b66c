// Which branch danger-scan diffs the change against, and what to tell the user when that branch is
// not in the clone (a CI checkout is usually shallow and holds only the commit under test).
import fs from 'node:fs';
import path from 'node:path';
import { commonDirOf, DEFAULT_BASES, findGitDir, GIT_MAX_OUTPUT, GIT_TIMEOUT_MS, gitSkippedIn, gitStopDetail, type GitDirLookup, type GitStop } from './git.js';

/** Tried in order when no base is named. */
export { DEFAULT_BASES };

/** What an explicit base (--base, the Action's base-ref, the API's base) may be. */
export const BASE_VALUE = 'a branch, tag or commit, which never starts with "-"';

/** The base the caller names: `--base` / the Action's `base-ref`, else GITHUB_BASE_REF (set on pull requests). */
export function requestedBase(explicit: string | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const named = explicit?.trim() || env['GITHUB_BASE_REF']?.trim();
  return named || undefined;
}

/** Refs to try for a named base: a branch name is looked up as its remote-tracking ref first. */
export function baseCandidates(requested: string | undefined): string[] {
  if (!requested) return DEFAULT_BASES;
  const name = requested.replace(/^refs\/heads\//, '');
  if (name.startsWith('origin/') || name.startsWith('refs/')) return [name];
  return [`origin/${name}`, name];
}

/** The repository's common git folder above `projectRoot` (a `.git` link and `commondir` read with bounds). */
function commonGitDir(projectRoot: string, locate: GitDirLookup): string | undefined {
  const located = locate(projectRoot);
  if (located === null || 'problem' in located) return undefined;
  return commonDirOf(located.gitDir);
}

/**
 * The ref name an explicit base starts with (`main` of `main~2`, `v1.0` of `v1.0^{commit}`): git reads
 * its refs to resolve the base, so the lookup looks at them first. None for HEAD or `@`, which git reads anyway.
 */
export function revisionName(rev: string): string | undefined {
  const name = rev.trim().split(/[~^:]|@\{/)[0];
  return name && name !== 'HEAD' && name !== '@' ? name : undefined;
}

/** The refs a base's candidates stand for, as the diff looks for them (a branch's remote-tracking ref first). */
const candidateRefs = (requested: string) => baseCandidates(requested).map((c) => (c.startsWith('refs/') ? c : c.includes('/') ? `refs/remotes/${c}` : `refs/heads/${c}`));

/** True when the repository holding `projectRoot` is a shallow clone. */
export function isShallowClone(projectRoot: string, locate: GitDirLookup = findGitDir): boolean {
  try {
    const dir = commonGitDir(projectRoot, locate);
    return dir !== undefined && (fs.statSync(path.join(dir, 'shallow'), { throwIfNoEntry: false })?.size ?? 0) > 0;
  } catch {
    return false;
  }
}

export interface BaseProblem {
  detail: string;
  fix: string;
  /**
   * The change itself kept git from scanning it (a diff past the output limit, git stopped at its
   * timeout), not the clone: what the change holds could hide there, so the check fails rather than warns.
   */
  blocking?: boolean;
}

/**
 * Why the change could not be diffed, when the user can fix it: a shallow clone (the base or the
 * merge base is not there), a named base that the repository does not hold, or (`present`: the base
 * its ref files hold, or the one git diffed against) git failing on a base that is there, or a
 * complete clone with no base at all. Undefined outside a repository, and when git found no change
 * against the base (`emptyDiff`) in a complete clone.
 */
export function baseProblem(projectRoot: string, requested: string | undefined, locate: GitDirLookup = findGitDir, present?: string | null, stop?: GitStop, emptyDiff = false, missing = false): BaseProblem | undefined {
  // Outside any repository there is no branch to miss: "no git diff available" says it all.
  if (locate(projectRoot) === null) return undefined;
  // Stopped, not failed: the repository may be sound, only too big to diff here.
  const against = present ? `the base branch ${present}` : 'the base branch';
  if (stop === 'timeout') {
    return {
      blocking: true,
      detail: gitSkippedIn(projectRoot)
        ? `git was not run for the diff against ${against}: a diff in this repository had not finished within ${GIT_TIMEOUT_MS / 1000} s for an earlier target of this run and was stopped, so the change was not scanned`
        : `git did not finish the diff against ${against} within ${GIT_TIMEOUT_MS / 1000} s and was stopped: the change was not scanned`,
      fix: `Run \`git diff --merge-base ${present || 'main'}\` in the project to see how long git takes; a change git cannot diff in ${GIT_TIMEOUT_MS / 1000} s is not scanned here (lint with --no-git to skip the scan knowingly).`,
    };
  }
  if (stop === 'attributes') {
    return {
      blocking: true,
      detail: `git was not asked for the diff against ${against}: ${gitStopDetail(projectRoot) ?? 'the repository\'s attribute files'}, so the change was not scanned`,
      fix: 'Keep .gitattributes to the patterns the project needs (or make it a regular file), then lint again; or lint with --no-git to skip the scan knowingly.',
    };
  }
  if (stop === 'too-large') {
    return {
      blocking: true,
      detail: `the diff against ${against} is larger than ${GIT_MAX_OUTPUT / (1024 * 1024)} MB and was not read: the change was not scanned`,
      fix: 'Scan a change that large another way, or lint with --no-git to skip the scan knowingly.',
    };
  }
  const shallow = isShallowClone(projectRoot, locate);
  // git diffed against the base and found no change: the base is there, named or not.
  if (emptyDiff && !shallow) return undefined;
  // The base is in the repository's refs and the history is whole, yet git did not diff: git's failure, not a missing base.
  if (present && !shallow) {
    return {
      detail: `git could not diff the change against the base branch ${present}: the change was not scanned`,
      fix: `Run \`git diff --merge-base ${present}\` in the project to see why git fails (a damaged repository, objects it would fetch), then lint again.`,
    };
  }
  // A base named outright (--base, base-ref) that git resolves to no commit of a complete clone: a typo
  // (`mian`) must not pass a dangerous change as a warning; in a shallow clone it may only be unfetched.
  if (missing && requested && !shallow) {
    return {
      blocking: true,
      detail: `the base ${requested} names no commit of this repository (no branch, remote-tracking branch, tag or commit of that name): the change was not scanned`,
      fix: `Name a base this repository holds with --base (the Action: base-ref): a branch, tag or commit; tried ${candidateRefs(requested).join(', ')} and ${requested} as git reads a revision. Or lint with --no-git to skip the scan knowingly.`,
    };
  }
  // A complete clone with none of the default bases (a local repository whose only branch is the work):
  // there is nothing to diff the change against, so it was not scanned, as with a named base it lacks.
  if (!shallow && !requested) {
    return {
      detail: `no base branch to diff against (${DEFAULT_BASES.join(', ')} are not branches of this repository): the change was not scanned`,
      fix: 'Name the branch the work started from with --base BRANCH (the Action: base-ref), or lint with --no-git to skip the scan knowingly.',
    };
  }
  // The base is in the clone, but not the commits it shares with HEAD: git finds no merge base to diff from.
  if (shallow && present) {
    const base = baseCandidates(requested).includes(present) ? `the base branch ${present}` : `the base ${present}`;
    return {
      detail: emptyDiff
        ? `the shallow clone holds ${base}, and git found no change against it, but the clone may lack the history the two share: the change may not have been scanned`
        : `the shallow clone holds ${base} but not the history it shares with HEAD (their merge base): the change was not scanned`,
      fix: 'Fetch the history the clone lacks: run `git fetch --unshallow origin` before linting (actions/checkout: `fetch-depth: 0`).',
    };
  }
  const branch = (requested ?? 'main').replace(/^(refs\/heads\/|refs\/remotes\/origin\/|origin\/)/, '');
  // A commit or a revision (`HEAD~3`, a SHA) is no branch to fetch by name: the history brings it.
  const byName = revisionName(branch) === branch && !/^[0-9a-f]{7,64}$/i.test(branch);
  const fetch = byName ? `git fetch --no-tags${shallow ? ' --unshallow' : ''} origin +refs/heads/${branch}:refs/remotes/origin/${branch}` : `git fetch --no-tags${shallow ? ' --unshallow' : ''} origin`;
  const what = requested ? `the base branch ${requested}` : `a base branch (${DEFAULT_BASES.join(', ')})`;
  return {
    detail: shallow ? `shallow clone without ${what} and its history: the change was not scanned` : `${what} is not a branch of this repository (local or origin's): the change was not scanned`,
    fix: `Check out with full history (actions/checkout: \`fetch-depth: 0\`), or run \`${fetch}\` before linting.`,
  };
}
