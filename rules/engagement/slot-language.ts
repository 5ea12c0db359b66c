import { defineRule, eachInlineParagraph, excerptAround, ownsAt, followsProtocol, linesMatching, tableRowCells, type EngagementModel, type Finding, type MarkdownDoc, type TableCell } from '@engagement-lint/core/kit';

/** How much of a hit's line the detail quotes. */
const SLOT_EXCERPT = 80;
import { PHRASES, phrasesIn, PROTOCOL_PHRASES, quotedSpans } from './lib/slot-phrases.js';
import { pastAccountAfter, roundNamedAfter } from './lib/slot-past.js';
import { ATTEMPT_PHRASE, ATTEMPTS_KEY, contestRound, criteriaPhrases, marketingChance, phraseKey, teamWords } from './lib/slot-product.js';
import { escalationLines, loopIteration, namesTrigger, TEAM_LOOP, validatorRound } from './lib/slot-rounds.js';
import { currentRound } from './lib/round-in-force.js';

// unfilled-template reads the quoted spans of a line as this rule does.
export { quotedSpans } from './lib/slot-phrases.js';

const FILES = ['handoff.md', 'acceptance-log.md', 'scope-sync.md', 'validation-log.md'];

/** Cheap first pass: a line without any of these words cannot hold a phrase. */
const MAYBE = /slot|iteration|last|final|out\s+of|burning|последн|круг/i;
/** The same over a whole document, finding the lines worth a look in one scan. */
const MAYBE_LINES = new RegExp(MAYBE.source, 'gi');
// The German, Spanish and French stems too ("letzter Versuch", "ronda 1 de 2", "dernière tentative"): a line without one is never read for their phrases.
const PROTOCOL_MAYBE = /slot|iteration|last|final|out\s+of|burning|последн|финальн|круг|round|attempt|budget|\sof\s|left|remaining|итерац|раунд|попытк|остал|крайн|слот|бюджет|исчерп|versuch|runde|letzt|intento|ronda|iteraci|últim|tentative|itération|derni/i;
/**
 * The product's own behaviour: its retry logic ("gives up after the final attempt of 3 Redis
 * reconnects", "attempt 2/3 of the retry policy", «политика ретраев», a bot's call attempts, «дозвон»), a
 * lockout ("the login form locks after attempt 3 of 5"), UI copy and layout (banner, toolbar, preset, button,
 * CTA), its domain's rounds (a quiz, a contest, a vote, «викторина», «конкурс») and screenshots. Bare "retry" is not one: "the last attempt failed; retry it" is the team's.
 */
const PRODUCT = /\b(?:reconnect(?:s|ed|ing|ion|ions)?|retries|retrying|retried|call\s{1,3}attempts?|calls|phone|dial(?:s|ed|ing|led|ling|er)?|redial\w{0,4}|bots?|dispatchers?|couriers?|deliver(?:y|ies)|jobs?|workers?|webhooks?|uploads?|imports?|senders?|queues?|tournaments?|contests?|competitions?|championships?|hackathons?|giveaways?|sweepstakes|voting|jury|match(?:es)?|bidding|auctions?|quiz(?:zes)?|timers?|games?|players?|rate-?limit(?:s|ed)?|retry[\s-]polic(?:y|ies)|back-?off|fall(?:s|ing)?\s+back|fallback|time-?outs?|lock(?:s|ed|out|-out)|lockouts|log-?in|log(?:ging)?\s+in|sign-?in|sign(?:ing)?\s+in|passwords?|otp|pins?|2fa|mfa|captchas?|payments?|banners?|toolbars?|presets?|buttons?|cta|ui\s+copy|screenshots?)\b|screens?\/|\.(?:png|jpe?g|webp)\b|ретра[иийяеюм]|таймаут|переподключ|блокиру|парол|баннер|кнопк|скриншот|дозвон|звонк|звонок|диспетчер|курьер|доставк|викторин|турнир|конкурс|голосовани|челлендж|розыгрыш|чемпионат|жюри|матч|аукцион|игрок|игр[аеуыо]/i;
/**
 * Phrases about the engagement's own units: not the product's for being on a line about it. A counted round ("Round
 * 2/3") is the engagement's too, unless its contest is named (contestRound) or criteria.md's criteria use it.
 */
const ENGAGEMENT_UNIT = /iteration|budget|burning|итерац|круг|бюджет|iteraci|itération|^(?:round|раунд|runde|ronda)\s{0,4}:?\s{0,4}\d/i;
/** After "last/final …": "at" or "for" what the team is doing ("the last attempt at the checkout layout", "last chance for the CTA fix"). */
const AIMED_AT = /\s{1,3}(?:at|for)\s/iy;
/**
 * "at" a user's own try of the product ("the last attempt at login is rate-limited", "the final try
 * at the PIN locks the card"): the attempt is the user's, not the team's work. "The last attempt at
 * the login button layout" is the team's.
 */
const AT_USER_ACTION = /\s{0,3}(?:(?:the|a|an)\s{1,3})?(?:log-?in|logging\s{1,3}in|sign-?in|signing\s{1,3}in|sign-?on|password|passcode|pin(?:\s{1,3}entry)?|otp|2fa(?:\s{1,3}verification)?|mfa|captcha|authenticat\w{0,6}|verification|payment)\b(?=\s{0,3}(?:[.,;:)!?]|$|(?:is|was|are|were|gets?|triggers?|locks?|fails?|failed|returns?|shows?|blocks?|counts?|resets?|within|after|before|in|on|per|from|for|with|by|and|or)\b))/iy;
/**
 * "the last iteration of the solver loop", "the final iteration of onboarding": a pass of an
 * algorithm or a version of a design, named by the product noun after "of" ("of rework", "of three
 * allowed" and "of the current engagement" name the team's rounds).
 */
const ITERATION_OF = new RegExp(String.raw`\s{1,3}of\s{1,3}(?:(?:the|a|an|its|their)\s{1,3})?(?:[a-z][a-z-]{1,30}\s{1,3}){0,2}(?:(?:[a-z]{1,20}-)?(?<!\b${TEAM_LOOP}[\s-])loop|algorithm|solver|optimi[sz]er|simulation|training|model|layout|design|redesign|onboarding|flow|page|screen|prototype|mockup|wireframe|component|search|crawler|animation|copy|logo|landing\s{1,3}page)\b`, 'iy');
/** Before it: the line quotes the product's copy ("the banner reads Last chance for …"). */
const COPY_WORD = /\b(?:reads?|says?|text|copy|label|headline|title|caption|wording|tagline)\b/i;
/** "This is the last attempt …", "It's our final round …": the phrase names the current work. */
const THIS_IS = /(?:^|[.!?;:—–]\s{0,3}|^\s{0,3}(?:[-*+]|\d{1,9}[.)])\s{1,3})(?:this|that|it|here)(?:\s{1,3}(?:is|was)|['’]s)\s{1,3}(?:(?:the|our|a|my|one)\s{1,3})?$/i;

/**
 * «Это последняя попытка», «Сейчас последний раунд»: the Russian "this is the last attempt", at a sentence's start;
 * «Шестая попытка — это последняя попытка» defines the product's attempt, so a dash does not start one.
 */
const RU_THIS_IS = /(?:^|[.!?;:]\s{0,3}|^\s{0,3}(?:[-*+]|\d{1,9}[.)])\s{1,3})(?:это|вот|сейчас)(?:\s{1,3}(?:был[аио]?|будет))?\s{1,3}(?:(?:наш[аеиу]?|мо[йяеёю]|уже)\s{1,3})?$/i;
/** After «последняя попытка»: whose attempt it is, a user's try of the product («попытка входа», «попытка пользователя»). */
const RU_USER_ACTION = /\s{1,3}(?:вход|логин|авторизаци|аутентификаци|ввод|оплат|плат[её]ж|подтверждени|верификаци|дозвон|звонк|списани|пользовател|клиент|покупател|бот)[а-яё]{0,4}(?![а-яё])/iy;
/** A sentence's start: the line's, after a list marker, or after the previous sentence. */
const SENTENCE_START = /(?:^\s{0,3}(?:(?:[-*+]|\d{1,9}[.)])\s{1,3})?|[.!?]\s{1,3})$/;
/** The phrase's sentence ends with it: "Last attempt.", «Последняя попытка!». */
const SENTENCE_END = /[a-zа-яё]{0,4}\s{0,3}[.!…](?![\p{L}\p{N}])/iuy;
/** The units a sentence of the phrase alone announces as the team's: not a chance, which may be the product's copy. */
const ANNOUNCED = /(?:attempt|round|iteration|try|попытк|итераци|раунд|круг)[а-яё]{0,4}$/i;

/**
 * Whether the team frames its own work with the phrase, whatever the line says of the product: a
 * counted round at the line's start ("Round 2/3 — …"), "last/final … at|for" something being done,
 * "this is the last attempt" («Это последняя попытка», not «попытка входа»), or the phrase as a
 * sentence of its own ("Last attempt.", «Последняя попытка.»).
 */
function teamFramed(m: RegExpMatchArray, text: string): boolean {
  const before = text.slice(Math.max(0, m.index! - 40), m.index!);
  const end = m.index! + m[0].length;
  // Only a few markers can stand before a phrase that starts the line.
  if (m.index! <= 20 && /^\s{0,3}(?:#{1,6}\s{1,3}|(?:[-*+]|\d{1,9}[.)])\s{1,3})?(?:\*\*|__)?$/.test(text.slice(0, m.index!)) && /\d/.test(m[0])) return true;
  // A product's attempt is told with what it does; one named and nothing more announces where the team stands.
  if (ANNOUNCED.test(m[0]) && SENTENCE_START.test(before)) {
    SENTENCE_END.lastIndex = end;
    if (SENTENCE_END.test(text)) return true;
  }
  if (/^(?:последн|крайн|финальн)/i.test(m[0])) {
    if (!RU_THIS_IS.test(before)) return false;
    RU_USER_ACTION.lastIndex = end;
    return !RU_USER_ACTION.test(text);
  }
  if (!/^(?:last|final)\s/i.test(m[0])) return false;
  AIMED_AT.lastIndex = m.index! + m[0].length;
  if (AIMED_AT.test(text) && !COPY_WORD.test(text.slice(Math.max(0, m.index! - 120), m.index!))) {
    AT_USER_ACTION.lastIndex = AIMED_AT.lastIndex;
    return !AT_USER_ACTION.test(text);
  }
  return THIS_IS.test(before);
}
/**
 * Before "last round|iteration|attempt": a past verb and "in" ("everything the director raised in the last round"),
 * "since" / "from" / "after" ("feedback from the last round"), or a comparison ("compared with the last round", "as in
 * the last round", «как и в последней итерации», «по сравнению с последним раундом»): the previous round, named to say
 * what was done about it or how this one differs. «указал в последнем раунде» alike. "We are in the last round" frames the current one.
 */
const PREVIOUS_BEFORE = /(?:\b(?:since|from|after|than|compared\s{1,3}(?:with|to)|(?:as|like)\s{1,3}in|vs\.?|versus)|\b(?:[a-z]{2,20}ed|said|found|made|wrote|gave|took|did|saw|told|brought\s{1,3}up)\s{1,3}(?:in|during|at|over))\s{1,3}(?:the|our)\s{1,3}$|(?:^|[^а-яё])(?:[а-яё]{2,20}(?:л|ла|ли|ло)\s{1,3}(?:в|на)|с|после|со\s{1,3}времени|как\s{1,3}(?:и\s{1,3})?(?:в|на)|чем\s{1,3}(?:в|на)|по\s{1,3}сравнению\s{1,3}со?|в\s{1,3}отличие\s{1,3}от|относительно)\s{1,3}$/i;
/**
 * "the final round of usability interviews", "the last round of the quiz": a round of research or of the product's
 * domain (interviews, user or usability tests, surveys, playtests, fundraising, a tournament), not of the engagement.
 * "final round of fixes" and "of review" are the team's.
 */
const ROUND_OF = /\s{1,3}of\s{1,3}(?:(?:the|our|a|an)\s{1,3})?(?:[a-z][a-z/-]{1,30}\s{1,3}){0,2}?(?:interviews?|usability\s{1,3}(?:tests?|testing|sessions?|studies)|user\s{1,3}(?:tests?|testing|research|sessions?|interviews?)|(?:a\/b|ab|beta|field|hallway|guerrilla)\s{1,3}(?:tests?|testing)|playtests?|playtesting|surveys?|focus\s{1,3}groups?|card\s{1,3}sorting|research|fundraising|funding|hiring|negotiations?|voting|bidding|auctions?|tournament|quiz|game|competition|contest|draft|playoffs)\b/iy;
/**
 * A table's column of product copy, or of the names a campaign gives its parts, by its header: Headline, Title,
 * Copy, Text, Subject, CTA, Заголовок, Текст…; Campaign, Ad group, Segment, Кампания, Группа, Сегмент.
 */
const COPY_HEADER = /\b(?:headlines?|titles?|copy|texts?|subject(?:\s{1,3}lines?)?|taglines?|slogans?|cta|ads?|banners?|captions?|messages?|wording|campaigns?|segments?)\b|(?:^|[^а-яё])(?:заголов|текст|тем[аы]|слоган|объявлени|креатив|баннер|подпис|формулировк|сообщени|кампани|групп|сегмент)/i;
const DELIMITER_ROW = /^\s{0,3}\|?(?:\s{0,3}:?-{1,200}:?\s{0,3}\|){1,200}\s{0,3}(?::?-{1,200}:?\s{0,3})?$/;

/**
 * Whether column `column` (0-based) of line `line` sits in a table cell whose header names product copy: "| 2 |
 * Последний шанс: весенний купаж 790 ₽ |" under "| # | Headline |". The header row of each row is found once
 * (`headers` remembers it per line), so a long table is walked once.
 */
function inCopyColumn(doc: MarkdownDoc, line: number, column: number, headers: Map<number, number>, rows: Map<number, TableCell[] | undefined>): boolean {
  // A row's cells, split once however many phrases it holds.
  const cellsOf = (n: number) => (rows.has(n) ? rows.get(n) : rows.set(n, tableRowCells(doc.line(n))).get(n));
  const cells = cellsOf(line);
  if (!cells) return false;
  const headerOf = (n: number): number => {
    const known = headers.get(n);
    if (known !== undefined) return known;
    // Walk up to the delimiter row, then remember the header for every row passed.
    const passed: number[] = [];
    let k = n;
    let header = 0;
    while (k > doc.bodyStart) {
      passed.push(k);
      const above = doc.line(k - 1);
      if (DELIMITER_ROW.test(above) && above.includes('-')) {
        header = k - 2 >= doc.bodyStart ? k - 2 : 0;
        break;
      }
      if (!cellsOf(k - 1)) break;
      const cached = headers.get(k - 1);
      if (cached !== undefined) {
        header = cached;
        break;
      }
      k--;
    }
    for (const p of passed) headers.set(p, header);
    return header;
  };
  const header = headerOf(line);
  if (!header) return false;
  const index = cells.findLastIndex((c) => c.column - 1 <= column);
  const title = cellsOf(header)?.[index]?.text ?? '';
  return COPY_HEADER.test(title);
}

/** What is read of a phrase's line once, whatever phrase it holds: the team's words, and the line being about the product. */
interface LineReading {
  words: boolean;
  productLine: boolean;
}
/**
 * Whether a phrase found under the recommended preset describes something other than the current round's budget
 * (`fromCriteria`: the keys of the phrases criteria.md's criteria use).
 */
function notPressure(m: RegExpMatchArray, text: string, counter: number, line: LineReading, fromCriteria: () => Set<string>, underEscalation: () => boolean): boolean {
  const phrase = m[0].toLowerCase();
  const end = m.index! + m[0].length;
  const before = text.slice(Math.max(0, m.index! - 60), m.index!);
  // The protocol's own trigger named, a loop's pass in code, a validator's round inside the iteration: no budget told.
  if (namesTrigger(m[0], text, m.index!, underEscalation)) return true;
  if (loopIteration(m[0], text, m.index!, () => line.words || THIS_IS.test(text.slice(Math.max(0, m.index! - 40), m.index!)))) return true;
  if (validatorRound(m[0], text, m.index!, () => teamFramed(m, text))) return true;
  // «крайний» is «последний» in everyday speech: it points back to a round as that word does.
  if (/^(?:last|final|последн|финальн|крайн)/.test(phrase)) {
    // "the last round (iter-1)", «последняя итерация (2)»: an earlier round named by its number, in either language.
    const round = roundNamedAfter(text, end);
    if (round !== undefined && round < counter) return true;
    // "The last round was rejected on crit-4", «В последнем раунде отклонён только crit-4»: that round's outcome, told in the past.
    if (pastAccountAfter(phrase, text, end, before)) return true;
  }
  if (/^(?:last|final)\s/.test(phrase)) {
    if (/^last\s+(?:round|iteration|attempt)$/.test(phrase) && PREVIOUS_BEFORE.test(before)) return true;
    ROUND_OF.lastIndex = m.index! + m[0].length;
    if (/(?:round|iteration)$/.test(phrase) && ROUND_OF.test(text)) return true;
    if (/iteration$/.test(phrase)) {
      ITERATION_OF.lastIndex = m.index! + m[0].length;
      // "This is the last iteration of the redesign" still frames the team's current round.
      if (ITERATION_OF.test(text) && !line.words && !THIS_IS.test(text.slice(Math.max(0, m.index! - 40), m.index!))) return true;
    }
  } else if (/^(?:последн|крайн)[а-яё]{0,3}\s+(?:раунд|итераци|попытк)/.test(phrase) && PREVIOUS_BEFORE.test(before)) {
    return true;
  }
  const words = () => line.words;
  const team = () => line.words || teamFramed(m, text);
  if (contestRound(m[0], text, m.index!, words, team) || marketingChance(m[0], text, m.index!, team)) return true;
  // The criteria's own words, quoted back ("crit-2: final round teased" of "Teases the final round's theme").
  if (fromCriteria().has(phraseKey(m[0])) && !team()) return true;
  // Criteria that count the product's attempts make its "last attempt" the product's ("the dead state is set with the last attempt").
  if (ATTEMPT_PHRASE.test(phrase) && fromCriteria().has(ATTEMPTS_KEY) && !team()) return true;
  return !ENGAGEMENT_UNIT.test(phrase) && line.productLine && !teamFramed(m, text);
}

/** Lines that quote or explain the ban itself (the reference's list: a straight apostrophe only). */
const QUOTES_BAN = /^\s*>|banned|forbidden|запрещ|don'?t\s+(?:write|use)|do\s+not\s+(?:write|use)|anti[- ]?pattern|not\s+allowed|example\s+of\s+slot|пример\s+slot/i;

/** A match quoted to the end of its last word: the patterns match Russian stems ("последняя попытк"), the reader sees "попытка". */
function wholeWords(text: string, at: number, matched: string): string {
  let end = at + matched.length;
  while (end < text.length && end - at < matched.length + 20 && /[\p{L}\p{M}]/u.test(text[end]!)) end++;
  return text.slice(at, end);
}

/**
 * The protocol reading's hits in a document: phrases matched over each paragraph's rendered inline
 * text (code blocks and comments hidden, emphasis markers dropped, a soft line break a space), each
 * at the line and column of its first word. The checks that read a phrase's line (a quote of the ban,
 * quotation marks, the product's words) read the lines the phrase spans, as rendered.
 */
function protocolHits(doc: MarkdownDoc, counter: number, fromCriteria: () => Set<string>): Array<{ line: number; column: number; phrase: string }> {
  const out: Array<{ line: number; column: number; phrase: string }> = [];
  const headers = new Map<number, number>();
  const rows = new Map<number, TableCell[] | undefined>();
  // The escalation sections, read once and only when a phrase needs them.
  let escalated: ((line: number) => boolean) | undefined;
  eachInlineParagraph(doc, PROTOCOL_MAYBE, (p) => {
    const found = phrasesIn(p.text, PROTOCOL_PHRASES);
    // The lines a phrase spans, by index into the paragraph's lines; phrases come in text order, so both only move forward.
    let a = 0;
    let window: { a: number; b: number; from: number; text: string; banned: boolean; spans: Array<[number, number]>; k: number; line: LineReading } | undefined;
    for (const m of found) {
      const start = m.index!;
      // A piece of a long paragraph reads its neighbours' text for context; their phrases are theirs to report.
      if (!ownsAt(p, start)) continue;
      const end = start + m[0].length - 1;
      while (a + 1 < p.starts.length && p.starts[a + 1]! <= start) a++;
      let b = a;
      while (b + 1 < p.starts.length && p.starts[b + 1]! <= end) b++;
      if (!window || window.a !== a || window.b !== b) {
        const from = p.starts[a]!;
        const text = p.text.slice(from, Math.max(from, b + 1 < p.starts.length ? p.starts[b + 1]! - 1 : p.text.length));
        // Whether the line is about the product is one reading of the line, not one per phrase; a link's
        // destination renders as nothing but still says what the line is about (`[capture](screens/…)`).
        const words = teamWords(text);
        const productLine = !words && (PRODUCT.test(text) || PRODUCT.test(p.lines.slice(a, b + 1).map((n) => doc.rendered(n)).join(' ')));
        window = { a, b, from, text, banned: QUOTES_BAN.test(text), spans: quotedSpans(text), k: 0, line: { words, productLine } };
      }
      if (window.banned) continue;
      const at = start - window.from;
      // Both in text order: one walk along the spans.
      while (window.k < window.spans.length && window.spans[window.k]![1] <= at) window.k++;
      const span = window.spans[window.k];
      if (span && span[0] < at && at + m[0].length <= span[1]) continue;
      const local = Object.assign([m[0]], { index: at }) as RegExpMatchArray;
      const underEscalation = () => (escalated ??= escalationLines(doc))(p.line[start]!);
      if (notPressure(local, window.text, counter, window.line, fromCriteria, underEscalation) || inCopyColumn(doc, p.line[start]!, p.column[start]!, headers, rows)) continue;
      out.push({ line: p.line[start]!, column: p.column[start]! + 1, phrase: wholeWords(p.text, start, m[0]) });
    }
  });
  return out;
}

export default defineRule<EngagementModel>({
  id: 'slot-language',
  pack: 'engagement',
  tiers: ['L'],
  // The protocol bans slot language outright, whatever the engagement's size.
  recommendedTiers: ['S', 'M', 'L'],
  compat: true,
  summary: 'no counter-pressure ("slot 2 of 3", "last attempt") language in the engagement logs',
  statuses: ['pass', 'fail'],
  docs: `The iteration counter is informational, not a quota. Phrases such as "slot 1/2 used",
"last attempt" or "final round" pressure the director into accepting marginal work; escalation
is root-cause based, never slot-based. The reference scans at tier L only; under
\`--preset recommended\` the ban holds at every tier (S, M and L), as the protocol states it.

Scans handoff.md, acceptance-log.md, scope-sync.md and validation-log.md line by line for:
"slot N of/ M", "iteration N of/ M", "last attempt|round|iteration|chance", "final
round|attempt|iteration", "out of retries|attempts|iterations", "burning
iteration|round|budget", "iteration budget exhausted|used up", and the Russian
"последний/последняя/последнее попытка|итерация|раунд|шанс", "круг(и) закончились|исчерпан"
(case-insensitive; inflected Russian forms count). Word edges are Unicode-aware, so Russian
phrases match exactly like English ones. Under \`--preset recommended\` the same framing in
other words counts too: "round|attempt N of/ M", the counts written as a field ("Current
round: 1 of 2", "Slot: 1/2 used", "Итерация: 2 из 3"), "budget: N of M", "N of M
iterations|rounds|attempts used|left|remaining", "one/two/no (more) iterations|rounds|attempts|tries
left|remaining", the count left as a field ("Attempts remaining: 1", "Rounds left: 0",
"Remaining iterations: 1"), "last try|shot|slot", "final try|chance|slot", "итерация|раунд|попытка|круг N
из/ M", "последний круг" (and "последнюю попытку" and other inflections), «финальная итерация|попытка|раунд|круг», "осталась одна
попытка|итерация", «крайняя итерация|попытка|раунд|круг» (the everyday «последняя», read as it is; not «крайний срок»),
«слот N из/ M» («Слот 1/2 использован»), «бюджет итераций|раундов исчерпан|израсходован» and «бюджет итераций: N из M» (a
bare «бюджет исчерпан» may be the product's money), «итерации|раунды|слоты исчерпаны», the units running out as "out of attempts" is read («Попытки (почти) закончились»,
«итерации на исходе», «у нас кончились раунды»; not «попытки подключения закончились», the product's, nor «попытки закончились
ошибкой», how they ended), and the same in German, Spanish and French: "Slot|Versuch|Runde|Iteration N von/ M",
"letzter Versuch", "letzte Chance", "intento|ronda|iteración N de/ M", "último intento", "última
oportunidad", "tentative|itération N sur/ M", "dernière tentative", "dernière chance" (a bare "Iteration 2"
or "ronda 1" is no count).

Under \`--preset recommended\` the text is read as markdown renders it: a phrase is matched over
its paragraph's text, emphasis markers dropped and a line break inside the paragraph read as a space
("the **last** attempt", "the _last_" over "attempt") and a link read as its text ("the
[final](plan.md) round"), and reported at its first word; fenced code, code spans and HTML comments
are not prose, so a phrase in them, or drawing a word from a code span (\`\`last\` attempt\`), is
not read, nor is a URL: a link's or an image's destination, title or label, an autolink, a link
definition. A link's destination still tells a line about the product (\`[capture](screens/…)\`).
The checks below that read a phrase's line read the lines it spans.

Lines that quote the ban are skipped: blockquotes, and lines saying banned, forbidden, запрещ,
don't write/use (straight apostrophe, as in the reference), do NOT write/use, anti-pattern or not
allowed. Under \`--preset recommended\` a phrase inside quotation marks (\`"…"\`, \`“…”\`,
\`«…»\`, \`'…'\` or \`‘…’\` used as quotes, not an apostrophe) or inline code on its line is
quoted content (an ad headline "Последний шанс: −30%") and is not flagged, nor is one in a table
column of product copy or of a campaign's parts, named by its header (Headline, Title, Copy, Text,
Subject, CTA, Ad, Banner, Caption, Message, Campaign, Ad group, Segment, Заголовок, Текст, Тема,
Объявление, Креатив, Кампания, Группа, Сегмент…). Also under the recommended
preset, "last/final round|iteration|attempt" or «последний/последняя/в последнем … раунд|итерация|круг» (and «крайний …» alike)
followed by an earlier round's number, in parentheses, after a unit or after #/№/номер ("the blocker
from the last iteration (iter-1)", "the last round (iteration 2)", «последняя итерация (2)», «последний
раунд №2», with the counter above it; not a count such as "(2 of 3)" or «(2 из 3)») points back to
that round, and so does "last round|iteration|attempt" after a past verb and "in" or after "since",
"from" or "after" ("everything the director raised in the last round", "feedback from the last
round", «указал в последнем раунде»), or in a comparison ("compared with the last round", "as in the last round",
«как и в последней итерации», «по сравнению с последним раундом»), or "in the last round" followed by a past-tense report of what
that round did ("In the last round, only crit-4 was rejected", «В последнем раунде отклонён только
crit-4», «на последней итерации отклонили crit-4»; not "the last attempt failed", «в последнем раунде
надо принять»); "last/final round|iteration of" research or of the product's domain ("the final
round of usability interviews", "the last round of user testing", surveys, playtests, a tournament,
a quiz) is that round, not the engagement's, whoever ran it; a phrase
joined to the next or previous word by a hyphen ("the last try-catch block", "semi-final round") is
part of that word; and a counted or "last/final" attempt, try, shot, slot, chance or round, or
attempts/tries left, on a line about the product describes the product: its retries (reconnects,
retries, retry policy, ретраи, backoff, fallback, timeout, a bot's call attempts, dialling, a
dispatcher, дозвон), a lockout or login (locks, lockout,
login, password, OTP, rate limit), UI copy and layout (banner, toolbar, preset, button, CTA, UI copy),
its jobs, workers, webhooks, uploads, imports, queues, or its domain's own rounds and attempts
(tournaments, matches, auctions, quizzes, contests, voting, timers, games, players, викторина, турнир,
конкурс, голосование), or
screenshots ("gives up on the last try after 3 retries with backoff", "the login form locks after
attempt 3 of 5", "the final slot in the preset toolbar"). So does a last/final attempt or try at
signing in, a password, a PIN or a payment ("the last attempt at login is rate-limited"), and "last/final
iteration of" a product's algorithm or design (a loop, solver, model, layout, design, onboarding, flow,
page, screen, prototype, component: "the last iteration of the layout algorithm", "the final iteration
of onboarding", "the last iteration of the for-loop"), as is a loop's last/final iteration named before it ("the
retry loop's final iteration", «последняя итерация цикла»); not after "this is", nor on a line with the team's words,
nor of a loop of the team's process (rework, review, feedback, acceptance, fix loop; «цикл доработок»). The
protocol's pre-final-iteration trigger named is no pressure either: "before the last round|iteration" or «перед
последней итерацией» after an escalation in its sentence ("## Escalation before the last round", «Эскалация перед
последней итерацией», "escalated the blockers to the user before the final round") or on a line of a section whose
heading names an escalation ("the last round before escalation" stays flagged). Nor is a validator's round of fixes
inside the iteration ("the last round of code-reviewer fixes", "the final round of test-reviewer comments", «последний
раунд правок по замечаниям code-reviewer»: a hyphenated -review or -reviewer name), unless the rest of its line has
the team's words or "this is" frames it; "the final round of review" names no validator. A last/final chance or
последний шанс with a marketing noun right before or after it names a genre of the product's copy
("the письмо последнего шанса of the chain", "the last chance reminder", "объявления последнего
шанса": email, письмо, рассылка, reminder, напоминание, offer, sale, акция, discount, скидка, promo,
headline, заголовок, banner, campaign, ad, объявление, subject line, push, SMS, CTA, landing,
coupon, промокод, chain, цепочка), whoever speaks; with the noun linked to it ("its headline is Last
chance to try …", "Subject line: Last chance — …") it is the copy unless the line has the team's words
or framing. A round of the product's contest, game or vote named with it ("the contest's final
round", "round 3 of 4 of the photo contest", «последний раунд конкурса», «раунд 3 из 4
фотоконкурса»; not "of the contest email", the deliverable) is that round, and so is one named by what
it holds ("the final round's theme", "entries for the last round", «тема последнего раунда») on a
line without the team's words or framing; a counted round so named counts unless the line has the
team's words. A phrase that criteria.md's criteria (its Done-when and Deliverables bullets) use
themselves, in any inflection of a Russian phrase, is the user's request quoted back ("crit-2: final
round teased" of "Teases the final round's theme"), unless its line has the team's words or framing,
or the criterion frames the team's work. None of these is flagged. Otherwise iterations,
budgets, круг and a counted round ("Round 2/3", "раунд 2 из 3") are always the engagement's, and
so is a phrase framing the team's own work: a counted phrase that starts the line, "last/final …
at|for" something ("the last attempt at the checkout button layout", "last chance for the CTA
contrast fix"; not after the copy's words such as "reads" or "headline"), "this is the last
attempt" and «Это/Сейчас последняя попытка» at a sentence's start (not «последняя попытка входа|пользователя», a
user's try, nor «Шестая попытка — это последняя попытка», which defines the product's), and a last attempt, round or
iteration that is a sentence of its own ("Last attempt.", «Последняя попытка!»). A line with the team's own words (we, our,
please, accept, approve, lenient, reviewers, escalation, blocker, fixes, verdict, crit-N, просим, эскалация) stays flagged: "This
is the last attempt", "final round before escalation", "Round 2 of 3 — please accept the login fix";
a crit-N label heading the line (\`crit-1: …\`, \`[crit-1]\`), which quotes or answers that criterion, is
not one of them ("crit-1: the last attempt a buyer made with that card is not retried" describes the
product), a crit-N elsewhere on the line is. The detail shows up to five
\`file:L<n>: text\` hits; every hit is a finding with its line and column. Under \`--preset recommended\`
a hit's text is its line cut to 80 characters around the line's first flagged phrase (\`…\` where cut), so the
phrase shows however far along a long line it stands.`,
  examples: [
    {
      status: 'pass',
      title: 'does not match inside longer Cyrillic or Latin words',
      files: {
        'scope-sync.md': '',
      },
    },
    {
      status: 'fail',
      title: 'does not take a curly-apostrophe "don’t use" for a quote of the ban (reference parity)',
      files: {
        'handoff.md': 'Note: don’t use "final attempt" here.',
      },
    },
    {
      status: 'fail',
      title: 'recommended: reads a phrase as its paragraph renders, split by emphasis or a line break',
      options: { preset: 'recommended' },
      files: {
        'handoff.md': 'This is the **last**\nattempt before escalation.',
      },
    },
  ],
  divergences: [
    {
      protocol: 'Do not use language like "slot 1/2 used" or "last attempt" — it creates psychological pressure to accept marginal work. … Don\'t use slot language. "Slot 1/2 used", "last attempt", "final round" — banned. Escalation is root-cause based.',
      compat: 'Runs at tier L only, as the reference does: "this was the final attempt before the demo" in an S or M handoff passes. Each raw line is read on its own: "the **last** attempt", or "last" ending a line and "attempt" opening the next, passes, and a phrase in fenced code or an HTML comment is flagged. Every line is scanned whole: quoted deliverable copy (an ad headline "Последний шанс: −30%" cited as evidence) is flagged as the team\'s own counter-pressure language. Only the reference\'s phrase list is read: "Round 2 of 3", "Итерация 2 из 3", "Iteration budget: 2 of 3 used", "last try", "one iteration left", "последний круг" and German, Spanish or French phrases ("letzter Versuch", "último intento") pass.',
      recommended: 'Runs at every tier (S, M and L): the ban ("Don\'t use slot language … — banned") names no tier. The text is read as rendered: a phrase split by emphasis, a link or a line break inside its paragraph ("the **last** attempt", "the [final](plan.md) round") counts, and fenced code, HTML comments and URLs are not read. A phrase inside quotation marks ("…", “…”, «…», \'…\' or ‘…’ as quotes) or inline code on its line is quoted content, not the team\'s language about its iterations, and is not flagged. "Language like" these phrases counts too: a counted round, attempt or budget ("Round 2 of 3", "attempt 2/3", "Iteration budget: 2 of 3 used", "2 of 3 iterations used", "Итерация 2 из 3", раунд / попытка / круг N из M), rounds left ("one iteration left", "no more attempts remaining", "осталась одна попытка"), «Слот 1/2 использован», «крайняя итерация», «бюджет итераций исчерпан», a numbered slot or round ("Slot #2 of 3"), an ordinal count ("2nd of 2 iterations used"), the budget named by its unit ("rounds exhausted", "iterations used up"; not the product\'s "retries exhausted"), "last/final try|chance|shot", "последний/последнюю … круг|попытку", and their German, Spanish and French forms ("letzter Versuch", "Iteration 2 von 2", "último intento", "ronda 1 de 2", "dernière tentative", "itération 2 sur 2"); the reference\'s list names English and Russian phrases only.',
    },
    {
      protocol: 'Do not use language like "slot 1/2 used" or "last attempt" — it creates psychological pressure to accept marginal work.',
      compat: 'Every phrase counts wherever it points: "the blocker from the last iteration (iter-1)" in an L-tier delta, and "gives up after the final attempt of 3 Redis reconnects" describing the product, are flagged, as are a marketing genre ("Email 3 is the last chance reminder of the sequence"), a photo contest\'s "final round", a phrase quoted from criteria.md\'s own criteria, "The retry loop\'s final iteration now re-raises …" and the protocol\'s own trigger named ("## Escalation before the last round"). A phrase ends at any character that is not a letter or digit, so "the last round-robin pass" reads "last round".',
      recommended: '"last/final round|iteration|attempt", or its Russian «последний/последняя/в последнем … раунд|итерация|круг», followed by a round number below the iteration counter ("(iter-1)", "round 2", «(2)», «№2»), or "last round|iteration|attempt" after a past verb and "in" or after "since" / "from" / "after" ("raised in the last round", «указал в последнем раунде»), or "in the last round" followed by a past-tense report of that round ("In the last round, only crit-4 was rejected", «В последнем раунде отклонён только crit-4»), refers back to that round; "last/final round of" research or of the product\'s domain ("the final round of usability interviews") is that round; a phrase in a table column of product copy (its header Headline, Title, Copy, Text, CTA, Заголовок…) is the copy, and so is one in a column of a campaign\'s parts (Campaign, Ad group, Segment, Кампания, Группа, Сегмент); a last chance with a marketing noun next to it names a genre of the product\'s copy ("письмо последнего шанса", "the last chance reminder", "its headline is Last chance to try …"); a round of the product\'s contest, game or vote named with it ("the contest\'s final round", "round 3 of 4 of the photo contest", «тема последнего раунда») is that round; a phrase criteria.md\'s criteria use themselves is the user\'s request quoted back, and when they count the product\'s attempts or tries ("after 8 failed attempts the delivery is marked dead", «после 8 неудачных попыток») its last/final attempt is the product\'s; a hyphen joining the next or previous word ("last try-catch") makes the phrase part of that word; and a counted or last/final attempt, try, shot, slot, chance or round, or attempts/tries left, on a line about the product (retries, retry policy, backoff, fallback, timeout, a bot\'s call attempts, a dispatcher, дозвон, rate limit, lockout, login, password, banner, toolbar, preset, button, CTA, screenshots, or its jobs, workers, webhooks, uploads, imports, queues, tournaments, matches, auctions, quizzes, timers, games and players, contests and voting, викторина, турнир, конкурс) describes the product, as does a last attempt at login, a password, a PIN or a payment, and the last/final iteration of an algorithm, a design or a loop of the product ("the last iteration of the layout algorithm", "the retry loop\'s final iteration", «последняя итерация цикла»; not a rework or review loop); a validator\'s round of fixes inside the iteration ("the last round of code-reviewer fixes", «последний раунд правок по замечаниям code-reviewer») is that round, the validator\'s own words aside. None of these is flagged, unless the line also carries the team\'s words (we, our, please, accept, escalation, blocker, fixes, verdict, crit-N other than a label heading the line) or the phrase frames the team\'s work (a counted phrase starting the line, "last chance for the CTA fix", "the last attempt at the button layout", "this is the last attempt", «Это последняя попытка», a sentence of the phrase alone: "Last attempt.", «Последняя попытка.»); iterations, budgets, круг and counted rounds ("Round 2/3") always count, save a counted round of a named contest of the product on a line without the team\'s words, and a phrase criteria.md\'s criteria use. A marketing noun right before or after a last chance, and a contest named with its round, tell the product\'s thing whatever else the line says. The protocol\'s pre-final-iteration trigger named ("Pre-final-iteration trigger: before starting the last allowed iteration, escalate to user"): "before the last round|iteration", «перед последней итерацией», after an escalation in its sentence ("## Escalation before the last round", «## Эскалация перед последней итерацией») or in a section headed by one, is the record the protocol asks for, not pressure; "the last round before escalation" is.',
    },
  ],
  check({ model, options }) {
    const protocol = followsProtocol(options);
    const hits: string[] = [];
    const findings: Finding[] = [];
    let keys: Set<string> | undefined;
    const fromCriteria = () => (keys ??= criteriaPhrases(model, teamFramed));
    for (const name of FILES) {
      const doc = model.doc(name);
      if (!doc) continue;
      if (protocol) {
        let last = 0;
        for (const h of protocolHits(doc, currentRound(model) ?? 1, fromCriteria)) {
          // Quoted around the line's first flagged phrase, which may sit past the line's first 80 characters.
          if (h.line !== last) hits.push(`${name}:L${h.line}: ${excerptAround(doc.rendered(h.line), h.column - 1, h.phrase.length, SLOT_EXCERPT)}`);
          last = h.line;
          findings.push(doc.at(h.line, `counter-pressure language "${h.phrase}"`, h.column));
        }
        continue;
      }
      for (const { line, text } of linesMatching(doc.text, MAYBE_LINES)) {
        // A match may run over the line's end (`out` / `of`): each line is tested on its own too.
        if (!MAYBE.test(text) || QUOTES_BAN.test(text)) continue;
        const found = phrasesIn(text, PHRASES);
        if (!found.length) continue;
        hits.push(`${name}:L${line}: ${text.trim().slice(0, 80)}`);
        for (const m of found) findings.push(doc.at(line, `counter-pressure language "${wholeWords(text, m.index!, m[0])}"`, m.index! + 1));
      }
    }
    if (!hits.length) return { status: 'pass', detail: 'no banned slot/last-attempt language' };
    return {
      status: 'fail',
      detail: `slot/last-attempt language: ${hits.slice(0, 5).join('; ')}${hits.length > 5 ? ` (+${hits.length - 5} more)` : ''}`,
      fix: 'Slot language is banned: the counter is informational and escalation is root-cause based. Rephrase in terms of the blocker, or remove.',
      findings,
    };
  },
});
