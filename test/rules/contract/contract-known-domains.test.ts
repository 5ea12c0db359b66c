import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-known-domains.js';
import { ruleTester } from '../../rule-tester.js';
import { DEFAULTS, MD, cleanupContracts, contractCase, formCase, forms, mdCase, posIn, rendering, soloContract } from './helpers.js';
import { skippedNothing } from './audit-fixtures.js';

afterAll(cleanupContracts);

const c = soloContract();
c['what'].push('Deployment');
c['how_much'].Deployment = 'AskBefore';
c['calibration'].skipped = ['fileModification'];

const h = soloContract();
h['calibration'].history[0].domain = 'Files';
const [, historyYaml] = forms(h);

// An own `__proto__` key, which the contract reader keeps in JSON and YAML alike: an unknown domain like any other.
const protoKey = [
  { name: 'c.dc.json', key: '"__proto__"', text: '{\n  "what": ["Exploration"],\n  "how_much": { "__proto__": "AskBefore", "Exploration": "Autonomous" }\n}\n' },
  { name: 'c.dc.yaml', key: '__proto__', text: 'what: [Exploration]\nhow_much:\n  __proto__: AskBefore\n  Exploration: Autonomous\n' },
];

const md = rendering({ Autonomous: ['run the unit tests', 'Exploration: read', 'Deploys: push to staging'], Skipped: ['Telemetry'], Defaults: DEFAULTS });

ruleTester(rule, {
  valid: [
    ...['None — all four domains apply', 'None (every domain applies)', '(no domains skipped)', 'none.'].map((line) => ({ name: `a Skipped line that names no domain: ${line}`, ...mdCase(skippedNothing(line)) })),
    ...forms(soloContract()).map((f) => ({ name: `every domain known (${f.format})`, ...formCase(f) })),
    { name: 'spelled-out domain names in markdown', ...mdCase(rendering({ 'Ask before': ['File modification (durable): config', 'scope creep: extend'], Defaults: DEFAULTS })) },
  ],
  invalid: [
    ...forms(c).map((f) => ({
      name: `unknown domains at each place they are written (${f.format})`,
      ...formCase(f),
      findings: [
        { file: f.name, ...f.at('what', 'Deployment'), message: /^unknown domain "Deployment" in what\[4\]$/ },
        { file: f.name, ...f.at('how_much', 'Deployment'), message: /^unknown domain "Deployment" in how_much$/ },
        { file: f.name, ...f.at('skipped', 'fileModification'), message: /^unknown domain "fileModification" in calibration\.skipped\[0\] \(did you mean FileModification\?\)$/ },
      ],
    })),
    {
      name: 'an unknown domain in a history entry',
      ...formCase(historyYaml!),
      findings: [{ file: historyYaml!.name, ...historyYaml!.at('history', 'Files'), message: /"Files" in calibration\.history\[0\]\.domain/ }],
    },
    {
      name: 'a domain-like word in a markdown section, but not free-text actions',
      ...mdCase(md),
      findings: [
        { file: MD, ...posIn(md, 'Deploys'), message: /^unknown domain "Deploys" in a response section$/ },
        { file: MD, ...posIn(md, 'Telemetry'), message: /^unknown domain "Telemetry" in \*\*Skipped\*\*$/ },
      ],
    },
    ...protoKey.map(({ name, key, text }) => ({
      name: `an own __proto__ key in how_much (${name})`,
      ...contractCase(name, text),
      findings: [{ file: name, ...posIn(text, key), message: /^unknown domain "__proto__" in how_much$/ }],
    })),
    { name: 'a contract that names no domain', status: 'skip', ...contractCase('c.dc.json', '{}'), detail: /names no domain/, findings: [] },
    { name: 'an unparsable contract', status: 'skip', ...contractCase('c.dc.yaml', 'what: [\n'), detail: /does not parse/, findings: [] },
  ],
});
