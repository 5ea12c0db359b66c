import { type EngagementModel } from '../../../packages/core/src/kit.js';
import { type Stamp } from './go-ahead-rounds.js';
import { type PreFinalAnswer } from './pre-final-answer.js';
/**
 * The director's escalation after the last allowed round (the protocol's template asks «Продолжать ещё круг…?»), also
 * in German, Spanish and French ("Eskalation", "eskaliert", "escalación", "escalado al usuario", "escalade", "escaladé",
 * "Nutzer informiert", "informamos al usuario", "informé l'utilisateur"). A Spanish "escalado" alone is scaling.
 */
export declare const ESCALATION: RegExp;
/**
 * "not escalated", "no escalation", "escalation skipped": the opposite of a record; also "nicht eskaliert", "keine
 * Eskalation", "no se escaló", "sin escalación", "pas escaladé", "sans escalade". "escalation … skipped" is found from
 * the blank before "skipped" and read back: a long word of "escalat" is not rescanned from each.
 */
export declare const NOT_ESCALATED: RegExp;
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
/** The verdict that closes the round an escalation is for: one recorded after it, or dated later, escalated a later round. */
interface RoundEnd {
    round: number;
    line: number;
    stamp?: Stamp;
}
/**
 * The first escalation line after acceptance-log.md's line `after` (the REJECT), else in scope-sync.md unless its
 * date (its line's or its section heading's) is earlier than the REJECT's `stamp`: that one escalated an earlier round.
 * With `end`, the verdict of the round it is for, one below that verdict, dated after it, or naming a later round only
 * ("User authorisation — iteration 3") escalated a later round.
 */
export declare function escalationAfter(model: EngagementModel, after: number, stamp: Stamp | undefined, orAnswer?: boolean, end?: RoundEnd): string | undefined;
/** Counter `n` at the last allowed round, after the REJECT of round `n - 1`: that REJECT, the escalation after it, and where round n's work shows. */
export interface PreFinalRound {
    /** The REJECT, as `engagement/acceptance-log.md:L9`, and its line. */
    reject: string;
    rejectLine: number;
    escalation?: string;
    /** The user's recorded answer to that escalation, when the files hold one. */
    answer?: PreFinalAnswer;
    work?: string;
}
/**
 * "Pre-final-iteration trigger: before starting the last allowed iteration, escalate to user with current blockers.
 * Wait for explicit «продолжаем» or «пересматриваем scope»": at counter n at or past a budget k of two or more, the
 * REJECT of round k - 1, the escalation recorded after it (as after the last allowed round's), and round k's work. A
 * round k started without it stays so once the counter moves on: the escalation must come before round k's verdict.
 */
export declare function preFinalRound(model: EngagementModel, n: number, budget: number): PreFinalRound | undefined;
export {};
