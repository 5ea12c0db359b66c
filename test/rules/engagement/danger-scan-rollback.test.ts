// A migration's downgrade dropping the column its upgrade adds is its rollback (recommended), not a danger.
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

/** A diff that adds `file` whole, as a new migration is added. */
const added = (file: string, lines: string[]) =>
  [`diff --git a/${file} b/${file}`, 'new file mode 100644', 'index 0000000..1111111', '--- /dev/null', `+++ b/${file}`, `@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`), ''].join('\n');

const alembic = (up: string, down: string) => [
  '"""add orders.archived_at"""',
  'from alembic import op',
  '',
  'def upgrade() -> None:',
  `    op.execute("${up}")`,
  '',
  'def downgrade() -> None:',
  `    op.execute("${down}")`,
];
const ADD = 'ALTER TABLE orders ADD COLUMN archived_at timestamptz NULL';
const DROP = 'ALTER TABLE orders DROP COLUMN archived_at';
const goose = ['-- +goose Up', 'ALTER TABLE orders ADD COLUMN IF NOT EXISTS "archived_at" timestamptz;', '', '-- +goose Down', 'ALTER TABLE orders DROP COLUMN IF EXISTS "archived_at";'];
const rails = ['class AddArchivedAt < ActiveRecord::Migration[7.1]', '  def up', '    add_column :orders, :archived_at, :datetime', '  end', '', '  def down', '    execute "ALTER TABLE orders DROP COLUMN archived_at"', '  end', 'end'];
const recommended = { preset: 'recommended' as const };
const FILE = 'migrations/versions/0042_orders_archived_at.py';
const dropAt = (file: string, line: number, column: number) => ({ file, line, column, message: /^sql-drop-column: DROP COLUMN deletes column data/ });

ruleTester(rule, {
  valid: [
    { name: 'recommended: an Alembic downgrade dropping the column its upgrade adds', options: recommended, files: {}, system: fakeSystem({ diff: added(FILE, alembic(ADD, DROP)) }), detail: /^no dangerous operations detected/ },
    { name: 'recommended: a goose SQL migration, quoted names and IF EXISTS', options: recommended, files: {}, system: fakeSystem({ diff: added('db/migrations/0042.sql', goose) }) },
    { name: 'recommended: a Rails migration whose up adds the column by symbol', options: recommended, files: {}, system: fakeSystem({ diff: added('db/migrate/0042_add_archived_at.rb', rails) }) },
  ],
  invalid: [
    {
      name: 'recommended: a downgrade dropping a column its upgrade did not add',
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added(FILE, alembic('ALTER TABLE orders ADD COLUMN archived_by text', DROP)) }),
      findings: [dropAt(FILE, 8, 17)],
    },
    {
      name: 'recommended: an upgrade that drops the column, with a downgrade adding it back',
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added(FILE, alembic(DROP, ADD)) }),
      findings: [dropAt(FILE, 5, 17)],
    },
    {
      name: 'a change git could not give (a shallow clone) is judged neither way: it warns',
      status: 'warn',
      options: recommended,
      files: {},
      system: { ...fakeSystem(), gitBaseProblem: () => ({ detail: 'shallow clone without the base branch main and its history: the change was not scanned', fix: 'Fetch the base branch.' }) },
      detail: /^shallow clone without the base branch main/,
      findings: [],
    },
    {
      name: 'compat: the reference flags the rollback too',
      files: {},
      system: fakeSystem({ diff: added(FILE, alembic(ADD, DROP)) }),
      findings: [dropAt(FILE, 8, 17)],
    },
  ],
});
