import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-calibration-state.js';
import { ruleTester } from '../../rule-tester.js';
import { DEFAULTS, MD, cleanupContracts, contractCase, formCase, forms, inFileOrder, mdCase, posIn, rendering, soloContract } from './helpers.js';
import { halfDiffers, halvesNeverAsked, lineOf, plainAfterHalf, plainLastAnswer, plainWithKeyedHalf, protocolQuestions, skippedInWhat, splitWithoutPlain } from './written-contracts.js';

afterAll(cleanupContracts);

const c = soloContract();
c['calibration'].domains = ['FileModification', 'Exploration', 'Strategy'];
c['calibration'].skipped = ['Strategy'];
c['how_much'].Exploration = 'Autonomous';
c['calibration'].history[2].response = 'ReportThenAct';
c['how_much'].FileModification.persistence.durable = 'ReportThenAct';
c['how_much'].FileModification.response = 'AskBefore';

const noExternal = soloContract();
noExternal['calibration'].history = noExternal['calibration'].history.filter((h: { domain: string }) => h.domain !== 'External');
const [, noExternalYaml] = forms(noExternal);

const durable = soloContract();
durable['how_much'].FileModification.persistence.durable = 'ReportThenAct';
const [durableJson] = forms(durable);

const bothMd = rendering({ Autonomous: ['Exploration: read'], Skipped: ['Exploration'], Defaults: DEFAULTS });

// Half answers, then a plain answer about the whole domain : the plain answer
// replaces both halves, and the message names the half answer it replaced.
const plainAfterHalves = splitWithoutPlain.replace('persistence: durable }\n', 'persistence: durable }\n    - { domain: FileModification, scenario: the lockfile changes, response: ReportThenAct }\n');

/** Esc ended the protocol after External was answered; how_much never got External ("escaped: nothing further holds"). */
const escaped = soloContract();
delete escaped['how_much'].External;
escaped['calibration'].outcome = 'escaped';
/** The same escaped record, with a response how_much does give that is not the last answer. */
const escapedMismatch = soloContract();
delete escapedMismatch['how_much'].External;
escapedMismatch['how_much'].Exploration = 'Autonomous';
escapedMismatch['calibration'].outcome = 'escaped';

/** how_much splits FileModification; history gives a plain answer, then a refinement about persistent files in `scenario`, with no persistence key. */
const durableRefinement = (scenario: string) =>
  `what: [FileModification]\nhow_much:\n  FileModification:\n    response: ReportThenAct\n    persistence: {ephemeral: ReportThenAct, durable: AskBefore}\ncalibration:\n  domains: [FileModification]\n  history:\n    - {domain: FileModification, scenario: "When files need to be modified for this task?", response: ReportThenAct}\n    - {domain: FileModification, scenario: "${scenario}", response: AskBefore, kind: refinement}\n`;
const unplaced = durableRefinement('When the lockfile needs changes?');

const noCalibration = soloContract();
delete noCalibration['calibration'];

ruleTester(rule, {
  valid: [
    { name: 'a persistence split with no plain response, each half as last answered', ...contractCase('c.dc.yaml', splitWithoutPlain) },
    // contract-schema reports the key's value; what the answer is about is read all the same, or not compared when it cannot be told.
    { name: 'a persistence key written `Durable` is the durable half', ...contractCase('c.dc.yaml', splitWithoutPlain.replace('persistence: durable }', 'persistence: Durable }')) },
    { name: 'a persistence key of no known half leaves its domain uncompared', ...contractCase('c.dc.yaml', halfDiffers.replace('persistence: durable }', 'persistence: permanent }')) },
    { name: "the protocol's persistence question answered without a persistence key is the durable half", ...contractCase('c.dc.yaml', protocolQuestions) },
    { name: 'a plain response equal to the last answer, whose scenario names rules and config (no split: not a durable half)', ...contractCase('c.dc.yaml', plainLastAnswer) },
    { name: 'a plain answer after a half answer is the last answer for both halves', ...contractCase('c.dc.yaml', plainAfterHalf) },
    { name: 'persistence halves never asked, at the plain answer', ...contractCase('c.dc.yaml', halvesNeverAsked.replace('ephemeral: Autonomous, durable: Autonomous', 'ephemeral: ReportThenAct, durable: ReportThenAct')) },
    ...forms(escaped).map((f) => ({ name: `an escaped contract owes an answered domain no how_much response (${f.format})`, ...formCase(f), detail: 'calibration state consistent (4 calibrated, 0 skipped, 6 answers)' })),
    // The durable half asked in other words: an opening before "When", "persistence", migrations, German, a person as the subject.
    ...[
      'What should I do when persistent files need changes?',
      'When persistence layer files need changes?',
      'When the database schema migration files need to change?',
      'When configuration files need changes?',
      'When you need to modify config?',
      'Wenn persistente Dateien (Konfiguration, Regeln) geändert werden müssen?',
    ].map((scenario) => ({ name: `a durable refinement asked as "${scenario}" is read as the durable half`, ...contractCase('c.dc.yaml', durableRefinement(scenario)) })),
    ...forms(soloContract()).map((f) => ({ name: `a consistent calibration (${f.format})`, ...formCase(f), detail: 'calibration state consistent (4 calibrated, 0 skipped, 6 answers)' })),
  ],
  invalid: [
    (() => {
      // A contract saved as one line of JSON: every answer is on line 1, so the message names the entry's index.
      const one = soloContract();
      one['how_much'].External = 'Autonomous';
      one['calibration'].history.push({ domain: 'External', scenario: 'a release tag', response: 'AlwaysAsk' });
      const text = JSON.stringify(one);
      return {
        name: 'a one-line JSON contract names the last answer by its index, and "last" is last in the list',
        ...contractCase('c.dc.json', text),
        findings: [{ file: 'c.dc.json', line: 1, column: text.indexOf('"Autonomous"', text.indexOf('"External":"')) + 1, message: 'how_much gives External Autonomous, but the last answer in history (line 1, calibration.history[6]) was AlwaysAsk' }],
      };
    })(),
    {
      name: 'a plain answer whose scenario names neither half: the message suggests the persistence key that would place it',
      ...contractCase('c.dc.yaml', unplaced),
      findings: [
        { file: 'c.dc.yaml', ...posIn(unplaced, 'response:', 'ReportThenAct'), message: 'how_much gives FileModification ReportThenAct, but the last answer in history (line 10) was AskBefore; if that answer (line 10) was about durable files, add `persistence: durable` to it (its scenario names neither half)' },
        { file: 'c.dc.yaml', ...posIn(unplaced, 'ephemeral:', 'ReportThenAct'), message: 'how_much gives FileModification (ephemeral) ReportThenAct, but history records no ephemeral answer, and the last plain answer (line 10) was AskBefore; if that answer (line 10) was about durable files, add `persistence: durable` to it (its scenario names neither half)' },
      ],
    },
    {
      name: 'persistence halves never asked that differ from the plain answer, at each half',
      ...contractCase('c.dc.yaml', halvesNeverAsked),
      findings: (['ephemeral', 'durable'] as const).map((k) => ({
        file: 'c.dc.yaml',
        ...posIn(halvesNeverAsked, `${k}:`, 'Autonomous'),
        message: `how_much gives FileModification (${k}) Autonomous, but history records no ${k} answer, and the last plain answer (line ${lineOf(halvesNeverAsked, 'files need changes')}) was ReportThenAct`,
      })),
    },
    {
      name: 'halves that differ from a plain answer given after them: the message names the half answer it replaced',
      ...contractCase('c.dc.yaml', plainAfterHalves),
      findings: ([['ephemeral', 'Autonomous', 'temp files'], ['durable', 'AskBefore', 'persistent files']] as const).map(([k, v, scenario]) => ({
        file: 'c.dc.yaml',
        ...posIn(plainAfterHalves, `${k}:`, v),
        message: `how_much gives FileModification (${k}) ${v}, but history records no ${k} answer after the plain answer at line ${lineOf(plainAfterHalves, 'lockfile')}, which was ReportThenAct and replaces the earlier ${k} answer (line ${lineOf(plainAfterHalves, scenario)}, persistence: ${k})`,
      })),
    },
    {
      name: "a durable half that differs from the answer to the protocol's persistence question",
      ...contractCase('c.dc.yaml', protocolQuestions.replace('durable: AskBefore }', 'durable: Autonomous }')),
      findings: [{ file: 'c.dc.yaml', ...posIn(protocolQuestions, 'durable:', 'AskBefore'), message: `how_much gives FileModification (durable) Autonomous, but the last durable answer in history (line ${lineOf(protocolQuestions, 'persistent files')}, read as the durable half from its scenario) was AskBefore` }],
    },
    {
      name: 'a response with a blank at its end is quoted, or it would read as the answer it differs from',
      ...contractCase('c.dc.yaml', splitWithoutPlain.replace('durable: AskBefore }', "durable: 'AskBefore ' }")),
      findings: [{ file: 'c.dc.yaml', ...posIn(splitWithoutPlain, 'durable:', 'AskBefore'), message: `how_much gives FileModification (durable) "AskBefore ", but the last durable answer in history (line ${lineOf(splitWithoutPlain, 'persistent files')}, persistence: durable) was AskBefore` }],
    },
    {
      name: 'a persistence half that differs from the last answer for that half',
      ...contractCase('c.dc.yaml', halfDiffers),
      findings: [{ file: 'c.dc.yaml', ...posIn(halfDiffers, 'durable:', 'ReportThenAct'), message: `how_much gives FileModification (durable) ReportThenAct, but the last durable answer in history (line ${lineOf(halfDiffers, 'persistent files')}, persistence: durable) was AskBefore` }],
    },
    {
      name: 'a plain response that is not the last answer, whose scenario names rules: compared with that last answer',
      ...contractCase('c.dc.yaml', plainLastAnswer.replace('FileModification: AskBefore', 'FileModification: ReportThenAct')),
      findings: [{ file: 'c.dc.yaml', ...posIn(plainLastAnswer, 'FileModification:', 'AskBefore'), message: `how_much gives FileModification ReportThenAct, but the last answer in history (line ${lineOf(plainLastAnswer, 'Follow-up')}) was AskBefore` }],
    },
    {
      name: 'a plain response whose halves history answers differently by persistence key: it must be split',
      ...contractCase('c.dc.yaml', plainWithKeyedHalf),
      findings: [{ file: 'c.dc.yaml', ...posIn(plainWithKeyedHalf, 'FileModification:', 'AskBefore'), message: `how_much gives FileModification one response, AskBefore, but history answers its halves differently: ephemeral ReportThenAct (line ${lineOf(plainWithKeyedHalf, 'files need changes')}), durable AskBefore (line ${lineOf(plainWithKeyedHalf, 'persistent files')}, persistence: durable); split it by persistence` }],
    },
    ...forms(c).map((f) => ({
      name: `each inconsistency at the offending value (${f.format})`,
      ...formCase(f),
      // The durable answer was changed to ReportThenAct in history too, so that half agrees: no FileModification (durable) finding.
      findings: inFileOrder([
        { file: f.name, ...posIn(f.text, f.key('calibrated'), f.str('External')), message: /^External is calibrated but not in calibration\.domains$/ },
        { file: f.name, ...f.at('skipped', 'Strategy'), message: /^Strategy is both calibrated and skipped$/ },
        { file: f.name, ...f.at('what', 'Strategy'), message: /^Strategy is skipped \(not applicable\) but still in `what`; remove it from `what` \(or from `skipped` if it applies\)$/ },
        { file: f.name, ...posIn(f.text, f.str('better approach'), f.str('External')), message: /^history answers a question about External, which is not in calibration\.domains$/ },
        { file: f.name, ...f.at('FileModification', 'AskBefore'), message: /^how_much gives FileModification AskBefore, but the last answer in history \(line \d+\) was ReportThenAct$/ },
        { file: f.name, ...f.at('Exploration', 'Autonomous'), message: /^how_much gives Exploration Autonomous, but the last answer in history \(line \d+\) was Minimal$/ },
      ]),
    })),
    ...forms(escapedMismatch).map((f) => ({
      name: `an escaped contract: a response how_much does give must still be the last answer, the dropped one is not reported (${f.format})`,
      ...formCase(f),
      detail: /^1 calibration-state problem: how_much gives Exploration Autonomous/,
      findings: [{ file: f.name, ...f.at('Exploration', 'Autonomous'), message: /^how_much gives Exploration Autonomous, but the last answer in history \(line \d+\) was Minimal$/ }],
    })),
    {
      name: 'a skipped domain left in what, at its what entry',
      ...contractCase('c.dc.yaml', skippedInWhat),
      findings: [{ file: 'c.dc.yaml', line: 12, column: 5, message: 'External is skipped (not applicable) but still in `what`; remove it from `what` (or from `skipped` if it applies)' }],
    },
    {
      name: 'a markdown domain listed at its default and skipped: listed all the same',
      ...mdCase(rendering({ 'Ask before': ['Strategy: switching approach'], Skipped: ['Strategy'], Defaults: DEFAULTS })),
      findings: [{ file: MD, line: 7, column: 3, message: 'Strategy is under **Skipped** and also listed with a response' }],
    },
    {
      name: 'a calibrated domain with no recorded answer',
      ...formCase(noExternalYaml!),
      findings: [{ file: noExternalYaml!.name, ...posIn(noExternalYaml!.text, 'calibrated:', 'External'), message: 'External is marked calibrated but history records no answer for it' }],
    },
    {
      name: 'a durable answer that how_much does not carry',
      ...formCase(durableJson!),
      findings: [{ file: durableJson!.name, ...durableJson!.at('durable', 'ReportThenAct'), message: /^how_much gives FileModification \(durable\) ReportThenAct, but the last durable answer in history \(line \d+, persistence: durable\) was AskBefore$/ }],
    },
    (() => {
      const text = rendering({ 'Report then act': ['FileModification（durable）: 設定ファイル'], Skipped: ['FileModification'], Defaults: DEFAULTS });
      return { name: 'a markdown domain listed with full-width parentheses and skipped', ...mdCase(text), findings: [{ file: MD, line: posIn(text, '**Skipped**').line + 1, column: 3, message: 'FileModification is under **Skipped** and also listed with a response' }] };
    })(),
    {
      name: 'a markdown domain that is both listed and skipped',
      ...mdCase(bothMd),
      findings: [{ file: MD, line: posIn(bothMd, '**Skipped**').line + 1, column: 3, message: /under \*\*Skipped\*\* and also listed with a response/ }],
    },
    ...forms(noCalibration).slice(0, 1).map((f) => ({ name: 'a contract without calibration state', status: 'skip' as const, ...formCase(f), detail: 'no calibration state', findings: [] })),
    { name: 'a contract that is a string', status: 'skip', ...contractCase('c.dc.json', '"just a string"'), findings: [] },
  ],
});
