// A changed document's prose is read as the handoff's is: "Never run `git push --force` on main" in a runbook the
// change adds runs nothing, while the same operation in its shell block, or in a script, is found. Real repositories.
// With no diff to read, §1 ("the source of truth for what changed") tells a bulk delete.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packOf } from '@engagement-lint/rules';
import rule from '../../../rules/engagement/danger-scan.js';
import { runRules } from '../../../packages/core/src/engine.js';
import { fakeSystem, options, writeTree } from '../../helpers.js';
import { GIT_CRITERIA, withoutGitVariables } from '../../security/helpers.js';
import { onBranch } from './danger-scan-branch.js';

withoutGitVariables();

describe('danger-scan: a negation in a changed document', () => {
  it('recommended: "Never run `git push --force`" in a runbook the change adds is no operation', async () => {
    const r = await onBranch({}, { 'docs/runbook.md': '# Runbook\n\nNever run `git push --force` on main; use a revert commit.\nDo not run `DROP TABLE orders` by hand.\n' });
    expect(r.findings).toEqual([]);
    expect(r.status).toBe('pass');
  });

  it('recommended: the same operation the runbook tells to run, or a script runs, is found', async () => {
    const r = await onBranch({}, { 'docs/runbook.md': '# Runbook\n\nThen run `git push --force origin release` to publish.\n', 'scripts/release.sh': '#!/bin/sh\n# never mind the comment\ngit push --force origin HEAD:release\n' });
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => [f.file, f.line])).toEqual([['docs/runbook.md', 3], ['scripts/release.sh', 3]]);
  });
});

describe('danger-scan: a bulk delete §1 lists, with no diff to read', () => {
  const names = (n: number, letter = 'D') => Array.from({ length: n }, (_, i) => `${letter}       src/legacy/step-${String(i).padStart(2, '0')}.ts`).join('\n');
  const handoff = (s1: string) => `# Handoff\n## 1. Diff summary\n\`\`\`\n${s1}\n\`\`\`\n`;
  const files = (s1: string, extra: Record<string, string> = {}) => ({ 'engagement/criteria.md': GIT_CRITERIA, 'engagement/handoff.md': handoff(s1), ...extra });
  async function scanTree(tree: Record<string, string>, preset: 'recommended' | 'compat' = 'recommended') {
    const dir = writeTree(tree);
    const loaded = await packOf('engagement')!.load(path.join(dir, 'engagement'));
    // A system with no diff to give, as under --no-git.
    const [result] = await runRules([rule], loaded.model, options({ preset }), fakeSystem());
    return result!;
  }

  it('recommended: 25 `D` lines of name-status are a bulk delete, found at the first', async () => {
    const r = await scanTree(files(names(25)));
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => [f.file, f.line, f.message.split(':')[0]])).toEqual([['engagement/handoff.md', 4, 'fs-bulk-delete']]);
    expect(r.findings[0]!.message).toMatch(/25 files deleted in this change, as handoff §1 lists them/);
  });

  it('recommended: 24 deletions, or renames, are none; compat reads no §1 for it', async () => {
    expect((await scanTree(files(names(24)))).findings).toEqual([]);
    expect((await scanTree(files(names(30).replace(/^D {7}(\S+)/gm, 'R087    $1 lib/$1')))).findings).toEqual([]);
    expect((await scanTree(files(names(25)), 'compat')).findings).toEqual([]);
  });
});
