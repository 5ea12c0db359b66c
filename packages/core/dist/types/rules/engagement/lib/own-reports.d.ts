import type { EngagementModel } from '../../../packages/core/src/kit.js';
/** Whether an untracked file `name` holding `text` is one of engagement-lint's reports (any format). */
export declare function isOwnReport(name: string, text: string): boolean;
/**
 * Those of the files a diff shows that are engagement-lint's reports, told by the working tree's copy, else by
 * the lines the diff adds to it (a report the working tree no longer holds).
 */
export declare function ownReportsInDiff(model: EngagementModel, lines: ReadonlyArray<{
    file: string;
    text: string;
}>): Set<string>;
