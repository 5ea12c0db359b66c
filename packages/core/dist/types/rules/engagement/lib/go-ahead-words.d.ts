/** The label of a line that gives someone else's words, not the user's, and reports no word of the user's: "Тимлид (…)". */
export declare function othersLabel(line: string): string | undefined;
/** The iteration an authorisation names: "iteration 4", "iter-4", "iter 4", "round 4", «итерация 4», "iteración 4", "Runde 4". */
export declare const NAMED_ITERATION: RegExp;
/**
 * Whether a sentence reads as the user's go-ahead, before its negations are weighed. In human-directive.md (`judge`),
 * the judge's own record, the user need not be named ("Iteration 2 approved.", "I authorise iteration 2.", "Decision:
 * rework"); elsewhere the director writes too, so the user must be ("User decision: continue with iteration 3").
 */
export declare function readsAsGoAhead(sentence: string, heading: boolean, judge: boolean): boolean;
/**
 * The word that takes a go-ahead back (a negation, a refusal, an answer still awaited), if any. In the directive
 * (`judge`) the verdict it directs with the rework ("REJECT, rework crit-1") and a limit ("no more than one round")
 * refuse nothing, and "abandon", «без доработки» do.
 */
export declare function takenBackBy(sentence: string, judge?: boolean): string | undefined;
