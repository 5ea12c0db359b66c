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
    {
      name: 'recommended: a Knex migration in TypeScript (export async function up / down), SQL through knex.raw',
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added('migrations/0042.ts', ['import { Knex } from "knex";', 'export async function up(knex: Knex): Promise<void> {', '  await knex.raw(`ALTER TABLE users ADD COLUMN nickname text`);', '}', 'export async function down(knex: Knex): Promise<void> {', '  await knex.raw(`ALTER TABLE users DROP COLUMN nickname`);', '}']) }),
    },
    {
      name: 'recommended: an Alembic op.add_column and a schema-qualified, multi-line DROP COLUMN in the downgrade',
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added(FILE, ['def upgrade():', '    op.add_column("orders", sa.Column("archived_at", sa.DateTime()))', 'def downgrade():', '    op.execute("""ALTER TABLE public.orders', '        DROP COLUMN archived_at""")']) }),
    },
    {
      name: 'recommended: a goose migration whose up part writes ALTER and TABLE on two lines: its down part is still its rollback',
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added('db/migrations/0043.sql', ['-- +goose Up', 'ALTER', '  TABLE orders ADD COLUMN archived_at timestamptz;', '', '-- +goose Down', 'ALTER TABLE orders DROP COLUMN archived_at;']) }),
      detail: /^no dangerous operations detected/,
    },
    {
      name: 'recommended: a down part dropping, with ALTER and TABLE on two lines, the column its up part adds',
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added('db/migrations/0044.sql', ['-- +goose Up', 'ALTER TABLE orders ADD COLUMN archived_at timestamptz;', '', '-- +goose Down', 'ALTER', '  TABLE orders', '  DROP COLUMN archived_at;']) }),
      detail: /^no dangerous operations detected/,
    },
    {
      // An arrow whose body is one expression holds its part's code on the part's own first line.
      name: 'recommended: a Knex migration of expression-bodied arrows, the down dropping the table the up creates',
      options: recommended,
      files: {},
      system: fakeSystem({
        diff: added('migrations/20260612_create_password_reset_tokens.js', [
          'exports.up = (knex) => knex.schema.createTable("password_reset_tokens", (t) => {',
          '  t.string("token_hash", 64).primary();',
          '});',
          'exports.down = (knex) => knex.schema.dropTable("password_reset_tokens");',
        ]),
      }),
      detail: /^no dangerous operations detected/,
    },
  ],
  invalid: [
    {
      name: 'recommended: an expression-bodied down dropping a table its up did not create',
      options: recommended,
      files: {},
      system: fakeSystem({
        diff: added('migrations/0043.js', ['exports.up = (knex) => knex.schema.createTable("reset_tokens", (t) => t.string("h"));', 'exports.down = (knex) => knex.schema.dropTable("users");']),
      }),
      findings: [{ file: 'migrations/0043.js', line: 2, message: /^sql-drop-table/ }],
    },
    {
      name: 'recommended: an expression-bodied up dropping a table is no rollback',
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added('migrations/0044.js', ['exports.up = (knex) => knex.schema.dropTable("legacy_orders");', 'exports.down = (knex) => knex.schema.createTable("legacy_orders", (t) => t.increments());']) }),
      findings: [{ file: 'migrations/0044.js', line: 1, message: /^sql-drop-table/ }],
    },
    {
      name: 'recommended: a downgrade dropping a list of tables, its upgrade creating only the first',
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added(FILE, ['def upgrade():', '    op.execute("CREATE TABLE reset_tokens (h text)")', 'def downgrade():', '    op.execute("DROP TABLE reset_tokens, users")']) }),
      findings: [{ file: FILE, line: 4, column: 17, message: /^sql-drop-table: / }],
    },
    {
      name: 'recommended: a downgrade dropping a column its upgrade did not add',
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added(FILE, alembic('ALTER TABLE orders ADD COLUMN archived_by text', DROP)) }),
      findings: [dropAt(FILE, 8, 17)],
    },
    // What passed for a rollback and is none: each a real drop, under recommended.
    ...(
      [
        ['the column added to another table', ['def upgrade():', '    op.execute("ALTER TABLE users ADD COLUMN nickname text")', 'def downgrade():', '    op.execute("ALTER TABLE accounts DROP COLUMN nickname")'], 4],
        ['the ADD only in a comment, or in a log line', ['def upgrade():', '    # ALTER TABLE users ADD COLUMN email text', '    logging.info("ALTER TABLE users ADD COLUMN email text")', 'def downgrade():', '    op.execute("ALTER TABLE users DROP COLUMN email")'], 5],
        ['two drops in one statement, one of them no rollback', ['def upgrade():', '    op.execute("ALTER TABLE users ADD COLUMN nickname text")', 'def downgrade():', '    op.execute("ALTER TABLE users DROP COLUMN nickname, DROP COLUMN email")'], 4],
        ["a second migration's downgrade dropping what only the first adds", ['class M1:', '    def upgrade(self):', '        op.execute("ALTER TABLE users ADD COLUMN nickname text")', '    def downgrade(self):', '        op.execute("ALTER TABLE users DROP COLUMN nickname")', 'class M2:', '    def upgrade(self):', '        op.execute("SELECT 1")', '    def downgrade(self):', '        op.execute("ALTER TABLE users DROP COLUMN nickname")'], 10, 21],
      ] as const
    ).map(([what, lines, line, column = 17]) => ({
      name: `recommended: ${what}`,
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added(FILE, [...lines]) }),
      findings: [dropAt(FILE, line, column)],
    })),
    {
      name: 'recommended: a DROP COLUMN on the line below its ALTER TABLE (compat reads one line, as the reference)',
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added(FILE, ['def upgrade():', '    op.execute("""', '        ALTER TABLE accounts', '            DROP COLUMN ssn', '    """)', 'def downgrade():', '    op.execute("ALTER TABLE accounts ADD COLUMN ssn text")']) }),
      findings: [{ file: FILE, line: 4, column: 13, message: /^sql-drop-column: DROP COLUMN deletes column data — "DROP COLUMN ssn"/ }],
    },
    {
      name: 'recommended: ALTER, TABLE and DROP COLUMN each on a line of their own, outside any migration part',
      options: recommended,
      files: { 'specs/cleanup.sql': 'ALTER\n  TABLE accounts\n  DROP COLUMN ssn;\n' },
      system: fakeSystem(),
      findings: [{ file: 'engagement/specs/cleanup.sql', line: 3, column: 3, message: /^sql-drop-column: DROP COLUMN deletes column data — "DROP COLUMN ssn;"/ }],
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
