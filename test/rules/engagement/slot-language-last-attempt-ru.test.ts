// slot-language under --preset recommended: criteria that count the product's attempts (a login throttle's "the 6th
// attempt answers 429") make a last attempt described on a product's line the product's, but the team's own
// «Это последняя попытка» and a bare «Последняя попытка.» still frame its round, as "This is the last attempt" does.
import { afterAll } from 'vitest';
import rule from '../../../rules/engagement/slot-language.js';
import { cleanupTrees } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };
/** criteria.md of a login throttle: its criteria count the product's attempts. */
const THROTTLE = `---\nsize: M\n---\n# Acceptance criteria\n\n## Done when\n- After 5 failed logins for one account within 15 minutes, the 6th attempt answers 429 with a \`Retry-After\` header\n- A successful login resets that account's failure counter to zero\n`;
/** criteria.md that counts no attempts. */
const PLAIN = `---\nsize: M\n---\n# Acceptance criteria\n\n## Done when\n- The export writes a UTF-8 CSV with a header row\n`;
/** `file` holding `line` on its line 3, beside criteria.md. */
const tree = (line: string, file = 'handoff.md', criteria = THROTTLE) => ({ 'criteria.md': criteria, [file]: `# Log\n## 10. Iteration counter\n${line}\n` });
const pass = (line: string, file = 'handoff.md', criteria = THROTTLE) => ({ name: `recommended: ${file}: ${line}`, files: tree(line, file, criteria), options: recommended });
const fail = (line: string, phrase: string, file = 'handoff.md', criteria = THROTTLE) => ({
  ...pass(line, file, criteria),
  findings: [{ file: `engagement/${file}`, line: 3, column: line.indexOf(phrase) + 1, message: `counter-pressure language "${phrase}"` }],
});

ruleTester(rule, {
  valid: [
    // The product's attempts, told with what they do.
    pass('- Шестая попытка — это последняя попытка перед ответом 429.'),
    pass('- Это последняя попытка входа перед блокировкой: шестая получает 429.'),
    pass('- Вот последняя попытка пользователя в окне, дальше 429.'),
    pass('- 429 приходит после последней попытки в окне 15 минут.'),
    pass('Последняя попытка: 429 с Retry-After 900.', 'acceptance-log.md'),
    pass('- Последняя попытка входа возвращает 429 с `Retry-After`.'),
    pass('| 6 | Последняя попытка. | 429 |'),
    pass('- The 6th request is the last attempt; it answers 429.'),
    pass('Last attempt: 429 with Retry-After 900.', 'acceptance-log.md'),
    // Russian that names no last attempt.
    pass('Current round: 2. Prior round(s): 1. Это вторая попытка входа в тесте, она получает 401.'),
    pass('Последний коммит закрывает crit-1.', 'acceptance-log.md', PLAIN),
  ],
  invalid: [
    fail('Current round: 2. Prior round(s): 1. Это последняя попытка.', 'последняя попытка'),
    fail('Последняя попытка.', 'Последняя попытка', 'acceptance-log.md'),
    fail('- Последняя попытка!', 'Последняя попытка'),
    fail('Current round: 2. Сейчас последняя попытка.', 'последняя попытка'),
    fail('Это последняя попытка, дальше решает директор.', 'последняя попытка', 'acceptance-log.md'),
    fail('Итог: это последняя попытка.', 'последняя попытка'),
    fail('Last attempt.', 'Last attempt', 'acceptance-log.md'),
    // On a line about the product, the team's «это» still frames its round, as "this is" does.
    fail('Это последняя попытка починить кнопку входа.', 'последняя попытка', 'handoff.md', PLAIN),
    fail('This is the last attempt to fix the login button.', 'last attempt', 'handoff.md', PLAIN),
    // Already flagged: the English framing, the team's words, the engagement's units.
    fail('Current round: 2. Prior round(s): 1. This is our last attempt.', 'last attempt'),
    fail('Current round: 2. This is the last attempt.', 'last attempt'),
    fail('Это наша последняя попытка.', 'последняя попытка'),
    fail('Current round: 2. Это последняя итерация.', 'последняя итерация'),
    fail('Current round: 2. Это последний шанс.', 'последний шанс'),
    fail('Current round: 2. Это последний раунд.', 'последний раунд'),
    fail('Это последняя попытка.', 'последняя попытка', 'handoff.md', PLAIN),
  ],
});
