// "S→M→L only, never demote": a size promotion recorded in scope-sync.md holds, whatever criteria.md says
// (size-detect.py --auto-promote "rewrites criteria.md size: and appends ## Auto-promote to scope-sync.md").
import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/size-drift.js';
import { recordedPromotion } from '../../../rules/engagement/lib/size-promotion.js';
import { MarkdownDoc } from '../../../packages/core/src/markdown/document.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };
const sync = (body: string) => `# Scope sync — demo — 2026-06-10 12:00\n\n## Criteria frozen as of\n2026-06-10 12:00\n\n${body}\n\n## Criteria locked by\ndev-manager\n`;
/** The line a sync(body) puts the body's first line on. */
const FIRST = 6;
const V16 = '- 2026-06-10 15:30 — size S → M (lead): phone normalisation turned out to need a second specialist.';
const autoPromote = (line: string) => sync(`## Auto-promote\n${line}`);
const SYNC = 'engagement/scope-sync.md';

ruleTester(rule, {
  valid: [
    { name: 'recommended: criteria.md holds the size scope-sync.md promoted to', options: recommended, files: { 'criteria.md': criteria({ size: 'M' }), 'scope-sync.md': autoPromote(V16) } },
    { name: 'recommended: criteria.md above the recorded promotion', options: recommended, files: { 'criteria.md': criteria({ size: 'L' }), 'scope-sync.md': autoPromote(V16) } },
    ...[
      autoPromote('size-detect.py suggested M; director reviewed: not promoted, the engagement stays S.'),
      autoPromote('- 2026-06-10 — size-detect.py flagged S → M for generated fixtures; declined.'),
      sync('## Ambiguities resolved\n- Q: what if the diff grows?\n- A: if it passes 50 LOC, the lead promotes S → M.'),
      autoPromote('- ux_heavy: false → minor (one settings screen touched)'),
      sync('## Ambiguities resolved\n- A: the M → L question is for the manager.'),
      sync('## Notes\nThe table moves from S → M in the new report layout.'),
      sync('## Size\nA demotion L → M was proposed; not made: the protocol never demotes.'),
      sync('## Notes\nThe size would drop to S if the import went away; it did not.'),
    ].map((text) => ({ name: `recommended: no promotion made: ${JSON.stringify(text.split('\n').slice(5, -3).join(' / '))}`, options: recommended, files: { 'criteria.md': criteria({ size: 'S' }), 'scope-sync.md': text } })),
    { name: 'compat: scope-sync.md is not read', files: { 'criteria.md': criteria({ size: 'M' }), 'scope-sync.md': autoPromote('- size M → L (4 specialists)') }, detail: /^size=M matches observations/ },
    { name: 'skips without frontmatter', status: 'skip', options: recommended, files: { 'criteria.md': '# Criteria\n', 'scope-sync.md': autoPromote(V16) } },
  ],
  invalid: [
    {
      name: 'recommended: criteria.md still S after scope-sync.md recorded S → M',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'S' }), 'scope-sync.md': autoPromote(V16) },
      detail: exactly(`size drift: criteria.md size=S but observations indicate M; triggers: scope-sync.md:${FIRST + 1} records a promotion to M`),
      fix: /^Set `size: M` in criteria\.md, as scope-sync\.md records: a promotion is one-way/,
      findings: [
        { file: 'engagement/criteria.md', line: 4, column: 1, message: exactly(`declared size S is below the observed M (scope-sync.md:${FIRST + 1} records a promotion to M)`) },
        { file: SYNC, line: FIRST + 1, column: V16.indexOf('S → M') + 1, message: 'promotion to M recorded here, but criteria.md says size: S (the protocol: "S→M→L only, never demote")' },
      ],
    },
    {
      name: 'recommended: a demotion recorded in scope-sync.md ("never demote"): the size stays the one it left',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'M' }), 'scope-sync.md': sync('## Size change — 2026-05-20 16:00\nsize: L → M. Intake sized this L; after plan review only 2 specialists remain, so the lead demoted it to M.') },
      detail: exactly(`size drift: criteria.md size=M but observations indicate L; triggers: scope-sync.md:${FIRST + 1} records a demotion from L to M, which the protocol never makes`),
      fix: /^Set `size: L` in criteria\.md, as scope-sync\.md records before its demotion: a promotion is one-way/,
      findings: [
        { file: 'engagement/criteria.md', line: 4 },
        { file: SYNC, line: FIRST + 1, column: 7, message: 'demotion from L to M recorded here; the size stays L, but criteria.md says size: M (the protocol: "S→M→L only, never demote")' },
      ],
    },
    {
      name: 'recommended: "demoted to S" alone: the size it left is at least M',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'S' }), 'scope-sync.md': sync('## Notes — 2026-05-20\nThe lead downgraded the size: demoted to S after the scope cut.') },
      detail: exactly(`size drift: criteria.md size=S but observations indicate M; triggers: scope-sync.md:${FIRST + 1} records a demotion from M to S, which the protocol never makes`),
    },
    {
      name: 'recommended: an AUTO-PROMOTE line outside an auto-promote section',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'M' }), 'scope-sync.md': sync('## Heartbeat 3\n- AUTO-PROMOTE: size M -> L (4 specialists observed)') },
      detail: exactly(`size drift: criteria.md size=M but observations indicate L; triggers: scope-sync.md:${FIRST + 1} records a promotion to L`),
    },
    {
      name: 'recommended: "Size promoted to L" in a section of its own',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'M' }), 'scope-sync.md': sync('## Scope change — 2026-06-12\nSize promoted to L after the billing service joined.') },
      findings: [{ line: 4 }, { file: SYNC, line: FIRST + 1, column: 6 }],
    },
    {
      name: 'recommended: the highest of several promotions holds (S → M, then M → L)',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'M' }), 'scope-sync.md': autoPromote(`${V16}\n- 2026-06-12 09:00 — size M → L: a fourth specialist.`) },
      findings: [{ line: 4, message: /records a promotion to L\)$/ }, { file: SYNC, line: FIRST + 2 }],
    },
    {
      name: 'recommended: a promotion recorded, criteria.md at it, ux_heavy: true still warns',
      status: 'warn',
      options: recommended,
      files: { 'criteria.md': criteria({ size: 'M', ux_heavy: 'true' }), 'scope-sync.md': autoPromote(V16) },
      findings: [{ line: 5, message: /^ux_heavy: true is an L indicator/ }],
    },
  ],
});

describe('recordedPromotion', () => {
  // Their time is bench/hostile.mjs's (scope-sync-promotion-word-runs): here, only the reading.
  it('reads long lines of its words', () => {
    const doc = (text: string) => new MarkdownDoc({ rel: 'engagement/scope-sync.md', abs: '/scope-sync.md', text, lines: text.split('\n'), bytes: text.length, problems: [] });
    const read = (line: string) => recordedPromotion(doc(`# Scope sync\n## Auto-promote\n${line}\n`));
    // A tier named: a promotion to it; runs naming no tier: none.
    expect(read('S → M '.repeat(20_000))?.to).toBe('M');
    for (const line of [' '.repeat(100_000), 'promoted to '.repeat(10_000), 'AUTO-PROMOTE size '.repeat(6_000), 'повышен до '.repeat(10_000), '. '.repeat(50_000)]) {
      expect(read(line), line.slice(0, 20)).toBeUndefined();
    }
  });
});
