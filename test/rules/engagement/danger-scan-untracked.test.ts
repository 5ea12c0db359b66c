import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/danger-scan.js';
import { UNTRACKED_FILE_BYTES, UNTRACKED_READ } from '../../../rules/engagement/lib/untracked-files.js';
import { fakeSystem } from '../../helpers.js';
import { lint } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
const migration = 'def upgrade():\n    op.execute("DROP TABLE invoices")\n';
/** A project whose diff is clean and whose new migration git does not track yet. */
const project = { 'handoff.md': '# Handoff\n', '../db/0042_drop.py': migration };
const cleanDiff = (untracked: { paths: string[]; more?: number; problem?: string }) => fakeSystem({ diff: '', untracked });

describe('danger-scan: files git does not track', () => {
  it('recommended: an untracked migration is scanned, and its finding says it is untracked', async () => {
    const r = await lint(rule, { files: project, options: recommended, system: cleanDiff({ paths: ['db/0042_drop.py'] }) });
    expect(r.status).toBe('fail');
    expect(r.findings).toEqual([
      expect.objectContaining({ file: 'db/0042_drop.py', line: 2, column: 17, message: expect.stringMatching(/^sql-drop-table: .*\(an untracked file: git does not show it in the diff\); no user OK/) }),
    ]);
  });

  it('compat: only the diff is scanned, as the reference does', async () => {
    const system = cleanDiff({ paths: ['db/0042_drop.py'] });
    const r = await lint(rule, { files: project, system });
    expect(r.status).toBe('pass');
    expect(r.detail).not.toMatch(/untracked/);
  });

  it('recommended: a clean listing says how many untracked files were read', async () => {
    const r = await lint(rule, { files: { ...project, '../db/0042_drop.py': 'def upgrade():\n    op.add_column("invoices", "paid_at")\n', '../notes.txt': 'later: tidy up\n' }, options: recommended, system: cleanDiff({ paths: ['db/0042_drop.py', 'notes.txt'] }) });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/, 2 untracked files\)$/);
  });

  it('passes over the engagement folder\'s own files, binary kinds, files that are no clean text and paths that are gone', async () => {
    const files = {
      ...project,
      'notes.md': 'then git push --force origin main\n',
      '../dump.png': 'DROP TABLE invoices;\n',
      '../server': 'DROP TABLE invoices;\n\u0000\u0001',
    };
    const r = await lint(rule, { files, options: recommended, system: cleanDiff({ paths: ['engagement/notes.md', 'dump.png', 'server', 'no-such-file.sql'] }) });
    expect(r.status, r.detail).toBe('pass');
    expect(r.detail).toMatch(/0 untracked files\)$/);
  });

  it('warns, naming the file and its size, when an untracked file is over the size it is read to', async () => {
    const big = `-- seed\n${'INSERT INTO t VALUES (1);\n'.repeat(Math.ceil(UNTRACKED_FILE_BYTES / 25) + 10)}`;
    const r = await lint(rule, { files: { ...project, '../seed.sql': big }, options: recommended, system: cleanDiff({ paths: ['seed.sql'] }) });
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/^1 untracked file not scanned \(over 1 MiB, or past the first 500 files or 8 MiB\): seed\.sql \(1\.0 MiB\); no dangerous operations in handoff\.md/);
    expect(r.fix).toMatch(/^Commit the untracked files/);
  });

  it('fails on what it read and still says what it did not read', async () => {
    const paths = Array.from({ length: UNTRACKED_READ + 2 }, (_, i) => `gen/f${i}.txt`);
    const files = Object.fromEntries([...paths.map((p) => [`../${p}`, 'x\n']), ['handoff.md', '# Handoff\n'], ['../db/0042_drop.py', migration]]);
    const r = await lint(rule, { files, options: recommended, system: cleanDiff({ paths: ['db/0042_drop.py', ...paths], more: 3 }) });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/^dangerous ops without user OK: sql-drop-table; 3 untracked files not scanned \(.*\): gen\/f499\.txt, gen\/f500\.txt, gen\/f501\.txt; 3 more untracked files not listed$/);
  });

  it('warns when git could not list the untracked files for a reason it names', async () => {
    const r = await lint(rule, { files: project, options: recommended, system: cleanDiff({ paths: [], problem: '/p/.gitignore is not a regular file (a FIFO), so git would wait on it' }) });
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/^the untracked files were not listed: \/p\/\.gitignore is not a regular file \(a FIFO\)/);
  });

  it('the option `untracked: false` scans the diff alone, and asks git for no list', async () => {
    let asked = 0;
    const system = { ...cleanDiff({ paths: [] }), gitUntracked: async () => (asked++, { paths: ['db/0042_drop.py'], more: 0 }) };
    const off = await lint(rule, { files: project, options: { ...recommended, ruleOptions: { 'danger-scan': { untracked: false } } }, system });
    expect([off.status, asked]).toEqual(['pass', 0]);
    expect(off.detail).not.toMatch(/untracked/);
    const on = await lint(rule, { files: project, options: { ...recommended, ruleOptions: { 'danger-scan': { untracked: true } } }, system });
    expect([on.status, asked]).toEqual(['fail', 1]);
  });

  it('asks git for no list when there is no diff (no repository, --no-git)', async () => {
    let asked = 0;
    const system = { ...fakeSystem(), gitUntracked: async () => (asked++, { paths: ['db/0042_drop.py'], more: 0 }) };
    const r = await lint(rule, { files: project, options: recommended, system });
    expect(asked).toBe(0);
    expect(r.detail).not.toMatch(/untracked/);
  });
});
