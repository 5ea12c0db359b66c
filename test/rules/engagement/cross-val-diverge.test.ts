import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/cross-val-diverge.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';
import { rowCellTexts, tableRowCells } from '../../../packages/core/src/markdown/table.js';

const HANDOFF = 'engagement/handoff.md';
const table = (...rows: string[]) => `# Handoff\n## 4. Executor reports\n- a\n### 4a. Cross-validation table\n| Contract | A | B | Verdict |\n|---|---|---|---|\n${rows.join('\n')}\n## 5. Validation log\n`;
const match = '| POST /api/items | dev-backend.md L42: "returns 201" | dev-frontend.md L18: "expects 201" | MATCH |';
const diverge = '| User.email | dev-backend.md L67: "VARCHAR(254)" | dev-tech-architect.md L23: "max 320" | DIVERGE |';
const unresolved = { 'criteria.md': criteria({ size: 'L' }), 'handoff.md': table(match, diverge) };

ruleTester(rule, {
  valid: [
    {
      name: 'another form of DIVERGE that records its resolution, and a MATCH that mentions one',
      files: { 'criteria.md': criteria(), 'handoff.md': table('| a | x | y | DIVERGED → MATCH (backend re-dispatched) |', '| b | x | y | MATCH (diverged before the layout fix) |', '| c | x | y | MATCH — divergent wording only |') },
      detail: '§4a: 3 table rows, no unresolved DIVERGE',
    },
    {
      name: 'MATCH rows and a DIVERGE that records its resolution',
      files: { 'criteria.md': criteria(), 'handoff.md': table(match, '| User.email | dev-backend.md L67: "VARCHAR(320)" | dev-tech-architect.md L23: "max 320" | DIVERGE → MATCH (backend re-dispatched in iter 2) |') },
      detail: '§4a: 2 table rows, no unresolved DIVERGE',
    },
    {
      name: 'a resolution recorded in Russian',
      files: { 'criteria.md': criteria(), 'handoff.md': table('| a | x | y | DIVERGE — устранено в волне 2 |', '| b | x | y | DIVERGE — исправлено: бэкенд переотправлен, code-reviewer перезапущен |', '| c | x | y | DIVERGE — решено |') },
      detail: '§4a: 3 table rows, no unresolved DIVERGE',
    },
    {
      name: 'a resolution stated as done, beside a negation that is not about it',
      files: {
        'criteria.md': criteria(),
        'handoff.md': table(
          '| a | x | y | DIVERGE — resolved: no change needed, the backend was right |',
          '| b | x | y | DIVERGE → MATCH (not resolved by the first fix; re-dispatched) |',
          '| c | x | y | DIVERGE — resolved in iter 2 (was not resolved in iter 1) |',
        ),
      },
      detail: '§4a: 3 table rows, no unresolved DIVERGE',
    },
    { name: 'a DIVERGE row inside a code fence is not a row', files: { 'criteria.md': criteria(), 'handoff.md': '# H\n### 4a. Cross-validation\n```\n| a | x | y | DIVERGE |\n```\n| b | x | y | MATCH |\n' } },
    {
      name: 'a cell whose leading word is MATCH, with the old DIVERGE in a note',
      files: { 'criteria.md': criteria(), 'handoff.md': table(match, '| Layout total row | dev-backend.md L13: "bold total" | dev-qa.md L12: "bold total" | MATCH (was DIVERGE before the layout fix) |') },
      detail: '§4a: 2 table rows, no unresolved DIVERGE',
    },
    {
      name: 'a table without outer pipes, all MATCH: its rows are read',
      files: { 'criteria.md': criteria(), 'handoff.md': '# Handoff\n### 4a. Cross-validation table\n\nContract | A | B | Verdict\n---|---|---|---\nPDF 200 | a.md L1: "200" | b.md L2: "200" | MATCH\n404 | a.md L3: "404" | b.md L4: "404" | ✅ MATCH\n\nNo DIVERGE rows.\n' },
      detail: '§4a: 2 table rows, no unresolved DIVERGE',
    },
    { name: 'no handoff', status: 'skip', files: { 'criteria.md': criteria() }, detail: 'handoff.md not yet written' },
    { name: 'no §4a', status: 'skip', files: { 'criteria.md': criteria(), 'handoff.md': '# Handoff\n## 4. Executor reports\n' }, detail: 'handoff.md has no §4a cross-validation block' },
    { name: 'size S', status: 'skip', files: { 'criteria.md': criteria({ size: 'S' }), 'handoff.md': table(diverge) }, detail: 'size=S: the §4a cross-validation table applies at tiers M, L only' },
  ],
  invalid: [
    // Other forms of the protocol's word are its DIVERGE: `DIVERGED` is no MATCH.
    ...['DIVERGED', 'Diverges', '**Divergent**', '⚠️ Divergence', 'Verdict: diverging', 'Расхождение', 'расходится'].map((verdict) => ({
      name: `a verdict cell \`${verdict}\``,
      files: { 'criteria.md': criteria(), 'handoff.md': table(match, `| User.email | x | y | ${verdict} |`) },
      detail: '§4a has 1 unresolved DIVERGE row: L8 (User.email)',
      findings: [{ file: HANDOFF, line: 8, column: 1, message: 'contract `User.email` DIVERGEs and is not resolved: submitting with an unresolved DIVERGE is a REJECT' }],
    })),
    {
      name: 'an unresolved DIVERGE in a table without outer pipes',
      files: { 'criteria.md': criteria(), 'handoff.md': '# Handoff\n### 4a. Cross-validation table\n\nContract | A | B | Verdict\n---|---|---|---\nPDF 200 | a.md L1: "200" | b.md L2: "200" | MATCH\nLayout total row | a.md L13: "bold" | b.md L12: "plain" | DIVERGE\n\nNo DIVERGE rows.\n' },
      detail: '§4a has 1 unresolved DIVERGE row: L7 (Layout total row)',
      findings: [{ file: HANDOFF, line: 7, column: 1, message: 'contract `Layout total row` DIVERGEs and is not resolved: submitting with an unresolved DIVERGE is a REJECT' }],
    },
    {
      name: 'a Russian resolution taken back, or a decision that is no resolution',
      files: { 'criteria.md': criteria(), 'handoff.md': table('| a | x | y | DIVERGE — не устранено |', '| b | x | y | DIVERGE — будет исправлено в итерации 3 |', '| c | x | y | DIVERGE — решение: перезапуск ревьюера |', '| d | x | y | DIVERGE — решено: нет |') },
      detail: '§4a has 4 unresolved DIVERGE rows: L7 (a), L8 (b), L9 (c), L10 (d)',
    },
    {
      name: 'a DIVERGE after an emoji or a Verdict label, and a pending resolution',
      files: { 'criteria.md': criteria(), 'handoff.md': table('| a | x | y | ❌ DIVERGE |', '| b | x | y | Verdict: DIVERGE |', '| c | x | y | DIVERGE — resolution pending |') },
      detail: '§4a has 3 unresolved DIVERGE rows: L7 (a), L8 (b), L9 (c)',
    },
    {
      name: 'a DIVERGE whose "resolved" is negated or questioned',
      files: {
        'criteria.md': criteria(),
        'handoff.md': table(
          '| a | x | y | DIVERGE — not resolved yet, re-dispatch of t03 pending |',
          '| b | x | y | DIVERGE (not yet resolved) |',
          '| c | x | y | DIVERGE — still not resolved |',
          '| d | x | y | DIVERGE — resolved? no, see §11 |',
          "| e | x | y | DIVERGE — hasn't been resolved |",
          '| f | x | y | DIVERGE — resolved: pending re-run |',
        ),
      },
      detail: '§4a has 6 unresolved DIVERGE rows: L7 (a), L8 (b), L9 (c), L10 (d), L11 (e), L12 (f)',
    },
    {
      name: 'an unresolved DIVERGE row, at its line',
      files: unresolved,
      detail: '§4a has 1 unresolved DIVERGE row: L8 (User.email)',
      fix: /re-dispatch/,
      findings: [{ file: HANDOFF, line: 8, column: 1, message: 'contract `User.email` DIVERGEs and is not resolved: submitting with an unresolved DIVERGE is a REJECT' }],
    },
    {
      name: 'a DIVERGE cell in bold lower case',
      files: { 'criteria.md': criteria(), 'handoff.md': table('| a | x | y | **diverge** |') },
      detail: '§4a has 1 unresolved DIVERGE row: L7 (a)',
      findings: [{ file: HANDOFF, line: 7, column: 1, message: 'contract `a` DIVERGEs and is not resolved' }],
    },
  ],
});

describe('--preset recommended: the verdict cell read as the protocol defines it', () => {
  const recommended = { preset: 'recommended' as const };
  const files = (...rows: string[]) => ({ 'criteria.md': criteria(), 'handoff.md': table(...rows) });
  const reopened = files(
    '| a | x | y | MATCH → DIVERGE after rework (open) |',
    '| b | x | y | Mismatch |',
    '| c | x | y | ❌ CONFLICT |',
    '| d | x | y | DIVERGE → MATCH → DIVERGE (regressed in iter 3) |',
    '| e | x | y | **Differs** |',
    '| f | x | y | disagree |',
  );
  const unknown = files(match, '| b | x | y | OK |', '| c | x | y |  |');
  const open = (line: number, contract: string, synonym?: string) => ({
    file: HANDOFF,
    line,
    column: 1,
    message: `contract \`${contract}\` DIVERGEs and is not resolved: submitting with an unresolved DIVERGE is a REJECT${synonym ? ` (its verdict \`${synonym}\` is a DIVERGE)` : ''}`,
  });

  ruleTester(rule, {
    valid: [
      // compat keeps the leading-word reading: none of these cells opens with DIVERGE.
      { name: 'compat: a reopened MATCH, synonyms of DIVERGE and an unknown verdict pass as before', files: files('| a | x | y | MATCH → DIVERGE after rework (open) |', '| b | x | y | Mismatch |', '| c | x | y | OK |'), detail: '§4a: 3 table rows, no unresolved DIVERGE' },
      {
        name: 'recommended: resolved synonyms, a last verdict MATCH, and forms of MATCH',
        files: files(
          '| a | x | y | MATCH → DIVERGE → MATCH (backend re-dispatched) |',
          '| b | x | y | Mismatch — resolved: frontend re-dispatched in iter 2 |',
          '| c | x | y | Conflict → MATCH (fixed in iter 2) |',
          '| d | x | y | ✅ Matches |',
          '| e | x | y | DIVERGE (resolved: frontend → backend contract) |',
          '| f | x | y | Verdict: MATCH |',
        ),
        options: recommended,
        detail: '§4a: 6 table rows, no unresolved DIVERGE',
      },
      {
        name: 'recommended: a negated match resolved, or followed by the MATCH that replaced it, and a MATCH whose note says no mismatch',
        files: files('| a | x | y | не совпадает → совпадает (фронтенд переотправлен) |', '| b | x | y | Does not match — resolved: backend fixed in iter 2 |', '| c | x | y | MATCH — no mismatch found |'),
        options: recommended,
        detail: '§4a: 3 table rows, no unresolved DIVERGE',
      },
      {
        name: 'recommended: a struck-through DIVERGE before the MATCH that replaced it is taken back',
        files: files('| a | x | y | ~~DIVERGE~~ MATCH (frontend re-dispatched in iter-2, code-reviewer re-run) |', '| b | x | y | ~~Mismatch~~ ✅ MATCH |', '| c | x | y | ~DIVERGE~ MATCH |', '| d | x | y | <del>DIVERGE</del> MATCH (re-run after fix) |', '| e | x | y | <s>DIVERGE</s> MATCH |'),
        options: recommended,
        detail: '§4a: 5 table rows, no unresolved DIVERGE',
      },
      {
        name: 'recommended: the verdict is read in the column headed Verdict, not in the notes after it',
        files: { 'criteria.md': criteria(), 'handoff.md': '# Handoff\n### 4a. Cross-validation table\n| Contract | Verdict | Notes |\n|---|---|---|\n| a | MATCH | differs only in wording |\n' },
        options: recommended,
      },
    ],
    invalid: [
      {
        name: 'recommended: a struck-through MATCH before a DIVERGE, or a struck-through resolution, leaves the DIVERGE open',
        files: files('| a | x | y | ~~MATCH~~ DIVERGE |', '| b | x | y | DIVERGE ~~resolved in iter 2~~ |'),
        options: recommended,
        detail: '§4a has 2 unresolved DIVERGE rows: L7 (a), L8 (b)',
      },
      {
        name: 'compat: a struck-through DIVERGE is read as written, as the reference reads it',
        files: files('| a | x | y | ~~DIVERGE~~ MATCH |'),
        detail: /^§4a has 1 unresolved DIVERGE row/,
      },
      {
        name: 'recommended: a verdict that ends in DIVERGE, or a synonym of it, is an unresolved DIVERGE',
        files: reopened,
        options: recommended,
        detail: '§4a has 6 unresolved DIVERGE rows: L7 (a), L8 (b), L9 (c), L10 (d), L11 (e), L12 (f)',
        findings: [open(7, 'a'), open(8, 'b', 'Mismatch'), open(9, 'c', '❌'), open(10, 'd'), open(11, 'e', 'Differs'), open(12, 'f', 'disagree')],
      },
      {
        name: 'recommended: a match negated is an unresolved DIVERGE, in English or Russian',
        files: files('| a | x | y | не совпадает |', '| b | x | y | ❗ Does not match |', '| c | x | y | No match |', "| d | x | y | doesn't match (iter 2) |", '| e | x | y | Несовпадает |'),
        options: recommended,
        detail: '§4a has 5 unresolved DIVERGE rows: L7 (a), L8 (b), L9 (c), L10 (d), L11 (e)',
        findings: [open(7, 'a', 'не совпадает'), open(8, 'b', 'Does not match'), open(9, 'c', 'No match'), open(10, 'd', "doesn't match"), open(11, 'e', 'Несовпадает')],
      },
      {
        name: 'recommended: a verdict neither MATCH nor DIVERGE warns',
        status: 'warn',
        files: unknown,
        options: recommended,
        detail: '§4a: 2 rows with a verdict neither MATCH nor DIVERGE: L8 (b), L9 (c)',
        fix: /MATCH or DIVERGE/,
        findings: [
          { file: HANDOFF, line: 8, column: 1, message: 'contract `b` has the verdict `OK`, neither MATCH nor DIVERGE', severity: 'warning' },
          { file: HANDOFF, line: 9, column: 1, message: 'contract `c` has the verdict ``, neither MATCH nor DIVERGE', severity: 'warning' },
        ],
      },
      {
        name: 'recommended: an unknown verdict beside an unresolved DIVERGE is named as well',
        files: files('| a | x | y | Mismatch |', '| b | x | y | N/A |'),
        options: recommended,
        detail: '§4a has 1 unresolved DIVERGE row: L7 (a); 1 row with a verdict neither MATCH nor DIVERGE: L8 (b)',
        findings: [open(7, 'a', 'Mismatch'), { line: 8, message: 'contract `b` has the verdict `N/A`', severity: 'warning' }],
      },
    ],
  });
});

// GFM: `\|` is a pipe inside a cell, so a quote holding one keeps the verdict in its column.
describe('an escaped pipe inside a §4a cell', () => {
  const recommended = { preset: 'recommended' as const };
  const quoted = '| send() return | dev-backend.md L10: "send() returns a dict \\| None" | dev-qa.md L9: "expects a dict" | MATCH |';
  const pipeless = '# Handoff\n### 4a. Cross-validation table\n\nContract | A | B | Verdict\n---|---|---|---\nsend() | a.md L1: "dict \\| None" | b.md L2: "dict" | MATCH\n';
  ruleTester(rule, {
    valid: [
      { name: 'recommended: a MATCH row whose quote holds `\\|`', files: { 'criteria.md': criteria(), 'handoff.md': table(quoted) }, options: recommended, detail: exactly('§4a: 1 table row, no unresolved DIVERGE') },
      { name: 'recommended: the same in a table without outer pipes', files: { 'criteria.md': criteria(), 'handoff.md': pipeless }, options: recommended, detail: exactly('§4a: 1 table row, no unresolved DIVERGE') },
      { name: 'compat: a DIVERGE after `\\|` inside a quote is no DIVERGE cell', files: { 'criteria.md': criteria(), 'handoff.md': table('| flag | a.md L1: "x \\| DIVERGE marker" | b.md L2: "x" | MATCH |') }, detail: exactly('§4a: 1 table row, no unresolved DIVERGE') },
    ],
    invalid: [
      {
        name: 'recommended: a DIVERGE row whose quote holds `\\|` still fails',
        files: { 'criteria.md': criteria(), 'handoff.md': table(quoted.replace('| MATCH |', '| DIVERGE |')) },
        options: recommended,
        detail: exactly('§4a has 1 unresolved DIVERGE row: L7 (send() return)'),
        findings: [{ file: HANDOFF, line: 7, column: 1, message: exactly('contract `send() return` DIVERGEs and is not resolved: submitting with an unresolved DIVERGE is a REJECT') }],
      },
      {
        name: 'recommended: an unknown verdict is the verdict cell\'s, not the quote\'s tail',
        status: 'warn',
        files: { 'criteria.md': criteria(), 'handoff.md': table('| a | x.md L1: "p \\| q" | y.md L2: "p" | OK |') },
        options: recommended,
        detail: exactly('§4a: 1 row with a verdict neither MATCH nor DIVERGE: L7 (a)'),
        findings: [{ file: HANDOFF, line: 7, column: 1, message: exactly("contract `a` has the verdict `OK`, neither MATCH nor DIVERGE: the protocol's verdicts are MATCH and DIVERGE"), severity: 'warning' }],
      },
    ],
  });

  it('splits a row as GFM does: `\\|` stays in its cell, `\\\\|` is a backslash then a boundary', () => {
    expect(tableRowCells('| a \\| b | c |')).toEqual([{ text: 'a \\| b', column: 3 }, { text: 'c', column: 12 }]);
    expect(tableRowCells('| a \\\\| b |')?.map((c) => c.text)).toEqual(['a \\\\', 'b']);
    expect(tableRowCells('  | a \\|')).toEqual([{ text: 'a \\|', column: 5 }]);
    expect(tableRowCells('| a | b')?.map((c) => c.text)).toEqual(['a', 'b']);
    expect(tableRowCells('|')?.map((c) => c.text)).toEqual(['']);
    expect(tableRowCells('a | b')).toBeUndefined();
  });

  it('splits a row written with or without its outer pipes alike (header and pipeless rows)', () => {
    expect(rowCellTexts('a \\| b | c')).toEqual(['a \\| b', 'c']);
    expect(rowCellTexts('| a \\| b | c |')).toEqual(['a \\| b', 'c']);
    expect(rowCellTexts('  | a | b')).toEqual(['a', 'b']);
    expect(rowCellTexts('')).toEqual(['']);
  });
});

// Under the recommended preset §4a's heading is read as handoff-sections reads a numbered heading.
describe('a §4a heading written as the other sections may be', () => {
  const recommended = { preset: 'recommended' as const };
  const under = (heading: string, ...rows: string[]) => ({ 'criteria.md': criteria(), 'handoff.md': `# Handoff\n## 4. Executor reports\n- a\n${heading}\n| Contract | A | B | Verdict |\n|---|---|---|---|\n${rows.join('\n')}\n## 5. Validation log\n` });
  const forms = ['### §4a Cross-validation table', '### **4a. Cross-validation table**', '## 📌 4a. Cross-validation table', '### Section 4a: Cross-validation table', '\n4a. Cross-validation table\n---'];
  const none = exactly('handoff.md has no §4a cross-validation block');
  ruleTester(rule, {
    valid: [
      ...forms.map((h) => ({ name: `recommended: \`${h.trim().replace('\n', ' / ')}\` is the block`, files: under(h, match), options: recommended, detail: exactly('§4a: 1 table row, no unresolved DIVERGE') })),
      ...['### §4b Cross-validation table', '### **14a. Cross-validation table**', '### 📌 Notes on 4a'].map((h) => ({ name: `recommended: \`${h}\` is none`, status: 'skip' as const, files: under(h, diverge), options: recommended, detail: none })),
      // Compat keeps the reading it had: a heading whose text starts `4a`.
      { name: 'compat: a decorated heading is none', status: 'skip', files: under('### **4a. Cross-validation table**', diverge), detail: none },
    ],
    invalid: [
      ...forms.map((h) => ({
        name: `recommended: an unresolved DIVERGE under \`${h.trim().replace('\n', ' / ')}\` fails`,
        files: under(h, match, diverge),
        options: recommended,
        detail: /^§4a has 1 unresolved DIVERGE row: L\d+ \(User\.email\)$/,
      })),
      { name: 'compat: `### 4a —` is the block', files: under('### 4a — Cross-validation table', diverge), detail: /^§4a has 1 unresolved DIVERGE row/ },
    ],
  });
});
