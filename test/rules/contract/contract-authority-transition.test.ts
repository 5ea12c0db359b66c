import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-authority-transition.js';
import { ruleTester } from '../../rule-tester.js';
import { nestedMembers } from './written-contracts.js';
import { DEFAULTS, MD, cleanupContracts, contractCase, formCase, forms, mdCase, posIn, rendering, teamContract } from './helpers.js';

afterAll(cleanupContracts);

const TEAM = ['reviewer (general-purpose): security'];
const STATEMENT = "Approval replaces the team's prior operating contract with this DelegationContract.";
const noSection = rendering({ 'Team Structure': TEAM, Defaults: DEFAULTS });
const wrongSection = rendering({ 'Team Structure': TEAM, Defaults: DEFAULTS, 'Authority transition': 'The team keeps working as before.' });
const emptySection = rendering({ 'Team Structure': TEAM, 'Authority transition': [] });
const bulletStatement = rendering({ 'Team Structure': TEAM, Defaults: DEFAULTS, 'Authority transition': [STATEMENT] });
const bulletWrong = rendering({ 'Team Structure': TEAM, 'Authority transition': ['The team keeps working as before.'] });

ruleTester(rule, {
  valid: [
    { name: 'a team rendering that states the authority transition', ...mdCase(rendering({ 'Team Structure': TEAM, Defaults: DEFAULTS, 'Authority transition': STATEMENT })) },
    { name: 'the statement on the section\'s header line', ...mdCase(rendering({ 'Team Structure': TEAM, Defaults: DEFAULTS }) + `**Authority transition**: ${STATEMENT}\n`) },
    { name: 'approval that supersedes the prior contract', ...mdCase(nestedMembers), detail: 'authority transition stated (line 23)' },
    { name: 'the statement written as a list item', ...mdCase(bulletStatement), detail: `authority transition stated (line ${posIn(bulletStatement, '**Authority transition**').line})` },
  ],
  invalid: [
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
