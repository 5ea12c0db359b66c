import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/handoff-sections.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';

afterAll(cleanupTrees);

const TITLES: Record<number, string> = {
  1: 'Diff summary (PRIMARY)',
  2: 'Deliverable manifest',
  3: 'Criteria trace',
  4: 'Executor reports',
  5: 'Validation log',
  6: 'Exercised',
  7: 'Self-acceptance rehearsal',
  8: 'Deploy log',
  9: 'Docs diff',
  11: 'Known deferrals',
};

/** A handoff with the given numbered sections; `s1` is the body of §1. */
function handoff(nums: number[], s1 = '3 files changed, 20 insertions(+)', extra = ''): string {
  return ['# Handoff — iteration 1', ...nums.map((n) => `\n## ${n}. ${TITLES[n]}\n\n${n === 1 ? s1 : '- N/A'}`), extra, ''].join('\n');
}

const M_SET = [1, 2, 3, 4, 5, 7, 8, 11];

describe('handoff-sections', () => {
  it('skips while handoff.md is missing, and fails that skip in --mode ready', async () => {
    const r = await check(rule, { 'criteria.md': criteria() });
    expect(r.status).toBe('skip');
    const ready = await check(rule, { 'criteria.md': criteria() }, { options: { mode: 'ready' } });
    expect(ready.status).toBe('fail');
    expect(ready.detail).toMatch(/^REQUIRED in --mode ready: handoff\.md not yet written/);
  });

  it('passes an S handoff with §1, §2, §5 and §7', async () => {
    const r = await check(rule, { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff([1, 2, 5, 7]) });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/S-tier minimum sections present/);
  });

  it('fails an S handoff missing §5, locating it before §7', async () => {
    const text = handoff([1, 2, 7]);
    const r = await check(rule, { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': text });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('S-tier missing minimum sections: §5 Validation log');
    const line7 = text.split('\n').indexOf('## 7. Self-acceptance rehearsal') + 1;
    expect(r.findings).toEqual([expect.objectContaining({ file: 'engagement/handoff.md', line: line7 })]);
  });

  it('passes the full M set and fails when M sections are missing or mistitled', async () => {
    expect((await check(rule, { 'criteria.md': criteria(), 'handoff.md': handoff(M_SET) })).status).toBe('pass');
    const text = handoff([1, 2, 4, 5, 7]).replace('## 4. Executor reports', '## 4. Reports');
    const r = await check(rule, { 'criteria.md': criteria(), 'handoff.md': text });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('missing sections: §3 Criteria trace, §4 Executor reports, §8 Deploy log, §11 Known deferrals');
    const lines = text.split('\n');
    const f4 = r.findings.find((f) => /§4 is titled "Reports"/.test(f.message));
    expect(f4?.line).toBe(lines.indexOf('## 4. Reports') + 1);
    const f11 = r.findings.find((f) => /## 11\. Known deferrals/.test(f.message));
    expect(f11?.line).toBe(text.replace(/\n$/, '').split('\n').length); // last line of the file
  });

  it('does not count headings inside code fences or at the wrong level', async () => {
    const text = handoff([1, 2, 5]) + '\n```\n## 7. Self-acceptance\n```\n### 7. Self-acceptance\n';
    const r = await check(rule, { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': text });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('S-tier missing minimum sections: §7 Self-acceptance');
  });

  it('requires §9 when §1 lists a src/ file', async () => {
    const s1 = '```\n src/x.ts | 4 ++--\n 1 file changed, 2 insertions(+)\n```';
    const r = await check(rule, { 'criteria.md': criteria(), 'handoff.md': handoff(M_SET, s1) });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/^missing sections: §9 Docs diff \(mandatory at size M when §1 lists src\/ changes, e.g\. src\/x\.ts at line \d+\)$/);
    const ok = await check(rule, { 'criteria.md': criteria(), 'handoff.md': handoff([...M_SET, 9], s1) });
    expect(ok.status).toBe('pass');
    const nested = await check(rule, { 'criteria.md': criteria({ size: 'L' }), 'handoff.md': handoff(M_SET, 'M packages/core/src/a.ts') });
    expect(nested.detail).toMatch(/§9 Docs diff/);
  });

  it('does not require §9 when src/ is only mentioned outside §1 (or named without a file)', async () => {
    const extra = '\n## 12. Notes\n\nNo src/ files were touched; see src/legacy.ts for context.\n';
    const r = await check(rule, { 'criteria.md': criteria(), 'handoff.md': handoff(M_SET, 'Docs only: README.md; no src/ changes', extra) });
    expect(r.status).toBe('pass');
  });

  it('requires §6 for ux_heavy minor or true, not false; not at size S', async () => {
    const minor = await check(rule, { 'criteria.md': criteria({ ux_heavy: 'minor' }), 'handoff.md': handoff(M_SET) });
    expect(minor.status).toBe('fail');
    expect(minor.detail).toBe('missing sections: §6 Exercised (required for ux_heavy=minor)');
    const withSix = await check(rule, { 'criteria.md': criteria({ ux_heavy: 'true' }), 'handoff.md': handoff([...M_SET, 6]) });
    expect(withSix.status).toBe('pass');
    expect(withSix.detail).toMatch(/ux_heavy=true/);
    const s = await check(rule, { 'criteria.md': criteria({ size: 'S', ux_heavy: 'true' }), 'handoff.md': handoff([1, 2, 5, 7]) });
    expect(s.status).toBe('pass');
  });

  it('does not crash on an empty or binary handoff', async () => {
    const empty = await check(rule, { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': '' });
    expect(empty.status).toBe('fail');
    expect(empty.findings.every((f) => f.line === 1)).toBe(true);
    const bin = await check(rule, { 'criteria.md': Buffer.from([0xff, 0]), 'handoff.md': Buffer.from([0, 0xff, 0xfe, 0x23]) });
    expect(bin.status).toBe('fail');
  });
});
