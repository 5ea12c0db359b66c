import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { explainRule, rulesTable, run } from './run.js';
import { VERSION } from '../../core/src/version.js';

// Exit codes: 0 no check failed, 1 a check failed, 2 bad invocation or internal error.
function fail(message: string): never {
  process.stderr.write(`engagement-lint: ${message.split('\n')[0]}\n`);
  process.exit(2);
}

async function main() {
  const argv = hideBin(process.argv);
  if (argv[0] === 'rules' && argv.length === 1) return void process.stdout.write(rulesTable());
  if (argv[0] === 'explain') {
    if (argv.length !== 2) fail('usage: engagement-lint explain <rule>');
    return void process.stdout.write(explainRule(argv[1]!));
  }
  const parser = yargs(argv)
    .scriptName('engagement-lint')
    .usage(
      [
        'Usage: $0 <target..> [options]',
        '       $0 rules              list every rule',
        '       $0 explain <rule>     show a rule\'s documentation',
        '',
        'Lints engagement folders, delegation contracts, Graph Protocol documents and',
        'Epiphany state folders. Targets may be paths or globs.',
      ].join('\n'),
    )
    .command('$0 [targets..]', false)
    .positional('targets', { type: 'string', array: true })
    .option('json', { type: 'boolean', describe: 'print the JSON report (same as --format json)' })
    .option('format', { alias: 'f', type: 'string', array: true, describe: 'stylish | json | sarif | github | junit, optionally =FILE (repeatable)' })
    .option('output-file', { alias: 'o', type: 'string', describe: 'write the (first) format to this file' })
    .option('quiet', { type: 'boolean', describe: 'report failures only' })
    .option('max-warnings', { type: 'number', describe: 'exit 1 when there are more warnings than this' })
    .option('fail-on', { choices: ['error', 'warning'] as const, default: 'error' as const, describe: 'warning: exit 1 on warnings too' })
    .option('config', { alias: 'c', type: 'string', describe: 'use this config file instead of the nearest one' })
    .option('print-config', { type: 'string', describe: 'print the effective config for a target and exit' })
    .option('all-checks', { type: 'boolean', describe: 'run every check whatever the tier (tier "all")' })
    .option('override-checks', { type: 'string', describe: 'comma-separated checks to add on top of the tier set' })
    .option('mode', { choices: ['progress', 'ready'] as const, describe: 'ready: skips meaning "never written" fail (default progress)' })
    .option('preset', { choices: ['compat', 'recommended'] as const, describe: 'compat (default): the 21 reference checks; recommended: plus the protocol rules the reference lacks' })
    .option('kind', { choices: ['engagement', 'contract', 'graph', 'epiphany'] as const, describe: 'override target kind detection' })
    .option('explain', { type: 'boolean', describe: 'show every finding of failing checks' })
    .option('profile', { type: 'boolean', describe: 'time each check (JSON: profile_ms, profile_total_ms)' })
    .option('now', { type: 'string', describe: 'ISO time used by time-based rules (reproducible runs)' })
    .option('git', { type: 'boolean', default: true, describe: 'scan the git diff against the base branch in danger-scan (--no-git to skip)' })
    .option('color', { type: 'boolean', describe: 'force colours on or off (--no-color)' })
    .strictOptions()
    .version(VERSION)
    .help()
    .alias('h', 'help')
    .wrap(Math.min(100, process.stdout.columns || 100))
    .fail((msg, err) => {
      fail(msg || (err ? err.message : 'invalid invocation'));
    });
  const args = await parser.parseAsync();
  process.exitCode = (await run(args as never)).code;
}

main().catch((e: unknown) => {
  if (process.env['ENGAGEMENT_LINT_DEBUG']) console.error(e);
  fail(e instanceof Error ? e.message : String(e));
});
