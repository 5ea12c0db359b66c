import rule from '../../../rules/engagement/handoff-paths.js';
import { criteria } from '../../helpers.js';
import { describe, expect, it } from 'vitest';
import { lint, ruleTester } from '../../rule-tester.js';

// Illustration words (e.g., for example, rogue, placeholder, template, forbidden, do not create) exempt
// only the paths they introduce under the recommended preset; the reference skips their whole line.
const HANDOFF = 'engagement/handoff.md';
const recommended = { preset: 'recommended' as const };
const handoff = (...lines: string[]) => ({ 'criteria.md': criteria(), 'handoff.md': ['# Handoff', '## 2. Deliverables', ...lines].join('\n'), '../src/export.ts': 'x' });

/** Lines citing a missing path the illustration word on the line does not introduce, with that path. */
const cited: Array<[line: string, path: string]> = [
  ['- crit-2: CSV export rounds amounts ✅ `src/rounding.ts:40` (e.g. 1.005 → 1.01 after the fix)', 'src/rounding.ts'],
  ['- Loading state: `src/components/Placeholder.tsx`', 'src/components/Placeholder.tsx'],
  ['- The rogue-file scan is clean; the export lives in `src/export-csv.ts`', 'src/export-csv.ts'],
  ['- Replaced the template: copy in `src/hero.tsx` with the final text', 'src/hero.tsx'],
  ['- The export, for example, now streams rows through `src/stream/rows.ts` in the worker', 'src/stream/rows.ts'],
  ['- No rogue files: `src/report/build.ts` is the only new module', 'src/report/build.ts'],
];
/** Lines whose missing paths the illustration word introduces, or a ban word follows. */
const illustrations = [
  '- e.g. `src/not-real.ts` is just an example',
  '- например `src/example.ts`',
  '- for example, `src/sample/a.ts` and `src/sample/b.ts`',
  '- Do not create `engagement/notes.md` or `engagement/summary.md`',
  '- Forbidden: `engagement/preview.md`, `engagement/report.md`',
  '- `engagement/findings.md` is forbidden — its content goes in validation-log.md',
  '- Rogue file `engagement/tldr.md` was merged into handoff.md and deleted',
  '- template: `docs/handoff-template.md`',
];

ruleTester(rule, {
  valid: [
    { name: 'skips while handoff.md is not written', status: 'skip', files: { 'criteria.md': criteria() } },
    ...illustrations.map((line) => ({ name: `recommended: an illustrated path is not cited: ${line}`, files: handoff('- `src/export.ts` — CSV export', line), options: recommended, detail: '1 cited paths exist' })),
    ...cited.map(([line]) => ({ name: `compat: the whole line is an illustration, as the reference reads it: ${line}`, files: handoff('- `src/export.ts` — CSV export', line), detail: '1 cited paths exist' })),
  ],
  invalid: cited.map(([line, path]) => ({
    name: `recommended: a path the illustration word does not introduce is cited: ${line}`,
    files: handoff('- `src/export.ts` — CSV export', line),
    options: recommended,
    detail: `missing paths: ${path}`,
    findings: [{ file: HANDOFF, line: 4, column: line.indexOf(path) + 1, message: `cited path \`${path}\` does not exist` }],
  })),
});

describe('handoff-paths: long lines of illustration words and paths', () => {
  // The timeout is a hang guard; bench/hostile.mjs times this input.
  it('reads them whole: every path the words do not introduce is missing', async () => {
    const line = `${'e.g. `src/a.ts`, rogue `src/b.ts` is forbidden; placeholder `src/c.ts`; `src/e.ts` '.repeat(20_000)}template: ${'`src/d.ts`, '.repeat(20_000)}`;
    const r = await lint(rule, { files: handoff(line), options: recommended });
    expect(r.detail).toMatch(/^missing paths: src\/e\.ts \(showing \d+ of 20000 findings\)$/);
  }, 60_000);
});
