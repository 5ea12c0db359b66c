// "On REJECT loop: lead identifies failing crit-N from director verdict, finds tasks where crit_refs includes those crit
// values, re-dispatches ONLY those tasks … The whole-phase re-run is the failure mode this exists to prevent."
// Who was re-dispatched is read from the round's own `## Iteration N` section first («Переназначен в итерации 2: …»,
// "Not re-dispatched"), then handoff §4, then events.jsonl; whom the REJECT routes back, from its crit-N and crit_refs.
import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/executor-iteration-structure.js';
import { cleanupTrees, lint, ruleTester, type Tree } from '../../rule-tester.js';
import { criteria } from '../../helpers.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };
const REPORTS = 'engagement/executor-reports';
const task = (id: string, owner: string, crits: number[] | undefined) => ({
  [`tasks/${id}.md`]: `---\nid: ${id}\nowner: ${owner}\nwave: 1\nfiles: [src/${id}.ts]\n${crits ? `crit_refs: [${crits.map((c) => `crit-${c}`).join(', ')}]\n` : ''}---\n# ${id}\n`,
});
/** A report whose `## Iteration k` heading sits on line 3 + 3 (k - 1), each section one line of body. */
const report = (who: string, ...bodies: string[]) => [`# ${who} executor report`, '', ...bodies.flatMap((b, i) => [`## Iteration ${i + 1} — 2026-06-1${i}`, b, '']), ''].join('\n');
/** A round of the log: `crits` failed (❌), a REJECT with `reason`, or an ACCEPT. */
const round = (n: number, failed: number[], reason?: string) =>
  `## Iteration ${n} — 2026-06-1${n} 18:00\n\n### Criteria\n${[1, 2, 3].map((c) => `- crit-${c} ${failed.includes(c) ? '❌ не выполнен' : '✅'}`).join('\n')}\n\n### Verdict: ${reason === undefined ? 'ACCEPT\nВсе критерии выполнены.' : `REJECT\nReason: ${reason}`}\n\n`;
const log = (...rounds: string[]) => `# Acceptance log\n\n${rounds.join('')}`;
const handoff = (n: number, s4: string[]) => `# Handoff — iteration ${n}\n\n## 4. Executor reports\n\n${s4.join('\n')}\n\n## 5. Validation log\n- ok\n`;

// The invoice-export shape: t02 (backend) and t04 (qa) carry crit-3; t03 (integration) carries crit-1 and crit-2.
const tasks: Tree = {
  ...task('t02-mapper', 'dev-backend-engineer', [1, 3]),
  ...task('t03-xml-writer', 'dev-integration-engineer', [1, 2]),
  ...task('t04-tests', 'dev-qa-engineer', [2, 3]),
};
const ROUND1_RU = round(1, [3], 'crit-3 не выполнен. Переназначить задачи, чьи crit_refs содержат crit-3.');
const ROUND1_EN = round(1, [3], 'crit-3 is not met: cancelled invoices are exported.');
/** Iteration 2 after a REJECT on crit-3, each report's second section given. */
const iter2 = (backend: string, integration: string, qa: string, first = ROUND1_RU): Tree => ({
  'criteria.md': criteria({ size: 'M' }),
  iteration: '2\n',
  ...tasks,
  'acceptance-log.md': log(first, round(2, [])),
  'executor-reports/dev-backend-engineer.md': report('dev-backend-engineer', '- маппер', backend),
  'executor-reports/dev-integration-engineer.md': report('dev-integration-engineer', '- XML-писатель', integration),
  'executor-reports/dev-qa-engineer.md': report('dev-qa-engineer', '- тесты', qa),
});
const RU_ROUTED = '- Переназначен по crit-3: фильтр аннулированных счетов.';
const RU_SAT_OUT = '- Задача не переназначалась: её crit_refs не входят в отклонённые критерии. Повторная проверка после слияния, изменений нет.';
const EN_ROUTED = '- Re-dispatched in iteration 2 for crit-3: cancelled invoices filtered.';
const EN_SAT_OUT = '- Not re-dispatched in iteration 2: re-checked after the merge, no changes.';
const clean = iter2(RU_ROUTED, RU_SAT_OUT, RU_ROUTED);

const over = (who: string, line: number, quote: string, refs: string, k = 2) =>
  new RegExp(`^${who} was re-dispatched in iteration ${k}, as engagement/executor-reports/${who}\\.md:${line} says \\(\`${quote}.*\`\\), but the crit_refs of its tasks ${refs} name none of the criteria iteration ${k - 1}'s REJECT failed, crit-${k === 3 ? 2 : 3} \\(engagement/acceptance-log\\.md:\\d+\\): the protocol "re-dispatches ONLY those tasks"`);

describe('a re-dispatch follows the tasks\' crit_refs (recommended, tier M)', () => {
  ruleTester(rule, {
    valid: [
      {
        name: 'Russian: the crit-3 tasks re-dispatched, t03 (crit-1, crit-2) says it sat out',
        files: clean,
        options: recommended,
        detail: exactly('all 3 executor-reports keep `## Iteration N` structure (iteration 2; each with `## Iteration 2`)'),
      },
      {
        name: 'English: the same',
        files: iter2(EN_ROUTED, EN_SAT_OUT, EN_ROUTED, ROUND1_EN),
        options: recommended,
        detail: /^all 3 executor-reports keep `## Iteration N` structure/,
      },
      {
        name: 'a re-dispatch after the iteration-1 REJECT: the iteration named as its cause dates nothing',
        files: iter2('- Re-dispatched after the iteration-1 REJECT: filter fixed.', EN_SAT_OUT, RU_ROUTED, ROUND1_EN),
        options: recommended,
      },
      {
        name: 'a section quoting the request («переназначить t02 и t04») re-dispatches no one',
        files: iter2(RU_ROUTED, '- Менеджер просил переназначить t02 и t04; мой писатель не менялся.', RU_ROUTED),
        options: recommended,
      },
      {
        name: 'a re-dispatch of another task named in the clause is not this specialist\'s',
        files: iter2(RU_ROUTED, '- Переназначены t02 и t04, у меня изменений нет.', RU_ROUTED),
        options: recommended,
      },
      {
        name: 'a REJECT naming the tasks to rework is followed: t03 named, its re-dispatch is due',
        files: iter2(RU_ROUTED, '- Переназначен в итерации 2: писатель переписан.', RU_ROUTED, round(1, [3], 'crit-3 не выполнен.\nRework: t02, t03, t04.')),
        options: recommended,
      },
      {
        name: 'the round before: a re-dispatch in iteration 2 told under `## Iteration 3` is history',
        files: {
          ...iter2(RU_ROUTED, RU_SAT_OUT, RU_ROUTED),
          iteration: '3\n',
          'acceptance-log.md': log(ROUND1_RU, round(2, [2], 'crit-2 не выполнен — округление НДС.'), round(3, [])),
          'executor-reports/dev-backend-engineer.md': report('dev-backend-engineer', '- маппер', RU_ROUTED, '- В итерации 2 был переназначен по crit-3; в итерации 3 изменений нет.'),
          'executor-reports/dev-integration-engineer.md': report('dev-integration-engineer', '- XML-писатель', RU_SAT_OUT, '- Переназначен по crit-2: округление НДС.'),
          'executor-reports/dev-qa-engineer.md': report('dev-qa-engineer', '- тесты', RU_ROUTED, '- Переназначен по crit-2: тест на A-17.'),
        },
        options: recommended,
      },
      {
        name: 'a REJECT naming no criterion: the scope is not judged, and the detail says why',
        files: iter2(RU_ROUTED, '- Переназначен в итерации 2: писатель переписан.', RU_ROUTED, round(1, [], 'нужно переделать выгрузку.')),
        options: recommended,
        detail: /; the scope of iteration 2's re-dispatch is not judged: iteration 1's REJECT names no failed criterion and no tasks to rework$/,
      },
      {
        name: 'tasks without crit_refs: the scope is not judged, and the detail says why',
        files: {
          ...iter2(RU_ROUTED, '- Переназначен в итерации 2: писатель переписан.', RU_ROUTED),
          ...task('t02-mapper', 'dev-backend-engineer', undefined),
          ...task('t03-xml-writer', 'dev-integration-engineer', undefined),
          ...task('t04-tests', 'dev-qa-engineer', undefined),
        },
        options: recommended,
        detail: /; the scope of iteration 2's re-dispatch is not judged: no task in tasks\/ carries crit_refs$/,
      },
      {
        name: 'compat reads no routing, as the reference does not',
        files: iter2(RU_ROUTED, '- Переназначен в итерации 2: писатель переписан.', '- Задача не переназначалась.'),
        options: { preset: 'compat' },
        detail: exactly('all 3 executor-reports have iteration-2 structure'),
      },
      {
        name: 'the first iteration: nothing was re-dispatched yet',
        files: { ...tasks, 'criteria.md': criteria({ size: 'M' }), iteration: '1\n', 'executor-reports/dev-qa-engineer.md': report('dev-qa-engineer', '- тесты') },
        options: recommended,
        status: 'skip',
      },
    ],
    invalid: [
      {
        name: 'Russian: t03 (crit-1, crit-2) re-dispatched after a REJECT on crit-3 alone',
        files: iter2(RU_ROUTED, '- Переназначен в итерации 2: переписал XML-писатель на потоковую запись.', RU_ROUTED),
        options: recommended,
        detail: exactly('tasks re-dispatched although their crit_refs name no criterion the REJECT failed: t03-xml-writer in iteration 2'),
        fix: 'Re-dispatch no other task.',
        findings: [{ file: `${REPORTS}/dev-integration-engineer.md`, line: 6, column: 1, message: over('dev-integration-engineer', 7, 'Переназначен в итерации 2', 't03-xml-writer \\(crit-1, crit-2\\)') }],
      },
      {
        name: 'Russian: t04 carries crit-3 but its report says it was not re-dispatched',
        files: iter2(RU_ROUTED, RU_SAT_OUT, '- Задача не переназначалась. Повторная проверка после слияния второй итерации, изменений нет.'),
        options: recommended,
        detail: exactly('tasks the REJECT routes back by their crit_refs, said not re-dispatched: t04-tests (crit-3) in iteration 2'),
        findings: [
          {
            file: `${REPORTS}/dev-qa-engineer.md`,
            line: 6,
            message: exactly('task t04-tests carries the rejected crit-3 (engagement/acceptance-log.md:11), but dev-qa-engineer was not re-dispatched in iteration 2, as engagement/executor-reports/dev-qa-engineer.md:7 says (`Задача не переназначалась`): the protocol "finds tasks where crit_refs includes those crit values" and re-dispatches them'),
          },
        ],
      },
      {
        name: 'English: t03 re-dispatched, t04 not, after a REJECT on crit-3',
        files: iter2(EN_ROUTED, '- Re-dispatched in iteration 2: streaming writer.', EN_SAT_OUT, ROUND1_EN),
        options: recommended,
        detail: exactly('tasks re-dispatched although their crit_refs name no criterion the REJECT failed: t03-xml-writer in iteration 2; tasks the REJECT routes back by their crit_refs, said not re-dispatched: t04-tests (crit-3) in iteration 2'),
        findings: [
          { file: `${REPORTS}/dev-integration-engineer.md`, line: 6, message: over('dev-integration-engineer', 7, 'Re-dispatched in iteration 2', 't03-xml-writer \\(crit-1, crit-2\\)') },
          { file: `${REPORTS}/dev-qa-engineer.md`, line: 6, message: /^task t04-tests carries the rejected crit-3 .* says \(`Not re-dispatched in iteration 2: re-checked/ },
        ],
      },
      {
        name: 'handoff §4 says «переназначен» of a report that says neither',
        files: {
          ...iter2(RU_ROUTED, '- Писатель переведён на потоковую запись.', RU_ROUTED),
          'handoff.md': handoff(2, [
            '- dev-backend-engineer — `engagement/executor-reports/dev-backend-engineer.md` (t02; переназначен по crit-3)',
            '- dev-integration-engineer — `engagement/executor-reports/dev-integration-engineer.md` (t03; переназначен: потоковая запись)',
            '- dev-qa-engineer — `engagement/executor-reports/dev-qa-engineer.md` (t04; переназначен по crit-3)',
          ]),
        },
        options: recommended,
        findings: [{ file: `${REPORTS}/dev-integration-engineer.md`, line: 6, message: /^dev-integration-engineer was re-dispatched in iteration 2, as engagement\/handoff\.md:6 says \(`переназначен: потоковая запись`\)/ }],
      },
      {
        name: 'handoff §4 says «не переназначался» of a routed specialist whose section says neither',
        files: {
          ...iter2(RU_ROUTED, RU_SAT_OUT, '- Прогнал тесты после слияния.'),
          'handoff.md': handoff(2, ['- dev-qa-engineer — `engagement/executor-reports/dev-qa-engineer.md` (t04; в итерации 2 не переназначался)']),
        },
        options: recommended,
        findings: [{ file: `${REPORTS}/dev-qa-engineer.md`, line: 6, message: /^task t04-tests carries the rejected crit-3 .* as engagement\/handoff\.md:5 says \(`в итерации 2 не переназначался`\)/ }],
      },
      {
        name: 'round 3: t02 (crit-1, crit-3) re-dispatched after a REJECT on crit-2 alone',
        files: {
          ...iter2(RU_ROUTED, RU_SAT_OUT, RU_ROUTED),
          iteration: '3\n',
          'acceptance-log.md': log(ROUND1_RU, round(2, [2], 'crit-2 не выполнен — округление НДС.'), round(3, [])),
          'executor-reports/dev-backend-engineer.md': report('dev-backend-engineer', '- маппер', RU_ROUTED, '- Переназначен: переписал фильтр статусов на белый список.'),
          'executor-reports/dev-integration-engineer.md': report('dev-integration-engineer', '- XML-писатель', RU_SAT_OUT, '- Переназначен по crit-2: округление НДС.'),
          'executor-reports/dev-qa-engineer.md': report('dev-qa-engineer', '- тесты', RU_ROUTED, '- Переназначен по crit-2: тест на A-17.'),
        },
        options: recommended,
        detail: exactly('tasks re-dispatched although their crit_refs name no criterion the REJECT failed: t02-mapper in iteration 3'),
        findings: [{ file: `${REPORTS}/dev-backend-engineer.md`, line: 9, message: over('dev-backend-engineer', 10, 'Переназначен: переписал', 't02-mapper \\(crit-1, crit-3\\)', 3) }],
      },
      {
        name: 'an earlier round is judged too: t03 re-dispatched in iteration 2 on a crit-3 REJECT, told at counter 3',
        files: {
          ...iter2(RU_ROUTED, '- Переназначен в итерации 2: потоковая запись.', RU_ROUTED),
          iteration: '3\n',
          'acceptance-log.md': log(ROUND1_RU, round(2, [2], 'crit-2 не выполнен — округление НДС.'), round(3, [])),
          'executor-reports/dev-backend-engineer.md': report('dev-backend-engineer', '- маппер', RU_ROUTED, '- Задача не переназначалась.'),
          'executor-reports/dev-integration-engineer.md': report('dev-integration-engineer', '- XML-писатель', '- Переназначен в итерации 2: потоковая запись.', '- Переназначен по crit-2: округление НДС.'),
          'executor-reports/dev-qa-engineer.md': report('dev-qa-engineer', '- тесты', RU_ROUTED, '- Переназначен по crit-2: тест на A-17.'),
        },
        options: recommended,
        detail: exactly('tasks re-dispatched although their crit_refs name no criterion the REJECT failed: t03-xml-writer in iteration 2'),
        findings: [{ file: `${REPORTS}/dev-integration-engineer.md`, line: 6 }],
      },
      {
        // The rule's other statuses, beside the routing: a report starting at iteration 2 without a word of why.
        name: 'a report starting at `## Iteration 2` still warns',
        files: { ...clean, 'executor-reports/dev-new.md': '# dev-new executor report\n\n## Iteration 2 — 2026-06-11\n- подключился\n' },
        options: recommended,
        status: 'warn',
      },
    ],
  });
});

describe('hostile sections stay linear', () => {
  it('100k-character runs of blanks, letters and re-dispatch words in a round\'s section and §4', async () => {
    const runs = [' '.repeat(100_000), 'я'.repeat(100_000), 'переназначен '.repeat(8_000), 'not re-dispatched in iteration 2 '.repeat(3_000), `после${' '.repeat(100_000)}итерации 1 переназначен`];
    for (const run of runs) {
      const r = await lint(rule, {
        files: { ...iter2(RU_ROUTED, `- ${run}`, RU_ROUTED), 'handoff.md': handoff(2, [`- dev-integration-engineer ${run}`]) },
        options: recommended,
      });
      // A sane result on each; the time is bench/hostile.mjs's to measure, not a test's.
      expect(['pass', 'fail']).toContain(r.status);
    }
  }, 60_000);
});
