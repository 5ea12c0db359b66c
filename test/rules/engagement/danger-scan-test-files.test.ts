// A test's own database (--preset recommended): a TRUNCATE, DELETE or DROP a test's file runs in its setup or
// teardown (`pg15.execute("TRUNCATE orders_archive")` in tests/conftest.py) clears the test's data, not the real
// data the protocol's classes guard, as an ORM's call there already is. Test files by their paths' conventions;
// a file in a migrations folder still counts, under tests/ too, and so does every other operation a test's file
// runs. Compat reads every line, as the reference does.
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
/** A diff adding each file whole. */
const added = (files: Record<string, readonly string[]>) =>
  fakeSystem({
    diff: Object.entries(files)
      .map(([file, lines]) => [`diff --git a/${file} b/${file}`, 'new file mode 100644', 'index 0000000..1111111', '--- /dev/null', `+++ b/${file}`, `@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`), ''].join('\n'))
      .join(''),
  });
const conftest = ['import pytest', '', '', '@pytest.fixture(autouse=True)', 'def clean(pg15):', '    yield', '    pg15.execute("TRUNCATE orders_archive")'];
const handoff = (fence: string, first: string, statement: string) => ({ 'handoff.md': `# Handoff\n## 12. Operations run\n\`\`\`${fence}\n${first}\ndef teardown(db):\n    ${statement}\n\`\`\`\n` });

/** A test's file and the statement it runs on its own database. */
const tests: Array<[string, string]> = [
  ['tests/test_orders.py', '    cur.execute("DELETE FROM orders")'],
  ['tests/db/test_orders_archive_migration.py', '    conn.execute(text("DROP TABLE IF EXISTS orders_archive"))'],
  ['src/__tests__/orders.test.ts', "afterAll(() => db.query('TRUNCATE TABLE orders RESTART IDENTITY'));"],
  ['internal/store/store_test.go', '\tdb.Exec("TRUNCATE orders")'],
  ['web/e2e/checkout.spec.ts', "  await pool.query('ALTER TABLE orders DROP COLUMN legacy_status');"],
  ['test/fixtures/reset.sql', 'DELETE FROM orders;'],
];

ruleTester(rule, {
  valid: [
    { name: 'recommended: a conftest.py fixture truncating in its teardown', files: { 'handoff.md': '# Handoff\n' }, system: added({ 'tests/conftest.py': conftest }), options: recommended, detail: /^no dangerous operations detected/ },
    ...tests.map(([file, statement]) => ({ name: `recommended: ${file} running ${statement.trim()}`, files: { 'handoff.md': '# Handoff\n' }, system: added({ [file]: ['x = 1', statement] }), options: recommended, detail: /^no dangerous operations detected/ })),
    { name: 'recommended: quoted in a code block naming tests/conftest.py', files: handoff('python', '# tests/conftest.py', 'pg15.execute("TRUNCATE orders_archive")'), options: recommended, detail: /^no dangerous operations detected/ },
  ],
  invalid: [
    {
      name: 'recommended: beside the test\'s teardown, a real bulk delete granted with no backup warns of that one only',
      status: 'warn' as const,
      files: { 'handoff.md': '# Handoff\n', 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-06-04 09:12\n- sql-delete-without-where: `DELETE FROM orders_staging;` — user: "yes, clear it"\n' },
      system: added({ 'tests/conftest.py': conftest, 'scripts/reset_staging.sql': ['DELETE FROM orders_staging;'] }),
      options: recommended,
      detail: /^1 dangerous op found, .* \(sql-delete-without-where\); sql-delete-without-where is granted with no backup verification recorded/,
      findings: [{ file: 'engagement/scope-sync.md', line: 3, column: 1, message: /^sql-delete-without-where is granted here, but/ }],
    },
    {
      name: 'compat: the conftest.py teardown is sql-truncate, as the reference reads it',
      files: { 'handoff.md': '# Handoff\n' },
      system: added({ 'tests/conftest.py': conftest }),
      findings: [{ file: 'tests/conftest.py', line: 7, column: 19, message: /^sql-truncate: / }],
    },
    {
      name: 'recommended: a migration in a migrations folder under tests/ still counts',
      files: { 'handoff.md': '# Handoff\n' },
      system: added({ 'tests/fixtures/migrations/0002_drop_orders.sql': ['DROP TABLE orders;'] }),
      options: recommended,
      findings: [{ file: 'tests/fixtures/migrations/0002_drop_orders.sql', line: 1, column: 1, message: /^sql-drop-table: / }],
    },
    {
      name: 'recommended: the same statement outside a test\'s file still counts',
      files: { 'handoff.md': '# Handoff\n' },
      system: added({ 'src/db/cleanup.py': ['x = 1', '    pg.execute("TRUNCATE orders_archive")'] }),
      options: recommended,
      findings: [{ file: 'src/db/cleanup.py', line: 2, column: 17, message: /^sql-truncate: / }],
    },
    {
      name: 'recommended: an operation on other than the test\'s database still counts in a test\'s file',
      files: { 'handoff.md': '# Handoff\n' },
      system: added({ 'tests/e2e/reset.sh': ['#!/bin/sh', 'git push --force origin main'] }),
      options: recommended,
      findings: [{ file: 'tests/e2e/reset.sh', line: 2, column: 1, message: /^git-force-push: / }],
    },
    {
      name: 'recommended: quoted in a code block naming a migration under tests/',
      files: handoff('python', '# tests/migrations/0002_drop_orders.py', 'op.execute("DROP TABLE orders")'),
      options: recommended,
      findings: [{ file: 'engagement/handoff.md', line: 6, column: 17, message: /^sql-drop-table: / }],
    },
  ],
});
