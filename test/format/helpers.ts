import os from 'node:os';
import path from 'node:path';
import { countResults, docsUrl } from '../../packages/core/src/engine.js';
import type { TargetReport } from '../../packages/core/src/lint.js';
import type { RuleMeta } from '../../packages/core/src/rule.js';
import type { CheckResult, Finding } from '../../packages/core/src/types.js';
import { packOf } from '@engagement-lint/rules';

/** A repository root that never has to exist: formatters do not read the disk. */
export const REPO = path.join(os.tmpdir(), 'el-format-repo');

export function check(name: string, over: Partial<CheckResult> = {}): CheckResult {
  return { name, status: 'pass', detail: `${name} holds`, findings: [], docs: docsUrl(name), ...over };
}

export function finding(file: string, line: number, message: string, over: Partial<Finding> = {}): Finding {
  return { file, line, column: 1, message, ...over };
}

/** A hand-built engagement report whose project root is `root` (default: the repository root). */
export function report(checks: CheckResult[], over: Partial<TargetReport> = {}): TargetReport {
  const root = over.root ?? REPO;
  const target = over.target ?? path.join(root, 'engagement');
  return {
    kind: 'engagement',
    target,
    style: packOf('engagement')!.report,
    tier: 'M',
    ...countResults(checks),
    checks,
    tool: { name: 'engagement-lint', version: '0.1.0' },
    root,
    ...over,
  };
}

export function meta(id: string, over: Partial<RuleMeta> = {}): RuleMeta {
  return {
    id,
    pack: 'engagement',
    tiers: ['S', 'M', 'L'],
    summary: `${id} summary`,
    docs: `Why ${id} exists.`,
    statuses: ['pass', 'fail'],
    ...over,
  };
}

/** Characters XML 1.0 forbids, for asserting they never reach the output. */
export const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
