import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/binary-verdict.js';
import { check, cleanupTrees } from '../../helpers.js';

afterAll(cleanupTrees);

const log = (...rounds: string[]) => `# Acceptance log\n\n${rounds.map((v, i) => `## Iteration ${i + 1}\n\n### Verdict: ${v}\n`).join('\n')}`;

describe('binary-verdict', () => {
  it('passes ACCEPT, REJECT with a reason, and ABORTED', async () => {
    const r = await check(rule, { 'acceptance-log.md': log('REJECT — validation incomplete: docker not running', 'ABORTED', 'ACCEPT') });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/all 3 verdicts are binary/);
  });
  it('reads bold-label and list-item verdicts', async () => {
    const r = await check(rule, { 'acceptance-log.md': '## Iteration 1\n- **Verdict:** REJECT\n\n## Iteration 2\n**Verdict**: ACCEPT — all criteria met\n' });
    expect(r.status).toBe('pass');
  });
  it.each([
    ['ACCEPT CONDITIONAL'],
    ['ACCEPT pending staging smoke test'],
    ['ACCEPT with TODO: wire the export button'],
    ['ACCEPT — user to verify the CSV on staging'],
    ['CONDITIONAL ACCEPT'],
    ['PARTIAL'],
    ['ACCEPT-CONDITIONAL'],
    ['ACCEPT — пользователю проверить экспорт'],
  ])('fails `%s` at its line', async (v) => {
    const r = await check(rule, { 'acceptance-log.md': log('REJECT — crit-2 export drops rows', v) });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/not binary/);
    expect(r.findings).toHaveLength(1);
    // # / blank / ## It 1 / blank / ### Verdict / blank / ## It 2 / blank / ### Verdict
    expect(r.findings[0]).toMatchObject({ file: 'engagement/acceptance-log.md', line: 9, column: 14 });
  });
  it('fails a bare bold conditional accept without a Verdict label', async () => {
    const r = await check(rule, { 'acceptance-log.md': '## Iteration 1\n\n**ACCEPT CONDITIONAL**\n\nDeferred checks to the user.\n' });
    expect(r.status).toBe('fail');
    expect(r.findings[0]!.line).toBe(3);
  });
  it('does not read prose quoting the ban as a verdict', async () => {
    const r = await check(rule, { 'acceptance-log.md': `${log('ACCEPT')}\nNote: the protocol forbids ACCEPT CONDITIONAL, so none was issued.\n` });
    expect(r.status).toBe('pass');
  });
  it('ignores verdict lines inside code fences', async () => {
    const r = await check(rule, { 'acceptance-log.md': `${log('REJECT — tests red')}\n\`\`\`\nVerdict: ACCEPT pending X\n\`\`\`\n` });
    expect(r.status).toBe('pass');
  });
  it('skips without acceptance-log.md and before any verdict', async () => {
    expect((await check(rule, {})).status).toBe('skip');
    const r = await check(rule, { 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\nreview in progress\n' });
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(/no `Verdict:` line/);
  });
  it('does not crash on empty or binary logs', async () => {
    expect((await check(rule, { 'acceptance-log.md': '' })).status).toBe('skip');
    expect((await check(rule, { 'acceptance-log.md': Buffer.from([0, 0xff, 10, 0x56, 0x65, 0x72]) })).status).toBe('skip');
  });
});
