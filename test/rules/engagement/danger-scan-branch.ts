// A real repository for danger-scan: the engagement on `main`, a `feature` branch committing the change.
import path from 'node:path';
import { packOf } from '@engagement-lint/rules';
import rule from '../../../rules/engagement/danger-scan.js';
import { runRules } from '../../../packages/core/src/engine.js';
import { defaultSystem } from '../../../packages/core/src/system.js';
import { options, writeTree, type Tree } from '../../helpers.js';
import { GIT_CRITERIA, gitIn } from '../../security/helpers.js';

/** A repository whose `feature` branch commits `change` on top of `base`; danger-scan's result on its engagement. */
export async function onBranch(base: Tree, change: Tree, preset: 'recommended' | 'compat' = 'recommended') {
  const dir = writeTree({ 'engagement/criteria.md': GIT_CRITERIA, 'engagement/handoff.md': '# Handoff\n', 'README.md': 'x\n', ...base });
  gitIn(dir, 'init', '-q', '-b', 'main');
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-qm', 'base');
  gitIn(dir, 'checkout', '-qb', 'feature');
  writeTree(change, dir);
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-qm', 'change');
  const loaded = await packOf('engagement')!.load(path.join(dir, 'engagement'));
  const [result] = await runRules([rule], loaded.model, options({ preset }), defaultSystem({ root: dir }));
  return result!;
}
