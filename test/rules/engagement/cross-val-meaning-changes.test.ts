import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/cross-val-quotes.js';
import { misquote } from '../../../rules/engagement/lib/cross-val-misquote.js';
import { numberOf, opposes, unitOf } from '../../../rules/engagement/lib/cross-val-meaning.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

// A §4a quote that keeps the report's words but exchanges one for its opposite (`without` for `with`), writes
// another number in words (`sixth` for `fifth`) or another unit (`milliseconds` for `whole seconds`) is a
// misquote: under --preset recommended it fails, naming both words, as a changed figure or negation does.
const HANDOFF = 'engagement/handoff.md';
/** A report whose L3 is `line`, cited at L3 by `quote` in a §4a row (the fixture of cross-val-misquote.test.ts). */
const claim = (line: string, quote: string) => ({
  'criteria.md': criteria({ size: 'L' }),
  'executor-reports/dev-1.md': `# dev-1\n## Iteration 1\n- ${line}\n`,
  'executor-reports/dev-2.md': '# dev-2\n## Iteration 1\n- ok\n',
  'handoff.md': `# Handoff\n## 4. Executor reports\n- dev-1, dev-2\n### 4a. Cross-validation\n| Contract | A | B | Verdict |\n|---|---|---|---|\n| x | dev-1.md L3: "${quote}" | | MATCH |\n## 5. Validation log\n`,
});
const recommended = { preset: 'recommended' as const };
const at = (message: string) => [{ file: HANDOFF, line: 7, column: 7, message }];
const misquoted = (message: string) => at(`phantom quote dev-1.md L3: misquoted, it ${message}`);
const loose = at('quote dev-1.md L3 is not verbatim: only 5 or more consecutive words match the report');

const LIMIT = 'Expects 429 with Retry-After in whole seconds after the fifth failure';
const RU_FORM = 'Форма отправляется с согласием пользователя и с подтверждением почты';

describe('cross-val-quotes: an opposite, a number in words or a unit exchanged is a misquote', () => {
  ruleTester(rule, {
    valid: [
      { name: 'no handoff.md yet', status: 'skip', files: Object.fromEntries(Object.entries(claim(LIMIT, LIMIT)).filter(([f]) => f !== 'handoff.md')) },
      { name: 'recommended: the faithful quote stays verified', files: claim(LIMIT, LIMIT), options: recommended, detail: '1 quotes verified' },
      { name: 'compat: an opposite exchanged still passes as a loose match', files: claim(LIMIT, 'Expects 429 without Retry-After in whole seconds after the fifth failure'), detail: /^0 quotes verified, 1 loose-matches/ },
    ],
    invalid: [
      { name: 'recommended: "without" where the report says "with"', files: claim(LIMIT, 'Expects 429 without Retry-After in whole seconds after the fifth failure'), options: recommended, findings: misquoted('quotes "without" where the report says "with"') },
      { name: 'recommended: "never" where the report says "always"', files: claim('the job always retries a failed export on its own', 'the job never retries a failed export on its own'), options: recommended, findings: misquoted('quotes "never" where the report says "always"') },
      { name: 'recommended: "disabled" where the report says "enabled"', files: claim('rate limiting is enabled for every public endpoint', 'rate limiting is disabled for every public endpoint'), options: recommended, findings: misquoted('quotes "disabled" where the report says "enabled"') },
      { name: 'recommended: "disallowed" where the report says "allowed"', files: claim('guest checkout is allowed for orders under the limit', 'guest checkout is disallowed for orders under the limit'), options: recommended, findings: misquoted('quotes "disallowed" where the report says "allowed"') },
      { name: 'recommended: an added "not" before "allowed" (as before)', files: claim('guest checkout is allowed for orders under the limit', 'guest checkout is not allowed for orders under the limit'), options: recommended, findings: misquoted('adds "not", which the report does not say') },
      { name: 'recommended: "must not" for "must" (as before)', files: claim('the client must send the idempotency key on retries', 'the client must not send the idempotency key on retries'), options: recommended, findings: misquoted('adds "not", which the report does not say') },
      { name: 'recommended: "cannot" for "can" (as before)', files: claim('the client can send the idempotency key on retries', 'the client cannot send the idempotency key on retries'), options: recommended, findings: misquoted('quotes "cannot" where the report says "can"') },
      { name: 'recommended: Russian «без» where the report says «с», the noun in its case', files: claim(RU_FORM, 'Форма отправляется без согласия пользователя и с подтверждением почты'), options: recommended, findings: misquoted('quotes "без согласия" where the report says "с согласием"') },
      { name: 'recommended: Russian «без» where the report says «с», a name that keeps its form', files: claim('Ответ 429 приходит с Retry-After в целых секундах', 'Ответ 429 приходит без Retry-After в целых секундах'), options: recommended, findings: misquoted('quotes "без" where the report says "с"') },
      { name: 'recommended: Russian «нельзя» where the report says «можно»', files: claim('Заказ можно отменить до отправки со склада', 'Заказ нельзя отменить до отправки со склада'), options: recommended, findings: misquoted('quotes "нельзя" where the report says "можно"') },
      { name: 'recommended: Russian «выключен» where the report says «включён» (ё read as е)', files: claim('Кэш включён для всех публичных страниц', 'Кэш выключен для всех публичных страниц'), options: recommended, findings: misquoted('quotes "выключен" where the report says "включён"') },
      { name: 'recommended: a number word changed', files: claim(LIMIT, 'Expects 429 with Retry-After in whole seconds after the sixth failure'), options: recommended, findings: misquoted('quotes sixth where the report says fifth') },
      { name: 'recommended: a number in words changed to other digits', files: claim(LIMIT, 'Expects 429 with Retry-After in whole seconds after the 6th failure'), options: recommended, findings: misquoted('quotes 6th where the report says fifth') },
      { name: 'recommended: "four" where the report says "three"', files: claim('the job retries a failed insert three times', 'the job retries a failed insert four times'), options: recommended, findings: misquoted('quotes four where the report says three') },
      { name: 'recommended: a Russian ordinal changed', files: claim('Блокировка после пятой неудачной попытки входа', 'Блокировка после шестой неудачной попытки входа'), options: recommended, findings: misquoted('quotes шестой where the report says пятой') },
      { name: 'recommended: a unit changed, the word before it dropped', files: claim(LIMIT, 'Expects 429 with Retry-After in milliseconds after the fifth failure'), options: recommended, findings: misquoted('quotes "milliseconds" where the report says "whole seconds"') },
      { name: 'recommended: a unit changed after a figure', files: claim('the upload limit is 10 MB per file', 'the upload limit is 10 GB per file'), options: recommended, findings: misquoted('quotes "GB" where the report says "MB"') },
      { name: 'recommended: a unit and a figure changed', files: claim('the session expires after 30 minutes of inactivity', 'the session expires after 30 seconds of inactivity'), options: recommended, findings: misquoted('quotes "seconds" where the report says "minutes"') },
      { name: 'recommended: a CSS unit changed', files: claim('the card padding is 16 px on mobile', 'the card padding is 16 rem on mobile'), options: recommended, findings: misquoted('quotes "rem" where the report says "px"') },
      { name: 'recommended: "5th" for "fifth" is the same number: not verbatim, no misquote', status: 'warn', files: claim(LIMIT, 'Expects 429 with Retry-After in whole seconds after the 5th failure'), options: recommended, findings: loose },
      { name: 'recommended: "sec" for "seconds" is the same unit: not verbatim, no misquote', status: 'warn', files: claim('the token is refreshed every 30 seconds by the client', 'the token is refreshed every 30 sec by the client'), options: recommended, findings: loose },
      { name: 'recommended: a dropped word before the same unit stays not verbatim', status: 'warn', files: claim(LIMIT, 'Expects 429 with Retry-After in seconds after the fifth failure'), options: recommended, findings: loose },
      { name: 'recommended: a Russian paraphrase that drops a «с» stays not verbatim', status: 'warn', files: claim(RU_FORM, 'Форма отправляется с согласием пользователя и подтверждением почты'), options: recommended, findings: loose },
      { name: 'recommended: a Russian word changed for one that is no opposite stays not verbatim', status: 'warn', files: claim('Кэш включён для всех публичных страниц сайта и для API', 'Кэш включён для всех статических страниц сайта и для API'), options: recommended, findings: loose },
      { name: 'recommended: "import" for "port" is no negated word', status: 'warn', files: claim('the service listens on the port given in its config', 'the service listens on the import given in its config'), options: recommended, findings: loose },
    ],
  });
});

describe('misquote(): opposites, numbers in words, units', () => {
  const run = (window: string, quote: string) => misquote(window.split(' '), {}, quote.split(' '), { left: 1e6 });
  const FLIPS = [
    ['with', 'without'], ['always', 'never'], ['enabled', 'disabled'], ['enables', 'disables'], ['allowed', 'disallowed'], ['allowed', 'forbidden'],
    ['valid', 'invalid'], ['safe', 'unsafe'], ['blocking', 'non-blocking'], ['accepted', 'rejected'], ['required', 'optional'], ['true', 'false'],
    ['yes', 'no'], ['before', 'after'], ['с', 'без'], ['можно', 'нельзя'], ['включен', 'выключен'], ['включена', 'отключена'], ['разрешено', 'запрещено'],
    ['всегда', 'никогда'], ['верно', 'неверно'], ['да', 'нет'],
  ];
  it.each(FLIPS)('reads %s and %s as opposites, either way', (a, b) => {
    expect(run(`the export ${a} keeps the rows`, `the export ${b} keeps the rows`)).toBe(`quotes "${b}" where the report says "${a}"`);
    expect(run(`the export ${b} keeps the rows`, `the export ${a} keeps the rows`)).toBe(`quotes "${a}" where the report says "${b}"`);
  });
  it('names a number changed in words, and reads the same number written otherwise as no change', () => {
    expect(run('retries three times then stops', 'retries four times then stops')).toBe('quotes four where the report says three');
    expect(run('after the twenty-first day', 'after the twenty-second day')).toBe('quotes twenty-second where the report says twenty-first');
    expect(run('after the fifth failure', 'after the 5th failure')).toBeUndefined();
    expect(run('retries three times then stops', 'retries 3 times then stops')).toBeUndefined();
    expect(run('после третьей попытки входа', 'после 3 попытки входа')).toBeUndefined();
  });
  it('names a unit changed, and reads another spelling of it as no change', () => {
    expect(run('waits 500 ms between retries', 'waits 500 s between retries')).toBe('quotes "s" where the report says "ms"');
    expect(run('waits 2 seconds between retries', 'waits 2 whole minutes between retries')).toBe('quotes "whole minutes" where the report says "seconds"');
    expect(run('ответ кэшируется на 5 минут', 'ответ кэшируется на 5 секунд')).toBe('quotes "секунд" where the report says "минут"');
    expect(run('covers 50 % of users', 'covers 50 percent of users')).toBeUndefined();
    expect(run('waits 500 ms between retries', 'waits 500 milliseconds between retries')).toBeUndefined();
  });
  it('names every change of a quote', () => {
    expect(run('returns 429 with a header after the fifth failure', 'returns 429 without a header after the sixth failure')).toBe('quotes sixth where the report says fifth; quotes "without" where the report says "with"');
  });
  it('keeps the guards: a lone opposite or figure is matched to no other', () => {
    expect(run('with', 'without')).toBeUndefined();
    expect(run('запрос с токеном в заголовке', 'запрос без токена в заголовке')).toBe('quotes "без токена" where the report says "с токеном"');
    expect(run('запрос с токеном в заголовке', 'запрос без ключа в заголовке')).toBeUndefined();
    expect(run('three', 'four')).toBeUndefined();
    expect(run('is enabled', 'is disabled')).toBeUndefined();
  });
  it('places no quote of opposites, units and numbers in a long window it does not match, nor a word past 40 letters', () => {
    const window = Array(100_000).fill('with ms fifth с').join(' ');
    expect(misquote(window.split(' '), {}, `x ${'without s sixth без '.repeat(4_000)}x`.split(' '), { left: 2_000_000 })).toBeUndefined();
    expect(misquote([`${'ё'.repeat(100_000)}`, 'x'], {}, [`не${'ё'.repeat(100_000)}`, 'x'], { left: 2_000_000 })).toBeUndefined();
  });
  it('places a quote that starts with the exchanged word', () => {
    expect(run('with the header the client retries', 'without the header the client retries')).toBe('quotes "without" where the report says "with"');
  });
});

describe('the vocabulary', () => {
  it('reads opposites by word, stem and negating prefix only', () => {
    expect(opposes('enabled', 'disabled')).toBe(true);
    expect(opposes('включён', 'выключен')).toBe(true);
    expect(opposes('port', 'import')).toBe(false);
    expect(opposes('inform', 'form')).toBe(false);
    expect(opposes('with', 'with')).toBe(false);
    expect(opposes('a'.repeat(100_000), `un${'a'.repeat(100_000)}`)).toBe(false);
  });
  it('reads numbers in words and digits', () => {
    expect([numberOf('fifth'), numberOf('5th'), numberOf('five'), numberOf('пятой'), numberOf('пять'), numberOf('1,000'), numberOf('ninety-nine')]).toEqual([5, 5, 5, 5, 5, 1000, 99]);
    expect([numberOf('fifthly'), numberOf('v2'), numberOf('пятак'), numberOf('9'.repeat(100_000))]).toEqual([undefined, undefined, undefined, undefined]);
  });
  it('reads a unit by any of its spellings', () => {
    expect([unitOf('seconds'), unitOf('sec'), unitOf('с'), unitOf('kb'), unitOf('%'), unitOf('whole')]).toEqual(['s', 's', 's', 'KB', '%', undefined]);
  });
});
