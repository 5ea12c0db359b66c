import { type EngagementModel, type MarkdownDoc } from '../../../packages/core/src/kit.js';
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
/**
 * What shows work went on past intake: handoff.md, an executor report, or a validator's output (the first found).
 * plan.md and tasks/ are not: the lead plans and decomposes before the first dispatch ("plan.md … mutable until first
 * dispatch"), and an engagement paused at intake may hold them, as it may hold intake's research files.
 */
export declare function workPastIntake(model: EngagementModel): string | undefined;
/** Whether every tool of `failing` is one an open block names: the pre-flight failure the block records, nothing more. */
export declare function allBlocked(blocks: IntakeBlock[], failing: Iterable<string>): boolean;
