import rule from '../../../rules/engagement/ux-heavy-auto-promote.js';
import { ruleTester } from '../../rule-tester.js';
import { criteria } from '../../helpers.js';

const recommended = { preset: 'recommended' as const };
const HANDOFF = 'engagement/handoff.md';
const ux = (level: string) => criteria({ size: 'M', ux_heavy: level });
const handoff = (s1: string, rest = '') => `# Handoff\n\n## 1. Diff summary\n${s1}\n\n## 7. Self-acceptance\n### 7c. ux_heavy auto-promote check\n${rest}\n`;
const uiList = '- `src/web/ResetForm.tsx` — inline validation\n- `src/web/reset-form.css` — error colour\n- `src/api/reset.ts` — token check';

ruleTester(rule, {
  valid: [
    { name: 'UI files with a recorded auto-promote', files: { 'criteria.md': ux('false'), 'handoff.md': handoff(uiList, 'AUTO-PROMOTE: ux_heavy → true (UI files touched in diff §1)') }, options: recommended, detail: '§1 lists UI files (src/web/ResetForm.tsx, src/web/reset-form.css); ux_heavy auto-promoted to true at engagement/handoff.md:L10' },
    { name: 'UI files with a statement why ux_heavy stays false', files: { 'criteria.md': ux('false'), 'handoff.md': handoff(uiList, 'ux_heavy stays false: the CSS change renames a build variable, with no visible change.') }, options: recommended, detail: '§1 lists UI files (src/web/ResetForm.tsx, src/web/reset-form.css); handoff.md says why ux_heavy stays false (engagement/handoff.md:L10)' },
    ...['ux_heavy остаётся false: в ExportButton.tsx поменялся только data-test атрибут, визуальных изменений нет.', 'ux_heavy остается false — правка без видимых изменений.'].map((line) => ({
      name: `UI files with a Russian statement why ux_heavy stays false: ${line.slice(0, 30)}`,
      files: { 'criteria.md': ux('false'), 'handoff.md': handoff(uiList, line) },
      options: recommended,
      detail: /handoff\.md says why ux_heavy stays false \(engagement\/handoff\.md:L10\)$/,
    })),
    // A clause that leaves the question open elsewhere on the line does not undo a real explanation.
    ...['ux_heavy stays false: the button is invisible to users.', 'InvoiceButton.tsx touched; ux_heavy stays false: only a data-test attribute changed. Screens? Not needed.'].map((line) => ({
      name: `a real explanation passes: ${line.slice(0, 40)}`,
      files: { 'criteria.md': ux('false'), 'handoff.md': handoff(uiList, line) },
      options: recommended,
      detail: /handoff\.md says why ux_heavy stays false \(engagement\/handoff\.md:L10\)$/,
    })),
    { name: 'no UI file in §1 (a --stat summary of server code)', files: { 'criteria.md': ux('false'), 'handoff.md': handoff('```\n src/api/reset.ts | 12 ++++\n 1 file changed, 12 insertions(+)\n```') }, options: recommended, detail: /^§1 lists no UI file/ },
    { name: 'a rename of server code only', files: { 'criteria.md': ux('false'), 'handoff.md': handoff('```\n src/api/{reset.ts => password-reset.ts} | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)\n```') }, options: recommended, detail: /^§1 lists no UI file/ },
    { name: 'a UI file only mentioned in prose is no change', files: { 'criteria.md': ux('false'), 'handoff.md': handoff('- `src/api/reset.ts` — token check\n\nThe form `src/web/ResetForm.tsx` already shows the error; not touched.') }, options: recommended },
    ...['minor', 'true'].map((level) => ({ name: `ux_heavy ${level}: the UX defences already apply`, status: 'skip' as const, files: { 'criteria.md': ux(level), 'handoff.md': handoff(uiList) }, options: recommended, detail: `ux_heavy=${level}: the UX defences already apply` })),
    { name: 'no handoff yet', status: 'skip', files: { 'criteria.md': ux('false') }, options: recommended, detail: 'handoff.md not yet written' },
  ],
  invalid: [
    // git's --stat writes a rename as `{old => new}`: the renamed UI file is still a UI file of the change.
    ...['web/src/{Old.tsx => New.tsx}', 'web/{old => new}/Card.tsx', 'styles/a.css => styles/b.css', 'web/{ => ui}/Button.jsx'].map((path) => ({
      name: `a rename in a --stat line: ${path}`,
      files: { 'criteria.md': ux('false'), 'handoff.md': handoff(`\`\`\`\n src/api/reset.ts | 12 ++++\n ${path} | 4 ++--\n 2 files changed, 14 insertions(+), 2 deletions(-)\n\`\`\``) },
      options: recommended,
      detail: `§1 lists UI files (${path}) under ux_heavy: false, and handoff.md neither auto-promotes nor says why ux_heavy stays false`,
      findings: [{ file: HANDOFF, line: 6, column: 2, message: `${path} is a UI file and criteria.md has ux_heavy: false: auto-promote or say why it stays false (§7c)` }],
    })),
    {
      name: 'UI files under ux_heavy: false with nothing said, at the first UI file of §1',
      files: { 'criteria.md': ux('false'), 'handoff.md': handoff(uiList) },
      options: recommended,
      detail: '§1 lists UI files (src/web/ResetForm.tsx, src/web/reset-form.css) under ux_heavy: false, and handoff.md neither auto-promotes nor says why ux_heavy stays false',
      findings: [{ file: HANDOFF, line: 4, column: 4, message: 'src/web/ResetForm.tsx is a UI file and criteria.md has ux_heavy: false: auto-promote or say why it stays false (§7c)' }],
    },
    // A question, TBD/TODO, "unclear", "not sure", "decide": the line leaves the question open and says nothing.
    ...[
      'InvoiceButton.tsx touched; whether ux_heavy stays false is unclear (TBD).',
      'Touched `InvoiceButton.tsx` (new download button). TODO: decide whether ux_heavy stays false or AUTO-PROMOTE.',
      'InvoiceButton.tsx touched. Should ux_heavy stay false? Not sure — leaving it to the director.',
      'Is this a non-UX change? To be decided with the director.',
      'ux_heavy остаётся false? Не уверен.',
    ].map((line) => ({
      name: `an open question is no statement: ${line.slice(0, 40)}`,
      files: { 'criteria.md': ux('false'), 'handoff.md': handoff(uiList, line) },
      options: recommended,
      detail: '§1 lists UI files (src/web/ResetForm.tsx, src/web/reset-form.css) under ux_heavy: false, and handoff.md neither auto-promotes nor says why ux_heavy stays false',
      findings: [{ file: HANDOFF, line: 4, column: 4, message: /^src\/web\/ResetForm\.tsx is a UI file/ }],
    })),
    {
      name: 'a Russian line that does not say ux_heavy stays false',
      files: { 'criteria.md': ux('false'), 'handoff.md': handoff(uiList, 'ux_heavy не трогали; визуальные изменения есть, скриншоты позже.') },
      options: recommended,
      findings: [{ file: HANDOFF, line: 4, column: 4, message: /^src\/web\/ResetForm\.tsx is a UI file/ }],
    },
    {
      name: 'a name-status line and a Vue component, with a §7c that says nothing about ux_heavy',
      files: { 'criteria.md': ux('false'), 'handoff.md': handoff('```\nM  src/api/reset.ts\nA  src/web/Reset.vue\n```', 'Checked.') },
      options: recommended,
      findings: [{ file: HANDOFF, line: 6, column: 4, message: /^src\/web\/Reset\.vue is a UI file/ }],
    },
  ],
});
