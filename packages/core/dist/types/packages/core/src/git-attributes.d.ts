import { type AttributeFile } from './git-files.js';
/** Pattern-against-path tests past which git is not asked for the patch: about a second of git's time. */
export declare const MAX_ATTRIBUTE_TESTS = 10000000;
/**
 * The patterns of attribute files: lines not blank, not a comment, not a macro definition. The lookup
 * has checked each file (a regular file within GIT_HAND_BYTES), so each is read whole.
 */
export declare function attributePatterns(files: readonly AttributeFile[]): number;
/**
 * Why git's patch is not asked for: matching `patterns` against each of `changed` files passes
 * MAX_ATTRIBUTE_TESTS (git 2.39 cannot skip it). The files are named relative to `workTree`.
 */
export declare function attributesTooCostly(files: readonly AttributeFile[], patterns: number, changed: number, workTree: string | undefined): string | undefined;
