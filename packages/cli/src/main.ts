import { run } from './run.js';
import { parseOptions, parseWithYargs } from './options.js';
import { checkInvocation, checkOverrideNames } from './config-check.js';
import { allRules } from '@engagement-lint/rules';
import type { CliArgs } from './run.js';
import { routeConsoleToStderr, sayToStderr, sayWarningsEscaped, writeStdout } from './stdout.js';
import { SOURCE_LAUNCHER, type Launcher } from './launcher.js';
import { explainCommand, knownRules, rulesCommand } from './subcommands.js';
import { VERSION } from '@engagement-lint/core/runner';
import { strayRejection, watchStrayRejections, watchUncaught } from './stray-errors.js';

// Exit codes: 0 no check failed, 1 a check failed, 2 bad invocation or internal error.
function fail(message: string): never {
  sayToStderr(message);
  process.exit(2);
}

/** Runs the command; the folders it linted when it linted targets (what the code cache should hold), else undefined. */
async function main(argv: string[], launcher: Launcher): Promise<string[] | undefined> {
  // A first word naming a subcommand is always one; a folder of that name is linted as ./rules.
  let text: string | undefined;
  if (argv[0] === 'rules') text = await rulesCommand(argv.slice(1), launcher);
  else if (argv[0] === 'explain') text = await explainCommand(argv.slice(1), launcher);
  // Answered here, as yargs would: loading yargs for one line took longer than a lint.
  else if (argv.length === 1 && argv[0] === '--version') text = `${VERSION}\n`;
  if (text !== undefined) {
    writeStdout(text);
    return undefined;
  }
  const parsed = parseOptions(argv);
  if (parsed.helpOrVersion) await checkBeforeAnswering(parsed.args, launcher);
  const args = parsed.helpOrVersion ? await parseWithYargs(argv, fail) : parsed.args;
  if ('text' in args) {
    writeStdout(args.text);
    return undefined;
  }
  const { code, linted } = await run(args, launcher);
  process.exitCode = code;
  const stray = await strayRejection();
  if (stray) {
    sayToStderr(stray);
    process.exitCode = 2;
  }
  return linted;
}

/**
 * --help and --version answer only once the rest of the command line passes the checks a lint run
 * makes before it looks at a target, so a wrapper that tries a command line with --version learns
 * of its mistakes. A check name that is no built-in rule is looked for among the custom rules of
 * the config a lint from here would load (`rules` lists the same).
 */
async function checkBeforeAnswering(args: CliArgs, launcher: Launcher): Promise<void> {
  const { override } = checkInvocation(args);
  const builtIn = new Set((await allRules()).map((r) => r.id));
  if (override.every((id) => builtIn.has(id))) return;
  checkOverrideNames(override, new Set((await knownRules(args.config, launcher.importModule)).map((r) => r.id)));
}

/**
 * Runs the command line `argv` (without node and the script); sets process.exitCode. Resolves to
 * the folders the run linted (RunResult.linted) when it linted targets, else undefined: only such a
 * run may write the code cache, which holds what the run compiled (one written after `--version`
 * would leave every later lint to compile), and never into one of those folders.
 */
export function cli(argv: string[], launcher: Launcher = SOURCE_LAUNCHER): Promise<string[] | undefined> {
  // Standard output carries the report only: custom rules' console output goes to stderr.
  routeConsoleToStderr();
  sayWarningsEscaped();
  watchStrayRejections();
  watchUncaught(sayToStderr);
  return main(argv, launcher).catch((e: unknown) => {
    if (process.env['ENGAGEMENT_LINT_DEBUG']) console.error(e);
    // process.cwd() of a deleted folder throws `ENOENT …, uv_cwd`: say what happened instead.
    if ((e as NodeJS.ErrnoException | undefined)?.syscall === 'uv_cwd') fail('the working directory no longer exists');
    fail(e instanceof Error ? e.message : String(e));
  });
}
