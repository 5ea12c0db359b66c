import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-response-refinement-scope.js';
import { ruleTester } from '../../rule-tester.js';
import { DEFAULTS, MD, PROTOTYPE_NAMES, cleanupContracts, contractCase, formCase, forms, mdCase, posIn, rendering, soloContract } from './helpers.js';

afterAll(cleanupContracts);

const c = soloContract();
c['how_much'].Exploration = 'AlwaysAsk';
c['how_much'].Strategy = 'Sometimes';
c['how_much'].FileModification.persistence.durable = 'ask-before';
c['calibration'].history[4].response = 'Minimal';

const protoResponses = PROTOTYPE_NAMES.flatMap((name) => {
  const p = soloContract();
  p['how_much'].FileModification.persistence.ephemeral = name;
  p['how_much'].Exploration = name;
  p['calibration'].history[3].response = name;
  return forms(p).map((f) => ({ name, f }));
});

const misplaced = rendering({ Autonomous: ['Strategy (SwitchAutonomously): switch when tests show it'], 'Report then act': ['Exploration (Minimal): only the dashboards'], 'Ask before': ['External (Autonomous): push'], Defaults: DEFAULTS });
const qualified = rendering({ 'Ask before': ['FileModification (durable,  Autonomous): config and rules'], Defaults: DEFAULTS });

ruleTester(rule, {
  valid: [
    ...forms(soloContract()).map((f) => ({ name: `refinements in their own domains (${f.format})`, ...formCase(f) })),
    {
      name: 'a response in a `|` block scalar: its final line break is not part of the name',
      ...contractCase('c.dc.yaml', 'what: [Exploration]\nhow_much:\n  Exploration: |\n    Autonomous\ncalibration:\n  history:\n    - domain: Exploration\n      scenario: related information\n      response: |\n        Minimal\n'),
      detail: '2 responses, each known and in scope',
    },
    // Words in a label's parentheses that name no response (nor nearly do) are notes on the action.
    ...['External (git push, PRs): ask me first', '**External** (git push / PR): ask me first', 'External (Slack / email): ask before messaging anyone', 'External (GitHub): ask me first', 'External (PagerDuty): page on-call', 'External (ask first): push'].map((item) => ({
      name: `descriptive words in the parentheses of \`${item}\` are not responses`,
      ...mdCase(rendering({ 'Ask before': [item], Defaults: DEFAULTS })),
      detail: '1 response, each known and in scope',
    })),
    // After Exploration or Strategy only a capitalised word alone stands where a refinement goes;
    // an acronym, a lower-case word, several words, a half or a domain are notes.
    ...['Exploration (API): read the endpoints', 'Exploration (docs): read', 'Strategy (rollout order): propose', 'Exploration (read-only, docs): read', 'Strategy (Exploration): switch'].map((item) => ({
      name: `\`${item}\` carries a note, not a refinement`,
      ...mdCase(rendering({ Autonomous: [item], Defaults: DEFAULTS })),
      detail: '1 response, each known and in scope',
    })),
    // A response at the end of an item that agrees with its section, or a word that is no response.
    ...['External: pushes and PRs (AlwaysAsk)', 'External: AlwaysAsk', 'External: open the PR (via gh)', 'External: ask before pushing'].map((item) => ({
      name: `\`${item}\` under **Ask before** is in scope`,
      ...mdCase(rendering({ 'Ask before': [item], Defaults: DEFAULTS })),
      detail: '1 response, each known and in scope',
    })),
  ],
  invalid: [
    ...forms(c).map((f) => ({
      name: `unknown and misplaced responses at their values (${f.format})`,
      ...formCase(f),
      findings: [
        { file: f.name, ...f.at('durable', 'ask-before'), message: /^"ask-before" in how_much\.FileModification \(durable\) is not a response \(did you mean AskBefore\?\)$/ },
        { file: f.name, ...f.at('Exploration', 'AlwaysAsk'), message: /^AlwaysAsk refines AskBefore for External only; how_much\.Exploration gives it to Exploration$/ },
        { file: f.name, ...f.at('Strategy', 'Sometimes'), message: /^"Sometimes" in how_much\.Strategy is not a response$/ },
        { file: f.name, ...posIn(f.text, f.str('better approach'), f.str('Minimal')), message: /^Minimal refines Autonomous for Exploration only; calibration\.history\[4\] gives it to Strategy$/ },
      ],
    })),
    ...protoResponses.map(({ name, f }) => ({
      name: `${name} is an unknown response, as "Sometimes" is (${f.format})`,
      ...formCase(f),
      findings: [
        { file: f.name, ...f.at('ephemeral', name), message: new RegExp(`^"${name}" in how_much\\.FileModification \\(ephemeral\\) is not a response$`) },
        { file: f.name, ...f.at('Exploration', name), message: new RegExp(`^"${name}" in how_much\\.Exploration is not a response$`) },
        { file: f.name, ...posIn(f.text, f.str('related information'), f.str(name)), message: new RegExp(`^"${name}" in calibration\\.history\\[3\\] is not a response$`) },
      ],
    })),
    {
      name: 'a markdown refinement listed under the wrong section, at the refinement',
      ...mdCase(misplaced),
      findings: [
        { file: MD, ...posIn(misplaced, 'Exploration (Minimal)', 'Minimal'), message: /^Exploration \(Minimal\) is listed under \*\*Report then act\*\*, but Minimal ⊆ Autonomous belongs under \*\*Autonomous\*\*/ },
        { file: MD, ...posIn(misplaced, 'External (Autonomous)', 'Autonomous'), message: /^External \(Autonomous\) is listed under \*\*Ask before\*\*/ },
      ],
    },
    {
      name: 'a response given after a persistence qualifier',
      ...mdCase(qualified),
      findings: [{ file: MD, ...posIn(qualified, 'Autonomous)'), message: /FileModification \(Autonomous\) is listed under \*\*Ask before\*\*/ }],
    },
    // Qualifiers in two groups, and a plain dash before the text: the item is still read as its domain.
    ...[
      ['Exploration (Minimal) (durable): only the dashboards', 'Minimal'],
      ['Exploration (ephemeral) (Minimal): only the dashboards', 'Minimal'],
      ['Exploration (Minimal) - only the dashboards', 'Minimal'],
    ].map(([item, q]) => {
      const text = rendering({ 'Report then act': [item!], Defaults: DEFAULTS });
      return {
        name: `a refinement in \`${item}\``,
        ...mdCase(text),
        findings: [{ file: MD, ...posIn(text, item!, q!), message: /^Exploration \(Minimal\) is listed under \*\*Report then act\*\*/ }],
      };
    }),
    ...['Autonomus', 'AskBefor'].map((word) => {
      const text = rendering({ 'Ask before': [`FileModification (${word}): source files`], Defaults: DEFAULTS });
      return {
        name: `a misspelt response in parentheses (${word}) is still read as a response`,
        ...mdCase(text),
        findings: [{ file: MD, ...posIn(text, word), message: new RegExp(`^"${word}" in how_much\\.FileModification is not a response \\(did you mean`) }],
      };
    }),
    // A one-token compound led by a response's first word is meant as a response, not a note.
    ...[
      ['AskFirst', 'AskBefore'],
      ['report-only', 'ReportThenAct'],
      ['HaltOnError', 'Halt'],
    ].map(([word, meant]) => {
      const text = rendering({ Autonomous: [`FileModification (${word}): edit config`], Defaults: DEFAULTS });
      return {
        name: `a coined response in parentheses (${word}) is reported as not a response`,
        ...mdCase(text),
        findings: [{ file: MD, ...posIn(text, word!), message: `"${word}" in how_much.FileModification is not a response (did you mean ${meant}?)` }],
      };
    }),
    // `Exploration (Shallow)`: a lone capitalised word where Exploration's refinement (Minimal) goes.
    ...([['Autonomous', 'Exploration (Shallow): skim the docs', 'Shallow', 'Exploration', 'Minimal'], ['Report then act', 'Strategy (Careful): propose first', 'Careful', 'Strategy', 'ProposeThenChoose, SwitchAutonomously']] as const).map(([section, item, word, domain, own]) => {
      const text = rendering({ [section]: [item], Defaults: DEFAULTS });
      return {
        name: `an unknown refinement in parentheses, \`${item}\`, is no note`,
        ...mdCase(text),
        findings: [{ file: MD, ...posIn(text, word), message: `"${word}" in how_much.${domain} is not a response nor a refinement of ${domain} (${own}); a note on the action goes after the colon` }],
      };
    }),
    {
      name: 'a coined response in a YAML contract gets the response it was coined from',
      ...contractCase('c.dc.yaml', 'what: [External]\nhow_much:\n  External: AskFirst\n'),
      findings: [{ file: 'c.dc.yaml', line: 3, column: 13, message: '"AskFirst" in how_much.External is not a response (did you mean AskBefore?)' }],
    },
    // A response written at the end of an item (its value, its last part after a dash, or a closing
    // parenthesis) is that item's response, reported when it contradicts the section.
    ...([
      ['External: pushes and PRs (AlwaysAsk)', 'AlwaysAsk', 'External (AlwaysAsk)', 'AlwaysAsk ⊆ AskBefore', 'Ask before'],
      ['External: AlwaysAsk', 'AlwaysAsk', 'External (AlwaysAsk)', 'AlwaysAsk ⊆ AskBefore', 'Ask before'],
      ['External — pushes and PRs — AlwaysAsk', 'AlwaysAsk', 'External (AlwaysAsk)', 'AlwaysAsk ⊆ AskBefore', 'Ask before'],
      ['Strategy: propose alternatives and let you pick (ProposeThenChoose)', 'ProposeThenChoose', 'Strategy (ProposeThenChoose)', 'ProposeThenChoose ⊆ ReportThenAct', 'Report then act'],
      ['FileModification: edit config files (AskBefore)', 'AskBefore', 'FileModification (AskBefore)', 'AskBefore', 'Ask before'],
      ['FileModification: config and rules (durable, ask before)', 'ask before', 'FileModification (AskBefore)', 'AskBefore', 'Ask before'],
      ['Exploration: `report then act` — summarise findings first', 'report then act', 'Exploration (ReportThenAct)', 'ReportThenAct', 'Report then act'],
    ] as const).map(([item, word, shown, base, section]) => {
      const text = rendering({ Autonomous: [item], Defaults: DEFAULTS });
      return {
        name: `a response at the end of \`${item}\` under **Autonomous** contradicts the section`,
        ...mdCase(text),
        findings: [{ file: MD, ...posIn(text, item, word), message: `${shown} is listed under **Autonomous**, but ${base} belongs under **${section}**` }],
      };
    }),
    { name: 'a contract without responses', status: 'skip', ...contractCase('c.dc.yaml', 'what: []\n'), findings: [] },
    { name: 'garbage', status: 'skip', ...contractCase('c.dc.json', Buffer.from([0xff, 0x00, 0x7b])), findings: [] },
  ],
});
