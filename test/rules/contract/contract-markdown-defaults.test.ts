import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-markdown-defaults.js';
import { ruleTester } from '../../rule-tester.js';
import { noDefaultsSection } from './written-contracts.js';
import { descriptionInBold, unicodeBullets } from './written-renderings.js';
import { DEFAULTS, MD, cleanupContracts, formCase, forms, mdCase, posIn, rendering, soloContract } from './helpers.js';
import { emojiBeforeBold } from './written-transcripts.js';

afterAll(cleanupContracts);

const noDefaults = rendering({ Autonomous: ['Exploration: read'], 'Ask before': ['External (AlwaysAsk): push'] });
const noExplorationLine = rendering({ 'Report then act': ['Exploration: tell you what I read, then continue'], Defaults: ['Others: ask-before'] });
const noOthers = rendering({ Autonomous: ['Exploration: read'], Defaults: ['Exploration: autonomous'] });
/** Default lines whose label and default run together: `Others ask-before`, `Exploration autonomous (...)`. */
const joined = rendering({ Autonomous: ['Exploration: read'], Defaults: ['Exploration autonomous (read-only, inherently safe)', 'Others ask-before'] });
const joinedNoResponse = rendering({ Autonomous: ['Exploration: read'], Defaults: ['Exploration: autonomous', 'Others whatever seems right'] });
const quotedNoOthers = noOthers.replace(/\n$/, '').split('\n').map((l) => `> ${l}`.trimEnd()).join('\n') + '\n';

/** Sections written as markdown headings, bold or plain, right after the contract's opening line. */
const headingSections = "## Delegation contract\n\nHere's the delegation contract for this task:\n\n### **Ask before**\n- FileModification: any edit\n\n### **Defaults**\n- Exploration: autonomous (read-only, inherently safe)\n- Others: ask-before\n";
const plainHeadings = "Here's the delegation contract for this task:\n\n### Autonomous\n- Exploration: read\n\n### Defaults (uncalibrated domains default): ###\n- Exploration: autonomous (read-only, inherently safe)\n- Others: ask-before\n";

ruleTester(rule, {
  valid: [
    { name: 'an emoji before the bold label (`⚙️ **Defaults**`)', ...mdCase(emojiBeforeBold), detail: `**Defaults** shown (line ${posIn(emojiBeforeBold, '**Defaults**').line})` },
    { name: '**Defaults** written as a bold heading', ...mdCase(headingSections), detail: '**Defaults** shown (line 8)' },
    { name: 'Defaults written as a plain heading with a description and closing hashes', ...mdCase(plainHeadings), detail: '**Defaults** shown (line 6)' },
    { name: '**Defaults** with its description inside the bold', ...mdCase(descriptionInBold), detail: '**Defaults** shown (line 9)' },
    { name: '**Defaults** written with • bullets', ...mdCase(unicodeBullets), detail: '**Defaults** shown (line 6)' },
    {
      name: 'default lines that separate the label from the response with an arrow or `=`',
      ...mdCase(rendering({ Autonomous: ['Exploration: read the repository'], Defaults: ['Exploration → autonomous (read-only, inherently safe)', 'Others -> ask-before'] })),
      detail: '**Defaults** shown (line 6)',
    },
    { name: 'default lines separated by `=`', ...mdCase(rendering({ Defaults: ['Exploration = autonomous', 'Others = ask-before'] })), detail: '**Defaults** shown (line 3)' },
    { name: 'a rendering with both default lines', ...mdCase(rendering({ Autonomous: ['Exploration: read'], Defaults: DEFAULTS })), detail: /^\*\*Defaults\*\* shown \(line \d+\)$/ },
    ...['All other domains: ask-before', 'Everything else: ask before', 'The rest — ask-before', 'The rest → ask-before', 'All other domains -> ask-before', 'Everything else = ask-before', 'Остальные: ask-before', 'Все остальные домены — ask-before', 'Прочие: ask-before'].map((others) => ({ name: `other wording: ${others}`, ...mdCase(rendering({ Defaults: ['Exploration: autonomous', others] })) })),
  ],
  invalid: [
    {
      name: 'a rendering without a Defaults section and without Options: at the last section heading',
      ...mdCase(noDefaults),
      detail: /^the rendering has no \*\*Defaults\*\* section$/,
      findings: [{ file: MD, ...posIn(noDefaults, '**Ask before**'), message: 'no **Defaults** section: the user cannot see what uncalibrated domains will do' }],
    },
    {
      name: 'a rendering ending in its last section, with no newline: at the last section heading too',
      ...mdCase(noDefaults.trimEnd()),
      findings: [{ file: MD, ...posIn(noDefaults, '**Ask before**'), message: 'no **Defaults** section: the user cannot see what uncalibrated domains will do' }],
    },
    {
      name: 'a rendering without a Defaults section: at the Options line where it belongs, not at the blank line before',
      ...mdCase(noDefaultsSection),
      findings: [{ file: MD, line: 24, column: 1, message: 'no **Defaults** section: the user cannot see what uncalibrated domains will do' }],
    },
    {
      name: 'a rendering without a Defaults section ending at numbered choices: at the first choice',
      ...mdCase(`${noDefaults}1. **Approve** — apply this contract\n`),
      findings: [{ file: MD, line: noDefaults.split('\n').length, column: 1, message: 'no **Defaults** section: the user cannot see what uncalibrated domains will do' }],
    },
    {
      name: 'a markdown file with no section at all: line 1',
      ...mdCase('# Notes\n\nHere is the delegation contract for this task: see below.\n'),
      findings: [{ file: MD, line: 1, column: 1, message: 'no **Defaults** section: the user cannot see what uncalibrated domains will do' }],
    },
    {
      name: 'a Defaults section missing the line for the other domains, at its header',
      ...mdCase(noOthers),
      detail: /^\*\*Defaults\*\* has no line for Others$/,
      findings: [{ file: MD, ...posIn(noOthers, '**Defaults**'), message: '**Defaults** does not state the default for the other domains' }],
    },
    {
      // The template's Exploration line stands beside a calibrated Exploration (contract-schema reads it as the default, not a response).
      name: 'a calibrated Exploration still needs the template line for Exploration',
      ...mdCase(noExplorationLine),
      detail: /^\*\*Defaults\*\* has no line for Exploration$/,
      findings: [{ file: MD, ...posIn(noExplorationLine, '**Defaults**'), message: '**Defaults** does not state the default for Exploration' }],
    },
    {
      name: 'a rendering saved as a block quote, missing the line for the other domains: at the quoted header',
      ...mdCase(quotedNoOthers),
      findings: [{ file: MD, ...posIn(quotedNoOthers, '**Defaults**'), message: '**Defaults** does not state the default for the other domains' }],
    },
    {
      name: 'default lines without a separator between the label and the default fail at each line, with the line to write',
      ...mdCase(joined),
      detail: /^2 \*\*Defaults\*\* lines without a separator between the label and the default$/,
      fix: 'Separate each **Defaults** label from its default with a colon: "- Others: ask-before".',
      findings: [
        { file: MD, ...posIn(joined, 'Exploration autonomous'), message: '**Defaults** line `Exploration autonomous (read-only, inherently safe)` has no separator between the label and the default (a colon, a dash, an arrow or `=`): write `Exploration: autonomous (read-only, inherently safe)`' },
        { file: MD, ...posIn(joined, 'Others ask-before'), message: '**Defaults** line `Others ask-before` has no separator between the label and the default (a colon, a dash, an arrow or `=`): write `Others: ask-before`' },
      ],
    },
    {
      name: 'an Others line without a separator whose words name no response: the separator is named, without a line to write',
      ...mdCase(joinedNoResponse),
      findings: [{ file: MD, ...posIn(joinedNoResponse, 'Others whatever'), message: '**Defaults** line `Others whatever seems right` has no separator between the label and the default (a colon, a dash, an arrow or `=`)' }],
    },
    ...forms(soloContract()).map((f) => ({ name: `a ${f.format} contract`, status: 'skip' as const, ...formCase(f), detail: 'not a markdown rendering', findings: [] })),
    { name: 'an empty markdown file', status: 'skip', ...mdCase(''), findings: [] },
  ],
});
