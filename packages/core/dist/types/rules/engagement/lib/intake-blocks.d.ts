import type { EngagementModel, MarkdownDoc } from '../../../packages/core/src/kit.js';
export interface IntakeBlock {
    line: number;
    column: number;
    /** The blocking tool as the line names it ("warehouse-db"); undefined when the line names none. */
    tool?: string;
    /** The marker and what it names, as written. */
    text: string;
}
/** The intake blocks criteria.md records and does not mark resolved (fenced code and HTML comments left out). */
export declare function openIntakeBlocks(criteria: MarkdownDoc | undefined): IntakeBlock[];
/** Whether `tool` (as a block names it: "Docker Desktop", "`postgres`") names one of `tools`, compared as words in any case. */
export declare function namesTool(blocked: string, tools: Iterable<string>): string | undefined;
/** What shows the engagement was handed to the lead past intake: the first of handoff.md, an executor report, plan.md, tasks/. */
export declare function workPastIntake(model: EngagementModel): string | undefined;
