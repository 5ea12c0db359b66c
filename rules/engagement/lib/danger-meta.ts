// danger-scan's documentation and protocol audit entries (the rule's metadata, kept here so the rule's
// module stays within its size), and the numbers they state.
import { DELETE_STATEMENT_LINES, NEGATION_REACH, type Divergence } from '@engagement-lint/core/kit';
import { HITS_PER_OPERATION } from './danger-statements.js';
import { UNTRACKED_FILE_BYTES, UNTRACKED_READ, UNTRACKED_TOTAL_BYTES } from './untracked-files.js';

/** Files deleted in one change past which the change is a bulk delete. */
export const BULK_DELETE = 25;
/** The longest excerpt of a line a finding quotes. */
export const EXCERPT = 100;

export const DANGER_DOCS = `Validators check correctness, not authorisation. Operations with irreversible consequences need
the user's explicit OK, recorded in scope-sync.md under a heading
\`## Dangerous-op user OK — <timestamp>\` that names the operation. Silence is not consent. As in
handoff-precheck.py, an operation counts as authorised when its id appears anywhere in
scope-sync.md (exact text, case-sensitive), so verdicts agree; under the recommended preset only
an entry under that heading (numbering or an emoji before its title aside) counts (a question or a
refusal elsewhere is no OK), and it may name
the operation by its id or by the operation itself: a line there matching the operation's own
pattern (\`fly deploy --prod\` for deploy-prod-direct) is the user's OK too, its answer read as after the id
(\`\` \`fly deploy --prod\`: user answered "Not now" \`\`, \`\` deploy-prod-direct (\`fly deploy --prod\`): user: "no" \`\`
refuse it as \`deploy-prod-direct: user answered "Not now"\` does). An entry there (a list
item with its indented lines, a paragraph, or a table row, with the user's answer below it: a
\`User:\` / «Пользователь:» item, a quotation or a \`> \` blockquote, up to the next item naming an
operation) that refuses or defers the operation
("user REFUSED", "declined", "No — do not deploy", "Not now — after the audit.", "Not yet.", "Let's not
do that.", "wait for Monday", "hold off", a row whose answer cell says "no" / "Absolutely not" / «нет» or
opens with it («Нет, после релиза 2.4»), «нет, историю main не трогаем», «не выкатывай», «запрещаю»; in the user's
answer, with no approval opening it before them, «ни в коем случае», «ни за что», «давай не будем», «не стоит»,
«не удаляйте» (not beside a grant naming the table kept: «audit_2025 не удаляйте, legacy можно»), «рано, сначала
бэкап проверим», and «против» opening it, not «не против»), or
only asks the user ("is deploy-prod-direct OK? (no answer yet)", "awaiting reply", "asked the user 10:02,
waiting."), or was given in the user's place ("OK'd by dev-lead; user not asked", "approved by dev-lead",
"approved by dev-manager on the user's behalf", "OK (dev-lead)", "dev-lead: go ahead, user is on vacation",
«согласовано тимлидом, пользователь недоступен»: silence is not consent, and a role of the team is not the user),
or grants it only once someone else acts ("only after legal signs off", "OK once security approves",
"pending legal review", «только после согласования с юристами») while the entry does not record that done
("legal signed off 11:00"), is no OK; so is an answer putting it off to another ("I'll ask the team lead",
«уточню у финдиректора»), hanging it on another's approval ("only if the team lead approves", «только если тимлид
одобрит») or asking back ("Do we really need to deploy now?"); a condition of time or of a check ("OK, but wait for Monday", "once CI
is green") leaves the OK standing, and one of a backup ("only after the backup", «только после бэкапа») records no
backup (warned as an OK with none recorded). An OK naming a column of one table (\`legacy_flag\` «из таблицы \`payments\`»)
grants dropping that table's column only. An OK naming the tables it grants dropping grants those tables only:
named in SQL or a migration tool's call (\`DROP TABLE orders_archive_2019\`,
\`op.drop_table("orders_archive_2019")\`), as a code span after "for", "on", "table" or the id, or opening the
entry ("sql-drop-table for \`reporting.weekly_goals_2019\`"; a span elsewhere, "restore from \`x_backup\`", a
backup's tool such as \`pg_dump\` or a file names none), or as the words right after a verb of dropping in the
entry's own words or the user's it quotes ("yes, drop weekly_goals_2019", "dropping the table \`x\`", «удалить
таблицу x»; a word there is a name when it is an identifier holding \`_\`, \`.\` or a digit, or is exactly what the
change drops: "drop the 2019 archive", "drop it" name none, nor does a pattern such as \`weekly_goals_*\`). A table
the entry keeps or refuses ("keep weekly_goals", "do not drop weekly_goals", "not weekly_goals", "except
weekly_goals", "weekly_goals stays", "weekly_goals is not to be dropped", «не трогать weekly_goals», «кроме
weekly_goals», «weekly_goals оставь»; not "keep a backup of …", "keep the weekly_goals data", "no need to keep …")
is never granted, though named; an entry naming no table grants by the id what no entry keeps. Several entries grant
what each grants, together. sql-drop-column is scoped alike: an entry naming a table grants dropping its columns,
one naming \`table.column\` (or a column alone) that column; a keep names the column. Names are compared
lower-cased, quotes, backticks and brackets stripped, from their last part on, the schema counting only when
both give one: \`weekly_goals\` is \`reporting.weekly_goals\`, \`staging.weekly_goals\` is not
\`reporting.weekly_goals\`, and \`weekly_goals_2019\` is never \`weekly_goals\`. A drop of another table (column) is a finding that
names what the OK grants and what was dropped, and says so when the OK keeps it (one whose table cannot be
read, \`op.drop_table(name)\`, is granted by the id). A drop's list of tables ends where its statement does, or at the backtick closing its
code span: in "\`DROP TABLE legacy_sessions\`, downgrade is a no-op" the table is legacy_sessions alone. A note starting "No" below an approval
("approved by user 14:02." / "No downtime expected") is no refusal. An answer opening with an approval
("Yes", «Да», "OK", "go ahead", "ship it", «выкатывай», «публикуй») grants the operation whatever riders
follow ("Yes, publish 2.3.0; do not deploy the docs site yet", «Анонс делать не надо»), unless a rider
refuses outright (REFUSED, declined, отказ) or stands as a sentence of its own ("Yes. Actually, do not
deploy."); "no need to wait", "no need to hold off" and "won't wait" refuse nothing. Silence is no OK
either: an entry (or a line below it) recording that the user did not answer or object ("User was told on
2026-06-04 and did not object within 24 h", "no reply within 24 h", "nobody objected", "User gave no answer",
"implied consent", «возражений не поступило», «не возразил», «ответа не дал», «без ответа») grants nothing unless it also holds the user's words granting it (a
quotation or a \`> \` blockquote approving, a \`User:\` answer approving, "approved by the user").
An OK that stands is still warned of when its heading has no timestamp (\`## Dangerous-op user OK\` with no
date or time: the protocol records the OK "under ## Dangerous-op user OK — {timestamp}"), and when it grants
a dropped table or column, a TRUNCATE or a DELETE without WHERE while its section records no backup ("Backup
verification required for schema destruction + bulk delete": a line there naming a backup, snapshot, dump,
restore or point-in-time recovery, «бэкап», not saying it is missing, such as "no backup" or "Backup: none"):
each warning is at the heading or the entry, and beside a failing check it is a warning of it.

Scanned line by line, as the reference does: handoff.md, every line of the project's diff against
its base branch (added, removed and context lines of each hunk; the project is the engagement's parent
folder, so in a monorepo, \`repo/svc/billing/engagement\`, what the branch changes outside
\`svc/billing\` is not scanned), and \`*.py\` / \`*.sql\` under
\`specs/\` and \`tasks/\`; under the recommended preset also deploy-log.md (read like handoff.md,
prose and code blocks alike), where the protocol records the deploy that handoff §8 points to, and
every executor report (read like handoff.md too), where a specialist records what it ran.
The operations and their patterns are the reference's:

- sql-drop-table (\`DROP TABLE\`; under the recommended preset also \`DROP DATABASE\`, \`DROP SCHEMA\`,
  \`dropdb <name>\` and Mongo's \`.dropDatabase()\`, each table of it lost at once, the finding saying which
  was dropped; a schema a
  migration's down part drops after its up part creates it is its rollback; nor, under the recommended
  preset, is a drop of temporary tables only, which hold no kept data: T-SQL's \`#name\` / \`##name\`, or a table
  the same script creates as temporary before the drop (\`CREATE [LOCAL|GLOBAL] TEMP|TEMPORARY TABLE\`,
  Postgres' \`SELECT … INTO TEMP\`), the script being the file (a \`.sql\` or other script, a file of the diff), a
  document's code block, or a prose line ("builds \`CREATE TEMP TABLE tmp_refunds AS …\` and ends with \`DROP
  TABLE tmp_refunds;\`"); a drop before the create (its name may still reach a kept table), a list naming any
  other table, a kept table created (\`CREATE TABLE\`), a create in a SQL comment, on another prose line or in
  another code block is still one; MySQL's \`DROP TEMPORARY TABLE\` is no DROP TABLE at all), sql-drop-column (\`ALTER TABLE … DROP COLUMN\`; under the
  recommended preset also with the DROP COLUMN on a line below its ALTER TABLE, and not in a
  migration's \`down()\` / \`downgrade()\` part, or a SQL migration's \`-- +goose Down\` /
  \`-- migrate:down\` part, whose every dropped column the up part just before it (else just
  after) adds to the same table, in SQL it runs or a tool's \`add_column\` call, not a comment or a
  log line: that is the rollback the protocol asks for, where the file's both parts are in view; a
  DROP TABLE there dropping the table the up part creates is one too, each table of a list among them; so is a
  Flyway undo migration, \`U<version>__<description>.sql\`, dropping the tables (or columns) the versioned
  migration of the same version in its folder, \`V<version>__….sql\`, creates (or adds), read from disk:
  \`U42__x.sql\` undoing \`V42__x.sql\`, versions compared as Flyway does, \`1_1\` as \`1.1\`, \`007\` as \`7\`), sql-truncate
  (\`TRUNCATE [TABLE] name\`, any case, so "truncate the title" in prose counts too; under the
  recommended preset a prose line — handoff.md outside code blocks, a diffed \`.md\` / \`.txt\`
  file — needs the statement's shape, \`TRUNCATE TABLE name\` or \`TRUNCATE name;\`),
  sql-delete-without-where (\`DELETE FROM name\` ending the line or followed by \`;\`, \`)\` or
  RETURNING, with no WHERE later on the same line; a WHERE on the next line does not count; under the
  recommended preset also every key of a Redis database deleted: \`FLUSHALL\` / \`FLUSHDB\` by \`redis-cli\`
  (\`redis-cli -h prod -n 2 FLUSHDB\`), at its prompt (\`127.0.0.1:6379> FLUSHALL\`) or by a client's call
  (\`client.flushall()\`, \`redis.flushdb()\`, \`FlushAll(ctx)\`; such a call is read as the ORM calls below are),
  sql-alter-column-lossy (\`ALTER COLUMN … TYPE varchar(N≤99)|int…|smallint\`);
- migration-empty-down: \`def down(...)\` / \`def downgrade(...)\` whose body on the same line is
  only \`pass\`, \`...\`, \`raise NotImplementedError\` or \`return\`; under the recommended preset also
  a SQL migration's down part (goose's \`-- +goose Down\`, dbmate's \`-- migrate:down\`, sql-migrate's
  \`-- +migrate Down\`) holding only comments, blank lines or goose's placeholder (\`SELECT 'down SQL
  query';\`) up to the next part, the end of its code block or its file's end (in the diff, a part with
  no line of its file shown after it), and a migration's down function (in a file whose path names
  migrations, or beside an up function) whose body holds only comments, a bare \`return\`, a
  \`throw\` or Laravel's stub \`Schema::table('t', function (Blueprint $table) { // });\`: Laravel's \`public function down(): void { // }\`, TypeORM's \`public async
  down(queryRunner: QueryRunner): Promise<void> {}\`, Sequelize's \`async down() {}\`, knex's
  \`exports.down = async function () {};\`;
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
  \`conftest.py\`), or quoted in a document's code block whose fence or first line names one (\`# tests/conftest.py\`),
  the teardown of the test's own database; so, under the recommended preset, is a DROP TABLE, DROP COLUMN,
  TRUNCATE, DELETE without WHERE or lossy ALTER COLUMN written as SQL there
  (\`pg15.execute("TRUNCATE orders_archive")\` in a fixture's teardown), unless the file is in a migrations folder
  (\`tests/fixtures/migrations/0002.sql\` still counts: a migration ships a schema change); any other operation a
  test's file runs (a force-push, a deploy) still counts;
- git-force-push (\`git push … --force|-f|--force-with-lease\`; under the recommended preset also a
  \`+\` refspec, git's per-ref force: \`git push origin +main\`, \`+HEAD:main\`, and \`git push --mirror\`,
  which overwrites and deletes every ref of the remote), git-reset-hard
  (\`git reset --hard|--keep HEAD|origin|main|master\`; under the recommended preset none: the protocol's
  nine classes name no local reset, and the push that rewrites shared history is git-force-push), fs-rm-rf-shared (\`rm -r|-rf|-fr\` on a
  path starting \`/\`, \`~\`, \`$HOME\` or \`..\`, as the reference matches it; under the recommended
  preset only those folders themselves, with an optional trailing \`/\` or \`/*\` or more \`/..\`, as
  the spec names them: \`rm -rf /tmp/scratch\` or \`rm -rf ../build\` is no finding; and the options in
  any spelling: \`rm -r -f /\`, \`rm -Rf ~\`, \`rm -rfv /\`, \`rm -rf -- "$HOME"\`; and \`find\` on those folders with \`-delete\` or \`-exec rm\`:
  \`find / -delete\`, \`find "$HOME" -mindepth 1 -delete\`, not \`find ./build -name '*.o' -delete\`; and a storage bucket's
  objects deleted recursively, whatever the path, a bucket being shared data: \`aws s3 rm … --recursive\`,
  \`aws s3 rb … --force\`, \`gsutil rm -r\`, \`gcloud storage rm --recursive\`, \`az storage blob
  delete-batch\`, not an \`aws\` / \`az\` \`--dryrun\`), terraform-destroy (under the
  recommended preset the protocol's infra teardown by other tools too: OpenTofu's and Terragrunt's
  \`tofu destroy\`, \`tofu apply -destroy\`, \`terragrunt destroy\`, \`terragrunt run-all destroy\`, \`pulumi destroy|down\`, \`cdk
  destroy\`, \`aws cloudformation delete-stack\`, \`helm uninstall|delete\` in the prod or production
  namespace, not a \`--dry-run\`, and a GitHub repository or release deleted: \`gh repo delete\`, \`gh
  release delete\`; \`gh repo archive\` is none, as unarchiving undoes it), kubectl-delete-prod-ns
  (\`--namespace prod|production|main\`; under the recommended preset also a namespace deleted with everything
  in it: a production one by its name, \`kubectl delete ns|namespace prod|production\`, \`ns/production\`, any by
  \`--all\` or \`-l\` or in a production context, \`kubectl --context prod-eu delete ns checkout\`; not a
  \`--dry-run\`, nor \`kubectl delete ns/staging\`), deploy-prod-direct (\`vercel --prod\`,
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
  (\`./scripts/deploy.sh production v1.2.0\`, \`ENV=production bin/release\`), when it is run: after an
  operator, \`run:\` or a \`$ \` prompt, through a variable or a wrapper (\`bash scripts/deploy.sh\`), by a
  path starting \`./\`, \`/\` or \`~\`, with an argument, or alone on a line of code or of a shell's code
  block (\`\`\`sh\`, \`\`\`bash\`, \`\`\`console\`); its path alone elsewhere (\`scripts/deploy-prod.sh\` in
  a code span, a file list or a text block, a \`git diff --stat\` line, \`scripts/deploy-prod.sh:3\`)
  names a file; a task runner's deploy,
  release or ship target (\`make deploy ENV=production\`, \`npm run deploy:prod\`, \`cap production
  deploy\`), or a tool's deploy, release, ship or push subcommand aimed at production by an option or a
  name (\`kamal deploy -d production\`, \`serverless deploy --stage prod\`, \`eb deploy shop-prod\`); and
  the cloud deploys aimed at production by a project, cluster, context, inventory or stack: \`gcloud
  run|app|functions deploy\` and \`aws ecs update-service\` naming production, \`kubectl apply\` / \`helm
  upgrade\` with a \`--context\` / \`--kube-context\` named prod, \`ansible-playbook\` with an \`-i\` /
  \`--inventory\` or \`--limit\` named prod (not \`--check\`), \`cdk deploy\` of a stack named for it
  (\`ShopProdStack\`, \`shop-production\`); a
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
  any of the three is exempt, as the spec says; \`twine upload\` not to \`--repository testpypi\`; and the
  other registries' publishes: \`cargo publish\`, \`gem push\`, \`poetry publish\` and \`uv publish\` (not
  to TestPyPI), \`mvn deploy\` (\`./mvnw\`, after other phases: \`mvn clean deploy\`), \`dotnet nuget
  push\`, \`vsce\` / \`ovsx publish\`, none with \`--dry-run\`; and an image pushed to a registry: \`docker
  push\`, \`docker image|manifest|compose push\`, \`podman push\`, \`buildah push\`, not to a registry on
  localhost);
- fs-bulk-delete: ${BULK_DELETE} or more files deleted in the diff (with no diff to read, under \`--preset recommended\`, the files
  handoff §1 lists as deleted: name-status \`D\` lines, a \`Removed files:\` list; a rename's old name is none).

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
the operation begins and quotes it joined. Prose is read line by line, as before. A line of \`git log\`
output pasted in a document or a diffed \`.md\` / \`.txt\` file (a commit hash holding a digit opening it,
after graph marks: \`aa36166 stop running git push --force\`, \`* 3f9c2e1 (HEAD -> x) …\`) is a commit's
subject: what it names is no operation. So is a line of a commit's message in \`git log\`'s default
format (and \`--format=full|fuller\`, \`--stat\`, \`git show\`): indented by four spaces below a \`commit
<hash>\` line and its header lines (\`Author:\`, \`Date:\`, \`Merge:\`, \`AuthorDate:\` …), with only
message, blank and header lines between.
Under the recommended preset a \`.sql\` file's comments run nothing: \`-- DELETE by partition instead of
TRUNCATE\` is no TRUNCATE. \`--\` to the line's end, \`/* … */\` (over lines too) and MySQL's \`#\` where a
statement starts (a file's start, or after a \`;\` with only comments between; elsewhere a \`#\` is Postgres'
XOR) are comments, outside quoted text (\`'…'\`, \`"…"\`, backticks, on one line); a statement before a trailing
comment, or after a comment on its line, counts (the finding is at the statement), and a \`/*\` never closed in
the lines known, or a hunk of the diff whose comment opens above it, hides nothing. A comment hides only what
every dialect reads as one: \`--\` before no blank is code (MySQL's \`--1\`), and where a quoted text holds a
backslash (an escape in MySQL, a character in PostgreSQL and SQLite) the line is code from that quote on unless both
readings agree, and the file's rest too when they end the line apart or a quote is left open. A statement inside a
comment is no hit and is not counted among those set aside. A comment separates words as a blank does, in every
dialect: a \`.sql\` file's statements are read with their comments blanked and over blank and comment lines, so
\`DROP/**/TABLE t;\`, \`DROP -- why\` / \`TABLE t;\` and \`DROP\` / (blank lines) / \`TABLE t;\` drop a table, and a
WHERE only in a comment (\`DELETE FROM t -- WHERE id = 5\` / \`;\`, \`DELETE FROM t /* WHERE id = 5 */;\`) is none.
MySQL's executable comment (\`/*! … */\`, \`/*!50000 … */\`, MariaDB's \`/*M! … */\`) is code: MySQL runs what it
holds. Dollar-quoted text closed on its line (\`$$/*$$\`, \`$tag$ -- $tag$\`) holds no comment. A DELETE whose
WHERE is only an always-true condition (\`WHERE 1=1\`, \`WHERE true\`, \`WHERE 1\`, \`WHERE (1 = 1)\`), or OR-s one in
outside parentheses (\`WHERE id = 5 OR 1=1\`: AND binds first), deletes every row: sql-delete-without-where, in any
file (\`WHERE 1=1 AND id = 5\` and \`WHERE id = 5 AND (a = 1 OR 1=1)\` are none). An SQL injection's payload
quoted in prose (a document outside code blocks, a diffed \`.md\` / \`.txt\`) is data: on a line naming a
payload, an injection, SQLi, an input or a test string, a DROP TABLE, DROP COLUMN, TRUNCATE, DELETE or lossy ALTER
that breaks out of a quoted value (a quote and a \`;\` just before it) inside a code span or a double-quoted string
(\`x'; DROP TABLE users; --\`, "Robert'); DROP TABLE students;--"), or that names the kind of a payload or an
attempt ("a stacked \`DROP TABLE\` attempt", "the DROP TABLE payload"), is no operation; the same in a code
block, a migration or a line naming no payload still counts. Past a match set aside on a line (a payload, a
negation), the rest of the line is read for the operation again, each match judged in a window around it.

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
Under the recommended preset, when the branch checked out is the base branch itself (work committed on
\`main\`, linted against \`main\`, or a CI run on a push to \`main\`), its commits are in no diff: the
detail says so, with the way to scan them (\`--base <the commit before the work>\`, \`--base HEAD~1\` for
one commit), and the check still passes on what it read, since every run on the base branch would
repeat a warning.
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
kinds, files that are no clean text and engagement-lint's own reports (an earlier run's
\`engagement-lint.sarif\`, a \`-f json=…\` file: they quote operations, they run none; under either preset such a
report is passed over in the diff too, once committed with the change); past ${UNTRACKED_READ} files, ${UNTRACKED_TOTAL_BYTES / 1024 / 1024} MiB in all or
${UNTRACKED_FILE_BYTES / 1024 / 1024} MiB in one file the rest is named and the check warns, as it does naming each untracked
symlink, which is not followed. The repository's excludes
file setting is not read (only the user's default, \`~/.config/git/ignore\`), and an ignore file that is
no regular file (git would wait on a FIFO) is named instead of listing. A team whose hook runs
with scratch files about (\`git status\` full of notes never meant for a commit) sets the rule's
option \`untracked: false\` (\`danger-scan: [error, { untracked: false }]\`) to scan the diff alone. Rename detection, context and path prefixes are git's defaults, whatever the repository's
config says. A file the change renames or copies into place is read whole at its new path (a 100% \`git mv\` of
\`docs/examples/cleanup.sql\` to \`migrations/002_cleanup.sql\` shows no line in the diff; its \`DROP TABLE\` is found at
\`migrations/002_cleanup.sql:2\`), and so is a symlink the change adds or changes, read as the regular file it leads to
inside the work tree (followed one link at a time, never out of the repository or into its \`.git\`; 2000 links, 16 MiB
in all); a link outside the repository, to nothing, to a folder or into \`.git\`, and a renamed file over 16 MiB, are
named as not scanned and the check warns. An operation found ${HITS_PER_OPERATION}
times (counting only what is left once negations, rollbacks and mentions are set aside) is not looked for
further, in that file or any other (the detail says so): the verdict stands, and files of hundreds of thousands
of such lines stay quick to lint. One set aside ${10 * HITS_PER_OPERATION} times (negated or only mentioned in prose,
a rollback, a WHERE below) is not looked for further either, and the check warns so, naming it.`;

export const DANGER_DIVERGENCES: Divergence[] = [
    { protocol: 'Non-empty findings → handoff blocked until matched user-OK entry exists in scope-sync.md under ## Dangerous-op user OK — {timestamp}. - Silence is NOT consent.', compat: 'Any mention of the id counts: an entry recording only that the user did not object or answer ("User was told on 2026-06-04 and did not object within 24 h") is read as the user\'s OK.', recommended: 'Such an entry, or such a line below the item naming the operation ("no reply within 24 h", "nobody objected", "implied consent", «возражений не поступило», «ответа не дал»), is no OK unless the entry also holds the user\'s words granting it (a quotation or blockquote approving, a `User:` answer approving, "approved by the user"); the finding quotes the words and names the line.' },
    { protocol: 'Non-empty findings → handoff blocked until matched user-OK entry exists in scope-sync.md under ## Dangerous-op user OK — {timestamp}.', compat: 'A `## Dangerous-op user OK` heading with no timestamp is read as any other.', recommended: 'The OK stands, and the check warns at a heading holding an OK for an operation found that has no date or time.' },
    { protocol: 'Backup verification required for schema destruction + bulk delete.', compat: 'No backup is looked for.', recommended: 'An OK for sql-drop-table, sql-drop-column, sql-truncate or sql-delete-without-where whose `## Dangerous-op user OK` section names no backup (a backup, snapshot, dump, restore or point-in-time recovery not said to be missing) warns at the entry. The protocol\'s reference on the backup\'s form is not part of it, so any such record is taken for the verification.' },
    { protocol: '9 operation classes always require explicit user OK (DROP TABLE, … bulk DELETE without WHERE …)', compat: 'A statement a test\'s file runs on the test\'s own database (`pg15.execute("TRUNCATE orders_archive")` in a conftest.py fixture\'s teardown, `DELETE FROM orders` in a test) is a finding.', recommended: 'A DROP TABLE, DROP COLUMN, TRUNCATE, DELETE without WHERE or lossy ALTER COLUMN in a test\'s file (by its path: `tests/`, `__tests__/`, `e2e/`, `test_*.py`, `*_test.go`, `*.test.*`, `*.spec.*`, `conftest.py`), or quoted in a code block naming one, is that test\'s setup or teardown, not the real data the classes guard; a file in a migrations folder (under tests/ too) and every other operation still count.' },
    { protocol: '9 operation classes always require explicit user OK (… migration without rollback …).', compat: 'A DROP COLUMN in a migration\'s downgrade that undoes the column its upgrade adds is sql-drop-column, and a DROP TABLE there undoing the table its upgrade creates is sql-drop-table, so every reversible migration written in SQL needs a user OK; so does a report query dropping the temporary table it creates (`CREATE TEMP TABLE tmp_refunds AS …` … `DROP TABLE tmp_refunds;`), and T-SQL\'s `DROP TABLE #refunds`.', recommended: 'That DROP COLUMN or DROP TABLE (in SQL or a migration tool\'s call) is the migration\'s rollback and is not flagged; so is a Flyway undo migration (`U42__x.sql`) dropping the tables or columns its versioned migration (`V42__x.sql`, in the same folder) creates or adds. One dropping any other column or table (one table of a list is enough), or outside a down part or an undo migration, still is. A DROP TABLE dropping only temporary tables (`#name` / `##name`, or tables the same file, code block or prose line creates as TEMP / TEMPORARY before it) is none either: a session\'s table is no kept data; a drop before the create (its name may reach a kept table), a list naming any other table, or a create elsewhere (another prose line or code block, a SQL comment) still is.' },
    { protocol: '9 operation classes always require explicit user OK (DROP TABLE, … bulk DELETE without WHERE …)', compat: 'Every line of a changed `.sql` file is read as a statement: a comment explaining the choice ("-- DELETE by partition instead of TRUNCATE so other days stay intact.") is an unauthorised TRUNCATE.', recommended: 'In a `.sql` file, `--`, `/* … */` and MySQL\'s `#` where a statement starts are comments and run nothing; a statement before or after a comment on its line still counts, and where a comment\'s extent is unsure (never closed in the lines known, opened above a hunk) the text is read as code.' },
    { protocol: '9 operation classes always require explicit user OK (DROP TABLE, force-push, …) — when the engagement diff touches schema / migrations / production deploy / secret rotation', compat: 'A security audit\'s SQL-injection payload quoted in the handoff (`x\'; DROP TABLE users; --` "is data now") is an unauthorised DROP TABLE.', recommended: 'On a prose line naming a payload, an injection, SQLi, an input or a test string, a SQL statement breaking out of a quoted value (a quote and `;` just before it) inside a code span or double quotes, or named as the kind of a payload or an attempt ("a stacked `DROP TABLE` attempt"), is data the test sends; the same in code, a code block or a line naming no payload still counts.' },
    { protocol: '9 operation classes always require explicit user OK (DROP TABLE, … bulk DELETE without WHERE, migration without rollback …)', compat: 'Only the SQL spelling is read: `op.drop_table("orders")` (Alembic), `migrations.DeleteModel(…)` / `RemoveField(…)` (Django), `drop_table :orders` / `remove_column …` (Rails), `knex.schema.dropTable(…)`, `queryInterface.removeColumn(…)`, `Schema::dropIfExists(…)` (Laravel), `Order.objects.all().delete()`, `session.query(Order).delete()`, `Order.delete_all`, `deleteMany({})` and `knex(\'orders\').del()` pass with no user OK.', recommended: 'Those calls in code are sql-drop-table, sql-drop-column and sql-delete-without-where (a bulk delete with no filter between the query and the delete; a WHERE on a later line does not filter it), and a migration\'s down part dropping by call what its up part adds or creates is its rollback, as in SQL. In prose or a test\'s file such a call is a mention or a test database\'s teardown.' },
    { protocol: 'Lead runs danger-scan.py before handoff; handoff-precheck.py calls it as a sub-check. Non-empty findings → handoff blocked until matched user-OK entry exists in scope-sync.md', compat: 'Only what `git diff` shows of the change is scanned: a file git does not track yet (a new migration holding `DROP TABLE`, a deploy script not yet added) is in no diff, and its operations pass unseen.', recommended: 'The files git neither tracks nor ignores, outside the engagement folder, are scanned as the specs/tasks scripts are; a finding in one says it is untracked, and files past the read limits are named in a warning.' },
    { protocol: 'Lead runs danger-scan.py before handoff; handoff-precheck.py calls it as a sub-check. Non-empty findings → handoff blocked until matched user-OK entry exists in scope-sync.md', compat: 'Every line of handoff.md is scanned as if it were code: a sentence saying an operation was not done ("no force-push was needed", "we did not DROP TABLE") is an unauthorised dangerous operation.', recommended: `In handoff.md prose, an operation governed by a negation (no, not, never, without, did not, не, без …) is not a finding: the negation stands in the operation's own clause, at most ${NEGATION_REACH} words before it ("we did not run DROP TABLE", "no one ran git push --force", «без DROP TABLE»). A negation of something else in the sentence, before a comma, dash or semicolon, a colon, a connective (so, then, and, but, поэтому, так что, и, но, затем) or a new subject (we, мы), or inside parentheses closed before the operation, hides nothing: "Since the branch was not shared, we ran git push --force", "No downtime: ran \`psql -c 'DROP TABLE legacy_orders'\`" and "The old table is gone (no backup): DROP TABLE …" are findings; only a label saying what follows did not run ("Not run: DROP TABLE …", "Not needed: git push --force") carries its negation past the colon. "Rather than" / "Instead of" / «Вместо» before it count as a negation too. After it, in its clause, a negation of running or needing it counts ("DROP TABLE was never run", "git push --force was not needed", an aside in its sentence such as "\`DROP TABLE t;\` (not run)", «DROP TABLE не выполнялся», «никто не делал», «не стали», «нет» closing the clause), and in Russian a «не» of doing it, past or passive, or «не было», with only closing markup, the rest of its code span and a few adverbs or a subject between («Релиз (gh release create) не создавали», «Публикации пакета (\`npm publish\`) тоже не было», «(\`DROP TABLE legacy;\`) мы не удаляли»; not «\`gh release create\` не создавал тег», the operation's own act, nor «не было завершено»), not of anything else ("git push --force was not reviewed", «Запустили \`npm publish\`, ошибок не было» are findings); so does a table row whose other cell answers "no" / "not needed" / «нет» with none answering "yes". A
negation reads the same on a line the diff adds to a prose file (\`.md\`, \`.mdx\`, \`.txt\`, \`.rst\`): "Never run \`git push
--force\` on main" in a changed runbook is no operation, "Then run \`git push --force\` to publish" is one. A sentence that names an operation only to put it aside is no operation either: "we considered \`git push --force\` but did not run it" (or decided against it, rejected it; an aside may close it: "… but decided against it (not run)"), "\`git push --force\` was considered and rejected", a counterfactual ("we could have used …"), or a question whether to run it ("Should we run …?", "Is it OK to run …?", after a label such as "Q:" or "Open question for the user:"); not one asked "again", nor one answered yes or that it ran in the next sentence (on its line, or the next line's first when the question ends its line: "Should we run …? Yes: ran it at 14:02."); not when the sentence says, before the operation, that something ran ("We ran \`git push --force\` but did not need it"), nor when a later clause of it says it ran after all ("… was considered and rejected, but it had already been run"). Nor is an operation the sentence gives to other work than this change: after a label putting it outside ("Not part of this change:", "Out of scope:", "Deferred:", «Не входит в это изменение:»), run by or in another engagement, change or pull request, later or earlier ("the v1 sunset engagement will later run …", "a follow-up engagement will run …", "in the previous engagement we ran …", «в следующем энгейджменте»), left for one or for another named by its purpose ("… is left for a follow-up engagement", "Considered \`…\`, but left it for the cleanup engagement (not run)", "left it for later"), said to be no part of this work ("… is not part of this engagement / change / PR / scope", "is out of scope", "— not part of this change", "— not run"), or given to another team ("— the release team runs it", "— another team / ops / the platform team runs it", "handled by the release team", "is done by the release team outside this engagement"; not "the team", "our team" or "the dev team", which may be this engagement's own); a comparison ("Unlike the previous engagement, we ran …"), "this engagement will later run …" and an operation the sentence says ran stay findings: before it, past a \`;\` ("We ran \`npm publish\` — not part of this engagement"), in the words up to what gives it away ("\`DROP TABLE t\` ran on staging and is left for …"), or in a later clause ("… is not part of this engagement, but it had already been run"). Code (the diff, specs/tasks scripts) is scanned as before.` },
    { protocol: 'Non-empty findings → handoff blocked until matched user-OK entry exists in scope-sync.md', compat: 'Every line is read alone: `DELETE FROM invoices` with its `WHERE id = 7;` on the next line is sql-delete-without-where, and an operation broken over lines passes with no user OK: `DROP` / `  TABLE legacy_export;` in a code block, `TRUNCATE` / `TABLE audit_log;`, `ALTER TABLE accounts DROP` / `COLUMN ssn;`, `ALTER TABLE users` / `ALTER COLUMN name TYPE varchar(20);`, `git push \\` / `  --force origin main`.', recommended: `A DELETE statement is read to its \`;\` (up to ${DELETE_STATEMENT_LINES} lines, not past a blank line): a WHERE on a later line of the same statement is no finding, and a DELETE split over lines (\`DELETE\` / \`FROM t;\`) or held in a string literal (\`op.execute("DELETE FROM t")\`) without WHERE is one. In code (scripts, the diff outside prose files, the documents' code blocks) every other SQL statement is read across its line breaks too, up to a \`;\`, a blank line or 10 lines, and a command continued with a trailing backslash is read joined, as the shell joins it; the finding is on the line where the operation begins. Prose is read line by line.` },
    { protocol: '9 operation classes always require explicit user OK (… migration without rollback …).', compat: 'migration-empty-down only matches a body on the same line as the `def` (`def downgrade(): pass`); the usual two-line `def downgrade():` / `pass` (or a docstring and `pass`) is a migration without rollback that passes.', recommended: 'A `def down…():` / `def downgrade…():` (or Ruby\'s `def down`) whose indented body is only `pass`, `...`, `return`, a `raise` of any error (`raise NotImplementedError("no way back")`, `raise ActiveRecord::IrreversibleMigration`), or nothing but a docstring and comments, is migration-empty-down, over consecutive lines of a file or of the diff.' },
    { protocol: 'Non-empty findings → handoff blocked until matched user-OK entry exists in scope-sync.md under ## Dangerous-op user OK — {timestamp}.', compat: 'An operation id anywhere in scope-sync.md (a question, a note, a refusal) counts as the user\'s OK.', recommended: 'The id must appear under a `## Dangerous-op user OK — <timestamp>` heading; an id found only elsewhere in scope-sync.md (a question, a note, a refusal) fails like an unauthorised one: "Silence is NOT consent", and neither is a mention.' },
    { protocol: 'Non-empty findings → handoff blocked until matched user-OK entry exists in scope-sync.md under ## Dangerous-op user OK — {timestamp}.', compat: 'Only the linter\'s operation id counts: an entry under the heading that names the operation itself ("production deploy (`fly deploy --prod` …)") but not the id `deploy-prod-direct` is no OK.', recommended: 'A line under a `## Dangerous-op user OK — <timestamp>` heading that matches the operation\'s own pattern (the one that found it) is a matched user-OK entry too.' },
    { protocol: 'load that file when danger-scan.py produces a non-empty finding OR when the engagement diff touches schema / migrations / production deploy / secret rotation.', compat: 'Context and removed lines of the diff are scanned too: deleting a `git push --force` line from a script, or an unchanged `DROP TABLE` line next to an edit, is an operation of this change.', recommended: 'Only the lines the diff adds are operations of this change; removed and unchanged context lines are not.' },
    { protocol: '9 operation classes always require explicit user OK (… prod deploy …)', compat: 'As the reference matches it: only `vercel --prod`, `fly deploy --prod` (or `--strategy immediate`), `railway up --service <name> --env production` and `gh release create` are direct production deploys; `vercel deploy --prod` (the same Vercel command: `deploy` is its default), `npx vercel deploy --prod --yes`, `flyctl deploy --app checkout-prod`, `helm upgrade --install checkout ./chart --namespace production`, `kubectl apply -n production -f k8s/`, `gh workflow run deploy.yml -f environment=production`, `railway up --environment production`, `./scripts/deploy.sh production v1.2.0`, `make deploy ENV=production` and `git push heroku-production main` are no finding.', recommended: 'The common spellings of a production deploy are deploy-prod-direct too: `vercel [deploy] … --prod` (or `--target production`), `fly[ctl] deploy` with `--prod` or an app or config named prod / production, `helm upgrade|install` and `kubectl apply` / `rollout restart|undo|resume` / `set image` in the prod or production namespace (not a `--dry-run`), `gh workflow run <deploy|release…> -f environment=production`, and any `railway up` whose arguments name production, as the spec writes the form ("railway up … production"). So is any deploy aimed at production whatever runs it: a push to a Heroku or production remote or branch (`git push heroku main`, `git push heroku-production v3.14.0:main`, `git push origin HEAD:production`), and a command naming production (`production`, `prod`, `--prod`, `ENV=production`, `shop-prod`, `deploy:prod`) that is a script named for deploying, run (`./scripts/deploy.sh production v1.2.0`, `bash scripts/deploy-prod.sh`, its path alone on a line of code or of a shell\'s code block; its path alone in a code span, a file list, a text block or a `git diff --stat` line names a file), a task runner\'s deploy target (`make deploy ENV=production`, `npm run deploy:prod`, `cap production deploy`) or a tool\'s deploy, release, ship or push subcommand (`kamal deploy -d production`, `serverless deploy --stage prod`), read in code and, in prose, in a code span. A preview or staging deploy (`vercel deploy`, `helm upgrade … -n staging`, `flyctl deploy --app checkout-staging`, `./scripts/deploy.sh staging`, `git push heroku-staging main`) is none.' },
    { protocol: '9 operation classes always require explicit user OK (… force-push, … secret rotation, public publish, recursive delete on parents, … infra teardown)', compat: 'As the reference matches them: `rm -r` of any path starting `/`, `~`, `$HOME` or `..` (`rm -r /var/tmp/x`, `rm -rf ../build`) is a recursive delete of a root, home or parent path, `yarn publish --dry-run` / `pnpm publish --dry-run` are public publishes, kubectl-delete-prod-ns needs `--namespace prod|production|main` (`kubectl delete ns production` and `-n production` are no finding), and a pattern\'s words stand side by side: `pnpm -r publish`, `pnpm --filter @acme/csv publish`, `npm -w packages/csv publish`, `git -C app push --force`, `git -C app reset --hard origin/main`, `terraform -chdir=infra destroy`, `aws --profile prod secretsmanager delete-secret` and `ALTER TABLE public.users ALTER COLUMN code TYPE int` are no finding.', recommended: 'Only those folders themselves are deleted roots (`rm -rf /`, `~/`, `"$HOME"`, `../..`, and `find` on them with `-delete`: `find / -delete`), a `--dry-run` of npm, yarn or pnpm publish is exempt, as the spec names them (anywhere in the command), a production namespace deleted (`kubectl delete ns production`, `ns/production`) or named with `-n` is kubectl-delete-prod-ns too, up to six options (each with one value, never a subcommand\'s word: `pnpm -r run publish` runs a script) between a tool and its subcommand are read past, yarn\'s workspace forms (`yarn workspace x publish`) publish too, and an ALTER TABLE may name its table with IF EXISTS, ONLY, a schema or quotes.' },
    { protocol: '9 operation classes always require explicit user OK (DROP TABLE, force-push, prod deploy, secret rotation, public publish, recursive delete on parents, bulk DELETE without WHERE, migration without rollback, infra teardown)', compat: 'sql-truncate matches the English verb in any case: "Gmail and Outlook truncate anything longer on mobile" in a marketing handoff is an unauthorised TRUNCATE.', recommended: 'In prose (handoff.md outside code blocks, diffed `.md` / `.txt` files) sql-truncate needs an SQL statement: `TRUNCATE TABLE name`, or `TRUNCATE name` ending in `;`. Code is scanned as before.' },
    { protocol: 'Silence is NOT consent. Non-empty findings → handoff blocked until matched user-OK entry exists in scope-sync.md under ## Dangerous-op user OK — {timestamp}.', compat: 'Any mention of the id counts, so an entry refusing the operation (`- deploy-prod-direct: user REFUSED — wait for Monday`) is read as the user\'s OK.', recommended: 'An entry under the heading that names the operation (by its id or its command: `` `fly deploy --prod`: user answered "Not now" ``) but refuses or defers it, on its own lines or in the user\'s answer below it (a `User:` / «Пользователь:» item, a quotation, a `> ` blockquote, up to the next item naming an operation) (REFUSED, declined, not approved, an answer starting "No", "Not now", "Not yet", "Absolutely not" or «нет» after the id, a speaker or a quote, a table row whose answer cell says or opens with no / not now / absolutely not / нет, "do not deploy", "let\'s not do that", "wait for …", "hold off", "no answer yet", "asked the user 10:02, waiting", отказ / запрещаю / не разрешаю / не надо / не выкатывай, and in the user\'s answer «ни в коем случае» / «давай не будем» / «не удаляйте» / «рано» / «против» opening it with no approval before them; not «не против», «не будем ждать», nor a word merely holding "нет", such as интернет, nor «нет возражений», nor a note starting "No" in an entry that approves, nor a rider after an answer opening with an approval ("Yes, publish; do not deploy the docs site yet") unless it refuses outright or stands alone ("Yes. Actually, do not deploy."), nor "no need to wait" / "won\'t wait") or only asks the user, with no answer, or says the user was not asked, is no OK; the finding names that line.' },
    { protocol: '9 operation classes always require explicit user OK (… secret rotation …)', compat: 'As the reference matches it: only `rotate_secret`, `revoke_token`, `delete_credential`, `aws secretsmanager rotate-secret|delete-secret` and `gh secret remove` rotate a secret; `vault kv put secret/app/prod API_SECRET=@new.txt`, `aws secretsmanager put-secret-value`, `gcloud secrets versions add`, `kubectl create secret`, `gh secret set` and `fly secrets set` pass with no user OK.', recommended: 'The common commands that replace, revoke or delete a secret or a key are secret-rotation-explicit too: `vault kv put|patch|rollback|delete|destroy`, `vault write … /rotate…`, `vault token|lease revoke`, `aws secretsmanager put-secret-value|update-secret`, `aws iam create|update|delete-access-key`, `aws kms rotate-key-on-demand|enable-key-rotation|schedule-key-deletion`, `aws ssm put-parameter` of a SecureString, `gcloud secrets versions add|destroy|disable` and `gcloud secrets delete`, `gcloud iam service-accounts keys create|delete`, `az keyvault secret set|delete|purge`, `az keyvault key rotate`, `kubectl create|delete secret` (not a `--dry-run`), `gh secret set|delete`, `fly` / `supabase` / `doppler secrets set|unset|delete|import`, `wrangler secret put|delete`, and `heroku config:set|unset` of a secret, token, key or password.' },
    { protocol: '9 operation classes always require explicit user OK (DROP TABLE, force-push, prod deploy, secret rotation, public publish, recursive delete on parents, bulk DELETE without WHERE, migration without rollback, infra teardown).', compat: 'git-reset-hard, in none of the nine classes, needs a user OK: `git reset --hard HEAD` discarding a failed local merge in a worktree fails the check.', recommended: '`git reset --hard` / `--keep` is no dangerous operation: it discards local work only, and the push that would rewrite shared history is git-force-push.' },
    { protocol: '9 operation classes always require explicit user OK (… prod deploy …). Non-empty findings → handoff blocked until matched user-OK entry exists in scope-sync.md', compat: 'Only handoff.md, the diff and specs/tasks scripts are scanned: a production deploy recorded only in deploy-log.md (`- command: vercel --prod`, with handoff §8 saying "See deploy-log.md") passes with no user OK, as it does without git.', recommended: 'deploy-log.md and every executor report are scanned like handoff.md (negated operations and the verb "truncate" in their prose are no operations): a deploy or a DELETE they record needs the user\'s OK.' },
    { protocol: 'For dev engagements, paste raw output: `git diff --stat {base}..HEAD` (file-level changes), `git log --oneline {base}..HEAD` (commit list)', compat: 'Every line of handoff.md is read as it stands: a pasted `git log --oneline` line whose subject names an operation (`aa36166 stop running git push --force from release.sh`) is that operation, with no user OK, and so is a message line of its default format (`    drop table legacy_sessions` below `commit <hash>`, `Author:` and `Date:`).', recommended: 'A line of `git log` output in a document or a diffed `.md` / `.txt` file (a commit hash of 7 to 64 characters, holding a digit, opening it after graph marks: `aa36166 …`, `* 3f9c2e1 (HEAD -> x) …`) is a commit\'s subject, and what it names is no operation; so is a message line of the default format, `--format=fuller` or `--stat` (indented by four spaces below a `commit <hash>` line and its `Author:` / `Date:` header); a command on the line below the log, or indented with no commit entry above it, still is.' },
    { protocol: '9 operation classes always require explicit user OK (… migration without rollback …).', compat: 'Only Python\'s `def down…():` / `def downgrade…():` is read: an empty down part of a SQL migration (goose\'s `-- +goose Down`, dbmate\'s `-- migrate:down` with nothing after it) and a down function that does nothing (Laravel\'s `public function down(): void { // }`, TypeORM\'s `public async down(queryRunner: QueryRunner): Promise<void> {}`, Sequelize\'s `async down() {}`, knex\'s `exports.down = async function () {};`) pass with no user OK.', recommended: 'Those are migration-empty-down too, read as a Python body is: a SQL down part holding only comments, blank lines or goose\'s `SELECT \'down SQL query\';` placeholder up to the next part, the end of its code block or its file\'s end (in the diff, with no line of its file shown after it), and a down function of a migration (its path names migrations, or an up function stands beside it) whose body holds only comments, a bare `return`, a `throw` or Laravel\'s empty `Schema::table(…)` stub.' },
    { protocol: 'Silence is NOT consent. Non-empty findings → handoff blocked until matched user-OK entry exists in scope-sync.md under ## Dangerous-op user OK — {timestamp}.', compat: 'Any mention of the id counts: an answer granting the operation only once someone else acts ("only after legal signs off", "OK once security approves", "pending legal review") is read as the user\'s OK while that act is still to come.', recommended: 'Such an answer (after "only after", "once", "pending", "subject to", "until" or "when" a sign-off, an approval, a review or an audit, or a plain "after" someone signs off or approves; «только после согласования», «когда юристы согласуют») is no OK until the entry records the act done ("legal signed off 11:00", "audit passed", «согласовано»); the finding says so. A condition of time or of a check ("OK, but wait for Monday", "once CI is green") leaves the OK standing: the user has decided, and only when is left.' },
    { protocol: '9 operation classes always require explicit user OK (DROP TABLE, force-push, prod deploy, secret rotation, public publish, recursive delete on parents, bulk DELETE without WHERE, migration without rollback, infra teardown)', compat: 'As the reference matches them, other spellings of these classes pass with no user OK: `DROP DATABASE shop_prod`, `DROP SCHEMA billing CASCADE`, `dropdb shop_prod`; `cargo publish`, `gem push`, `poetry publish`, `uv publish`, `mvn deploy`, `dotnet nuget push`, `vsce publish`; `tofu destroy`, `terragrunt run-all destroy`, `pulumi destroy`, `cdk destroy`, `aws cloudformation delete-stack`, `helm uninstall -n production`; `git push --mirror`; `gcloud run deploy … --project acme-prod`, `aws ecs update-service --cluster prod`, `kubectl --context=prod-cluster apply`, `ansible-playbook -i inventories/production`, `cdk deploy ShopProdStack`; `docker push`, `podman push`; `redis-cli FLUSHALL`, `client.flushall()`; `aws s3 rm s3://… --recursive`, `gsutil rm -r gs://…`, `az storage blob delete-batch`; `kubectl delete ns --all`, `kubectl --context prod-eu delete ns checkout`; `gh repo delete`, `gh release delete`.', recommended: 'Those are findings of the class they belong to: a database or schema dropped is sql-drop-table (a schema a migration\'s down part drops after its up part creates it is its rollback); the publishes to crates.io, RubyGems, PyPI (not TestPyPI), Maven, NuGet and the VS Code marketplaces are package-publish (not a `--dry-run`); OpenTofu, Terragrunt, Pulumi, CDK and CloudFormation teardowns and a Helm release uninstalled from production are terraform-destroy (the id the user\'s OK already names; its message says infrastructure teardown); a mirror push is git-force-push; a gcloud, ECS, kube-context, Ansible or CDK deploy aimed at production is deploy-prod-direct; an image pushed to a registry (not on localhost) is package-publish; a Redis FLUSHALL / FLUSHDB is sql-delete-without-where (a client\'s call read as an ORM\'s: named in prose, a test\'s own teardown in its file); a bucket\'s objects deleted recursively (not an `aws` / `az` `--dryrun`) are fs-rm-rf-shared; namespaces deleted all at once or by a selector, or one deleted in a production context (`--context prod-eu`), are kubectl-delete-prod-ns (a staging or preview namespace named outside such a context is routine, none); a GitHub repository or release deleted is terraform-destroy (`gh repo archive`, which unarchiving undoes, is none); each such finding says what its operation does.' },
    { protocol: 'For dev engagements, paste raw output: `git diff --stat {base}..HEAD` (file-level changes). Lead runs danger-scan.py before handoff; handoff-precheck.py calls it as a sub-check.', compat: 'With the base branch itself checked out (work committed on main, linted against main) the diff is empty, and the check passes with "no changes against the base branch" whatever those commits hold (a `git push --force` in a script among them).', recommended: 'The detail says that the branch checked out is the base branch, so its commits are in no diff, and names the way to scan them: `--base <the commit before the work>` (`--base HEAD~1` for one commit), or a branch of its own. It passes still: a warning would repeat on every run on the base branch (a CI run on a push to main).' },
    { protocol: 'Non-empty findings → handoff blocked until matched user-OK entry exists in scope-sync.md under ## Dangerous-op user OK — {timestamp}.', compat: 'The OK is matched by the operation\'s id alone: an entry granting `op.drop_table("orders_archive_2019")` ("Yes, drop the 2019 archive") is the OK for a migration dropping `orders`.', recommended: 'An OK naming the tables it grants dropping (in SQL or a migration tool\'s call, a code span, or the words after a verb of dropping, its own or the user\'s: "yes, drop weekly_goals_2019 only") matches a drop of those tables only, and never one it keeps ("keep weekly_goals", "do not drop weekly_goals", «не трогать weekly_goals»); sql-drop-column likewise, by table or `table.column`. Names are compared case aside, quotes stripped, from their last part (a schema counting when both name one; `weekly_goals` is never `weekly_goals_2019`). A drop of another table is a finding naming what was granted and what was dropped, and the keep when there is one. An entry naming no table matches by the id what no entry keeps, and a drop whose table cannot be read matches by the id, as before.' },
    { protocol: 'For dev engagements, paste raw output: `git diff --stat {base}..HEAD` (file-level changes). Lead runs danger-scan.py before handoff.', compat: 'The diff is the project folder\'s (the engagement\'s parent): in a monorepo (`repo/svc/billing/engagement`) a `git push --force` the branch adds to a root `scripts/release.sh` is not scanned.', recommended: 'Not changed: scanning the whole repository\'s diff would give every target of a monorepo every other folder\'s changes (another engagement\'s uncommitted work in a shared checkout among them) as its own, and a large repository\'s diff meets git\'s size and time limits, which fail the check closed. Keep an engagement whose change spans the repository at its root, or check what §1\'s repository-wide `--stat` lists outside the folder by hand.' },
];
