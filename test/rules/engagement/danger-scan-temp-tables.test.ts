// A DROP TABLE of a temporary table the same script creates (--preset recommended): `CREATE TEMP TABLE tmp_refunds
// AS …` … `DROP TABLE tmp_refunds;` in a prose line, a document's code block, a SQL script or the diff, and T-SQL's
// `#name` tables, drop no kept data. A drop of another table, of one created as a kept table, of one created on
// another prose line or code block, or before its temporary table is created (the name then reaches a kept table),
// is still one. Compat reads every DROP TABLE, as the reference does.
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
const HANDOFF = 'engagement/handoff.md';
const NONE = /^no dangerous operations detected/;
const REPRO = '- The query builds `CREATE TEMP TABLE tmp_refunds AS …` and ends with `DROP TABLE tmp_refunds;` (session-local).';
const handoff = (lines: readonly string[]) => ({ 'handoff.md': ['# Handoff', '## 2. Deliverable manifest', ...lines, ''].join('\n') });
const block = (lines: readonly string[]) => ['```sql', ...lines, '```'];
/** A diff adding each file whole. */
const added = (files: Record<string, readonly string[]>) =>
  fakeSystem({
    diff: Object.entries(files)
      .map(([file, lines]) => [`diff --git a/${file} b/${file}`, 'new file mode 100644', 'index 0000000..1111111', '--- /dev/null', `+++ b/${file}`, `@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`), ''].join('\n'))
      .join(''),
  });
const REPORT = ['CREATE TEMP TABLE tmp_refunds AS', '  SELECT DISTINCT ON (order_id) * FROM refunds;', 'SELECT sum(amount) FROM orders JOIN tmp_refunds USING (order_id);', 'DROP TABLE tmp_refunds;'];
const drop = (file: string, line: number, column: number) => ({ file, line, column, message: /^sql-drop-table: DROP TABLE loses data irreversibly/ });

ruleTester(rule, {
  valid: [
    { name: "recommended: the tester's repro, a temporary table created and dropped in one prose line", files: handoff([REPRO]), options: recommended, detail: NONE },
    {
      name: 'recommended: CREATE TEMPORARY TABLE and its drop in one code block of the handoff',
      files: handoff(block(['CREATE TEMPORARY TABLE tmp_refunds AS SELECT * FROM refunds;', 'SELECT count(*) FROM tmp_refunds;', 'DROP TABLE tmp_refunds;'])),
      options: recommended,
      detail: NONE,
    },
    {
      name: 'recommended: a specs script of CREATE LOCAL TEMP and GLOBAL TEMPORARY tables, dropped IF EXISTS and as a list',
      files: { 'specs/report.sql': ['CREATE LOCAL TEMP TABLE tmp_a (id int);', 'CREATE GLOBAL TEMPORARY TABLE IF NOT EXISTS "tmp_b" (id int);', 'SELECT 1;', 'DROP TABLE IF EXISTS tmp_a;', 'DROP TABLE pg_temp.tmp_a, tmp_b CASCADE;', ''].join('\n') },
      options: recommended,
      detail: NONE,
    },
    { name: 'recommended: a report query the diff adds, its temporary table created over two lines and dropped', files: {}, system: added({ 'sql/reports/monthly_revenue.sql': REPORT }), options: recommended, detail: NONE },
    { name: "recommended: Postgres' SELECT … INTO TEMP, then its drop broken over two lines", files: {}, system: added({ 'sql/r.sql': ['SELECT * INTO TEMP TABLE tmp_x FROM refunds;', 'DROP', '  TABLE tmp_x;'] }), options: recommended, detail: NONE },
    {
      name: "recommended: T-SQL's #local and ##global temporary tables, and MySQL's DROP TEMPORARY TABLE",
      files: {},
      system: added({ 'sql/r.sql': ['SELECT order_id INTO #refunds FROM dbo.refunds;', 'DROP TABLE #refunds;', 'DROP TABLE IF EXISTS ##totals, [#seen];', 'DROP TEMPORARY TABLE IF EXISTS tmp_y;'] }),
      options: recommended,
      detail: NONE,
    },
  ],
  invalid: [
    {
      name: 'recommended: a kept table dropped beside a temporary one',
      files: handoff(['The query builds `CREATE TEMP TABLE tmp_refunds AS …` and then runs `DROP TABLE refunds;`.']),
      options: recommended,
      findings: [drop(HANDOFF, 3, 70)],
    },
    {
      name: 'recommended: a list dropping a kept table with a temporary one',
      files: { 'specs/report.sql': 'CREATE TEMP TABLE tmp_x (id int);\nDROP TABLE tmp_x, refunds;\n' },
      options: recommended,
      findings: [drop('engagement/specs/report.sql', 2, 1)],
    },
    {
      name: 'recommended: a drop before the temporary table is created may reach a kept table of that name',
      files: {},
      system: added({ 'sql/r.sql': ['DROP TABLE IF EXISTS tmp_refunds;', 'CREATE TEMP TABLE tmp_refunds AS SELECT * FROM refunds;'] }),
      options: recommended,
      findings: [drop('sql/r.sql', 1, 1)],
    },
    {
      name: 'recommended: a table the script creates as a kept one',
      files: {},
      system: added({ 'sql/r.sql': ['CREATE TABLE tmp_refunds AS SELECT * FROM refunds;', 'DROP TABLE tmp_refunds;'] }),
      options: recommended,
      findings: [drop('sql/r.sql', 2, 1)],
    },
    {
      name: 'recommended: a temporary table created only in a comment of the SQL file',
      files: {},
      system: added({ 'sql/r.sql': ['-- CREATE TEMP TABLE tmp_refunds AS SELECT * FROM refunds;', 'DROP TABLE tmp_refunds;'] }),
      options: recommended,
      findings: [drop('sql/r.sql', 2, 1)],
    },
    {
      name: 'recommended: created on one prose line, dropped on another (another session, for all the handoff says)',
      files: handoff(['The report builds `CREATE TEMP TABLE tmp_refunds AS …`.', 'On prod we ran `DROP TABLE tmp_refunds;` by hand.']),
      options: recommended,
      findings: [drop(HANDOFF, 4, 17)],
    },
    {
      name: 'recommended: created in one code block, dropped in another',
      files: handoff([...block(['CREATE TEMP TABLE tmp_refunds AS SELECT * FROM refunds;']), ...block(['DROP TABLE tmp_refunds;'])]),
      options: recommended,
      findings: [drop(HANDOFF, 7, 1)],
    },
    { name: "compat: the tester's repro, as the reference reads it", files: handoff([REPRO]), findings: [drop(HANDOFF, 3, REPRO.indexOf('DROP') + 1)] },
    {
      name: 'recommended: a kept table dropped beside a temporary one, granted under a heading with no timestamp, warns',
      status: 'warn',
      files: {
        'specs/report.sql': 'CREATE TEMP TABLE tmp_x (id int);\nDROP TABLE tmp_x;\nDROP TABLE legacy_refunds;\n',
        'scope-sync.md': '## Dangerous-op user OK\n- sql-drop-table: user (chat 09:10): "Yes, drop legacy_refunds."\n- Backup verified: snapshot restored on staging.\n',
      },
      options: recommended,
      findings: [{ file: 'engagement/scope-sync.md', message: /timestamp/ }],
    },
  ],
});
