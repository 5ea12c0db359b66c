/**
 * Whether a deferral stands as the protocol allows: "The only acceptable form of "deferral" is something already
 * listed in criteria.md "Explicitly out of scope" or in a director-approved scope-sync.md waiver", and §11's
 * template "{deferred item}: justified by {criteria.md out-of-scope | explicit user waiver | director-approved scope
 * note}". A justification the handoff only claims must be on record. binary-verdict's readings of a criterion not
 * met and of a §11 entry deferring one share this.
 */
import { type EngagementModel, type MarkdownDoc } from '../../../packages/core/src/kit.js';
export declare const CRIT_ID: RegExp;
/** A list item's first line: where a §11 entry about another criterion starts. */
export declare const ITEM_START: RegExp;
/**
 * Whether the criterion named at `[index, end)` of `line` is cited as the bound of the item, not as the item
 * deferred: "outside crit-4", "not part of crit-4", "beyond crit-4's scope", «не входит в crit-4», «вне crit-4»,
 * "crit-4 covers only …", "crit-4 bars body text and accent only", "crit-4 does not cover …". "crit-4: contrast of
 * disabled buttons deferred" and "crit-4 partially: …" name the item itself.
 */
export declare function citedAsBound(line: string, index: number, end: number): boolean;
export type Deferral = 'deferred' | 'unjustified' | 'unrecorded' | 'none';
/**
 * How a criterion marked as failed is deferred: the protocol's way (`deferred`: its row names
 * criteria.md's out-of-scope list or a waiver, a §11 Known deferrals entry names it with the
 * justification the template asks for, or a scope-sync.md waiver names it), named in §11 without
 * that justification (`unjustified`), or not at all (`none`).
 */
export declare function deferral(model: EngagementModel, handoff: MarkdownDoc | undefined, c: {
    n?: number;
    text: string;
}): Deferral;
/** Words of a waiver: a scope-sync.md line naming the criterion with one defers it outright. */
export declare const WAIVER_WORDS: RegExp;
/** Words a waiver or a director's note says about the criterion it records: waived, deferred, approved, agreed. */
export declare const RECORD_WORDS: RegExp;
/** Words a justification shares with any text: not evidence that the out-of-scope list names the item. */
export declare const COMMON_WORDS: ReadonlySet<string>;
/** A claim of a waiver, a director's note or the user's OK, which scope-sync.md or human-directive.md must record. */
export declare const CLAIMS_RECORD: RegExp;
/** A claim that criteria.md puts the item out of scope: "out of scope", «исключено из scope», «вне скоупа», «не входит в scope». */
export declare const claimsOutOfScope: (text: string) => boolean;
/** The words of criteria.md's out-of-scope list (five letters or more, but the common ones); undefined without one. */
export declare function outOfScopeWords(model: EngagementModel): Set<string> | undefined;
/** Why a failed criterion is not deferred, for a message: §11 names it without a justification, claims one not on record, or nothing defers it. */
export declare function notDeferred(how: Exclude<Deferral, 'deferred'>): string;
