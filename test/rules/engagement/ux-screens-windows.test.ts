// §6 evidence written with Windows separators (`engagement\screens\iter-2\dark\x.png`) is the same evidence
// read with `/`, as handoff-paths reads it under the recommended preset.
import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/ux-screens.js';
import { backslashedWords, withSlashes } from '../../../rules/engagement/lib/cited-path-reading.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { lint } from '../../rule-tester.js';

afterAll(cleanupTrees);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const handoff = (s6: string) => `# Handoff — iteration 2\n\n## 1. Diff summary\n- src/ui/Export.tsx\n\n## 6. Exercised\n${s6}\n## 7. Self-acceptance\n1. [crit-1] x\n`;
const S6 = 7;
const good = {
  'criteria.md': criteria({ ux_heavy: 'true' }),
  iteration: '2\n',
  'screens/iter-2/dark/export.png': PNG,
  'screens/iter-2/light/export.png': PNG,
  'traces/iter-2/export.json': '{}',
  'validation-log.md': '# Validation log\n\n### ux-review\nverdict: approved\n',
};
const run = (s6: string) => lint(rule, { files: { ...good, 'handoff.md': handoff(s6) }, options: { preset: 'recommended' } });

describe('ux-screens: §6 evidence written with Windows separators', () => {
  it.each([
    ['in backticks, engagement-relative', '- Export → ok: `screens\\iter-2\\dark\\export.png`'],
    ['in backticks, under engagement\\', '- Export → ok: `engagement\\traces\\iter-2\\export.json:3`'],
    ['bare, closing a sentence', '- Export → ok. Evidence: engagement\\screens\\iter-2\\light\\export.png.'],
    ['in a table row', '| Control | Evidence |\n|---|---|\n| Export | `traces\\iter-2\\export.json` |'],
  ])('%s: cited evidence that exists', async (_how, s6) => {
    const r = await run(`${s6}\n`);
    expect(r.status, r.detail).toBe('pass');
    expect(r.detail).toMatch(/every §6 bullet cites real evidence/);
  });

  it('a missing one fails as a missing / path does', async () => {
    const r = await run('- Export → ok: `screens\\iter-2\\dark\\gone.png`\n');
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([[S6, '§6 bullet cites `screens/iter-2/dark/gone.png`, which does not exist']]);
  });

  it('a folder written with \\ is only a folder', async () => {
    const r = await run('- Export → ok: `engagement\\screens\\iter-2\\dark\\`\n');
    expect(r.findings.map((f) => f.message)).toEqual(['§6 bullet cites only the folder `engagement/screens/iter-2/dark/`; cite the capture or trace file it rests on']);
  });

  it('a backslash that names no path is still no evidence', async () => {
    const r = await run('- Export → ok: matched `\\d+` rows in screens\n');
    expect(r.findings.map((f) => f.message)).toEqual(['§6 bullet cites no screens/ or traces/ path']);
  });

  it('a bare path followed by a 100k run of punctuation is read', async () => {
    const r = await run(`- Export → ok: screens\\iter-2\\dark\\export.png${'.'.repeat(100_000)}\n`);
    expect(r.detail).toMatch(/every §6 bullet cites real evidence/);
  });

  // The §6 parser refuses thousands of `\` marks before they are read: the words are read linearly all the same.
  it.each([
    ['backslashes', '\\'.repeat(100_000)],
    ['a\\ repeated', 'a\\'.repeat(50_000)],
    ['punctuation', `x\\${'.'.repeat(100_000)}y`],
  ])('the words after a 100k run of %s are read', (_what, text) => {
    const words = backslashedWords(`see ${text} and screens\\a.png.`);
    expect(words.at(-1)).toBe('screens\\a.png');
    expect(words.map((w) => withSlashes({ text: w }).text).at(-1)).toBe('screens/a.png');
  });
});
