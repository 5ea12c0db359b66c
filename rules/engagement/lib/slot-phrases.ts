/**
 * slot-language's phrase lists and the readers of a line's text they need: the matcher with Unicode word edges,
 * and the spans a line quotes (unfilled-template reads those too).
 */
export interface Phrase {
  word: string;
  re: RegExp;
  endsWord: boolean;
}

// Word edges are checked in code, not with \p{L} lookarounds: JavaScript's \b only knows ASCII
// letters, and Unicode property classes make each regex slow to compile on every run.
// Each phrase starts with `word` (lower case): a line without it is not searched for the phrase.
export const PHRASES: Phrase[] = [
  { word: 'slot', re: /slot\s+\d+\s*(?:of|\/)\s*\d+/gi, endsWord: true },
  { word: 'iteration', re: /iteration\s+\d+\s*(?:of|\/)\s*\d+/gi, endsWord: true },
  { word: 'last', re: /last\s+(?:attempt|round|iteration|chance)/gi, endsWord: true },
  { word: 'final', re: /final\s+(?:round|attempt|iteration)/gi, endsWord: true },
  { word: 'out', re: /out\s+of\s+(?:retries|attempts|iterations)/gi, endsWord: true },
  { word: 'burning', re: /burning\s+(?:iteration|round|budget)/gi, endsWord: true },
  { word: 'iteration', re: /iteration\s+budget\s+(?:exhausted|used\s+up)/gi, endsWord: true },
  // Stems, so inflected forms count too (последнюю попытку is not listed, as in the protocol).
  { word: 'последн', re: /последн(?:ий|яя|ее)\s+(?:попытк|итераци|раунд|шанс)/gi, endsWord: false },
  { word: 'круг', re: /круги?\s+(?:закончил|исчерпан)/gi, endsWord: false },
];
/** The reference's counted phrases, which the protocol reading widens to field forms. */
const COUNTED = new Set([PHRASES[0]!.re.source, PHRASES[1]!.re.source]);
/**
 * The protocol reading ("language like …"): the reference's phrases, with the same framing in
 * other words: any counted round ("Round 2 of 3", "Итерация 2 из 3"), a budget count ("Iteration
 * budget: 2 of 3 used"), rounds left ("one iteration left"), "last try", "последний круг"; and in German,
 * Spanish and French, a counted slot, attempt, round or iteration ("Versuch 2 von 3", "ronda 1 de 2",
 * "itération 2 sur 3") and the last attempt or chance ("letzter Versuch", "último intento", "dernière chance").
 */
export const PROTOCOL_PHRASES: Phrase[] = [
  ...PHRASES.filter((p) => p.word !== 'last' && p.word !== 'final' && p.word !== 'последн' && !COUNTED.has(p.re.source)),
  // A counted round may be written as a field: "Current round: 1 of 2", "Slot: 1/2 used", "**Slot:** 1/2".
  // A number may carry `#` ("Slot #2 of 3", "Round #2/3").
  // German says "von" ("Slot 1 von 2", "Iteration 2 von 2"); Spanish and French "de", "sur".
  { word: 'slot', re: /slot\s{0,4}(?:\*\*|__)?:?(?:\*\*|__)?\s{0,4}#?\d+\s*(?:of|von|de|sur|\/)\s*\d+/gi, endsWord: true },
  { word: 'iteration', re: /iteration\s{0,4}(?:\*\*|__)?:?(?:\*\*|__)?\s{0,4}#?\d+\s*(?:of|von|\/)\s*\d+/gi, endsWord: true },
  { word: 'last', re: /last\s+(?:attempt|round|iteration|chance|try|shot|slot)/gi, endsWord: true },
  { word: 'final', re: /final\s+(?:round|attempt|iteration|try|chance|slot)/gi, endsWord: true },
  { word: 'round', re: /round\s{0,4}(?:\*\*|__)?:?(?:\*\*|__)?\s{0,4}#?\d+\s*(?:of|\/)\s*\d+/gi, endsWord: true },
  { word: 'attempt', re: /attempt\s{0,4}(?:\*\*|__)?:?(?:\*\*|__)?\s{0,4}#?\d+\s*(?:of|\/)\s*\d+/gi, endsWord: true },
  { word: 'budget', re: /budget\s{0,4}(?:\*\*|__)?:?(?:\*\*|__)?\s{0,4}\d+\s*(?:of|\/)\s*\d+/gi, endsWord: true },
  { word: ' of ', re: /(?<!\d)\d+(?:st|nd|rd|th)?\s+of\s+\d+\s+(?:iterations?|rounds?|attempts?|slots?)\s+(?:used|left|remaining)/gi, endsWord: true },
  // "Iteration budget exhausted" with the budget named by its unit: "rounds exhausted", "slots used up" (not the product's "retries exhausted").
  { word: 'exhausted', re: /(?:iterations?|rounds?|slots?)\s+(?:(?:are|were|is|has\s+been|have\s+been)\s+)?exhausted/gi, endsWord: true },
  { word: 'used up', re: /(?:iterations?|rounds?|slots?)\s+(?:(?:are|were|is|has\s+been|have\s+been)\s+)?used\s+up/gi, endsWord: true },
  { word: 'left', re: /(?:one|two|1|2|no|only\s+one)\s+(?:more\s+)?(?:iterations?|rounds?|attempts?|tries|slots?)\s+left/gi, endsWord: true },
  { word: 'remaining', re: /(?:one|two|1|2|no|only\s+one)\s+(?:more\s+)?(?:iterations?|rounds?|attempts?|tries|slots?)\s+remaining/gi, endsWord: true },
  // The count left written as a field: "Attempts remaining: 1", "Rounds left: 0", "Remaining iterations: 1".
  { word: 'remaining', re: /(?:iterations?|rounds?|attempts?|tries|slots?)\s{1,4}remaining\s{0,4}[:=]\s{0,4}(?:\*\*\s{0,4})?\d+/gi, endsWord: true },
  { word: 'left', re: /(?:iterations?|rounds?|attempts?|tries|slots?)\s{1,4}left\s{0,4}[:=]\s{0,4}(?:\*\*\s{0,4})?\d+/gi, endsWord: true },
  { word: 'remaining', re: /remaining\s{1,4}(?:iterations?|rounds?|attempts?|tries|slots?)\s{0,4}[:=]\s{0,4}(?:\*\*\s{0,4})?\d+/gi, endsWord: true },
  { word: 'итерац', re: /итераци[\u0430-\u044f]{0,3}\s{0,4}(?:\*\*|__)?:?(?:\*\*|__)?\s{0,4}\d+\s*(?:из|\/)\s*\d+/gi, endsWord: false },
  { word: 'раунд', re: /раунд\s{0,4}(?:\*\*|__)?:?(?:\*\*|__)?\s{0,4}\d+\s*(?:из|\/)\s*\d+/gi, endsWord: false },
  { word: 'попытк', re: /попытк[\u0430-\u044f]{0,2}\s{0,4}(?:\*\*|__)?:?(?:\*\*|__)?\s{0,4}\d+\s*(?:из|\/)\s*\d+/gi, endsWord: false },
  { word: 'круг', re: /круг\s{0,4}(?:\*\*|__)?:?(?:\*\*|__)?\s{0,4}\d+\s*(?:из|\/)\s*\d+/gi, endsWord: false },
  { word: 'последн', re: /последн(?:ий|яя|ее|юю|его|ей|ем|ему)\s+(?:попытк|итераци|раунд|шанс|круг)[\u0430-\u044f]{0,4}/gi, endsWord: false },
  { word: 'финальн', re: /финальн(?:ый|ая|ое|ую|ой|ом|ого|ому)\s+(?:попытк|итераци|раунд|круг|шанс)[\u0430-\u044f]{0,4}/gi, endsWord: false },
  // «крайняя итерация», the everyday euphemism for «последняя», read as it is.
  { word: 'крайн', re: /крайн(?:ий|яя|ее|юю|его|ей|ем|ему)\s+(?:попытк|итераци|раунд|шанс|круг)[\u0430-\u044f]{0,4}/gi, endsWord: false },
  // «Слот 1/2 использован», «слот 2 из 2», as "Slot 1/2 used".
  { word: 'слот', re: /слот[\u0430-\u044f]{0,2}\s{0,4}(?:\*\*|__)?:?(?:\*\*|__)?\s{0,4}[#№]?\d+\s{0,4}(?:из|\/)\s{0,4}\d+/gi, endsWord: false },
  // «бюджет итераций исчерпан» / «израсходован», «бюджет раундов: 2 из 3», as "iteration budget exhausted", "budget: 2 of 3";
  // a bare «бюджет исчерпан» may be the product's money, and is not read.
  { word: 'бюджет', re: /бюджет[\u0430-\u044f]{0,2}\s{1,3}(?:итераци|раунд|круг|попыт|слот)[\u0430-\u044f]{0,4}(?:\s{1,3}(?:(?:уже|полностью|почти|весь)\s{1,3})?(?:исчерпан|израсходован|использован|выбран)[\u0430-\u044f]{0,2}|\s{0,4}(?:\*\*|__)?:(?:\*\*|__)?\s{0,4}\d+\s{0,4}(?:из|\/)\s{0,4}\d+)/gi, endsWord: false },
  // «итерации исчерпаны», «слоты израсходованы», as "iterations exhausted" (not the product's «попытки исчерпаны»).
  { word: 'исчерп', re: /(?:итераци|раунд|слот)[\u0430-\u044f]{0,3}\s{1,3}(?:(?:уже|полностью|все)\s{1,3})?исчерпан[\u0430-\u044f]{0,2}/gi, endsWord: false },
  { word: 'остал', re: /остал(?:ась|ось|ся|ись)\s+(?:одна|один|одно|последн[\u0430-\u044f]{1,3}|\d+)\s+(?:попытк|итераци|раунд|круг)[\u0430-\u044f]{0,4}/gi, endsWord: false },
  // «Попытки (почти) закончились», «итерации на исходе», «у нас кончились раунды», as "out of attempts|iterations": the
  // units, plural, running out. A noun between («попытки подключения закончились») names the product's attempts, and
  // «попытки закончились ошибкой» tells how they ended: neither is read.
  { word: 'кончил', re: /(?:попытки|итерации|раунды|круги)\s{1,3}(?:(?:у\s{1,3}нас|уже|почти|совсем|все|практически)\s{1,3}){0,2}(?:за)?кончились(?!\s{1,3}(?:(?:ошибк|неудач|успех|успешн|неуспешн|провал|таймаут|отказ|исключени|безрезультатн)[\u0430-\u044f]{0,4}|ничем|кодом|статусом|на|в|с|со)(?![\u0430-\u044f]))/gi, endsWord: false },
  { word: 'кончил', re: /(?:за)?кончились\s{1,3}(?:(?:все|уже|наши|и)\s{1,3}){0,2}(?:попытки|итерации|раунды|круги)(?![\u0430-\u044f])(?!\s{1,3}(?:подключ|переподключ|соединени|вход|логин|авторизаци|ввод|оплат|дозвон|звонк|отправк|доставк|загрузк|запрос|ретра)[\u0430-\u044f]{0,6}(?![\u0430-\u044f]))/gi, endsWord: false },
  { word: 'исход', re: /(?:попытки|итерации|раунды|круги)\s{1,3}(?:(?:у\s{1,3}нас|уже|почти|совсем)\s{1,3}){0,2}на\s{1,3}исходе(?![\u0430-\u044f])/gi, endsWord: false },
  // German: "Versuch 2 von 3", "Runde 2 von 3", "letzter Versuch", "unseren letzten Versuch", "letzte Chance".
  { word: 'versuch', re: /versuch\s{0,4}(?:\*\*|__)?:?(?:\*\*|__)?\s{0,4}#?\d+\s*(?:von|\/)\s*\d+/gi, endsWord: true },
  { word: 'runde', re: /runde\s{0,4}(?:\*\*|__)?:?(?:\*\*|__)?\s{0,4}#?\d+\s*(?:von|\/)\s*\d+/gi, endsWord: true },
  { word: 'letzt', re: /letzte[rnms]?\s+(?:versuch(?:e?s|en?)?|chancen?)/gi, endsWord: true },
  // Spanish: "intento 2 de 3", "ronda 1 de 2", "iteración 2 de 2", "último intento", "última oportunidad".
  { word: 'intento', re: /intento\s{0,4}(?:\*\*|__)?:?(?:\*\*|__)?\s{0,4}#?\d+\s*(?:de|\/)\s*\d+/gi, endsWord: true },
  { word: 'ronda', re: /ronda\s{0,4}(?:\*\*|__)?:?(?:\*\*|__)?\s{0,4}#?\d+\s*(?:de|\/)\s*\d+/gi, endsWord: true },
  { word: 'iteraci', re: /iteraci[oó]n\s{0,4}(?:\*\*|__)?:?(?:\*\*|__)?\s{0,4}#?\d+\s*(?:de|\/)\s*\d+/gi, endsWord: true },
  { word: 'últim', re: /últim[oa]s?\s+(?:intentos?|oportunidad(?:es)?)/gi, endsWord: true },
  // French: "tentative 2 sur 3", "itération 2 sur 3", "dernière tentative", "dernière chance".
  { word: 'tentative', re: /tentative\s{0,4}(?:\*\*|__)?:?(?:\*\*|__)?\s{0,4}#?\d+\s*(?:sur|de|\/)\s*\d+/gi, endsWord: true },
  { word: 'itération', re: /itération\s{0,4}(?:\*\*|__)?:?(?:\*\*|__)?\s{0,4}#?\d+\s*(?:sur|de|\/)\s*\d+/gi, endsWord: true },
  { word: 'derni', re: /derni[eè]res?\s+(?:tentatives?|chances?)/gi, endsWord: true },
];

/** A letter of any cased script, a digit or `_`. */
export const isWordChar = (ch: string | undefined) => ch !== undefined && (ch === '_' || (ch >= '0' && ch <= '9') || ch.toLowerCase() !== ch.toUpperCase());
const HYPHENS = new Set(['-', '\u2010', '\u2011']);
/** A hyphen between word characters joins them into one word ("try-catch", "semi-final"). */
const joinedAfter = (text: string, end: number) => HYPHENS.has(text[end]!) && isWordChar(text[end + 1]);
const joinedBefore = (text: string, start: number) => HYPHENS.has(text[start - 1]!) && isWordChar(text[start - 2]) && !/\d/.test(text[start]!);
export function phrasesIn(text: string, phrases = PHRASES): RegExpMatchArray[] {
  const found: RegExpMatchArray[] = [];
  const lower = text.toLowerCase();
  // The protocol reading only: the reference stops a phrase at any non-word character.
  const hyphenJoins = phrases !== PHRASES;
  for (const { word, re, endsWord } of phrases) {
    if (!lower.includes(word)) continue;
    // An exec loop, not matchAll: matchAll copies the pattern on every call, and this runs per paragraph.
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (isWordChar(text[m.index! - 1])) continue;
      if (endsWord && isWordChar(text[m.index! + m[0].length])) continue;
      if (hyphenJoins && (joinedBefore(text, m.index!) || (endsWord && joinedAfter(text, m.index! + m[0].length)))) continue;
      found.push(m);
    }
  }
  found.sort((a, b) => a.index! - b.index!);
  if (phrases === PHRASES) return found;
  // One finding per stretch of text: a match starting inside an earlier one ("last round 2 of 3") is the same phrase.
  return found.filter((m, i) => i === 0 || m.index! >= found[i - 1]!.index! + found[i - 1]![0].length);
}
/**
 * Quotation marks and their closers: straight and curly double quotes, guillemets, inline code,
 * and single quotes used as quotes (see `isQuoteEdge`).
 */
const CLOSER: Record<string, string> = { '"': '"', '“': '”', '«': '»', '`': '`', "'": "'", '‘': '’' };
const SINGLE = new Set(["'", '‘', '’']);
const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);
/**
 * A single quote opens a quotation when it does not follow a word character and text follows it,
 * and closes one when text precedes it and no word character follows: the apostrophe of "don't"
 * or "it’s" is neither.
 */
function isQuoteEdge(text: string, i: number, role: 'open' | 'close'): boolean {
  return role === 'open' ? !isWordChar(text[i - 1]) && !isSpace(text[i + 1]) : !isSpace(text[i - 1]) && !isWordChar(text[i + 1]);
}

/**
 * Spans [open, close] of a line that quote something (quotation marks or inline code), outermost
 * first and in order; an opener without a closer on the line quotes nothing. Linear: the search for
 * each kind of closer only moves forward along the line.
 */
export function quotedSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  /** The next closer of each kind at or after the position it was searched from (-1: none left). */
  const next = new Map<string, number>();
  const closerAfter = (close: string, from: number): number => {
    const known = next.get(close);
    if (known !== undefined && (known < 0 || known >= from)) return known;
    let j = text.indexOf(close, from);
    while (j >= 0 && SINGLE.has(close) && !isQuoteEdge(text, j, 'close')) j = text.indexOf(close, j + 1);
    next.set(close, j);
    return j;
  };
  for (let i = 0; i < text.length; i++) {
    const close = CLOSER[text[i]!];
    if (close === undefined || (SINGLE.has(text[i]!) && !isQuoteEdge(text, i, 'open'))) continue;
    const j = closerAfter(close, i + 1);
    if (j < 0) continue;
    spans.push([i, j]);
    i = j;
  }
  return spans;
}
