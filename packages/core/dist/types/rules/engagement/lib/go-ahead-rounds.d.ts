/**
 * What dates and places a go-ahead of iteration-budget: the dates of its lines and of acceptance-log.md's verdicts,
 * the round a go-ahead that names none is for, and whether one came before the escalation it answers.
 */
import { type EngagementModel, type MarkdownDoc } from '../../../packages/core/src/kit.js';
export interface Stamp {
    day: string;
    minutes?: number;
    /** As written, for a detail. */
    text: string;
}
/**
 * The first date of `text`: `2026-06-08` or `2026-06-08 18:10` / `2026-06-08T18:10`, and the day-first
 * `08.06.2026 18:10`. The time is compared as written: the lead and the director write the same clock.
 */
export declare function stampOf(text: string): Stamp | undefined;
/** Whether `a` is not later than `b`, to the precision both give (the same day without both times counts as not later). */
export declare function notLater(a: Stamp, b: Stamp): boolean;
/** The verdicts of acceptance-log.md, in file order, with their dates (the verdict line's, else the round heading's). */
export interface Verdicts {
    rounds: Array<{
        n: number;
        line: number;
        stamp?: Stamp;
    }>;
    dated: boolean;
    /** Each round's last REJECT: the escalation a go-ahead for the round after it must follow. */
    rejects: Map<number, {
        line: number;
        stamp?: Stamp;
    }>;
}
export declare function verdictsOf(model: EngagementModel): Verdicts;
/**
 * Why a go-ahead for round `round`, beyond the budget, came too early to count: it precedes the REJECT of round
 * `round - 1`, the escalation it answers. In acceptance-log.md by position; elsewhere by its date (its line's, else its
 * section heading's; a `#` title dates the file's creation, not the lines appended under it) against the REJECT's. Undated: it counts.
 */
export declare function beforeEscalation(model: EngagementModel, verdicts: Verdicts, doc: MarkdownDoc, line: number, text: string, round: number): {
    message: string;
    detail: string;
} | undefined;
/** The last heading at or before `line` (binary search: headings are in line order). */
export declare function headingBefore(doc: MarkdownDoc, line: number): MarkdownDoc['headings'][number] | undefined;
/**
 * The round a go-ahead that names none is for: the round after the last verdict it follows. In
 * acceptance-log.md by its position (after round k's verdict: round k + 1); elsewhere by what its
 * section says (the pre-final-iteration escalation: the last allowed round; "after iteration k":
 * k + 1; "before iteration k": k) or, when both have dates, by its date against the verdicts' dates.
 * Undefined when nothing tells.
 */
export declare function roundOfGoAhead(model: EngagementModel, verdicts: Verdicts, doc: MarkdownDoc, line: number, text: string, budget: number): number | undefined;
