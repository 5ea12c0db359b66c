import { dangerOpApprovedIds, MAX_FINDINGS, dangerOpNoOk, dangerOpOkEntries, dangerOpOkLines, defineRule, DELETE_STATEMENT_LINES, followsProtocol, list, plural, NEGATION_REACH, negatedOperation, parseUnifiedDiffText, type EngagementModel, type Finding } from '@engagement-lint/core/kit';
import { fileLines, readOn, type Lines } from './lib/danger-lines.js';
import { mentionOnly, notThisChange } from './lib/danger-mentions.js';
import { entriesWithAnswers } from './lib/danger-answers.js';
import { deployWordsOnly, MAYBE, namesCommand, notTheSpecsOp, OP_BY_ID, OPS, ormCallOnly, PROTOCOL_OPS } from './lib/danger-ops.js';
import { DELETE_STATEMENT, HITS_PER_OPERATION, runLines, runsOf, runsOfFile, scan, scanText, scanEmptyDowngrades, scanOverLines, scanStatementDeletes, scanStatementDropColumns, SQL_TRUNCATE, type Hit, type Run, type Sink, type Src } from './lib/danger-statements.js';
import { rollsBackOwnColumn, rollsBackOwnTable } from './lib/migration-rollback.js';
import { untrackedFiles, untrackedOption, UNTRACKED_FILE_BYTES, UNTRACKED_READ, UNTRACKED_TOTAL_BYTES } from './lib/untracked-files.js';

export { HITS_PER_OPERATION };

const BULK_DELETE = 25;
/** Hits of one operation set aside (see the sink in check) past which it is not looked for further. */
const SET_ASIDE_PER_OPERATION = 10 * HITS_PER_OPERATION;

/** Files whose lines are prose, where an operation's word may be an ordinary word. */
const PROSE_FILE = /\.(?:md|mdx|markdown|txt|rst)$/i;
/** A test's file: its teardown deletes the test database's rows (`afterEach(() => prisma.user.deleteMany())`). */
const TEST_FILE = /(?:^|\/)(?:tests?|__tests__|e2e)\/|(?:^|\/)(?:test_[^/]*|[^/]*_test\.[a-z]+|[^/]*\.(?:test|spec)\.[a-z]+|conftest\.py)$/i;

const EXCERPT = 100; // the longest excerpt of a line a finding quotes

/** The hit's line, trimmed; a longer one is cut around the match, so the words that matched are shown. */
function excerpt(h: Hit): string {
  const lead = h.text.length - h.text.trimStart().length;
  const text = h.text.trim();
  if (text.length <= EXCERPT) return text;
  const at = Math.max(0, h.column - 1 - lead);
  const len = h.length ?? 0;
  let start = len >= EXCERPT ? at : Math.max(0, at + Math.floor(len / 2) - EXCERPT / 2);
  let end = Math.min(text.length, start + EXCERPT);
  start = Math.max(0, Math.min(start, end - EXCERPT));
  // Not between the halves of a surrogate pair.
  if (start > 0 && /[\uDC00-\uDFFF]/.test(text[start]!)) start++;
  if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end--;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/** Characters a DELETE statement is read on for its WHERE. */
const STATEMENT_CHARS = 2000;

/** Whether the DELETE on a hit's line goes on, before a `;` or a blank line, to a WHERE on a later line. */
function whereFollows(hit: Hit, lines: Lines): boolean {
  if (hit.text.includes(';', hit.column - 1)) return false;
  const s = readOn(lines, hit.line, hit.column - 1, { lines: DELETE_STATEMENT_LINES, chars: STATEMENT_CHARS });
  return s.parts.slice(1).some((p) => /\bWHERE\b/i.test(s.text.slice(p.at, p.at + p.length)));
}

export default defineRule<EngagementModel>({
  id: 'danger-scan',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: true,

  summary: 'every dangerous operation in the change has the user\'s OK in scope-sync.md',
  statuses: ['pass', 'fail', 'warn'],
  options: { type: 'object', properties: { untracked: { type: 'boolean', description: 'under the recommended preset, scan the files git neither tracks nor ignores (default true)' } }, additionalProperties: false },
  docs: `Validators check correctness, not authorisation. Operations with irreversible consequences need
the user's explicit OK, recorded in scope-sync.md under a heading
\`## Dangerous-op user OK — <timestamp>\` that names the operation. Silence is not consent. As in
handoff-precheck.py, an operation counts as authorised when its id appears anywhere in
scope-sync.md (exact text, case-sensitive), so verdicts agree; under the recommended preset only
an entry under that heading (numbering or an emoji before its title aside) counts (a question or a
refusal elsewhere is no OK), and it may name
the operation by its id or by the operation itself: a line there matching the operation's own
pattern (\`fly deploy --prod\` for deploy-prod-direct) is the user's OK too. An entry there (a list
item with its indented lines, a paragraph, or a table row, with the user's answer below it: a
\`User:\` / «Пользователь:» item, a quotation or a \`> \` blockquote, up to the next item naming an
operation) that refuses or defers the operation
("user REFUSED", "declined", "No — do not deploy", "wait for Monday", "hold off", a row whose answer
cell says "no" / «нет» or opens with it («Нет, после релиза 2.4»), «нет, историю main не трогаем»,
«не выкатывай», «запрещаю»), or only asks the user
("is deploy-prod-direct OK? (no answer yet)", "awaiting reply"), or was given in the user's place ("OK'd
by dev-lead; user not asked": silence is not consent), is no OK. A note starting "No" below an approval
("approved by user 14:02." / "No downtime expected") is no refusal. An answer opening with an approval
("Yes", «Да», "OK", "go ahead", "ship it", «выкатывай», «публикуй») grants the operation whatever riders
follow ("Yes, publish 2.3.0; do not deploy the docs site yet", «Анонс делать не надо»), unless a rider
refuses outright (REFUSED, declined, отказ) or stands as a sentence of its own ("Yes. Actually, do not
deploy."); "no need to wait", "no need to hold off" and "won't wait" refuse nothing.

Scanned line by line, as the reference does: handoff.md, every line of the project's diff against
its base branch (added, removed and context lines of each hunk), and \`*.py\` / \`*.sql\` under
\`specs/\` and \`tasks/\`; under the recommended preset also deploy-log.md (read like handoff.md,
prose and code blocks alike), where the protocol records the deploy that handoff §8 points to, and
every executor report (read like handoff.md too), where a specialist records what it ran.
The operations and their patterns are the reference's:

- sql-drop-table (\`DROP TABLE\`), sql-drop-column (\`ALTER TABLE … DROP COLUMN\`; under the
  recommended preset also with the DROP COLUMN on a line below its ALTER TABLE, and not in a
  migration's \`down()\` / \`downgrade()\` part, or a SQL migration's \`-- +goose Down\` /
  \`-- migrate:down\` part, whose every dropped column the up part just before it (else just
  after) adds to the same table, in SQL it runs or a tool's \`add_column\` call, not a comment or a
  log line: that is the rollback the protocol asks for, where the file's both parts are in view; a
  DROP TABLE there dropping the table the up part creates is one too), sql-truncate
  (\`TRUNCATE [TABLE] name\`, any case, so "truncate the title" in prose counts too; under the
  recommended preset a prose line — handoff.md outside code blocks, a diffed \`.md\` / \`.txt\`
  file — needs the statement's shape, \`TRUNCATE TABLE name\` or \`TRUNCATE name;\`),
  sql-delete-without-where (\`DELETE FROM name\` ending the line or followed by \`;\`, \`)\` or
  RETURNING, with no WHERE later on the same line; a WHERE on the next line does not count),
  sql-alter-column-lossy (\`ALTER COLUMN … TYPE varchar(N≤99)|int…|smallint\`);
- migration-empty-down: \`def down(...)\` / \`def downgrade(...)\` whose body on the same line is
  only \`pass\`, \`...\`, \`raise NotImplementedError\` or \`return\`;
- under the recommended preset, the same operations written as a migration tool's or ORM's calls:
  \`op.drop_table\`, \`migrations.DeleteModel\`, \`drop_table :t\`, \`dropTable(IfExists)\`,
  \`Schema::drop(IfExists)\` (sql-drop-table); \`op.drop_column\`, \`RemoveField\`,
  \`remove_column\`, \`removeColumn\`, \`dropColumn\` (sql-drop-column); \`.objects.all().delete()\`,
  \`session.query(X).delete()\`, \`Model.delete_all\` / \`destroy_all\`, \`deleteMany()\` /
  \`deleteMany({})\`, \`knex('t').del()\`, \`destroy({ truncate: true })\` (sql-delete-without-where);
  a down part dropping by call the column its up part adds (\`op.add_column\`, a table builder naming
  it) or the table it creates (\`create_table\`, \`createTable\`, \`Schema::create\`, TypeORM's
  \`new Table({ name })\`, the name on the call's line or the next) is its rollback; such a call counts
  in code only: in prose (handoff.md or deploy-log.md outside code blocks, a diffed \`.md\`) it is a
  mention, and in a test's file (\`tests/\`, \`__tests__/\`, \`*.test.*\`, \`*.spec.*\`, \`test_*.py\`,
  \`conftest.py\`) the teardown of the test's own database;
- git-force-push (\`git push … --force|-f|--force-with-lease\`; under the recommended preset also a
  \`+\` refspec, git's per-ref force: \`git push origin +main\`, \`+HEAD:main\`), git-reset-hard
  (\`git reset --hard|--keep HEAD|origin|main|master\`; under the recommended preset none: the protocol's
  nine classes name no local reset, and the push that rewrites shared history is git-force-push), fs-rm-rf-shared (\`rm -r|-rf|-fr\` on a
  path starting \`/\`, \`~\`, \`$HOME\` or \`..\`, as the reference matches it; under the recommended
  preset only those folders themselves, with an optional trailing \`/\` or \`/*\` or more \`/..\`, as
  the spec names them: \`rm -rf /tmp/scratch\` or \`rm -rf ../build\` is no finding; and the options in
  any spelling: \`rm -r -f /\`, \`rm -Rf ~\`, \`rm -rfv /\`, \`rm -rf -- "$HOME"\`), terraform-destroy, kubectl-delete-prod-ns
  (\`--namespace prod|production|main\`), deploy-prod-direct (\`vercel --prod\`,
  \`fly deploy --prod\`, \`railway up --service x --env production\`, \`gh release create\`; under the
  recommended preset also the common spellings of a production deploy, each within one command (no
  \`|\`, \`;\`, \`&\` or backtick between its parts): \`vercel [deploy] … --prod\` or \`--target
  production\` (\`npx vercel deploy --prod --yes\`; \`vercel deploy\` alone is a preview),
  \`fly[ctl] deploy\` with \`--prod\` or an app or config named prod / production (\`--app
  checkout-prod\`, \`--config fly.production.toml\`; not pre-prod), \`helm upgrade|install\` and
  \`kubectl apply\` / \`rollout restart|undo|resume\` / \`set image\` in the prod or production namespace
  (\`-n production\`, \`--namespace=prod\`, before or after the command; not with \`--dry-run\`; \`-n
  staging\` is none), \`gh workflow run <deploy|release…> -f environment=production|prod\`, any
  \`railway up\` naming production, as the spec writes it, a push to a Heroku or production remote or
  branch (\`git push heroku main\`, \`git push heroku-production v3.14.0:main\`, \`git push origin
  HEAD:production\`; not a staging, dev, review or pre-prod remote), and any deploy command naming
  production (\`production\`, \`prod\`, \`--prod\`, \`ENV=production\`, \`shop-prod\`, \`deploy:prod\`; not
  pre-prod), written where a command starts (a line of code, a code span, after \`&&\`, \`;\` or
  \`run:\`; in prose only in a code span) and ending at a \` #\` comment: a script named for deploying
  (\`./scripts/deploy.sh production v1.2.0\`, \`ENV=production bin/release\`), a task runner's deploy,
  release or ship target (\`make deploy ENV=production\`, \`npm run deploy:prod\`, \`cap production
  deploy\`), or a tool's deploy, release, ship or push subcommand aimed at production by an option or a
  name (\`kamal deploy -d production\`, \`serverless deploy --stage prod\`, \`eb deploy shop-prod\`); a
  staging target or a \`--dry-run\` is none),
  secret-rotation-explicit (\`rotate_secret\`, \`revoke_token\`, \`delete_credential\`, \`aws
  secretsmanager rotate-secret|delete-secret\`, \`gh secret remove\`; under the recommended preset also
  the commands that replace, revoke or delete a secret or a key: \`vault kv put|patch|rollback|delete|destroy\`,
  \`vault write … /rotate…\`, \`vault token|lease revoke\`, \`aws secretsmanager
  put-secret-value|update-secret\`, \`aws iam create|update|delete-access-key\`, \`aws kms
  rotate-key-on-demand|enable-key-rotation|schedule-key-deletion\`, \`aws ssm put-parameter\` of a
  SecureString, \`gcloud secrets versions add|destroy|disable\`, \`gcloud secrets delete\`, \`gcloud iam
  service-accounts keys create|delete\`, \`az keyvault secret set|delete|purge\`, \`az keyvault key
  rotate\`, \`kubectl create|delete secret\` (not a \`--dry-run\`), \`gh secret set|delete\`, \`fly\`,
  \`supabase\` or \`doppler secrets set|unset|delete|import\`, \`wrangler secret put|delete\`, \`heroku
  config:set|unset\` of a secret, token, key or password), package-publish (\`npm publish\` without \`--dry-run\`, any \`yarn\` /
  \`pnpm publish\`, as the reference matches them; under the recommended preset a \`--dry-run\` of
  any of the three is exempt, as the spec says; \`twine upload\` not to \`--repository testpypi\`);
- fs-bulk-delete: ${BULK_DELETE} or more files deleted in the diff.

The reference reads each pattern's words side by side on one line. Under the recommended preset two more
spellings count. Up to six options (each with one value) may stand between a tool and its subcommand:
\`pnpm -r publish\`, \`pnpm --filter @acme/csv publish\`, \`npm -w packages/csv publish\`,
\`npm --workspace=x publish\`, \`yarn workspace x npm publish\`, \`yarn workspaces foreach -A npm publish\`,
\`yarn npm publish\`, \`twine --no-color upload\`, \`git -C app push -f\`, \`git -c k=v push origin +main\`,
\`terraform -chdir=infra destroy\`, \`aws --profile prod
secretsmanager delete-secret\`, \`kubectl --context c delete ns production\`, \`helm --kube-context c
upgrade … -n production\`. A value is never a subcommand's own word, so \`pnpm -r run publish\` (a
script) and \`npm -g install publish\` are none, and a publish with \`--dry-run\` anywhere in its command is
none. The table of an ALTER COLUMN … TYPE may be named as SQL allows (\`ALTER TABLE IF EXISTS
public."users" ALTER COLUMN …\`). And in code (specs/tasks scripts, untracked files, the diff's lines
outside \`.md\` / \`.txt\` files, code blocks of the documents scanned) an operation may run over lines:
a SQL statement broken at any space (\`DROP\` / \`  TABLE legacy_export;\`, \`TRUNCATE\` / \`TABLE
audit_log;\`, \`ALTER TABLE t DROP\` / \`COLUMN c;\`, \`ALTER TABLE users\` / \`ALTER COLUMN name TYPE
varchar(20);\`) is read from the line's last 1,000 characters on to the next lines, up to a \`;\`, a blank
line or 10 lines; a command continued with a trailing backslash (\`git push \\\` / \`  --force origin
main\`) is read joined, as the shell joins it, over up to 20 lines. Such a finding is on the line where
the operation begins and quotes it joined. Prose is read line by line, as before.

Each finding is located at the operation's line: in the scanned file, or in the diff's target file
(line numbers from the hunk headers; a removed line at the place it was removed). It quotes that
line, and a line longer than ${EXCERPT} characters around the words that matched. Without git (or
with \`--no-git\`) the diff is not scanned. \`--base\` (the Action's \`base-ref\`) may name any commit
git resolves: a branch (tried as origin's remote-tracking branch first), a tag, a SHA, \`HEAD~1\`.
When the clone is shallow (CI checkouts are), the base from GITHUB_BASE_REF is not in it, or a complete
repository holds none of the default bases (origin/main, origin/master, main, master), the check warns
with the fix (\`fetch-depth: 0\`, the \`git fetch\` line that brings the base, or \`--base\`) instead of
passing on an unscanned change. A base named with \`--base\` that names no commit of a complete clone (a
typo such as \`mian\`) fails, naming the refs tried: a mistyped base must not pass a dangerous change.
What the repository or the change itself keeps from the scan fails instead, since an operation could
hide behind it: a diff git does not finish within 10 s or that passes 64 MB, a file of the repository
git must not read (a FIFO, a device, an oversized or outside link; see the README's security model), a
\`.git\` link that cannot be followed, a filter driver that cannot be switched off; the fix names it,
and \`--no-git\` skips the scan knowingly. A file git gives as binary (a NUL
byte, a \`-diff\` attribute of the change itself) whose name is no binary kind is diffed again as
text, so its lines are scanned; one over 16 MiB is not (git would hold all of it, and its text would
push the diff past its limit): the check names it and fails, and the rest of the change is still
scanned. A binary file the change deletes is not diffed again: it adds nothing. Under the recommended
preset the files git neither tracks nor ignores (what \`git status\` lists as untracked: a new
migration not yet added is in no diff) are scanned too, as the specs/tasks scripts are and each
finding says so, outside the engagement folder (its files are read as above), passing over binary
kinds, files that are no clean text and symlinks; past ${UNTRACKED_READ} files, ${UNTRACKED_TOTAL_BYTES / 1024 / 1024} MiB in all or
${UNTRACKED_FILE_BYTES / 1024 / 1024} MiB in one file the rest is named and the check warns. The repository's excludes
file setting is not read (only the user's default, \`~/.config/git/ignore\`), and an ignore file that is
no regular file (git would wait on a FIFO) is named instead of listing. A team whose hook runs
with scratch files about (\`git status\` full of notes never meant for a commit) sets the rule's
option \`untracked: false\` (\`danger-scan: [error, { untracked: false }]\`) to scan the diff alone. Rename detection, context and path prefixes are git's defaults, whatever the repository's
config says. An operation found ${HITS_PER_OPERATION}
times (counting only what is left once negations, rollbacks and mentions are set aside) is not looked for
further, in that file or any other (the detail says so): the verdict stands, and files of hundreds of thousands
of such lines stay quick to lint. One set aside ${10 * HITS_PER_OPERATION} times (negated or only mentioned in prose,
a rollback, a WHERE below) is not looked for further either, and the check warns so, naming it.`,
  examples: [
    { status: 'pass', title: 'passes when nothing dangerous is found, saying what was scanned', files: { 'handoff.md': '' } },
    { status: 'fail', title: 'counts an id wherever its exact text appears in scope-sync.md, as the reference does', files: { 'specs/m.sql': 'DELETE FROM sessions;', 'scope-sync.md': '' } },
    {
      status: 'fail',
      title: 'under the recommended preset, an id named outside the `## Dangerous-op user OK` heading is no OK',
      options: { preset: 'recommended' },
      files: { 'specs/m.sql': 'DROP TABLE legacy_sessions;', 'scope-sync.md': '- Q: is sql-drop-table fine?' },
    },
    {
      status: 'fail',
      title: 'under the recommended preset, a negation of something else in the sentence does not hide an operation that ran',
      options: { preset: 'recommended' },
      files: { 'handoff.md': '## 12. Operations run\nSince the branch was not shared with anyone, we ran git push --force origin main.\nNo rollback was needed: we never ran terraform destroy.' },
    },
    {
      status: 'fail',
      title: 'under the recommended preset, `vercel deploy --prod` recorded only in deploy-log.md is a production deploy that needs the user\'s OK',
      options: { preset: 'recommended' },
      files: { 'handoff.md': '## 8. Deploy log\nSee deploy-log.md.', 'deploy-log.md': '- 2026-06-11 16:40 — production — `npx vercel deploy --prod --yes`' },
    },
    {
      status: 'fail',
      title: 'under the recommended preset, a DROP TABLE broken over two lines and a publish with options before it are operations too',
      options: { preset: 'recommended' },
      files: { 'handoff.md': '## 12. Operations run\n```sql\nDROP\n  TABLE legacy_export;\n```\n```sh\npnpm --filter @acme/csv publish --no-git-checks\n```' },
    },
  ],
  divergences: [
    { protocol: '9 operation classes always require explicit user OK (… migration without rollback …).', compat: 'A DROP COLUMN in a migration\'s downgrade that undoes the column its upgrade adds is sql-drop-column, and a DROP TABLE there undoing the table its upgrade creates is sql-drop-table, so every reversible migration written in SQL needs a user OK.', recommended: 'That DROP COLUMN or DROP TABLE (in SQL or a migration tool\'s call) is the migration\'s rollback and is not flagged; one dropping any other column or table, or outside a down part, still is.' },
    { protocol: '9 operation classes always require explicit user OK (DROP TABLE, … bulk DELETE without WHERE, migration without rollback …)', compat: 'Only the SQL spelling is read: `op.drop_table("orders")` (Alembic), `migrations.DeleteModel(…)` / `RemoveField(…)` (Django), `drop_table :orders` / `remove_column …` (Rails), `knex.schema.dropTable(…)`, `queryInterface.removeColumn(…)`, `Schema::dropIfExists(…)` (Laravel), `Order.objects.all().delete()`, `session.query(Order).delete()`, `Order.delete_all`, `deleteMany({})` and `knex(\'orders\').del()` pass with no user OK.', recommended: 'Those calls in code are sql-drop-table, sql-drop-column and sql-delete-without-where (a bulk delete with no filter between the query and the delete; a WHERE on a later line does not filter it), and a migration\'s down part dropping by call what its up part adds or creates is its rollback, as in SQL. In prose or a test\'s file such a call is a mention or a test database\'s teardown.' },
    { protocol: 'Lead runs danger-scan.py before handoff; handoff-precheck.py calls it as a sub-check. Non-empty findings → handoff blocked until matched user-OK entry exists in scope-sync.md', compat: 'Only what `git diff` shows of the change is scanned: a file git does not track yet (a new migration holding `DROP TABLE`, a deploy script not yet added) is in no diff, and its operations pass unseen.', recommended: 'The files git neither tracks nor ignores, outside the engagement folder, are scanned as the specs/tasks scripts are; a finding in one says it is untracked, and files past the read limits are named in a warning.' },
    { protocol: 'Lead runs danger-scan.py before handoff; handoff-precheck.py calls it as a sub-check. Non-empty findings → handoff blocked until matched user-OK entry exists in scope-sync.md', compat: 'Every line of handoff.md is scanned as if it were code: a sentence saying an operation was not done ("no force-push was needed", "we did not DROP TABLE") is an unauthorised dangerous operation.', recommended: `In handoff.md prose, an operation governed by a negation (no, not, never, without, did not, не, без …) is not a finding: the negation stands in the operation's own clause, at most ${NEGATION_REACH} words before it ("we did not run DROP TABLE", "no one ran git push --force", «без DROP TABLE»). A negation of something else in the sentence, before a comma, dash or semicolon, a colon, a connective (so, then, and, but, поэтому, так что, и, но, затем) or a new subject (we, мы), or inside parentheses closed before the operation, hides nothing: "Since the branch was not shared, we ran git push --force", "No downtime: ran \`psql -c 'DROP TABLE legacy_orders'\`" and "The old table is gone (no backup): DROP TABLE …" are findings; only a label saying what follows did not run ("Not run: DROP TABLE …", "Not needed: git push --force") carries its negation past the colon. "Rather than" / "Instead of" / «Вместо» before it count as a negation too. After it, in its clause, a negation of running or needing it counts ("DROP TABLE was never run", "git push --force was not needed", an aside in its sentence such as "\`DROP TABLE t;\` (not run)", «DROP TABLE не выполнялся», «никто не делал», «не стали», «нет» closing the clause), not of anything else ("git push --force was not reviewed" is a finding); so does a table row whose other cell answers "no" / "not needed" / «нет» with none answering "yes". A sentence that names an operation only to put it aside is no operation either: "we considered \`git push --force\` but did not run it" (or decided against it, rejected it), "\`git push --force\` was considered and rejected", a counterfactual ("we could have used …"), or a question whether to run it ("Should we run …?", "Is it OK to run …?", after a label such as "Q:" or "Open question for the user:"); not one asked "again", nor one answered yes or that it ran in the next sentence (on its line, or the next line's first when the question ends its line: "Should we run …? Yes: ran it at 14:02."); not when the sentence says, before the operation, that something ran ("We ran \`git push --force\` but did not need it"), nor when a later clause of it says it ran after all ("… was considered and rejected, but it had already been run"). Nor is an operation the sentence gives to other work than this change: after a label putting it outside ("Not part of this change:", "Out of scope:", "Deferred:", «Не входит в это изменение:»), run by or in another engagement, change or pull request, later or earlier ("the v1 sunset engagement will later run …", "a follow-up engagement will run …", "in the previous engagement we ran …", «в следующем энгейджменте»), left for one ("… is left for a follow-up engagement"), or followed by "— not run" / "— not part of this change"; a comparison ("Unlike the previous engagement, we ran …") and "this engagement will later run …" stay findings. Code (the diff, specs/tasks scripts) is scanned as before.` },
    { protocol: 'Non-empty findings → handoff blocked until matched user-OK entry exists in scope-sync.md', compat: 'Every line is read alone: `DELETE FROM invoices` with its `WHERE id = 7;` on the next line is sql-delete-without-where, and an operation broken over lines passes with no user OK: `DROP` / `  TABLE legacy_export;` in a code block, `TRUNCATE` / `TABLE audit_log;`, `ALTER TABLE accounts DROP` / `COLUMN ssn;`, `ALTER TABLE users` / `ALTER COLUMN name TYPE varchar(20);`, `git push \\` / `  --force origin main`.', recommended: `A DELETE statement is read to its \`;\` (up to ${DELETE_STATEMENT_LINES} lines, not past a blank line): a WHERE on a later line of the same statement is no finding, and a DELETE split over lines (\`DELETE\` / \`FROM t;\`) or held in a string literal (\`op.execute("DELETE FROM t")\`) without WHERE is one. In code (scripts, the diff outside prose files, the documents' code blocks) every other SQL statement is read across its line breaks too, up to a \`;\`, a blank line or 10 lines, and a command continued with a trailing backslash is read joined, as the shell joins it; the finding is on the line where the operation begins. Prose is read line by line.` },
    { protocol: '9 operation classes always require explicit user OK (… migration without rollback …).', compat: 'migration-empty-down only matches a body on the same line as the `def` (`def downgrade(): pass`); the usual two-line `def downgrade():` / `pass` (or a docstring and `pass`) is a migration without rollback that passes.', recommended: 'A `def down…():` / `def downgrade…():` (or Ruby\'s `def down`) whose indented body is only `pass`, `...`, `return`, a `raise` of any error (`raise NotImplementedError("no way back")`, `raise ActiveRecord::IrreversibleMigration`), or nothing but a docstring and comments, is migration-empty-down, over consecutive lines of a file or of the diff.' },
    { protocol: 'Non-empty findings → handoff blocked until matched user-OK entry exists in scope-sync.md under ## Dangerous-op user OK — {timestamp}.', compat: 'An operation id anywhere in scope-sync.md (a question, a note, a refusal) counts as the user\'s OK.', recommended: 'The id must appear under a `## Dangerous-op user OK — <timestamp>` heading; an id found only elsewhere in scope-sync.md (a question, a note, a refusal) fails like an unauthorised one: "Silence is NOT consent", and neither is a mention.' },
    { protocol: 'Non-empty findings → handoff blocked until matched user-OK entry exists in scope-sync.md under ## Dangerous-op user OK — {timestamp}.', compat: 'Only the linter\'s operation id counts: an entry under the heading that names the operation itself ("production deploy (`fly deploy --prod` …)") but not the id `deploy-prod-direct` is no OK.', recommended: 'A line under a `## Dangerous-op user OK — <timestamp>` heading that matches the operation\'s own pattern (the one that found it) is a matched user-OK entry too.' },
    { protocol: 'load that file when danger-scan.py produces a non-empty finding OR when the engagement diff touches schema / migrations / production deploy / secret rotation.', compat: 'Context and removed lines of the diff are scanned too: deleting a `git push --force` line from a script, or an unchanged `DROP TABLE` line next to an edit, is an operation of this change.', recommended: 'Only the lines the diff adds are operations of this change; removed and unchanged context lines are not.' },
    { protocol: '9 operation classes always require explicit user OK (… prod deploy …)', compat: 'As the reference matches it: only `vercel --prod`, `fly deploy --prod` (or `--strategy immediate`), `railway up --service <name> --env production` and `gh release create` are direct production deploys; `vercel deploy --prod` (the same Vercel command: `deploy` is its default), `npx vercel deploy --prod --yes`, `flyctl deploy --app checkout-prod`, `helm upgrade --install checkout ./chart --namespace production`, `kubectl apply -n production -f k8s/`, `gh workflow run deploy.yml -f environment=production`, `railway up --environment production`, `./scripts/deploy.sh production v1.2.0`, `make deploy ENV=production` and `git push heroku-production main` are no finding.', recommended: 'The common spellings of a production deploy are deploy-prod-direct too: `vercel [deploy] … --prod` (or `--target production`), `fly[ctl] deploy` with `--prod` or an app or config named prod / production, `helm upgrade|install` and `kubectl apply` / `rollout restart|undo|resume` / `set image` in the prod or production namespace (not a `--dry-run`), `gh workflow run <deploy|release…> -f environment=production`, and any `railway up` whose arguments name production, as the spec writes the form ("railway up … production"). So is any deploy aimed at production whatever runs it: a push to a Heroku or production remote or branch (`git push heroku main`, `git push heroku-production v3.14.0:main`, `git push origin HEAD:production`), and a command naming production (`production`, `prod`, `--prod`, `ENV=production`, `shop-prod`, `deploy:prod`) that is a script named for deploying (`./scripts/deploy.sh production v1.2.0`), a task runner\'s deploy target (`make deploy ENV=production`, `npm run deploy:prod`, `cap production deploy`) or a tool\'s deploy, release, ship or push subcommand (`kamal deploy -d production`, `serverless deploy --stage prod`), read in code and, in prose, in a code span. A preview or staging deploy (`vercel deploy`, `helm upgrade … -n staging`, `flyctl deploy --app checkout-staging`, `./scripts/deploy.sh staging`, `git push heroku-staging main`) is none.' },
    { protocol: '9 operation classes always require explicit user OK (… force-push, … secret rotation, public publish, recursive delete on parents, … infra teardown)', compat: 'As the reference matches them: `rm -r` of any path starting `/`, `~`, `$HOME` or `..` (`rm -r /var/tmp/x`, `rm -rf ../build`) is a recursive delete of a root, home or parent path, `yarn publish --dry-run` / `pnpm publish --dry-run` are public publishes, kubectl-delete-prod-ns needs `--namespace prod|production|main` (`kubectl delete ns production` and `-n production` are no finding), and a pattern\'s words stand side by side: `pnpm -r publish`, `pnpm --filter @acme/csv publish`, `npm -w packages/csv publish`, `git -C app push --force`, `git -C app reset --hard origin/main`, `terraform -chdir=infra destroy`, `aws --profile prod secretsmanager delete-secret` and `ALTER TABLE public.users ALTER COLUMN code TYPE int` are no finding.', recommended: 'Only those folders themselves are deleted roots (`rm -rf /`, `~/`, `"$HOME"`, `../..`), a `--dry-run` of npm, yarn or pnpm publish is exempt, as the spec names them (anywhere in the command), a production namespace deleted (`kubectl delete ns production`) or named with `-n` is kubectl-delete-prod-ns too, up to six options (each with one value, never a subcommand\'s word: `pnpm -r run publish` runs a script) between a tool and its subcommand are read past, yarn\'s workspace forms (`yarn workspace x publish`) publish too, and an ALTER TABLE may name its table with IF EXISTS, ONLY, a schema or quotes.' },
    { protocol: '9 operation classes always require explicit user OK (DROP TABLE, force-push, prod deploy, secret rotation, public publish, recursive delete on parents, bulk DELETE without WHERE, migration without rollback, infra teardown)', compat: 'sql-truncate matches the English verb in any case: "Gmail and Outlook truncate anything longer on mobile" in a marketing handoff is an unauthorised TRUNCATE.', recommended: 'In prose (handoff.md outside code blocks, diffed `.md` / `.txt` files) sql-truncate needs an SQL statement: `TRUNCATE TABLE name`, or `TRUNCATE name` ending in `;`. Code is scanned as before.' },
    { protocol: 'Silence is NOT consent. Non-empty findings → handoff blocked until matched user-OK entry exists in scope-sync.md under ## Dangerous-op user OK — {timestamp}.', compat: 'Any mention of the id counts, so an entry refusing the operation (`- deploy-prod-direct: user REFUSED — wait for Monday`) is read as the user\'s OK.', recommended: 'An entry under the heading that names the operation but refuses or defers it, on its own lines or in the user\'s answer below it (a `User:` / «Пользователь:» item, a quotation, a `> ` blockquote, up to the next item naming an operation) (REFUSED, declined, not approved, an answer starting "No" or «нет» after the id, a speaker or a quote, a table row whose answer cell says or opens with no / нет, "do not deploy", "wait for …", "hold off", "no answer yet", отказ / запрещаю / не разрешаю / не надо / не выкатывай; not a word merely holding "нет", such as интернет, nor «нет возражений», nor a note starting "No" in an entry that approves, nor a rider after an answer opening with an approval ("Yes, publish; do not deploy the docs site yet") unless it refuses outright or stands alone ("Yes. Actually, do not deploy."), nor "no need to wait" / "won\'t wait") or only asks the user, with no answer, or says the user was not asked, is no OK; the finding names that line.' },
    { protocol: '9 operation classes always require explicit user OK (… secret rotation …)', compat: 'As the reference matches it: only `rotate_secret`, `revoke_token`, `delete_credential`, `aws secretsmanager rotate-secret|delete-secret` and `gh secret remove` rotate a secret; `vault kv put secret/app/prod API_SECRET=@new.txt`, `aws secretsmanager put-secret-value`, `gcloud secrets versions add`, `kubectl create secret`, `gh secret set` and `fly secrets set` pass with no user OK.', recommended: 'The common commands that replace, revoke or delete a secret or a key are secret-rotation-explicit too: `vault kv put|patch|rollback|delete|destroy`, `vault write … /rotate…`, `vault token|lease revoke`, `aws secretsmanager put-secret-value|update-secret`, `aws iam create|update|delete-access-key`, `aws kms rotate-key-on-demand|enable-key-rotation|schedule-key-deletion`, `aws ssm put-parameter` of a SecureString, `gcloud secrets versions add|destroy|disable` and `gcloud secrets delete`, `gcloud iam service-accounts keys create|delete`, `az keyvault secret set|delete|purge`, `az keyvault key rotate`, `kubectl create|delete secret` (not a `--dry-run`), `gh secret set|delete`, `fly` / `supabase` / `doppler secrets set|unset|delete|import`, `wrangler secret put|delete`, and `heroku config:set|unset` of a secret, token, key or password.' },
    { protocol: '9 operation classes always require explicit user OK (DROP TABLE, force-push, prod deploy, secret rotation, public publish, recursive delete on parents, bulk DELETE without WHERE, migration without rollback, infra teardown).', compat: 'git-reset-hard, in none of the nine classes, needs a user OK: `git reset --hard HEAD` discarding a failed local merge in a worktree fails the check.', recommended: '`git reset --hard` / `--keep` is no dangerous operation: it discards local work only, and the push that would rewrite shared history is git-force-push.' },
    { protocol: '9 operation classes always require explicit user OK (… prod deploy …). Non-empty findings → handoff blocked until matched user-OK entry exists in scope-sync.md', compat: 'Only handoff.md, the diff and specs/tasks scripts are scanned: a production deploy recorded only in deploy-log.md (`- command: vercel --prod`, with handoff §8 saying "See deploy-log.md") passes with no user OK, as it does without git.', recommended: 'deploy-log.md and every executor report are scanned like handoff.md (negated operations and the verb "truncate" in their prose are no operations): a deploy or a DELETE they record needs the user\'s OK.' },
  ],
  async check({ model, system, options }) {
    const protocol = followsProtocol(options);
    // Asked first, so git runs while the handoff is read.
    const pendingDiff = system.gitDiff(model.projectRoot);
    // Files are scanned on the lines that hold an operation's word; the diff (short) line by line.
    type ScannedFile = { file: string; src: { readonly text: string; readonly lines: string[] } };
    const scanned: string[] = [];
    const handoff = model.handoff;
    const docFiles: ScannedFile[] = handoff ? [{ file: handoff.rel, src: handoff }] : [];
    if (handoff) scanned.push('handoff.md');
    // deploy-log.md is where the protocol records a deploy (§8 points to it): a production deploy
    // written only there needs the user's OK as much as one written in the handoff.
    const deployLog = protocol ? model.doc('deploy-log.md') : undefined;
    if (deployLog) {
      docFiles.push({ file: deployLog.rel, src: deployLog });
      scanned.push('deploy-log.md');
    }
    // A specialist's report of what it ran ("ran DELETE FROM orders_daily on prod") is the operation's
    // record when the handoff leaves it out: read like handoff.md.
    const reports = protocol ? model.executorReports() : [];
    for (const r of reports) docFiles.push({ file: r.rel, src: r });
    if (reports.length) scanned.push(plural(reports.length, 'executor report'));
    const proseDocs = [handoff, deployLog, ...reports];
    const diff = await pendingDiff;
    let brokenLink: string | undefined;
    // Every operation needs a word MAYBE finds, and a statement read over several lines starts on one
    // (DELETE, def down): a hunk without any is read past, with no line of it built.
    const parsed = diff ? parseUnifiedDiffText(diff, (hunk) => MAYBE.test(hunk)) : undefined;
    let diffLines: Src[] = [];
    if (parsed) {
      // Every line of the diff's hunks, as the reference scans the whole diff: added, removed and context.
      diffLines = protocol ? parsed.added : [...parsed.added, ...(parsed.context ?? []), ...(parsed.removed ?? []).map((r) => ({ ...r, removed: true }))];
      scanned.push('git diff');
    } else if (diff === '') {
      // git ran and the project matches its base: a clean diff, not a missing one.
      scanned.push('git diff: no changes against the base branch');
    } else {
      brokenLink = system.gitProblem?.(model.projectRoot);
      scanned.push(brokenLink ? `no git diff available: ${brokenLink}` : 'no git diff available');
    }
    // A .git link that cannot be followed, or a repository file git would block or drown on, hides the change: not scanned, whatever the base.
    // An empty diff in a shallow clone may only mean the base's history is missing: the problem still stands.
    const baseProblem = parsed
      ? undefined
      : brokenLink
        ? { blocking: true, detail: `git was not run on the project (${brokenLink}): the change was not scanned`, fix: 'Repair or remove what is named (a `.git` link needs a `gitdir:` line naming the repository folder; a file of the repository must be a regular file within its limit), then lint again.' }
        : system.gitBaseProblem?.(model.projectRoot, diff === undefined);
    const scripts = ['specs', 'tasks'].flatMap((d) => model.walk(d, (e) => e.kind === 'file' && /\.(?:py|sql)$/.test(e.name)));
    const scriptFiles: ScannedFile[] = [];
    for (const e of scripts) {
      const file = model.fs.read(e.rel);
      if (file) scriptFiles.push({ file: e.rel, src: file });
    }
    scanned.push(`${scripts.length} specs/tasks scripts`);
    // A new file git does not track yet is part of the change too (git status lists it); the diff does not show it.
    const untracked = protocol && diff !== undefined && untrackedOption(options.ruleOptions) ? await untrackedFiles(model, system) : undefined;
    const untrackedNames = new Set(untracked?.files.map((f) => f.file));
    if (untracked) {
      scriptFiles.push(...untracked.files);
      scanned.push(plural(untracked.files.length, 'untracked file'));
    }
    const ops = protocol ? PROTOCOL_OPS : OPS;
    const proseDocByRel = new Map(proseDocs.flatMap((doc) => (doc ? [[doc.rel, doc] as const] : [])));
    const prose = (h: Src) => proseDocByRel.get(h.file)?.isFenced(h.line) === false;
    // "Gmail and Outlook truncate long subject lines" is English, not SQL: in prose, TRUNCATE needs its statement's shape.
    const proseLine = (h: Src) => prose(h) || (!proseDocByRel.has(h.file) && PROSE_FILE.test(h.file));
    // A file's lines, for reading a statement past its first line: a scanned file's own, else those the diff adds.
    const files = [...docFiles, ...scriptFiles];
    // A file read whole is not read again in the diff: the lines the diff shows of it are the file's (a removed line aside).
    const whole = new Set(files.map((f) => f.file));
    const changed = diffLines.filter((l) => l.removed || !whole.has(l.file));
    const diffRuns = runsOf(changed);
    const views = new Map<string, Lines>();
    const statements = (file: string): Lines => {
      let view = views.get(file);
      if (view) return view;
      const f = files.find((x) => x.file === file);
      view = f ? fileLines(f.src.lines, f.src.text) : runLines(diffRuns.filter((r) => r.file === file));
      views.set(file, view);
      return view;
    };
    // A migration's downgrade dropping the column its upgrade adds is its rollback, the protocol's safe case.
    const ownRollback = (h: Hit) => !h.removed && ((h.id === 'sql-drop-column' && rollsBackOwnColumn(statements(h.file), h.line, h.text)) || (h.id === 'sql-drop-table' && rollsBackOwnTable(statements(h.file), h.line, h.text)));
    // A migration tool's or ORM's call is code: in prose it is a mention, in a test it tears down the test's own database.
    const ormElsewhere = (h: Hit) => (proseLine(h) || TEST_FILE.test(h.file)) && ormCallOnly(h);
    const truncateVerb = (h: Hit) => h.id === 'sql-truncate' && proseLine(h) && !SQL_TRUNCATE.for(h.text).test(h.text);
    // "scripts/deploy.sh now supports production" is a sentence: a deploy in a script's or a runner's words counts in code or a code span.
    const deployWords = (h: Hit) => proseLine(h) && deployWordsOnly(h);
    const keep = (h: Hit) =>
      !(prose(h) && (negatedOperation(h.text, h.column - 1, h.column - 1 + (h.length ?? 0)) || mentionOnly(h.text, h.column - 1, h.column - 1 + (h.length ?? 0), () => (h.removed ? undefined : statements(h.file).get(h.line + 1))) || notThisChange(h.text, h.column - 1, h.column - 1 + (h.length ?? 0)))) && !(h.id === 'sql-delete-without-where' && !ormCallOnly(h) && whereFollows(h, statements(h.file))) && !truncateVerb(h) && !deployWords(h) && !notTheSpecsOp(h) && !ownRollback(h) && !ormElsewhere(h);

    // Each hit is judged as it is found, and an operation kept HITS_PER_OPERATION times is looked for no further,
    // anywhere: a folder dense with operations costs a bounded number of hits, whatever its size.
    const hits: Hit[] = [];
    const seen = new Set<string>();
    const counts = new Map<string, number>();
    const kept = (id: string) => counts.get(id) ?? 0;
    const filesOf = new Map<string, Set<string>>();
    // Hits set aside (negated, a mention, a rollback, a WHERE below) are judged one by one too: past
    // SET_ASIDE_PER_OPERATION of them the operation is not looked for further, and the check warns so.
    const setAside = new Map<string, number>();
    const sink: Sink = {
      full: (id) => kept(id) >= HITS_PER_OPERATION || (setAside.get(id) ?? 0) >= SET_ASIDE_PER_OPERATION,
      add(h, asIs) {
        if (sink.full(h.id)) return;
        const key = `${h.id}|${h.file}|${h.line}|${h.removed ? '-' : ''}`;
        if (seen.has(key)) return;
        if (protocol && !asIs && !keep(h)) {
          setAside.set(h.id, (setAside.get(h.id) ?? 0) + 1);
          return;
        }
        seen.add(key);
        // Read to its end, a DELETE is not judged by its line.
        hits.push(protocol && h.id === 'sql-delete-without-where' ? { ...h, what: DELETE_STATEMENT } : h);
        counts.set(h.id, kept(h.id) + 1);
        (filesOf.get(h.id) ?? filesOf.set(h.id, new Set()).get(h.id)!).add(h.file);
      },
    };
    // In the reference's order: handoff.md, the diff, the scripts; each line by line first, as the reference reads.
    for (const f of docFiles) scanText(f.file, f.src.text, ops, sink);
    scan(changed, ops, sink);
    for (const f of scriptFiles) scanText(f.file, f.src.text, ops, sink);
    if (protocol) {
      // Statements and commands written over several lines: DELETEs and DROP COLUMNs on every line, the rest in code
      // only (a prose line's words run on by chance); then empty downgrades.
      const codeRuns = (f: ScannedFile): Run[] => {
        const doc = proseDocByRel.get(f.file);
        if (doc) return runsOfFile(f.file, f.src.lines, (n) => doc.isFenced(n));
        return PROSE_FILE.test(f.file) ? [] : runsOfFile(f.file, f.src.lines);
      };
      const sources = [
        ...docFiles.map((f) => ({ all: runsOfFile(f.file, f.src.lines), code: () => codeRuns(f) })),
        { all: diffRuns, code: () => runsOf(changed.filter((l) => !proseLine(l))) },
        ...scriptFiles.map((f) => ({ all: runsOfFile(f.file, f.src.lines), code: () => codeRuns(f) })),
      ];
      for (const source of sources) {
        scanStatementDeletes(source.all, sink);
        scanStatementDropColumns(source.all, sink);
        scanOverLines(source.code(), ops, sink);
      }
      for (const source of sources) scanEmptyDowngrades(source.all, sink);
    }
    const deleted = parsed?.deletedFiles ?? [];
    if (deleted.length >= BULK_DELETE) {
      hits.push({ file: deleted[0]!, line: 1, text: '', id: 'fs-bulk-delete', column: 1, what: `${deleted.length} files deleted in this change (${list(deleted, 5)})` });
    }
    // A change that could not be diffed is not a clean one; nor is one with files too large to diff as text.
    const notText = parsed?.notText ?? [];
    const unread = [...setAside].filter(([id, n]) => n >= SET_ASIDE_PER_OPERATION && kept(id) < HITS_PER_OPERATION).map(([id]) => id).sort();
    const gaps = [
      ...(notText.length ? [{ detail: `${list(notText, 5)}: git gave ${notText.length === 1 ? 'it' : 'them'} as binary, and ${notText.length === 1 ? 'it is' : 'they are'} over 16 MiB, so ${notText.length === 1 ? 'it was' : 'they were'} not scanned as text`, fix: 'Keep files over 16 MiB that are no binary kind out of the change (or scan them by hand): their lines were not read.' }] : []),
      ...(unread.length ? [{ detail: `${unread.join(', ')} set aside ${SET_ASIDE_PER_OPERATION} times (negated or only mentioned in prose, a rollback, a WHERE below) and not looked for further`, fix: 'Check the rest of the files named in the findings by hand, or trim the repeated mentions: past that many an operation is not looked for.' }] : []),
      ...(untracked?.gap ? [{ detail: untracked.gap, fix: 'Commit the untracked files that belong to the change (the diff then shows them), ignore the rest in .gitignore, or scan them by hand: their lines were not read.' }] : []),
    ];
    // What the repository or the change itself keeps from the scan (a file git must not read, a diff too large or
    // too slow, a file too large to read as text) could hide an operation there: fail closed, with the way out named
    // in the fix. A clone without its base (a shallow CI checkout) only warns.
    const blocked = baseProblem?.blocking === true || notText.length > 0;
    const unscanned = baseProblem
      ? { status: blocked ? ('fail' as const) : ('warn' as const), detail: baseProblem.detail, fix: baseProblem.fix }
      : gaps.length
        ? { status: blocked ? ('fail' as const) : ('warn' as const), detail: gaps.map((g) => g.detail).join('; '), fix: gaps.map((g) => g.fix).join(' ') }
        : undefined;
    if (!hits.length) return unscanned ? { ...unscanned, detail: `${unscanned.detail}; no dangerous operations in ${scanned.filter((s) => !s.startsWith('no git diff available') && !s.startsWith('git diff:')).join(', ')}` } : { status: 'pass', detail: `no dangerous operations detected (${scanned.join(', ')})` };

    const ids = [...new Set(hits.map((h) => h.id))].sort();
    const named = dangerOpApprovedIds(model, ids);
    // The protocol's OK is an entry under `## Dangerous-op user OK — <timestamp>` naming the operation by
    // its id or its command; compat takes the id anywhere in scope-sync.md.
    // An entry that names the operation but refuses it ("user REFUSED", "No — do not deploy") is no OK.
    const okLines = protocol ? dangerOpOkLines(model) : undefined;
    const names = (id: string, e: ReadonlyArray<{ text: string }>) => e.some((l) => l.text.includes(id)) || namesCommand(id, e.map((l) => l.text));
    const opIds = [...new Set([...ids, ...OP_BY_ID.keys()])];
    // The user's answer may stand below the item naming the operation, as an entry of its own.
    const entries = okLines ? entriesWithAnswers(dangerOpOkEntries(okLines), (e) => opIds.some((id) => names(id, e))) : [];
    const naming = (id: string) => entries.filter((e) => names(id, e));
    const refusedAt = new Map<string, { line: number; kind: 'refusal' | 'question' | 'not-user' }>();
    const approved = protocol
      ? new Set(
          ids.filter((id) => {
            const named = naming(id);
            const granted = named.filter((e) => dangerOpNoOk(e) === undefined);
            if (!granted.length && named.length) refusedAt.set(id, dangerOpNoOk(named[0]!)!);
            return granted.length > 0;
          }),
        )
      : named;
    const open = hits.filter((h) => !approved.has(h.id));
    if (!open.length) {
      const detail = `${plural(hits.length, 'dangerous op')} found, each named in scope-sync.md${protocol ? ' under a `## Dangerous-op user OK` heading, by its id or its command' : ''} (${ids.join(', ')})`;
      return unscanned ? { ...unscanned, detail: `${unscanned.detail}; ${detail}` } : { status: 'pass', detail };
    }
    const scopeSync = model.scopeSync;
    // A folder or an oversized file under that name: its OK could not be looked for.
    const unreadable = protocol && model.unreadable(model.rel('scope-sync.md'))?.message;
    const reason = (id: string): string => {
      const refused = refusedAt.get(id);
      if (refused?.kind === 'question') return `; the \`## Dangerous-op user OK\` entry naming it only asks the user (scope-sync.md line ${refused.line}), with no answer, which is no OK`;
      if (refused?.kind === 'not-user') return `; the \`## Dangerous-op user OK\` entry naming it says the user was not asked (scope-sync.md line ${refused.line}): an OK given in the user's place is no user OK, and silence is not consent`;
      if (refused !== undefined) return `; the \`## Dangerous-op user OK\` entry naming it refuses it (scope-sync.md line ${refused.line}), which is no OK`;
      if (protocol && okLines !== undefined && !named.has(id)) return `; the \`## Dangerous-op user OK\` section names neither the id ${id} nor ${OP_BY_ID.has(id) ? 'the command' : 'the operation'}`;
      if (unreadable) return `; scope-sync.md could not be read (${unreadable}), so no user OK was found`;
      if (!scopeSync || !named.has(id)) return '; no user OK in scope-sync.md';
      const n = scopeSync.lines.findIndex((l) => l.includes(id));
      return `; scope-sync.md names it only outside a \`## Dangerous-op user OK — <timestamp>\` section (line ${n + 1}), which is no OK`;
    };
    // Worked out once per operation, not per finding.
    const reasons = new Map<string, string>();
    const elsewhere = (id: string): string => reasons.get(id) ?? reasons.set(id, reason(id)).get(id)!;
    // Messages only for the findings a report shows.
    const findings: Finding[] = open.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column)).slice(0, MAX_FINDINGS).map((h) => ({
      file: h.file,
      line: h.line,
      column: h.column,
      message: `${h.id}: ${h.what}${h.text ? ` — "${excerpt(h)}"` : ''}${h.removed ? ' (a line the diff removes)' : ''}${untrackedNames.has(h.file) ? ' (an untracked file: git does not show it in the diff)' : ''}${elsewhere(h.id)}`,
    }));
    const openIds = [...new Set(open.map((h) => h.id))].sort();
    const more = openIds.filter((id) => sink.full(id));
    const inOne = more.filter((id) => filesOf.get(id)!.size === 1);
    const across = more.filter((id) => filesOf.get(id)!.size > 1);
    const notFurther = [
      ...(inOne.length ? [`${inOne.join(', ')} found ${HITS_PER_OPERATION} times in one file and not looked for further there`] : []),
      ...(across.length ? [`${across.join(', ')} found ${HITS_PER_OPERATION} times in all and not looked for further`] : []),
    ];
    return {
      status: 'fail',
      detail: `dangerous ops without user OK: ${openIds.join(', ')}${notFurther.map((n) => `; ${n}`).join('')}${unscanned ? `; ${unscanned.detail}` : ''}`,
      findingsTotal: open.length,
      fix: `Surface each operation to the user via the director; record the OK in scope-sync.md under \`## Dangerous-op user OK — <timestamp>\` naming the operation id${protocol ? ' or the command itself' : ''}, or remove the operation.`,
      findings,
    };
  },
});
