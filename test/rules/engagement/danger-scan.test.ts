import { describe, expect, it } from 'vitest';
import rule, { HITS_PER_OPERATION } from '../../../rules/engagement/danger-scan.js';
import { MAX_FINDINGS } from '../../../packages/core/src/engine.js';
import { fakeSystem, criteria } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';

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

const deletion = (n: number) =>
  Array.from({ length: n }, (_, i) => `diff --git a/old/f${i}.txt b/old/f${i}.txt\ndeleted file mode 100644\nindex 1..0\n--- a/old/f${i}.txt\n+++ /dev/null\n@@ -1 +0,0 @@\n-old content\n`).join('');
const reference = [
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
].join('\n');
/** The line, operation id and column handoff-precheck.py's danger-scan.py gives for the lines above. */
const REFERENCE_FINDINGS: Array<[number, string, number?]> = [
  [1, 'package-publish'],
  [2, 'package-publish'],
  [5, 'deploy-prod-direct'],
  [6, 'deploy-prod-direct'],
  [7, 'terraform-destroy'],
  [9, 'kubectl-delete-prod-ns'],
  [10, 'secret-rotation-explicit'],
  [11, 'git-reset-hard'],
  [13, 'sql-alter-column-lossy'],
  [15, 'migration-empty-down'],
  [16, 'sql-truncate', 4],
  [17, 'sql-delete-without-where'],
  [19, 'fs-rm-rf-shared'],
  [21, 'package-publish'],
  [24, 'sql-alter-column-lossy'],
  [26, 'deploy-prod-direct'],
  [27, 'migration-empty-down'],
];
const belowRoots = { 'handoff.md': '# Handoff\n```sh\nrm -rf /tmp/alembic-scratch\nrm -rf ~/.cache/pip/wheels\nrm -rf ../build/migrations-sql\nrm -rf "$HOME/.npm/_cacache"\npnpm publish --dry-run\nyarn publish --dry-run --access public\n```\n' };
const problem = { detail: 'shallow clone without the base branch main and its history: the change was not scanned', fix: 'Check out with full history (actions/checkout: `fetch-depth: 0`), or run `git fetch` before linting.' };
const shallow = () => ({ ...fakeSystem(), gitBaseProblem: () => problem });
const risky = { 'handoff.md': '# Handoff\nThen `git push --force origin feature`.\n' };

ruleTester(rule, {
  valid: [
    {
      name: 'nothing dangerous, saying what was scanned',
      files: { 'handoff.md': '# Handoff\nWe shorten the string to 80 chars and run npm publish --dry-run.\n' },
      detail: 'no dangerous operations detected (handoff.md, no git diff available, 0 specs/tasks scripts)',
    },
    // one case per dash of the heading
    ...['—', '–', '-'].map((dash) => ({
      name: `every id OK-ed under \`## Dangerous-op user OK ${dash}\``,
      files: { 'specs/m.sql': 'DROP TABLE legacy;\nTRUNCATE TABLE audit;\n', 'scope-sync.md': ok(`## Dangerous-op user OK ${dash} 2026-05-06 14:30`, ['sql-drop-table', 'sql-truncate']) },
      detail: '2 dangerous ops found, each named in scope-sync.md (sql-drop-table, sql-truncate)',
    })),
    { name: '24 deleted files are no bulk delete', files: {}, system: fakeSystem({ diff: deletion(24) }) },
    {
      name: 'recommended: an OK under a setext heading (the title underlined with ---) is an OK',
      options: { preset: 'recommended' as const },
      files: { 'specs/m.sql': 'DROP TABLE legacy;\n', 'scope-sync.md': '# Scope sync\n\nDangerous-op user OK — 2026-06-02 09:10\n--------------------------------------\n- sql-drop-table: approved by user in chat\n- Backup verified: pg_dump restored on staging\n' },
      detail: /^1 dangerous op found, each named in scope-sync\.md/,
    },
    // Recommended: the spec's targets are `/`, `~`, `$HOME` and `..` themselves, and every publish with --dry-run is exempt.
    {
      name: 'recommended: rm -rf of a folder below /, ~ or .., and pnpm / yarn publish --dry-run',
      options: { preset: 'recommended' as const },
      files: belowRoots,
      detail: 'no dangerous operations detected (handoff.md, no git diff available, 0 specs/tasks scripts)',
    },
    { name: 'a binary script and an empty diff', files: { 'specs/bin.py': Buffer.from([0, 0xff, 10, 0]), 'handoff.md': '' }, system: fakeSystem({ diff: '' }) },
    {
      name: 'an empty diff is a clean change, not a missing diff',
      files: { 'handoff.md': '# Handoff\nNothing risky.\n' },
      system: fakeSystem({ diff: '' }),
      detail: 'no dangerous operations detected (handoff.md, git diff: no changes against the base branch, 0 specs/tasks scripts)',
    },

    {
      name: 'a binary script and a garbage diff',
      files: { 'specs/bin.py': Buffer.from([0, 0xff, 10, 0]), 'handoff.md': '' },
      system: fakeSystem({ diff: '@@ -1,999 +1,999 @@\n+DROP TABLE x;\n\u0000\u0001\n+++ b/\n@@ nonsense\ndiff --git\n' }),
    },
    { name: 'a base problem, but a diff was taken', files: {}, system: { ...fakeSystem({ diff: 'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n+echo\n' }), gitBaseProblem: () => problem } },
    { name: 'no diff and no base problem to report', files: {}, system: { ...fakeSystem(), gitBaseProblem: () => undefined } },
  ],
  invalid: [
    {
      name: 'unauthorised operations in handoff.md, specs/*.sql and tasks/*.py, each at its line',
      files: {
        'handoff.md': '# Handoff\n## 1. Diff summary\nThen `git push --force origin feature` and rm -rf ~ after.\n',
        'specs/migrations/0007.sql': '-- cleanup\nALTER TABLE users DROP COLUMN legacy;\nDELETE FROM sessions;\nDELETE FROM tokens WHERE expired;\n',
        'tasks/migrate_0007.py': migration,
        'tasks/notes.md': 'DROP TABLE ignored_in_markdown_tasks;\n',
      },
      // The indented `pass` body of downgrade() is not on the def line, so (as in the reference) it is not flagged.
      detail: 'dangerous ops without user OK: fs-rm-rf-shared, git-force-push, sql-delete-without-where, sql-drop-column, sql-drop-table',
      findings: [
        { file: 'engagement/handoff.md', line: 3, column: 7, message: 'git-force-push: force-push rewrites remote history — "Then `git push --force origin feature` and rm -rf ~ after."; no user OK in scope-sync.md' },
        { file: 'engagement/handoff.md', line: 3, column: 44, message: 'fs-rm-rf-shared: recursive delete of a root, home or parent path — "Then `git push --force origin feature` and rm -rf ~ after."; no user OK in scope-sync.md' },
        { file: 'engagement/specs/migrations/0007.sql', line: 2, column: 1, message: 'sql-drop-column: DROP COLUMN deletes column data — "ALTER TABLE users DROP COLUMN legacy;"; no user OK in scope-sync.md' },
        { file: 'engagement/specs/migrations/0007.sql', line: 3, column: 1, message: 'sql-delete-without-where: DELETE FROM without WHERE on the same line wipes a whole table — "DELETE FROM sessions;"; no user OK in scope-sync.md' },
        { file: 'engagement/tasks/migrate_0007.py', line: 5, column: 17, message: 'sql-drop-table: DROP TABLE loses data irreversibly — "op.execute("DROP TABLE legacy_sessions")"; no user OK in scope-sync.md' },
      ],
    },
    {
      name: 'an id counts wherever its exact text appears in scope-sync.md, as the reference does',
      files: {
        'specs/m.sql': 'DROP TABLE legacy;\nTRUNCATE audit;\nDELETE FROM sessions;\n',
        'scope-sync.md': '---\nok: sql-drop-table\n---\n# Scope sync\n## Dangerous-op user OK — 2026-05-06\n- sql-truncate-all: yes\n- SQL-DELETE-WITHOUT-WHERE: yes\n',
      },
      detail: 'dangerous ops without user OK: sql-delete-without-where',
      findings: [{ file: 'engagement/specs/m.sql', line: 3, column: 1, message: /^sql-delete-without-where: .*"DELETE FROM sessions;"; no user OK/ }],
    },
    {
      name: 'every line of the git diff (added, removed and context), located by hunk headers in the target file',
      files: {},
      system: fakeSystem({ diff }),
      detail: 'dangerous ops without user OK: git-force-push, sql-drop-table, sql-truncate',
      findings: [
        { file: 'db/schema.sql', line: 11, column: 1, message: 'sql-drop-table: DROP TABLE loses data irreversibly — "DROP TABLE removed_old_line;" (a line the diff removes); no user OK' },
        { file: 'db/schema.sql', line: 12, column: 1, message: 'sql-truncate: TRUNCATE clears a table — "TRUNCATE audit_log;"; no user OK' },
        { file: 'db/schema.sql', line: 42, column: 1, message: 'git-force-push: force-push rewrites remote history — "git push --force origin main"; no user OK' },
      ],
    },
    {
      name: 'a context line of the diff',
      files: {},
      system: fakeSystem({ diff: 'diff --git a/run.sh b/run.sh\n--- a/run.sh\n+++ b/run.sh\n@@ -1,2 +1,3 @@\n git push --force origin main\n+echo done\n echo\n' }),
      findings: [{ file: 'run.sh', line: 1, column: 1, message: /^git-force-push: / }],
    },
    {
      name: '25 deleted files are fs-bulk-delete',
      files: {},
      system: fakeSystem({ diff: deletion(25) }),
      detail: 'dangerous ops without user OK: fs-bulk-delete',
      findings: [{ file: 'old/f0.txt', line: 1, column: 1, message: 'fs-bulk-delete: 25 files deleted in this change (old/f0.txt, old/f1.txt, old/f2.txt, old/f3.txt, old/f4.txt (+20 more)); no user OK' }],
    },
    ...(['compat', 'recommended'] as const).map((preset) => ({
      name: `${preset}: rm -rf of the root, home or parent itself, and pnpm publish without --dry-run`,
      options: { preset },
      files: { 'handoff.md': '# Handoff\n```sh\nrm -rf /\nrm -rf ~/\nrm -rf "$HOME"\nrm -rf ../..\nrm -rf /*\npnpm publish --access public\n```\n' },
      findings: [
        ...[3, 4, 5, 6, 7].map((line) => ({ file: 'engagement/handoff.md', line, column: 1, message: /^fs-rm-rf-shared: recursive delete of a root, home or parent path — / })),
        { file: 'engagement/handoff.md', line: 8, column: 1, message: 'package-publish: publish to a public registry (cannot be fully undone) — "pnpm publish --access public"; no user OK in scope-sync.md' },
      ],
    })),
    {
      name: 'compat: rm -rf below /, ~ or .., and any yarn / pnpm publish, as the reference matches them',
      files: belowRoots,
      findings: [
        ...[3, 4, 5, 6].map((line) => ({ file: 'engagement/handoff.md', line, column: 1, message: /^fs-rm-rf-shared: / })),
        ...[7, 8].map((line) => ({ file: 'engagement/handoff.md', line, column: 1, message: /^package-publish: / })),
      ],
    },
    {
      name: 'the operations, exactly as the reference patterns find them',
      files: { 'handoff.md': reference },
      findings: REFERENCE_FINDINGS.map(([line, id, column = 1]) => ({ file: 'engagement/handoff.md', line, column, message: new RegExp(`^${id}: `) })),
    },
    {
      name: 'could not be diffed: warns instead of passing',
      status: 'warn',
      files: { 'handoff.md': '# Handoff\nNothing risky.\n' },
      system: shallow(),
      detail: `${problem.detail}; no dangerous operations in handoff.md, 0 specs/tasks scripts`,
      fix: 'fetch-depth: 0',
      findings: [],
    },
    {
      name: 'could not be diffed: still fails on what it could scan',
      files: risky,
      system: shallow(),
      detail: 'dangerous ops without user OK: git-force-push',
      findings: [{ file: 'engagement/handoff.md', line: 2, column: 7, message: /^git-force-push: / }],
    },
    {
      // A shallow clone's diff against a base without its history can be empty: that is no clean change.
      name: 'an empty diff in a shallow clone still warns that the change was not scanned',
      status: 'warn',
      files: { 'handoff.md': '# Handoff\nNothing risky.\n' },
      system: { ...fakeSystem({ diff: '' }), gitBaseProblem: () => problem },
      detail: /the change was not scanned; no dangerous operations in handoff\.md, 0 specs\/tasks scripts$/,
      findings: [],
    },
    {
      name: 'a .git link that cannot be followed: the change was not scanned, a failure even when all it scanned is OK-ed',
      status: 'fail',
      files: { ...risky, 'scope-sync.md': ok('## Dangerous-op user OK — 2026-05-06 14:30', ['git-force-push']) },
      system: { ...fakeSystem(), gitProblem: () => '/p/sub/.git names a gitdir that is not a folder (/nonexistent/x)', gitBaseProblem: () => problem },
      detail: "git was not run on the project (/p/sub/.git names a gitdir that is not a folder (/nonexistent/x)): the change was not scanned; 1 dangerous op found, each named in scope-sync.md (git-force-push)",
      fix: /^Repair or remove what is named/,
      findings: [],
    },
    {
      name: 'a .git link that cannot be followed and nothing found: a failure, not a pass (what the change holds could hide there)',
      status: 'fail',
      files: { 'handoff.md': '# Handoff\nNothing risky.\n' },
      system: { ...fakeSystem(), gitProblem: () => '/p/.git is over 4096 bytes; not a gitdir link' },
      detail: /^git was not run on the project \(\/p\/\.git is over 4096 bytes; not a gitdir link\): the change was not scanned; no dangerous operations in handoff\.md, 0 specs\/tasks scripts$/,
      findings: [],
    },
    {
      name: 'could not be diffed: warns when all it scanned is OK-ed',
      status: 'warn',
      files: { ...risky, 'scope-sync.md': ok('## Dangerous-op user OK — 2026-05-06 14:30', ['git-force-push']) },
      system: shallow(),
      detail: /the change was not scanned; 1 dangerous op found, each named in scope-sync.md \(git-force-push\)$/,
      findings: [],
    },
  ],
});

describe('danger-scan beyond the cases', () => {
  it('finds the one unlimited DELETE among pathological lines (bench/hostile.mjs times them)', async () => {
    const r = await lint(rule, {
      files: {
        'specs/a.sql': `${'ALTER TABLE '.repeat(20_000)}\n${'DELETE FROM x '.repeat(20_000)}\n`,
        'specs/b.py': ' def down('.repeat(30_000),
        'handoff.md': `${'git push '.repeat(30_000)}\n${'- '.repeat(200_000)}\n`,
      },
    });
    // Only the last DELETE ends the line unlimited.
    expect(r.detail).toBe('dangerous ops without user OK: sql-delete-without-where');
    expect(r.findings).toHaveLength(1);
  });
});

describe('--preset recommended: a recursive rm of a root in any spelling of its options', () => {
  const spellings = ['rm -r -f /', 'rm -Rf ~', 'rm -rfv /', 'rm -rf -- "$HOME"', 'sudo rm --force --recursive /*', 'rm -f -r ../..', 'rm -rf --no-preserve-root /'];
  const handoff = { 'handoff.md': `# Handoff\n\`\`\`sh\n${spellings.join('\n')}\nrm -f /tmp/lock\nrm -rf -- /tmp/scratch\nrm -i -v ~/notes.txt\n\`\`\`\n` };
  it('flags each, and neither a forced rm without recursion nor one below the root', async () => {
    const r = await lint(rule, { files: handoff, options: { preset: 'recommended' } });
    expect(r.findings.map((f) => f.line)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(r.findings.every((f) => f.message.startsWith('fs-rm-rf-shared: '))).toBe(true);
  });
  it('compat keeps the reference\'s two spellings: none of these is flagged', async () => {
    const r = await lint(rule, { files: handoff });
    expect(r.status).toBe('pass');
  });
});

describe('danger-scan: an operation repeated past the hits kept per file', () => {
  const repeated = { 'handoff.md': `# Handoff\n${'DROP TABLE users;\n'.repeat(HITS_PER_OPERATION + 200)}Then git push --force origin main.\n` };
  for (const preset of ['compat', 'recommended'] as const) {
    it(`${preset}: stops looking for it there, says so, and still finds the other operation after it`, async () => {
      const r = await lint(rule, { files: repeated, options: { preset } });
      expect(r.status).toBe('fail');
      expect(r.detail).toBe(`dangerous ops without user OK: git-force-push, sql-drop-table; sql-drop-table found ${HITS_PER_OPERATION} times in one file and not looked for further there (showing ${MAX_FINDINGS} of ${HITS_PER_OPERATION + 1} findings)`);
      expect(r.findings).toHaveLength(MAX_FINDINGS);
    });
  }

  it('counts the hits kept in all files: past the count it is looked for in no other file, and the detail says so', async () => {
    const reports = Object.fromEntries([1, 2, 3].map((i) => [`executor-reports/r${i}.md`, `# Report ${i}\n${'We ran DROP TABLE users;\n'.repeat(HITS_PER_OPERATION / 2 + 10)}`]));
    const r = await lint(rule, { files: { ...reports, 'executor-reports/r4.md': '# Report 4\nThen git push --force origin main.\n' }, options: { preset: 'recommended' } });
    expect(r.detail).toBe(`dangerous ops without user OK: git-force-push, sql-drop-table; sql-drop-table found ${HITS_PER_OPERATION} times in all and not looked for further (showing ${MAX_FINDINGS} of ${HITS_PER_OPERATION + 1} findings)`);
  });

  it('sets negated mentions aside before counting: an operation after a thousand of them is still found', async () => {
    const handoff = `# Handoff\n${'We did not run DROP TABLE users.\n'.repeat(HITS_PER_OPERATION + 10)}Then we ran DROP TABLE users;\n`;
    const r = await lint(rule, { files: { 'handoff.md': handoff }, options: { preset: 'recommended' } });
    expect(r.status).toBe('fail');
    expect(r.findings).toEqual([expect.objectContaining({ line: HITS_PER_OPERATION + 12 })]);
  });

  it('keeps DELETEs without WHERE to the same count, and an OK for the repeated operation still grants it', async () => {
    const r = await lint(rule, {
      files: {
        'specs/wipe.sql': 'DELETE FROM users;\n'.repeat(HITS_PER_OPERATION + 5),
        'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-06-01T10:00Z\n- sql-delete-without-where: user OK\n- Backup verified: snapshot restored on staging\n',
      },
      options: { preset: 'recommended' },
    });
    expect(r.status).toBe('pass');
    expect(r.detail).toContain(`${HITS_PER_OPERATION} dangerous ops found, each named in scope-sync.md`);
  });
});

describe('--preset recommended', () => {
  const HANDOFF = 'engagement/handoff.md';
  const recommended = { preset: 'recommended' as const };
  const notNeeded = { 'criteria.md': criteria(), 'handoff.md': '# Handoff\n## 1. Diff summary\n- src/a.ts\n\nNo force-push was needed: we never ran git push --force on main.\n' };
  const affirmative = { 'handoff.md': '# Handoff\nWe ran git push --force origin main after the rebase.\n```sh\n# no rollback needed\ngit push --force origin main\n```\n' };
  const emptyDown = { 'specs/migrations/0007_add_x.py': 'def upgrade():\n    op.add_column("users", sa.Column("x", sa.Integer()))\n\n\ndef downgrade():\n    pass\n' };
  const diffDown = 'diff --git a/m.py b/m.py\n--- a/m.py\n+++ b/m.py\n@@ -1,1 +1,4 @@\n x = 1\n+\n+def downgrade():\n+    pass\n';
  const removedOnly = 'diff --git a/run.sh b/run.sh\n--- a/run.sh\n+++ b/run.sh\n@@ -1,2 +1,2 @@\n-git push --force origin main\n+git push origin main\n echo done\n';
  const dropTable = { 'specs/m.sql': 'DROP TABLE legacy_sessions;\n' };
  const okElsewhere = { ...dropTable, 'scope-sync.md': '# Scope sync\n## Ambiguities resolved\n- Q: is sql-drop-table fine?\n- A: to be decided\n' };
  const deleteWhereBelow = { 'tasks/purge.sql': '-- stale cache rows\nDELETE FROM invoice_pdf_cache\n  WHERE invoice_id NOT IN (SELECT id FROM invoices);\n' };
  const diffDeleteWhereBelow = 'diff --git a/p.sql b/p.sql\n--- a/p.sql\n+++ b/p.sql\n@@ -1,1 +1,3 @@\n -- purge\n+DELETE FROM sessions\n+WHERE expires_at < now();\n';
  // The statement ends before the WHERE: a blank line, or a `;` on the DELETE's own line.
  const deleteThenWhereElsewhere = { 'tasks/purge.sql': 'DELETE FROM sessions\n\nSELECT 1 WHERE true;\n' };
  const deleteEndsOnItsLine = { 'tasks/purge.sql': 'DELETE FROM sessions;\nUPDATE t SET x = 1 WHERE id = 2;\n' };
  // A production namespace deleted, or a delete in it named with -n: the reference only knows `--namespace prod`.
  const kubectlForms = ['`kubectl delete namespace production`', 'kubectl delete ns prod', 'kubectl -n prod delete deploy api', 'kubectl delete deployment api -n production'];
  const kubectl = (line: string) => ({ 'handoff.md': `# Handoff\nThen ${line}.\n` });
  const railwayForms = ['`railway up --environment production`', 'railway up -e production', 'railway up --service api production', 'railway up --detach --environment=production'];
  // A DELETE split over lines, and one in a migration's string literal: read to the statement's end.
  const splitDelete = { 'tasks/migrations/0043_b.sql': '-- purge cache\nDELETE\nFROM metric_cache_entries;\n' };
  const deleteInString = { 'tasks/migrations/0043_c.py': 'def upgrade():\n    op.execute(\n        "DELETE FROM metric_cache_entries"\n    )\n' };
  const guardedInString = { 'tasks/migrations/0043_d.py': 'def upgrade():\n    op.execute(\n        "DELETE FROM metric_cache_entries "\n        "WHERE created_at < now() - interval \'7 days\'"\n    )\n' };
  const splitDiff = 'diff --git a/p.sql b/p.sql\n--- a/p.sql\n+++ b/p.sql\n@@ -1,1 +1,3 @@\n -- purge\n+delete\n+  from sessions;\n';
  // The user's OK names the operation itself, not the linter's id.
  const deploy = { 'tasks/release.py': 'subprocess.run("fly deploy --prod", shell=True)\n' };
  const okByCommand = {
    ...deploy,
    'scope-sync.md': [
      '# Scope sync',
      '## Dangerous-op user OK — 2026-06-08 18:40',
      '- Operation: production deploy (`fly deploy --prod` of the app with migration `migrations/20260606_add_saml_idp.sql`).',
      '- User quote: "ок, катите в прод сегодня вечером".',
    ].join('\n'),
  };
  const okForOther = { ...deploy, 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-06-08 18:40\n- sql-drop-table: user OK via chat\n' };
  const commandElsewhere = { ...deploy, 'scope-sync.md': '# Scope sync\n## Ambiguities resolved\n- may we `fly deploy --prod`?\n## Dangerous-op user OK — 2026-06-08 18:40\n- none yet\n' };

  ruleTester(rule, {
    valid: [
      { name: 'recommended: a sentence saying an operation was not needed is not the operation', files: notNeeded, options: recommended },
      { name: 'compat: a two-line downgrade that only passes', files: emptyDown },
      { name: 'recommended: a downgrade with a docstring and a real body', files: { 'tasks/m.py': 'def downgrade():\n    """Restore x."""\n    op.add_column("users", sa.Column("x", sa.Text()))\n' }, options: recommended },
      { name: 'compat: an empty downgrade in the added lines of the diff', files: {}, system: fakeSystem({ diff: diffDown }) },
      { name: 'recommended: removed and context lines of the diff are not operations of this change', files: {}, system: fakeSystem({ diff: removedOnly }), options: recommended },
      { name: 'compat: an OK outside the `## Dangerous-op user OK` heading', files: okElsewhere },
      { name: 'recommended: a DELETE whose WHERE is on the next line of the statement', files: deleteWhereBelow, options: recommended },
      { name: 'recommended: the same in the added lines of the diff', files: {}, system: fakeSystem({ diff: diffDeleteWhereBelow }), options: recommended },
      { name: 'compat: a DELETE split over two lines is read line by line, as the reference does', files: splitDelete },
      ...kubectlForms.map((line) => ({ name: `compat: ${line} is no finding, as the reference reads kubectl`, files: kubectl(line) })),
      { name: 'recommended: kubectl in a staging namespace', files: kubectl('kubectl delete ns staging'), options: recommended },
      { name: 'recommended: a delete inside a staging namespace', files: kubectl('kubectl delete deploy api -n staging'), options: recommended },
      ...['git push origin main (+2 commits)', 'git push origin main && echo +done', 'git push origin feature; git log +x'].map((line) => ({ name: `recommended: no + refspec in ${line}`, files: kubectl(line), options: recommended })),
      ...railwayForms.map((line) => ({ name: `compat: ${line} is no finding, as the reference reads railway`, files: kubectl(line) })),
      ...['railway up --environment staging', 'railway up -e preproduction', 'railway status production'].map((line) => ({ name: `recommended: ${line} is no production deploy`, files: kubectl(line), options: recommended })),
      {
        name: 'recommended: an OK naming the namespace deletion by its command',
        files: { ...kubectl('kubectl delete ns production'), 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-06-08 18:40\n- `kubectl delete ns production`: user OK, the namespace is retired\n' },
        options: recommended,
      },
      { name: 'compat: a DELETE in a string literal, followed by its closing quote', files: deleteInString },
      { name: 'recommended: an OK under the `## Dangerous-op user OK` heading', files: { ...dropTable, 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-05-06 14:30\n- sql-drop-table: user OK via chat\n- Backup verified: snapshot restored on staging\n' }, options: recommended },
      {
        name: 'recommended: an OK naming the operation itself (its command) under the heading',
        files: okByCommand,
        options: recommended,
        detail: '1 dangerous op found, each named in scope-sync.md under a `## Dangerous-op user OK` heading, by its id or its command (deploy-prod-direct)',
      },
    ],
    invalid: [
      { name: 'compat: a DELETE whose WHERE is on the next line is read line by line, as the reference does', files: deleteWhereBelow, detail: 'dangerous ops without user OK: sql-delete-without-where' },
      {
        name: 'recommended: a DELETE split over two lines, and one in a string literal, without WHERE',
        files: { ...splitDelete, ...deleteInString, ...guardedInString },
        options: recommended,
        detail: 'dangerous ops without user OK: sql-delete-without-where',
        findings: [
          { file: 'engagement/tasks/migrations/0043_b.sql', line: 2, column: 1, message: 'sql-delete-without-where: DELETE without WHERE wipes a whole table — "DELETE"; no user OK in scope-sync.md' },
          { file: 'engagement/tasks/migrations/0043_c.py', line: 3, column: 10, message: 'sql-delete-without-where: DELETE without WHERE wipes a whole table — ""DELETE FROM metric_cache_entries""; no user OK in scope-sync.md' },
        ],
      },
      ...kubectlForms.map((line) => ({ name: `recommended: ${line}`, files: kubectl(line), options: recommended, detail: 'dangerous ops without user OK: kubectl-delete-prod-ns' })),
      // A `+` refspec is git's per-ref --force.
      ...['git push origin +main', '`git push origin +HEAD:main`', 'git push -u origin "+refs/heads/release"'].map((line) => ({
        name: `recommended: a force-push by refspec, ${line}`,
        files: kubectl(line),
        options: recommended,
        detail: 'dangerous ops without user OK: git-force-push',
        findings: [{ file: 'engagement/handoff.md', line: 2, column: 'Then '.length + 1 + (line.startsWith('`') ? 1 : 0), message: /^git-force-push: force-push rewrites remote history/ }],
      })),
      ...railwayForms.map((line) => ({ name: `recommended: ${line}`, files: kubectl(line), options: recommended, detail: 'dangerous ops without user OK: deploy-prod-direct', findings: [{ file: 'engagement/handoff.md', line: 2, column: 'Then '.length + 1 + (line.startsWith('`') ? 1 : 0), message: /deploy-prod-direct/ }] })),
      { name: 'recommended: a DELETE split over the added lines of the diff', files: {}, system: fakeSystem({ diff: splitDiff }), options: recommended, detail: 'dangerous ops without user OK: sql-delete-without-where' },
      ...[deleteThenWhereElsewhere, deleteEndsOnItsLine].map((files) => ({ name: `recommended: a WHERE after the DELETE's statement ended (${JSON.stringify(files['tasks/purge.sql'])})`, files, options: recommended, detail: 'dangerous ops without user OK: sql-delete-without-where' })),
      {
        name: 'compat: the sentence saying a force-push was not needed',
        files: notNeeded,
        detail: 'dangerous ops without user OK: git-force-push',
        findings: [{ file: HANDOFF, line: 5, column: 40, message: 'git-force-push: force-push rewrites remote history — "No force-push was needed: we never ran git push --force on main."; no user OK in scope-sync.md' }],
      },
      {
        name: 'recommended: an affirmative sentence, or a command in a code block, is still flagged',
        files: affirmative,
        options: recommended,
        detail: 'dangerous ops without user OK: git-force-push',
        findings: [
          { file: HANDOFF, line: 2, column: 8, message: 'git-force-push: force-push rewrites remote history — "We ran git push --force origin main after the rebase."; no user OK' },
          { file: HANDOFF, line: 5, column: 1, message: 'git-force-push: force-push rewrites remote history — "git push --force origin main"; no user OK' },
        ],
      },
      {
        name: 'recommended: a two-line downgrade that only passes has no rollback',
        files: emptyDown,
        options: recommended,
        detail: 'dangerous ops without user OK: migration-empty-down',
        findings: [{ file: 'engagement/specs/migrations/0007_add_x.py', line: 5, column: 1, message: 'migration-empty-down: down()/downgrade() has no rollback (its body only passes, returns or raises) — "def downgrade():"; no user OK' }],
      },
      {
        name: 'recommended: a downgrade whose body is a docstring and pass',
        files: { 'tasks/m.py': 'def downgrade() -> None:\n    """Nothing to undo."""\n    pass\n' },
        options: recommended,
        findings: [{ file: 'engagement/tasks/m.py', line: 1, column: 1, message: 'migration-empty-down: down()/downgrade() has no rollback (its body only passes, returns or raises) — "def downgrade() -> None:"; no user OK' }],
      },
      {
        name: 'recommended: an empty downgrade in the added lines of the diff',
        files: {},
        system: fakeSystem({ diff: diffDown }),
        options: recommended,
        findings: [{ file: 'm.py', line: 3, column: 1, message: 'migration-empty-down: down()/downgrade() has no rollback (its body only passes, returns or raises) — "def downgrade():"; no user OK' }],
      },
      {
        name: 'compat: a line the diff removes',
        files: {},
        system: fakeSystem({ diff: removedOnly }),
        findings: [{ file: 'run.sh', line: 1, column: 1, message: 'git-force-push: force-push rewrites remote history — "git push --force origin main" (a line the diff removes); no user OK' }],
      },
      {
        name: 'compat: an OK naming the command but not the id is no OK, as in the reference',
        files: okByCommand,
        detail: 'dangerous ops without user OK: deploy-prod-direct',
        findings: [{ file: 'engagement/tasks/release.py', line: 1, column: 17, message: /^deploy-prod-direct: .*; no user OK in scope-sync\.md$/ }],
        fix: 'naming the operation id, or remove the operation.',
      },
      {
        name: 'recommended: a user-OK section naming another operation says it names neither the id nor the command',
        files: okForOther,
        options: recommended,
        detail: 'dangerous ops without user OK: deploy-prod-direct',
        findings: [{ file: 'engagement/tasks/release.py', line: 1, column: 17, message: /^deploy-prod-direct: .*; the `## Dangerous-op user OK` section names neither the id deploy-prod-direct nor the command$/ }],
        fix: 'naming the operation id or the command itself, or remove the operation.',
      },
      {
        name: 'recommended: the command named outside the heading is no OK',
        files: commandElsewhere,
        options: recommended,
        findings: [{ file: 'engagement/tasks/release.py', line: 1, column: 17, message: /names neither the id deploy-prod-direct nor the command$/ }],
      },
      {
        name: 'recommended: an id named outside the `## Dangerous-op user OK` heading (a question, a refusal) is no OK',
        files: okElsewhere,
        options: recommended,
        detail: 'dangerous ops without user OK: sql-drop-table',
        findings: [{ file: 'engagement/specs/m.sql', line: 1, column: 1, message: /^sql-drop-table: .*; scope-sync\.md names it only outside a `## Dangerous-op user OK — <timestamp>` section \(line 3\), which is no OK$/ }],
      },
    ],
  });
});

describe('--preset recommended: the verb "truncate" and refusals under the user-OK heading', () => {
  const HANDOFF = 'engagement/handoff.md';
  const recommended = { preset: 'recommended' as const };
  const verbLine = '- Subject lines ≤50 characters: Gmail and Outlook truncate anything longer on mobile.';
  const truncateProse = { 'criteria.md': criteria(), 'handoff.md': ['# Handoff', '## 1. Diff summary', verbLine, 'Long plan names truncate with an ellipsis after two lines.'].join('\n') };
  const truncateSql = { 'criteria.md': criteria(), 'handoff.md': ['# Handoff', '## 8. Deploy log', 'Ran TRUNCATE TABLE audit_log before the import.', 'Then `truncate sessions;` on staging.'].join('\n') };
  const deploy = { 'handoff.md': '# Handoff\n## 8. Deploy log\nShipped with vercel --prod.\n' };
  const refusal = (lines: string[]) => ({ ...deploy, 'scope-sync.md': ['# Scope sync', '## Dangerous-op user OK — 2026-05-09 10:12', ...lines].join('\n') });
  const refusedInline = refusal(['- deploy-prod-direct: user REFUSED — "не выкатывай в пятницу", wait for Monday']);
  const refusedBelow = refusal(['- deploy-prod-direct', '  User: No — do not deploy']);
  const grantedAfterRefusal = refusal(['- deploy-prod-direct: user REFUSED on Friday', '', '## Dangerous-op user OK — 2026-05-12 09:00', '- deploy-prod-direct: user OK — «да, выкатывайте»']);

  ruleTester(rule, {
    valid: [
      { name: 'recommended: "truncate" as an English verb in the handoff is no SQL TRUNCATE', files: truncateProse, options: recommended, detail: 'no dangerous operations detected (handoff.md, no git diff available, 0 specs/tasks scripts)' },
      {
        name: 'recommended: an OK given after an earlier refusal, in a later user-OK section',
        files: { ...grantedAfterRefusal },
        options: recommended,
        detail: '1 dangerous op found, each named in scope-sync.md under a `## Dangerous-op user OK` heading, by its id or its command (deploy-prod-direct)',
      },
      { name: 'compat: a refusal naming the id counts as the OK, as the reference reads it', files: refusedInline },
      { name: 'recommended: "No objection" is an OK, not a refusal', files: refusal(['- deploy-prod-direct', '  User: No objection, ship it.']), options: recommended },
    ],
    invalid: [
      {
        name: 'compat: "truncate" in prose is an SQL TRUNCATE, as the reference reads it',
        files: truncateProse,
        detail: 'dangerous ops without user OK: sql-truncate',
      },
      {
        name: 'recommended: TRUNCATE TABLE x and TRUNCATE x; in the handoff are still flagged',
        files: truncateSql,
        options: recommended,
        detail: 'dangerous ops without user OK: sql-truncate',
        findings: [
          { file: HANDOFF, line: 3, column: 5, message: /^sql-truncate: TRUNCATE clears a table/ },
          { file: HANDOFF, line: 4, column: 7, message: /^sql-truncate: TRUNCATE clears a table/ },
        ],
      },
      {
        name: 'recommended: a refusal under the `## Dangerous-op user OK` heading is no OK',
        files: refusedInline,
        options: recommended,
        detail: 'dangerous ops without user OK: deploy-prod-direct',
        findings: [{ file: HANDOFF, line: 3, column: 14, message: /^deploy-prod-direct: direct production deploy — .*; the `## Dangerous-op user OK` entry naming it refuses it \(scope-sync\.md line 3\), which is no OK$/ }],
      },
      {
        name: 'recommended: the user\'s "No" on the line below the id is no OK',
        files: refusedBelow,
        options: recommended,
        detail: 'dangerous ops without user OK: deploy-prod-direct',
        findings: [{ file: HANDOFF, line: 3, column: 14, message: /; the `## Dangerous-op user OK` entry naming it refuses it \(scope-sync\.md line 4\), which is no OK$/ }],
      },
    ],
  });
});

describe('--preset recommended: deploy-log.md', () => {
  const recommended = { preset: 'recommended' as const };
  const handoff = '# Handoff\n## 8. Deploy log\n- See `engagement/deploy-log.md`\n';
  const log = '# Deploy log — checkout-v2\n## 2026-05-09 10:20 — production\n- command: vercel --prod\n- result: https://shop.example.com live\n';
  const deployed = { 'handoff.md': handoff, 'deploy-log.md': log };
  const approved = { ...deployed, 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-05-09 10:12\n- deploy-prod-direct: user OK — "катите"\n' };

  ruleTester(rule, {
    valid: [
      { name: 'compat: deploy-log.md is not scanned, as in the reference', files: deployed, detail: 'no dangerous operations detected (handoff.md, no git diff available, 0 specs/tasks scripts)' },
      { name: 'recommended: a production deploy in deploy-log.md with the user\'s OK', files: approved, options: recommended },
      {
        name: 'recommended: a deploy log saying a prod deploy was not run, or a preview deploy',
        files: { 'handoff.md': handoff, 'deploy-log.md': '# Deploy log\n- preview: vercel deploy\n- We did not run vercel --prod; production waits for the user.\n' },
        options: recommended,
        detail: 'no dangerous operations detected (handoff.md, deploy-log.md, no git diff available, 0 specs/tasks scripts)',
      },
    ],
    invalid: [
      {
        name: 'recommended: a production deploy recorded only in deploy-log.md, with no user OK',
        files: deployed,
        options: recommended,
        detail: 'dangerous ops without user OK: deploy-prod-direct',
        findings: [{ file: 'engagement/deploy-log.md', line: 3, column: 12, message: 'deploy-prod-direct: direct production deploy — "- command: vercel --prod"; no user OK in scope-sync.md' }],
      },
    ],
  });
});

describe('--preset recommended: executor reports', () => {
  const recommended = { preset: 'recommended' as const };
  const handoff = '# Handoff\n## 1. Diff summary\n- reports rebuilt\n';
  const report = '# dev-data-engineer\n## Criteria acknowledgement\n- crit-1: daily totals\n## What was done\n- Ran `DELETE FROM orders_daily;` on prod to clear the bad rows.\n- I did not run TRUNCATE; the backfill job refilled the table.\n- Cleanup SQL `DROP TABLE orders_tmp;` (not run).\n';
  const files = { 'handoff.md': handoff, 'executor-reports/dev-data-engineer.md': report };
  ruleTester(rule, {
    valid: [
      { name: 'compat: executor reports are not scanned, as in the reference', files, detail: 'no dangerous operations detected (handoff.md, no git diff available, 0 specs/tasks scripts)' },
      {
        name: 'recommended: an operation a report says was not run, or that has the user\'s OK',
        files: { ...files, 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-05-09 10:12\n- sql-delete-without-where: user OK — "clear them"\n- Backup verified: snapshot restored on staging\n' },
        options: recommended,
        detail: '1 dangerous op found, each named in scope-sync.md under a `## Dangerous-op user OK` heading, by its id or its command (sql-delete-without-where)',
      },
    ],
    invalid: [
      {
        name: 'recommended: a DELETE without WHERE recorded only in an executor report, with no user OK',
        files,
        options: recommended,
        detail: 'dangerous ops without user OK: sql-delete-without-where',
        findings: [{ file: 'engagement/executor-reports/dev-data-engineer.md', line: 5, column: 8, message: /^sql-delete-without-where: / }],
      },
    ],
  });
});

describe('the quoted excerpt of a long line', () => {
  const HANDOFF = 'engagement/handoff.md';
  const prose = '+/- 1 file: `marketing/copy/may-subject-lines.md` (new, 6 lines); five subject lines. Gmail and Outlook truncate anything longer on mobile, hence the ≤50 bar.';
  const deployLine = `- ${'Checked the preview build, the staging smoke tests and the rollback plan with the on-call engineer; '.repeat(2)}then ran vercel --prod from main and watched the error rate for ten minutes after the switch.`;

  ruleTester(rule, {
    valid: [],
    invalid: [
      {
        name: 'compat: the excerpt is centred on the matched words, not the line\'s first 100 characters',
        files: { 'handoff.md': `# Handoff\n## 1. Diff summary\n${prose}\n` },
        findings: [{ file: HANDOFF, line: 3, column: 105, message: 'sql-truncate: TRUNCATE clears a table — "…lines); five subject lines. Gmail and Outlook truncate anything longer on mobile, hence the ≤50 bar."; no user OK in scope-sync.md' }],
      },
      {
        name: 'recommended: a command in the middle of a long line is quoted with text on both sides',
        files: { 'handoff.md': `# Handoff\n## 8. Deploy log\n${deployLine}\n` },
        options: { preset: 'recommended' },
        findings: [{ file: HANDOFF, line: 3, column: 212, message: 'deploy-prod-direct: direct production deploy — "…ck plan with the on-call engineer; then ran vercel --prod from main and watched the error rate for t…"; no user OK in scope-sync.md' }],
      },
    ],
  });
});

describe('--preset recommended: a negation hides an operation only when it governs it', () => {
  const HANDOFF = 'engagement/handoff.md';
  const recommended = { preset: 'recommended' as const };
  const handoff = (...lines: string[]) => ({ 'handoff.md': ['# Handoff', '## 12. Operations run', ...lines].join('\n') });
  const clean = 'no dangerous operations detected (handoff.md, no git diff available, 0 specs/tasks scripts)';
  // Each line says the operation was not run: the negation stands in its clause, a few words before it.
  const notRun = [
    'We did not run DROP TABLE legacy_orders.',
    'We did not run DROP TABLE or TRUNCATE TABLE audit_log.',
    'We never ran terraform destroy.',
    'We didn’t have to run git push --force origin main.',
    'No one ran git push --force on main.',
    'Never did we run git push --force on main.',
    'No force-push was needed: we never ran git push --force on main.',
    'Мы не выполняли DROP TABLE legacy_orders.',
    'Обошлись без DROP TABLE legacy_orders.',
    'Мы так и не стали запускать terraform destroy.',
    'Ни DROP TABLE, ни TRUNCATE TABLE audit_log не запускали.',
    // A label saying what follows did not run carries its negation past the colon.
    'Not run: DROP TABLE legacy_orders (kept for the audit).',
    '- **Not needed**: git push --force origin main.',
    'We did not run (or plan) DROP TABLE legacy_orders.',
    // An aside after the operation saying only that it did not run.
    'Cleanup SQL `DROP TABLE orders_tmp;` (not run).',
    'terraform destroy on staging (never executed, the user said no).',
  ];
  // Each line holds a negation of something else, so the operation ran.
  const ran: Array<[line: string, id: string, op: string]> = [
    ['Since the feature branch was not shared with anyone, we ran git push --force origin main to drop the broken merge commit.', 'git-force-push', 'git push'],
    ['Таблица legacy_orders больше не нужна, поэтому выполнили DROP TABLE legacy_orders на проде.', 'sql-drop-table', 'DROP TABLE'],
    ['The tests did not pass at first so git push --force origin main was the fix.', 'git-force-push', 'git push'],
    ['Rollback was not needed and git push --force origin main went through.', 'git-force-push', 'git push'],
    ['Not ideal — git push --force origin main was the only way out.', 'git-force-push', 'git push'],
    ['Not a single reviewer on the team objected to running DROP TABLE legacy_orders.', 'sql-drop-table', 'DROP TABLE'],
    ['Бэкап не понадобился, и мы выполнили DROP TABLE legacy_orders.', 'sql-drop-table', 'DROP TABLE'],
    ['Не дожидаясь ревью, выполнили terraform destroy в staging.', 'terraform-destroy', 'terraform'],
    // `--no-verify` is a flag, not the word "no".
    ['Pushed with --no-verify: git push --force origin main.', 'git-force-push', 'git push'],
    // A colon or a closing parenthesis ends the negated clause: the negation qualifies a label or an aside.
    ["Ops note — No downtime: ran `psql -c 'DROP TABLE legacy_orders'` on prod at 02:00.", 'sql-drop-table', 'DROP TABLE'],
    ['No issues: vercel --prod went through at 18:05, see deploy-log.md.', 'deploy-prod-direct', 'vercel'],
    ['The old table is gone (no backup): DROP TABLE legacy_orders ran at 02:00.', 'sql-drop-table', 'DROP TABLE'],
    ['The old table is gone (no backup) after DROP TABLE legacy_orders.', 'sql-drop-table', 'DROP TABLE'],
    ['Nothing broke (no rollback needed) when git push --force origin main landed.', 'git-force-push', 'git push'],
    // An aside in the next sentence, or one negating something else, says nothing of the operation.
    ['We ran DROP TABLE legacy_orders at 02:00. The cleanup job (not run) waits for Monday.', 'sql-drop-table', 'DROP TABLE'],
    ['Ran DROP TABLE legacy_orders (not reviewed) at 02:00.', 'sql-drop-table', 'DROP TABLE'],
  ];

  ruleTester(rule, {
    valid: notRun.map((line) => ({ name: `recommended: "${line}" is no operation`, files: handoff(line), options: recommended, detail: clean })),
    invalid: [
      ...ran.map(([line, id, op]) => ({
        name: `recommended: "${line}" is ${id}`,
        files: handoff(line),
        options: recommended,
        detail: `dangerous ops without user OK: ${id}`,
        findings: [{ file: HANDOFF, line: 3, column: line.indexOf(op) + 1, message: new RegExp(`^${id}: .*; no user OK in scope-sync\\.md$`) }],
      })),
      {
        name: 'compat: a sentence saying the operation was not run is still flagged, as the reference reads it',
        files: handoff(notRun[0]!),
        detail: 'dangerous ops without user OK: sql-drop-table',
      },
    ],
  });
});

describe('--preset recommended: a Russian refusal under the user-OK heading', () => {
  const HANDOFF = 'engagement/handoff.md';
  const recommended = { preset: 'recommended' as const };
  const forcePush = { 'handoff.md': '# Handoff\n## 12. Operations run\n- `git push --force origin main` to drop the broken merge commit.\n' };
  const answered = (...lines: string[]) => ({ ...forcePush, 'scope-sync.md': ['# Scope sync', '## Dangerous-op user OK — 2026-05-21 12:05', ...lines].join('\n') });
  const granted = '1 dangerous op found, each named in scope-sync.md under a `## Dangerous-op user OK` heading, by its id or its command (git-force-push)';
  const refusals: string[][] = [
    ['- git-force-push: пользователь ответил «нет, историю main не трогаем»'],
    ['- git-force-push: пользователь ответил: Нет.'],
    ['- git-force-push: ответ: "нет"'],
    ['- git-force-push: нет, не сейчас'],
    ['- git-force-push', '  Пользователь: Нет. Историю main не переписываем.'],
    ['- git-force-push: в чате 21.05 пользователь сказал «Нет»'],
    ['- git-force-push: пользователь — запрещаю'],
    ['- git-force-push: пользователь не разрешаю, сказал он'],
    ['- git-force-push: пользователь: «не надо»'],
    ['- git-force-push: отказ пользователя'],
  ];
  const oks: string[][] = [
    ['- git-force-push: пользователь ответил «да, пушьте»'],
    ['- git-force-push: пользователь ответил «нет возражений, пушьте»'],
    ['- git-force-push: user OK — «да; интернет-магазин и монета-сервис не задеты»'],
    ['- git-force-push: пользователь OK, «не надо ждать, пушьте»'],
  ];

  ruleTester(rule, {
    valid: oks.map((lines) => ({ name: `recommended: ${JSON.stringify(lines)} is the user's OK`, files: answered(...lines), options: recommended, detail: granted })),
    invalid: refusals.map((lines) => ({
      name: `recommended: ${JSON.stringify(lines)} is a refusal, no OK`,
      files: answered(...lines),
      options: recommended,
      detail: 'dangerous ops without user OK: git-force-push',
      findings: [{ file: HANDOFF, line: 3, column: 4, message: new RegExp(`; the \`## Dangerous-op user OK\` entry naming it refuses it \\(scope-sync\\.md line ${2 + lines.length}\\), which is no OK$`) }],
    })),
  });
});

describe('danger-scan: negations and refusals on pathological lines', () => {
  it('reads long runs of negations, connectives, quotes and answer words in linear time', async () => {
    const r = await lint(rule, {
      options: { preset: 'recommended' },
      files: {
        'handoff.md': `${'not so, we did not '.repeat(20_000)}then git push --force origin main\n${'без и не '.repeat(20_000)}DROP TABLE t;\n`,
        'scope-sync.md': `## Dangerous-op user OK — 2026-05-21\n- git-force-push: ${'«ответил: '.repeat(20_000)}да\n- sql-drop-table: ${'нет'.repeat(30_000)} ${'- no-'.repeat(20_000)}\n`,
      },
    });
    // The force-push follows "then" (a new clause) and is OK-ed; the DROP TABLE is negated ("не DROP TABLE").
    expect(r.status).toBe('pass');
  });
});

describe('--preset recommended: a negation after the operation, in its clause or its table row', () => {
  const HANDOFF = 'engagement/handoff.md';
  const recommended = { preset: 'recommended' as const };
  const handoff = (...lines: string[]) => ({ 'handoff.md': ['# Handoff', '## 8. Deploy log', ...lines].join('\n') });
  const clean = 'no dangerous operations detected (handoff.md, no git diff available, 0 specs/tasks scripts)';
  const notRun = [
    '- git push --force was not needed; the PR was rebased before the first push.',
    '- DROP TABLE was never run: the migration only adds a column.',
    '- DROP TABLE не выполнялся: миграция только добавляет колонку.',
    '- git push --force никто не делал.',
    '- Force-push не понадобился, git push --force никто не делал.',
    '- Никакого DROP TABLE в этой миграции нет.',
    '- Удалять таблицу (DROP TABLE) не стали.',
    '- Вместо DROP TABLE старую таблицу переименовали.',
    '| DROP TABLE | no |',
    '| git push --force | not needed |',
    'Rather than DROP TABLE, the legacy table is renamed in a later engagement.',
    'Instead of git push --force we opened a new branch.',
    "- terraform destroy wasn't needed.",
  ];
  // The negation is about something else, or comes after the clause of the operation.
  const ran: Array<[line: string, id: string, op: string]> = [
    ['Since the branch was not shared, we ran git push --force origin main.', 'git-force-push', 'git push'],
    ['We ran git push --force; it was not reviewed.', 'git-force-push', 'git push'],
    ['git push --force origin main was not reviewed by anyone.', 'git-force-push', 'git push'],
    ['We ran git push --force and the backup was not needed.', 'git-force-push', 'git push'],
    ['Not a single test failed after terraform destroy.', 'terraform-destroy', 'terraform'],
    ['| git push --force | yes | no |', 'git-force-push', 'git push'],
    ['DROP TABLE legacy_orders ran on prod, which was not needed in the end.', 'sql-drop-table', 'DROP TABLE'],
    ['We ran DROP TABLE legacy_orders rather than TRUNCATE TABLE audit_log.', 'sql-drop-table', 'DROP TABLE'],
  ];

  ruleTester(rule, {
    valid: [
      ...notRun.map((line) => ({ name: `recommended: "${line}" is no operation`, files: handoff(line), options: recommended, detail: clean })),
      {
        name: 'recommended: a deploy log saying the prod deploy was not run',
        files: { ...handoff('See deploy-log.md'), 'deploy-log.md': '# Deploy log\n- command: `fly deploy --app billing-staging`\n- Production: not deployed; `fly deploy --prod` was not run (release train).\n' },
        options: recommended,
        detail: 'no dangerous operations detected (handoff.md, deploy-log.md, no git diff available, 0 specs/tasks scripts)',
      },
    ],
    invalid: [
      ...ran.map(([line, id, op]) => ({
        name: `recommended: "${line}" is ${id}`,
        files: handoff(line),
        options: recommended,
        detail: `dangerous ops without user OK: ${id}`,
        findings: [{ file: HANDOFF, line: 3, column: line.indexOf(op) + 1, message: new RegExp(`^${id}: .*; no user OK in scope-sync\\.md$`) }],
      })),
      { name: 'compat: an operation negated after it is still flagged, as the reference reads it', files: handoff(notRun[1]!), detail: 'dangerous ops without user OK: sql-drop-table' },
    ],
  });
});

describe('--preset recommended: what an entry under the user-OK heading grants', () => {
  const HANDOFF = 'engagement/handoff.md';
  const recommended = { preset: 'recommended' as const };
  const deploy = { 'handoff.md': '# Handoff\n## 8. Deploy log\nProduction deploy with `fly deploy --prod` after the user\'s OK.\n' };
  const sync = (heading: string, ...lines: string[]) => ({ ...deploy, 'scope-sync.md': ['# Scope sync', '## Criteria frozen as of', '2026-05-14 10:00', '', heading, ...lines].join('\n') });
  const under = (...lines: string[]) => sync('## Dangerous-op user OK — 2026-05-14 14:02', ...lines);
  const granted = '1 dangerous op found, each named in scope-sync.md under a `## Dangerous-op user OK` heading, by its id or its command (deploy-prod-direct)';
  const noOk = (line: number, why = 'refuses it') => [{ file: HANDOFF, line: 3, column: 25, message: new RegExp(`; the \`## Dangerous-op user OK\` entry naming it ${why.replace(/[()]/g, '\\$&')} \\(scope-sync\\.md line ${line}\\)`) }];

  ruleTester(rule, {
    valid: [
      { name: 'recommended: an approval whose note below starts with "No" is an OK', files: under('- deploy-prod-direct — approved by user 14:02.', '  No downtime expected; rollback is the previous image.'), options: recommended, detail: granted },
      { name: 'recommended: a numbered user-OK heading', files: sync('## 5. Dangerous-op user OK — 2026-05-14 14:02', '- deploy-prod-direct (`fly deploy --prod`): user (Olga, chat 14:02): «да, выкатывайте».'), options: recommended, detail: granted },
      { name: 'recommended: a user-OK heading after an emoji', files: sync('## ⚠️ Dangerous-op user OK — 2026-05-14 14:02', '- deploy-prod-direct: user OK via chat'), options: recommended, detail: granted },
      { name: 'recommended: a table row answering yes, next to a row answering no', files: under('| Operation | User | Answer |', '|---|---|---|', '| sql-drop-table | Olga | нет |', '| deploy-prod-direct | Olga | да |'), options: recommended, detail: granted },
      { name: 'recommended: a question answered on its line', files: under('- Q: is deploy-prod-direct OK today? A: yes, go ahead'), options: recommended, detail: granted },
      ...[
        '- deploy-prod-direct: approved by the user 14:02; dev-lead informed, the lead will run it.',
        '- deploy-prod-direct: User (Olga, lead designer): yes, ship it',
        '- deploy-prod-direct: OK by user via chat; the manager asked us to log it here.',
      ].map((entry) => ({ name: `recommended: the user's OK beside a role named for another reason: ${entry}`, files: under(entry), options: recommended, detail: granted })),
    ],
    invalid: [
      { name: 'recommended: a table row answering нет is no OK', files: under('| Operation | User | Answer |', '|---|---|---|', '| deploy-prod-direct | Olga | нет |'), options: recommended, detail: 'dangerous ops without user OK: deploy-prod-direct', findings: noOk(8) },
      { name: 'recommended: a question with no answer is no OK, and is said to only ask', files: under('- Q to user: is deploy-prod-direct OK today? (no answer yet)'), options: recommended, detail: 'dangerous ops without user OK: deploy-prod-direct', findings: noOk(6, 'only asks the user') },
      { name: 'recommended: an entry awaiting the user\'s reply only asks', files: under('- deploy-prod-direct: asked the user in chat at 16:40, awaiting reply.'), options: recommended, detail: 'dangerous ops without user OK: deploy-prod-direct', findings: noOk(6, 'only asks the user') },
      ...[
        '- deploy-prod-direct: OK\'d by dev-lead (low risk); user not asked, they are on vacation.',
        '- deploy-prod-direct: approved by the director without asking the user.',
        '- deploy-prod-direct: одобрено лидом, пользователя не спрашивали.',
        '- deploy-prod-direct: production deploy via `fly deploy --prod` — approved by dev-lead (release window closing)',
        '- deploy-prod-direct: approved by dev-manager on the user\'s behalf',
        '- deploy-prod-direct — dev-lead: go ahead, user is on vacation',
        '- deploy-prod-direct: OK (dev-lead)',
        '- deploy-prod-direct: согласовано тимлидом, пользователь недоступен',
        '- deploy-prod-direct: signed off by the tech lead, the user was unreachable',
      ].map((entry) => ({
        name: `recommended: an OK given in the user's place is no user OK: ${entry}`,
        files: under(entry),
        options: recommended,
        detail: 'dangerous ops without user OK: deploy-prod-direct',
        findings: noOk(6, 'says the user was not asked'),
      })),
      { name: 'recommended: a bare question is no OK', files: under('- Q to user: is deploy-prod-direct OK today?'), options: recommended, detail: 'dangerous ops without user OK: deploy-prod-direct', findings: noOk(6, 'only asks the user') },
      { name: 'recommended: a deferral (hold off) is no OK', files: under('- deploy-prod-direct: user asked us to hold off until the audit.'), options: recommended, detail: 'dangerous ops without user OK: deploy-prod-direct', findings: noOk(6) },
      { name: 'recommended: a bare "No." below the id is still a refusal', files: under('- deploy-prod-direct', '  No.'), options: recommended, detail: 'dangerous ops without user OK: deploy-prod-direct', findings: noOk(7) },
      { name: 'recommended: an approval that also refuses explicitly is no OK', files: under('- deploy-prod-direct: approved on Monday, then user REFUSED on Tuesday'), options: recommended, detail: 'dangerous ops without user OK: deploy-prod-direct', findings: noOk(6) },
      { name: 'compat: a numbered heading is not read; the id anywhere counts', files: sync('## 5. Dangerous-op user OK — 2026-05-14 14:02', '- fly deploy --prod: OK'), detail: 'dangerous ops without user OK: deploy-prod-direct' },
    ],
  });
});

describe('--preset recommended: a scope-sync.md that could not be read', () => {
  const deploy = { 'handoff.md': '# Handoff\n## 8. Deploy log\nShipped with vercel --prod.\n' };
  it('says so rather than "no user OK"', async () => {
    const r = await lint(rule, { options: { preset: 'recommended' }, files: { ...deploy, 'scope-sync.md/': '' } });
    expect(r.status).toBe('fail');
    expect(r.findings?.[0]?.message).toMatch(/; scope-sync\.md could not be read \(.+\), so no user OK was found$/);
  });
  it('compat keeps the reference\'s words', async () => {
    const r = await lint(rule, { files: { ...deploy, 'scope-sync.md/': '' } });
    expect(r.findings?.[0]?.message).toMatch(/; no user OK in scope-sync\.md$/);
  });
});

describe('danger-scan: negations after operations, table rows and questions on pathological lines', () => {
  it('reads them in linear time', async () => {
    const r = await lint(rule, {
      options: { preset: 'recommended' },
      files: {
        'handoff.md': `git push --force ${'was not reviewed '.repeat(20_000)}\n| DROP TABLE t ${'| no '.repeat(20_000)}| yes |\n${'DROP TABLE t нет   '.repeat(10_000)}x\n`,
        'scope-sync.md': `## 1. ${'⚠️ '.repeat(5)}Dangerous-op user OK — 2026-05-21\n- git-force-push: ${'is it OK? '.repeat(20_000)}yes\n| sql-drop-table ${'| — '.repeat(20_000)}| да |\n`,
      },
    });
    expect(r.status).toBe('fail');
  });
});

describe('--preset recommended: the common spellings of a direct production deploy', () => {
  const recommended = { preset: 'recommended' as const };
  const said = (line: string) => ({ 'handoff.md': `# Handoff\nThen ${line}.\n` });
  const forms = [
    'vercel deploy --prod',
    '`npx vercel deploy --prod --yes`',
    'npx vercel@latest deploy --prebuilt --prod',
    'vercel deploy --target=production',
    'flyctl deploy --app checkout-prod',
    'fly deploy -a prod-api --remote-only',
    'flyctl deploy --remote-only --config fly.production.toml',
    'flyctl deploy --remote-only --prod',
    'helm upgrade --install checkout ./chart --namespace production',
    'helm upgrade checkout ./chart --set image.tag=v2,replicas=3 -n production',
    'helm -n prod install checkout ./chart',
    'kubectl apply -n production -f k8s/',
    'kubectl apply -f k8s/ --namespace=production',
    'kubectl -n production rollout restart deploy/api',
    'kubectl set image deployment/api api=registry/api:v2 -n prod',
    'gh workflow run deploy.yml -f environment=production',
    'gh workflow run "Deploy web" --ref main -f environment=prod',
  ];
  // Staging and preview deploys, other commands, dry runs, a pipe or a code span's end between the parts.
  const notProduction = [
    'vercel deploy',
    'npx vercel deploy --yes',
    'vercel build --prod',
    'pnpm add @vercel/og --prod',
    'vercel deploy without --prod',
    'flyctl deploy --app checkout-staging --build-arg NODE_ENV=production',
    'fly deploy -a checkout-preprod',
    'flyctl deploy --config fly.pre-prod.toml',
    'flyctl deploy',
    'helm upgrade --install checkout ./chart -n staging',
    'helm upgrade checkout ./chart -n production --dry-run',
    'helm list -n production',
    'kubectl apply -n staging -f k8s/',
    'kubectl rollout status deploy/api -n production',
    'kubectl apply --dry-run=server -n production -f k8s/',
    'kubectl apply -f k8s/ | tee apply.log; kubectl get pods -n production',
    'gh workflow run deploy.yml -f environment=staging',
    'gh workflow run e2e.yml -f environment=production',
    '`vercel deploy` (preview), then `--prod` after the user\'s OK',
  ];
  const deployLog = (line: string) => ({ 'handoff.md': '# Handoff\n## 8. Deploy log\nSee deploy-log.md.\n', 'deploy-log.md': `# Deploy log\n\n${line}\n` });

  ruleTester(rule, {
    valid: [
      ...forms.map((line) => ({ name: `compat: ${line} is no finding, as the reference reads it`, files: said(line), detail: /^no dangerous operations detected/ })),
      ...notProduction.map((line) => ({ name: `recommended: ${line} is no production deploy`, files: said(line), options: recommended, detail: /^no dangerous operations detected/ })),
      {
        name: 'recommended: an OK naming the deploy by its command',
        files: { ...deployLog('- 2026-06-11 16:40 — production — `npx vercel deploy --prod --yes`'), 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-06-11 16:30\n- `vercel deploy --prod`: user OK — "ship it"\n' },
        options: recommended,
        detail: /^1 dangerous op found, each named in scope-sync\.md/,
      },
    ],
    invalid: [
      ...forms.map((line) => ({
        name: `recommended: ${line}`,
        files: said(line),
        options: recommended,
        detail: 'dangerous ops without user OK: deploy-prod-direct',
        findings: [{ file: 'engagement/handoff.md', line: 2, column: 'Then '.length + 1 + line.search(/vercel|fly|helm|kubectl|gh /), message: /^deploy-prod-direct: direct production deploy — / }],
      })),
      ...['- 2026-06-11 16:40 — production — `npx vercel deploy --prod --yes`', '- 2026-06-08 10:25 — production — `helm upgrade --install checkout ./chart --namespace production`'].map((line) => ({
        name: `recommended: a deploy recorded only in deploy-log.md: ${line}`,
        files: deployLog(line),
        options: recommended,
        detail: 'dangerous ops without user OK: deploy-prod-direct',
        findings: [{ file: 'engagement/deploy-log.md', line: 3, column: line.search(/vercel|helm/) + 1, message: /^deploy-prod-direct: .*; no user OK in scope-sync\.md$/ }],
      })),
    ],
  });

  it('reads a long command line in linear time', async () => {
    const gaps = ['vercel deploy ', 'fly deploy -a x ', 'helm upgrade -n ', 'kubectl apply ', 'gh workflow run deploy '].map((s) => `${s}${'-a x -n x '.repeat(20_000)}\n`);
    // Many starts of a command, each with its bounded gap, on one line.
    gaps.push(...['vercel ', 'flyctl deploy -a ', 'helm -n prod ', 'kubectl apply -n staging ', 'kubectl -n production ', 'gh workflow run "', 'gh workflow run x -f '].map((s) => `${s.repeat(30_000)}\n`));
    const r = await lint(rule, { files: { 'handoff.md': gaps.join('') }, options: recommended });
    expect(r.status).toBe('pass');
  });
});

describe('danger-scan (recommended): prose that only mentions an operation', () => {
  const report = (line: string) => ({ 'executor-reports/backend.md': `# Backend report\n\n${line}\n` });
  const mentions = [
    'We considered `git push --force` but did not run it.',
    'We considered git push --force but decided against it.',
    '`git push --force` was considered and rejected.',
    'We could have used `git push --force`, but a merge was enough.',
    'I was going to run `terraform destroy` but held off.',
    'Should we run `git push --force origin main`? Waiting on the user.',
    'Is it OK to run `terraform destroy` on staging?',
    'Open question for the user: should we run `git push --force` to rewrite the branch? Not run.',
    'Question: should we run `git push --force` to rewrite the branch?',
    'Q: should we run `git push --force` to rewrite the branch? No answer yet.',
    '- **Open question**: should we run `git push --force` to rewrite the branch? Not run.',
    '`git push --force` was considered and rejected in review, but it was never run.',
    'We considered `git push --force` but did not run it; nobody ran it later.',
  ];
  for (const line of mentions) {
    it(`is no operation: ${line}`, async () => {
      const r = await lint(rule, { files: report(line), options: { preset: 'recommended' } });
      expect(r.status).toBe('pass');
    });
  }
  const performed = [
    ['We ran `git push --force` but did not need it.', 'git-force-push'],
    ['We ran git push --force, but did not run terraform destroy.', 'git-force-push'],
    ['We ran `git push --force` but did not run it twice.', 'git-force-push'],
    ['Should we run `git push --force` again? We did once.', 'git-force-push'],
    ['We ran `git push --force` but stopped.', 'git-force-push'],
    ['We considered skipping it but ran `git push --force origin main`.', 'git-force-push'],
    ['If the migration fails, we would run `DROP TABLE legacy_orders;` by hand.', 'sql-drop-table'],
    ['`git push --force` was considered and rejected in review, but it had already been run at 13:40.', 'git-force-push'],
    ['`git push --force` was proposed but not run; however, it was executed by CI at 13:40.', 'git-force-push'],
    ['We considered `git push --force` but decided against it \u2014 someone ran it anyway.', 'git-force-push'],
    ['We could have used `git push --force`, but we ran it before the review.', 'git-force-push'],
    ['Should we run `git push --force` after the rebase? Yes: ran it at 14:02.', 'git-force-push'],
    ['Should we run `git push --force` after the rebase? We ran it at 14:02.', 'git-force-push'],
    ['Open question for the user: should we run `git push --force`? Yes, done at 14:02.', 'git-force-push'],
    ['Should we run `git push --force` after the rebase?\nYes: ran it at 14:02.', 'git-force-push'],
  ] as const;
  for (const [line, id] of performed) {
    it(`is still an operation: ${line}`, async () => {
      const r = await lint(rule, { files: report(line), options: { preset: 'recommended' } });
      expect(r.status).toBe('fail');
      expect(r.findings.map((f) => f.message.split(':')[0])).toEqual([id]);
    });
  }
  it('reads what follows a mention in linear time', async () => {
    const lines = [`\`git push --force\` was considered and rejected${', but it had'.repeat(20_000)}`, `Q: should we run \`git push --force\`?${' yes the CI job'.repeat(20_000)}`, `We could have used \`git push --force\`${' - while we'.repeat(20_000)}`];
    const r = await lint(rule, { files: report(lines.join('\n')), options: { preset: 'recommended' } });
    // Only the answered question is an operation.
    expect(r.findings.map((f) => f.line)).toEqual([4]);
  });
  it('reads a code block as code: the mention\'s words there do not hide the command', async () => {
    const r = await lint(rule, { files: report('```sh\ngit push --force origin main # considered, but did not run it\n```'), options: { preset: 'recommended' } });
    expect(r.status).toBe('fail');
  });
});

describe('danger-scan (recommended): an operation set aside past the count judged', () => {
  it('counts every mention set aside on one line, so a line of thousands is not read to its end', async () => {
    const line = `${'We did not run DROP TABLE users. '.repeat(10 * HITS_PER_OPERATION + 5)}Then we ran DROP TABLE users;`;
    const r = await lint(rule, { files: { 'handoff.md': `# Handoff\n${line}\n` }, options: { preset: 'recommended' } });
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(new RegExp(`^sql-drop-table set aside ${10 * HITS_PER_OPERATION} times `));
  });

  it('is not looked for further, and the check warns, naming it', async () => {
    const handoff = `# Handoff\n${'We did not run DROP TABLE users.\n'.repeat(10 * HITS_PER_OPERATION + 5)}Then we ran DROP TABLE users;\n`;
    const r = await lint(rule, { files: { 'handoff.md': handoff }, options: { preset: 'recommended' } });
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(new RegExp(`^sql-drop-table set aside ${10 * HITS_PER_OPERATION} times \\(negated or only mentioned in prose, a rollback, a WHERE below\\) and not looked for further; no dangerous operations in handoff\\.md`));
  });
});
