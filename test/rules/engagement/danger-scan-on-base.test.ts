// Work committed on the base branch itself (HEAD on main, diffed against main): the diff is empty and nothing of the
// change is scanned. Under --preset recommended the detail says so and how to lint the work, and the check passes (a
// CI run on a push to main would warn on every run); compat passes with the plain words, as the reference does. Real repositories.
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { packOf } from '@engagement-lint/rules';
import rule from '../../../rules/engagement/danger-scan.js';
import { runRules } from '../../../packages/core/src/engine.js';
import { defaultSystem } from '../../../packages/core/src/system.js';
import { options, writeTree } from '../../helpers.js';
import { GIT_CRITERIA, gitIn, withoutGitVariables } from '../../security/helpers.js';

withoutGitVariables();

/** A repository on main whose last commit adds a force-push to a release script. */
function committedOnMain(): string {
  const dir = writeTree({ 'engagement/criteria.md': GIT_CRITERIA, 'engagement/handoff.md': '# Handoff\n## 1. Diff summary\nrelease.sh added\n', 'README.md': 'x\n' });
  gitIn(dir, 'init', '-q', '-b', 'main');
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-qm', 'base');
  writeTree({ 'scripts/release.sh': '#!/bin/sh\nset -eu\ngit push --force origin HEAD:release\n' }, dir);
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-qm', 'release script');
  return dir;
}

async function scan(dir: string, preset: 'recommended' | 'compat', base?: string) {
  const loaded = await packOf('engagement')!.load(path.join(dir, 'engagement'));
  const [result] = await runRules([rule], loaded.model, options({ preset }), defaultSystem({ root: dir, base }));
  return result!;
}

const ON_BASE = /git diff: none, as the base branch main itself is checked out \(work committed on it is in no diff against it; --base <the commit before the work> scans it\)/;

describe('danger-scan: work committed on the base branch itself', () => {
  it('recommended: says that nothing was diffed, and how to lint the work, and passes on what it read', async () => {
    const r = await scan(committedOnMain(), 'recommended');
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(ON_BASE);
    expect(r.findings).toEqual([]);
  });

  it('compat: passes on the empty diff, as the reference does', async () => {
    const r = await scan(committedOnMain(), 'compat');
    expect(r.status).toBe('pass');
    expect(r.detail).toContain('git diff: no changes against the base branch');
  });

  it('recommended: --base HEAD~1 scans the work, and finds the force-push', async () => {
    const r = await scan(committedOnMain(), 'recommended', 'HEAD~1');
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => [f.file, f.line, f.message.split(':')[0]])).toEqual([['scripts/release.sh', 3, 'git-force-push']]);
  });

  it('recommended: a clone on main, diffed against origin/main, says so too', async () => {
    const origin = committedOnMain();
    const clone = path.join(writeTree({}), 'clone');
    gitIn(path.dirname(clone), 'clone', '-q', origin, clone);
    const r = await scan(clone, 'recommended');
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(ON_BASE);
  });

  it('recommended: a detached HEAD at the base is on no branch: the plain words, read from HEAD without asking git', async () => {
    const dir = committedOnMain();
    gitIn(dir, 'checkout', '-q', '--detach', 'main');
    const childProcess = process.getBuiltinModule('node:child_process');
    const spawn = vi.spyOn(childProcess, 'spawn');
    try {
      const r = await scan(dir, 'recommended');
      expect(r.status, r.detail).toBe('pass');
      expect(r.detail).toContain('git diff: no changes against the base branch');
      expect(r.detail).not.toMatch(ON_BASE);
      expect(spawn.mock.calls.some((c) => (c[1] as string[]).includes('symbolic-ref'))).toBe(false);
    } finally {
      spawn.mockRestore();
    }
  });

  it('recommended: a branch of its own with nothing changed yet passes: there is no work to miss', async () => {
    const dir = committedOnMain();
    gitIn(dir, 'checkout', '-qb', 'feature');
    const r = await scan(dir, 'recommended');
    expect(r.status, r.detail).toBe('pass');
    expect(r.detail).toContain('git diff: no changes against the base branch');
    expect(r.detail).not.toMatch(ON_BASE);
  });
});
