import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-authority-transition.js';
import { ruleTester } from '../../rule-tester.js';
import { contractQuote } from '../../../packages/core/src/model/contract/index.js';
import { nestedMembers } from './written-renderings.js';
import { DEFAULTS, MD, cleanupContracts, contractCase, formCase, forms, mdCase, posIn, rendering, teamContract } from './helpers.js';
import { authorityAfterOptions } from './written-transcripts.js';

afterAll(cleanupContracts);

const TEAM = ['reviewer (general-purpose): security'];
const STATEMENT = "Approval replaces the team's prior operating contract with this DelegationContract.";
const noSection = rendering({ 'Team Structure': TEAM, Defaults: DEFAULTS });
const wrongSection = rendering({ 'Team Structure': TEAM, Defaults: DEFAULTS, 'Authority transition': 'The team keeps working as before.' });
const emptySection = rendering({ 'Team Structure': TEAM, 'Authority transition': [] });
const bulletStatement = rendering({ 'Team Structure': TEAM, Defaults: DEFAULTS, 'Authority transition': [STATEMENT] });
const bulletWrong = rendering({ 'Team Structure': TEAM, 'Authority transition': ['The team keeps working as before.'] });
const bulletDenial = rendering({ 'Team Structure': TEAM, 'Authority transition': ['Approval does not supersede the prior contract.'] });
const withStatement = (text: string) => rendering({ 'Team Structure': TEAM, Defaults: DEFAULTS, 'Authority transition': text });
const KEEP = 'The prior operating contract stays in force; approval only adds these calibrations.';
// Statements that deny the replacement: a negation before the verb in its clause.
const DENIALS = [
  "Approval does not replace the team's prior operating contract; both stay in force.",
  'Approval never replaces the prior operating contract.',
  "This contract is added on top of the team's prior operating contract, which it does not supersede.",
  "Approval doesn't replace the prior contract.",
  "Approval won't supersede the team's operating contract.",
  'This DelegationContract no longer replaces the prior contract.',
  'The prior operating contract is not replaced by approval.',
  'This contract is added to, rather than replacing, the prior contract.',
  'Approval replaces nothing: the prior contract stays.',
  'Approval does not in any way replace the prior contract.',
  "Nothing here replaces the team's prior operating contract.",
  'Approval replaces no prior contract; the old rules stay in force.',
  "Approval fails to replace the team's prior operating contract.",
  "Approval is unable to replace the team's prior operating contract.",
  'Одобрение не заменяет прежний рабочий контракт команды.',
  // German: the negation follows the verb in a main clause ("ersetzt … nicht"), precedes it at the end of one.
  'Die Freigabe ersetzt den bisherigen Arbeitsvertrag des Teams nicht; beide gelten parallel.',
  'Die Freigabe ersetzt nicht den bisherigen Arbeitsvertrag des Teams.',
  'Die Freigabe ersetzt keinen bestehenden Vertrag des Teams.',
  'Die Freigabe ersetzt den bisherigen Arbeitsvertrag nicht mehr.',
  'Der bisherige Arbeitsvertrag wird durch die Freigabe nicht ersetzt.',
  'Die Freigabe löst den bisherigen Arbeitsvertrag des Teams nicht ab.',
  // Spanish, French, Portuguese and Italian: the negation precedes the verb (and its pronoun or auxiliary).
  'La aprobación no reemplaza el contrato operativo previo del equipo.',
  'La aprobación no lo sustituye: el contrato previo sigue vigente.',
  'El contrato operativo previo no es sustituido por la aprobación.',
  'Nada reemplaza el contrato operativo previo del equipo.',
  "L'approbation ne remplace pas le contrat opérationnel antérieur de l'équipe.",
  "L'approbation ne se substitue pas au contrat antérieur de l'équipe.",
  "Le contrat opérationnel antérieur n'est pas remplacé par l'approbation.",
  'A aprovação não substitui o contrato operacional anterior da equipe.',
  "L'approvazione non sostituisce il precedente contratto operativo del team.",
  // A negated verb of meaning denies the clause it introduces; a "no" phrase denies the rest of its
  // clause; "far from" denies as "rather than" does.
  "Approving this does not mean that the team's prior operating contract gets replaced.",
  "Approval doesn't imply that this DelegationContract replaces the prior operating contract.",
  "In no case will approval of this document replace the team's prior operating contract.",
  "Under no circumstances does approval replace the team's prior operating contract.",
  "At no time will approval supersede the team's prior operating contract.",
  "Far from replacing the team's prior operating contract, approval merely annotates it.",
  "Approval leaves the team's prior operating contract in place; this DelegationContract does not take its place.",
  // Russian: «вместо» negated, before the verb's noun, or «вместо того(,) чтобы» ("instead of replacing").
  'Этот DelegationContract действует не вместо прежнего контракта команды, а вместе с ним.',
  'Одобрение дополняет прежний контракт команды вместо замены.',
  'Вместо того, чтобы заменить прежний контракт команды, одобрение дополняет его.',
  'Вместо того чтобы заменить прежний контракт команды, одобрение дополняет его.',
  'Этот DelegationContract не занимает место прежнего контракта команды.',
];
// Statements of the replacement in other words, some with a negation elsewhere in the sentence.
const STATEMENTS = [
  'On approval, this DelegationContract supersedes the prior operating contract.',
  "The team's prior operating contract is replaced by this one once you approve.",
  'Approval replaces the prior contract; nothing of it stays in force.',
  'Not only does approval replace the prior contract, it also resets the team roles.',
  'This contract, not the old one, replaces the operating contract on approval.',
  'Approval is an authority replacement: the prior contract no longer applies.',
  'With no exceptions approval replaces the prior operating contract.',
  'Approval does not merge the two contracts but replaces the prior one.',
  'The prior operating contract is replaced no matter which roles were added.',
  // "non-" is a prefix in English, not the French or Italian negation; the verb after a hyphen still counts.
  'The non-negotiable approval replaces the prior operating contract.',
  'Approval is self-replacing: this DelegationContract takes the prior contract\'s place.',
  // The protocol's sentence in Russian.
  'Одобрение заменяет прежний рабочий контракт команды этим DelegationContract.',
  'Одобрение не только заменяет прежний контракт, но и меняет роли.',
  // The Cyrillic "а" ("but") between the negation and the verb starts another statement.
  'Одобрение не дополняет а заменяет прежний контракт команды.',
  // German, Spanish, French, Portuguese and Italian.
  'Mit der Freigabe ersetzt dieser DelegationContract den bisherigen Arbeitsvertrag des Teams.',
  'Mit der Freigabe wird der bisherige Arbeitsvertrag des Teams durch diesen DelegationContract ersetzt.',
  'Mit der Freigabe löst dieser DelegationContract den bisherigen Arbeitsvertrag des Teams ab.',
  'Die Freigabe ersetzt nicht nur den bisherigen Arbeitsvertrag, sie setzt auch die Rollen neu.',
  // A "nicht" inside the object ("the no longer valid contract"), or after a conjunction, does not deny the verb.
  'Die Freigabe ersetzt den nicht mehr gültigen Arbeitsvertrag des Teams.',
  'Die Freigabe ersetzt den bisherigen Arbeitsvertrag und die alten Regeln gelten nicht mehr.',
  'La aprobación sustituye el contrato operativo previo del equipo por este DelegationContract.',
  'Con la aprobación, este DelegationContract reemplaza el contrato operativo anterior del equipo.',
  'La aprobación no solo reemplaza el contrato previo, también redefine los roles.',
  "L'approbation remplace le contrat opérationnel antérieur de l'équipe par ce DelegationContract.",
  "Non seulement l'approbation remplace le contrat antérieur, elle redéfinit aussi les rôles.",
  'A aprovação substitui o contrato operacional anterior da equipe por este DelegationContract.',
  "L'approvazione sostituisce il precedente contratto operativo del team con questo DelegationContract.",
  // Paraphrases: "retired" with "takes its place", "overrides", "in place of" (or "in lieu of").
  "On approval the team's prior operating contract is retired and this DelegationContract takes its place.",
  "Approval overrides the team's prior operating contract; this DelegationContract governs from now on.",
  "Once approved, this DelegationContract applies in place of the team's prior operating contract.",
  "Once approved, this DelegationContract applies in lieu of the team's prior operating contract.",
  // The same in Russian: «вместо» (in place of), «взамен» (in lieu of), «занимает его место» (takes its place).
  'После одобрения этот DelegationContract действует вместо прежнего операционного контракта команды.',
  'После одобрения этот DelegationContract применяется взамен прежнего контракта команды.',
  'Прежний контракт команды отменяется, и этот DelegationContract занимает его место.',
  'Прежний контракт больше не действует: вместо него действует этот DelegationContract.',
  'Этот DelegationContract действует вместо того контракта, по которому команда работала раньше.',
  // A "no" phrase denies only up to the next conjunction; "in no time" is no denial.
  "In no case are the roles changed, but approval replaces the team's prior operating contract.",
  "In no time approval replaces the team's prior operating contract.",
];
// A phrase that names no replacement ("stays in place"), and one with the prior contract as what takes the place.
const IN_PLACE = "Approval leaves the team's prior operating contract in place.";
const PRIOR_TAKES = "The team's prior operating contract applies in place of this DelegationContract.";
const PRIOR_TAKES_RU = 'Прежний контракт команды действует вместо этого DelegationContract.';
// A statement in a language the rule does not read.
const JAPANESE = '承認により、このDelegationContractがチームの従来の運用契約に取って代わります。';

ruleTester(rule, {
  valid: [
    { name: 'a team rendering that states the authority transition', ...mdCase(rendering({ 'Team Structure': TEAM, Defaults: DEFAULTS, 'Authority transition': STATEMENT })) },
    { name: 'the statement on the section\'s header line', ...mdCase(rendering({ 'Team Structure': TEAM, Defaults: DEFAULTS }) + `**Authority transition**: ${STATEMENT}\n`) },
    { name: 'approval that supersedes the prior contract', ...mdCase(nestedMembers), detail: 'authority transition stated (line 23)' },
    { name: 'the statement written as a list item', ...mdCase(bulletStatement), detail: `authority transition stated (line ${posIn(bulletStatement, '**Authority transition**').line})` },
    ...STATEMENTS.map((text) => ({ name: `a statement in other words: ${text}`, ...mdCase(withStatement(text)), detail: /^authority transition stated/ })),
  ],
  invalid: [
    { name: '**Authority transition** after the Options choices is not part of the contract', ...mdCase(authorityAfterOptions), detail: 'team rendering without an **Authority transition** section' },
    {
      name: 'a team rendering without the section, at the Team Structure header',
      ...mdCase(noSection),
      detail: 'team rendering without an **Authority transition** section',
      findings: [{ file: MD, ...posIn(noSection, '**Team Structure**'), message: 'team rendering does not say that approval replaces the prior operating contract' }],
    },
    {
      name: 'a section that does not say approval replaces the prior contract',
      ...mdCase(wrongSection),
      detail: /does not say that approval replaces/,
      findings: [{ file: MD, ...posIn(wrongSection, '**Authority transition**'), message: '**Authority transition** says "The team keeps working as before." but not that approval replaces the prior operating contract' }],
    },
    {
      name: 'a list item that does not say approval replaces the prior contract: its text is quoted, the section is not called empty',
      ...mdCase(bulletWrong),
      findings: [{ file: MD, ...posIn(bulletWrong, '**Authority transition**'), message: '**Authority transition** says "The team keeps working as before." but not that approval replaces the prior operating contract' }],
    },
    ...DENIALS.map((text) => {
      const md = withStatement(text);
      return {
        name: `a statement that approval does not replace the prior contract: ${text}`,
        ...mdCase(md),
        detail: '**Authority transition** says that approval does not replace the prior contract',
        findings: [{ file: MD, ...posIn(md, '**Authority transition**'), message: `**Authority transition** says "${contractQuote(text)}", which denies that approval replaces the prior operating contract; approval replaces it` }],
      };
    }),
    {
      name: 'a statement in a language not read: the message names the languages that are, and so does the fix',
      ...mdCase(withStatement(JAPANESE)),
      detail: '**Authority transition** does not say that approval replaces the prior contract',
      fix: 'or the same statement in German, Spanish, French, Portuguese, Italian or Russian',
      findings: [{ file: MD, ...posIn(withStatement(JAPANESE), '**Authority transition**'), message: `**Authority transition** says "${contractQuote(JAPANESE)}" but not that approval replaces the prior operating contract (statements are read in English, German, Spanish, French, Portuguese, Italian and Russian)` }],
    },
    {
      name: 'a long statement is quoted up to a word boundary, with an ellipsis',
      ...mdCase(withStatement(KEEP)),
      findings: [{ file: MD, ...posIn(withStatement(KEEP), '**Authority transition**'), message: '**Authority transition** says "The prior operating contract stays in force; approval only…" but not that approval replaces the prior operating contract' }],
    },
    {
      name: 'a denial written as a list item, with no other statement',
      ...mdCase(bulletDenial),
      detail: '**Authority transition** says that approval does not replace the prior contract',
      findings: [{ file: MD, ...posIn(bulletDenial, '**Authority transition**'), message: /denies that approval replaces/ }],
    },
    {
      name: '"in place" without "of" states no replacement',
      ...mdCase(withStatement(IN_PLACE)),
      detail: '**Authority transition** does not say that approval replaces the prior contract',
    },
    {
      name: 'the prior contract applying "in place of" this one is the replacement reversed',
      ...mdCase(withStatement(PRIOR_TAKES)),
      detail: '**Authority transition** says that the prior contract replaces this one',
    },
    {
      name: 'the prior contract acting «вместо» this one is the replacement reversed',
      ...mdCase(withStatement(PRIOR_TAKES_RU)),
      detail: '**Authority transition** says that the prior contract replaces this one',
    },
    {
      name: 'an empty section',
      ...mdCase(emptySection),
      findings: [{ file: MD, ...posIn(emptySection, '**Authority transition**'), message: /^\*\*Authority transition\*\* is empty$/ }],
    },
    { name: 'a Solo rendering', status: 'skip', ...mdCase(rendering({ Defaults: DEFAULTS })), detail: 'Solo rendering', findings: [] },
    ...forms(teamContract()).map((f) => ({ name: `a ${f.format} contract`, status: 'skip' as const, ...formCase(f), detail: 'not a markdown rendering', findings: [] })),
    { name: 'an unreadable rendering', status: 'skip', ...contractCase(MD, Buffer.from([0xff, 0xfe, 0])), findings: [] },
  ],
});
