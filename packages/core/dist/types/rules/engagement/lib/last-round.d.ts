import { type EngagementModel } from '../../../packages/core/src/kit.js';
import { type Stamp } from './go-ahead-rounds.js';
/** The director's escalation after the last allowed round (the protocol's template asks «Продолжать ещё круг…?»). */
export declare const ESCALATION: RegExp;
/** "not escalated", "no escalation", "escalation skipped": the opposite of a record. */
export declare const NOT_ESCALATED: RegExp;
/**
 * The sentences of a line (split at `.`, `;`, `!`, `?`, and closing quotes after one, before a blank and at the end),
 * each with whether it asks: the escalation template's «Продолжать ещё круг или пересмотреть scope / criteria?» is
 * the question, not the user's answer.
 */
export declare function sentences(text: string): Array<{
    text: string;
    question: boolean;
}>;
/** Counter `n` after the REJECT of the last allowed round `n - 1`: that verdict, the escalation after it, and where round n's work shows. */
export interface PastLastRound {
    /** The REJECT, as `engagement/acceptance-log.md:L9`. */
    reject: string;
    /** The escalation to the user recorded after it; at S the REJECT itself, which goes to the human directive. */
    escalation?: string;
    /** Where an artefact of the lead names round n (undefined: the director's increment, round n not started). */
    work?: string;
    /** The user's abort after that REJECT (`### Verdict: ABORTED`), as `engagement/acceptance-log.md:L12`: the answer that closed the engagement. */
    aborted?: string;
}
/**
 * When acceptance-log.md's latest verdict REJECTs round n - 1, the last allowed: the escalation that must follow it (in
 * acceptance-log.md after the verdict, or in scope-sync.md) and whether round n has started. Undefined otherwise.
 */
export declare function pastLastRound(model: EngagementModel, n: number, allowed: number): PastLastRound | undefined;
/**
 * The first escalation line after acceptance-log.md's line `after` (the REJECT), else in scope-sync.md unless its
 * date (its line's or its section heading's) is earlier than the REJECT's `stamp`: that one escalated an earlier round.
 */
export declare function escalationAfter(model: EngagementModel, after: number, stamp: Stamp | undefined, orAnswer?: boolean): string | undefined;
/** Counter `n` at the last allowed round, after the REJECT of round `n - 1`: that REJECT, the escalation after it, and where round n's work shows. */
export interface PreFinalRound {
    /** The REJECT, as `engagement/acceptance-log.md:L9`, and its line. */
    reject: string;
    rejectLine: number;
    escalation?: string;
    work?: string;
}
/**
 * "Pre-final-iteration trigger: before starting the last allowed iteration, escalate to user with current blockers.
 * Wait for explicit «продолжаем» or «пересматриваем scope»": at counter n, the last of a budget of two or more, the
 * REJECT of round n - 1, the escalation recorded after it (as after the last allowed round's), and round n's work.
 */
export declare function preFinalRound(model: EngagementModel, n: number, budget: number): PreFinalRound | undefined;
