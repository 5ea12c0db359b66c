/** Authority-transition statements with an aside, a question or the direction turned round. */
import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-authority-transition.js';
import { ruleTester } from '../../rule-tester.js';
import { contractQuote } from '../../../packages/core/src/model/contract/index.js';
import { DEFAULTS, MD, cleanupContracts, mdCase, posIn, rendering } from './helpers.js';

afterAll(cleanupContracts);

const withStatement = (text: string) => rendering({ 'Team Structure': ['reviewer (general-purpose): security'], Defaults: DEFAULTS, 'Authority transition': text });

// A negation set apart from its verb by a comma, a dash or a parenthesis still denies it.
const SPLIT_DENIALS = [
  "Approval never, ever replaces the team's prior operating contract.",
  "Approval will not, under any circumstances, replace the team's prior operating contract.",
  "Approval does not — and cannot — replace the team's prior operating contract.",
  "Approval will not (yet) replace the team's prior operating contract.",
  "Approval doesn't, on its own, replace the team's prior operating contract.",
  "Approval no longer, as of v2, replaces the team's prior operating contract.",
  'Die Freigabe ersetzt, anders als sonst, den bisherigen Vertrag nicht.',
  // The noun after its article, set apart the same way.
  "Approval is not, and never was, a replacement for the team's prior operating contract.",
  "Approval is not — and cannot be — a substitute for the team's prior operating contract.",
];
// Asides and commas that leave the statement standing.
const STATEMENTS = [
  'Approval, once given, replaces the prior operating contract.',
  'Approval replaces, as agreed, the prior operating contract.',
  'Approval — not a vote — replaces the prior operating contract.',
  'Approval, whether or not the lead objects, replaces the prior operating contract.',
  'If not, approval replaces the prior operating contract.',
  'Whether you like it or not, approval replaces the prior operating contract.',
  'Approval does not delete, but replaces, the prior operating contract.',
  'Die Freigabe ersetzt, wie vereinbart, den bisherigen Vertrag.',
  "Approval is, as agreed, a replacement for the team's prior operating contract.",
  // The prior contract as the subject of a passive form is what is replaced.
  "The team's prior operating contract is replaced by this DelegationContract.",
  'Prior operating contract → replaced by this DelegationContract on approval.',
  'The prior contract that this one replaces is archived; approval replaces it.',
  // A question answered "Yes", or followed by the statement, says it.
  "Does approval replace the team's prior operating contract? Yes.",
  "What does approval do? It replaces the team's prior operating contract.",
];
const REVERSED = [
  "The team's prior operating contract replaces this DelegationContract on approval.",
  'The old agreement supersedes this DelegationContract on approval.',
  "This DelegationContract is superseded by the team's prior operating contract.",
];
const QUESTION = "Does approval replace the team's prior operating contract?";
// Approval replacing something else, never the prior contract: what it replaces is quoted.
const OTHER_THINGS: Array<[string, string]> = [
  ["Approval replaces the task scope and the user's standing permissions with this DelegationContract.", "the task scope and the user's standing permissions"],
  ['Approval replaces you, the user, as the approver for all later changes.', 'you'],
  ['The task scope is to be replaced by this DelegationContract on approval.', 'the task scope'],
  ['On approval this contract supersedes the permissions you granted.', 'the permissions you granted'],
];
// The prior contract named beside other things, or what is replaced told by a pronoun: stated.
const STATED_BESIDE = [
  "Approval replaces the task scope's prior operating contract with this DelegationContract.",
  "Approval replaces the team's prior operating contract and your standing permissions with this DelegationContract.",
  'The prior contract stays archived; approval replaces it.',
  'Approval replaces the rules you set for the team and that the squad worked under.',
];

ruleTester(rule, {
  valid: [
    ...STATEMENTS.map((text) => ({ name: `a statement with an aside or a question: ${text}`, ...mdCase(withStatement(text)), detail: /^authority transition stated/ })),
    ...STATED_BESIDE.map((text) => ({ name: `the prior contract among what is replaced, or a pronoun for it: ${text}`, ...mdCase(withStatement(text)), detail: /^authority transition stated/ })),
  ],
  invalid: [
    ...[...SPLIT_DENIALS, `${QUESTION} No.`].map((text) => {
      const md = withStatement(text);
      return {
        name: `a denial: ${text}`,
        ...mdCase(md),
        detail: '**Authority transition** says that approval does not replace the prior contract',
        findings: [{ file: MD, ...posIn(md, '**Authority transition**'), message: `**Authority transition** says "${contractQuote(text)}", which denies that approval replaces the prior operating contract; approval replaces it` }],
      };
    }),
    ...REVERSED.map((text) => {
      const md = withStatement(text);
      return {
        name: `the prior contract replacing this one: ${text}`,
        ...mdCase(md),
        detail: '**Authority transition** says that the prior contract replaces this one',
        findings: [{ file: MD, ...posIn(md, '**Authority transition**'), message: `**Authority transition** says "${contractQuote(text)}", which has the prior contract replacing this one; approval replaces the prior operating contract with this DelegationContract` }],
      };
    }),
    ...OTHER_THINGS.map(([text, replaced]) => {
      const md = withStatement(text);
      return {
        name: `approval replacing something other than the prior contract: ${text}`,
        ...mdCase(md),
        detail: '**Authority transition** says that approval replaces something other than the prior contract',
        findings: [{ file: MD, ...posIn(md, '**Authority transition**'), message: `**Authority transition** says "${contractQuote(text)}", which has approval replacing "${contractQuote(replaced, 40)}" rather than the prior operating contract; approval replaces the team's prior operating contract with this DelegationContract` }],
      };
    }),
    {
      name: 'a question with no answer says nothing',
      ...mdCase(withStatement(QUESTION)),
      detail: '**Authority transition** asks whether approval replaces the prior contract instead of saying it',
      findings: [{ file: MD, ...posIn(withStatement(QUESTION), '**Authority transition**'), message: `**Authority transition** says "${contractQuote(QUESTION)}", which asks whether approval replaces the prior operating contract but does not say it does` }],
    },
    { name: 'a Solo rendering, whatever its statement', status: 'skip', ...mdCase(rendering({ Defaults: DEFAULTS, 'Authority transition': QUESTION })), detail: 'Solo rendering', findings: [] },
  ],
});
