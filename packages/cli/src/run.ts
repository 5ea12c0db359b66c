import fs from 'node:fs';
import path from 'node:path';
import { UsageError, engagementProjectRoot, resolveTarget, showLineFeeds, verdictFlags, countResults, stringifyJson, formatEntry, ignoreMatcher, configHash, inlineConfigOff, type FormatContext, type FormatStream, type Mode, type Preset, type ResolvedConfig, type TargetReport } from '@engagement-lint/core/runner';
import { allRules, packs } from '@engagement-lint/rules';
import { SOURCE_LAUNCHER, type Launcher } from './launcher.js';
import { configFor, type LintJob } from './lint-one.js';
import { checkConfig, checkInvocation, checkOverride, warnIgnoresElsewhere } from './config-check.js';
import { codeTrust, type CodeTrust } from './trust.js';
import { lintAll, startWorkers } from './pool.js';
import { checkTargets, expandTargets, noTargetHint, type CheckedTargets, type NamedTarget } from './targets.js';
import { isGlob } from './glob-word.js';
import { targetsOfFiles, unheldFilesLine } from './from-files.js';
import { routeConsoleToStderr, sayToStderr, stderrIsTTY, stdoutDrained, stdoutIsTTY, writeStdout } from './stdout.js';
import { gateMessage } from './gate.js';
import { checkOutputsOutsideTargets, openForWriting, openReports, openSink, reason, writeOpenedReport, writeReport } from './outputs.js';
import { isoInstant } from './iso-instant.js';
import { checkLedgersWritable } from './ledger.js';
import { guardLint, reportWritten } from './stray-errors.js';

export interface CliArgs {
  targets?: string[];
  json?: boolean;
  /** How many --format values came before --json on the command line (0 when it was first). */
  jsonAt?: number;
  format?: string[];
  outputFile?: string;
  quiet?: boolean;
  maxWarnings?: number;
  failOn: 'error' | 'warning';
  config?: string;
  printConfig?: string;
  allChecks?: boolean;
  overrideChecks?: string;
  mode?: Mode;
  preset?: Preset;
  /** A pack id (the registry's). */
  kind?: string;
  explain?: boolean;
  profile?: boolean;
  /** Append a precheck event to each engagement's events.jsonl. */
  ledger?: boolean;
  now?: string;
  git: boolean;
  /** false: --no-inline-config. */
  inlineConfig?: boolean;
  base?: string;
  color?: boolean;
  /** The targets are files (as a hook passes the changed ones): each names the target holding it. */
  fromFiles?: boolean;
  /** The Action without trust-config-code: its checkout (GITHUB_WORKSPACE), from which no code loads, the config input's included. */
  untrustedCheckout?: string;
}

/**
 * Colour level from --color/--no-color, FORCE_COLOR, NO_COLOR and the TTY, in that order: the
 * flag is this run's explicit choice (no-color.org: command-line arguments override NO_COLOR), and
 * FORCE_COLOR wins over NO_COLOR as it does in Node itself.
 */
export function colorLevel(flag: boolean | undefined, env: NodeJS.ProcessEnv, isTTY: boolean): 0 | 1 {
  if (flag === false) return 0;
  if (flag === true) return 1;
  const force = env['FORCE_COLOR'];
  // As Node reads it (tty's getColorDepth): '', 1, true, 2 and 3 force colours, any other value none.
  if (force !== undefined) return ['', '1', 'true', '2', '3'].includes(force) ? 1 : 0;
  if (env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '') return 0;
  // A terminal that says it cannot show escape sequences is not sent them.
  return isTTY && env['TERM'] !== 'dumb' ? 1 : 0;
}

function usage(message: string): never {
  throw new UsageError(message);
}

function repositoryRoot(): string {
  if (process.env['GITHUB_WORKSPACE']) return process.env['GITHUB_WORKSPACE'];
  try {
    return process.getBuiltinModule('node:child_process').execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 }).trim() || process.cwd();
  } catch {
    return process.cwd();
  }
}

export interface RunResult {
  code: number;
  reports: TargetReport[];
  /**
   * The folders this run linted: each target, the folder named for it and the root its reads were
   * confined to (an engagement's project). The launcher writes nothing there.
   */
  linted: string[];
}

/** RunResult.linted: `roots` are the reports' roots (where their reads were confined). */
function lintedFolders(targets: string[], named: CheckedTargets['named'], roots: Iterable<string>): string[] {
  return [...new Set([...targets, ...named.filter((n) => targets.includes(n.linted)).map((n) => n.folder), ...roots])];
}

export async function run(args: CliArgs, launcher: Launcher = SOURCE_LAUNCHER): Promise<RunResult> {
  // The Action calls run() without cli(): the report is stdout's only, here too.
  routeConsoleToStderr();
  // --json is one more format, where it was written among the --format ones (-o takes the first
  // without a file): with --format sarif, two would write to stdout, which is an error, not a choice.
  const { formats, override } = checkInvocation(args);
  if (args.printConfig !== undefined) return printConfig(args, override, launcher);
  let rawTargets = args.targets ?? [];
  if (rawTargets.length === 0) usage(`no target given; ${noTargetHint()}`);
  // An empty word (an unset shell variable, `""`) would resolve to the working directory.
  if (rawTargets.some((t) => t.trim() === '')) usage('a target is an empty word (an unset variable?); name the folder, e.g. `.`');
  if (args.fromFiles) {
    // A hook's changed files: each names the target holding it, linted once.
    const { targets: held, unheld } = await targetsOfFiles(rawTargets);
    if (unheld.length) sayToStderr(unheldFilesLine(unheld, held.length > 0));
    if (!held.length) return { code: 0, reports: [], linted: [] };
    rawTargets = held;
  }

  const named = await expandTargets(rawTargets);
  // Worker threads start now, while the targets and their configs are checked.
  startWorkers(named.length, launcher);
  // Every target is checked before anything is written, so a bad one leaves stdout empty.
  // Each target as it will be linted (a project folder is its engagement/), once.
  const checked = await checkTargets(named, args.kind, undefined, { followLinks: !args.ledger });
  let targets = [...new Set(checked.linted)];
  // Ignores from each target's config apply to the targets themselves.
  const kept: string[] = [];
  const configs = new Set<ResolvedConfig>();
  // No custom rule module inside any linted folder loads, for any target of the run.
  const trust = trustOf(args, targets);
  const ignoredBy = new Map<string, ResolvedConfig>();
  for (const t of targets) {
    const c = await configFor(t, args.config, trust);
    configs.add(c);
    const ignored = await ignoreMatcher(c);
    const main = checked.mainFolders.get(t);
    if (!ignored(t) && !(main && ignored(main))) kept.push(t);
    else ignoredBy.set(t, c);
  }
  for (const c of configs) await checkConfig(c, launcher, trust, args.config, args.preset, override);
  warnIgnoresElsewhere(configs, targets);
  if (!kept.length) usage('every target is ignored by the config');
  sayIgnoredNamed(named, checked.linted, ignoredBy);
  targets = kept;
  if (override.length) await checkOverride(override, targets, launcher, trust, args.config, args.kind);
  const summary = process.env['GITHUB_STEP_SUMMARY'];
  checkOutputsOutsideTargets(
    [...formats.flatMap((f) => (f.file ? [{ what: `the ${f.name} report`, file: f.file }] : [])), ...(summary && formats.some((f) => f.name === 'github') ? [{ what: 'the step summary (GITHUB_STEP_SUMMARY)', file: summary }] : [])],
    // The folder the user named is checked too: a project folder and its engagement/ are one target.
    [...targets, ...checked.named.filter((n) => targets.includes(n.linted)).map((n) => n.folder)],
    inputsOf(configs),
    checked.named,
  );

  if (args.ledger) checkLedgersWritable(checked.ledgers.filter((file) => targets.includes(path.dirname(file))));
  const wantsReceipt = formats.some((f) => formatEntry(f.name)!.receipt);
  const jobs: LintJob[] = targets.map((target) => ({
    target,
    refusedModules: [...new Set([...configs].flatMap((c) => c.insideChecked ?? []))],
    configFile: args.config,
    ...(args.untrustedCheckout !== undefined ? { checkout: args.untrustedCheckout } : {}),
    kind: args.kind,
    mode: args.mode,
    preset: args.preset,
    allChecks: args.allChecks,
    overrideChecks: override,
    explain: args.explain,
    profile: args.profile,
    ledger: args.ledger,
    now: args.now,
    git: args.git,
    ...(args.inlineConfig === false ? { inlineConfig: false } : {}),
    base: args.base,
    receipt: wantsReceipt,
    visual: formats.some((f) => formatEntry(f.name)!.visual),
  }));
  const progress = targets.length > 20 && stderrIsTTY();
  const onDone = progress ? (n: number) => process.stderr.write(`\rengagement-lint: ${n}/${targets.length} targets`) : undefined;
  // One step summary a run, however many github outputs it writes (stdout and a file).
  const stepSummary = stepSummaryWriter(process.env['GITHUB_STEP_SUMMARY']);
  const outputs = await Promise.all(formats.map(async (f) => ({ ...f, formatter: await formatEntry(f.name)!.load(), ctx: contextFor(args, Boolean(f.file), stepSummary?.append) })));

  // Under --quiet --max-warnings, whether warnings are shown depends on the run's total: no streaming.
  const quietNeedsTotal = args.quiet && args.failOn !== 'warning' && args.maxWarnings !== undefined;
  if (targets.length > 1 && outputs.every((o) => o.formatter.stream) && !quietNeedsTotal) {
    // Stream: each report is written as soon as it and those before it are done, then dropped,
    // so memory does not grow with the number of targets.
    const fds = openReports(outputs.map((o) => o.file));
    const sinks = outputs.map((o, i) => ({ stream: o.formatter.stream!(o.ctx) as FormatStream, sink: openSink(o.file, writeStdout, fds[i]) }));
    const statuses: Array<{ status: TargetReport['checks'][number]['status'] }> = [];
    const roots = new Set<string>();
    const crashed: string[] = [];
    for (const { stream, sink } of sinks) sink.write(stream.head());
    let open = true;
    const closeAll = (message?: string) => {
      open = false;
      for (const { stream, sink } of sinks) {
        sink.write(stream.tail(message));
        sink.close();
      }
    };
    try {
      // A stray error of a custom rule fails the lint before the documents close (stray-errors.ts).
      await guardLint(() =>
        lintAll(jobs, launcher, onDone, (report, index) => {
          // A lint an error stopped goes on in the background: its reports come after the documents closed.
          if (!open) return;
          for (const c of report.checks) statuses.push({ status: c.status });
          roots.add(report.root);
          crashed.push(...crashesIn(report.checks));
          for (const { stream, sink } of sinks) sink.write(stream.item(report, index));
        }),
      );
    } catch (e) {
      // Whatever failed, each document is closed so stdout stays one valid document, and written out
      // before the run ends (the error exits at once); the error goes to stderr.
      closeAll((e as Error).message ?? String(e));
      await stdoutDrained();
      throw e;
    }
    if (progress) process.stderr.write('\n');
    closeAll();
    stepSummary?.write();
    reportWritten();
    const t = countResults(statuses);
    return { code: exitCodeOf(crashed, t.fail_count, t.warn_count, args), reports: [], linted: lintedFolders(targets, checked.named, roots) };
  }

  // Every document is made before any is written: a failing formatter, or a stray error of a custom
  // rule until the last is made, leaves no half-written output and no report that hides it.
  const { reports, texts } = await guardLint(async () => {
    const reports = await lintAll(jobs, launcher, onDone);
    if (progress) process.stderr.write('\n');
    const texts = await Promise.all(outputs.map(async (o) => ({ file: o.file, text: await o.formatter.format(reports, o.ctx) })));
    return { reports, texts };
  });
  try {
    const fds = openReports(texts.map((t) => t.file));
    texts.forEach(({ file, text }, i) => {
      if (file) writeOpenedReport(fds[i]!, file, text);
      else writeStdout(text);
    });
    stepSummary?.write();
  } catch (e) {
    // The error exits at once: what stdout already took is written out first.
    await stdoutDrained();
    throw e;
  }
  reportWritten();
  return { code: exitCode(reports, args), reports, linted: lintedFolders(targets, checked.named, reports.map((r) => r.root)) };
}

function contextFor(args: CliArgs, toFile: boolean, appendSummary: ((text: string) => void) | undefined): FormatContext {
  let repoRoot: string | undefined;
  return {
    cwd: process.cwd(),
    repoRoot: () => (repoRoot ??= repositoryRoot()),
    // Asked only by a format that colours (stylish): the terminal check loads node:tty and node:net.
    get colorLevel() {
      // A file is coloured only when asked by the flag: the variables speak for the terminal.
      return toFile ? (args.color === true ? 1 : 0) : colorLevel(args.color, process.env, stdoutIsTTY());
    },
    explain: args.explain,
    // --quiet shows what fails the run: warnings too when this gate makes them fail it.
    quiet: args.quiet,
    gate: { failOn: args.failOn, maxWarnings: args.maxWarnings },
    rules: allRules,
    packs,
    appendSummary,
  };
}

/**
 * GitHub's step summary, when the run has one: the first github output's text, kept by `append` and
 * written by `write` with the reports, so a stray error that fails the run after the text was made
 * leaves no summary saying pass.
 */
function stepSummaryWriter(summaryFile: string | undefined): { append: (text: string) => void; write: () => void } | undefined {
  if (!summaryFile) return undefined;
  let pending: string | undefined;
  return {
    append: (text) => {
      pending ??= text;
    },
    write: () => {
      if (pending === undefined) return;
      const fd = openForWriting(summaryFile, 'the step summary', true);
      try {
        fs.writeFileSync(fd, pending);
      } catch (e) {
        usage(`cannot write the step summary to ${summaryFile} (${reason(e)})`);
      } finally {
        fs.closeSync(fd);
        pending = undefined;
      }
    },
  };
}

/**
 * A target named outright that the config's `ignores` leave out is said to be, as ESLint warns of an
 * ignored file passed to it: one a glob matched is what the ignores are for, and is not named.
 */
function sayIgnoredNamed(named: NamedTarget[], linted: string[], ignoredBy: Map<string, ResolvedConfig>): void {
  const said = new Set<string>();
  named.forEach((n, i) => {
    const c = ignoredBy.get(linted[i]!);
    if (!c || n.globbed || said.has(n.abs)) return;
    said.add(n.abs);
    const word = n.word === undefined ? n.abs : n.word.replace(/(.)[\\/]+$/, '$1');
    sayToStderr(`${showLineFeeds(word)} is ignored by ${c.files.at(-1) ?? 'the config'} (ignores); not linted`);
  });
}

/** The run's trust in code (trust.ts): the folders it lints, and the Action's checkout unless trusted. */
function trustOf(args: CliArgs, targets: readonly string[]): CodeTrust {
  return codeTrust({ linted: targets, ...(args.untrustedCheckout !== undefined ? { checkout: args.untrustedCheckout } : {}) });
}

/** --print-config: the effective config of one target, command-line flags included; to stdout or -o. */
async function printConfig(args: CliArgs, override: string[], launcher: Launcher): Promise<RunResult> {
  if (args.targets?.length) usage(`--print-config takes one target, as its value; drop ${args.targets.map((t) => JSON.stringify(t)).join(', ')} or lint them in another run`);
  // It prints JSON: asking for JSON is no conflict, another format or a report file per format is.
  const otherFormats = (args.format ?? []).filter((f) => f !== 'json');
  if (otherFormats.length) usage(`--print-config prints JSON; drop --format ${otherFormats.join(', ')} (use -o FILE to write it to a file)`);
  // Options of a lint run that a printed config would silently ignore.
  const idle = ([['--ledger', args.ledger], ['--quiet', args.quiet], ['--max-warnings', args.maxWarnings !== undefined], ['--fail-on', args.failOn === 'warning'], ['--explain', args.explain], ['--profile', args.profile]] as const).filter(([, on]) => on).map(([name]) => name);
  if (idle.length) usage(`--print-config prints the config and lints nothing; drop ${idle.join(', ')}`);
  await refuseGlob(args.printConfig!);
  const { linted: [target], named, mainFolders } = await checkTargets([path.resolve(args.printConfig!)], args.kind);
  const trust = trustOf(args, [target!]);
  const c = await configFor(target!, args.config, trust);
  // As a lint decides it: a target its config's ignores leave out is linted by no run.
  const ignoredBy = await ignoreMatcher(c);
  const main = mainFolders.get(target!);
  const ignored = ignoredBy(target!) || (main !== undefined && ignoredBy(main));
  await checkConfig(c, launcher, trust, args.config, args.preset, override);
  if (override.length) await checkOverride(override, [target!], launcher, trust, args.config);
  const kind = args.kind ?? (await resolveTarget(target!, showLineFeeds(target!), packs)).pack.id;
  // The lint options a run with these flags would pass (lint-one), hashed as its receipt hashes them.
  const flags = verdictFlags({ preset: args.preset ?? c.preset ?? 'compat', mode: args.mode ?? c.mode ?? 'progress', allChecks: args.allChecks, overrideChecks: override, now: args.now === undefined ? undefined : (isoInstant(args.now) as Date), git: args.git, base: args.base, ...(args.inlineConfig === false ? { inlineConfig: false } : {}) }, kind);
  const effective = {
    target,
    ...(ignored ? { ignored: true } : {}),
    kind,
    files: c.files,
    preset: flags.preset,
    mode: flags.mode,
    allChecks: flags.allChecks === true,
    overrideChecks: override,
    ...(flags.now ? { now: flags.now } : {}),
    git: flags.git !== false,
    ...(inlineConfigOff(flags.inlineConfig, c) ? { inlineConfig: false } : {}),
    ...(flags.base ? { base: flags.base } : {}),
    rules: c.rules,
    customRules: c.customRules,
    whitelist: c.whitelist,
    ignores: c.ignores.map((i) => i.pattern),
    ...(c.untrustedCode ? { untrustedCode: c.untrustedCode, untrustedFrom: c.untrustedFrom } : {}),
    ...(c.insideLinted ? { notRead: c.insideLinted } : {}),
    sha256: configHash(c, flags),
  };
  const text = stringifyJson(effective) + '\n';
  // `-o -` is stdout here too, not a file named "-".
  if (args.outputFile && args.outputFile !== '-') {
    checkOutputsOutsideTargets([{ what: 'the config', file: args.outputFile }], [target!, ...named.map((n) => n.folder)], inputsOf([c]), named);
    writeReport(args.outputFile, text);
  } else writeStdout(text);
  // Its config was read as a lint run's would be: the run counts as one of that target, whose reads a lint would confine to its parent (an engagement's project).
  return { code: 0, reports: [], linted: lintedFolders([target!], named, [engagementProjectRoot(target!)]) };
}

/** --print-config names one target: a glob pattern that matches targets is said to be one, not "not found". */
async function refuseGlob(word: string): Promise<void> {
  if (!isGlob(word) || fs.existsSync(path.resolve(word))) return;
  const matches = await expandTargets([word]).catch(() => []);
  if (!matches.length) usage(`--print-config takes one target, not a glob pattern: ${JSON.stringify(word)} (it matches no target either)`);
  const shown = matches.slice(0, 3).map((m) => showLineFeeds(m.word ?? '')).join(', ');
  usage(`--print-config takes one target, not a glob pattern: ${JSON.stringify(word)} matches ${matches.length} (${shown}${matches.length > 3 ? ', …' : ''}); name one of them`);
}

/** The files the configs make this run read: every config along `extends`, and each custom rule module. */
function inputsOf(configs: Iterable<ResolvedConfig>): Array<{ what: string; file: string }> {
  return [...configs].flatMap((c) => [
    ...c.files.map((file) => ({ what: 'the config', file })),
    ...[...c.customRules, ...(c.untrustedCode ?? [])].map((file) => ({ what: 'the custom rule module', file })),
  ]);
}

/** 2 on an internal error, 1 on a failure (or warnings under --fail-on warning / --max-warnings), else 0. */
export function exitCode(reports: TargetReport[], args: Pick<CliArgs, 'failOn' | 'maxWarnings'>): number {
  const totals = countResults(reports.flatMap((r) => r.checks));
  return exitCodeOf(crashesIn(reports.flatMap((r) => r.checks)), totals.fail_count, totals.warn_count, args);
}

/** The crashed checks among `checks`: their details, for the one line that says why the run exits 2. */
const crashesIn = (checks: TargetReport['checks']) => checks.filter((c) => c.internal_error).map((c) => c.detail);

function exitCodeOf(crashed: readonly string[], fails: number, warns: number, args: Pick<CliArgs, 'failOn' | 'maxWarnings'>): number {
  if (crashed.length) {
    // Every format carries the crash in its own way (stylish's verdict, SARIF's executionSuccessful, JUnit's error,
    // a JSON check's detail): stderr says why the run exits 2 whichever was asked for.
    sayToStderr(`a check crashed, so the run exits 2: ${crashed[0]!.slice(0, 300)}${crashed.length > 1 ? ` (and ${crashed.length - 1} more)` : ''}`);
    return 2;
  }
  if (fails) return 1;
  const why = gateMessage(warns, args);
  if (why) {
    sayToStderr(why);
    return 1;
  }
  return 0;
}
