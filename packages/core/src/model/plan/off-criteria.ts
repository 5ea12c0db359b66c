/**
 * A Russian hand-over «X проверит …» that is none: the line says its check is no acceptance criterion or a
 * watch after launch (userDeferral's exception to its widest branch).
 */
import { LetterRegex } from '../../letters.js';

/** The Russian bare future «проверит», «подтвердят»: read whoever its subject is (DEFERS_TO_USER's widest branch). */
const RU_BARE_CHECK = /^(?:проверит|проверят|подтвердит|подтвердят|протестирует|протестируют)$/iu;
const RU_PARTY = /(?<!\p{L})(?:пользовател|заказчик|клиент)/iu;
/**
 * A line saying its check is no acceptance criterion («это не критерий приёмки», «нет в критериях», "not an
 * acceptance criterion") or a watch after launch («мониторинг … после запуска»), naming no criterion by number.
 */
const OFF_CRITERIA = new LetterRegex(
  String.raw`(?<![\p{L}])(?:не\s{1,3}(?:является\s{1,3})?критери[\p{L}]{0,3}|(?:нет|не\s{1,3}было)\s{1,3}в\s{1,3}критери[\p{L}]{0,3}|не\s{1,3}входит\s{1,3}в\s{1,3}критери[\p{L}]{0,3}|вне\s{1,3}критери[\p{L}]{0,3}|not\s{1,3}(?:an?\s{1,3})?(?:acceptance\s{1,3})?criterion)(?![\p{L}])`,
  'iu',
);
const MONITORING = new LetterRegex(String.raw`(?<![\p{L}])(?:мониторинг[\p{L}]{0,3}|наблюдени[\p{L}]{0,2}|monitoring)(?![\p{L}])`, 'iu');
const AFTER_LAUNCH = new LetterRegex(String.raw`(?<![\p{L}])(?:после\s{1,3}(?:запуска|релиза|выкатки|выхода)|(?:after|post)[- ]\s{0,3}(?:the\s{1,3})?(?:launch|release|go[- ]?live))(?![\p{L}])`, 'iu');
const CRIT_NUMBER = /\bcrit(?:erion)?[- ]?#?\d|критери[\p{L}]{0,3}\s{1,3}(?:№\s?)?\d/iu;
/**
 * A bare «X проверит …» whose subject is no party of the user's side, on a line that says the check is no
 * criterion or a watch after launch: the English twin ("The marketer will check CTR a week after launch —
 * monitoring, not an acceptance criterion") names nobody a check could be handed to.
 */
export function offCriteriaWatch(text: string, quote: string): boolean {
  if (!RU_BARE_CHECK.test(quote) || RU_PARTY.test(text) || CRIT_NUMBER.test(text)) return false;
  return OFF_CRITERIA.for(text).test(text) || (MONITORING.for(text).test(text) && AFTER_LAUNCH.for(text).test(text));
}
