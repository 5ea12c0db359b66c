import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-coverage.js';
import { ruleTester } from '../../rule-tester.js';
import { skippedInWhat } from './written-contracts.js';
import { ephemeralOnly } from './written-renderings.js';
import { DEFAULTS, MD, cleanupContracts, contractCase, formCase, forms, inFileOrder, mdCase, posIn, rendering, soloContract, teamContract } from './helpers.js';
import { adjustedWithBreak, nestedHalves } from './written-transcripts.js';

afterAll(cleanupContracts);

const c = soloContract();
delete c['how_much'].External;
delete c['how_much'].Strategy;

const halfAndMissing = 'what: [FileModification, External]\nhow_much:\n  FileModification:\n    persistence: { durable: AskBefore }\n';
// FileModification split by persistence: one half only, with or without a plain response beside it.
const half = (persistence: Record<string, string>, response?: string) => {
  const x = soloContract();
  x['how_much'].FileModification = { ...(response ? { response } : {}), persistence };
  return x;
};

ruleTester(rule, {
  valid: [
    { name: 'FileModification halves written as sub-items cover both halves', ...mdCase(nestedHalves), detail: 'a markdown rendering has no separate domain list; 1 persistence split leaving no files without a response' },
    { name: 'one domain of `what`, counted in the singular', ...contractCase('c.dc.yaml', 'what: [Exploration]\nhow_much: { Exploration: Autonomous }\n'), detail: 'the 1 domain of `what` has a response' },
    ...forms(soloContract()).map((f) => ({ name: `how_much covers what (${f.format})`, ...formCase(f), detail: /all 4 domains/ })),
    ...forms(half({ ephemeral: 'Autonomous' }, 'AskBefore')).map((f) => ({ name: `one persistence half beside a response that covers the other (${f.format})`, ...formCase(f), detail: /all 4 domains/ })),
    ...forms(half({ durable: 'AskBefore', ephemeral: 'ReportThenAct' })).map((f) => ({ name: `both persistence halves without a response (${f.format})`, ...formCase(f), detail: /all 4 domains/ })),
    {
      name: 'a rendering listing both persistence halves',
      ...mdCase(rendering({ Autonomous: ['FileModification (ephemeral): build output'], 'Ask before': ['FileModification (durable): config'], Defaults: DEFAULTS })),
      detail: /1 persistence split leaving no files without a response/,
    },
    {
      name: 'a rendering listing one half beside a plain item that covers the other',
      ...mdCase(rendering({ Autonomous: ['FileModification (ephemeral): build output'], 'Ask before': ['FileModification: source edits'], Defaults: DEFAULTS })),
    },
    { name: 'unknown domains are left to contract-known-domains', ...contractCase('c.dc.yaml', 'what: [Deploys]\nhow_much: {}\n') },
  ],
  invalid: [
    {
      name: 'a half missing in the rendering shown again after "Adjust"',
      ...mdCase(adjustedWithBreak),
      findings: [{ file: MD, ...posIn(adjustedWithBreak, 'Updated.', 'FileModification (ephemeral)'), message: /^FileModification is listed for ephemeral files only: durable files have no response/ }],
    },
    ...forms(c).map((f) => ({
      name: `each domain of what without a response, at the what item (${f.format})`,
      ...formCase(f),
      detail: /Strategy, External/,
      findings: [
        { file: f.name, ...f.at('what', 'Strategy'), message: 'Strategy is in `what` but has no response in how_much' },
        { file: f.name, ...f.at('what', 'External'), message: 'External is in `what` but has no response in how_much' },
      ],
    })),
    ...forms(half({ ephemeral: 'Autonomous' })).map((f) => ({
      name: `one persistence half and no response: the other half's files have none, at the persistence key (${f.format})`,
      ...formCase(f),
      detail: '1 domain without a response: FileModification (durable)',
      fix: 'Give both persistence halves (ephemeral and durable), or a `response` beside the split for the files it leaves out.',
      findings: [{ file: f.name, ...posIn(f.text, f.key('FileModification'), f.key('persistence')), message: 'FileModification splits by persistence but gives no response for durable files (only ephemeral), and no `response` that covers them' }],
    })),
    {
      name: 'a missing domain and a missing half are both named',
      ...contractCase('c.dc.yaml', halfAndMissing),
      detail: '2 domains without a response: FileModification (ephemeral), External',
      fix: /^Add each to how_much: .* Give both persistence halves/,
      findings: inFileOrder([
        { file: 'c.dc.yaml', ...posIn(halfAndMissing, 'FileModification:', 'persistence'), message: 'FileModification splits by persistence but gives no response for ephemeral files (only durable), and no `response` that covers them' },
        { file: 'c.dc.yaml', ...posIn(halfAndMissing, 'what:', 'External'), message: 'External is in `what` but has no response in how_much' },
      ]),
    },
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
    {
      name: 'a rendering listing one persistence half only fails as the JSON form does, at the domain',
      ...mdCase(ephemeralOnly),
      detail: '1 domain without a response: FileModification (durable)',
      findings: [{ file: MD, ...posIn(ephemeralOnly, '- FileModification', 'FileModification'), message: 'FileModification is listed for ephemeral files only: durable files have no response; list `FileModification (durable)` under its section, or a plain `FileModification` item for the files the split leaves out' }],
    },
    { name: 'a markdown rendering', status: 'skip', ...mdCase(rendering({ Autonomous: ['Exploration: read'], Defaults: DEFAULTS })), detail: 'a markdown rendering has no separate domain list', findings: [] },
    // An empty `what` delegates nothing: a team's contract warns here, a Solo one in contract-who-mode.
    ...forms({ ...teamContract(), what: [] }).map((f) => ({
      name: `a team contract with an empty \`what\` warns at \`what\` (${f.format})`,
      status: 'warn' as const,
      ...formCase(f),
      detail: '`what` lists no action domain: the contract delegates nothing',
      findings: [{ file: f.name, ...posIn(f.text, f.key('what'), '['), message: '`what` lists no action domain: the contract governs nothing, so there is no autonomy to calibrate', severity: 'warning' as const }],
    })),
    { name: 'a Solo contract with an empty `what` (contract-who-mode warns)', status: 'skip', ...contractCase('c.dc.yaml', 'mode: Solo\nwho: Solo\nwhat: []\nhow_much: {External: AskBefore}\n'), detail: /^`what` lists no domain, so there is nothing to cover/, findings: [] },
    {
      name: 'an escaped contract: the protocol ended by Esc, so nothing is covered',
      status: 'skip',
      ...contractCase('c.dc.yaml', 'what: [FileModification, External]\nhow_much: { FileModification: ReportThenAct }\ncalibration:\n  outcome: escaped\n'),
      detail: 'the protocol was escaped (Esc): no contract applies, so no domain needs a response',
      findings: [],
    },
    { name: 'a contract without `what`', status: 'skip', ...contractCase('c.dc.yaml', 'how_much: {}\n'), detail: 'the contract has no `what` list', findings: [] },
    { name: 'an empty file', status: 'skip', ...contractCase('c.dc.yaml', ''), findings: [] },
  ],
});
