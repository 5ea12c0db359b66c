import { afterAll, expect, it } from 'vitest';
import rule from '../../../rules/epiphany/epiphany-scratch-subgoals.js';
import { MAX_FILE_LINES } from '../../../packages/core/src/io/text.js';
import { cleanupTrees } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { runEpiphany, stateCase, stateFile } from './helpers.js';

afterAll(cleanupTrees);

const scratch = (text: string | Buffer | null) => stateCase({ 'state/scratch.md': text });
const FILE = stateFile('scratch.md');

ruleTester(rule, {
  valid: [
    // Sections of one subgoal headed "Subgoal <word>".
    {
      name: 'sections of one subgoal headed "Subgoal checks", "Subgoal done when"',
      ...scratch('# Current subgoal: race between cart save and payment intent\n\n## Subgoal checks\n- Log commit time vs request time.\n\n## Subgoal done when\n- 200 runs, zero failures.\n'),
      detail: /one subgoal: "Current subgoal: race between cart save and payment intent"/,
    },
    {
      name: 'a setext "Subgoal status" section under a setext subgoal',
      ...scratch('Subgoal: is the flake a race?\n=============================\n\nObservations\n------------\n- Fails 1 in 20 runs in CI.\n\nSubgoal status\n--------------\n- still open\n'),
      detail: /one subgoal: "Subgoal: is the flake a race\?"/,
    },
    {
      name: 'a section repeating its subgoal\'s number or letter ("Subgoal 2 checks" under "Subgoal 2: ...")',
      ...scratch('# Subgoal 2: warm the plan cache\n## Subgoal 2 checks\n- p95 under 40 ms\n## Sub-goal 2 status\n'),
      detail: /one subgoal: "Subgoal 2: warm the plan cache"/,
    },
    { name: 'the clean example', ...stateCase(), detail: /one subgoal: "Subgoal: write the review summary"/ },
    {
      name: 'a heading in a code fence or an HTML comment inside a block quote is quoted code, not a heading',
      ...scratch('# Subgoal: cold tenants\n\n> ```md\n> # Subgoal: flaky ingest\n> ```\n>\n> <!--\n> # Subgoal: reindex\n> -->\n> quoted text # Subgoal: not a heading\n'),
      detail: /one subgoal: "Subgoal: cold tenants"$/,
    },
    { name: 'several sub-headings under one subgoal, fenced headings ignored', ...scratch('# Subgoal: cold tenants\n## Open questions\n## Candidate checks\n```md\n# Subgoal: not a heading\n```\n') },
    { name: 'a scratch without headings', ...scratch('- just a note\n'), detail: /names no subgoal heading/ },
    { name: 'headings that only mention the word are no subgoal headings', ...scratch('# Subgoal: cold tenants\n## Notes on the subgoal\n## Why this subgoal matters\n'), detail: /one subgoal: "Subgoal: cold tenants"/ },
    {
      name: 'no setext heading in frontmatter, fences, lists, quotes, or a rule after a blank line',
      ...scratch('---\ntitle: x\n---\n# Subgoal: cold tenants\n\nSub-goal 3 after a blank\n\n---\n\n```\nSubgoal: fenced\n---\n```\n- Subgoal: a list item\n---\n> Subgoal: quoted\n---\n    Subgoal: code\n---\n'),
      detail: /one subgoal: "Subgoal: cold tenants"/,
    },
    { name: 'garbage', ...scratch(Buffer.from([0x23, 0, 0xff, 10, 0x23, 0x23, 10])) },
    {
      name: 'one subgoal written as a bold line, its notes below',
      ...scratch('**Subgoal: why does test_users race?**\n\n- fixture order\n- who truncates users?\n'),
      detail: /one subgoal: "\*\*Subgoal: why does test_users race\?\*\*"$/,
    },
    {
      name: '"Subgoal:" in list items, quotes, indented lines, sentences, code and comments marks no subgoal',
      ...scratch(
        [
          'Subgoal: why does test_users race?',
          '',
          '- Subgoal: a list item',
          '- a sentence naming the next subgoal: speed up the suite',
          '  Subgoal: a list item\'s second line',
          '> Subgoal: quoted',
          '    Subgoal: indented code',
          'We could split this. Subgoal: later, maybe.',
          'the wrapped tail of a sentence, then a lower-case',
          'subgoal: that only continues it',
          'Subgoal 2 is blocked on the fixture.',
          'Subgoal-level notes: none',
          'Subgoal status: open',
          '**Subgoal** is a word in bold inside a sentence',
          '*Subgoal checks*',
          '```',
          'Subgoal: fenced',
          '```',
          '<!--',
          '**Subgoal: commented out**',
          '-->',
        ].join('\n') + '\n',
      ),
      detail: /one subgoal: "Subgoal: why does test_users race\?"$/,
    },
    {
      name: 'a label line under a heading that only says "Subgoal" names that heading\'s subgoal',
      ...scratch('## Current subgoal:\n\nSubgoal: why does test_users race?\n\n- fixture order\n'),
      detail: /one subgoal: "Current subgoal:"$/,
    },
    {
      name: 'the same under a setext heading',
      ...scratch('Subgoal\n=======\n**Subgoal: why does test_users race?**\n'),
      detail: /one subgoal: "Subgoal"$/,
    },
    {
      name: 'level-1 headings naming the notes think_subgoal allows are sections, not subgoals (qa4 e08)',
      ...scratch('Why does the loader stall on files over 2 GB?\n\n# Temporary decomposition\n- download → checksum → COPY → ledger\n\n# Open questions\n- Does COPY buffer the whole file?\n\n# Candidate checks\n- strace the loader\n\n# Local reasoning that may be wrong\n'),
      detail: /names no subgoal heading$/,
    },
    {
      name: 'close variants of those notes, in any case, decorated, emphasised or numbered, beside one subject',
      ...scratch(
        [
          '# Flaky ingest',
          '# 1. Open question:',
          '# **B) Candidate check**',
          '# Local reasoning (may be wrong)',
          '# II. Decomposition',
          '# Questions (2)',
          '# ❓ open QUESTIONS ❓',
          '# _Checks_',
          '# 2.1 Temporary decomposition',
          'Candidate checks',
          '================',
        ].join('\n') + '\n',
      ),
      detail: /one subgoal: "Flaky ingest"$/,
    },
    {
      name: 'generic note headings ("Notes", "Next steps", "Log", "TODO") beside one subject are its sections',
      ...scratch('# Why is the nightly backup 3x larger?\n\nStarted after the 2026-05-02 deploy.\n\n# Notes\n- audit_log grew 5x\n\n# Next steps\n- per-table sizes\n\n# Log\n# TO-DO:\n# 3. Findings\n'),
      detail: /one subgoal: "Why is the nightly backup 3x larger\?"$/,
    },
    { name: 'a subject and "Notes" only', ...scratch('# Backup size jump\n\n# Notes\n\n- audit_log grew 5x\n'), detail: /one subgoal: "Backup size jump"$/ },
    { name: 'Russian note headings beside one subject', ...scratch('# Рост размера бэкапа\n# Заметки\n# Следующие шаги\n# Открытые вопросы\n'), detail: /one subgoal: "Рост размера бэкапа"$/ },
    {
      name: 'one Russian subgoal with its sections, and «подцель» only mentioned',
      ...scratch('# Черновик\n\n## Подцель 1: сверить НДС\n### Подцель 1 проверки\n## Заметки о подцели\n\nПодцель 2 пока не начата.\n'),
      detail: /one subgoal: "Подцель 1: сверить НДС"$/,
    },
    {
      name: 'a bracketed note after the word with no mark after it heads a section, not a subgoal',
      ...scratch('# Subgoal (step 12): make formatters lazy\n## Subgoal (notes) checks\n'),
      detail: /one subgoal: "Subgoal \(step 12\): make formatters lazy"$/,
    },
  ],
  invalid: [
    {
      // Probe F r7: step notes and arrows set the subgoal's name off as `:` does.
      name: 'subgoal headings with a bracketed step note or an arrow before the name',
      status: 'warn',
      ...scratch('## Subgoal (step 12): make formatters lazy\n- measure require time\n\n## Subgoal (step 19): cut RSS\n- heap snapshot\n\n## Subgoal → flaky ingest\n- retry?\n'),
      detail: /holds 3 subgoals: "Subgoal \(step 12\): make formatters lazy" \(line 1\), "Subgoal \(step 19\): cut RSS" \(line 4\), "Subgoal → flaky ingest" \(line 7\)$/,
      findings: [
        { file: FILE, line: 4, message: /^second subgoal heading "Subgoal \(step 19\): cut RSS"/ },
        { file: FILE, line: 7, message: /^third subgoal heading "Subgoal → flaky ingest"/ },
      ],
    },
    {
      name: 'label lines with a bracketed note or an arrow mark subgoals too',
      status: 'warn',
      ...scratch('Subgoal (step 3): warm the cache\n- a\n\nCurrent subgoal → flaky ingest\n- b\n'),
      findings: [{ file: FILE, line: 4, message: /^second subgoal line "Current subgoal → flaky ingest"/ }],
    },
    {
      name: 'a folder where scratch.md should be: not read, and said so',
      status: 'warn',
      ...stateCase({ 'state/scratch.md': null, 'state/scratch.md/': '' }),
      detail: 'project/state/scratch.md is not a regular file (a folder or special file), so it cannot be read',
      findings: [{ file: stateFile('scratch.md'), line: 1, column: 1, message: 'scratch.md is not a regular file; not read' }],
    },
    {
      name: 'a scratch.md over the line limit is not read: its subgoals are said to be unchecked, not absent',
      status: 'warn',
      ...scratch(`# Subgoal: cold tenants\n${'- note\n'.repeat(MAX_FILE_LINES)}# Subgoal: flaky ingest\n`),
      detail: /^project\/state\/scratch\.md could not be read \(file has more than 250000 lines, the limit; not read\), so its subgoals were not checked$/,
      findings: [{ file: FILE, line: 1, column: 1, message: /^scratch\.md not read: file has more than/ }],
    },
    {
      name: 'a second subgoal heading at the same level warns, at that heading',
      status: 'warn',
      ...scratch('## Subgoal: cold tenants\n\n- q1\n\n## Sub-goal: flaky ingest\n- q2\n'),
      detail: /holds 2 subgoals/,
      findings: [{ file: FILE, line: 5, column: 1, message: /^second subgoal heading "Sub-goal: flaky ingest" in scratch \(first: "Subgoal: cold tenants", line 1\)/ }],
    },
    {
      name: 'a subgoal heading nested under another (it may be a decomposition)',
      status: 'warn',
      ...scratch('# Subgoal: cold tenants\n\n- q1\n\n## Sub-goal: flaky ingest\n- q2\n'),
      detail: /holds 2 subgoals/,
      findings: [{ file: FILE, line: 5, column: 1, message: /^second subgoal heading "Sub-goal: flaky ingest" in scratch \(first: "Subgoal: cold tenants", line 1\)/ }],
    },
    {
      name: 'subgoals written as bold lines warn, as headings do',
      status: 'warn',
      ...scratch('**Subgoal: why does test_users race?**\n\n- fixture order\n\n**Subgoal: speed up the suite**\n\n- measure -n 8\n'),
      detail: /holds 2 subgoals: "\*\*Subgoal: why does test_users race\?\*\*" \(line 1\), "\*\*Subgoal: speed up the suite\*\*" \(line 5\)$/,
      findings: [{ file: FILE, line: 5, column: 1, message: 'second subgoal line "**Subgoal: speed up the suite**" in scratch (first: "**Subgoal: why does test_users race?**", line 1)' }],
    },
    {
      name: 'plain "Subgoal:" lines warn, a list item straight under one too',
      status: 'warn',
      ...scratch('Subgoal: why does test_users race?\n\n- fixture order\n- who truncates users?\n\nSubgoal: speed up the suite\n- measure -n 8\nSubgoal: shard the suite\n'),
      detail: /holds 3 subgoals/,
      findings: [
        { file: FILE, line: 6, column: 1, message: 'second subgoal line "Subgoal: speed up the suite" in scratch (first: "Subgoal: why does test_users race?", line 1)' },
        { file: FILE, line: 8, column: 1, message: 'third subgoal line "Subgoal: shard the suite" in scratch (first: "Subgoal: why does test_users race?", line 1)' },
      ],
    },
    {
      name: 'label lines and headings together: bold labels, numbers, letters, dashes, "Current subgoal:"',
      status: 'warn',
      ...scratch('# Subgoal 1: warm the cache\nSubgoal 1 checks: p95 under 40 ms\n\n**Subgoal:** purge stale plans\nSub-goal B - reindex\nSUBGOAL 3 — shard\n_Next subgoal: rewrite_\nCurrent subgoal: drop the index\n'),
      detail: /holds 6 subgoals: "Subgoal 1: warm the cache" \(line 1\), "\*\*Subgoal:\*\* purge stale plans" \(line 4\), "Sub-goal B - reindex" \(line 5\), "SUBGOAL 3 — shard" \(line 6\), "_Next subgoal: rewrite_" \(line 7\), \.\.\.$/,
    },
    { name: 'level-1 headings counted when no heading says subgoal', status: 'warn', ...scratch('# Cold tenants\n## Questions\n# Flaky ingest\n'), findings: [{ file: FILE, line: 3, column: 1, message: /^second subgoal heading "Flaky ingest" in scratch \(first: "Cold tenants", line 1\)/ }] },
    {
      name: 'setext headings (=== and ---) are headings',
      status: 'warn',
      ...scratch('Subgoal: cold tenants\n=====================\n\n- a\n\nSubgoal: flaky ingest\n---------------------\n\n- b\n'),
      detail: /holds 2 subgoals: "Subgoal: cold tenants" \(line 1\), "Subgoal: flaky ingest" \(line 6\)/,
      findings: [{ file: FILE, line: 6, column: 1, message: /^second subgoal heading "Subgoal: flaky ingest" in scratch \(first: "Subgoal: cold tenants", line 1\)/ }],
    },
    {
      // The markdown model's reading of setext headings: a thematic break or indented code ends what comes before, a table is no paragraph.
      name: 'setext headings after indented code or a thematic break are headings; a table over --- is none',
      status: 'warn',
      ...scratch('    code\nSubgoal: cold tenants\n---\n\nnotes\n* * *\nSubgoal: flaky ingest\n===\n\nnotes\n***\nSubgoal: purge\n---\n\n| Subgoal: reindex |\n| --- |\n| a |\n---\n'),
      detail: /holds 3 subgoals: "Subgoal: cold tenants" \(line 2\), "Subgoal: flaky ingest" \(line 7\), "Subgoal: purge" \(line 12\)$/,
      findings: [
        { file: FILE, line: 7, column: 1, message: /^second subgoal heading "Subgoal: flaky ingest"/ },
        { file: FILE, line: 12, column: 1, message: /^third subgoal heading "Subgoal: purge"/ },
      ],
    },
    {
      name: 'headings naming a subgoal by the word alone, a dash, a number or a one-letter label',
      status: 'warn',
      ...scratch('# Subgoal\n## Subgoal — flaky ingest\n## Sub-goal 2 reindex\n## Sub goal B: purge\n## Subgoal notes\n'),
      detail: /holds 4 subgoals: "Subgoal" \(line 1\), "Subgoal — flaky ingest" \(line 2\), "Sub-goal 2 reindex" \(line 3\), "Sub goal B: purge" \(line 4\)$/,
    },
    {
      name: 'two subgoals with different numbers still warn',
      status: 'warn',
      ...scratch('# Subgoal 1: warm the cache\n## Subgoal 1 checks\n# Subgoal 2: purge stale plans\n'),
      findings: [{ file: FILE, line: 3, column: 1, message: /^second subgoal heading "Subgoal 2: purge stale plans" in scratch \(first: "Subgoal 1: warm the cache", line 1\)/ }],
    },
    {
      name: 'a heading that labels a subgoal after other words, or in bold',
      status: 'warn',
      ...scratch('## Current subgoal: cold tenants\n\n- a\n\n## **Subgoal:** flaky ingest\n\n## Next sub-goal 3 - reindex\n'),
      detail: /holds 3 subgoals/,
      findings: [
        { file: FILE, line: 5, column: 1, message: /^second subgoal heading "\*\*Subgoal:\*\* flaky ingest" in scratch \(first: "Current subgoal: cold tenants", line 1\)/ },
        { file: FILE, line: 7, column: 1, message: /^third subgoal heading "Next sub-goal 3 - reindex"/ },
      ],
    },
    {
      name: 'a heading inside a block quote is a heading, as in a list item',
      status: 'warn',
      ...scratch('# Subgoal: cold tenants\n\n> # Subgoal: flaky ingest\n>\n> > ## Sub-goal 3 - reindex ##\n'),
      detail: /holds 3 subgoals: "Subgoal: cold tenants" \(line 1\), "Subgoal: flaky ingest" \(line 3\), "Sub-goal 3 - reindex" \(line 5\)$/,
      findings: [
        { file: FILE, line: 3, column: 1, message: 'second subgoal heading "Subgoal: flaky ingest" in scratch (first: "Subgoal: cold tenants", line 1)' },
        { file: FILE, line: 5, column: 1, message: 'third subgoal heading "Sub-goal 3 - reindex" in scratch (first: "Subgoal: cold tenants", line 1)' },
      ],
    },
    {
      name: 'each subgoal heading after the first is named by its place',
      status: 'warn',
      ...scratch('# Subgoal: a\n\n# Subgoal: b\n\n# Subgoal: c\n' + Array.from({ length: 10 }, (_, i) => `# Subgoal: x${i}\n`).join('')),
      detail: /holds 13 subgoals/,
      findings: [
        { file: FILE, line: 3, column: 1, message: 'second subgoal heading "Subgoal: b" in scratch (first: "Subgoal: a", line 1)' },
        { file: FILE, line: 5, column: 1, message: 'third subgoal heading "Subgoal: c" in scratch (first: "Subgoal: a", line 1)' },
        ...['fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', '11th', '12th', '13th'].map((nth, i) => ({ file: FILE, line: 6 + i, column: 1, message: `${nth} subgoal heading "Subgoal: x${i}" in scratch (first: "Subgoal: a", line 1)` })),
      ],
    },
    {
      name: 'a note heading between two subjects leaves both subjects counted',
      status: 'warn',
      ...scratch('# Cold tenants\n# Open questions\n# Flaky ingest\n'),
      detail: /holds 2 subgoals: "Cold tenants" \(line 1\), "Flaky ingest" \(line 3\)$/,
      findings: [{ file: FILE, line: 3, column: 1, message: 'second subgoal heading "Flaky ingest" in scratch (first: "Cold tenants", line 1)' }],
    },
    {
      name: 'headings that only begin with a note\'s name are subjects of their own',
      status: 'warn',
      ...scratch('# Open questions about the plan cache\n# Candidate checks for flaky ingest\n'),
      detail: /holds 2 subgoals: "Open questions about the plan cache" \(line 1\), "Candidate checks for flaky ingest" \(line 2\)$/,
    },
    {
      name: 'generic note headings between two subjects leave both counted; a heading only beginning with one is a subject',
      status: 'warn',
      ...scratch('# Cold tenants\n# Notes\n# Notes on flaky ingest\n# Next steps\n'),
      detail: /holds 2 subgoals: "Cold tenants" \(line 1\), "Notes on flaky ingest" \(line 3\)$/,
    },
    {
      name: 'Russian subgoal headings warn as English ones do',
      status: 'warn',
      ...scratch('# Черновик\n\n## Подцель 1: сверить НДС\n\n- расхождение 0,01\n\n## Подцель 2: ускорить выгрузку\n\n- профилировать\n'),
      detail: /holds 2 subgoals: "Подцель 1: сверить НДС" \(line 3\), "Подцель 2: ускорить выгрузку" \(line 7\)$/,
      findings: [{ file: FILE, line: 7, column: 1, message: 'second subgoal heading "Подцель 2: ускорить выгрузку" in scratch (first: "Подцель 1: сверить НДС", line 3)' }],
    },
    {
      name: 'Russian subgoals by label, letter, dash or a label line',
      status: 'warn',
      ...scratch('## Текущая подцель: сверить НДС\n## Подцель Б — выгрузка\n**Следующая подцель: отчёт**\nПодцель 4: индексы\n'),
      detail: /holds 4 subgoals/,
    },
    { name: 'no scratch file', status: 'skip', ...scratch(null), findings: [] },
  ],
});

// Their time is bench/hostile.mjs's (epiphany-scratch-subgoal-word-runs).
it('reads long runs of the subgoal words and of blanks', async () => {
  const text = ['# ' + 'подцель '.repeat(12_000), 'Подцель' + ' '.repeat(100_000) + 'x', '**Subgoal' + ' '.repeat(100_000) + '**', '# ' + 'notes '.repeat(15_000), '# ' + ' '.repeat(100_000) + 'Подцель 1'].join('\n') + '\n';
  const [r] = await runEpiphany([rule], { 'state/scratch.md': text });
  expect(r!.detail).toMatch(/holds 2 subgoals: "\*\*Subgoal /);
});
