// criteria.md's template lists the criteria under `## Done when` ("Directors cannot accept against fuzzy intent").
// One whose bullets stand under another heading names no criterion: criteria-trace-coverage fails rather than
// skip, so a §3 that drops one is not passed over; `## Acceptance criteria` or `## Acceptance` below the title is a criteria section.
import { describe, expect, it } from 'vitest';
import coverage from '../../../rules/engagement/criteria-trace-coverage.js';
import owned from '../../../rules/engagement/criteria-owned.js';
import { criteria } from '../../helpers.js';
import { taskFile } from '../../plan-helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const recommended = { preset: 'recommended' as const };
const CRITERIA = 'engagement/criteria.md';
const body = (heading: string) => `# Acceptance criteria — mini-m\n${heading}\n- \`src/a.py\` returns {"id": 1} from the API\n- \`src/b.py\` reads that id\n`;
const handoff = (ns: number[]) => `# Handoff\n## 3. Criteria trace\n| # | Criterion | Status | Evidence |\n|---|---|---|---|\n${ns.map((n) => `| ${n} | criterion ${n} | ✅ | \`src/a.py\` |`).join('\n')}\n`;
const files = (heading: string, ns: number[]) => ({ 'criteria.md': criteria({ size: 'M' }, body(heading)), 'handoff.md': handoff(ns) });

describe('criteria-trace-coverage: criteria.md with no Done-when section', () => {
  ruleTester(coverage, {
    valid: [
      { name: 'no handoff.md', status: 'skip', files: { 'criteria.md': criteria({ size: 'M' }, body('## Definition of done')) } },
      { name: '`## Acceptance` below the title holds the criteria', files: files('## Acceptance', [1, 2]), options: recommended, detail: exactly('§3 traces all 2 criteria') },
      { name: '`## Acceptance criteria` below the title holds the criteria', files: files('## Acceptance criteria', [1, 2]), options: recommended, detail: exactly('§3 traces all 2 criteria') },
      { name: 'and so does `### Acceptance criteria`', files: files('### Acceptance criteria', [1, 2]), options: recommended, detail: exactly('§3 traces all 2 criteria') },
      { name: 'no criteria.md: criteria-frontmatter reports it', status: 'skip', files: { 'handoff.md': handoff([1]) }, options: recommended },
    ],
    invalid: [
      {
        name: 'bullets under `## Definition of done`: no criterion is named, so §3 cannot be checked',
        files: files('## Definition of done', [1]),
        options: recommended,
        detail: exactly('criteria.md names no criterion: it has no "Done when" section (its bullets stand under "Definition of done"), so §3 cannot be checked against its criteria'),
        findings: [{ file: CRITERIA, line: 9, column: 1, message: exactly('no "Done when" section: the criteria the director accepts against are listed under `## Done when`, one bullet each, or labelled `crit-N:`; "Definition of done" is no criteria section') }],
        fix: /^List the acceptance criteria in criteria\.md under `## Done when`/,
      },
      {
        name: 'bullets right under the document\'s title: a title is no criteria section',
        files: { 'criteria.md': criteria({ size: 'M' }, '# Acceptance criteria — mini-m\n- a\n- b\n'), 'handoff.md': handoff([1, 2]) },
        options: recommended,
        findings: [{ file: CRITERIA, line: 8, message: /"Acceptance criteria — mini-m" is no criteria section$/ }],
      },
      {
        name: 'no bullets and no heading at all: at line 1',
        files: { 'criteria.md': criteria({ size: 'M' }, 'The export works.\n'), 'handoff.md': handoff([1]) },
        options: recommended,
        detail: exactly('criteria.md names no criterion: it has no "Done when" section, so §3 cannot be checked against its criteria'),
        findings: [{ file: CRITERIA, line: 1, message: /^no "Done when" section: .*`crit-N:`$/ }],
      },
      {
        name: '`## Acceptance criteria`: a §3 that drops a criterion fails',
        files: files('## Acceptance criteria', [1]),
        options: recommended,
        detail: exactly('§3 Criteria trace misses crit-2 of 2 criteria'),
      },
      { name: 'a warn case: traced as no table', status: 'warn', files: { ...files('## Acceptance criteria', []), 'handoff.md': '# Handoff\n## 3. Criteria trace\n- crit-1 ✅\n- crit-2 ✅\n' }, options: recommended, detail: /^§3 traces all 2 criteria, but holds no table/ },
    ],
  });

  it('criteria-owned reads `## Acceptance criteria` and `## Acceptance` too, and keeps its skip for `## Definition of done` (one failure is enough)', async () => {
    const tasks = { 'tasks/T1.md': taskFile({ id: 'T1', owner: 'dev', wave: 1, files: ['src/a.py'], crit_refs: ['crit-1'] }) };
    for (const heading of ['## Acceptance criteria', '## Acceptance']) {
      const read = await lint(owned, { files: { ...files(heading, [1, 2]), ...tasks }, options: recommended });
      expect(read.status).toBe('fail');
      expect(read.findings.map((f) => f.message)).toEqual([expect.stringMatching(/^crit-2 /)]);
    }
    const skipped = await lint(owned, { files: { ...files('## Definition of done', [1, 2]), ...tasks }, options: recommended });
    expect(skipped.status).toBe('skip');
    expect(skipped.detail).toMatch(/its bullets stand under "Definition of done", none of them a criteria section/);
  });
});
