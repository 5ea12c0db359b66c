import { afterAll } from 'vitest';
import rule from '../../../rules/engagement/ux-screens.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

afterAll(cleanupTrees);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ux = (level: string) => criteria({ ux_heavy: level });
const handoff = (s6: string) => `# Handoff — iteration 2\n\n## 1. Diff summary\n- src/ui/Export.tsx\n\n## 6. Exercised\n${s6}\n## 7. Self-acceptance\n1. [crit-1] x\n`;
// Line of the first §6 line: # / blank / ## 1 / item / blank / ## 6 → 7.
const S6 = 7;
const HANDOFF = 'engagement/handoff.md';
const at = (line: number, column: number, message: string | RegExp, file = HANDOFF) => ({ file, line, column, message });

const good = {
  'criteria.md': ux('true'),
  iteration: '2\n',
  'screens/iter-2/dark/export.png': PNG,
  'screens/iter-2/light/export.png': PNG,
  'traces/iter-2/export.json': '{}',
  'validation-log.md': '# Validation log\n\n### ux-review\nverdict: approved\n',
};
const { 'screens/iter-2/light/export.png': _light, ...darkOnly } = good;

ruleTester(rule, {
  valid: [
    {
      name: 'theme captures and §6 bullets citing real evidence',
      files: {
        ...good,
        'handoff.md': handoff(
          '- Clicked "Export" → CSV downloaded. Evidence: `traces/iter-2/export.json` line 4-9, `screens/iter-2/dark/export.png`.\n' +
            '- Opened the menu → [screenshot](engagement/screens/iter-2/light/export.png)\n' +
            '- Switched theme → see engagement/screens/iter-2/dark/export.png\n',
        ),
      },
      detail: /2 captures in 2 themes for iteration 2/,
    },
    {
      name: 'a §6 of 999 bullets citing real evidence is read to the end',
      // §6 spans its bullets and the blank line before ## 7: 1,000 lines, the most that is read.
      files: { ...good, 'handoff.md': handoff('- Exported → `screens/iter-2/dark/export.png`\n'.repeat(999)) },
      detail: /every §6 bullet cites real evidence/,
    },
    { name: 'minor with one screenshot', files: { 'criteria.md': ux('minor'), 'handoff.md': handoff('- Export → ok\n'), 'screens/export.png': PNG }, detail: 'ux_heavy: minor with 1 screenshot under screens/' },
    { name: 'ux_heavy: false', status: 'skip', files: { 'criteria.md': ux('false') }, detail: /ux_heavy is false/ },
    { name: 'before the handoff', status: 'skip', files: { 'criteria.md': ux('true') }, detail: /handoff.md not written/ },
  ],
  invalid: [
    {
      name: 'ux_heavy: true without a ux-review run in validation-log.md',
      files: { ...good, 'validation-log.md': '# Validation log\n\n### code-reviewer\nverdict: approved\n', 'handoff.md': handoff('- Export: `screens/iter-2/dark/export.png`\n') },
      findings: [at(1, 1, /no ux-review run/, 'engagement/validation-log.md')],
    },
    {
      name: 'captures that cover one theme only',
      status: 'warn',
      files: { ...darkOnly, 'handoff.md': handoff('- Export: `screens/iter-2/dark/export.png`\n') },
      detail: /all in one theme \(dark\)/,
      findings: [at(S6 - 1, 1, 'captures for iteration 2 cover one theme (dark); ux_heavy: true asks for both')],
    },
    {
      name: 'a §6 bullet that cites nothing, at its line',
      files: { ...good, 'handoff.md': handoff('- Export: `traces/iter-2/export.json`\n- Clicked around, all fine.\n') },
      findings: [at(S6 + 1, 1, /cites no screens\/ or traces\/ path/)],
    },
    {
      name: 'a §6 bullet whose evidence does not exist',
      files: { ...good, 'handoff.md': handoff('- Export → ok. Evidence: `screens/iter-2/dark/missing.png`\n') },
      findings: [at(S6, '- Export → ok. Evidence: `'.length + 1, /missing\.png`, which does not exist/)],
    },
    {
      name: 'no captures for the current iteration',
      files: { 'criteria.md': ux('true'), iteration: '3\n', 'screens/iter-2/dark/export.png': PNG, 'traces/iter-2/export.json': '{}', 'handoff.md': handoff('- Export: `traces/iter-2/export.json`\n') },
      detail: /no PNG capture under screens\/iter-3/,
      findings: [at(S6 - 1, 1, 'no PNG capture under screens/iter-3/<theme>/ for the current iteration 3'), at(1, 1, 'no validation-log.md with a ux-review run, mandatory for ux_heavy: true', 'engagement/validation-log.md')],
    },
    {
      name: 'captures lying outside a theme folder',
      files: { 'criteria.md': ux('true'), iteration: '1\n', 'screens/1/export.png': PNG, 'handoff.md': handoff('- Export: `screens/1/export.png`\n') },
      detail: /no PNG capture/,
      findings: [at(S6 - 1, 1, 'no PNG capture under screens/iter-1/<theme>/ for the current iteration 1'), at(1, 1, 'capture lies outside a theme folder; move it to screens/1/<theme>/', 'engagement/screens/1/export.png'), at(1, 1, 'no validation-log.md with a ux-review run, mandatory for ux_heavy: true', 'engagement/validation-log.md')],
    },
    {
      name: 'ux_heavy: true without §6',
      files: { ...good, 'handoff.md': '# Handoff\n\n## 1. Diff summary\n- a\n' },
      detail: /no `## 6. Exercised`/,
      findings: [at(1, 1, 'handoff.md has no `## 6. Exercised` section, mandatory for ux_heavy: true')],
    },
    {
      name: 'a §6 longer than 1,000 lines: a finding at its heading, not a parse',
      files: { ...good, 'handoff.md': handoff('- Exported → `screens/iter-2/dark/export.png`\n'.repeat(1000)) },
      findings: [at(S6 - 1, 1, '§6 Exercised has 1001 lines (45 KB), more than the 1000 lines or 128 KB its bullets are read from')],
    },
    {
      name: 'a §6 over 128 KB in few lines: the same finding',
      files: { ...good, 'handoff.md': handoff(`- Exported → \`screens/iter-2/dark/export.png\` ${'word '.repeat(30_000)}\n`) },
      findings: [at(S6 - 1, 1, /^§6 Exercised has 2 lines \(147 KB\), more than the 1000 lines or 128 KB/)],
    },
    { name: 'ux_heavy: true with a §6 of prose only', files: { ...good, 'handoff.md': handoff('Everything was exercised and works.\n') }, findings: [at(S6 - 1, 1, /no bullets/)] },
    {
      name: 'minor without a screenshot',
      files: { 'criteria.md': ux('minor'), 'handoff.md': handoff('- Export → ok\n'), 'screens/notes.txt': 'x' },
      detail: /minor but screens\/ holds no PNG/,
      findings: [at(S6 - 1, 1, 'no screenshot under screens/ for a ux_heavy: minor engagement')],
    },
    { name: 'an empty handoff and a file named screens', files: { 'criteria.md': ux('true'), 'handoff.md': '', screens: 'not a folder' }, findings: [at(1, 1, 'no PNG capture under screens/iter-1/<theme>/ for the current iteration 1'), at(1, 1, 'handoff.md has no `## 6. Exercised` section, mandatory for ux_heavy: true'), at(1, 1, 'no validation-log.md with a ux-review run, mandatory for ux_heavy: true', 'engagement/validation-log.md')] },
    { name: 'a binary handoff', files: { 'criteria.md': ux('true'), 'handoff.md': Buffer.from([0, 0xff, 0xfe, 10, 0x23]) }, findings: [at(1, 1, 'no PNG capture under screens/iter-1/<theme>/ for the current iteration 1'), at(1, 1, 'handoff.md has no `## 6. Exercised` section, mandatory for ux_heavy: true'), at(1, 1, 'no validation-log.md with a ux-review run, mandatory for ux_heavy: true', 'engagement/validation-log.md')] },
  ],
});
