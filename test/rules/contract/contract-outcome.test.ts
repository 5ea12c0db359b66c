import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-outcome.js';
import { ruleTester } from '../../rule-tester.js';
import { DEFAULTS, cleanupContracts, contractCase, formCase, forms, mdCase, posIn, rendering, soloContract } from './helpers.js';
import { approvedDropsCalibrated, noCalibratedList, skippedInWhat } from './written-contracts.js';

afterAll(cleanupContracts);

const withdrawnOk = soloContract();
withdrawnOk['calibration'].outcome = 'withdrawn';
withdrawnOk['calibration'].calibrated = ['FileModification', 'Exploration'];
withdrawnOk['how_much'].Strategy = 'AskBefore';
withdrawnOk['how_much'].External = 'AskBefore';

const c = soloContract();
c['calibration'].outcome = 'withdrawn';
c['calibration'].calibrated = ['FileModification', 'Exploration', 'Strategy'];
c['how_much'].External = 'Autonomous';
delete c['how_much'].Strategy;

const a = soloContract();
a['calibration'].calibrated = ['FileModification', 'Exploration', 'External'];
const [approvedJson] = forms(a);

const unknown = 'what: []\nhow_much: {}\ncalibration:\n  outcome: accepted\n';

const noOutcome = soloContract();
delete noOutcome['calibration'].outcome;

ruleTester(rule, {
  valid: [
    { name: 'approved without a calibrated list: the domains history answers are calibrated', ...contractCase('c.dc.yaml', noCalibratedList) },
    ...forms(soloContract()).map((f) => ({ name: `an approved, fully calibrated contract (${f.format})`, ...formCase(f), detail: /^approved/ })),
    { name: 'a withdrawn contract whose uncalibrated domains take the defaults', ...formCase(forms(withdrawnOk)[1]!) },
    { name: 'an escaped contract', ...contractCase('c.dc.yaml', 'what: [Strategy]\nhow_much: {}\ncalibration: { outcome: escaped }\n'), detail: /no contract applies/ },
  ],
  invalid: [
    {
      name: 'an outcome off only in case is told the outcome meant',
      ...contractCase('c.dc.yaml', 'what: []\ncalibration:\n  outcome: Approved\n'),
      findings: [{ file: 'c.dc.yaml', line: 3, column: 12, message: 'unknown outcome "Approved": did you mean approved?' }],
    },
    {
      name: 'an approved contract that drops an answered, calibrated domain',
      ...contractCase('c.dc.yaml', approvedDropsCalibrated),
      detail: 'approved contract incomplete: drops the calibrated domain Strategy; the approved contract keeps every calibrated response',
      findings: [{ file: 'c.dc.yaml', line: 10, column: 34, message: 'approved contract drops the calibrated domain Strategy; the approved contract keeps every calibrated response' }],
    },
    ...forms(c).map((f) => ({
      name: `a withdrawn contract that drops a calibrated domain or leaves one off default (${f.format})`,
      ...formCase(f),
      detail: /^withdrawn contract incomplete \(2 problems\): External is neither calibrated nor at its default \(AskBefore\)$/,
      findings: [
        { file: f.name, ...f.at('what', 'External'), message: /^withdrawn contract: External is neither calibrated nor at its default \(AskBefore\)$/ },
        { file: f.name, ...f.at('calibrated', 'Strategy'), message: /^withdrawn contract drops the calibrated domain Strategy; the partial contract keeps it$/ },
      ],
    })),
    {
      name: 'an approved contract with an undefaulted, uncalibrated domain',
      ...formCase(approvedJson!),
      findings: [{ file: approvedJson!.name, ...approvedJson!.at('what', 'Strategy'), message: /^approved contract: Strategy is neither calibrated nor at its default \(AskBefore\)$/ }],
    },
    {
      name: 'an approved contract with a skipped domain left in what: the detail names the outcome once',
      ...contractCase('c.dc.yaml', skippedInWhat),
      detail: 'approved contract incomplete: External is neither calibrated nor at its default (AskBefore)',
      findings: [{ file: 'c.dc.yaml', line: 12, column: 5, message: 'approved contract: External is neither calibrated nor at its default (AskBefore)' }],
    },
    {
      name: 'an unknown outcome, at its value',
      ...contractCase('c.dc.yaml', unknown),
      findings: [{ file: 'c.dc.yaml', ...posIn(unknown, 'accepted'), message: /^unknown outcome "accepted"$/ }],
      detail: /^calibration\.outcome is "accepted", not one of /,
    },
    { name: 'a contract without an outcome', status: 'skip', ...formCase(forms(noOutcome)[0]!), detail: 'no calibration.outcome recorded', findings: [] },
    { name: 'a markdown rendering', status: 'skip', ...mdCase(rendering({ Defaults: DEFAULTS })), detail: 'a markdown rendering is shown before the outcome is known', findings: [] },
    { name: 'junk', status: 'skip', ...contractCase('c.dc.yaml', Buffer.alloc(64, 0xfe)), findings: [] },
  ],
});
