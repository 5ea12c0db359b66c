import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-coverage.js';
import { ruleTester } from '../../rule-tester.js';
import { skippedInWhat } from './written-contracts.js';
import { DEFAULTS, cleanupContracts, contractCase, formCase, forms, mdCase, rendering, soloContract } from './helpers.js';

afterAll(cleanupContracts);

const c = soloContract();
delete c['how_much'].External;
delete c['how_much'].Strategy;

ruleTester(rule, {
  valid: [
    ...forms(soloContract()).map((f) => ({ name: `how_much covers what (${f.format})`, ...formCase(f), detail: /all 4 domains/ })),
    { name: 'unknown domains are left to contract-known-domains', ...contractCase('c.dc.yaml', 'what: [Deploys]\nhow_much: {}\n') },
  ],
  invalid: [
    ...forms(c).map((f) => ({
      name: `each domain of what without a response, at the what item (${f.format})`,
      ...formCase(f),
      detail: /Strategy, External/,
      findings: [
        { file: f.name, ...f.at('what', 'Strategy'), message: 'Strategy is in `what` but has no response in how_much' },
        { file: f.name, ...f.at('what', 'External'), message: 'External is in `what` but has no response in how_much' },
      ],
    })),
    {
      name: 'a skipped domain left in what: remove it from what, not give it a response',
      ...contractCase('c.dc.yaml', skippedInWhat),
      detail: 'domain without a response: External',
      fix: /remove a skipped domain from `what` instead/,
      findings: [{ file: 'c.dc.yaml', line: 12, column: 5, message: 'External is in `what` but skipped (not applicable), so it has no response in how_much; remove it from `what` (or from `skipped` if it applies)' }],
    },
    {
      name: 'every domain when how_much is missing',
      ...contractCase('c.dc.yaml', 'what: [Exploration, External]\n'),
      findings: [
        { file: 'c.dc.yaml', line: 1, column: 8, message: 'Exploration is in `what` but has no response in how_much' },
        { file: 'c.dc.yaml', line: 1, column: 21, message: 'External is in `what` but has no response in how_much' },
      ],
    },
    { name: 'a markdown rendering', status: 'skip', ...mdCase(rendering({ Autonomous: ['Exploration: read'], Defaults: DEFAULTS })), detail: 'a markdown rendering has no separate domain list', findings: [] },
    { name: 'a contract without `what`', status: 'skip', ...contractCase('c.dc.yaml', 'how_much: {}\n'), detail: 'the contract has no `what` list', findings: [] },
    { name: 'an empty file', status: 'skip', ...contractCase('c.dc.yaml', ''), findings: [] },
  ],
});
