/**
 * Checks an ACCEPT's round hands to someone else ("the user should verify …", «Заказчик должен проверить»,
 * "Oleg will verify …"), and who that is, for a message that names them.
 */
import { type MarkdownDoc } from '../../markdown/document.js';
import { LetterRegex } from '../../letters.js';
/** A negation ("nothing is left for the user", «не должен»): in the clause before a deferral it says nothing was deferred. */
export declare const NEGATION: LetterRegex;
/**
 * After a verb of checking: no follow-up with someone ("check in with the customer", "check in on
 * them", "check up on", "check back with"), which is talking to them or looking in on them, not a
 * check of the work. "check in production" stays a check.
 */
export declare const NOT_A_CHECK_IN: string;
/**
 * A sentence that hands verification to the user ("the user should verify the export on staging"). The Russian parties'
 * and modals' endings are bounded: a party with none before it is tried at every stem of a run of glued words.
 */
export declare const DEFERS_TO_USER: LetterRegex;
/**
 * Whether the check whose verb ends at `at` is a step of the product's flow rather than a hand-over of
 * a check: its object is what a product's user or a payment provider confirms ("Stripe will confirm the
 * payment", "Customers will verify their INN"), or its sentence says how the product does it ("via
 * webhook, after which …", "as today"), with no criterion named and no time still to come.
 */
export declare function productStep(text: string, at: number): boolean;
/** A hand-over as userDeferral reads it: the quoted words, where they start, and who the check is handed to. */
export interface Deferral {
    quote: string;
    index: number;
    /** Who takes the check over, for a message: "the user", "the customer", "QA", "the bank", "the judge Oleg", or OUTSIDE_THE_ROUND. */
    to: string;
}
/**
 * The first hand-over of a check in `text` to the user, the customer or a person `names` lists
 * ("The user still has to verify …", "Oleg will verify …", «Пользователь ещё должен проверить»),
 * as the quoted words, where they start and who takes it (deferredTo). A negation earlier in its clause ("the user does not
 * need to verify anything", "nothing is left for the user") says nothing was handed over.
 */
export declare function userDeferral(text: string, names?: readonly string[]): Deferral | undefined;
/** Who a message names when the words name no one it can quote: «Банк подтвердит», "Someone should verify". */
export declare const OUTSIDE_THE_ROUND = "someone outside the round";
/**
 * Names read, at most: a directive names a judge or two. The hand-over to the judge by name is one pattern of them
 * all, and 20,000 `Judge:` lines made it too large for the regex engine to build (after a minute and a gigabyte).
 */
export declare const MAX_JUDGE_NAMES = 24;
/**
 * The names the human judge goes by in human-directive.md: the full name first, then each of its words ("Oleg Sidorov",
 * "Oleg", "Sidorov"), to MAX_JUDGE_NAMES in the order the directive gives them.
 */
export declare function judgeNames(directive: MarkdownDoc | undefined): string[];
