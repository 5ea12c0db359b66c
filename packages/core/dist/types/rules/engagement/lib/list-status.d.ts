import { LetterRegex } from '../../../packages/core/src/kit.js';
/** A not-met mark in a criteria list item (`- crit-2: … ❌ path`, ❎), where a mark is unambiguous wherever it stands. */
export declare const FAILED_MARK: RegExp;
/** And a partial there: 🟡, or ⚠️ with the word. */
export declare const PARTIAL_MARK: LetterRegex;
/**
 * The text with its history blanked out, same length (columns hold): an aside naming the past ("✅ (was ❌ in
 * iter-1)", "❌ (was ✅)"), a status after a past word ("was 🔴, now 🟢") and a status before an arrow ("❌ → ✅").
 * What is left is the status the line gives now: a regression ("❌ (was ✅ in iter-1)", "✅ → ❌") keeps its ❌ alone.
 */
export declare function currentStatusText(text: string): string;
export interface FailedStatus {
    /** Where the mark or word stands in the item's line (0-based). */
    index: number;
    /** The mark or word as written. */
    mark: string;
}
/**
 * The status of a `crit-N` list item of a criteria trace (`trace`: handoff §2 / §3) or of an acceptance-log round
 * (`log`), read from `from` (just past the label) on: `met`, a failure, or undefined when it gives none.
 * A met mark (✅ ✔ ☑ 🟢) the line gives now makes it met; else a not-met mark (❌ ✗ ✘ ✖ 🔴; in the trace also 🟡,
 * ⚠️ partial, ⏳) fails it; else a status word opening a clause (right after the label or after a separator): any
 * "Met" / PASS makes it met, else a failed one ("Not met", FAIL, partial, «не выполнено») fails it.
 */
export declare function listItemStatus(text: string, from: number, kind: 'trace' | 'log'): FailedStatus | 'met' | undefined;
