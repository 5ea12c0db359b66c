/**
 * slot-language (recommended): phrases that name the product's own things rather than the team's rounds: a
 * marketing genre ("письмо последнего шанса", "last chance reminder"), a contest's rounds, and the words of
 * criteria.md's criteria quoted back. Every pattern reads a bounded stretch around one phrase.
 */
import { type EngagementModel } from '../../../packages/core/src/kit.js';
/** Whether the text carries the team's words, a crit-N label heading it aside. */
export declare function teamWords(text: string): boolean;
/**
 * Whether a last/final chance, последний шанс, names a genre of the product's marketing copy by the noun next to
 * it. A noun right before or after it names the thing ("письмо последнего шанса", "last chance reminder"),
 * whoever speaks; a noun linked to it ("the headline is Last chance …") quotes the copy unless the line is the
 * team's (`team`: its words or framing).
 */
export declare function marketingChance(phrase: string, text: string, at: number, team: () => boolean): boolean;
/**
 * Whether a last/final or counted round is a round of the product's contest, game or vote: its noun attached
 * ("the contest's final round", "round 3 of 4 of the photo contest", «последний раунд конкурса»), or what the
 * round holds ("the final round's theme", «тема последнего раунда»; not on a line with the team's words or
 * framing). A counted round ("Round 2/3") is the engagement's unless its contest is named and the line holds no
 * `words` of the team.
 */
export declare function contestRound(phrase: string, text: string, at: number, words: () => boolean, team: () => boolean): boolean;
/** A phrase as a key: lower case, ё as е, one space between words, Russian words cut to their stems. */
export declare function phraseKey(phrase: string): string;
/**
 * The phrases criteria.md's criteria use themselves (its Done-when and Deliverables bullets: the user's request,
 * which the handoff quotes verbatim), by key; a phrase a criterion frames as the team's work is left out.
 * Read once per model, and only when a phrase needs it.
 */
export declare function criteriaPhrases(model: EngagementModel, framed: (m: RegExpMatchArray, text: string) => boolean): Set<string>;
/** The key criteriaPhrases gives when the criteria count the product's attempts: its "last attempt" is the product's too. */
export declare const ATTEMPTS_KEY = "attempts of the product";
/** A phrase about an attempt or a try: "last attempt", "final try", «последняя попытка», «попытки закончились». */
export declare const ATTEMPT_PHRASE: RegExp;
