// What a user's OK must hold beyond naming its operation (--preset recommended): a timestamp in its heading
// ("under ## Dangerous-op user OK — {timestamp}": warn); a backup recorded for a schema destroyed or rows deleted
// in bulk ("Backup verification required for schema destruction + bulk delete": warn). The OK stands either way.
// Compat looks for neither, as the reference does.
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
const SCOPE = 'engagement/scope-sync.md';
const MIGRATION = 'src/db/migrations/versions/a7c3_orders_archive.py';
/** A diff adding `file` whole. */
const added = (file: string, lines: readonly string[]) =>
  [`diff --git a/${file} b/${file}`, 'new file mode 100644', 'index 0000000..1111111', '--- /dev/null', `+++ b/${file}`, `@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`), ''].join('\n');
const dropColumn = fakeSystem({ diff: added(MIGRATION, ['from alembic import op', '', 'def upgrade():', '    op.drop_column("orders", "legacy_status")']) });
const ITEM = '- sql-drop-column: `op.drop_column("orders", "legacy_status")` in revision a7c3_orders_archive.';
const BACKUP = '- Backup verified: `pg_dump -t orders` restored into a scratch database on 2026-06-04 09:40, checksums equal.';
const HEADING = '## Dangerous-op user OK — 2026-06-04 09:12';
const scope = (heading: string, ...lines: string[]) => ({ 'handoff.md': '# Handoff\n', 'scope-sync.md': ['# Scope sync', '', heading, ...lines].join('\n') });
const granted = '1 dangerous op found, each named in scope-sync.md under a `## Dangerous-op user OK` heading, by its id or its command (sql-drop-column)';

ruleTester(rule, {
  valid: [
    // A timestamp in any common form.
    ...['## Dangerous-op user OK — 2026-06-04', '## Dangerous-op user OK — 2026-06-04T09:12Z', '## Dangerous-op user OK (4 June 2026)', '## Dangerous-op user OK — 04.06.2026 09:12', '## Dangerous-op user OK — 4 июня 2026'].map((heading) => ({
      name: `recommended: ${heading} is dated`,
      files: scope(heading, ITEM, '- User: "Yes."', BACKUP),
      system: dropColumn,
      options: recommended,
      detail: granted,
    })),
    // A backup recorded in any common form, in the entry or the section.
    ...[
      '- Backup: nightly snapshot 2026-06-04 03:00 verified restorable on staging.',
      '- Бэкап: pg_dump от 04.06 09:40 восстановлен на стенде, строки сходятся.',
      '  Point-in-time recovery to 09:30 tested on staging.',
    ].map((backup) => ({ name: `recommended: ${JSON.stringify(backup.trim())} records the backup`, files: scope(HEADING, ITEM, '- User: "Yes."', backup), system: dropColumn, options: recommended, detail: granted })),
    {
      name: 'recommended: a production deploy needs no backup',
      files: { 'handoff.md': '# Handoff\n## 8. Deploy log\nShipped with `vercel --prod`.\n', 'scope-sync.md': ['# Scope sync', HEADING, '- deploy-prod-direct: `vercel --prod` after ACCEPT.', '- User: «Да, выкатывайте.»'].join('\n') },
      options: recommended,
    },
    { name: 'compat: neither a timestamp nor a backup is looked for', files: scope('## Dangerous-op user OK', ITEM, '- User: "Yes."'), system: dropColumn },
  ],
  invalid: [
    {
      name: 'recommended: an OK heading with no timestamp warns, and its OK stands',
      status: 'warn' as const,
      files: scope('## Dangerous-op user OK', ITEM, '- User (chat 2026-06-04 09:10): "Yes, drop legacy_status."', BACKUP),
      system: dropColumn,
      options: recommended,
      detail: `${granted}; the OK heading granting sql-drop-column has no timestamp (scope-sync.md line 3)`,
      fix: /`## Dangerous-op user OK — 2026-06-04 09:12`/,
      findings: [{ file: SCOPE, line: 3, column: 1, message: 'the `## Dangerous-op user OK` heading granting sql-drop-column has no timestamp: the protocol records the user\'s OK "under ## Dangerous-op user OK — {timestamp}"' }],
    },
    {
      name: 'recommended: an OK for a dropped column whose section records no backup warns at the entry',
      status: 'warn' as const,
      files: scope(HEADING, ITEM, '- User (chat 2026-06-04 09:10): "Yes, drop legacy_status."'),
      system: dropColumn,
      options: recommended,
      detail: `${granted}; sql-drop-column is granted with no backup verification recorded (scope-sync.md line 4)`,
      findings: [{ file: SCOPE, line: 4, column: 1, message: /^sql-drop-column is granted here, but its `## Dangerous-op user OK` section records no backup verification: "Backup verification required for schema destruction \+ bulk delete"/ }],
    },
    ...['- Backup: none, the column is unused.', '- No backup taken: the column is unused.', '- Без бэкапа: колонку никто не читает.'].map((note) => ({
      name: `recommended: ${JSON.stringify(note)} says the backup is missing`,
      status: 'warn' as const,
      files: scope(HEADING, ITEM, '- User: "Yes."', note),
      system: dropColumn,
      options: recommended,
      findings: [{ file: SCOPE, line: 4, column: 1, message: /^sql-drop-column is granted here, but/ }],
    })),
    {
      name: 'recommended: a TRUNCATE granted under an undated heading with no backup: both warnings',
      status: 'warn' as const,
      files: { 'specs/m.sql': 'TRUNCATE TABLE audit_log;\n', 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK\n- sql-truncate: user OK in chat ("yes, clear it")\n' },
      options: recommended,
      findings: [
        { file: SCOPE, line: 2, column: 1, message: /^the `## Dangerous-op user OK` heading granting sql-truncate has no timestamp/ },
        { file: SCOPE, line: 3, column: 1, message: /^sql-truncate is granted here, but/ },
      ],
    },
    {
      name: 'recommended: beside an operation with no OK, the granted one\'s missing backup is a warning of the failing check',
      files: { 'specs/m.sql': 'DELETE FROM sessions;\ngit push --force origin main\n', 'scope-sync.md': `# Scope sync\n${HEADING}\n- sql-delete-without-where: user OK in chat ("yes, clear sessions")\n` },
      options: recommended,
      detail: 'dangerous ops without user OK: git-force-push; sql-delete-without-where is granted with no backup verification recorded (scope-sync.md line 3)',
      findings: [
        { file: 'engagement/specs/m.sql', line: 2, column: 1, message: /^git-force-push: / },
        { file: SCOPE, line: 3, column: 1, message: /^sql-delete-without-where is granted here, but/, severity: 'warning' },
      ],
    },
  ],
});
