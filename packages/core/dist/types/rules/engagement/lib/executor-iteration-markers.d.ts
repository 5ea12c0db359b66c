import { type EngagementTask, type Finding, type MarkdownDoc } from '../../../packages/core/src/kit.js';
interface IterationHeading {
    n: number;
    line: number;
}
/**
 * Headings of a report that name an iteration but are no `## Iteration N` heading of that number (`proper`,
 * the report's own): a round's work appended under a heading the structure does not read, so it looks never
 * re-dispatched. The word "iteration" with a number counts at levels up to 4 and any number. Another word
 * (`## Round 2`, `## Second iteration`) counts at levels 1–2 (deeper, it is a part of the iteration above)
 * and only for the current iteration `n`, unless the report numbers that word otherwise: a `Round 1` beside
 * `## Iteration 1`, or an `Attempt 3` at iteration 2, counts test rounds or attempts, not iterations.
 */
export declare function nearMissHeadings(doc: MarkdownDoc, proper: IterationHeading[], n: number): Finding[];
/**
 * A line under `## Iteration k` saying what changed since iteration `n - 1` (k ≤ n - 1) in a report without
 * `## Iteration n`: it was written in this round, so the specialist was re-dispatched and its work sits under
 * an earlier heading. Lines before the first iteration heading (a report's header) are not read, nor an
 * earlier "since iteration m" (m < n - 1), which dates the line to no one round.
 */
export declare function changedSince(doc: MarkdownDoc, proper: IterationHeading[], n: number): Finding | undefined;
/**
 * The clause of `text` around column `at` (0-based): back to a `;` or `(`, on to a `;`, `)` or full
 * stop, 80 characters at most each way ("t04; re-dispatched in iteration 3 for …; t05 …").
 */
export declare function clauseAround(text: string, at: number): string;
/** Where `text` names `name` as a whole token (`dev` is not in `dev-lead`), or -1. */
export declare function tokenAt(text: string, name: string): number;
/** The names a task goes by in prose: its key, its file stem and a leading tag (`t05` of `t05-deploy`). */
export declare function taskNames(task: Pick<EngagementTask, 'key' | 'stem'>): string[];
/**
 * Whether a line of handoff §4 that names a specialist says that specialist was re-dispatched in
 * iteration `n`: the re-dispatch nearest its name is unnegated ("was not re-dispatched", "re-dispatch …
 * was not needed") with iteration `n` in its clause, and that clause names no other subject (a task or
 * specialist in `subjects`) unless it names this one or one of its tasks (`own`): "Every re-dispatched
 * specialist appended …; dev-ops was not re-dispatched" and "dev-ops (t05; unchanged, only t01 and t03
 * were re-dispatched in iteration 2)" do not re-dispatch dev-ops.
 */
export declare function saysRedispatched(text: string, at: number, n: number, own: ReadonlySet<string>, subjects: ReadonlySet<string>): boolean;
/**
 * Where a report's own `## Iteration k` section dates its work to iteration `k`: a line saying what
 * changed since iteration k - 1, or, in one clause, that the specialist was re-dispatched in
 * iteration k or that iteration k - 1 was rejected. Not negated ("not re-dispatched in iteration 3");
 * a line naming no iteration ("Director rejected: …") dates nothing. Fenced code is not read.
 */
export declare function sectionDatesItself(doc: MarkdownDoc, proper: IterationHeading[], k: number): {
    line: number;
    quote: string;
} | undefined;
/**
 * A report's own word that the specialist was first dispatched in a later round: "First dispatch", "first
 * dispatched", "dispatched for the first time", "new specialist", "new to the engagement", "joined the
 * team", "joined in iteration 2", "added to the engagement", "brought (me) in", "not part of iteration 1",
 * Russian «впервые привлечён», «первое привлечение», «новый специалист», «подключён к команде». "Added in
 * iteration 2" alone is left out: a change is added in an iteration as often. A Russian stem's word is read up to 40
 * more letters before the blank (no such word is longer): the rest of one long word re-read from every stem in it
 * is quadratic.
 */
export declare const FIRST_DISPATCH: RegExp;
/** An iteration by its number, in English or Russian ("iter-2", "iteration 2", «итерация 2», «итерации 2»). */
export declare const ANY_ITERATION_N: RegExp;
/** Words before an iteration that make it the cause, not the date, of a dispatch: "after the iter-1 REJECT". */
export declare const CAUSE_BEFORE: RegExp;
export declare function firstDispatchSaid(doc: MarkdownDoc, proper: IterationHeading[]): {
    line: number;
    quote: string;
} | undefined;
export {};
