/**
 * What the crit-N bullets of an executor report's Criteria acknowledgement say, read against criteria.md and the
 * report's own tasks (the protocol reading of specialist-criteria-ack): every crit-N names a criterion, a quoted
 * criterion text is criteria.md's own ("bullets citing crit-N verbatim, not paraphrased"), and the bullets cite the
 * crit_refs of the tasks the specialist owns ("the specialist opens its executor-report with a 'Criteria
 * acknowledgement' citing them"). crit-N means what criteria-owned reads it as (criteriaReading).
 */
import { type EngagementModel, type Finding, type MarkdownDoc } from '../../../packages/core/src/kit.js';
import type { CriteriaReading } from './criteria-reading.js';
/** One list item of an acknowledgement: its text after the marker, and where that text starts. */
export interface AckItem {
    line: number;
    column: number;
    text: string;
}
/**
 * Whether a bullet cites a crit-N with criteria.md's text, quoted or not, three words at least: the criterion's text or
 * an excerpt of it (`- crit-1: cada artículo apunta a un clúster …`), or its whole text with more after it (`… — done`).
 * The acknowledgement's own form ("bullets citing crit-N verbatim"), whatever the heading over it is called.
 */
export declare function citesVerbatim(text: string, reading: CriteriaReading): boolean;
/** The crit_refs of the tasks each owner holds (owner names compared without case or a leading `@`). */
export declare function ownedCritRefs(model: EngagementModel): Map<string, Array<{
    n: number;
    rel: string;
}>>;
export declare const ownerKey: (name: string) => string;
/** A finding and what it says in a few words, for the rule's detail. */
export interface AckFinding {
    finding: Finding;
    why: string;
}
export interface AckCitations {
    /** Findings that fail: a crit-N naming no criterion; none of the owner's crit_refs acknowledged. */
    fails: AckFinding[];
    /** Findings that warn: a quote that is not criteria.md's text; some owned crit_refs left out; a crit-N only the other reading gives. */
    warns: AckFinding[];
}
/**
 * The findings on an acknowledgement's bullets. `reading`: criteria.md's criteria (nothing is checked against
 * criteria.md when it gives none); `owned`: the crit_refs of the report's own tasks.
 */
export declare function ackCitations(doc: MarkdownDoc, items: readonly AckItem[], reading: CriteriaReading, owned: ReadonlyArray<{
    n: number;
    rel: string;
}>): AckCitations;
