import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-known-domains.js';
import { ruleTester } from '../../rule-tester.js';
import { DEFAULTS, MD, cleanupContracts, contractCase, formCase, forms, mdCase, posIn, rendering, soloContract } from './helpers.js';
import { freeTextLabels, skippedNothing } from './written-contracts.js';

afterAll(cleanupContracts);

const domainColumn = "Here's the delegation contract for this task:\n\n**Ask before** (I'll ask for permission first):\n\n| Action | Domain |\n|---|---|\n| Push to origin | Infra |\n| Edit config files | FileModification |\n\n**Defaults** (uncalibrated domains default):\n- Exploration: autonomous (read-only, inherently safe)\n- Others: ask-before\n";
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

const md = rendering({
  Autonomous: ['run the unit tests', 'Exploration: read', 'Deploys: push to staging', 'Stratgy: pick the faster approach'],
  'Ask before': ['file modifcation (durable): config', 'EXTERNL: push', 'Git: push'],
  Skipped: ['Telemetry'],
  Defaults: DEFAULTS,
});

ruleTester(rule, {
  valid: [
    ...['None — all four domains apply', 'None (every domain applies)', '(no domains skipped)', 'none.', 'нет (все четыре домена применимы)', 'Нет', 'ничего', 'keine', 'Keine — alle vier Domänen gelten', 'なし', 'ninguno', 'aucun', 'nenhum', '无'].map((line) => ({ name: `a Skipped line that names no domain: ${line}`, ...mdCase(skippedNothing(line)) })),
    ...forms(soloContract()).map((f) => ({ name: `every domain known (${f.format})`, ...formCase(f) })),
    { name: 'a Skipped line naming two domains for one reason', ...mdCase(skippedNothing('Strategy, ScopeCreep — the audit plan is fixed')), detail: /all known$/ },
    { name: 'spelled-out domain names in markdown', ...mdCase(rendering({ 'Ask before': ['File modification (durable): config', 'scope creep: extend', 'team-coordination: merge', 'STRATEGY: switch'], Defaults: DEFAULTS })) },
    // The response sections list actions: a label that is no domain and no near miss of one describes an action.
    { name: 'free-text action labels in a rendering', ...mdCase(freeTextLabels), detail: /all known$/ },
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
      name: "a table's Domain cell that names no domain is reported, not read as an action of no domain",
      ...mdCase(domainColumn),
      findings: [{ file: MD, ...posIn(domainColumn, '| Infra', 'Infra'), message: 'unknown domain "Infra" in a response section' }],
    },
    // A hidden character inside a name: the rendering's loose reading would see Exploration, JSON a name of no domain.
    (() => {
      const text = rendering({ 'Ask before': ['External: git push', 'Explo\u200bration: reading production logs', '**Strat\u00adegy** (durable): switch approach'], Defaults: DEFAULTS });
      return {
        name: 'a rendering\'s domain label holding a zero-width space or a soft hyphen',
        ...mdCase(text),
        findings: [
          { file: MD, ...posIn(text, 'Explo'), message: 'domain name "Explo\u2039U+200B\u203aration" holds an invisible character (U+200B): a reader sees Exploration, a tool reading the text another name' },
          { file: MD, ...posIn(text, 'Strat'), message: /^domain name "Strat\u2039U\+00AD\u203aegy" holds an invisible character \(U\+00AD\)/ },
        ],
      };
    })(),
    ...forms({ ...soloContract(), what: ['Exploration\u200b', 'FileModification', 'Strategy', 'External'] }).map((f) => ({
      name: `a zero-width space after a domain name, named in the message (${f.format})`,
      ...formCase(f),
      findings: [{ file: f.name, ...posIn(f.text, f.format === 'json' ? '"what"' : 'what:', f.format === 'json' ? '"Exploration\u200b' : 'Exploration\u200b'), message: 'unknown domain "Exploration\u2039U+200B\u203a" in what[0] (did you mean Exploration?)' }],
    })),
    (() => {
      const text = rendering({ 'Report then act': ['🚀 Stratgy: switch approach'], Defaults: DEFAULTS });
      return { name: 'a misspelt domain behind an emoji is read and reported', ...mdCase(text), findings: [{ file: MD, ...posIn(text, 'Stratgy'), message: 'unknown domain "Stratgy" in a response section (did you mean Strategy?)' }] };
    })(),
    {
      name: 'an unknown domain in a history entry',
      ...formCase(historyYaml!),
      findings: [{ file: historyYaml!.name, ...historyYaml!.at('history', 'Files'), message: /"Files" in calibration\.history\[0\]\.domain/ }],
    },
    {
      name: 'a near miss of a domain in a markdown section, with a suggestion, but not free-text action labels',
      ...mdCase(md),
      findings: [
        { file: MD, ...posIn(md, 'Stratgy'), message: 'unknown domain "Stratgy" in a response section (did you mean Strategy?)' },
        { file: MD, ...posIn(md, 'file modifcation'), message: 'unknown domain "file modifcation" in a response section (did you mean FileModification?)' },
        { file: MD, ...posIn(md, 'EXTERNL'), message: 'unknown domain "EXTERNL" in a response section (did you mean External?)' },
        { file: MD, ...posIn(md, 'Telemetry'), message: /^unknown domain "Telemetry" in \*\*Skipped\*\*$/ },
      ],
    },
    {
      name: 'a Skipped line naming two domains, one misspelt: each read, the misspelling said at its own column',
      ...mdCase(skippedNothing('Strategy, Scopecreeep — the audit plan is fixed')),
      findings: [{ file: MD, ...posIn(skippedNothing('Strategy, Scopecreeep — the audit plan is fixed'), 'Scopecreeep'), message: 'unknown domain "Scopecreeep" in **Skipped** (did you mean ScopeCreep?)' }],
    },
    {
      name: 'JSON and YAML keep failing names that are not domains, with a suggestion for a near miss',
      ...contractCase('c.dc.yaml', 'what: [Tests, Stratgy]\n'),
      findings: [
        { file: 'c.dc.yaml', line: 1, column: 8, message: 'unknown domain "Tests" in what[0]' },
        { file: 'c.dc.yaml', line: 1, column: 15, message: 'unknown domain "Stratgy" in what[1] (did you mean Strategy?)' },
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
