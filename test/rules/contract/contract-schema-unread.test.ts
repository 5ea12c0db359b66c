/** Rendering lines written as entries that Markdown does not read as entries: each is reported, never dropped. */
import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-schema.js';
import { ruleTester } from '../../rule-tester.js';
import { DEFAULTS, MD, cleanupContracts, mdCase, posIn, rendering } from './helpers.js';

afterAll(cleanupContracts);

const INTRO = "Here's the delegation contract for this task:";
const OPTIONS = 'Options:\n1. **Approve** — apply this contract\n2. **Adjust** — I\'d like to change something\n';
const NOT_ITEM = (quote: string, section: string, why: string) => `"${quote}" under **${section}** is not a list item (${why}), so it was not read; write each entry as a \`- \` item`;
const INDENTED = (quote: string, section: string) => `"${quote}" under **${section}** is indented as part of the item above, so it was not read; write it as its own \`- \` item`;
const UNDER = 'list each entry under its section (**Autonomous**, **Report then act**, **Ask before**)';
const TEAM_TABLE = (line: number, row: string) => `the table under **Team Structure** gives domains their responses, not roles, so its rows were not read (line ${line}: "${row}"); ${UNDER}, and each role as \`- name (type): focus\``;

/** A section whose only items sit behind a tab, as a tab-indented paste gives them. */
const tabSection = rendering({ Autonomous: ['Exploration: read the payments module'], 'Ask before': '\t- External: push directly to main\n\t- FileModification: the CI config', Defaults: DEFAULTS });
/** A tab before the bullet under an item: Markdown nests it in that item. */
const tabUnderItem = rendering({ 'Report then act': '- FileModification: edit the billing service\n\t- External: push the branch and open the PR', Defaults: DEFAULTS });
const tabUnderTrigger = rendering({ 'Halt conditions': '- the integration suite fails twice → halt\n\t- Exploration (Minimal): read nothing', Defaults: DEFAULTS });
const enDash = rendering({ Autonomous: ['Exploration: read the payments module'], 'Ask before': '– External: push directly to main\n– FileModification: the CI config', Defaults: DEFAULTS });
const enDashAfterItem = rendering({ 'Ask before': '- FileModification: the CI config\n— tests are rerun by hand', Defaults: DEFAULTS });
const nbsp = rendering({ Autonomous: ['Exploration: read the payments module'], 'Ask before': '-\u00a0External: push directly to main', Defaults: DEFAULTS });
const saysNothing = rendering({ Autonomous: ['Exploration: read'], Skipped: '– none\n— (every domain applies)', Defaults: DEFAULTS });
const tabHalves = rendering({ 'Ask before': '- FileModification\n\t- durable: config and rules', Defaults: DEFAULTS });

const preambleItems = `${INTRO}\n\n- External: push straight to main without asking\n- Exploration: ask before reading anything\n\n**Autonomous**:\n- FileModification: edit the billing service\n\n**Defaults**:\n- ${DEFAULTS.join('\n- ')}\n`;
const preambleTable = `${INTRO}\n\n| Domain | Response |\n|---|---|\n| FileModification | Autonomous |\n| External | Report then act |\n\n**Halt conditions**:\n- tests fail twice → halt\n\n**Defaults**:\n- ${DEFAULTS.join('\n- ')}\n`;
const headingTable = preambleTable.replace(INTRO, '## Delegation contract');
/** A transcript: the decomposition lists domains before the contract is shown, then the contract follows its opening line. */
const decompositionFirst = `I found these domains:\n- FileModification: the billing service\n- External: the release PR\n\n${rendering({ Autonomous: ['Exploration: read'], Defaults: DEFAULTS })}`;
const preambleProse = `${INTRO}\n\n- Task: migrate the billing service\n- Stakes: medium\n\n${rendering({ Autonomous: ['Exploration: read'], Defaults: DEFAULTS }, '')}`;

const teamDomainTable = rendering({ 'Team Structure': '- Team: infra\n\n| Domain | Response |\n|---|---|\n| External | Autonomous |\n| Exploration | Autonomous |', Defaults: DEFAULTS });
/** No Domain column named, but a row of a domain and a response: the same mistake. */
const teamAreaTable = rendering({ 'Team Structure': '- Team: infra\n- reviewer (general-purpose): security\n\n| Area | Level |\n|---|---|\n| External | Ask before |', Defaults: DEFAULTS });
const afterDefaults = `${rendering({ Autonomous: ['FileModification: edit the billing service'], Defaults: DEFAULTS })}\nExternal: push to production without asking.\n`;
const afterDefaultsThenOptions = `${afterDefaults}\n${OPTIONS}`;
const remarkAfterDefaults = `${rendering({ Autonomous: ['FileModification: edit the billing service'], Defaults: DEFAULTS })}\nExternal: nothing leaves this machine without your approval.\n`;

ruleTester(rule, {
  valid: [
    { name: 'a line behind a dash-like bullet that names nothing says nothing', ...mdCase(saysNothing), detail: 'markdown rendering read (3 sections)' },
    { name: 'a FileModification half behind a tab under the bare domain item is read as that half', ...mdCase(tabHalves), detail: 'markdown rendering read (2 sections)' },
    { name: 'domain lists before the contract\'s opening line are not part of the contract', ...mdCase(decompositionFirst), detail: 'markdown rendering read (2 sections)' },
    { name: 'items before the first section that name no domain are the task summary, not entries', ...mdCase(preambleProse), detail: 'markdown rendering read (2 sections)' },
  ],
  invalid: [
    {
      name: 'items indented by a tab in a section with no items are said: a tab indents 4 columns, so they are not list items',
      ...mdCase(tabSection),
      findings: [
        { file: MD, ...posIn(tabSection, '\t- External', '-'), message: NOT_ITEM('- External: push directly to main', 'Ask before', 'it is indented 4 columns or more') },
        { file: MD, ...posIn(tabSection, '\t- FileModification', '-'), message: NOT_ITEM('- FileModification: the CI config', 'Ask before', 'it is indented 4 columns or more') },
      ],
    },
    {
      name: 'an entry behind a tab under an item is said as indented into that item',
      ...mdCase(tabUnderItem),
      findings: [{ file: MD, ...posIn(tabUnderItem, '\t- External', '-'), message: INDENTED('- External: push the branch and open the PR', 'Report then act') }],
    },
    {
      name: 'an entry behind a tab under a halt condition is said as indented into that condition',
      ...mdCase(tabUnderTrigger),
      findings: [{ file: MD, ...posIn(tabUnderTrigger, '\t- Exploration', '-'), message: INDENTED('- Exploration (Minimal): read nothing', 'Halt conditions') }],
    },
    {
      name: 'lines with an en dash for a bullet are said: Markdown does not read them as list items',
      ...mdCase(enDash),
      findings: [
        { file: MD, ...posIn(enDash, '– External'), message: NOT_ITEM('– External: push directly to main', 'Ask before', '"–" is not a list bullet') },
        { file: MD, ...posIn(enDash, '– FileModification'), message: NOT_ITEM('– FileModification: the CI config', 'Ask before', '"–" is not a list bullet') },
      ],
    },
    {
      name: 'a line with an em dash for a bullet after the items is said, whatever it says',
      ...mdCase(enDashAfterItem),
      findings: [{ file: MD, ...posIn(enDashAfterItem, '— tests'), message: NOT_ITEM('— tests are rerun by hand', 'Ask before', '"—" is not a list bullet') }],
    },
    {
      name: 'a bullet followed by a no-break space is said: Markdown does not read it as a list item',
      ...mdCase(nbsp),
      findings: [{ file: MD, ...posIn(nbsp, '-\u00a0External'), message: NOT_ITEM('-\u00a0External: push directly to main', 'Ask before', 'its bullet is followed by a no-break space, not a space') }],
    },
    {
      name: 'entries listed between the opening line and the first section are said: they are under no response section',
      ...mdCase(preambleItems),
      findings: [
        { file: MD, ...posIn(preambleItems, '- External'), message: `"- External: push straight to main without asking" comes before the first section, so it is under no section and was not read; ${UNDER}` },
        { file: MD, ...posIn(preambleItems, '- Exploration'), message: `"- Exploration: ask before reading anything" comes before the first section, so it is under no section and was not read; ${UNDER}` },
      ],
    },
    {
      name: 'a table of domains and responses under **Team Structure** is said once, at its header row, and read as no roles',
      ...mdCase(teamDomainTable),
      findings: [{ file: MD, ...posIn(teamDomainTable, '| Domain'), message: TEAM_TABLE(8, '| External | Autonomous |') }],
    },
    {
      name: 'a row of a domain and a response under **Team Structure** is said, whatever the header calls the columns',
      ...mdCase(teamAreaTable),
      findings: [{ file: MD, ...posIn(teamAreaTable, '| Area'), message: TEAM_TABLE(9, '| External | Ask before |') }],
    },
    {
      name: 'a summary table before the first section is said once, at its header row',
      ...mdCase(preambleTable),
      findings: [{ file: MD, ...posIn(preambleTable, '| Domain'), message: `the table before the first section is under no section, so its rows were not read (line 5: "| FileModification | Autonomous |"); ${UNDER}` }],
    },
    {
      name: 'a summary table under a "Delegation contract" heading, before the first section, is said',
      ...mdCase(headingTable),
      findings: [{ file: MD, ...posIn(headingTable, '| Domain'), message: /^the table before the first section is under no section/ }],
    },
    {
      name: 'a line after the **Defaults** items that reads as an entry is said, as after any other section',
      ...mdCase(afterDefaults),
      findings: [{ file: MD, ...posIn(afterDefaults, 'External: push'), message: '"External: push to production without asking." under **Defaults** is not a list item, so it was not read; write each entry as a `- ` item' }],
    },
    {
      name: 'a line after the **Defaults** items that reads as an entry is said when the choices follow',
      ...mdCase(afterDefaultsThenOptions),
      findings: [{ file: MD, ...posIn(afterDefaultsThenOptions, 'External: push'), message: '"External: push to production without asking." under **Defaults** is not a list item, so it was not read; write each entry as a `- ` item' }],
    },
    {
      name: 'a line after the **Defaults** items naming a domain is said even when it reads as a remark',
      ...mdCase(remarkAfterDefaults),
      findings: [{ file: MD, ...posIn(remarkAfterDefaults, 'External: nothing'), message: '"External: nothing leaves this machine without your approval." under **Defaults** is not a list item, so it was not read; write each entry as a `- ` item' }],
    },
  ],
});
