/**
 * Readings a QA probe of the contract pack found wrong: an item naming several domains, a task-list
 * box, a recap or a reply after the choices, a scenario word read as a persistence half, YAML's
 * `!!binary` and other tagged values, the team template's combined header line, and a halt action
 * after a colon or a dash. Each was dropped, misread or reported wrongly before.
 */
import { afterAll, describe, expect, it } from 'vitest';
import schema from '../../../rules/contract/contract-schema.js';
import scenarioResponse from '../../../rules/contract/contract-scenario-response.js';
import coverage from '../../../rules/contract/contract-coverage.js';
import calibrationState from '../../../rules/contract/contract-calibration-state.js';
import haltConditions from '../../../rules/contract/contract-halt-conditions.js';
import markdownDefaults from '../../../rules/contract/contract-markdown-defaults.js';
import { contractHistoryHalf } from '../../../packages/core/src/model/contract/index.js';
import type { Rule } from '../../../packages/core/src/rule.js';
import { cleanupTrees, expectInvalid, lint, type InvalidCase, type ValidCase } from '../../rule-tester.js';
import { DEFAULTS, MD, cleanupContracts, contractCase, loadContract, mdCase, posIn, rendering } from './helpers.js';

afterAll(cleanupContracts);
afterAll(cleanupTrees);

/**
 * Valid and invalid cases as ruleTester runs them, without its check that the file covers every
 * status the rule declares: each rule's own test file does that, and these cases are about readings.
 */
function readingCases(rule: Rule, cases: { valid?: ValidCase[]; invalid?: InvalidCase[] }) {
  describe(rule.id, () => {
    for (const c of cases.valid ?? []) {
      it(`valid: ${c.name}`, async () => {
        const r = await lint(rule, c);
        expect(r.internal_error, r.detail).toBeUndefined();
        expect(r.status, r.detail).toBe(c.status ?? 'pass');
        if (typeof c.detail === 'string') expect(r.detail).toBe(c.detail);
        else if (c.detail) expect(r.detail).toMatch(c.detail);
        expect(r.findings).toEqual([]);
      });
    }
    for (const c of cases.invalid ?? []) it(`invalid: ${c.name}`, async () => expectInvalid(await lint(rule, c), c));
  });
}

const INTRO = "Here's the delegation contract for this task:";
const OPTIONS = "Options:\n1. **Approve** — apply this contract\n2. **Adjust** — I'd like to change something\n3. **withdraw** — exit with partial contract (calibrated domains apply, uncalibrated use defaults)\n";
const EXTERNAL_RTA = 'External is ReportThenAct, which the External scenario does not offer (Autonomous, AlwaysAsk)';

// ---------------------------------------------------------------------------
// 1. One item naming several domains

const severalDomains = (item: string) => rendering({ Autonomous: ['Exploration: read the invoices module'], 'Report then act': [item], Defaults: DEFAULTS });
const LISTS = [
  'Strategy, External: propose a better approach, then push the branch and open the PR',
  'Strategy and External: propose a better approach, then push the branch and open the PR',
  'Strategy / External: propose a better approach, then push the branch and open the PR',
  'Strategy & External — propose a better approach, then push the branch and open the PR',
];
const listQualified = severalDomains('Strategy, External (AlwaysAsk): pushes and PRs');
const listReadBoth = rendering({ 'Report then act': ['Strategy, FileModification: propose first, then edit the exporter'], Defaults: DEFAULTS });

// ---------------------------------------------------------------------------
// 2. Task-list items

const taskBox = (box: string) => rendering({ Autonomous: ['Exploration: read the invoices module'], 'Report then act': ['FileModification: the export endpoint', `${box} External: push the branch and open the PR`], Defaults: DEFAULTS });

// ---------------------------------------------------------------------------
// 3. A recap or a reply after the choices

const approved = `${INTRO}

**Autonomous** (I'll proceed without asking):
- Exploration: read the invoices module, its tests and the CSV helper

**Report then act** (I'll tell you what I'm doing, then proceed):
- FileModification: the export endpoint and the invoices page
- External: push the branch and open the PR

**Ask before** (I'll ask for permission first):
- Strategy: switching from buffering to streaming

**Halt conditions** (I'll stop and escalate):
- CSV totals differ from the page totals → halt

**Defaults** (uncalibrated domains default):
- ${DEFAULTS.join('\n- ')}

${OPTIONS}`;
/** The user approves, and the agent sums up two of the sections. */
const recapAfter = `${approved}\n> 1\n\nApproved. Summary of what I'll do without asking:\n\n**Autonomous**\n- Exploration: read the invoices module\n\n**Defaults**\n- Exploration: autonomous\n- Others: ask-before\n`;
/** The user's reply quotes a section label. */
const replyAfter = `## Assistant\n\n${approved}\n## User\n\n**Ask before** is right for Strategy. Approve.\n`;
/** A recap that gives External another response than the contract. */
const recapContradicts = recapAfter.replace('**Autonomous**\n- Exploration: read the invoices module', '**Autonomous**\n- External: push the branch');
/** The whole contract shown again with no opening line, its choices cut off: it replaces the first. */
const shownAgainCut = `${approved}\nUser: Adjust — always ask before pushing.\n\nUpdated:\n\n${approved.slice(INTRO.length + 2, approved.indexOf('Options:')).replace('- External: push the branch and open the PR\n', '').replace('**Ask before** (I\'ll ask for permission first):\n', "**Ask before** (I'll ask for permission first):\n- External: push the branch and open the PR\n")}`;
const RECAP_SAID = (line: number) => `; the sections from line ${line} come after the choices without showing the whole contract again (a recap or a reply), so they were compared with it, not read in its place`;
const RECAP_CONTRADICTS = `External is Autonomous in this block (under **Autonomous**), but the contract above (line ${posIn(recapContradicts, '- External').line}) gives it ReportThenAct: this block after the \`Options:\` choices (line ${posIn(recapContradicts, 'Options:').line}) holds part of the contract with no "delegation contract" line and no choices of its own, so it is read as a recap, not as the contract shown again; show the whole contract again if it changed`;

// ---------------------------------------------------------------------------
// 4. A scenario word is not a persistence half

const memoryWord = (response: string) => `task: Add CSV export to the invoices page
mode: Solo
who: { kind: Solo, confirmed: true }
what: [FileModification, Exploration, Strategy, External]
how_much:
  FileModification:
    response: ${response}
    persistence: { ephemeral: Autonomous, durable: AskBefore }
  Exploration: Minimal
  Strategy: ProposeThenChoose
  External: AlwaysAsk
halt_conditions:
  - { trigger: the invoice totals in the CSV differ from the page, action: halt }
exploration: { depth: 2, breadth: 3, drift_action: report }
calibration:
  domains: [FileModification, Exploration, Strategy, External]
  calibrated: [FileModification, Exploration, Strategy, External]
  skipped: []
  history:
    - { domain: FileModification, scenario: When files need to be modified for this task?, response: AskBefore }
    - { domain: FileModification, scenario: When the CSV writer needs a fix for a memory leak?, response: ReportThenAct, kind: refinement }
    - { domain: FileModification, scenario: When temp files or build artifacts need changes?, response: Autonomous, persistence: ephemeral }
    - { domain: FileModification, scenario: When persistent files (config, memory, rules) need changes?, response: AskBefore, persistence: durable }
    - { domain: Exploration, scenario: When related information is found during investigation?, response: Minimal }
    - { domain: Strategy, scenario: When a different approach looks better than the original plan?, response: ProposeThenChoose }
    - { domain: External, scenario: When git push or PR creation is needed?, response: AlwaysAsk }
  stakes: Med
  outcome: approved
`;

// ---------------------------------------------------------------------------
// 5. YAML values of other kinds than JSON's

const TAIL = 'halt_conditions: []\nexploration: {depth: 1, breadth: 1, drift_action: report}\n';
const binaryValue = `who: Solo\nwhat: [FileModification]\nhow_much: {FileModification: !!binary aGVsbG8=}\n${TAIL}`;
const binaryEverywhere = `task: !!binary aGVsbG8=\nwho: Solo\nwhat: !!binary aGVsbG8=\nhow_much: !!binary aGVsbG8=\n${TAIL}`;
const setMap = `who: Solo\nwhat: [FileModification]\nhow_much: !!set {FileModification}\n${TAIL}`;
const timestampEntry = `who: Solo\nwhat: [FileModification]\nhow_much: {FileModification: !!timestamp 2026-01-05}\n${TAIL}`;
const orderedMap = `who: Solo\nwhat: [FileModification, Exploration]\nhow_much: !!omap\n  - FileModification: AskBefore\n  - Exploration: Autonomous\n${TAIL}`;

// ---------------------------------------------------------------------------
// 6. The team template's combined header line

const team = `${INTRO}

**Team Structure** (WHO):
- Team: platform-crew
- Members: lead, legacy-auditor, docs-writer
- Removed: docs-writer — the docs are frozen for this release
- security-reviewer (general-purpose): token handling and session fixation

**Autonomous** (proceed without asking):
- Exploration: the auth module, the session store and their tests
- FileModification (ephemeral): build output, generated clients

**Report then act** / **Ask before** / **Halt conditions**:
- as in Solo format

**Report then act** (I'll tell you what I'm doing, then proceed):
- TeamCoordination: when the auditor and the reviewer disagree, I decide and tell you
- FileModification (durable): the new service and its config

**Ask before** (I'll ask for permission first):
- External (AlwaysAsk): pushes and PRs

**Halt conditions** (I'll stop and escalate):
- session tokens from the new service fail old-client validation → halt

**Skipped** (not applicable to this task):
- Strategy — the split follows the approved RFC

**Defaults** (uncalibrated domains default):
- ${DEFAULTS.join('\n- ')}

**Authority transition**:
Approval replaces the team's prior operating contract with this DelegationContract.

${OPTIONS}`;
const COMBINED = 'several sections share one header line ("**Report then act** / **Ask before** / **Halt conditions**:"), so it opens none of them and nothing listed under it is read; write each section with its own list';

// ---------------------------------------------------------------------------
// 7. A halt action after a colon or a dash

const haltWith = (item: string) => rendering({ 'Ask before': ['External (AlwaysAsk): pushes'], 'Halt conditions': ['CSV totals differ from the page totals → halt', item], Defaults: DEFAULTS });
const STOP = 'halt condition 2 has action "stop"; it must be halt or escalate';

readingCases(scenarioResponse, {
  valid: [
    { name: 'two domains in one item under **Autonomous**, each at a response its scenario offers', ...mdCase(rendering({ Autonomous: ['Exploration and Strategy: read anything, switch the approach freely'], Defaults: DEFAULTS })) },
    { name: 'a recap after the approval that agrees with the contract', ...mdCase(recapAfter.replace('- External: push the branch and open the PR', '')) },
  ],
  invalid: [
    ...LISTS.map((item) => {
      const text = severalDomains(item);
      return { name: `an item naming two domains gives each the section's response: ${item.slice(0, 22)}`, ...mdCase(text), findings: [{ file: MD, ...posIn(text, item, 'External'), message: EXTERNAL_RTA }] };
    }),
    ...['[x]', '[X]', '[ ]'].map((box) => {
      const text = taskBox(box);
      return { name: `a task-list item ${box} is read past its box`, ...mdCase(text), findings: [{ file: MD, ...posIn(text, `${box} External`, 'External'), message: EXTERNAL_RTA }] };
    }),
    { name: 'a recap of two sections after the approval does not replace the contract', ...mdCase(recapAfter), findings: [{ file: MD, ...posIn(recapAfter, '- External: push'), column: 3, message: EXTERNAL_RTA }] },
    { name: "the user's reply naming a section does not replace the contract", ...mdCase(replyAfter), findings: [{ file: MD, ...posIn(replyAfter, '- External: push'), column: 3, message: EXTERNAL_RTA }] },
  ],
});

readingCases(markdownDefaults, {
  valid: [{ name: "the user's reply after the choices is not a rendering without **Defaults**", ...mdCase(replyAfter), detail: `**Defaults** shown (line ${posIn(replyAfter, '**Defaults**').line})` }],
});

readingCases(schema, {
  valid: [
    { name: 'a recap after the approval is compared with the contract, and the detail says where it is', ...mdCase(recapAfter), detail: `markdown rendering read (5 sections)${RECAP_SAID(posIn(recapAfter, 'Approved.').line + 2)}` },
    { name: 'the whole contract shown again, its choices cut off, replaces the first', ...mdCase(shownAgainCut), detail: `markdown rendering read (5 sections); the file holds 2 renderings of the contract, and the last (from line ${posIn(shownAgainCut, 'Updated:').line + 2}) is read` },
    { name: 'a task-list box on a **Skipped** item and on a half sub-item', ...mdCase(rendering({ 'Ask before': ['FileModification', '  - [x] durable: config'], Skipped: ['[ ] Strategy — the plan is fixed'], Defaults: DEFAULTS })) },
  ],
  invalid: [
    {
      name: 'a recap that gives a domain another response than the contract fails at the recap item',
      ...mdCase(recapContradicts),
      detail: `${MD}: ${RECAP_CONTRADICTS}${RECAP_SAID(posIn(recapContradicts, 'Approved.').line + 2)}`,
      findings: [{ file: MD, ...posIn(recapContradicts, 'Approved.', 'External'), message: RECAP_CONTRADICTS }],
    },
    {
      name: 'a list of domains before one parenthesised group is reported, not read',
      ...mdCase(listQualified),
      findings: [{ file: MD, ...posIn(listQualified, 'Strategy, External'), message: '"Strategy, External (AlwaysAsk): pushes and PRs" under **Report then act** names several domains (Strategy, External) before one parenthesised group, which cannot say which domain it qualifies, so the item was not read; write one item per domain' }],
    },
    { name: "the team template's combined header line is the one finding", ...mdCase(team), findings: [{ file: MD, ...posIn(team, '**Report then act** /'), message: COMBINED }] },
    { name: 'a !!binary value is one wrong-type finding, not its bytes and methods as keys', ...contractCase('c.dc.yaml', binaryValue), detail: '1 shape problem: how_much.FileModification must be text or a map of keys', findings: [{ file: 'c.dc.yaml', ...posIn(binaryValue, 'aGVsbG8='), message: 'how_much.FileModification must be text or a map of keys' }] },
    {
      name: '!!binary values where text, a list or a map is wanted: one finding each',
      ...contractCase('c.dc.yaml', binaryEverywhere),
      findings: [
        { file: 'c.dc.yaml', ...posIn(binaryEverywhere, 'task:', 'aGVsbG8='), message: 'task must be text' },
        { file: 'c.dc.yaml', ...posIn(binaryEverywhere, 'what:', 'aGVsbG8='), message: 'what must be a list' },
        { file: 'c.dc.yaml', ...posIn(binaryEverywhere, 'how_much:', 'aGVsbG8='), message: 'how_much must be a map of keys' },
      ],
    },
    { name: 'a !!set where a map is wanted is the wrong type, not an empty map', ...contractCase('c.dc.yaml', setMap), findings: [{ file: 'c.dc.yaml', ...posIn(setMap, '{FileModification}'), message: 'how_much must be a map of keys' }] },
    { name: 'a !!timestamp where a response is wanted is the wrong type, not an empty map', ...contractCase('c.dc.yaml', timestampEntry), findings: [{ file: 'c.dc.yaml', ...posIn(timestampEntry, '2026'), message: 'how_much.FileModification must be text or a map of keys' }] },
  ],
});

readingCases(coverage, {
  valid: [
    { name: "the team template's combined header line leaves the sections after it read", ...mdCase(team) },
    { name: 'an ordered map (!!omap) is read as the map it is', ...contractCase('c.dc.yaml', orderedMap) },
  ],
});

readingCases(calibrationState, {
  valid: [{ name: 'a plain answer whose scenario mentions memory is no durable half', ...contractCase('c.dc.yaml', memoryWord('ReportThenAct')), detail: 'calibration state consistent (4 calibrated, 0 skipped, 7 answers)' }],
  invalid: [
    {
      name: 'a plain response compared with the last plain answer, whose scenario mentions memory',
      ...contractCase('c.dc.yaml', memoryWord('AskBefore')),
      findings: [{ file: 'c.dc.yaml', line: 7, column: 15, message: `how_much gives FileModification AskBefore, but the last answer in history (line ${posIn(memoryWord('AskBefore'), 'memory leak').line}) was ReportThenAct` }],
    },
  ],
});

readingCases(haltConditions, {
  valid: [{ name: 'halt or escalate after a final dash or colon', ...mdCase(haltWith('the export needs a new database index — halt\n- the schema changes: escalate')) }],
  invalid: [
    ...['the export needs a new database index — stop', 'the export needs a new database index: stop', 'the export needs a new database index – Stop.', 'the export needs a new database index - stop'].map((item) => {
      const text = haltWith(item);
      return { name: `an action word after a final colon or dash is the action: ${item.slice(38)}`, ...mdCase(text), findings: [{ file: MD, ...posIn(text, item, item.slice(-5).replace('.', '').trim()), message: STOP }] };
    }),
  ],
});

describe('the readings, in the model', () => {
  it('gives each domain of a listed item the section response, at its own name', () => {
    const m = loadContract(MD, listReadBoth);
    expect(m.problems).toEqual([]);
    expect((m.data as { how_much: unknown }).how_much).toEqual({ Strategy: 'ProposeThenChoose', FileModification: 'ReportThenAct' });
    expect(m.keyPosOf('/how_much/FileModification')).toEqual(posIn(listReadBoth, 'Strategy, ', 'FileModification'));
  });

  it('keeps the contract the choices were offered for in force, and records the recap', () => {
    const m = loadContract(MD, recapAfter);
    expect(m.markdown?.renderings).toBe(1);
    expect(m.markdown?.recaps).toEqual([{ line: posIn(recapAfter, 'Approved.').line + 2, column: 1 }]);
    expect(m.markdown?.sections.map((s) => s.name)).toEqual(['Autonomous', 'Report then act', 'Ask before', 'Halt conditions', 'Defaults']);
    // A closing remark naming the contract after the recap's sections does not make the recap a rendering.
    expect(loadContract(MD, `${recapAfter}\nThis delegation contract is now active.\n`).markdown?.renderings).toBe(1);
  });

  it('reads the half of a history answer from its question, not from a word in it', () => {
    expect(contractHistoryHalf('FileModification', undefined, 'When the CSV writer needs a fix for a memory leak?')).toBeUndefined();
    expect(contractHistoryHalf('FileModification', undefined, 'When the exporter is changed to stream, and memory use grows?')).toBeUndefined();
    expect(contractHistoryHalf('FileModification', undefined, 'When persistent files (config, memory, rules) need changes?')).toBe('durable');
    expect(contractHistoryHalf('FileModification', undefined, 'When temp files or build artifacts need changes?')).toBe('ephemeral');
  });

  it('reads an ordered map as a map, at its entries', () => {
    const m = loadContract('c.dc.yaml', orderedMap);
    expect(m.data).toMatchObject({ how_much: { FileModification: 'AskBefore', Exploration: 'Autonomous' } });
    expect(m.posOf('/how_much/Exploration')).toEqual(posIn(orderedMap, 'Exploration: ', 'Autonomous'));
  });

  it('reads the action after a final dash, and the trigger before it', () => {
    const m = loadContract(MD, haltWith('the export needs a new database index — halt'));
    expect(m.haltConditions?.[1]?.trigger?.text).toBe('the export needs a new database index');
    expect(m.haltConditions?.[1]?.action?.text).toBe('halt');
  });
});
