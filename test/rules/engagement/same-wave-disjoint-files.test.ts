import { afterAll } from 'vitest';
import rule from '../../../rules/engagement/same-wave-disjoint-files.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { taskBody, taskFile } from '../../plan-helpers.js';
import { ruleTester } from '../../rule-tester.js';

afterAll(cleanupTrees);

const t = (id: string, wave: number | string, files: string[]) => taskFile({ id, owner: `owner-${id}`, wave, files, crit_refs: ['crit-1'] });
/** A pattern matching this whole message and nothing more. */
const exactly = (message: string) => new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const overlap = (file: string, line: number, column: number, mine: string, theirs: string, other: string, otherLine: number) => ({
  file: `engagement/tasks/${file}.md`,
  line,
  column,
  message: `\`${mine}\` overlaps \`${theirs}\` of same-wave task ${other} (engagement/tasks/${other}.md:L${otherLine})`,
});

ruleTester(rule, {
  valid: [
    {
      name: 'disjoint files in a wave, and the same file in different waves',
      files: {
        'tasks/T1.md': t('T1', 1, ['src/api.ts', 'src/api/']),
        'tasks/T2.md': t('T2', 1, ['src/ui.tsx', 'src/apiary.ts']),
        'tasks/T3.md': t('T3', 2, ['src/api.ts']),
      },
      detail: /1 shared wave, files disjoint/,
    },
    {
      name: 'a files entry with a description in YAML frontmatter, and a path with inner blanks kept whole',
      files: {
        'tasks/T1.md': t('T1', 1, ['"src/a.ts # not a comment in quotes"', 'assets/My Logo.svg']),
        'tasks/T2.md': t('T2', 1, ['src/b.ts', 'assets/My Logo.png']),
      },
      detail: /1 shared wave, files disjoint/,
    },
    { name: 'no two tasks share a wave', status: 'skip', files: { 'tasks/T1.md': t('T1', 1, ['a']), 'tasks/T2.md': t('T2', 2, ['a']) }, detail: /no two tasks share a wave/ },
    // Sub-waves run one after the other: 1a's files may be 1b's; `wave: W2` and `wave: 2nd` are wave 2.
    {
      name: 'sub-waves 1a and 1b are two waves; W2 and 2nd are one',
      files: { 'tasks/T1.md': t('T1', '1a', ['src/a.ts']), 'tasks/T2.md': t('T2', '1B', ['src/a.ts']), 'tasks/T3.md': t('T3', 'W2', ['src/b.ts']), 'tasks/T4.md': t('T4', '2nd', ['src/c.ts']) },
      detail: /^1 shared wave, files disjoint/,
    },
    { name: 'no tasks', status: 'skip', files: {}, detail: 'no task with both wave and files' },
    {
      name: 'degenerate task files',
      status: 'skip',
      files: {
        'tasks/a.md': '',
        'tasks/b.md': Buffer.from([0, 0xff, 0x0a]),
        'tasks/c.md': '---\nwave: 1\nfiles: {a: 1}\n---\n',
        'tasks/d.md': '---\nwave: 1\nfiles: null\n---\n',
        'tasks/e.md': '---\nwave: [1\n---\n',
      },
    },
    {
      name: 'size S, outside the tiers',
      status: 'skip',
      files: { 'criteria.md': criteria({ size: 'S' }), 'tasks/T1.md': t('T1', 1, ['src/a.ts']), 'tasks/T2.md': t('T2', 1, ['src/a.ts']) },
      detail: /^size=S: wave planning .* applies at tiers M, L only/,
    },
  ],
  invalid: [
    {
      name: 'a path with `..` names the file it resolves to',
      files: { 'tasks/T1.md': t('T1', 1, ['src/styles/../api/range.ts']), 'tasks/T2.md': t('T2', 1, ['./src/api/./range.ts']) },
      detail: /T1 & T2 \(wave 1: src\/styles\/\.\.\/api\/range\.ts\)/,
    },
    {
      name: 'files entries with descriptions: the path part is the file (bullet with a code span, or a parenthesised note)',
      files: {
        'tasks/T2.md': '# t02\n\n- **id**: T2\n- **owner**: qa\n- **wave**: 2\n- **crit_refs**: crit-4\n\nfiles:\n- `tests/pdf-route.test.ts` — route cases\n- `docs/api/invoices.md` — example responses\n',
        'tasks/T3.md': t('T3', 2, ['docs/api/invoices.md', 'engagement/docs-diff.md']),
        'tasks/T4.md': 'id: T4\nowner: qa\nwave: 2\ncrit_refs: crit-4\nfiles:\n  - tests/layout.test.ts   (layout cases)\n  - engagement/docs-diff.md (example responses section)\n',
      },
      detail: /T2 & T3 \(wave 2: docs\/api\/invoices.md\); T3 & T4 \(wave 2: engagement\/docs-diff.md\)/,
      findings: [
        overlap('T2', 10, 3, 'docs/api/invoices.md', 'docs/api/invoices.md', 'T3', 6),
        overlap('T3', 6, 5, 'docs/api/invoices.md', 'docs/api/invoices.md', 'T2', 10),
        overlap('T3', 7, 5, 'engagement/docs-diff.md', 'engagement/docs-diff.md', 'T4', 7),
        overlap('T4', 7, 5, 'engagement/docs-diff.md', 'engagement/docs-diff.md', 'T3', 7),
      ],
    },
    {
      name: 'two same-wave tasks on one file, with both locations',
      files: {
        'tasks/T1.md': t('T1', 1, ['src/a.ts', 'src/shared/types.ts']),
        'tasks/T2.md': t('T2', 1, ['./src/shared/types.ts']),
      },
      detail: /T1 & T2 \(wave 1: src\/shared\/types.ts\)/,
      // ---, id, owner, wave, files:, - src/a.ts (6), - src/shared/types.ts (7)
      findings: [
        overlap('T1', 7, 5, 'src/shared/types.ts', 'src/shared/types.ts', 'T2', 6),
        overlap('T2', 6, 5, 'src/shared/types.ts', 'src/shared/types.ts', 'T1', 7),
      ],
    },
    {
      name: 'a file inside a same-wave folder or glob',
      files: {
        'tasks/T1.md': t('T1', 'W2', ['src/api/']),
        'tasks/T2.md': taskBody({ id: 'T2', owner: 'fe', wave: 'wave-2', files: ['src/api/users.ts'], crit_refs: ['crit-1'] }),
        'tasks/T3.md': t('T3', 2, ['src/ui/*.tsx']),
        'tasks/T4.md': t('T4', 2, ['src/ui/Button.tsx']),
      },
      detail: /T1 & T2.*T3 & T4/,
      findings: [
        overlap('T1', 6, 5, 'src/api/', 'src/api/users.ts', 'T2', 5),
        overlap('T2', 5, '- **files**: `'.length + 1, 'src/api/users.ts', 'src/api/', 'T1', 6),
        overlap('T3', 6, 5, 'src/ui/*.tsx', 'src/ui/Button.tsx', 'T4', 6),
        overlap('T4', 6, 5, 'src/ui/Button.tsx', 'src/ui/*.tsx', 'T3', 6),
      ],
    },
    {
      // Each entry is located where it is written: in a flow list after the entry before it, in a block list on its own line.
      name: 'entries of a flow list and a block list located at their own places, a repeated one at its second place too',
      files: {
        'tasks/T1.md': '---\nid: T1\nowner: a\nwave: 1\nfiles: [src/a.ts, src/shared.ts, src/b.ts]\ncrit_refs: [crit-1]\n---\n# T1\n',
        'tasks/T2.md': '---\nid: T2\nowner: b\nwave: 1\nfiles:\n  - src/shared.ts.bak\n  - src/shared.ts\n  - src/c.ts\ncrit_refs: [crit-1]\n---\n# T2\n',
      },
      findings: [overlap('T1', 5, 19, 'src/shared.ts', 'src/shared.ts', 'T2', 7), overlap('T2', 7, 5, 'src/shared.ts', 'src/shared.ts', 'T1', 5)],
    },
    {
      name: 'three tasks on one file: each entry names the other two',
      files: {
        'tasks/T1.md': t('T1', 1, ['src/shared.ts']),
        'tasks/T2.md': t('T2', 1, ['src/shared.ts']),
        'tasks/T3.md': t('T3', 1, ['src/shared.ts']),
      },
      detail: 'same-wave tasks touch the same files: T1 & T2 (wave 1: src/shared.ts); T1 & T3 (wave 1: src/shared.ts); T2 & T3 (wave 1: src/shared.ts)',
      findings: ['T1', 'T2', 'T3'].map((me) => ({
        file: `engagement/tasks/${me}.md`,
        line: 6,
        column: 5,
        message: exactly(
          `\`src/shared.ts\` overlaps ${['T1', 'T2', 'T3']
            .filter((o) => o !== me)
            .map((o) => `\`src/shared.ts\` of same-wave task ${o} (engagement/tasks/${o}.md:L6)`)
            .join(', ')}`,
        ),
      })),
    },
    {
      name: 'many tasks on one file: three named per entry, and the rest said',
      files: Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`tasks/T${i + 1}.md`, t(`T${i + 1}`, 1, ['src/shared.ts'])])),
      detail: /T1 & T2 .*; and overlaps beyond the three named per entry$/,
      findings: [
        {
          file: 'engagement/tasks/T1.md',
          message: exactly(
            '`src/shared.ts` overlaps `src/shared.ts` of same-wave task T2 (engagement/tasks/T2.md:L6), `src/shared.ts` of same-wave task T3 (engagement/tasks/T3.md:L6), `src/shared.ts` of same-wave task T4 (engagement/tasks/T4.md:L6), and more entries of same-wave tasks',
          ),
        },
        ...[2, 3, 4, 5].map((n) => ({ file: `engagement/tasks/T${n}.md`, message: /, and more entries of same-wave tasks$/ })),
        { file: 'engagement/tasks/T6.md', message: /^`src\/shared\.ts` overlaps .*task T1 .*task T2 .*task T3 .*, and more entries of same-wave tasks$/ },
      ],
    },
  ],
});

// A folder written without its trailing slash overlaps the entries under it, as `src/api/` does.
ruleTester(rule, {
  valid: [
    {
      name: 'a bare entry that no other entry lies under, beside a longer name with the same start',
      files: {
        'tasks/T1.md': t('T1', 1, ['src/api']),
        'tasks/T2.md': t('T2', 1, ['src/apiary/routes.ts', 'src/api.ts']),
      },
      detail: /1 shared wave, files disjoint/,
    },
    {
      name: 'a bare folder whose files are written in another wave',
      files: {
        'tasks/T1.md': t('T1', 1, ['src/api']),
        'tasks/T2.md': t('T2', 1, ['src/ui.tsx']),
        'tasks/T3.md': t('T3', 2, ['src/api/routes.ts']),
      },
      detail: /1 shared wave, files disjoint/,
    },
  ],
  invalid: [
    {
      name: 'a folder without its trailing slash and a file inside it, in one wave',
      files: {
        'tasks/T1.md': t('T1', 1, ['src/api/routes.ts']),
        'tasks/T2.md': t('T2', 1, ['./src/api']),
      },
      detail: /T1 & T2 \(wave 1: src\/api\/routes.ts\)/,
      findings: [overlap('T1', 6, 5, 'src/api/routes.ts', 'src/api', 'T2', 6), overlap('T2', 6, 5, 'src/api', 'src/api/routes.ts', 'T1', 6)],
    },
  ],
});
