export declare const RELATIVE: Set<string>;
export declare const PRIOR: Set<string>;
export declare const CONTRACT: RegExp;
export declare const PRIOR_RU: RegExp;
export declare const CONTRACT_RU: RegExp;
/** Whether the words name the prior contract: a word for "prior" with the contract at most two words after it. */
export declare function namesPrior(words: string[]): boolean;
/**
 * Whether the words name the rules the team worked by before, in words other than "contract": "the old
 * operating rules", "the team's working agreement", "the rules the team worked under". Read as the
 * prior contract only where the sentence also has this contract apply (thisApplies).
 */
export declare function namesPriorRules(words: string[]): boolean;
/** Whether the words have this contract apply: "this contract does", "this DelegationContract governs", "the new one applies" (not "does not"). */
export declare function thisApplies(words: string[]): boolean;
/** Where "no longer" (or "no longer be") stands right before word `k`, if it does. */
export declare function noLongerBefore(words: string[], k: number): number | undefined;
/**
 * The prior contract said to end, with no verb of replacing: "the prior operating contract is void"
 * ("voided", "null and void"), "the old contract no longer applies" ("holds", "is valid", "is in
 * force", "in effect"), "is discarded" ("revoked", "terminated"; "the old one" where the clause speaks of a contract);
 * this contract applying "instead of the previous one" (insteadOfPrior). Returns where the phrase starts (a negation or a modal is looked for before
 * it; "no longer" is the phrase, not a negation), when the subject before it names the prior contract.
 */
export declare function priorEnds(words: string[], i: number, rulesToo?: boolean): number | undefined;
/** Whether a modal hedges the verb at `i`: "may", "might" or "could" at most three words before it, no conjunction between. */
export declare function hedgedBefore(words: string[], i: number): boolean;
