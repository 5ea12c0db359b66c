import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/ux-screens.js';
import { check, cleanupTrees, criteria } from '../../helpers.js';

afterAll(cleanupTrees);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ux = (level: string) => criteria({ ux_heavy: level });
const handoff = (s6: string) => `# Handoff — iteration 2\n\n## 1. Diff summary\n- src/ui/Export.tsx\n\n## 6. Exercised\n${s6}\n## 7. Self-acceptance\n1. [crit-1] x\n`;
// Line of the first §6 line: # / blank / ## 1 / item / blank / ## 6 → 7.
const S6 = 7;

const good = {
  'criteria.md': ux('true'),
  iteration: '2\n',
  'screens/iter-2/dark/export.png': PNG,
  'screens/iter-2/light/export.png': PNG,
  'traces/iter-2/export.json': '{}',
  'validation-log.md': '# Validation log\n\n### ux-review\nverdict: approved\n',
};

describe('ux-screens', () => {
  it('passes with theme captures and §6 bullets citing real evidence', async () => {
    const r = await check(rule, {
      ...good,
      'handoff.md': handoff(
        '- Clicked "Export" → CSV downloaded. Evidence: `traces/iter-2/export.json` line 4-9, `screens/iter-2/dark/export.png`.\n' +
          '- Opened the menu → [screenshot](engagement/screens/iter-2/light/export.png)\n' +
          '- Switched theme → see engagement/screens/iter-2/dark/export.png\n',
      ),
    });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/2 captures in 2 themes for iteration 2/);
  });
  it('fails ux_heavy: true without a ux-review run in validation-log.md', async () => {
    const r = await check(rule, { ...good, 'validation-log.md': '# Validation log\n\n### code-reviewer\nverdict: approved\n', 'handoff.md': handoff('- Export: `screens/iter-2/dark/export.png`\n') });
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ file: 'engagement/validation-log.md', line: 1 });
    expect(r.findings[0]!.message).toMatch(/no ux-review run/);
  });
  it('warns when the captures cover one theme only', async () => {
    const { 'screens/iter-2/light/export.png': _light, ...dark } = good;
    const r = await check(rule, { ...dark, 'handoff.md': handoff('- Export: `screens/iter-2/dark/export.png`\n') });
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/all in one theme \(dark\)/);
    expect(r.findings[0]).toMatchObject({ file: 'engagement/handoff.md', line: S6 - 1 });
  });
  it('fails a §6 bullet that cites nothing, at its line', async () => {
    const r = await check(rule, { ...good, 'handoff.md': handoff('- Export: `traces/iter-2/export.json`\n- Clicked around, all fine.\n') });
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ file: 'engagement/handoff.md', line: S6 + 1, column: 1 });
    expect(r.findings[0]!.message).toMatch(/cites no screens\/ or traces\/ path/);
  });
  it('fails a §6 bullet whose evidence does not exist', async () => {
    const r = await check(rule, { ...good, 'handoff.md': handoff('- Export → ok. Evidence: `screens/iter-2/dark/missing.png`\n') });
    expect(r.status).toBe('fail');
    expect(r.findings[0]!.message).toMatch(/missing\.png`, which does not exist/);
    expect(r.findings[0]!.line).toBe(S6);
  });
  it('fails without captures for the current iteration', async () => {
    const r = await check(rule, {
      'criteria.md': ux('true'),
      iteration: '3\n',
      'screens/iter-2/dark/export.png': PNG,
      'traces/iter-2/export.json': '{}',
      'handoff.md': handoff('- Export: `traces/iter-2/export.json`\n'),
    });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/no PNG capture under screens\/iter-3/);
    expect(r.findings[0]!.line).toBe(S6 - 1);
  });
  it('fails captures lying outside a theme folder', async () => {
    const r = await check(rule, {
      'criteria.md': ux('true'),
      iteration: '1\n',
      'screens/1/export.png': PNG,
      'handoff.md': handoff('- Export: `screens/1/export.png`\n'),
    });
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => f.file)).toContain('engagement/screens/1/export.png');
    expect(r.detail).toMatch(/no PNG capture/);
  });
  it('fails ux_heavy true without §6 or with a §6 of prose only', async () => {
    const none = await check(rule, { ...good, 'handoff.md': '# Handoff\n\n## 1. Diff summary\n- a\n' });
    expect(none.status).toBe('fail');
    expect(none.detail).toMatch(/no `## 6. Exercised`/);
    const prose = await check(rule, { ...good, 'handoff.md': handoff('Everything was exercised and works.\n') });
    expect(prose.status).toBe('fail');
    expect(prose.findings[0]!.message).toMatch(/no bullets/);
  });
  it('minor: passes with one screenshot, fails with none', async () => {
    const h = handoff('- Export → ok\n');
    const ok = await check(rule, { 'criteria.md': ux('minor'), 'handoff.md': h, 'screens/export.png': PNG });
    expect(ok.status).toBe('pass');
    const bad = await check(rule, { 'criteria.md': ux('minor'), 'handoff.md': h, 'screens/notes.txt': 'x' });
    expect(bad.status).toBe('fail');
    expect(bad.detail).toMatch(/minor but screens\/ holds no PNG/);
  });
  it('skips for ux_heavy false and before the handoff', async () => {
    expect((await check(rule, { 'criteria.md': ux('false') })).status).toBe('skip');
    const r = await check(rule, { 'criteria.md': ux('true') });
    expect(r.status).toBe('skip');
    expect(r.detail).toMatch(/handoff.md not written/);
  });
  it('does not crash on an empty or binary handoff and a file named screens', async () => {
    const a = await check(rule, { 'criteria.md': ux('true'), 'handoff.md': '', screens: 'not a folder' });
    expect(a.status).toBe('fail');
    const b = await check(rule, { 'criteria.md': ux('true'), 'handoff.md': Buffer.from([0, 0xff, 0xfe, 10, 0x23]) });
    expect(b.status).toBe('fail');
  });
});
