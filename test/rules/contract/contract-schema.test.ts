import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-schema.js';
import { ruleTester } from '../../rule-tester.js';
import { DEFAULTS, MD, cleanupContracts, contractCase, formCase, forms, inFileOrder, mdCase, posIn, rendering, soloContract, teamContract } from './helpers.js';
import { closingSentence, defaultsContradictsSection, descriptionInBold, entryAfterItems, explorationCalibrated, indentedEntry, italicLabel, paraphrasedLabels, persistentFiles, tableSections, twoActionsOneSection, twoResponsesOneSection, underscoreBold, unreadContent } from './written-renderings.js';
import { domainPrefixedHalt, lineOf, numberedAskBefore } from './written-contracts.js';
import { setextSections, unnumberedOptions } from './written-transcripts.js';

afterAll(cleanupContracts);

const broken = soloContract();
delete broken['exploration'];
broken['notes'] = 'later';
broken['what'] = 'FileModification';
broken['who'].confirmed = 'yes';

const emptySplit = soloContract();
emptySplit['how_much'].FileModification = { persistence: {} };
emptySplit['halt_conditions'][0].when = 'always';
const [emptySplitJson] = forms(emptySplit);

const mdBroken = rendering({ Autonomous: ['[list of calibrated autonomous actions]', 'Exploration: read'], 'Ask before': ['Exploration: read more'], Defaults: DEFAULTS }) + '**Report then act** / **Ask before**:\n';
const [, yaml] = forms(soloContract());
/** Sections written as markdown headings, bold or plain, right after the contract's opening line. */
const headingSections = "## Delegation contract\n\nHere's the delegation contract for this task:\n\n### **Ask before**\n- FileModification: any edit\n\n### **Defaults**\n- Exploration: autonomous (read-only, inherently safe)\n- Others: ask-before\n";
const headingClash = "Here's the delegation contract for this task:\n\n**Autonomous**:\n- FileModification: edit anything\n\n### Ask before\n- FileModification: config\n\n**Defaults**:\n- Exploration: autonomous (read-only, inherently safe)\n- Others: ask-before\n";
const headingSaysMore = "Here's the delegation contract for this task:\n\n**Autonomous**:\n- Exploration: read\n\n### Ask before / Report then act\n- FileModification: config\n\n**Defaults**:\n- Exploration: autonomous (read-only, inherently safe)\n- Others: ask-before\n";
const unnamedHalf = rendering({ 'Report then act': ['FileModification: source edits'], 'Ask before': ['FileModification (lockfiles): the lockfile'], Defaults: DEFAULTS });
/** A rendering saved as a block quote: every line behind `> ` (or a bare `>`). */
const quote = (text: string) => text.replace(/\n$/, '').split('\n').map((l) => (l ? `> ${l}` : '>')).join('\n') + '\n';
/** A rendering pasted inside a code fence, as an agent's message saved with its markdown source. */
const fenced = (text: string, info = 'markdown') => `Contract as shown to the user:\n\n\`\`\`${info}\n${text}\`\`\`\n`;
const fencedClash = fenced(rendering({ Autonomous: ['FileModification: edit anything'], 'Ask before': ['FileModification: config'], Defaults: DEFAULTS }));
const quotedClash = quote(rendering({ Autonomous: ['FileModification: edit anything'], 'Ask before': ['FileModification: config'], Defaults: DEFAULTS }));
const unresolved = 'mode: Solo\nwho: { kind: Solo }\nwhat: [Exploration]\nhow_much: { Exploration: Autonomous }\nhalt_conditions: []\nexploration: { depth: 1, breadth: 1, drift_action: *drift }\n';
const mergeScalar = 'who: { kind: Solo }\nexploration: { <<: [&m { depth: 1 }, 3], breadth: 1, drift_action: report }\n';
const mergedEarly = 'who: { kind: Solo, <<: *base }\nexploration: &base { depth: 1, breadth: 1, drift_action: report }\n';
const unreadLabel = rendering({ 'Report then act': ['External (git push: always', 'Tests (unit, fast): run the suite'], Defaults: DEFAULTS });
const LABEL_SHAPES = ['**External (AlwaysAsk)**: git push', 'External *(AlwaysAsk)*: git push', 'External (git push (to main)): always', 'External ([runbook](https://wiki.example.com/push)): git push', '[External](docs/external.md): git push'];
const labelShapes = rendering({ Autonomous: ['External: open a draft PR'], 'Report then act': LABEL_SHAPES, Defaults: DEFAULTS });
/** Exploration calibrated under **Ask before** (an answer its scenario does not offer: contract-scenario-response) beside the template's default line. */
const explorationAskBefore = rendering({ 'Ask before': ['Exploration: before reading anything outside `src/billing`'], Defaults: DEFAULTS });
/** A Defaults line for Exploration at another response than the template's: two responses. */
const explorationDefaultAsk = rendering({ Autonomous: ['Exploration: read the logs'], Defaults: ['Exploration: ask-before', 'Others: ask-before'] });
const askFirst = "Here's the delegation contract for this task:\n\n**Report then act**:\n- FileModification: edits\n\n**Ask first**:\n- External: push to main\n\n**Defaults**:\n- Exploration: autonomous\n- Others: ask-before\n";
const notesLabel = "Here's the delegation contract for this task:\n\n**Autonomous**:\n- Exploration: read\n\n**Notes**:\n- keep the changelog current\n- External: push to main\n\n**Defaults**:\n- Exploration: autonomous\n- Others: ask-before\n";
const notesProse = notesLabel.replace('- External: push to main\n', '- ping me in the PR thread\n');
const headingParaphrase = "Here's the delegation contract for this task:\n\n**Autonomous**:\n- Exploration: read\n\n### Ask first\n- External: push to main\n\n**Defaults**:\n- Exploration: autonomous\n- Others: ask-before\n";
const deepNested = rendering({ 'Report then act': ['FileModification: edits\n    - External: push the branch\n    - includes the generated client'], Defaults: DEFAULTS });
/** A YAML alias inside the node its own anchor names. */
const recursiveAlias = 'who: Solo\nwhat: &a [FileModification, *a]\nhow_much: {}\nhalt_conditions: []\nexploration: {depth: 1, breadth: 1, drift_action: report}\n';
const NO_SECTION = { file: MD, line: 1, column: 1, message: 'no delegation-contract section found (**Autonomous**, **Report then act**, **Ask before**, **Halt conditions**, **Skipped**, **Defaults**)' };

// AgentRef = { name: String, type: String, perspective: Option(String) }: a saved contract names each team member and removed
// agent with its type (AgentRole's type was required already). A rendering's `Members: ana, bo` names no types, and is no schema's.
const untyped = teamContract();
untyped['who'].kind = 'Restructured';
untyped['who'].team.members = [{ name: 'ana', type: 'general-purpose' }, { name: 'bo' }, { name: 'cy', perspective: 'on-call' }];
untyped['who'].roles = [{ name: 'reviewer', focus: 'security' }];
untyped['who'].removed = [{ name: 'cy' }];
const MEMBER = 'a team member is an AgentRef { name, type, perspective? }, named with its agent type (`type: general-purpose`)';
/** The probe's shape: members written as YAML flow maps with a name only. */
const flowMembers = 'mode: TeamAugment\nwho:\n  kind: Augmented\n  team:\n    name: release-train\n    members: [{name: lead}, {name: web, type: general-purpose}]\n  roles:\n    - {name: sec, type: general-purpose, focus: authz}\nwhat: [FileModification]\nhow_much: {FileModification: AskBefore}\nhalt_conditions: []\nexploration: {depth: 1, breadth: 1, drift_action: report}\n';
const teamRendering = "Here's the delegation contract for this task:\n\n**Team Structure** (WHO):\n- Team: squad\n- Members: ana, bo\n- reviewer (general-purpose): security\n\n**Report then act**:\n- FileModification: edits\n\n**Defaults**:\n- Exploration: autonomous (read-only, inherently safe)\n- Others: ask-before\n";

ruleTester(rule, {
  valid: [
    ...forms(teamContract()).map((f) => ({ name: `team members named with their types (${f.format})`, ...formCase(f) })),
    { name: 'a rendering naming members without types (`Members: ana, bo`) is read: the schema is for saved contracts', ...mdCase(teamRendering), detail: 'markdown rendering read (3 sections)' },
  ],
  invalid: [
    ...forms(untyped).map((f) => {
      // A JSON item is found at its `{`, the line above its name; a YAML block item at its first key.
      const above = f.format === 'json' ? 1 : 0;
      const member = (name: string) => posIn(f.text, f.format === 'json' ? `"name": "${name}"` : `name: ${name}`);
      return {
        name: `a member, a role and a removed agent without \`type\`, each at its item (${f.format})`,
        ...formCase(f),
        detail: /^4 shape problems: /,
        findings: inFileOrder(
          [
            { at: member('bo'), message: `who.team.members[1] (\`bo\`) lacks the required key \`type\`: ${MEMBER}` },
            { at: member('cy'), message: `who.team.members[2] (\`cy\`) lacks the required key \`type\`: ${MEMBER}` },
            { at: member('reviewer'), message: 'who.roles[0] (`reviewer`) lacks the required key `type`: a role is an AgentRole { name, type, focus }, named with its agent type (`type: general-purpose`)' },
            { at: posIn(f.text, f.key('removed'), f.format === 'json' ? '"name": "cy"' : 'name: cy'), message: 'who.removed[0] (`cy`) lacks the required key `type`: a removed agent is an AgentRef { name, type, perspective? }, named with its agent type (`type: general-purpose`)' },
          ].map(({ at, message }) => ({ file: f.name, line: at.line - above, message })),
        ),
      };
    }),
    {
      name: 'members written as flow maps with a name only, at the member (the probe\'s `members: [{name: lead}]`)',
      ...contractCase('release.dc.yaml', flowMembers),
      detail: `1 shape problem: who.team.members[0] (\`lead\`) lacks the required key \`type\`: ${MEMBER}`,
      findings: [{ file: 'release.dc.yaml', line: 6, message: `who.team.members[0] (\`lead\`) lacks the required key \`type\`: ${MEMBER}` }],
    },
  ],
});

ruleTester(rule, {
  valid: [
    (() => {
      // The contract shown again after the user's "Adjust", with no `Options:` choices between: the new
      // "delegation contract" line and the repeated sections start a rendering that replaces the first.
      const first = rendering({ Autonomous: ['Exploration: read'], 'Report then act': ['External: open the PR and tell you'], Defaults: DEFAULTS });
      const second = rendering({ Autonomous: ['Exploration: read'], 'Ask before': ['External: push the branch'], Defaults: DEFAULTS });
      const text = `${first}\nUser: Adjust — ask before pushing.\n\n# Delegation — revised\n\n${second}`;
      return {
        name: 'a rendering shown again with no `Options:` line between replaces the first',
        ...mdCase(text),
        detail: `markdown rendering read (3 sections); the file holds 2 renderings of the contract, and the last (from line ${posIn(text, '# Delegation — revised').line + 2}) is read`,
      };
    })(),
    // The template's Exploration line describes the default whatever it states: a wrong default is
    // contract-uncalibrated-defaults' one finding, not a second response here as well.
    { name: 'a **Defaults** Exploration line stating another default beside a calibrated Exploration is no second response', ...mdCase(explorationDefaultAsk) },
    { name: 'interview options written as unnumbered bold lines after `Options:` are choices, not sections', ...mdCase(unnumberedOptions) },
    { name: 'sections written as Setext headings', ...mdCase(setextSections) },
    // Full-width parentheses read as ASCII ones: a description on the label line, a qualifier on an item.
    { name: 'full-width parentheses on label lines and items', ...mdCase("Here's the delegation contract for this task:\n\n**Autonomous:** （確認なしで進めます）\n- Exploration: コードを読む\n\n**Ask before:** （事前に許可を求めます）\n- FileModification（durable）: 設定ファイル\n- External（AlwaysAsk）: git push\n\n**Defaults**（未調整のドメイン）:\n- Exploration: autonomous（読み取り専用）\n- Others: ask-before\n") },
    ...['markdown', ''].map((info) => ({ name: `a rendering inside a \`\`\`${info} fence is read`, ...mdCase(fenced(rendering({ 'Report then act': ['FileModification: edits'], Defaults: DEFAULTS }), info)), detail: 'markdown rendering read (2 sections)' })),
    { name: 'two actions of one domain in one section give it one response', ...mdCase(twoActionsOneSection), detail: 'markdown rendering read (2 sections)' },
    { name: 'bold labels with their description inside the bold are sections', ...mdCase(descriptionInBold), detail: 'markdown rendering read (3 sections)' },
    { name: 'tables with a header and delimiter row are read', ...mdCase(tableSections), detail: 'markdown rendering read (3 sections)' },
    { name: 'headings that name a section are sections', ...mdCase(headingSections), detail: 'markdown rendering read (2 sections)' },
    {
      name: "a line in emphasis introducing a heading's list is the section's description",
      ...mdCase(headingSections.replace(/^(### .+)$/m, "$1\n_I'll proceed without asking:_").replace(/^(### Defaults.*)$/m, '$1\n*(uncalibrated domains default)*')),
      detail: 'markdown rendering read (2 sections)',
    },
    { name: '"(persistent files)" names the durable half', ...mdCase(persistentFiles) },
    { name: 'a halt condition that starts with a domain name gives that domain no second response', ...mdCase(domainPrefixedHalt) },
    ...forms(soloContract()).map((f) => ({ name: `a complete ${f.format} contract`, ...formCase(f), detail: /matches the schema/ })),
    { name: 'a markdown rendering', ...mdCase(rendering({ Autonomous: ['Exploration: read'], Defaults: DEFAULTS })), detail: /2 sections/ },
    { name: 'a rendering saved as a block quote is read without the quote markers', ...mdCase(quote(rendering({ Autonomous: ['Exploration: read the repository'], Defaults: DEFAULTS }))), detail: 'markdown rendering read (2 sections)' },
    { name: 'a block quote written without the blank after `>`', ...mdCase(quote(rendering({ Autonomous: ['Exploration: read'], Defaults: DEFAULTS })).replace(/^> /gm, '>')), detail: 'markdown rendering read (2 sections)' },
    {
      name: "the template's `Exploration: autonomous` default line beside a calibrated Exploration is not a second response",
      ...mdCase(explorationCalibrated),
      detail: 'markdown rendering read (6 sections)',
    },
    { name: "the template's Exploration default line beside Exploration under **Ask before**", ...mdCase(explorationAskBefore), detail: 'markdown rendering read (2 sections)' },
    { name: 'a closing sentence after the last item of a section is a remark, not an entry', ...mdCase(closingSentence), detail: 'markdown rendering read (4 sections)' },
    { name: 'a bold label that is no section, over items that read as no entry', ...mdCase(notesProse), detail: 'markdown rendering read (2 sections)' },
    {
      name: "a plain line introducing a heading's list is the section's description",
      ...mdCase(headingSections.replace(/^(### .+)$/m, "$1\nI'll ask for permission first:")),
      detail: 'markdown rendering read (2 sections)',
    },
    { name: 'a BOM and CRLF line endings', ...contractCase(yaml!.name, '\uFEFF' + yaml!.text.replace(/\n/g, '\r\n')) },
  ],
  invalid: [
    {
      name: 'an unknown key that is a contract key in another case or spelling is told the key meant',
      ...contractCase('c.dc.yaml', 'task: t\nwhat: []\nhowMuch: {}\nhow_much:\n  FileModification:\n    response: AskBefore\n    persistance: {ephemeral: Autonomous}\nwho: {kind: Solo}\nhalt_conditions: []\nexploration: {depth: 1, breadth: 1, drift_action: report}\n'),
      findings: [
        { file: 'c.dc.yaml', line: 3, column: 1, message: 'unknown key `howMuch` in the contract (did you mean `how_much`?)' },
        { file: 'c.dc.yaml', line: 7, column: 5, message: 'unknown key `persistance` in how_much.FileModification (did you mean `persistence`?)' },
      ],
    },
    {
      name: 'a rendering saved as a block quote: problems point past the quote marker',
      ...mdCase(quotedClash),
      findings: [{ file: MD, ...posIn(quotedClash, '**Ask before**', 'FileModification'), message: 'FileModification is listed under **Autonomous** (line 4) and again under **Ask before**; a domain has one response' }],
    },
    {
      name: 'a rendering inside a code fence is read: its clash is found, at its line',
      ...mdCase(fencedClash),
      findings: [{ file: MD, ...posIn(fencedClash, '**Ask before**', 'FileModification'), message: 'FileModification is listed under **Autonomous** (line 7) and again under **Ask before**; a domain has one response' }],
    },
    {
      name: 'a section written as a heading is read: a domain under it and under a bold section clashes',
      ...mdCase(headingClash),
      findings: [{ file: MD, line: 7, column: 3, message: 'FileModification is listed under **Autonomous** (line 4) and again under **Ask before**; a domain has one response' }],
    },
    {
      name: 'a heading that names more than one section is said, not read',
      ...mdCase(headingSaysMore),
      findings: [{ file: MD, line: 6, column: 1, message: 'the heading "### Ask before / Report then act" names more than the section **Ask before**, so it was not read as that section and ends the contract body; write it as `### Ask before` or **Ask before**' }],
    },
    {
      name: 'a FileModification qualifier that names neither half is said when the domain clashes',
      ...mdCase(unnamedHalf),
      findings: [{ file: MD, ...posIn(unnamedHalf, '**Ask before**', 'FileModification'), message: 'FileModification is listed under **Report then act** (line 4) and again under **Ask before**; a domain has one response ("(lockfiles)" names neither half: write (ephemeral) or (durable))' }],
    },
    {
      name: 'one section naming two responses for a domain',
      ...mdCase(twoResponsesOneSection),
      findings: [{ file: MD, line: 5, column: 3, message: 'Strategy is listed under **Report then act** as ProposeThenChoose (line 4) and again as SwitchAutonomously; a domain has one response' }],
    },
    {
      name: 'underscore bold labels a section: its items are not read as the previous section\'s',
      ...mdCase(underscoreBold),
      findings: [{ file: MD, line: 10, column: 3, message: 'FileModification (ephemeral) is listed under **Autonomous** (line 4) and again under **Ask before**; a domain has one response' }],
    },
    {
      name: 'a section named without bold: said, and its items are read under no section',
      ...mdCase(italicLabel),
      findings: [{ file: MD, line: 6, column: 1, message: '"*Report then act*" names the section **Report then act** but is not a bold label, so its items were not read; write it as **Report then act**' }],
    },
    {
      name: 'entries on a header line are said, not dropped; a description is not an entry, and the authority statement is read',
      ...mdCase("Here's the delegation contract:\n\n**Autonomous**: Exploration (read-only), External\n**Ask before** (I'll ask for permission first):\n- Strategy: plan changes\n**Defaults:** Exploration: autonomous\n**Authority transition**: Approval replaces the team's prior operating contract.\n"),
      findings: [
        { file: MD, line: 3, column: 17, message: '"Exploration (read-only), External" on the **Autonomous** header line is not a list item, so it was not read; write each entry as a `- ` item' },
        { file: MD, line: 6, column: 15, message: '"Exploration: autonomous" on the **Defaults** header line is not a list item, so it was not read; write each entry as a `- ` item' },
      ],
    },
    {
      name: 'a first section named without bold is said, not dropped',
      ...mdCase(italicLabel.replace('**Autonomous** (', 'Autonomous (')),
      findings: [
        { file: MD, line: 3, column: 1, message: '"Autonomous" names the section **Autonomous** but is not a bold label, so its items were not read; write it as **Autonomous**' },
        { file: MD, line: 6, column: 1, message: '"*Report then act*" names the section **Report then act** but is not a bold label, so its items were not read; write it as **Report then act**' },
      ],
    },
    {
      name: 'text and a table without a delimiter row under a section are reported as not read; the closing remark is not',
      ...mdCase(unreadContent),
      findings: [
        { file: MD, line: 4, column: 1, message: '"Secrets appear in the diff, or production data is at risk." under **Halt conditions** is not a list item, so it was not read; write each entry as a `- ` item' },
        { file: MD, line: 7, column: 1, message: 'the table under **Skipped** has no |---| row after its header row, so its rows were not read; write each entry as a `- ` item' },
      ],
    },
    {
      name: 'a condition written in emphasis without a bullet is no description: it is reported as not read',
      ...mdCase(unreadContent.replace('Secrets appear in the diff, or production data is at risk.', '_Secrets appear in the diff._')),
      findings: [
        { file: MD, line: 4, column: 1, message: '"_Secrets appear in the diff._" under **Halt conditions** is not a list item, so it was not read; write each entry as a `- ` item' },
        { file: MD, line: 7, column: 1, message: /^the table under \*\*Skipped\*\*/ },
      ],
    },
    {
      name: 'an alias with no anchor is reported at the alias',
      ...contractCase('c.dc.yaml', unresolved),
      findings: [{ file: 'c.dc.yaml', ...posIn(unresolved, 'drift_action:', '*drift'), message: 'cannot read the contract: Unresolved alias (the anchor must be set before the alias): drift' }],
    },
    {
      // The anchor of that name comes after the alias, so the alias has none yet.
      name: 'an alias used before its anchor is reported at the alias, in a merge key too',
      ...contractCase('c.dc.yaml', mergedEarly),
      findings: [{ file: 'c.dc.yaml', ...posIn(mergedEarly, '<<:', '*base'), message: 'cannot read the contract: Merge sources must be maps or map aliases (`*base` has no anchor before it)' }],
    },
    {
      name: 'a merge source that is not a map is reported at that source',
      ...contractCase('c.dc.yaml', mergeScalar),
      findings: [{ file: 'c.dc.yaml', ...posIn(mergeScalar, '}, 3', '3'), message: 'cannot read the contract: Merge sources must be maps or map aliases' }],
    },
    {
      name: 'an item whose label starts with a domain but cannot be read is reported, not dropped',
      ...mdCase(unreadLabel),
      findings: [{ file: MD, ...posIn(unreadLabel, '- External (', 'External'), message: '"External (git push: always" under **Report then act** starts with the domain External, but its label was not read, so the item was not read; write it as `External: …` or `External (qualifier): …`' }],
    },
    {
      // Each label is read as External: listed under two sections, the domain is given two responses.
      name: 'labels with the qualifier in emphasis, nested parentheses, a link, or the name as a link are read as the domain',
      ...mdCase(labelShapes),
      findings: LABEL_SHAPES.map((item) => ({ file: MD, ...posIn(labelShapes, `- ${item}`, 'External'), message: `External is listed under **Autonomous** (line ${posIn(labelShapes, '- External: open').line}) and again under **Report then act**; a domain has one response` })),
    },
    {
      name: '**Defaults** giving a listed domain another response than its section',
      ...mdCase(defaultsContradictsSection),
      findings: [{ file: MD, line: 12, column: 3, message: 'Strategy is listed under **Autonomous** (line 4) and again under **Defaults** as AskBefore; a domain has one response' }],
    },
    {
      name: 'bold labels that nearly name a section are said, with the section they were meant to be',
      ...mdCase(paraphrasedLabels),
      findings: [
        { file: MD, ...posIn(paraphrasedLabels, '**Autonomous actions**'), message: '**Autonomous actions** is not a section label, so the items under it were not read; write **Autonomous**' },
        { file: MD, ...posIn(paraphrasedLabels, '**Ask first**'), message: '**Ask first** is not a section label, so the items under it were not read; write **Ask before**' },
      ],
    },
    {
      name: '**Ask first** as the second section',
      ...mdCase(askFirst),
      findings: [{ file: MD, ...posIn(askFirst, '**Ask first**'), message: '**Ask first** is not a section label, so the items under it were not read; write **Ask before**' }],
    },
    {
      name: 'a heading that nearly names a section is said',
      ...mdCase(headingParaphrase),
      findings: [{ file: MD, ...posIn(headingParaphrase, '### Ask first'), message: 'the heading "### Ask first" is not a section label, so the items under it were not read; write it as `### Ask before` or **Ask before**' }],
    },
    {
      name: 'a bold label that is no section, over an item that reads as an entry, is said at the label',
      ...mdCase(notesLabel),
      findings: [{ file: MD, ...posIn(notesLabel, '**Notes**'), message: '**Notes** is not a section label, so the items under it were not read (line 8: "External: push to main"); list them under a section such as **Autonomous**, **Report then act** or **Ask before**' }],
    },
    {
      name: 'a plain line that reads as an entry after the last item is said, not taken for a closing remark',
      ...mdCase(entryAfterItems),
      findings: [{ file: MD, ...posIn(entryAfterItems, 'External: open'), message: '"External: open the PR without asking" under **Ask before** is not a list item, so it was not read; write each entry as a `- ` item' }],
    },
    {
      name: 'a line after the **Defaults** list that names a response is a default that lost its dash, and is said',
      ...mdCase(`${headingSections}\nExternal: ask-before, always\n`),
      findings: [{ file: MD, line: 12, column: 1, message: '"External: ask-before, always" under **Defaults** is not a list item, so it was not read; write each entry as a `- ` item' }],
    },
    {
      name: 'a line ending with a colon before the first item that reads as an entry is said, not taken for a description',
      ...mdCase(headingSections.replace(/^(### .+)$/m, '$1\nExternal: push the branch:')),
      findings: [{ file: MD, line: 6, column: 1, message: '"External: push the branch:" under **Ask before** is not a list item, so it was not read; write each entry as a `- ` item' }],
    },
    {
      name: 'an entry indented as a paragraph of the item above is said',
      ...mdCase(indentedEntry),
      findings: [{ file: MD, ...posIn(indentedEntry, 'External: push'), message: '"External: push the branch, then tell you" under **Report then act** is indented as part of the item above, so it was not read; write it as its own `- ` item' }],
    },
    {
      name: 'an entry nested four spaces deep is said; a nested note is not',
      ...mdCase(deepNested),
      findings: [{ file: MD, ...posIn(deepNested, '    - External', '-'), message: '"- External: push the branch" under **Report then act** is indented as part of the item above, so it was not read; write it as its own `- ` item' }],
    },
    {
      name: 'a recursive YAML alias is said at the alias, not called an alias bomb',
      ...contractCase('c.dc.yaml', recursiveAlias),
      findings: [{ file: 'c.dc.yaml', ...posIn(recursiveAlias, 'what:', '*a'), message: 'cannot read the contract: the alias `*a` is inside the node its anchor `&a` names (a recursive alias), so it never ends; not read' }],
    },
    {
      name: 'a numbered item inside **Ask before** is an item of that section',
      ...mdCase(numberedAskBefore),
      findings: [{ file: MD, ...posIn(numberedAskBefore, '3. ', 'Strategy'), message: `Strategy is listed under **Report then act** (line ${lineOf(numberedAskBefore, '- Strategy')}) and again under **Ask before**; a domain has one response` }],
    },
    ...forms(broken).map((f) => ({
      name: `each shape problem located (${f.format})`,
      ...formCase(f),
      findings: inFileOrder([
        { file: f.name, line: 1, column: 1, message: /^the contract lacks the required key `exploration`$/ },
        { file: f.name, ...posIn(f.text, f.key('notes')), message: /^unknown key `notes` in the contract$/ },
        { file: f.name, ...f.at('confirmed', 'yes'), message: /^who\.confirmed must be true or false \(`yes` is text here, as YAML 1\.2 and JSON read it: write true, unquoted\)$/ },
        { file: f.name, ...f.at('what', 'FileModification'), message: /^what must be a list$/ },
      ]),
    })),
    {
      name: 'an empty persistence split and an unknown key in a halt condition',
      ...formCase(emptySplitJson!),
      findings: [
        { file: emptySplitJson!.name, ...posIn(emptySplitJson!.text, '"persistence": ', '{}'), message: /^how_much\.FileModification\.persistence must not be an empty map$/ },
        { file: emptySplitJson!.name, ...posIn(emptySplitJson!.text, '"when"'), message: /^unknown key `when` in halt_conditions\[0\]$/ },
      ],
    },
    {
      name: 'invalid JSON with its position, even where YAML would accept it: a trailing comma is named',
      ...contractCase('c.dc.json', '{\n  "what": ["Exploration",],\n}'),
      detail: /invalid JSON/,
      findings: [{ file: 'c.dc.json', line: 2, column: 26, message: 'invalid JSON: unexpected "]" after a comma (JSON allows no trailing comma)' }],
    },
    {
      name: 'a // comment in a JSON contract is named as a comment, at its slash',
      ...contractCase('c.dc.json', '{\n  // calibrated on Monday\n  "what": ["Exploration"]\n}\n'),
      findings: [{ file: 'c.dc.json', line: 2, column: 3, message: 'invalid JSON: a comment, which JSON does not allow' }],
    },
    ...['c.dc.json', 'delegation-contract.json', 'c.json'].map((name) => ({
      name: `a trailing comma in a map, in a file named ${name}: strict JSON, not YAML`,
      ...contractCase(name, '{\n  "what": ["Exploration"],\n  "mode": "Solo",\n}\n'),
      findings: [{ file: name, line: 4, column: 1, message: 'invalid JSON: unexpected "}" after a comma (JSON allows no trailing comma)' }],
    })),
    {
      name: 'invalid YAML',
      ...contractCase('c.dc.yaml', 'what: [Exploration\nhow_much: {}\n'),
      detail: /invalid YAML/,
      // Where the sequence was opened, not where the text ran on past it.
      findings: [{ file: 'c.dc.yaml', line: 1, column: 7, message: 'invalid YAML: the flow sequence opened here with [ is not closed (with ])' }],
    },
    {
      name: 'a duplicate key, at its line, named with both lines',
      ...contractCase('c.dc.yaml', 'what: []\nhow_much: {}\nwhat: [External]\n'),
      detail: /the contract has `what` twice/,
      findings: [{ file: 'c.dc.yaml', line: 3, column: 1, message: 'the contract has `what` twice (lines 1 and 3); a key is written once' }],
    },
    {
      name: 'a domain written twice in how_much (JSON)',
      ...contractCase('c.dc.json', '{\n  "how_much": {\n    "Strategy": "AskBefore",\n    "Strategy": "SwitchAutonomously"\n  }\n}\n'),
      findings: [{ file: 'c.dc.json', line: 4, column: 5, message: 'how_much has `Strategy` twice (lines 3 and 4); a key is written once' }],
    },
    ...forms({ ...soloContract(), what: ['FileModification', 'Exploration', 'Strategy', 'External', 'Exploration'] }).map((f) => ({
      name: `a repeated list item, at the repeat, counted from 1 (${f.format})`,
      ...formCase(f),
      findings: [{ file: f.name, ...posIn(f.text, f.str('External'), f.str('Exploration')), message: 'what: item 5 repeats item 2 (`Exploration`)' }],
    })),
    ...forms({ ...soloContract(), what: ['FileModification', 'Exploration', 'Strategy', 'External', 'FileModification', 'Exploration', 'FileModification'] }).map((f) => {
      // The n-th line of the list, counted from its first item: each repeat is found at its own place.
      const item = (n: number) => ({ line: posIn(f.text, f.key('what')).line + n, column: 5 });
      return {
        name: `every repeat of a list, each at the repeat naming the item it repeats (${f.format})`,
        ...formCase(f),
        detail: /^3 shape problems: what: item 5 repeats item 1 \(`FileModification`\)$/,
        findings: [
          { file: f.name, ...item(5), message: 'what: item 5 repeats item 1 (`FileModification`)' },
          { file: f.name, ...item(6), message: 'what: item 6 repeats item 2 (`Exploration`)' },
          { file: f.name, ...item(7), message: 'what: item 7 repeats item 1 (`FileModification`)' },
        ],
      };
    }),
    ...forms({ ...soloContract(), calibration: { ...soloContract()['calibration'], domains: ['External', 'Strategy', 'External', 'External'] } }).map((f) => {
      const item = (n: number) => ({ line: posIn(f.text, f.key('domains')).line + n, column: 7 });
      return {
        name: `a domain repeated twice in calibration.domains: both repeats name the first (${f.format})`,
        ...formCase(f),
        findings: [
          { file: f.name, ...item(3), message: 'calibration.domains: item 3 repeats item 1 (`External`)' },
          { file: f.name, ...item(4), message: 'calibration.domains: item 4 repeats item 1 (`External`)' },
        ],
      };
    }),
    { name: 'a top-level list', ...contractCase('c.dc.json', '[1, 2]'), detail: /the contract must be a map of keys/, findings: [{ file: 'c.dc.json', line: 1, column: 1, message: /^the contract must be a map of keys$/ }] },
    {
      name: 'markdown placeholders, repeated domains and shared header lines, at their lines',
      ...mdCase(mdBroken),
      findings: inFileOrder([
        { file: MD, ...posIn(mdBroken, '**Report then act** /'), message: /^several sections share one header line \("\*\*Report then act\*\* \/ \*\*Ask before\*\*:"\), so it opens none of them and nothing listed under it is read; write each section with its own list$/ },
        { file: MD, ...posIn(mdBroken, '[list of'), message: /^template placeholder left unfilled: \[list of calibrated autonomous actions\]$/ },
        { file: MD, ...posIn(mdBroken, 'Exploration: read more'), message: `Exploration is listed under **Autonomous** (line ${posIn(mdBroken, 'Exploration: read').line}) and again under **Ask before**; a domain has one response` },
      ]),
    },
    { name: 'a markdown file with no contract section', ...mdCase('# Notes\n\nnothing here\n'), detail: /no delegation-contract section/, findings: [NO_SECTION] },
    { name: 'an empty file', ...contractCase('c.dc.yaml', ''), findings: [{ file: 'c.dc.yaml', line: 1, column: 1, message: /^contract file is empty$/ }] },
    {
      name: 'a binary file',
      ...contractCase('c.dc.json', Buffer.from([0, 1, 2, 255, 0, 10])),
      findings: inFileOrder([
        { file: 'c.dc.json', line: 1, column: 1, message: /^file holds binary data \(NUL bytes\); it is read as text where possible$/ },
        { file: 'c.dc.json', line: 1, column: 4, message: /^file is not valid UTF-8; invalid bytes were replaced$/ },
        { file: 'c.dc.json', line: 1, column: 1, message: /^invalid JSON: unexpected "\\u0000"$/ },
      ]),
    },
    {
      name: 'invalid UTF-8 in markdown',
      ...mdCase(Buffer.from([0x2a, 0x2a, 0xff, 0xfe, 0x0a])),
      findings: inFileOrder([{ file: MD, line: 1, column: 3, message: /^file is not valid UTF-8; invalid bytes were replaced$/ }, NO_SECTION]),
    },
    {
      name: 'invalid UTF-8 even when the rest parses',
      ...contractCase(yaml!.name, Buffer.concat([Buffer.from(yaml!.text.replace('Migrate', 'Migr')), Buffer.from('# \xff\n', 'latin1')])),
      detail: /not valid UTF-8/,
      findings: [{ file: yaml!.name, line: yaml!.text.split('\n').length, column: 3, message: /^file is not valid UTF-8; invalid bytes were replaced$/ }],
    },
  ],
});
