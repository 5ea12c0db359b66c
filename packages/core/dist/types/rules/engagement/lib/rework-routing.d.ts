import { type AcceptanceRound, type EngagementModel, type EngagementTask } from '../../../packages/core/src/kit.js';
export interface ReworkList {
    /** The line of acceptance-log.md that names the tasks (its first, when several do). */
    line: number;
    tasks: EngagementTask[];
}
/**
 * The tasks the director's REJECT of `round` names for rework, from its labelled lines (`Rework: …`), when
 * they name a task of tasks/ at all; undefined otherwise (the crit_refs then decide). Fenced code and HTML
 * comments are not read.
 */
export declare function reworkList(model: EngagementModel, round: AcceptanceRound): ReworkList | undefined;
/**
 * A line of handoff §4 naming the report stem `stem` that says the specialist was not re-dispatched in this
 * round: a negated re-dispatch ("not re-dispatched", "no re-dispatch") or "iteration k only" with k before
 * `n` ("iteration 1 only"). §4a's table rows are not read. Its line of handoff.md.
 */
export declare function saysNotRedispatched(model: EngagementModel, stem: string, n: number, namesStem: (text: string, stem: string) => boolean): {
    line: number;
} | undefined;
