// "Lead may promote false → minor → true via scope-sync.md; never demote": a demotion scope-sync.md records
// (`ux_heavy: true → minor`) leaves the work held to the level it demotes from, under --preset recommended's reading.
import { afterAll, expect, it } from 'vitest';
import rule from '../../../rules/engagement/ux-screens.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { lint } from '../../rule-tester.js';

afterAll(cleanupTrees);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const sync = (line: string) => `# Scope sync\n\n## Criteria frozen as of\n2026-06-10 12:00\n\n## UX scope — 2026-06-12 10:00\n${line}\n`;
/** An L engagement at ux_heavy: minor with one theme of captures and a §6 citing one: enough at minor, not at true. */
const files = (scopeSync: string) => ({
  'criteria.md': criteria({ size: 'L', ux_heavy: 'minor' }),
  iteration: '2\n',
  'screens/iter-2/dark/export.png': PNG,
  'traces/iter-2/export.json': '{}',
  'validation-log.md': '# Validation log\n\n### ux-review\nverdict: approved\n',
  'handoff.md': '# Handoff — iteration 2\n\n## 1. Diff summary\n- src/ui/Export.tsx\n\n## 6. Exercised\n- Export → ok: `screens/iter-2/dark/export.png`\n\n## 7. Self-acceptance\n1. [crit-1] x\n',
  'scope-sync.md': scopeSync,
});

it('a demotion recorded as made holds the work to the level it left, and says so', async () => {
  for (const line of ['ux_heavy: true → minor. One theme of screenshots is enough. (dev-lead)', '- ux_heavy true -> minor after the design review']) {
    const r = await lint(rule, { files: files(sync(line)), options: { preset: 'recommended' } });
    expect(r.status, line).toBe('fail');
    expect(r.detail, line).toMatch(/^1 capture for iteration 2, all in one theme \(dark\); ux_heavy: true asks for both themes \(held to ux_heavy: true: engagement\/scope-sync\.md:L7 demotes it to minor, which the protocol never allows: "never demote"; criteria\.md says minor\)$/);
  }
});

it('a promotion, a demotion only proposed or refused, and none at all leave criteria.md\'s level', async () => {
  for (const line of ['ux_heavy: false → minor (one settings screen)', 'Proposed ux_heavy: true → minor; declined by the director.', 'ux_heavy must not go true → minor: never demote.', 'No UX change this round.']) {
    const r = await lint(rule, { files: files(sync(line)), options: { preset: 'recommended' } });
    expect(r.status, line).toBe('pass');
    expect(r.detail, line).toMatch(/^ux_heavy: minor with 1 screenshot/);
  }
});
