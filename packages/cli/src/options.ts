import { parseArgs } from 'node:util';
import type { CliArgs } from './run.js';
import { isoInstant } from './iso-instant.js';
import { BASE_VALUE, MODES, PRESETS, UsageError, VERSION, didYouMean, didYouMeanValue, formatNames, showLineFeeds } from '@engagement-lint/core/runner';
import { packIds } from '@engagement-lint/rules';

/** One table of options: the parser (parseCli) and the --help text (yargs) are both built from it. */
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
  /**
   * What the value is, for an option none of whose values starts with "-" (choices say it themselves):
   * a next word that does (`--max-warnings -1`) is refused as not one, not as a missing value.
   */
  needs?: string;
}

export const OPTIONS: OptionSpec[] = [
  { name: 'json', type: 'boolean', describe: 'print the JSON report (same as --format json)' },
  { name: 'format', alias: 'f', type: 'string', array: true, describe: `${formatNames().join(' | ')}, optionally =FILE (repeatable; at most one without a file)`, needs: `one of ${formatNames().join(', ')}, optionally =FILE` },
  { name: 'output-file', alias: 'o', type: 'string', describe: 'write the first format given without =FILE (stylish when none is given) to this file' },
  { name: 'quiet', type: 'boolean', describe: 'report only what fails the run' },
  { name: 'max-warnings', type: 'number', needs: 'a whole number ≥ 0', describe: 'exit 1 when there are more warnings than this' },
  { name: 'fail-on', type: 'string', choices: ['error', 'warning'], default: 'error', describe: 'warning: exit 1 on warnings too' },
  { name: 'from-files', type: 'boolean', describe: 'the targets are files (as a hook passes the changed ones): lint each engagement, contract, graph or Epiphany target holding one, once' },
  { name: 'config', alias: 'c', type: 'string', describe: 'use this config file instead of the nearest one' },
  { name: 'print-config', type: 'string', describe: 'print the effective config for a target and exit' },
  { name: 'all-checks', type: 'boolean', describe: 'run every check whatever the tier (tier "all")' },
  { name: 'override-checks', type: 'string', needs: 'check names, comma-separated', describe: 'comma-separated checks to add on top of the tier set' },
  { name: 'mode', type: 'string', choices: MODES, describe: 'ready: skips meaning "never written" fail (default progress)' },
  { name: 'preset', type: 'string', choices: PRESETS, describe: 'compat (default): the 21 reference checks; recommended: plus the protocol rules the reference lacks' },
  { name: 'kind', type: 'string', choices: packIds, describe: 'override target kind detection' },
  { name: 'explain', type: 'boolean', describe: 'show every finding of failing checks' },
  { name: 'profile', type: 'boolean', describe: 'time each check (JSON: profile_ms, profile_total_ms)' },
  { name: 'ledger', type: 'boolean', describe: "append one precheck event to each linted engagement's events.jsonl (the only write into a checked folder)" },
  { name: 'now', type: 'string', needs: 'an ISO 8601 date or time, such as 2026-05-12 or 2026-05-12T14:03:00Z', describe: 'ISO time used by time-based rules (reproducible runs)' },
  { name: 'git', type: 'boolean', default: true, negated: true, describe: 'do not scan the git diff against the base branch in danger-scan' },
  { name: 'inline-config', type: 'boolean', default: true, negated: true, describe: 'do not honour suppressions written in linted files (each is reported as not honoured): for a gate over folders their authors must not waive' },
  { name: 'base', type: 'string', needs: BASE_VALUE, describe: 'the branch, tag or commit danger-scan diffs against (default: GITHUB_BASE_REF, else origin/main, origin/master, main, master)' },
  { name: 'color', type: 'boolean', negated: true, describe: 'no colours (--color forces them on)' },
];

/** Answered by yargs (parseWithYargs), and checked like the others: `--help --bogus` is an error too. */
const HELP_VERSION: Array<Pick<OptionSpec, 'name' | 'type' | 'alias'>> = [
  { name: 'help', type: 'boolean', alias: 'h' },
  { name: 'version', type: 'boolean' },
];

const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function usage(message: string): never {
  throw new UsageError(message);
}

/** The option a mistyped `--name` most likely meant. */
const nearest = (name: string) => didYouMean(name, OPTIONS.flatMap((o) => [o.name, ...(o.negated ? [`no-${o.name}`] : [])]));

/** What the user typed, quoted on one line (unlike the API's JSON quoting, api-options.ts describeValue): the error line shows its control characters as `\x1b` (sayToStderr; a line feed as `\x0a` here, as it would join lines), where JSON's `\u001b` would show a doubled backslash. */
const quotedOnOneLine = (s: string) => `"${showLineFeeds(s.length > 80 ? `${s.slice(0, 80)}…` : s)}"`;

/** A word as a shell reads it back: bare when plain, else single-quoted; one with control characters as `quotedOnOneLine` (it cannot be typed as is). */
function shellWord(s: string): string {
  if (/^[\w@%+=:,./-]+$/.test(s)) return s;
  if (/[\u0000-\u001f\u007f-\u009f]/.test(s)) return quotedOnOneLine(s);
  return `'${s.replaceAll("'", `'\\''`)}'`;
}

/** What parseOptions makes of a command line: the options and targets, and whether --help or --version was given. */
export interface ParsedOptions {
  args: CliArgs;
  helpOrVersion: boolean;
}

/** Which options a command takes, and what it says of one it does not. */
interface Grammar {
  options: OptionSpec[];
  /** Answered by the caller once every other option is checked: --help, --version. */
  answered: Array<Pick<OptionSpec, 'name' | 'type' | 'alias'>>;
  unknown: (rawName: string, word: string) => never;
}

/** The lint command's: every option of the table, and a hint for a target that starts with "-". */
const LINT: Grammar = {
  options: OPTIONS,
  answered: HELP_VERSION,
  unknown(rawName, word) {
    const raw = rawName.startsWith('--') ? rawName.slice(2) : undefined;
    const guess = raw !== undefined ? nearest(raw) : undefined;
    // A short option is one letter of its word (`-w` of `-weird-run`): the hint names the whole word, the target it may be.
    const within = word === rawName ? '' : ` (in ${quotedOnOneLine(word)})`;
    usage(`unknown option ${quotedOnOneLine(rawName)}${within}${guess ? ` (did you mean --${guess}?)` : ''}; a target that starts with "-" goes after --, as in \`engagement-lint -- ${shellWord(word)}\``);
  },
};

/**
 * A subcommand's (`rules`, `explain`): --json, --config, --color and --help, each checked as the lint
 * command checks it, so a mistake gets the same one-line message.
 */
export function subcommandGrammar(command: string): Grammar {
  return {
    options: OPTIONS.filter((o) => ['json', 'config', 'color'].includes(o.name)),
    answered: HELP_VERSION.filter((o) => o.name === 'help'),
    unknown: (rawName) => usage(`${command}: unknown option ${quotedOnOneLine(rawName)} (it takes --json, --config FILE, --color, --no-color)`),
  };
}

/**
 * Parses a lint invocation with Node's own parseArgs (yargs costs ~70 ms to load, on every
 * commit) and checks every option itself, so that nothing is silently dropped: an unknown option,
 * a missing or empty value, a value given to a flag, an option given twice, a bad number or choice
 * are each a one-line usage error. Targets after `--` are targets. Returns undefined for --help
 * and --version (once the rest is checked), which yargs prints.
 */
export function parseCli(argv: string[]): CliArgs | undefined {
  const { args, helpOrVersion } = parseOptions(argv);
  return helpOrVersion ? undefined : args;
}

/** parseCli's parse, --help and --version included: their command line is checked as a lint's is (run.ts checkInvocation). */
export function parseOptions(argv: string[], grammar: Grammar = LINT): ParsedOptions {
  // --help and --version are answered by the caller, once every other option is checked here as for a lint.
  let helpOrVersion = false;
  const { tokens } = parseArgs({
    args: argv,
    strict: false,
    allowPositionals: true,
    allowNegative: true,
    tokens: true,
    options: Object.fromEntries([...grammar.options, ...grammar.answered].map((o) => [o.name, { type: o.type === 'boolean' ? 'boolean' : 'string', ...(o.alias ? { short: o.alias } : {}) }])) as Parameters<typeof parseArgs>[0] extends infer C ? C extends { options?: infer O } ? O : never : never,
  });
  const byName = new Map(grammar.options.map((o) => [o.name, o]));
  const out: Record<string, unknown> = { targets: [] as string[] };
  const targets = out['targets'] as string[];
  for (const t of tokens) {
    if (t.kind === 'positional') {
      targets.push(t.value);
      continue;
    }
    if (t.kind !== 'option') continue;
    if (grammar.answered.some((o) => o.name === t.name)) {
      if (t.value !== undefined) usage(`${t.rawName} takes no value (got ${quotedOnOneLine(t.value)})`);
      helpOrVersion = true;
      continue;
    }
    const spec = byName.get(t.name);
    // `--no-git=1`: parseArgs negates only a bare flag, so the value comes with the whole name.
    const negatedFlag = !spec && t.rawName.startsWith('--no-') ? byName.get(t.name.slice(3)) : undefined;
    if (negatedFlag?.negated && t.value !== undefined) usage(`--no-${negatedFlag.name} takes no value (got ${quotedOnOneLine(t.value)})`);
    // Only the documented `--no-` forms: `--no-json` names no option of --help.
    if (!spec || (t.rawName.startsWith('--no-') && !spec.negated)) grammar.unknown(t.rawName, argv[t.index] ?? t.rawName);
    const key = camel(spec.name);
    const long = `--${spec.name}`;
    if (spec.type === 'boolean') {
      if (t.value !== undefined) usage(`${t.rawName} takes no value (got ${quotedOnOneLine(t.value)})`);
      // Given twice, the last one counts: a script may append --no-color to a command line.
      out[key] = !t.rawName.startsWith('--no-');
      // --json is a format among the --format ones: -o takes the first given without a file, in command-line order.
      if (spec.name === 'json' && out['jsonAt'] === undefined) out['jsonAt'] = ((out['format'] as unknown[] | undefined) ?? []).length;
      continue;
    }
    // `-f=json` reads as `--format=json`, not as a format named "=json".
    let value = t.value !== undefined && t.inlineValue && !t.rawName.startsWith('--') && t.value.startsWith('=') ? t.value.slice(1) : t.value;
    if (value === undefined) usage(`${long} needs a value`);
    if (!t.inlineValue && value.startsWith('-') && value !== '-') {
      // No value of the option starts with "-": `=VALUE` would only be refused in turn, so say what a value is.
      if (spec.choices) usage(`${long} must be ${spec.choices.join(' or ')} (got ${quotedOnOneLine(value)})`);
      if (spec.needs) usage(`${long} needs ${spec.needs} (got ${quotedOnOneLine(value)})`);
      usage(`${long} needs a value, but the next word is ${quotedOnOneLine(value)}; write ${long}=VALUE to give one that starts with "-"`);
    }
    if (value.trim() === '') usage(`${long} needs a value, got an empty one`);
    if (spec.type === 'number') {
      if (!/^\d{1,15}$/.test(value.trim())) usage(`${long} needs a whole number ≥ 0 (got ${quotedOnOneLine(value)})`);
      value = String(Number(value));
    }
    if (spec.name === 'now') {
      const instant = isoInstant(value);
      if (typeof instant === 'string') usage(`${long} ${quotedOnOneLine(value)} ${instant}`);
    }
    if (spec.choices && !spec.choices.includes(value)) {
      const guess = didYouMeanValue(value, spec.choices);
      usage(`${long} must be ${spec.choices.join(' or ')} (got ${quotedOnOneLine(value)}${guess ? `; did you mean "${guess}"?` : ''})`);
    }
    const parsed = spec.type === 'number' ? Number(value) : value;
    if (spec.array) out[key] = [...((out[key] as unknown[] | undefined) ?? []), parsed];
    else if (spec.name === 'override-checks' && out[key] !== undefined) out[key] = `${out[key] as string},${value}`;
    else if (out[key] !== undefined) usage(`${long} is given more than once (${quotedOnOneLine(String(out[key]))} and ${quotedOnOneLine(value)})`);
    else out[key] = parsed;
  }
  for (const o of grammar.options) if (o.default !== undefined && out[camel(o.name)] === undefined) out[camel(o.name)] = o.default;
  return { args: out as unknown as CliArgs, helpOrVersion };
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

/** yargs: --help and --version (every other invocation is parseCli's), whose text is handed back to be written as every output is. */
export async function parseWithYargs(argv: string[], fail: (message: string) => never): Promise<CliArgs | { text: string }> {
  const mod = await import('yargs');
  let said = '';
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
    // With a callback yargs hands over the help or version text instead of printing it and
    // exiting: written through writeStdout, a full disk or a closed pipe is exit 2 with a reason.
    .parseAsync(argv, {}, (_err: unknown, _argv: unknown, output: string) => {
      said = output;
    });
  return said ? { text: `${said}\n` } : (args as unknown as CliArgs);
}
