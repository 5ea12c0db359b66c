/**
 * Handoff §11 Known deferrals entries that defer an in-scope criterion or deliverable of criteria.md on no
 * justification the protocol accepts: "The only acceptable form of "deferral" is something already listed in
 * criteria.md "Explicitly out of scope" or in a director-approved scope-sync.md waiver"; §11's template is
 * "{deferred item}: justified by {criteria.md out-of-scope | explicit user waiver | director-approved scope note}".
 * "deferred to next sprint, the team is busy" is none of them, whatever §3 says of the criterion. An entry naming no
 * criterion that gives no reason at all ("will do in a follow-up") is no acceptable deferral either.
 */
import { type EngagementModel, type MarkdownDoc } from '../../../packages/core/src/kit.js';
export interface S11Deferral {
    line: number;
    column: number;
    /** The criteria it defers by number (none when it names one by its words alone). */
    ns: number[];
    /** What it defers, for a message: `crit-4`, `crit-4 ("…")`, `the criterion "…"`, `the deliverable "…"`, or the entry's item (`"…"`) when it names none. */
    what: string;
    /** Whether it names a criterion or deliverable of criteria.md (by number or by its words). */
    named: boolean;
    /** No justification the template allows (`unjustified`), or one claimed that is not on record (`unrecorded`). */
    how: 'unjustified' | 'unrecorded';
}
/** The stems of a text's words of five letters or more, their first five letters (so «сброса» is «сброс» and "resets" is "reset"), and its numbers. */
export declare const stems: (text: string) => Set<string>;
/**
 * The §11 entries deferring an in-scope criterion or deliverable without a justification that stands. What an
 * entry defers: the criteria its first clause names (`crit-4`, "criterion 4", «критерий 4»; else the first one its
 * first line names) that criteria.md numbers, else the criterion or deliverable a clause of its first line names by
 * two words of five letters or more or three-digit numbers in common (half the clause's at least, and a third of the
 * criterion's unless three), its justification's clauses left out, and not one setting no speed bar by an entry about
 * speed. It stands when criteria.md's out-of-scope list names it, a scope-sync.md waiver names it, or it claims a
 * justification (criteria.md out of scope, a waiver, a director-approved note, a user OK) that is on record. A list
 * item naming no criterion and giving no reason ("will do in a follow-up") is returned too, unnamed (`named: false`).
 */
export declare function unjustifiedDeferralsIn11(model: EngagementModel, handoff: MarkdownDoc): S11Deferral[];
/** The finding's message: under the ACCEPT at acceptance-log.md line `verdictLine`, or before the round's verdict. */
export declare function s11DeferralMessage(d: S11Deferral, verdictLine: number | undefined): string;
/** What §11 defers, for a check's detail: `an in-scope criterion`, `2 in-scope criteria and an item naming no criterion`. */
export declare function s11Deferred(ds: readonly S11Deferral[]): string;
/** How to fix §11's deferrals: for a criterion, and for an item naming none. */
export declare function s11Fix(ds: readonly S11Deferral[]): string;
