import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-uncalibrated-defaults.js';
import { ruleTester } from '../../rule-tester.js';
import { MD, cleanupContracts, contractCase, formCase, forms, mdCase, posIn, rendering, soloContract } from './helpers.js';
import { noCalibratedList } from './written-contracts.js';
import { prDescription } from './written-transcripts.js';

afterAll(cleanupContracts);

/** Solo contract where only FileModification and External were calibrated. */
function partly(): Record<string, any> {
  const c = soloContract();
  c['how_much'].Exploration = 'Autonomous';
  c['how_much'].Strategy = 'AskBefore';
  c['calibration'].calibrated = ['FileModification', 'External'];
  return c;
}

const c = partly();
c['how_much'].Strategy = 'ProposeThenChoose';
c['how_much'].Exploration = 'ReportThenAct';
c['calibration'].calibrated = ['External'];

const notSaid = soloContract();
delete notSaid['calibration'].calibrated;
delete notSaid['calibration'].history;

// No calibrated list: the domains history answers count as calibrated (as in contract-outcome).
const byHistory = soloContract();
delete byHistory['calibration'].calibrated;
const historyOnly = forms(byHistory)[1]!;
byHistory['calibration'].history.splice(4, 1);
byHistory['how_much'].Strategy = 'ProposeThenChoose';
const [strategyUnasked] = forms(byHistory);

// Strategy is skipped ("not applicable to this task") and not in `what`, yet how_much gives it a response.
const skippedStrategy = partly();
skippedStrategy['what'] = ['FileModification', 'Exploration', 'External'];
skippedStrategy['how_much'].Strategy = 'SwitchAutonomously';
skippedStrategy['calibration'].skipped = ['Strategy'];
// The same beside an uncalibrated domain off its default: the fix names both.
const skippedAndOff = partly();
skippedAndOff['how_much'].Strategy = 'SwitchAutonomously';
skippedAndOff['how_much'].Exploration = 'ReportThenAct';
skippedAndOff['calibration'].skipped = ['Strategy'];

const otherDefaults = rendering({ Defaults: ['Exploration: ask-before', 'Others: autonomous', 'External:'] });
const longLabel = rendering({ Defaults: ['Exploration: autonomous', 'All other domains:  report then act'] });
// Renderings separate a label from its response with an arrow or `=` as well as with `:` or a dash.
const arrowDefaults = rendering({ Defaults: ['Exploration → ask-before', 'Others -> autonomous', 'Strategy = report then act', 'Everything else => autonomous', 'All other domains - report then act'] });

ruleTester(rule, {
  valid: [
    { name: 'a rendering whose domains are all calibrated: its Defaults lines are counted, not domains', ...mdCase(prDescription), detail: '2 **Defaults** lines state the protocol defaults' },
    { name: 'no calibrated list, history for every domain (as contract-outcome reads it)', ...contractCase('c.dc.yaml', noCalibratedList), detail: 'every domain with a response was calibrated' },
    ...forms(partly()).map((f) => ({ name: `uncalibrated domains at their defaults (${f.format})`, ...formCase(f), detail: /2 uncalibrated domains at the default/ })),
    { name: 'without a calibrated list, every domain history answers counts as calibrated', ...formCase(historyOnly), detail: 'every domain with a response was calibrated' },
    { name: 'markdown Defaults that state the protocol defaults', ...mdCase(rendering({ Defaults: ['Exploration: autonomous (read-only, inherently safe)', 'Others: ask-before', 'Strategy: ask before acting'] })) },
    // A translated rendering states the same defaults in its own words.
    ...[
      ['Exploration: автономно (только чтение)', 'Остальные: спрашивать'],
      ['Exploration: autónomo (solo lectura)', 'Otros: preguntar antes'],
      ['Exploration: autonom (nur lesen)', 'Andere: vorher fragen'],
    ].map((lines) => ({ name: `translated Defaults: ${lines.join('; ')}`, ...mdCase(rendering({ Defaults: lines })), detail: '2 **Defaults** lines state the protocol defaults' })),
    // "Ask first" is the section labels' paraphrase of **Ask before**: the same default.
    { name: 'markdown Defaults that say "ask first" or "ask for permission"', ...mdCase(rendering({ Defaults: ['Exploration: autonomous', 'Other domains: ask first', 'External: ask for permission'] })), detail: '3 **Defaults** lines state the protocol defaults' },
    {
      name: 'markdown Defaults written with arrows and `=`',
      ...mdCase(rendering({ Defaults: ['Exploration → autonomous (read-only, inherently safe)', 'Others -> ask-before', 'External = ask-before', 'All other domains → ask before'] })),
      detail: '4 **Defaults** lines state the protocol defaults',
    },
  ],
  invalid: [
    (() => {
      // Beside a calibrated Exploration the template's line is no second response (contract-schema passes it): said here once.
      const text = rendering({ Autonomous: ['Exploration: read any component'], 'Ask before': ['External: push the branch'], Defaults: ['Exploration: ask-before', 'Others: ask-before'] });
      return {
        name: 'a wrong Exploration default beside a calibrated Exploration, at the default',
        ...mdCase(text),
        findings: [{ file: MD, ...posIn(text, '- Exploration: ask', 'ask-before'), message: '**Defaults** gives Exploration "AskBefore"; the protocol default is Autonomous' }],
      };
    })(),
    ...forms(c).map((f) => ({
      name: `uncalibrated responses off the default, at the value (${f.format})`,
      ...formCase(f),
      // FileModification is no longer calibrated: its split must be AskBefore throughout.
      findings: [
        { file: f.name, ...f.at('FileModification', 'ReportThenAct'), message: /^FileModification is not calibrated, so it takes the default AskBefore; the contract says ReportThenAct$/ },
        { file: f.name, ...f.at('ephemeral', 'Autonomous'), message: /^FileModification \(ephemeral\) is not calibrated, so it takes the default AskBefore; the contract says Autonomous$/ },
        { file: f.name, ...f.at('Exploration', 'ReportThenAct'), message: /^Exploration is not calibrated, so it takes the default Autonomous; the contract says ReportThenAct$/ },
        { file: f.name, ...f.at('Strategy', 'ProposeThenChoose'), message: /^Strategy is not calibrated, so it takes the default AskBefore; the contract says ProposeThenChoose$/ },
      ],
    })),
    {
      name: 'markdown Defaults that state other defaults, at the response',
      ...mdCase(otherDefaults),
      // An `Others:` line names no one domain to calibrate: the fix is the **Defaults** line.
      fix: 'State the protocol defaults in **Defaults**: `Exploration: autonomous` and `Others: ask-before`',
      findings: [
        { file: MD, ...posIn(otherDefaults, 'Exploration: ask-before', 'ask-before'), message: /gives Exploration "AskBefore"; the protocol default is Autonomous/ },
        { file: MD, ...posIn(otherDefaults, 'Others: autonomous', 'autonomous'), message: /gives Others "Autonomous"; the protocol default is AskBefore/ },
        { file: MD, ...posIn(otherDefaults, 'External:'), message: /states no response/ },
      ],
    },
    {
      // contract-markdown-defaults names the missing separator; the line is read as meant.
      name: 'a Defaults line without a separator is read as meant: its default is checked, not reported as none',
      ...mdCase(rendering({ Defaults: ['Exploration autonomous', 'Others autonomous', 'Others whatever seems right'] })),
      detail: /^1 uncalibrated response off the default: \*\*Defaults\*\* gives Others "Autonomous"; the protocol default is AskBefore$/,
      findings: [{ file: MD, line: 5, column: 10, message: '**Defaults** gives Others "Autonomous"; the protocol default is AskBefore' }],
    },
    {
      name: 'markdown Defaults written with arrows and `=` that state other defaults, at the response',
      ...mdCase(arrowDefaults),
      findings: [
        { file: MD, ...posIn(arrowDefaults, 'Exploration →', 'ask-before'), message: '**Defaults** gives Exploration "AskBefore"; the protocol default is Autonomous' },
        { file: MD, ...posIn(arrowDefaults, 'Others ->', 'autonomous'), message: '**Defaults** gives Others "Autonomous"; the protocol default is AskBefore' },
        { file: MD, ...posIn(arrowDefaults, 'Strategy =', 'report'), message: '**Defaults** gives Strategy "ReportThenAct"; the protocol default is AskBefore' },
        { file: MD, ...posIn(arrowDefaults, 'Everything else =>', 'autonomous'), message: '**Defaults** gives Others "Autonomous"; the protocol default is AskBefore' },
        { file: MD, ...posIn(arrowDefaults, 'All other domains -', 'report'), message: '**Defaults** gives Others "ReportThenAct"; the protocol default is AskBefore' },
      ],
    },
    {
      name: 'a long label for the other domains, located at its response',
      ...mdCase(longLabel),
      findings: [{ file: MD, ...posIn(longLabel, 'report then act'), message: /^\*\*Defaults\*\* gives Others "ReportThenAct"; the protocol default is AskBefore$/ }],
    },
    {
      name: 'without a calibrated list, a domain history never asked about, off its default',
      ...formCase(strategyUnasked!),
      fix: 'Calibrate the domain (ask its scenario question and record the answer), or give it the default',
      findings: [{ file: strategyUnasked!.name, ...strategyUnasked!.at('Strategy', 'ProposeThenChoose'), message: /^Strategy is not calibrated, so it takes the default AskBefore; the contract says ProposeThenChoose$/ }],
    },
    ...forms(skippedStrategy).map((f) => ({
      name: `a skipped domain given a response is said to be skipped, and the fix drops it from how_much (${f.format})`,
      ...formCase(f),
      detail: '1 uncalibrated response off the default: Strategy is skipped (not applicable to this task), so it takes no response; the contract gives it SwitchAutonomously',
      fix: /^Drop each skipped domain from how_much: it is not applicable to this task \(or, if it applies, take it out of `skipped` and calibrate it\)\.$/,
      findings: [{ file: f.name, ...f.at('Strategy', 'SwitchAutonomously'), message: 'Strategy is skipped (not applicable to this task), so it takes no response; the contract gives it SwitchAutonomously' }],
    })),
    ...forms(skippedAndOff).slice(1).map((f) => ({
      name: 'a skipped domain with a response beside an uncalibrated one off its default: each said, the fix names both',
      ...formCase(f),
      fix: /^Drop each skipped domain from how_much.*Calibrate the domain/,
      findings: [
        { file: f.name, ...f.at('Exploration', 'ReportThenAct'), message: 'Exploration is not calibrated, so it takes the default Autonomous; the contract says ReportThenAct' },
        { file: f.name, ...f.at('Strategy', 'SwitchAutonomously'), message: 'Strategy is skipped (not applicable to this task), so it takes no response; the contract gives it SwitchAutonomously' },
      ],
    })),
    { name: 'a contract that records neither calibrated domains nor history', status: 'skip', ...formCase(forms(notSaid)[1]!), detail: /calibration\.calibrated list or history/, findings: [] },
    { name: 'a rendering without Defaults lines', status: 'skip', ...mdCase(rendering({ Autonomous: ['Exploration: read'] })), findings: [] },
    { name: 'an unparsable file', status: 'skip', ...contractCase('c.dc.json', '{"what": '), findings: [] },
  ],
});
