// The operations danger-scan looks for. Their patterns are handoff-precheck.py's (danger-scan.py), so the
// same lines are flagged; the recommended preset adds the protocol's readings (PROTOCOL_OPS). Gaps inside
// one statement are bounded ({0,300}) to keep scanning linear on pathological lines.
import { LetterRegex } from '@engagement-lint/core/kit';

/**
 * An operation: its id, what it does, its pattern, and `need`: words the match holds beyond its first,
 * tested first on the line, so a pattern with a long bounded gap runs only where it can match.
 */
export interface Op {
  id: string;
  what: string;
  re: RegExp | LetterRegex;
  need?: { test(text: string): boolean };
}

export const W = String.raw`[\p{L}\p{N}_]`;
/**
 * A word every form of an operation holds, the reference's and the protocol's alike (`DeleteModel` drops a table,
 * `destroy_all` deletes rows): a line without it is not worth the operation's full pattern, most of which are long.
 */
const NEED = new Map<string, RegExp>([
  ['sql-drop-table', /drop(?:\s+|_)?(?:table|database|schema)|DeleteModel|Schema::drop|dropdb/i],
  ['sql-drop-column', /drop(?:\s+|_)?column|remove(?:_?column|field)/i],
  ['sql-truncate', /truncate/i],
  ['sql-delete-without-where', /delete|\.del\(|destroy|flush/i],
  ['sql-alter-column-lossy', /\bTYPE\s/i],
  ['migration-empty-down', /def\s/],
  ['git-force-push', /push/],
  ['git-reset-hard', /reset/],
  ['fs-rm-rf-shared', /\br[mb]\s|delete-batch|-delete\b/],
  ['terraform-destroy', /destroy|pulumi|delete-stack|helm|\bgh\s/i],
  ['kubectl-delete-prod-ns', /kubectl/],
  // Every production deploy of the protocol's forms names production or a Heroku remote.
  ['deploy-prod-direct', /vercel|fly|railway|\bgh\s|helm|kubectl|prod|heroku/i],
  ['secret-rotation-explicit', /rotate_secret|revoke_token|delete_credential|secret|vault|access-key|\bkms\b|keyvault|config:(?:set|unset)|service-accounts/i],
  ['package-publish', /publish|twine|push|mvnw?\b/i],
]);
// The reference looks to the end of the line for a qualifier (`WHERE`, `--dry-run`); here to 2,000 characters after the
// operation, so a line of thousands of operations set aside is not re-read to its end from each of them.
/**
 * Blanks taken whole, as a possessive `\s++` would take them (`name`: unique within the pattern they end up in). A
 * window after them (`[^&|;\n]{0,300}`) then starts once, not from each blank of a long run, 300 tries each; and a
 * window that reached a flag from inside the run reaches it from the run's end: the same lines match, at the same place.
 */
const BLANKS = (name: string) => String.raw`(?=(?<${name}>\s+))\k<${name}>`;

export const OPS: Op[] = (
  [
  { id: 'sql-drop-table', what: 'DROP TABLE loses data irreversibly', re: /\bDROP\s+TABLE\b(?!\s+IF\s+NOT\s+EXISTS)/i },
  { id: 'sql-drop-column', what: 'DROP COLUMN deletes column data', re: /\bALTER\s+TABLE\b[^;]{0,300}\bDROP\s+COLUMN\b/i, need: /\bDROP\s+COLUMN\b/i },
  // Case-insensitive like the reference: "truncate the title" in prose is flagged too.
  { id: 'sql-truncate', what: 'TRUNCATE clears a table', re: new LetterRegex(String.raw`\bTRUNCATE\s+(?:TABLE\s+)?${W}+`, 'iu') },
  {
    id: 'sql-delete-without-where',
    what: 'DELETE FROM without WHERE on the same line wipes a whole table',
    re: new LetterRegex(String.raw`\bDELETE\s+FROM\s+${W}+(?:\s*\.\s*${W}+)?\s*(?:RETURNING|;|$|\))(?!.{0,2000}\bWHERE\b)`, 'iu'),
  },
  {
    id: 'sql-alter-column-lossy',
    what: 'ALTER COLUMN ... TYPE narrows the column (lossy cast)',
    re: new LetterRegex(String.raw`\bALTER\s+(?:TABLE\s+${W}+\s+)?ALTER\s+COLUMN\b[^;]{0,300}\bTYPE\s+(?:varchar\s*\(\s*\d{1,2}\s*\)|int(?:eger)?|smallint)`, 'iu'),
    need: /\bTYPE\s/i,
  },
  {
    id: 'migration-empty-down',
    what: 'down()/downgrade() has no rollback',
    re: new LetterRegex(String.raw`def\s+down(?:grade)?\s*\([^)]{0,300}\)\s*(?:->\s*${W}+\s*)?:\s*(?:pass\b|\.\.\.|raise\s+NotImplementedError|return\s*$)`, 'u'),
  },
  { id: 'git-force-push', what: 'force-push rewrites remote history', re: new RegExp(String.raw`git\s+push${BLANKS('pushBlanks')}(?:[^&|;\n]{0,300}\s)?(?:--force\b|-f\b|--force-with-lease\b)`), need: /\s(?:--force|-f)\b/ },
  { id: 'git-reset-hard', what: 'git reset --hard discards work', re: /git\s+reset\s+(?:--hard|--keep)\s+(?:HEAD|origin|main|master)/ },
  // The target is the root, home or parent itself (`/`, `~/`, `"$HOME"`, `../..`, `/*`), as the spec lists
  // them; a folder below one (`/tmp/scratch`, `~/.cache/pip`, `../build`) is an ordinary cleanup.
  { id: 'fs-rm-rf-shared', what: 'recursive delete of a root, home or parent path', re: /\brm\s+(?:-rf?|-fr|--recursive[\s-]+--force)\b\s+(?:[/"']?(?:\/|~|\$HOME|node_modules\/\.\.|\.\.))/ },
  { id: 'terraform-destroy', what: 'terraform destroy tears down infrastructure', re: new RegExp(String.raw`\bterraform\s+(?:destroy|apply${BLANKS('applyBlanks')}[^|;\n]{0,300}-destroy)\b`), need: /destroy\b/ },
  { id: 'kubectl-delete-prod-ns', what: 'kubectl delete in a production namespace', re: new LetterRegex(String.raw`\bkubectl\s+delete\s+${W}+${BLANKS('deleteBlanks')}[^|;\n]{0,300}--namespace[\s=](?:prod|production|main)\b`, 'u') },
  {
    id: 'deploy-prod-direct',
    what: 'direct production deploy',
    re: new LetterRegex(String.raw`\b(?:vercel\s+--prod|fly\s+deploy\s+(?:--prod|--strategy[\s=]immediate)|railway\s+up\s+--service\s+${W}+\s+--env\s+production|gh\s+release\s+create)\b`, 'iu'),
  },
  {
    id: 'secret-rotation-explicit',
    what: 'secret rotation or deletion',
    re: /\b(?:rotate_secret|revoke_token|delete_credential|aws\s+secretsmanager\s+(?:rotate-secret|delete-secret)|gh\s+secret\s+remove)\b/i,
  },
  {
    id: 'package-publish',
    what: 'publish to a public registry (cannot be fully undone)',
    re: /\b(?:npm\s+publish(?!.{0,2000}--dry-run)|yarn\s+publish|pnpm\s+publish|twine\s+upload(?!.{0,2000}--repository\s+testpypi))\b/i,
  },
  ] as Op[]
).map((op) => ({ ...op, need: op.need ?? NEED.get(op.id) }));

/**
 * The recommended reading of two reference patterns, after the spec's words: "rm -rf on /, ~,
 * $HOME, .." names those folders themselves (the reference also flags `rm -r /var/tmp/x`), and
 * "npm/yarn/pnpm publish without --dry-run" exempts every dry run (the reference only npm's).
 */
/** A recursive rm's options in any spelling (`-rf`, `-r -f`, `-Rf`, `-rfv`, `--recursive --force`, `--`): up to six, one of them recursive. */
const RM_RECURSIVE = String.raw`\brm(?=(?:\s+-[-\w]*){0,5}?\s+(?:-[A-Za-z]*[rR]|--recursive\b))(?:\s+-[-\w]*){1,6}\s+`;
/** A root, home or parent folder itself, with an optional trailing `/` or `/*` or more `/..`, quoted or not. */
const ROOT_PATH = String.raw`["']?(?:\/\*?|(?:~|\$HOME|\$\{HOME\}|node_modules\/\.\.|\.\.)(?:\/\.\.)*\/?\*?)(?=$|[\s"';&|)\`])`;
export const RM_RF_ROOT = new RegExp(`${RM_RECURSIVE}${ROOT_PATH}`);
/**
 * The same delete by find: its first path one of those folders (after find's own `-H`, `-L`, `-P`, `-O3`, `-D x`),
 * then `-delete` or `-exec rm` in the same command (`find / -delete`, `find "$HOME" -mindepth 1 -delete`).
 * `find ./build -name '*.o' -delete` stays within the project.
 */
const FIND_DELETE = String.raw`(?<![\w.-])find(?:\s{1,8}-(?:[HLP]|O\d|D\s{1,8}[\w,]{1,60})){0,4}\s{1,8}${ROOT_PATH}[^|;&\n\x60]{0,300}?\s(?:-delete|-exec(?:dir)?\s{1,8}(?:sudo\s{1,8})?rm)(?![\w-])`;
const FIND_DELETE_RE = new RegExp(FIND_DELETE);
const DRY_RUN_PUBLISH = /\b(?:yarn|pnpm)\s+publish\b(?=.{0,2000}--dry-run)/i;
// A dry run elsewhere on the line does not excuse a publish with options and no --dry-run of its own.
export const notTheSpecsOp = (h: { id: string; text: string }) =>
  (h.id === 'fs-rm-rf-shared' && !RM_RF_ROOT.test(h.text) && !FIND_DELETE_RE.test(h.text) && !BUCKET_DELETE.test(h.text)) || (h.id === 'package-publish' && DRY_RUN_PUBLISH.test(h.text) && !/\b(?:npm\s+publish(?!.{0,2000}--dry-run)|twine\s+upload)/i.test(h.text) && !PUBLISH_AFTER_OPTIONS.test(h.text));

/**
 * A tool's options before its subcommand (`pnpm -r publish`, `npm --workspace=x publish`, `git -C dir push`):
 * up to six, each a dash word with at most one value (`--filter x`, `-w x`), never a subcommand's own word, so
 * `pnpm -r run publish` (a script) is none. Every token is bounded and starts where the whitespace before it
 * cannot, so a 100k-character line is read in linear time. A --dry-run or --help among them runs nothing.
 */
const TOKEN = String.raw`[^\s|;&\x60]`;
const SUBCOMMAND = String.raw`(?:run|run-script|exec|dlx|install|i|ci|add|remove|rm|uninstall|test|start|pack|link|publish|upload|push|npm|workspace|workspaces|stash|why|view|info|help|version|config|update|upgrade|init|create)(?!${TOKEN})`;
const OPTIONS = (n: string) => String.raw`(?:\s+(?!--(?:dry-run|help)\b|-h\b)-{1,2}[A-Za-z][\w-]{0,60}(?:=${TOKEN}{0,200})?(?:\s+(?!-|${SUBCOMMAND})${TOKEN}{1,200})?)${n}`;
/** The rest of the command (up to `|`, `;`, `&`, a backtick or the line's end) holds no --dry-run. */
const NOT_DRY_COMMAND = String.raw`(?![^|;&\n\x60]{0,300}?\s--dry-run\b)`;
/**
 * The recommended reading of package-publish: a publish with options before it (`pnpm -r publish`, `pnpm --filter x
 * publish`, `npm -w x publish`), one run in a workspace (`yarn workspace x npm publish`, `yarn workspaces foreach -A
 * npm publish`), yarn's `npm publish`, and `twine --no-color upload`; not with --dry-run anywhere in the command.
 */
const PUBLISH_AFTER_OPTIONS = new RegExp(
  [
    String.raw`(?<![\w.-])(?:npm|pnpm)${OPTIONS('{1,6}')}\s+publish(?![\w-])${NOT_DRY_COMMAND}`,
    String.raw`(?<![\w.-])yarn${OPTIONS('{0,6}')}(?:\s+workspace\s+(?!-)${TOKEN}{1,200}|\s+workspaces\s+foreach${OPTIONS('{0,6}')})?(?:\s+npm)?\s+publish(?![\w-])${NOT_DRY_COMMAND}`,
    String.raw`(?<![\w.-])twine${OPTIONS('{1,6}')}\s+upload(?![\w-])(?![^|;&\n\x60]{0,300}?\s(?:--repository|-r)[\s=]testpypi\b)`,
    // The other registries' publishes: crates.io, RubyGems, PyPI by poetry or uv (not to TestPyPI), Maven, NuGet, the VS Code marketplaces.
    String.raw`(?<![\w.-])cargo${OPTIONS('{0,6}')}\s+publish(?![\w-])${NOT_DRY_COMMAND}`,
    String.raw`(?<![\w.-])gem${OPTIONS('{0,6}')}\s+push(?![\w-])`,
    String.raw`(?<![\w.-])(?:poetry|uv)${OPTIONS('{0,6}')}\s+publish(?![\w-])${NOT_DRY_COMMAND}(?![^|;&\n\x60]{0,300}?\s(?:(?:--repository|-r|--index)[\s=]testpypi\b|--publish-url[\s=]\S{0,200}?test\.pypi\.org))`,
    String.raw`(?<![\w-])mvnw?${OPTIONS('{0,6}')}(?:\s+(?!-)[\w:.-]{1,60}){0,4}?\s+deploy(?![\w-])`,
    String.raw`(?<![\w.-])dotnet\s+nuget\s+push(?![\w-])`,
    String.raw`(?<![\w.-])(?:vsce|ovsx)${OPTIONS('{0,6}')}\s+publish(?![\w-])`,
  ].join('|'),
  'i',
);
/** A push with git's own options before it (`git -C dir push`, `git -c k=v push`, `git --no-pager push`). */
const GIT_PUSH_AFTER_OPTIONS = String.raw`(?<![\w.-])git${OPTIONS('{1,6}')}\s+push\b`;
/** The recommended reading of git-force-push: the reference's pattern after git's options too. */
const FORCE_PUSH_AFTER_OPTIONS = new RegExp(String.raw`${GIT_PUSH_AFTER_OPTIONS}${BLANKS('optionsPushBlanks')}(?:[^&|;\n]{0,300}\s)?(?:--force\b|-f\b|--force-with-lease\b)`);
/** The same for terraform and aws (`terraform -chdir=infra destroy`, `aws --profile prod secretsmanager delete-secret`). */
const DESTROY_AFTER_OPTIONS = String.raw`\bterraform${OPTIONS('{1,6}')}\s+(?:destroy|apply${BLANKS('optionsApplyBlanks')}[^|;\n]{0,300}-destroy)\b`;
const SECRET_AFTER_OPTIONS = new RegExp(String.raw`\baws${OPTIONS('{1,6}')}\s+secretsmanager\s+(?:rotate-secret|delete-secret)\b`, 'i');
/**
 * The recommended reading of sql-alter-column-lossy: the table named as SQL allows between ALTER TABLE and ALTER
 * COLUMN (`IF EXISTS`, `ONLY`, a schema, quotes: `ALTER TABLE public."users" ALTER COLUMN …`). Exported for
 * statements split over lines (danger-statements.ts).
 */
const SQL_NAME = String.raw`(?:"[^"\n]{1,128}"|\x60[^\x60\n]{1,128}\x60|${W}+)`;
export const LOSSY_ALTER = String.raw`\bALTER\s+(?:TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?${SQL_NAME}(?:\s*\.\s*${SQL_NAME})?\s+)?ALTER\s+COLUMN\b[^;]{0,300}\bTYPE\s+(?:varchar\s*\(\s*\d{1,2}\s*\)|int(?:eger)?|smallint)`;

/**
 * Every operation needs one of these words, at the start of a word: lines without any are not worth
 * the full patterns. (drop, delete, del(, destroy, down, truncate, terraform, twine, alter, access, push, publish,
 * prod, reset, release, revoke_token, remove, rm, rb, kubectl, kms, keyvault, vercel, vault, fly, flyctl, flush, helm, heroku, gh,
 * gcloud, railway, rotate_secret, secret; grouped by
 * their first letters, which the regex engine tries far faster than two dozen words, and only where a word starts.)
 */
const WORDS = String.raw`\b(?:d(?:rop|elete|own|el\(|estroy)|t(?:runcate|erraform|wine)|a(?:lter|ccess)|p(?:ush|ublish|rod)|re(?:set|lease|voke_token|move)|r[mb]\s|k(?:ubectl|ms|eyvault)|v(?:ercel|ault)|fl(?:y(?:\s|ctl)|ush)|h(?:elm|eroku)|g(?:h\s|cloud)|railway|rotate_secret|secret|mvn|cdk)`;
export const MAYBE = new RegExp(WORDS, 'i');
/** The same, over a whole file: which of its lines are worth the full patterns. */
export const MAYBE_LINES = new RegExp(WORDS, 'gi');

/**
 * The recommended reading of kubectl-delete-prod-ns: the namespace itself deleted (`kubectl delete ns
 * production`, `ns/production`; not a --dry-run: NOT_DRY, spelled out as it is defined below), or a delete in it
 * named with `-n` (`kubectl -n prod delete deploy api`), besides the reference's `--namespace prod` form.
 */
const KUBECTL_PROD = new RegExp(
  [
    String.raw`\bkubectl${OPTIONS('{0,6}')}\s+delete\s+(?:ns|namespaces?)(?:\s+|\/)(?:prod|production)\b(?![^|;&\n\x60]{0,300}?\s--dry-run\b(?!=none))`,
    String.raw`\bkubectl${OPTIONS('{0,5}')}\s+(?:-n|--namespace)[\s=](?:prod|production|main)${OPTIONS('{0,5}')}\s+delete\b`,
    String.raw`\bkubectl${OPTIONS('{0,6}')}\s+delete\s[^|;\n]{0,300}?\s(?:-n[\s=]?|--namespace[\s=])(?:prod|production|main)\b`,
  ].join('|'),
);
/**
 * The recommended reading of deploy-prod-direct: the common spellings of a production deploy too (the docs
 * list them), each within one command: no `|`, `;`, `&` or backtick (a code span's end) between its parts.
 * `deploy` is vercel's default command; a staging, preview or pre-prod target, or a --dry-run, is none.
 */
const CMD = String.raw`[^|;&\n\x60]{0,300}?`;
const PROD_NS = String.raw`\s(?:-n[\s=]?|--namespace[\s=])["']?(?:prod|production)\b`;
const NOT_DRY = String.raw`(?!${CMD}\s--dry-run\b(?!=none))`;
/** The rest of the command names production (`--project acme-prod`, `--cluster prod`): not pre-prod. */
const PROD_REST = String.raw`${CMD}(?<![a-z0-9]|(?:pre|non)-)prod(?:uction)?(?![a-z0-9])`;
/** A kube context or cluster named for production (`--context=prod-cluster`, `--kube-context prod-eu`). */
const PROD_CONTEXT = String.raw`\s(?:--context|--kube-context)[\s=]["']?(?=[\w.:/@-]{0,100}?(?<![a-z0-9]|(?:pre|non)-)prod(?:uction)?(?![a-z0-9]))[\w.:/@-]{1,200}["']?`;
const inProdNamespace = (tool: string, verbs: string, where = PROD_NS) => String.raw`\b${tool}${OPTIONS('{0,5}')}${where}${OPTIONS('{0,5}')}\s+${verbs}\b${NOT_DRY}|\b${tool}${OPTIONS('{0,6}')}\s+${verbs}\b${NOT_DRY}${CMD}${where}`;
const PROD_NAME = String.raw`["']?(?=[\w./-]{0,100}?(?<![a-z0-9]|(?:pre|non)-)prod(?:uction)?(?![a-z0-9]))`;
const DEPLOY_PROD = new RegExp(
  [
    String.raw`\brailway\s+up\b[^|;&\n]{0,300}?(?<![\w-])production\b`,
    String.raw`(?<![@/.\w-])vercel(?:@[\w.^~-]{1,40})?(?!\s+(?:build|pull|env|dev|link)\b)${CMD}\s(?<!\b(?:no|not|without)\s)(?:--prod\b(?![=-])|--target[\s=]production\b)`,
    String.raw`(?<![@/.\w-])fly(?:ctl)?\s+deploy\b${CMD}\s(?<!\b(?:no|not|without)\s)(?:--prod\b(?![=-])|(?:-a|--app|-c|--config)[\s=]${PROD_NAME})`,
    inProdNamespace('helm', '(?:upgrade|install)'),
    inProdNamespace('kubectl', String.raw`(?:apply|rollout\s+(?:restart|undo|resume)|set\s+image)`),
    inProdNamespace('helm', '(?:upgrade|install)', PROD_CONTEXT),
    inProdNamespace('kubectl', String.raw`(?:apply|rollout\s+(?:restart|undo|resume)|set\s+image)`, PROD_CONTEXT),
    // Cloud deploys aimed at production by a project, cluster, inventory or stack named for it.
    String.raw`\bgcloud${OPTIONS('{0,6}')}\s+(?:(?:beta|alpha)\s+)?(?:run|app|functions)\s+deploy\b${NOT_DRY}(?=${PROD_REST})`,
    String.raw`\baws${OPTIONS('{0,6}')}\s+ecs\s+update-service\b(?=${PROD_REST})`,
    String.raw`(?<![\w.-])ansible-playbook\b(?!${CMD}\s(?:--check|-C)\b)(?=${CMD}\s(?:-i|--inventory|--inventory-file|-l|--limit)[\s=]["']?[\w.,:/@-]{0,200}?(?<![a-z0-9]|(?:pre|non)-)prod(?:uction)?(?![a-z0-9]))`,
    // A CDK stack named for production, in any case: `ShopProdStack`, `shop-prod`.
    String.raw`(?<![\w.-])cdk${OPTIONS('{0,6}')}\s+deploy\b${NOT_DRY}(?=${CMD}(?<!pre|non|pre-|non-)prod(?:uction)?(?=stack|app|env|[0-9]|[^\w]|$))`,
    String.raw`\bgh\s+workflow\s+run\s+(?=(?:"[^"\n]{0,100}?|'[^'\n]{0,100}?|[^\s"'|;&\x60]{0,100}?)(?:deploy|release))${CMD}\s(?:-[fF]|--(?:raw-)?field)[\s=]["']?(?:environment|env|target|stage)=["']?(?:prod|production)\b`,
  ].join('|'),
);
/** A force-push written as a `+` refspec (`git push origin +main`, `+HEAD:main`, `+refs/heads/x`): git's own spelling of --force for that ref. */
const PLUS_REFSPEC_PUSH = new RegExp(String.raw`(?:\bgit\s+push\b|${GIT_PUSH_AFTER_OPTIONS})[^|;&\n\x60]{0,300}?\s["']?\+[A-Za-z_][\w./:-]{0,200}(?=$|[\s"';&|)\x60])`);
/**
 * A production deploy in any tool's words, under the recommended preset: the protocol's class is "prod deploy",
 * whatever runs it. A command (from where commands start: a line, a code span, after `&&`, `;` or `run:`) whose
 * words name production (`production`, `prod`, `--prod`, `ENV=production`, `app-prod`, `deploy:prod`; not pre-prod
 * or non-prod) and is a script named for deploying (`./scripts/deploy.sh production v1.2.0`), a task runner's deploy
 * target (`make deploy ENV=production`, `npm run deploy:prod`, `cap production deploy`), or a tool's deploy
 * subcommand aimed at production by an option or a name (`kamal deploy -d production`, `serverless deploy --stage
 * prod`, `eb deploy shop-prod`, `cf push shop-prod`). A staging target or a --dry-run is none. Every part is bounded: linear.
 */
const DEPLOY_WORD = String.raw`(?:deploy|release|ship|push|rollout|promote)`;
const PROD_WORD = String.raw`(?<![a-z0-9]|(?:pre|non)-)prod(?:uction)?(?![a-z0-9])`;
/** The rest of one command: no `|`, `;`, `&`, backtick or line end, and no ` #` comment. */
const COMMAND_REST = String.raw`(?:[^|;&\n\x60\s]|[^\S\n](?!#)){0,300}?`;
/** Where a command starts, looked back at, so a finding points at the command itself. */
const COMMAND_START = String.raw`(?<=(?:^[\s>*+-]{0,12}(?:\d{1,3}[.)]\s{1,3})?|(?:&&|\|\||;|\$\(|\b(?:run|command|script|cmd):)\s{0,3})(?:\$\s{1,3})?)`;
const SPAN_START = String.raw`(?<=\x60\s{0,2}(?:\$\s{1,3})?)`;
const ENV_VARS = String.raw`(?:[a-z_]\w{0,40}=[^\s|;&\x60]{0,100}\s{1,3}){0,3}`;
const WRAPPER = String.raw`(?:(?:sudo|(?:ba|z)?sh|python3?|node|ruby|bun|npx|bundle\s{1,3}exec|poetry\s{1,3}run|uv\s{1,3}run|pipenv\s{1,3}run)\s{1,3}){0,2}`;
/** A script named for deploying: a path (`./scripts/deploy.sh`, `bin/release`) or a file with a script's extension (`deploy-prod.sh`). */
const DEPLOY_SCRIPT = String.raw`(?=[\w.~/-]{0,200}?(?:\/|\.(?:sh|bash|zsh|py|rb|js|mjs|cjs|ts|ps1|pl)(?![\w.-])))[\w.~/-]{0,200}?${DEPLOY_WORD}[\w.~/-]{0,100}(?![\w.~/-])`;
const TASK_RUNNER = String.raw`(?:make|just|task|rake|cap|mina|fab|invoke|mage|gradle|\.\/gradlew|mix|(?:npm|pnpm|bun)\s{1,3}run(?:-script)?|pnpm|yarn(?:\s{1,3}run)?|composer\s{1,3}run(?:-script)?)(?![\w.-])(?=${COMMAND_REST}(?<![a-z0-9])${DEPLOY_WORD}(?![a-z]))`;
/** A tool's own deploy subcommand (not git's, whose push is read below, nor one read above, nor an English subject's: "we ship to production"). */
const TOOL_DEPLOY = String.raw`(?!(?:git|vercel|fly|flyctl|railway|helm|kubectl|gh|we|i|you|they|he|she|it|then|and|or|to|will|would|should|can|could|must|may|might|also|later|never|not|please|now|first|next|finally)\b)[a-z][\w.-]{1,30}${OPTIONS('{0,6}')}\s{1,3}${DEPLOY_WORD}(?![\w:.-])(?=${COMMAND_REST}\s(?:--prod(?:uction)?(?![\w-])|(?:-{1,2}[a-z][\w-]{0,30}[\s=]|[a-z_]\w{0,40}=)["']?${PROD_WORD}|[\w./-]{0,60}\w[-_.:/@]${PROD_WORD}))`;
/**
 * A deploy script run, not named: after a shell operator, a `run:` key or a `$ ` prompt; through an environment
 * variable or a wrapper (`ENV=production scripts/deploy.sh`, `bash scripts/deploy.sh`); by a path from here, the root
 * or home (`./scripts/deploy-prod.sh`); or with an argument (`scripts/deploy.sh production`). A path alone
 * (`scripts/deploy-prod.sh`, a `git diff --stat` line, `scripts/deploy-prod.sh:3`) names a file.
 */
const AFTER_OPERATOR = String.raw`(?<=(?:&&|\|\||;|\$\(|\b(?:run|command|script|cmd):)\s{0,3}(?:\$\s{1,3})?|(?:^|[\s>\x60])\$\s{1,3})`;
const INVOKER = String.raw`(?=[a-z_]\w{0,40}=|(?:sudo|(?:ba|z)?sh|python3?|node|ruby|bun|npx|bundle|poetry|uv|pipenv)\s|\.{1,2}\/|[/~])`;
const SCRIPT_RUN = String.raw`(?:${AFTER_OPERATOR}${ENV_VARS}${WRAPPER}${DEPLOY_SCRIPT}|${INVOKER}${ENV_VARS}${WRAPPER}${DEPLOY_SCRIPT}|${DEPLOY_SCRIPT}(?=[^\S\n]{1,3}[^\s|;&#\x60(<>]))`;
/** A line that is a deploy script's path alone: run in a shell script or a shell code block, a file named in a list or a text block (read in danger-scan). */
const SCRIPT_LINE = String.raw`(?<=^[\s>*+-]{0,12}(?:\d{1,3}[.)]\s{1,3})?)${DEPLOY_SCRIPT}(?=[^\S\n]{0,3}(?:$|#))`;
const genericDeploy = (start: string, pathLine = false) =>
  String.raw`${start}(?!${COMMAND_REST}\s--dry-run\b(?!=none))(?:(?=${COMMAND_REST}${PROD_WORD})(?:${ENV_VARS}${WRAPPER}${TASK_RUNNER}|${SCRIPT_RUN}${pathLine ? `|${SCRIPT_LINE}` : ''})|${ENV_VARS}${WRAPPER}${TOOL_DEPLOY})`;
/** The same in prose: in a code span only, where a script's or a runner's words cannot be English ("make deploy to production simpler"). */
const DEPLOY_IN_SPAN = new RegExp(genericDeploy(SPAN_START), 'gi');
/**
 * A push to a Heroku or production remote (`git push heroku main`, `git push heroku-production v3.14.0:main`), or to
 * a production branch (`git push origin production`, `git push origin HEAD:production`): the push deploys. A staging,
 * dev, review or pre-prod remote is none.
 */
const NON_PROD = String.raw`(?:staging|stage|stg|dev|develop|development|test|testing|qa|preview|review|sandbox|demo|uat|pre-?prod|non-?prod)`;
const DEPLOYING_PUSH = String.raw`(?:\bgit\s{1,3}push\b|${GIT_PUSH_AFTER_OPTIONS})(?:\s{1,3}-{1,2}[a-z][\w-]{0,30}(?:=[^\s|;&\x60]{0,100})?){0,4}\s{1,3}["']?(?:(?=[\w.-]{0,60}?(?<![a-z0-9])(?:heroku|prod(?:uction)?)(?![a-z0-9]))(?![\w.-]{0,60}?(?<![a-z0-9])${NON_PROD}(?![a-z0-9]))[\w.-]{1,60}(?=["']?(?:\s|$|\x60))|[\w.-]{1,60}\s{1,3}["']?(?:[^\s:|;&\x60]{1,200}:)?(?:refs\/heads\/)?prod(?:uction)?(?=["']?(?:\s|$|\x60)))`;
/** The deploy forms read wherever they stand, code and prose alike. */
const DEPLOY_ANYWHERE = new RegExp(`${DEPLOY_PROD.source}|${DEPLOYING_PUSH}`, 'i');

/**
 * The recommended reading of secret-rotation-explicit: the common commands that replace, revoke or delete a secret or
 * a key (`vault kv put secret/app/prod …`, `aws secretsmanager put-secret-value`, `gcloud secrets versions add`, `az
 * keyvault secret set`, `kubectl create secret` not as a --dry-run, `gh secret set`, `fly secrets set`, `heroku
 * config:set` of a secret, token, key or password).
 */
const SECRET_ROTATION = [
  String.raw`\bvault${OPTIONS('{0,6}')}\s+kv${OPTIONS('{0,6}')}\s+(?:put|patch|rollback|delete|destroy|metadata\s+delete)\b`,
  String.raw`\bvault${OPTIONS('{0,6}')}\s+write\b${CMD}\/rotate(?:-root|-role)?\b`,
  String.raw`\bvault${OPTIONS('{0,6}')}\s+(?:token|lease)\s+revoke\b`,
  String.raw`\baws${OPTIONS('{0,6}')}\s+(?:secretsmanager\s+(?:put-secret-value|update-secret)|iam\s+(?:create|update|delete)-access-key|kms\s+(?:rotate-key-on-demand|enable-key-rotation|schedule-key-deletion))\b`,
  String.raw`\baws${OPTIONS('{0,6}')}\s+ssm\s+put-parameter\b(?=${CMD}\bSecureString\b)`,
  String.raw`\bgcloud${OPTIONS('{0,6}')}\s+(?:secrets\s+(?:versions\s+(?:add|destroy|disable)|delete)|iam\s+service-accounts\s+keys\s+(?:create|delete))\b`,
  String.raw`\baz\s+keyvault\s+(?:secret\s+(?:set|delete|purge)|key\s+rotate)\b`,
  String.raw`\bkubectl${OPTIONS('{0,6}')}\s+(?:create|delete)\s+secrets?\b${NOT_DRY}`,
  String.raw`\bgh\s+secret\s+(?:set|delete)\b`,
  String.raw`\b(?:fly(?:ctl)?|supabase|doppler)\s+secrets\s+(?:set|unset|delete|import)\b`,
  String.raw`\bwrangler\s+secret\s+(?:put|delete)\b`,
  String.raw`\bheroku\s+config:(?:set|unset)\b(?=${CMD}(?:secret|token|key|password|passwd|credential|private))`,
].join('|');

/**
 * Whether a deploy-prod-direct hit in prose is only a command-like form outside a code span: "scripts/deploy.sh now
 * supports production" in a sentence is no deploy; the same words in a code span, or a tool's own form, are.
 */
export function deployWordsOnly(h: { id: string; text: string }): boolean {
  if (h.id !== 'deploy-prod-direct') return false;
  const reference = OPS.find((op) => op.id === h.id)!.re as LetterRegex;
  if (reference.for(h.text).test(h.text) || DEPLOY_ANYWHERE.test(h.text)) return false;
  // A command right after an opening backtick (an odd number of them before it) is in a code span; matches come in
  // order, so one walk counts them.
  let ticks = 0;
  let i = h.text.indexOf('`');
  for (const m of h.text.matchAll(DEPLOY_IN_SPAN)) {
    for (; i >= 0 && i < m.index; i = h.text.indexOf('`', i + 1)) ticks++;
    if (ticks % 2 === 1) return false;
  }
  return true;
}
/** Every production deploy form but a script's path standing alone on its line. */
const DEPLOY_RUN = new RegExp(`${DEPLOY_ANYWHERE.source}|${genericDeploy(`(?:${COMMAND_START}|${SPAN_START})`)}`, 'i');
/**
 * Whether a deploy-prod-direct hit is only a deploy script's path standing alone on its line: run in a shell script
 * or a shell's code block, but a file named in a text block or a file list (danger-scan tells them apart).
 */
export function deployScriptPathOnly(h: { id: string; text: string }): boolean {
  if (h.id !== 'deploy-prod-direct') return false;
  const reference = OPS.find((op) => op.id === h.id)!.re as LetterRegex;
  return !reference.for(h.text).test(h.text) && !DEPLOY_RUN.test(h.text);
}
/**
 * The same operations written in a migration tool's or ORM's own calls, the way migrations are usually
 * written (Alembic, Django, Rails, Knex, Sequelize, TypeORM, Laravel, Prisma): the protocol names the
 * operation, not its SQL spelling.
 */
const ORM_DROP_TABLE = /\b(?:drop_table|dropTable(?:IfExists)?|DeleteModel)\s*\(|\bdrop_table\s+:|\bSchema::drop(?:IfExists)?\s*\(|\.dropDatabase\s*\(\s*\)/;
const ORM_DROP_COLUMN = /\b(?:drop_column|dropColumns?|remove_column|removeColumn|RemoveField)\s*\(|\bremove_column\s+:/;
/** A bulk delete with no filter: `Model.objects.all().delete()`, `session.query(X).delete()`, `Model.delete_all`, `deleteMany({})`, `knex('t').del()`, `destroy({ truncate: true })`. */
const ORM_DELETE_ALL = new RegExp(
  [
    String.raw`\.objects\.all\(\)\.delete\(\)`,
    String.raw`\.query\(\s*[\w.]{1,200}\s*\)\.delete\(`,
    // The operation's pattern is case-insensitive: `Model.delete_all` and a variable's `orders.delete_all` alike (a chain after `.where(…)` is filtered).
    String.raw`(?<![\w.])\w{1,100}(?:\.all)?\.(?:delete_all|destroy_all)\b(?!\s*\()`,
    String.raw`\.deleteMany\((?:\s*\{\s*\})?\s*\)`,
    String.raw`\bknex\s*\(\s*["'\x60][\w.]{1,200}["'\x60]\s*\)\.(?:del|delete)\(\s*\)`,
    String.raw`\.destroy\(\s*\{\s*(?:truncate\s*:\s*true|where\s*:\s*\{\s*\}\s*\})`,
  ].join('|'),
);
/** Up to `n` options, each with at most one value, where `-h` is no --help (`redis-cli -h prod`). */
const ARGS = (n: string) => String.raw`(?:\s+-{1,2}[A-Za-z][\w-]{0,60}(?:=${TOKEN}{0,200})?(?:\s+(?!-)${TOKEN}{1,200})?)${n}`;
/** A command's options and its one operand (`docker push --all-tags acme/api`, `gh repo delete acme/x`): a sentence's words after it are not. */
const OPERAND = String.raw`(?:\s{1,3}-{1,2}[A-Za-z][\w-]{0,40}(?:=${TOKEN}{0,200})?){0,4}(?:\s{1,3}(?!-)[^\s|;&\x60"']{1,300})?`;
/**
 * A Redis database wiped by a client's call (`client.flushall()`, `redis.flushdb()`, go-redis' `FlushAll(ctx)`,
 * StackExchange's `FlushAllDatabases()`): every key deleted, with no filter. Read like an ORM's bulk delete.
 */
const REDIS_FLUSH_CALL = String.raw`\.[fF]lush(?:[aA]ll|[dD][bB]|(?:All)?Databases?)(?:Async)?\s*\(`;
/**
 * The same by a command: `redis-cli` (or valkey's, KeyDB's) with up to eight options (`-h prod -p 6379 -n 2`), or typed
 * at its prompt, a host and port (`127.0.0.1:6379> FLUSHALL`, `cache:6379[2]> FLUSHDB`; an HTML tag's `<code>FLUSHALL` is
 * none). `rename-command FLUSHALL ""`, which disables it, is none.
 */
const REDIS_CLI_FLUSH = String.raw`(?<![\w.-])(?:redis|valkey|keydb)-cli${ARGS('{0,8}')}\s+flush(?:all|db)(?![\w-])|(?<![\w.-])[\w.-]{1,100}:\d{1,5}(?:\[\d{1,2}\])?>\s{0,3}flush(?:all|db)(?![\w-])`;
const REDIS_CLI_FLUSH_RE = new RegExp(REDIS_CLI_FLUSH, 'i');
const ORM_OR_CLIENT_DELETE_ALL = new RegExp(`${ORM_DELETE_ALL.source}|${REDIS_FLUSH_CALL}`);
/** Whether an operation's text is only a migration tool's, ORM's or client's call (no SQL or command spelling of it): code, never prose or a test's teardown. */
export function ormCallOnly(h: { id: string; text: string }): boolean {
  const orm = h.id === 'sql-drop-table' ? ORM_DROP_TABLE : h.id === 'sql-drop-column' ? ORM_DROP_COLUMN : h.id === 'sql-delete-without-where' ? ORM_OR_CLIENT_DELETE_ALL : undefined;
  const sql = OPS.find((op) => op.id === h.id)!.re;
  return orm !== undefined && orm.test(h.text) && !(sql instanceof LetterRegex ? sql.for(h.text) : sql).test(h.text) && !(h.id === 'sql-delete-without-where' && REDIS_CLI_FLUSH_RE.test(h.text));
}
/**
 * A database or a schema dropped, in SQL or by Postgres' `dropdb` (with an argument): the protocol's DROP TABLE class, each
 * table in it lost at once. (MySQL's DROP SCHEMA is its DROP DATABASE; Postgres' drops a schema's tables with CASCADE.)
 */
const DROP_DATABASE = String.raw`\bDROP\s+(?:DATABASE|SCHEMA)\b|(?<![\w.-])dropdb\s+(?!--(?:help|version)\b)[^\s|;&#]`;
/** `git push --mirror` overwrites (and deletes) every ref of the remote: git-force-push. */
const MIRROR_PUSH = String.raw`(?:\bgit\s+push\b|${GIT_PUSH_AFTER_OPTIONS})${BLANKS('mirrorBlanks')}(?:[^&|;\n]{0,300}\s)?--mirror\b`;
/**
 * The protocol's "infra teardown" by other tools than terraform (`terraform -chdir=infra destroy` too): a Pulumi stack
 * destroyed (`pulumi destroy`, `pulumi down`), a CDK stack destroyed, a CloudFormation stack deleted, a Helm release
 * uninstalled from the prod or production namespace (not a --dry-run).
 */
const TEARDOWN = {
  source: [
    DESTROY_AFTER_OPTIONS,
    String.raw`(?<![\w.-])pulumi${OPTIONS('{0,6}')}\s+(?:destroy|down)(?![\w-])`,
    // OpenTofu and Terragrunt, terraform's drop-in equivalents: `tofu destroy`, `terragrunt run-all destroy`, `terragrunt run --all -- destroy`.
    String.raw`(?<![\w.-])(?:tofu|terragrunt)${OPTIONS('{0,6}')}\s+(?:(?:run-all|run(?![\w-]))${OPTIONS('{0,4}')}(?:\s+--)?\s+)?(?:destroy(?![\w-])|apply${BLANKS('tofuApplyBlanks')}[^|;\n]{0,300}-destroy\b)`,
    String.raw`(?<![\w.-])cdk${OPTIONS('{0,6}')}\s+destroy(?![\w-])`,
    String.raw`\baws${OPTIONS('{0,6}')}\s+cloudformation\s+delete-stack\b`,
    inProdNamespace('helm', '(?:uninstall|delete|del|un)'),
  ].join('|'),
};
/**
 * Irreversible steps on shared storage and hosting, each read as the protocol class it belongs to, with what it does
 * (the finding says it; the id is the one the user's OK names):
 * - an image pushed to a registry (`docker push`, `docker image|manifest|compose push`, `podman push`, `buildah push`,
 *   `docker-compose push`; not to a registry on localhost) is a public publish;
 * - every key of a Redis database deleted (FLUSHALL / FLUSHDB, by `redis-cli`, at its prompt or by a client's call) is a bulk
 *   delete without a filter;
 * - a bucket's objects deleted recursively (`aws s3 rm … --recursive`, `aws s3 rb … --force`, `gsutil rm -r`, `gcloud
 *   storage rm --recursive`, `az storage blob delete-batch`; not an `aws` or `az` `--dryrun`) is a recursive delete of shared data;
 * - namespaces deleted by a selector or all at once (`kubectl delete ns --all`, `-l env=x`; not a --dry-run), which take
 *   the production ones with them, or one deleted in a production cluster's context (`kubectl --context prod-eu delete ns
 *   checkout`), is kubectl-delete-prod-ns: all its workloads, secrets and volume claims go with it. A namespace named
 *   outside such a context is a production one only by its name (KUBECTL_PROD): deleting a staging or preview namespace is routine;
 * - a GitHub repository or release deleted (`gh repo delete`, `gh release delete`) is a teardown. `gh repo archive` is
 *   none: an archived repository is unarchived as it was.
 */
const IMAGE_PUSH = String.raw`(?<![\w.-])(?:(?:docker|podman|buildah)${OPTIONS('{0,6}')}\s+(?:(?:image|manifest|compose)${OPTIONS('{0,6}')}\s+)?|(?:docker|podman)-compose${OPTIONS('{0,6}')}\s+)push(?![\w-])(?!${CMD}\s["']?(?:localhost|127\.0\.0\.1)(?::\d{1,5})?\/)${OPERAND}`;
/** A recursive delete's flag, read to it: `-r`, `-R`, `-rf`, `--recursive`. */
const RECURSIVE = String.raw`${CMD}\s(?:--recursive|-[a-zA-Z]{0,10}[rR][a-zA-Z]{0,10})(?![\w-])`;
const BUCKET_DELETE = new RegExp(
  [
    String.raw`\baws${OPTIONS('{0,6}')}\s+s3\s+(?!${CMD}\s--dryrun\b)(?:rm(?![\w-])${CMD}\s--recursive|rb(?![\w-])${CMD}\s--force)(?![\w-])`,
    String.raw`(?<![\w.-])gsutil${OPTIONS('{0,6}')}\s+rm(?![\w-])${RECURSIVE}`,
    String.raw`\bgcloud${OPTIONS('{0,6}')}\s+(?:(?:alpha|beta)\s+)?storage\s+rm(?![\w-])${RECURSIVE}`,
    String.raw`\baz${OPTIONS('{0,6}')}\s+storage\s+blob\s+delete-batch\b(?!${CMD}\s--dryrun\b)`,
  ].join('|'),
);
const NAMESPACE_DELETE = [
  String.raw`\bkubectl${OPTIONS('{0,6}')}\s+delete${OPTIONS('{0,3}')}\s+(?:ns|namespaces?)(?:\s+|\/)(?:--all\b|-l\b|--selector\b)${NOT_DRY}`,
  String.raw`\bkubectl${OPTIONS('{0,5}')}\s+--(?:context|cluster)[\s=]["']?(?:[\w.-]{0,40}[-_.])?(?:prod|production)\b${TOKEN}{0,100}${OPTIONS('{0,5}')}\s+delete${OPTIONS('{0,3}')}\s+(?:ns|namespaces?)(?:\s+|\/)(?!-)[a-z0-9][a-z0-9.-]{0,252}${NOT_DRY}`,
].join('|');
const REPOSITORY_DELETE = String.raw`\bgh\s+(?:repo|release)\s+delete(?![\w-])${OPERAND}`;
/** Those forms by id, and what each does. */
const MORE_FORMS = new Map<string, { source: string; what: string }>([
  ['package-publish', { source: IMAGE_PUSH, what: 'container image pushed to a registry (a publish: cannot be fully undone)' }],
  ['sql-delete-without-where', { source: `${REDIS_FLUSH_CALL}|${REDIS_CLI_FLUSH}`, what: 'FLUSHALL / FLUSHDB deletes every key of a Redis database' }],
  ['fs-rm-rf-shared', { source: BUCKET_DELETE.source, what: "recursive delete of a storage bucket's objects (or of the bucket)" }],
  ['kubectl-delete-prod-ns', { source: NAMESPACE_DELETE, what: 'kubectl delete of a whole namespace, with everything in it' }],
  ['terraform-destroy', { source: REPOSITORY_DELETE, what: 'a GitHub repository or release deleted, with all it holds' }],
]);
const PROTOCOL_FORMS = new Map<string, { source: string }>([
  ['sql-drop-table', { source: `${ORM_DROP_TABLE.source}|${DROP_DATABASE}` }],
  ['sql-drop-column', ORM_DROP_COLUMN],
  ['sql-delete-without-where', ORM_DELETE_ALL],
  ['sql-alter-column-lossy', { source: LOSSY_ALTER }],
  ['git-force-push', { source: `${PLUS_REFSPEC_PUSH.source}|${FORCE_PUSH_AFTER_OPTIONS.source}|${MIRROR_PUSH}` }],
  ['terraform-destroy', TEARDOWN],
  ['secret-rotation-explicit', { source: `${SECRET_AFTER_OPTIONS.source}|${SECRET_ROTATION}` }],
  ['package-publish', PUBLISH_AFTER_OPTIONS],
  ['kubectl-delete-prod-ns', KUBECTL_PROD],
  ['deploy-prod-direct', { source: `${DEPLOY_ANYWHERE.source}|${genericDeploy(`(?:${COMMAND_START}|${SPAN_START})`, true)}` }],
  ['fs-rm-rf-shared', { source: `${RM_RF_ROOT.source}|${FIND_DELETE}` }],
]);
/**
 * The recommended preset's operations. git-reset-hard is none: the protocol's nine classes name no local reset (its
 * remote counterpart, a force-push, is one), so only the reference flags `git reset --hard`.
 */
/**
 * Words each protocol form of an operation holds besides its `need`: deploy-prod-direct's all deploy, release, ship,
 * push, roll out or promote, apply or set an image (kubectl's), or name a tool that deploys, so a line naming production
 * in passing ("ran on prod", "kubectl delete ns production") does not run its long pattern.
 */
const PROTOCOL_NEED_TOO = new Map<string, RegExp>([['deploy-prod-direct', /deploy|release|ship|push|rollout|promote|railway|vercel|helm|apply|set\s+image|update-service|ansible/i]]);
/** Each operation's protocol forms but MORE_FORMS, and MORE_FORMS', anchored where a hit starts: which found it. */
const EARLIER_FORMS = new Map<string, RegExp>();
const ADDED_FORMS = new Map<string, RegExp>();
export const PROTOCOL_OPS: Op[] = OPS.filter((op) => op.id !== 'git-reset-hard').map((op) => {
  const more = PROTOCOL_FORMS.get(op.id);
  const first = NEED.get(op.id);
  const too = PROTOCOL_NEED_TOO.get(op.id);
  const need = first && too ? { test: (text: string) => first.test(text) && too.test(text) } : first;
  if (!more) return op;
  const earlier = `${op.re.source}|${more.source}`;
  const added = MORE_FORMS.get(op.id);
  if (added) {
    EARLIER_FORMS.set(op.id, new RegExp(earlier, `${op.re.flags.replace('g', '')}y`));
    ADDED_FORMS.set(op.id, new RegExp(added.source, `${op.re.flags.replace('g', '')}y`));
  }
  const source = added ? `${earlier}|${added.source}` : earlier;
  // The added forms hold other words: the reference form's `need` gives way to the word all forms hold.
  const what = op.id === 'terraform-destroy' ? 'infrastructure teardown (terraform, pulumi or cdk destroy, a stack or a production release deleted)' : op.what;
  return { id: op.id, what, re: op.re instanceof LetterRegex ? new LetterRegex(source, op.re.flags) : new RegExp(source, op.re.flags), need };
});
/**
 * What a protocol hit does, when one of MORE_FORMS found it (a Redis FLUSHALL is no DELETE FROM, a bucket no root
 * folder): its own words. Undefined for the operation's other forms, which keep theirs.
 */
export function formWhat(h: { id: string; text: string; column: number }): string | undefined {
  const earlier = EARLIER_FORMS.get(h.id);
  const added = ADDED_FORMS.get(h.id);
  if (!earlier || !added) return undefined;
  added.lastIndex = earlier.lastIndex = h.column - 1;
  return added.test(h.text) && !earlier.test(h.text) ? MORE_FORMS.get(h.id)!.what : undefined;
}

// Read under the protocol only, so with the protocol's patterns (a namespace deleted by name is kubectl-delete-prod-ns too).
export const OP_BY_ID = new Map(PROTOCOL_OPS.map((op) => [op.id, op]));

/** Whether a user-OK line names the operation itself: it matches the pattern that found the operation. */
export function namesCommand(id: string, lines: readonly string[]): boolean {
  const op = OP_BY_ID.get(id);
  return op !== undefined && lines.some((text) => (op.re instanceof LetterRegex ? op.re.for(text) : op.re).test(text));
}
