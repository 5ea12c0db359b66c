import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/handoff-sections.js';
import { selectRules } from '../../../packages/core/src/engine.js';
import { cleanupTrees, criteria, options } from '../../helpers.js';
import { underBoth } from './presets.js';

afterAll(cleanupTrees);

const sections = (...ns: number[]) => {
  const titles: Record<number, string> = { 1: 'Diff summary', 2: 'Deliverable manifest', 3: 'Criteria trace', 4: 'Executor reports', 5: 'Validation log', 6: 'Exercised', 7: 'Self-acceptance', 8: 'Deploy log', 11: 'Known deferrals' };
  return `# Handoff\n${ns.map((n) => `## ${n}. ${titles[n]}\n- x\n`).join('')}`;
};

describe('handoff-sections under the protocol', () => {
  it('runs at S under recommended only', () => {
    expect(selectRules([rule], options({ preset: 'recommended' }), { tier: 'S' })).toHaveLength(1);
    expect(selectRules([rule], options({ preset: 'compat' }), { tier: 'S' })).toHaveLength(0);
  });

  it('an M handoff with no deploy needs no §8', async () => {
    const r = await underBoth(rule, { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': sections(1, 2, 3, 4, 5, 7, 11) });
    expect(r.recommended.status).toBe('pass');
    expect(r.compat.status).toBe('fail');
    expect(r.compat.detail).toBe('missing sections: §8 Deploy log');
    const deployed = await underBoth(rule, { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': sections(1, 2, 3, 4, 5, 7, 11), 'deploy-log.md': '# d\n' });
    expect(deployed.recommended.status).toBe('fail');
    const l = await underBoth(rule, { 'criteria.md': criteria({ size: 'L' }), 'handoff.md': sections(1, 2, 3, 4, 5, 7, 11) });
    expect(l.recommended.status).toBe('fail');
  });

  it('an S handoff of ux_heavy minor work needs §6 Exercised', async () => {
    const r = await underBoth(rule, { 'criteria.md': criteria({ size: 'S', ux_heavy: 'minor' }), 'handoff.md': sections(1, 2, 5, 7) });
    expect(r.recommended.status).toBe('fail');
    expect(r.recommended.detail).toBe('S-tier missing minimum sections: §6 Exercised (required for ux_heavy=minor)');
    expect(r.compat.status).toBe('pass');
  });
});
