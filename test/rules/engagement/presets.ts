import type { Rule } from '../../../packages/core/src/rule.js';
import type { CheckResult } from '../../../packages/core/src/types.js';
import { check, type Tree } from '../../helpers.js';

/** The rule's result on the same engagement under `--preset recommended` and `--preset compat`. */
export async function underBoth(rule: Rule, files: Tree, over: Parameters<typeof check>[2] = {}): Promise<{ recommended: CheckResult; compat: CheckResult }> {
  const run = (preset: 'compat' | 'recommended') => check(rule, files, { ...over, options: { ...over.options, preset } });
  return { recommended: await run('recommended'), compat: await run('compat') };
}
