import { type EngagementModel, type TextFile, type UntrackedListing } from '../../../packages/core/src/kit.js';
/** Untracked files read at most, their bytes in all, and one file's bytes: past these the rest is named as not scanned. */
export declare const UNTRACKED_READ = 500;
export declare const UNTRACKED_TOTAL_BYTES: number;
export declare const UNTRACKED_FILE_BYTES: number;
/** The rule's `untracked` option: false turns the scan of untracked files off (it is on by default). */
export declare function untrackedOption(ruleOptions: Record<string, unknown>): boolean;
export interface UntrackedFiles {
    files: Array<{
        file: string;
        src: TextFile;
    }>;
    /** Why the untracked files were not all scanned, when they were not. */
    gap?: string;
}
/**
 * The untracked text files outside the engagement folder (its own files are read as the protocol
 * says: handoff.md, deploy-log.md, specs/tasks scripts), read within the caps. Binary kinds, files
 * that are no clean text are passed over, as git's diff passes over binary files, and so are
 * engagement-lint's own reports (own-reports.ts). A symlink is not followed (it may lead anywhere):
 * named as not scanned, so one leading to a dangerous script is never a silent pass.
 * `listed`: git's listing (SystemAccess.gitUntracked), asked for beside the diff. Undefined when git gave no list.
 */
export declare function untrackedFiles(model: EngagementModel, listed: Promise<UntrackedListing | undefined>): Promise<UntrackedFiles | undefined>;
