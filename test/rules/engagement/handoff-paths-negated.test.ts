// A path named only to say it is absent or untouched ("N/A — no `src/` change", "no `docs/` in this
// repo"), as a handoff explains a §9 "N/A": no citation of evidence under recommended; compat fails it
// as the reference does. A real citation of a missing file still fails.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/handoff-paths.js';
import { criteria } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const HANDOFF = 'engagement/handoff.md';
const recommended = { preset: 'recommended' as const };
/** An M handoff whose §9 is `s9`; §2 cites db/schema.sql, which exists. */
const handoff = (...s9: string[]) => ['# Handoff — iter 1 — pg', '## 2. Deliverable manifest', '- `db/schema.sql` — schema', '## 9. Docs diff', ...s9].join('\n');
const files = (...s9: string[]) => ({ 'criteria.md': criteria(), '../db/schema.sql': 'x', 'handoff.md': handoff(...s9) });
const negated = (p: string) => exactly(`1 cited paths exist; 1 path named only in a negation (as in "no \`src/\` folder"), not read as evidence: ${p}`);

describe('handoff-paths: a path named only in a negation', () => {
  ruleTester(rule, {
    valid: [
      { name: 'no handoff.md', status: 'skip', files: { 'criteria.md': criteria() }, detail: 'handoff.md not yet written' },
      { name: 'recommended: "N/A — no `src/` change"', files: files('N/A — no `src/` change; the runbook is the deliverable itself.'), options: recommended, detail: negated('src/') },
      { name: 'recommended: "(…; no `src/` folder in this repo)"', files: files('N/A — no docs change (schema is self-documenting in `db/schema.sql`; no `src/` folder in this repo).'), options: recommended, detail: negated('src/') },
      { name: 'recommended: "no `docs/` in this repo"', files: files('N/A — no docs change (no `docs/` in this repo; the suite is self-describing).'), options: recommended, detail: negated('docs/') },
      { name: 'recommended: words of absence between ("did not touch", "no changes to")', files: files('We did not touch `src/legacy/`.', 'There were no changes to the `docs/` folder.'), options: recommended, detail: /^1 cited paths exist; 2 paths named only in a negation .*: src\/legacy\/, docs\/$/ },
      { name: 'recommended: in Russian, «без изменений в `src/`», «нет папки `docs/`»', files: files('Без изменений в `src/`.', 'Нет папки `docs/` в репозитории.'), options: recommended, detail: /^1 cited paths exist; 2 paths named only in a negation .*: src\/, docs\/$/ },
      { name: 'recommended: a negated path that exists is simply there', files: { ...files('No change to `src/api.ts`.'), '../src/api.ts': 'x' }, options: recommended, detail: exactly('2 cited paths exist') },
    ],
    invalid: [
      {
        name: 'compat: fails as the reference does',
        files: files('N/A — no `src/` change'),
        detail: exactly('missing paths: src/'),
        findings: [{ file: HANDOFF, line: 5, column: 11, message: exactly('cited path `src/` does not exist') }],
      },
      {
        name: 'recommended: "see `src/x.ts`" is a citation, missing',
        files: files('N/A — no docs change; see `src/x.ts` for the one comment.'),
        options: recommended,
        detail: exactly('missing paths: src/x.ts'),
        findings: [{ file: HANDOFF, line: 5, column: 28, message: exactly('cited path `src/x.ts` does not exist') }],
      },
      {
        name: 'recommended: an outcome between the negation and the path says the file exists ("no failures in")',
        files: files('No failures in `tests/test_api.py`; did not find any issue in `src/a.ts`.'),
        options: recommended,
        detail: exactly('missing paths: tests/test_api.py, src/a.ts'),
      },
      {
        name: 'recommended: a negation of another clause governs nothing here',
        files: files('No docs change, but `src/fix.ts` holds the comment.', 'Not needed: `src/gone.ts` has it.'),
        options: recommended,
        detail: exactly('missing paths: src/fix.ts, src/gone.ts'),
      },
      {
        name: 'recommended: named absent in one place, cited as evidence in another: fails where it is cited',
        files: files('No `src/util.ts` change.', 'Evidence: `src/util.ts:4`.'),
        options: recommended,
        findings: [{ file: HANDOFF, line: 6, message: exactly('cited path `src/util.ts` does not exist') }],
      },
      {
        name: 'recommended: markup and words of absence past the window\'s end are walked back over to a negation further before',
        files: files(`We did no${' `'.repeat(40)} changes to \`src/far/\`; and ${'` '.repeat(30)}changes to the \`src/near.ts\`.`),
        options: recommended,
        detail: exactly('missing paths: src/near.ts'),
      },
      {
        name: 'recommended: a word holding "not" ("cannot") cut by the window is no negation',
        files: files(`${'x'.repeat(236)}cannot \`src/a.ts\``),
        options: recommended,
        detail: exactly('missing paths: src/a.ts'),
      },
    ],
  });

  // A negation past the read window (100 000 spaces away) is not seen: that path is still checked.
  it('reads a line of 100 000 negations, one of thousands of negated paths and a run of spaces (their time: bench/hostile.mjs)', async () => {
    const long = `${'no '.repeat(33_000)}\`src/a.ts\``;
    const many = Array.from({ length: 5000 }, (_, i) => `no \`src/m${i}/\``).join(' ');
    const spaces = `no${' '.repeat(100_000)}\`src/b.ts\``;
    const r = await lint(rule, { files: files(long, many, spaces), options: recommended });
    expect(r.status, r.detail).toBe('fail');
    expect(r.detail).toBe('missing paths: src/b.ts');
    expect(r.findings.map((f) => f.line)).toEqual([7]);
  });

  // Each window read from its end first: the whole window only when the walk back needs it.
  it('reads 48 000 negated citations after long windows of markup, negations and CJK (their time: bench/hostile.mjs)', async () => {
    const shapes = [(i: number) => `${'`'.repeat(230)} no \`src/m${i}/\``, (i: number) => `${'нет без не ни '.repeat(10)}без изменений в \`src/r${i}/\``, (i: number) => `${'見'.repeat(80)} no changes to \`src/c${i}/a.ts\``, (i: number) => `${'(no '.repeat(60)}\`src/p${i}/\``];
    const lines = Array.from({ length: 48_000 }, (_, i) => shapes[i % 4]!(i));
    const r = await lint(rule, { files: files(lines.slice(0, 24_000).join('\n'), lines.slice(24_000).join(' ')), options: recommended });
    expect(r.status, r.detail).toBe('pass');
    expect(r.detail).toMatch(/^1 cited paths exist; 48000 paths named only in a negation .*: src\/m0\/, src\/r1\/, src\/c2\/a\.ts, src\/p3\/, /);
  });
});
