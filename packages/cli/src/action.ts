// GitHub Action entry point: inputs come as INPUT_* variables, annotations go
// to stdout as workflow commands, outputs to $GITHUB_OUTPUT, the summary to
// $GITHUB_STEP_SUMMARY (both appended by run()).
import fs from 'node:fs';
import path from 'node:path';
import { run } from './run.js';
import type { Launcher } from './launcher.js';
import { annotateWarnings, relativeToCwd, sayWarningsEscaped, writeStdout } from './stdout.js';
import { openForWriting, reason } from './outputs.js';
import { inputWords } from './action-words.js';
import { annotateConfigPlaces } from './config-check.js';
import { strayRejection, watchStrayRejections, watchUncaught } from './stray-errors.js';
import { BASE_VALUE, ConfigError, countResults, didYouMeanValue, PRESETS, runErrorCommand, UsageError, type Preset } from '@engagement-lint/core/runner';

/** An action input, named as the runner sets it: upper case, spaces as `_`, hyphens kept (`fail-on` is INPUT_FAIL-ON). */
function input(name: string, dflt = ''): string {
  return (process.env[`INPUT_${name.toUpperCase().replace(/ /g, '_')}`] ?? dflt).trim();
}

/**
 * The step's outputs file (GITHUB_OUTPUT), opened before the run as a report file is: a path that
 * cannot be written is one line of the linter's own, said before any annotation.
 */
function openOutputs(): { file: string; fd: number } | undefined {
  const file = process.env['GITHUB_OUTPUT'];
  return file ? { file, fd: openForWriting(file, 'the step outputs (GITHUB_OUTPUT)', true) } : undefined;
}

function writeOutputs(to: { file: string; fd: number } | undefined, values: Record<string, string>): void {
  if (!to) return;
  try {
    fs.writeFileSync(to.fd, Object.entries(values).map(([name, value]) => `${name}=${value}\n`).join(''));
  } catch (e) {
    throw new UsageError(`cannot write the step outputs (GITHUB_OUTPUT) to ${to.file} (${reason(e)})`);
  }
}

/** The usual file extension of a format's report, for the message that asks for one. */
const FILE_EXTENSION: Record<string, string> = { stylish: 'txt', junit: 'xml', sarif: 'sarif', json: 'json', html: 'html' };

/**
 * A boolean input, read as the toolkit's getBooleanInput reads one (YAML 1.2's core booleans): `true`,
 * `True`, `TRUE` and the three forms of false; anything else is refused as a word is.
 */
function booleanInput(name: string, dflt: 'true' | 'false'): 'true' | 'false' {
  const value = input(name, dflt);
  if (['true', 'True', 'TRUE'].includes(value)) return 'true';
  if (['false', 'False', 'FALSE'].includes(value)) return 'false';
  oneOf(name, value, ['true', 'false']);
  return value;
}

/** An input that takes one of a few words, refused as the CLI refuses a flag's value: with the word it most likely meant. */
function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): asserts value is T {
  if ((allowed as readonly string[]).includes(value)) return;
  const guess = didYouMeanValue(value, allowed);
  throw new Error(`${name} must be ${allowed.join(' or ')}, not ${value}${guess ? `; did you mean "${guess}"?` : ''}`);
}

async function main(launcher: Launcher): Promise<number> {
  const paths = inputWords(input('paths', 'engagement/'), 'paths');
  // Said in the Action's words: the CLI's own would name its options.
  if (!paths.length) throw new UsageError('paths is empty: name the folders or files to lint (the default is engagement/)');
  const failOn = input('fail-on', 'error');
  oneOf('fail-on', failOn, ['error', 'warning']);
  const sarifFile = input('sarif-file', 'engagement-lint.sarif');
  // `github` is always emitted; any other format needs its file, since the annotations take stdout (the log).
  const extra = inputWords(input('format'), 'format', ',').filter((f) => f !== 'github');
  for (const f of extra) {
    const [name, file] = [f.split('=')[0]!, f.split('=').slice(1).join('=')];
    // `json=-` is stdout, the log: as the bare name, it would mix with the annotations.
    if (!f.includes('=') || file === '-' || file === '') throw new Error(`format ${name} needs a file in the Action, whose log carries the annotations: write ${name}=engagement-lint.${FILE_EXTENSION[name] ?? name}`);
  }
  const preset = input('preset');
  if (preset) oneOf('preset', preset, PRESETS);
  const config = input('config');
  // Empty: danger-scan takes GITHUB_BASE_REF, which the runner sets on pull requests.
  const base = input('base-ref');
  // As the CLI checks --base: git would read a value starting with "-" as an option.
  if (base.startsWith('-')) throw new UsageError(`base-ref needs ${BASE_VALUE} (got ${JSON.stringify(base)})`);
  // false: suppressions written in the checked tree silence nothing (the change under review cannot waive its own checks).
  const inlineConfig = booleanInput('inline-config', 'true');
  // The checkout is the change under review: unless the workflow says it trusts it, no code in it
  // loads, the config input's customRules included when that file is in the checkout too.
  const trustCode = booleanInput('trust-config-code', 'false');
  // The check set, as on the command line: an opt-in rule runs only when named (a config level caps, never adds).
  const overrideChecks = inputWords(input('override-checks'), 'override-checks', ',').join(',');
  const allChecks = booleanInput('all-checks', 'false');
  // Empty: the config's mode, else progress (as the command line without --mode).
  const mode = input('mode');
  if (mode) oneOf('mode', mode, ['progress', 'ready']);
  const outputs = openOutputs();
  try {
    return await lintAndSay(outputs, { paths, failOn, sarifFile, extra, preset, config, base, inlineConfig, trustCode, overrideChecks, allChecks, mode }, launcher);
  } finally {
    if (outputs) fs.closeSync(outputs.fd);
  }
}

interface Inputs {
  paths: string[];
  failOn: 'error' | 'warning';
  sarifFile: string;
  extra: string[];
  preset: string;
  config: string;
  base: string;
  inlineConfig: string;
  trustCode: string;
  overrideChecks: string;
  allChecks: string;
  mode: string;
}

async function lintAndSay(outputs: ReturnType<typeof openOutputs>, { paths, failOn, sarifFile, extra, preset, config, base, inlineConfig, trustCode, overrideChecks, allChecks, mode }: Inputs, launcher: Launcher): Promise<number> {
  const { code, reports } = await run({
    targets: paths,
    format: ['github', ...(sarifFile ? [`sarif=${sarifFile}`] : []), ...extra],
    failOn,
    git: true,
    ...(preset ? { preset: preset as Preset } : {}),
    ...(config ? { config } : {}),
    ...(base ? { base } : {}),
    ...(inlineConfig === 'false' ? { inlineConfig: false } : {}),
    ...(trustCode === 'true' ? {} : { untrustedCheckout: workspace() }),
    ...(overrideChecks ? { overrideChecks } : {}),
    ...(allChecks === 'true' ? { allChecks: true } : {}),
    ...(mode ? { mode: mode as 'progress' | 'ready' } : {}),
  }, launcher);
  const totals = countResults(reports.flatMap((r) => r.checks));
  writeOutputs(outputs, { status: stepStatus(code, totals.status), 'fail-count': String(totals.fail_count), 'warn-count': String(totals.warn_count), 'sarif-file': sarifFile });
  return code;
}

/**
 * The output `status`: `fail` whenever the lint fails the step (exit 1), warnings included when they
 * fail it (fail-on: warning, or more than max-warnings), so that a later step gated on
 * `status == 'fail'` sees every failed step; else the checks' worst status. The counts stay counts of checks.
 */
export function stepStatus(code: number, checks: string): string {
  return code === 1 ? 'fail' : checks;
}

/** The checkout under review: the runner's workspace, which is also the step's working directory. */
const workspace = () => path.resolve(process.env['GITHUB_WORKSPACE'] || process.cwd());

/**
 * The error line of a run that could not lint. Paths in the workspace are shown relative to it, as
 * the CLI shows them relative to its working directory; a config error's `file:line:col` is also
 * given as `file=`, `line=` and `col=`, so that GitHub annotates the config itself.
 */
function errorCommand(e: unknown): string {
  const message = relativeToCwd(String(e instanceof Error ? e.message : e), workspace());
  const at = e instanceof ConfigError ? /^(.+?):(\d+):(\d+) /.exec(message) : null;
  // An absolute path is outside the workspace: GitHub annotates workspace files only.
  const place = at && !path.isAbsolute(at[1]!) ? { file: at[1]!.split(path.sep).join('/'), line: Number(at[2]), col: Number(at[3]) } : undefined;
  return runErrorCommand(message, place);
}

/**
 * A run that could not lint still answers a later step: the output `status` is `error`, and the job's
 * summary says the step could not lint (the annotation above says why). Best effort: the error is said already.
 */
let couldNotLintSaid = false;
function sayCouldNotLint(): void {
  if (couldNotLintSaid) return;
  couldNotLintSaid = true;
  const append = (file: string | undefined, text: string) => {
    try {
      if (!file) return;
      const fd = openForWriting(file, 'the step files', true);
      try {
        fs.writeSync(fd, text);
      } finally {
        fs.closeSync(fd);
      }
    } catch {
      // The error annotation has been written; a file that cannot take this line changes nothing of it.
    }
  };
  append(process.env['GITHUB_OUTPUT'], 'status=error\n');
  append(process.env['GITHUB_STEP_SUMMARY'], '### engagement-lint\n\nThe step could not lint: see its error annotation.\n');
}

/** Runs the action from its INPUT_* variables; sets process.exitCode. */
export function runAction(launcher: Launcher): Promise<void> {
  // A trusted custom rule's stray rejection or exception: an error annotation and exit 2, not Node's
  // stack trace and exit 1, which would read as findings.
  const sayError = (message: string) => {
    writeStdout(`${runErrorCommand(relativeToCwd(message, workspace()))}\n`);
    sayCouldNotLint();
  };
  sayWarningsEscaped();
  annotateWarnings();
  annotateConfigPlaces(workspace());
  watchStrayRejections();
  watchUncaught(sayError);
  return main(launcher).then(
    async (code) => {
      process.exitCode = code;
      const stray = await strayRejection();
      if (stray) {
        sayError(stray);
        process.exitCode = 2;
      }
    },
    (e: unknown) => {
      // The message may quote a path from the checked tree: it must not end the command or open another.
      writeStdout(`${errorCommand(e)}\n`);
      sayCouldNotLint();
      process.exitCode = 2;
    },
  );
}
