import { type AcceptanceRound, type EngagementModel, type EngagementTask, type Finding, type MarkdownDoc } from '../../../packages/core/src/kit.js';
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
export interface RoutedTask {
    task: EngagementTask;
    owners: string[];
    why: string;
    /** The rejected criterion the task carries, when the crit_refs chose it (not a named rework list). */
    crit?: number;
    /** Where the log says so (`engagement/acceptance-log.md:19`). */
    at: string;
}
export interface Routing {
    due: RoutedTask[];
    /** Tasks carrying a rejected criterion that the REJECT's named rework list leaves out. */
    skipped: Array<{
        task: EngagementTask;
        crit: number;
        at: string;
    }>;
    /** The criteria the REJECT failed, each with the log line that says so. */
    crits: Map<number, number>;
    /** Where the REJECT names the tasks to rework, when it does. */
    listedAt?: string;
}
/**
 * Whom iteration n - 1's REJECT routes back in iteration `n`. "lead identifies failing crit-N from director
 * verdict, finds tasks where crit_refs includes those crit values, re-dispatches ONLY those tasks": the tasks
 * whose crit_refs include a rejected criterion, unless the REJECT names the tasks to rework itself
 * (`Rework: t02-logo (crit-1).`), the verdict the lead reads them from: then those. `skipped`: the tasks
 * carrying a rejected criterion that the named list leaves out.
 */
export declare function reworkRouting(model: EngagementModel, n: number): Routing | undefined;
interface ReportRounds {
    doc: MarkdownDoc;
    stem: string;
    /** Its `## Iteration N` headings, in order. */
    hs: Array<{
        n: number;
        line: number;
    }>;
}
export interface Scope {
    /** Re-dispatches of specialists whose tasks the REJECT did not route back. */
    over: Finding[];
    overLabels: string[];
    /** Routed tasks whose specialist's report says (or §4 says) it was not re-dispatched. */
    under: Finding[];
    underLabels: string[];
    /** Why a round's re-dispatch scope was not judged. */
    notes: string[];
}
/**
 * "re-dispatches ONLY those tasks": for each iteration k ≤ `n` after a REJECT, a specialist said to be re-dispatched
 * in k whose tasks all carry crit_refs naming none of the failed criteria (and none the REJECT's rework list names)
 * is a re-dispatch outside the routing; a routed task whose specialist's `## Iteration k` (or, for the current round,
 * §4) says it was not re-dispatched was left out. A report without `## Iteration k` is the structure's finding, not
 * this one. `held`: the current round's rework is not due yet (between rounds, or aborted).
 */
export declare function redispatchScope(model: EngagementModel, n: number, reports: ReportRounds[], held: boolean): Scope;
export {};
