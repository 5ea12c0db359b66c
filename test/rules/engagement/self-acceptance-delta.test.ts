import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/self-acceptance-delta.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';

afterAll(cleanupTrees);

const L = criteria({ size: 'L' });
const handoff = (s7: string) => `# Handoff — iteration 2\n\n## 1. Diff summary\n- src/a.ts\n\n## 7. Self-acceptance\n${s7}\n## 8. Deploy log\n- N/A — what's new vs iter-1 is in §1\n`;
const concerns = '1. [crit-3] export slow on 1M rows — deferred\n2. [crit-1] copy unreviewed\n';

describe('self-acceptance-delta', () => {
  it.each([
    ["### What's new vs iter-1\n- crit-3 export now streams\n"],
    ['Delta: the export streams now (was buffered).\n'],
    ['Since iter-1: added the negative-input tests.\n'],
    ['Изменения с итерации 1: экспорт теперь потоковый.\n'],
  ])('passes when §7 states the delta (%#)', async (delta) => {
    const r = await check(rule, { 'criteria.md': L, iteration: '2\n', 'handoff.md': handoff(concerns + delta) });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/states the delta from iteration 1/);
  });
  it('fails an iteration-2 §7 without a delta, at the §7 heading', async () => {
    const r = await check(rule, { 'criteria.md': L, iteration: '2\n', 'handoff.md': handoff(concerns) });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('iteration 2 handoff §7 states no delta from iteration 1');
    expect(r.findings[0]).toMatchObject({ file: 'engagement/handoff.md', line: 6 });
    expect(r.fix).toMatch(/vs iter-1/);
  });
  it('reads a delta in a §7 sub-section but not in another section', async () => {
    expect((await check(rule, { 'criteria.md': L, iteration: '3\n', 'handoff.md': handoff(`${concerns}### 7b. Changed since iter-2\n- a\n`) })).status).toBe('pass');
    // §8 mentions "what's new vs iter-1": outside §7, it does not count.
    expect((await check(rule, { 'criteria.md': L, iteration: '3\n', 'handoff.md': handoff(concerns) })).status).toBe('fail');
  });
  it('skips at iteration 1, without a counter, without §7 and before the handoff', async () => {
    expect((await check(rule, { 'criteria.md': L, iteration: '1\n', 'handoff.md': handoff(concerns) })).detail).toMatch(/no prior iteration/);
    expect((await check(rule, { 'criteria.md': L, 'handoff.md': handoff(concerns) })).status).toBe('skip');
    expect((await check(rule, { 'criteria.md': L, iteration: '2\n', 'handoff.md': '## 1. Diff summary\n- a\n' })).detail).toMatch(/no §7/);
    const r = await check(rule, { 'criteria.md': L, iteration: '2\n' });
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(/not written/);
  });
  it('does not crash on an empty or binary handoff', async () => {
    expect((await check(rule, { 'criteria.md': L, iteration: '2\n', 'handoff.md': '' })).status).toBe('skip');
    expect((await check(rule, { 'criteria.md': L, iteration: '2\n', 'handoff.md': Buffer.from([0, 0xff, 0x0a]) })).status).toBe('skip');
  });
});
