/**
 * Readings of binary-verdict over an ACCEPT's words and its round: a qualifier of the verdict itself
 * (partial, pending, a condition opening its words) told from the same word naming a thing in its
 * reason, a qualifier naming the work it leaves (TODOs, follow-ups, caveats, conditions), and a
 * verification left outstanding (an acceptance bar the round says went unverified: unverified-bars.ts).
 */
import { type MarkdownDoc } from '../../../packages/core/src/kit.js';
/**
 * The words of an ACCEPT (`rest`, after the word ACCEPT) that make it a conditional one, quoted: a
 * qualifier of the verdict itself ("ACCEPT CONDITIONAL", "ACCEPT (partial)", "accepted partially",
 * "ACCEPT pending X", "ACCEPT — user to verify Y", "ACCEPT except crit-3", "crit-4 partial", "staging
 * deploy pending"), a condition opening the words ("ACCEPT if …", "ACCEPT once …"), a deferral, or
 * work it leaves (leftWork). The same words naming a thing of
 * the product or of the work in the reason are none: "partial-failure handling verified", "partial
 * failures are retried", "pending-orders page fixed", "the migration that was pending is verified",
 * "conditional formatting", "the TODO list feature works". Negated words ("no pending items") are none.
 */
export declare function conditionalQualifier(rest: string): string | undefined;
/**
 * A check still awaited in a line of the ACCEPT's own verdict, as its clause and where the word starts: "Accepted,
 * pending QA sign-off by the user next week", "User sign-off still pending", "awaiting the client's review". The word
 * qualifies the verdict as it does in the verdict's words (opening a clause, ending one, after "is", "still" or "accepted"), and its
 * clause names a check or a party, so "the pending orders page loads", "the migration that was pending is verified",
 * "no pending items", "Pending items: none" and "Pending: ORD-80 pagination" are none.
 */
export declare function awaitedCheck(text: string): {
    quote: string;
    index: number;
} | undefined;
/**
 * A verification the ACCEPT leaves to someone, as the quoted words and where they start: an
 * outstanding item that is a verification ("Open: accounting to confirm …", "Remaining: UAT …"), or
 * the user's or customer's check still to come ("Customer sign-off … is still needed").
 */
export declare function outstandingCheck(text: string): {
    quote: string;
    index: number;
} | undefined;
/** A deferral's justification the protocol accepts: criteria.md's out of scope, or a director-approved waiver or scope note. */
/**
 * criteria.md's out of scope claimed in Russian, the word "scope" kept or transliterated: «вне scope», «вне скоупа»,
 * «не входит в scope», «за рамками скоупа». Cyrillic classes, not \p{L}: a plain regex every reader can test.
 */
export declare const RU_OUT_OF_SCOPE: RegExp;
export declare const DEFERRAL_JUSTIFIED: RegExp;
/**
 * Lines of handoff §11 Known deferrals that hand a verification to the user or another party ("Opening the file in
 * Excel: deferred to the user for manual verification"), with who takes it, other than the allowed deferrals: under
 * an ACCEPT, "Do NOT defer the verification to the user".
 */
export declare function verificationsDeferredIn11(handoff: MarkdownDoc, names: readonly string[]): Array<{
    line: number;
    column: number;
    quote: string;
    to: string;
}>;
