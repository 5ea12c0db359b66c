import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-halt-conditions.js';
import { ruleTester } from '../../rule-tester.js';
import { DEFAULTS, MD, cleanupContracts, contractCase, formCase, forms, mdCase, posIn, rendering, soloContract, teamContract } from './helpers.js';
import { arrowInTrigger, naturalArrows, numberedHalts } from './written-contracts.js';
import { tableSections } from './written-renderings.js';

afterAll(cleanupContracts);

const c = soloContract();
const TEAM_COMBINED = [
  "Here's the delegation contract for this task:",
  '',
  '**Team Structure** (WHO):',
  '- schema-reviewer (general-purpose): backwards compatibility of the Avro schemas',
  '',
  '**Autonomous** (proceed without asking):',
  '- Exploration: read the schema registry and consumers',
  '- TeamCoordination: resolve contradicting findings between agents',
  '',
  '**Report then act** / **Ask before** / **Halt conditions**:',
  '- FileModification: ask before editing schemas',
  '- ScopeCreep: halt when an agent finds work outside its focus',
  '',
  '**Defaults** (uncalibrated domains default):',
  '- Exploration: autonomous (read-only, inherently safe)',
  '- Others: ask-before',
  '',
].join('\n');
c['halt_conditions'] = [{ trigger: '  ', action: 'halt' }, { trigger: 'deploy window closes', action: 'pause' }, { trigger: 'no action' }];
const md = rendering({ 'Halt conditions': ['tests fail twice', 'prod data at risk → escalate', 'budget exceeded -> stop', 'disk full => HALT.', '→ halt'], Defaults: DEFAULTS });

// An item left empty under **Halt conditions**: as a bullet, and as a table row of blank cells.
const emptyBullet = rendering({ 'Halt conditions': '- the integration suite fails twice\n-', Defaults: DEFAULTS });
const emptyRow = rendering({ 'Halt conditions': '| trigger | action |\n|---|---|\n| the integration suite fails twice | halt |\n|   |   |', Defaults: DEFAULTS });
const lineOf = (text: string, line: string) => text.split('\n').indexOf(line) + 1;

ruleTester(rule, {
  valid: [
    { name: 'the rows of a table under **Halt conditions**', ...mdCase(tableSections.replace('| stop |', '| escalate |')), detail: '2 halt conditions, each well formed' },
    // A phrase after the last arrow, or a value that names no action, is part of the trigger.
    { name: 'a phrase or a value after an arrow is trigger (→ ask me, -> v2)', ...mdCase(rendering({ 'Halt conditions': ['schema change needed → ask me', 'the schema goes v1 -> v2', 'the cache grows → 2 GB'], Defaults: DEFAULTS })), detail: '3 halt conditions, each well formed' },
    { name: 'numbered halt conditions are read, and the choices after the sections are not', ...mdCase(numberedHalts), detail: '2 halt conditions, each well formed' },
    { name: 'an arrow inside a trigger, with or without a final action', ...mdCase(arrowInTrigger), detail: '2 halt conditions, each well formed' },
    ...forms(soloContract()).map((f) => ({ name: `well-formed conditions (${f.format})`, ...formCase(f), detail: /1 halt condition/ })),
    { name: 'an empty list', ...formCase(forms(teamContract())[0]!), detail: /^no halt conditions declared$/ },
    // `- none` says there is no condition; a condition with text is kept as it is.
    { name: 'a `- none` item is no condition', ...mdCase(rendering({ 'Halt conditions': ['none'], Defaults: DEFAULTS })), detail: /^no halt conditions declared$/ },
    { name: 'a table whose rows all have a trigger', ...mdCase(emptyRow.replace('|   |   |', '| a secret appears in the diff |   |')), detail: '2 halt conditions, each well formed' },
  ],
  invalid: [
    ...forms({ halt_conditions: [{ trigger: 'prod data at risk', action: 'Halt' }, { trigger: 'budget exceeded', action: 'ESCALATE' }] }).map((f) => ({
      name: `an action word in another case: the words are lower case (${f.format})`,
      ...formCase(f),
      detail: /^2 malformed halt conditions: halt condition 1 has action "Halt"; the action words are lower case: halt or escalate$/,
      findings: [
        { file: f.name, ...f.at('halt_conditions', 'Halt'), message: 'halt condition 1 has action "Halt"; the action words are lower case: halt or escalate' },
        { file: f.name, ...f.at('halt_conditions', 'ESCALATE'), message: 'halt condition 2 has action "ESCALATE"; the action words are lower case: halt or escalate' },
      ],
    })),
    ...forms({ halt_conditions: [{ trigger: 'budget exceeded', action: 'stop' }] }).map((f) => ({
      name: `another action word still fails in JSON and YAML (${f.format})`,
      ...formCase(f),
      findings: [{ file: f.name, ...f.at('halt_conditions', 'stop'), message: 'halt condition 1 has action "stop"; it must be halt or escalate' }],
    })),
    {
      name: 'a trigger that is not text',
      ...contractCase('c.dc.yaml', 'halt_conditions:\n  - { trigger: 2, action: halt }\n'),
      findings: [{ file: 'c.dc.yaml', line: 2, column: 16, message: 'halt condition 1 has a trigger that is not text (2); a trigger describes what stops the work' }],
    },
    ...forms(c).map((f) => ({
      name: `an empty trigger and a wrong or missing action, at the value (${f.format})`,
      ...formCase(f),
      findings: [
        { file: f.name, ...posIn(f.text, f.key('halt_conditions'), '"  "'), message: /^halt condition 1 has an empty trigger \("  "\)$/ },
        { file: f.name, ...f.at('halt_conditions', 'pause'), message: /^halt condition 2 has action "pause"; it must be halt or escalate$/ },
        // A missing action points at its condition: `{` in JSON (the line before the trigger), the trigger in YAML.
        { file: f.name, line: posIn(f.text, f.str('no action')).line - (f.format === 'json' ? 1 : 0), column: 5, message: /^halt condition 3 has action nothing; it must be halt or escalate$/ },
      ],
    })),
    {
      // `-> stop` ends in an action the protocol does not have; `→ halt` alone leaves an empty trigger.
      name: 'markdown conditions: an action word other than halt or escalate, and an item with nothing before its arrow',
      ...mdCase(md),
      findings: [
        { file: MD, ...posIn(md, 'budget exceeded -> stop', 'stop'), message: 'halt condition 3 has action "stop"; it must be halt or escalate' },
        { file: MD, ...posIn(md, '- → halt', '→'), message: /^halt condition 5 has an empty trigger \(""\)$/ },
      ],
    },
    {
      // The rendering says "→ stop" where JSON says "action": "stop": the same action, failing the same way.
      name: 'natural arrows in a rendering: → stop and → rollback are actions the protocol does not have, → ask me is trigger',
      ...mdCase(naturalArrows),
      detail: /^2 malformed halt conditions: halt condition 1 has action "stop"; it must be halt or escalate$/,
      findings: [
        { file: MD, ...posIn(naturalArrows, '10% → stop', 'stop'), message: 'halt condition 1 has action "stop"; it must be halt or escalate' },
        { file: MD, ...posIn(naturalArrows, 'fails → rollback', 'rollback'), message: 'halt condition 3 has action "rollback"; it must be halt or escalate' },
      ],
    },
    ...['→', '->', '=>'].map((arrow) => {
      const text = rendering({ 'Halt conditions': [`integration tests fail twice in a row ${arrow} stop`, `the budget is spent ${arrow} **Pause**.`, 'a migration would drop a column → escalate'], Defaults: DEFAULTS });
      return {
        name: `an action word after ${arrow}, in any case and markup, fails as JSON's action would`,
        ...mdCase(text),
        findings: [
          { file: MD, ...posIn(text, `${arrow} stop`, 'stop'), message: 'halt condition 1 has action "stop"; it must be halt or escalate' },
          { file: MD, ...posIn(text, `${arrow} **Pause**`, '**Pause**'), message: 'halt condition 2 has action "pause"; it must be halt or escalate' },
        ],
      };
    }),
    {
      name: 'a table row whose Action cell is another action word',
      ...mdCase(tableSections),
      findings: [{ file: MD, ...posIn(tableSections, '| secrets', 'stop'), message: 'halt condition 1 has action "stop"; it must be halt or escalate' }],
    },
    {
      name: 'an empty item, a bare bullet, is a condition with an empty trigger',
      ...mdCase(emptyBullet),
      detail: /^1 malformed halt condition/,
      findings: [{ file: MD, line: lineOf(emptyBullet, '-'), column: 1, message: /^halt condition 2 has an empty trigger \(""\)$/ }],
    },
    {
      name: 'an all-blank table row is a condition with an empty trigger',
      ...mdCase(emptyRow),
      detail: /^1 malformed halt condition/,
      findings: [{ file: MD, line: lineOf(emptyRow, '|   |   |'), column: 1, message: /^halt condition 2 has an empty trigger \(""\)$/ }],
    },
    // halt_conditions: Set(Condition): one trigger, listed twice, with the other action or the same one.
    ...forms({ halt_conditions: [{ trigger: 'bundle size grows', action: 'halt' }, { trigger: 'Bundle size  grows', action: 'escalate' }] }).map((f) => ({
      name: `one trigger listed with halt and again with escalate, at the repeat (${f.format})`,
      ...formCase(f),
      detail: /^1 halt-condition problem: halt condition 2 repeats the trigger of halt condition 1 with another action \(escalate, there halt\); a trigger has one action$/,
      findings: [{ file: f.name, ...f.at('halt_conditions', 'Bundle size  grows'), message: 'halt condition 2 repeats the trigger of halt condition 1 with another action (escalate, there halt); a trigger has one action' }],
    })),
    (() => {
      const text = rendering({ 'Halt conditions': ['tests fail twice → halt', 'a secret appears in the diff', 'tests fail twice → halt'], Defaults: DEFAULTS });
      return {
        name: 'a rendering listing one condition twice, naming the line of the first',
        ...mdCase(text),
        findings: [{ file: MD, line: lineOf(text, '- tests fail twice → halt') + 2, column: 3, message: `halt condition 3 repeats halt condition 1 (line ${lineOf(text, '- tests fail twice → halt')}); halt conditions are a set` }],
      };
    })(),
    {
      name: 'a rendering without a Halt conditions section fails at the section the template puts after it',
      ...mdCase(rendering({ 'Ask before': ['FileModification: any edit'], Skipped: ['none'], Defaults: DEFAULTS })),
      detail: 'the rendering has no **Halt conditions** section',
      findings: [{ file: MD, line: 6, column: 1, message: /^no \*\*Halt conditions\*\* section: the user cannot see when the work stops and escalates/ }],
    },
    {
      name: 'a rendering without Halt conditions, Skipped or Defaults fails at its Options line',
      ...mdCase(`${rendering({ 'Ask before': ['FileModification: any edit'] })}Options:\n1. **Approve** — apply this contract\n`),
      findings: [{ file: MD, line: 5, column: 1, message: /^no \*\*Halt conditions\*\* section/ }],
    },
    { name: 'halt_conditions that is not a list', status: 'skip', ...contractCase('c.dc.yaml', 'halt_conditions: none\n'), detail: 'no halt_conditions list', findings: [] },
    // The Team template: "**Report then act** / **Ask before** / **Halt conditions**: - [as in Solo format]".
    {
      name: 'a team rendering holding its halt conditions under the combined header, as the Team template does',
      status: 'skip',
      ...mdCase(TEAM_COMBINED),
      detail: 'the rendering lists its halt conditions under the combined header at line 10, as the Team template writes it; its items are not read one by one',
      findings: [],
    },
  ],
});
