import rule from '../../../rules/engagement/handoff-sections.js';
import { criteria, options } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';
import { describe, expect, it } from 'vitest';
import { selectRules } from '../../../packages/core/src/engine.js';

const HANDOFF = 'engagement/handoff.md';
/** The 1-based line of `text` that is exactly `line`. */
const lineOf = (text: string, line: string) => text.split('\n').indexOf(line) + 1;

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

const sMissing5 = handoff([1, 2, 7]);
const mMistitled = handoff([1, 2, 4, 5, 7]).replace('## 4. Executor reports', '## 4. Reports');
const fencedSeven = handoff([1, 2, 5]) + '\n```\n## 7. Self-acceptance\n```\n### 7. Self-acceptance\n';
const srcInS1 = '```\n src/x.ts | 4 ++--\n 1 file changed, 2 insertions(+)\n```';
const withSrc = handoff(M_SET, srcInS1);
const nestedSrc = handoff(M_SET, 'M packages/core/src/a.ts');
const uxMinor = handoff(M_SET);
const promotedM = handoff([1, 2, 3, 4, 5, 7, 8, 9, 11], ' src/web/Export.tsx | 12 ++++++++++++', '\nAUTO-PROMOTE: ux_heavy → true (UI files touched in diff §1)');
/** §1 lists only a docs file; a sentence names an unchanged src/ file. */
const proseSrc = '```text\n docs/billing.md | 4 ++++\n 1 file changed, 4 insertions(+)\n```\nDocs only: the helper `src/billing/round.ts` is described, not changed.';
const countedSrc = handoff(M_SET, '+2 files: docs/a.md, `src/b.ts`');
const labelledSrc = handoff(M_SET, 'Changed files:\n\n- `docs/a.md` — rounding section\n- `src/billing/round.ts` — half-even');
const renamedSrc = handoff(M_SET, '```\nR100 lib/old.ts src/new.ts\n```');
/** git --stat writes a move into src/ as `{lib => src}/…`: no side of it starts with `src/` as written. */
/** A Russian label and a sentence led by "New file": §1 lists src/ files either way. */
const russianLabelSrc = handoff(M_SET, 'Изменены файлы: `src/styles/tokens.css`, `src/dashboard/date-range.ts`.');
const newFileSrc = handoff(M_SET, 'New file `src/dashboard/url-state.ts`; edited `src/styles/tokens.css`.');
const russianVerbSrc = handoff(M_SET, 'Обновлён `src/billing/round.ts` (half-even).');
const russianNegated = handoff(M_SET, 'Изменён `docs/billing.md`; `src/billing/round.ts` не менялся.');
const statRenamedSrc = handoff(M_SET, '```\n {lib => src}/billing/round.ts | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)\n```');
const itemSrc = handoff(M_SET, '- docs/billing.md: the rounding section\n- src/billing/round.ts (+40/-3): half-even');
const srcMissing9 = (text: string, path: string, at: string) => ({
  files: { 'criteria.md': criteria(), 'handoff.md': text },
  detail: `missing sections: §9 Docs diff (mandatory at size M when §1 lists src/ changes, e.g. ${path} at line ${lineOf(text, at)})`,
  findings: [{ file: HANDOFF, line: lineOf(text, '## 11. Known deferrals'), column: 1, message: `missing section \`## 9. Docs diff\`` }],
});

const missingAtTop = (n: number, title: string) => ({ file: HANDOFF, line: 1, column: 1, message: `missing section \`## ${n}. ${title}\`` });
/** The last line of a handoff, where a section missing after every numbered one is reported. */
const lastLine = (text: string) => text.replace(/\n$/, '').split('\n').length;

ruleTester(rule, {
  valid: [
    { name: 'no handoff.md', status: 'skip', files: { 'criteria.md': criteria() }, detail: 'handoff.md not yet written' },
    { name: 'an S handoff with §1, §2, §5 and §7', files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff([1, 2, 5, 7]) }, detail: /S-tier minimum sections present/ },
    { name: 'the full M set', files: { 'criteria.md': criteria(), 'handoff.md': handoff(M_SET) } },
    // Only files §1 lists as changed count, not a src/ path in a sentence.
    { name: 'no §9 needed when §1 names an unchanged src/ file in prose', files: { 'criteria.md': criteria(), 'handoff.md': handoff(M_SET, proseSrc) }, detail: 'all required sections present (size=M, ux_heavy=false)' },
    {
      name: 'no §9 needed when the changed-files list holds no src/ file, whatever the prose after it says',
      files: { 'criteria.md': criteria({ size: 'L' }), 'handoff.md': handoff(M_SET, '**Modified files:** `docs/a.md`, `README.md`\n\nThe docs now explain how `src/billing/round.ts` rounds.\n\nCreated files\n- docs/b.md (see src/x.ts)') },
    },
    { name: 'no §9 needed when a Russian sentence says its src/ file did not change', files: { 'criteria.md': criteria(), 'handoff.md': russianNegated }, detail: 'all required sections present (size=M, ux_heavy=false)' },
    { name: '§9 present when §1 lists a src/ file', files: { 'criteria.md': criteria(), 'handoff.md': handoff([...M_SET, 9], srcInS1) } },
    { name: 'no §9 needed when a §1 item or row says its src/ file is unchanged', files: { 'criteria.md': criteria(), 'handoff.md': handoff(M_SET, '- `docs/a.md` — new section\n- `src/web/Banner.tsx` — unchanged, reviewed only\n- `src/rl/middleware.py` — not modified (reviewed)\n\n| File | Change |\n|---|---|\n| src/a.py | no changes |') }, detail: 'all required sections present (size=M, ux_heavy=false)' },
    { name: 'no §9 needed when §1 says a src/ file was not changed', files: { 'criteria.md': criteria(), 'handoff.md': handoff(M_SET, 'Updated the docs only; did not touch src/a.py.\nChanged nothing in `src/b.py`.') }, detail: 'all required sections present (size=M, ux_heavy=false)' },
    { name: 'no §9 needed when a list item of §1 only mentions a src/ file after its words', files: { 'criteria.md': criteria(), 'handoff.md': handoff(M_SET, '- Updated docs/billing.md; `src/billing/round.ts` is unchanged') }, detail: 'all required sections present (size=M, ux_heavy=false)' },
    {
      name: 'no §9 needed when src/ is only mentioned outside §1 (or named without a file)',
      files: { 'criteria.md': criteria(), 'handoff.md': handoff(M_SET, 'Docs only: README.md; no src/ changes', '\n## 12. Notes\n\nNo src/ files were touched; see src/legacy.ts for context.\n') },
    },
    { name: '§6 present for ux_heavy true', files: { 'criteria.md': criteria({ ux_heavy: 'true' }), 'handoff.md': handoff([...M_SET, 6]) }, detail: /ux_heavy=true/ },
    { name: 'no §6 needed at size S', files: { 'criteria.md': criteria({ size: 'S', ux_heavy: 'true' }), 'handoff.md': handoff([1, 2, 5, 7]) } },
  ],
  invalid: [
    { name: 'no handoff.md in --mode ready', files: { 'criteria.md': criteria() }, options: { mode: 'ready' }, detail: /^REQUIRED in --mode ready: handoff\.md not yet written/, findings: [] },
    {
      name: 'an S handoff missing §5, located before §7',
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': sMissing5 },
      detail: 'S-tier missing minimum sections: §5 Validation log',
      findings: [{ file: HANDOFF, line: lineOf(sMissing5, '## 7. Self-acceptance rehearsal'), column: 1, message: 'missing section `## 5. Validation log`' }],
    },
    {
      name: 'a section title written without its number is pointed at, saying to number it',
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff([2, 5, 7]).replace('# Handoff — iteration 1\n', '# Handoff — iteration 1\n\n## Diff summary\n\n+1 file: docs/a.md\n') },
      detail: 'S-tier missing minimum sections: §1 Diff summary',
      findings: [{ file: HANDOFF, line: 3, column: 1, message: 'missing section `## 1. Diff summary`: the heading `## Diff summary` here has no section number; write it `## 1. Diff summary`' }],
    },
    {
      name: 'M sections missing or mistitled',
      files: { 'criteria.md': criteria(), 'handoff.md': mMistitled },
      detail: 'missing sections: §3 Criteria trace, §4 Executor reports, §8 Deploy log, §11 Known deferrals',
      findings: [
        { file: HANDOFF, line: lineOf(mMistitled, '## 4. Reports'), column: 1, message: 'missing section `## 3. Criteria trace`' },
        { file: HANDOFF, line: lineOf(mMistitled, '## 4. Reports'), column: 1, message: '§4 is titled "Reports" but must start with "Executor reports"' },
        { file: HANDOFF, line: lastLine(mMistitled), column: 1, message: 'missing section `## 8. Deploy log`' },
        { file: HANDOFF, line: lastLine(mMistitled), column: 1, message: 'missing section `## 11. Known deferrals`' },
      ],
    },
    ...['## 3) Criteria trace', '## Section 3 — Criteria trace'].map((heading) => {
      const text = handoff(M_SET).replace('## 3. Criteria trace', heading);
      return {
        name: `compat: a near-miss heading (${heading}) is named where it stands`,
        files: { 'criteria.md': criteria(), 'handoff.md': text },
        detail: 'missing sections: §3 Criteria trace',
        findings: [{ file: HANDOFF, line: lineOf(text, heading), column: 1, message: /^missing section `## 3\. Criteria trace`: the heading here is not read as §3 \(write it `## 3\. Criteria trace`, or lint with --preset recommended, which reads it\)$/ }],
      };
    }),
    (() => {
      // Every section at level 3: recommended reads them (the shallowest numbered level), so compat's hint names it.
      const text = handoff([1, 2, 5, 7]).replace(/^## /gm, '### ');
      const at = (n: number, title: string, heading: string) => ({ file: HANDOFF, line: lineOf(text, heading), column: 1, message: exactly(`missing section \`## ${n}. ${title}\`: the heading here is not read as §${n} (write it \`## ${n}. ${title}\`, or lint with --preset recommended, which reads it)`) });
      return {
        name: 'compat: an S handoff whose sections are all level 3 is read by recommended, and the hint says so',
        files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': text },
        detail: 'S-tier missing minimum sections: §1 Diff summary, §2 Deliverable manifest, §5 Validation log, §7 Self-acceptance',
        findings: [at(1, 'Diff summary', '### 1. Diff summary (PRIMARY)'), at(2, 'Deliverable manifest', '### 2. Deliverable manifest'), at(5, 'Validation log', '### 5. Validation log'), at(7, 'Self-acceptance', '### 7. Self-acceptance rehearsal')],
      };
    })(),
    // A §7 heading at level 3 is found by its title as the protocol reads titles: a spelling of it or a translation.
    ...(['compat', 'recommended'] as const).flatMap((preset) =>
      ['### 7. Self acceptance', '### 7. Самоприёмка'].map((heading) => {
        const text = handoff(M_SET).replace('## 7. Self-acceptance rehearsal', heading);
        return {
          name: `${preset}: a level-3 \`${heading}\` is where the missing §7 finding points`,
          files: { 'criteria.md': criteria(), 'handoff.md': text },
          options: { preset },
          detail: 'missing sections: §7 Self-acceptance',
          findings: [{ file: HANDOFF, line: lineOf(text, heading), column: 1, message: exactly('missing section `## 7. Self-acceptance`: this heading is level 3 (`###`) where the other sections are level 2; write it `## 7. Self-acceptance`') }],
        };
      }),
    ),
    ...(['compat', 'recommended'] as const).map((preset) => {
      const text = handoff(M_SET).replace('## 7. Self-acceptance rehearsal', '### 7. Run the smoke test');
      return {
        name: `${preset}: a level-3 numbered step with another English title is not taken for §7`,
        files: { 'criteria.md': criteria(), 'handoff.md': text },
        options: { preset },
        detail: 'missing sections: §7 Self-acceptance',
        findings: [{ file: HANDOFF, line: lineOf(text, '## 8. Deploy log'), column: 1, message: exactly('missing section `## 7. Self-acceptance`') }],
      };
    }),
    // Recommended does not read a `### 3.` among level-2 sections either: the hint does not send the reader there.
    ...(['compat', 'recommended'] as const).map((preset) => {
      const text = handoff(M_SET).replace('## 3. Criteria trace', '### 3. Criteria trace');
      return {
        name: `${preset}: a level-3 heading among level-2 sections is named where it stands, with its level`,
        files: { 'criteria.md': criteria(), 'handoff.md': text },
        options: { preset },
        detail: 'missing sections: §3 Criteria trace',
        findings: [{ file: HANDOFF, line: lineOf(text, '### 3. Criteria trace'), column: 1, message: exactly('missing section `## 3. Criteria trace`: this heading is level 3 (`###`) where the other sections are level 2; write it `## 3. Criteria trace`') }],
      };
    }),
    {
      name: 'headings inside code fences or at the wrong level do not count',
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': fencedSeven },
      detail: 'S-tier missing minimum sections: §7 Self-acceptance',
      findings: [{ file: HANDOFF, line: lastLine(fencedSeven), column: 1, message: 'missing section `## 7. Self-acceptance`' }],
    },
    {
      name: '§9 required when §1 lists a src/ file',
      files: { 'criteria.md': criteria(), 'handoff.md': withSrc },
      detail: /^missing sections: §9 Docs diff \(mandatory at size M when §1 lists src\/ changes, e\.g\. src\/x\.ts at line \d+\)$/,
      findings: [{ file: HANDOFF, line: lineOf(withSrc, '## 11. Known deferrals'), column: 1, message: `missing section \`## 9. Docs diff\` (mandatory at size M when §1 lists src/ changes, e.g. src/x.ts at line ${lineOf(withSrc, ' src/x.ts | 4 ++--')})` }],
    },
    {
      name: '§9 required when §1 lists a nested src/ file',
      files: { 'criteria.md': criteria({ size: 'L' }), 'handoff.md': nestedSrc },
      detail: /§9 Docs diff/,
      findings: [{ file: HANDOFF, line: lineOf(nestedSrc, '## 11. Known deferrals'), column: 1, message: `(mandatory at size L when §1 lists src/ changes, e.g. packages/core/src/a.ts at line ${lineOf(nestedSrc, 'M packages/core/src/a.ts')})` }],
    },
    { name: '§9 required when a file-count list in §1 names a src/ file', ...srcMissing9(countedSrc, 'src/b.ts', '+2 files: docs/a.md, `src/b.ts`') },
    { name: '§9 required when an item of a "Changed files" list in §1 is a src/ file', ...srcMissing9(labelledSrc, 'src/billing/round.ts', '- `src/billing/round.ts` — half-even') },
    { name: '§9 required when a rename in §1 lands in src/', ...srcMissing9(renamedSrc, 'src/new.ts', 'R100 lib/old.ts src/new.ts') },
    { name: '§9 required when a Russian "Изменены файлы:" label lists a src/ file', ...srcMissing9(russianLabelSrc, 'src/styles/tokens.css', 'Изменены файлы: `src/styles/tokens.css`, `src/dashboard/date-range.ts`.') },
    { name: '§9 required when a "New file …; edited …" sentence names src/ files', ...srcMissing9(newFileSrc, 'src/dashboard/url-state.ts', 'New file `src/dashboard/url-state.ts`; edited `src/styles/tokens.css`.') },
    { name: '§9 required when a Russian verb of change leads the line', ...srcMissing9(russianVerbSrc, 'src/billing/round.ts', 'Обновлён `src/billing/round.ts` (half-even).') },
    { name: '§9 required when a --stat rename moves a file into src/', ...srcMissing9(statRenamedSrc, '{lib => src}/billing/round.ts', ' {lib => src}/billing/round.ts | 4 ++--') },
    { name: '§9 required when an unlabelled list item of §1 opens with a src/ file', ...srcMissing9(itemSrc, 'src/billing/round.ts', '- src/billing/round.ts (+40/-3): half-even') },
    // "Use what §1 says was changed": a sentence led by a verb of change, a "Files touched:" label, a table of files.
    ...([
      ['Updated src/a.py and src/b.py (rounding fix).', 'src/a.py'],
      ['Changed `src/a.py` to fix the rounding bug.', 'src/a.py'],
      ['Files touched: docs/a.md, src/b.py', 'src/b.py'],
      ['| File | Lines |\n|---|---|\n| src/a.py | +4 |', 'src/a.py'],
    ] as const).map(([line, path]) => ({ name: `§9 required when §1 says: ${line.split('\n').pop()}`, ...srcMissing9(handoff(M_SET, line), path, line.split('\n').pop()!) })),
    {
      name: '§6 required for ux_heavy minor',
      files: { 'criteria.md': criteria({ ux_heavy: 'minor' }), 'handoff.md': uxMinor },
      detail: 'missing sections: §6 Exercised (required for ux_heavy=minor)',
      findings: [{ file: HANDOFF, line: lineOf(uxMinor, '## 7. Self-acceptance rehearsal'), column: 1, message: 'missing section `## 6. Exercised` (required for ux_heavy=minor)' }],
    },
    {
      name: 'an empty handoff, every section missing at line 1',
      files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': '' },
      detail: 'S-tier missing minimum sections: §1 Diff summary, §2 Deliverable manifest, §5 Validation log, §7 Self-acceptance',
      findings: [missingAtTop(1, 'Diff summary'), missingAtTop(2, 'Deliverable manifest'), missingAtTop(5, 'Validation log'), missingAtTop(7, 'Self-acceptance')],
    },
    {
      name: 'a binary handoff and criteria, read at size M',
      files: { 'criteria.md': Buffer.from([0xff, 0]), 'handoff.md': Buffer.from([0, 0xff, 0xfe, 0x23]) },
      findings: [
        missingAtTop(1, 'Diff summary'),
        missingAtTop(2, 'Deliverable manifest'),
        missingAtTop(3, 'Criteria trace'),
        missingAtTop(4, 'Executor reports'),
        missingAtTop(5, 'Validation log'),
        missingAtTop(7, 'Self-acceptance'),
        missingAtTop(8, 'Deploy log'),
        missingAtTop(11, 'Known deferrals'),
      ],
    },
  ],
});

describe('--preset recommended', () => {
  const HANDOFF = 'engagement/handoff.md';
  const recommended = { preset: 'recommended' as const };
  const sections = (...ns: number[]) => {
    const titles: Record<number, string> = { 1: 'Diff summary', 2: 'Deliverable manifest', 3: 'Criteria trace', 4: 'Executor reports', 5: 'Validation log', 6: 'Exercised', 7: 'Self-acceptance', 8: 'Deploy log', 11: 'Known deferrals' };
    // §1 as git writes it: recommended asks for the stat at M, and the commits at L.
    return `# Handoff\n${ns.map((n) => `## ${n}. ${titles[n]}\n${n === 1 ? '```\n docs/a.md | 2 +-\n\n$ git log --oneline\na1b2c3d docs: a\n```' : '- x'}\n`).join('')}`;
  };
  /** The 1-based line of `text` that is exactly `line`. */
  const lineOf = (text: string, line: string) => text.split('\n').indexOf(line) + 1;
  const noDeploy = { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': sections(1, 2, 3, 4, 5, 7, 11) };
  // reported before the next numbered section
  const missing8 = { file: HANDOFF, line: lineOf(noDeploy['handoff.md'], '## 11. Known deferrals'), column: 1, message: 'missing section `## 8. Deploy log`' };
  const sMinor = { 'criteria.md': criteria({ size: 'S', ux_heavy: 'minor' }), 'handoff.md': sections(1, 2, 5, 7) };

  ruleTester(rule, {
    valid: [
      { name: 'recommended: an M handoff with no deploy needs no §8', files: noDeploy, options: recommended },
      { name: 'compat: an S handoff of ux_heavy minor work', files: sMinor },
      { name: 'compat: an auto-promote leaves criteria.md\'s ux_heavy false, so §6 is not required', files: { 'criteria.md': criteria({ ux_heavy: 'false' }), 'handoff.md': promotedM } },
    ],
    invalid: [
      { name: 'compat: an M handoff with no deploy needs §8', files: noDeploy, detail: 'missing sections: §8 Deploy log', findings: [missing8] },
      { name: 'recommended: an M handoff with a deploy log needs §8', files: { ...noDeploy, 'deploy-log.md': '# d\n' }, options: recommended, detail: 'missing sections: §8 Deploy log', findings: [missing8] },
      { name: 'recommended: an L handoff needs §8', files: { ...noDeploy, 'criteria.md': criteria({ size: 'L' }) }, options: recommended, detail: 'missing sections: §8 Deploy log', findings: [missing8] },
      (() => {
        const text = sections(1, 2, 3, 4, 5, 7).concat('### 11. Known deferrals\n- none\n');
        return {
          name: 'recommended: §11 written as a level-3 heading where the others are level 2 is said at that heading',
          files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': text },
          options: recommended,
          detail: 'missing sections: §11 Known deferrals',
          findings: [{ file: HANDOFF, line: lineOf(text, '### 11. Known deferrals'), column: 1, message: 'missing section `## 11. Known deferrals`: this heading is level 3 (`###`) where the other sections are level 2; write it `## 11. Known deferrals`' }],
        };
      })(),
      {
        name: 'recommended: an M handoff that auto-promotes ux_heavy to true needs §6 Exercised, said with the promotion',
        files: { 'criteria.md': criteria({ ux_heavy: 'false' }), 'handoff.md': promotedM },
        options: recommended,
        detail: 'missing sections: §6 Exercised (required for ux_heavy=true, auto-promoted at engagement/handoff.md:L' + lineOf(promotedM, 'AUTO-PROMOTE: ux_heavy → true (UI files touched in diff §1)') + ')',
        findings: [{ file: HANDOFF, line: lineOf(promotedM, '## 7. Self-acceptance rehearsal'), column: 1, message: /^missing section `## 6\. Exercised` \(required for ux_heavy=true, auto-promoted at / }],
      },
      {
        name: 'recommended: an S handoff of ux_heavy minor work needs §6 Exercised',
        files: sMinor,
        options: recommended,
        detail: 'S-tier missing minimum sections: §6 Exercised (required for ux_heavy=minor)',
        findings: [{ file: HANDOFF, line: lineOf(sMinor['handoff.md'], '## 7. Self-acceptance'), column: 1, message: 'missing section `## 6. Exercised` (required for ux_heavy=minor)' }],
      },
    ],
  });

  describe('handoff-sections selection', () => {
    it('runs at S under recommended only', () => {
      expect(selectRules([rule], options({ preset: 'recommended' }), { compatPreset: true, tier: 'S' })).toHaveLength(1);
      expect(selectRules([rule], options({ preset: 'compat' }), { compatPreset: true, tier: 'S' })).toHaveLength(0);
    });
  });
});

describe('--preset recommended: decorated titles', () => {
  const decorated = { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': `# Handoff\n${[[1, '📦 Diff summary'], [2, '**Deliverable manifest**'], [3, '🧭 Criteria trace'], [4, 'Executor reports'], [5, '✅ Validation log'], [7, '🧪 **Self-acceptance rehearsal**'], [8, 'Deploy log'], [11, '📌 Known deferrals']].map(([n, t]) => `## ${n}. ${t}\n${n === 1 ? ' docs/a.md | 2 +-' : '- x'}\n`).join('')}` };
  ruleTester(rule, {
    valid: [{ name: 'recommended: emoji and emphasis around a title are decoration', files: decorated, options: { preset: 'recommended' as const } }],
    invalid: [{ name: 'compat: a decorated title is mis-titled, as the reference reads it', files: decorated, findings: [{ file: 'engagement/handoff.md', line: 2, column: 1, message: '§1 is titled "📦 Diff summary" but must start with "Diff summary"' }, { file: 'engagement/handoff.md', line: 4, column: 1, message: '§2 is titled "**Deliverable manifest**" but must start with "Deliverable manifest"' }, { file: 'engagement/handoff.md', line: 6, column: 1, message: '§3 is titled "🧭 Criteria trace" but must start with "Criteria trace"' }, { file: 'engagement/handoff.md', line: 10, column: 1, message: '§5 is titled "✅ Validation log" but must start with "Validation log"' }, { file: 'engagement/handoff.md', line: 12, column: 1, message: '§7 is titled "🧪 **Self-acceptance rehearsal**" but must start with "Self-acceptance"' }, { file: 'engagement/handoff.md', line: 16, column: 1, message: '§11 is titled "📌 Known deferrals" but must start with "Known deferrals"' }] }],
  });
});

describe('--preset recommended: numbered headings however written', () => {
  const recommended = { preset: 'recommended' as const };
  // §1 (the first heading) holds a --stat line, as recommended asks at M.
  const written = (headings: string[]) => ({ 'criteria.md': criteria({ size: 'M' }), 'handoff.md': `# Handoff\n${headings.map((h, i) => `${h}\n${i === 0 ? ' docs/a.md | 2 +-' : '- x'}\n`).join('')}` });
  const variants = written(['## 1) Diff summary', '## §2 Deliverable manifest', '## 3: Criteria trace', '## 4 — Executor reports', '## Section 5 — Validation log', '## **7. Self-acceptance rehearsal**', '## 11 Known deferrals']);
  const translated = written(['## 1. Сводка изменений', '## 2. Результаты', '## 3. Трассировка критериев', '## 4. Отчёты исполнителей', '## 5. Журнал валидации', '## 7. Самоприёмка', '## 11. Отложенное']);
  const slipped = written(['## 1. Diff summary', '## 2. Deliverable manifest', '## 3. Criteria trace', '## 4. Validation log', '## 5. Validation log', '## 7. Self-acceptance', '## 11. Known deferrals']);
  ruleTester(rule, {
    valid: [
      { name: 'recommended: `1)`, `§2`, `3:`, `4 —`, `Section 5 —`, a bold heading and a bare number are numbered sections', files: variants, options: recommended },
      { name: 'recommended: a translated title is its section, found by its number', files: translated, options: recommended },
      ...['Self acceptance rehearsal', 'Self\u2011acceptance', 'Self–acceptance'].map((t) => ({
        name: `recommended: §7 spelled \`${t}\` is the Self-acceptance title, with no warning`,
        files: written(['## 1. Diff summary', '## 2. Deliverable manifest', '## 3. Criteria trace', '## 4. Executor reports', '## 5. Validation log', `## 7. ${t}`, '## 8. Deploy log', '## 11. Known deferrals']),
        options: recommended,
        detail: exactly('all required sections present (size=M, ux_heavy=false)'),
      })),
    ],
    invalid: [
      { name: 'compat: only `## N. Title` headings are numbered sections', files: variants, detail: /^missing sections: §1 Diff summary, §2 Deliverable manifest, §3 Criteria trace, §4 Executor reports, §5 Validation log, §7 Self-acceptance, §8 Deploy log, §11 Known deferrals$/ },
      {
        name: 'recommended: an English title about something else is said as a warning, at its heading',
        files: written(['## 1. Diff summary', '## 2. Background', '## 3. Criteria trace', '## 4. Executor reports', '## 5. Validation log', '## 7. Self-acceptance', '## 11. Thanks']),
        options: recommended,
        status: 'warn' as const,
        detail: 'all required sections present (size=M, ux_heavy=false); 2 under another English title',
        findings: [
          { file: 'engagement/handoff.md', line: 4, column: 1, severity: 'warning' as const, message: '§2 is titled "Background", not "Deliverable manifest": a title other than the protocol\'s may hold other content; title it "Deliverable manifest" or say why it differs' },
          { file: 'engagement/handoff.md', line: 14, column: 1, severity: 'warning' as const, message: '§11 is titled "Thanks", not "Known deferrals": a title other than the protocol\'s may hold other content; title it "Known deferrals" or say why it differs' },
        ],
      },
      {
        name: 'recommended: a title naming another section is a numbering slip, mis-titled at its heading',
        files: slipped,
        options: recommended,
        detail: 'missing sections: §4 Executor reports',
        findings: [{ file: 'engagement/handoff.md', line: 8, column: 1, message: '§4 is titled "Validation log" but must start with "Executor reports"' }],
      },
    ],
  });
});

// The S template skips §3, §4 and §6; a lead who closes the gaps up writes `## 3. Validation log`.
describe('a required section under another number', () => {
  const renumbered = handoff([1, 2, 5, 7]).replace('## 5. Validation log', '## 3. Validation log').replace('## 7. Self-acceptance rehearsal', '## 4. Self-acceptance rehearsal');
  const sCriteria = criteria({ size: 'S' });
  for (const preset of ['compat', 'recommended'] as const) {
    ruleTester(rule, {
      valid: [],
      invalid: [
        {
          name: `${preset}: an S handoff numbered 1-4 is named at its misnumbered headings`,
          files: { 'criteria.md': sCriteria, 'handoff.md': renumbered },
          options: { preset },
          detail: `S-tier missing minimum sections: §5 Validation log (found misnumbered as \`## 3.\` at line ${lineOf(renumbered, '## 3. Validation log')}), §7 Self-acceptance (found misnumbered as \`## 4.\` at line ${lineOf(renumbered, '## 4. Self-acceptance rehearsal')})`,
          fix: 'Renumber the misnumbered headings (`## 3.` → `## 5.`, `## 4.` → `## 7.`)',
          findings: [
            { file: HANDOFF, line: lineOf(renumbered, '## 3. Validation log'), column: 1, message: '"Validation log" is §5, but this heading numbers it 3: section numbers are the template\'s, gaps included, so write it `## 5. Validation log`' },
            { file: HANDOFF, line: lineOf(renumbered, '## 4. Self-acceptance rehearsal'), column: 1, message: '"Self-acceptance rehearsal" is §7, but this heading numbers it 4: section numbers are the template\'s, gaps included, so write it `## 7. Self-acceptance rehearsal`' },
          ],
        },
      ],
    });
  }
  ruleTester(rule, {
    valid: [],
    invalid: [
      {
        // §3 is required at M: its mis-title and §5's misnumbering are both said at the one heading.
        name: 'an M handoff whose §5 stands as `## 3.`, where §3 is missing',
        files: { 'criteria.md': criteria(), 'handoff.md': handoff([1, 2, 4, 5, 7, 8, 11]).replace('## 5. Validation log', '## 3. Validation log') },
        detail: /^missing sections: §3 Criteria trace, §5 Validation log \(found misnumbered as `## 3\.` at line \d+\)$/,
        findings: [
          { file: HANDOFF, message: '§3 is titled "Validation log" but must start with "Criteria trace"' },
          { file: HANDOFF, message: '"Validation log" is §5, but this heading numbers it 3' },
        ],
      },
    ],
  });
});

// Titles translated into a language written in ASCII once its accents are dropped (Spanish, Portuguese, Italian,
// German), or holding the protocol's title in parentheses: the section, no "other English title".
describe('--preset recommended: translated titles without diacritics', () => {
  const recommended = { preset: 'recommended' as const };
  const titles: Record<number, string> = { 1: 'Diff summary', 2: 'Deliverable manifest', 3: 'Criteria trace', 4: 'Executor reports', 5: 'Validation log', 7: 'Self-acceptance', 11: 'Known deferrals' };
  // The M set with some titles replaced.
  const written = (over: Record<number, string>) => {
    const text = `# Handoff\n${Object.entries({ ...titles, ...over }).map(([n, t]) => `## ${n}. ${t}\n${n === '1' ? ' docs/a.md | 2 +-' : '- x'}\n`).join('')}`;
    return { text, files: { 'criteria.md': criteria({ size: 'M' }), 'handoff.md': text } };
  };
  const warned = (text: string, n: number, title: string) => ({
    file: HANDOFF,
    line: lineOf(text, `## ${n}. ${title}`),
    column: 1,
    severity: 'warning' as const,
    message: exactly(`§${n} is titled "${title}", not "${titles[n]}": a title other than the protocol's may hold other content; title it "${titles[n]}" or say why it differs`),
  });
  ruleTester(rule, {
    valid: [
      ...([
        { 1: 'Resumen del diff (Diff summary)', 2: 'Manifiesto de entregables (Deliverable manifest)', 3: 'Trazabilidad de criterios (Criteria trace)', 4: 'Informes de ejecutores (Executor reports)', 5: 'Registro de validacion (Validation log)', 7: 'Autoaceptacion (Self-acceptance)', 11: 'Diferidos conocidos (Known deferrals)' },
        { 1: 'Resumen de cambios', 2: 'Entregables', 3: 'Trazabilidad de criterios', 4: 'Informes de ejecutores', 5: 'Registro de validacion', 7: 'Autoaceptacion', 11: 'Diferidos conocidos' },
        { 1: 'Cambios', 2: 'Manifiesto', 11: 'Pendientes' },
        { 1: 'Resumo das alteracoes', 2: 'Entregaveis', 5: 'Registro de validacao' },
        { 1: 'Riepilogo delle modifiche', 2: 'Consegne', 5: 'Registro di convalida' },
        { 1: 'Zusammenfassung der Anderungen', 2: 'Lieferumfang', 5: 'Validierungsprotokoll', 11: 'Bekannte offene Punkte' },
        { 1: 'Resume des changements', 2: 'Livrables' },
      ] as Array<Record<number, string>>).map((over) => ({ name: `recommended: ${Object.values(over).join(' / ')}`, files: written(over).files, options: recommended, detail: exactly('all required sections present (size=M, ux_heavy=false)') })),
    ],
    invalid: [
      (() => {
        const { text, files } = written({ 1: 'Changes', 2: 'Open questions', 11: 'Thanks' });
        return {
          name: 'recommended: English titles about something else still warn',
          files,
          options: recommended,
          status: 'warn' as const,
          detail: 'all required sections present (size=M, ux_heavy=false); 3 under another English title',
          findings: [warned(text, 1, 'Changes'), warned(text, 2, 'Open questions'), warned(text, 11, 'Thanks')],
        };
      })(),
      (() => {
        const { text, files } = written({ 1: 'Resumen (Validation log)' });
        return {
          name: 'recommended: a translated title naming another section\'s English title warns',
          files,
          options: recommended,
          status: 'warn' as const,
          findings: [warned(text, 1, 'Resumen (Validation log)')],
        };
      })(),
      // A translated title at another level is the section written there, as `### 7. Самоприёмка` is.
      ...(['compat', 'recommended'] as const).map((preset) => {
        // With §8, which compat asks for at M.
        const { text, files } = written({ 8: 'Deploy log' });
        const moved = text.replace('## 7. Self-acceptance', '### 7. Autoaceptacion');
        return {
          name: `${preset}: a level-3 \`### 7. Autoaceptacion\` is where the missing §7 finding points`,
          files: { ...files, 'handoff.md': moved },
          options: { preset },
          detail: 'missing sections: §7 Self-acceptance',
          findings: [{ file: HANDOFF, line: lineOf(moved, '### 7. Autoaceptacion'), column: 1, message: exactly('missing section `## 7. Self-acceptance`: this heading is level 3 (`###`) where the other sections are level 2; write it `## 7. Self-acceptance`') }],
        };
      }),
      (() => {
        const { text, files } = written({ 1: 'Validation log' });
        return {
          name: 'recommended: §1 titled with another section\'s English title is still mis-titled',
          files,
          options: recommended,
          detail: 'missing sections: §1 Diff summary',
          findings: [{ file: HANDOFF, line: lineOf(text, '## 1. Validation log'), column: 1, message: exactly('§1 is titled "Validation log" but must start with "Diff summary"') }],
        };
      })(),
    ],
  });
});
