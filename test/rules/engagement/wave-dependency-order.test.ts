// "A shared/foundational module … goes ALONE in an earlier wave; the specialists that consume it go in a LATER wave
// (which sees the earlier wave's merged work)"; L asks for "multi-wave dispatch with dependencies". A task placed in a
// wave not later than a task it depends on fails at the line that places it.
import rule from '../../../rules/engagement/tasks-index.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const task = (id: string, owner: string, wave: number | string, files: string[], crit: string[], body = '') =>
  `---\nid: ${id}\nowner: ${owner}\nwave: ${wave}\nfiles:\n${files.map((f) => `  - ${f}`).join('\n')}\ncrit_refs: [${crit.join(', ')}]\n---\n# ${id}\n${body}`;

/** The invoice export of five tasks in three waves; `t04Wave` places the tests. */
function folder(t04Wave: number, opts: { plan?: string; t04Body?: string; index?: boolean } = {}): Record<string, string> {
  const inWave = (w: number) =>
    [
      ['t01-schema-migration', 'dev-tech-architect', 'crit-1, crit-4', 1],
      ['t02-mapper-api', 'dev-backend-engineer', 'crit-1, crit-3', 2],
      ['t03-xml-writer', 'dev-integration-engineer', 'crit-1, crit-2', 2],
      ['t04-tests', 'dev-qa-engineer', 'crit-2, crit-3, crit-5', t04Wave],
      ['t05-release', 'dev-devops-engineer', 'crit-6', 3],
    ]
      .filter((r) => r[3] === w)
      .map((r) => `- ${r[0]} — ${r[1]} — ${r[2]}`)
      .join('\n');
  const plan =
    opts.plan ??
    `# Engagement plan — invoice-export-1c

## Shape
Dev-фича, size L. Общий контракт — схема документа выгрузки; маппер и XML-писатель — вторая волна, тесты и релиз — третья.

## Phases / waves
1. Wave 1 — dev-tech-architect — t01-schema-migration: схема документа и миграция — no dependencies
2. Wave 2 — dev-backend-engineer — t02-mapper-api: маппер и эндпоинт — depends on t01
3. Wave 2 — dev-integration-engineer — t03-xml-writer: XML-писатель — depends on t01
4. Wave ${t04Wave} — dev-qa-engineer — t04-tests: тесты маппера и писателя — depends on t02, t03
5. Wave 3 — dev-devops-engineer — t05-release: релизный workflow и выкатка — depends on wave 2
`;
  return {
    'criteria.md': criteria({ size: 'L' }),
    'plan.md': plan,
    'tasks/t01-schema-migration.md': task('t01-schema-migration', 'dev-tech-architect', 1, ['src/export/schema.ts', 'migrations/001.sql'], ['crit-1', 'crit-4']),
    'tasks/t02-mapper-api.md': task('t02-mapper-api', 'dev-backend-engineer', 2, ['src/export/mapper.ts'], ['crit-1', 'crit-3']),
    'tasks/t03-xml-writer.md': task('t03-xml-writer', 'dev-integration-engineer', 2, ['src/export/xml-writer.ts'], ['crit-1', 'crit-2']),
    'tasks/t04-tests.md': task('t04-tests', 'dev-qa-engineer', t04Wave, ['tests/export/mapper.test.ts', 'tests/export/xml-writer.test.ts'], ['crit-2', 'crit-3', 'crit-5'], opts.t04Body ?? ''),
    'tasks/t05-release.md': task('t05-release', 'dev-devops-engineer', 3, ['.github/workflows/release.yml'], ['crit-6']),
    ...(opts.index === false ? {} : { 'tasks/INDEX.md': `# Task index — invoice-export-1c\n\n## Wave 1\n${inWave(1)}\n\n## Wave 2\n${inWave(2)}\n\n## Wave 3\n${inWave(3)}\n` }),
  };
}

const T04 = 'engagement/tasks/t04-tests.md';
const agree = exactly('5 task files complete and in agreement with tasks/INDEX.md');
const NEUTRAL_PLAN = (t04: string) => `# Plan\n\n## Phases / waves\n1. Wave 1 — t01-schema-migration\n2. Wave 2 — t02-mapper-api, t03-xml-writer\n3. Wave 3 — ${t04}, t05-release\n`;

ruleTester(rule, {
  valid: [
    { name: 'the clean plan: tests in wave 3 after the mapper and the writer of wave 2', files: folder(3), detail: agree },
    { name: 'a task file field `depends_on` satisfied', files: folder(3, { plan: NEUTRAL_PLAN('t04-tests'), t04Body: '\ndepends_on: [t02-mapper-api, t03-xml-writer]\n' }), detail: agree },
    { name: 'Russian prose satisfied: «Зависит от t02 и t03»', files: folder(3, { plan: NEUTRAL_PLAN('t04-tests'), t04Body: '\nЗависит от t02 и t03: тестирует маппер и писатель.\n' }), detail: agree },
    // Wording that is no dependency of t04's must not trigger.
    ...[
      ['«не зависит от»', 'Тесты не зависит от t05, релиз идёт отдельно.'],
      ['another task\'s dependency written in this file', 't05-release depends on this task: it ships after the tests.'],
      ['"no dependencies"', 'No dependencies beyond wave 2.'],
      ['a plain mention of a later task', 'Пишет тесты для t05-release позже.'],
    ].map(([name, body]) => ({ name: `t04 in wave 1 with only prose that names no dependency of its own: ${name}`, files: folder(1, { plan: NEUTRAL_PLAN('t04-tests').replace('3. Wave 3 — t04-tests, ', '1b. Wave 1 — t04-tests\n3. Wave 3 — '), t04Body: `\n${body}\n` }), detail: agree })),
    // An aside after the list is no dependency: "(added before dispatch of wave 3)" names the wave it runs in.
    { name: 'a whole wave as the dependency with an aside naming its own wave', files: folder(3, { plan: NEUTRAL_PLAN('t04-tests — depends on wave 2 (added before dispatch of wave 3)') }), detail: agree },
    { name: 'a whole wave as the dependency, satisfied: t04 in wave 3 «зависит от волны 2»', files: folder(3, { plan: NEUTRAL_PLAN('t04-tests'), t04Body: '\nЗависит от волны 2.\n' }), detail: agree },
    { name: 'plan.md dependencies without task files: nothing to place', status: 'skip', files: { 'criteria.md': criteria({ size: 'L' }), 'plan.md': folder(1)['plan.md']! } },
  ],
  invalid: [
    {
      // The outside reproduction: t04-tests moved to wave 1 in its task file, INDEX.md and plan.md alike.
      name: 'tests moved to wave 1 while plan.md says they depend on t02 and t03 (wave 2)',
      files: folder(1),
      detail: exactly('1 task runs no later than a task it depends on (t04-tests in wave 1): "the specialists that consume it go in a LATER wave"'),
      findings: [
        {
          file: T04,
          line: 4,
          column: 1,
          message: exactly(
            'task `t04-tests` is in wave 1 but depends on `t02-mapper-api` (wave 2, engagement/tasks/t02-mapper-api.md:L4) as engagement/plan.md:L10 says, `t03-xml-writer` (wave 2, engagement/tasks/t03-xml-writer.md:L4) as engagement/plan.md:L10 says: it must run in a later wave than what it depends on',
          ),
        },
      ],
    },
    {
      name: 'the same wave as its dependency is not later either',
      files: folder(2),
      findings: [{ file: T04, line: 4, message: /^task `t04-tests` is in wave 2 but depends on `t02-mapper-api` \(wave 2, / }],
    },
    {
      name: 'a `depends_on` list field of the task file, without INDEX.md',
      files: folder(1, { plan: NEUTRAL_PLAN('t04-tests'), t04Body: '\ndepends_on:\n  - t02-mapper-api\n  - t03-xml-writer\n', index: false }),
      findings: [{ file: T04, line: 4, message: /depends on `t02-mapper-api` \(wave 2, [^)]*\) as engagement\/tasks\/t04-tests\.md:L12 says, `t03-xml-writer` / }],
    },
    {
      name: 'Russian prose in the task file: «Зависит от t02 и t03»',
      files: folder(1, { plan: NEUTRAL_PLAN('t04-tests'), t04Body: '\nЗависит от t02 и t03: тестирует маппер и писатель.\n' }),
      findings: [{ file: T04, line: 4, message: /^task `t04-tests` is in wave 1 but depends on `t02-mapper-api`.* as engagement\/tasks\/t04-tests\.md:L12 says/ }],
    },
    {
      name: 'a Russian field «Зависит от:» naming a whole wave',
      files: folder(1, { plan: NEUTRAL_PLAN('t04-tests'), t04Body: '\n- **Зависит от**: волны 2\n' }),
      findings: [{ file: T04, line: 4, message: /^task `t04-tests` is in wave 1 but depends on wave 2 as engagement\/tasks\/t04-tests\.md:L12 says/ }],
    },
    {
      name: 'a sub-wave: 1a runs before 1b, so a task of 1a cannot depend on one of 1b',
      files: {
        'criteria.md': criteria({ size: 'M' }),
        'tasks/a.md': task('a', 'dev-backend-engineer', '1a', ['src/a.ts'], ['crit-1'], '\nDepends on b.\n'),
        'tasks/b.md': task('b', 'dev-frontend-engineer', '1b', ['src/b.ts'], ['crit-1']),
      },
      findings: [{ file: 'engagement/tasks/a.md', line: 4, message: /^task `a` is in wave 1a but depends on `b` \(wave 1b, / }],
    },
    {
      name: 'beside an INDEX disagreement, the order failure is listed too',
      files: { ...folder(1), 'tasks/INDEX.md': '# Tasks\n\n## Wave 1\n- t01-schema-migration — dev-tech-architect — crit-1, crit-4\n- t04-tests — dev-qa-engineer — crit-2, crit-3, crit-5\n\n## Wave 2\n- t02-mapper-api — dev-backend-engineer — crit-1, crit-3\n- t03-xml-writer — dev-integration-engineer — crit-1, crit-2\n' },
      detail: /lack fields: 1 problem \(task `t05-release` is missing from tasks\/INDEX\.md\); 1 task runs no later than a task it depends on \(t04-tests in wave 1\)$/,
    },
  ],
});
