// Every engagement rule fed lists of a few hundred thousand items: paths on one line, list items, trace steps. A
// rule that hands such a list to a call as arguments (`push(...items)`, `Math.max(...items)`) overflows the stack
// and crashes; each must complete with a sane result instead, under both presets. How fast is measured by
// bench/hostile.mjs, not here.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lintTarget } from '../../packages/core/src/lint.js';
import { packs } from '@engagement-lint/rules';
import { cleanupTrees, fakeSystem, writeTree } from '../helpers.js';

afterAll(cleanupTrees);

const N = 200_000;
const CRITERIA = '---\nengagement: x\ncreated: 2026-06-01\ndomain: dev\nsize: L\nux_heavy: true\ntools_required: [node]\n---\n# Acceptance criteria\n\n## Done when\n- crit-1: it works\n- crit-2: it is fast\n';

/**
 * An engagement whose handoff, log and reports hold `block`: a one-line block in each of their sections, a block of
 * many lines in one section of each (a file of more than 250,000 lines is not read at all). Its trace holds `steps`.
 */
function engagementWith(block: string, steps = '{"action": "a", "selector": "b", "expected": "c", "observed": "c", "verdict": "PASS"}'): string {
  const one = block.includes('\n') ? '' : block;
  const handoff = ['# Handoff — iteration 1', '## 1. Diff summary', one, '## 2. Deliverables', one, '## 3. Criteria trace', one, '## 7. Self-validation', '### 7b. Concerns', one, '### 7c. ux_heavy check', block, '## 11. Known deferrals', one].join('\n');
  const log = ['# Acceptance log', '## Iteration 1', block, '### Verdict: ACCEPT', one].join('\n');
  return writeTree({
    'engagement/criteria.md': CRITERIA,
    'engagement/handoff.md': `${handoff}\n`,
    'engagement/acceptance-log.md': `${log}\n`,
    'engagement/validation-log.md': `# Validation log\n\n## Iteration 1\n${block}\n`,
    'engagement/executor-reports/dev-backend-engineer.md': `# Report\n\n## Iteration 1\n${block}\n`,
    'engagement/iteration': '1\n',
    'engagement/traces/iter-1/flow.json': `{"flow": "f", "iteration": 1, "captured_at": "2026-06-01", "steps": [${steps}]}\n`,
  });
}

const range = (make: (i: number) => string, sep: string) => Array.from({ length: N }, (_, i) => make(i)).join(sep);
const cases: Array<[string, string, string?]> = [
  ['a line of paths', `Changed files: ${range((i) => `a/${i}.ts`, ' ')}`],
  ['tagged items', range(() => '- [crit-2] x', '\n')],
  ['criteria marked failed', range((i) => `- crit-${(i % 2) + 1}: x ❌ not met`, '\n')],
  ['bare paths in backticks', range((i) => `\`src/m${i}.ts\``, ', ')],
  ['trace steps that are empty objects', 'nothing', range(() => '{}', ',')],
];

describe('rules on lists of many items', () => {
  it.each(cases)('%s: every rule completes with a sane result', async (_name, block, steps) => {
    const target = path.join(engagementWith(block, steps), 'engagement');
    for (const preset of ['compat', 'recommended'] as const) {
      const report = await lintTarget(target, { kind: 'engagement', packs, rules: (p) => p.rules(), allChecks: true, preset, system: fakeSystem(), now: new Date('2026-11-30T12:00:00Z') });
      const crashed = report.checks.filter((c) => c.internal_error).map((c) => `${preset} ${c.name}: ${c.detail}`);
      expect(crashed).toEqual([]);
      for (const c of report.checks) expect(c.findings.length).toBeLessThanOrEqual(500);
    }
  }, 300_000);
});
