/**
 * The protocol reading of handoff citations beyond the project root and of paths named only as
 * absent: a monorepo engagement's paths as git writes them (from the repository's top) and its
 * `../` paths into the same repository, and "no `src/` folder in this repo".
 */
import { type CitedPath, type EngagementModel, type MarkdownDoc } from '../../../packages/core/src/kit.js';
/**
 * The citations still missing or outside the project root, read in the git work tree holding the
 * project when it is a folder of a larger repository:
 * - a missing path whose first segment the project root does not hold (`services/billing/src/x.ts`,
 *   `packages/money/src/index.ts`, as `git diff --stat` prints them from the top) is looked up from
 *   the work tree's root; one whose first folder the project holds (`src/x.ts`) is the project's;
 * - a path leading up with `../` (`../../packages/money/src/index.ts`) that stays inside the work
 *   tree is looked up there, and is missing when it is not there; one that leaves it stays outside.
 * Every probe goes through a ProjectFs confined to the work tree, which refuses `..` and symlinks
 * out of it and reads nothing: a path outside it, a home- or drive-rooted one, an absolute one, or
 * any with no repository around the project keeps the outside-root answer.
 */
export declare function withWorkTree<R extends {
    missing: CitedPath[];
    outside: CitedPath[];
}>(model: EngagementModel, read: R): R & {
    inRepository: number;
};
/**
 * Citations named only to say they are absent or untouched ("N/A — no `src/` change", "no `docs/`
 * in this repo", «без изменений в `src/`»): a negation of the kit's clause reading (negatedBefore)
 * governs the path, with only words of absence or place between them. Such a path cites no evidence.
 * Only the text just before each citation is read (NEGATION_WINDOW), cut at a space so that no word
 * is cut into a negation ("cannot" read as "not"): a line citing thousands of paths stays linear.
 */
export declare function namedAsAbsent(doc: MarkdownDoc): (c: CitedPath) => boolean;
