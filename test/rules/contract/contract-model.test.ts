import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTRACT_REFINEMENTS, CONTRACT_SCENARIO_OFFERS, contractBaseOf, contractQuote, contractFormatOf, contractIsResponse, contractPathLabel, contractResponseProblem, loadContractTarget, looksLikeContract, type ContractModel } from '../../../packages/core/src/model/contract/index.js';
import { DEFAULTS, PROTOTYPE_NAMES, cleanupContracts, examplesDir, loadContract, posIn, rendering } from './helpers.js';
import { domainPrefixedHalt, freeTextLabels, naturalArrows, noDefaultsSection, numberedAskBefore, numberedHalts, removedNone, skippedNothing, teamStrategyAtDefault } from './written-contracts.js';
import { addedSix, descriptionInBold, nestedMembers, persistentFiles, retainedNone, underscoreBold } from './written-renderings.js';
import { setextSections } from './written-transcripts.js';
import { MAX_CONTRACT_CHARS } from '../../../packages/core/src/model/contract/yaml.js';
import { runAll } from '../../rule-tester.js';
import { contractRules } from '../../../rules/contract/index.js';

afterAll(cleanupContracts);

describe('contract detection', () => {
  it('recognises contract file names', () => {
    for (const name of ['a.dc.json', 'b.DC.yaml', 'c.dc.yml', 'delegation-contract.json', 'delegation-contract.yaml', 'delegation-contract.yml', 'delegation-contract.md']) {
      expect(looksLikeContract(`/x/${name}`, ''), name).toBe(true);
    }
    for (const name of ['a.json', 'dc.yaml', 'contract.md', 'delegation-contract.txt']) expect(looksLikeContract(`/x/${name}`, ''), name).toBe(false);
  });

  it('recognises contracts by content', () => {
    expect(looksLikeContract('/x/notes.md', "Here's the delegation contract for this task:\n\n**Autonomous** (I'll proceed):\n- x\n")).toBe(true);
    expect(looksLikeContract('/x/notes.md', '# Delegation contract ideas\n\nnothing bold\n')).toBe(false);
    expect(looksLikeContract('/x/c.json', '{ "what": [], "how_much": {} }')).toBe(true);
    expect(looksLikeContract('/x/c.yaml', 'mode: Solo\nhow_much:\n  Exploration: Autonomous\n')).toBe(true);
    expect(looksLikeContract('/x/c.yaml', 'how_much: 3\n')).toBe(false);
    expect(looksLikeContract('/x/c.yaml', 'somehow_much: 1\nwhat: 2\n')).toBe(false);
  });

  it('recognises a rendering whose sections are in underscore bold or hold their description in the bold', () => {
    expect(looksLikeContract('/x/notes.md', underscoreBold.replace(/\*\*/g, '__'))).toBe(true);
    expect(looksLikeContract('/x/notes.md', descriptionInBold)).toBe(true);
  });

  it('recognises a rendering whose sections are Setext headings, but not a Setext heading of another name', () => {
    expect(looksLikeContract('/x/notes.md', setextSections)).toBe(true);
    expect(looksLikeContract('/x/notes.md', 'Autonomous vehicles\n---\n\nReport then\n===\n\nAsk before you go\n---\n')).toBe(false);
  });

  it('recognises a rendering whose sections are headings, bold or plain, but not a heading that only starts like one', () => {
    expect(looksLikeContract('/x/notes.md', "## Delegation contract\n\nHere's the delegation contract for this task:\n\n### **Ask before**\n- FileModification: any edit\n")).toBe(true);
    expect(looksLikeContract('/x/notes.md', "Here's the delegation contract for this task:\n\n### Autonomous\n- Exploration: read\n")).toBe(true);
    expect(looksLikeContract('/x/notes.md', '# Delegation contract ideas\n\n## Defaults are hard\n')).toBe(false);
  });

  it('recognises a rendering by three of its section labels, without the phrase "delegation contract"', () => {
    const noPhrase = '# Log rotation\n\n**Autonomous** (I\'ll proceed without asking):\n- Exploration: read the logs\n\n**Ask before** (I\'ll ask for permission first):\n- External: git push\n\n**Defaults** (uncalibrated domains default):\n- Exploration: autonomous (read-only, inherently safe)\n- Others: ask-before\n';
    expect(looksLikeContract('/x/notes.md', noPhrase)).toBe(true);
    // A rendering in another language keeps the English labels; numbered items, label case and headings vary.
    expect(looksLikeContract('/x/notes.md', '# Контракт делегирования\n\n**Autonomous** (действую без вопросов):\n1. Exploration: читаю схемы\n\n**skipped**:\n1. —\n\n### Halt conditions\n1. тесты падают\n')).toBe(true);
    expect(looksLikeContract('/x/notes.md', '**Team Structure** (WHO):\n- reviewer (general-purpose): security\n\n__Defaults__:\n- Others: ask-before\n\n**Authority transition**:\nApproval replaces the prior contract.\n')).toBe(true);
    expect(contractFormatOf('notes', noPhrase)).toBe('markdown');
    // One or two labels, a label repeated, or labels inside a line are notes, not a rendering.
    expect(looksLikeContract('/x/notes.md', '# Release\n\n**Defaults**: unchanged\n\n**Skipped**: 2 tests\n\n**Defaults** again\n')).toBe(false);
    expect(looksLikeContract('/x/notes.md', 'Sections: **Autonomous**, **Ask before**, **Defaults** and **Skipped**.\n')).toBe(false);
    expect(looksLikeContract('/x/notes.md', '- `**Autonomous**`\n- `**Ask before**`\n- `**Defaults**`\n')).toBe(false);
  });

  it('recognises a rendering saved as a block quote', () => {
    const quoted = "> Here's the delegation contract for this task:\n>\n> **Autonomous** (I'll proceed without asking):\n> - Exploration: read the repository\n>\n> **Defaults** (uncalibrated domains default):\n> - Exploration: autonomous (read-only, inherently safe)\n> - Others: ask-before\n";
    expect(looksLikeContract('/x/notes.md', quoted)).toBe(true);
    expect(looksLikeContract('/x/notes.md', quoted.replace("Here's the delegation contract for this task:", 'Plan') + '>\n>**Skipped**:\n> - none\n')).toBe(true);
  });

  it('tells the format by extension, then by content', () => {
    expect(contractFormatOf('a.dc.json', 'x: 1')).toBe('json');
    expect(contractFormatOf('a.dc.yml', '{}')).toBe('yaml');
    expect(contractFormatOf('contract', '\uFEFF  {"what": []}')).toBe('json');
    expect(contractFormatOf('contract', "Here's the delegation contract:\n**Ask before**:\n")).toBe('markdown');
    expect(contractFormatOf('contract', 'what: []\n')).toBe('yaml');
  });
});

describe('ContractModel', () => {
  it('reads `Members:` and `Removed:` sub-lists as names, not roles', () => {
    const m = loadContract('delegation-contract.md', nestedMembers);
    const who = m.data as { who: { roles: unknown[]; team: { members: Array<{ name: string }> }; removed: Array<{ name: string }> } };
    expect(who.who.team.members.map((x) => x.name)).toEqual(['dana', 'eli', 'fay', 'gus', 'hal', 'ida']);
    expect(who.who.roles).toEqual([{ name: 'auditor', type: 'general-purpose', focus: 'PCI compliance' }]);
    expect(who.who.removed).toEqual([{ name: 'fay' }]);
    expect(m.posOf('/who/team/members/1')).toEqual({ line: 7, column: 5 });
  });

  it('reads "(persistent files)" as the durable half', () => {
    const m = loadContract('delegation-contract.md', persistentFiles);
    expect((m.data as { how_much: unknown }).how_much).toEqual({ FileModification: { response: 'ReportThenAct', persistence: { durable: 'AskBefore' } } });
    expect(m.problems).toEqual([]);
  });

  it('loads through ProjectFs: root, relative path and files read', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'el-dc-root-'));
    try {
      fs.writeFileSync(path.join(dir, 'x.dc.yaml'), 'what: []\n');
      const t = loadContractTarget(path.join(dir, 'x.dc.yaml'));
      expect(t.root).toBe(dir);
      expect((t.model as ContractModel).rel).toBe('x.dc.yaml');
      expect(t.filesRead()).toEqual(['x.dc.yaml']);
      const missing = loadContractTarget(path.join(dir, 'gone.dc.yaml')).model as ContractModel;
      expect(missing.parsed).toBe(false);
      expect(missing.problems[0]!.message).toBe('contract file not found');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives the same normalised shape for the JSON, YAML and markdown examples', () => {
    const json = loadContractTarget(path.join(examplesDir, 'pass-solo.dc.json')).model as ContractModel;
    const md = loadContractTarget(path.join(examplesDir, 'pass-rendering.md')).model as ContractModel;
    for (const m of [json, md]) {
      const fm = m.entryOf('FileModification')!;
      expect(fm.persistence?.ephemeral?.text, m.format).toBe('Autonomous');
      expect(fm.persistence?.durable?.text, m.format).toBe('AskBefore');
      expect(m.entryOf('Exploration')!.response?.text, m.format).toBe('Minimal');
      expect(m.entryOf('Strategy')!.response?.text, m.format).toBe('ProposeThenChoose');
      expect(m.entryOf('External')!.response?.text, m.format).toBe('AlwaysAsk');
      expect(m.haltConditions!.map((h) => h.action?.text), m.format).toEqual(['halt', 'escalate']);
    }
    expect(md.markdown!.defaults.map((d) => [d.domain.text, d.response?.text])).toEqual([['Exploration', 'Autonomous'], ['Others', 'AskBefore']]);
  });

  it('keeps the source position of values in every form', () => {
    const text = fs.readFileSync(path.join(examplesDir, 'pass-rendering.md'), 'utf8');
    const md = loadContractTarget(path.join(examplesDir, 'pass-rendering.md')).model as ContractModel;
    expect(md.entryOf('External')!.response!.at).toEqual(posIn(text, 'External (AlwaysAsk)', 'AlwaysAsk'));
    expect(md.entryOf('External')!.domain.at).toEqual(posIn(text, 'External (AlwaysAsk)'));
    expect(md.haltConditions![1]!.action!.at).toEqual(posIn(text, '→ escalate', 'escalate'));
    const yamlText = 'who: { kind: Solo }\nhow_much:\n  Exploration: Minimal\n';
    const yaml = loadContract('c.dc.yaml', yamlText);
    expect(yaml.entryOf('Exploration')!.response!.at).toEqual(posIn(yamlText, 'Minimal'));
    expect(yaml.entryOf('Exploration')!.domain.at).toEqual({ line: 3, column: 3 });
    expect(yaml.posOf('/how_much/Nothing/here')).toEqual({ line: 3, column: 3 });
  });

  it('normalises a team rendering into who, roles and removed members', () => {
    const m = loadContract('delegation-contract.md', "Here's the delegation contract for this task:\n\n**Team Structure** (WHO):\n- Team: squad\n- Members: ana (Explore), bo\n- Removed: bo\n- reviewer (general-purpose): security\n");
    expect(m.data).toMatchObject({ who: { kind: 'Restructured', team: { name: 'squad', members: [{ name: 'ana', type: 'Explore' }, { name: 'bo' }] }, roles: [{ name: 'reviewer', type: 'general-purpose', focus: 'security' }], removed: [{ name: 'bo' }] } });
  });

  it('reads an own `__proto__` key of a JSON or YAML map as an ordinary key', () => {
    for (const [name, text] of [
      ['c.dc.json', '{ "how_much": { "__proto__": "AskBefore", "Exploration": "Autonomous" } }'],
      ['c.dc.yaml', 'how_much:\n  __proto__: AskBefore\n  Exploration: Autonomous\n'],
    ] as const) {
      const m = loadContract(name, text);
      expect(m.howMuch!.map((e) => [e.domain.text, e.response?.text]), name).toEqual([['__proto__', 'AskBefore'], ['Exploration', 'Autonomous']]);
      expect(m.entryOf('__proto__')?.response?.text, name).toBe('AskBefore');
      // An own key, not the prototype: the map still inherits from Object.prototype.
      const howMuch = (m.data as { how_much: object }).how_much;
      expect(Object.getPrototypeOf(howMuch), name).toBe(Object.prototype);
      expect(m.entryOf('constructor'), name).toBeUndefined();
    }
  });

  it('labels JSON pointers readably', () => {
    expect(contractPathLabel('/how_much/FileModification/persistence')).toBe('how_much.FileModification.persistence');
    expect(contractPathLabel('/calibration/history/3/domain')).toBe('calibration.history[3].domain');
    expect(contractPathLabel('/a~1b')).toBe('a/b');
    expect(contractPathLabel('')).toBe('the contract');
  });

  it('survives deep nesting and huge lines (bench/hostile.mjs times them)', async () => {
    const deep = loadContract('c.dc.json', '['.repeat(20000) + ']'.repeat(20000));
    expect(deep.problems).toEqual([{ line: 1, column: 100, message: 'the contract nests collections more than 100 levels deep; not parsed' }]);
    // Huge lines within the size limit are parsed; past it the file is a problem, not a parse.
    const text = `**Autonomous**:\n- ${'Word '.repeat(4000)}\n- a${' '.repeat(20000)}→ b c\n**Halt conditions**:\n- x${' '.repeat(20000)}y\n**Defaults**:\n- Others${' '.repeat(20000)}(x${' '.repeat(20000)}\n**Team Structure**:\n- a${'('.repeat(10000)}${' '.repeat(10000)}\n`;
    expect(text.length).toBeLessThan(MAX_CONTRACT_CHARS);
    const huge = loadContract('delegation-contract.md', text);
    expect(huge.parsed).toBe(true);
    const over = loadContract('delegation-contract.md', text + ' '.repeat(MAX_CONTRACT_CHARS));
    expect(over.parsed).toBe(false);
    expect(over.problems).toEqual([{ line: 1, column: 1, message: `contract file is ${text.length + MAX_CONTRACT_CHARS} characters, over the ${MAX_CONTRACT_CHARS} limit; not parsed` }]);
    const results = await runAll(contractRules, huge);
    expect(results.every((r) => !r.internal_error)).toBe(true);
  });
});

describe('contract vocabulary', () => {
  it('treats Object.prototype member names as unknown responses', () => {
    for (const name of [...PROTOTYPE_NAMES, 'hasOwnProperty', 'valueOf', 'Sometimes']) {
      expect(contractIsResponse(name), name).toBe(false);
      expect(contractBaseOf(name), name).toBe(name);
      expect(contractResponseProblem('Exploration', name), name).toBe('unknown');
      expect(CONTRACT_REFINEMENTS[name], name).toBeUndefined();
      expect(CONTRACT_SCENARIO_OFFERS[name], name).toBeUndefined();
    }
    expect(contractIsResponse('Minimal')).toBe(true);
    expect(contractBaseOf('Minimal')).toBe('Autonomous');
    expect(contractResponseProblem('Strategy', 'Minimal')).toBe('misplaced');
  });
});

describe('markdown renderings read into the model', () => {
  it('keeps the numbered items of a section and ends the body at the choices', () => {
    const m = loadContract('delegation-contract.md', numberedHalts);
    // An item with no final arrow is all trigger, with the section's action, escalate.
    expect(m.haltConditions?.map((h) => [h.trigger?.text, h.action?.text])).toEqual([
      ['the test suite fails twice in a row', 'escalate'],
      ['a migration would touch production data', 'escalate'],
    ]);
    expect(m.markdown?.defaults.map((d) => d.domain.text)).toEqual(['Exploration', 'Others']);
    const ask = loadContract('delegation-contract.md', numberedAskBefore);
    expect(ask.entryOf('External')?.response?.text).toBe('AlwaysAsk');
    expect(ask.problems.map((p) => p.message)).toEqual([expect.stringMatching(/^Strategy is listed under \*\*Report then act\*\*/)]);
  });

  it('reads a halt condition that starts with a domain name as a trigger only', () => {
    const m = loadContract('delegation-contract.md', domainPrefixedHalt);
    expect(m.haltConditions?.map((h) => [h.trigger?.text, h.action?.text])).toEqual([['External: a force-push to main would be needed', 'escalate']]);
    expect(m.entryOf('External')?.response?.text).toBe('AlwaysAsk');
    expect(m.problems).toEqual([]);
  });

  it('reads the action after a final arrow when it is one action word; any other item is a trigger to escalate on', () => {
    const m = loadContract('delegation-contract.md', naturalArrows);
    expect(m.haltConditions?.map((h) => [h.trigger?.text, h.action?.text])).toEqual([
      ['p99 latency regresses by more than 10%', 'stop'],
      ['schema change needed → ask me', 'escalate'],
      ['migration fails', 'rollback'],
    ]);
    expect(m.haltConditions![0]!.action!.at).toEqual({ line: 7, column: 44 });
    const cased = loadContract('delegation-contract.md', '**Halt conditions**:\n- disk full → HALT\n- data at risk -> `Escalate`.\n- v1 -> v2 => halt\n');
    expect(cased.haltConditions?.map((h) => [h.trigger?.text, h.action?.text])).toEqual([
      ['disk full', 'halt'],
      ['data at risk', 'escalate'],
      ['v1 -> v2', 'halt'],
    ]);
    expect(cased.haltConditions![0]!.action!.at).toEqual({ line: 2, column: 15 });
  });

  it('reads a label set apart by a no-break space, and one with a look-alike letter as an unknown name', () => {
    const m = loadContract('delegation-contract.md', '**Ask before**:\n- External\u00a0(AlwaysAsk): git push\n- File\u00a0modification: config\n- \u0415xploration: read logs\n');
    expect(m.howMuch?.map((e) => [e.domain.text, e.response?.text])).toEqual([['External', 'AlwaysAsk'], ['FileModification', 'AskBefore'], ['\u0415xploration', 'AskBefore']]);
    expect(m.howMuch?.[2]?.domain.at).toEqual({ line: 4, column: 3 });
  });

  it('counts a domain listed at its default as listed, not calibrated', () => {
    const m = loadContract('delegation-contract.md', teamStrategyAtDefault);
    expect(m.howMuch?.map((e) => [e.domain.text, e.response?.text])).toEqual([
      ['Exploration', 'Autonomous'],
      ['TeamCoordination', 'Autonomous'],
      ['FileModification', 'ReportThenAct'],
      ['ScopeCreep', 'ReportThenAct'],
      ['External', 'AlwaysAsk'],
      ['Strategy', 'AskBefore'],
    ]);
    expect(m.calibration?.calibrated?.map((v) => [v.text, v.at.line])).toEqual([
      ['TeamCoordination', 10],
      ['FileModification', 13],
      ['ScopeCreep', 14],
      ['External', 17],
    ]);
  });

  it('reads response-section labels as domains only when they name one or nearly do', () => {
    const m = loadContract('delegation-contract.md', freeTextLabels);
    expect(m.howMuch?.map((e) => e.domain.text)).toEqual(['Exploration']);
    expect(m.problems).toEqual([]);
    const near = loadContract('delegation-contract.md', '**Autonomous**:\n- Stratgy: pick\n- Team-Coordination: merge\n- Tests: run\n');
    expect(near.howMuch?.map((e) => e.domain.text)).toEqual(['Stratgy', 'TeamCoordination']);
  });

  it('reads a domain separated from its response or action by an arrow or `=` in every section', () => {
    const m = loadContract('delegation-contract.md', '**Autonomous**:\n- Exploration → read the repository\n\n**Ask before**:\n- External = AlwaysAsk\n- FileModification (durable) -> config files\n\n**Skipped**:\n- Strategy → the plan is fixed\n\n**Defaults**:\n- Exploration → autonomous\n- Others -> ask-before\n');
    expect(m.howMuch?.map((e) => [e.domain.text, e.response?.text ?? e.persistence?.durable?.text, e.domain.at])).toEqual([
      ['Exploration', 'Autonomous', { line: 2, column: 3 }],
      ['External', 'AlwaysAsk', { line: 5, column: 3 }],
      ['FileModification', 'AskBefore', { line: 6, column: 3 }],
    ]);
    expect(m.calibration?.skipped?.map((v) => [v.text, v.at])).toEqual([['Strategy', { line: 9, column: 3 }]]);
    expect(m.markdown?.defaults.map((d) => [d.domain.text, d.response?.text, d.response?.at])).toEqual([
      ['Exploration', 'Autonomous', { line: 12, column: 17 }],
      ['Others', 'AskBefore', { line: 13, column: 13 }],
    ]);
  });

  it('reads a domain label whose qualifier is inside emphasis, holds parentheses or a link, or whose name is a link', () => {
    const under = (item: string) => rendering({ 'Report then act': [item], Defaults: DEFAULTS });
    const cases: Array<[string, string, string]> = [
      // [item, response read, where the response was read]
      ['External: git push', 'ReportThenAct', 'External'],
      ['**External (AlwaysAsk)**: git push', 'AlwaysAsk', 'AlwaysAsk'],
      ['External *(AlwaysAsk)*: git push', 'AlwaysAsk', 'AlwaysAsk'],
      ['**External** _(AlwaysAsk)_ — git push', 'AlwaysAsk', 'AlwaysAsk'],
      ['External (git push (to main)): always', 'ReportThenAct', 'External'],
      ['External ([runbook](https://wiki.example.com/push)): git push', 'ReportThenAct', 'External'],
      ['External ([runbook](https://wiki.example.com/push), AlwaysAsk): git push', 'AlwaysAsk', 'AlwaysAsk'],
      ['[External](docs/external.md): git push', 'ReportThenAct', 'External'],
      ['**[External](docs/external.md)** (AlwaysAsk): git push', 'AlwaysAsk', 'AlwaysAsk'],
      ['**External (AlwaysAsk):** git push', 'AlwaysAsk', 'AlwaysAsk'],
    ];
    for (const [item, response, at] of cases) {
      const text = under(item);
      const m = loadContract('delegation-contract.md', text);
      expect(m.problems, item).toEqual([]);
      const e = m.entryOf('External');
      expect(e?.response?.text, item).toBe(response);
      expect(e?.domain.at, item).toEqual(posIn(text, item, 'External'));
      expect(e?.response?.at, item).toEqual(posIn(text, item, at));
    }
    // The halves of FileModification read through the same label shapes.
    const halves = loadContract('delegation-contract.md', rendering({ Autonomous: ['File modification *(temp files)*: build output'], 'Ask before': ['**FileModification (durable)**: config'], Defaults: DEFAULTS }));
    expect(halves.problems).toEqual([]);
    expect([halves.entryOf('FileModification')?.persistence?.ephemeral?.text, halves.entryOf('FileModification')?.persistence?.durable?.text]).toEqual(['Autonomous', 'AskBefore']);
  });

  it('reads a domain named in parentheses at the end of an action, and no other trailing group', () => {
    const text = rendering({
      Autonomous: ['Reading any file in the repo (Exploration)', 'Run the unit tests (fast)'],
      'Report then act': ['git push and PR creation (External).', 'edit the CI config (file modification, durable)', 'Deploying to staging (Deployment)'],
      'Ask before': ['**drop a table** *(FileModification, ephemeral)*'],
      Defaults: DEFAULTS,
    });
    const m = loadContract('delegation-contract.md', text);
    expect(m.problems).toEqual([]);
    expect(m.entryOf('Exploration')?.response?.text).toBe('Autonomous');
    expect(m.entryOf('External')?.response?.text).toBe('ReportThenAct');
    expect(m.entryOf('External')?.domain.at).toEqual(posIn(text, 'git push and PR creation (', 'External'));
    const fm = m.entryOf('FileModification');
    expect([fm?.persistence?.ephemeral?.text, fm?.persistence?.durable?.text]).toEqual(['AskBefore', 'ReportThenAct']);
    // `(fast)` and `(Deployment)` name no domain: actions of no domain, as a leading label would be.
    expect(m.howMuch?.map((e) => e.domain.text).sort()).toEqual(['Exploration', 'External', 'FileModification']);
  });

  it('reports an item whose label starts with a domain but cannot be read, and leaves other labels alone', () => {
    for (const item of ['External (git push: always', '[External]: git push', 'External ((a (b (c)))): git push']) {
      const text = rendering({ 'Report then act': [item, 'Tests (unit): run the suite', 'run the linter (fast)'], Defaults: DEFAULTS });
      const m = loadContract('delegation-contract.md', text);
      expect(m.entryOf('External'), item).toBeUndefined();
      expect(m.problems, item).toEqual([{ ...posIn(text, `- ${item}`, item), message: `"${item}" under **Report then act** starts with the domain External, but its label was not read, so the item was not read; write it as \`External: …\` or \`External (qualifier): …\`` }]);
    }
  });

  it('keeps an empty item under Halt conditions as a condition with an empty trigger', () => {
    const bullet = "**Halt conditions**:\n- the integration suite fails twice\n-\n  -  \n\n**Defaults**:\n- Others: ask-before\n";
    const b = loadContract('delegation-contract.md', bullet);
    expect(b.haltConditions?.map((h) => [h.trigger?.text, h.action?.text, h.trigger?.at])).toEqual([
      ['the integration suite fails twice', 'escalate', { line: 2, column: 3 }],
      ['', 'escalate', { line: 3, column: 1 }],
      ['', 'escalate', { line: 4, column: 3 }],
    ]);
    const table = '**Halt conditions**:\n\n| trigger | action |\n|---|---|\n| the integration suite fails twice | halt |\n|   |   |\n\n**Defaults**:\n- Others: ask-before\n';
    const t = loadContract('delegation-contract.md', table);
    expect(t.haltConditions?.map((h) => [h.trigger?.text, h.action?.text, h.trigger?.at])).toEqual([
      ['the integration suite fails twice', 'halt', { line: 5, column: 3 }],
      ['', 'escalate', { line: 6, column: 1 }],
    ]);
    // Elsewhere an empty item says nothing, and `- none` under Halt conditions is still no condition.
    const elsewhere = loadContract('delegation-contract.md', '**Autonomous**:\n-\n- Exploration: read\n\n**Halt conditions**:\n- none\n');
    expect(elsewhere.howMuch?.map((e) => e.domain.text)).toEqual(['Exploration']);
    expect(elsewhere.haltConditions).toEqual([]);
    expect(elsewhere.problems).toEqual([]);
  });

  it('records where the Options list after the contract starts', () => {
    expect(loadContract('delegation-contract.md', noDefaultsSection).markdown?.options).toEqual({ line: 24, column: 1 });
    expect(loadContract('delegation-contract.md', numberedHalts).markdown?.options).toEqual({ line: 10, column: 1 });
    expect(loadContract('delegation-contract.md', domainPrefixedHalt).markdown?.options).toBeUndefined();
  });

  it('reads `Removed: none` as no removal', () => {
    for (const value of ['none', 'None (everyone stays)', '—']) {
      const m = loadContract('delegation-contract.md', removedNone(value));
      expect(m.who?.kind?.text).toBe('Augmented');
      expect(m.who?.removed).toBeUndefined();
    }
    expect(loadContract('delegation-contract.md', removedNone('frontend')).who?.removed?.map((a) => a.name?.text)).toEqual(['frontend']);
  });

  it('reads a Skipped line that says none as no skipped domain', () => {
    for (const line of ['None — all four domains apply', 'None (every domain applies)', '(no domains skipped)', 'nothing']) {
      expect(loadContract('delegation-contract.md', skippedNothing(line)).calibration?.skipped).toEqual([]);
    }
    expect(loadContract('delegation-contract.md', skippedNothing('Strategy — the plan is fixed')).calibration?.skipped?.map((v) => v.text)).toEqual(['Strategy']);
  });

  it('reads each domain of a Skipped line that lists several, at its own column', () => {
    const text = skippedNothing('Strategy, ScopeCreep — the audit plan is fixed');
    const skipped = loadContract('delegation-contract.md', text).calibration?.skipped;
    expect(skipped?.map((v) => v.text)).toEqual(['Strategy', 'ScopeCreep']);
    expect(skipped?.map((v) => v.at)).toEqual([posIn(text, '- Strategy, ', 'Strategy'), posIn(text, '- Strategy, ', 'ScopeCreep')]);
    expect(loadContract('delegation-contract.md', skippedNothing('Strategy and External: not needed')).calibration?.skipped?.map((v) => v.text)).toEqual(['Strategy', 'External']);
    // A reason is never read as a domain: only a list of domain names is split; a domain before the reason is the one skipped.
    expect(loadContract('delegation-contract.md', skippedNothing('Strategy, since the plan is fixed')).calibration?.skipped?.map((v) => v.text)).toEqual(['Strategy']);
    expect(loadContract('delegation-contract.md', skippedNothing('Telemetry, since the plan is fixed')).calibration?.skipped?.map((v) => v.text)).toEqual(['Telemetry, since the plan is fixed']);
  });

  it('reads `Retained:`, `Removed:` and the roles under `Added:` of a restructure; label lines are no roles', () => {
    const m = loadContract('delegation-contract.md', retainedNone());
    expect(m.who?.kind?.text).toBe('Restructured');
    expect(m.who?.roles?.map((r) => r.name?.text)).toEqual(['reconciliation-auditor', 'fraud-analyst']);
    expect(m.who?.retained).toEqual([]);
    // Without a `Members:` line the team was whom the restructure retained and removed.
    expect(m.who?.team?.members?.map((a) => a.name?.text)).toEqual(['ledger-dev', 'api-dev']);
    expect(m.who?.removed?.map((a) => a.name?.text)).toEqual(['ledger-dev', 'api-dev']);
    const kept = loadContract('delegation-contract.md', retainedNone('settlement-dev (general-purpose)'));
    expect(kept.who?.team?.members?.map((a) => a.name?.text)).toEqual(['settlement-dev', 'ledger-dev', 'api-dev']);
    expect(kept.who?.retained?.map((a) => [a.name?.text, a.type?.text])).toEqual([['settlement-dev', 'general-purpose']]);
    expect(loadContract('delegation-contract.md', addedSix).who?.roles).toHaveLength(6);
  });
});

describe('contractQuote', () => {
  it('keeps short text whole and cuts long text at a word boundary with an ellipsis', () => {
    expect(contractQuote('Approval replaces the prior contract.')).toBe('Approval replaces the prior contract.');
    expect(contractQuote('The prior operating contract stays in force; approval only adds these calibrations.')).toBe('The prior operating contract stays in force; approval only…');
    expect(contractQuote('x'.repeat(70))).toBe(`${'x'.repeat(60)}…`);
  });
});

describe('YAML merge keys', () => {
  const merged = `who:
  kind: Augmented
  team:
    members:
      - &gp { name: lead, type: general-purpose }
      - { <<: *gp, name: frontend }
`;

  it('applies a merge key, with positions where the merged values were written', () => {
    const m = loadContract('c.dc.yaml', merged);
    expect(m.problems).toEqual([]);
    expect((m.data as any).who.team.members).toEqual([
      { name: 'lead', type: 'general-purpose' },
      { name: 'frontend', type: 'general-purpose' },
    ]);
    const [, frontend] = m.who!.team!.members!;
    expect(frontend!.name!.at).toEqual(posIn(merged, 'name: frontend', 'frontend'));
    expect(frontend!.type!.at).toEqual(posIn(merged, 'type:', 'general-purpose'));
  });

  it('reports no unknown `<<` key', async () => {
    const [schema] = await runAll(contractRules.filter((r) => r.id === 'contract-schema'), loadContract('c.dc.yaml', merged));
    expect(schema?.findings?.map((f) => f.message).filter((msg) => msg.includes('<<'))).toEqual([]);
  });

  it('refuses an alias bomb through merge keys', () => {
    const lines = ['a0: &a0 {k: 1, j: 2}'];
    for (let i = 1; i < 12; i++) lines.push(`a${i}: &a${i} {<<: [${Array(9).fill(`*a${i - 1}`).join(', ')}]}`);
    // How fast is bench/hostile.mjs's contract-yaml-merge-bomb; here, that it is refused in words.
    const m = loadContract('c.dc.yaml', `${lines.join('\n')}\n`);
    expect(m.parsed).toBe(false);
    expect(m.problems).toEqual([{ line: 2, column: lines[1]!.indexOf('*a0') + 1, message: 'cannot read the contract: YAML aliases expand past 100000 values (an alias bomb); not read' }]);
  });

  it('leaves JSON contracts without merge keys', () => {
    const m = loadContract('c.dc.json', '{"a": {"x": 1}, "b": {"<<": {"y": 2}}}');
    expect(m.data).toEqual({ a: { x: 1 }, b: { '<<': { y: 2 } } });
  });
});
