/** How contract-authority-transition finds the prior contract named, said to end without a verb of replacing, or hedged by a modal. */
import { JOINS, MODALS, NEGATORS } from './authority-words.js';

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

/** Words for rules a team works by, when not called a contract: "operating rules", "working agreement", "ground rules". */
const RULES = /^(?:rules|rulebook|agreements?|norms|arrangements?)$/;
const RULES_BEFORE = new Set(['operating', 'working', 'ground', 'team', "team's", 'house']);
const WORKED = /^(?:work(?:s|ed)?|operat(?:es|ed)?|ran|run|runs|used)$/;

/**
 * Whether the words name the rules the team worked by before, in words other than "contract": "the old
 * operating rules", "the team's working agreement", "the rules the team worked under". Read as the
 * prior contract only where the sentence also has this contract apply (thisApplies).
 */
export function namesPriorRules(words: string[]): boolean {
  return words.some((w, k) => {
    if (!RULES.test(w)) return false;
    const before = words.slice(Math.max(0, k - 3), k);
    if (before.some((x) => PRIOR.has(x) || RULES_BEFORE.has(x))) return true;
    // "the rules (that) the team worked under": a verb of working within five words, "under" or "by" after it.
    for (let j = k + 1; j < words.length && j <= k + 5; j++) if (WORKED.test(words[j]!) && (words[j + 1] === 'under' || words[j + 1] === 'by' || words[j + 1] === 'with')) return true;
    return false;
  });
}

const THIS_CONTRACT = /^(?:contract|delegationcontract|dc|one|agreement)$/;
const APPLIES = new Set(['does', 'applies', 'governs', 'holds', 'force', 'effect', 'instead', 'rules']);

/** Whether the words have this contract apply: "this contract does", "this DelegationContract governs", "the new one applies" (not "does not"). */
export function thisApplies(words: string[]): boolean {
  return words.some((w, k) => {
    if (!(w === 'this' || (w === 'new' && words[k - 1] === 'the'))) return false;
    const at = THIS_CONTRACT.test(words[k + 1] ?? '') ? k + 1 : words[k + 1] === 'delegation' && words[k + 2] === 'contract' ? k + 2 : -1;
    if (at < 0) return false;
    const after = words.slice(at + 1, at + 5);
    const verb = after.findIndex((x) => APPLIES.has(x));
    return verb >= 0 && !after.slice(0, verb + 2).some((x) => x === 'not' || x === 'never' || x === "doesn't");
  });
}

/** Where "no longer" (or "no longer be") stands right before word `k`, if it does. */
export function noLongerBefore(words: string[], k: number): number | undefined {
  const at = words[k - 1] === 'be' ? k - 1 : k;
  return words[at - 1] === 'longer' && words[at - 2] === 'no' ? at - 2 : undefined;
}

/** Whether the words name "the old one" (a word for "prior" with "one" right after it or one word on), where the clause speaks of a contract. */
function namesPriorOne(words: string[], clause: string[]): boolean {
  return words.some((w, k) => PRIOR.has(w) && (words[k + 1] === 'one' || words[k + 2] === 'one')) && clause.some((x) => CONTRACT.test(x) || x === 'dc' || x === 'delegationcontract');
}

/** Whether the words name this contract: "this contract", "this DC", "this DelegationContract", "this delegation contract", "the new one". */
function namesThis(words: string[]): boolean {
  return words.some((w, k) => (w === 'this' || (w === 'new' && words[k - 1] === 'the')) && (THIS_CONTRACT.test(words[k + 1] ?? '') || (words[k + 1] === 'delegation' && words[k + 2] === 'contract')));
}

/** Words that may stand between "instead of" and the word for "prior": "the", "its", "the team's". */
const DETERMINER = /^(?:the|its|their|our|your|any|\p{L}+['’]s)$/u;

/**
 * "… operates under this contract instead of the previous one", "this DelegationContract applies instead of the
 * prior contract": read at "instead", when the words after "of" are the prior contract and the clause before names
 * this one. Where the phrase starts, for the negation or modal looked for before it: right after the last one in
 * the clause before "instead" ("does not operate under this contract instead of …"), else at "instead".
 */
function insteadOfPrior(words: string[], i: number): number | undefined {
  if (words[i] !== 'instead' || words[i + 1] !== 'of') return undefined;
  let k = i + 2;
  while (k < i + 4 && DETERMINER.test(words[k] ?? '')) k++;
  const after = words.slice(k, k + 4);
  if (!PRIOR.has(words[k] ?? '') || !(namesPrior(after) || namesPriorOne(after, words))) return undefined;
  let from = 0;
  for (let j = i - 1; j >= 0; j--) if (JOINS.has(words[j]!) || RELATIVE.has(words[j]!)) { from = j + 1; break; }
  if (!namesThis(words.slice(from, i))) return undefined;
  for (let j = i - 1; j >= from; j--) if (NEGATORS.has(words[j]!) || MODALS.has(words[j]!) || /n['’]t$/.test(words[j]!)) return j + 1;
  return i;
}

/** Passive verbs that end what their subject names: "the old one is discarded", "the prior contract is revoked". */
const ENDED = /^(?:discarded|revoked|rescinded|terminated|cancell?ed|annulled|withdrawn|dropped)$/;
/** The same said by this contract of the prior one: "this DC discards the old contract" ("revokes"; "does not discard", "may revoke" deny or hedge it). */
const ENDS = /^(?:(?:discard|revoke|rescind|terminate|cancel|annul|retire|supplant)s?|voids)$/;

/**
 * The prior contract said to end, with no verb of replacing: "the prior operating contract is void"
 * ("voided", "null and void"), "the old contract no longer applies" ("holds", "is valid", "is in
 * force", "in effect"), "is discarded" ("revoked", "terminated"; "the old one" where the clause speaks of a contract);
 * this contract applying "instead of the previous one" (insteadOfPrior). Returns where the phrase starts (a negation or a modal is looked for before
 * it; "no longer" is the phrase, not a negation), when the subject before it names the prior contract.
 */
export function priorEnds(words: string[], i: number, rulesToo = false): number | undefined {
  const w = words[i]!;
  if (w === 'instead') return insteadOfPrior(words, i);
  if (ENDS.test(w)) {
    let from = 0;
    for (let j = i - 1; j >= 0; j--) if (JOINS.has(words[j]!) || RELATIVE.has(words[j]!)) { from = j + 1; break; }
    const object = words.slice(i + 1, i + 6);
    return namesThis(words.slice(from, i)) && (namesPrior(object) || namesPriorOne(object, words)) ? i : undefined;
  }
  let start: number | undefined;
  if (ENDED.test(w)) start = i;
  else if (w === 'void' || w === 'voided') start = words[i - 1] === 'and' && words[i - 2] === 'null' ? i - 2 : i;
  else if (/^(?:appl(?:y|ies)|holds?|valid|binding)$/.test(w)) start = noLongerBefore(words, i);
  else if ((w === 'force' || w === 'effect') && words[i - 1] === 'in') start = noLongerBefore(words, i - 1);
  if (start === undefined) return undefined;
  let from = 0;
  for (let j = start - 1; j >= 0; j--) if (JOINS.has(words[j]!) || RELATIVE.has(words[j]!)) { from = j + 1; break; }
  if (namesPrior(words.slice(from, start)) || (start === i && ENDED.test(w) && namesPriorOne(words.slice(from, start), words))) return start;
  // "the old operating rules no longer apply — this contract does": the rules, as this contract takes their place.
  let clause = 0;
  for (let j = start - 1; j >= 0; j--) if (JOINS.has(words[j]!)) { clause = j + 1; break; }
  return rulesToo && namesPriorRules(words.slice(clause, start)) ? start : undefined;
}

/** Whether a modal hedges the verb at `i`: "may", "might" or "could" at most three words before it, no conjunction between. */
export function hedgedBefore(words: string[], i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 3; j--) {
    if (JOINS.has(words[j]!)) return false;
    if (MODALS.has(words[j]!)) return true;
  }
  return false;
}
