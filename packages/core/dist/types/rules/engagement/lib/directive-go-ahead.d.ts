/**
 * The human directive's go-ahead for another round, for iteration-budget: "S: 1 iteration. REJECT → human directive
 * (rework / abandon), no auto-loop". The judge authorises the next round in its notes ("Rework allowed: one more round
 * on crit-1", «доработка разрешена», «разрешаю ещё один раунд») or, under `Decision: DIRECTED_VERDICT`, directs it
 * ("One more round on crit-1", "Directed verdict: REJECT, rework crit-1"). A mention of a round is none: a grant word
 * or an instruction's shape is needed, and a refusal ("no more rounds", "rework not allowed", «без доработки») is none.
 * Every pattern is a run of bounded pieces, so linear.
 */
import { type MarkdownDoc } from '../../../packages/core/src/kit.js';
/**
 * Another round named in Russian: «ещё одна итерация», «ещё один раунд», «дополнительный круг», «третью итерацию»,
 * «следующий раунд». The one reading of it: the directive's ask and the user's answer (go-ahead-words.ts) share it.
 */
export declare const RU_NEXT_ROUND: string;
/**
 * Whether a sentence of human-directive.md authorises another round: it asks for one and grants it ("Rework allowed:
 * one more round on crit-1", «разрешаю ещё один раунд»), or, in a part whose Decision is DIRECTED_VERDICT
 * (`directed`, asked only then), it is the judge's instruction to work that round. Negations are weighed apart.
 */
export declare function directiveGoAhead(sentence: string, directed: () => boolean): boolean;
/** A sentence of the directive with its verdict words, limits and choice of rework left out, before negations and refusals are weighed. */
export declare function withoutVerdictWords(sentence: string): string;
/** The word of a directive's sentence that refuses another round, beyond the general negations, if any. */
export declare function directiveRefusal(sentence: string): string | undefined;
/**
 * Whether the part of the directive holding `line` decides DIRECTED_VERDICT: its `## Iteration N` section's latest
 * Decision, else the file's, as human-directive reads it.
 */
export declare function directedAt(doc: MarkdownDoc): (line: number) => boolean;
