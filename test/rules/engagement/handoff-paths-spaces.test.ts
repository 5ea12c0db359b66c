// A cited path holding a space (`docs/Release Notes.md`): the reference ignores any candidate with a space;
// the protocol reading checks a backticked one with a file extension, never a command or a list.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/handoff-paths.js';
import acceptanceLogPaths from '../../../rules/engagement/acceptance-log-paths.js';
import { MarkdownDoc } from '../../../packages/core/src/markdown/document.js';
import { citedPaths } from '../../../packages/core/src/markdown/citations.js';
import { criteria } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const HANDOFF = 'engagement/handoff.md';
const recommended = { preset: 'recommended' as const };
const handoff = (cite: string) => `# Handoff — iter 1 — mini\n## 1. Diff summary\n+/- 1 files: \`src/a.py\` (+1 LOC)\n## 2. Deliverables + criteria trace\n- crit-1: x is 1 ✅ \`src/a.py\`, release note in ${cite}\n`;
const files = (cite: string, extra: Record<string, string> = {}) => ({ 'criteria.md': criteria({ size: 'S' }), '../src/a.py': 'x = 1\n', 'handoff.md': handoff(cite), ...extra });
const notes = { '../docs/Release Notes.md': '# Notes\n' };
/** Backticked strings with a space that are commands, lists or prose, not paths. */
const notPaths = ['`git add src/a.py`', '`src/a.py src/b.py`', '`pytest tests/test_a.py -k login`', '`docs/notes.md (updated)`', '`src/a.py, src/b.py`', '`docs/x --fix.md`', '`npm run lint/fix.ts`'];

describe('handoff-paths: a cited path holding a space', () => {
  ruleTester(rule, {
    valid: [
      { name: 'no handoff.md', status: 'skip', files: { 'criteria.md': criteria({ size: 'S' }) } },
      { name: 'recommended: one that exists is a cited path', files: files('`docs/Release Notes.md`', notes), options: recommended, detail: exactly('2 cited paths exist') },
      { name: 'recommended: with a line suffix', files: files('`docs/Release Notes.md:3`', notes), options: recommended, detail: exactly('2 cited paths exist') },
      ...notPaths.map((cite) => ({ name: `recommended: ${cite} is no path`, files: files(cite), options: recommended, detail: exactly('1 cited paths exist') })),
      { name: 'compat: one that does not exist is not read, as in the reference', files: files('`docs/Release Notes.md`'), detail: exactly('1 cited paths exist') },
    ],
    invalid: [
      {
        name: 'recommended: one that does not exist fails',
        files: files('`docs/Release Notes.md`'),
        options: recommended,
        detail: exactly('missing paths: docs/Release Notes.md'),
        findings: [{ file: HANDOFF, line: 5, column: 49, message: exactly('cited path `docs/Release Notes.md` does not exist') }],
      },
      { name: 'recommended: a folder name holding a space after the first', files: files('`docs/Release Notes/v2 draft.md`'), options: recommended, detail: exactly('missing paths: docs/Release Notes/v2 draft.md') },
    ],
  });

  it('acceptance-log-paths reads them the same way under recommended', async () => {
    const log = '# Acceptance\n## Iteration 1\n### Verdict: ACCEPT\n- evidence `docs/Release Notes.md`\n';
    const r = await lint(acceptanceLogPaths, { files: { 'acceptance-log.md': log }, options: recommended });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('phantom evidence paths: docs/Release Notes.md');
    expect((await lint(acceptanceLogPaths, { files: { 'acceptance-log.md': log } })).status).toBe('pass');
  });

  it('a long code span of words and spaces is one path', () => {
    const text = `\`src/${'a '.repeat(50_000)}b.md\`\n\`src/${' '.repeat(100_000)}\``;
    const doc = new MarkdownDoc({ rel: 'handoff.md', abs: '/handoff.md', text, lines: text.split('\n'), bytes: text.length, problems: [] });
    expect(citedPaths(doc, undefined, { spaces: true }).map((c) => c.path.length)).toEqual([100_008, 4]);
  });
});
