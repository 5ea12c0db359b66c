import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/repeating-blocker.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';

afterAll(cleanupTrees);

const round = (n: number, verdict: string, blockers: string[] = []) => `## Iteration ${n}\n\n### Verdict: ${verdict}\n${blockers.map((b) => `- ${b}`).join('\n')}\n`;
const log = (...rounds: string[]) => `# Acceptance log\n\n${rounds.join('\n')}`;
const base = { 'criteria.md': criteria({ size: 'L' }) };

describe('repeating-blocker', () => {
  it('passes consecutive REJECTs on different blockers', async () => {
    const r = await check(rule, {
      ...base,
      'acceptance-log.md': log(round(1, 'REJECT', ['crit-2: export drops rows over 10k']), round(2, 'REJECT', ['crit-4: filters ignore the locale'])),
    });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/no repeated blocker/);
  });
  it('fails the same crit-N twice without loop-to-intake, at the repeated blocker', async () => {
    const text = log(round(1, 'REJECT', ['crit-2: export drops rows over 10k']), round(2, 'REJECT', ['crit-2: the export is still truncated']));
    const r = await check(rule, { ...base, 'acceptance-log.md': text });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/^loop-to-intake skipped — repeating blocker not escalated/);
    const line = text.split('\n').indexOf('- crit-2: the export is still truncated') + 1;
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ file: 'engagement/acceptance-log.md', line, column: 3 });
    expect(r.findings[0]!.message).toMatch(/iteration 2 repeats the blocker of iteration 1 \(L6, crit-2\)/);
  });
  it('matches a reworded reason by text similarity (≥ 70%)', async () => {
    const r = await check(rule, {
      ...base,
      'acceptance-log.md': log(
        round(1, 'REJECT — validation incomplete: docker not running so integration tests never ran'),
        round(2, 'REJECT — validation incomplete: integration tests never ran because docker was not running'),
      ),
    });
    expect(r.status).toBe('fail');
    expect(r.findings[0]!.message).toMatch(/% similar reason/);
  });
  it('does not match dissimilar reasons', async () => {
    const r = await check(rule, {
      ...base,
      'acceptance-log.md': log(round(1, 'REJECT — validation incomplete: docker not running'), round(2, 'REJECT — dark theme contrast fails on the dashboard header')),
    });
    expect(r.status).toBe('pass');
  });
  it('reads blockers under a blocker sub-heading and Reason: lines', async () => {
    const text =
      '## Iteration 1\n### Verdict: REJECT\n### Blocking issues\n- crit-3 login loop on Safari\n\n' +
      '## Iteration 2\n### Verdict: REJECT\n**Reason:** crit-3 still loops on Safari\n### Evidence reviewed\n- crit-1 fine\n';
    const r = await check(rule, { ...base, 'acceptance-log.md': text });
    expect(r.status).toBe('fail');
    expect(r.findings[0]!.line).toBe(8);
  });
  it('passes a repeat escalated through loop-to-intake', async () => {
    const r = await check(rule, {
      ...base,
      'acceptance-log.md': log(round(1, 'REJECT', ['crit-2: export drops rows']), round(2, 'REJECT', ['crit-2: export drops rows'])),
      'scope-sync.md': '# Scope sync\n\n## Loop-to-intake — crit-2 — 2026-11-30\n- secretary auto-edit: crit-2 reworded\n',
    });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/loop-to-intake recorded at engagement\/scope-sync.md:L3/);
  });
  it('does not count the director noting a skipped loop as a record', async () => {
    const r = await check(rule, {
      ...base,
      'acceptance-log.md': log(round(1, 'REJECT', ['crit-2: export drops rows']), round(2, 'REJECT', ['crit-2: export drops rows'])),
      'validation-log.md': '- loop-to-intake skipped — repeating blocker not escalated\n',
    });
    expect(r.status).toBe('fail');
  });
  it('ignores REJECTs that are not consecutive', async () => {
    const r = await check(rule, {
      ...base,
      'acceptance-log.md': log(round(1, 'REJECT', ['crit-2: export']), round(2, 'ACCEPT'), round(3, 'REJECT', ['crit-2: export'])),
    });
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(/no two consecutive REJECT rounds \(3 rounds logged\)/);
  });
  it('skips without acceptance-log.md and does not crash on garbage', async () => {
    expect((await check(rule, base)).status).toBe('skip');
    expect((await check(rule, { ...base, 'acceptance-log.md': Buffer.from([0, 0xff, 0x0a, 0x23, 0x23]) })).status).toBe('skip');
    expect((await check(rule, { ...base, 'acceptance-log.md': '## Iteration 1\n### Verdict: REJECT\n## Iteration 2\n### Verdict: REJECT\n' })).status).toBe('pass');
  });
});
