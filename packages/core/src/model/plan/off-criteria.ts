/**
 * What says a check is no acceptance criterion, or a watch once the product is live: read by userDeferral's
 * exception to its widest branch (a bare «X проверит …») and by binary-verdict's unverified bars.
 */
import { LetterRegex } from '../../letters.js';

/** The Russian bare future «проверит», «подтвердят»: read whoever its subject is (DEFERS_TO_USER's widest branch). */
const RU_BARE_CHECK = /^(?:проверит|проверят|подтвердит|подтвердят|протестирует|протестируют)$/iu;
const RU_PARTY = /(?<!\p{L})(?:пользовател|заказчик|клиент)/iu;
/**
 * A line saying what it is about is no acceptance criterion: "no criterion asks for it", "not part of the
 * criteria", "not an acceptance criterion", «это не критерий приёмки», «нет в критериях», «вне критериев».
 * The one reading for userDeferral's exception here and binary-verdict's unverified bars.
 */
export const SAYS_NO_CRITERION = new LetterRegex(
  String.raw`(?<![\p{L}])(?:no\s{1,3}(?:criterion|criteria|acceptance\s{1,3}bar)\s{1,3}(?:asks|calls|covers|requires|sets|names|mentions|includes)|not\s{1,3}(?:in|part\s{1,3}of|among|one\s{1,3}of)\s{1,3}(?:the\s{1,3}|its\s{1,3}|our\s{1,3}|these\s{1,3}|this\s{1,3}engagement['’]s\s{1,3})?(?:criteria|acceptance\s{1,3}(?:bars|criteria))|not\s{1,3}(?:an?\s{1,3})?(?:acceptance\s{1,3})?criterion|не\s{1,3}(?:является\s{1,3})?критери[\p{L}]{0,3}|(?:нет|не\s{1,3}было)\s{1,3}в\s{1,3}критери[\p{L}]{0,3}|не\s{1,3}входит\s{1,3}в\s{1,3}критери[\p{L}]{0,3}|вне\s{1,3}критери[\p{L}]{0,3})(?![\p{L}])`,
  'iu',
);
const MONITORING = new LetterRegex(String.raw`(?<![\p{L}])(?:мониторинг[\p{L}]{0,3}|наблюдени[\p{L}]{0,2}|monitoring)(?![\p{L}])`, 'iu');
/** Once the product is live: after launch or release, daily, in the first weeks («после запуска»). */
export const AFTER_LAUNCH = new LetterRegex(
  String.raw`(?<![\p{L}])(?:daily|every\s{1,3}day|(?:first|a)\s{1,3}(?:few\s{1,3})?weeks?|(?:after|post)[- ]\s{0,3}(?:the\s{1,3})?(?:launch|release|go[- ]?live)|после\s{1,3}(?:запуска|релиза|выкатки|выхода))(?![\p{L}])`,
  'iu',
);
const CRIT_NUMBER = /\bcrit(?:erion)?[- ]?#?\d|критери[\p{L}]{0,3}\s{1,3}(?:№\s?)?\d/iu;
/**
 * A bare «X проверит …» whose subject is no party of the user's side, on a line that says the check is no
 * criterion or a watch after launch: the English twin ("The marketer will check CTR a week after launch —
 * monitoring, not an acceptance criterion") names nobody a check could be handed to.
 */
export function offCriteriaWatch(text: string, quote: string): boolean {
  if (!RU_BARE_CHECK.test(quote) || RU_PARTY.test(text) || CRIT_NUMBER.test(text)) return false;
  return SAYS_NO_CRITERION.for(text).test(text) || (MONITORING.for(text).test(text) && AFTER_LAUNCH.for(text).test(text));
}
