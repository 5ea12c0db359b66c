import type { TargetReport } from '../lint.js';
import { countResults } from '../engine.js';
import type { CheckResult } from '../types.js';
import type { Formatter } from './formatter.js';
import { stringifyJson } from './escape.js';
import { TOOL } from '../version.js';

/** The handoff-precheck JSON object for one target, plus our additive keys. */
export function reportToJson(r: TargetReport): Record<string, unknown> {
  return {
    [r.style?.targetKey ?? 'target']: r.target,
    tier: r.tier,
    checks_run: r.checks_run,
    fail_count: r.fail_count,
    warn_count: r.warn_count,
    skip_count: r.skip_count,
    status: r.status,
    checks: r.checks.map((c) => ({
      name: c.name,
      status: c.status,
      detail: c.detail,
      ...(c.fix ? { fix: c.fix } : {}),
      findings: c.findings.map((f) => ({
        file: f.file,
        line: f.line,
        column: f.column,
        ...(f.endLine ? { endLine: f.endLine } : {}),
        ...(f.endColumn ? { endColumn: f.endColumn } : {}),
        message: f.message,
        ...(f.severity ? { severity: f.severity } : {}),
      })),
      ...(c.docs ? { docs: c.docs } : {}),
      ...(c.internal_error ? { internal_error: true } : {}),
      ...(c.suppressed?.length ? { suppressed: c.suppressed } : {}),
    })),
    kind: r.kind,
    // What every finding's file is relative to: the reference keeps it implicit, and it differs by kind.
    root: r.root,
    tool: r.tool,
    ...(r.receipt ? { receipt: r.receipt } : {}),
    ...(r.profile_ms ? { profile_ms: r.profile_ms, profile_total_ms: r.profile_total_ms } : {}),
  };
}

/** Totals of several targets, accumulated one report at a time (the reports need not be kept). */
export class JsonTotals {
  targets = 0;
  private statuses: Array<{ status: CheckResult['status'] }> = [];
  tool: TargetReport['tool'] = { ...TOOL };
  add(r: TargetReport) {
    this.targets++;
    if (this.targets === 1) this.tool = r.tool;
    for (const c of r.checks) this.statuses.push({ status: c.status });
  }
  object(): Record<string, unknown> {
    const t = countResults(this.statuses);
    return { targets: this.targets, checks_run: t.checks_run, fail_count: t.fail_count, warn_count: t.warn_count, skip_count: t.skip_count, status: t.status, tool: this.tool };
  }
}

const indent = (text: string, by: string) => text.replace(/\n/g, `\n${by}`);

/**
 * The several-targets object, `{results: [...], targets, ...totals}`, written
 * in pieces so a long run streams it: head, one item per report, tail.
 * Together they equal stringifyJson of the whole object.
 */
export const multiJson = {
  head: () => '{\n  "results": [',
  item: (r: TargetReport, index: number) => `${index ? ',' : ''}\n    ${indent(stringifyJson(reportToJson(r)), '    ')}`,
  tail: (totals: JsonTotals, extra: Record<string, unknown> = {}, empty = totals.targets === 0) => {
    // A run that stopped part-way passed nothing, whatever the targets done before it say.
    const stopped = 'error' in extra ? { status: 'fail' } : {};
    const rest = stringifyJson({ ...totals.object(), ...stopped, ...extra }).slice(1);
    return `${empty ? ']' : '\n  ]'},${rest}\n`;
  },
};

/** One target: the single-target object; several: `{results, ...totals}`. */
export function formatJson(reports: TargetReport[], extra: Record<string, unknown> = {}): string {
  if (reports.length === 1) return stringifyJson({ ...reportToJson(reports[0]!), ...extra }) + '\n';
  const totals = new JsonTotals();
  let out = multiJson.head();
  reports.forEach((r, i) => {
    totals.add(r);
    out += multiJson.item(r, i);
  });
  return out + multiJson.tail(totals, extra);
}

export const formatter: Formatter = {
  format: (reports) => formatJson(reports),
  stream() {
    const totals = new JsonTotals();
    return {
      head: () => multiJson.head(),
      item: (r, index) => (totals.add(r), multiJson.item(r, index)),
      tail: (error) => multiJson.tail(totals, error ? { error } : {}),
    };
  },
};
