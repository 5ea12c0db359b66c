// A SQL file's comments run nothing (--preset recommended): "-- DELETE by partition instead of TRUNCATE" in a .sql
// file is no TRUNCATE. `--` and `/* … */` (over lines too) are comments, and so is MySQL's `#` where a statement
// starts; a statement before a trailing comment still counts, and so does one after a comment on its line. Where
// the reading is unsure (a `/*` never closed, a hunk whose comment opens above it) the text is code. Compat reads
// every line, as the reference does.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
/** A diff adding each file whole. */
const added = (files: Record<string, readonly string[]>) =>
  fakeSystem({
    diff: Object.entries(files)
      .map(([file, lines]) => [`diff --git a/${file} b/${file}`, 'new file mode 100644', 'index 0000000..1111111', '--- /dev/null', `+++ b/${file}`, `@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`), ''].join('\n'))
      .join(''),
  });
/** A diff of a changed file: one hunk showing `context` from line `first`, then the lines it adds. */
const changed = (file: string, first: number, context: readonly string[], lines: readonly string[]) =>
  fakeSystem({
    diff: [`diff --git a/${file} b/${file}`, 'index 1111111..2222222 100644', `--- a/${file}`, `+++ b/${file}`, `@@ -${first},${context.length} +${first},${context.length + lines.length} @@`, ...context.map((l) => ` ${l}`), ...lines.map((l) => `+${l}`), ''].join('\n'),
  });
const reload = ['-- Idempotent reload of one day.', '-- DELETE by partition instead of TRUNCATE so other days stay intact.', 'BEGIN;', 'DELETE FROM analytics.events_daily', " WHERE event_date = '{{ ds }}';", 'COMMIT;'];
const NONE = /^no dangerous operations detected/;

ruleTester(rule, {
  valid: [
    { name: 'recommended: a `--` comment naming TRUNCATE above a DELETE with its WHERE', options: recommended, files: { 'handoff.md': '# Handoff\n' }, system: added({ 'sql/load_events.sql': reload }), detail: NONE },
    {
      name: 'recommended: statements inside a `/* … */` comment over lines, and in one on a single line',
      options: recommended,
      files: { 'handoff.md': '# Handoff\n' },
      system: added({ 'sql/cleanup.sql': ['/*', '  The old job ran:', '  TRUNCATE TABLE events_daily;', '  DROP TABLE events_old;', '*/', '/* DROP TABLE events_2019; */ SELECT 1;', "INSERT INTO log VALUES ('done');"] }),
      detail: NONE,
    },
    {
      name: "recommended: MySQL's `#` comment at a file's start and after a statement's `;`",
      options: recommended,
      files: { 'handoff.md': '# Handoff\n' },
      system: added({ 'db/reload.sql': ['# TRUNCATE TABLE events_daily; was the old way', "DELETE FROM events_daily WHERE d = '2026-06-01';", 'SELECT 1; # then DROP TABLE events_old; by hand'] }),
      detail: NONE,
    },
    {
      name: 'recommended: a specs script read whole, its comments naming operations',
      options: recommended,
      files: { 'handoff.md': '# Handoff\n', 'specs/backfill.sql': '/* Not: TRUNCATE TABLE events;\n   nor DROP TABLE events; */\n-- DELETE FROM events; would wipe every day\nSELECT count(*) FROM events;\n' },
      system: fakeSystem(),
      detail: NONE,
    },
  ],
  invalid: [
    {
      name: 'recommended: a statement followed by a trailing comment on its line still counts',
      options: recommended,
      files: { 'handoff.md': '# Handoff\n' },
      system: added({ 'sql/reset.sql': ['TRUNCATE TABLE events_daily; -- reload every day'] }),
      findings: [{ file: 'sql/reset.sql', line: 1, column: 1, message: /^sql-truncate: TRUNCATE clears a table — "TRUNCATE TABLE events_daily; -- reload every day"/ }],
    },
    {
      name: 'recommended: a statement after a comment on its line counts, at its own column',
      options: recommended,
      files: { 'handoff.md': '# Handoff\n' },
      system: added({ 'sql/reset.sql': ['SELECT 1;', '/* not TRUNCATE TABLE a */ TRUNCATE TABLE b;'] }),
      findings: [{ file: 'sql/reset.sql', line: 2, column: 28, message: /^sql-truncate: / }],
    },
    {
      name: 'recommended: `--` inside a quoted string opens no comment',
      options: recommended,
      files: { 'handoff.md': '# Handoff\n' },
      system: added({ 'sql/reset.sql': ["SELECT '-- not a comment', 'it''s'; TRUNCATE TABLE t;"] }),
      findings: [{ file: 'sql/reset.sql', line: 1, column: 37, message: /^sql-truncate: / }],
    },
    {
      name: "recommended: a `#` inside a statement is Postgres' XOR, no comment",
      options: recommended,
      files: { 'handoff.md': '# Handoff\n' },
      system: added({ 'sql/xor.sql': ['SELECT a', '# b FROM t; DROP TABLE x;'] }),
      findings: [{ file: 'sql/xor.sql', line: 2, column: 13, message: /^sql-drop-table: / }],
    },
    {
      name: 'recommended: a `/*` never closed hides nothing below it',
      options: recommended,
      files: { 'handoff.md': '# Handoff\n' },
      system: added({ 'sql/open.sql': ['/* cleanup', 'DROP TABLE events_old;'] }),
      findings: [{ file: 'sql/open.sql', line: 2, column: 1, message: /^sql-drop-table: / }],
    },
    {
      name: 'recommended: a hunk inside a comment opened above it (not shown) is read as code',
      options: recommended,
      files: { 'handoff.md': '# Handoff\n' },
      system: changed('sql/old.sql', 20, ['  notes'], ['  DROP TABLE events_old;', '*/']),
      findings: [{ file: 'sql/old.sql', line: 21, column: 3, message: /^sql-drop-table: / }],
    },
    {
      name: 'recommended: a comment ahead of a statement granted with no backup recorded: the OK stands, with a warning',
      status: 'warn',
      options: recommended,
      files: { 'handoff.md': '# Handoff\n', 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-06-04 09:12\n- sql-truncate: `TRUNCATE TABLE staging_events;` — user: "yes, clear it"\n' },
      system: added({ 'sql/reset.sql': ['-- TRUNCATE, not DELETE: staging only', 'TRUNCATE TABLE staging_events;'] }),
      detail: /^1 dangerous op found, .* \(sql-truncate\); sql-truncate is granted with no backup verification recorded/,
      findings: [{ file: 'engagement/scope-sync.md', line: 3, column: 1, message: /^sql-truncate is granted here, but/ }],
    },
    {
      name: 'compat: the comment naming TRUNCATE is sql-truncate, and the DELETE whose WHERE is on the next line is a finding, as the reference reads them',
      files: { 'handoff.md': '# Handoff\n' },
      system: added({ 'sql/load_events.sql': reload }),
      findings: [
        { file: 'sql/load_events.sql', line: 2, column: 35, message: /^sql-truncate: / },
        { file: 'sql/load_events.sql', line: 4, column: 1, message: /^sql-delete-without-where: / },
      ],
    },
  ],
});

// Long runs of SQL's comment and quote marks (100k characters a line, and a comment over 20,000 lines): read once each.
const MARK_RUNS = [
  `TRUNCATE TABLE a; ${"'".repeat(100_000)}`,
  `${'/*'.repeat(50_000)} TRUNCATE TABLE b;`,
  `${'#'.repeat(100_000)}`,
  `${';'.repeat(100_000)}# TRUNCATE TABLE c;`,
  `${'-- TRUNCATE TABLE d;\n'.repeat(20_000)}/*`,
  `${'  DROP TABLE e; */ /* \\\' '.repeat(20_000)}`,
  `${'DROP TABLE f;\n'.repeat(20_000)}`,
].join('\n');
describe('danger-scan (recommended): SQL comments on hostile lines', () => {
  it('long runs of comment and quote marks are read to a verdict', async () => {
    const r = await lint(rule, { files: { 'handoff.md': '# Handoff\n', 'specs/runs.sql': MARK_RUNS }, options: recommended });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/sql-drop-table, sql-truncate/);
  });
});
