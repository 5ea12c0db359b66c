import { afterAll, describe } from 'vitest';
import rule from '../../../rules/engagement/tasks-index.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { taskBody, taskFile, tasksIndex } from '../../plan-helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const T1 = { id: 'T1', owner: 'dev-backend-engineer', wave: 1, files: ['src/api.ts'], crit_refs: ['crit-1'] };
const T2 = { id: 'T2', owner: 'dev-frontend-engineer', wave: 2, files: ['src/ui.tsx'], crit_refs: ['crit-2', 'crit-3'] };
const index = tasksIndex({
  '1 — foundation': [{ id: 'T1', owner: 'dev-backend-engineer', crit: ['crit-1'] }],
  '2': [{ id: 'T2', owner: 'dev-frontend-engineer', crit: ['crit-2', 'crit-3'] }],
});
const base = { 'criteria.md': criteria({ size: 'L' }), 'tasks/T1.md': taskFile(T1), 'tasks/T2.md': taskBody(T2) };
const INDEX = 'engagement/tasks/INDEX.md';
const at = (file: string, line: number, column: number, message: string) => ({ file, line, column, message });

ruleTester(rule, {
  valid: [
    { name: 'frontmatter and body-field tasks that agree with INDEX', files: { ...base, 'tasks/INDEX.md': index }, detail: /2 task files complete and in agreement/ },
    // The manifest under another case is tasks-decomposition's finding (rename it), not a task file missing every field.
    { name: 'a lowercase index.md is no task file', files: { ...base, 'tasks/index.md': index }, detail: /^2 task files complete/ },
    {
      name: 'sub-wave headings (`## Wave 1b`, `### Волна 2а`) hold their tasks',
      files: {
        'criteria.md': criteria({ size: 'L' }),
        'tasks/T1.md': taskFile({ ...T1, wave: '1b' }),
        'tasks/T2.md': taskBody({ ...T2, wave: '2а' }),
        'tasks/INDEX.md': '# Tasks\n\n## Wave 1b — API\n- T1 — dev-backend-engineer — crit-1\n\n### Волна 2а\n- T2 — dev-frontend-engineer — crit-2, crit-3\n',
      },
      detail: /^2 task files complete and in agreement/,
    },
    {
      name: 'a table INDEX with a wave column and task links',
      files: {
        ...base,
        'tasks/INDEX.md':
          '# Tasks\n\n| Task | Owner | Wave | crit_refs |\n|---|---|---|---|\n' +
          '| [T1](tasks/T1.md) | dev-backend-engineer | W1 | crit-1 |\n| `T2` | dev-frontend-engineer | W2 | crit-2, crit-3 |\n',
      },
    },
    {
      name: 'Russian wave headings (`## Волна 1`) and a `Волна` column',
      files: {
        ...base,
        'tasks/INDEX.md': '# Задачи\n\n## Волна 1 — основа\n- T1 — dev-backend-engineer — crit-1\n\n## Волна №2\n- T2 — dev-frontend-engineer — crit-2, crit-3\n',
      },
      detail: /2 task files complete and in agreement/,
    },
    {
      name: 'a `Волна` column',
      files: { ...base, 'tasks/INDEX.md': '# Задачи\n\n| Задача | Owner | Волна | crit_refs |\n|---|---|---|---|\n| T1 | dev-backend-engineer | 1 | crit-1 |\n| T2 | dev-frontend-engineer | 2 | crit-2, crit-3 |\n' },
      detail: /2 task files complete and in agreement/,
    },
    {
      name: 'waves nested under a plain `Waves` heading',
      files: { ...base, 'tasks/INDEX.md': '# Tasks\n\n## Waves\n\n### Wave 1\n- T1 — dev-backend-engineer — crit-1\n\n### Wave 2\n- `T2` dev-frontend-engineer crit-2, crit-3\n' },
    },
    ...['crit-2…crit-3', 'crit-2..crit-3', 'crit-2 to crit-3', 'crit-2–3', 'crit-2-3'].map((range) => ({
      name: `an INDEX line naming its criteria as a range: ${range}`,
      files: { ...base, 'tasks/INDEX.md': `# Tasks\n\n## Wave 1\n- T1 — dev-backend-engineer — crit-1\n\n## Wave 2\n- T2 — dev-frontend-engineer — ${range}\n` },
      detail: /2 task files complete and in agreement/,
    })),
    // The protocol sets no INDEX format ("tasks/INDEX.md # optional manifest"): a list item naming a wave groups the items nested under it.
    ...[
      '# Tasks\n\n- **Wave 1**\n  - T1 — dev-backend-engineer — crit-1\n- **Wave 2**\n  - T2 — dev-frontend-engineer — crit-2, crit-3\n',
      '# Tasks\n\n1. Wave 1: foundation\n    * T1 — dev-backend-engineer — crit-1\n\n2. Wave-2\n\n\t- T2 — dev-frontend-engineer — crit-2, crit-3\n',
    ].map((text) => ({ name: `a nested list: wave items with their tasks indented under them (${JSON.stringify(text.split('\n')[2])})`, files: { ...base, 'tasks/INDEX.md': text }, detail: /2 task files complete and in agreement/ })),
    {
      name: 'a short line naming a wave without a separator is no label: the task lines keep their own waves',
      files: { ...base, 'tasks/INDEX.md': '# Task index\n\nWave 2 tasks consume these contracts\n- T1 — dev-backend-engineer — crit-1 — wave 1\n- T2 — dev-frontend-engineer — crit-2, crit-3 — wave 2\n' },
      detail: /2 task files complete and in agreement/,
    },
    // A wave label on a line of its own heads the task lines after it, as a heading does.
    ...[
      '# Task index\n\n**Wave 1**\n* T1 — dev-backend-engineer — crit-1\n\n**Wave 2**\n* T2 — dev-frontend-engineer — crit-2, crit-3\n',
      '# Task index\n\nWave 1: foundation\n- T1 — dev-backend-engineer — crit-1\n\n__Wave 2 — UI__\n- T2 — dev-frontend-engineer — crit-2, crit-3\n',
    ].map((text) => ({ name: `wave labels on lines of their own (${JSON.stringify(text.split('\n')[2])})`, files: { ...base, 'tasks/INDEX.md': text }, detail: /2 task files complete and in agreement/ })),
    { name: 'no INDEX, complete task fields', files: base, detail: /no tasks\/INDEX.md/ },
    {
      name: 'task files without `id:` take their file stem as id (tasks/{id}.md)',
      files: {
        'criteria.md': criteria({ size: 'M' }),
        'tasks/T1.md': 'owner: dev\nwave: 1\nfiles: src/a.ts\ncrit_refs: crit-1\n',
        'tasks/tokens.md': '# tokens\nowner: designer\nwave: 2\ncrit_refs: crit-2\nfiles: design/tokens.json\n',
        'tasks/INDEX.md': '# Tasks\n\n## Wave 1\n- T1 — dev — crit-1\n\n## Wave 2\n- tokens — designer — crit-2\n',
      },
      detail: /2 task files complete and in agreement/,
    },
    {
      name: 'a contract-only task file (decompose=false) is left out, and the detail says so',
      status: 'skip',
      files: {
        'criteria.md': criteria({ size: 'M' }),
        'tasks/pdf-export.md':
          '# pdf-export — per-task contract (decompose=false)\n\n## Contract (co-signed)\n- A1 [crit-1] (accepted): GET returns 200 with application/pdf — check_how: route test\n',
      },
      detail: /^no decomposed task files \(1 contract-only task file: engagement\/tasks\/pdf-export.md, left out: a per-task contract is not a task\)$/,
    },
    {
      name: 'a contract-only file next to decomposed tasks is left out of the checks',
      files: { ...base, 'tasks/INDEX.md': index, 'tasks/t04-font.md': '# t04 — per-task contract\n\n## Contract (co-signed)\n- A1 [crit-3] (accepted): Cyrillic renders — check_how: pdftotext\n' },
      detail: /2 task files complete and in agreement with tasks\/INDEX.md; 1 contract-only task file left out/,
    },
    {
      name: 'INDEX lines as markdown links to the task files',
      files: {
        ...base,
        'tasks/INDEX.md': '# Task index\n\n## Wave 1 — shared contract\n- [PDF endpoint](./T1.md) — owner: dev-backend-engineer — crit-1\n\n## Wave 2\n- [UI](<T2.md>) — owner: dev-frontend-engineer — crit-2, crit-3\n',
      },
      detail: /in agreement/,
    },
    {
      name: 'the wave written on each INDEX line (no wave headings)',
      files: {
        ...base,
        'tasks/INDEX.md': '# Task index\n\n- T1 — wave 1 — dev-backend-engineer — crit_refs: crit-1 — `tasks/T1.md`\n* T2 ui — dev-frontend-engineer — wave 2 — crit-2, crit-3\n',
      },
      detail: /in agreement/,
    },
    // The protocol gives task files no format (P:166, P:291); a `| Field | Value |` table holds the fields.
    {
      name: 'task fields in a two-column `| Field | Value |` table, with a table INDEX',
      files: {
        'criteria.md': criteria({ size: 'L' }),
        'tasks/T1.md': '# T1\n\n| Field | Value |\n|---|---|\n| owner | dev-tech-architect |\n| wave | 1 |\n| files | src/invoice/types.ts |\n| crit_refs | crit-1 |\n',
        'tasks/T4.md': '# T4\n\n| Field | Value |\n|---|---|\n| **owner** | dev-backend-engineer |\n| wave | 3 |\n| files | src/invoice/types.ts, src/routes/invoicePdf.ts |\n| `crit_refs` | crit-4 |\n',
        'tasks/INDEX.md':
          '# Task index\n\n| Task | Wave | Owner | Files | crit_refs |\n|------|------|-------|-------|-----------|\n' +
          '| T1 | 1 | dev-tech-architect | src/invoice/types.ts | crit-1 |\n| T4 | 3 | dev-backend-engineer | src/invoice/types.ts, src/routes/invoicePdf.ts | crit-4 |\n',
      },
      detail: '2 task files complete and in agreement with tasks/INDEX.md',
    },
    // One header row naming the fields over one row of values, CRLF line endings.
    {
      name: 'task fields in a one-row table under a header naming them (CRLF)',
      files: {
        'criteria.md': criteria({ size: 'M' }),
        'tasks/T1.md': '# T1 — middleware #\r\n\r\n| owner | wave | files | crit_refs |\r\n|---|---|---|---|\r\n| dev-backend-engineer | 1 | src/middleware/rateLimitHeaders.ts | crit-1, crit-3, crit-4 |\r\n',
        'tasks/T2.md': '# T2 — tests #\r\n\r\n| id | owner | wave | files | crit_refs |\r\n|---|---|---|---|---|\r\n| T2 | dev-test-engineer | 2 | tests/middleware/rateLimitHeaders.test.ts | crit-2 |\r\n',
      },
      detail: '2 task files complete (no tasks/INDEX.md)',
    },
    // A task that only runs something (a staging migration) owns no files, and says so.
    {
      name: 'a task that declares it writes no files (`files: []`, `files: none`, a body `files: —`)',
      files: {
        ...base,
        'tasks/T3.md': '---\nid: T3\nowner: dev-devops-engineer\nwave: 2\nfiles: []\ncrit_refs: [crit-3]\n---\n# T3 — run the migrations on staging\n',
        'tasks/T4.md': '---\nid: T4\nowner: qa\nwave: 2\nfiles: none\ncrit_refs: [crit-2]\n---\n',
        'tasks/T5.md': '# T5\n- **owner**: qa\n- **wave**: 2\n- **files**: —\n- **crit_refs**: crit-1\n',
      },
      detail: '5 task files complete (no tasks/INDEX.md)',
    },
    // `.MD` is markdown too: the file is a task, its stem (case kept) the id the INDEX names, by name or by link.
    {
      name: 'a task file named with an upper-case `.MD`, its stem the id INDEX names',
      files: {
        ...base,
        'tasks/t03-api-docs.MD': taskBody({ owner: 'dev-technical-writer', wave: 2, files: ['docs/api.md'], crit_refs: ['crit-4'] }),
        'tasks/INDEX.md': '# Tasks\n\n## Wave 1\n- T1 — dev-backend-engineer — crit-1\n\n## Wave 2\n- T2 — dev-frontend-engineer — crit-2, crit-3\n- [API docs](./t03-api-docs.MD) — dev-technical-writer — crit-4\n',
      },
      detail: /^3 task files complete and in agreement/,
    },
    { name: 'no task files', status: 'skip', files: { 'criteria.md': criteria({ size: 'L' }) }, detail: /^no task files$/ },
    { name: 'an INDEX but no task files', status: 'skip', files: { 'tasks/INDEX.md': index }, detail: /INDEX.md but no task files/ },
    { name: 'size S, outside the tiers', status: 'skip', files: { ...base, 'criteria.md': criteria({ size: 'S' }), 'tasks/T3.md': '# no fields\n' }, detail: /^size=S: .* applies at tiers M, L only/ },
  ],
  invalid: [
    {
      name: 'a wave written on an INDEX line that disagrees with the task file',
      files: { ...base, 'tasks/INDEX.md': '# Task index\n\n- T1 — wave 2 — dev-backend-engineer — crit-1\n- T2 — wave 2 — dev-frontend-engineer — crit-2, crit-3\n' },
      findings: [at(INDEX, 3, 3, 'task `T1` is in wave 2 here but wave 1 in engagement/tasks/T1.md:L4')],
    },
    {
      name: 'a markdown link to a file that is not a task file',
      files: { ...base, 'tasks/INDEX.md': '# Tasks\n\n## Wave 1\n- [PDF endpoint](./T1.md) — dev-backend-engineer — crit-1\n- [Ghost](./t09-ghost.md) — qa — crit-4\n\n## Wave 2\n- T2 — dev-frontend-engineer — crit-2, crit-3\n' },
      findings: [at(INDEX, 5, 3, 'INDEX line names `t09-ghost`, which has no task file')],
    },
    {
      name: 'an INDEX line for a task whose file is no markdown (`.md.bak`, `.mdx`): no task file',
      files: {
        ...base,
        'tasks/t03-api-docs.md.bak': taskBody({ owner: 'dev-technical-writer', wave: 2, files: ['docs/api.md'], crit_refs: ['crit-4'] }),
        'tasks/t04-faq.mdx': taskBody({ owner: 'dev-technical-writer', wave: 2, files: ['docs/faq.md'], crit_refs: ['crit-4'] }),
        'tasks/INDEX.md': '# Tasks\n\n## Wave 1\n- T1 — dev-backend-engineer — crit-1\n\n## Wave 2\n- T2 — dev-frontend-engineer — crit-2, crit-3\n- t03-api-docs — dev-technical-writer — crit-4\n',
      },
      findings: [at(INDEX, 8, 3, 'INDEX line names `t03-api-docs`, which has no task file')],
    },
    {
      name: 'a task file whose frontmatter is not valid YAML, at the YAML error',
      files: { ...base, 'tasks/T3.md': '---\nid: T3\nowner: [unclosed\nwave: 2\nfiles:\n  - docs/api.md\ncrit_refs: [crit-5\n---\n# broken\n' },
      // the parser notices the unclosed flow sequence on the next line
      findings: [{ file: 'engagement/tasks/T3.md', line: 4, column: 1, message: /^task file frontmatter is not valid YAML \(.+\): its fields cannot be read$/ }],
    },
    {
      name: 'a field table lacking crit_refs',
      files: { 'criteria.md': criteria({ size: 'M' }), 'tasks/T1.md': '# T1\n\n| Field | Value |\n|---|---|\n| owner | dev |\n| wave | 1 |\n| files | src/a.ts |\n| crit_refs | |\n' },
      findings: [at('engagement/tasks/T1.md', 1, 1, 'task file lacks crit_refs')],
    },
    {
      name: 'a bare `files:` with nothing under it says nothing: the field is missing',
      files: { ...base, 'tasks/T3.md': '---\nid: T3\nowner: qa\nwave: 2\nfiles:\ncrit_refs: [crit-3]\n---\n' },
      findings: [at('engagement/tasks/T3.md', 7, 1, 'task file lacks files')],
    },
    {
      name: 'a task file lacking fields, at the end of its frontmatter',
      files: { ...base, 'tasks/T3.md': taskFile({ id: 'T3', owner: 'qa', wave: 2 }) },
      detail: /1 problem \(task file lacks files, crit_refs\)$/,
      findings: [at('engagement/tasks/T3.md', 5, 1, 'task file lacks files, crit_refs')],
    },
    {
      name: 'every disagreement between INDEX and the task files, at the INDEX line',
      files: {
        ...base,
        'tasks/INDEX.md': tasksIndex({
          '1': [
            { id: 'T1', owner: 'dev-frontend-engineer', crit: ['crit-1'] },
            { id: 'T9', owner: 'ghost', crit: ['crit-4'] },
          ],
          '3': [{ id: 'T2', owner: 'dev-frontend-engineer', crit: ['crit-2'] }],
        }),
      },
      detail: /4 problems/,
      // # / blank / ## Wave 1 / blank / T1 (5) / T9 (6) / blank / ## Wave 3 / blank / T2 (10)
      findings: [
        at(INDEX, 5, 3, 'INDEX line for `T1` does not name its owner `dev-backend-engineer`'),
        at(INDEX, 6, 3, 'INDEX line names `T9`, which has no task file'),
        at(INDEX, 10, 3, 'task `T2` is in wave 3 here but wave 2 in engagement/tasks/T2.md:L4'),
        at(INDEX, 10, 3, 'task `T2` lists crit-2 here but crit-2, crit-3 in engagement/tasks/T2.md'),
      ],
    },
    {
      name: 'a task missing from INDEX, an owner label that differs, and a duplicated id',
      files: {
        ...base,
        'tasks/T1b.md': taskFile({ ...T1, files: ['src/b.ts'] }),
        'tasks/INDEX.md': '# Tasks\n\n## Wave 1\n- T1 (owner: qa-engineer; crit_refs: crit-1)\n- T1 again — dev-backend-engineer — crit-1\n',
      },
      detail: /5 problems/,
      findings: [
        at('engagement/tasks/T1.md', 2, 1, 'task id `T1` is also used by engagement/tasks/T1b.md'),
        at('engagement/tasks/T1b.md', 2, 1, 'task id `T1` is also used by engagement/tasks/T1.md'),
        at(INDEX, 4, 3, 'task `T1` has owner `qa-engineer` here but `dev-backend-engineer` in engagement/tasks/T1.md'),
        at(INDEX, 5, 3, 'task `T1` is listed again (first at L4)'),
        at('engagement/tasks/T2.md', 2, 1, 'task `T2` is missing from tasks/INDEX.md'),
      ],
    },
    {
      name: 'one id in five task files: each names three of the others and counts the rest',
      files: {
        'criteria.md': criteria({ size: 'L' }),
        ...Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((x) => [`tasks/${x}.md`, taskFile({ ...T1, files: [`src/${x}.ts`] })])),
      },
      findings: [
        at('engagement/tasks/a.md', 2, 1, 'task id `T1` is also used by engagement/tasks/b.md, engagement/tasks/c.md, engagement/tasks/d.md and 1 more'),
        at('engagement/tasks/b.md', 2, 1, 'task id `T1` is also used by engagement/tasks/a.md, engagement/tasks/c.md, engagement/tasks/d.md and 1 more'),
        at('engagement/tasks/c.md', 2, 1, 'task id `T1` is also used by engagement/tasks/a.md, engagement/tasks/b.md, engagement/tasks/d.md and 1 more'),
        at('engagement/tasks/d.md', 2, 1, 'task id `T1` is also used by engagement/tasks/a.md, engagement/tasks/b.md, engagement/tasks/c.md and 1 more'),
        at('engagement/tasks/e.md', 2, 1, 'task id `T1` is also used by engagement/tasks/a.md, engagement/tasks/b.md, engagement/tasks/c.md and 1 more'),
      ],
    },
    {
      name: 'a nested list: a task under the wrong wave item, and one back at the top level is outside any wave',
      files: { ...base, 'tasks/INDEX.md': '# Tasks\n\n- **Wave 2**\n  - T1 — dev-backend-engineer — crit-1\n- T2 — dev-frontend-engineer — crit-2, crit-3\n' },
      findings: [at(INDEX, 4, 5, 'task `T1` is in wave 2 here but wave 1 in engagement/tasks/T1.md:L4'), at(INDEX, 5, 3, 'task `T2` is listed outside any wave')],
    },
    {
      name: 'a nested list ends at a paragraph: a list after it is outside the wave',
      files: { ...base, 'tasks/INDEX.md': '# Tasks\n\n- Wave 1\n  - T1 — dev-backend-engineer — crit-1\n\nLater work:\n\n- T2 — dev-frontend-engineer — crit-2, crit-3\n' },
      findings: [at(INDEX, 8, 3, 'task `T2` is listed outside any wave')],
    },
    {
      name: 'an INDEX line without crit refs or outside a wave',
      files: { ...base, 'tasks/INDEX.md': '# Tasks\n\n- T1 — dev-backend-engineer — crit-1\n\n## Wave 2\n- T2 — dev-frontend-engineer\n' },
      findings: [at(INDEX, 3, 3, 'task `T1` is listed outside any wave'), at(INDEX, 6, 3, 'INDEX line for `T2` lists no crit_refs')],
    },
    {
      name: 'empty, binary or bad-YAML task files and an empty INDEX',
      files: {
        'tasks/a.md': '',
        'tasks/b.md': Buffer.from([0, 0xff, 0xfe, 0x0a]),
        'tasks/c.md': '---\nid: [c\n---\n',
        'tasks/d.md': '---\n- 1\n- 2\n---\n',
        'tasks/INDEX.md': '',
      },
      findings: [
        // the file stem is the id (tasks/{id}.md)
        ...['a', 'b'].map((t) => at(`engagement/tasks/${t}.md`, 1, 1, 'task file lacks owner, wave, files, crit_refs')),
        // bad YAML (c) at the YAML error; a YAML list (d) is not a mapping, reported as such
        { file: 'engagement/tasks/c.md', line: 3, column: 1, message: /^task file frontmatter is not valid YAML \(.+\): its fields cannot be read$/ },
        { file: 'engagement/tasks/d.md', line: 2, column: 1, message: 'task file frontmatter is not valid YAML (frontmatter is not a YAML mapping): its fields cannot be read' },
        at(INDEX, 1, 1, 'tasks/INDEX.md lists no waves (`## Wave N` headings, a wave column, or `wave N` on the task lines)'),
        ...['a', 'b', 'c', 'd'].map((t) => at(`engagement/tasks/${t}.md`, 1, 1, `task \`${t}\` is missing from tasks/INDEX.md`)),
      ],
    },
    {
      name: 'a sentence naming waves is no wave label',
      files: { ...base, 'tasks/INDEX.md': '# Task index\n\nWave 1 ships the API and wave 2 the UI.\n- T1 — dev-backend-engineer — crit-1\n- T2 — dev-frontend-engineer — crit-2, crit-3\n' },
      findings: [
        at(INDEX, 1, 1, 'tasks/INDEX.md lists no waves (`## Wave N` headings, a wave column, or `wave N` on the task lines)'),
        at(INDEX, 4, 3, 'task `T1` is listed outside any wave'),
        at(INDEX, 5, 3, 'task `T2` is listed outside any wave'),
      ],
    },
  ],
});

// "Every assertion MUST cite a crit-N parent; a parentless assertion is a scope-creep flag." T1's contract
// section opens at line 11 (7 frontmatter fields and its `---` lines, then `# T1` and a blank line).
describe('per-task contract assertions cite a crit-N parent', () => {
  const contract = (...items: string[]) => taskFile(T1, `# T1\n\n## Contract (co-signed)\n${items.join('\n')}\n`);
  const a1 = '- a1 [crit-1] (agreed): downgrade re-inserts archived rows — check_how: round trip test';
  const a2 = '- a2 (agreed): migration finishes in under 10 minutes on staging — check_how: timed run';
  const parentless = (id: string) => `contract assertion \`${id}\` cites no crit-N parent: "Every assertion MUST cite a crit-N parent; a parentless assertion is a scope-creep flag" (write it \`- ${id} [crit-N] (status): … — check_how: …\`)`;

  ruleTester(rule, {
    valid: [
      {
        name: 'every assertion cites its crit-N parent; nested details and prose items of the section are no assertions',
        files: {
          ...base,
          'tasks/INDEX.md': index,
          'tasks/T1.md': contract(a1, '  - timed on staging, no crit of its own', '- **A3** [crit-1, crit-2] (accepted): rows keep their ids — check_how: diff of ids', '- Contested: none', '- Reviewer: reality-checker'),
        },
        detail: /^2 task files complete and in agreement with tasks\/INDEX\.md$/,
      },
      {
        name: 'an assertion-shaped line outside the contract section is no assertion',
        files: { ...base, 'tasks/INDEX.md': index, 'tasks/T1.md': taskFile(T1, `# T1\n\n## Notes\n${a2}\n`) },
        detail: /^2 task files complete/,
      },
    ],
    invalid: [
      {
        name: 'an assertion with no crit-N parent fails at its line',
        files: { ...base, 'tasks/INDEX.md': index, 'tasks/T1.md': contract(a1, a2) },
        detail: exactly('1 contract assertion cites no crit-N parent (engagement/tasks/T1.md:L13): "Every assertion MUST cite a crit-N parent"'),
        fix: /Cite a crit-N parent in every contract assertion/,
        findings: [at('engagement/tasks/T1.md', 13, 3, parentless('a2'))],
      },
      {
        name: 'a `check_how:` line of another shape with no crit-N is a parentless assertion too',
        files: { ...base, 'tasks/INDEX.md': index, 'tasks/T1.md': contract('* downgrade restores the rows — check_how: round trip') },
        findings: [at('engagement/tasks/T1.md', 12, 3, 'contract assertion cites no crit-N parent: "Every assertion MUST cite a crit-N parent; a parentless assertion is a scope-creep flag" (write it `- {id} [crit-N] (status): … — check_how: …`)')],
      },
      {
        name: 'a parentless assertion of a contract-only file fails though no decomposed task is there',
        files: { 'criteria.md': criteria({ size: 'M' }), 'tasks/pdf-export.md': '# pdf-export — per-task contract\n\n## Contract (co-signed)\n- A1 [crit-1] (accepted): GET returns 200 — check_how: route test\n- A2 (accepted): the PDF is under 1 MB — check_how: ls -l\n' },
        detail: exactly('1 contract assertion cites no crit-N parent (engagement/tasks/pdf-export.md:L5); 1 contract-only task file: engagement/tasks/pdf-export.md, no decomposed task file'),
        findings: [at('engagement/tasks/pdf-export.md', 5, 3, parentless('A2'))],
      },
      {
        name: 'beside a task lacking fields, both are reported',
        files: { ...base, 'tasks/T1.md': contract(a2), 'tasks/T3.md': taskFile({ id: 'T3', owner: 'qa', wave: 2 }) },
        detail: /^tasks and tasks\/INDEX\.md disagree or lack fields: 1 problem \(task file lacks files, crit_refs\); 1 contract assertion cites no crit-N parent \(engagement\/tasks\/T1\.md:L12\)$/,
        findings: [at('engagement/tasks/T3.md', 5, 1, 'task file lacks files, crit_refs'), at('engagement/tasks/T1.md', 12, 3, parentless('a2'))],
      },
    ],
  });
});
