/**
 * slot-language (recommended): a round or an iteration a phrase names that is not the engagement's budget: the
 * protocol's own pre-final trigger named ("Pre-final-iteration trigger: before starting the last allowed iteration,
 * escalate to user"), a loop's pass in the product's code, a validator's round of fixes inside the iteration. Every
 * pattern reads a bounded stretch around one phrase.
 */
import type { MarkdownDoc } from '../../../packages/core/src/kit.js';
/** The lines of a document's escalation sections (heading included), read once per document. */
export declare function escalationLines(doc: MarkdownDoc): (line: number) => boolean;
/**
 * Whether the phrase at `at` names the protocol's pre-final-iteration trigger rather than the current round's
 * budget: "before the last round" or «перед последней итерацией» after the escalation in its sentence (a heading
 * "Escalation before the last round", "escalated the blockers to the user before the final round"), or on a line of an
 * escalation section. "the last round before escalation" frames the team's round, and stays.
 */
export declare function namesTrigger(phrase: string, text: string, at: number, underEscalation: () => boolean): boolean;
/** Loops of the team's own process, whose passes are the engagement's rounds: "the rework loop", "the review loop". */
export declare const TEAM_LOOP: string;
/**
 * Whether a last/final iteration, or «последняя итерация», is a pass of a loop in the product's code ("the retry loop's
 * final iteration", «последняя итерация цикла»); `framed`: the line's team words or "this is" before it, which keep
 * it the team's. "… of the retry loop" is read with the other product nouns after "of".
 */
export declare function loopIteration(phrase: string, text: string, at: number, framed: () => boolean): boolean;
/**
 * Whether a last/final round, «последний раунд», is a validator's round of fixes inside the iteration ("Ran the last
 * round of code-reviewer fixes before the wave-2 merge", «Последний раунд правок по замечаниям code-reviewer внесён до
 * мержа»), not the director's round: the line holds no team words but those of the validator's round itself
 * ("fixes", "reviewer"), and the phrase is not framed as the team's ("this is the last round of …"). "The final round
 * of review" names no validator and stays.
 */
export declare function validatorRound(phrase: string, text: string, at: number, framed: () => boolean): boolean;
