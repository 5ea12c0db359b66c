// Russian wording of the round and its budget, read as the English is: the handoff's title and §10 against the counter
// (iteration-counter), the units running out (slot-language), a ruling written in Russian (director-verdict) and the
// Russian verdict heading quoted whole (verdict-canonical); and an L consilium of one model family (validator-outputs).
import { afterAll, describe } from 'vitest';
import iterationCounter from '../../../rules/engagement/iteration-counter.js';
import slotLanguage from '../../../rules/engagement/slot-language.js';
import validatorOutputs from '../../../rules/engagement/validator-outputs.js';
import directorVerdict from '../../../rules/engagement/director-verdict.js';
import verdictCanonical from '../../../rules/engagement/verdict-canonical.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { ruleTester, type Tree } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };
const HANDOFF = 'engagement/handoff.md';
const LOG = 'engagement/acceptance-log.md';

describe('iteration-counter: the handoff title and §10 in Russian', () => {
  // Round 1 REJECT (L5), round 2 ACCEPT (L9): the counter is 2.
  const judged = '# Acceptance log\n\n## Iteration 1 — 2026-06-01\n\n### Verdict: REJECT\n\n## Iteration 2 — 2026-06-04\n\n### Verdict: ACCEPT\n';
  /** A handoff titled `title` whose §10 (L5) reads `round`. */
  const handoff = (title: string, round = 'Current round: 2. Prior round: 1.') => `# ${title} — invoice-export — 2026-06-11 16:00\n\n## 1. Diff summary\n## 10. Iteration counter\n${round}\n`;
  const tree = (title: string, round?: string) => ({ iteration: '2\n', 'acceptance-log.md': judged, 'handoff.md': handoff(title, round) });
  ruleTester(iterationCounter, {
    valid: [
      { name: 'recommended: `# Handoff — итерация 2` of the counter\'s iteration', files: tree('Handoff — итерация 2'), options: recommended, detail: exactly('counter=2 (acceptance-log latest iteration 2)') },
      { name: 'recommended: §10 `Текущий раунд: 2. Предыдущие: 1.`', files: tree('Handoff — iteration 2', 'Текущий раунд: 2. Предыдущие: 1.'), options: recommended },
      { name: 'recommended: §10 `Текущий раунд: итерация 2 из 2`', files: tree('Handoff — итерация 2', 'Текущий раунд: итерация 2 из 2.'), options: recommended },
      { name: 'recommended: a `Текущий раунд:` line in fenced code is not read', files: tree('Handoff — итерация 2', '```\nТекущий раунд: 3\n```\nТекущий раунд: 2.'), options: recommended },
      // Not the §10 line: no colon after the round's name, or a number of something else.
      { name: 'recommended: «текущий раунд правок закрыл 3 замечания» names no round', files: tree('Handoff — итерация 2', 'Текущий раунд правок закрыл 3 замечания.'), options: recommended },
      { name: 'recommended: a title naming no iteration («Handoff — выгрузка 3») says nothing', files: tree('Handoff — выгрузка 3'), options: recommended },
      { name: 'compat: the reference reads neither the title nor §10', files: tree('Handoff — итерация 3', 'Текущий раунд: 3.'), detail: exactly('counter=2 (acceptance-log latest iteration 2)') },
      { name: 'recommended: the first handoff, titled in Russian, before any counter or log', status: 'skip', files: { 'handoff.md': handoff('Handoff — итерация 1') }, options: recommended },
    ],
    invalid: [
      {
        name: 'recommended: `# Handoff — итерация 3` while the counter is 2 fails as the English title does',
        files: tree('Handoff — итерация 3'),
        options: recommended,
        detail: exactly('handoff.md is titled iteration 3 (L1) but engagement/iteration is 2; expected the handoff of iteration 2'),
        findings: [{ file: HANDOFF, line: 1, column: 13, message: exactly('handoff titled iteration 3, counter 2') }],
      },
      {
        name: 'recommended: the English control, `# Handoff — iteration 3`',
        files: tree('Handoff — iteration 3'),
        options: recommended,
        detail: exactly('handoff.md is titled iteration 3 (L1) but engagement/iteration is 2; expected the handoff of iteration 2'),
      },
      ...['Handoff — итерации 3', 'Хэндофф — раунд 3', 'Handoff: круг №3', 'Handoff (итер. 3'].map((title) => ({
        name: `recommended: \`# ${title}\` names iteration 3`,
        files: tree(title),
        options: recommended,
        detail: /^handoff\.md is titled iteration 3 \(L1\) but engagement\/iteration is 2/,
      })),
      {
        name: 'recommended: the previous iteration\'s Russian title after the round at the counter was accepted',
        files: tree('Handoff — итерация 1', 'Текущий раунд: 2.'),
        options: recommended,
        detail: /^handoff\.md is titled iteration 1 \(L1\) but engagement\/iteration is 2; expected the handoff of iteration 2 \(iteration 2 of acceptance-log\.md ended in ACCEPT at L9/,
      },
      {
        name: 'recommended: §10 `Текущий раунд: 3. Предыдущие: 1, 2.` ahead of the counter, naming both numbers',
        files: tree('Handoff — итерация 2', 'Текущий раунд: 3. Предыдущие: 1, 2.'),
        options: recommended,
        detail: exactly('handoff.md §10 says `Текущий раунд: 3` (L5) but engagement/iteration, the source of truth, is 2; expected `Current round: 2`'),
        fix: /^Increment engagement\/iteration to 3/,
        findings: [{ file: HANDOFF, line: 5, column: 16, message: exactly('`Текущий раунд: 3` disagrees with engagement/iteration (2), the source of truth') }],
      },
      ...['**Текущий круг:** 3', 'Текущая итерация: 3', 'текущий раунд: итерация 3 из 3'].map((round) => ({
        name: `recommended: §10 \`${round}\` ahead of the counter`,
        files: tree('Handoff — итерация 2', round),
        options: recommended,
        detail: /^handoff\.md §10 says `.+ 3` \(L5\) but engagement\/iteration, the source of truth, is 2/,
      })),
    ],
  });
});

describe('slot-language: the units running out, in Russian', () => {
  /** handoff.md holding `line` on its L3. */
  const tree = (line: string) => ({ 'criteria.md': criteria({ size: 'L' }), 'handoff.md': `# Handoff — iteration 2\n## 10. Iteration counter\n${line}\n` });
  const pass = (line: string) => ({ name: `recommended: ${line}`, files: tree(line), options: recommended });
  const fail = (line: string, phrase: string) => ({
    ...pass(line),
    findings: [{ file: HANDOFF, line: 3, column: line.indexOf(phrase) + 1, message: exactly(`counter-pressure language "${phrase}"`) }],
  });
  ruleTester(slotLanguage, {
    valid: [
      // The product's attempts: named by what was attempted, told how they ended, or on a line about its retries.
      pass('- Попытки подключения закончились ошибкой 503, тест это проверяет.'),
      pass('- Попытки закончились ошибкой: сервис вернул 503 на каждую.'),
      pass('- Ретраи: попытки закончились, задача уходит в DLQ.'),
      pass('- После пяти неудачных входов закончились попытки входа: форма блокируется на 15 минут.'),
      pass('- Попытка закончилась таймаутом, повтор через 30 секунд.'),
      // The English product's retries, as the English rule reads them.
      pass('- The worker is out of retries after 5 reconnects and parks the job.'),
      { name: 'compat: the reference lists no Russian "out of attempts"', files: tree('Current round: 2. Попытки почти закончились.') },
    ],
    invalid: [
      fail('Current round: 2. Попытки почти закончились. Prior round: 1.', 'Попытки почти закончились'),
      fail('Current round: 2. Попытки закончились. Prior round: 1.', 'Попытки закончились'),
      fail('Current round: 2. We are almost out of attempts.', 'out of attempts'),
      fail('Итерации на исходе, crit-3 надо закрыть сейчас.', 'Итерации на исходе'),
      fail('У нас закончились попытки, принимайте как есть.', 'закончились попытки'),
      fail('Раунды уже кончились, а crit-3 всё ещё открыт.', 'Раунды уже кончились'),
      fail('Попытки у нас почти закончились.', 'Попытки у нас почти закончились'),
      // Already read before: kept.
      fail('Круги закончились.', 'Круги закончились'),
    ],
  });
});

describe('validator-outputs: an L consilium of one model family', () => {
  const json = (body: unknown) => JSON.stringify(body);
  const ROLES = ['peer-opus', 'codex-blind', 'codex-informed', 'sonnet-scoped', 'haiku-scoped'];
  /** Each role's two passes of round 1, declaring the family `familyOf` gives it. */
  const outputs = (familyOf: (role: string) => string | undefined) =>
    Object.assign(
      {},
      ...ROLES.map((role) => {
        const family = familyOf(role);
        const extra = family === undefined ? {} : { family };
        return {
          [`validation-outputs/${role}-iter-1-preliminary-20260601T1000Z.json`]: json({ role, pass: 1, findings: [], ...extra }),
          [`validation-outputs/${role}-iter-1-20260601T1100Z.json`]: json({ role, pass: 2, verdict: 'approved', ...extra }),
        };
      }),
    );
  const anthropic = () => 'anthropic';
  const mixed = (role: string) => (role.startsWith('codex') ? 'openai' : 'anthropic');
  /** consilium-summary.md of round 1; its `## Disagreements` holds `disagreements` from L14 on. */
  const consilium = (...disagreements: string[]) =>
    `# Consilium summary — demo — iteration 1\n\n## Verdicts\n\n| Reviewer | Verdict | Findings |\n|---|---|---|\n${ROLES.map((r) => `| ${r} | approved | 0 |`).join('\n')}\n\n## Disagreements\n${disagreements.join('\n')}\n`;
  const CROSS = '- **[CROSS-FAMILY]** peer-opus=approved vs codex-blind=changes_required — on finding 1';
  const tree = (size: string, familyOf: (role: string) => string | undefined, ...disagreements: string[]) => ({
    'criteria.md': criteria({ size }),
    iteration: '1\n',
    'validation-log.md': '# Validation log\n\n## Iteration 1\n\n### code-reviewer\n- Verdict: approved\n',
    'validation-outputs/code-reviewer-iter-1-20260601T0900Z.json': json({ verdict: 'approved' }),
    'consilium-summary.md': consilium(...disagreements),
    ...outputs(familyOf),
  });
  const oneFamily = {
    file: 'engagement/validation-outputs/codex-blind-iter-1-20260601T1100Z.json',
    line: 1,
    column: 1,
    severity: 'warning' as const,
    message: exactly('every adversary output of iteration 1 declares "family": "anthropic" (codex-blind, codex-informed, haiku-scoped, peer-opus, sonnet-scoped): the L consilium (peer-Opus + 2× Codex + Sonnet + Haiku) was run by one model family, so it made no cross-family check'),
  };
  const mislabelled = {
    file: 'engagement/consilium-summary.md',
    line: 14,
    column: 1,
    severity: 'warning' as const,
    message: exactly('`**[CROSS-FAMILY]** peer-opus=approved vs codex-blind=changes_required` pairs two reviewers of one family: the outputs of peer-opus and codex-blind both declare "family": "anthropic", so this is no cross-family disagreement'),
  };
  ruleTester(validatorOutputs, {
    valid: [
      { name: 'recommended: L, the Codex roles of another family', files: tree('L', mixed), options: recommended, detail: /^1 validator, 11 output files/ },
      { name: 'recommended: L, a cross-family disagreement between two families', files: tree('L', mixed, CROSS), options: recommended, detail: /^1 validator, 11 output files/ },
      { name: 'recommended: L, outputs that declare no family tell nothing', files: tree('L', () => undefined, CROSS), options: recommended },
      { name: 'recommended: L, one output without a family: the families are not known to be one', files: tree('L', (r) => (r === 'codex-blind' ? undefined : 'anthropic')), options: recommended },
      { name: 'recommended: M, one family (the M consilium is one Opus adversary)', files: tree('M', anthropic), options: recommended },
      { name: 'compat: families are not read', files: tree('L', anthropic, CROSS) },
      { name: 'recommended: no validation-log.md, nothing to read', status: 'skip', files: { 'criteria.md': criteria({ size: 'L' }), ...outputs(anthropic) }, options: recommended },
    ],
    invalid: [
      {
        name: 'recommended: L, every output declaring "anthropic", warns naming the family and the roles',
        status: 'warn',
        files: tree('L', anthropic),
        options: recommended,
        detail: exactly('L consilium of iteration 1 of one model family: every adversary output declares "anthropic" (codex-blind, codex-informed, haiku-scoped, peer-opus, sonnet-scoped)'),
        findings: [oneFamily],
      },
      {
        name: 'recommended: L, one family and a [CROSS-FAMILY] disagreement between two of its reviewers',
        status: 'warn',
        files: tree('L', anthropic, CROSS),
        options: recommended,
        detail: exactly('L consilium of iteration 1 of one model family: every adversary output declares "anthropic" (codex-blind, codex-informed, haiku-scoped, peer-opus, sonnet-scoped); [CROSS-FAMILY] disagreements between reviewers of one family: consilium-summary.md:L14 (peer-opus vs codex-blind: both anthropic)'),
        findings: [oneFamily, mislabelled],
      },
      {
        name: 'recommended: L, two families, but the pair of the [CROSS-FAMILY] line is of one',
        status: 'warn',
        files: tree('L', mixed, '- **[CROSS-FAMILY]** peer-opus=approved vs sonnet-scoped=changes_required'),
        options: recommended,
        detail: exactly('[CROSS-FAMILY] disagreements between reviewers of one family: consilium-summary.md:L14 (peer-opus vs sonnet-scoped: both anthropic)'),
      },
      {
        // A failure elsewhere keeps the warnings in its detail.
        name: 'recommended: L, one family, and a Pass-2 output missing its Pass-1 file',
        files: Object.fromEntries(Object.entries(tree('L', anthropic) as Tree).filter(([k]) => !k.includes('peer-opus-iter-1-preliminary-'))) as Tree,
        options: recommended,
        detail: /^adversary Pass-2 outputs without their Pass-1 \(-preliminary-\) file: peer-opus \(iteration 1\); L consilium of iteration 1 of one model family: every adversary output declares "anthropic"/,
      },
    ],
  });
});

describe('director-verdict: a ruling written in Russian', () => {
  const consilium = '# Consilium summary — iteration 1\n\n## Findings\n\n### 1. **LOW** — Нет теста на отрицательный НДС\nFound by: peer-opus, codex-blind (2 reviewers)\n';
  const log = (ruling: string) => `# Acceptance log\n\n## Iteration 1\n\n### Consilium adjudication\n${ruling}\n\n### Verdict: ACCEPT\n`;
  const tree = (ruling: string) => ({ 'criteria.md': criteria({ size: 'M' }), iteration: '1\n', 'consilium-summary.md': consilium, 'acceptance-log.md': log(ruling) });
  const RU = '- Finding 1 (LOW, нет теста на отрицательный НДС, peer-opus + codex-blind): ОТКЛОНЕНО — отрицательных счетов нет.';
  const column = RU.indexOf('ОТКЛОНЕНО') + 1;
  ruleTester(directorVerdict, {
    valid: [
      { name: 'recommended: OVERRULED, explained in Russian («отклонено заказчиком»)', files: tree('- Finding 1 (отрицательный НДС): OVERRULED — отклонено заказчиком, таких счетов нет.'), options: recommended },
      { name: 'compat: the same', files: tree('- Finding 1 (отрицательный НДС): OVERRULED — отклонено заказчиком, таких счетов нет.') },
      { name: 'size S: no director phase', status: 'skip', files: { ...tree(RU), 'criteria.md': criteria({ size: 'S' }) } },
    ],
    invalid: [
      {
        name: 'recommended: «ОТКЛОНЕНО» where OVERRULED belongs: the count names it and the marker to write',
        files: tree(RU),
        options: recommended,
        findings: [
          { file: LOG, line: 3, column: 1, message: exactly('`## Iteration 1` of acceptance-log.md adjudicates 0 of 1 convergent findings (needs SUSTAINED/OVERRULED for each; L6 writes `ОТКЛОНЕНО`, which is no marker: write OVERRULED)') },
          { file: LOG, line: 6, column, severity: 'warning', message: exactly('`ОТКЛОНЕНО` is not a SUSTAINED/OVERRULED marker: rulings are read as the English markers only (write OVERRULED)') },
          { file: 'engagement/consilium-summary.md', line: 5, column: 1 },
        ],
      },
      {
        name: 'compat: the same hint',
        files: tree(RU),
        findings: [
          { file: LOG, line: 3, column: 1, message: exactly('`## Iteration 1` of acceptance-log.md adjudicates 0 of 1 convergent findings (needs SUSTAINED/OVERRULED for each; L6 writes `ОТКЛОНЕНО`, which is no marker: write OVERRULED)') },
          { file: LOG, line: 6, column, severity: 'warning' },
          { file: 'engagement/consilium-summary.md', line: 5, column: 1 },
        ],
      },
      {
        name: 'recommended: «подтверждено» (any case) where SUSTAINED belongs',
        files: tree('- Finding 1 (отрицательный НДС): подтверждено, блокирует crit-3.'),
        options: recommended,
        findings: [
          { file: LOG, line: 3, column: 1, message: /; L6 writes `подтверждено`, which is no marker: write SUSTAINED\)$/ },
          { file: LOG, line: 6, severity: 'warning', message: exactly('`подтверждено` is not a SUSTAINED/OVERRULED marker: rulings are read as the English markers only (write SUSTAINED)') },
          { file: 'engagement/consilium-summary.md', line: 5 },
        ],
      },
      {
        // No Russian ruling on the line: the count reads as before.
        name: 'recommended: no ruling at all keeps the plain count',
        files: tree('- Finding 1 (отрицательный НДС): разберёмся позже.'),
        options: recommended,
        findings: [
          { file: LOG, line: 3, column: 1, message: exactly('`## Iteration 1` of acceptance-log.md adjudicates 0 of 1 convergent findings (needs SUSTAINED/OVERRULED for each)') },
          { file: 'engagement/consilium-summary.md', line: 5 },
        ],
      },
    ],
  });
});

describe('verdict-canonical: a Russian verdict heading quoted whole', () => {
  ruleTester(verdictCanonical, {
    valid: [
      { name: 'no acceptance log yet', status: 'skip', files: { 'handoff.md': '# Handoff — итерация 1\n' } },
      {
        name: 'compat: the later `### Вердикт: ПРИНЯТО` named whole in the detail',
        files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Verdict: REJECT\n- crit-2 open\n## Iteration 2\n### Вердикт: ПРИНЯТО\n' },
        detail: /the latest verdict is `### Вердикт: ПРИНЯТО` \(L6, iteration 2\)/,
      },
    ],
    invalid: [
      {
        name: 'recommended: a later `## Verdict: ACCEPT` warns, as before',
        status: 'warn',
        options: recommended,
        files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Verdict: REJECT\n## Iteration 2\n## Verdict: ACCEPT\n' },
        findings: [{ file: LOG, line: 5, severity: 'warning' }],
      },
      {
        name: 'recommended: `### Вердикт: ПРИНЯТО` as the latest round\'s verdict is quoted to the end of its word',
        options: recommended,
        files: { 'acceptance-log.md': '# Acceptance log\n## Iteration 1\n### Verdict: REJECT\n- crit-2 open\n## Iteration 2\n### Вердикт: ПРИНЯТО\n' },
        detail: exactly('the latest verdict is `### Вердикт: ПРИНЯТО` (L6, iteration 2), written as `### Вердикт: ПРИНЯТО`, which is not parseable; canonical is `### Verdict: ACCEPT|REJECT|ABORTED`, and tools reading it take the earlier REJECT at L3 for the latest verdict'),
        findings: [{ file: LOG, line: 6, column: 1 }],
      },
    ],
  });
});
