import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/slot-language.js';
import { excerptAround } from '../../../packages/core/src/excerpt.js';
import { cleanupTrees } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const hit = (file: string, line: number, column: number, phrase: string) => ({ file: `engagement/${file}`, line, column, message: `counter-pressure language "${phrase}"` });
const recommended = { preset: 'recommended' as const };
/** Round 3 (two earlier rounds), one line of handoff prose at line 3. */
const round3 = (line: string) => ({ iteration: '3\n', 'handoff.md': `# Handoff\n## 10. Iteration counter\n${line}\n` });

/** A round before the counter named by its number, in Russian as in English. */
const earlierRound = [
  'Current round: 3. Prior round(s): 1, 2. The last round (iteration 2) was rejected on crit-4; последняя итерация (2) отклонена только по crit-4.',
  '- Блокер из последнего раунда №2 (crit-4) снят.',
  '- В последнем круге (итерация 1) нашли утечку, она закрыта.',
  '- Последняя итерация номер 2 вернула crit-4.',
  '- Последний раунд (раунд 2): crit-4.',
];
/** "In the last round" with a past report of what that round did. */
const pastAccount = [
  'All seven criteria verified. The last round (iteration 2) was rejected on crit-4 only; В последнем раунде отклонён только crit-4, и он закрыт.',
  '- В последнем раунде был закрыт crit-2.',
  '- На последней итерации отклонили crit-4.',
  '- In the last round, only crit-4 was rejected.',
];
/** Still the current round's budget: the counter's own round, a count, no past report, no locative. */
const stillPressure: Array<[string, number, string]> = [
  ['- Это последняя итерация (3), дальше эскалация.', 7, 'последняя итерация'],
  ['- Последний раунд (2 из 3) — просим принять.', 3, 'Последний раунд'],
  ['- The last round (2/3), please accept.', 7, 'last round'],
  ['- В последнем раунде надо принять всё как есть.', 5, 'последнем раунде'],
  ['- Последняя попытка провалилась, нужна ещё одна.', 3, 'Последняя попытка'],
  ['- In the last round, please accept the login fix.', 10, 'last round'],
  ['- We need the last round to succeed.', 15, 'last round'],
];

describe('slot-language --preset recommended: an earlier round in Russian reads as in English', () => {
  ruleTester(rule, {
    valid: [...earlierRound, ...pastAccount].map((line) => ({ name: `recommended: ${line}`, files: round3(line), options: recommended })),
    invalid: [
      ...stillPressure.map(([line, column, phrase]) => ({ name: `recommended: ${line}`, files: round3(line), options: recommended, findings: [hit('handoff.md', 3, column, phrase)] })),
      {
        name: 'compat: the reference reads every listed phrase, an earlier round or not',
        files: round3(earlierRound[0]!),
        findings: [hit('handoff.md', 3, 45, 'last round'), hit('handoff.md', 3, 94, 'последняя итерация')],
      },
      {
        name: 'compat: a past account of the last round is read as the reference reads it (its list has no «последнем»)',
        files: round3(pastAccount[0]!),
        findings: [hit('handoff.md', 3, 34, 'last round')],
      },
    ],
  });
});

describe('slot-language --preset recommended: the detail quotes the flagged phrase', () => {
  it('a phrase past the first 80 characters of its line is shown, cut around it', async () => {
    const line = 'Current round: 3. Prior round(s): 1, 2. The last round (iteration 2) was closed; последняя итерация (3) — дальше эскалация.';
    const r = await lint(rule, { files: round3(line), options: recommended });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(exactly(`slot/last-attempt language: handoff.md:L3: ${excerptAround(line, 81, 18, 80)}`));
    expect(r.detail).toContain('последняя итерация (3)');
  });

  it('cuts a window of the line around the match, marked where cut', () => {
    const text = `  ${'a'.repeat(100)} last round ${'b'.repeat(100)}`;
    const out = excerptAround(text, 103, 10, 80);
    expect(out).toMatch(/^…a+ last round b+…$/);
    expect(out.length).toBe(82);
    expect(excerptAround('  short line  ', 2, 5, 80)).toBe('short line');
    expect(excerptAround(`last round ${'x'.repeat(200)}`, 0, 10, 80)).toBe(`last round ${'x'.repeat(69)}…`);
  });
});

describe('slot-language --preset recommended: past-round readings stay linear', () => {
  it('reads a long run of the phrases and of spaces after them (their time: bench/hostile.mjs)', async () => {
    const files = {
      iteration: '3\n',
      'handoff.md': `# Handoff\n\n${'в последнем раунде (итерация '.repeat(4_000)}\n\n${'in the last round, '.repeat(5_000)}${' '.repeat(100_000)}\n\nпоследний раунд${' '.repeat(100_000)}(2\n`,
    };
    const r = await lint(rule, { files, options: recommended });
    expect(r.status).toBe('fail');
  });
});
