import fs from 'node:fs';
import path from 'node:path';
import type { Rule } from '../packages/core/src/rule.js';
import type { CheckResult, RunOptions, SystemAccess } from '../packages/core/src/types.js';
import { lint, writeTree, type Tree } from './rule-tester.js';

export { cleanupTrees, fakeSystem, options, writeTree, type Tree } from './rule-tester.js';

/** A project with an `engagement/` folder; keys are engagement-relative, `../x` lands in the project root. */
export function makeEngagement(files: Tree): string {
  const tree: Tree = {};
  for (const [rel, content] of Object.entries(files)) tree[path.posix.join('engagement', rel)] = content;
  const root = writeTree(tree);
  fs.mkdirSync(path.join(root, 'engagement'), { recursive: true });
  return path.join(root, 'engagement');
}

/** Runs one rule on an engagement folder built from `files`. */
export const check = (rule: Rule, files: Tree, over: { options?: Partial<RunOptions>; system?: SystemAccess } = {}): Promise<CheckResult> => lint(rule, { files, ...over });

/** Minimal valid criteria.md for a tier. */
export function criteria(fm: Record<string, string> = {}, body = '# Acceptance criteria\n\n## Done when\n- tests pass\n'): string {
  const data = { engagement: 'demo', domain: 'dev', size: 'M', ux_heavy: 'false', tools_required: '[]', ...fm };
  return `---\n${Object.entries(data).map(([k, v]) => `${k}: ${v}`).join('\n')}\n---\n${body}`;
}

/** The message a call throws, or undefined when it returns. */
export function usageOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  return undefined;
}
