// A changed document's prose is read as the handoff's is: "Never run `git push --force` on main" in a runbook the
// change adds runs nothing, while the same operation in its shell block, or in a script, is found. Real repositories.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packOf } from '@engagement-lint/rules';
import rule from '../../../rules/engagement/danger-scan.js';
import { runRules } from '../../../packages/core/src/engine.js';
import { defaultSystem } from '../../../packages/core/src/system.js';
import { options, writeTree } from '../../helpers.js';
import { GIT_CRITERIA, gitIn, withoutGitVariables } from '../../security/helpers.js';

withoutGitVariables();

/** A repository whose feature branch adds `files` to a base of main. */
function featureAdding(files: Record<string, string>): string {
  const dir = writeTree({ 'engagement/criteria.md': GIT_CRITERIA, 'engagement/handoff.md': '# Handoff\n## 1. Diff summary\ndocs added\n', 'README.md': 'x\n' });
  gitIn(dir, 'init', '-q', '-b', 'main');
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-qm', 'base');
  gitIn(dir, 'checkout', '-qb', 'feature');
  writeTree(files, dir);
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-qm', 'change');
  return dir;
}

async function scan(dir: string, preset: 'recommended' | 'compat') {
  const loaded = await packOf('engagement')!.load(path.join(dir, 'engagement'));
  const [result] = await runRules([rule], loaded.model, options({ preset }), defaultSystem({ root: dir }));
  return result!;
}

describe('danger-scan: a negation in a changed document', () => {
  it('recommended: "Never run `git push --force`" in a runbook the change adds is no operation', async () => {
    const r = await scan(featureAdding({ 'docs/runbook.md': '# Runbook\n\nNever run `git push --force` on main; use a revert commit.\nDo not run `DROP TABLE orders` by hand.\n' }), 'recommended');
    expect(r.findings).toEqual([]);
    expect(r.status).toBe('pass');
  });

  it('recommended: the same operation the runbook tells to run, or a script runs, is found', async () => {
    const r = await scan(featureAdding({ 'docs/runbook.md': '# Runbook\n\nThen run `git push --force origin release` to publish.\n', 'scripts/release.sh': '#!/bin/sh\n# never mind the comment\ngit push --force origin HEAD:release\n' }), 'recommended');
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => [f.file, f.line])).toEqual([['docs/runbook.md', 3], ['scripts/release.sh', 3]]);
  });
});
