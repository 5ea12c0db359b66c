/**
 * Checks an ACCEPT's round hands to someone else ("the user should verify …", «Заказчик должен проверить»,
 * "Oleg will verify …"), and who that is, for a message that names them.
 */
import { type MarkdownDoc } from '../../markdown/document.js';
import { LetterRegex } from '../../letters.js';
import { oneSpaced } from '../../util.js';
import { offCriteriaWatch } from './off-criteria.js';

/** A negation ("nothing is left for the user", «не должен»): in the clause before a deferral it says nothing was deferred. */
export const NEGATION = new LetterRegex(String.raw`(?<![\p{L}])(?:no|not|nothing|never|none|neither|nor|without)(?![\p{L}])|n't(?![\p{L}])|(?<![\p{L}])(?:не|ничего|ни|нет)(?![\p{L}])`, 'iu');

/** Words that may stand between the one who checks, the modal and the verb ("still has to", "will also verify"). */
const ADV = String.raw`(?:still|also|yet|then|later|first|again|additionally|separately|personally|manually|themselves)`;
/** What is still due from someone: "should", "has to", "needs to", "is to", "is expected to", "will (have to)". */
const MODAL = String.raw`(?:(?:will|shall|would|should|must|can|may)(?:\s+${ADV})?(?:\s+(?:have|need)\s+to)?|(?:has|have|needs?|ought|is|are)(?:\s+(?:expected|supposed|going|asked|yet))?\s+to|to)`;
/**
 * After a verb of checking: no follow-up with someone ("check in with the customer", "check in on
 * them", "check up on", "check back with"), which is talking to them or looking in on them, not a
 * check of the work. "check in production" stays a check.
 */
export const NOT_A_CHECK_IN = String.raw`(?!\s{1,3}(?:(?:in|back\s{1,3}in)\s{1,3}(?:with|on)|up\s{1,3}on|back\s{1,3}with)(?![\p{L}]))`;
const CHECK = String.raw`(?:verify|(?:double[- ]?|re-?)?check${NOT_A_CHECK_IN}|confirm|test|validate|review)`;
const CHECKED = String.raw`(?:verified|(?:double[- ]?|re-?)?checked|confirmed|tested|validated)`;
/** A passive still to come or going on ("will be", "is still to be", "must be", "is", "gets"); "was" and "has been" report. */
const PASSIVE = String.raw`(?:(?:to|will|shall|must|should|would)(?:\s+${ADV})?\s+be|is|are|gets?|being)`;
/** A check's name, before an act done by someone ("the smoke test will be done by the user"). */
const CHECK_NOUN = String.raw`(?:(?:smoke[- ]?|pen[- ]?|penetration\s+)?tests?|testing|checks?|verification|validation|QA|UAT|sign[- ]?off|audits?|reviews?|walk-?throughs?)`;
/** Running a check, as someone's act still due ("the user will run the audit"). */
const RUN = String.raw`(?:run|do|perform|carry\s+out|conduct|execute)`;
const DONE = String.raw`(?:done|run|performed|carried\s+out|conducted|executed|handled)`;
/** "checks passed", "tests are green", "checks out": a noun or another verb, no act of checking. */
const NOT_AN_ACT = String.raw`(?!\s+(?:pass(?:ed|es)?|are|were|ran|run|fail(?:ed|s)?|green|red|ok|out)(?![\p{L}]))`;
/** What a product's user confirms or verifies as a feature ("confirms the order", "verifies their e-mail", confirms "the download dialog"), unless a part of the work follows ("the order flow"). */
const NOT_A_FEATURE = String.raw`(?!\s+(?:(?:their|his|her|its|the|a|an|your|my)\s+)?(?:(?<=confirm(?:s|ing)?\s{1,3}(?:(?:the|a|an|their|its|your|my)\s{1,3})?)[\p{L}-]{1,20}\s(?:dialog|modal|prompt|pop-?up)|e-?mail(?:\s+address)?|phone(?:\s+number)?|identity|account|age|password|code|otp|pin|order|purchase|booking|reservation|payment|transfer|INN|tax\s+id|(?:check)?box|dialog|modal|prompt|terms|consent|cookies?|address|card|subscription|cart|selection|choice)(?![\p{L}-])(?!\s+(?:flow|page|screen|form|step|field|logic|handling|path|button|ui|ux|widget|picker|input|copy|template|layout|export|import|feature|fix|change|behaviou?r)(?![\p{L}])))`;
/** A check in the present, third person ("verifies", "re-checks", "signs off"), as an act. */
const CHECKS = String.raw`(?:verifies|validates|confirms|(?:double[- ]?|re-?)?checks${NOT_A_CHECK_IN}|(?:re-?)?tests|approves|signs\s+off)${NOT_AN_ACT}${NOT_A_FEATURE}`;
/** The same where it can only be an act of verification, in any clause: "the user verifies the picker on iPhone". */
const VERIFIES = String.raw`(?:verifies|validates|(?:double[- ]?|re-?)checks${NOT_A_CHECK_IN}|re-?tests|signs\s+off)${NOT_A_FEATURE}`;
/** A check going on ("is still verifying", "are testing"): not done. */
const CHECKING = String.raw`(?:is|are)(?:\s+${ADV})?\s+(?:verifying|validating|confirming|(?:double[- ]?|re-?)?checking${NOT_A_CHECK_IN}|(?:re-?)?testing)${NOT_AN_ACT}${NOT_A_FEATURE}`;
/** A check done by the time something else may happen ("until the user has verified"). */
const HAS_CHECKED = String.raw`(?:has|have)(?:\s+${ADV})?\s+${CHECKED}`;
/** A time still to come, or a check by hand or on a live system, after a present-tense check. */
const LATER = String.raw`(?:by\s+hand|manually|on\s+staging|in\s+prod(?:uction)?|on\s+prod|live|later|tomorrow|tonight|next\s+(?:week|sprint|release|iteration|round)|this\s+(?:afternoon|evening|week)|on\s+(?:monday|tuesday|wednesday|thursday|friday)|(?:before|after)\s+(?:the\s+)?(?:release|deploy(?:ment)?|launch|go[- ]?live))`;
/** Words opening a condition still to be met, so a negation before them negates what waits, not the check ("not live until the user verifies"). */
const PENDING_ON = String.raw`(?:until|till|unless|pending|before|as\s+soon\s+as|once)`;
const CONDITION_OPENS = new RegExp(String.raw`^${PENDING_ON}\s|^(?:when|if|after)\s`, 'i');

/**
 * A check handed to `who`, read by tense rather than phrase: due ("the user (still) has to
 * verify", "will", "is to"), passive ("is to be verified by the user", "the smoke test will be done
 * by the user"), awaited ("until the user verifies / checks / confirms", "once", "pending", "before";
 * "when", "if", "after" with verify, validate, re-check or sign off), in the present ("the user
 * verifies the picker", "QA is testing", "QA checks it tomorrow"). A past tense reports a check done.
 * Each blank run is one quantifier between literal words.
 */
const handedTo = (who: string) =>
  String.raw`${who}(?:\s+${ADV}){0,2}\s+${MODAL}(?:\s+${ADV}){0,2}\s+(?:(?:verify|confirm)${NOT_A_FEATURE}|${CHECK}|${RUN}\s+(?:(?:the|a|an|their|its|this|that)\s+)?(?:[\p{L}-]{1,30}\s+){0,2}${CHECK_NOUN}(?![\p{L}]))|${PASSIVE}(?:\s+${ADV})?\s+${CHECKED}(?:\s+${ADV})?\s+by\s+${who}|${CHECK_NOUN}\b[^.;]{0,60}?\b(?:to|will|shall|must|should)(?:\s+${ADV})?\s+be(?:\s+${ADV})?\s+${DONE}(?:\s+${ADV})?\s+by\s+${who}` +
  String.raw`|${PENDING_ON}\s+${who}(?:\s+${ADV}){0,2}\s+(?:${CHECKS}|${HAS_CHECKED})|(?:when|if|after)\s+${who}(?:\s+${ADV}){0,2}\s+(?:${VERIFIES}|${HAS_CHECKED})` +
  String.raw`|${who}(?:\s+${ADV}){0,2}\s+${CHECKS}\b[^.;]{0,80}?\b${LATER}|${who}(?:\s+${ADV}){0,2}\s+(?:${VERIFIES}|${CHECKING})`;
const RU_ADV = String.raw`(?:ещё|еще|всё|все|тоже|также|потом|затем|позже|сам[аи]?|лично|обязательно|вручную)`;
const RU_MODAL = String.raw`(?:долж[\p{L}]{0,12}|нужно|надо|следует|необходимо|оста[её]тся|предстоит|придётся)`;
/** The verb of a Russian check, not in the past tense («проверил» reports a check done); the ending is bounded, so a failed look-behind backtracks a few letters only. */
const RU_CHECK = String.raw`(?:провер|подтверд|протестир)[\p{L}]{0,12}(?<!л|ла|ли|ло)(?![\p{L}])`;
const ruHandedTo = (who: string, modal: '?' | '') => String.raw`${who}(?:\s+${RU_ADV}){0,2}(?:\s+${RU_MODAL}(?:\s+${RU_ADV}){0,2})${modal}\s+${RU_CHECK}`;

/** The same in Russian: what a bank or a customer confirms as a step of the product («подтвердит платёж», «подтвердят свой e-mail»). */
const RU_NOT_A_FEATURE = String.raw`(?!\s+(?:(?:сво[йюиеё]|их|его|её)\s+)?(?:плат[её]ж(?:а|у|ом|е|и|ей)?|оплат[ауыеой]{1,2}|заказ(?:а|у|ом|е|ы|ов)?|перевод(?:а|у|ом|е|ы|ов)?|почт[ауыеой]{1,2}|e-?mail|телефон(?:а|у|ом|е)?|номер(?:а|у|ом|е)?|ИНН|личност[ьи]|аккаунт(?:а|у|ом|е)?|подписк[ауиеой]{1,2}|брон[ьи]|бронировани[еяю])(?![\p{L}]))`;

/** Who a check may be handed to: the user's side (the owner of the product or the site too), QA or testers, "someone". */
const PARTY = String.raw`(?:the\s+)?(?:user|client|customer|judge|(?:(?:product|business|site|project)\s+)?owners?|stakeholders?|QA(?:\s+team)?|testers?|someone|somebody)`;
/** The Russian parties, by their stems, with a bounded ending. */
const RU_PARTY = String.raw`(?:пользовател|заказчик|клиент)[\p{L}]{0,4}(?![\p{L}])`;
/** A check named as a noun in Russian («финальную проверку», «тестирование»). */
const RU_CHECK_NOUN = String.raw`(?<![\p{L}])(?:проверк|тестировани|перепроверк)[\p{L}]{0,3}(?![\p{L}])`;
/** Doing it, still to come («сделает», «проведут», «возьмёт на себя»). */
const RU_WILL_DO = String.raw`(?:сделает|сделают|проведёт|проведет|проведут|выполнит|выполнят|возьм[её]т\s{1,3}на\s{1,3}себя|возьмут\s{1,3}на\s{1,3}себя)`;
/** Handing it over, done or to come («оставили заказчику», «передаём клиенту»). */
const RU_HANDED = String.raw`(?:оставил[аио]?|оставля(?:ем|ют)|оставим|передал[аио]?|переда[её]м|передадим|поручил[аио]?|поруча(?:ем|ют))`;
/**
 * A check named as a noun and handed to a party in one sentence: «Финальную проверку crit-2 на проде сделает заказчик»,
 * «Заказчик проведёт проверку», «Проверку заголовка оставили заказчику». Each gap is bounded and stops at a sentence's end.
 */
const RU_NOUN_HANDED = String.raw`${RU_CHECK_NOUN}[^.;!?\n]{0,60}?(?<![\p{L}])(?:${RU_WILL_DO}(?:\s{1,3}(?:сам|сама|сами|лично))?\s{1,3}${RU_PARTY}|${RU_HANDED}\s{1,3}(?:на\s{1,3})?${RU_PARTY})|(?<![\p{L}])${RU_PARTY}(?:\s{1,3}${RU_ADV}){0,2}\s{1,3}${RU_WILL_DO}[^.;!?\n]{0,40}?${RU_CHECK_NOUN}`;

/**
 * A check the reader is told to do: a sentence opening with the check and naming "yourself" ("Please double-check
 * the Monday export yourself after release"). Only at a sentence's or a list item's start, so "you can verify it yourself with
 * `npm test`" (an offer to reproduce a check done) is none; bounded, so linear.
 */
const YOURSELF = String.raw`(?:^[\s>*+-]{0,6}|(?<=[.;!?:—–]\s{0,3}))(?:please\s{1,3})?(?:double[- ]?check|re-?check|verify|check|confirm|test|validate)\s[^.;!?\n]{0,80}?(?<![\p{L}])yourself(?![\p{L}])`;

/**
 * A sentence that hands verification to the user ("the user should verify the export on staging"). The Russian parties'
 * and modals' endings are bounded: a party with none before it is tried at every stem of a run of glued words.
 */
export const DEFERS_TO_USER = new LetterRegex(
  String.raw`\b(?:${handedTo(PARTY)}|(?:left|deferred|handed(?:\s+over)?|passed|remains?|remaining|stays?)\s+(?:to|for|with)\s+(?:the\s+)?(?:user|client|customer)|ask(?:ed|s)?\s+(?:the\s+)?(?:user|client)\s+to\s+(?:verify|check|confirm|test|validate)|(?:user|manual)[- ]side\s+(?:verification|validation|check|QA)|(?:verification|validation)\s+by\s+(?:the\s+)?user|once\s+(?:the\s+)?[\p{L}]+\s+(?:confirms|verifies|checks|tests|approves|signs\s+off)${NOT_A_FEATURE})\b|(?<![\p{L}])(?:проверит|проверят|подтвердит|подтвердят|протестирует|протестируют)(?![\p{L}])${RU_NOT_A_FEATURE}|${ruHandedTo(String.raw`(?:пользовател|заказчик)[\p{L}]{0,12}`, '?')}|${ruHandedTo(String.raw`клиент[\p{L}]{0,3}`, '')}|${RU_NOUN_HANDED}|${YOURSELF}`,
  'iu',
);

/**
 * A word every hand-over DEFERS_TO_USER reads holds (its parties, "manual", "once", the Russian verbs and parties),
 * with the same flags: a line without one is not worth the pattern, whose compilation alone takes 15 ms.
 */
const DEFERS_TO_USER_WORD = new LetterRegex(String.raw`user|client|customer|judge|owner|stakeholder|qa|tester|someone|somebody|manual|once|yourself|провер|подтверд|протестир|тестирован|пользовател|заказчик|клиент`, 'iu');

const namedDeferrals = new Map<string, RegExp>();
/** The same hand-over to a person the engagement names (the judge of human-directive.md), by name: case-sensitive, so a name is not read in a common word. */
function namedDeferral(names: readonly string[]): RegExp {
  const key = names.join('|');
  let re = namedDeferrals.get(key);
  if (!re) {
    const who = String.raw`(?<![\p{L}])(?:${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, String.raw`\s+`)).join('|')})`;
    re = new RegExp(String.raw`(?:${handedTo(who)})(?![\p{L}])|${ruHandedTo(`${who}[\\p{L}]{0,2}`, '')}`, 'u');
    namedDeferrals.set(key, re);
  }
  return re;
}

/** What a confirmation right after the verb is about when it is a step of the product: "confirm the payment", "verify their INN", «подтвердит платёж». */
const PRODUCT_OBJECT = new LetterRegex(String.raw`^(?!${NOT_A_FEATURE})|^(?!${RU_NOT_A_FEATURE})`, 'iu');
/**
 * Words saying a confirmation is a step of the product's own flow, not a check of the work: "via webhook",
 * "after which", "double opt-in", "in the profile", "as before", "as today", «через вебхук», «после чего».
 */
const PRODUCT_FLOW = new LetterRegex(
  String.raw`(?<![\p{L}])(?:via\s{1,3}(?:(?:a|the)\s{1,3})?(?:webhooks?|callbacks?|SMS|push)|after\s{1,3}which|double\s{1,3}opt-?in|in\s{1,3}(?:the|their|his|her)\s{1,3}profile|as\s{1,3}(?:before|today|usual|now)|через\s{1,3}вебхук|после\s{1,3}чего|как\s{1,3}(?:и\s{1,3})?(?:раньше|сейчас)|так\s{1,3}работает\s{1,3}продукт)(?![\p{L}])`,
  'iu',
);
const LATER_RE = new LetterRegex(String.raw`(?<![\p{L}])${LATER}(?![\p{L}])`, 'iu');
const CRIT_ON_LINE = /\bcrit(?:erion)?[- ]?#?\d+\b|критери/iu;

/**
 * Whether the check whose verb ends at `at` is a step of the product's flow rather than a hand-over of
 * a check: its object is what a product's user or a payment provider confirms ("Stripe will confirm the
 * payment", "Customers will verify their INN"), or its sentence says how the product does it ("via
 * webhook, after which …", "as today"), with no criterion named and no time still to come.
 */
export function productStep(text: string, at: number): boolean {
  const rest = text.slice(at);
  if (PRODUCT_OBJECT.for(rest).test(rest)) return true;
  const sentence = rest.slice(0, rest.search(/[.;!?](?:\s|$)/) + 1 || rest.length);
  return PRODUCT_FLOW.for(sentence).test(sentence) && !LATER_RE.for(sentence).test(sentence) && !CRIT_ON_LINE.test(text);
}

/** Where a deferral's clause starts: after the last sentence or clause break before it. */
function clauseBefore(text: string, at: number): string {
  let k = at;
  while (k > 0 && !'.,;:!?—–('.includes(text[k - 1]!)) k--;
  return text.slice(k, at);
}

/** A hand-over as userDeferral reads it: the quoted words, where they start, and who the check is handed to. */
export interface Deferral {
  quote: string;
  index: number;
  /** Who takes the check over, for a message: "the user", "the customer", "QA", "the bank", "the judge Oleg", or OUTSIDE_THE_ROUND. */
  to: string;
}

const firstWordsOf = new WeakMap<readonly string[], string[]>();
/** Each name's first word, worked out once per list: a §11 of 100,000 lines asks with the same names each time. */
function firstWords(names: readonly string[]): string[] {
  let out = firstWordsOf.get(names);
  if (!out) firstWordsOf.set(names, (out = names.map((n) => n.split(' ')[0]!)));
  return out;
}

/**
 * The first hand-over of a check in `text` to the user, the customer or a person `names` lists
 * ("The user still has to verify …", "Oleg will verify …", «Пользователь ещё должен проверить»),
 * as the quoted words, where they start and who takes it (deferredTo). A negation earlier in its clause ("the user does not
 * need to verify anything", "nothing is left for the user") says nothing was handed over.
 */
export function userDeferral(text: string, names: readonly string[] = []): Deferral | undefined {
  // Each named hand-over holds its name's first word as written (the pattern is case-sensitive).
  const named = firstWords(names).some((w) => text.includes(w));
  const hits = [DEFERS_TO_USER_WORD.test(text) ? DEFERS_TO_USER.for(text).exec(text) : null, named ? namedDeferral(names).exec(text) : null];
  // Most lines hand nothing over: no arrays to sort for them (a handoff of 200,000 lines is read line by line).
  if (!hits[0] && !hits[1]) return undefined;
  // Before "until the user verifies" a negation is about what waits ("not switched on until …").
  const negated = (m: RegExpExecArray) => !CONDITION_OPENS.test(m[0]) && NEGATION.for(clauseBefore(text, m.index)).test(clauseBefore(text, m.index));
  return hits
    .filter((m): m is RegExpExecArray => !!m && !negated(m) && !productStep(text, m.index + m[0].length) && !offCriteriaWatch(text, m[0]))
    .sort((a, b) => a.index - b.index)
    .map((m) => ({ quote: m[0], index: m.index, to: deferredTo(text, m[0], m.index, names) }))[0];
}

/** Who a message names when the words name no one it can quote: «Банк подтвердит», "Someone should verify". */
export const OUTSIDE_THE_ROUND = 'someone outside the round';
/** The parties of PARTY, as a message names them (ROLE). */
const ROLE_WORDS = String.raw`user|client|customer|judge|(?:(?:product|business|site|project)\s{1,3})?owners?|stakeholders?|QA|testers?|someone|somebody`;
/** A party a hand-over names, in English or by a Russian stem («Пользователю остаётся проверить»). */
const PARTY_WORD = new LetterRegex(String.raw`(?<![\p{L}])(?:(${ROLE_WORDS})|(пользовател|заказчик|клиент)[\p{L}]{0,4})(?![\p{L}])`, 'iu');
/**
 * The same as the subject of a bare Russian «проверит» in its clause, before or after it: the nominative
 * only («Банк подтвердит пользователю …» hands nothing to the user), or QA.
 */
const RU_SUBJECT = new LetterRegex(String.raw`(?<![\p{L}])(пользовател(?:ь|и)|заказчик(?:и)?|клиент(?:ы)?|QA)(?![\p{L}])`, 'iu');
/** Where a clause ends: the breaks clauseBefore stops at. */
const CLAUSE_END = /[.,;:!?—–(]/;
/** "… by the client": the one who does the check in a passive, after the check's name. */
const BY_PARTY = new LetterRegex(String.raw`(?<![\p{L}])by\s{1,3}(?:the\s{1,3})?(${ROLE_WORDS})(?![\p{L}])`, 'iu');
/** "Once the bank confirms", "once finance signs off": DEFERS_TO_USER's one branch read for anyone. */
const ONCE_WHO = new LetterRegex(String.raw`^once\s+(the\s+)?([\p{L}]+)`, 'iu');
const BARE_RU_VERB = /^(?:проверит|проверят|подтвердит|подтвердят|протестирует|протестируют)$/iu;
const ROLE: Readonly<Record<string, string>> = {
  user: 'the user', client: 'the client', customer: 'the customer', judge: 'the judge', 'product owner': 'the product owner', 'business owner': 'the business owner', 'site owner': 'the site owner', 'project owner': 'the project owner', owner: 'the owner', owners: 'the owners', stakeholder: 'the stakeholders', stakeholders: 'the stakeholders',
  qa: 'QA', tester: 'the testers', testers: 'the testers', someone: OUTSIDE_THE_ROUND, somebody: OUTSIDE_THE_ROUND, пользовател: 'the user', заказчик: 'the customer', клиент: 'the client',
};
const role = (word: string) => ROLE[oneSpaced(word.toLowerCase()).replace(/^(пользовател|заказчик|клиент).*/u, '$1')];
const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, String.raw`\s+`);

/**
 * Who the hand-over quoted at `index` gives the check to, as a message names them: the judge by name, the
 * party the words name ("the customer", "QA", "review … by the client"), the one after "once" ("once the bank
 * confirms": the bank), else OUTSIDE_THE_ROUND. A bare Russian «проверит» is read in its clause, whose
 * subject may follow the verb («проверит заказчик»). Never "the user" for another party.
 */
function deferredTo(text: string, quote: string, index: number, names: readonly string[]): string {
  let scope = quote;
  if (BARE_RU_VERB.test(quote)) {
    const end = text.slice(index).search(CLAUSE_END);
    scope = clauseBefore(text, index) + text.slice(index, end === -1 ? text.length : index + end);
  }
  const name = names.find((n) => new RegExp(String.raw`(?<![\p{L}])${escaped(n)}(?![\p{L}])`, 'u').test(scope));
  if (name) return `the judge ${name}`;
  const by = BY_PARTY.for(scope).exec(scope);
  if (by) return role(by[1]!) ?? OUTSIDE_THE_ROUND;
  const party = (BARE_RU_VERB.test(quote) ? RU_SUBJECT : PARTY_WORD).for(scope).exec(scope);
  if (party) return role(party[1] ?? party[2]!) ?? OUTSIDE_THE_ROUND;
  // The reader told to check it "yourself": the user the verdict is delivered to.
  if (/(?<![\p{L}])yourself(?![\p{L}])/iu.test(quote)) return 'the user';
  const once = ONCE_WHO.for(quote).exec(quote);
  return once ? `${once[1] ? 'the ' : ''}${once[2]}` : OUTSIDE_THE_ROUND;
}

/** A `Judge:` line of human-directive.md (`Judge: Oleg Sidorov (platform lead)`, `**Судья:** Андрей Соколов`): the name before any role. */
const JUDGE_LINE = /^\s{0,3}(?:[-*+]\s+)?(?:\*\*|__)?(?:judge|судья)(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?([^(,;—–]*)/i;
const NAME_WORD = new LetterRegex(String.raw`(?<![\p{L}])[\p{Lu}][\p{L}'’-]{1,40}`, 'gu');

/**
 * Names read, at most: a directive names a judge or two. The hand-over to the judge by name is one pattern of them
 * all, and 20,000 `Judge:` lines made it too large for the regex engine to build (after a minute and a gigabyte).
 */
export const MAX_JUDGE_NAMES = 24;
/** Words of one judge's name, at most: a longer name is read by its first ones. */
const MAX_NAME_WORDS = 8;

/**
 * The names the human judge goes by in human-directive.md: the full name first, then each of its words ("Oleg Sidorov",
 * "Oleg", "Sidorov"), to MAX_JUDGE_NAMES in the order the directive gives them.
 */
export function judgeNames(directive: MarkdownDoc | undefined): string[] {
  const out = new Set<string>();
  for (const { text } of directive?.bodyLines() ?? []) {
    const name = JUDGE_LINE.exec(text)?.[1]?.trim();
    const words = name ? NAME_WORD.matches(name).slice(0, MAX_NAME_WORDS) : [];
    for (const n of words.length > 1 ? [words.join(' '), ...words] : words) {
      if (out.size === MAX_JUDGE_NAMES) return [...out];
      out.add(n);
    }
  }
  return [...out];
}
