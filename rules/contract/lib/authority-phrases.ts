/** How contract-authority-transition finds the prior contract named, said to end without a verb of replacing, or hedged by a modal. */
import { JOINS, MODALS } from './authority-words.js';

export const RELATIVE = new Set(['that', 'which', 'who', 'whom', 'whose']);
export const PRIOR = new Set(['prior', 'previous', 'old', 'older', 'existing', 'former', 'earlier']);
export const CONTRACT = /^(?:contracts?|agreements?|charters?|arrangements?)$/;
// Russian, by stem (the words inflect): «прежний (предыдущий, старый, бывший) контракт (договор)».
export const PRIOR_RU = /^(?:прежн|предыдущ|стар|бывш)/;
export const CONTRACT_RU = /^(?:контракт|договор|соглашени)/;

/** Whether the words name the prior contract: a word for "prior" with the contract at most two words after it. */
export function namesPrior(words: string[]): boolean {
  return words.some((w, k) => (PRIOR.has(w) || PRIOR_RU.test(w)) && words.slice(k + 1, k + 4).some((x) => CONTRACT.test(x.replace(/['’]s?$/, '')) || CONTRACT_RU.test(x)));
}

/** Where "no longer" (or "no longer be") stands right before word `k`, if it does. */
export function noLongerBefore(words: string[], k: number): number | undefined {
  const at = words[k - 1] === 'be' ? k - 1 : k;
  return words[at - 1] === 'longer' && words[at - 2] === 'no' ? at - 2 : undefined;
}

/**
 * The prior contract said to end, with no verb of replacing: "the prior operating contract is void"
 * ("voided", "null and void"), "the old contract no longer applies" ("holds", "is valid", "is in
 * force", "in effect"). Returns where the phrase starts (a negation or a modal is looked for before
 * it; "no longer" is the phrase, not a negation), when the subject before it names the prior contract.
 */
export function priorEnds(words: string[], i: number): number | undefined {
  const w = words[i]!;
  let start: number | undefined;
  if (w === 'void' || w === 'voided') start = words[i - 1] === 'and' && words[i - 2] === 'null' ? i - 2 : i;
  else if (/^(?:appl(?:y|ies)|holds?|valid|binding)$/.test(w)) start = noLongerBefore(words, i);
  else if ((w === 'force' || w === 'effect') && words[i - 1] === 'in') start = noLongerBefore(words, i - 1);
  if (start === undefined) return undefined;
  let from = 0;
  for (let j = start - 1; j >= 0; j--) if (JOINS.has(words[j]!) || RELATIVE.has(words[j]!)) { from = j + 1; break; }
  return namesPrior(words.slice(from, start)) ? start : undefined;
}

/** Whether a modal hedges the verb at `i`: "may", "might" or "could" at most three words before it, no conjunction between. */
export function hedgedBefore(words: string[], i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 3; j--) {
    if (JOINS.has(words[j]!)) return false;
    if (MODALS.has(words[j]!)) return true;
  }
  return false;
}
