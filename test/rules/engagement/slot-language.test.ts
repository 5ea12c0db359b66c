import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/slot-language.js';
import { cleanupTrees, criteria, fakeSystem, options, writeTree } from '../../helpers.js';
import { selectRules } from '../../../packages/core/src/engine.js';
import { lintTarget } from '../../../packages/core/src/lint.js';
import { packs } from '@engagement-lint/rules';
import { expectInvalid, lint, ruleTester, type InvalidCase } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const hit = (file: string, line: number, column: number, phrase: string) => ({ file: `engagement/${file}`, line, column, message: `counter-pressure language "${phrase}"` });

/** An iteration-2 folder that refers back to iteration 1 and describes the product's retries. */
const pastAndProduct = {
  iteration: '2\n',
  'handoff.md': '# Handoff\n## 7. Self-acceptance\nThe blocker from the last iteration (iter-1, lock leak) is fixed.\nOn outage the cache client gives up after the final attempt of 3 Redis reconnects and falls back to the database.\n',
  'validation-log.md': '# Validation\n### code-reviewer\nRe-checked the fix for the blocker raised in the last round (iter-1).\n',
};

ruleTester(rule, {
  valid: [
    { name: 'recommended: a pointer back to an earlier round and the product\'s retry logic', files: pastAndProduct, options: { preset: 'recommended' } },
    { name: 'no artefacts', files: {} },
    {
      name: "recommended: the product's own last attempts and final rounds (jobs, webhooks, uploads, tournaments, timers)",
      files: {
        'handoff.md': [
          '# Handoff',
          '- The export job is marked failed on its final attempt.',
          '- The webhook sender gives up after the last attempt and alerts on-call.',
          '- The upload is retried 3 times; on the last attempt the error is shown.',
          '- Matches in the final round of the tournament are best of five.',
          '- The quiz gives one last chance to answer before the timer ends.',
        ].join('\n'),
      },
      options: { preset: 'recommended' },
    },
    {
      name: 'clean artefacts',
      files: { 'handoff.md': '# Handoff\n## 10. Iteration counter\nCurrent round: 2. Prior round(s): 1.\nThe final report lists every atlas.\n' },
      detail: exactly('no banned slot/last-attempt language'),
    },
    { name: 'no match inside longer Cyrillic or Latin words', files: { 'scope-sync.md': 'Предпоследняя попытка была удачной.\nкругизакончились\nthe bloglast attempts, slot 2/2x, multislot 1/2\n' } },
    {
      name: 'lines that quote the ban',
      files: {
        'handoff.md': [
          '> "last attempt" creates pressure',
          'Slot language ("slot 1/2 used", "final round") is banned.',
          'Do NOT write "last chance" in the handoff.',
          "Don't use \"final attempt\".",
          '"последний шанс" — запрещено.',
          'anti-pattern: iteration budget exhausted',
        ].join('\n'),
      },
    },
  ],
  invalid: [
    {
      name: 'compat: every phrase counts, past rounds and product retries included',
      files: pastAndProduct,
      findings: [hit('handoff.md', 3, 22, 'last iteration'), hit('handoff.md', 4, 47, 'final attempt'), hit('validation-log.md', 3, 50, 'last round')],
    },
    {
      name: 'recommended: budget framing of the current round still counts',
      options: { preset: 'recommended' as const },
      files: {
        iteration: '2\n',
        'handoff.md': '# Handoff\nThis is the last attempt, please accept.\nOne final round before escalation.\nLast iteration (iter-2) of the budget.\nThe last attempt failed; retry it next week.\n',
      },
      findings: [hit('handoff.md', 2, 13, 'last attempt'), hit('handoff.md', 3, 5, 'final round'), hit('handoff.md', 4, 1, 'Last iteration'), hit('handoff.md', 5, 5, 'last attempt')],
    },
    {
      name: 'English phrases, with file:L<n> hits and located findings',
      files: {
        'handoff.md': '# Handoff\nWe are on slot 2/2 now.\n',
        'acceptance-log.md': '## Iteration 2\nThis is the LAST attempt; after that we are out of retries.\n',
        'validation-log.md': 'iteration 2 of 3 — burning budget here\n',
      },
      detail: exactly(
        'slot/last-attempt language: handoff.md:L2: We are on slot 2/2 now.; acceptance-log.md:L2: This is the LAST attempt; after that we are out of retries.; validation-log.md:L1: iteration 2 of 3 — burning budget here',
      ),
      findings: [
        hit('handoff.md', 2, 11, 'slot 2/2'),
        hit('acceptance-log.md', 2, 13, 'LAST attempt'),
        hit('acceptance-log.md', 2, 45, 'out of retries'),
        hit('validation-log.md', 1, 1, 'iteration 2 of 3'),
        hit('validation-log.md', 1, 20, 'burning budget'),
      ],
    },
    {
      name: 'Russian phrases, with Unicode word edges',
      files: { 'scope-sync.md': 'Это последняя попытка.\nКруги закончились, эскалируем.\nИ последний раунд тоже.\n' },
      findings: [hit('scope-sync.md', 1, 5, 'последняя попытка'), hit('scope-sync.md', 2, 1, 'Круги закончились'), hit('scope-sync.md', 3, 3, 'последний раунд')],
    },
    {
      name: 'a curly-apostrophe "don’t use" is not a quote of the ban (reference parity)',
      files: { 'handoff.md': 'Note: don’t use "final attempt" here.\n' },
      detail: exactly('slot/last-attempt language: handoff.md:L1: Note: don’t use "final attempt" here.'),
      findings: [hit('handoff.md', 1, 18, 'final attempt')],
    },
    {
      name: 'at most five hits in the detail, every one a finding',
      files: { 'handoff.md': Array.from({ length: 7 }, (_, i) => `line ${i}: final round`).join('\n') },
      detail: /^slot\/last-attempt language: (handoff\.md:L\d: line \d: final round; ){4}handoff\.md:L5: line 4: final round \(\+2 more\)$/,
      findings: Array.from({ length: 7 }, (_, i) => hit('handoff.md', i + 1, 'line 0: '.length + 1, 'final round')),
    },
  ],
});

describe('--preset recommended: quoted content is not the team\'s language', () => {
  const recommended = { preset: 'recommended' as const };
  const quoted = {
    'handoff.md': [
      '# Handoff',
      '| 2 | 3 ads/group, H1 ≤ 56 | ✅ | `campaigns/bf-2026/direct/ads.csv` — longest H1 "Последний шанс: −30% на ноутбуки до 29.11" (41 chars) |',
      '- banner copy “Last chance: −30%”, the RU variant «последний шанс», the CTA \'final round of deals\' and `LAST_CHANCE = "last chance"`',
    ].join('\n'),
  };
  const mixed = {
    'handoff.md': [
      '# Handoff',
      "We don't have many rounds left: this is the last attempt, so the \"last chance\" banner ships.",
      'An unclosed "quote: last round',
      "The team's last round and the lead's final attempt.",
    ].join('\n'),
  };
  ruleTester(rule, {
    valid: [{ name: 'recommended: quoted product copy and inline code are not flagged', files: quoted, options: recommended }],
    invalid: [
      {
        name: 'compat: quoted product copy is flagged (reference parity)',
        files: quoted,
        findings: [hit('handoff.md', 2, 83, 'Последний шанс'), hit('handoff.md', 3, 16, 'Last chance'), hit('handoff.md', 3, 52, 'последний шанс'), hit('handoff.md', 3, 78, 'final round'), hit('handoff.md', 3, 120, 'last chance')],
      },
      {
        name: "recommended: the team's own language is flagged; an apostrophe or an unclosed quote quotes nothing",
        files: mixed,
        options: recommended,
        findings: [hit('handoff.md', 2, 45, 'last attempt'), hit('handoff.md', 3, 21, 'last round'), hit('handoff.md', 4, 12, 'last round'), hit('handoff.md', 4, 38, 'final attempt')],
      },
    ],
  });
});

describe('--preset recommended: the same framing in other words', () => {
  const recommended = { preset: 'recommended' as const };
  const lines: Array<[string, number, string]> = [
    ['Итерация 2 из 3 — просим принять, если замечания мелкие.', 1, 'Итерация 2 из 3'],
    ['Это последний круг, дальше эскалация.', 5, 'последний круг'],
    ['Round 2 of 3 — please accept if the concerns are minor.', 1, 'Round 2 of 3'],
    ['Iteration budget: 2 of 3 used.', 11, 'budget: 2 of 3'],
    ['This is our last try before escalation.', 13, 'last try'],
    ['We have one iteration left.', 9, 'one iteration left'],
    ['2 of 3 rounds used so far.', 1, '2 of 3 rounds used'],
    ['Осталась одна попытка.', 1, 'Осталась одна попытка'],
    ['Даём последнюю попытку.', 6, 'последнюю попытку'],
    // Written as a field of the status line.
    ['Current round: 1 of 2. Please review carefully.', 9, 'round: 1 of 2'],
    ['Slot: 1/2 used.', 1, 'Slot: 1/2'],
    ['Iteration: 2 of 3', 1, 'Iteration: 2 of 3'],
    ['Итерация: 2 из 3.', 1, 'Итерация: 2 из 3'],
    ['Slot #2 of 3 for the export fix.', 1, 'Slot #2 of 3'],
    ['2nd of 2 iterations used.', 1, '2nd of 2 iterations used'],
    ['All rounds exhausted, escalating.', 5, 'rounds exhausted'],
    ['Our iterations are used up.', 5, 'iterations are used up'],
    // The count left written as a field of the status line.
    ['Attempts remaining: 1', 1, 'Attempts remaining: 1'],
    ['Status: rounds left = 0, escalating.', 9, 'rounds left = 0'],
    ['**Remaining iterations:** 1', 3, 'Remaining iterations: 1'],
    // The field's label in bold, the colon inside or outside the emphasis: the phrase is quoted as rendered.
    ['**Slot:** 2/3 used', 3, 'Slot: 2/3'],
    ['**Current round**: 2 of 3', 11, 'round: 2 of 3'],
    ['**Iteration:** 2 / 3', 3, 'Iteration: 2 / 3'],
    ['**Итерация:** 2 из 3', 3, 'Итерация: 2 из 3'],
  ];
  const scope = (line: string) => ({ 'scope-sync.md': `# Scope sync\n\n## Iteration status\n${line}\n` });
  ruleTester(rule, {
    valid: [
      {
        name: 'recommended: counts and rounds that are not the iteration budget',
        files: scope('Exported 2 of 3 files; round 2 of the price table fixed (see iter-1). Three rows left in the CSV. Круг задач: 2 экрана.'),
        options: recommended,
      },
      ...lines.map(([line]) => ({ name: `compat: the reference's list only: ${line}`, files: scope(line) })),
    ],
    invalid: lines.map(([line, column, phrase]) => ({
      name: `recommended: ${line}`,
      files: scope(line),
      options: recommended,
      findings: [hit('scope-sync.md', 4, column, phrase)],
    })),
  });
});

describe('--preset recommended: phrases as the paragraph renders them', () => {
  const recommended = { preset: 'recommended' as const };
  const split = {
    'handoff.md': [
      '# Handoff',
      'This is the **last** attempt, so we ship.',
      '',
      'This is the _last_',
      'attempt before escalation.',
      '',
      '- We are on our final',
      '  round: please accept.',
      '',
      'Please accept: *one more round*',
      '*left*, then escalation.',
    ].join('\n'),
  };
  /** Code and comments are not prose: a phrase in them, or drawing a word from them, is no hit. */
  const code = {
    'handoff.md': [
      '# Handoff',
      'We tried `last` attempt as the flag name; the `last attempt` counter is the product\'s.',
      '',
      '```',
      'We are on the last attempt.',
      '```',
      '',
      '<!-- We are on the last attempt. -->',
      'We ship <!-- the last --> the fix.',
      '',
      'We name it last_attempt in the code.',
    ].join('\n'),
  };
  /** A link renders as its text: a phrase split by one is read, a phrase only in its URL is not. */
  const linked = { 'handoff.md': '# Handoff\n\nThis is the [final](../plan.md) round before escalation.\n' };
  const urls = {
    'handoff.md': [
      '# Handoff',
      'We follow [the plan](<docs/the final round.md> "last attempt") and [its notes][last round].',
      'Our notes: <https://example.test/iteration2/3>.',
      '',
      '[last round]: docs/notes.md',
      '',
      '- Last attempt state of the form: [capture](screens/iter-2/dark/form.png)',
    ].join('\n'),
  };
  ruleTester(rule, {
    valid: [
      { name: 'recommended: code spans, fenced code and comments are not the team\'s prose', files: code, options: recommended },
      { name: 'recommended: a phrase only in a link\'s URL, title or label, an autolink or a definition is no prose; a link to a capture still marks a line about the product', files: urls, options: recommended },
    ],
    invalid: [
      { name: 'recommended: a phrase split by a link, at its first word', files: linked, options: recommended, findings: [hit('handoff.md', 3, 14, 'final round')] },
      {
        name: 'recommended: a phrase split by emphasis or a soft line break, at its first word',
        files: split,
        options: recommended,
        findings: [hit('handoff.md', 2, 15, 'last attempt'), hit('handoff.md', 4, 14, 'last attempt'), hit('handoff.md', 7, 17, 'final round'), hit('handoff.md', 10, 17, 'one more round left')],
        detail: exactly('slot/last-attempt language: handoff.md:L2: This is the **last** attempt, so we ship.; handoff.md:L4: This is the _last_; handoff.md:L7: - We are on our final; handoff.md:L10: Please accept: *one more round*'),
      },
      {
        name: 'compat: the raw line is read, emphasis and all (reference parity), code and comments too',
        files: { 'handoff.md': `${split['handoff.md']}\n\n\`\`\`\nWe are on the last attempt.\n\`\`\`\n` },
        findings: [hit('handoff.md', 14, 15, 'last attempt')],
      },
    ],
  });
});

describe('--preset recommended: the product\'s attempts, tries and slots', () => {
  const recommended = { preset: 'recommended' as const };
  const product = [
    'The last try-catch block in `src/api/metrics.ts` now logs the org id.',
    'The client retries the metrics call: attempt 2/3 of the retry policy waits 400 ms.',
    'On a 503 the widget shows "Retrying…" and gives up on the last try after 3 retries with backoff.',
    'Клиент повторяет запрос: попытка 2 из 3 ждёт 400 мс (политика ретраев).',
    'The login form locks after attempt 3 of 5; the banner says 2 attempts left.',
    'The OTP field shows 2 tries left and locks when no attempts remaining.',
    'The lockout banner reads Attempts remaining: 2 after a wrong password.',
    'The chart screenshot is the last shot in `screens/iter-2/dark/`.',
    'The quarter preset is the final slot in the preset toolbar.',
    'The CTA text is Last chance to save, rendered in the light theme.',
    'The semi-final round of the tournament is drawn on Monday.',
    'The banner headline reads Last chance for 30% off, set in the display font.',
    'The HTTP client logs "retries exhausted" after the third 503.',
    // A user's attempt at signing in, and a pass of an algorithm or a version of a design.
    'The last attempt at login is rate-limited for 15 minutes.',
    'The final try at the PIN locks the card.',
    'The last iteration of the layout algorithm places the legend.',
    'The final iteration of onboarding dropped the tour step.',
    'The final attempt at signing in locks the account for 15 minutes.',
    'The last attempt at payment is retried by the bank.',
  ];
  /** The team's own framing, on lines that also name the product. */
  const team: Array<[string, number, string]> = [
    ['Round 2 of 3 — please accept the login fix.', 1, 'Round 2 of 3'],
    ['This is our last try on the banner.', 13, 'last try'],
    ['One iteration left for the retry policy.', 1, 'One iteration left'],
    ['Это последний круг по баннеру.', 5, 'последний круг'],
    ['Iteration budget: 2 of 3 used on the toolbar.', 11, 'budget: 2 of 3'],
    ['Last attempt before escalation: the password form still locks.', 1, 'Last attempt'],
    ['The last try - catch it now.', 5, 'last try'],
    // A counted round, a last chance or attempt at the work, and "this is the last attempt" are the team's framing.
    ['Round 2/3 — the CTA contrast fix.', 1, 'Round 2/3'],
    ['This is the last attempt at the checkout button layout.', 13, 'last attempt'],
    ['Last chance for the banner contrast: the button still fails AA.', 1, 'Last chance'],
    ['- Round 3 of 4: the toolbar spacing again.', 3, 'Round 3 of 4'],
    // The team's attempt at a design of the login, and its own current iteration.
    ['This is the last attempt at the login button layout.', 13, 'last attempt'],
    ['This is the last iteration of the onboarding redesign.', 13, 'last iteration'],
    ['The final iteration of the engagement ships the export.', 5, 'final iteration'],
    ['The last iteration of our onboarding work is this one.', 5, 'last iteration'],
    // The team's rounds after "of", and the team's words on a line about login.
    ['Final iteration of rework.', 1, 'Final iteration'],
    ['This round is the last iteration of three allowed.', 19, 'last iteration'],
    ['Final iteration of the current engagement — reviewers should be lenient.', 1, 'Final iteration'],
    ['Final attempt at login, so approve it.', 1, 'Final attempt'],
  ];
  const scope = (...lines: string[]) => ({ 'scope-sync.md': `# Scope sync\n\n## Iteration status\n${lines.join('\n')}\n` });
  ruleTester(rule, {
    valid: product.map((line) => ({ name: `recommended: ${line}`, files: scope(line), options: recommended })),
    invalid: [
      ...team.map(([line, column, phrase]) => ({ name: `recommended: ${line}`, files: scope(line), options: recommended, findings: [hit('scope-sync.md', 4, column, phrase)] })),
      {
        name: 'recommended: a counted round and a last chance at the work, on a line about the CTA',
        files: scope('Round 2/3 — last chance for the CTA contrast fix.'),
        options: recommended,
        findings: [hit('scope-sync.md', 4, 1, 'Round 2/3'), hit('scope-sync.md', 4, 13, 'last chance')],
      },
      {
        name: 'compat: a hyphen ends the phrase and product lines count (reference parity)',
        files: scope('The last round-robin pass of the retry policy.', 'The CTA text is Last chance to save.'),
        findings: [hit('scope-sync.md', 4, 5, 'last round'), hit('scope-sync.md', 5, 17, 'Last chance')],
      },
    ],
  });
});

describe('--preset recommended: call attempts, research rounds, a previous round and a column of copy', () => {
  const recommended = { preset: 'recommended' as const };
  const handoff = (...lines: string[]) => ({ 'handoff.md': `# Handoff\n## 7. Self-acceptance\n${lines.join('\n')}\n` });
  const notTheTeams = [
    '- The bot makes three call attempts; the third is the last attempt, then the order goes to the dispatcher.',
    '- Логика дозвона не менялась: три попытки дозвониться, третья — последняя попытка, после неё заказ уходит диспетчеру.',
    '- В викторине последний раунд длится 60 секунд.',
    '1. [crit-1] Everything the director raised in the last round is addressed.',
    '- Feedback from the last round: the tie-break on equal timestamps.',
    '- Всё, что директор указал в последнем раунде, исправлено.',
    // A comparison with the previous round.
    '- Compared with the last round, the light error text went from 3.2:1 to 5.1:1.',
    '- As in the last iteration, the e2e suite is green.',
    '- Как и в последней итерации, e2e зелёные.',
    '- По сравнению с последним раундом контраст вырос до 5.1:1.',
    '1. [crit-4] We ran the final round of usability interviews on 2026-09-17 (8 riders).',
    '- The last round of user testing found no blocker.',
  ];
  const stillTheTeams: Array<[string, number, string]> = [
    ['- We are in the last round, please accept.', 17, 'last round'],
    ['- This is the final round of fixes before escalation.', 15, 'final round'],
    ['- Это последняя итерация, дальше эскалация.', 7, 'последняя итерация'],
    ['- Финальная итерация по crit-5: если контраст снова не пройдёт, эскалируем.', 3, 'Финальная итерация'],
    ['- Осталась финальная попытка, примите, пожалуйста.', 12, 'финальная попытка'],
    ['- Slot 1/2 used on the call attempts.', 3, 'Slot 1/2'],
    ['- The final round of review is this one.', 7, 'final round'],
  ];
  const table = (header: string) => `| # | ${header} |\n|---|---|\n| 1 | Весенний купаж 790 ₽ |\n| 2 | Последний шанс: весенний купаж 790 ₽ |`;
  ruleTester(rule, {
    valid: [
      ...notTheTeams.map((line) => ({ name: `recommended: ${line}`, files: handoff(line), options: recommended })),
      { name: 'recommended: an ad headline in a table column of copy', files: handoff(table('Headline')), options: recommended },
      { name: 'recommended: the same under a Russian header', files: handoff(table('Заголовок объявления')), options: recommended },
    ],
    invalid: [
      ...stillTheTeams.map(([line, column, phrase]) => ({ name: `recommended: ${line}`, files: handoff(line), options: recommended, findings: [hit('handoff.md', 3, column, phrase)] })),
      { name: 'recommended: the phrase in a table column that is no copy', files: handoff(table('Status')), options: recommended, findings: [hit('handoff.md', 6, 7, 'Последний шанс')] },
      { name: 'compat: a call attempt and a previous round are read as the reference reads them', files: handoff(notTheTeams[0]!, notTheTeams[3]!), findings: [hit('handoff.md', 3, 55, 'last attempt'), hit('handoff.md', 4, 51, 'last round')] },
    ],
  });

  it('finds the header of a long table once', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `| ${i} | Последний шанс: купаж ${i} |`).join('\n');
    const r = await lint(rule, { files: handoff(`| # | Headline |\n|---|---|\n${rows}`), options: recommended });
    expect(r.status).toBe('pass');
  });
});

describe('slot-language on large and degenerate input', () => {
  const huge: InvalidCase = {
    files: { 'handoff.md': Buffer.from([0, 0xff, 10, 0x6c]), 'scope-sync.md': `${'x '.repeat(200_000)}last round` },
    findings: [hit('scope-sync.md', 1, 400_001, 'last round')],
  };
  it('survives binary files and a huge line, with a short detail', async () => {
    const r = await lint(rule, huge);
    expectInvalid(r, huge);
    expect(r.detail.length).toBeLessThan(200);
  });

  it('recommended: a paragraph of split phrases gives each at its first word; unpaired emphasis runs stay text', async () => {
    const many: InvalidCase = {
      files: { 'handoff.md': `# Handoff\n\n${'the **last**\nattempt, '.repeat(400)}\n`, 'scope-sync.md': `${'*a _b '.repeat(20_000)}last round` },
      options: { preset: 'recommended' },
      findings: [...Array.from({ length: 400 }, (_, i) => hit('handoff.md', 3 + i, i === 0 ? 7 : 16, 'last attempt')), hit('scope-sync.md', 1, 120_001, 'last round')],
    };
    expectInvalid(await lint(rule, many), many);
  });

  it('recommended: a paragraph past 64 KB is read around its phrases, each found where it is', async () => {
    const filler = `${'hello world sunny '.repeat(217)}\n`;
    const long: InvalidCase = {
      files: { 'scope-sync.md': `# Scope sync\n\n${filler.repeat(40)}we are on our **last**\nattempt now\n${filler.repeat(40)}one round left\n` },
      options: { preset: 'recommended' },
      findings: [hit('scope-sync.md', 43, 17, 'last attempt'), hit('scope-sync.md', 85, 1, 'one round left')],
    };
    expectInvalid(await lint(rule, long), long);
  });
});

describe('slot-language selection: the ban holds at every tier under --preset recommended', () => {
  afterAll(cleanupTrees);

  it('runs at S, M and L under recommended; compat keeps the reference\'s L only', () => {
    const at = (preset: 'compat' | 'recommended', tier: 'S' | 'M' | 'L') => selectRules([rule], options({ preset }), { compatPreset: true, tier }).length;
    expect([at('recommended', 'S'), at('recommended', 'M'), at('recommended', 'L')]).toEqual([1, 1, 1]);
    expect([at('compat', 'S'), at('compat', 'M'), at('compat', 'L')]).toEqual([0, 0, 1]);
  });

  it('recommended: "the final attempt before the demo" in an S handoff fails; compat does not run the check at S', async () => {
    const root = writeTree({
      'engagement/criteria.md': criteria({ size: 'S' }),
      'engagement/handoff.md': '# Handoff — iter 1 — todo-cli\n## 7. Self-acceptance\n1. [non-criteria] No real concerns, the change is tiny and this was the final attempt before the demo anyway.\n',
    });
    const lintAt = (preset: 'compat' | 'recommended') => lintTarget(`${root}/engagement`, { packs, preset, rules: [rule], system: fakeSystem(), git: false });
    const recommended = await lintAt('recommended');
    expect(recommended.tier).toBe('S');
    expect(recommended.checks.map((c) => [c.name, c.status])).toEqual([['slot-language', 'fail']]);
    expect(recommended.checks[0]!.findings).toEqual([hit('handoff.md', 3, 73, 'final attempt')]);
    expect((await lintAt('compat')).checks.map((c) => c.name)).not.toContain('slot-language');
  });
});
