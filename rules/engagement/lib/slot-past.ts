/**
 * slot-language (recommended): a "last round" that points back to an earlier round, in English and Russian
 * alike. Every pattern is sticky and reads a bounded stretch where the phrase ends.
 */

/** A round's unit, either language: "iteration", "iter", "round", «итерация», «раунд», «круг» (any case). */
const UNIT = String.raw`(?:iter(?:ation)?|round|итераци[а-яё]{0,2}|раунд[а-яё]{0,2}|круг[а-яё]{0,2})`;
/** A number sign: "#2", "№2", «номер 2». */
const MARK = String.raw`(?:№|#|номер)`;
/** A count, not a round's name: "2 of 3", "2/3", «2 из 3». */
const NOT_COUNT = String.raw`(?!\s{0,3}(?:of|из|\/)\s{0,3}\d)`;
/**
 * "the last round (iter-1)", "the last round (iteration 2)", «последняя итерация (2)», «последний раунд №2»,
 * «в последнем круге (итерация 1)»: a round's number where the phrase ends, bare only inside parentheses, with a
 * unit or a number sign otherwise. Its number is read against the counter by the caller. Bounded spaces, one run
 * on each side of the mark: a long run of spaces after a phrase is not tried at every split.
 */
const PAST_ROUND = new RegExp(
  String.raw`\s{0,3}(?:\(\s{0,3}(?:${UNIT}[\s-]?)?(?:${MARK}\s{0,3})?(\d{1,6})|(?:[,—–-]\s{0,3})?(?:${UNIT}[\s-]?(?:${MARK}\s{0,3})?|${MARK}\s{0,3})(\d{1,6}))${NOT_COUNT}(?![\d\p{L}])`,
  'iuy',
);

/** The number of the round named right after a phrase that ends at `end`, if any. */
export function roundNamedAfter(text: string, end: number): number | undefined {
  PAST_ROUND.lastIndex = end;
  const m = PAST_ROUND.exec(text);
  return m ? Number(m[1] ?? m[2]) : undefined;
}

/**
 * After «в/на последнем раунде|итерации|круге|попытке»: a past-tense report of what that round did, right after it
 * (past a был/только/лишь/уже or two): a past verb (-л, -ла, -ло, -ли) or a short past participle (-ён, -ен, -ан,
 * -ят, -ыт, and their -а/-о/-ы): «В последнем раунде отклонён только crit-4», «…был закрыт». As «указал в последнем
 * раунде» and "raised in the last round" do, it names the previous round to say what came of it; «В последнем
 * раунде надо принять» frames the current one.
 */
const RU_PAST_AFTER = /,?\s{1,3}(?:(?:был[аио]?|только|лишь|уже)\s{1,3}){0,2}[а-яё]{2,20}(?:[аеёиоуыяю]л(?:[аио]|ся|ась|ось|ись)?|(?:ён|ен|ан|ян|ят|ыт)[аоы]?)(?![а-яё])/iy;
/** «в/на» right before the phrase: the locative "in the last round". */
const RU_IN = /(?:^|[^а-яё])(?:в|во|на)\s{1,3}$/i;
/**
 * The English reading of the same look back: "in|during the last round|iteration|attempt", then a past-tense report
 * within three words ("In the last round, only crit-4 was rejected", "in the last round the director flagged …").
 * "The last attempt failed; retry it" and "in the last round, please accept" are not read as one.
 */
const EN_PAST_AFTER = /,?\s{1,3}(?:[\w-]{1,20}\s{1,3}){0,3}?(?:was|were|had|(?!(?:need|proceed|exceed|succeed|feed|seed|speed|indeed)\b)[a-z]{2,20}ed)\b/iy;
const EN_IN = /\b(?:in|during)\s{1,3}(?:the|our)\s{1,3}$/i;

/**
 * Whether the phrase `phrase` (lower case), ending at `end` of `text` and preceded by `before`, is "in the last round"
 * opening a past-tense account of what that round did.
 */
export function pastAccountAfter(phrase: string, text: string, end: number, before: string): boolean {
  if (/^(?:последн|крайн)(?:ем|ей)\s+(?:раунд|итераци|круг|попытк)/.test(phrase)) {
    if (!RU_IN.test(before)) return false;
    RU_PAST_AFTER.lastIndex = end;
    return RU_PAST_AFTER.test(text);
  }
  if (/^last\s+(?:round|iteration|attempt)$/.test(phrase)) {
    if (!EN_IN.test(before)) return false;
    EN_PAST_AFTER.lastIndex = end;
    return EN_PAST_AFTER.test(text);
  }
  return false;
}
