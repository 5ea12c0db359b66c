import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-scenario-response.js';
import { ruleTester } from '../../rule-tester.js';
import { teamStrategyAtDefault } from './written-contracts.js';
import { descriptionInBold, tableSections, underscoreBold } from './written-renderings.js';
import { DEFAULTS, MD, cleanupContracts, contractCase, formCase, forms, mdCase, posIn, rendering, soloContract } from './helpers.js';
import { adjustedTwice, adjustedWithBreak, emojiBeforeBold, emojiInsideBold, setextSections } from './written-transcripts.js';

afterAll(cleanupContracts);

const c = soloContract();
c['how_much'].Strategy = 'AskBefore';
c['how_much'].External = { response: 'AlwaysAsk', persistence: { durable: 'AlwaysAsk' } };
c['calibration'].history[0].response = 'Halt';

const persistenceYaml = 'who: Solo\nwhat: [External]\nhow_much:\n  External:\n    persistence:\n      durable: AlwaysAsk\ncalibration: { calibrated: [External] }\n';

const uncalibrated = soloContract();
delete uncalibrated['calibration'];
uncalibrated['how_much'].Strategy = 'AskBefore';
const atDefault = forms(uncalibrated)[0]!;
uncalibrated['how_much'].Strategy = 'Autonomous';
const [offDefault] = forms(uncalibrated);

const leftToDefaults = soloContract();
leftToDefaults['how_much'].Strategy = 'AskBefore';
leftToDefaults['calibration'].calibrated = ['FileModification', 'Exploration', 'External'];
leftToDefaults['calibration'].history.splice(4, 1);

// Exploration answered with another domain's refinement: contract-response-refinement-scope's finding, not this rule's.
const misplaced = soloContract();
misplaced['how_much'].Exploration = 'ProposeThenChoose';

const md = rendering({ 'Report then act': ['External: push, then tell you'], 'Ask before': ['Strategy: switching the statistical test', 'ScopeCreep: extend into adjacent work'], 'Halt conditions': ['FileModification: any file change'], Defaults: DEFAULTS });

/** An External answer split by persistence, while how_much gives External one response. */
const halfAnswer = `task: t
mode: Solo
who: Solo
what: [External, Exploration]
how_much: {External: AlwaysAsk, Exploration: Minimal}
halt_conditions: []
exploration: {depth: 1, breadth: 1, drift_action: report}
calibration:
  domains: [External, Exploration]
  calibrated: [External, Exploration]
  history:
    - {domain: External, scenario: "When git push or PR creation is needed?", response: AlwaysAsk, persistence: durable}
    - {domain: Exploration, scenario: "When related information is found during investigation?", response: Minimal}
  outcome: approved
`;

const EXTERNAL_RTA = 'External is ReportThenAct, which the External scenario does not offer (Autonomous, AlwaysAsk)';

ruleTester(rule, {
  valid: [
    (() => {
      // Shown again after "Adjust" with no `Options:` between: the first rendering's External (ReportThenAct) is replaced, not read.
      const first = rendering({ Autonomous: ['Exploration: read'], 'Report then act': ['External: open the PR and tell you'], Defaults: DEFAULTS });
      const text = `${first}\nUser: Adjust — ask before pushing.\n\n${rendering({ Autonomous: ['Exploration: read'], 'Ask before': ['External: push the branch'], Defaults: DEFAULTS })}`;
      return { name: 'only the rendering shown again is read, with no `Options:` line between the two', ...mdCase(text) };
    })(),
    { name: 'the clean rendering shown again after "Adjust"', ...mdCase(adjustedTwice) },
    ...forms(soloContract()).map((f) => ({ name: `scenario answers (${f.format})`, ...formCase(f) })),
    { name: 'without a calibrated list, the default', ...formCase(atDefault) },
    {
      name: "a refinement of another domain is left to contract-response-refinement-scope, and the pass says so rather than that it matches",
      ...formCase(forms(misplaced)[0]!),
      detail: /: every one that is a response of its domain matches its scenario; 1 value that is not \(an unknown word, another domain's refinement\) is contract-response-refinement-scope's to judge$/,
    },
    { name: 'uncalibrated domains are left to the defaults rule', ...formCase(forms(leftToDefaults)[1]!) },
    // The rendering shows uncalibrated domains with their defaults: Strategy under Ask before is one.
    { name: 'a team rendering listing the uncalibrated Strategy at its default under Ask before', ...mdCase(teamStrategyAtDefault), detail: /^6 responses and 0 answers/ },
  ],
  invalid: [
    // Emoji on an item's label are decoration, as on a section label; "External actions" and an action
    // mapped to its domain by an arrow name the domain too. Each is read, so the break is found at the name.
    ...[
      ['🚀 External: push the branch', 'External'],
      ['⚠️ External: push the branch', 'External'],
      ['**🚀 External**: push the branch', 'External'],
      ['🚀 **External**: push the branch', 'External'],
      ['External 🚀: push the branch', 'External'],
      ['🚀 External (git push): push the branch', 'External'],
      ['External actions: push the branch', 'External'],
      ['Git push / PR creation → External', '→ External'],
    ].map(([item, at]) => {
      const text = rendering({ 'Report then act': [item!], Defaults: DEFAULTS });
      const pos = posIn(text, item!, at!);
      return { name: `External under Report then act written \`${item}\``, ...mdCase(text), findings: [{ file: MD, line: pos.line, column: pos.column + (at!.startsWith('→') ? 2 : 0), message: EXTERNAL_RTA }] };
    }),
    { name: 'External under a Setext heading **Report then act**', ...mdCase(setextSections), findings: [{ file: MD, ...posIn(setextSections, '- External', 'External'), message: EXTERNAL_RTA }] },
    (() => {
      const text = rendering({ 'Report then act': ['External（git push）: ブランチをプッシュしてから報告'], Defaults: DEFAULTS });
      return { name: 'External with full-width parentheses under Report then act', ...mdCase(text), findings: [{ file: MD, ...posIn(text, 'External（'), message: EXTERNAL_RTA }] };
    })(),
    // The contract shown again after "Adjust" is the one in force: its breaks are reported at its lines.
    { name: 'a protocol break in the rendering shown again, at its line', ...mdCase(adjustedWithBreak), findings: [{ file: MD, ...posIn(adjustedWithBreak, 'Updated.', 'External: push'), message: EXTERNAL_RTA }] },
    { name: 'a break under a label with an emoji inside the bold', ...mdCase(emojiInsideBold), findings: [{ file: MD, ...posIn(emojiInsideBold, 'External: send'), message: EXTERNAL_RTA }] },
    { name: 'a break under a label with an emoji before the bold', ...mdCase(emojiBeforeBold), findings: [{ file: MD, ...posIn(emojiBeforeBold, 'External: open'), message: EXTERNAL_RTA }] },
    { name: 'an item of a section whose bold label holds its description', ...mdCase(descriptionInBold), findings: [{ file: MD, line: 7, column: 3, message: 'External is ReportThenAct, which the External scenario does not offer (Autonomous, AlwaysAsk)' }] },
    { name: 'an item of a section labelled in underscore bold', ...mdCase(underscoreBold), findings: [{ file: MD, line: 7, column: 3, message: 'External is ReportThenAct, which the External scenario does not offer (Autonomous, AlwaysAsk)' }] },
    {
      name: 'an item of a section written as a heading',
      ...mdCase("Here's the delegation contract for this task:\n\n**Autonomous** (I'll proceed without asking):\n- FileModification: edit anything\n\n### Report then act (I'll tell you what I'm doing, then proceed):\n- External: push the branch, then tell you\n\n**Defaults** (uncalibrated domains default):\n- Exploration: autonomous (read-only, inherently safe)\n- Others: ask-before\n"),
      findings: [{ file: MD, line: 7, column: 3, message: 'External is ReportThenAct, which the External scenario does not offer (Autonomous, AlwaysAsk)' }],
    },
    ...['→', '->', '='].map((sep) => ({
      name: `an item whose domain is separated from its action by ${sep}`,
      ...mdCase(rendering({ 'Report then act': [`External ${sep} push the branch, then tell you`], Defaults: DEFAULTS })),
      findings: [{ file: MD, line: 4, column: 3, message: 'External is ReportThenAct, which the External scenario does not offer (Autonomous, AlwaysAsk)' }],
    })),
    { name: 'a table row of a section', ...mdCase(tableSections), findings: [{ file: MD, line: 7, column: 3, message: 'External is ReportThenAct, which the External scenario does not offer (Autonomous, AlwaysAsk)' }] },
    ...forms(c).map((f) => ({
      name: `responses the scenario does not offer (${f.format})`,
      ...formCase(f),
      findings: [
        { file: f.name, ...f.at('Strategy', 'AskBefore'), message: /^Strategy is AskBefore, which the Strategy scenario does not offer \(ProposeThenChoose, SwitchAutonomously\)$/ },
        // The persistence map: `{` in JSON, its first key in block YAML.
        { file: f.name, ...posIn(f.text, f.key('External'), f.format === 'json' ? '{\n        "durable"' : 'durable'), message: /^External splits by persistence; only FileModification distinguishes ephemeral and durable files$/ },
        { file: f.name, ...f.at('history', 'Halt'), message: /^history answer 1 for FileModification is Halt, which the FileModification scenario does not offer \(Autonomous, ReportThenAct, AskBefore\)$/ },
      ],
    })),
    {
      name: 'the persistence finding at the persistence map (YAML)',
      ...contractCase('c.dc.yaml', persistenceYaml),
      findings: [{ file: 'c.dc.yaml', ...posIn(persistenceYaml, 'durable'), message: /^External splits by persistence; only FileModification/ }],
    },
    {
      name: 'without a calibrated list, a response neither offered nor default',
      ...formCase(offDefault!),
      findings: [{ file: offDefault!.name, ...offDefault!.at('Strategy', 'Autonomous'), message: /neither an option of the Strategy scenario .* nor its default \(AskBefore\)/ }],
    },
    {
      // A halt condition that starts with a domain name is a trigger: it gives FileModification no response.
      // Strategy and ScopeCreep under Ask before are at their default, not calibrated: not held to their scenarios.
      name: 'a markdown domain listed under a non-default response its scenario does not offer, and not a halt condition',
      ...mdCase(md),
      findings: [{ file: MD, ...posIn(md, 'External:'), message: 'External is ReportThenAct, which the External scenario does not offer (Autonomous, AlwaysAsk)' }],
    },
    {
      name: 'a history answer about a persistence half of a domain other than FileModification, at its persistence',
      ...contractCase('c.dc.yaml', halfAnswer),
      findings: [{ file: 'c.dc.yaml', ...posIn(halfAnswer, '{domain: External', 'durable'), message: 'history answer 1 for External is about durable files; only FileModification distinguishes ephemeral and durable files' }],
    },
    { name: 'a contract without known domains', status: 'skip', ...contractCase('c.dc.yaml', 'how_much: { Deploys: Autonomous }\n'), findings: [] },
  ],
});
