/**
 * What says a check is no acceptance criterion, or a watch once the product is live: read by userDeferral's
 * exception to its widest branch (a bare «X проверит …») and by binary-verdict's unverified bars.
 */
import { LetterRegex } from '../../letters.js';
/**
 * A line saying what it is about is no acceptance criterion: "no criterion asks for it", "not part of the
 * criteria", "not an acceptance criterion", «это не критерий приёмки», «нет в критериях», «вне критериев».
 * The one reading for userDeferral's exception here and binary-verdict's unverified bars.
 */
export declare const SAYS_NO_CRITERION: LetterRegex;
/** Once the product is live: after launch or release, daily, in the first weeks («после запуска»). */
export declare const AFTER_LAUNCH: LetterRegex;
/**
 * A bare «X проверит …» whose subject is no party of the user's side, on a line that says the check is no
 * criterion or a watch after launch: the English twin ("The marketer will check CTR a week after launch —
 * monitoring, not an acceptance criterion") names nobody a check could be handed to.
 */
export declare function offCriteriaWatch(text: string, quote: string): boolean;
