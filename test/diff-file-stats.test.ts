// The files of git's diff with the lines each adds and removes, as `git diff --numstat` counts them:
// size-drift measures the change on the diff danger-scan already has.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diffFileStats } from '../packages/core/src/io/unified-diff.js';
import { gitDiffAgainstBase } from '../packages/core/src/system.js';
import { cleanupTrees, writeTree } from './helpers.js';

afterAll(cleanupTrees);

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });

describe('diffFileStats', () => {
  it('counts what `git diff --numstat` counts, file by file, on the diff the product takes', async () => {
    const lines = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag} ${i}`).join('\n') + '\n';
    const repo = writeTree({ 'src/a.py': lines(30, 'a'), 'src/gone.py': lines(12, 'g'), 'docs/old name.md': lines(40, 'o'), 'tests/t.py': lines(5, 't') });
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'base');
    git(repo, 'checkout', '-qb', 'feature');
    // Edits, a new file whose lines start like headers, a deletion, a rename with an edit, a binary file, no final newline.
    fs.writeFileSync(path.join(repo, 'src/a.py'), lines(30, 'a').replace('a 3\n', 'a 3 changed\n') + '++ not a header\n-- nor this\n');
    fs.writeFileSync(path.join(repo, 'src/new.py'), '+++ b/fake\n--- a/fake\n@@ -1 +1 @@\nplain');
    fs.rmSync(path.join(repo, 'src/gone.py'));
    fs.mkdirSync(path.join(repo, 'docs/new'), { recursive: true });
    fs.renameSync(path.join(repo, 'docs/old name.md'), path.join(repo, 'docs/new/Release Notes.md'));
    fs.appendFileSync(path.join(repo, 'docs/new/Release Notes.md'), 'one more\n');
    fs.writeFileSync(path.join(repo, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'feature');
    // Uncommitted work is in the diff too.
    fs.appendFileSync(path.join(repo, 'tests/t.py'), 'uncommitted\n');
    const diff = (await gitDiffAgainstBase(repo))!;
    const stats = diffFileStats(diff);
    const numstat = git(repo, 'diff', '--merge-base', 'main', '--numstat', '-z')
      .split('\0')
      .filter(Boolean);
    // -z: `added\tremoved\tpath`, a rename's `added\tremoved\t` then its two paths as fields of their own.
    const want: Array<{ path: string; added: number; removed: number }> = [];
    for (let i = 0; i < numstat.length; i++) {
      const [added, removed, p] = numstat[i]!.split('\t');
      const file = p === '' ? numstat[(i += 2)]! : p!;
      want.push({ path: file, added: added === '-' ? 0 : Number(added), removed: removed === '-' ? 0 : Number(removed) });
    }
    expect(stats.map(({ path: p, added, removed }) => ({ path: p, added, removed })).sort((a, b) => a.path.localeCompare(b.path))).toEqual(want.sort((a, b) => a.path.localeCompare(b.path)));
    expect(stats.find((s) => s.path === 'docs/new/Release Notes.md')?.from).toBe('docs/old name.md');
    expect(stats.map((s) => s.path)).toContain('src/gone.py');
  });

  it('adds a file named again (a binary-looking file diffed again as text) to its first entry', () => {
    const d = [
      'diff --git a/db/m.sql b/db/m.sql',
      'new file mode 100644',
      'Binary files /dev/null and b/db/m.sql differ',
      'diff --git a/db/m.sql b/db/m.sql',
      'new file mode 100644',
      '--- /dev/null',
      '+++ b/db/m.sql',
      '@@ -0,0 +1,2 @@',
      '+DROP TABLE a;',
      '+DROP TABLE b;',
      '',
    ].join('\n');
    expect(diffFileStats(d)).toEqual([{ path: 'db/m.sql', added: 2, removed: 0 }]);
  });

  it('reads the names git quotes, CRLF lines and a `\\ No newline` marker', () => {
    const d = ['diff --git "a/tab\\tx.sql" "b/tab\\tx.sql"', '--- "a/tab\\tx.sql"', '+++ "b/tab\\tx.sql"', '@@ -1,2 +1,2 @@', ' keep', '-old', '\\ No newline at end of file', '+new', '\\ No newline at end of file', ''].join('\r\n');
    expect(diffFileStats(d)).toEqual([{ path: 'tab\tx.sql', added: 1, removed: 1 }]);
  });

  // Their time is bench/hostile.mjs's (size-drift-200k-line-diff): here, only the reading.
  it('reads a large diff and a line of 100k blanks', () => {
    const many = ['diff --git a/big.txt b/big.txt', '--- /dev/null', '+++ b/big.txt', '@@ -0,0 +1,200000 @@', ...Array.from({ length: 200_000 }, () => '+x'), ''].join('\n');
    const blanks = `diff --git a/s.txt b/s.txt\n--- a/s.txt\n+++ b/s.txt\n@@ -1 +1 @@\n-${' '.repeat(100_000)}\n+${' '.repeat(100_000)}\n${' '.repeat(100_000)}\n`;
    expect(diffFileStats(many)).toEqual([{ path: 'big.txt', added: 200_000, removed: 0 }]);
    expect(diffFileStats(blanks)).toEqual([{ path: 's.txt', added: 1, removed: 1 }]);
  });
});
