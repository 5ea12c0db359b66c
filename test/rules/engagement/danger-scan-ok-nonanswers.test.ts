// Answers under `## Dangerous-op user OK` that grant nothing yet (--preset recommended): one putting the OK off to another
// ("I'll ask the team lead and get back to you", «Спрошу у тимлида и вернусь»), one hanging it on another's approval
// ("Yes, but only if the team lead approves", «Да, но только если тимлид одобрит») and a question back ("Do we really need
// to deploy to production now?"). An OK only after a backup stands, as a technical gate does, but its «бэкап» records no
// backup: warned of as any OK with none recorded. An OK naming the table it drops a column of grants that table's column
// only, as one naming the table it drops grants that table only, whatever the team's own line of the entry names.
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
const HANDOFF = 'engagement/handoff.md';
const SCOPE = 'engagement/scope-sync.md';
const deployHandoff = { 'handoff.md': '# Handoff\n## 8. Deploy log\nShipped with vercel --prod.\n' };
const section = (...lines: string[]) => ['# Scope sync', '', '## Dangerous-op user OK — 2026-06-10 12:10', ...lines].join('\n');
const deployItem = '- deploy-prod-direct: `vercel --prod` of release 1.0, only after the manager\'s ACCEPT.';
const deploy = (answer: string) => ({ ...deployHandoff, 'scope-sync.md': section(deployItem, `- User (Ирина Лебедева, чат 2026-06-10 12:09): ${answer}`) });
const deployGranted = '1 dangerous op found, each named in scope-sync.md under a `## Dangerous-op user OK` heading, by its id or its command (deploy-prod-direct)';

/** A change adding `file` with `lines`. */
const added = (file: string, ...lines: string[]) =>
  fakeSystem({ diff: [`diff --git a/${file} b/${file}`, 'new file mode 100644', '--- /dev/null', `+++ b/${file}`, `@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`), ''].join('\n') });
const MIGRATION = 'migrations/20260610_drop_legacy_export_flag.sql';
const dropColumn = () => added(MIGRATION, 'ALTER TABLE invoices DROP COLUMN legacy_export_flag;');
const dropTable = () => added(MIGRATION, 'DROP TABLE invoices;');
const BACKUP = '- Backup: снапшот базы `billing-prod-2026-06-10-1150` снят и восстановлен на стейдже 2026-06-10 11:58, проверено dev-devops-engineer.';
const ROLLBACK = '- Rollback: down-часть миграции возвращает колонку со значением по умолчанию false.';
const columnItem = `- sql-drop-column: \`ALTER TABLE invoices DROP COLUMN legacy_export_flag\` в \`${MIGRATION}\`.`;
const column = (answer: string, ...rest: string[]) => ({ 'handoff.md': '# Handoff\n', 'scope-sync.md': section(columnItem, `- User (Ирина Лебедева, чат 2026-06-10 12:03): ${answer}`, ...rest, ROLLBACK) });
const tableItem = `- sql-drop-table: \`DROP TABLE invoices\` в \`${MIGRATION}\`.`;
const table = (answer: string) => ({ 'handoff.md': '# Handoff\n', 'scope-sync.md': section(tableItem, `- User (Ирина Лебедева, чат 2026-06-10 12:03): ${answer}`, BACKUP) });

const why = {
  question: 'only asks the user',
  condition: "grants it only on another's sign-off, approval or review not recorded as given",
  refusal: 'refuses it',
};
/** Answers that grant nothing yet, and why. */
const noOk: Array<[string, keyof typeof why]> = [
  ['«Спрошу у тимлида и вернусь.»', 'condition'],
  ['«Подождите, я уточню у финдиректора.»', 'condition'],
  ['«Да, но только если тимлид одобрит.»', 'condition'],
  ['«А точно нужно сейчас выкатывать в прод?»', 'question'],
  ['"I\'ll ask the team lead and get back to you."', 'condition'],
  ['"Yes, but only if the team lead approves."', 'condition'],
  ['"Do we really need to deploy to production now?"', 'question'],
  ['"OK, but let me check with legal first."', 'condition'],
  ['Do we really need to deploy to production now? (asked back 12:09)', 'question'],
  // Already no OK before: kept so.
  ['"OK, but only after legal signs off."', 'condition'],
  ['«Не сейчас, после релиза 2.4.»', 'refusal'],
];
/** Answers that are the user's OK. */
const okAnswers = [
  '"Yes, go ahead — I checked with the team lead."',
  '«Да, тимлид одобрил, выкатывайте.»',
  '"OK? Yes."',
  '"Yes, go ahead; I\'ll ask the team to watch the dashboards."',
  '"Yes, but only if the team lead approves." — the team lead approved 2026-06-10 12:20.',
  '«Да, но только если тимлид одобрит.» Тимлид одобрил в 12:20.',
  '"Why not?"',
  '«Почему бы и нет?»',
  '"Yes, go ahead if CI is green."',
  '«Да, выкатывайте, если тесты зелёные.»',
  '«Ок, после приёмки выкатывайте.»',
];

ruleTester(rule, {
  valid: [
    ...okAnswers.map((answer) => ({ name: `recommended: ${answer} is the user's OK`, files: deploy(answer), options: recommended, detail: deployGranted })),
    ...noOk.map(([answer]) => ({ name: `compat: ${answer} names the id, as the reference reads it`, files: deploy(answer) })),
    {
      name: 'recommended: an OK only after the backup, the backup recorded in its section',
      files: column('«Да, но только после бэкапа.»', BACKUP),
      system: dropColumn(),
      options: recommended,
    },
    {
      name: 'recommended: a column OK naming the table the migration drops it from («из таблицы `invoices`»)',
      files: column('«Да, удаляйте колонку `legacy_export_flag` из таблицы `invoices`.»', BACKUP),
      system: dropColumn(),
      options: recommended,
    },
    {
      name: 'recommended: a column OK naming the table the migration drops it from ("from the `invoices` table")',
      files: column('"Yes, drop column `legacy_export_flag` from the `invoices` table."', BACKUP),
      system: dropColumn(),
      options: recommended,
    },
    { name: 'recommended: a column OK naming no table grants the column the entry names', files: column('«Да, колонку удаляйте, она никем не читается.»', BACKUP), system: dropColumn(), options: recommended },
    { name: 'recommended: a table OK naming the table the migration drops', files: table('«Да, удаляйте таблицу `invoices`.»'), system: dropTable(), options: recommended },
  ],
  invalid: [
    ...noOk.map(([answer, kind]) => ({
      name: `recommended: ${answer} is no OK (${kind})`,
      files: deploy(answer),
      options: recommended,
      detail: 'dangerous ops without user OK: deploy-prod-direct',
      findings: [{ file: HANDOFF, line: 3, message: new RegExp(`; the \`## Dangerous-op user OK\` entry naming it ${why[kind]} \\(scope-sync\\.md line 5\\)`) }],
    })),
    ...['«Да, но только после бэкапа.»', '"Yes, but only after the backup."', '"OK, once a fresh snapshot is taken."', '«Да, колонку удаляйте.»'].map((answer) => ({
      name: `recommended: ${answer} with no backup recorded warns that none is`,
      status: 'warn' as const,
      files: column(answer),
      system: dropColumn(),
      options: recommended,
      detail: /sql-drop-column is granted with no backup verification recorded \(scope-sync\.md line 4\)$/,
      findings: [{ file: SCOPE, line: 4 }],
    })),
    {
      name: 'recommended: «Да, удаляйте колонку `legacy_export_flag` из таблицы `payments`.» does not grant dropping it from invoices',
      files: column('«Да, удаляйте колонку `legacy_export_flag` из таблицы `payments`.»', BACKUP),
      system: dropColumn(),
      options: recommended,
      detail: 'dangerous ops without user OK: sql-drop-column',
      findings: [{ file: MIGRATION, line: 1, message: /grants dropping payments\.legacy_export_flag only \(scope-sync\.md line 4\), not invoices\.legacy_export_flag$/ }],
    },
    {
      name: 'recommended: "drop column `legacy_export_flag` from the `payments` table" does not grant dropping it from invoices',
      files: column('"Yes, drop column `legacy_export_flag` from the `payments` table."', BACKUP),
      system: dropColumn(),
      options: recommended,
      findings: [{ file: MIGRATION, line: 1, message: /grants dropping payments\.legacy_export_flag only \(scope-sync\.md line 4\), not invoices\.legacy_export_flag$/ }],
    },
    {
      name: 'recommended: an OK naming another table does not grant the drop the entry\'s own line names',
      files: table('«Да, удаляйте таблицу `payments`.»'),
      system: dropTable(),
      options: recommended,
      findings: [{ file: MIGRATION, line: 1, message: /grants dropping payments only \(scope-sync\.md line 4\), not invoices$/ }],
    },
  ],
});
