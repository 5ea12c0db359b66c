import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { run } from './run.js';

// Exit codes: 0 no check failed, 1 a check failed, 2 bad invocation or internal error.
function fail(message: string): never {
  process.stderr.write(`engagement-lint: ${message.split('\n')[0]}\n`);
  process.exit(2);
}

async function main() {
  const parser = yargs(hideBin(process.argv))
    .scriptName('engagement-lint')
    .usage('Usage: $0 <target..> [options]\n\nLints agent-agency engagement folders before a handoff.')
    .command('$0 [targets..]', 'lint engagement folders (and other protocol targets)')
    .positional('targets', { type: 'string', array: true, describe: 'engagement folders, contract files, graph documents or Epiphany folders' })
    .option('json', { type: 'boolean', describe: 'print the JSON report (same as --format json)' })
    .option('format', { alias: 'f', type: 'string', array: true, describe: 'stylish | json (repeatable)' })
    .option('all-checks', { type: 'boolean', describe: 'run every check whatever the tier (tier "all")' })
    .option('override-checks', { type: 'string', describe: 'comma-separated checks to add on top of the tier set' })
    .option('mode', { choices: ['progress', 'ready'] as const, default: 'progress' as const, describe: 'ready: skips meaning "never written" fail' })
    .option('preset', { choices: ['compat', 'recommended'] as const, default: 'compat' as const, describe: 'compat: the 21 reference checks; recommended: plus the protocol rules the reference lacks' })
    .option('kind', { choices: ['engagement', 'contract', 'graph', 'epiphany'] as const, describe: 'override target kind detection' })
    .option('explain', { type: 'boolean', describe: 'show every finding of failing checks' })
    .option('profile', { type: 'boolean', describe: 'time each check (JSON: profile_ms, profile_total_ms)' })
    .option('now', { type: 'string', describe: 'ISO time used by time-based rules (reproducible runs)' })
    .option('git', { type: 'boolean', default: true, describe: 'scan the git diff against the base branch in danger-scan (--no-git to skip)' })
    .option('color', { type: 'boolean', describe: 'force colours on or off (--no-color)' })
    .strictOptions()
    .version()
    .help()
    .alias('h', 'help')
    .wrap(Math.min(100, process.stdout.columns || 100))
    .fail((msg, err) => {
      fail(msg || (err ? err.message : 'invalid invocation'));
    });
  const argv = await parser.parseAsync();
  const code = await run(argv as never);
  process.exitCode = code;
}

main().catch((e: unknown) => {
  if (process.env['ENGAGEMENT_LINT_DEBUG']) console.error(e);
  fail(e instanceof Error ? e.message : String(e));
});
