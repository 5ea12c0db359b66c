/** Authority-transition statements without a verb of replacing ("takes over from", "is void", "no longer applies"), and ones a modal hedges. */
import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-authority-transition.js';
import { ruleTester } from '../../rule-tester.js';
import { contractQuote } from '../../../packages/core/src/model/contract/index.js';
import { DEFAULTS, MD, cleanupContracts, mdCase, posIn, rendering } from './helpers.js';

afterAll(cleanupContracts);

const withStatement = (text: string) => rendering({ 'Team Structure': ['reviewer (general-purpose): security'], Defaults: DEFAULTS, 'Authority transition': text });

// The contract taking over from the prior one, or the prior contract said to end, state the replacement.
const STATEMENTS = [
  "On approval, this DelegationContract takes over from the team's prior operating contract.",
  'The prior operating contract is void once you approve; this DelegationContract governs from then on.',
  'After approval this contract is the only one in force; the old contract no longer applies.',
  "Once you approve, the team's prior operating contract is voided.",
  'On approval the previous contract becomes null and void.',
  'On approval the prior contract is no longer in force.',
  'After approval the prior operating contract will no longer be in effect.',
  'Once approved, the existing contract no longer holds.',
  // The team's rules in other words, where the sentence has this contract apply in their place.
  'After you approve, the old operating rules no longer apply — this contract does.',
  "Once you approve, the team's working agreement no longer applies — this DelegationContract governs instead.",
  'After approval, the rules the team worked under no longer apply, and this contract does.',
  // This contract operating instead of the prior one, or the prior one said to be discarded (the tester's at6, at7).
  'After approval the team operates under this contract instead of the previous one.',
  "When approved, this DC becomes the team's operating contract and the old one is discarded.",
  "Once you approve, this DelegationContract applies instead of the team's prior operating contract.",
  'On approval the previous contract is discarded and this one governs.',
  "When approved, this DC becomes the team's operating contract in place of the old one.",
  'After approval the old one is retired, and this contract governs.',
  'On approval the previous one is replaced by this DelegationContract.',
  // This contract said to end the prior one, in the active voice.
  'On approval this DC discards the old contract.',
  "Once approved, this DelegationContract revokes the team's prior operating contract.",
];
// The same phrases negated, or said of something other than the prior contract.
const DENIALS = [
  'The prior operating contract is not void once you approve; both contracts apply.',
  "This DelegationContract does not take over from the team's prior operating contract.",
  'The prior contract never becomes void on approval.',
  'After approval the team does not operate under this contract instead of the previous one.',
  "When approved, this DC becomes the team's operating contract but the old one is not discarded.",
  'On approval this DC does not discard the old contract.',
];
const NOT_STATED = [
  'The draft is void once you approve.',
  'After approval the old roles no longer apply.',
  'After you approve, the old operating rules no longer apply.',
  'After you approve, the old operating rules no longer apply — this contract does not.',
  'After approval the old roles no longer apply — this contract does.',
  // "instead of" naming no prior contract, or a discarded thing that is no contract, or the prior one said to govern.
  'After approval the team operates under this contract instead of asking each time.',
  'After approval the draft is discarded.',
  'After approval the old one is discarded.',
  'After approval the team keeps the previous contract instead of this one.',
  'On approval this DC discards the old draft.',
  'On approval the lead discards the old contract.',
];
// A modal before the verb says only what could happen.
const HEDGED = [
  'Approval may replace the prior contract.',
  "Approval might supersede the team's prior operating contract.",
  'The prior operating contract could be replaced by this DelegationContract.',
  'On approval the prior contract may no longer apply.',
  'After approval the team may operate under this contract instead of the previous one.',
  "When approved, this DC becomes the team's operating contract and the old one may be discarded.",
  'On approval this DC may revoke the old contract.',
];

ruleTester(rule, {
  valid: [
    ...STATEMENTS.map((text) => ({ name: `a statement without a verb of replacing: ${text}`, ...mdCase(withStatement(text)), detail: /^authority transition stated/ })),
    {
      name: 'a hedged clause beside a plain statement: the statement stands',
      ...mdCase(withStatement('Approval replaces the prior operating contract; the lead may review it later.')),
      detail: /^authority transition stated/,
    },
  ],
  invalid: [
    ...DENIALS.map((text) => ({
      name: `a negated phrase denies the replacement: ${text}`,
      ...mdCase(withStatement(text)),
      detail: '**Authority transition** says that approval does not replace the prior contract',
    })),
    ...NOT_STATED.map((text) => ({
      name: `the phrase said of something other than the prior contract states nothing: ${text}`,
      ...mdCase(withStatement(text)),
      detail: '**Authority transition** does not say that approval replaces the prior contract',
    })),
    ...HEDGED.map((text) => {
      const md = withStatement(text);
      return {
        name: `a modal before the verb is no statement: ${text}`,
        ...mdCase(md),
        detail: '**Authority transition** does not say that approval replaces the prior contract',
        findings: [{ file: MD, ...posIn(md, '**Authority transition**'), message: `**Authority transition** says "${contractQuote(text)}", which says only that approval may replace the prior operating contract, not that it does` }],
      };
    }),
    { name: 'a Solo rendering says nothing of a team to hand over from', status: 'skip', ...mdCase(rendering({ Autonomous: ['Exploration: read'], Defaults: DEFAULTS })), findings: [] },
  ],
});
