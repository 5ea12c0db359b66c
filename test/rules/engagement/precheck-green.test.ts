import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/precheck-green.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';

afterAll(cleanupTrees);

const handoff = (json: string) =>
  `# Handoff\n## 7. Self-acceptance rehearsal\n### 7a. Mechanical pre-check\n\`\`\`\n$ engagement-lint engagement/ --json\n${json}\n\`\`\`\n### 7b. Honest concerns\n1. [crit-1] a — "status": "fail" was fixed\n`;
const report = (status: string, fails: number) => `{\n  "engagement": "/p/engagement",\n  "fail_count": ${fails},\n  "status": "${status}",\n  "checks": [\n    { "name": "whitelist", "status": "fail" }\n  ]\n}`;

describe('precheck-green', () => {
  it('passes a pasted green report', async () => {
    const r = await check(rule, { 'criteria.md': criteria(), 'handoff.md': handoff(report('pass', 0)) });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('§7a pastes a green pre-check (L9)');
  });

  it('fails a pasted red report, at its status line', async () => {
    const r = await check(rule, { 'criteria.md': criteria(), 'handoff.md': handoff(report('fail', 2)) });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/status fail, fail_count 2/);
    expect(r.findings[0]).toMatchObject({ file: 'engagement/handoff.md', line: 9 });
    // A fail_count above zero is red whatever the status says.
    expect((await check(rule, { 'criteria.md': criteria(), 'handoff.md': handoff(report('pass', 1)) })).status).toBe('fail');
  });

  it('warns on a pasted warn status and on a §7 without a pasted report', async () => {
    expect((await check(rule, { 'criteria.md': criteria(), 'handoff.md': handoff(report('warn', 0)) })).status).toBe('warn');
    const none = await check(rule, { 'criteria.md': criteria(), 'handoff.md': '# Handoff\n## 7. Self-acceptance\n1. [crit-1] a\n2. [crit-2] b\n' });
    expect(none.status).toBe('warn');
    expect(none.detail).toMatch(/no pasted pre-check report/);
    expect(none.findings[0]).toMatchObject({ line: 2 });
  });

  it('skips without a handoff, without §7, and at S', async () => {
    expect((await check(rule, { 'criteria.md': criteria() })).status).toBe('skip');
    expect((await check(rule, { 'criteria.md': criteria(), 'handoff.md': '# Handoff\n## 1. Diff summary\n' })).detail).toMatch(/no §7/);
    expect((await check(rule, { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff(report('fail', 1)) })).status).toBe('skip');
  });
});
