// An SQL injection's test payload quoted in prose is data, not an operation (--preset recommended): a security audit
// quoting `x'; DROP TABLE users; --` as the input its regression test sends, or "a stacked `DROP TABLE` attempt",
// drops nothing. Two narrow readings, each on a prose line naming a payload, an injection, an input or a test string:
// the statement breaks out of a quoted value (a quote, then `;`, just before it) inside a code span or a double-quoted
// string, or the operation names the kind of a payload or an attempt. A real statement in a runbook, a code block or a
// migration still counts; compat reads every line, as the reference does.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
const HANDOFF = 'engagement/handoff.md';
/** A diff adding each file whole. */
const added = (files: Record<string, readonly string[]>) =>
  fakeSystem({
    diff: Object.entries(files)
      .map(([file, lines]) => [`diff --git a/${file} b/${file}`, 'new file mode 100644', 'index 0000000..1111111', '--- /dev/null', `+++ b/${file}`, `@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`), ''].join('\n'))
      .join(''),
  });
const trace = (evidence: string) => `# Handoff\n## 3. Criteria trace\n| # | Criterion | Status | Evidence |\n|---|---|---|---|\n| 2 | injection fixed | ✅ | ${evidence} |\n`;
const AUDIT_ROW = "`tests/auth/test_login_injection.py` — payloads `' OR '1'='1` and `x'; DROP TABLE users; --` are data now; on main the first one logs in";
const REPORT = "# dev-backend-engineer executor report\n\n## Iteration 1 — 2026-06-18 11:05\n\n### What was done\n- `tests/auth/test_login_injection.py`: three payloads incl. a stacked `DROP TABLE` attempt; on main the `' OR '1'='1` payload returns a user (test fails), on the branch all pass.\n";
const NONE = /^no dangerous operations detected/;
const dropAt = (file: string, line: number, column: number) => ({ file, line, column, message: /^sql-drop-table: DROP TABLE loses data irreversibly/ });

ruleTester(rule, {
  valid: [
    { name: "recommended: an audit's payload in a code span of the handoff's trace, and a report's stacked `DROP TABLE` attempt", options: recommended, files: { 'handoff.md': trace(AUDIT_ROW), 'executor-reports/dev-backend-engineer.md': REPORT }, detail: NONE },
    {
      name: 'recommended: payloads in double quotes, curly quotes and a diffed audit report, and a DELETE payload',
      options: recommended,
      files: { 'handoff.md': `# Handoff\n- The test input "Robert'); DROP TABLE students;--" is stored as a name.\n- SQL injection probe “1'; DELETE FROM orders; --” returns 400.\n` },
      system: added({ 'docs/security/audit.md': ['| AUTH-01 | SQLi in login | payload `admin\'; TRUNCATE TABLE sessions; --` | fixed |'] }),
      detail: NONE,
    },
    { name: 'recommended: the operation named as the kind of a payload', options: recommended, files: { 'handoff.md': '# Handoff\n- SQLi: the DROP TABLE payload is rejected by the parameterised query.\n' }, detail: NONE },
  ],
  invalid: [
    {
      name: 'recommended: a statement run after an injection test, on a line naming it',
      options: recommended,
      files: { 'handoff.md': '# Handoff\n## 12. Operations run\nAfter the injection test we ran `DROP TABLE users_tmp;` on staging.\n' },
      findings: [dropAt(HANDOFF, 3, 34)],
    },
    {
      name: 'recommended: a statement after a quoted value and `;`, on a line naming no payload, injection or input',
      options: recommended,
      files: { 'handoff.md': "# Handoff\n## 12. Operations run\nRan `psql -c 'SELECT 1'; DROP TABLE users_tmp;` on staging.\n" },
      findings: [dropAt(HANDOFF, 3, 26)],
    },
    {
      name: 'recommended: a payload written bare in prose, in no code span or quotes',
      options: recommended,
      files: { 'handoff.md': "# Handoff\n- payload: x'; DROP TABLE users; -- now rejected\n" },
      findings: [dropAt(HANDOFF, 2, 16)],
    },
    {
      name: "recommended: the payload's shape in a code block, or a migration naming inputs, still counts",
      options: recommended,
      files: { 'handoff.md': "# Handoff\n```sql\n-- the payload of the test\nx'; DROP TABLE users; --\n```\n" },
      system: added({ 'db/migrations/0042_inputs.sql': ["INSERT INTO inputs VALUES ('x'); DROP TABLE users;"] }),
      findings: [dropAt('db/migrations/0042_inputs.sql', 1, 34), dropAt(HANDOFF, 4, 5)],
    },
    {
      name: 'recommended: a payload beside a real drop granted with no backup recorded: the OK stands, with a warning',
      status: 'warn',
      options: recommended,
      files: { 'handoff.md': trace(AUDIT_ROW), 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-06-18 10:00\n- sql-drop-table: `DROP TABLE login_attempts_old;` — user: "yes, drop it"\n' },
      system: added({ 'db/migrations/0043_drop_old.sql': ['DROP TABLE login_attempts_old;'] }),
      findings: [{ file: 'engagement/scope-sync.md', line: 3, column: 1, message: /^sql-drop-table is granted here, but/ }],
    },
    {
      name: "compat: the audit's payload is sql-drop-table, as the reference reads it",
      files: { 'handoff.md': trace(AUDIT_ROW) },
      findings: [dropAt(HANDOFF, 5, 100)],
    },
  ],
});

// Long runs of a payload's marks and words (100k characters a line): each operation's line is read in bounded stretches.
const PAYLOAD_RUNS = [
  "payload `x'; DROP TABLE users; --` ".repeat(3_000),
  `Marks: ${'`'.repeat(100_000)} payload x'; DROP TABLE users; --`,
  `${'"'.repeat(100_000)} injection ; DROP TABLE users`,
  `${"'; ".repeat(33_000)}DROP TABLE users; input`,
  'injection DROP TABLE attempt '.repeat(3_500),
  ...Array.from({ length: 5_000 }, () => "- the test input `x'; DROP TABLE users; --` is rejected"),
  'We ran `DROP TABLE legacy_orders;` on staging.',
].join('\n');
describe('danger-scan (recommended): injection payloads on hostile lines', () => {
  it('long runs of their marks and words are read to a verdict', async () => {
    const r = await lint(rule, { files: { 'handoff.md': `# Handoff\n${PAYLOAD_RUNS}\n` }, options: recommended });
    expect(r.status).toBe('fail');
    // The real drop is found among the runs' lines; none of the 5,000 payload lines is.
    expect(r.findings.map((f) => f.line).filter((n) => n > 6)).toEqual([5_007]);
  });
});
