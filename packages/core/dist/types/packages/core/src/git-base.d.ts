import { DEFAULT_BASES, type GitDirLookup, type GitStop } from './git.js';
/** Tried in order when no base is named. */
export { DEFAULT_BASES };
/** What an explicit base (--base, the Action's base-ref, the API's base) may be. */
export declare const BASE_VALUE = "a branch, tag or commit, which never starts with \"-\"";
/** The base the caller names: `--base` / the Action's `base-ref`, else GITHUB_BASE_REF (set on pull requests). */
export declare function requestedBase(explicit: string | undefined, env?: NodeJS.ProcessEnv): string | undefined;
/** Refs to try for a named base: a branch name is looked up as its remote-tracking ref first. */
export declare function baseCandidates(requested: string | undefined): string[];
/**
 * The ref name an explicit base starts with (`main` of `main~2`, `v1.0` of `v1.0^{commit}`): git reads
 * its refs to resolve the base, so the lookup looks at them first. None for HEAD or `@`, which git reads anyway.
 */
export declare function revisionName(rev: string): string | undefined;
/** True when the repository holding `projectRoot` is a shallow clone. */
export declare function isShallowClone(projectRoot: string, locate?: GitDirLookup): boolean;
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
export declare function baseProblem(projectRoot: string, requested: string | undefined, locate?: GitDirLookup, present?: string | null, stop?: GitStop, emptyDiff?: boolean, missing?: boolean): BaseProblem | undefined;
