// Dangerous operations written as a migration tool's or ORM's calls (recommended), their rollbacks,
// and downgrades that roll nothing back however they say so.
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

/** A diff that adds `file` whole, as a new migration is added. */
const added = (file: string, lines: readonly string[]) =>
  [`diff --git a/${file} b/${file}`, 'new file mode 100644', 'index 0000000..1111111', '--- /dev/null', `+++ b/${file}`, `@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`), ''].join('\n');
const recommended = { preset: 'recommended' as const };
const FILE = 'migrations/versions/0042_legacy_orders.py';
const migration = (up: readonly string[], down: readonly string[]) => ['from alembic import op', '', 'def upgrade() -> None:', ...up.map((l) => `    ${l}`), '', 'def downgrade() -> None:', ...down.map((l) => `    ${l}`)];

/** One line of code in an added file, flagged as `id` at `column`. */
const orm: Array<[string, string, string, number]> = [
  ['sql-drop-table', 'app/migrate.py', 'op.drop_table("bestellungen_alt")', 4],
  ['sql-drop-table', 'shop/migrations/0042.py', '        migrations.DeleteModel(name="LegacyOrder"),', 20],
  ['sql-drop-table', 'db/migrate/0042_drop.rb', '    drop_table :legacy_orders', 5],
  ['sql-drop-table', 'migrations/0042.js', "  await knex.schema.dropTableIfExists('legacy_orders');", 21],
  ['sql-drop-table', 'database/migrations/0042.php', "        Schema::dropIfExists('legacy_orders');", 9],
  ['sql-drop-column', 'app/migrate.py', 'op.drop_column("orders", "archived_at")', 4],
  ['sql-drop-column', 'shop/migrations/0043.py', '        migrations.RemoveField(model_name="order", name="archived_at"),', 20],
  ['sql-drop-column', 'db/migrate/0043_remove.rb', '    remove_column :orders, :archived_at', 5],
  ['sql-drop-column', 'migrations/0043.js', "  await queryInterface.removeColumn('orders', 'archived_at');", 24],
  ['sql-delete-without-where', 'app/cleanup.py', 'Order.objects.all().delete()', 6],
  ['sql-delete-without-where', 'app/cleanup.py', 'session.query(Order).delete()', 8],
  ['sql-delete-without-where', 'lib/tasks/cleanup.rb', 'Order.delete_all', 1],
  ['sql-delete-without-where', 'scripts/cleanup.ts', 'await prisma.order.deleteMany({})', 19],
  ['sql-delete-without-where', 'scripts/cleanup.js', "await knex('orders').del()", 7],
  ['sql-delete-without-where', 'scripts/cleanup.js', 'await Order.destroy({ truncate: true })', 12],
];

ruleTester(rule, {
  valid: [
    {
      name: 'recommended: an Alembic downgrade dropping the table its upgrade creates',
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added(FILE, migration(['op.create_table("orders_archive", sa.Column("id", sa.Integer))'], ['op.drop_table("orders_archive")'])) }),
      detail: /^no dangerous operations detected/,
    },
    {
      name: 'recommended: an Alembic downgrade dropping, by call, the column its upgrade adds',
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added(FILE, migration(['op.add_column("orders", sa.Column("archived_at", sa.DateTime()))'], ['op.drop_column("orders", "archived_at")'])) }),
    },
    {
      name: 'recommended: a goose SQL migration whose Down drops the table its Up creates',
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added('db/migrations/0042.sql', ['-- +goose Up', 'CREATE TABLE IF NOT EXISTS public.orders_archive (id bigint);', '', '-- +goose Down', 'DROP TABLE IF EXISTS public.orders_archive;']) }),
    },
    {
      name: 'recommended: a Knex migration whose down drops, on a table builder, the column its up adds',
      options: recommended,
      files: {},
      system: fakeSystem({
        diff: added('migrations/0042.js', ['exports.up = function (knex) {', "  return knex.schema.table('orders', (t) => { t.timestamp('archived_at'); });", '};', 'exports.down = function (knex) {', "  return knex.schema.table('orders', (t) => { t.dropColumn('archived_at'); });", '};']),
      }),
    },
    {
      name: 'recommended: a Rails migration whose down drops the table its up creates',
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added('db/migrate/0042_create_archive.rb', ['class CreateArchive < ActiveRecord::Migration[7.1]', '  def up', '    create_table :orders_archive do |t|', '      t.timestamps', '    end', '  end', '', '  def down', '    drop_table :orders_archive', '  end', 'end']) }),
    },
    {
      name: 'recommended: a Laravel migration creating a table and adding a column, each undone in down()',
      options: recommended,
      files: {},
      system: fakeSystem({
        diff: added('database/migrations/2026_12_01_create_flights.php', [
          '<?php',
          'return new class extends Migration {',
          '    public function up(): void',
          '    {',
          "        Schema::create('flights', function (Blueprint $table) { $table->id(); });",
          "        Schema::table('users', function (Blueprint $table) { $table->string('nickname'); });",
          '    }',
          '    public function down(): void',
          '    {',
          "        Schema::table('users', function (Blueprint $table) { $table->dropColumn('nickname'); });",
          "        Schema::dropIfExists('flights');",
          '    }',
          '};',
        ]),
      }),
    },
    {
      name: 'recommended: an Alembic create_table naming its table on the next line, as autogenerate writes it',
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added(FILE, migration(['op.create_table(', '    "invoice_pdf_cache",', '    sa.Column("id", sa.Integer(), nullable=False),', ')'], ['op.drop_table("invoice_pdf_cache")'])) }),
    },
    {
      name: "recommended: TypeORM's createTable(new Table({ name })) undone by dropTable",
      options: recommended,
      files: {},
      system: fakeSystem({
        diff: added('src/migrations/1700000000000-Cache.ts', [
          'export class Cache1700000000000 implements MigrationInterface {',
          '  public async up(queryRunner: QueryRunner): Promise<void> {',
          '    await queryRunner.createTable(new Table({',
          '      name: "invoice_pdf_cache",',
          '      columns: [{ name: "id", type: "int", isPrimary: true }],',
          '    }));',
          '  }',
          '  public async down(queryRunner: QueryRunner): Promise<void> {',
          '    await queryRunner.dropTable("invoice_pdf_cache");',
          '  }',
          '}',
        ]),
      }),
    },
    {
      name: "recommended: a test's teardown and a document's mention are no operations",
      options: recommended,
      files: {},
      system: fakeSystem({
        diff: [
          added('tests/invoices.test.ts', ['afterEach(() => prisma.invoice.deleteMany())']),
          added('tests/conftest.py', ['    session.query(Invoice).delete()']),
          added('docs/migrations.md', ['Never call Invoice.delete_all in production; `alembic downgrade -1` runs `op.drop_table(...)`.']),
        ].join(''),
      }),
      detail: /^no dangerous operations detected/,
    },
    {
      name: 'recommended: filtered deletes and a downgrade that rolls back',
      options: recommended,
      files: {},
      system: fakeSystem({
        diff: added('app/cleanup.py', ['Order.objects.filter(stale=True).delete()', 'session.query(Order).filter(Order.stale).delete()', 'def downgrade():', '    """Put the column back."""', '    op.add_column("orders", sa.Column("note", sa.Text()))']),
      }),
    },
    {
      name: 'compat: the reference reads SQL only, not a migration tool\'s calls',
      files: {},
      system: fakeSystem({ diff: added(FILE, migration(['pass'], ['op.drop_table("orders")'])) }),
      detail: /^no dangerous operations detected/,
    },
  ],
  invalid: [
    ...orm.map(([id, file, line, column]) => ({
      name: `recommended: ${line.trim()}`,
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added(file, [line]) }),
      detail: `dangerous ops without user OK: ${id}`,
      findings: [{ file, line: 1, column, message: new RegExp(`^${id}: `) }],
    })),
    ...(
      [
        ['a later line saying "where"', 'app/reset_job.rb', ['Session.delete_all', 'Invoice.where(org_id: org.id).update_all(pdf_blob: nil)'], 1],
        ['a log line saying "where"', 'app/reset.py', ['session.query(AuditLog).delete()', 'logger.info("audit wiped, where applicable")'], 8],
      ] as const
    ).map(([what, file, lines, column]) => ({
      name: `recommended: an ORM bulk delete followed by ${what} is still one`,
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added(file, lines) }),
      findings: [{ file, line: 1, column, message: /^sql-delete-without-where: / }],
    })),
    {
      name: 'recommended: a downgrade dropping a table its upgrade did not create',
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added(FILE, migration(['op.create_table("orders_archive", sa.Column("id", sa.Integer))'], ['op.drop_table("orders")'])) }),
      findings: [{ file: FILE, line: 7, column: 8, message: /^sql-drop-table: / }],
    },
    {
      name: 'recommended: an upgrade dropping a table, with a downgrade creating it again',
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added(FILE, migration(['op.drop_table("orders")'], ['op.create_table("orders", sa.Column("id", sa.Integer))'])) }),
      findings: [{ file: FILE, line: 4, column: 8, message: /^sql-drop-table: / }],
    },
    ...(
      [
        ['raise NotImplementedError with a message', ['def downgrade():', '    raise NotImplementedError("no way back")']],
        ['raise of another error', ['def downgrade() -> None:', '    raise RuntimeError("irreversible: restore from backup")']],
        ['a docstring alone', ['def downgrade():', '    """Irreversible: the old rows are gone."""', '', 'x = 1']],
        ['a docstring alone, last in the file', ['def downgrade():', '    """Irreversible."""']],
        ['a docstring over several lines alone', ['def downgrade():', '    """', '    Irreversible.', '    """', 'x = 1']],
        ['a comment and pass', ['def downgrade():', '    # irreversible: the data is gone', '    pass']],
        ["Rails' IrreversibleMigration", ['  def down', '    raise ActiveRecord::IrreversibleMigration', '  end']],
        ["Rails' empty down", ['  def down', '  end']],
      ] as const
    ).map(([what, lines]) => ({
      name: `recommended: a downgrade with no rollback: ${what}`,
      options: recommended,
      files: {},
      system: fakeSystem({ diff: added('migrate/0042.py', lines) }),
      detail: 'dangerous ops without user OK: migration-empty-down',
      findings: [{ file: 'migrate/0042.py', line: 1, column: lines[0].search(/\S/) + 1, message: /^migration-empty-down: down\(\)\/downgrade\(\) has no rollback \(its body only passes, returns or raises\)/ }],
    })),
    {
      name: 'a change git could not give is judged neither way: it warns',
      status: 'warn',
      options: recommended,
      files: {},
      system: { ...fakeSystem(), gitBaseProblem: () => ({ detail: 'shallow clone without the base branch main and its history: the change was not scanned', fix: 'Fetch the base branch.' }) },
      findings: [],
    },
  ],
});
