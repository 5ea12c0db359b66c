// A SQL comment separates words as a blank does, in every dialect (--preset recommended): `DROP/**/TABLE t;`,
// `DROP -- why` / `TABLE t;` and `DROP` / (blank lines) / `TABLE t;` drop the table. A WHERE inside a comment
// qualifies nothing, MySQL runs what `/*! … */` holds, and `WHERE 1=1` deletes every row. Quoted and
// dollar-quoted text holding comment marks opens no comment; a statement inside a real comment is still no hit.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
const compat = { preset: 'compat' as const };
/** A diff adding each file whole. */
const added = (files: Record<string, string>) =>
  fakeSystem({
    diff: Object.entries(files)
      .map(([file, text]) => {
        const lines = text.split('\n');
        return [`diff --git a/${file} b/${file}`, 'new file mode 100644', 'index 0000000..1111111', '--- /dev/null', `+++ b/${file}`, `@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`), ''].join('\n');
      })
      .join(''),
  });
const FILE = 'migrations/002_cleanup.sql';
const handoff = { 'handoff.md': '# Handoff\n' };
const NONE = /^no dangerous operations detected/;
/** The change adds migrations/002_cleanup.sql holding `sql`; one finding of `id` at line:column is expected. */
const fails = (name: string, sql: string, id: string, line = 1, column = 1, options: { preset: 'recommended' | 'compat' } = recommended) => ({
  name: `${options.preset}: ${name}`,
  options,
  files: handoff,
  system: added({ [FILE]: sql }),
  findings: [{ file: FILE, line, column, message: new RegExp(`^${id}: `) }],
});
const passes = (name: string, sql: string) => ({ name: `recommended: ${name}`, options: recommended, files: handoff, system: added({ [FILE]: sql }), detail: NONE });

ruleTester(rule, {
  valid: [
    passes('a DELETE with no `;` whose WHERE is code on the next line', 'DELETE FROM invoices\nWHERE id = 5'),
    passes('a DROP TABLE inside a `/* … */` comment, on its line and over lines', '/* DROP TABLE invoices; */ SELECT 1;\n/*\nDROP TABLE invoices;\n*/\nSELECT 2;'),
    passes('a DROP TABLE after `--`, and one in a MySQL `#` comment', '-- DROP TABLE invoices;\n# DROP/**/TABLE invoices;\nSELECT 1;'),
    passes('a trailing comment between a DELETE and its WHERE', 'DELETE FROM invoices -- old rows only\nWHERE created_at < now() - interval 1 year;'),
    passes('a comment line between a DELETE and its WHERE', 'DELETE FROM invoices\n/* the old ones */\nWHERE id = 5;'),
    passes('a WHERE that names a row, and `WHERE 1=1 AND …` (a query builder\'s start)', 'DELETE FROM invoices WHERE id = 1;\nDELETE FROM invoices WHERE 1=1 AND id = 5;\nDELETE FROM invoices WHERE 1=10;\nDELETE FROM invoices WHERE 10;\nDELETE FROM invoices\nWHERE true_flag = false;'),
    passes(
      'an always-true condition inside parentheses AND-ed with a real one, or inside quoted text, guards the DELETE',
      "DELETE FROM invoices WHERE id = 5 AND (kind = 1 OR 1=1);\nDELETE FROM invoices WHERE note = 'x OR 1=1';\nDELETE FROM invoices WHERE id = 5 OR ordering = 1;\nDELETE FROM invoices WHERE id = 5 OR (1=1 AND id = 6);\nDELETE FROM invoices WHERE (a) = (b) OR id = 7;",
    ),
    passes('a comment mark in quoted text opens no comment, so the `--` after it still hides the DROP', "SELECT '/*', '*/';\nSELECT 1; -- DROP TABLE invoices;"),
    passes('dollar-quoted text holding a comment mark, then a comment', 'SELECT $$/*$$;\n-- DROP TABLE invoices;\nSELECT $tag$ -- $tag$;'),
    passes('a MySQL executable comment holding no operation', '/*!40101 SET NAMES utf8mb4 */;\n/*!50000 ALTER TABLE invoices ADD COLUMN note text */;'),
    passes('a statement cut by a `;` stays cut', 'DROP;\n-- note\nTABLE x;'),
  ],
  invalid: [
    // The last statement of a file, no `;`: the WHERE below it in a comment guards nothing.
    fails('a DELETE with no `;` whose only WHERE is in a comment below', 'DELETE FROM invoices\n-- WHERE id = 5', 'sql-delete-without-where'),
    fails('a DELETE with no `;` whose only WHERE is in a block comment below', 'DELETE FROM invoices\n/* WHERE id = 5 */', 'sql-delete-without-where'),
    fails('`DROP/**/TABLE`', 'DROP/**/TABLE invoices;', 'sql-drop-table'),
    fails('`DROP /* cleanup */ TABLE`', 'DROP /* cleanup */ TABLE invoices;', 'sql-drop-table'),
    fails('`drop/*x*/table`, lower case', 'drop/*x*/table invoices;', 'sql-drop-table'),
    fails('`DROP TABLE/**/invoices`', 'DROP TABLE/**/invoices;', 'sql-drop-table'),
    fails('a `--` comment ending the line between DROP and TABLE', 'DROP -- obsolete\nTABLE invoices;', 'sql-drop-table'),
    fails('a blank line between DROP and TABLE', 'DROP\n\nTABLE invoices;', 'sql-drop-table'),
    fails('blank and comment lines between DROP and TABLE', 'SELECT 1;\nDROP\n\n-- why\n/* more\n   why */\n\nTABLE invoices;', 'sql-drop-table', 2),
    fails('`TRUNCATE/**/invoices`', 'TRUNCATE/**/invoices;', 'sql-truncate'),
    fails('`DELETE/**/FROM`', 'DELETE/**/FROM invoices;', 'sql-delete-without-where'),
    fails('`ALTER TABLE … DROP/**/COLUMN`', 'ALTER TABLE invoices DROP/**/COLUMN total;', 'sql-drop-column'),
    fails('`ALTER TABLE` with a comment line before its `DROP/**/COLUMN`', 'ALTER TABLE invoices\n-- the old total\nDROP/**/COLUMN total;', 'sql-drop-column', 3),
    fails('a WHERE in a `--` comment qualifies nothing', 'DELETE FROM invoices -- WHERE id = 5\n;', 'sql-delete-without-where'),
    fails('a WHERE in a `/* */` comment qualifies nothing', 'DELETE FROM invoices /* WHERE id = 5 */;', 'sql-delete-without-where'),
    fails('a WHERE on a comment line below qualifies nothing', 'DELETE FROM invoices\n-- WHERE id = 5\n;', 'sql-delete-without-where'),
    fails('a MySQL executable comment `/*! … */` runs its DROP', '/*! DROP TABLE invoices */;', 'sql-drop-table', 1, 5),
    fails('a versioned MySQL executable comment `/*!50000 … */` runs its DROP', '/*!50000 DROP TABLE invoices */;', 'sql-drop-table', 1, 10),
    fails('a MySQL executable comment over lines', 'SELECT 1;\n/*!50000 DROP\n  TABLE invoices */;', 'sql-drop-table', 2, 10),
    fails('a MySQL executable comment `/*! … */` runs its DROP', '/*! DROP TABLE invoices */;', 'sql-drop-table', 1, 5, compat),
    fails('a versioned MySQL executable comment `/*!50000 … */` runs its DROP', '/*!50000 DROP TABLE invoices */;', 'sql-drop-table', 1, 10, compat),
    fails('`WHERE 1=1` deletes every row', 'DELETE FROM invoices WHERE 1=1;', 'sql-delete-without-where'),
    fails('`WHERE true` deletes every row', 'DELETE FROM invoices WHERE true;', 'sql-delete-without-where'),
    fails('`WHERE 1` deletes every row', 'DELETE FROM public.invoices WHERE 1;', 'sql-delete-without-where'),
    fails('`WHERE (1 = 1)` on the line below deletes every row', 'DELETE FROM invoices\nWHERE (1 = 1);', 'sql-delete-without-where'),
    fails('`WHERE id = 5 OR 1=1` deletes every row', 'DELETE FROM invoices WHERE id = 5 OR 1=1;', 'sql-delete-without-where'),
    fails('`… AND … OR 1 = 1`: AND binds first', "DELETE FROM invoices WHERE status = 'void' AND id = 5 OR 1 = 1;", 'sql-delete-without-where'),
    fails('the whole condition in parentheses, `or true` in lower case', 'DELETE FROM invoices WHERE (id = 5 or true);', 'sql-delete-without-where'),
    fails("`OR 'a'='a'` before RETURNING, over two lines", "DELETE FROM invoices\nWHERE id = 5 OR 'a'='a' RETURNING id;", 'sql-delete-without-where'),
    fails('a `/*` in dollar-quoted text opens no comment', "SELECT $$/*$$; DROP TABLE invoices; SELECT '*/';", 'sql-drop-table', 1, 16),
    fails('a `--` in dollar-quoted text opens no comment', 'SELECT $x$ -- $x$; DROP TABLE invoices;', 'sql-drop-table', 1, 20),
    fails('a `--` in quoted text opens no comment', "SELECT '--'; DROP/**/TABLE invoices;", 'sql-drop-table', 1, 14),
    fails('the statement itself, with no comment', 'DROP TABLE invoices;', 'sql-drop-table'),
    {
      name: 'recommended: a DELETE with `WHERE 1=1` in a handoff\'s code block, over two lines',
      options: recommended,
      files: { 'handoff.md': '# Handoff\n## 12. Operations run\n```sql\nDELETE FROM invoices\n WHERE 1=1;\n```\n' },
      system: fakeSystem(),
      findings: [{ file: 'engagement/handoff.md', line: 4, column: 1, message: /^sql-delete-without-where: / }],
    },
    {
      name: 'recommended: an OK of a DROP written with a comment between its words stands, with a warning when no backup is recorded',
      status: 'warn',
      options: recommended,
      files: { ...handoff, 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-06-04 09:12\n- sql-drop-table: `DROP TABLE invoices;` — user: "yes, drop it"\n' },
      system: added({ [FILE]: 'DROP /* obsolete */ TABLE invoices;' }),
      detail: /^1 dangerous op found, .* \(sql-drop-table\); sql-drop-table is granted with no backup verification recorded/,
      findings: [{ file: 'engagement/scope-sync.md', line: 3, column: 1, message: /^sql-drop-table is granted here, but/ }],
    },
    {
      name: 'recommended: `WHERE 1=1` in a string a Python migration runs',
      options: recommended,
      files: handoff,
      system: added({ 'migrations/003_reset.py': 'def upgrade():\n    op.execute("DELETE FROM invoices WHERE 1=1")\n' }),
      findings: [{ file: 'migrations/003_reset.py', line: 2, column: 17, message: /^sql-delete-without-where: / }],
    },
    {
      name: 'recommended: a specs script read whole, a comment between DROP and TABLE',
      options: recommended,
      files: { ...handoff, 'specs/cleanup.sql': 'SELECT 1;\nDROP /* old */ TABLE invoices;\n' },
      system: fakeSystem(),
      findings: [{ file: 'engagement/specs/cleanup.sql', line: 2, column: 1, message: /^sql-drop-table: DROP TABLE loses data irreversibly — "DROP {11}TABLE invoices;"/ }],
    },
    {
      name: 'recommended: a DELETE whose WHERE is only in a comment above its `;`',
      options: recommended,
      files: handoff,
      system: added({ [FILE]: 'DELETE FROM invoices\n-- WHERE id = 5\n;' }),
      findings: [{ file: FILE, line: 1, column: 1, message: /^sql-delete-without-where: DELETE without WHERE wipes a whole table — "DELETE FROM invoices/ }],
    },
  ],
});

// Comment and quote marks by the megabyte: each line read once.
describe('danger-scan (recommended): comment marks between words on hostile input', () => {
  const cases: Array<[string, string]> = [
    ['a 1 MB line of `/*`', `DROP/**/TABLE a;\n${'/*'.repeat(500_000)}`],
    ['a 1 MB line of `--`', `${'--'.repeat(500_000)}\nDROP/**/TABLE a;`],
    ['100k nested-looking `/*/*/*`', `DROP/**/TABLE a;\n${'/*/*/*'.repeat(100_000)}`],
    ['a 1 MB line of `/*!`', `${'/*!'.repeat(350_000)}\nDROP/**/TABLE a;`],
    ['a 1 MB line of `$$/*`', `DROP/**/TABLE a;\n${'$$/*'.repeat(250_000)}`],
    ['100k distinct dollar tags never closed', `${Array.from({ length: 100_000 }, (_, i) => `$t${i}$`).join(' ')}\nDROP/**/TABLE a;`],
    ['DROP, 100k blank lines, TABLE', `DROP\n${'\n'.repeat(100_000)}TABLE a;`],
    ['DROP, 100k comment lines, TABLE', `DROP\n${'-- x\n'.repeat(100_000)}TABLE a;`],
    ['20k DELETEs with `WHERE 1=1` over two lines', `${'DELETE FROM a\nWHERE 1=1;\n'.repeat(20_000)}DROP/**/TABLE a;`],
    ['100k-character runs of blanks between the words', `DROP${' '.repeat(100_000)}/**/${'\t'.repeat(100_000)}TABLE a;\nDELETE FROM a${' '.repeat(100_000)}WHERE${' '.repeat(100_000)}1=1;`],
  ];
  for (const [name, text] of cases) {
    it(name, async () => {
      const start = performance.now();
      const r = await lint(rule, { files: { ...handoff, 'specs/runs.sql': text }, options: recommended });
      expect(performance.now() - start).toBeLessThan(10_000);
      expect(r.status).toBe('fail');
      expect(r.detail).toMatch(/sql-drop-table|sql-delete-without-where/);
    });
  }
});
