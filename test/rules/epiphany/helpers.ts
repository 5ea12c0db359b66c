import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEpiphanyTarget, type EpiphanyModel } from '../../../packages/core/src/model/epiphany/index.js';
import type { Rule } from '../../../packages/core/src/rule.js';
import type { CheckResult, RunOptions } from '../../../packages/core/src/types.js';
import { epiphanyRules } from '../../../rules/epiphany/index.js';
import { runAll, writeTree, type Tree } from '../../rule-tester.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const examplesDir = path.join(repoRoot, 'examples/epiphany');

/** The clean example's state files, keyed `state/<name>`. */
export function cleanState(): Record<string, string> {
  const dir = path.join(examplesDir, 'clean/state');
  const out: Record<string, string> = {};
  for (const name of fs.readdirSync(dir)) out[`state/${name}`] = fs.readFileSync(path.join(dir, name), 'utf8');
  return out;
}

/** Runs rules on a temp folder holding `files` (keys like `state/map.yaml`). */
export async function runEpiphany(rules: Rule[], files: Tree, over: Partial<RunOptions> = {}): Promise<CheckResult[]> {
  return runAll(rules, loadEpiphanyTarget(writeTree(files)).model as EpiphanyModel, over);
}

/** The clean example with some files replaced (a `null` value removes the file). */
export function withState(changes: Record<string, string | Buffer | null>): Tree {
  const tree: Tree = cleanState();
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) delete tree[k];
    else tree[k] = v;
  }
  return tree;
}

export { epiphanyRules };

/** The folder rule-tester cases lint, so findings name their files `project/state/...`. */
export const PROJECT = 'project';

/** A state file's path as findings report it. */
export const stateFile = (name: string) => `${PROJECT}/state/${name}`;

/** A rule-tester case: the clean example with some state files replaced (`null` removes one). */
export const stateCase = (changes: Record<string, string | Buffer | null> = {}) => ({ target: PROJECT, files: withState(changes) });

/** 1-based line of the first line of the clean example's `state/<name>` that contains `needle`. */
export function cleanLine(name: string, needle: string): number {
  const i = cleanState()[`state/${name}`]!.split('\n').findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`clean state/${name} has no ${JSON.stringify(needle)}`);
  return i + 1;
}
