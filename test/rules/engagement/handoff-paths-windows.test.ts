// Paths written with Windows separators (`src\a.py`) and pasted `git diff --stat` lines whose file name holds a
// space: the reference reads neither; the protocol reading reads both, and compat says what it did not read.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/handoff-paths.js';
import acceptanceLogPaths from '../../../rules/engagement/acceptance-log-paths.js';
import { criteria } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const HANDOFF = 'engagement/handoff.md';
const recommended = { preset: 'recommended' as const };
const handoff = (cite: string, s1 = '+/- 1 files: `src/a.py` (+1 LOC)') => `# Handoff — iter 1 — mini\n## 1. Diff summary\n${s1}\n## 2. Deliverables + criteria trace\n- crit-1: x is 1 ✅ \`src/a.py\`, and ${cite}\n`;
const files = (cite: string, extra: Record<string, string> = {}, s1?: string) => ({ 'criteria.md': criteria({ size: 'S' }), '../src/a.py': 'x = 1\n', 'handoff.md': handoff(cite, s1), ...extra });
const round = { '../src/billing/round.ts': 'x\n' };
const READ_ONE = '; 1 of them written with `\\`, read with `/`';
/** Backticked strings holding a `\` that are no path: regexes, LaTeX, escapes in prose, a UNC share, a doubled separator, an escaped dot. */
const notPaths = ['`\\d+`', '`^\\s*$`', '`\\frac{a}{b}`', '`a\\nb`', '`x\\in`', '`foo\\.bar`', '`\\\\server\\share\\a.ts`', '`src\\\\a.ts`', '`\\n`', '`[0-9]+\\.ts`'];
/** A `--stat` block in §1, as git prints it. */
const stat = (...lines: string[]) => ['```', ...lines, ' 2 files changed, 20 insertions(+), 6 deletions(-)', '```'].join('\n');

describe('handoff-paths: a path written with Windows separators', () => {
  ruleTester(rule, {
    valid: [
      { name: 'no handoff.md', status: 'skip', files: { 'criteria.md': criteria({ size: 'S' }) } },
      { name: 'recommended: a backticked one that exists', files: files('`src\\billing\\round.ts`', round), options: recommended, detail: exactly(`2 cited paths exist${READ_ONE}`) },
      { name: 'recommended: with a line suffix', files: files('`src\\billing\\round.ts:3`', round), options: recommended, detail: exactly(`2 cited paths exist${READ_ONE}`) },
      { name: 'recommended: with a leading .\\', files: files('`.\\src\\billing\\round.ts`', round), options: recommended, detail: exactly(`2 cited paths exist${READ_ONE}`) },
      { name: 'recommended: a bare one under a usual root', files: files('see src\\billing\\round.ts.', round), options: recommended, detail: exactly(`2 cited paths exist${READ_ONE}`) },
      { name: 'recommended: relative to the engagement folder', files: files('`executor-reports\\dev.md`', { 'executor-reports/dev.md': '# dev\n' }), options: recommended, detail: exactly(`2 cited paths exist (1 of them relative to engagement/)${READ_ONE}`) },
      { name: 'recommended: a folder closing with \\', files: files('`src\\billing\\`', round), options: recommended, detail: exactly(`2 cited paths exist${READ_ONE}`) },
      { name: 'recommended: one mixing both separators', files: files('`src/billing\\round.ts`', round), options: recommended, detail: exactly(`2 cited paths exist${READ_ONE}`) },
      ...notPaths.map((cite) => ({ name: `recommended: ${cite} is no path`, files: files(cite), options: recommended, detail: exactly('1 cited paths exist') })),
      {
        name: 'compat: a missing one is not read, as in the reference, and the detail says so',
        files: files('`src\\nope\\missing.ts:3` and src\\gone.ts'),
        detail: exactly('1 cited paths exist; 2 paths written with `\\` not checked, as the reference reads only `/` (--preset recommended reads them): src\\nope\\missing.ts:3, src\\gone.ts'),
      },
      { name: 'compat: no note for strings that are no path', files: files(notPaths.join(' ')), detail: exactly('1 cited paths exist') },
      {
        name: 'recommended: a file §1 lists as removed with \\ is not expected to exist',
        files: files('removed `src\\legacy.py`', {}, '+/- 2 files: `src/a.py` (+1 LOC)\nRemoved files: `src\\legacy.py`'),
        options: recommended,
        detail: exactly('1 cited paths exist; 1 path §1 reports as removed, not expected to exist: src/legacy.py'),
      },
    ],
    invalid: [
      {
        name: 'recommended: a missing one fails as a missing / path does, named as read and as written',
        files: files('`src\\nope\\missing.ts:3`'),
        options: recommended,
        detail: exactly('missing paths: src/nope/missing.ts'),
        findings: [{ file: HANDOFF, line: 5, column: 37, message: exactly('cited path `src/nope/missing.ts` (written `src\\nope\\missing.ts:3`) does not exist') }],
      },
      {
        name: 'recommended: a missing bare one fails',
        files: files('see engagement\\executor-reports\\ghost.md'),
        options: recommended,
        detail: exactly('missing paths: engagement/executor-reports/ghost.md'),
        findings: [{ file: HANDOFF, line: 5, column: 40, message: 'cited path `engagement/executor-reports/ghost.md`' }],
      },
      {
        name: 'recommended: one on a drive leaves the project root',
        files: files('`C:\\work\\shop\\src\\a.py`'),
        options: recommended,
        detail: exactly('paths outside the project root: C:/work/shop/src/a.py'),
        findings: [{ file: HANDOFF, line: 5, message: exactly('cited path `C:/work/shop/src/a.py` (written `C:\\work\\shop\\src\\a.py`) resolves outside the project root: evidence lies inside the project, and a path outside it is not looked at') }],
      },
      {
        name: 'compat: a failing detail still lists the ones not read',
        files: files('`src/missing.py` and `src\\gone.ts`'),
        detail: exactly('missing paths: src/missing.py; 1 path written with `\\` not checked, as the reference reads only `/` (--preset recommended reads them): src\\gone.ts'),
      },
    ],
  });

  it('acceptance-log-paths reads them as handoff-paths does under recommended', async () => {
    const log = '# Acceptance\n## Iteration 1\n### Verdict: ACCEPT\n- evidence `traces\\iter-1\\ghost.json`\n';
    const r = await lint(acceptanceLogPaths, { files: { 'acceptance-log.md': log }, options: recommended });
    expect(r.detail).toBe('phantom evidence paths: traces/iter-1/ghost.json');
    expect((await lint(acceptanceLogPaths, { files: { 'acceptance-log.md': log, 'traces/iter-1/ghost.json': '{}' }, options: recommended })).status).toBe('pass');
    // Compat reads none, as the reference, and says so.
    const compat = await lint(acceptanceLogPaths, { files: { 'acceptance-log.md': `${log}- and \`traces\\iter-1\\ghost.json:3\`, \`src/gone.ts\`\n` } });
    expect(compat.detail).toBe('phantom evidence paths: src/gone.ts; 1 path written with `\\` not checked, as the reference reads only `/` (--preset recommended reads them): traces\\iter-1\\ghost.json');
  });
});

describe('handoff-paths: a pasted git diff --stat line', () => {
  const s1 = stat(' src/billing/Release Notes.ts | 19 +++++++++++++------', ' src/a.py                     |  7 ++++---');
  ruleTester(rule, {
    valid: [
      { name: 'no handoff.md', status: 'skip', files: { 'criteria.md': criteria({ size: 'S' }) } },
      { name: 'recommended: a file name holding a space is read whole', files: { ...files('`src/a.py`', { '../src/billing/Release Notes.ts': 'x\n' }, s1) }, options: recommended, detail: exactly('2 cited paths exist') },
      {
        name: 'recommended: a rename cites its new path',
        files: files('`src/a.py`', { '../src/billing/new.ts': 'x\n', '../src/c.ts': 'x\n' }, stat(' src/billing/{old.ts => new.ts} | 4 ++--', ' src/b.ts => src/c.ts | 2 +-')),
        options: recommended,
        detail: exactly('3 cited paths exist'),
      },
      { name: 'recommended: a name git cut short cites nothing', files: files('`src/a.py`', {}, stat(' .../billing/deep/round.ts | 4 ++--')), options: recommended, detail: exactly('1 cited paths exist') },
    ],
    invalid: [
      {
        name: 'recommended: a missing file with a space is named whole',
        files: files('`src/a.py`', {}, s1),
        options: recommended,
        detail: exactly('missing paths: src/billing/Release Notes.ts'),
        findings: [{ file: HANDOFF, line: 4, column: 2, message: exactly('cited path `src/billing/Release Notes.ts` does not exist') }],
      },
      {
        name: 'recommended: a line naming two files is read as two',
        files: files('`src/a.py`', {}, 'src/a.py and src/b.py | 3'),
        options: recommended,
        detail: exactly('missing paths: src/b.py'),
      },
      {
        name: 'compat: the name is cut at the space, as in the reference',
        files: files('`src/a.py`', { '../src/billing/Release Notes.ts': 'x\n' }, s1),
        detail: exactly('missing paths: src/billing/Release'),
      },
    ],
  });
});
