import { parseArgs } from 'node:util';
import type { CliArgs } from './run.js';
import { VERSION, formatNames } from '@engagement-lint/core/runner';
import { packIds } from '@engagement-lint/rules';

/** One table of options: yargs (help, errors) and the fast parser are both built from it. */
export interface OptionSpec {
  name: string;
  type: 'boolean' | 'string' | 'number';
  alias?: string;
  array?: boolean;
  choices?: readonly string[];
  default?: string | boolean;
  describe: string;
  /** Shown in --help as `--no-<name>` (the flag people use); `--<name>` still parses. */
  negated?: boolean;
}

export const OPTIONS: OptionSpec[] = [
  { name: 'json', type: 'boolean', describe: 'print the JSON report (same as --format json)' },
  { name: 'format', alias: 'f', type: 'string', array: true, describe: `${formatNames().join(' | ')}, optionally =FILE (repeatable; at most one without a file)` },
  { name: 'output-file', alias: 'o', type: 'string', describe: 'write the (first) format to this file' },
  { name: 'quiet', type: 'boolean', describe: 'report failures only' },
  { name: 'max-warnings', type: 'number', describe: 'exit 1 when there are more warnings than this' },
  { name: 'fail-on', type: 'string', choices: ['error', 'warning'], default: 'error', describe: 'warning: exit 1 on warnings too' },
  { name: 'config', alias: 'c', type: 'string', describe: 'use this config file instead of the nearest one' },
  { name: 'print-config', type: 'string', describe: 'print the effective config for a target and exit' },
  { name: 'all-checks', type: 'boolean', describe: 'run every check whatever the tier (tier "all")' },
  { name: 'override-checks', type: 'string', describe: 'comma-separated checks to add on top of the tier set' },
  { name: 'mode', type: 'string', choices: ['progress', 'ready'], describe: 'ready: skips meaning "never written" fail (default progress)' },
  { name: 'preset', type: 'string', choices: ['compat', 'recommended'], describe: 'compat (default): the 21 reference checks; recommended: plus the protocol rules the reference lacks' },
  { name: 'kind', type: 'string', choices: packIds, describe: 'override target kind detection' },
  { name: 'explain', type: 'boolean', describe: 'show every finding of failing checks' },
  { name: 'profile', type: 'boolean', describe: 'time each check (JSON: profile_ms, profile_total_ms)' },
  { name: 'now', type: 'string', describe: 'ISO time used by time-based rules (reproducible runs)' },
  { name: 'git', type: 'boolean', default: true, negated: true, describe: 'do not scan the git diff against the base branch in danger-scan' },
  { name: 'base', type: 'string', describe: 'the branch danger-scan diffs against (default: GITHUB_BASE_REF, else origin/main, origin/master, main, master)' },
  { name: 'color', type: 'boolean', negated: true, describe: 'no colours (--color forces them on)' },
];

const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Parses the common invocations with Node's own parseArgs, so a run does not
 * pay for loading yargs (~70 ms, on every commit). Returns undefined for
 * anything it does not fully accept (help, version, a bad value, an unknown
 * flag): yargs then handles it, with its usual messages.
 */
export function fastParse(argv: string[]): CliArgs | undefined {
  if (argv.some((a) => a === '--help' || a === '-h' || a === '--version' || a === '--')) return undefined;
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      allowNegative: true,
      options: Object.fromEntries(
        OPTIONS.map((o) => [o.name, { type: o.type === 'boolean' ? 'boolean' : 'string', ...(o.alias ? { short: o.alias } : {}), ...(o.array ? { multiple: true } : {}) }]),
      ) as Parameters<typeof parseArgs>[0] extends infer C ? C extends { options?: infer O } ? O : never : never,
    });
  } catch {
    return undefined;
  }
  const out: Record<string, unknown> = { targets: parsed.positionals };
  for (const o of OPTIONS) {
    let v = (parsed.values as Record<string, unknown>)[o.name];
    if (v === undefined) v = o.default;
    if (v === undefined) continue;
    if (o.type === 'number') {
      if (typeof v !== 'string' || v.trim() === '' || !Number.isFinite(Number(v))) return undefined;
      v = Number(v);
    }
    if (o.choices && !o.choices.includes(String(v))) return undefined;
    // yargs lets a repeated scalar option take its last value; so does this.
    if (Array.isArray(v) && !o.array) v = v[v.length - 1];
    out[camel(o.name)] = v;
  }
  return out as unknown as CliArgs;
}

const USAGE = [
  'Usage: $0 <target..> [options]',
  '       $0 rules [--json]            list every rule',
  "       $0 explain <rule> [--json]   show a rule's documentation",
  '',
  'A first word `rules` or `explain` is the subcommand; lint a folder of that name as ./rules.',
  '',
  'Lints engagement folders, delegation contracts, Graph Protocol documents and',
  'Epiphany state folders. Targets may be paths or globs.',
].join('\n');

/** The full yargs parser: help, version, and the error message for anything the fast path refused. */
export async function parseWithYargs(argv: string[], fail: (message: string) => never): Promise<CliArgs> {
  const mod = await import('yargs');
  // Required from the CLI's vendor bundle (CommonJS), the module's exports arrive as its default.
  const yargs = typeof mod.default === 'function' ? mod.default : (mod.default as unknown as { default: typeof mod.default }).default;
  let parser = yargs(argv)
    .scriptName('engagement-lint')
    .usage(USAGE)
    .command('$0 [targets..]', false)
    .positional('targets', { type: 'string', array: true });
  for (const o of OPTIONS) {
    if (o.negated) {
      // yargs parses --no-<name> as <name>=false by itself; this entry only shows it in --help.
      parser = parser.option(o.name, { type: 'boolean', hidden: true, ...(o.default !== undefined ? { default: o.default } : {}) }).option(`no-${o.name}`, { type: 'boolean', describe: o.describe }) as unknown as typeof parser;
      continue;
    }
    parser = parser.option(o.name, {
      type: o.type,
      describe: o.describe,
      ...(o.alias ? { alias: o.alias } : {}),
      ...(o.array ? { array: true } : {}),
      ...(o.choices ? { choices: o.choices } : {}),
      ...(o.default !== undefined ? { default: o.default } : {}),
    });
  }
  const args = await parser
    .strictOptions()
    .version(VERSION)
    .help()
    .alias('h', 'help')
    .wrap(Math.min(100, process.stdout.columns || 100))
    .fail((msg, err) => fail(msg || (err ? err.message : 'invalid invocation')))
    .parseAsync();
  return args as unknown as CliArgs;
}
