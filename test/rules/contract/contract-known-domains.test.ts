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

// A label whose first letter is the Cyrillic Е (U+0415) or whose a is the Cyrillic а (U+0430): it shows a domain, JSON would name another.
const lookalikes = rendering({
  Autonomous: ['Exploration: read the billing module'],
  'Report then act': ['**Str\u0430tegy**: propose a different migration order'],
  'Ask before': ['FileModification (durable): source code, config', '\u0415xternal (AlwaysAsk): git push, opening the PR'],
  Defaults: DEFAULTS,
});
// Labels wholly in another script, or of two lower-case words before a response, describe actions.
const actionsInOwnWords = rendering({ Autonomous: ['Exploration: read', 'Деплой: выкатить на стенд'], 'Ask before': ['External: push', 'git push (AlwaysAsk): to main'], Defaults: DEFAULTS });
// A label given a response or a persistence half in parentheses is meant as a domain.
const qualified = rendering({
  Autonomous: ['Exploration: read the billing module', 'Cache (ephemeral): the build cache'],
  'Ask before': ['External (AlwaysAsk): git push', 'Deployment (AlwaysAsk): promote to production', 'Infra (askbefore): terraform apply'],
  Defaults: DEFAULTS,
});
// A no-break space in a label reads as a space: the item is read, not dropped; in an unknown name it is named.
const noBreak = rendering({
  Autonomous: ['Exploration: read'],
  'Ask before': ['External\u00a0(AlwaysAsk): git push', 'File\u00a0modification (durable): config', 'Deploy\u00a0ment (AlwaysAsk): promote to production'],
  Defaults: DEFAULTS,
});
// One capitalised word of no domain where every other label names one.
const bareLabel = rendering({ Autonomous: ['Exploration: read'], 'Ask before': ['FileModification (durable): source code', 'External (AlwaysAsk): git push', 'Deployment: promoting to production'], Defaults: DEFAULTS });
const BARE_UNKNOWN = 'unknown domain "Deployment" under **Ask before**: every other label of the response sections names a domain, so this one is read as a domain, and the protocol has none of that name (the domains are FileModification, Exploration, Strategy, External, TeamCoordination, ScopeCreep)';
// The contract shown again after "Adjust": only the last rendering is read, and its label is said.
const shownAgain = `${rendering({ 'Ask before': ['External: git push'], Defaults: DEFAULTS })}\nOptions:\n1. **Approve** — apply this contract\n\nAfter adjusting:\n\n${bareLabel}`;

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
    { name: 'labels wholly in another script, and two lower-case words before a response, describe actions', ...mdCase(actionsInOwnWords), detail: /all known$/ },
    { name: 'a one-word label of no domain beside other labels of no domain: the author labels actions in words', ...mdCase(bareLabel.replace('- Exploration: read', '- Exploration: read\n- Tests: run the suite')), detail: /all known$/ },
  ],
  invalid: [
    {
      // The spec: "Unknown domain names fail", in a rendering's **Ask before** as in JSON and YAML.
      name: 'a one-word label of no domain under **Ask before** where every other label names one fails as an unknown domain, at the label',
      ...mdCase(bareLabel),
      detail: `1 unknown domain name: ${BARE_UNKNOWN}`,
      findings: [{ file: MD, ...posIn(bareLabel, 'Deployment'), message: BARE_UNKNOWN }],
    },
    ...(['Autonomous', 'Report then act'] as const).map((section) => {
      const text = rendering({ [section]: ['FileModification (durable): source code', 'External: git push', 'Deployment: promoting to production'], Defaults: DEFAULTS });
      return {
        name: `the same one-word label under **${section}** fails too`,
        ...mdCase(text),
        findings: [{ file: MD, ...posIn(text, 'Deployment'), message: BARE_UNKNOWN.replace('**Ask before**', `**${section}**`) }],
      };
    }),
    {
      name: 'the same label in the last of two renderings (the contract shown again) fails at its line',
      ...mdCase(shownAgain),
      findings: [{ file: MD, ...posIn(shownAgain, 'After adjusting', 'Deployment'), message: BARE_UNKNOWN }],
    },
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
      name: 'a label with a look-alike letter is read and fails, the letter named by its code point, with a suggestion',
      ...mdCase(lookalikes),
      findings: [
        { file: MD, ...posIn(lookalikes, 'Str\u0430tegy'), message: 'unknown domain "Str\u2039U+0430\u203ategy" in a response section: U+0430 is not a Latin letter (did you mean Strategy?)' },
        { file: MD, ...posIn(lookalikes, '\u0415xternal'), message: 'unknown domain "\u2039U+0415\u203axternal" in a response section: U+0415 is not a Latin letter (did you mean External?)' },
      ],
    },
    {
      name: 'a look-alike letter in a Defaults label and a Skipped item',
      ...mdCase(rendering({ Autonomous: ['Exploration: read'], Skipped: ['Sc\u043epeCreep — no scope changes'], Defaults: ['\u0415xploration: autonomous (read-only, inherently safe)', 'Others: ask-before'] })),
      findings: [
        { file: MD, line: 7, column: 3, message: 'unknown domain "Sc\u2039U+043E\u203apeCreep" in **Skipped**: U+043E is not a Latin letter (did you mean ScopeCreep?)' },
        { file: MD, line: 10, column: 3, message: 'unknown domain "\u2039U+0415\u203axploration" in **Defaults**: U+0415 is not a Latin letter (did you mean Exploration?)' },
      ],
    },
    ...forms({ ...soloContract(), what: ['FileModification', '\u0415xploration', 'Strategy', 'External'] }).map((f) => ({
      name: `a look-alike letter in what, named by its code point, with a suggestion (${f.format})`,
      ...formCase(f),
      findings: [{ file: f.name, ...f.at('what', '\u0415xploration'), message: 'unknown domain "\u2039U+0415\u203axploration" in what[1]: U+0415 is not a Latin letter (did you mean Exploration?)' }],
    })),
    {
      name: 'a label with a no-break space is read as with a space, and an unknown one names it by its code point',
      ...mdCase(noBreak),
      detail: /^1 unknown domain name/,
      findings: [{ file: MD, ...posIn(noBreak, 'Deploy'), message: 'unknown domain "Deploy\u2039U+00A0\u203ament" in a response section' }],
    },
    {
      name: 'a label given a response or a persistence half in parentheses is a domain label, and an unknown one fails',
      ...mdCase(qualified),
      findings: [
        { file: MD, ...posIn(qualified, 'Cache'), message: 'unknown domain "Cache" in a response section' },
        { file: MD, ...posIn(qualified, 'Deployment'), message: 'unknown domain "Deployment" in a response section' },
        { file: MD, ...posIn(qualified, 'Infra'), message: 'unknown domain "Infra" in a response section' },
      ],
    },
    {
      name: 'a one-word label of no domain fails beside a misspelt domain',
      ...mdCase(bareLabel.replace('- Exploration: read', '- Stratgy: pick')),
      detail: /^2 unknown domain names: unknown domain "Stratgy" in a response section \(did you mean Strategy\?\)$/,
      findings: [
        { file: MD, ...posIn(bareLabel.replace('- Exploration: read', '- Stratgy: pick'), 'Stratgy'), message: /^unknown domain "Stratgy"/ },
        { file: MD, ...posIn(bareLabel, 'Deployment'), message: BARE_UNKNOWN },
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
