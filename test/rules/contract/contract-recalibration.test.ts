import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-recalibration.js';
import { ruleTester } from '../../rule-tester.js';
import { DEFAULTS, cleanupContracts, contractCase, formCase, forms, mdCase, rendering, soloContract } from './helpers.js';

afterAll(cleanupContracts);

const at = (stakes: string, then: string) => {
  const c = soloContract();
  c['calibration'].stakes = stakes;
  c['calibration'].calibrated_at_stakes = then;
  return c;
};

const added = soloContract();
added['what'].push('ScopeCreep');
added['how_much'].ScopeCreep = 'AskBefore';

const badAndAdded = at('Critical', 'Low');
badAndAdded['what'].push('ScopeCreep');
badAndAdded['how_much'].ScopeCreep = 'AskBefore';

ruleTester(rule, {
  valid: [
    ...forms(at('Med', 'Low')).map((f) => ({ name: `Low → Med (${f.format})`, ...formCase(f), detail: /^stakes Med \(calibrated at Low\): no recalibration needed$/ })),
    { name: 'High calibrated at High', ...formCase(forms(at('High', 'High'))[0]!) },
    { name: 'domains without stakes', ...contractCase('c.dc.yaml', 'what: [Exploration]\ncalibration: { domains: [Exploration] }\n'), detail: /^no new domain since calibration$/ },
  ],
  invalid: [
    {
      name: 'stakes off only in case are told the stakes meant',
      ...contractCase('c.dc.yaml', 'what: [Exploration]\ncalibration:\n  domains: [Exploration]\n  stakes: high\n  calibrated_at_stakes: Low\n'),
      findings: [{ file: 'c.dc.yaml', line: 4, column: 11, message: 'calibration.stakes is "high"; stakes are Low, Med, High: did you mean High?' }],
    },
    ...['Low', 'Med'].flatMap((then) =>
      forms(at('High', then)).map((f) => ({
        name: `High after calibration at ${then}, a warning at the stakes value (${f.format})`,
        status: 'warn' as const,
        ...formCase(f),
        detail: /^recalibration advised: /,
        findings: [{ file: f.name, ...f.at('stakes', 'High'), message: `stakes are High but the contract was calibrated at ${then}: recalibrate before relying on it`, severity: 'warning' as const }],
      })),
    ),
    ...forms(added).map((f) => ({
      name: `a domain activated after calibration (${f.format})`,
      status: 'warn' as const,
      ...formCase(f),
      findings: [{ file: f.name, ...f.at('what', 'ScopeCreep'), message: /^ScopeCreep is in `what` but was not among the domains considered in calibration \(calibration\.domains\): a new domain was activated$/ }],
    })),
    ...forms(at('Critical', 'Low')).map((f) => ({
      name: `unknown stakes, at the value (${f.format})`,
      ...formCase(f),
      detail: 'calibration.stakes is "Critical"; stakes are Low, Med, High',
      findings: [{ file: f.name, ...f.at('stakes', 'Critical'), message: /^calibration\.stakes is "Critical"; stakes are Low, Med, High$/ }],
    })),
    ...forms(badAndAdded).map((f) => ({
      name: `unknown stakes and a domain activated after calibration: both reported (${f.format})`,
      ...formCase(f),
      detail: 'calibration.stakes is "Critical"; stakes are Low, Med, High; recalibration also advised (1 warning)',
      findings: [
        { file: f.name, ...f.at('what', 'ScopeCreep'), message: /^ScopeCreep is in `what` but was not among the domains considered in calibration/, severity: 'warning' as const },
        { file: f.name, ...f.at('stakes', 'Critical'), message: /^calibration\.stakes is "Critical"/ },
      ].sort((a, b) => a.line - b.line),
    })),
    { name: 'a markdown rendering', status: 'skip', ...mdCase(rendering({ Defaults: DEFAULTS })), detail: 'no stakes or calibrated domains recorded', findings: [] },
    { name: 'a contract without stakes or domains', status: 'skip', ...contractCase('c.dc.yaml', 'calibration: { outcome: approved }\n'), detail: 'no stakes or calibrated domains recorded', findings: [] },
    { name: 'a list of lists', status: 'skip', ...contractCase('c.dc.yaml', '- - -\n'), findings: [] },
  ],
});
