// Russian wording under --preset recommended. In scope-sync.md: a refusal holding no «нет» («ни в коем случае»,
// «давай не будем», «против», «не удаляйте», «рано, …») and the user's silence («ответа не дал») are no OK, while
// an answer opening with an approval stays one whatever follows it. In handoff prose: a negation right after the
// operation saying it was not done («Релиз (gh release create) не создавали», «Публикации пакета (`npm publish`)
// тоже не было») is no operation, while a clause of its own after it («…, ошибок не было») negates nothing of it.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
const SQL = 'engagement/specs/m.sql';
const ITEM = '- sql-drop-table: `DROP TABLE legacy_pdf_cache` — кэш PDF из прототипа, бэкап снят (pg_dump 2026-05-14 09:00).';
const section = (...lines: string[]) => ({
  'handoff.md': '# Handoff\n',
  'specs/m.sql': 'DROP TABLE legacy_pdf_cache;\n',
  'scope-sync.md': ['# Scope sync', '## Dangerous-op user OK — 2026-05-14 10:05', ...lines].join('\n'),
});
const granted = '1 dangerous op found, each named in scope-sync.md under a `## Dangerous-op user OK` heading, by its id or its command (sql-drop-table)';
const refuses = (line: number) => new RegExp(`; the \`## Dangerous-op user OK\` entry naming it refuses it \\(scope-sync\\.md line ${line}\\), which is no OK$`);
const silence = (words: string, line: number) => `; the \`## Dangerous-op user OK\` entry naming it records the user's silence ("${words}", scope-sync.md line ${line}), not the user's words: silence is not consent, so it is no OK`;

/** Refusals with no «нет» in them: lines below the heading, and the 1-based line of scope-sync.md that refuses. */
const refused: Array<[string[], number]> = [
  [[ITEM, '  - Пользователь: ни в коем случае, там лежат выгрузки для аудита за 2025 год.'], 4],
  [[ITEM, '- Пользователь: давай не будем'], 4],
  [[ITEM, '- Пользователь: против'], 4],
  [[ITEM, '- Пользователь: не удаляйте'], 4],
  [[ITEM, '- Пользователь: рано, сначала бэкап проверим'], 4],
  [[ITEM, '', '> Давайте не будем, там аудит.'], 5],
  [[ITEM, '- Пользователь (чат 10:02): «Ни за что.»'], 4],
  [[ITEM, '- Пользователь: я категорически против удаления'], 4],
  [[ITEM, '- Пользователь: пока рано удалять'], 4],
  [[ITEM, '- Пользователь: рановато'], 4],
  [[ITEM, '- Пользователь: не стоит, там данные'], 4],
  [[ITEM, '- Пользователь: не удаляйте legacy_pdf_cache, там выгрузки'], 4],
  [[ITEM, '- Пользователь: audit_2025 не удаляйте, legacy_pdf_cache не удаляйте'], 4],
  [['- sql-drop-table: `DROP TABLE legacy_pdf_cache`, бэкап снят; пользователь сказал «не дропайте пока»'], 3],
];
/** The user's silence: lines below the heading, the words quoted and their line. */
const silent: Array<[string[], string, number]> = [
  [[ITEM, '- Пользователь ответа не дал'], 'ответа не дал', 4],
  [[ITEM, '  Пользователь не дал ответа.'], 'не дал ответа', 4],
  [[ITEM, '- Вопрос пользователю остался без ответа'], 'без ответа', 4],
  [[ITEM, '- User gave no answer'], 'gave no answer', 4],
];
/** Answers already read as no OK, which stay so. */
const stillRefused: string[] = [
  '- Пользователь: нет',
  '- Пользователь: не сейчас',
  '- Пользователь: пока нет',
  '- Пользователь: не надо удалять',
  '- Пользователь промолчал',
  '- User: "Absolutely not."',
  "- User: let's not do that",
  '- User: do not drop it',
  '  User gave no answer.',
];
/** The user's OK in Russian, some holding the words above as riders or in another sense. */
const approved: string[] = [
  '- Пользователь: да, удаляйте',
  '- Пользователь: согласен',
  '- Пользователь: разрешаю',
  '- Пользователь: можно',
  '- Пользователь: ок, дропайте',
  '- Пользователь: «Давайте, удаляйте»',
  '- Пользователь: не против, удаляйте',
  '- Пользователь: ничего не имею против',
  '- Пользователь: да, удаляйте, но ни в коем случае не трогайте audit_2025',
  '- Пользователь: не будем ждать, удаляйте',
  '- Пользователь: «Да, удаляйте рано утром в субботу»',
  '- Пользователь (чат 10:05, рано утром): да, удаляйте',
  '- Пользователь: да. Бэкап не нужно переснимать',
  '- Пользователь: можно, не стоит беспокоиться',
  // A table kept beside a grant: the OK's tables are read for it.
  '- Пользователь: legacy_pdf_cache можно, audit_2025 не удаляйте',
  '- Пользователь: не удаляйте audit_2025, а legacy_pdf_cache можно',
  '- User: "Yes, drop it."',
];

const handoff = (...lines: string[]) => ({ 'handoff.md': ['# Handoff', '## 8. Deploy log', ...lines, ''].join('\n') });
const none = /^no dangerous operations detected/;
const shallow = { ...fakeSystem(), gitBaseProblem: () => ({ detail: 'shallow clone without the base branch main and its history: the change was not scanned', fix: 'Fetch the base branch.' }) };
/** Prose saying the operation was not done, the negation after it. */
const notDone: string[] = [
  'N/A — деплоя в этом engagement нет. Релиз (gh release create) не создавали: выкатка пойдёт с плановым релизом billing. Публикации пакета (`npm publish`) тоже не было — модуль внутренний.',
  'Релиз (gh release create) мы не создавали.',
  'Деплоя в прод (vercel --prod) тоже не было.',
  'Таблицу legacy (`DROP TABLE legacy;`) не удаляли.',
  'Пакет (`npm publish`) пока не публиковали.',
  'Релиз (gh release create) я не создавал.',
];
/** Already read as not done, and still so. */
const stillNotDone: string[] = ['Мы не запускали npm publish.', '(vercel --prod) не делали.', 'There was no package publish (npm publish).'];
/** An operation that ran, with a «не» after it about something else: each still needs the user's OK. */
const ran: Array<[string, string]> = [
  ['Запустили `npm publish`, ошибок не было.', 'package-publish'],
  ['Запустили `npm publish` и ошибок не было.', 'package-publish'],
  ['Запустили `npm publish` ошибок не было.', 'package-publish'],
  ['Выполнили `npm publish` — откатов не было.', 'package-publish'],
  ['Запустили npm publish; не было ошибок.', 'package-publish'],
  ['`npm publish` тоже не было завершено до конца.', 'package-publish'],
  ['`gh release create` не создавал тег, он уже был.', 'deploy-prod-direct'],
  ['Релиз (gh release create) не был завершён.', 'deploy-prod-direct'],
];

describe('danger-scan: Russian refusals and silence under the OK heading', () => {
  ruleTester(rule, {
    valid: [
      ...approved.map((answer) => ({ name: `recommended: ${JSON.stringify(answer)} is the user's OK`, files: section(ITEM, answer), options: recommended, detail: granted })),
      ...refused.map(([lines]) => ({ name: `compat: ${JSON.stringify(lines.slice(1))} names the id, as the reference reads it`, files: section(...lines) })),
    ],
    invalid: [
      {
        name: 'recommended: the user\'s OK in Russian, in a clone without its base: a warning, not a pass',
        status: 'warn' as const,
        files: section(ITEM, '- Пользователь: не против, удаляйте'),
        options: recommended,
        system: shallow,
        findings: [],
      },
      ...refused.map(([lines, line]) => ({
        name: `recommended: ${JSON.stringify(lines.at(-1))} refuses`,
        files: section(...lines),
        options: recommended,
        detail: 'dangerous ops without user OK: sql-drop-table',
        findings: [{ file: SQL, line: 1, message: refuses(line) }],
      })),
      ...silent.map(([lines, words, line]) => ({
        name: `recommended: ${JSON.stringify(lines.at(-1))} records silence`,
        files: section(...lines),
        options: recommended,
        detail: 'dangerous ops without user OK: sql-drop-table',
        findings: [{ file: SQL, line: 1, message: silence(words, line) }],
      })),
      ...stillRefused.map((answer) => ({
        name: `recommended: ${JSON.stringify(answer)} is still no OK`,
        files: section(ITEM, answer),
        options: recommended,
        detail: 'dangerous ops without user OK: sql-drop-table',
      })),
    ],
  });
});

describe('danger-scan: a Russian negation after the operation in prose', () => {
  ruleTester(rule, {
    valid: [
      ...[...notDone, ...stillNotDone].map((line) => ({ name: `recommended: ${JSON.stringify(line)} says it was not done`, files: handoff(line), options: recommended, detail: none })),
    ],
    invalid: [
      // As the reference reads it, every line is code.
      {
        name: 'compat: the negated release is an operation, as the reference reads it',
        files: handoff(notDone[1]!),
        detail: 'dangerous ops without user OK: deploy-prod-direct',
        findings: [{ file: 'engagement/handoff.md', line: 3, column: 8 }],
      },
      {
        name: 'recommended: a negated publish in a clone without its base: a warning that nothing dangerous was read',
        status: 'warn' as const,
        files: handoff(notDone[4]!),
        options: recommended,
        system: shallow,
        detail: /no dangerous operations in handoff\.md/,
      },
      ...ran.map(([line, id]) => ({
        name: `recommended: ${JSON.stringify(line)} ran`,
        files: handoff(line),
        options: recommended,
        detail: `dangerous ops without user OK: ${id}`,
      })),
    ],
  });

  // How fast is bench/hostile.mjs's to measure: here each long run must give a verdict, not an internal error.
  it('reads long runs after an operation and in an answer', async () => {
    const long = (s: string) => s.repeat(20_000);
    for (const text of [long(' '), long('тоже '), long('не '), long('рано '), long('\t'), long('я')]) {
      const prose = await lint(rule, { files: handoff(`Релиз (gh release create)${text} не создавали.`), options: recommended });
      expect(prose.internal_error, prose.detail).toBeUndefined();
      const answer = await lint(rule, { files: section(ITEM, `- Пользователь: ${text}`, `  «${text}против`), options: recommended });
      expect(answer.internal_error, answer.detail).toBeUndefined();
      expect(['pass', 'fail']).toContain(answer.status);
    }
  });
});
