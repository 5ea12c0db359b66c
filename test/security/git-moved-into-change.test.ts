// A dangerous file the change moves or links into place: a rename git pairs with its old path shows no line it
// kept (a 100% move shows only its similarity), and a symlink's diff holds only the name it leads to. danger-scan
// reads each as the file it now is at its path; a link it cannot read is named, never passed in silence. Real repositories.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packOf } from '@engagement-lint/rules';
import rule from '../../rules/engagement/danger-scan.js';
import { runRules } from '../../packages/core/src/engine.js';
import { defaultSystem, gitDiffAgainstBase } from '../../packages/core/src/system.js';
import { addedFileDiff, diffFileStats, NOT_READ_WHOLE, parseUnifiedDiffText, READ_WHOLE } from '../../packages/core/src/io/unified-diff.js';
import { cleanupTrees, options, writeTree, type Tree } from '../helpers.js';
import { GIT_CRITERIA, gitIn, treeHash, withoutGitVariables } from './helpers.js';

withoutGitVariables();
afterAll(cleanupTrees);

/** The documentation example the base holds: a DROP TABLE kept as text, never run. */
const CLEANUP = '-- example only: how the invoices table was removed in the old system\nDROP TABLE invoices;\n';
const BASE: Tree = { 'docs/examples/cleanup.sql': CLEANUP, 'migrations/001_init.sql': 'CREATE TABLE invoices (id int);\n' };

/** A repository whose `main` holds `base` and whose checked-out `feature` commits what `change` does in it. */
function repo(base: Tree, change: (dir: string) => void, root?: string): string {
  const dir = writeTree({ 'engagement/criteria.md': GIT_CRITERIA, 'engagement/handoff.md': '# Handoff\n', ...base }, root);
  gitIn(dir, 'init', '-q', '-b', 'main');
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-qm', 'base');
  gitIn(dir, 'checkout', '-qb', 'feature');
  change(dir);
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-qm', 'change');
  return dir;
}

async function dangerScan(dir: string, preset: 'recommended' | 'compat' = 'recommended', base?: string) {
  const loaded = await packOf('engagement')!.load(path.join(dir, 'engagement'));
  const [result] = await runRules([rule], loaded.model, options({ preset }), defaultSystem({ root: dir, base }));
  return result!;
}
const opsOf = (r: { findings: Array<{ file?: string; line?: number; message: string }> }) => r.findings.map((f) => [f.file, f.line, f.message.split(':')[0]]);

const write = (dir: string, rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
};
const link = (dir: string, rel: string, to: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.symlinkSync(to, path.join(dir, rel));
};

describe('a file renamed or copied into the change is read whole at its new path', () => {
  it('a 100% rename (`git mv`), whose diff holds no line, under both presets', async () => {
    const dir = repo(BASE, (d) => gitIn(d, 'mv', 'docs/examples/cleanup.sql', 'migrations/002_cleanup.sql'));
    expect(await gitDiffAgainstBase(dir)).toContain('similarity index 100%');
    const before = treeHash(dir);
    for (const preset of ['recommended', 'compat'] as const) {
      const r = await dangerScan(dir, preset);
      expect(r.status, preset).toBe('fail');
      expect(opsOf(r), preset).toEqual([['migrations/002_cleanup.sql', 2, 'sql-drop-table']]);
    }
    // Read, never written: not a byte of the tree or of .git changes.
    expect(treeHash(dir)).toBe(before);
  });

  it('a rename with a small edit, whose DROP TABLE is a context line of the hunk', async () => {
    const dir = repo(BASE, (d) => {
      gitIn(d, 'mv', 'docs/examples/cleanup.sql', 'migrations/002_cleanup.sql');
      write(d, 'migrations/002_cleanup.sql', `${CLEANUP}-- reviewed\n`);
    });
    expect(await gitDiffAgainstBase(dir)).toMatch(/rename to migrations\/002_cleanup\.sql[\s\S]* DROP TABLE invoices;\n\+-- reviewed/);
    const r = await dangerScan(dir);
    expect(opsOf(r)).toEqual([['migrations/002_cleanup.sql', 2, 'sql-drop-table']]);
  });

  it('a plain copy, as before: an added file with every line', async () => {
    const dir = repo(BASE, (d) => write(d, 'migrations/002_cleanup.sql', CLEANUP));
    expect(opsOf(await dangerScan(dir))).toEqual([['migrations/002_cleanup.sql', 2, 'sql-drop-table']]);
  });

  it('a harmless rename passes, and the detail says the moved file was read whole', async () => {
    const dir = repo({ 'docs/notes.md': '# Notes\nnothing to run\n' }, (d) => gitIn(d, 'mv', 'docs/notes.md', 'docs/readme.md'));
    const r = await dangerScan(dir);
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/^no dangerous operations detected \(handoff\.md, git diff \(1 renamed or copied file read whole\), /);
  });

  it('the operation is reported once, at its line in the new file, not again as the line of the hunk', async () => {
    const dir = repo({ 'db/a.sql': `${'SELECT 1;\n'.repeat(6)}DROP TABLE old_audit;\n` }, (d) => {
      gitIn(d, 'mv', 'db/a.sql', 'db/b.sql');
      fs.appendFileSync(path.join(d, 'db/b.sql'), 'SELECT 2;\n');
    });
    expect(opsOf(await dangerScan(dir))).toEqual([['db/b.sql', 7, 'sql-drop-table']]);
  });

  it('size-drift\'s measure of the diff is git\'s own: a rename counts as one file and its edited lines only', async () => {
    const dir = repo(BASE, (d) => gitIn(d, 'mv', 'docs/examples/cleanup.sql', 'migrations/002_cleanup.sql'));
    const change = (await defaultSystem({ root: dir }).gitDiff(dir))!;
    expect(parseUnifiedDiffText(change).readWhole).toEqual(['migrations/002_cleanup.sql']);
    expect(diffFileStats(change)).toEqual(diffFileStats((await gitDiffAgainstBase(dir))!));
    expect(diffFileStats(change)).toEqual([{ path: 'migrations/002_cleanup.sql', from: 'docs/examples/cleanup.sql', added: 0, removed: 0 }]);
    // No rename's old path reads as a file deleted: a move of many files is no bulk delete.
    expect(parseUnifiedDiffText(change).deletedFiles).toEqual([]);
  });
});

describe('bounds: many files moved, long names, large files, many links', () => {
  it('a move of 2,000 files and a migration moved into place among them', async () => {
    const many = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`db/m${i}.sql`, `SELECT ${i};\n`]));
    const dir = repo({ ...BASE, ...many }, (d) => {
      for (let i = 0; i < 2000; i++) fs.renameSync(path.join(d, `db/m${i}.sql`), path.join(d, `db/n${i}.sql`));
      fs.renameSync(path.join(d, 'docs/examples/cleanup.sql'), path.join(d, 'migrations/002_cleanup.sql'));
    });
    const started = process.cpuUsage();
    const r = await dangerScan(dir);
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1e6).toBeLessThan(2);
    expect(opsOf(r)).toEqual([['migrations/002_cleanup.sql', 2, 'sql-drop-table']]);
    // No old path of a move reads as a deletion: no bulk delete.
    expect(r.detail).toBe('dangerous ops without user OK: sql-drop-table');
  }, 60_000);

  it('renamed files whose names pass the pathspec limit are read with every file the change adds', async () => {
    const long = (i: number) => `${String(i).padStart(4, '0')}_${'x'.repeat(240)}.sql`;
    const many = Object.fromEntries(Array.from({ length: 1100 }, (_, i) => [`db/${long(i)}`, i === 700 ? 'DROP TABLE invoices;\n' : `SELECT ${i};\n`]));
    const dir = repo(many, (d) => {
      fs.mkdirSync(path.join(d, 'migrations'));
      for (let i = 0; i < 1100; i++) fs.renameSync(path.join(d, `db/${long(i)}`), path.join(d, `migrations/${long(i)}`));
      // A binary kind git gives as binary stays unread, as in the diff itself: not diffed again as text.
      write(d, 'img/logo.png', '\u0000PNG\nDROP TABLE logos;\n');
    });
    expect(opsOf(await dangerScan(dir))).toEqual([[`migrations/${long(700)}`, 1, 'sql-drop-table']]);
  }, 60_000);

  it('a renamed file over 16 MiB is named as not scanned, not diffed again', async () => {
    const dir = repo({ 'data/dump.sql': `${'-- padding\n'.repeat(1_600_000)}DROP TABLE invoices;\n` }, (d) => {
      fs.mkdirSync(path.join(d, 'migrations'));
      gitIn(d, 'mv', 'data/dump.sql', 'migrations/002_dump.sql');
    });
    const r = await dangerScan(dir);
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/^1 file moved or linked into the change not scanned: migrations\/002_dump\.sql is renamed or copied into the change, and over 16 MiB; /);
  }, 60_000);

  it('files moved into the change are read up to 64 MiB for all of them: the one past it is named, not read', async () => {
    // Five files of 15 MiB, each under the read limit of one file; four fill 60 MiB, the fifth would pass 64.
    const big = (n: number) => `${`-- ${String(n).repeat(1021)}\n`.repeat(15 * 1024)}DROP TABLE t${n};\n`;
    const base = Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`data/m${n}.sql`, big(n)]));
    const dir = repo(base, (d) => {
      fs.mkdirSync(path.join(d, 'migrations'));
      for (let n = 1; n <= 5; n++) gitIn(d, 'mv', `data/m${n}.sql`, `migrations/m${n}.sql`);
    });
    const diff = (await defaultSystem({ root: dir }).gitDiff(dir))!;
    const whole = diff.slice(diff.indexOf(`\n${READ_WHOLE}\n`));
    for (let n = 1; n <= 4; n++) expect(whole, `m${n}`).toContain(`+DROP TABLE t${n};`);
    expect(whole).not.toContain('+DROP TABLE t5;');
    expect(whole).toContain(`${NOT_READ_WHOLE}${JSON.stringify(['migrations/m5.sql', 'is past the 64 MiB read for all the files moved into the change'])}`);
  }, 120_000);

  it('past 2,000 symlinks, the rest are counted as not scanned', async () => {
    const dir = repo({ 'AGENTS.md': '# Agents\n' }, (d) => {
      fs.mkdirSync(path.join(d, 'links'));
      for (let i = 0; i < 2003; i++) fs.symlinkSync('../AGENTS.md', path.join(d, `links/l${i}.md`));
    });
    const r = await dangerScan(dir);
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/^3 files moved or linked into the change not scanned: 3 more are symlinks past the first 2000 of the change; no dangerous operations in handoff\.md, git diff \(2000 symlinks read as the files they lead to\), /);
  }, 60_000);
});

describe('a symlink the change adds or changes is read as the file it leads to', () => {
  it('a new migration that is a symlink to the documentation example', async () => {
    const dir = repo(BASE, (d) => link(d, 'migrations/002_cleanup.sql', '../docs/examples/cleanup.sql'));
    expect(await gitDiffAgainstBase(dir)).toContain('+../docs/examples/cleanup.sql');
    const r = await dangerScan(dir);
    expect(r.status).toBe('fail');
    expect(opsOf(r)).toEqual([['migrations/002_cleanup.sql', 2, 'sql-drop-table']]);
    expect(opsOf(await dangerScan(dir, 'compat'))).toEqual([['migrations/002_cleanup.sql', 2, 'sql-drop-table']]);
  });

  it('through a chain of links inside the repository, and a link whose target the change changes', async () => {
    const chained = repo(BASE, (d) => {
      link(d, 'shared/current.sql', '../docs/examples/cleanup.sql');
      link(d, 'migrations/002_cleanup.sql', '../shared/current.sql');
    });
    expect(opsOf(await dangerScan(chained))).toEqual([['migrations/002_cleanup.sql', 2, 'sql-drop-table'], ['shared/current.sql', 2, 'sql-drop-table']]);
    const retargeted = repo({ ...BASE, 'migrations/002_cleanup.sql': { symlinkTo: '001_init.sql' } }, (d) => {
      fs.rmSync(path.join(d, 'migrations/002_cleanup.sql'));
      link(d, 'migrations/002_cleanup.sql', '../docs/examples/cleanup.sql');
    });
    expect(opsOf(await dangerScan(retargeted))).toEqual([['migrations/002_cleanup.sql', 2, 'sql-drop-table']]);
  });

  it('a symlink moved whole (100% rename) is read as its target too', async () => {
    const dir = repo({ ...BASE, 'docs/examples/current.sql': { symlinkTo: 'cleanup.sql' } }, (d) => gitIn(d, 'mv', 'docs/examples/current.sql', 'migrations/current.sql'));
    // Moved out of its folder, the link now leads to nothing: named, not passed.
    const r = await dangerScan(dir);
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/^1 file moved or linked into the change not scanned: migrations\/current\.sql is a symlink that leads to nothing: migrations\/cleanup\.sql; /);
    const kept = repo({ ...BASE, 'docs/examples/current.sql': { symlinkTo: '../examples/cleanup.sql' } }, (d) => gitIn(d, 'mv', 'docs/examples/current.sql', 'docs/current.sql'));
    // `../examples/cleanup.sql` from docs/ is docs/../examples: nothing either; from docs/examples it was the file.
    expect((await dangerScan(kept)).detail).toMatch(/docs\/current\.sql is a symlink that leads to nothing: examples\/cleanup\.sql/);
    const sound = repo({ ...BASE, 'docs/examples/current.sql': { symlinkTo: '/nonexistent' } }, (d) => {
      gitIn(d, 'mv', 'docs/examples/current.sql', 'migrations/002_cleanup.sql');
      fs.rmSync(path.join(d, 'migrations/002_cleanup.sql'));
      link(d, 'migrations/002_cleanup.sql', '../docs/examples/cleanup.sql');
    });
    expect(opsOf(await dangerScan(sound))).toEqual([['migrations/002_cleanup.sql', 2, 'sql-drop-table']]);
  });

  it('a symlink to a harmless file passes, and the detail counts it as read', async () => {
    const dir = repo({ 'AGENTS.md': '# Agents\nRun the tests before a commit.\n' }, (d) => link(d, 'CLAUDE.md', 'AGENTS.md'));
    const r = await dangerScan(dir);
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/^no dangerous operations detected \(handoff\.md, git diff \(1 symlink read as the file it leads to\), /);
  });
});

describe('a symlink that is not read is named as not scanned', () => {
  it('one leading outside the repository: never read, and the check warns naming it', async () => {
    const outside = writeTree({ 'cleanup.sql': 'DROP TABLE invoices;\n' });
    const dir = repo(BASE, (d) => link(d, 'migrations/002_cleanup.sql', path.join(outside, 'cleanup.sql')));
    const r = await dangerScan(dir);
    expect(r.status).toBe('warn');
    expect(r.findings).toEqual([]);
    expect(r.detail).toBe(`1 file moved or linked into the change not scanned: migrations/002_cleanup.sql is a symlink that leads outside the repository, to ${fs.realpathSync(outside)}/cleanup.sql; no dangerous operations in handoff.md, git diff, 0 specs/tasks scripts, 0 untracked files`);
    expect(r.fix).toContain('Make each symlink of the change lead to a regular file inside the repository');
  });

  it('a chain that leaves the repository and comes back is not followed', async () => {
    const dir = repo(BASE, (d) => {
      const outside = writeTree({ 'back.sql': { symlinkTo: path.join(d, 'docs/examples/cleanup.sql') } });
      link(d, 'migrations/002_cleanup.sql', path.join(outside, 'back.sql'));
    });
    const r = await dangerScan(dir);
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/migrations\/002_cleanup\.sql is a symlink that leads outside the repository, to \S*back\.sql; /);
  });

  it('one leading to a folder, into .git, to nothing, or round in a loop', async () => {
    const dir = repo(BASE, (d) => {
      link(d, 'migrations/all', '../docs/examples');
      link(d, 'migrations/head.sql', '../.git/HEAD');
      link(d, 'migrations/gone.sql', 'nothing-here.sql');
      link(d, 'migrations/loop-a.sql', 'loop-b.sql');
      link(d, 'migrations/loop-b.sql', 'loop-a.sql');
    });
    const r = await dangerScan(dir);
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/^5 files moved or linked into the change not scanned: /);
    expect(r.detail).toContain('migrations/all is a symlink that leads to a folder: docs/examples');
    expect(r.detail).toContain('migrations/head.sql is a symlink that leads into the repository\'s git folder, to .git/HEAD');
    expect(r.detail).toContain('migrations/gone.sql is a symlink that leads to nothing: migrations/nothing-here.sql');
    expect(r.detail).toContain('migrations/loop-a.sql is a symlink that starts a chain of over 40 symlinks');
  });

  it('an operation elsewhere in the change still fails, with the unread link named beside it', async () => {
    const dir = repo(BASE, (d) => {
      link(d, 'migrations/002_cleanup.sql', '/nonexistent/cleanup.sql');
      write(d, 'scripts/release.sh', '#!/bin/sh\ngit push --force origin main\n');
    });
    const r = await dangerScan(dir);
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('dangerous ops without user OK: git-force-push; 1 file moved or linked into the change not scanned: migrations/002_cleanup.sql is a symlink that leads to nothing: /nonexistent/cleanup.sql');
  });
});

describe('a shallow clone that holds the base but not the history it shares with it', () => {
  it('says what is missing (the shared history) and the fetch that brings it', async () => {
    const work = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'el-moved-')));
    try {
      const origin = repo(BASE, (d) => write(d, 'migrations/002_cleanup.sql', CLEANUP), path.join(work, 'origin'));
      // main moves on after the branch: the merge base is below both tips.
      gitIn(origin, 'checkout', '-q', 'main');
      write(origin, 'README.md', 'x\n');
      gitIn(origin, 'add', '-A');
      gitIn(origin, 'commit', '-qm', 'later');
      gitIn(origin, 'checkout', '-q', 'feature');
      const shallow = path.join(work, 'shallow');
      gitIn(work, 'clone', '-q', '--depth', '1', '--branch', 'feature', '--no-single-branch', `file://${origin}`, shallow);
      for (const base of [undefined, 'origin/main', 'main']) {
        const r = await dangerScan(shallow, 'recommended', base);
        expect(r.status, base).toBe('warn');
        expect(r.detail, base).toMatch(/^the shallow clone holds the base branch origin\/main but not the history it shares with HEAD \(their merge base\): the change was not scanned; /);
        expect(r.fix, base).toContain('`git fetch --unshallow origin`');
        expect(r.fix, base).toContain('`fetch-depth: 0`');
      }
      // `--base HEAD` is tried as origin/HEAD first, the origin's branch checked out: an empty diff, which in a shallow clone proves nothing.
      const head = await dangerScan(shallow, 'recommended', 'HEAD');
      expect(head.status).toBe('warn');
      expect(head.detail).toMatch(/^the shallow clone holds the base branch origin\/HEAD, and git found no change against it, but the clone may lack the history the two share: the change may not have been scanned; /);
      // The fetch it names brings the history: the change is scanned.
      gitIn(shallow, 'fetch', '-q', '--unshallow', 'origin');
      expect(opsOf(await dangerScan(shallow))).toEqual([['migrations/002_cleanup.sql', 2, 'sql-drop-table']]);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});

describe('the files read whole, as the diff carries them', () => {
  it('a file given whole round-trips whatever its name, its line ends or a line that looks like the marker', () => {
    const name = 'db/a "b"\\c é\tx y.sql';
    const text = `-- ${READ_WHOLE}\r\nDROP TABLE t;\r\n+++ b/other.sql\n\nlast`;
    const parsed = parseUnifiedDiffText(`${READ_WHOLE}\n${addedFileDiff(name, text)}`);
    expect(parsed.readWhole).toEqual([name]);
    expect(parsed.added).toEqual([
      { file: name, line: 1, text: `-- ${READ_WHOLE}` },
      { file: name, line: 2, text: 'DROP TABLE t;' },
      { file: name, line: 3, text: '+++ b/other.sql' },
      { file: name, line: 4, text: '' },
      { file: name, line: 5, text: 'last' },
    ]);
    // An empty file is a header alone.
    expect(parseUnifiedDiffText(`${READ_WHOLE}\n${addedFileDiff('e.sql', '')}`)).toMatchObject({ added: [], readWhole: ['e.sql'] });
  });

  it('a file given whole replaces the lines git showed of it above the marker, and is no line of git\'s measure', () => {
    const git = 'diff --git a/old.sql b/new.sql\nsimilarity index 90%\nrename from old.sql\nrename to new.sql\nindex 1..2 100644\n--- a/old.sql\n+++ b/new.sql\n@@ -1,2 +1,2 @@\n DROP TABLE t;\n-x\n+y\n';
    const parsed = parseUnifiedDiffText(`${git}${READ_WHOLE}\n${addedFileDiff('new.sql', 'DROP TABLE t;\ny\n')}`);
    expect(parsed.moved).toEqual(['new.sql']);
    expect(parsed.added.map((l) => [l.line, l.text])).toEqual([[1, 'DROP TABLE t;'], [2, 'y']]);
    expect(parsed.context).toEqual([]);
    expect(parsed.removed).toEqual([{ file: 'new.sql', line: 2, text: 'x' }]);
    expect(diffFileStats(`${git}${READ_WHOLE}\n${addedFileDiff('new.sql', 'DROP TABLE t;\ny\n')}`)).toEqual([{ path: 'new.sql', from: 'old.sql', added: 1, removed: 1 }]);
  });
});
