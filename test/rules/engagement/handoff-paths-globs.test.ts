// A set of files cited as a glob, as the S template's one line writes it ("+/- {N} files: {paths}; {one-line of
// what changed}"): under the recommended preset the pattern is read whole and passes when a file matches it;
// compat keeps the reference's reading, which cuts it at its first wildcard.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/handoff-paths.js';
import { criteria } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const HANDOFF = 'engagement/handoff.md';
const recommended = { preset: 'recommended' as const };
const ICONS = 'engagement/design-system/icons';
/** An S handoff whose §1 is `s1`. */
const handoff = (s1: string, s2 = '- crit-1: 24×24 ✅') => ['# Handoff — iter 1 — billing-icons', '', '## 1. Diff summary', s1, '', '## 2. Deliverables + criteria trace', s2, ''].join('\n');
const icons = { 'design-system/icons/billing-invoice.svg': '<svg/>', 'design-system/icons/billing-refund.svg': '<svg/>', 'design-system/icons/README.md': 'x' };
const files = (s1: string, s2?: string) => ({ 'criteria.md': criteria({ size: 'S', domain: 'design' }), ...icons, 'handoff.md': handoff(s1, s2) });
const ONE_LINE = `+/- 12 files: ${ICONS}/billing-*.svg; 12 new billing icons`;

describe('handoff-paths: a cited glob', () => {
  ruleTester(rule, {
    valid: [
      { name: 'skips while handoff.md is not written', status: 'skip', files: { 'criteria.md': criteria({ size: 'S' }) }, options: recommended },
      { name: 'recommended: the S one line with a glob some files match', files: files(ONE_LINE), options: recommended, detail: exactly(`0 cited paths exist; 1 glob pattern read as a pattern, each matching a file: ${ICONS}/billing-*.svg`) },
      ...[`${ICONS}/billing-??????.svg`, `${ICONS}/billing-[ir]*.svg`, `${ICONS}/billing-{invoice,refund}.svg`, `${ICONS}/*.svg.`, 'engagement/design-system/*/billing-refund.svg', 'engagement/design-system/**/billing-refund.svg'].map((p) => ({
        name: `recommended: ${p}`,
        files: files(`+/- 2 files: ${p} (new)`),
        options: recommended,
        detail: new RegExp(`each matching a file: ${p.replace(/\.$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      })),
      {
        name: 'recommended: a bare engagement-relative glob is matched under the engagement folder',
        files: { ...files('+/- 2 files: new icons', '- crit-1 ✅ screens/iter-1/*.png'), 'screens/iter-1/icons.png': 'png' },
        options: recommended,
        detail: /matching a file: screens\/iter-1\/\*\.png$/,
      },
      // Not wildcards: a sentence's `?`, a URL query, markdown emphasis and a template slot leave the path as read.
      { name: 'recommended: a question mark ending a sentence', files: files(`+/- 1 file: did ${ICONS}/README.md? yes`), options: recommended, detail: exactly('1 cited paths exist') },
      { name: 'recommended: a URL query after a path', files: files(`+/- 1 file: ${ICONS}/README.md?theme=dark`), options: recommended, detail: exactly('1 cited paths exist') },
      { name: 'recommended: a template slot (`{name}`) makes no pattern', files: files(`+/- 1 file: ${ICONS}/{name}-*.svg`), options: recommended, detail: exactly('1 cited paths exist') },
      { name: 'recommended: a path in emphasis', files: files(`+/- 1 file: **${ICONS}/README.md**`), options: recommended, detail: exactly('1 cited paths exist') },
      { name: 'recommended: a §1 removal of a gone folder\'s files', files: files('+/- 3 files: removed engagement/old-icons/*.svg'), options: recommended, detail: exactly('0 cited paths exist; 1 path §1 reports as removed, not expected to exist: engagement/old-icons/*.svg') },
    ],
    invalid: [
      {
        name: 'compat: the glob is cut at its wildcard and fails as a missing path (reference parity)',
        files: files(ONE_LINE),
        detail: exactly(`missing paths: ${ICONS}/billing-`),
        findings: [{ file: HANDOFF, line: 4, column: 15, message: exactly(`cited path \`${ICONS}/billing-\` does not exist`) }],
      },
      {
        name: 'recommended: a glob no file matches fails naming the whole pattern',
        files: files(`+/- 12 files: ${ICONS}/invoice-*.svg; 12 new icons`),
        options: recommended,
        detail: exactly(`patterns matching no file: ${ICONS}/invoice-*.svg`),
        findings: [{ file: HANDOFF, line: 4, column: 15, message: exactly(`cited pattern \`${ICONS}/invoice-*.svg\` matches no file in ${ICONS}/`) }],
      },
      {
        name: 'recommended: a glob in a folder that does not exist, beside a missing path',
        files: files('+/- 2 files: engagement/logos/*.svg, engagement/logos.md'),
        options: recommended,
        detail: exactly('missing paths: engagement/logos.md; patterns matching no file: engagement/logos/*.svg'),
        findings: [
          { line: 4, column: 14, message: exactly('cited pattern `engagement/logos/*.svg` matches no file in engagement/logos/') },
          { line: 4, column: 38, message: exactly('cited path `engagement/logos.md` does not exist') },
        ],
      },
      {
        name: 'recommended: a wildcard folder segment no folder matches',
        // `logos.md` matches `logo*` but is a file: no folder to hold `x/billing.svg`.
        files: { ...files('+/- 2 files: engagement/design-system/logo*/x/billing.svg'), 'design-system/logos.md': 'x' },
        options: recommended,
        findings: [{ line: 4, message: exactly('cited pattern `engagement/design-system/logo*/x/billing.svg` matches no file in engagement/design-system/') }],
      },
    ],
  });

  // Its time is bench/hostile.mjs's (handoff-s1-glob-runs): here, only the verdict.
  it('a long run of wildcards and path characters is read', async () => {
    const line = `+/- 1 file: ${`${ICONS}/a*`.repeat(20_000)} ${'engagement/*'.repeat(10_000)}`;
    const r = await lint(rule, { files: files(line), options: recommended });
    expect(r.status).toBe('fail');
  });
});
