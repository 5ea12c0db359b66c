import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEpiphanyTarget, type EpiphanyModel } from '../../../packages/core/src/model/epiphany/index.js';
import type { Rule } from '../../../packages/core/src/rule.js';
import type { CheckResult, RunOptions } from '../../../packages/core/src/types.js';
import { epiphanyRules } from '../../../rules/epiphany/index.js';
import { lint, runAll, writeTree, type Tree } from '../../rule-tester.js';

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

export const checkEpiphany = (rule: Rule, files: Tree, over: Partial<RunOptions> = {}): Promise<CheckResult> => lint(rule, { files, options: over });

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
