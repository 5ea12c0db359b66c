// slot-language under --preset recommended: a marketing genre, a contest's rounds, criteria.md's own words and a
// crit-N label heading a line name the product's things, not the team's rounds; the team's pressure still fails.
import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/slot-language.js';
import { phraseKey } from '../../../rules/engagement/lib/slot-product.js';
import { cleanupTrees } from '../../helpers.js';
import { lint, ruleTester, type InvalidCase } from '../../rule-tester.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };
const hit = (line: number, column: number, phrase: string) => ({ file: 'engagement/handoff.md', line, column, message: `counter-pressure language "${phrase}"` });
/** A handoff whose §2 holds `lines` from its line 3 on. */
const handoff = (...lines: string[]) => ({ 'handoff.md': `# Handoff\n## 2. Deliverables + criteria trace\n${lines.join('\n')}\n` });

describe('recommended: "last chance" naming a genre of the product\'s marketing copy', () => {
  const genre = [
    '- The third email is the письмо последнего шанса of the chain (24 h before the code expires).',
    '- Третье письмо цепочки — письмо последнего шанса, уходит за 24 часа до сгорания кода.',
    '- Angle C: its Meta headline is Last chance to try Orbit Pro free, shown on days 6–7 only.',
    '- Email 3 is the last chance reminder of the sequence.',
    '- `campaigns/direct-summer-sale/ads.csv` — 9 объявлений; группа 3 — объявления последнего шанса, показ с 28 июня',
    '+/- 1 file: emails/cart/03-last-call.md (создан, 9 строк); письмо последнего шанса для брошенной корзины',
    // A compound names the thing whoever speaks.
    '- We wrote the last chance email for the abandoned cart.',
    '- Subject line: Last chance — your cart expires tonight.',
  ];
  const table = (header: string, name: string) => handoff('', `| ${header} | Вариант | Заголовок 1 |`, '|---|---|---|', `| ${name} | A | Скидка 30% до 30 июня |`);
  /** The team's own pressure, beside the same nouns. */
  const pressure: Array<[string, number, string]> = [
    ['- This is our last chance to get this accepted.', 15, 'last chance'],
    ['- Email copy is done; this is our last chance, please accept.', 35, 'last chance'],
    ['- Reminder: last chance to approve the copy before escalation.', 13, 'last chance'],
    ['- Last chance for the reminder email: the CTA still fails contrast.', 3, 'Last chance'],
    ['- Это последний шанс принять письмо, дальше эскалация.', 7, 'последний шанс'],
    ['- Последний шанс промолчать о скидке не даём.', 3, 'Последний шанс'],
  ];
  ruleTester(rule, {
    valid: [
      ...genre.map((line) => ({ name: `recommended: ${line}`, files: handoff(line), options: recommended })),
      { name: 'recommended: an ad group named in a table column headed Группа', files: table('Группа', 'Последний шанс'), options: recommended },
      ...['Ad group', 'Campaign', 'Segment', 'Кампания', 'Сегмент'].map((h) => ({ name: `recommended: a column headed ${h}`, files: table(h, 'Last chance'), options: recommended })),
    ],
    invalid: [
      ...pressure.map(([line, column, phrase]) => ({ name: `recommended: ${line}`, files: handoff(line), options: recommended, findings: [hit(3, column, phrase)] })),
      {
        name: 'recommended: «последняя итерация» beside a письмо последнего шанса: only the iteration is flagged',
        files: handoff('- Это последняя итерация по письму последнего шанса.'),
        options: recommended,
        findings: [hit(3, 7, 'последняя итерация')],
      },
      { name: 'recommended: the phrase in a table column that names no campaign part', files: table('Статус', 'Последний шанс'), options: recommended, findings: [hit(6, 3, 'Последний шанс')] },
      { name: 'compat: a genre name is read as the reference reads it', files: handoff('- Email 3 is the last chance reminder of the sequence.'), findings: [hit(3, 18, 'last chance')] },
    ],
  });
});

describe('recommended: a contest\'s rounds and the words of criteria.md\'s criteria', () => {
  const contest = [
    '- Announces round 3 of 4 of the photo contest and teases the final round (Night, July 28).',
    "- crit-2 covers the teaser of the contest's final round.",
    '+/- 1 file: content/contest/round-3-email.md (created, 5 lines); announcement of contest round 3 of 4 with a teaser for the final round',
    "- The email ends on the final round's theme, Night.",
    '- Round 3 of 4 of the photo challenge: theme Water.',
    '- Письмо анонсирует раунд 3 из 4 фотоконкурса и тему последнего раунда.',
    '- Последний раунд голосования открывается 28 июля.',
  ];
  const stillTeams: Array<[string, number, string]> = [
    ['- Round 2 of 3 of the contest email.', 3, 'Round 2 of 3'],
    ['- Round 3 of 4 of the photo contest — please accept as is.', 3, 'Round 3 of 4'],
    ['- The final round of fixes for the contest email, please accept.', 7, 'final round'],
    ['- Последний раунд по письму конкурса, просим принять.', 3, 'Последний раунд'],
    ['- Раунд 2 из 3 по конкурсному письму.', 3, 'Раунд 2 из 3'],
    ['- Slot 2/3 used on the contest email.', 3, 'Slot 2/3'],
    ["- The theme of the final round of fixes: we need approval.", 20, 'final round'],
  ];
  const criteria = (...done: string[]) => `---\nengagement: demo\ndomain: marketing\nsize: S\nux_heavy: false\ntools_required: []\n---\n# Acceptance criteria\n\n## Done when\n${done.map((d) => `- ${d}`).join('\n')}\n`;
  const quoting = {
    'criteria.md': criteria('Names round 3\'s theme and dates', "Teases the **final round**'s theme and start date without announcing its prize"),
    ...handoff('- crit-1: theme, dates ✅ content/round-3-email.md', '- crit-2: final round teased (Night, July 28), no prize ✅ content/round-3-email.md, last line'),
  };
  const quotingRu = {
    'criteria.md': criteria('Письмо анонсирует тему последнего раунда и дату его старта'),
    ...handoff('- crit-1: последний раунд анонсирован, дата старта 28 июля ✅ content/round-3-email.md'),
  };
  ruleTester(rule, {
    valid: [
      ...contest.map((line) => ({ name: `recommended: ${line}`, files: handoff(line), options: recommended })),
      { name: "recommended: a phrase criteria.md's criteria use, quoted back under its crit-N", files: quoting, options: recommended },
      { name: 'recommended: the same in Russian, in another case of the phrase', files: quotingRu, options: recommended },
    ],
    invalid: [
      ...stillTeams.map(([line, column, phrase]) => ({ name: `recommended: ${line}`, files: handoff(line), options: recommended, findings: [hit(3, column, phrase)] })),
      {
        name: "recommended: the criteria's phrase in the team's framing, and a phrase no criterion uses",
        files: { 'criteria.md': quoting['criteria.md'], ...handoff('- This is the final round, so the teaser ships.', '- crit-2: final round teased; we are on the last attempt.') },
        options: recommended,
        findings: [hit(3, 15, 'final round'), hit(4, 11, 'final round'), hit(4, 45, 'last attempt')],
      },
      {
        name: "recommended: criteria.md's criteria only: a phrase elsewhere in criteria.md is no criterion's",
        files: { 'criteria.md': `${criteria('Names the theme')}\n## Scope\nTeases the final round.\n`, ...handoff('- crit-2: final round teased ✅ content/round-3-email.md') },
        options: recommended,
        findings: [hit(3, 11, 'final round')],
      },
      { name: 'compat: a contest round is read as the reference reads it', files: handoff(contest[0]!), findings: [hit(3, 62, 'final round')] },
    ],
  });

  it('reads a Russian phrase in any case as one key, an English one as written', () => {
    expect(phraseKey('последнего  раунда')).toBe(phraseKey('Последний раунд'));
    expect(phraseKey('последнего шанса')).toBe('последн шанс');
    expect(phraseKey('Final Round')).toBe('final round');
    expect(phraseKey('final round')).not.toBe(phraseKey('last round'));
  });
});

describe('recommended: a crit-N label heading a line quotes a criterion', () => {
  ruleTester(rule, {
    valid: [
      { name: "recommended: a buyer's payment attempt under crit-1:", files: handoff('- crit-1: the last attempt a buyer made with that card is not retried from the error state.'), options: recommended },
      { name: 'recommended: the same under [crit-1]', files: handoff('1. [crit-1] The last attempt a buyer made with that card is not retried.'), options: recommended },
      { name: 'recommended: the same under **crit-1** —', files: handoff('- **crit-1** — the last attempt a buyer made with that card is not retried.'), options: recommended },
    ],
    invalid: [
      { name: 'recommended: crit-N elsewhere on the line is the team\'s word', files: handoff('- The last attempt on crit-1 was retried.'), options: recommended, findings: [hit(3, 7, 'last attempt')] },
      { name: 'recommended: the label does not clear the team\'s framing', files: handoff('- crit-1: this is the last attempt at the payment retry.'), options: recommended, findings: [hit(3, 23, 'last attempt')] },
      { name: 'recommended: nor the team\'s words after it', files: handoff('- crit-1: the last attempt before escalation is not retried.'), options: recommended, findings: [hit(3, 15, 'last attempt')] },
    ],
  });
});

// Their time is bench/hostile.mjs's (slot-language-product-word-runs, slot-language-phrase-then-100k-spaces): here, only the findings.
describe('slot-language: the new readings on long inputs', () => {
  it('recommended: long runs of the marketing and contest words around phrases', async () => {
    const run = (s: string, n: number) => s.repeat(n);
    const c: InvalidCase = {
      files: {
        'criteria.md': `# Acceptance criteria\n\n## Done when\n- ${run('final round ', 20_000)}\n`,
        'handoff.md': `# Handoff\n\n${run('email ', 20_000)}${run('contest ', 20_000)}${run('the last chance ', 5000)}\n\n${run('round 1 of 2 of the photo contest ', 5000)}${run('раунд 1 из 2 конкурса ', 5000)}\n\nwe are on the last attempt\n`,
      },
      options: recommended,
      findings: [hit(7, 15, 'last attempt')],
    };
    const r = await lint(rule, c);
    expect(r.status).toBe('fail');
    expect(r.findings).toEqual(c.findings);
  });

  it('recommended: a long run of spaces after a phrase is read once', async () => {
    const r = await lint(rule, { files: { 'handoff.md': `# Handoff\n\nThis is the last chance${' '.repeat(100_000)}x\n` }, options: recommended });
    expect(r.findings).toEqual([hit(3, 13, 'last chance')]);
  });
});

describe("recommended: criteria that count the product's attempts make its last attempt the product's", () => {
  const criteria = (crit2: string) => `---\nsize: M\n---\n# Acceptance criteria\n\n## Done when\n- crit-1: A webhook answered with 5xx is retried on the schedule\n- crit-2: ${crit2}\n`;
  const COUNTED = 'After 8 failed attempts the delivery is marked `dead` and no further attempt is made';
  const LINE = '2. [crit-2] The dead state is set in the same transaction as the last attempt; a crash between send and commit would re-send once.';
  ruleTester(rule, {
    valid: [
      { name: 'recommended: the last attempt of deliveries the criteria count', files: { 'criteria.md': criteria(COUNTED), ...handoff(LINE) }, options: recommended },
      { name: 'recommended: the same in Russian', files: { 'criteria.md': criteria('Доставка помечается `dead` вместе с восьмой попыткой'), ...handoff('- Статус dead ставится в одной транзакции с последней попыткой.') }, options: recommended },
    ],
    invalid: [
      { name: 'recommended: criteria that count no attempts leave it the team\'s', files: { 'criteria.md': criteria('The dead-letter queue is visible in the dashboard'), ...handoff(LINE) }, options: recommended, findings: [hit(3, LINE.indexOf('last attempt') + 1, 'last attempt')] },
      { name: 'recommended: the team\'s words beside it still fail', files: { 'criteria.md': criteria(COUNTED), ...handoff('- This is our last attempt, please accept.') }, options: recommended, findings: [hit(3, '- This is our '.length + 1, 'last attempt')] },
    ],
  });
});
