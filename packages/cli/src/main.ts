import { run } from './run.js';
import { fastParse, parseWithYargs } from './options.js';
import { writeStdout } from './stdout.js';
import { SOURCE_LAUNCHER, type Launcher } from './launcher.js';
import { explainCommand, rulesCommand } from './subcommands.js';
import { VERSION } from '@engagement-lint/core/runner';

// Exit codes: 0 no check failed, 1 a check failed, 2 bad invocation or internal error.
function fail(message: string): never {
  process.stderr.write(`engagement-lint: ${message.trim().replace(/\s*\n\s*/g, ' ')}\n`);
  process.exit(2);
}

async function main(argv: string[], launcher: Launcher) {
  // A first word naming a subcommand is always one; a folder of that name is linted as ./rules.
  if (argv[0] === 'rules') return writeStdout(await rulesCommand(argv.slice(1)));
  if (argv[0] === 'explain') return writeStdout(await explainCommand(argv.slice(1)));
  // Answered here, as yargs would: loading yargs for one line took longer than a lint.
  if (argv.length === 1 && argv[0] === '--version') return writeStdout(`${VERSION}\n`);
  const args = fastParse(argv) ?? (await parseWithYargs(argv, fail));
  process.exitCode = (await run(args, launcher)).code;
}

/** Runs the command line `argv` (without node and the script); sets process.exitCode. */
export function cli(argv: string[], launcher: Launcher = SOURCE_LAUNCHER): Promise<void> {
  return main(argv, launcher).catch((e: unknown) => {
    if (process.env['ENGAGEMENT_LINT_DEBUG']) console.error(e);
    fail(e instanceof Error ? e.message : String(e));
  });
}
