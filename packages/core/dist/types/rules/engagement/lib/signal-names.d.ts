/**
 * Which consilium signals a line of the director's verdict names: its number, its reviewers or role,
 * the words and figures only it has, its quoted text, or, for a kind's only signal, the kind's name.
 */
import { type ConsiliumSignal, type ConsiliumSignals, type DirectorMarkerCounts } from '../../../packages/core/src/kit.js';
export type Kind = keyof ConsiliumSignals & keyof DirectorMarkerCounts;
/**
 * A lowercased word without its English ending, and then without a final `e` (`scoped` and `scope`
 * are `scop`), keeping three letters at least; `s` stays after `s`, `u` or `i` (`class`, `status`,
 * `analysis`), `ed` after `e` (`speed`). Other scripts are left whole.
 */
export declare function stem(word: string): string;
/** The signals a line names, or that it names more than `limit` (then no ruling can be told), or `unknown` past the budget. */
export type Named = number[] | 'over' | 'unknown';
/**
 * Which signals of a kind a verdict line names: its number (a finding's `### N.`, else its place
 * among the kind's signals), its reviewers or role, two of the words (in any English form: `aligned`,
 * `alignment`) or figures only it has (one when it has one), or its whole text quoted; a kind's only signal also by the kind's name. Indexed, so a line
 * costs about its own length whatever the number of signals.
 */
export declare function namer(kind: Kind, signals: ConsiliumSignal[]): (text: string, limit: number) => Named;
