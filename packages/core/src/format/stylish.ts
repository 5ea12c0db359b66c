import { Chalk } from 'chalk';
import type { TargetReport } from '../lint.js';
import type { CheckResult, Status } from '../types.js';
import { failsRun, SHOWN_FINDINGS, warnCount, warningGateReason, type FormatContext, type Formatter, type WarningGate } from './formatter.js';
import { escapeControls } from './escape.js';
import { shownFindingPath, shownPath } from './paths.js';
import { pushAll, plural, pluralWord } from '../util.js';

/** Checked-folder text on one line of terminal output. */
const safe = (s: string) => escapeControls(s, { oneLine: true });

export interface StylishOptions {
  /** 0 = no colour. */
  colorLevel: 0 | 1 | 2 | 3;
  explain?: boolean;
  /** Only the checks that fail the run (see `FormatContext.quiet`), and only the targets that hold one. */
  quiet?: boolean;
  /** When warnings fail the run: the verdicts say so, and `quiet` keeps those warnings. */
  gate?: WarningGate;
  /** Show finding paths relative to this folder (defaults to the project root). */
  cwd?: string;
}

const LABEL: Record<Status, string> = { pass: '[OK  ]', fail: '[FAIL]', warn: '[WARN]', skip: '[SKIP]' };

function tldr(r: TargetReport): string {
  const failed = r.checks.filter((c) => c.status === 'fail').map((c) => c.name);
  const passed = r.checks.filter((c) => c.status === 'pass').length;
  const label = r.style?.label ?? `Lint (${r.kind})`;
  const tier = r.tier ? `tier=${r.tier}, ` : '';
  return `${label} [${tier}${r.checks_run} checks]: ${passed}/${r.checks_run} pass, ${r.warn_count} warn, ${r.fail_count} FAIL${failed.length ? ` (${failed.join(', ')})` : ''}, ${r.skip_count} skip`;
}

/** Human output: TL;DR, one line per check, findings and fixes under failures and warnings. */
export function formatStylish(reports: TargetReport[], opts: StylishOptions): string {
  const multi = reports.length > 1;
  const warns = warnCount(reports);
  return reports.map((r) => stylishTarget(r, opts, multi, warns)).join('') + (multi ? stylishTotals(reports.map((r) => r.status), opts, warns) : '');
}

/**
 * One target's block (streamable: it needs no other report). `runWarnings`: the warning checks of
 * the whole run when known, which decide whether `quiet` keeps warnings; else the target's own,
 * which are enough under --fail-on warning and when they alone pass --max-warnings.
 */
export function stylishTarget(r: TargetReport, opts: StylishOptions, multi: boolean, runWarnings = r.warn_count): string {
  const warningsFail = warningGateReason(runWarnings, opts.gate) !== undefined;
  // As ESLint's --quiet passes over a clean file: a target where nothing fails the run (a crash is a
  // failing check) shows nothing, not even its path, so a CI log over many targets shows the failing ones.
  if (opts.quiet && !r.checks.some((check) => failsRun(check, warningsFail))) return '';
  const c = new Chalk({ level: opts.colorLevel });
  const colour: Record<Status, (s: string) => string> = { pass: c.green, fail: c.red.bold, warn: c.yellow, skip: c.dim };
  const out: string[] = [];
  if (multi) out.push(c.underline(safe(shownPath(r.target, opts.cwd ?? process.cwd()))));
  out.push(c.bold(tldr(r)));
  for (const check of r.checks) {
    if (opts.quiet && !failsRun(check, warningsFail)) continue;
    const ms = r.profile_ms ? c.dim(` (${(r.profile_ms[check.name] ?? 0).toFixed(1)} ms)`) : '';
    out.push(`${colour[check.status](LABEL[check.status])} ${safe(check.name)}: ${safe(check.detail)}${ms}`);
    if (check.status === 'fail' || check.status === 'warn') pushAll(out, details(check, r, opts, c));
  }
  if (r.profile_total_ms !== undefined) out.push(c.dim(`Profile: ${r.profile_total_ms.toFixed(1)} ms in checks`));
  out.push(verdict(r, opts.gate, c));
  if (r.compatReading?.length && !opts.quiet) {
    const named = r.compatReading.map(safe).join(', ');
    const n = r.compatReading.length;
    out.push(c.dim(`Note: ${named} ${pluralWord(n, 'fails', 'fail')} as handoff-precheck.py read the folder (--preset compat); --preset recommended reads it as the protocol does, and there ${pluralWord(n, 'it does', 'they do')} not fail (each rule's page lists where the two readings differ).`));
  }
  return out.join('\n') + '\n\n';
}

/**
 * The closing line of a run over several targets; `warns`, the run's warning checks, says when they
 * fail it. Under `quiet` it is written only when the run fails (ESLint's summary likewise): it then
 * counts the targets left unshown and says why warnings that fail only together fail the run.
 */
export function stylishTotals(statuses: Array<TargetReport['status']>, opts: StylishOptions, warns = 0): string {
  const c = new Chalk({ level: opts.colorLevel });
  const failed = statuses.filter((s) => s === 'fail').length;
  const warned = statuses.filter((s) => s === 'warn').length;
  const why = failed ? undefined : warningGateReason(warns, opts.gate);
  if (opts.quiet && !failed && !why) return '';
  return c.bold(`${statuses.length} targets: ${statuses.length - failed - warned} pass, ${warned} warn, ${failed} fail${why ? ` — FAIL: ${why}` : ''}`) + '\n';
}

function details(check: CheckResult, r: TargetReport, opts: StylishOptions, c: InstanceType<typeof Chalk>): string[] {
  const lines: string[] = [];
  const max = opts.explain ? Infinity : SHOWN_FINDINGS;
  for (const f of check.findings.slice(0, max)) {
    const file = shownFindingPath(r, f.file, opts.cwd ?? process.cwd());
    // A notice (a suppression that did its work) fails nothing: said so among the check's problems.
    const note = f.severity === 'info' && check.status !== 'pass' ? `${c.dim('note:')} ` : '';
    lines.push(`       ${c.cyan(`${safe(file)}:${f.line}:${f.column}`)}  ${note}${safe(f.message)}`);
  }
  if (check.findings.length > max) lines.push(c.dim(`       … ${check.findings.length - max} more (use --explain to see all)`));
  if (check.fix) lines.push(`       ${c.bold('Fix:')} ${safe(check.fix)}`);
  if (check.docs) lines.push(c.dim(`       Docs: ${safe(check.docs)}`));
  return lines;
}

function verdict(r: TargetReport, gate: WarningGate | undefined, c: InstanceType<typeof Chalk>): string {
  const crashed = r.checks.filter((x) => x.internal_error);
  // A custom rule's crash is the user's own module to fix; only a built-in check's is engagement-lint's to hear of.
  if (crashed.some((x) => x.customModule === undefined)) return c.red.bold('VERDICT: ERROR — a check crashed; see the internal error above and report it.');
  if (crashed.length) {
    const modules = [...new Set(crashed.map((x) => safe(x.customModule!)))].join(', ');
    return c.red.bold(`VERDICT: ERROR — a custom rule crashed; see its error above and fix it in its module (${modules}).`);
  }
  const goal = r.style?.readyFor;
  const before = goal ? ` before ${goal}` : '';
  if (r.status === 'fail') return c.red.bold(`VERDICT: FAIL — fix ${plural(r.fail_count, 'failing check')}${before}.`);
  // The target's own warnings under the gate; a run whose warnings fail only together says so in its totals line.
  const why = warningGateReason(r.warn_count, gate);
  if (why) return c.red.bold(`VERDICT: FAIL — ${why}; fix them${before}.`);
  // A closed target (an aborted engagement) goes to no handoff: its warnings are reviewed as they stand.
  if (r.status === 'warn' && r.pending) return c.yellow(`VERDICT: PASS with ${plural(r.warn_count, 'warning')} so far — ${r.pending}; review them.`);
  if (r.status === 'warn') return c.yellow(r.closed ? `VERDICT: PASS with ${plural(r.warn_count, 'warning')} — ${r.closed}; nothing more is due, review the warnings.` : `VERDICT: PASS with ${plural(r.warn_count, 'warning')} — review them${before}.`);
  if (r.closed) return c.green.bold(`VERDICT: PASS — ${r.closed}; nothing more is due.`);
  // Between rounds nothing is ready for a handoff: the rejected round's artefacts hold, the next round's are not begun.
  if (r.pending) return c.green.bold(`VERDICT: PASS so far — ${r.pending}.`);
  // Progress mode lets a never-written artefact skip; a run that still waits on one is not ready yet.
  const waiting = r.checks.filter((x) => x.status === 'skip' && x.missingArtefact).length;
  if (goal && waiting) return c.green.bold(`VERDICT: PASS so far — ${plural(waiting, 'check waits', 'checks wait')} for files not yet written; \`--mode ready\` requires them${before}.`);
  return c.green.bold(goal ? `VERDICT: PASS — ready for ${goal}.` : 'VERDICT: PASS — every rule holds.');
}

const options = (ctx: FormatContext): StylishOptions => ({ colorLevel: ctx.colorLevel, explain: ctx.explain, quiet: ctx.quiet, gate: ctx.gate, cwd: ctx.cwd });

export const formatter: Formatter = {
  format: (reports, ctx) => formatStylish(reports, options(ctx)),
  stream(ctx) {
    const statuses: Array<TargetReport['status']> = [];
    let warns = 0;
    return {
      head: () => '',
      item: (r) => (statuses.push(r.status), (warns += r.warn_count), stylishTarget(r, options(ctx), true)),
      tail: () => stylishTotals(statuses, options(ctx), warns),
    };
  },
};
