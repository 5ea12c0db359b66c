import { type DiffFileStat, type EngagementModel, type MarkdownDoc, type SizeTrigger } from '../../../packages/core/src/kit.js';
export interface GitChange {
    /** The changed files outside the engagement folder, in the diff's order. */
    files: DiffFileStat[];
    /** Lines the diff adds to them (`git diff --stat`'s insertions). */
    insertions: number;
}
/**
 * The files and added lines of `git diff` text, the engagement folder's own files left out: they are the
 * engagement's records (a committed handoff.md), not the change it sizes.
 */
export declare function gitChange(model: EngagementModel, diff: string): GitChange;
/**
 * The sizing table's diff column read on the measured change: above an M cap (">10 files OR >500 LOC") is L;
 * above both S caps ("≤2 changed files OR ≤50 LOC": S while either holds) is M.
 */
export declare function changeTriggers(change: GitChange): SizeTrigger[];
/** The diff's files handoff §1 does not name, with where §1 is; undefined without a §1 or when §1 names no file at all (nothing to compare). */
export declare function filesMissingFromS1(handoff: MarkdownDoc | undefined, change: GitChange): {
    line: number;
    missing: DiffFileStat[];
} | undefined;
