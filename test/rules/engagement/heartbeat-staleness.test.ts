import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/heartbeat-staleness.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';

afterAll(cleanupTrees);

const NOW = new Date('2026-11-30T12:00:00Z');
const pad = (n: number) => String(n).padStart(2, '0');
/** The protocol's local-time stamp, `minutesAgo` before NOW, as the machine writing it would print it. */
const stamp = (minutesAgo: number) => {
  const d = new Date(NOW.getTime() - minutesAgo * 60_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
const beat = (phase: string, minutesAgo: number) => `## Heartbeat — Phase ${phase} — completed ${stamp(minutesAgo)}\n- iteration: 1\n- next phase: x\n`;
const run = (size: string, log: string, extra: Record<string, string> = {}) =>
  check(rule, { 'criteria.md': criteria({ size }), 'validation-log.md': log, ...extra }, { options: { now: NOW } });

describe('heartbeat-staleness', () => {
  it('is opt-in', () => {
    expect(rule.optIn).toBe(true);
  });
  it.each([
    ['S', 4],
    ['M', 14],
    ['L', 29],
  ])('passes size %s with a heartbeat %i min old', async (size, age) => {
    const r = await run(size, `# Validation log\n\n${beat('deliver', age)}\n### code-reviewer\n- verdict: approved\n`);
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(new RegExp(`completed ${age} min ago`));
  });
  it.each([
    ['S', 6, 5],
    ['M', 16, 15],
    ['L', 31, 30],
  ])('warns size %s with a heartbeat %i min old', async (size, age, limit) => {
    const r = await run(size, `# Validation log\n\n${beat('deliver', age)}`);
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(new RegExp(`${age} min ago, over the ${limit}-min limit for size ${size}: engagement presumed stalled`));
    expect(r.findings[0]).toMatchObject({ file: 'engagement/validation-log.md', line: 3 });
  });
  it('states a long silence in hours or days', async () => {
    expect((await run('M', beat('deliver', 185))).detail).toMatch(/completed 3 h 5 min ago/);
    expect((await run('M', beat('deliver', 3 * 1440 + 7))).detail).toMatch(/completed 3 days ago/);
  });
  it('takes the latest time wherever it sits, and honours an explicit zone', async () => {
    const log = `${beat('plan', 50)}\n${beat('deliver', 3)}\n## Heartbeat — Phase validate — completed 2026-11-30 10:00:00 UTC\n`;
    const r = await run('S', log);
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/Phase deliver/);
    const zoned = await run('M', '## Heartbeat — Phase validate — completed 2026-11-30 14:50:00 +03:00\n');
    expect(zoned.status).toBe('pass');
    expect(zoned.detail).toMatch(/10 min ago/);
  });
  it('warns when no heartbeat has a readable time', async () => {
    const r = await run('M', '## Heartbeat — Phase plan — completed sometime yesterday\n## Heartbeat — Phase x — completed 2026-02-31 10:00:00\n');
    expect(r.status).toBe('warn');
    expect(r.findings.map((f) => f.line)).toEqual([1, 2]);
  });
  it('skips without heartbeats and once the engagement is closed', async () => {
    expect((await run('M', '# Validation log\n\n### code-reviewer\n')).status).toBe('skip');
    expect((await check(rule, {}, { options: { now: NOW } })).status).toBe('skip');
    const closed = await run('M', beat('handoff', 600), { 'acceptance-log.md': '## Iteration 1\n### Verdict: ACCEPT\n' });
    expect(closed.status).toBe('skip');
    expect(closed.detail).toMatch(/closed \(ACCEPT\)/);
  });
  it('does not crash on an empty or binary validation log', async () => {
    expect((await run('M', '')).status).toBe('skip');
    const r = await check(rule, { 'validation-log.md': Buffer.from([0, 0xff, 0x0a, 0x23, 0x23, 0x20]) }, { options: { now: NOW } });
    expect(r.status).toBe('skip');
  });
});
