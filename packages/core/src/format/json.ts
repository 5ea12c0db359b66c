import type { TargetReport } from '../lint.js';
import { countResults } from '../engine.js';

/** The handoff-precheck JSON object for one target, plus our additive keys. */
export function reportToJson(r: TargetReport): Record<string, unknown> {
  return {
    ...(r.kind === 'engagement' ? { engagement: r.engagement } : { target: r.target }),
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
      docs: c.docs,
      ...(c.internal_error ? { internal_error: true } : {}),
      ...(c.suppressed?.length ? { suppressed: c.suppressed } : {}),
    })),
    kind: r.kind,
    tool: r.tool,
    ...(r.receipt ? { receipt: r.receipt } : {}),
    ...(r.profile_ms ? { profile_ms: r.profile_ms, profile_total_ms: r.profile_total_ms } : {}),
  };
}

/** One target: the single-target object; several: `{results, ...totals}`. */
export function formatJson(reports: TargetReport[], extra: Record<string, unknown> = {}): string {
  if (reports.length === 1) return JSON.stringify({ ...reportToJson(reports[0]!), ...extra }, null, 2) + '\n';
  const totals = countResults(reports.flatMap((r) => r.checks));
  return (
    JSON.stringify(
      {
        results: reports.map(reportToJson),
        targets: reports.length,
        checks_run: totals.checks_run,
        fail_count: totals.fail_count,
        warn_count: totals.warn_count,
        skip_count: totals.skip_count,
        status: totals.status,
        tool: reports[0]?.tool,
        ...extra,
      },
      null,
      2,
    ) + '\n'
  );
}
