/** Readings of transcripts: the contract shown again after "Adjust", nested persistence halves, emoji labels, counts and finding order. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import schema from '../../../rules/contract/contract-schema.js';
import { contractRules } from '../../../rules/contract/index.js';
import { looksLikeContract } from '../../../packages/core/src/model/contract/index.js';
import { ruleTester, runAll } from '../../rule-tester.js';
import { MD, cleanupContracts, contractCase, examplesDir, loadContract, mdCase, posIn } from './helpers.js';
import { adjustedTwice, adjustedWithBreak, authorityAfterOptions, emojiBeforeBold, emojiInsideBold, nestedHalves, stringsAndNulls } from './written-transcripts.js';
import * as renderings from './written-renderings.js';
import * as contracts from './written-contracts.js';

afterAll(cleanupContracts);

const AGAIN = "**Assistant:** Updated. Here's the delegation contract for this task:";
/** The contract shown again with no new opening line: its first section label repeats one of the first rendering's. */
const againWithoutIntro = adjustedTwice.replace(AGAIN, '**Assistant:** Updated:');
/** A placeholder left in each rendering: only the second, the one in force, is reported. */
const placeholders = adjustedTwice
  .replace('- Exploration: read the auth middleware and its callers', '- [list of calibrated autonomous actions]')
  .replace(/(Updated[^]*?)- a request without a token gets a 200/, '$1- [list of halt conditions]');
/** The phrase after the choices, with no section after it: a remark, not the contract shown again. */
const firstOnly = adjustedTwice.slice(0, adjustedTwice.indexOf('**User:**'));
const remarkAfter = `${firstOnly}I'll keep this delegation contract in the PR description.\n`;
/** Halves as sub-items four spaces deep, in the protocol's other words, and a bare item whose sub-items are notes. */
const deeperHalves = `Here's the delegation contract for this task:

**Autonomous** (I'll proceed without asking):
- FileModification
    - temp files: scratch fixtures
    - (ephemeral) generated clients

**Ask before** (I'll ask for permission first):
- FileModification
    - persistent — config and CLAUDE.md
- External
  - git push

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`;
const notesUnder = `Here's the delegation contract for this task:

**Report then act** (I'll tell you what I'm doing, then proceed):
- FileModification
  - the middleware and its tests
  - temporary debugging output, removed before the PR

**Defaults** (uncalibrated domains default):
- Exploration: autonomous (read-only, inherently safe)
- Others: ask-before
`;
const SECOND = /; the file holds 2 renderings of the contract, and the last \(from line \d+\) is read$/;

ruleTester(schema, {
  valid: [
    {
      name: 'the contract shown again after "Adjust": the last rendering is read, and the detail says how many the file holds',
      ...mdCase(adjustedTwice),
      detail: `markdown rendering read (5 sections); the file holds 2 renderings of the contract, and the last (from line ${posIn(adjustedTwice, AGAIN).line}) is read`,
    },
    {
      name: 'a section label repeated after the choices starts the contract shown again, without a new opening line',
      ...mdCase(againWithoutIntro),
      detail: `markdown rendering read (5 sections); the file holds 2 renderings of the contract, and the last (from line ${posIn(againWithoutIntro, 'Updated:', '**Autonomous**').line}) is read`,
    },
    { name: '"delegation contract" after the choices with no section after it starts no rendering', ...mdCase(remarkAfter), detail: 'markdown rendering read (6 sections)' },
    { name: 'FileModification halves written as sub-items of a bare item', ...mdCase(nestedHalves), detail: 'markdown rendering read (6 sections)' },
    { name: 'halves as deeper sub-items, in the other half words', ...mdCase(deeperHalves), detail: 'markdown rendering read (3 sections)' },
    { name: 'section labels with an emoji inside the bold', ...mdCase(emojiInsideBold), detail: 'markdown rendering read (6 sections)' },
    { name: 'section labels with an emoji before the bold', ...mdCase(emojiBeforeBold), detail: 'markdown rendering read (6 sections)' },
  ],
  invalid: [
    {
      name: 'a problem of a rendering shown again is reported; one of the rendering it replaced is not',
      ...mdCase(placeholders),
      detail: SECOND,
      findings: [{ file: MD, ...posIn(placeholders, 'Updated.', '[list of halt conditions]'), message: 'template placeholder left unfilled: [list of halt conditions]' }],
    },
    {
      name: 'a section after the Options choices is not read, and said (the templates put every section before them)',
      ...mdCase(authorityAfterOptions),
      findings: [{ file: MD, ...posIn(authorityAfterOptions, '**Authority transition**'), message: `section **Authority transition** comes after the \`Options:\` choices (line ${posIn(authorityAfterOptions, 'Options:').line}), where the contract body ends, so it was not read; put it before \`Options:\`` }],
    },
    {
      name: 'shape problems in the order of the file, the first of them in the detail',
      ...contractCase('c.dc.json', stringsAndNulls),
      detail: '4 shape problems: calibration.skipped must be a list',
      findings: [
        { file: 'c.dc.json', line: 9, column: 16, message: 'calibration.skipped must be a list' },
        { file: 'c.dc.json', line: 12, column: 18, message: 'calibration.questions must be an integer' },
        { file: 'c.dc.json', line: 18, column: 55, message: 'who.team must be a map of keys' },
        { file: 'c.dc.json', line: 21, column: 3, message: 'unknown key `generated_by` in the contract' },
      ],
    },
  ],
});

describe('the contract shown again, read into the model', () => {
  it('holds the last rendering: its responses, its sections and the count', () => {
    const m = loadContract(MD, adjustedWithBreak);
    expect(m.markdown?.renderings).toBe(2);
    expect(m.markdown?.intro).toEqual(posIn(adjustedWithBreak, AGAIN));
    expect(m.markdown?.options?.line).toBe(adjustedWithBreak.split('\n').lastIndexOf('Options:') + 1);
    expect(m.markdown?.sections.map((s) => s.name)).toEqual(['Autonomous', 'Report then act', 'Halt conditions', 'Skipped', 'Defaults']);
    expect((m.data as { how_much: unknown }).how_much).toEqual({ Exploration: 'Autonomous', FileModification: { persistence: { ephemeral: 'Autonomous' } }, External: 'ReportThenAct' });
    expect(m.problems).toEqual([]);
    expect(loadContract(MD, remarkAfter).markdown?.renderings).toBe(1);
  });
});

describe('FileModification halves as sub-items', () => {
  it('are read as the halves, at the sub-items', () => {
    const m = loadContract(MD, nestedHalves);
    expect(m.problems).toEqual([]);
    expect((m.data as { how_much: Record<string, unknown> }).how_much['FileModification']).toEqual({ persistence: { ephemeral: 'Autonomous', durable: 'AskBefore' } });
    expect(m.posOf('/how_much/FileModification/persistence/ephemeral')).toEqual(posIn(nestedHalves, 'ephemeral:'));
    expect(m.posOf('/how_much/FileModification/persistence/durable')).toEqual(posIn(nestedHalves, 'durable:'));
    const deeper = loadContract(MD, deeperHalves);
    expect(deeper.problems).toEqual([]);
    expect((deeper.data as { how_much: Record<string, unknown> }).how_much).toEqual({ FileModification: { persistence: { ephemeral: 'Autonomous', durable: 'AskBefore' } }, External: 'AlwaysAsk' });
  });

  it('leave a bare item whose sub-items name no half with its one response', () => {
    const m = loadContract(MD, notesUnder);
    expect(m.problems).toEqual([]);
    expect((m.data as { how_much: Record<string, unknown> }).how_much['FileModification']).toBe('ReportThenAct');
    // Under **Halt conditions** a nested `temp:` line stays part of its condition.
    const halt = loadContract(MD, notesUnder.replace('**Defaults**', '**Halt conditions**:\n- the disk fills\n    - temp: /tmp first\n\n**Defaults**'));
    expect(halt.haltConditions?.map((h) => h.trigger?.text)).toEqual(['the disk fills']);
  });
});

describe('section labels with emoji', () => {
  it('are recognised as a rendering, with the phrase or by three labels', () => {
    expect(looksLikeContract('/x/notes.md', emojiInsideBold)).toBe(true);
    expect(looksLikeContract('/x/notes.md', emojiBeforeBold)).toBe(true);
    const noPhrase = emojiBeforeBold.replace("Here's the delegation contract for this task:", '# Webhooks');
    expect(looksLikeContract('/x/notes.md', noPhrase)).toBe(true);
    expect(looksLikeContract('/x/notes.md', emojiInsideBold.replace("Here's the delegation contract for this task:", '# Notifications'))).toBe(true);
  });

  it('are read where the label is, and words or a bullet before the bold are no decoration', () => {
    const m = loadContract(MD, emojiBeforeBold);
    expect(m.problems).toEqual([]);
    expect(m.markdown?.section('Defaults')?.at).toEqual(posIn(emojiBeforeBold, '**Defaults**'));
    expect(m.markdown?.section('Autonomous')?.at).toEqual(posIn(emojiBeforeBold, '**Autonomous**'));
    const phrase = "Here's the delegation contract for this task:\n\n";
    expect(looksLikeContract('/x/notes.md', `${phrase}✅ done: **Autonomous** mode\n`)).toBe(false);
    expect(looksLikeContract('/x/notes.md', `${phrase}• **Autonomous**\n`)).toBe(false);
    expect(looksLikeContract('/x/notes.md', `${phrase}Готово ✅ **Autonomous**\n`)).toBe(false);
  });

  it('keep the examples README from reading as a rendering', () => {
    const readme = fs.readFileSync(path.join(examplesDir, 'README.md')).subarray(0, 4096).toString('utf8');
    expect(looksLikeContract(path.join(examplesDir, 'README.md'), readme)).toBe(false);
  });
});

describe('findings of a check', () => {
  it('come out in the order of the file, for every example and written contract', async () => {
    const texts: Array<[string, string | Buffer]> = [
      ...fs.readdirSync(examplesDir).filter((f) => f !== 'README.md').map((f): [string, Buffer] => [f, fs.readFileSync(path.join(examplesDir, f))]),
      ...(Object.values(renderings) as unknown[]).filter((v): v is string => typeof v === 'string').map((t): [string, string] => [MD, t]),
      ...(Object.values(contracts) as unknown[]).filter((v): v is string => typeof v === 'string').map((t): [string, string] => [/\*\*/.test(t) ? MD : 'c.dc.yaml', t]),
      ['c.dc.json', stringsAndNulls],
    ];
    let seen = 0;
    for (const [name, text] of texts) {
      for (const r of await runAll(contractRules, loadContract(name, text))) {
        const at = r.findings.map((f) => [f.line, f.column] as const);
        const sorted = [...at].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
        expect(at, `${name} ${r.name}`).toEqual(sorted);
        seen += at.length > 1 ? 1 : 0;
      }
    }
    // Lists of more than one finding were checked, not only single findings.
    expect(seen).toBeGreaterThan(5);
  });
});
