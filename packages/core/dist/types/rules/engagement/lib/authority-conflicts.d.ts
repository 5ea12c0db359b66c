/**
 * The protocol's rule-6 authority conflicts, read from events.jsonl (`authority_conflict` events) and
 * acceptance-log.md §"Authority adjudications": a blocking conflict halts dispatch until the human
 * judge resolves it, and the manager logs each one in the acceptance log's adjudications.
 */
import { type EngagementModel, type Finding } from '../../../packages/core/src/kit.js';
/** The protocol's own words, quoted by the findings. */
export declare const HALT_QUOTE = "\u201CAny unresolved conflict is a blocking authority_conflict event. Dispatch halts; escalate to the human judge before proceeding.\u201D";
export declare const LOG_QUOTE = "\u201CManager logs the conflict + resolution in acceptance-log.md \u00A7\"Authority adjudications\"\u201D";
/** A blocking `authority_conflict` event. */
export interface BlockingConflict {
    line: number;
    /** Its `conflict_kind`, as written. */
    kind?: string;
    /** The `name` of each of its `sources`. */
    sources: string[];
    /** The acceptance round it was raised in: one past the `handoff_submitted` events before it, or its own `iteration` when later. */
    round: number;
    /** The first dispatch event after it with no judge's resolution between, when there is one. */
    dispatchedAt?: {
        line: number;
        type: string;
    };
}
/**
 * The blocking `authority_conflict` events of the ledger, in ledger order: `resolution` null, absent or
 * blank, or `blocking: true`. Each says whether a dispatch (`specialist_dispatched`, any `*_dispatched`)
 * followed it before the judge resolved it: a later resolved `authority_conflict` of the same kind
 * decided by the judge (or by no one named), or an event recording the judge's ruling. One pass.
 */
export declare function blockingConflicts(model: EngagementModel): BlockingConflict[];
/** How a conflict is named in a finding: its kind and sources. */
export declare function conflictName(c: BlockingConflict): string;
/**
 * The blocking conflicts the acceptance log does not adjudicate, once the manager has swept their round
 * (a verdict for it or a later one): fail when acceptance-log.md has no §"Authority adjudications" and
 * names the conflict nowhere; warn when it names it only outside that section, or has the section and
 * names it not there (a free-form list: its words may not be the event's).
 */
export declare function unadjudicated(model: EngagementModel, conflicts: readonly BlockingConflict[], events: string, listed: number): Unadjudicated;
/** The blocking conflicts acceptance-log.md leaves unadjudicated: findings up to a limit of each status, and how many of each. */
export interface Unadjudicated {
    fail: Finding[];
    warn: Finding[];
    failed: number;
    warned: number;
}
