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

  it('recommended: an untracked script saved as UTF-16 with its byte-order mark is scanned as the text it is', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('BEGIN TRANSACTION;\r\nDROP TABLE invoices;\r\nCOMMIT;\r\n', 'utf16le')]);
    const r = await lint(rule, { files: { ...project, '../db/0043_drop.sql': utf16 }, options: recommended, system: cleanDiff({ paths: ['db/0043_drop.sql'] }) });
    expect(r.status).toBe('fail');
    expect(r.findings).toEqual([expect.objectContaining({ file: 'db/0043_drop.sql', line: 2, column: 1, message: expect.stringMatching(/^sql-drop-table: /) })]);
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

  it('asks for the untracked listing while the diff is still coming, so git runs both at once', async () => {
    let diffCame = false;
    let askedBeforeDiff: boolean | undefined;
    const system = {
      ...cleanDiff({ paths: ['db/0042_drop.py'] }),
      gitDiff: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        diffCame = true;
        return '';
      },
      gitUntracked: async () => {
        askedBeforeDiff ??= !diffCame;
        return { paths: ['db/0042_drop.py'], more: 0 };
      },
    };
    const r = await lint(rule, { files: project, options: recommended, system });
    expect([r.status, askedBeforeDiff]).toEqual(['fail', true]);
  });

  it('scans no untracked file when there is no diff (no repository, --no-git), whatever a listing would say', async () => {
    // The listing is asked for beside the diff (so git runs both at once) and used only when the diff came.
    const system = { ...fakeSystem(), gitUntracked: async () => ({ paths: ['db/0042_drop.py'], more: 0 }) };
    const r = await lint(rule, { files: project, options: recommended, system });
    expect(r.status).toBe('pass');
    expect(r.detail).not.toMatch(/untracked/);
    // A listing that fails is then no unhandled rejection either.
    const failing = { ...fakeSystem(), gitUntracked: () => Promise.reject(new Error('git broke')) };
    expect((await lint(rule, { files: project, options: recommended, system: failing })).status).toBe('pass');
  });
});

describe("danger-scan: engagement-lint's own reports left untracked", () => {
  const quoted = 'sql-drop-table: "DROP TABLE invoices" and git-force-push: "git push --force origin main", no user OK';
  // What each formatter writes first (or, for the JSON report, last), around findings that quote operations.
  const reports: Record<string, string> = {
    'engagement-lint.sarif': `{\n  "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",\n  "version": "2.1.0",\n  "runs": [\n    {\n      "tool": {\n        "driver": {\n          "name": "engagement-lint",\n          "rules": [{ "help": { "text": "${quoted}" } }]\n        }\n      }\n    }\n  ]\n}\n`,
    'reports/lint.json': `{\n  "engagement": "/p/engagement",\n  "checks": [\n    { "name": "danger-scan", "detail": ${JSON.stringify(`${quoted} `.repeat(60))} }\n  ],\n  "tool": {\n    "name": "engagement-lint",\n    "version": "0.1.0"\n  }\n}\n`,
    'lint.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="engagement-lint" tests="1" failures="1">\n  <testcase name="danger-scan"><failure message="${quoted}"/></testcase>\n</testsuites>\n`,
    'lint.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>engagement-lint report</title></head><body><p>${quoted}</p></body></html>\n`,
    'annotations.txt': `::error file=db/0042.py,line=2,col=17,title=danger-scan::${quoted}\n::notice::1 more annotation left out\n`,
    'lint-output.md': `Pre-check [tier=S, 6 checks]: 5/6 pass, 0 warn, 1 FAIL (danger-scan), 0 skip\n[FAIL] danger-scan: ${quoted}\n       db/0042.py:2:17  ${quoted}\nVERDICT: FAIL — fix 1 failing check before handoff.\n`,
  };

  it('recommended: a report an earlier run wrote (any format) is passed over, not failed on the operations it quotes', async () => {
    const files = { 'handoff.md': '# Handoff\n', ...Object.fromEntries(Object.entries(reports).map(([p, t]) => [`../${p}`, t])) };
    const r = await lint(rule, { files, options: recommended, system: cleanDiff({ paths: Object.keys(reports) }) });
    expect(r.status, r.detail).toBe('pass');
    expect(r.detail).toMatch(/0 untracked files\)$/);
  });

  it('recommended: a script or migration is scanned whatever it says of engagement-lint, and so is a report-like file of another tool', async () => {
    const files = {
      'handoff.md': '# Handoff\n',
      '../deploy.sh': '# "name": "engagement-lint"\n# <title>engagement-lint report</title>\nvercel --prod\n',
      '../plan.json': '{ "tool": { "name": "other-linter" }, "steps": ["DROP TABLE invoices;"] }\n',
      '../notes.txt': '::error::not all of these lines\nare workflow commands: git push --force origin main\n',
    };
    const r = await lint(rule, { files, options: recommended, system: cleanDiff({ paths: ['deploy.sh', 'plan.json', 'notes.txt'] }) });
    expect(r.status).toBe('fail');
    expect([...new Set(r.findings.map((f) => f.file))].sort()).toEqual(['deploy.sh', 'notes.txt', 'plan.json']);
  });
});

describe("danger-scan: engagement-lint's own reports committed with the change", () => {
  const sarif = `{\n  "version": "2.1.0",\n  "runs": [\n    {\n      "tool": {\n        "driver": {\n          "name": "engagement-lint",\n          "rules": [{ "help": { "text": "sql-drop-table: \\"DROP TABLE legacy_sessions\\", git push --force origin main" } }]\n        }\n      }\n    }\n  ]\n}\n`;
  /** The unified diff that adds (or, `removed`, deletes) each file whole. */
  const diffOf = (files: Record<string, string>, removed = false) =>
    Object.entries(files)
      .map(([p, text]) => {
        const lines = text.replace(/\n$/, '').split('\n');
        const head = removed ? `deleted file mode 100644\n--- a/${p}\n+++ /dev/null\n@@ -1,${lines.length} +0,0 @@` : `new file mode 100644\n--- /dev/null\n+++ b/${p}\n@@ -0,0 +1,${lines.length} @@`;
        return `diff --git a/${p} b/${p}\n${head}\n${lines.map((l) => (removed ? '-' : '+') + l).join('\n')}\n`;
      })
      .join('');

  it('a committed report is passed over under either preset, told by the working tree or by the lines the diff adds', async () => {
    for (const options of [{}, recommended]) {
      const inTree = await lint(rule, { files: { 'handoff.md': '# Handoff\n', '../reports/el.sarif': sarif }, options, system: fakeSystem({ diff: diffOf({ 'reports/el.sarif': sarif }) }) });
      expect(inTree.status, inTree.detail).toBe('pass');
      // Not in the working tree (moved since): the diff's own lines tell it.
      const fromDiff = await lint(rule, { files: { 'handoff.md': '# Handoff\n' }, options, system: fakeSystem({ diff: diffOf({ 'engagement-lint.sarif': sarif }) }) });
      expect(fromDiff.status, fromDiff.detail).toBe('pass');
    }
    // compat reads the lines a diff removes too: a report deleted by the change quotes nothing either.
    const deleted = await lint(rule, { files: { 'handoff.md': '# Handoff\n' }, system: fakeSystem({ diff: diffOf({ 'engagement-lint.sarif': sarif }, true) }) });
    expect(deleted.status, deleted.detail).toBe('pass');
  });

  it('a file the diff adds is told by the lines it adds: a report written over it in the working tree since hides nothing committed', async () => {
    const committed = '# Ops notes\nWe ran DROP TABLE legacy_sessions; on prod.\n';
    const r = await lint(rule, { files: { 'handoff.md': '# Handoff\n', '../docs/ops.md': sarif }, options: recommended, system: fakeSystem({ diff: diffOf({ 'docs/ops.md': committed }) }) });
    expect(r.status, r.detail).toBe('fail');
    expect(r.findings.map((f) => `${f.file}:${f.line}`)).toEqual(['docs/ops.md:2']);
  });

  it('the rest of the diff is still scanned, and a report-like file of another tool is no report', async () => {
    const other = '{ "tool": { "name": "other-linter" }, "steps": ["DROP TABLE invoices;"] }\n';
    const r = await lint(rule, {
      files: { 'handoff.md': '# Handoff\n', '../reports/el.sarif': sarif, '../plan.json': other },
      options: recommended,
      system: fakeSystem({ diff: diffOf({ 'reports/el.sarif': sarif, 'plan.json': other, 'db/0042.py': 'def upgrade():\n    op.execute("DROP TABLE invoices")\n' }) }),
    });
    expect(r.status).toBe('fail');
    expect([...new Set(r.findings.map((f) => f.file))].sort()).toEqual(['db/0042.py', 'plan.json']);
  });
});
