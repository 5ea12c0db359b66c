import type { EngagementModel } from '../../../packages/core/src/kit.js';
/** Whether an untracked file `name` holding `text` is one of engagement-lint's reports (any format). */
export declare function isOwnReport(name: string, text: string): boolean;
/**
 * Those of the files a diff shows that are engagement-lint's reports: told by the lines the diff holds (a report
 * added whole), else by the working tree's copy (a report changed in part; its head or tail may be in no hunk).
 * A file the diff adds (`added`) shows whole: its copy is not read again.
 */
export declare function ownReportsInDiff(model: EngagementModel, lines: ReadonlyArray<{
    file: string;
    text: string;
}>, added?: ReadonlySet<string>): Set<string>;
