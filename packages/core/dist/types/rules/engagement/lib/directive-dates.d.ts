/**
 * Whether human-directive.md is dated after the verdict it should precede: the protocol puts the
 * human's directive "between consilium and director verdict", so a verdict written before it was
 * written without the human judge.
 */
import { type DateParts, type DirectiveForRound, type MarkdownDoc, type VerdictLine } from '../../../packages/core/src/kit.js';
/** A date read at a line and column, for a finding. */
export interface DatedLine {
    at: DateParts;
    line: number;
    column: number;
}
/**
 * When the part of the directive read was written: its first date line (`Date:`, `When:`, …; the
 * directive's own, not a revision's), else the date of its heading (its `## Iteration N` section's, or
 * the file's title).
 */
export declare function directiveDate(doc: MarkdownDoc, part: DirectiveForRound | undefined): DatedLine | undefined;
/**
 * When a verdict was written: its round heading's date (`## Iteration 2 — 2026-06-03 18:05`), else the
 * round's first `Date:` line, else a date on the verdict's own line (which may also cite another day,
 * so it comes last).
 */
export declare function verdictDate(log: MarkdownDoc, verdict: VerdictLine, round: {
    line: number;
    end: number;
} | undefined): DatedLine | undefined;
/**
 * Whether `a` is certainly later than `b`. Two clocks without a zone are read as the same clock; with
 * a zone on one side only, the other may be in any zone. A day without a time is the whole day, so a
 * bare day and a time on that day are never out of order.
 */
export declare function certainlyAfter(a: DateParts, b: DateParts): boolean;
/** A directive dated after the verdict it should precede: where each date is read. */
export interface LateDirective {
    round?: number;
    directive: DatedLine;
    verdict: DatedLine;
    /** The verdict's line in acceptance-log.md. */
    verdictLine: number;
}
/**
 * The directive part read (`part`) against the latest verdict, when both are of one round and both
 * dated: late when the directive is certainly later. `round` is the verdict's iteration (its log
 * section's, else, in a log kept without sections, the count of its verdicts); a directive that names
 * no round is held to the latest verdict unless a later round's verdict is awaited (`pending`: it may
 * be that round's).
 */
export declare function lateDirective(doc: MarkdownDoc, part: DirectiveForRound, log: MarkdownDoc, latest: {
    verdict: VerdictLine;
    round?: {
        n: number;
        line: number;
        end: number;
    };
}, round: number | undefined, pending: boolean): LateDirective | undefined;
