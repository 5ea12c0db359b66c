// An OK naming in its words what it grants dropping (--preset recommended): a code span (`reporting.weekly_goals_2019`),
// the words after a verb of dropping, its own or the user's ("yes, drop weekly_goals_2019 only"), scope the grant as SQL
// does; a table (column) it keeps ("keep weekly_goals", "do not drop weekly_goals", «не трогать weekly_goals») is never
// granted. sql-drop-column is scoped too, by table and column. An entry naming no table grants by the id, as before.
// Compat takes the id anywhere, as the reference does.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
/** A change adding `file` with `lines`. */
const added = (file: string, ...lines: string[]) =>
  fakeSystem({ diff: [`diff --git a/${file} b/${file}`, 'new file mode 100644', '--- /dev/null', `+++ b/${file}`, `@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`), ''].join('\n') });
const DROP = 'migrations/0043.sql';
/** The finding's change: `DROP TABLE reporting.weekly_goals;` (line 2). */
const dropWeeklyGoals = () => added(DROP, '-- 0043', 'DROP TABLE reporting.weekly_goals;');
const COLUMN = 'migrations/0042_drop_legacy_flag.sql';
/** `ALTER TABLE reporting.weekly_goals DROP COLUMN legacy_flag;` (line 3). */
const dropLegacyFlag = () => added(COLUMN, '-- 0042_drop_legacy_flag.sql', 'BEGIN;', 'ALTER TABLE reporting.weekly_goals DROP COLUMN legacy_flag;', 'COMMIT;');
const ok = (...lines: string[]) => ({ 'handoff.md': '# Handoff\n', 'scope-sync.md': ['# Scope sync', '', '## Dangerous-op user OK — 2026-06-03 10:12', ...lines].join('\n') });
const BACKUP = 'Backup: pg_dump 10:05.';
const quoteOk = ok(`- sql-drop-table — user: "yes, drop weekly_goals_2019 only, keep weekly_goals" (10:11). ${BACKUP}`);
const spanOk = ok(`- sql-drop-table for \`reporting.weekly_goals_2019\`: user: "yes, drop the 2019 archive" (10:11). ${BACKUP}`);
const entry = (words: string) => ok(`- sql-drop-table — user: "${words}" (10:11). ${BACKUP}`);
const finding = (message: RegExp) => [{ file: DROP, line: 2, column: 1, message }];
const columnFinding = (message: RegExp) => [{ file: COLUMN, line: 3, column: 1, message }];

ruleTester(rule, {
  valid: [
    { name: 'recommended: an OK naming in its words the table the change drops', files: entry('yes, drop weekly_goals'), system: dropWeeklyGoals(), options: recommended },
    { name: 'recommended: the table named with its schema, in a code span', files: ok(`- sql-drop-table for \`reporting.weekly_goals\`: user: "yes" (10:11). ${BACKUP}`), system: dropWeeklyGoals(), options: recommended },
    { name: 'recommended: a name quoted in its code span, in another case', files: ok(`- sql-drop-table for \`"Reporting"."Weekly_Goals"\`: user OK (10:11). ${BACKUP}`), system: dropWeeklyGoals(), options: recommended },
    { name: 'recommended: the user names the dropped table among others', files: entry('yes, drop weekly_goals_2019 and weekly_goals'), system: dropWeeklyGoals(), options: recommended },
    { name: 'recommended: «удалить таблицу …» naming the dropped table', files: ok(`- sql-drop-table — пользователь: «да, удалить таблицу weekly_goals» (10:11). ${BACKUP}`), system: dropWeeklyGoals(), options: recommended },
    ...['yes, drop it', 'yes, drop the table', 'yes, drop the 2019 archive', 'yes, drop only the archive, it is old', 'drop not only weekly_goals_2019 but also weekly_goals'].map((words) => ({
      name: `recommended: words naming no table grant by the id ("${words}")`,
      files: entry(words),
      system: dropWeeklyGoals(),
      options: recommended,
    })),
    { name: 'recommended: a backup\'s tool in a code span names no table', files: ok('- sql-drop-table — user: "yes" (10:11). Backup: `pg_dump` 10:05, file `weekly_goals.sql`.'), system: dropWeeklyGoals(), options: recommended },
    ...['Data moved to `weekly_goals_v2` first.', 'Then re-create `weekly_goals_v2`.', 'Rollback: restore from `weekly_goals_backup_0603`.', '`DATABASE_URL` points at production; file `migrations/0043.sql`.', 'Later, `weekly_goals_2019` too.'].map((words) => ({
      name: `recommended: a code span no verb or "for" governs grants nothing by itself (${words})`,
      files: ok(`- sql-drop-table — user: "yes" (10:11). ${words} ${BACKUP}`),
      system: dropWeeklyGoals(),
      options: recommended,
    })),
    { name: 'recommended: a list of code spans after "for"', files: ok(`- sql-drop-table for \`weekly_goals_2019\`, \`reporting.weekly_goals\`: user OK (10:11). ${BACKUP}`), system: dropWeeklyGoals(), options: recommended },
    ...['yes, drop weekly_goals, but keep the weekly_goals data in the warehouse', 'no need to keep weekly_goals', 'do not forget to drop weekly_goals', 'yes, drop weekly_goals; do not touch weekly_goals_2019', 'weekly_goals is not needed, drop it'].map((words) => ({
      name: `recommended: words that keep no table the change drops ("${words}")`,
      files: entry(words),
      system: dropWeeklyGoals(),
      options: recommended,
    })),
    { name: 'recommended: "keep a backup of …" keeps no table', files: entry('yes, drop weekly_goals but keep a backup of weekly_goals for 30 days'), system: dropWeeklyGoals(), options: recommended },
    {
      name: 'recommended: several entries grant what each grants, together',
      files: ok(`- sql-drop-table — user: "drop weekly_goals_2019" (10:11). ${BACKUP}`, `- sql-drop-table for \`weekly_goals\`: user OK (10:14).`),
      system: dropWeeklyGoals(),
      options: recommended,
    },
    { name: 'recommended: sql-drop-column granted by its column, in the user\'s words', files: ok(`- sql-drop-column: user approved in chat 10:11 («да, дропай legacy_flag»). ${BACKUP}`), system: dropLegacyFlag(), options: recommended },
    { name: 'recommended: sql-drop-column granted on its table', files: ok(`- sql-drop-column on \`reporting.weekly_goals\`: user approved 10:11. ${BACKUP}`), system: dropLegacyFlag(), options: recommended },
    { name: 'recommended: sql-drop-column granted by table.column, the schema left out', files: ok(`- sql-drop-column on \`weekly_goals.legacy_flag\`: user approved 10:11. ${BACKUP}`), system: dropLegacyFlag(), options: recommended },
    { name: 'recommended: sql-drop-column granted by its statement', files: ok(`- \`ALTER TABLE reporting.weekly_goals DROP COLUMN legacy_flag\`: user approved in chat 10:11. ${BACKUP}`), system: dropLegacyFlag(), options: recommended },
    { name: 'recommended: sql-drop-column granted with no name', files: ok(`- sql-drop-column: user: "yes, drop it" (10:11). ${BACKUP}`), system: dropLegacyFlag(), options: recommended },
    ...[quoteOk, spanOk, ok(`- sql-drop-column on \`reporting.weekly_goals_old.legacy_flag\`: user approved 10:11. ${BACKUP}`)].map((files, i) => ({
      name: `compat: the id anywhere in scope-sync.md, as the reference reads it (${i + 1})`,
      files,
      system: i === 2 ? dropLegacyFlag() : dropWeeklyGoals(),
    })),
  ],
  invalid: [
    {
      name: 'recommended: the user grants weekly_goals_2019 only and keeps weekly_goals; the change drops weekly_goals',
      files: quoteOk,
      system: dropWeeklyGoals(),
      options: recommended,
      detail: 'dangerous ops without user OK: sql-drop-table',
      findings: finding(/; the `## Dangerous-op user OK` entry naming it grants dropping weekly_goals_2019 only \(scope-sync\.md line 4\), not reporting\.weekly_goals, and says to keep weekly_goals$/),
    },
    {
      name: 'recommended: an OK for the table in a code span, the change dropping another',
      files: spanOk,
      system: dropWeeklyGoals(),
      options: recommended,
      findings: finding(/grants dropping reporting\.weekly_goals_2019 only \(scope-sync\.md line 4\), not reporting\.weekly_goals$/),
    },
    {
      name: 'recommended: an OK in SQL for another table (the schema shown)',
      files: ok(`- sql-drop-table: \`DROP TABLE reporting.weekly_goals_2019\` — user: "yes" (10:11). ${BACKUP}`),
      system: dropWeeklyGoals(),
      options: recommended,
      findings: finding(/grants dropping reporting\.weekly_goals_2019 only \(scope-sync\.md line 4\), not reporting\.weekly_goals$/),
    },
    {
      name: 'recommended: the table the OK names has a schema of its own',
      files: ok(`- sql-drop-table for \`staging.weekly_goals\`: user OK (10:11). ${BACKUP}`),
      system: dropWeeklyGoals(),
      options: recommended,
      findings: finding(/grants dropping staging\.weekly_goals only \(scope-sync\.md line 4\), not reporting\.weekly_goals$/),
    },
    {
      name: 'recommended: «удалить таблицу weekly_goals_2019» grants that table only',
      files: ok(`- sql-drop-table — пользователь: «да, удалить таблицу weekly_goals_2019» (10:11). ${BACKUP}`),
      system: dropWeeklyGoals(),
      options: recommended,
      findings: finding(/grants dropping weekly_goals_2019 only \(scope-sync\.md line 4\), not reporting\.weekly_goals$/),
    },
    {
      name: 'recommended: a pattern (`weekly_goals_*`) grants no table, and "except" keeps one',
      files: entry('drop weekly_goals_*, except weekly_goals'),
      system: dropWeeklyGoals(),
      options: recommended,
      findings: finding(/says to keep weekly_goals \(scope-sync\.md line 4\), not to drop reporting\.weekly_goals$/),
    },
    ...['OK, but do not drop weekly_goals', 'yes — not weekly_goals', 'да, но не трогать weekly_goals', 'yes; weekly_goals stays', "yes, drop them, don't touch the weekly_goals table", 'we need to keep weekly_goals', 'weekly_goals is not to be dropped', 'drop all tables except weekly_goals'].map((words) => ({
      name: `recommended: an OK that keeps the table ("${words}")`,
      files: entry(words),
      system: dropWeeklyGoals(),
      options: recommended,
      findings: finding(/; the `## Dangerous-op user OK` entry naming it says to keep weekly_goals \(scope-sync\.md line 4\), not to drop reporting\.weekly_goals$/),
    })),
    {
      name: 'recommended: «удали weekly_goals_2019, weekly_goals оставь»: the table kept by a verb after it',
      files: ok(`- sql-drop-table — пользователь: «удали weekly_goals_2019, weekly_goals оставь» (10:11). ${BACKUP}`),
      system: dropWeeklyGoals(),
      options: recommended,
      findings: finding(/grants dropping weekly_goals_2019 only \(scope-sync\.md line 4\), not reporting\.weekly_goals, and says to keep weekly_goals$/),
    },
    {
      name: 'recommended: an entry naming no table does not undo what another keeps',
      files: ok('- sql-drop-table — user: "drop weekly_goals_2019, keep weekly_goals" (10:11).', `- sql-drop-table: ${BACKUP}`),
      system: dropWeeklyGoals(),
      options: recommended,
      findings: finding(/grants dropping weekly_goals_2019 only \(scope-sync\.md line 4\), not reporting\.weekly_goals, and says to keep weekly_goals$/),
    },
    {
      name: 'recommended: the user\'s answer below the entry keeps the table',
      files: ok(`- sql-drop-table for \`weekly_goals_2019\`. ${BACKUP}`, '- User (10:11): "Yes. Do not drop `weekly_goals`."'),
      system: dropWeeklyGoals(),
      options: recommended,
      findings: finding(/grants dropping weekly_goals_2019 only \(scope-sync\.md line 4\), not reporting\.weekly_goals, and says to keep weekly_goals$/),
    },
    {
      name: 'recommended: sql-drop-column granted on another table\'s column (schema.table.column)',
      files: ok(`- sql-drop-column on \`reporting.weekly_goals_old.legacy_flag\`: user approved 10:11. ${BACKUP}`),
      system: dropLegacyFlag(),
      options: recommended,
      detail: 'dangerous ops without user OK: sql-drop-column',
      findings: columnFinding(/; the `## Dangerous-op user OK` entry naming it grants dropping reporting\.weekly_goals_old\.legacy_flag only \(scope-sync\.md line 4\), not reporting\.weekly_goals\.legacy_flag$/),
    },
    {
      name: 'recommended: sql-drop-column granted for another column',
      files: ok(`- sql-drop-column — user: "yes, drop weekly_goals.old_flag" (10:11). ${BACKUP}`),
      system: dropLegacyFlag(),
      options: recommended,
      findings: columnFinding(/grants dropping weekly_goals\.old_flag only \(scope-sync\.md line 4\), not reporting\.weekly_goals\.legacy_flag$/),
    },
    {
      name: 'recommended: sql-drop-column keeping the column it drops',
      files: ok(`- sql-drop-column — user: "yes, but keep legacy_flag" (10:11). ${BACKUP}`),
      system: dropLegacyFlag(),
      options: recommended,
      findings: columnFinding(/says to keep legacy_flag \(scope-sync\.md line 4\), not to drop reporting\.weekly_goals\.legacy_flag$/),
    },
    {
      name: 'recommended: a DROP COLUMN below its ALTER TABLE is read against its table',
      files: ok(`- sql-drop-column on \`weekly_goals_old.legacy_flag\`: user approved 10:11. ${BACKUP}`),
      system: added(COLUMN, 'ALTER TABLE reporting.weekly_goals', '  DROP COLUMN legacy_flag;'),
      options: recommended,
      findings: [{ file: COLUMN, line: 2, column: 3, message: /grants dropping weekly_goals_old\.legacy_flag only \(scope-sync\.md line 4\), not weekly_goals\.legacy_flag$/ }],
    },
    {
      name: 'recommended: a migration tool\'s drop_column call is read against its table',
      files: ok(`- sql-drop-column on \`weekly_goals_old.legacy_flag\`: user approved 10:11. ${BACKUP}`),
      system: added('migrations/versions/0042_drop_flag.py', 'from alembic import op', '', 'def upgrade():', '    op.drop_column("weekly_goals", "legacy_flag", schema="reporting")'),
      options: recommended,
      findings: [{ file: 'migrations/versions/0042_drop_flag.py', line: 4, message: /grants dropping weekly_goals_old\.legacy_flag only \(scope-sync\.md line 4\), not reporting\.weekly_goals\.legacy_flag$/ }],
    },
    {
      name: 'recommended: an OK under a heading with no timestamp naming the dropped table in prose warns of the heading alone',
      status: 'warn',
      files: { 'handoff.md': '# Handoff\n', 'scope-sync.md': `# Scope sync\n\n## Dangerous-op user OK\n- sql-drop-table — user: "yes, drop weekly_goals" (10:11). ${BACKUP}\n` },
      system: dropWeeklyGoals(),
      options: recommended,
      findings: [{ file: 'engagement/scope-sync.md', line: 3 }],
    },
  ],
});

// Its time on 100,000 such entries (10 MB) is measured in bench/hostile.mjs (danger-ok-prose-100k-entries-naming-tables).
describe('danger-scan (recommended): many OK entries naming tables in words, and an entry of hostile runs', () => {
  it('names the first of the tables granted and the table dropped', async () => {
    const line = (i: number) => `- sql-drop-table — user: "drop weekly_goals_${i}, \`reporting.weekly_goals_${i}\`, keep the t_${i} table"; not wg_x${i}.`;
    const entries = Array.from({ length: 2_000 }, (_, i) => line(i));
    const files = ok(...entries, `- sql-drop-table — user: "drop drop drop ${'the '.repeat(2_000)}\`${'`'.repeat(500)}${'a_'.repeat(2_000)} drop weekly_goals_2019"`);
    const r = await lint(rule, { files, system: dropWeeklyGoals(), options: recommended });
    expect(r.status).toBe('fail');
    expect(r.findings[0]?.message).toMatch(/grants dropping weekly_goals_0, reporting\.weekly_goals_0, weekly_goals_1, reporting\.weekly_goals_1, weekly_goals_2, … only \(scope-sync\.md line 4\), not reporting\.weekly_goals$/);
  });
});
