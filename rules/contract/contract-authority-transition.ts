import { defineRule, contractQuote, contractSkipUnparsed, type ContractModel } from '@engagement-lint/core/kit-contract';
import { edit, SOLO_RENDERING, TEAM_RENDERING } from './lib/examples-fixtures.js';
import { DANGLING, ELLIPSIS, FRAME, JOINS, NEGATORS, NO, NO_PHRASE, NO_QUALIFIES, NO_THEN, NOT_ONLY, NOTHING, YES } from './lib/authority-words.js';
import { RELATIVE, hedgedBefore, namesPrior, priorEnds, thisApplies } from './lib/authority-phrases.js';

// The verb, by its stem, in the languages read: "replaces" is the protocol's word and "supersedes",
// "supplants", "substitutes" say the same; German "ersetzt", "ablöst"/"abgelöst" (the separable
// "löst … ab" is read apart); Spanish "reemplaza", "sustituye"; French "remplace", "se substitue";
// Portuguese "substitui"; Italian "sostituisce"; Russian "заменяет". "overrides" and "retires" (the
// prior contract) say it in English too. Tested on one word at a time.
const REPLACE = /^(?:replac|supersed|supplant|substitu|overrid|overrode|retir|sustitu|sostitu|re{1,2}mpla[cçz]|ersetz|ablös|abgelöst|замен)/;
const GERMAN = /^(?:ersetz|ablös|abgelöst)/;
/** The languages REPLACE reads, for the message when no verb is found. */
const LANGUAGES = 'English, German, Spanish, French, Portuguese, Italian and Russian';

/**
 * Whether the words just before the verb at `i` negate it: a negation at most three words before it
 * ("does not replace", "won't supersede", "is not to be replaced", "not in any way replace",
 * "no longer replaces", "rather than replacing", "no replacement", "ne remplace", "n'est pas
 * remplacé", "no lo sustituye"), with no conjunction between. "not only" and its kin state it.
 */
function negatedBefore(words: string[], i: number): boolean {
  for (let j = i - 1, gap = 0; j >= 0 && gap <= 3; j--, gap++) {
    const w = words[j]!;
    const next = words[j + 1]!;
    if (JOINS.has(w)) return false;
    if (NEGATORS.has(w)) return !NOT_ONLY.has(next);
    if (w.endsWith("n't") || w.endsWith('n’t') || w.startsWith("n'") || w.startsWith('n’')) return true;
    if (w === 'no') {
      if (gap === 0 || NO_THEN.has(next)) return true;
      if (NOT_ONLY.has(next)) return false;
    }
    if ((w === 'rather' && next === 'than') || (w === 'instead' && next === 'of') || (w === 'far' && next === 'from') || w === 'вместо') return true;
  }
  return false;
}

/** Whether the words right after the verb at `i` say it replaces nothing. */
function nothingAfter(words: string[], i: number): boolean {
  const next = words[i + 1];
  return next !== undefined && (NOTHING.has(next) || (next === 'no' && !NO_QUALIFIES.has(words[i + 2] ?? '')));
}

/**
 * The German main clause puts the negation after the verb: right after it ("ersetzt nicht den
 * Vertrag", "ersetzt keinen Vertrag") or at the end of the clause, with at most one word after it
 * ("ersetzt den Vertrag nicht", "… nicht mehr", "löst den Vertrag nicht ab"). A "nicht" inside the
 * object ("den nicht mehr gültigen Vertrag") or after a conjunction ("und … gelten nicht mehr")
 * does not deny the verb. `tail`: the clause's last negation and the last conjunction before it.
 */
function deniedAfterGerman(words: string[], i: number, tail: { at: number; join: number }): boolean {
  const next = words[i + 1];
  if (next !== undefined && NEGATORS.has(next)) return !NOT_ONLY.has(words[i + 2] ?? '');
  return tail.at > i && tail.join < i;
}

/** The clause's closing negation (among its last two words, a separable "ab" not counted), and the last conjunction before it. */
function clauseTail(words: string[]): { at: number; join: number } {
  let end = words.length;
  if (words[end - 1] === 'ab') end--;
  let at = -1;
  for (let j = end - 1; j >= Math.max(0, end - 2); j--) if (NEGATORS.has(words[j]!) && !NOT_ONLY.has(words[j + 1] ?? '')) { at = j; break; }
  let join = -1;
  for (let j = at - 1; j >= 0; j--) if (JOINS.has(words[j]!)) { join = j; break; }
  return { at, join };
}


/**
 * For each word of a clause, whether a denial earlier in it still holds there: a "no" phrase
 * (NO_PHRASE) or a negated FRAME verb, up to the next conjunction. One pass, however long the clause.
 */
function deniedFrom(words: string[]): boolean[] {
  const out: boolean[] = [];
  let open = false;
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    if (JOINS.has(w)) open = false;
    out.push(open);
    const next = words[k + 1] ?? '';
    if ((w === 'no' && (NO_PHRASE.has(next) || (next === 'time' && words[k - 1] === 'at'))) || (FRAME.has(w) && negatedBefore(words, k))) open = true;
  }
  return out;
}

/**
 * The phrases that say it without the verb: "X applies in place of (in lieu of) the prior
 * contract", "this DelegationContract takes its place" (the place of what was replaced); in Russian
 * «действует вместо (взамен) прежнего контракта», «занимает его место». Read at "place", "lieu",
 * «вместо», «взамен» or «место», so a negation before the phrase is found as before a verb; "stays
 * in place" is none, and «вместо» before a verb or «того (, чтобы)» says "instead of" (negatedBefore).
 */
const TAKE = /^(?:take|takes|taking|taken|took)$/;
const TAKE_RU = /^(?:занима|займ|занял|занять)/;
function phraseAt(words: string[], i: number): boolean {
  const w = words[i];
  if ((w === 'place' || w === 'lieu') && words[i - 1] === 'in' && words[i + 1] === 'of') return true;
  if (w === 'вместо' || w === 'взамен') return words[i + 1] !== undefined && !REPLACE.test(words[i + 1]!) && !(words[i + 1] === 'того' && (words[i + 2] ?? 'чтобы') === 'чтобы');
  if (w === 'место') return TAKE_RU.test(words[i - 1] ?? '') || (['его', 'её', 'ее', 'их'].includes(words[i - 1] ?? '') && TAKE_RU.test(words[i - 2] ?? ''));
  // "this DelegationContract takes over from the prior contract": read at "over".
  if (w === 'over') return TAKE.test(words[i - 1] ?? '') && words[i + 1] === 'from';
  return w === 'place' && TAKE.test(words[i - 2] ?? '') && (words[i - 1] === 'its' || words[i - 1] === 'the' || words[i - 1] === 'their');
}
/** Where the phrase at `i` starts: its subject ends there. */
function phraseStart(words: string[], i: number): number {
  if (words[i] === 'вместо' || words[i] === 'взамен') return i;
  return words[i - 1] === 'in' || words[i] === 'over' || TAKE_RU.test(words[i - 1] ?? '') ? i - 1 : i - 2;
}

/** Which reading of REPLACE the word is ('de' for German, whose negation can follow), if any; "löst" only with a closing "ab". */
function verbAt(words: string[], i: number): 'de' | 'other' | undefined {
  if (phraseAt(words, i)) return 'other';
  // The part after a hyphen: "self-replacing" replaces; "non-negotiable" stays one word, not a "non".
  const w = words[i]!.slice(words[i]!.lastIndexOf('-') + 1).replace(/^['’]+/, '');
  if (REPLACE.test(w)) return GERMAN.test(w) ? 'de' : 'other';
  if ((w === 'löst' || w === 'lösen') && words[words.length - 1] === 'ab') return 'de';
  return undefined;
}

// The English verb forms whose subject is what replaces (the noun "replacement" has none); the
// subject of a passive form is what is replaced.
const ENGLISH_VERB = /^(?:replac(?:e|es|ed|ing)|supersed(?:e|es|ed|ing)|supplant(?:s|ed|ing)?|substitut(?:e|es|ed|ing)|overrid(?:e|es|den|ing)|overrode|retir(?:e|es|ed|ing))$/;
/** An English past participle of those verbs: a passive form when "by" or a form of "be" goes with it. */
const participle = (w: string) => w.endsWith('ed') || w === 'overridden';
const BE = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'get', 'gets', 'got']);

/**
 * Whether the English verb at `i` has the prior contract replacing (rather than being replaced): the
 * prior contract as the subject of an active form ("The prior contract replaces this one"), or as
 * the agent of a passive one ("This contract is replaced by the prior contract").
 */
function reversed(words: string[], i: number): boolean {
  const w = words[i]!;
  const phrase = phraseAt(words, i);
  if (!phrase && !ENGLISH_VERB.test(w)) return false;
  // The subject starts after a conjunction or a relative pronoun ("the prior contract that this one replaces").
  let from = 0;
  for (let j = i - 1; j >= 0; j--) if (JOINS.has(words[j]!) || RELATIVE.has(words[j]!)) { from = j + 1; break; }
  // "The prior contract applies in place of this one", "… takes its place": the subject is what replaces.
  if (phrase) return namesPrior(words.slice(from, phraseStart(words, i)));
  const passive = participle(w) && (words[i + 1] === 'by' || words.slice(Math.max(from, i - 3), i).some((x) => BE.has(x)));
  if (!passive) return namesPrior(words.slice(from, i));
  const by = words.indexOf('by', i + 1);
  return by > i && namesPrior(words.slice(by + 1));
}

// Words naming what a statement may have approval replace instead of the prior contract: the task,
// its scope, the user's permissions or the user as the approver. English, as the protocol's sentence is.
const NOT_THE_CONTRACT = new Set([
  'task', 'tasks', 'scope', 'scopes', 'permission', 'permissions', 'privilege', 'privileges', 'right', 'rights',
  'user', 'users', 'approver', 'approvers', 'human', 'humans', 'owner', 'owners',
]);
// The words that end what is replaced and start what replaces it ("replaces X with this DelegationContract", "… by this one").
const REPLACED_END = new Set(['with', 'by', 'using', 'through', 'mit', 'durch', 'por', 'con', 'par', 'avec', 'com', 'da']);
// A word for a contract in the languages read ("Arbeitsvertrag", "contrat", "контракта").
const CONTRACT_WORD = /contract|agreement|charter|arrangement|vertrag|contrat|контракт|договор/;

/**
 * The words naming what the verb at `i` has replaced: the subject of an English passive form ("The
 * task scope is replaced by …"), else the words after the verb up to "with" or "by" ("replaces the
 * task scope with this DelegationContract"), the clause's end otherwise.
 */
function replacedWords(words: string[], i: number): string[] {
  const w = words[i]!;
  if (ENGLISH_VERB.test(w) && participle(w) && (words[i + 1] === 'by' || words.slice(Math.max(0, i - 3), i).some((x) => BE.has(x)))) {
    let from = 0;
    for (let j = i - 1; j >= 0; j--) if (JOINS.has(words[j]!) || RELATIVE.has(words[j]!)) { from = j + 1; break; }
    let to = i;
    while (to > from && (BE.has(words[to - 1]!) || words[to - 1] === 'to')) to--;
    return words.slice(from, to);
  }
  const out: string[] = [];
  for (let j = i + 1; j < words.length && !REPLACED_END.has(words[j]!); j++) out.push(words[j]!);
  return out;
}

/**
 * What the verb at `i` replaces when that is not the prior contract: words naming the task, its
 * scope, permissions or the user (NOT_THE_CONTRACT), or "you" itself, and no word for a contract
 * ("replaces the task scope and the user's standing permissions", "replaces you"). Only the words
 * before a relative pronoun count, and "you" only as the whole object: "the rules you set" names
 * the user's rules, not the user. Undefined when the words name a contract, or nothing that tells
 * (`replaces it`, `the prior one`).
 */
function replacesOther(words: string[], i: number): string | undefined {
  const replaced = replacedWords(words, i);
  if (replaced.some((x) => CONTRACT_WORD.test(x))) return undefined;
  const cut = replaced.findIndex((x) => RELATIVE.has(x));
  const head = cut < 0 ? replaced : replaced.slice(0, cut);
  const you = head.length === 1 && (head[0] === 'you' || head[0] === 'yourself');
  return you || head.some((x) => NOT_THE_CONTRACT.has(x.replace(/['’]s?$/, ''))) ? replaced.join(' ') : undefined;
}

/** Whether the words start with the verb, or with one word before it: ending in "-ly", "ever", or an article before the noun ("fully replaces", "ever replaces", "a replacement"). */
const verbLeads = (words: string[]) => (words.length > 0 && verbAt(words, 0) !== undefined) || (words.length > 1 && /ly$|^(?:ever|a|an|the)$/.test(words[0]!) && verbAt(words, 1) !== undefined);

/** `a` with `b`'s words added in place: a sentence of thousands of asides is not copied once per aside. */
function joined(a: string[], b: string[]): string[] {
  for (const w of b) a.push(w);
  return a;
}

/**
 * The clauses of one sentence, as word lists. Commas, dashes and parentheses end a clause, except
 * around an aside before the verb or after it: "will not, under any circumstances, replace", "does
 * not — and cannot — replace", "will not (yet) replace" and "ersetzt, anders als sonst, den Vertrag
 * nicht" read with the aside left out (the aside is a clause of its own), and a negation that ends a
 * stretch carries over to a verb right after it ("never, ever replaces").
 */
function clauses(sentence: string): string[][] {
  const parts = sentence.split(/([,()—–]|\s-\s)/);
  const segs: Array<{ words: string[]; end: string }> = [];
  for (let k = 0; k < parts.length; k += 2) {
    segs.push({ words: parts[k]!.toLowerCase().split(/[^\p{L}'’-]+/u).filter(Boolean), end: (parts[k + 1] ?? '').trim() });
  }
  const out: string[][] = [];
  for (let k = 0; k < segs.length; ) {
    let { words, end } = segs[k]!;
    let j = k + 1;
    for (;;) {
      const aside = segs[j];
      const after = segs[j + 1];
      const close = end === '(' ? ')' : end;
      const last = words[words.length - 1] ?? '';
      if (end && end !== ')' && aside && after && aside.end === close && (verbLeads(after.words) || (words.length > 0 && verbAt(words, words.length - 1) !== undefined))) {
        out.push(aside.words);
        words = joined(words, after.words);
        end = after.end;
        j += 2;
      } else if (end && aside && words.length > 1 && (DANGLING.has(last) || /n['’]t$/.test(last)) && !ELLIPSIS.has(words[words.length - 2]!) && verbLeads(aside.words)) {
        words = joined(words, aside.words);
        end = aside.end;
        j += 1;
      } else break;
    }
    out.push(words);
    k = j;
  }
  return out;
}

/**
 * Whether the statement says that approval replaces the prior contract: 'stated' when some clause
 * has the verb not negated; 'reversed' when the prior contract is what replaces; `{ other }` when
 * what is replaced is something else (replacesOther); 'asked' when the verb is only in a question;
 * 'denied' when every use of the verb is negated, or a question about it is answered "No";
 * undefined when there is none. A question states nothing: "Does approval replace …? Yes." states
 * it by its answer.
 */
function replacement(text: string): 'stated' | 'denied' | 'reversed' | 'asked' | 'hedged' | { other: string } | undefined {
  let denied = false;
  let turned = false;
  let asked = false;
  let hedged = false;
  let other: string | undefined;
  const sentences = text.split(/(?<=[.;:!?])/);
  for (const [n, sentence] of sentences.entries()) {
    const question = sentence.trimEnd().endsWith('?');
    // The answer is a word standing alone ("No.", "Yes, …"): "No doubt it does" is no answer.
    const answer = question ? (/^(\p{L}+)\s*(?:[.,;:!—–]|$)/u.exec((sentences[n + 1] ?? '').trim().toLowerCase())?.[1] ?? '') : '';
    let prev: string[] = [];
    // "the old operating rules no longer apply — this contract does": rules said to end name the prior contract.
    const rulesToo = thisApplies(clauses(sentence).flat());
    for (const words of clauses(sentence)) {
      // «Вместо того, чтобы заменить …» ("instead of replacing"): the comma parts "instead of" from its verb.
      const insteadOf = prev.length > 1 && prev[prev.length - 2] === 'вместо' && prev[prev.length - 1] === 'того' && words[0] === 'чтобы';
      prev = words;
      let tail: { at: number; join: number } | undefined;
      let scope: boolean[] | undefined;
      for (let i = 0; i < words.length; i++) {
        // "The prior contract is void": the prior contract ends, its subject; negations are looked for before the phrase.
        const ends = priorEnds(words, i, rulesToo);
        const verb = ends === undefined ? verbAt(words, i) : 'other';
        if (!verb) continue;
        const at = ends ?? i;
        const no = insteadOf || negatedBefore(words, at) || (scope ??= deniedFrom(words))[at]! || (ends === undefined && (nothingAfter(words, i) || (verb === 'de' && deniedAfterGerman(words, i, (tail ??= clauseTail(words))))));
        // A statement that approval replaces something other than the prior contract states no replacement of it.
        const instead = no || ends !== undefined ? undefined : replacesOther(words, i);
        if (question) {
          if (YES.has(answer) && !no && !instead) return 'stated';
          if (NO.has(answer) || (YES.has(answer) && no)) denied = true;
          else if (YES.has(answer)) other ??= instead;
          else asked = true;
        } else if (no) denied = true;
        else if (ends === undefined && reversed(words, i)) turned = true;
        else if (instead) other ??= instead;
        // "Approval may replace the prior contract" says what could happen, not what approval does.
        else if (hedgedBefore(words, at)) hedged = true;
        else return 'stated';
      }
    }
  }
  return turned ? 'reversed' : other !== undefined ? { other } : denied ? 'denied' : asked ? 'asked' : hedged ? 'hedged' : undefined;
}

export default defineRule<ContractModel>({
  id: 'contract-authority-transition',
  pack: 'contract',
  summary: "A team rendering states that approval replaces the team's prior operating contract",
  statuses: ['pass', 'fail', 'skip'],
  docs: `For a team, approving the contract is an authority replacement: it supersedes the
contract the team operated under until now. The team rendering (one with a
**Team Structure** section) must say so in an **Authority transition** section,
e.g. "Approval replaces the team's prior operating contract with this
DelegationContract.", so the user knows what approving does. The section passes
when it says that approval replaces or supersedes the prior contract, whether the
statement is a paragraph, on the label's line or a \`- \` list item. In English "overrides" and
"retires" say it too, and so do "X applies in place of (in lieu of) the prior contract" and "the prior
contract is retired and this DelegationContract takes its place" ("stays in place" does not), in Russian
«действует вместо (взамен) прежнего контракта» and «занимает его место» («вместо замены», «вместо того,
чтобы заменить» deny it, as "instead of replacing" does). "This DelegationContract takes over from the
prior contract" says it, and so does a statement that the prior contract ends, with the prior contract
as its subject: it "is void" ("voided", "null and void"), "no longer applies" ("holds", "is valid",
"is in force", "in effect"), or "is discarded" ("revoked", "terminated", "withdrawn"; "the old one is
discarded" where the clause speaks of a contract), or this contract ends it: "this DC discards (revokes, terminates)
the old contract"; a negation before such a phrase denies it ("is not void", "does not discard").
This contract applying in the prior one's stead says it too: "the team operates under this contract instead of
the previous one", "this DelegationContract applies instead of the prior contract" (a negation or a modal
anywhere before "instead" in its clause denies or hedges it; "instead of replacing …" still denies). Where the
same sentence has this contract apply ("— this contract does", "this DelegationContract governs"), the
team's rules named in other words are the prior contract too: "the old operating rules no longer apply
— this contract does", "the working agreement", "the rules the team worked under" ("the old roles no
longer apply" alone still states nothing). The statement
may be written in English, German ("ersetzt", "löst … ab"), Spanish ("reemplaza",
"sustituye"), French ("remplace"), Portuguese ("substitui"), Italian ("sostituisce")
or Russian ("заменяет"); in any other language it fails, and the message names these. It fails when
the statement denies it: a negation up to three words before the verb in the same clause,
with no "and" or "but" between ("does not replace", "never replaces", "won't supersede",
"is not to be replaced", "no longer replaces", "rather than replacing", "far from replacing", "fails to replace",
"Nothing here replaces", "no reemplaza", "no lo sustituye", "ne remplace pas",
"n'est pas remplacé", "não substitui", "non sostituisce", "не заменяет"), a phrase earlier in the clause that denies all after it, up to the next "and" or "but" ("In no case will
approval … replace", "under no circumstances", "by no means", "at no time"), a negated verb of
meaning that introduces the clause ("does not mean that the prior contract gets replaced", "does
not imply", "doesn't say that"), or an object that is nothing ("replaces nothing", "replaces none of it",
"replaces no prior contract"; "is replaced no matter what" still states it). German
also denies after the verb: right after it ("ersetzt nicht den Vertrag", "ersetzt keinen
Vertrag") or at the end of the clause ("ersetzt den bisherigen Vertrag nicht", "… nicht
mehr", "löst ihn nicht ab"); a "nicht" inside the object ("den nicht mehr gültigen
Vertrag") or after "und" does not deny it. "not only" and its translations ("nicht nur",
"no solo", "non seulement", "не только") add to the statement. Quoted text
is cut at a word boundary, with "…". "Not only does approval replace …" states it. A clause ends at \`.\`, \`;\`, \`:\`, \`,\`, \`!\`,
\`?\`, a dash or a parenthesis, except around an aside right before the verb or right after
it: "will not, under any circumstances, replace", "does not — and cannot — replace", "will not
(yet) replace", "doesn't, on its own, replace" and "ersetzt, anders als sonst, den Vertrag nicht"
are read without the aside, so they deny it; a negation that ends a stretch carries over to a verb
right after it ("never, ever replaces"; not "if not," or "… or not,"). A question states nothing:
"Does approval replace the prior contract?" fails as asked, and fails as denied when the next
sentence answers "No" (a "Yes" states it). It also fails when the prior contract is what replaces
(in English, and before Russian «вместо»): "The team's prior operating contract replaces this DelegationContract", "This
contract is superseded by the prior contract" ("The prior contract is replaced by this one"
states it). It fails, too, when what approval replaces is something else and never the prior
contract: words for the task, its scope, permissions, the user or the approver, and no word for a
contract, as the object of the verb (up to "with" or "by") or the subject of a passive form
("Approval replaces the task scope and the user's standing permissions with this
DelegationContract", "Approval replaces you, the user, as the approver"); an object that names
neither ("replaces it", "replaces the prior one") still states it. The section passes when any of
its clauses states the replacement of the prior contract without negating it. A modal right
before the verb ("may", "might", "could", up to three words before it: "Approval may replace the
prior contract", "could be replaced") says only what could happen, so it fails as no statement. Solo renderings and JSON/YAML contracts are skipped.`,
  audit: [
    { source: "Approval replaces the team's prior operating contract with this DelegationContract.", enforced: "fails when a team rendering (with **Team Structure**) lacks the **Authority transition** statement" },
    { source: "approve \u2192 terminate with active DC (approval = authority replacement: DC replaces prior operating contract)", enforced: "the same check; a statement that approval does not replace the prior contract fails" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes a team rendering that states the authority transition',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': `Here's the delegation contract for this task:

**Team Structure**:
- reviewer (general-purpose): security

**Defaults**:
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before

**Authority transition**:
Approval replaces the team's prior operating contract with this DelegationContract.`,
      },
    },
    {
      status: 'fail',
      title: 'fails a section that does not say approval replaces the prior contract',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': edit(TEAM_RENDERING, ["Approval replaces the team's prior operating contract with this DelegationContract.", 'The security reviewer joins checkout-squad for this task.']),
      },
    },
    {
      status: 'fail',
      title: 'fails a statement that approval does not replace the prior contract',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': `**Team Structure**:
- reviewer (general-purpose): security

**Authority transition**:
Approval does not replace the team's prior operating contract; both stay in force.`,
      },
    },
    {
      status: 'skip',
      title: 'skips a Solo rendering (no **Team Structure**)',
      target: 'delegation-contract.md',
      files: {
        'delegation-contract.md': SOLO_RENDERING,
      },
    },
  ],
  check({ model }) {
    if (model.format !== 'markdown') return { status: 'skip', detail: 'not a markdown rendering' };
    const unparsed = contractSkipUnparsed(model);
    if (unparsed) return unparsed;
    const md = model.markdown!;
    const team = md.section('Team Structure');
    if (!team) return { status: 'skip', detail: 'Solo rendering: no **Team Structure**, no authority transition' };
    const fix = 'Add "**Authority transition**:" followed by "Approval replaces the team\'s prior operating contract with this DelegationContract.", or the same statement in German, Spanish, French, Portuguese, Italian or Russian';
    const section = md.section('Authority transition');
    if (!section) {
      return { status: 'fail', detail: 'team rendering without an **Authority transition** section', fix, findings: [model.at(team.at, 'team rendering does not say that approval replaces the prior operating contract')] };
    }
    const said = replacement(section.text);
    if (said === 'denied') {
      return {
        status: 'fail',
        detail: '**Authority transition** says that approval does not replace the prior contract',
        fix,
        findings: [model.at(section.at, `**Authority transition** says "${contractQuote(section.text)}", which denies that approval replaces the prior operating contract; approval replaces it`)],
      };
    }
    if (said === 'reversed') {
      return {
        status: 'fail',
        detail: '**Authority transition** says that the prior contract replaces this one',
        fix,
        findings: [model.at(section.at, `**Authority transition** says "${contractQuote(section.text)}", which has the prior contract replacing this one; approval replaces the prior operating contract with this DelegationContract`)],
      };
    }
    if (typeof said === 'object') {
      return {
        status: 'fail',
        detail: '**Authority transition** says that approval replaces something other than the prior contract',
        fix,
        findings: [model.at(section.at, `**Authority transition** says "${contractQuote(section.text)}", which has approval replacing "${contractQuote(said.other, 40)}" rather than the prior operating contract; approval replaces the team's prior operating contract with this DelegationContract`)],
      };
    }
    if (said === 'asked') {
      return {
        status: 'fail',
        detail: '**Authority transition** asks whether approval replaces the prior contract instead of saying it',
        fix,
        findings: [model.at(section.at, `**Authority transition** says "${contractQuote(section.text)}", which asks whether approval replaces the prior operating contract but does not say it does`)],
      };
    }
    if (said === 'hedged') {
      return {
        status: 'fail',
        detail: '**Authority transition** does not say that approval replaces the prior contract',
        fix,
        findings: [model.at(section.at, `**Authority transition** says "${contractQuote(section.text)}", which says only that approval may replace the prior operating contract, not that it does`)],
      };
    }
    if (!said) {
      return {
        status: 'fail',
        detail: '**Authority transition** does not say that approval replaces the prior contract',
        fix,
        findings: [model.at(section.at, section.text ? `**Authority transition** says "${contractQuote(section.text)}" but not that approval replaces the prior operating contract (statements are read in ${LANGUAGES})` : '**Authority transition** is empty')],
      };
    }
    return { status: 'pass', detail: `authority transition stated (line ${section.at.line})` };
  },
});
