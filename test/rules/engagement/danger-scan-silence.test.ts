// "Silence is NOT consent" (--preset recommended): an entry under `## Dangerous-op user OK` recording that the
// user was told and did not object, or did not answer, grants nothing unless it holds the user's words granting it.
// Compat takes the id anywhere, as the reference does.
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
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

/** Answers that record the user's silence, not the user's words; the 1-based line of scope-sync.md saying so, and the words. */
const silent: Array<[string[], number, string]> = [
  [[ITEM, '- User was told on 2026-06-04 and did not object within 24 h.', BACKUP], 5, 'did not object'],
  [[ITEM, '', 'Told the user in chat 2026-06-04 09:10; no reply within 24 h, so we went ahead.', BACKUP], 6, 'no reply within'],
  [['- sql-drop-column: asked the user 09:10, nobody objected by the deadline.', BACKUP], 4, 'nobody objected'],
  [[ITEM, '- No objection received by 2026-06-05 09:10: treated as approval.', BACKUP], 5, 'No objection received'],
  [[ITEM, '- The user remained silent; implied consent.', BACKUP], 5, 'silent'],
  [[ITEM, '- Пользователь уведомлён 04.06 в 09:10, возражений не поступило.', BACKUP], 5, 'возражений не поступило'],
  [[ITEM, '- Пользователь не возразил в течение суток.', BACKUP], 5, 'не возразил'],
];
/** Answers in the user's words, some beside a note of someone else's silence. */
const spoken: string[][] = [
  [ITEM, '- User (Ilya Petrov, chat 2026-06-04 09:10): "Yes, go ahead, nobody has read it since 2023."', BACKUP],
  [ITEM, '- Пользователь (чат 2026-06-04 09:10): «Да, удаляйте колонку.»', BACKUP],
  [ITEM, '', '> Yes — drop legacy_status.', BACKUP],
  [ITEM, '- User (chat 09:10): "Yes, go ahead." Ops did not object either.', BACKUP],
  ['- sql-drop-column: approved by the user in chat 09:10 (no objection raised by ops within the hour).', BACKUP],
  [ITEM, '- User: no objections, drop it.', BACKUP],
  [ITEM, "- User (chat 09:10): 'Yes, go ahead.' Nobody else objected.", BACKUP],
  ['- sql-drop-column: user OK in chat 09:10 (silence is not consent, so we asked outright).', BACKUP],
];

ruleTester(rule, {
  valid: [
    ...spoken.map((lines) => ({ name: `recommended: ${JSON.stringify(lines.slice(1, -1))} is the user's OK`, files: scope(HEADING, ...lines), system: dropColumn, options: recommended, detail: granted })),
    ...silent.map(([lines]) => ({ name: `compat: ${JSON.stringify(lines.slice(0, -1))} names the id, which is the OK as the reference reads it`, files: scope(HEADING, ...lines), system: dropColumn })),
  ],
  invalid: [
    ...silent.map(([lines, line, words]) => ({
      name: `recommended: ${JSON.stringify(lines.slice(0, -1))} records silence, which is no OK`,
      files: scope(HEADING, ...lines),
      system: dropColumn,
      options: recommended,
      detail: 'dangerous ops without user OK: sql-drop-column',
      findings: [{ file: MIGRATION, line: 4, column: 8, message: `; the \`## Dangerous-op user OK\` entry naming it records the user's silence ("${words}", scope-sync.md line ${line}), not the user's words: silence is not consent, so it is no OK` }],
    })),
    {
      name: 'recommended: the user\'s words in a clone without its base: a warning, not a pass',
      status: 'warn' as const,
      files: { ...scope(HEADING, ...spoken[0]!.map((l) => l.replace('op.drop_column("orders", "legacy_status")', 'ALTER TABLE orders DROP COLUMN legacy_status;'))), 'specs/m.sql': 'ALTER TABLE orders DROP COLUMN legacy_status;\n' },
      options: recommended,
      system: { ...fakeSystem(), gitBaseProblem: () => ({ detail: 'shallow clone without the base branch main and its history: the change was not scanned', fix: 'Fetch the base branch.' }) },
      detail: /; 1 dangerous op found, each named in scope-sync\.md under a `## Dangerous-op user OK` heading, by its id or its command \(sql-drop-column\)$/,
    },
  ],
});
