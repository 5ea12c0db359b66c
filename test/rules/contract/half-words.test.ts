/**
 * The protocol names FileModification's halves by their files ("ephemeral: temp files, build
 * artifacts, generated code"; "durable: source code, config, memory writes, CLAUDE.md, rules"). A
 * rendering that qualifies its items with those words splits the domain as `(ephemeral)` and
 * `(durable)` do, and a history scenario is read with the same words.
 */
import { afterAll, describe, expect, it } from 'vitest';
import schema from '../../../rules/contract/contract-schema.js';
import coverage from '../../../rules/contract/contract-coverage.js';
import scenarioResponse from '../../../rules/contract/contract-scenario-response.js';
import { contractHistoryHalf } from '../../../packages/core/src/model/contract/index.js';
import { cleanupTrees, lint } from '../../rule-tester.js';
import { DEFAULTS, MD, cleanupContracts, loadContract, mdCase, rendering } from './helpers.js';

afterAll(cleanupContracts);
afterAll(cleanupTrees);

const howMuch = (text: string) => (loadContract(MD, text).data as { how_much?: Record<string, unknown> }).how_much;

/** The protocol's own words, each with its half. */
const PROTOCOL_WORDS = [
  ['temp files', 'ephemeral'], ['build artifacts', 'ephemeral'], ['generated code', 'ephemeral'],
  ['source code', 'durable'], ['config', 'durable'], ['memory writes', 'durable'], ['CLAUDE.md', 'durable'], ['rules', 'durable'],
] as const;

/** The seed rendering's shape, each half under its own section, in the protocol's words. */
const protocolWords = rendering({
  Autonomous: ['FileModification (build artifacts, generated code): CSVs under `tmp/exports/` and generated fixtures', 'Exploration (Minimal): read only `services/billing/export/`'],
  'Report then act': ['FileModification (source code, config): `services/billing/export/*.py` and the export config'],
  Defaults: DEFAULTS,
});

describe('FileModification halves named by their files', () => {
  it('reads each protocol word as its half, in a qualifier, and a history scenario the same way', () => {
    for (const [word, half] of PROTOCOL_WORDS) {
      const other = half === 'ephemeral' ? 'durable' : 'ephemeral';
      const text = rendering({ Autonomous: [`FileModification (${word}): the files`], 'Ask before': [`FileModification (${other}): the rest`], Defaults: DEFAULTS });
      expect(howMuch(text), word).toEqual({ FileModification: { persistence: { [half]: 'Autonomous', [other]: 'AskBefore' } } });
      expect(contractHistoryHalf('FileModification', undefined, `When ${word} need changes?`), word).toBe(half);
    }
  });

  it('finds no second response when the halves sit under two sections', async () => {
    expect(howMuch(protocolWords)).toEqual({ FileModification: { persistence: { ephemeral: 'Autonomous', durable: 'ReportThenAct' } }, Exploration: 'Minimal' });
    for (const rule of [schema, coverage]) {
      const r = await lint(rule, mdCase(protocolWords));
      expect(r.findings, rule.id).toEqual([]);
      expect(r.status, rule.id).toBe('pass');
    }
    const repro = "Here's the delegation contract for this task:\n\n**Autonomous** (I'll proceed without asking):\n- FileModification (build artifacts): files under `dist/`\n\n**Ask before** (I'll ask for permission first):\n- FileModification (source code): files under `src/`\n\n**Defaults** (uncalibrated domains default):\n- Exploration: autonomous (read-only, inherently safe)\n- Others: ask-before\n";
    expect((await lint(schema, mdCase(repro))).findings).toEqual([]);
  });

  it('reads the words closing an item, as a sub-item label, and "files" after them', () => {
    const closing = rendering({ Autonomous: ['FileModification: `dist/` (build artifacts)'], 'Ask before': ['FileModification: `settings.yaml` (config files)'], Defaults: DEFAULTS });
    expect(howMuch(closing)).toEqual({ FileModification: { persistence: { ephemeral: 'Autonomous', durable: 'AskBefore' } } });
    const subs = rendering({ 'Report then act': ['FileModification\n  - build artifacts: `dist/`\n  - source code: `src/`'], Defaults: DEFAULTS });
    expect(howMuch(subs)).toEqual({ FileModification: { persistence: { ephemeral: 'ReportThenAct', durable: 'ReportThenAct' } } });
  });

  it('gives both halves the response when one item names words of each', () => {
    const both = rendering({ Autonomous: ['FileModification (temp files, config): scratch and settings'], 'Ask before': ['FileModification: anything else'], Defaults: DEFAULTS });
    expect(howMuch(both)).toEqual({ FileModification: { response: 'AskBefore', persistence: { ephemeral: 'Autonomous', durable: 'Autonomous' } } });
  });

  it('reads the words as a note inside a longer qualifier or on another domain', async () => {
    // A word inside a longer qualifier is a note: `(config loader rewrite)` is about no half.
    const longer = rendering({ Autonomous: ['FileModification (config loader rewrite): `src/config.ts`'], Defaults: DEFAULTS });
    expect(howMuch(longer)).toEqual({ FileModification: 'Autonomous' });
    const external = rendering({ Autonomous: ['External (config): sync the settings service'], Defaults: DEFAULTS });
    expect(howMuch(external)).toEqual({ External: 'Autonomous' });
    expect((await lint(scenarioResponse, mdCase(external))).findings).toEqual([]);
  });
});
