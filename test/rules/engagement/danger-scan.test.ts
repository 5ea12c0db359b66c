import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/danger-scan.js';
import { check, cleanupTrees, fakeSystem } from '../../helpers.js';

afterAll(cleanupTrees);

const migration = [
  '"""drop legacy sessions"""',
  'from alembic import op',
  '',
  'def upgrade() -> None:',
  '    op.execute("DROP TABLE legacy_sessions")',
  '',
  'def downgrade() -> None:',
  '    """No way back."""',
  '    # data is gone',
  '    pass',
  '',
].join('\n');

const diff = [
  'diff --git a/db/schema.sql b/db/schema.sql',
  'index 111..222 100644',
  '--- a/db/schema.sql',
  '+++ b/db/schema.sql',
  '@@ -10,3 +10,5 @@ CREATE TABLE users (',
  ' -- keep',
  '-DROP TABLE removed_old_line;',
  '+-- new cleanup',
  '+TRUNCATE audit_log;',
  ' -- tail',
  '+++counter stays prose',
  '@@ -40,1 +41,2 @@',
  ' x',
  '+git push --force origin main',
  '',
].join('\n');

const ok = (heading: string, ids: string[]) => `# Scope sync\n\n## Ambiguities resolved\n- none\n\n${heading}\n${ids.map((id) => `- ${id}: user OK via chat`).join('\n')}\n`;

describe('danger-scan', () => {
  it('passes when nothing dangerous is found, saying what was scanned', async () => {
    const r = await check(rule, { 'handoff.md': '# Handoff\nWe shorten the string to 80 chars and run npm publish --dry-run.\n' });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('no dangerous operations detected (handoff.md, no git diff available, 0 specs/tasks scripts)');
  });

  it('fails on unauthorised operations in handoff.md, specs/*.sql and tasks/*.py, each at its line', async () => {
    const r = await check(rule, {
      'handoff.md': '# Handoff\n## 1. Diff summary\nThen `git push --force origin feature` and rm -rf ~/cache.\n',
      'specs/migrations/0007.sql': '-- cleanup\nALTER TABLE users DROP COLUMN legacy;\nDELETE FROM sessions;\nDELETE FROM tokens WHERE expired;\n',
      'tasks/migrate_0007.py': migration,
      'tasks/notes.md': 'DROP TABLE ignored_in_markdown_tasks;\n',
    });
    expect(r.status).toBe('fail');
    // The indented `pass` body of downgrade() is not on the def line, so (as in the reference) it is not flagged.
    expect(r.detail).toBe('dangerous ops without user OK: fs-rm-rf-shared, git-force-push, sql-delete-without-where, sql-drop-column, sql-drop-table');
    const at = r.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.message.split(':')[0]}`);
    expect(at).toEqual([
      'engagement/handoff.md:3:7 git-force-push',
      'engagement/handoff.md:3:44 fs-rm-rf-shared',
      'engagement/specs/migrations/0007.sql:2:1 sql-drop-column',
      'engagement/specs/migrations/0007.sql:3:1 sql-delete-without-where',
      'engagement/tasks/migrate_0007.py:5:17 sql-drop-table',
    ]);
  });

  it('passes when every id is OK-ed under a `## Dangerous-op user OK` heading (any dash)', async () => {
    for (const dash of ['—', '–', '-']) {
      const r = await check(rule, {
        'specs/m.sql': 'DROP TABLE legacy;\nTRUNCATE TABLE audit;\n',
        'scope-sync.md': ok(`## Dangerous-op user OK ${dash} 2026-05-06 14:30`, ['sql-drop-table', 'sql-truncate']),
      });
      expect(r.status, dash).toBe('pass');
      expect(r.detail).toBe('2 dangerous ops found, all have user-OK entries (sql-drop-table, sql-truncate)');
    }
  });

  it('counts an id wherever its exact text appears in scope-sync.md, as the reference does', async () => {
    const r = await check(rule, {
      'specs/m.sql': 'DROP TABLE legacy;\nTRUNCATE audit;\nDELETE FROM sessions;\n',
      'scope-sync.md': '---\nok: sql-drop-table\n---\n# Scope sync\n## Dangerous-op user OK — 2026-05-06\n- sql-truncate-all: yes\n- SQL-DELETE-WITHOUT-WHERE: yes\n',
    });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('dangerous ops without user OK: sql-delete-without-where');
  });

  it('scans every line of the git diff (added, removed and context), located by hunk headers in the target file', async () => {
    const r = await check(rule, {}, { system: fakeSystem({ diff }) });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('dangerous ops without user OK: git-force-push, sql-drop-table, sql-truncate');
    expect(r.findings.map((f) => [f.file, f.line, f.column])).toEqual([
      ['db/schema.sql', 11, 1],
      ['db/schema.sql', 12, 1],
      ['db/schema.sql', 42, 1],
    ]);
    expect(r.findings[0]!.message).toMatch(/removed_old_line;" \(a line the diff removes\)/);
    const context = await check(rule, {}, { system: fakeSystem({ diff: 'diff --git a/run.sh b/run.sh\n--- a/run.sh\n+++ b/run.sh\n@@ -1,2 +1,3 @@\n git push --force origin main\n+echo done\n echo\n' }) });
    expect(context.findings.map((f) => [f.file, f.line, f.message.split(':')[0]])).toEqual([['run.sh', 1, 'git-force-push']]);
  });

  it('flags 25 or more deleted files as fs-bulk-delete, but not 24', async () => {
    const deletion = (n: number) =>
      Array.from({ length: n }, (_, i) => `diff --git a/old/f${i}.txt b/old/f${i}.txt\ndeleted file mode 100644\nindex 1..0\n--- a/old/f${i}.txt\n+++ /dev/null\n@@ -1 +0,0 @@\n-old content\n`).join('');
    const r = await check(rule, {}, { system: fakeSystem({ diff: deletion(25) }) });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('dangerous ops without user OK: fs-bulk-delete');
    expect(r.findings[0]).toMatchObject({ file: 'old/f0.txt', line: 1 });
    expect(r.findings[0]!.message).toMatch(/25 files deleted/);
    expect((await check(rule, {}, { system: fakeSystem({ diff: deletion(24) }) })).status).toBe('pass');
  });

  it('recognises the operations exactly as the reference patterns do', async () => {
    const lines = [
      'npm publish --access public',
      'twine upload dist/*',
      'twine upload --repository testpypi dist/*',
      'vercel deploy --prod',
      'vercel --prod',
      'gh release create v1.2.0',
      'terraform destroy -auto-approve',
      'kubectl delete deployment api -n production',
      'kubectl delete deployment api --namespace production',
      'aws secretsmanager rotate-secret --secret-id x',
      'git reset --hard origin/main',
      'git reset --hard',
      'ALTER TABLE users ALTER COLUMN name TYPE varchar(20);',
      'ALTER TABLE users ALTER COLUMN name TYPE varchar(255);',
      'def down(): raise NotImplementedError',
      'We truncate the string to 80 chars and run npm publish --dry-run.',
      'DELETE FROM sessions',
      'WHERE expired_at < now();',
      'rm -r /var/tmp/x',
      'rm -rfv /',
      'yarn publish --dry-run',
      'op.drop_table("x")',
      'revoke-token endpoint',
      'ALTER TABLE t ALTER COLUMN c TYPE interval;',
      'DELETE FROM "users";',
      'fly deploy --strategy immediate',
      'def downgrade() -> None: pass',
      'def downgrade() -> None:',
      '    pass',
    ];
    const r = await check(rule, { 'handoff.md': lines.join('\n') });
    // The list handoff-precheck.py's danger-scan.py gives for the same lines.
    expect(r.findings.map((f) => `${f.line} ${f.message.split(':')[0]}`)).toEqual([
      '1 package-publish',
      '2 package-publish',
      '5 deploy-prod-direct',
      '6 deploy-prod-direct',
      '7 terraform-destroy',
      '9 kubectl-delete-prod-ns',
      '10 secret-rotation-explicit',
      '11 git-reset-hard',
      '13 sql-alter-column-lossy',
      '15 migration-empty-down',
      '16 sql-truncate',
      '17 sql-delete-without-where',
      '19 fs-rm-rf-shared',
      '21 package-publish',
      '24 sql-alter-column-lossy',
      '26 deploy-prod-direct',
      '27 migration-empty-down',
    ]);
  });

  it('survives binary scripts, an empty diff and a garbage diff', async () => {
    const files = { 'specs/bin.py': Buffer.from([0, 0xff, 10, 0]), 'handoff.md': '' };
    expect((await check(rule, files, { system: fakeSystem({ diff: '' }) })).status).toBe('pass');
    const garbage = '@@ -1,999 +1,999 @@\n+DROP TABLE x;\n\u0000\u0001\n+++ b/\n@@ nonsense\ndiff --git\n';
    const r = await check(rule, files, { system: fakeSystem({ diff: garbage }) });
    expect(r.status).toBe('pass');
  });

  it('stays fast on pathological lines', async () => {
    const t0 = performance.now();
    const r = await check(rule, {
      'specs/a.sql': `${'ALTER TABLE '.repeat(20_000)}\n${'DELETE FROM x '.repeat(20_000)}\n`,
      'specs/b.py': ' def down('.repeat(30_000),
      'handoff.md': `${'git push '.repeat(30_000)}\n${'- '.repeat(200_000)}\n`,
    });
    // Only the last DELETE ends the line unlimited.
    expect(r.detail).toBe('dangerous ops without user OK: sql-delete-without-where');
    expect(r.findings).toHaveLength(1);
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  describe('when the change could not be diffed', () => {
    const problem = { detail: 'shallow clone without the base branch main and its history: the change was not scanned', fix: 'Check out with full history (actions/checkout: `fetch-depth: 0`), or run `git fetch` before linting.' };
    const shallow = () => ({ ...fakeSystem(), gitBaseProblem: () => problem });

    it('warns with the fix instead of passing', async () => {
      const r = await check(rule, { 'handoff.md': '# Handoff\nNothing risky.\n' }, { system: shallow() });
      expect(r.status).toBe('warn');
      expect(r.detail).toBe(`${problem.detail}; no dangerous operations in handoff.md, 0 specs/tasks scripts`);
      expect(r.fix).toContain('fetch-depth: 0');
    });

    it('still fails on what it could scan, and warns when all of it is OK-ed', async () => {
      const risky = { 'handoff.md': '# Handoff\nThen `git push --force origin feature`.\n' };
      expect((await check(rule, risky, { system: shallow() })).status).toBe('fail');
      const okd = await check(rule, { ...risky, 'scope-sync.md': ok('## Dangerous-op user OK — 2026-05-06 14:30', ['git-force-push']) }, { system: shallow() });
      expect(okd.status).toBe('warn');
      expect(okd.detail).toMatch(/the change was not scanned; 1 dangerous ops found, all have user-OK entries \(git-force-push\)$/);
    });

    it('passes as before when a diff was taken or there is no problem to report', async () => {
      expect((await check(rule, {}, { system: { ...fakeSystem({ diff: 'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n+echo\n' }), gitBaseProblem: () => problem } })).status).toBe('pass');
      expect((await check(rule, {}, { system: { ...fakeSystem(), gitBaseProblem: () => undefined } })).status).toBe('pass');
    });
  });
});
