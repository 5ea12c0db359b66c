// Russian readings of three rules under --preset recommended. iteration-budget: "Never start an iteration beyond the
// hard limit without user authorisation": a lead's «продолжаем» is no go-ahead, while the user's «хорошо, ещё одну» is.
// slot-language: "Slot 1/2 used" and "Iteration budget exhausted" in Russian, and «крайняя итерация» for «последняя».
// self-acceptance-thinness: Russian filler («Всё работает как ожидалось», «Проблем не обнаружено») is no concern.
import { afterAll, describe } from 'vitest';
import budget from '../../../rules/engagement/iteration-budget.js';
import slot from '../../../rules/engagement/slot-language.js';
import thinness from '../../../rules/engagement/self-acceptance-thinness.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };

describe('iteration-budget: only the user authorises a round beyond the limit', () => {
  // M: round 1 REJECTed and escalated (scope-sync.md), round 2 REJECTed and escalated; round 3 under way.
  const LOG = '# Acceptance log\n\n## Iteration 1 — 2026-06-10 18:30\n\n### Verdict: REJECT\n- crit-1: the last day of the period is missing\n';
  const LOG3 = `${LOG}\n## Iteration 2 — 2026-06-11 14:05\n\n### Verdict: REJECT\n- crit-1: still missing\n`;
  const PRE_FINAL = '# Scope sync\n\n## Escalation before iteration 2 — 2026-06-10 19:00\n- User (2026-06-10 19:10): "Continue with iteration 2."\n';
  /** The answer sits on line 14 of acceptance-log.md, below the escalation after the round-2 REJECT. */
  const M3 = (answer: string) => ({
    'criteria.md': criteria({ size: 'M' }),
    iteration: '3\n',
    'acceptance-log.md': `${LOG3}\n## Escalation — 2026-06-11 14:20\n${answer}\n`,
    'scope-sync.md': PRE_FINAL,
    'handoff.md': '# Handoff — iteration 3 — orders-csv-export\n',
  });
  const OVER = exactly('iteration 3 is over the budget of 2 (size M); user authorisation for iteration 3 at engagement/acceptance-log.md:L14');
  const NOT_OVER = /^iteration 3 is over the budget of 2 \(size M\) and no user authorisation for it is recorded/;
  const notTheUser = (who: string) =>
    new RegExp(`^iteration 3 is over the budget of 2 \\(size M\\) and no user authorisation for it is recorded.*; engagement/acceptance-log\\.md:L14 reads as a go-ahead but is written by "${who}", not the user$`);

  // A Russian log as teams keep it: the escalation template after the round-2 REJECT, the user silent, the lead going on.
  const RU_LOG = (answer: string) =>
    [
      '# Журнал приёмки — invoice-pdf-export',
      '',
      '## Iteration 1 — 2026-05-14 16:20',
      '',
      '### Verdict: REJECT — crit-3: кириллица в жирной строке не отображается',
      '',
      '### Эскалация пользователю — 2026-05-14 16:30',
      'Перед второй итерацией, текущая блокировка: crit-3.',
      '',
      'Пользователь (2026-05-14 16:50): продолжаем.',
      '',
      '## Iteration 2 — 2026-05-15 17:40',
      '',
      '### Verdict: REJECT — crit-5: пример запроса в документации не работает',
      '',
      '### Эскалация пользователю — 2026-05-15 17:45',
      'После двух кругов правок директор не принимает работу. Текущая блокировка: crit-5.',
      '',
      'Продолжать ещё круг или пересмотреть scope / criteria?',
      '',
      answer,
      '',
    ].join('\n');
  const RU = (answer: string) => ({ 'criteria.md': criteria({ size: 'M' }), iteration: '3\n', 'acceptance-log.md': RU_LOG(answer), 'handoff.md': '# Handoff — iteration 3 — invoice-pdf-export — 2026-05-16 15:10\n' });

  ruleTester(budget, {
    valid: [
      // The user's answer: a yes with one more round after it.
      ...[
        'Пользователь (2026-06-11 15:00): хорошо, ещё одну.',
        'Заказчик: добро, правьте.',
        'Пользователь: ладно, ещё один.',
        'User (2026-06-11 15:00): fine, one more.',
        'User: OK, another one.',
      ].map((answer) => ({ name: `the user's yes with one more round: ${answer}`, files: M3(answer), options: recommended, detail: OVER })),
      // Still go-aheads: the user's own words, or a lead's line reporting them.
      ...[
        'Пользователь (2026-06-11 15:00): продолжаем.',
        'Тимлид: пользователь ответил «продолжаем».',
        'dev-lead: the user approved iteration 3.',
        'Продолжаем.',
      ].map((answer) => ({ name: `a go-ahead of the user's: ${answer}`, files: M3(answer), options: recommended, detail: OVER })),
      {
        name: "the user's «хорошо, ещё одну» in a Russian log after the escalation template",
        files: RU('Пользователь (2026-05-16 10:12): хорошо, ещё одну.'),
        options: recommended,
        detail: exactly('iteration 3 is over the budget of 2 (size M); user authorisation for iteration 3 at engagement/acceptance-log.md:L21'),
      },
      { name: 'no counter', status: 'skip', files: { 'criteria.md': criteria({ size: 'M' }) }, options: recommended },
    ],
    invalid: [
      {
        name: 'the last allowed round under way with no pre-final-iteration escalation recorded',
        status: 'warn',
        files: { 'criteria.md': criteria({ size: 'M' }), iteration: '2\n', 'acceptance-log.md': LOG, 'handoff.md': '# Handoff — iteration 2 — orders-csv-export\n' },
        options: recommended,
      },
      // A team member's line is no go-ahead, whatever it says.
      ...([
        ['Тимлид (2026-06-11 15:00): продолжаем, правка в одну строку.', 'Тимлид'],
        ['dev-lead: ещё круг', 'dev-lead'],
        ['Решение тимлида: продолжаем', 'Решение тимлида'],
        ['- **Тимлид:** продолжаем.', 'Тимлид'],
        ['Ответ от менеджера: да, продолжайте.', 'Ответ от менеджера'],
        ['Answer from the lead: yes, one more iteration is fine.', 'Answer from the lead'],
      ] as const).map(([answer, who]) => ({ name: `a team member's go-ahead is none: ${answer}`, files: M3(answer), options: recommended, detail: notTheUser(who) })),
      // The English already failed: nothing in them names the user.
      ...['dev-lead (2026-06-11 15:00): continue with iteration 3', 'Lead decision: continue with iteration 3'].map((answer) => ({
        name: `a team member's go-ahead is none: ${answer}`,
        files: M3(answer),
        options: recommended,
        detail: NOT_OVER,
      })),
      // A yes alone, or one more of something else, grants no round.
      ...[
        'Пользователь: хорошо.',
        'Заказчик: добро.',
        'User: OK.',
        'Пользователь (11.06.2026 15:02): ок, посмотрю вечером.',
        'Пользователь: хорошо, ещё одну проверку сделаю сам.',
        'User: fine, one more question: does it cover DST?',
        // A yes with one more reads only in the user's labelled answer.
        'Тимлид: хорошо, ещё одну.',
      ].map((answer) => ({ name: `no go-ahead: ${answer}`, files: M3(answer), options: recommended, detail: NOT_OVER })),
      {
        name: "the lead's «продолжаем» in a Russian log, the user silent",
        files: RU('Тимлид (2026-05-16 10:12): продолжаем, правка в одну строку.'),
        options: recommended,
        detail: exactly(
          'iteration 3 is over the budget of 2 (size M) and no user authorisation for it is recorded (the go-ahead for rounds inside the budget: engagement/acceptance-log.md:L10 for iteration 2); round 3 work has started (engagement/handoff.md:L1) after the escalation at engagement/acceptance-log.md:L16 with no recorded answer; engagement/acceptance-log.md:L21 reads as a go-ahead but is written by "Тимлид", not the user',
        ),
      },
    ],
  });
});

describe('slot-language: Russian slots, budgets and «крайняя итерация»', () => {
  /** A handoff whose §10 holds `line` on its line 3. */
  const handoff = (line: string) => ({ 'handoff.md': `# Handoff\n## 10. Iteration counter\n${line}\n` });
  const flagged = (line: string, ...phrases: string[]) => ({
    name: `recommended: ${line}`,
    files: handoff(line),
    options: recommended,
    findings: phrases.map((phrase) => ({ file: 'engagement/handoff.md', line: 3, column: line.indexOf(phrase) + 1, message: `counter-pressure language "${phrase}"` })),
  });

  ruleTester(slot, {
    valid: [
      ...[
        'Крайний срок сдачи — пятница, 2026-05-20.',
        'В крайнем случае откатим миграцию.',
        'Рекламный бюджет исчерпан к 15-му числу: кампания остановлена.',
        'Слот под баннер в шапке — 728×90.',
        'Попытки дозвона исчерпаны: бот кладёт трубку.',
        'В крайней итерации отклонили только crit-4.',
        'Текущий раунд: 2. Предыдущие: 1.',
      ].map((line) => ({ name: `recommended: no pressure: ${line}`, files: handoff(line), options: recommended })),
      // compat reads the reference's phrase list only.
      { name: 'compat: the reference names no Russian slot', files: handoff('Слот 1/2 использован.') },
    ],
    invalid: [
      flagged(
        'Текущий раунд: 1. Слот 1/2 использован; если приёмщик отклонит, следующая будет крайняя итерация, после неё бюджет итераций исчерпан.',
        'Слот 1/2',
        'крайняя итерация',
        'бюджет итераций исчерпан',
      ),
      flagged('Слот 2 из 2 использован.', 'Слот 2 из 2'),
      flagged('Это наша крайняя попытка.', 'крайняя попытка'),
      flagged('Идём в крайний круг.', 'крайний круг'),
      flagged('Бюджет итераций израсходован полностью.', 'Бюджет итераций израсходован'),
      flagged('Бюджет раундов: 2 из 3.', 'Бюджет раундов: 2 из 3'),
      flagged('Итерации исчерпаны, просим принять.', 'Итерации исчерпаны'),
      // The English equivalents, flagged as before.
      flagged('Slot 2/2 used.', 'Slot 2/2'),
      flagged('Iteration budget exhausted.', 'Iteration budget exhausted'),
    ],
  });
});

describe('self-acceptance-thinness: Russian filler is no concern', () => {
  const handoff = (items: string) => `# Handoff\n## 7. Self-acceptance rehearsal\n${items}\n## 8. Deploy log\n- N/A\n`;
  const threeCriteria = criteria({ size: 'M' }, '# Acceptance criteria\n\n## Done when\n- export works\n- totals match\n- docs updated\n');
  const withFiller = (line: string) => ({ 'criteria.md': threeCriteria, 'handoff.md': handoff(`- [crit-1] ${line}\n- [crit-2] Totals rounding is untested for JPY.`) });
  const TWO = exactly('2 concerns (2 crit, 0 scope-creep, 0 non-criteria, 0 untagged), threshold 2 for size=M');

  ruleTester(thinness, {
    valid: [
      ...[
        'Проблем не обнаружено на staging, но на проде не проверяли.',
        'Всё работает, кроме экспорта в JPY.',
        'Работает только на staging: прод не проверен.',
        'Вопросов нет к экспорту, но итоги не считают JPY.',
        'Претензий к вёрстке не было, однако шрифт не встроен.',
      ].map((line) => ({ name: `recommended: a concern: ${line}`, files: withFiller(line), options: recommended, detail: TWO })),
      { name: 'compat: a tagged filler item counts, as the reference reads it', files: withFiller('Всё работает как ожидалось.'), detail: TWO },
      { name: 'no handoff.md', status: 'skip', files: { 'criteria.md': threeCriteria }, options: recommended },
    ],
    invalid: [
      ...[
        'Всё работает как ожидалось.',
        'Всё работает.',
        'Работает как надо.',
        'Работает штатно.',
        'Проблем не обнаружено.',
        'Замечаний не выявлено.',
        'Претензий нет.',
        'Вопросов нет.',
        'Нет претензий.',
        'Ничего не обнаружено.',
        'Проблем не обнаружено — тесты зелёные.',
        // The English equivalents, rejected as before.
        'Everything works.',
        'Works as expected.',
      ].map((line) => ({
        name: `recommended: no concern: ${line}`,
        files: withFiller(line),
        options: recommended,
        detail: exactly('§7 has 1 tagged concerns, threshold 2 for size=M (1 saying there is no concern not counted)'),
        findings: [
          { file: 'engagement/handoff.md', line: 2, column: 1, message: exactly('§7 lists 1 tagged concern; size M needs at least 2') },
          { file: 'engagement/handoff.md', line: 3, column: 3, message: exactly(`\`${line.replace(/[.]$/, '')}\` is no concern: a tag in front of it does not make it one`) },
        ],
      })),
    ],
  });
});
