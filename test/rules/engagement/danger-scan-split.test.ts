// Operations whose words the reference reads only side by side on one line: a tool's options before its
// subcommand (`pnpm -r publish`, `git -C app push -f`) and a statement or command broken over lines
// (`DROP` / `TABLE t;`, `git push \` / `--force`). The recommended preset reads both; compat keeps the reference's verdicts.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
const HANDOFF = 'engagement/handoff.md';
const NO_OK = '; no user OK in scope-sync.md';
/** A handoff whose code block holds `lines`, from line 3. */
const block = (lines: string[], lang = 'sh') => ({ 'handoff.md': `# Handoff\n\`\`\`${lang}\n${lines.join('\n')}\n\`\`\`\n` });
/** A diff that adds `file` whole. */
const added = (file: string, lines: string[]) =>
  [`diff --git a/${file} b/${file}`, 'new file mode 100644', 'index 0000000..1111111', '--- /dev/null', `+++ b/${file}`, `@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`), ''].join('\n');

const PUBLISH = 'package-publish: publish to a public registry (cannot be fully undone)';
// The probe's cases d18, a12 and a13, and the other package managers' spellings.
const publishes = [
  'pnpm -r publish',
  'pnpm --filter @acme/csv publish --no-git-checks',
  'npm -w packages/csv publish --access public',
  'npm --workspace=x publish',
  'npm -w x publish',
  'yarn workspace @acme/csv publish',
  'yarn workspaces foreach -A --topological npm publish --tolerate-republish',
  'twine --no-color upload dist/*',
];
// What the tool's options forms must leave alone: a dry run, a script named publish, a package named publish, prose.
const notPublishes = [
  'npm publish --dry-run',
  'pnpm -r publish --dry-run',
  'npm --dry-run -w x publish',
  'yarn workspace x npm publish --dry-run',
  'pnpm run publish-docs',
  'pnpm -r run publish',
  'pnpm --filter docs run publish',
  'pnpm -r publish-docs',
  'npm -g install publish',
  'pnpm --help publish',
  'twine --no-color upload -r testpypi dist/*',
  'git -C app push origin main',
];
const withOptions = [
  ['git -C app push -f', 'git-force-push: force-push rewrites remote history'],
  ['git -c push.default=current push --force origin main', 'git-force-push: force-push rewrites remote history'],
  ['git -C app push origin +main', 'git-force-push: force-push rewrites remote history'],
  ['terraform -chdir=infra destroy -auto-approve', 'terraform-destroy: infrastructure teardown (terraform, pulumi or cdk destroy, a stack or a production release deleted)'],
  ['aws --profile prod secretsmanager delete-secret --secret-id db', 'secret-rotation-explicit: secret rotation or deletion'],
  ['kubectl --context eu delete ns production', 'kubectl-delete-prod-ns: kubectl delete in a production namespace'],
  ['helm --kube-context eu upgrade api ./chart -n production', 'deploy-prod-direct: direct production deploy'],
  ['ALTER TABLE IF EXISTS public."users" ALTER COLUMN code TYPE int;', 'sql-alter-column-lossy: ALTER COLUMN ... TYPE narrows the column (lossy cast)'],
] as const;

// The probe's case d10, and the other SQL statements the rule reads, broken at a space.
const dropMultiline = block(['DROP', '  TABLE legacy_export;'], 'sql');
const splitSql = {
  'specs/cleanup.sql': ['TRUNCATE', '  TABLE audit_log;', 'ALTER TABLE accounts DROP', '  COLUMN ssn;', 'ALTER TABLE users', '  ALTER COLUMN name TYPE varchar(20);', 'ALTER TABLE orders', '  DROP', '  COLUMN note;', 'DROP TABLE', '  legacy;', ''].join('\n'),
};
const continued = block(['git push \\', '  --force origin main', 'pnpm --filter @acme/csv \\', '    publish --access public', 'pnpm --filter @acme/csv \\', '  publish --dry-run']);

ruleTester(rule, {
  valid: [
    ...notPublishes.map((line) => ({ name: `recommended: ${line} is no operation`, files: block([line]), options: recommended })),
    { name: 'recommended: prose mentioning publish', files: { 'handoff.md': '# Handoff\nWe publish the package with pnpm after review; npm -w x is the workspace flag.\n' }, options: recommended },
    // Compat keeps the reference's verdicts: its patterns want the words side by side on one line.
    ...[...publishes.filter((l) => !l.startsWith('yarn workspaces')), ...withOptions.map(([l]) => l)].map((line) => ({ name: `compat: ${line} is no finding, as the reference reads it`, files: block([line]) })),
    { name: 'compat: DROP and TABLE on two lines, as the reference reads them', files: dropMultiline },
    // git reset is in none of the protocol's nine classes: the reference's pattern alone reads it (see danger-scan.test.ts).
    ...['git -C app reset --hard origin/main', 'git reset --hard origin/main'].map((line) => ({ name: `recommended: ${line} is no operation of the protocol's`, files: block([line]), options: recommended })),
    { name: 'compat: git -C app reset --hard origin/main is no finding, as the reference reads it', files: block(['git -C app reset --hard origin/main']) },
    { name: 'compat: commands continued over lines', files: { 'handoff.md': '# Handoff\n```sh\ngit push \\\n  --force origin main\n```\n' } },
    // Prose wraps anywhere: only code is read across lines.
    {
      name: 'recommended: prose whose words run on over a line break',
      files: { 'handoff.md': '# Handoff\nThe conversion rates drop\ntable by table, so we truncate\nTABLE names in the report and git push \\\n--force nothing.\n' },
      options: recommended,
    },
    { name: 'recommended: code whose DROP and TABLE are no statement', files: { 'specs/etl.py': 'frame = frame.drop\ntable = load()\n# drop\n# table users\n' }, options: recommended },
    // A blank line is whitespace to SQL: `DROP⏎⏎TABLE y;` is one statement (danger-scan-sql-comment-tokens.test.ts), a `;` ends one.
    { name: 'recommended: a DROP TABLE cut by a `;`', files: { 'specs/m.sql': 'DROP;\nTABLE x;\n' }, options: recommended },
    {
      name: 'recommended: a goose migration whose down part drops, over two lines, the table its up part creates',
      files: {},
      system: fakeSystem({ diff: added('db/migrations/0042.sql', ['-- +goose Up', 'CREATE TABLE export_jobs (id bigint);', '', '-- +goose Down', 'DROP', '  TABLE export_jobs;']) }),
      options: recommended,
    },
  ],
  invalid: [
    {
      name: 'recommended: a publish with options between the tool and publish (d18, a12, a13)',
      files: block(publishes),
      options: recommended,
      detail: 'dangerous ops without user OK: package-publish',
      findings: publishes.map((line, i) => ({ file: HANDOFF, line: 3 + i, column: 1, message: `${PUBLISH} — "${line}"${NO_OK}` })),
    },
    {
      name: 'recommended: the probe\'s d18 line, in a code span of a list item',
      files: { 'handoff.md': '# Handoff\n## 8. Deploy\n- `pnpm -r publish` for the workspace\n' },
      options: recommended,
      findings: [{ file: HANDOFF, line: 3, column: 4, message: `${PUBLISH} — "- \`pnpm -r publish\` for the workspace"${NO_OK}` }],
    },
    {
      name: 'recommended: a dry run later on the line does not excuse a publish with options and no --dry-run of its own',
      files: block(['pnpm -r publish && pnpm publish --dry-run']),
      options: recommended,
      findings: [{ file: HANDOFF, line: 3, column: 1, message: `${PUBLISH} — "pnpm -r publish && pnpm publish --dry-run"${NO_OK}` }],
    },
    {
      name: 'recommended: an OK under the heading does not hide a publish it does not name',
      files: { ...block(['npm -w packages/csv publish --access public']), 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-06-02 10:00\n- sql-drop-table: user OK via chat\n' },
      options: recommended,
      detail: 'dangerous ops without user OK: package-publish',
    },
    ...withOptions.map(([line, message]) => ({
      name: `recommended: ${line}`,
      files: block([line]),
      options: recommended,
      findings: [{ file: HANDOFF, line: 3, column: 1, message: `${message} — "${line}"${NO_OK}` }],
    })),
    {
      name: 'recommended: DROP and TABLE on two lines of a code block (d10)',
      files: dropMultiline,
      options: recommended,
      detail: 'dangerous ops without user OK: sql-drop-table',
      findings: [{ file: HANDOFF, line: 3, column: 1, message: `sql-drop-table: DROP TABLE loses data irreversibly — "DROP TABLE legacy_export;"${NO_OK}` }],
    },
    {
      name: 'recommended: TRUNCATE, DROP COLUMN and ALTER COLUMN … TYPE broken over lines of a script',
      files: splitSql,
      options: recommended,
      detail: 'dangerous ops without user OK: sql-alter-column-lossy, sql-drop-column, sql-drop-table, sql-truncate',
      findings: [
        { file: 'engagement/specs/cleanup.sql', line: 1, column: 1, message: `sql-truncate: TRUNCATE clears a table — "TRUNCATE TABLE audit_log;"${NO_OK}` },
        { file: 'engagement/specs/cleanup.sql', line: 3, column: 22, message: `sql-drop-column: DROP COLUMN deletes column data — "ALTER TABLE accounts DROP COLUMN ssn;"${NO_OK}` },
        { file: 'engagement/specs/cleanup.sql', line: 5, column: 1, message: `sql-alter-column-lossy: ALTER COLUMN ... TYPE narrows the column (lossy cast) — "ALTER TABLE users ALTER COLUMN name TYPE varchar(20);"${NO_OK}` },
        { file: 'engagement/specs/cleanup.sql', line: 8, column: 3, message: `sql-drop-column: DROP COLUMN deletes column data — "DROP COLUMN note;"${NO_OK}` },
        { file: 'engagement/specs/cleanup.sql', line: 10, column: 1, message: `sql-drop-table: DROP TABLE loses data irreversibly — "DROP TABLE"${NO_OK}` },
      ],
    },
    {
      name: 'compat: statements broken over lines are read line by line: only the DROP TABLE whole on its line',
      files: splitSql,
      detail: 'dangerous ops without user OK: sql-drop-table',
      findings: [{ file: 'engagement/specs/cleanup.sql', line: 10, column: 1, message: `sql-drop-table: DROP TABLE loses data irreversibly — "DROP TABLE"${NO_OK}` }],
    },
    {
      name: 'recommended: a publish with options, OK-ed by its command, in a clone without its base: a warning, not a pass',
      status: 'warn',
      files: { ...block(['pnpm -r publish']), 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-06-02 10:00\n- `pnpm -r publish`: user OK via chat\n' },
      system: { ...fakeSystem(), gitBaseProblem: () => ({ detail: 'shallow clone without the base branch main and its history: the change was not scanned', fix: 'Fetch the base.' }) },
      options: recommended,
      detail: 'shallow clone without the base branch main and its history: the change was not scanned; 1 dangerous op found, each named in scope-sync.md under a `## Dangerous-op user OK` heading, by its id or its command (package-publish)',
      findings: [],
    },
    {
      name: 'recommended: DROP and TABLE on two added lines of the diff',
      files: {},
      system: fakeSystem({ diff: added('db/cleanup.sql', ['-- retire the export', 'DROP', '  TABLE IF EXISTS legacy_export;']) }),
      options: recommended,
      findings: [{ file: 'db/cleanup.sql', line: 2, column: 1, message: `sql-drop-table: DROP TABLE loses data irreversibly — "DROP TABLE IF EXISTS legacy_export;"${NO_OK}` }],
    },
    {
      name: 'recommended: commands continued with a trailing backslash, read as the shell joins them',
      files: continued,
      options: recommended,
      detail: 'dangerous ops without user OK: git-force-push, package-publish',
      findings: [
        { file: HANDOFF, line: 3, column: 1, message: `git-force-push: force-push rewrites remote history — "git push --force origin main"${NO_OK}` },
        { file: HANDOFF, line: 5, column: 1, message: `${PUBLISH} — "pnpm --filter @acme/csv publish --access public"${NO_OK}` },
      ],
    },
  ],
});

describe('danger-scan: options and line breaks on pathological lines', () => {
  // Their time is measured by bench/hostile.mjs (danger-scan-option-runs-and-continued-lines).
  it('reads long runs of options, continued lines and statement starts, finding no operation in them', async () => {
    const lines = [
      ...['pnpm -r ', 'npm --filter x ', 'yarn workspace x ', 'git -C d ', 'twine -a ', 'kubectl --context c -n ', 'helm -n prod '].map((s) => s.repeat(Math.ceil(60_000 / s.length))),
      `npm${' '.repeat(60_000)}-w x`,
      ...Array.from({ length: 3_000 }, () => 'git push \\'),
      ...Array.from({ length: 3_000 }, () => 'DROP'),
      ...Array.from({ length: 2 }, () => `${'ALTER TABLE t ALTER COLUMN c '.repeat(3_000)}\\`),
      'DROP '.repeat(10_000),
      'end',
    ];
    const r = await lint(rule, { files: { 'specs/a.sql': `${lines.join('\n')}\n` }, options: recommended });
    expect(r.status, r.detail).toBe('pass');
  });
});
