// The words whose exchange turns a §4a quote's claim around though it keeps the report's other words: a flipped
// polarity (`without` for `with`), a number written in words (`sixth` for `fifth`) and a unit of a measure
// (`milliseconds` for `seconds`). cross-val-misquote reads them as it reads a changed figure or negation.

/** Words that say each other's opposite (English, Russian), read either way round. */
const OPPOSITES: Array<[string, string]> = [
  ['with', 'without'], ['always', 'never'], ['true', 'false'], ['yes', 'no'], ['on', 'off'], ['all', 'none'],
  ['before', 'after'], ['more', 'less'], ['more', 'fewer'], ['minimum', 'maximum'], ['min', 'max'], ['above', 'below'],
  ['inside', 'outside'], ['visible', 'hidden'], ['present', 'absent'], ['public', 'private'], ['required', 'optional'],
  ['mandatory', 'optional'], ['success', 'failure'], ['succeeds', 'fails'], ['pass', 'fail'], ['passes', 'fails'],
  ['passed', 'failed'], ['sync', 'async'], ['synchronous', 'asynchronous'], ['allow', 'deny'], ['allows', 'denies'],
  ['allowed', 'denied'], ['allowed', 'forbidden'], ['allowed', 'prohibited'],
  ['с', 'без'], ['со', 'без'], ['можно', 'нельзя'], ['всегда', 'никогда'], ['да', 'нет'], ['есть', 'нет'],
  ['до', 'после'], ['больше', 'меньше'], ['обязательно', 'опционально'], ['обязательный', 'опциональный'],
];
/** Stems of opposite verbs and participles, read with the same ending (`enabled`/`disabled`, `включена`/`выключена`). */
const OPPOSITE_STEMS: Array<[string, string]> = [
  ['enabl', 'disabl'], ['accept', 'reject'], ['includ', 'exclud'], ['increas', 'decreas'], ['ascend', 'descend'],
  ['включ', 'выключ'], ['включ', 'отключ'], ['разреш', 'запрещ'],
];
/** A prefix that negates the word it is put before (`invalid`, `unsafe`, `disallowed`, `non-blocking`, `неверно`), and the shortest word it is read on. */
const NEGATING_PREFIXES: Array<[string, number]> = [['un', 4], ['dis', 4], ['non-', 4], ['non', 4], ['in', 5], ['im', 5], ['il', 5], ['ir', 5], ['не', 4]];
const OPPOSITE = new Map<string, Set<string>>();
for (const [a, b] of OPPOSITES) {
  for (const [x, y] of [[a, b], [b, a]] as const) OPPOSITE.set(x, (OPPOSITE.get(x) ?? new Set()).add(y));
}
const LETTERS = /^[\p{L}-]{1,40}$/u;
const ENDING = /^\p{L}{0,8}$/u;

/** `ё` read as `е`, as the project's patterns read Russian; a word longer than any of the vocabulary is read as none, unscanned. */
const plain = (w: string) => (w.length > 40 ? '' : w.replaceAll('ё', 'е'));

/** Whether `a` says the opposite of `b` (both word keys: lower-cased cores). */
export function opposes(a: string, b: string): boolean {
  [a, b] = [plain(a), plain(b)];
  if (a === b || !a || !b || !LETTERS.test(a) || !LETTERS.test(b)) return false;
  if (OPPOSITE.get(a)?.has(b)) return true;
  for (const [x, y] of OPPOSITE_STEMS) {
    for (const [p, q] of [[x, y], [y, x]] as const) {
      if (a.startsWith(p) && b.startsWith(q) && a.slice(p.length) === b.slice(q.length) && ENDING.test(a.slice(p.length))) return true;
    }
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return NEGATING_PREFIXES.some(([p, min]) => short.length >= min && long.length === p.length + short.length && long.startsWith(p) && long.endsWith(short));
}

// Numbers in words. English: cardinals and ordinals to the thousands, hyphenated tens (`twenty-one`, `twenty-first`).
const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const UNIT_ORDINALS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const NUMBER_WORDS = new Map<string, number>([['hundred', 100], ['thousand', 1000], ['million', 1e6], ['hundredth', 100], ['thousandth', 1000], ['once', 1], ['twice', 2], ['thrice', 3]]);
UNITS.forEach((w, n) => NUMBER_WORDS.set(w, n));
UNIT_ORDINALS.forEach((w, n) => NUMBER_WORDS.set(w, n));
for (let n = 13; n < 20; n++) NUMBER_WORDS.set(`${UNITS[n]}th`, n);
TENS.forEach((w, t) => {
  if (!w) return;
  NUMBER_WORDS.set(w, t * 10).set(`${w.slice(0, -1)}ieth`, t * 10);
  for (let u = 1; u < 10; u++) NUMBER_WORDS.set(`${w}-${UNITS[u]}`, t * 10 + u).set(`${w}-${UNIT_ORDINALS[u]}`, t * 10 + u);
});
// Russian: cardinals one to ten in their cases, ordinals by stem and ending (`пятый`, `пятой`, `третьего`).
const RU_CARDINALS: Array<[number, string]> = [
  [1, 'один одна одно одного одной одному одним одну'], [2, 'два две двух двум двумя'], [3, 'три трех трем тремя'],
  [4, 'четыре четырех четырем четырьмя'], [5, 'пять пяти пятью'], [6, 'шесть шести шестью'], [7, 'семь семи семью'],
  [8, 'восемь восьми восемью'], [9, 'девять девяти девятью'], [10, 'десять десяти десятью'],
];
for (const [n, forms] of RU_CARDINALS) for (const w of forms.split(' ')) NUMBER_WORDS.set(w, n);
const RU_ORDINAL_STEMS = new Map<string, number>([['перв', 1], ['втор', 2], ['трет', 3], ['четверт', 4], ['пят', 5], ['шест', 6], ['седьм', 7], ['восьм', 8], ['девят', 9], ['десят', 10]]);
const RU_ORDINAL = /^(перв|втор|трет|четверт|пят|шест|седьм|восьм|девят|десят)(?:ый|ой|ий|ая|ое|ого|ому|ом|ую|ые|ых|ым|ыми|ья|ье|ьи|ьего|ьему|ьей|ью|ьим|ьих|ьем)$/u;
/** A whole number, a decimal or `1,000`, with an ordinal's ending or none (`5`, `5th`, `1,000`, `2.5`). */
const DIGITS = /^(\d{1,3}(?:,\d{3}){1,5}|\d{1,15}(?:\.\d{1,6})?)(?:st|nd|rd|th)?$/;

/** The number a word key writes, in digits or in words (`fifth` and `5th` are 5); undefined for any other word. */
export function numberOf(w: string): number | undefined {
  w = plain(w);
  if (!w) return undefined;
  const words = NUMBER_WORDS.get(w);
  if (words !== undefined) return words;
  const ru = RU_ORDINAL.exec(w);
  if (ru) return RU_ORDINAL_STEMS.get(ru[1]!);
  const d = DIGITS.exec(w);
  return d ? Number(d[1]!.replaceAll(',', '')) : undefined;
}

/** Units of a measure, each spelling to one name: time, data size, screen length and share, rate and currency. */
const UNIT_FORMS: Array<[string, string]> = [
  ['ns', 'ns nanosecond nanoseconds наносекунд наносекунда наносекунды'],
  ['µs', 'µs us μs microsecond microseconds микросекунд микросекунда микросекунды мкс'],
  ['ms', 'ms msec msecs millisecond milliseconds мс миллисекунд миллисекунда миллисекунды миллисекунду'],
  ['s', 's sec secs second seconds с сек секунд секунда секунды секунду'],
  ['min', 'min mins minute minutes мин минут минута минуты минуту'],
  ['h', 'h hr hrs hour hours ч час часа часов'],
  ['day', 'day days день дня дней дни'],
  ['week', 'week weeks неделя недели недель неделю'],
  ['month', 'month months месяц месяца месяцев'],
  ['year', 'year years год года лет'],
  ['B', 'byte bytes байт байта байтов'],
  ['KB', 'kb kilobyte kilobytes кб килобайт килобайта килобайтов'],
  ['KiB', 'kib kibibyte kibibytes'],
  ['MB', 'mb megabyte megabytes мб мегабайт мегабайта мегабайтов'],
  ['MiB', 'mib mebibyte mebibytes'],
  ['GB', 'gb gigabyte gigabytes гб гигабайт гигабайта гигабайтов'],
  ['GiB', 'gib gibibyte gibibytes'],
  ['TB', 'tb terabyte terabytes тб терабайт терабайта терабайтов'],
  ['px', 'px pixel pixels пикселей пикселя пиксель'],
  ['rem', 'rem'], ['em', 'em'], ['pt', 'pt'], ['vh', 'vh'], ['vw', 'vw'],
  ['%', '% percent per-cent процент процента процентов'],
  ['mm', 'mm'], ['cm', 'cm'], ['km', 'km'],
  ['rps', 'rps'], ['rpm', 'rpm'], ['qps', 'qps'],
  ['USD', 'usd $ dollar dollars'], ['EUR', 'eur € euro euros'], ['GBP', 'gbp £'], ['RUB', 'rub ₽ руб рубль рубля рублей'],
];
const UNIT = new Map<string, string>();
for (const [name, forms] of UNIT_FORMS) for (const w of forms.split(' ')) UNIT.set(w, name);

/** The unit a word key names (`seconds` and `sec` are `s`), if any. */
export const unitOf = (w: string): string | undefined => UNIT.get(plain(w));

/** Whether a word key is one whose exchange this module reads: a quote anchor may not be one (it can match another word). */
export const mayChange = (w: string): boolean => OPPOSITE.has(plain(w)) || NUMBER_WORDS.has(plain(w)) || RU_ORDINAL.test(plain(w)) || UNIT.has(plain(w));
