/** Fixtures for the contract rules: contracts written to temp files in JSON, YAML or markdown, loaded and run. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { loadContractTarget, type ContractModel } from '../../../packages/core/src/model/contract/index.js';

const made: string[] = [];

export function cleanupContracts() {
  for (const d of made.splice(0)) fs.rmSync(d, { recursive: true, force: true });
}

/** Writes a contract file into a fresh temp folder and loads it the way the CLI does. */
export function loadContract(name: string, content: string | Buffer): ContractModel {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'el-dc-'));
  made.push(dir);
  const abs = path.join(dir, name);
  fs.writeFileSync(abs, content);
  return loadContractTarget(abs).model as ContractModel;
}

export const examplesDir = path.resolve(import.meta.dirname, '../../../examples/contracts');

/** 1-based line and column of `needle`, searched from the first `anchor` on. */
export function posIn(text: string, anchor: string, needle = anchor): { line: number; column: number } {
  const start = text.indexOf(anchor);
  if (start < 0) throw new Error(`fixture has no ${JSON.stringify(anchor)}`);
  const i = text.indexOf(needle, start);
  if (i < 0) throw new Error(`fixture has no ${JSON.stringify(needle)} after ${JSON.stringify(anchor)}`);
  const before = text.slice(0, i).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** A contract written as JSON or YAML, with helpers that spell keys and strings the way the form does. */
export interface Form {
  format: 'json' | 'yaml';
  name: string;
  text: string;
  /** A key as it appears in the text (`"what"` / `what:`). */
  key(k: string): string;
  /** A string value as it appears in the text. */
  str(v: string): string;
  /** Where `needle` (a string value) first appears after `anchorKey`. */
  at(anchorKey: string, needle: string): { line: number; column: number };
}

export function forms(obj: unknown): Form[] {
  const json = JSON.stringify(obj, null, 2);
  const yaml = stringify(obj, { lineWidth: 0 });
  const make = (format: 'json' | 'yaml', text: string): Form => {
    const f: Form = {
      format,
      name: format === 'json' ? 'contract.dc.json' : 'contract.dc.yaml',
      text,
      key: (k) => (format === 'json' ? `"${k}":` : `${k}:`),
      str: (v) => (format === 'json' ? JSON.stringify(v) : v),
      at: (anchorKey, needle) => posIn(text, f.key(anchorKey), f.str(needle)),
    };
    return f;
  };
  return [make('json', json), make('yaml', yaml)];
}

/** Names of Object.prototype members: written in a contract they are unknown names like any other, never a vocabulary entry. */
export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString'] as const;

/** A valid Solo contract; tests change one thing at a time. */
export function soloContract(): Record<string, any> {
  return {
    task: 'Migrate the billing service',
    mode: 'Solo',
    who: { kind: 'Solo', confirmed: true },
    what: ['FileModification', 'Exploration', 'Strategy', 'External'],
    how_much: {
      FileModification: { response: 'ReportThenAct', persistence: { ephemeral: 'Autonomous', durable: 'AskBefore' } },
      Exploration: 'Minimal',
      Strategy: 'ProposeThenChoose',
      External: 'AlwaysAsk',
    },
    halt_conditions: [{ trigger: 'tests fail twice', action: 'halt' }],
    exploration: { depth: 2, breadth: 3, drift_action: 'report' },
    calibration: {
      domains: ['FileModification', 'Exploration', 'Strategy', 'External'],
      calibrated: ['FileModification', 'Exploration', 'Strategy', 'External'],
      skipped: [],
      history: [
        { domain: 'FileModification', scenario: 'files need changes', response: 'ReportThenAct' },
        { domain: 'FileModification', scenario: 'temp files', response: 'Autonomous', persistence: 'ephemeral' },
        { domain: 'FileModification', scenario: 'persistent files', response: 'AskBefore', persistence: 'durable' },
        { domain: 'Exploration', scenario: 'related information', response: 'Minimal' },
        { domain: 'Strategy', scenario: 'better approach', response: 'ProposeThenChoose' },
        { domain: 'External', scenario: 'git push', response: 'AlwaysAsk' },
      ],
      stakes: 'Med',
      calibrated_at_stakes: 'Med',
      outcome: 'approved',
    },
  };
}

/** A valid TeamAugment contract. */
export function teamContract(): Record<string, any> {
  return {
    task: 'Harden the checkout flow',
    mode: 'TeamAugment',
    who: {
      kind: 'Augmented',
      team: { name: 'squad', members: [{ name: 'ana', type: 'general-purpose' }, { name: 'bo', type: 'general-purpose' }] },
      roles: [{ name: 'reviewer', type: 'general-purpose', focus: 'security' }],
      confirmed: true,
    },
    what: ['FileModification', 'TeamCoordination'],
    how_much: { FileModification: 'ReportThenAct', TeamCoordination: 'AskBefore' },
    halt_conditions: [],
    exploration: { depth: 1, breadth: 1, drift_action: 'halt' },
    calibration: {
      domains: ['FileModification', 'TeamCoordination'],
      calibrated: ['FileModification', 'TeamCoordination'],
      history: [
        { domain: 'FileModification', scenario: 'files need changes', response: 'ReportThenAct' },
        { domain: 'TeamCoordination', scenario: 'findings contradict', response: 'AskBefore' },
      ],
    },
  };
}

/** A markdown rendering built from sections: `{ Autonomous: ['Exploration: read'], ... }`. */
export function rendering(sections: Record<string, string[] | string>, intro = "Here's the delegation contract for this task:"): string {
  const parts = [intro, ''];
  for (const [name, body] of Object.entries(sections)) {
    parts.push(`**${name}**:`);
    if (typeof body === 'string') parts.push(body);
    else for (const item of body) parts.push(`- ${item}`);
    parts.push('');
  }
  return parts.join('\n');
}

export const DEFAULTS = ['Exploration: autonomous (read-only, inherently safe)', 'Others: ask-before'];

export const MD = 'delegation-contract.md';

/** A rule-tester case whose tree is one contract file, the target. */
export const contractCase = (name: string, content: string | Buffer) => ({ files: { [name]: content }, target: name });

/** A rule-tester case for a JSON or YAML form. */
export const formCase = (f: Form) => contractCase(f.name, f.text);

/** A rule-tester case for a markdown rendering. */
export const mdCase = (text: string | Buffer) => contractCase(MD, text);

/** Expected findings put in the order of the file (line, then column), as every contract check lists them. */
export function inFileOrder<T extends { line?: number; column?: number }>(findings: T[]): T[] {
  return [...findings].sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}
