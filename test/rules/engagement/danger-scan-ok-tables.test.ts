// An OK that names the table it grants dropping (--preset recommended): `op.drop_table("orders_archive_2019")` with
// "Yes, drop the 2019 archive" grants that table, not `orders`. An OK naming no table grants the operation as before,
// and so does one for a drop whose table cannot be read. Compat takes the id anywhere, as the reference does.
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
const MIGRATION = 'migrations/versions/0006_drop_orders_archive.py';
/** A change whose new migration's upgrade holds `lines` (from line 14). */
const migration = (...lines: string[]) => {
  const text = `"""drop orders archive"""\nfrom alembic import op\nimport sqlalchemy as sa\n\nrevision = "0006"\ndown_revision = "0001"\n\n\n\n\n\n\n\ndef upgrade():\n${lines.map((l) => `    ${l}`).join('\n')}\n`;
  const added = text.split('\n').slice(0, -1);
  return fakeSystem({ diff: `diff --git a/${MIGRATION} b/${MIGRATION}\nnew file mode 100644\n--- /dev/null\n+++ b/${MIGRATION}\n@@ -0,0 +1,${added.length} @@\n${added.map((l) => `+${l}`).join('\n')}\n` });
};
const ok = (...lines: string[]) => ({ 'handoff.md': '# Handoff\n', 'scope-sync.md': ['# Scope sync', '', '## Dangerous-op user OK — 2026-06-10 09:40', ...lines].join('\n') });
const archiveOk = ok('- sql-drop-table: `op.drop_table("orders_archive_2019")` — 2019 archive, backup taken 09:35.', '- User (Ирина, 09:38): "Yes, drop the 2019 archive."');

/** A handoff whose §1 drops a table in a code span and goes on in prose after it. */
const spanThenProse = (tail: string) => ({ 'handoff.md': `# Handoff\n\n## 1. Diff summary\n+/- 1 file; the migration runs \`DROP TABLE legacy_sessions\`${tail}\n` });
const legacyOk = ok('- sql-drop-table: user approved `DROP TABLE legacy_sessions`; backup verified (pg_dump 09:30, restore tested)');

ruleTester(rule, {
  valid: [
    ...[', downgrade is a no-op', ', as agreed', '. Downgrade is a no-op', ', and the downgrade restores nothing'].map((tail) => ({
      name: `recommended: the backtick closing a code span ends the drop's table list (\`DROP TABLE legacy_sessions\`${tail})`,
      files: { ...legacyOk, ...spanThenProse(tail) },
      system: fakeSystem(),
      options: recommended,
    })),
    {
      name: 'recommended: backtick-quoted names (MySQL) are read each, in a list',
      files: { ...ok('- sql-drop-table: `DROP TABLE orders`, backup verified 09:30', '- sql-drop-table: `DROP TABLE audit` as well'), 'handoff.md': '# Handoff\n\n## 1. Diff summary\n```sql\nDROP TABLE `orders`, `audit`;\n```\n' },
      system: fakeSystem(),
      options: recommended,
    },
    { name: 'recommended: the OK names the table the migration drops', files: archiveOk, system: migration('op.drop_table("orders_archive_2019")'), options: recommended },
    {
      name: 'recommended: two OKs, each naming one of the tables dropped, in SQL and by call',
      files: ok('- sql-drop-table: `DROP TABLE IF EXISTS public."Orders_Archive_2019"` — user OK 09:38', '- sql-drop-table: `op.drop_table("orders_archive_2020")` — user OK 09:39', '- Backup verified: pg_dump of both archives restored on staging 09:30.'),
      system: migration('op.drop_table("orders_archive_2020")', 'op.execute("DROP TABLE orders_archive_2019")'),
      options: recommended,
    },
    { name: 'recommended: an OK naming no table grants every drop', files: ok('- sql-drop-table: user OK in chat 09:38 («да, удаляй архив»)', '- Backup verified: snapshot 09:30 restored on staging.'), system: migration('op.drop_table("orders")'), options: recommended },
    { name: 'recommended: a drop whose table cannot be read is granted by the id', files: archiveOk, system: migration('op.drop_table(table_name)'), options: recommended },
    { name: 'compat: the id anywhere in scope-sync.md, as the reference reads it', files: archiveOk, system: migration('op.execute("DROP TABLE orders")') },
  ],
  invalid: [
    {
      name: 'recommended: a code span dropping a table the OK does not name is told by that table alone, not the prose after it',
      files: { ...archiveOk, ...spanThenProse(', downgrade is a no-op') },
      system: fakeSystem(),
      options: recommended,
      findings: [{ file: 'engagement/handoff.md', line: 4, column: 33, message: /grants dropping orders_archive_2019 only \(scope-sync\.md line 4\), not legacy_sessions$/ }],
    },
    {
      name: 'recommended: of backtick-quoted names (MySQL), the one the OK does not name is told',
      files: { ...ok('- sql-drop-table: `DROP TABLE orders`, backup verified 09:30'), 'handoff.md': '# Handoff\n\n## 1. Diff summary\n```sql\nDROP TABLE `orders`, `audit`;\n```\n' },
      system: fakeSystem(),
      options: recommended,
      findings: [{ file: 'engagement/handoff.md', line: 5, column: 1, message: /grants dropping orders only \(scope-sync\.md line 4\), not audit$/ }],
    },
    {
      name: 'recommended: the OK names the 2019 archive, the migration drops orders',
      files: archiveOk,
      system: migration('op.drop_table("orders")'),
      options: recommended,
      detail: 'dangerous ops without user OK: sql-drop-table',
      findings: [{ file: MIGRATION, line: 15, column: 8, message: /; the `## Dangerous-op user OK` entry naming it grants dropping orders_archive_2019 only \(scope-sync\.md line 4\), not orders$/ }],
    },
    {
      name: 'recommended: of two drops, only the one the OK does not name is a finding',
      files: archiveOk,
      system: migration('op.drop_table("orders_archive_2019")', 'op.execute("DROP TABLE orders, order_items")'),
      options: recommended,
      findings: [{ file: MIGRATION, line: 16, column: 17, message: /grants dropping orders_archive_2019 only \(scope-sync\.md line 4\), not orders, order_items$/ }],
    },
    {
      name: 'recommended: a table OK in a clone without its base: the warning stands',
      status: 'warn',
      files: archiveOk,
      system: { ...fakeSystem(), gitBaseProblem: () => ({ detail: 'shallow clone without the base branch main and its history: the change was not scanned', fix: 'Fetch the base.' }) },
      options: recommended,
      findings: [],
    },
  ],
});
