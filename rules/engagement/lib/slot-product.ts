/**
 * slot-language (recommended): phrases that name the product's own things rather than the team's rounds: a
 * marketing genre ("письмо последнего шанса", "last chance reminder"), a contest's rounds, and the words of
 * criteria.md's criteria quoted back. Every pattern reads a bounded stretch around one phrase.
 */
import { numberedCriteria, type EngagementModel } from '@engagement-lint/core/kit';
import { phrasesIn, PROTOCOL_PHRASES } from './slot-phrases.js';

/** Words that make a line the team's own ("please accept", "before escalation", "we", "our"). */
const TEAM = /\b(?:we|our|us|please|accept|acceptance|approve|approval|lenient|escalat\w{0,6}|blockers?|fixes|verdict|director|reviewers?|crit-\d{1,6})\b|(?:^|[^а-яё])(?:мы|наш|просим|пожалуйста|приня|эскал|блокер|вердикт)/i;
/**
 * A criterion's label at the head of a line (`- crit-1: …`, `1. [crit-2] …`, `**crit-3** — …`): the line quotes or
 * answers that criterion, so the label alone does not make it the team's talk about its rounds.
 */
const HEAD_CRIT = /^\s{0,3}(?:(?:[-*+]|\d{1,9}[.)])\s{1,3})?(?:\[[ xX]\]\s{1,3})?(?:\[crit-\d{1,6}\]|(?:\*\*|__|`)?crit-\d{1,6}(?:\*\*|__|`)?(?:\s{0,3}\([^()]{0,40}\))?\s{0,3}[:—–])/i;

/** Whether the text carries the team's words, a crit-N label heading it aside. */
export function teamWords(text: string): boolean {
  const head = HEAD_CRIT.exec(text);
  return TEAM.test(head ? text.slice(head[0].length) : text);
}

/** The product's marketing nouns ("email", "письмо", "reminder", "акция"…), English and Russian stems. */
const NOUNS_EN = String.raw`e-?mails?|newsletters?|mail(?:ing|er)s?|reminders?|offers?|sales?|discounts?|promos?|promotions?|headlines?|banners?|campaigns?|ads?|adverts?|ad\s{1,3}groups?|subject(?:\s{1,3}lines?)?|push(?:es)?|notifications?|sms|cta|landings?|landing\s{1,3}pages?|coupons?|promo\s{0,3}codes?|vouchers?|chains?|sequences?|deals?`;
const NOUNS_RU = String.raw`письм|рассылк|напоминани|предложени|распродаж|акци|скидк|промо|заголов|баннер|кампани|объявлени|пуш|смс|лендинг|промокод|купон|цепочк|оффер`;
/** The noun right before the phrase, as a name of its genre: "письмо последнего шанса", "the promo last chance". */
const NOUN_RIGHT_BEFORE = new RegExp(String.raw`(?:\b(?:${NOUNS_EN})|(?:^|[^а-яё])(?:${NOUNS_RU})[а-яё]{0,4})\s{1,3}$`, 'i');
/** The noun linked to it as its copy: "its Meta headline is Last chance to try …", "Тема письма: Последний шанс". */
const NOUN_LINKED_BEFORE = new RegExp(String.raw`(?:\b(?:${NOUNS_EN})|(?:^|[^а-яё])(?:${NOUNS_RU}|тем[аы]\s{1,3}письм)[а-яё]{0,4})(?:\s{1,3}(?:is|was|reads?|says?|—|–|-|это)|\s{0,3}[:=])\s{1,3}(?:(?:the|a|an|its)\s{1,3})?$`, 'i');
/** The noun right after it: "the last chance reminder", "last chance email". */
const NOUN_AFTER = new RegExp(String.raw`\s{1,3}(?:(?:${NOUNS_EN})\b|(?:${NOUNS_RU})[а-яё]{0,4}(?![а-яё]))`, 'iy');

/**
 * Whether a last/final chance, последний шанс, names a genre of the product's marketing copy by the noun next to
 * it. A noun right before or after it names the thing ("письмо последнего шанса", "last chance reminder"),
 * whoever speaks; a noun linked to it ("the headline is Last chance …") quotes the copy unless the line is the
 * team's (`team`: its words or framing).
 */
export function marketingChance(phrase: string, text: string, at: number, team: () => boolean): boolean {
  if (!/(?:chance|шанс[а-яё]{0,4})$/i.test(phrase)) return false;
  NOUN_AFTER.lastIndex = at + phrase.length;
  if (NOUN_AFTER.test(text)) return true;
  const before = text.slice(Math.max(0, at - 48), at);
  if (NOUN_RIGHT_BEFORE.test(before)) return true;
  return NOUN_LINKED_BEFORE.test(before) && !team();
}

/** A contest, a game or a vote the product runs: the thing whose rounds a phrase may name. */
const DOMAIN_EN = String.raw`contests?|competitions?|challenges?|tournaments?|quiz(?:zes)?|games?|match(?:es)?|championships?|hackathons?|giveaways?|sweepstakes|olympiads?|leagues?|voting`;
// A noun's case endings only: «конкурсное письмо» (an adjective) names the deliverable, not the contest.
const DOMAIN_RU = String.raw`[а-яё]{0,6}(?:конкурс|турнир|викторин|голосовани|чемпионат|челлендж|олимпиад|розыгрыш)(?:ами|ом|ем|ах|ов|ей|[ауеыияю])?(?![а-яё])`;
/** Before the round: "the contest's final round", "contest round 3 of 4", "photo challenge final round". */
const DOMAIN_BEFORE = new RegExp(String.raw`\b(?:${DOMAIN_EN})(?:['’]s)?\s{1,3}$`, 'i');
/** After a counted round: "round 3 of 4 of the photo contest", not "… of the contest email" (the deliverable). */
const DOMAIN_OF = new RegExp(
  String.raw`\s{1,3}of\s{1,3}(?:(?:the|a|an|its)\s{1,3})?(?:[a-z][a-z-]{1,30}\s{1,3}){0,2}?(?:${DOMAIN_EN})\b(?!['’]s|\s{1,3}(?:e-?mails?|pages?|landing|copy|banners?|posts?|announcements?|apps?|site|feature|flow|design|layout|screens?|ui|work|brief|deliverables?)\b)`,
  'iy',
);
/** After a Russian round: «последний раунд конкурса», «раунд 3 из 4 фотоконкурса». */
const DOMAIN_RU_AFTER = new RegExp(String.raw`[а-яё]{0,4}\s{1,3}(?:[а-яё]{2,20}\s{1,3})?(?:${DOMAIN_RU}|игр[аыеу]?(?![а-яё]))`, 'iy');
/** What a contest's round holds: "the final round's theme", "entries for the last round", «тема последнего раунда». */
const ROUND_THING_AFTER = /['’]s\s{1,3}(?:theme|topic|entries|prizes?|winners?|jury|voting|votes|finalists|photos?)\b/iy;
const ROUND_THING_BEFORE = /\b(?:theme|topic|entries|entry|voting|votes|prizes?|winners?|jury|photos?)\s{1,3}(?:of|for|in)\s{1,3}(?:the\s{1,3})?$|(?:^|[^а-яё])(?:тем[аыуе]|работ[аыуе]?|голосовани[еяю]|приз[а-яё]{0,2}|победител[а-яё]{0,2}|жюри)\s{1,3}(?:(?:в|на|для)\s{1,3})?$/i;

/**
 * Whether a last/final or counted round is a round of the product's contest, game or vote: its noun attached
 * ("the contest's final round", "round 3 of 4 of the photo contest", «последний раунд конкурса»), or what the
 * round holds ("the final round's theme", «тема последнего раунда»; not on a line with the team's words or
 * framing). A counted round ("Round 2/3") is the engagement's unless its contest is named and the line holds no
 * `words` of the team.
 */
export function contestRound(phrase: string, text: string, at: number, words: () => boolean, team: () => boolean): boolean {
  const counted = /^(?:round|раунд)[^а-яёa-z]/i.test(phrase);
  if (!counted && !/(?:round|раунд[а-яё]{0,4})$/i.test(phrase)) return false;
  const before = text.slice(Math.max(0, at - 48), at);
  const end = at + phrase.length;
  DOMAIN_OF.lastIndex = end;
  DOMAIN_RU_AFTER.lastIndex = end;
  const attached = DOMAIN_BEFORE.test(before) || (counted && DOMAIN_OF.test(text)) || (/раунд/i.test(phrase) && DOMAIN_RU_AFTER.test(text));
  if (attached && !counted) return true;
  // A named contest outweighs a counted round opening the line, not the team's words.
  if (counted) return attached && !words();
  ROUND_THING_AFTER.lastIndex = end;
  return (ROUND_THING_AFTER.test(text) || ROUND_THING_BEFORE.test(before)) && !team();
}

/** The stems the Russian phrases are built of: a phrase's key reads every inflection the same. */
const RU_STEM = /^(последн|крайн|попытк|итераци|раунд|шанс|круг|остал|слот|бюджет)[а-яё]*$/;
/** A phrase as a key: lower case, ё as е, one space between words, Russian words cut to their stems. */
export function phraseKey(phrase: string): string {
  return phrase
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(RU_STEM, '$1'))
    .join(' ');
}

/**
 * The phrases criteria.md's criteria use themselves (its Done-when and Deliverables bullets: the user's request,
 * which the handoff quotes verbatim), by key; a phrase a criterion frames as the team's work is left out.
 * Read once per model, and only when a phrase needs it.
 */
export function criteriaPhrases(model: EngagementModel, framed: (m: RegExpMatchArray, text: string) => boolean): Set<string> {
  const keys = new Set<string>();
  for (const c of numberedCriteria(model.criteria)) {
    // Emphasis and code marks split no phrase of the criterion.
    const text = c.text.replace(/[*_`]/g, '');
    if (teamWords(text)) continue;
    for (const m of phrasesIn(text, PROTOCOL_PHRASES)) if (!framed(m, text)) keys.add(phraseKey(m[0]));
    if (PRODUCT_ATTEMPTS.test(text)) keys.add(ATTEMPTS_KEY);
  }
  return keys;
}

/** Attempts or tries the product counts, as a criterion asks for them ("After 8 failed attempts the delivery is marked dead", «после 5 неудачных попыток»). */
const PRODUCT_ATTEMPTS = /\b(?:attempts?|tries|retries)\b|(?<![а-яё])попыт(?:ок|ки|ка|ку|ке|кой|кам|ками|ках)(?![а-яё])/i;
/** The key criteriaPhrases gives when the criteria count the product's attempts: its "last attempt" is the product's too. */
export const ATTEMPTS_KEY = 'attempts of the product';
/** A phrase about an attempt or a try: "last attempt", "final try", «последняя попытка», «попытки закончились». */
export const ATTEMPT_PHRASE = /(?:attempt|try|попытк)[а-яё]{0,4}$|^попытк/i;
