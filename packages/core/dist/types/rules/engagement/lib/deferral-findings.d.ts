/**
 * binary-verdict's reading of checks an ACCEPT leaves to someone: a line of its round that hands a check
 * over, leaves one outstanding or makes the ACCEPT provisional, and handoff §11 Known deferrals handing one
 * over. Each message names who the words hand the check to ("the customer", "QA", "the bank"), never "the
 * user" for another party.
 */
import { type Finding, type MarkdownDoc } from '../../../packages/core/src/kit.js';
/** The protocol's only acceptable deferrals: criteria.md out of scope, or a director-approved waiver. */
export declare const ALLOWED_DEFERRAL: RegExp;
/**
 * Lines of an ACCEPT's iteration that defer verification to someone, leave one outstanding, or make the ACCEPT provisional,
 * and lines of the verdict's own text ("Accepted, pending QA sign-off by the user") that wait on a check.
 */
export declare function deferrals(doc: MarkdownDoc, names: readonly string[]): Finding[];
/**
 * Handoff §11 entries handing a check over under the ACCEPT at acceptance-log.md line `verdictLine`, and
 * who they hand it to for the summary: the one party all name, else OUTSIDE_THE_ROUND.
 */
export declare function overDeferredIn11(handoff: MarkdownDoc, names: readonly string[], verdictLine: number): {
    findings: Finding[];
    to: string;
};
