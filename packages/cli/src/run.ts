import fs from 'node:fs';
import path from 'node:path';
import { UsageError, countResults } from '../../core/src/engine.js';
import type { TargetReport } from '../../core/src/lint.js';
import { formatJson, JsonTotals, multiJson } from '../../core/src/format/json.js';
import { formatStylish, stylishTarget, stylishTotals } from '../../core/src/format/stylish.js';
import { renderRuleDoc } from '../../core/src/docs.js';
import { allPackRules } from '../../../rules/packs.js';
import { configFor, type LintJob } from './lint-one.js';
import { lintAll } from './pool.js';
import { expandTargets } from './targets.js';
import { stdoutIsTTY, writeStdout } from './stdout.js';
import { ignoreMatcher, configHash } from '../../core/src/config.js';

export interface CliArgs {
  targets?: string[];
  json?: boolean;
  format?: string[];
  outputFile?: string;
  quiet?: boolean;
  maxWarnings?: number;
  failOn: 'error' | 'warning';
  config?: string;
  printConfig?: string;
  allChecks?: boolean;
  overrideChecks?: string;
  mode?: 'progress' | 'ready';
  preset?: 'compat' | 'recommended';
  kind?: 'engagement' | 'contract' | 'graph' | 'epiphany';
  explain?: boolean;
  profile?: boolean;
  now?: string;
  git: boolean;
  base?: string;
  color?: boolean;
}

const FORMATS = ['stylish', 'json', 'sarif', 'github', 'junit'] as const;
type FormatName = (typeof FORMATS)[number];

/** Colour level from --color/--no-color, NO_COLOR, FORCE_COLOR and the TTY. */
export function colorLevel(flag: boolean | undefined, env: NodeJS.ProcessEnv, isTTY: boolean): 0 | 1 {
  if (flag === false) return 0;
  if (flag === true) return 1;
  if (env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '') return 0;
  const force = env['FORCE_COLOR'];
  if (force !== undefined) return force === '0' || force === 'false' ? 0 : 1;
  return isTTY ? 1 : 0;
}

function usage(message: string): never {
  throw new UsageError(message);
}

/** `name` or `name=file`. */
export function parseFormats(specs: string[], outputFile?: string): Array<{ name: FormatName; file?: string }> {
  const out = specs.map((spec) => {
    const eq = spec.indexOf('=');
    const name = (eq < 0 ? spec : spec.slice(0, eq)).trim();
    const file = eq < 0 ? undefined : spec.slice(eq + 1).trim();
    if (!(FORMATS as readonly string[]).includes(name)) usage(`unknown format "${name}" (${FORMATS.join(', ')})`);
    if (file === '') usage(`--format ${name}= needs a file name`);
    return { name: name as FormatName, ...(file ? { file } : {}) };
  });
  if (outputFile) {
    const first = out.find((f) => !f.file);
    if (first) first.file = outputFile;
  }
  return out;
}

function repositoryRoot(): string {
  if (process.env['GITHUB_WORKSPACE']) return process.env['GITHUB_WORKSPACE'];
  try {
    return process.getBuiltinModule('node:child_process').execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 }).trim() || process.cwd();
  } catch {
    return process.cwd();
  }
}

/** Without warn-level results, for --quiet. */
function failuresOnly(reports: TargetReport[]): TargetReport[] {
  return reports.map((r) => ({ ...r, checks: r.checks.filter((c) => c.status === 'fail') }));
}

export async function rulesTable(): Promise<string> {
  const rows = (await allPackRules()).map((r) => [
    r.id,
    r.pack,
    r.pack === 'engagement' ? (r.tiers ?? []).join('') : '-',
    r.pack !== 'engagement' ? 'always' : r.optIn ? 'opt-in' : r.compat ? 'compat' : 'recommended',
    r.summary,
  ]);
  const head = ['rule', 'pack', 'tiers', 'preset', 'summary'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + '\n';
}

export async function explainRule(id: string): Promise<string> {
  const rule = (await allPackRules()).find((r) => r.id === id);
  if (!rule) usage(`unknown rule: ${id} (see \`engagement-lint rules\`)`);
  return renderRuleDoc(rule);
}

export interface RunResult {
  code: number;
  reports: TargetReport[];
}

export async function run(args: CliArgs): Promise<RunResult> {
  if (args.printConfig !== undefined) {
    const c = await configFor(args.printConfig, args.config);
    writeStdout(JSON.stringify({ ...c, ignores: c.ignores.map((i) => i.pattern), sha256: configHash(c) }, null, 2) + '\n');
    return { code: 0, reports: [] };
  }
  const rawTargets = args.targets ?? [];
  if (rawTargets.length === 0) usage('no target given; try `engagement-lint engagement/`');
  const formats = parseFormats(args.json ? ['json'] : (args.format ?? ['stylish']), args.outputFile);
  if (args.now !== undefined && Number.isNaN(new Date(args.now).getTime())) usage(`--now is not an ISO time: ${args.now}`);
  if (args.maxWarnings !== undefined && (!Number.isInteger(args.maxWarnings) || args.maxWarnings < 0)) usage('--max-warnings needs a whole number ≥ 0');
  const override = (args.overrideChecks ?? '').split(',').map((s) => s.trim()).filter(Boolean);

  let targets = await expandTargets(rawTargets);
  // Ignores from each target's config apply to the targets themselves.
  const kept: string[] = [];
  for (const t of targets) if (!(await ignoreMatcher(await configFor(t, args.config)))(t)) kept.push(t);
  if (!kept.length) usage('every target is ignored by the config');
  targets = kept;

  const wantsReceipt = formats.some((f) => f.name === 'json' || f.name === 'sarif');
  const jobs: LintJob[] = targets.map((target) => ({
    target,
    configFile: args.config,
    kind: args.kind,
    mode: args.mode,
    preset: args.preset,
    allChecks: args.allChecks,
    overrideChecks: override,
    explain: args.explain,
    profile: args.profile,
    now: args.now,
    git: args.git,
    base: args.base,
    receipt: wantsReceipt,
  }));
  const progress = targets.length > 20 && process.stderr.isTTY;
  const onDone = progress ? (n: number) => process.stderr.write(`\rengagement-lint: ${n}/${targets.length} targets`) : undefined;
  const cwd = process.cwd();
  const stylishOptions = (toFile: boolean) => ({ colorLevel: toFile ? 0 : colorLevel(args.color, process.env, stdoutIsTTY()), explain: args.explain, quiet: args.quiet, cwd });

  if (targets.length > 1 && formats.every((f) => f.name === 'json' || f.name === 'stylish')) {
    // Stream: each report is written as soon as it and those before it are done, then dropped,
    // so memory does not grow with the number of targets.
    const sinks = formats.map((f) => ({ f, sink: openSink(f.file) }));
    const totals = new JsonTotals();
    const statuses: Array<TargetReport['status']> = [];
    let crashed = false;
    for (const { f, sink } of sinks) if (f.name === 'json') sink.write(multiJson.head());
    await lintAll(jobs, onDone, (report, index) => {
      totals.add(report);
      statuses.push(report.status);
      crashed ||= report.checks.some((c) => c.internal_error);
      for (const { f, sink } of sinks) sink.write(f.name === 'json' ? multiJson.item(report, index) : stylishTarget(report, stylishOptions(Boolean(f.file)), true));
    });
    if (progress) process.stderr.write('\n');
    for (const { f, sink } of sinks) {
      sink.write(f.name === 'json' ? multiJson.tail(totals) : stylishTotals(statuses, stylishOptions(Boolean(f.file))));
      sink.close();
    }
    const t = totals.object() as { fail_count: number; warn_count: number };
    return { code: exitCodeOf(crashed, t.fail_count, t.warn_count, args), reports: [] };
  }

  const reports = await lintAll(jobs, onDone);
  if (progress) process.stderr.write('\n');

  const shown = args.quiet ? failuresOnly(reports) : reports;
  let repoRoot: string | undefined;
  for (const f of formats) {
    let text: string;
    switch (f.name) {
      case 'json':
        text = formatJson(reports);
        break;
      case 'stylish':
        text = formatStylish(reports, stylishOptions(Boolean(f.file)));
        break;
      case 'sarif': {
        // The machine formats load only when asked for: the terminal run on every commit does not pay for them.
        const { formatSarif } = await import('../../core/src/format/sarif.js');
        text = formatSarif(shown, {
          rules: await allPackRules(),
          repoRoot: (repoRoot ??= repositoryRoot()),
          receipt: reports.length === 1 && reports[0]!.receipt ? reports[0]!.receipt : { receipts: reports.map((r) => ({ target: r.target, ...r.receipt })) },
        });
        break;
      }
      case 'junit':
        text = (await import('../../core/src/format/junit.js')).formatJunit(reports);
        break;
      case 'github': {
        const { formatGithub } = await import('../../core/src/format/github.js');
        const gh = formatGithub(shown, { repoRoot: (repoRoot ??= repositoryRoot()) });
        text = gh.commands;
        const summaryFile = process.env['GITHUB_STEP_SUMMARY'];
        if (summaryFile) fs.appendFileSync(summaryFile, gh.summary);
        break;
      }
    }
    if (f.file) {
      fs.mkdirSync(path.dirname(path.resolve(f.file)), { recursive: true });
      fs.writeFileSync(f.file, text);
    } else writeStdout(text);
  }

  return { code: exitCode(reports, args), reports };
}

/** 2 on an internal error, 1 on a failure (or warnings under --fail-on warning / --max-warnings), else 0. */
export function exitCode(reports: TargetReport[], args: Pick<CliArgs, 'failOn' | 'maxWarnings'>): number {
  const totals = countResults(reports.flatMap((r) => r.checks));
  return exitCodeOf(reports.some((r) => r.checks.some((c) => c.internal_error)), totals.fail_count, totals.warn_count, args);
}

function exitCodeOf(crashed: boolean, fails: number, warns: number, args: Pick<CliArgs, 'failOn' | 'maxWarnings'>): number {
  if (crashed) return 2;
  if (fails) return 1;
  if (args.failOn === 'warning' && warns) return 1;
  if (args.maxWarnings !== undefined && warns > args.maxWarnings) {
    process.stderr.write(`engagement-lint: ${warns} warnings exceed --max-warnings ${args.maxWarnings}\n`);
    return 1;
  }
  return 0;
}

/** Where a format's text goes: stdout, or a file written as it comes. */
function openSink(file?: string): { write(text: string): void; close(): void } {
  if (!file) return { write: writeStdout, close: () => undefined };
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const fd = fs.openSync(file, 'w');
  return { write: (t) => void fs.writeSync(fd, t), close: () => fs.closeSync(fd) };
}
