import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { packs } from '@engagement-lint/rules';
import { lintTarget } from '../../../packages/core/src/lint.js';
import rule from '../../../rules/engagement/specialist-criteria-ack.js';
import { cleanupTrees, criteria, fakeSystem, makeEngagement } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

/** Six criteria, so the crit-N ids the fixtures cite name one (the protocol reading checks they do). */
const sixCriteria = criteria({}, `# Acceptance criteria\n\n## Done when\n${[1, 2, 3, 4, 5, 6].map((n) => `- the ${n}th thing works\n`).join('')}`);
const acked = '# dev-backend executor report\n## Iteration 1\n### Criteria acknowledgement\n- Addresses crit-1 (add() export)\n### What was done\n- Implemented add()\n';
const report = (name: string) => `engagement/executor-reports/${name}`;
const noHeading = (name: string, line: number) => ({ file: report(name), line, column: 1, message: `${name} has no \`## Criteria acknowledgement\` heading` });
const noCitation = (name: string, line: number, heading: string) => ({ file: report(name), line, column: 1, message: `"${heading}" has no list item citing crit-N, criterion N, done when or criteria.md` });

ruleTester(rule, {
  valid: [
    { name: 'no executor reports', status: 'skip', files: { 'criteria.md': criteria({ size: 'L' }) }, detail: exactly('no executor-reports yet') },
    {
      name: 'every report acknowledges criteria (heading variants included)',
      files: {
        'executor-reports/dev-backend.md': acked,
        'executor-reports/dev-frontend.md': '# fe\n## Criteria addressed\n1. criterion 2: the date popover\n',
        'executor-reports/qa.md': '# qa\n#### Criterion mapping\n* Done when: tests pass\n',
      },
      detail: exactly('all 3 executor-reports have criteria-ack'),
    },
    { name: 'a citing item anywhere in the report, as the reference reads it', files: { 'executor-reports/a.md': '# a\n## Criteria\n- see below\n## Iteration 2\n- Fixed crit-4 edge case\n' } },
    { name: 'the heading name read as a prefix (reference parity)', files: { 'executor-reports/a.md': '# a\n## Criteria-trace\n- crit-1 done\n' } },
    { name: 'a list item without a space after its marker (`-crit-1`), as the reference reads it', files: { 'executor-reports/a.md': '# a\n## Criteria acknowledgement\n-crit-1: export totals\n' } },
    { name: 'a bold line starts with `*`: a list item, as the reference reads it', files: { 'executor-reports/a.md': '# a\n## Criteria acknowledgement\n**crit-1** export totals\n' } },
    { name: 'a numbered item without a space', files: { 'executor-reports/a.md': '# a\n## Criteria acknowledgement\n  1.criterion 2 met\n' } },
    { name: 'a citing list item in the frontmatter, as the reference reads it', files: { 'executor-reports/a.md': '---\nrole: dev-backend\ncrit_refs:\n  - crit-1\n---\n# a\n## Criteria acknowledgement\nAll of them.\n' } },
  ],
  invalid: [
    {
      name: 'no executor reports under --mode ready, saying how to write them',
      files: { 'criteria.md': criteria({ size: 'L' }), 'executor-reports/': '' },
      options: { mode: 'ready' },
      detail: /^REQUIRED in --mode ready: no executor-reports/,
      fix: /^Write the missing artefact before handing off/,
      findings: [],
    },
    {
      name: 'a report without the heading, pointing at the report',
      files: { 'executor-reports/dev-backend.md': acked, 'executor-reports/dev-frontend.md': '# fe report\n\n## What was done\n- crit-2 popover\n' },
      detail: exactly('executor-reports without Criteria acknowledgement: dev-frontend.md'),
      findings: [noHeading('dev-frontend.md', 1)],
    },
    {
      name: 'a heading without a list item citing criteria, at the heading line',
      files: { 'executor-reports/a.md': '# a\n\n## Criteria acknowledgement\n- I read everything\n- All good\n' },
      detail: /a\.md \(section present, but no crit-N reference in bullets\)/,
      findings: [noCitation('a.md', 3, 'Criteria acknowledgement')],
    },
    {
      name: 'headings and items inside code fences do not count',
      files: { 'executor-reports/a.md': '# a\n```\n## Criteria acknowledgement\n- crit-1\n```\n' },
      detail: /without Criteria acknowledgement: a\.md$/,
      findings: [noHeading('a.md', 1)],
    },
    {
      name: 'not "crit-" inside a word',
      files: { 'executor-reports/a.md': '# a\n## Criterial notes\n- subcrit-1 done\n' },
      detail: exactly('executor-reports without Criteria acknowledgement: a.md (section present, but no crit-N reference in bullets)'),
      findings: [noCitation('a.md', 2, 'Criterial notes')],
    },
    {
      name: 'a line not starting with a list marker is no list item, with or without a space',
      files: { 'executor-reports/a.md': '# a\n## Criteria acknowledgement\nSee crit-1.\n+crit-1\n> - crit-1\n' },
      detail: exactly('executor-reports without Criteria acknowledgement: a.md (section present, but no crit-N reference in bullets)'),
      findings: [noCitation('a.md', 2, 'Criteria acknowledgement')],
    },
    {
      name: 'empty and binary reports',
      files: { 'executor-reports/empty.md': '', 'executor-reports/bin.md': Buffer.from([0, 1, 2, 0xff, 0xfe, 10, 0]) },
      detail: /bin\.md.*empty\.md/,
      findings: [noHeading('bin.md', 1), noHeading('empty.md', 1)],
    },
  ],
});

describe('--preset recommended', () => {
  afterAll(cleanupTrees);

  const recommended = { preset: 'recommended' as const };
  const compat = { preset: 'compat' as const };
  const emptyAck = { 'criteria.md': sixCriteria, 'executor-reports/dev-a.md': '# dev-a\n## Iteration 1\n### Criteria acknowledgement\n### What was done\n- implemented crit-1 export\n' };
  const looseAck = { 'criteria.md': sixCriteria, 'executor-reports/dev-a.md': '# dev-a\n## Iteration 1\n### Criteria acknowledgement\n- Addresses the "done when" export bullet of criteria.md\n' };

  const translatedAck = (title: string) => `# dev — отчёт исполнителя\n\n## Итерация 1 — 2026-06-03 10:00\n\n### ${title}\n- crit-1, crit-2 — фильтры в \`src/catalog/filters.py\`\n\n### Что сделано\n- Добавлены фильтры\n`;

  ruleTester(rule, {
    valid: [
      { name: 'compat: an empty acknowledgement borrows a crit-N bullet from a later section', files: emptyAck, options: compat },
      { name: 'compat: bullets that cite criteria without crit-N ids', files: looseAck, options: compat },
      {
        name: 'recommended: a Russian acknowledgement heading followed by crit-N bullets',
        files: { 'criteria.md': sixCriteria, 'executor-reports/dev-a.md': translatedAck('Подтверждение критериев'), 'executor-reports/dev-b.md': translatedAck('✅ Критерии'), 'executor-reports/dev-c.md': translatedAck('**Соответствие критериям**') },
        options: recommended,
        detail: exactly('all 3 executor-reports have criteria-ack'),
      },
      { name: 'recommended: a crit-N bullet in the acknowledgement', files: { 'criteria.md': sixCriteria, 'executor-reports/dev-a.md': '# dev-a\n## Iteration 1\n### Criteria acknowledgement\n- crit-1: export adds rows\n' }, options: recommended },
      // Every CommonMark list marker makes a list item: `+`, `N.` and `N)` as well as `-` and `*`.
      ...['+ crit-4 — pricing block', '1) crit-4 pricing block', '2. crit-4 pricing block', '* crit-4 pricing block'].map((item) => ({
        name: `recommended: the acknowledgement item \`${item}\``,
        files: { 'criteria.md': sixCriteria, 'executor-reports/dev-a.md': `# dev-a\n## Iteration 1\n#### Criteria\n${item}\n\n#### Cross-contract claims\n- none\n` },
        options: recommended,
        detail: exactly('all 1 executor-reports have criteria-ack'),
      })),
    ],
    invalid: [
      {
        name: 'recommended: `-crit-1` and a `**crit-1**` line are no Markdown bullets',
        files: { 'criteria.md': sixCriteria, 'executor-reports/dev-a.md': '# dev-a\n## Iteration 1\n### Criteria acknowledgement\n-crit-1: export adds rows\n**crit-2** totals\n' },
        options: recommended,
        detail: /dev-a\.md \(section present, but no crit-N reference in its bullets\)/,
        findings: [{ file: 'engagement/executor-reports/dev-a.md', line: 3, column: 1, message: '"Criteria acknowledgement" has no list item citing crit-N' }],
      },
      {
        name: 'recommended: an empty acknowledgement does not borrow a crit-N bullet from a later section',
        files: emptyAck,
        options: recommended,
        detail: /dev-a\.md \(section present, but no crit-N reference in its bullets\)/,
        findings: [{ file: 'engagement/executor-reports/dev-a.md', line: 3, column: 1, message: '"Criteria acknowledgement" has no list item citing crit-N' }],
      },
      {
        name: 'compat: `+` and `N)` items are no list items, as the reference reads them',
        files: { 'criteria.md': sixCriteria, 'executor-reports/dev-a.md': '# dev-a\n## Iteration 1\n#### Criteria\n+ crit-4 — pricing block\n1) crit-5 voice\n' },
        options: compat,
        detail: exactly('executor-reports without Criteria acknowledgement: dev-a.md (section present, but no crit-N reference in bullets)'),
      },
      {
        name: 'compat: a Russian acknowledgement heading is none, as the reference reads it',
        files: { 'criteria.md': sixCriteria, 'executor-reports/dev-a.md': translatedAck('Подтверждение критериев') },
        options: compat,
        detail: exactly('executor-reports without Criteria acknowledgement: dev-a.md'),
        findings: [{ file: 'engagement/executor-reports/dev-a.md', line: 5, column: 1, message: exactly('dev-a.md has no `## Criteria acknowledgement` heading ("Подтверждение критериев" does not start with "Criteria")') }],
      },
      {
        name: 'recommended: a Russian acknowledgement heading without crit-N bullets fails at the heading',
        files: { 'criteria.md': sixCriteria, 'executor-reports/dev-a.md': '# dev-a\n## Итерация 1\n### Подтверждение критериев\n- всё прочитал\n' },
        options: recommended,
        detail: /dev-a\.md \(section present, but no crit-N reference in its bullets\)/,
        findings: [{ file: 'engagement/executor-reports/dev-a.md', line: 3, column: 1, message: exactly('"Подтверждение критериев" has no list item citing crit-N') }],
      },
      {
        name: 'recommended: a report with no acknowledgement heading in any language, at the crit-N bullet of another section',
        files: { 'criteria.md': sixCriteria, 'executor-reports/dev-a.md': '# dev-a — отчёт\n## Итерация 1\n### Что сделано\n- crit-1 фильтры\n' },
        options: recommended,
        detail: exactly('executor-reports without Criteria acknowledgement: dev-a.md'),
        fix: exactly("Open each specialist's report with a `## Criteria acknowledgement` heading or a `**Criteria acknowledgement:**` line, followed by `- crit-N: …` bullets citing the criteria the work addresses verbatim from criteria.md."),
        findings: [{ file: 'engagement/executor-reports/dev-a.md', line: 4, column: 1, message: exactly('dev-a.md has no Criteria acknowledgement: "- crit-1 фильтры" cites a criterion under "Что сделано", not in an acknowledgement; open the report with a `## Criteria acknowledgement` heading or a `**Criteria acknowledgement:**` line over such bullets') }],
      },
      {
        name: 'recommended: bullets that cite criteria without crit-N ids warn',
        status: 'warn',
        files: looseAck,
        options: recommended,
        detail: /^criteria acknowledged without crit-N ids: dev-a\.md$/,
        findings: [{ file: 'engagement/executor-reports/dev-a.md', line: 3, column: 1, message: '"Criteria acknowledgement" cites criteria without their crit-N ids' }],
      },
      ...['crit 1: the export', 'crit_2 done', 'crit #3 covered', 'Criterion #2 met'].map((item) => ({
        name: `recommended: "${item}" cites a criterion without its crit-N id: warn, as "criterion 2" does`,
        status: 'warn' as const,
        files: { 'criteria.md': sixCriteria, 'executor-reports/dev-a.md': `# dev-a\n## Iteration 1\n## Criteria acknowledgement\n- ${item}\n` },
        options: recommended,
        detail: /^criteria acknowledged without crit-N ids: dev-a\.md$/,
        findings: [{ file: 'engagement/executor-reports/dev-a.md', line: 3, column: 1, message: '"Criteria acknowledgement" cites criteria without their crit-N ids' }],
      })),
    ],
  });
});

describe('--preset recommended: a decorated acknowledgement heading', () => {
  const decorated = (heading: string) => ({ 'criteria.md': sixCriteria, 'executor-reports/dev-a.md': `# dev-a\n## Iteration 1\n### ${heading}\n- Addresses crit-1 (add() export)\n` });
  ruleTester(rule, {
    valid: ['✅ Criteria acknowledgement', '**Criteria acknowledgement**', '1. Criteria acknowledgement', '2.1 Criteria addressed'].map((h) => ({ name: `recommended: "${h}"`, files: decorated(h), options: { preset: 'recommended' as const } })),
    invalid: [
      // At the heading meant as the acknowledgement, saying why the reference does not read it so.
      ...['✅ Criteria acknowledgement', '1. Criteria acknowledgement'].map((h) => ({
        name: `compat: "${h}" is none, as the reference reads it, at that heading`,
        files: decorated(h),
        findings: [{ ...noHeading('dev-a.md', 3), message: exactly(`dev-a.md has no \`## Criteria acknowledgement\` heading ("${h}" does not start with "Criteria")`) }],
      })),
      { name: 'recommended: numbering read past leaves no heading of another name', files: decorated('1. Crit notes'), options: { preset: 'recommended' as const }, findings: [{ file: report('dev-a.md'), line: 4, message: /^dev-a\.md has no Criteria acknowledgement: "- Addresses crit-1 \(add\(\) export\)" cites a criterion under "1\. Crit notes"/ }] },
    ],
  });
});

// "A skip means 'not applicable yet', never 'we could not check'": executor-reports there but no folder to read.
describe('executor-reports that cannot be read as a folder', () => {
  const fileInPlace = { 'criteria.md': criteria({ size: 'L' }), 'executor-reports': '# dev-backend\n## Criteria acknowledgement\n- crit-1\n' };
  const notAFolder = { file: 'engagement/executor-reports', line: 1, column: 1, message: exactly('executor-reports could not be read as a folder (not a folder (a file)); its reports were not checked') };
  ruleTester(rule, {
    valid: [],
    invalid: [
      ...([{}, { preset: 'recommended' as const }, { mode: 'ready' as const }] as const).map((options) => ({
        name: `a file named executor-reports fails, naming it (${JSON.stringify(options)})`,
        files: fileInPlace,
        options,
        detail: exactly('engagement/executor-reports could not be read as a folder (not a folder (a file)): no executor report was checked'),
        fix: 'Make executor-reports/ a folder',
        findings: [notAFolder],
      })),
      {
        name: 'a broken link named executor-reports',
        files: { 'criteria.md': criteria({ size: 'L' }), 'executor-reports': { symlinkTo: 'gone' } },
        detail: exactly('engagement/executor-reports could not be read as a folder (not a folder (broken symlink)): no executor report was checked'),
      },
    ],
  });
});

describe('an executor-reports folder that cannot be listed', () => {
  afterEach(() => vi.restoreAllMocks());
  it('fails saying it could not be read, not that there are no reports yet', async () => {
    const dir = makeEngagement({ 'criteria.md': criteria({ size: 'L' }), 'executor-reports/dev-backend.md': acked });
    const reports = path.join(dir, 'executor-reports');
    const real = fs.readdirSync;
    vi.spyOn(fs, 'readdirSync').mockImplementation(((p: fs.PathLike, ...rest: unknown[]) => {
      if (String(p) === reports) throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
      return (real as (...a: unknown[]) => unknown).call(fs, p, ...rest);
    }) as never);
    const r = await lintTarget(dir, { packs, rules: [rule], overrideChecks: [rule.id], git: false, system: fakeSystem() });
    const check = r.checks.find((c) => c.name === rule.id)!;
    expect(check.status).toBe('fail');
    expect(check.detail).toBe('engagement/executor-reports could not be read as a folder (cannot read folder (EACCES)): no executor report was checked');
  });
});

// "Open report with Criteria acknowledgement (bullets citing crit-N verbatim)" names no heading level:
// reports may open each iteration with a bold label line over their crit-N bullets.
describe('--preset recommended: an acknowledgement opened by a label line', () => {
  const recommended = { preset: 'recommended' as const };
  const labelled = (label: string, bullets = '- crit-2: Graceful shutdown in the worker: on SIGTERM finish the current job, ack it, then exit (≤120 s)') =>
    `# dev-backend-engineer executor report\n\n## Iteration 1 — 2026-06-23 14:00\n\n${label}\n${bullets}\n\n**What was done:**\n- see tasks/INDEX.md\n\n**Cross-contract claims:**\n- worker exits within 90 s of SIGTERM\n\n## Iteration 2 — 2026-06-24 11:00\n\n**What changed since iter-1:**\n- Director: drain lost 3 jobs (crit-5).\n`;
  const one = (text: string) => ({ 'criteria.md': sixCriteria, 'executor-reports/dev-a.md': text });
  const at = (line: number, message: string | RegExp) => ({ file: report('dev-a.md'), line, column: 1, message });

  ruleTester(rule, {
    valid: [
      ...['**Criteria acknowledgement:**', '**Criteria acknowledgement**', '**Criteria acknowledgement**:', 'Criteria acknowledgement:', '__Criteria acknowledgement:__', '✅ **Criteria acknowledgement:**', '**Подтверждение критериев:**', 'Criteria acknowledgement'].map((label) => ({
        name: `recommended: the label line \`${label}\` over crit-N bullets`,
        files: one(labelled(label)),
        options: recommended,
        detail: exactly('all 1 executor-reports have criteria-ack'),
      })),
      {
        name: 'recommended: a sentence before the list, a blank line between items and a continuation line',
        files: one(labelled('**Criteria acknowledgement:**', 'This task addresses:\n\n- crit-1: the chart\n  with its PDB\n\n- crit-2: graceful shutdown')),
        options: recommended,
      },
      {
        name: 'recommended: an empty label in iteration 1 and a citing one in iteration 2',
        files: one('# dev-a\n## Iteration 1\n**Criteria acknowledgement:**\n\n**What was done:**\n- x\n## Iteration 2\n**Criteria acknowledgement:**\n- crit-1: export\n'),
        options: recommended,
      },
    ],
    invalid: [
      {
        name: "compat: a label line is no heading, as the reference reads it",
        files: one(labelled('**Criteria acknowledgement:**')),
        detail: exactly('executor-reports without Criteria acknowledgement: dev-a.md'),
        findings: [noHeading('dev-a.md', 1)],
      },
      {
        name: 'recommended: the label\'s list ends at the next bold label: a crit-N bullet under "What was done" is not borrowed',
        files: one(labelled('**Criteria acknowledgement:**', '- read criteria.md through').replace('- see tasks/INDEX.md', '- implemented crit-2')),
        options: recommended,
        status: 'warn',
        detail: exactly('criteria acknowledged without crit-N ids: dev-a.md'),
        findings: [at(5, exactly('the label "Criteria acknowledgement" cites criteria without their crit-N ids'))],
      },
      {
        name: 'recommended: a paragraph after the list ends it',
        files: one('# dev-a\n## Iteration 1\nCriteria acknowledgement:\n- all of them\nDone as planned.\n- crit-1 export\n'),
        options: recommended,
        detail: exactly('executor-reports without Criteria acknowledgement: dev-a.md (section present, but no crit-N reference in its bullets)'),
        findings: [at(3, exactly('the label "Criteria acknowledgement" has no list item citing crit-N: put `- crit-N: …` bullets right below it (its list ends at the next heading, bold label or paragraph)'))],
      },
      {
        name: 'recommended: a label with no list before the next label fails at the label',
        files: one('# dev-a\n## Iteration 1\n**Criteria acknowledgement:**\n**What was done:**\n- crit-1 export\n'),
        options: recommended,
        findings: [at(3, /^the label "Criteria acknowledgement" has no list item citing crit-N/)],
      },
      // No acknowledgement at all: the finding is at the line that looks like one, saying why it is none.
      ...([
        ['the criteria on the label line', '# dev-a\n## Iteration 1\n**Criteria acknowledgement:** crit-1, crit-2\n## What was done\n- x\n', 3, 'dev-a.md has no Criteria acknowledgement: "**Criteria acknowledgement:** crit-1, crit-2" names the criteria on the label\'s own line; list each below it as a `- crit-N: …` bullet'],
        ['a level-1 heading', '# Criteria acknowledgement\n- crit-1: export\n', 1, 'dev-a.md has no Criteria acknowledgement: "# Criteria acknowledgement" is a level-1 heading; make it `## Criteria acknowledgement` (level 2 to 4)'],
        ['a label in a list item', '# dev-a\n## Iteration 1\n- **Criteria acknowledgement:**\n  - crit-1: export\n', 3, 'dev-a.md has no Criteria acknowledgement: "- **Criteria acknowledgement:**" is inside a list item or quote; put the label on a line of its own (or make it a `## Criteria acknowledgement` heading) with the crit-N bullets below it'],
        ['a label in a code block', '# dev-a\n## Iteration 1\n```\n**Criteria acknowledgement:**\n- crit-1: export\n```\n', 4, 'dev-a.md has no Criteria acknowledgement: "**Criteria acknowledgement:**" is inside a code block or HTML comment, where it acknowledges nothing; move it out'],
        ['a heading of another name', '# dev-a\n## Iteration 1\n### Acknowledged criteria\n- all read\n', 3, 'dev-a.md has no Criteria acknowledgement: "### Acknowledged criteria" does not start with the criteria; name it `Criteria acknowledgement`'],
        ['nothing like one: the first heading', '# dev-a\n## Iteration 1\n### What was done\n- export\n', 1, 'dev-a.md has no Criteria acknowledgement: open it with a `## Criteria acknowledgement` heading or a `**Criteria acknowledgement:**` line followed by `- crit-N: …` bullets citing criteria.md verbatim'],
      ] as const).map(([what, text, line, message]) => ({
        name: `recommended: no acknowledgement, at ${what}`,
        files: one(text),
        options: recommended,
        detail: exactly('executor-reports without Criteria acknowledgement: dev-a.md'),
        findings: [at(line, exactly(message))],
      })),
    ],
  });
});

describe('--preset recommended: a crit id written with a non-breaking hyphen', () => {
  ruleTester(rule, {
    valid: [
      {
        name: 'recommended: `crit‑3` (U+2011) is the id crit-3',
        files: { 'criteria.md': sixCriteria, 'executor-reports/dev-a.md': '# dev-a\n## Iteration 1\n## Criteria acknowledgement\n- crit\u20113: the export\n' },
        options: { preset: 'recommended' as const },
      },
    ],
    invalid: [],
  });
});

// A report written in Spanish (its criteria.md too): the acknowledgement heading translated, the crit-N bullets verbatim.
describe('--preset recommended: a translated acknowledgement heading', () => {
  const recommended = { preset: 'recommended' as const };
  const spanishCriteria = criteria(
    { size: 'L' },
    '# Acceptance criteria\n\n## Done when\n- crit-1: cada artículo apunta a un clúster de keywords distinto (sin canibalización)\n- crit-2: meta descriptions ≤ 155 caracteres, todas únicas\n- crit-3: la landing enlaza a los 3 artículos y los 3 artículos a la landing\n',
  );
  const verbatim = '- crit-1: cada artículo apunta a un clúster de keywords distinto (sin canibalización)\n- crit-2: meta descriptions ≤ 155 caracteres, todas únicas\n';
  const spanish = (heading: string, body = verbatim) => ({
    'criteria.md': spanishCriteria,
    'executor-reports/content-writer.md': `# content-writer executor report\n\n## Iteration 1 — 2026-07-03 12:00\n\n### ${heading}\n${body}\n### Qué se hizo\n- 3 artículos en content/blog/\n`,
  });
  const at = (line: number, message: string | RegExp) => ({ file: report('content-writer.md'), line, column: 1, message });
  ruleTester(rule, {
    valid: [
      { name: 'recommended: the protocol\'s name in parentheses after a translation', files: spanish('Reconocimiento de criterios (Criteria acknowledgement)'), options: recommended, detail: exactly('all 1 executor-reports have criteria-ack') },
      { name: 'recommended: the protocol\'s name after a translation and a dash', files: spanish('Reconocimiento de criterios — Criteria acknowledgment'), options: recommended },
      ...['Reconocimiento de criterios', 'Critères reconnus', 'Abnahmekriterien'].map((heading) => ({ name: `recommended: "${heading}" opening with crit-N bullets verbatim`, files: spanish(heading), options: recommended })),
      {
        name: 'recommended: a translated heading over bullets that quote the criterion and add what was done',
        files: spanish('Criterios', '- crit-1: «cada artículo apunta a un clúster de keywords distinto» — 3 clústeres\n- crit-2: meta descriptions ≤ 155 caracteres, todas únicas — comprobado\n'),
        options: recommended,
      },
    ],
    invalid: [
      {
        name: 'recommended: a translated heading over paraphrased bullets is no acknowledgement',
        files: spanish('Reconocimiento de criterios', '- crit-1: artículos sin canibalización\n- crit-2: metas cortas\n'),
        options: recommended,
        detail: exactly('executor-reports without Criteria acknowledgement: content-writer.md'),
        findings: [at(6, /^content-writer\.md has no Criteria acknowledgement: "- crit-1: artículos sin canibalización" cites a criterion under "Reconocimiento de criterios", not in an acknowledgement/)],
      },
      {
        name: 'recommended: a translated heading opening with prose, not the crit-N bullets, is no acknowledgement',
        files: spanish('Reconocimiento de criterios', `Leí criteria.md.\n${verbatim}`),
        options: recommended,
        findings: [at(7, /cites a criterion under "Reconocimiento de criterios", not in an acknowledgement/)],
      },
      {
        name: 'recommended: verbatim crit-N bullets under a heading naming no criteria are no acknowledgement',
        files: spanish('Qué se leyó'),
        options: recommended,
        findings: [at(6, /cites a criterion under "Qué se leyó", not in an acknowledgement/)],
      },
      // compat keeps the reference's verdict; its finding stands at the heading meant as the acknowledgement.
      {
        name: 'compat: a translated heading holding the protocol\'s name fails, as the reference reads it, at that heading',
        files: spanish('Reconocimiento de criterios (Criteria acknowledgement)'),
        detail: exactly('executor-reports without Criteria acknowledgement: content-writer.md'),
        findings: [at(5, exactly('content-writer.md has no `## Criteria acknowledgement` heading ("Reconocimiento de criterios (Criteria acknowledgement)" does not start with "Criteria")'))],
      },
      {
        name: 'compat: a setext acknowledgement heading fails, as the reference reads it, at that heading',
        files: { 'criteria.md': spanishCriteria, 'executor-reports/content-writer.md': `# content-writer\n\nCriteria acknowledgement\n---\n${verbatim}` },
        findings: [at(3, exactly('content-writer.md has no `## Criteria acknowledgement` heading ("Criteria acknowledgement" is underlined; the reference reads `#` headings only)'))],
      },
      {
        name: 'compat: a report with no heading meant as the acknowledgement fails at its first heading',
        files: spanish('Qué se leyó'),
        findings: [at(1, exactly('content-writer.md has no `## Criteria acknowledgement` heading'))],
      },
      {
        name: 'recommended: an English heading of another name over verbatim bullets is still to be renamed',
        files: spanish('Acknowledged criteria'),
        options: recommended,
        findings: [at(5, exactly('content-writer.md has no Criteria acknowledgement: "### Acknowledged criteria" does not start with the criteria; name it `Criteria acknowledgement`'))],
      },
    ],
  });
});
