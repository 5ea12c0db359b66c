/**
 * A bare «X проверит …» whose subject is no party of the user's side, on a line that says the check is no
 * criterion or a watch after launch: the English twin ("The marketer will check CTR a week after launch —
 * monitoring, not an acceptance criterion") names nobody a check could be handed to.
 */
export declare function offCriteriaWatch(text: string, quote: string): boolean;
