import { type EngagementModel, type MarkdownDoc, type RuleOutcome } from '../../../packages/core/src/kit.js';
/**
 * The iteration handoff.md's title names, in English or in Russian: its first heading, as markdown renders it
 * (`Handoff — iteration 2` over `===` too), when it is level 1.
 */
export declare function handoffIteration(model: EngagementModel): {
    n: number;
    line: number;
    column: number;
} | undefined;
/**
 * The ACCEPT verdict that ends the latest `## Iteration N` round of acceptance-log.md (the last
 * verdict of the last round numbered N, up to the next round's heading, in any form the verdict
 * rules read: `**ACCEPTED**` too), with N; undefined when that round ends otherwise.
 */
export declare function acceptedRound(log: MarkdownDoc, n: number): {
    n: number;
    line: number;
    word: string;
} | undefined;
/** A counter out of step with acceptance-log.md's rounds, as the protocol reads them. */
export interface CounterOffLog {
    /** The counter and the log's latest `## Iteration N`, with its heading's line. */
    n: number;
    max: number;
    headingLine: number;
    /** What the counter may hold: N, or N + 1 unless round N ended in ACCEPT. */
    expected: number[];
    accepted?: {
        n: number;
        line: number;
        word: string;
    };
    titled?: {
        n: number;
        line: number;
        column: number;
    };
    /** The one value the counter should hold, when the log (and the handoff's title) tell it. */
    target?: number;
    /**
     * Whether the counter is the one at fault: past an ACCEPT, or behind the log's rounds (not ahead, where the log may
     * lack rounds), and not borne out by the handoff's title naming its round.
     */
    counterWrong: boolean;
}
/**
 * The protocol reading of a plain-digit counter against acceptance-log.md ("verifies the counter agrees with
 * ## Iteration N headings"): undefined when they agree, when the log numbers no round, or when a round is written
 * under a heading no check reads (the count cannot be told then). Past an ACCEPT only N fits: no round follows it.
 */
export declare function counterOffLog(model: EngagementModel): CounterOffLog | undefined;
/**
 * The round the protocol reading's checks of "the current iteration" judge: the counter's (plain digits), unless it
 * is past the log's ACCEPT or behind its rounds (and the handoff's title does not name its round); then the round the
 * log says it should hold, or none when the log leaves two. A counter ahead of a log that accepted nothing is kept: the
 * log may lack the rounds in between.
 * One wrong counter is iteration-counter's failure alone: the checks after it judge the round the engagement is in.
 */
export declare function currentRound(model: EngagementModel): number | undefined;
/** The counter's disagreement with the log when it is the counter that is wrong; a counter ahead of the log is kept. */
export declare function wrongCounter(model: EngagementModel): CounterOffLog | undefined;
/** How a check's detail says it judged the log's round, not the counter's: empty when they agree. */
export declare function correctedNote(model: EngagementModel): string;
/** A skip's detail when the counter is out of step with the log and the log leaves the current round between two; else undefined. */
export declare function unsureRound(model: EngagementModel): string | undefined;
/** A check's outcome, its detail saying when it judged the log's round rather than the counter's. */
export declare function withRoundNote(model: EngagementModel, outcome: RuleOutcome): RuleOutcome;
