import { describe, expect, it } from 'vitest';
import { formatJson, reportToJson } from '../../packages/core/src/format/json.js';
import { countResults } from '../../packages/core/src/engine.js';
import type { TargetReport } from '../../packages/core/src/lint.js';
import { packOf } from '@engagement-lint/rules';
import { TOOL } from '../../packages/core/src/version.js';

function report(name: string, statuses: Array<'pass' | 'fail' | 'warn' | 'skip'>): TargetReport {
  const checks = statuses.map((status, i) => ({ name: `c${i}`, status, detail: `d${i}`, findings: status === 'fail' ? [{ file: 'engagement/x.md', line: 2, column: 3, message: 'm' }] : [], docs: 'https://x/y' }));
  return { kind: 'engagement', target: `/p/${name}/engagement`, style: packOf('engagement')!.report, tier: 'M', ...countResults(checks), checks, tool: { name: 'engagement-lint', version: '0' }, root: `/p/${name}` };
}

describe('JSON report', () => {
  it('one target prints the single-target object', () => {
    const r = report('a', ['pass', 'fail']);
    expect(JSON.parse(formatJson([r]))).toEqual(reportToJson(r));
  });

  it('the streamed several-targets text equals the object printed whole', () => {
    for (const reports of [[], [report('a', ['pass'])].slice(0, 0), [report('a', ['pass', 'warn']), report('b', ['fail', 'skip'])], [report('a', ['pass']), report('b', ['pass']), report('c', ['warn'])]]) {
      if (reports.length === 1) continue;
      const all = reports.flatMap((r) => r.checks);
      const t = countResults(all);
      const whole = { results: reports.map(reportToJson), targets: reports.length, checks_run: t.checks_run, fail_count: t.fail_count, warn_count: t.warn_count, skip_count: t.skip_count, status: t.status, tool: reports[0]?.tool ?? { ...TOOL } };
      expect(formatJson(reports)).toBe(JSON.stringify(whole, null, 2) + '\n');
    }
  });
});
