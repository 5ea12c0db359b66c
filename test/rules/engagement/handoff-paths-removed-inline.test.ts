// A removal §1 says in a sentence of its own ("removed `src/old.py`"), as the S template's one line writes
// it: the file is not expected to exist (recommended), and compat's failure says §1 reports it removed.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/handoff-paths.js';
import { MarkdownDoc } from '../../../packages/core/src/markdown/document.js';
import { removalsSaidIn } from '../../../packages/core/src/model/diff-summary.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const HANDOFF = 'engagement/handoff.md';
const recommended = { preset: 'recommended' as const };
const ONE_LINE = '+/- 2 files: modified `src/a.py` (+1), removed `src/old.py` (-12, dead code)';
/** An S handoff whose §1 is `s1`; §2 cites src/a.py, which exists. */
const handoff = (...s1: string[]) => ['# Handoff — iter 1 — mini', '## 1. Diff summary', ...s1, '## 2. Deliverables + criteria trace', '- crit-1: x is 1 ✅ `src/a.py`', '## 5. Validation log', 'none run'].join('\n');
const files = (...s1: string[]) => ({ 'criteria.md': criteria({ size: 'S' }), '../src/a.py': 'x = 1\n', 'handoff.md': handoff(...s1) });
const removedOld = exactly('1 cited paths exist; 1 path §1 reports as removed, not expected to exist: src/old.py');

describe('handoff-paths: a removal §1 says in a sentence', () => {
  ruleTester(rule, {
    valid: [
      { name: 'no handoff.md', status: 'skip', files: { 'criteria.md': criteria({ size: 'S' }) }, detail: 'handoff.md not yet written' },
      { name: 'recommended: the S template\'s one line, "removed `src/old.py`"', files: files(ONE_LINE), options: recommended, detail: removedOld },
      { name: 'recommended: after a path, "`src/old.py` was deleted"', files: files('- `src/a.py` — x is 1', '- `src/old.py` was deleted: dead code'), options: recommended, detail: removedOld },
      { name: 'recommended: after a path, "(removed)"', files: files('Touched `src/a.py`; `src/old.py` (removed)'), options: recommended, detail: removedOld },
      { name: 'recommended: a bare path ending the sentence', files: files('Modified `src/a.py`, and removed src/old.py.'), options: recommended, detail: removedOld },
      { name: 'recommended: in Russian, «удалён `src/old.py`»', files: files('Изменён `src/a.py`, удалён `src/old.py` (мёртвый код)'), options: recommended, detail: removedOld },
      {
        name: 'recommended: a list after the word',
        files: files('- `src/a.py` (+1); removed `src/old.py`, `src/older.py` and `src/oldest.py`'),
        options: recommended,
        detail: exactly('1 cited paths exist; 3 paths §1 reports as removed, not expected to exist: src/old.py, src/older.py, src/oldest.py'),
      },
    ],
    invalid: [
      {
        name: 'compat: the one line still fails (reference parity), the message saying §1 reports it removed',
        files: files(ONE_LINE),
        detail: exactly('missing paths: src/old.py'),
        findings: [{ file: HANDOFF, line: 3, column: 49, message: exactly('cited path `src/old.py` does not exist (§1 reports it removed: lint with --preset recommended, which does not expect a removed file to exist)') }],
        fix: /Compat expects even a removed file to exist; --preset recommended does not\.$/,
      },
      {
        name: 'recommended: a negated removal marks nothing, and the message says the §1 line was not read as one',
        files: files('Modified `src/a.py`. Not removed: `src/old.py`'),
        options: recommended,
        findings: [{ file: HANDOFF, line: 3, message: exactly('cited path `src/old.py` does not exist (this §1 line speaks of a removal, but not in a form read as one: write "removed `path`" or list it under `Removed files:`)') }],
      },
      {
        name: 'recommended: "removed from" a file removes that file from nothing',
        files: files('Modified `src/a.py`: removed from it the helper of `src/old.py`'),
        options: recommended,
        detail: exactly('missing paths: src/old.py'),
      },
      {
        name: 'recommended: a removal said only in §2 excuses nothing',
        files: { ...files('Modified `src/a.py`'), 'handoff.md': handoff('Modified `src/a.py`').replace('## 5.', '- removed `src/old.py` (dead code)\n## 5.') },
        options: recommended,
        findings: [{ file: HANDOFF, line: 6, message: exactly('cited path `src/old.py` does not exist (said removed, but §1 does not mark it removed)') }],
      },
    ],
  });
});

describe('removalsSaidIn', () => {
  const read = (s1: string) => removalsSaidIn(new MarkdownDoc({ rel: 'handoff.md', abs: '/handoff.md', text: s1, lines: `# H\n## 1. Diff summary\n${s1}\n## 2. Next\n- removed \`src/z.py\``.split('\n'), bytes: 0, problems: [] }), 'protocol').map((r) => `${r.line}:${r.path}`);
  it('reads the word before paths and after a backticked one, in §1 only', () => {
    expect(read('modified `a.py`, removed `src/b.py`, `./src/c.py` and d/e.ts; deleted the file `f/g.md`\n`h/i.ts` has been removed')).toEqual(['3:src/b.py', '3:src/c.py', '3:d/e.ts', '3:f/g.md', '4:h/i.ts']);
  });
  it('reads no negated removal, no word that is no path, and no "removed from"', () => {
    expect(read('nothing removed; `a/b.ts` not removed; never deleted `c/d.ts`; removed lodash; removed from `e/f.ts`')).toEqual([]);
  });
  it('long lines of removal words and backticks are read', () => {
    expect(read(`${'removed '.repeat(20_000)}\n${'`'.repeat(100_000)}\n${'removed `a/b.ts`, '.repeat(5_000)}`)).toContain('5:a/b.ts');
  });
});
