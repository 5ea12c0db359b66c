import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/handoff-sections.js';
import { selectRules } from '../../../packages/core/src/engine.js';
import { criteria, options } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const HANDOFF = 'engagement/handoff.md';
const recommended = { preset: 'recommended' as const };
const sections = (...ns: number[]) => {
  const titles: Record<number, string> = { 1: 'Diff summary', 2: 'Deliverable manifest', 3: 'Criteria trace', 4: 'Executor reports', 5: 'Validation log', 6: 'Exercised', 7: 'Self-acceptance', 8: 'Deploy log', 11: 'Known deferrals' };
  return `# Handoff\n${ns.map((n) => `## ${n}. ${titles[n]}\n- x\n`).join('')}`;
};
/** The 1-based line of `text` that is exactly `line`. */
const lineOf = (text: string, line: string) => text.split('\n').indexOf(line) + 1;
const noDeploy = { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': sections(1, 2, 3, 4, 5, 7, 11) };
// reported before the next numbered section
const missing8 = { file: HANDOFF, line: lineOf(noDeploy['handoff.md'], '## 11. Known deferrals'), column: 1, message: 'missing section `## 8. Deploy log`' };
const sMinor = { 'criteria.md': criteria({ size: 'S', ux_heavy: 'minor' }), 'handoff.md': sections(1, 2, 5, 7) };

ruleTester(rule, {
  valid: [
    { name: 'recommended: an M handoff with no deploy needs no §8', files: noDeploy, options: recommended },
    { name: 'compat: an S handoff of ux_heavy minor work', files: sMinor },
  ],
  invalid: [
    { name: 'compat: an M handoff with no deploy needs §8', files: noDeploy, detail: 'missing sections: §8 Deploy log', findings: [missing8] },
    { name: 'recommended: an M handoff with a deploy log needs §8', files: { ...noDeploy, 'deploy-log.md': '# d\n' }, options: recommended, detail: 'missing sections: §8 Deploy log', findings: [missing8] },
    { name: 'recommended: an L handoff needs §8', files: { ...noDeploy, 'criteria.md': criteria({ size: 'L' }) }, options: recommended, detail: 'missing sections: §8 Deploy log', findings: [missing8] },
    {
      name: 'recommended: an S handoff of ux_heavy minor work needs §6 Exercised',
      files: sMinor,
      options: recommended,
      detail: 'S-tier missing minimum sections: §6 Exercised (required for ux_heavy=minor)',
      findings: [{ file: HANDOFF, line: lineOf(sMinor['handoff.md'], '## 7. Self-acceptance'), column: 1, message: 'missing section `## 6. Exercised` (required for ux_heavy=minor)' }],
    },
  ],
});

describe('handoff-sections selection', () => {
  it('runs at S under recommended only', () => {
    expect(selectRules([rule], options({ preset: 'recommended' }), { tier: 'S' })).toHaveLength(1);
    expect(selectRules([rule], options({ preset: 'compat' }), { tier: 'S' })).toHaveLength(0);
  });
});
