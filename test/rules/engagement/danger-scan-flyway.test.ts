// A Flyway undo migration is its versioned migration's rollback (--preset recommended): `U7__x.sql` dropping the
// table `V7__x.sql` creates (or the column it adds) is no dangerous operation, as an Alembic downgrade dropping what
// its upgrade creates is none. The versioned migration is the one file of that version in the undo's folder, read
// from disk (in the change or not). A drop of anything else, in an undo or anywhere, still counts; compat reads
// every drop, as the reference does.
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
/** A diff adding each file whole. */
const diffAdding = (files: Record<string, string>) =>
  fakeSystem({
    diff: Object.entries(files)
      .map(([file, text]) => {
        const lines = text.replace(/\n$/, '').split('\n');
        return [`diff --git a/${file} b/${file}`, 'new file mode 100644', 'index 0000000..1111111', '--- /dev/null', `+++ b/${file}`, `@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`), ''].join('\n');
      })
      .join(''),
  });
/** Migrations on disk (beside the engagement folder), those named in `inDiff` added by the change. */
const project = (files: Record<string, string>, inDiff = Object.keys(files)) => ({
  files: { 'handoff.md': '# Handoff\n', ...Object.fromEntries(Object.entries(files).map(([f, t]) => [`../${f}`, t])) },
  system: diffAdding(Object.fromEntries(inDiff.map((f) => [f, files[f]!]))),
});
const V7 = 'CREATE TABLE invoice_tags (invoice_id bigint, tag text);\n';
const U7 = 'DROP TABLE invoice_tags;\n';
const NONE = /^no dangerous operations detected/;
const c20 = {
  'db/migration/V41__events.sql': 'CREATE TABLE events (id bigserial PRIMARY KEY, occurred_at timestamptz NOT NULL);\n',
  'db/migration/V42__partition_events.sql': "CREATE TABLE events_p (LIKE events INCLUDING DEFAULTS) PARTITION BY RANGE (occurred_at);\nSELECT partman.create_parent('public.events_p', 'occurred_at', 'native', 'monthly');\nINSERT INTO events_p SELECT * FROM events;\nALTER TABLE events RENAME TO events_legacy;\nALTER TABLE events_p RENAME TO events;\n",
  'db/migration/U42__partition_events.sql': 'ALTER TABLE events RENAME TO events_p;\nALTER TABLE events_legacy RENAME TO events;\nDROP TABLE events_p CASCADE;\n',
  'db/migration/V43__drop_events_legacy.sql': '-- Runs only after the 7-day verification window.\nDROP TABLE events_legacy;\n',
};
const okLegacy = (backup: boolean) =>
  `# Scope sync\n## Dangerous-op user OK — 2026-06-05 11:20\n- sql-drop-table: \`DROP TABLE events_legacy\` (V43), not before 2026-06-15.\n- User (email 2026-06-05 11:14): "Approved: V43 after a clean week."\n${backup ? '- Backup: base backup restored to a scratch host and row-counted.\n' : ''}`;
const dropAt = (file: string, line: number, column = 1) => ({ file, line, column, message: /^sql-drop-(?:table|column): / });

ruleTester(rule, {
  valid: [
    { name: 'recommended: an undo migration dropping the table its versioned migration creates', options: recommended, ...project({ 'db/migration/V7__invoice_tags.sql': V7, 'db/migration/U7__invoice_tags.sql': U7 }), detail: NONE },
    {
      name: 'recommended: the versioned migration committed before the change, the undo added by it',
      options: recommended,
      ...project({ 'db/migration/V7__invoice_tags.sql': V7, 'db/migration/U7__invoice_tags.sql': U7 }, ['db/migration/U7__invoice_tags.sql']),
      detail: NONE,
    },
    {
      name: 'recommended: versions written as Flyway reads them alike (`U1_1` undoes `V1.1`, `U007` undoes `V7`), quoted and schema-qualified names',
      options: recommended,
      ...project({
        'sql/V1.1__tags.sql': 'CREATE TABLE IF NOT EXISTS public."tags" (id int);\n',
        'sql/U1_1__tags.sql': 'DROP TABLE IF EXISTS public."tags";\n',
        'sql/V7__audit.sql': '/* audit trail */\nCREATE TABLE audit (id int);\n',
        'sql/U007__audit.sql': 'DROP TABLE audit; -- the undo of V7\n',
      }),
      detail: NONE,
    },
    {
      name: 'recommended: an undo dropping the column its versioned migration adds',
      options: recommended,
      ...project({ 'db/migration/V8__archived_at.sql': 'ALTER TABLE orders ADD COLUMN archived_at timestamptz;\n', 'db/migration/U8__archived_at.sql': 'ALTER TABLE orders\n  DROP COLUMN archived_at;\n' }),
      detail: NONE,
    },
    {
      name: "recommended: a partitioning migration's undo and a drop its OK names (by the table): the undo needs no OK of its own",
      options: recommended,
      files: { ...project(c20).files, 'scope-sync.md': okLegacy(true) },
      system: project(c20, Object.keys(c20).filter((f) => !f.includes('V41'))).system,
      detail: /^1 dangerous op found, each named in scope-sync\.md .*\(sql-drop-table\)$/,
    },
  ],
  invalid: [
    {
      name: 'recommended: an undo dropping a table its versioned migration did not create',
      options: recommended,
      ...project({ 'db/migration/V7__invoice_tags.sql': V7, 'db/migration/U7__invoice_tags.sql': 'DROP TABLE invoices;\n' }),
      findings: [dropAt('db/migration/U7__invoice_tags.sql', 1)],
    },
    {
      name: 'recommended: an undo dropping its own table and another in one statement',
      options: recommended,
      ...project({ 'db/migration/V7__invoice_tags.sql': V7, 'db/migration/U7__invoice_tags.sql': 'DROP TABLE invoice_tags, invoices;\n' }),
      findings: [dropAt('db/migration/U7__invoice_tags.sql', 1)],
    },
    {
      name: 'recommended: an undo dropping a column of another table than the one its versioned migration adds it to',
      options: recommended,
      ...project({ 'db/migration/V8__archived_at.sql': 'ALTER TABLE orders ADD COLUMN archived_at timestamptz;\n', 'db/migration/U8__archived_at.sql': 'ALTER TABLE invoices DROP COLUMN archived_at;\n' }),
      findings: [{ file: 'db/migration/U8__archived_at.sql', line: 1, column: 1, message: /^sql-drop-column: / }],
    },
    {
      name: 'recommended: a versioned migration creating the table only in a comment',
      options: recommended,
      ...project({ 'db/migration/V7__invoice_tags.sql': '-- CREATE TABLE invoice_tags (later)\nSELECT 1;\n', 'db/migration/U7__invoice_tags.sql': U7 }),
      findings: [dropAt('db/migration/U7__invoice_tags.sql', 1)],
    },
    {
      name: 'recommended: no versioned migration of that version in the undo\'s folder, another version, or a lower-case prefix',
      options: recommended,
      ...project({ 'db/other/V7__invoice_tags.sql': V7, 'db/migration/U7__invoice_tags.sql': U7, 'db/migration/V70__invoice_tags.sql': V7, 'db/migration/V71__x.sql': V7, 'db/migration/u71__x.sql': U7 }),
      findings: [dropAt('db/migration/U7__invoice_tags.sql', 1), dropAt('db/migration/u71__x.sql', 1)],
    },
    {
      name: 'recommended: a versioned migration dropping the table it creates is no undo',
      options: recommended,
      ...project({ 'db/migration/V7__invoice_tags.sql': `${V7}${U7}` }),
      findings: [dropAt('db/migration/V7__invoice_tags.sql', 2)],
    },
    {
      name: 'recommended: the undo is a rollback, and the drop its OK names is granted with no backup recorded: a warning',
      status: 'warn',
      options: recommended,
      files: { ...project(c20).files, 'scope-sync.md': okLegacy(false) },
      system: project(c20).system,
      findings: [{ file: 'engagement/scope-sync.md', message: /^sql-drop-table is granted here, but/ }],
    },
    {
      name: 'compat: the undo migration\'s DROP TABLE is sql-drop-table, as the reference reads it',
      ...project({ 'db/migration/V7__invoice_tags.sql': V7, 'db/migration/U7__invoice_tags.sql': U7 }),
      findings: [dropAt('db/migration/U7__invoice_tags.sql', 1)],
    },
  ],
});
