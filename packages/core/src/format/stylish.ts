import { Chalk } from 'chalk';
import path from 'node:path';
import type { TargetReport } from '../lint.js';
import type { CheckResult, Status } from '../types.js';
import { SHOWN_FINDINGS, type FormatContext, type Formatter } from './formatter.js';
import { escapeControls } from './escape.js';
import { plural } from '../util.js';

/** Checked-folder text on one line of terminal output. */
const safe = (s: string) => escapeControls(s, { oneLine: true });

export interface StylishOptions {
  /** 0 = no colour. */
  colorLevel: 0 | 1 | 2 | 3;
  explain?: boolean;
  quiet?: boolean;
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
  return reports.map((r) => stylishTarget(r, opts, multi)).join('') + (multi ? stylishTotals(reports.map((r) => r.status), opts) : '');
}

/** One target's block (streamable: it needs no other report). */
export function stylishTarget(r: TargetReport, opts: StylishOptions, multi: boolean): string {
  const c = new Chalk({ level: opts.colorLevel });
  const colour: Record<Status, (s: string) => string> = { pass: c.green, fail: c.red.bold, warn: c.yellow, skip: c.dim };
  const out: string[] = [];
  if (multi) out.push(c.underline(safe(path.relative(opts.cwd ?? process.cwd(), r.target) || '.')));
  out.push(c.bold(tldr(r)));
  for (const check of r.checks) {
    if (opts.quiet && check.status !== 'fail') continue;
    const ms = r.profile_ms ? c.dim(` (${(r.profile_ms[check.name] ?? 0).toFixed(1)} ms)`) : '';
    out.push(`${colour[check.status](LABEL[check.status])} ${safe(check.name)}: ${safe(check.detail)}${ms}`);
    if (check.status === 'fail' || check.status === 'warn') out.push(...details(check, r, opts, c));
  }
  if (r.profile_total_ms !== undefined) out.push(c.dim(`Profile: ${r.profile_total_ms.toFixed(1)} ms in checks`));
  out.push(verdict(r, c));
  return out.join('\n') + '\n\n';
}

/** The closing line of a run over several targets. */
export function stylishTotals(statuses: Array<TargetReport['status']>, opts: StylishOptions): string {
  const c = new Chalk({ level: opts.colorLevel });
  const failed = statuses.filter((s) => s === 'fail').length;
  const warned = statuses.filter((s) => s === 'warn').length;
  return c.bold(`${statuses.length} targets: ${statuses.length - failed - warned} pass, ${warned} warn, ${failed} fail`) + '\n';
}

function details(check: CheckResult, r: TargetReport, opts: StylishOptions, c: InstanceType<typeof Chalk>): string[] {
  const lines: string[] = [];
  const max = opts.explain ? Infinity : SHOWN_FINDINGS;
  for (const f of check.findings.slice(0, max)) {
    const file = path.relative(opts.cwd ?? process.cwd(), path.join(r.root, f.file)) || f.file;
    lines.push(`       ${c.cyan(`${safe(file)}:${f.line}:${f.column}`)}  ${safe(f.message)}`);
  }
  if (check.findings.length > max) lines.push(c.dim(`       … ${check.findings.length - max} more (use --explain to see all)`));
  if (check.fix) lines.push(`       ${c.bold('Fix:')} ${safe(check.fix)}`);
  if (check.docs) lines.push(c.dim(`       Docs: ${safe(check.docs)}`));
  return lines;
}

function verdict(r: TargetReport, c: InstanceType<typeof Chalk>): string {
  if (r.checks.some((x) => x.internal_error)) return c.red.bold('VERDICT: ERROR — a check crashed; see the internal error above and report it.');
  const goal = r.style?.readyFor;
  const before = goal ? ` before ${goal}` : '';
  if (r.status === 'fail') return c.red.bold(`VERDICT: FAIL — fix ${plural(r.fail_count, 'failing check')}${before}.`);
  if (r.status === 'warn') return c.yellow(`VERDICT: PASS with ${plural(r.warn_count, 'warning')} — review them${before}.`);
  return c.green.bold(goal ? `VERDICT: PASS — ready for ${goal}.` : 'VERDICT: PASS — every rule holds.');
}

const options = (ctx: FormatContext): StylishOptions => ({ colorLevel: ctx.colorLevel, explain: ctx.explain, quiet: ctx.quiet, cwd: ctx.cwd });

export const formatter: Formatter = {
  format: (reports, ctx) => formatStylish(reports, options(ctx)),
  stream(ctx) {
    const statuses: Array<TargetReport['status']> = [];
    return {
      head: () => '',
      item: (r) => (statuses.push(r.status), stylishTarget(r, options(ctx), true)),
      tail: () => stylishTotals(statuses, options(ctx)),
    };
  },
};
