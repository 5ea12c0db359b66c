/**
 * The criteria an engagement's own records mark as not met, for binary-verdict: the handoff's §3 Status cells and its
 * §2 / §3 `crit-N` items, and the `crit-N` items of each ACCEPT's round of acceptance-log.md.
 */
import { type AcceptRange, type MarkdownDoc } from '../../../packages/core/src/kit.js';
export interface FailedCriterion {
    line: number;
    column: number;
    /** The criterion's number, when the row gives one (its `#` cell or a `crit-N`). */
    n?: number;
    mark: string;
    text: string;
    /** Read from a table row, not a list item. */
    inTable?: true;
}
/** Criteria the handoff's trace marks as not met: §3 table rows by their Status cell, and inline `crit-N: … ❌` items of §2 / §3. Read once per handoff: two checks ask. */
export declare function failedCriteria(handoff: MarkdownDoc): readonly FailedCriterion[];
/** Each ACCEPT's range of the log (acceptRanges, as markdown renders the rounds) with the criteria its entry marks as not met: read once, two checks ask. */
export declare function loggedFailures(doc: MarkdownDoc): ReadonlyArray<{
    range: AcceptRange;
    failed: readonly FailedCriterion[];
}>;
