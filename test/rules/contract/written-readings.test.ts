/** Readings of written renderings: tables, halves, ordinary words, descriptions, prose, Skipped reasons, team lists. */
import { afterAll, describe, expect, it } from 'vitest';
import { contractHistoryHalf, contractNearDomain, type ContractModel } from '../../../packages/core/src/model/contract/index.js';
import { runAll } from '../../rule-tester.js';
import { contractRules } from '../../../rules/contract/index.js';
import { cleanupContracts, loadContract, posIn } from './helpers.js';
import { CALIBRATED, OTHER_ANSWERS, REST, SOLO_HEAD } from './written-contracts.js';
import { describedSections, domainSecondColumn, domainWordProse, escalateWhen, halvesAtTheEnd, membersWithAnd, ordinaryWords, skippedWithReasons } from './written-renderings.js';

afterAll(cleanupContracts);

/** The second FileModification question asked about the ephemeral half in other words ("non-persistent files"), no \`persistence\` key. */
const ephemeralAskedInOtherWords = (scenario: string) => `${SOLO_HEAD}how_much:
  FileModification:
    persistence: { ephemeral: Autonomous, durable: AskBefore }
${REST}${CALIBRATED}  history:
    - { domain: FileModification, scenario: "When files need to be modified for this task?", response: AskBefore }
    - { domain: FileModification, scenario: "${scenario}", response: Autonomous }
${OTHER_ANSWERS}`;


const md = (text: string) => loadContract('delegation-contract.md', text);
const messages = (m: ContractModel) => m.problems.map((p) => p.message);
/** Every failing or warning finding the contract rules give, as `line:column message`. */
async function findings(m: ContractModel): Promise<string[]> {
  const results = await runAll(contractRules, m);
  return results.filter((r) => r.status !== 'pass' && r.status !== 'skip').flatMap((r) => r.findings.map((f) => `${r.name} ${f.line}:${f.column} ${f.message}`));
}
const responses = (m: ContractModel) => Object.fromEntries((m.howMuch ?? []).map((e) => [e.domain.text, e.persistence ? { ephemeral: e.persistence.ephemeral?.text, durable: e.persistence.durable?.text } : e.response?.text]));

describe('tables whose Domain column is not the first', () => {
  it('reads the Domain column of each row, so a domain in two sections is a clash', () => {
    const m = md(domainSecondColumn);
    expect(responses(m)).toMatchObject({ Exploration: 'Autonomous', FileModification: { ephemeral: 'Autonomous', durable: 'AskBefore' }, External: 'ReportThenAct' });
    expect(messages(m)).toEqual([`External is listed under **Report then act** (line ${posIn(domainSecondColumn, '| Push').line}) and again under **Ask before**; a domain has one response`]);
    expect(m.howMuch?.find((e) => e.domain.text === 'External')?.domain.at).toEqual(posIn(domainSecondColumn, '| Push the branch', 'External'));
  });

  it('reads a row by the cell that is exactly a domain when no header names the Domain column, and a Response column', () => {
    const byCell = md(domainSecondColumn.replace(/\| Action \| Domain \|/g, '| What | Where |').replace('| Action | Domain | Notes |', '| What | Where | Notes |'));
    expect(responses(byCell)).toMatchObject({ Exploration: 'Autonomous', External: 'ReportThenAct' });
    const withResponse = md("Here's the delegation contract for this task:\n\n**Ask before**:\n\n| Action | Response | Domain |\n|---|---|---|\n| git push | AlwaysAsk | External |\n");
    expect(responses(withResponse)).toEqual({ External: 'AlwaysAsk' });
  });
});

describe('history halves written in other words', () => {
  it('reads ephemeral words before durable ones, and the seed\'s durable words', () => {
    for (const s of ['When non-persistent files (scratch output, build artifacts) need changes?', 'When temp files need changes?', 'When generated code needs changes?', 'When files that are not persistent change?']) {
      expect(contractHistoryHalf('FileModification', undefined, s), s).toBe('ephemeral');
    }
    for (const s of ['When config, memory or rules files need changes?', 'When files that persist across sessions need changes?', 'When logging.config.json or CLAUDE.md need to change?']) {
      expect(contractHistoryHalf('FileModification', undefined, s), s).toBe('durable');
    }
    expect(contractHistoryHalf('FileModification', undefined, 'When files need to be modified for this task?')).toBeUndefined();
  });

  it('finds no calibration-state problem when the ephemeral question says "non-persistent"', async () => {
    const m = loadContract('c.dc.yaml', ephemeralAskedInOtherWords('When non-persistent files (scratch output, build artifacts) need changes?'));
    expect(await findings(m)).toEqual([]);
  });
});

describe('ordinary words are no misspelt domains', () => {
  it('keeps the first letter and leaves a stem with an English ending alone, but reports real typos', async () => {
    expect(['Internal', 'internal', 'Strategic', 'Strategies', 'Exploratory'].map(contractNearDomain)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(['Stratgy', 'Exploraton', 'FileModificaton'].map(contractNearDomain)).toEqual(['Strategy', 'Exploration', 'FileModification']);
    const got = await findings(md(ordinaryWords));
    expect(got.filter((f) => f.startsWith('contract-known-domains'))).toEqual([
      `contract-known-domains ${posIn(ordinaryWords, 'Stratgy').line}:3 unknown domain "Stratgy" in a response section (did you mean Strategy?)`,
      `contract-known-domains ${posIn(ordinaryWords, 'Exploraton').line}:3 unknown domain "Exploraton" in a response section (did you mean Exploration?)`,
      `contract-known-domains ${posIn(ordinaryWords, 'FileModificaton').line}:3 unknown domain "FileModificaton" in a response section (did you mean FileModification?)`,
    ]);
  });
});

describe('descriptions of a section', () => {
  it('reads no entry in a label line\'s description, a heading\'s emphasised description, or "none"', () => {
    const m = md(describedSections);
    expect(messages(m)).toEqual([]);
    expect(responses(m)).toEqual({ Exploration: 'Autonomous', External: 'AlwaysAsk', Strategy: 'ProposeThenChoose' });
  });

  it("reads the protocol templates' own descriptions after a bold label, written without their parentheses", () => {
    const text = `Here's the delegation contract for this task:

**Team Structure:** WHO
- Team: squad
- reviewer (general-purpose): security

**Autonomous:** proceed without asking
- Exploration: read src

**Report then act:** tell you what I'm doing, then proceed
- Strategy: propose another approach

**Ask before:** ask for permission first
- FileModification: any edit

**Halt conditions:** stop and escalate
- the tests fail twice → halt

**Skipped:** not applicable to this task
- External: nothing is pushed

**Defaults:** uncalibrated domains default
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`;
    expect(messages(md(text))).toEqual([]);
    // Another section's description is an entry there.
    expect(messages(md(text.replace('**Skipped:** not applicable to this task', '**Skipped:** proceed without asking')))).toEqual([expect.stringMatching(/^"proceed without asking" on the \*\*Skipped\*\* header line is not a list item/)]);
  });

  it('still reports entries on the label line and in emphasis', () => {
    expect(messages(md(describedSections.replace("**Autonomous:** I'll proceed without asking", '**Autonomous:** Strategy, External')))).toEqual([expect.stringMatching(/^"Strategy, External" on the \*\*Autonomous\*\* header line is not a list item/)]);
    expect(messages(md(describedSections.replace("*I'll ask for permission first.*", '*External: git push.*')))).toEqual([expect.stringMatching(/^"\*External: git push\.\*" under \*\*Ask before\*\* is not a list item/)]);
  });
});

describe('closing prose', () => {
  it('is not an entry when a word follows the parenthesis after a domain word', () => {
    expect(messages(md(domainWordProse))).toEqual([]);
    // An entry puts a separator there: still said.
    expect(messages(md(domainWordProse.replace('Exploration (as above) stays read-only.', 'Exploration (as above): stays read-only.')))).toEqual([expect.stringMatching(/^"Exploration \(as above\): stays read-only\." under \*\*Ask before\*\* is not a list item/)]);
  });
});

describe('FileModification halves at the end of an item', () => {
  it('reads a final half group after a leading label', () => {
    for (const [eph, dur] of [['(ephemeral)', '(durable)'], ['(temp files)', '(persistent files)']]) {
      const m = md(halvesAtTheEnd(`FileModification: scratch notebooks and build outputs ${eph}`, `FileModification: service code and CLAUDE.md ${dur}`));
      expect(messages(m), eph).toEqual([]);
      expect(responses(m), eph).toMatchObject({ FileModification: { ephemeral: 'Autonomous', durable: 'AskBefore' } });
    }
  });

  it('reads a trailing group split at colons, dashes, blanks or in brackets', () => {
    for (const [eph, dur] of [['(FileModification: ephemeral)', '(FileModification — durable)'], ['(ephemeral FileModification)', '(durable FileModification)'], ['[FileModification, ephemeral]', '[FileModification, durable]']]) {
      const text = halvesAtTheEnd(`Regenerating build outputs ${eph}`, `Editing service code ${dur}`);
      const m = md(text);
      expect(messages(m), eph).toEqual([]);
      expect(responses(m), eph).toMatchObject({ FileModification: { ephemeral: 'Autonomous', durable: 'AskBefore' } });
    }
  });

  it('reports a trailing group that names a domain it cannot read', () => {
    const text = halvesAtTheEnd('Regenerating build outputs (FileModification for now)', 'Editing service code (FileModification, durable)');
    expect(messages(md(text))).toEqual([expect.stringMatching(/^"Regenerating build outputs \(FileModification for now\)" under \*\*Autonomous\*\* ends with a group naming the domain FileModification, but the group was not read/)]);
  });
});

describe('Skipped items with reasons', () => {
  it('reads the domain after the reason and before it', () => {
    const m = md(skippedWithReasons);
    expect(m.calibration?.skipped?.map((v) => [v.text, v.at])).toEqual([
      ['External', posIn(skippedWithReasons, '(External)', 'External')],
      ['Strategy', posIn(skippedWithReasons, '- Strategy,', 'Strategy')],
    ]);
  });
});

describe('paraphrased section labels and team lists', () => {
  it('reports **Escalate when** as the Halt conditions section', () => {
    expect(messages(md(escalateWhen))).toEqual(['**Escalate when** is not a section label, so the items under it were not read; write **Halt conditions**']);
  });

  it('reads "and" between members like a comma', async () => {
    const got = await findings(md(membersWithAnd));
    expect(got.filter((f) => f.startsWith('contract-team-shape'))).toEqual([]);
  });
});
