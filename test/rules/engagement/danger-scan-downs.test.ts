// migration-empty-down under --preset recommended beyond Python and Ruby: a goose / dbmate / sql-migrate down part
// with nothing after its marker, and a Laravel, TypeORM, Sequelize or knex down function whose body does nothing,
// in real repositories (whether a down part runs to its file's end is read from the diff), in scripts and in a
// handoff's code block. Compat keeps the reference's one-line Python pattern.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { withoutGitVariables } from '../../security/helpers.js';
import { onBranch } from './danger-scan-branch.js';
import { lint } from '../../rule-tester.js';

withoutGitVariables();
const recommended = { preset: 'recommended' as const };


const goose = (down: string) => `-- +goose Up\nALTER TABLE orders ADD COLUMN note text;\n\n-- +goose Down\n${down}`;
const dbmate = (down: string) => `-- migrate:up\nALTER TABLE orders RENAME COLUMN total TO total_rub;\n\n-- migrate:down\n${down}`;
const laravel = (down: string) =>
  `<?php\n\nuse Illuminate\\Database\\Migrations\\Migration;\n\nreturn new class extends Migration\n{\n    public function up(): void\n    {\n        Schema::table('orders', function (Blueprint $table) {\n            $table->renameColumn('total', 'total_rub');\n        });\n    }\n\n    public function down(): void\n    {\n${down}\n    }\n};\n`;
const typeorm = (down: string) =>
  `import { MigrationInterface, QueryRunner } from "typeorm";\n\nexport class RenameTotal1718000000000 implements MigrationInterface {\n    public async up(queryRunner: QueryRunner): Promise<void> {\n        await queryRunner.query(\`ALTER TABLE "orders" RENAME COLUMN "total" TO "total_rub"\`);\n    }\n\n    ${down}\n}\n`;
const sequelize = (down: string) => `'use strict';\nmodule.exports = {\n  async up(queryInterface) {\n    await queryInterface.renameColumn('orders', 'total', 'total_rub');\n  },\n  ${down}\n};\n`;
const knex = (down: string) => `exports.up = async function (knex) {\n  await knex.schema.alterTable('orders', (t) => t.renameColumn('total', 'total_rub'));\n};\n\n${down}\n`;

/** Migrations whose down part rolls nothing back, and the line of its head. */
const empty: Array<[string, string, number]> = [
  ['db/goose/20260610_add_note.sql', goose(''), 4],
  ['db/goose/20260610_add_note.sql', goose('-- +goose StatementBegin\nSELECT \'down SQL query\';\n-- +goose StatementEnd\n'), 4],
  ['db/dbmate/20260610_rename.sql', dbmate(''), 4],
  ['db/dbmate/20260610_rename.sql', dbmate('\n-- nothing to undo\n'), 4],
  ['database/migrations/2026_06_10_000000_rename_total.php', laravel('        //'), 14],
  ['database/migrations/2026_06_10_000000_rename_total.php', laravel("        throw new \\RuntimeException('irreversible');"), 14],
  ['database/migrations/2026_06_10_000000_rename_total.php', laravel("        Schema::table('orders', function (Blueprint $table) {\n            //\n        });"), 14],
  ['src/migration/1718000000000-RenameTotal.ts', typeorm('public async down(queryRunner: QueryRunner): Promise<void> {}'), 8],
  ['src/migration/1718000000000-RenameTotal.ts', typeorm('public async down(queryRunner: QueryRunner): Promise<void> {\n        // no way back\n    }'), 8],
  ['migrations/20260610-rename-total.js', sequelize('async down() {},'), 6],
  ['migrations/20260610-rename-total.js', sequelize('async down (queryInterface, Sequelize) {\n    /**\n     * Add reverting commands here.\n     *\n     * Example:\n     * await queryInterface.renameColumn(\'orders\', \'total_rub\', \'total\');\n     */\n  }'), 6],
  ['migrations/20260610-rename-total.js', sequelize('down: async (queryInterface) => {},'), 6],
  ['migrations/20260610_rename_total.js', knex('exports.down = async function () {};'), 5],
  ['migrations/20260610_rename_total.js', knex('exports.down = function (knex) {\n  return;\n};'), 5],
  ['migrations/20260610_rename_total.js', knex('exports.down = () => Promise.resolve();'), 5],
  ['migrations/20260610_rename_total.ts', knex('export async function down(knex: Knex): Promise<void> {}').replace('exports.up = async function (knex)', 'export async function up(knex: Knex): Promise<void>'), 5],
];
/** The same migrations with a rollback. */
const rolledBack: Array<[string, string]> = [
  ['db/goose/20260610_add_note.sql', goose('ALTER TABLE orders DROP COLUMN note;\n')],
  ['db/goose/20260610_add_note.sql', goose('-- +goose StatementBegin\nALTER TABLE orders DROP COLUMN note;\n-- +goose StatementEnd\n')],
  ['db/dbmate/20260610_rename.sql', dbmate('ALTER TABLE orders RENAME COLUMN total_rub TO total;\n')],
  ['database/migrations/2026_06_10_000000_rename_total.php', laravel("        Schema::table('orders', function (Blueprint $table) {\n            $table->renameColumn('total_rub', 'total');\n        });")],
  ['src/migration/1718000000000-RenameTotal.ts', typeorm('public async down(queryRunner: QueryRunner): Promise<void> {\n        await queryRunner.query(`ALTER TABLE "orders" RENAME COLUMN "total_rub" TO "total"`);\n    }')],
  ['migrations/20260610-rename-total.js', sequelize("async down(queryInterface) {\n    await queryInterface.renameColumn('orders', 'total_rub', 'total');\n  },")],
  ['migrations/20260610_rename_total.js', knex("exports.down = async function (knex) {\n  await knex.schema.alterTable('orders', (t) => t.renameColumn('total_rub', 'total'));\n};")],
  ['migrations/20260610_rename_total.js', knex("exports.down = (knex) => knex.schema.alterTable('orders', (t) => t.renameColumn('total_rub', 'total'));")],
];

describe('danger-scan (recommended): a migration whose down part rolls nothing back, beyond Python and Ruby', () => {
  for (const [file, text, line] of empty) {
    it(`${file}: ${text.split('\n')[line - 1]!.trim()} … is migration-empty-down`, async () => {
      const r = await onBranch({}, { [file]: text });
      expect(r.status, r.detail).toBe('fail');
      expect(r.findings.map((f) => [f.file, f.line, f.message.split(':')[0]])).toEqual([[file, line, 'migration-empty-down']]);
    });
  }

  for (const [file, text] of rolledBack) {
    it(`${file}: a down part that rolls back passes`, async () => {
      const r = await onBranch({}, { [file]: text });
      expect(r.status, r.detail).toBe('pass');
    });
  }

  it('compat: an empty goose down part passes, as the reference reads it', async () => {
    const r = await onBranch({}, { 'db/goose/20260610_add_note.sql': goose('') }, 'compat');
    expect(r.status, r.detail).toBe('pass');
  });

  it('a down marker the change adds above the unchanged statements of its part is no empty part', async () => {
    const file = 'db/goose/20260610_add_note.sql';
    const r = await onBranch({ [file]: '-- +goose Up\nALTER TABLE orders ADD COLUMN note text;\n\n-- Down\nALTER TABLE orders DROP COLUMN note;\n' }, { [file]: goose('ALTER TABLE orders DROP COLUMN note;\n') });
    expect(r.status, r.detail).toBe('pass');
  });

  it('an empty down part the change leaves as it was is not this change\'s', async () => {
    const file = 'db/goose/20260610_add_note.sql';
    const r = await onBranch({ [file]: goose('') }, { [file]: goose('').replace('text', 'varchar(200)') });
    expect(r.status, r.detail).toBe('pass');
  });

  it('an empty down function outside a migration (no up beside it, no migration path) is none', async () => {
    const r = await onBranch({}, { 'src/ui/counter.js': 'export const counter = {\n  value: 0,\n  down() {},\n  reset() {}\n};\n' });
    expect(r.status, r.detail).toBe('pass');
  });

  it('a down function called, not defined, is none', async () => {
    const r = await onBranch({}, { 'migrations/run.js': "const m = require('./20260610');\ndown(knex);\nexports.up = m.up;\n" });
    expect(r.status, r.detail).toBe('pass');
  });
});

describe('danger-scan (recommended): empty down parts in scripts and documents', () => {
  it('a specs script and a migration quoted in a handoff code block', async () => {
    const r = await lint(rule, {
      files: { 'specs/0042.sql': dbmate(''), 'handoff.md': `# Handoff\n## 4. Migration\n\`\`\`sql\n${goose('')}\`\`\`\nThe down part is left for review.\n` },
      options: recommended,
      system: fakeSystem(),
    });
    expect(r.findings.map((f) => [f.file, f.line])).toEqual([
      ['engagement/handoff.md', 7],
      ['engagement/specs/0042.sql', 4],
    ]);
  });
});
