/**
 * Readings of binary-verdict over an ACCEPT's words and its round: a qualifier of the verdict itself
 * (partial, pending, a condition opening its words) told from the same word naming a thing in its
 * reason, a qualifier naming the work it leaves (TODOs, follow-ups, caveats, conditions), and a
 * verification left outstanding (an acceptance bar the round says went unverified: unverified-bars.ts).
 */
import { LetterRegex, NEGATION, TextReadings, negatedBefore, NONE_VALUE, NOT_A_CHECK_IN, userDeferral, type MarkdownDoc } from '@engagement-lint/core/kit';

/**
 * Words of an ACCEPT's qualifier that name work left or terms attached to it: "ACCEPT (with minor
 * TODOs)", "ACCEPT — 2 follow-ups", "ACCEPT, caveats below", "ACCEPT with reservations", «с оговорками»,
 * «с доработками», «хвосты в BILL-420»;
 * work not yet decided or done ("TBD", "WIP"), deferred ("crit-3 deferred"), left open ("crit-3
 * open", "open items") or carved out of what was accepted ("minus crit-3").
 */
const LEFT_WORK = new LetterRegex(
  String.raw`(?<![\p{L}])(?:to-?dos?|follow[- ]?ups?|caveats?|conditions?|reservations?|provisos?|strings\s{1,3}attached|tb[dc]|wip|deferr(?:ed|als?)|open\s{1,3}(?:items?|points?)|(?:still|left|remains?|is|are)\s{1,3}open|crit(?:erion)?[- ]?\d{1,4}\s{1,3}open|minus|оговорк[\p{L}]{0,3}|замечани[\p{L}]{0,3}|отложен[\p{L}]{0,3}|доработк[\p{L}]{0,3}|хвост[\p{L}]{0,3})(?![\p{L}])`,
  'giu',
);
/** "all Done-when conditions met": the criteria's conditions, not terms on the verdict. */
const CONDITIONS_MET = /^\s{0,3}(?:(?:are|were|all)\s{1,3})?(?:met|satisfied|hold|held|pass(?:ed)?)\b/i;

/** "nothing deferred", "nothing is left open", «без хвостов»: the shared negation reading has no "nothing" and no «без». */
const NOTHING_BEFORE = /(?:^|[^\p{L}])(?:(?:nothing|ничего)\s{1,3}(?:(?:is|was|has\s{1,3}been|left|remains?)\s{1,3})?|без\s{1,3})$/iu;

/** Work the qualifier places outside what was accepted: "follow-ups … are backlog items outside the criteria", out of scope, waived. */
const OUTSIDE_CRITERIA = /\boutside\s+(?:the\s+|its\s+)?criteria\b|\bnot\s+(?:part\s+of|in)\s+(?:the\s+)?criteria\b|out[- ]of[- ]scope|\bwaive|вне\s+scope/i;

/**
 * What may follow a word of work left for it to name work left, not a thing of the product: the end of
 * the clause, a ticket (`ORD-77`, `#12`), or a word saying where the work is or that it is open
 * ("follow-ups open", "TODOs in §11", "caveats below", "reservations on the layout", "caveats are …").
 * Another word makes it the name of a thing ("the TODO list feature", "follow-up emails", "WIP limits",
 * "race conditions fixed", "deferred loading"), and so does a hyphen joining it to one.
 */
const WORK_LEFT_AFTER = new LetterRegex(
  String.raw`^(?:[*_\x60"'»”]{0,2}\s{0,3}(?:$|[)\]}.,;:!?—–(]|-\s)|\s{1,3}(?:[A-Z]{2,10}-\d{1,6}|#\d{1,6}|(?:open(?:ed)?|remain(?:s|ing)?|left|pending|outstanding|below|above|listed|noted|logged|recorded|tracked|filed|raised|attached|appl(?:y|ies)|exists?|in|on|for|to|at|per|and|or|but|still|are|is|were|was|with|under|after|until|осталось|остались|открыт[\p{L}]{0,2}|в|по|ниже|выше|есть|и)(?![\p{L}\p{N}-])))`,
  'u',
);
/** Words saying the work named is done ("TODOs resolved", "caveats are addressed"): none is left. */
const WORK_DONE_AFTER = new LetterRegex(String.raw`^[^.;,—–]{0,30}?(?<![\p{L}])(?:resolved|fixed|done|closed|cleared|addressed|completed|merged|gone|removed|устранен[\p{L}]{0,2}|исправлен[\p{L}]{0,2}|закрыт[\p{L}]{0,2}|сделан[\p{L}]{0,2}|выполнен[\p{L}]{0,2}|проверен[\p{L}]{0,2}|принят[\p{L}]{0,2})(?![\p{L}])`, 'iu');
/** "minus" carves a criterion out of what was accepted ("minus crit-3"); "the minus button" is a thing of the product. */
const MINUS_CRITERION = new LetterRegex(String.raw`^\s{1,3}(?:the\s{1,3})?(?:crit(?:erion|eria)?[- ]?\d|критери|#?\d)`, 'iu');

/** Past this many negated hits of one reading, the next is taken as it reads: a negation is read back over the clause, and a line of thousands would cost their square. */
const MAX_NEGATED = 50;
/** The words before a hit that the readings of it look at (PAST_BEFORE, ALL_ACCEPTED_BEFORE …): none reaches further back. */
const BEFORE_REACH = 120;
/** What follows a label that says it leaves nothing ("TODO: none"): a few characters. */
const NONE_REACH = 200;

/**
 * The first word of an ACCEPT's qualifier (`rest`, after the word ACCEPT) that names work left or
 * terms, not negated ("no TODOs"), unless the qualifier puts that work outside the criteria. A word
 * naming a thing of the product rather than work left ("ACCEPT — the TODO list feature works",
 * "follow-up emails now send", "race conditions fixed") is none.
 */
function leftWork(rest: string): { quote: string; index: number } | undefined {
  if (OUTSIDE_CRITERIA.test(rest)) return undefined;
  // Each twin chosen once, for the whole text (it reads any part of it): choosing per part reads the part again.
  const [minus, left, done] = [MINUS_CRITERION.for(rest), WORK_LEFT_AFTER.for(rest), WORK_DONE_AFTER.for(rest)];
  let denied = 0;
  for (const m of rest.matchAll(LEFT_WORK.for(rest))) {
    const after = rest.slice(m.index + m[0].length);
    if (/^cond/i.test(m[0]) && CONDITIONS_MET.test(after)) continue;
    if (/^minus$/i.test(m[0]) ? !minus.test(after) : !left.test(after) || done.test(after)) continue;
    // "TODO: none", "caveats: —": a label with nothing after it leaves nothing (a long rest is something).
    if (/^\s{0,3}[:：]/.test(after) && after.length <= NONE_REACH && NONE_VALUE.test(after.replace(/^\s{0,3}[:：]\s*/, '').trim())) continue;
    // The negation last, the costliest reading: past MAX_NEGATED the word is taken as it reads.
    if (denied < MAX_NEGATED && (negatedBefore(rest, m.index) || NOTHING_BEFORE.test(rest.slice(Math.max(0, m.index - BEFORE_REACH), m.index)))) {
      denied++;
      continue;
    }
    return { quote: m[0], index: m.index };
  }
  return undefined;
}

// ------------------------------------------------------------ qualifiers of the verdict itself

/**
 * Where a clause of an ACCEPT's words opens: at their start, and after a dash, colon, semicolon, comma or
 * opening bracket (past the blanks, marks and a "but" / "and" after it). A qualifier of the verdict
 * opens one ("ACCEPT pending X", "ACCEPT — pending X", "ACCEPT (pending QA)", "ACCEPT, but pending X").
 */
const CLAUSE_OPENING = new LetterRegex(String.raw`(?:^|[—–:;,(\[]|\s-\s)[\s*_\x60"'«“(\[—–:;,-]{0,8}(?:(?:but|and|only|yet|though|и|но|а)\s{1,3})?`, 'giu');
function clauseOpenings(rest: string): Set<number> {
  const out = new Set<number>();
  for (const m of rest.matchAll(CLAUSE_OPENING.for(rest))) out.add(m.index + m[0].length);
  return out;
}
/** The end of a clause right after a word: the end, punctuation, a closing bracket, a dash. */
const CLAUSE_END = /^[*_`"'»”]{0,2}\s{0,3}(?:$|[)\]}.,;:!?—–]|-\s)/;
/** A hyphen joining the word to the next (`partial-failure`, `pending-orders`): one name of a thing. */
const JOINED = new LetterRegex(String.raw`^-[\p{L}\p{N}]`, 'u');

/** Conditional, provisional, tentative, partial: a qualifier of the verdict, or an adjective of a thing ("partial failures"). */
const ADJECTIVE = new LetterRegex(String.raw`(?<![\p{L}-])(?:conditional|provisional|tentative|partial)(?:ly)?(?![\p{L}])`, 'giu');
/**
 * What such an adjective qualifies when it is the verdict's: the acceptance or a pass ("partial
 * acceptance", "conditionally accepted"), a criterion's state ("partially met", "crit-4 partial"), the
 * terms ("conditional on", "provisional until"). Anything else it names a thing of the product:
 * "partial failures are retried", "conditional formatting", "provisional invoices".
 */
const ADJECTIVE_OF_VERDICT = new LetterRegex(
  String.raw`^\s{1,3}(?:accept[\p{L}]*|approv[\p{L}]*|pass(?:ed|es|ing)?|sign[- ]?off|deliver(?:y|ed)|complet(?:e|ed|ion)|implement(?:ed|ation)|coverage|covered|fix(?:ed)?|success|scope|result|verdict|met|done|verified|tested|working|satisfied|resolved|addressed|on|upon|until|to|pending|for\s{1,3}now)(?![\p{L}])`,
  'iu',
);
/** The same in Russian: the adverb («частично выполнено», «условно принято»), or the adjective of an acceptance («частичная приёмка»). */
const RU_ADJECTIVE = new LetterRegex(String.raw`(?<![\p{L}])(?:(?:частично|условно)(?![\p{L}])|(?:частичн|условн|предварительн)[\p{L}]{0,4}\s{1,3}(?:при[её]мк|сдач|реализац|выполнен|готовност|приня|одобр))`, 'giu');
/**
 * «предварительно» ("provisionally") qualifies the verdict standing as a clause of its own («ACCEPT — предварительно,
 * окончательно после сверки») or before what is accepted; before another word it is a step of the product
 * («данные предварительно валидируются»).
 */
const RU_PROVISIONAL = new LetterRegex(String.raw`(?<![\p{L}])предварительно(?![\p{L}])`, 'giu');
const RU_ACCEPTED_AFTER = new LetterRegex(String.raw`^\s{1,3}(?:принят|принима|при[её]м|одобр|согласов|выполнен)`, 'iu');

/** Pending, awaiting: the verdict waiting on something, or a state of a thing ("the pending orders page"). */
const AWAITING = new LetterRegex(String.raw`(?<![\p{L}-])(?:pending|awaiting|waiting\s{1,3}(?:for|on))(?![\p{L}])`, 'giu');
/**
 * The same in Russian: «ожидает подтверждения», «ждём ревью», «в ожидании приёмки» (not «ожидаемый», a thing expected).
 * «ожидает» is also "expects" («форма ожидает токен»): it counts where it qualifies the verdict as "pending" does.
 */
const RU_AWAITING = new LetterRegex(String.raw`(?<![\p{L}-])(?:ожида(?:ет|ют|ем|ется|ются)|жд(?:[её]т|[её]м|ут)|в\s{1,3}ожидании)(?![\p{L}])`, 'giu');
/** «как и ожидалось», «как ожидается»: "as expected", nothing waited on. */
const AS_EXPECTED_BEFORE = new LetterRegex(String.raw`(?:^|[^\p{L}])как(?:\s{1,3}и)?\s{1,3}$`, 'iu');
/** «ещё ожидается», «пока ждём», «по-прежнему ожидает»: a wait still on, as "still pending". */
const RU_STILL_BEFORE = new LetterRegex(String.raw`(?:^|[^\p{L}])(?:ещё|еще|пока|по-прежнему|всё\s{1,3}ещё|все\s{1,3}еще)\s{1,3}$`, 'iu');
/** "was pending", "were previously pending": history, not what the ACCEPT waits on. */
const PAST_BEFORE = new LetterRegex(String.raw`(?:^|[^\p{L}])(?:was|were|been|previously|formerly|no\s{1,3}longer)\s{1,3}(?:[\p{L}-]{1,30}\s{1,3})?$`, 'iu');
/** An article or possessive before it: the word names a thing ("the pending orders", "its pending state"). */
const DETERMINER_BEFORE = new LetterRegex(String.raw`(?:^|[^\p{L}])(?:the|a|an|all|its|their|our|this|these|those|my|your|any)\s{1,3}$`, 'iu');
/** A verb of being before it: "crit-3 is pending", "QA still pending". */
const PREDICATE_BEFORE = new LetterRegex(String.raw`(?:^|[^\p{L}])(?:is|are|still|remains?|left|stays?|now|currently)\s{1,3}$`, 'iu');
/** A check, a party or a step of the release after it: what is waited on ("pending review", "awaiting user sign-off"). */
const CHECK_AFTER = new LetterRegex(
  String.raw`^\s{1,3}(?:(?:the|a|an|their|its|final)\s{1,3})?(?:review|verification|approval|confirmation|sign[- ]?off|QA|UAT|checks?|tests?|testing|smoke|deploy(?:ment)?|merge|re-?runs?|re-?tests?|fix(?:es)?|user|client|customer|stakeholders?|product\s{1,3}owner|finance|legal|accounting)(?![\p{L}])`,
  'iu',
);

/**
 * A noun phrase of one to three words then said to be done or to work ("pending orders page fixed", "awaiting
 * shipment list now loads"): the adjective of a thing in the reason. "pending X", "pending user check" say nothing is done.
 * A bare "load", "pass", "ok" is a noun as often ("pending staging load", "the load test", "PM ok"): a verb only after
 * "is", "are", "now", "all" or "also" ("pending orders now load").
 */
const THING_DONE_AFTER = new LetterRegex(
  String.raw`^\s{1,3}(?:[\p{L}\p{N}]{1,30}\s{1,3}){1,3}(?:(?:(?:is|are|now|all|also)\s{1,3}){0,2}(?:fixed|works|working|loads|verified|pass(?:es|ed)|renders|resolved|shows|displays)|(?:(?:is|are|now|all|also)\s{1,3}){1,2}(?:work|load|pass|render|show|display|green|ok))(?![\p{L}-])`,
  'iu',
);
/** An article or possessive after it: "pending the load test", "awaiting their sign-off" waits on what follows, a preposition. */
const OBJECT_AFTER = new LetterRegex(String.raw`^\s{1,3}(?:the|a|an|their|its|his|her|our|your|my|this|that|these|those)\s`, 'iu');
/** "pending items: none", "Pending: —": a label saying nothing is waited on. */
const NOTHING_PENDING_AFTER = /^(?:\s{1,3}(?:items?|points?|checks?|tasks?|actions?|work))?\s{0,3}[:：—–]\s{0,3}(?:none|nothing|n\/a|0|—|–|-)(?![A-Za-z0-9])/i;
/** "to verify": a check left to someone ("user to verify", "crit-3 still to verify"), or the purpose of a thing ("a button to verify e-mails"). */
const TO_VERIFY = new LetterRegex(String.raw`(?<![\p{L}])to\s{1,3}(?:verify|confirm|validate|re-?check|double[- ]?check)(?![\p{L}])`, 'giu');
const CHECKER_BEFORE = new LetterRegex(String.raw`(?:(?:^|[^\p{L}])(?:user|client|customer|QA|testers?|someone|somebody|they|you|still|left|remains?|yet)|crit-?\d{1,4}|criterion\s{1,3}\d{1,4})\s{1,3}$`, 'iu');

/** "subject to", "manual verification": terms of the verdict when they open a clause of it. */
const SUBJECT_TO = new LetterRegex(String.raw`(?<![\p{L}])subject\s{1,3}to(?![\p{L}])`, 'giu');
const MANUAL_CHECK = new LetterRegex(String.raw`(?<![\p{L}])manual\s{1,3}(?:verification|check)(?![\p{L}])`, 'giu');
const MANUAL_NEEDED_BEFORE = new LetterRegex(String.raw`(?:^|[^\p{L}])(?:with|needs?|requires?|still|left|remains?|pending|awaiting)\s{1,3}(?:a\s{1,3})?$`, 'iu');
/** "manual check on staging passed": the check was made. */
const MADE_AFTER = /^[^.;,—–]{0,40}?\b(?:done|passed|completed|performed|made|ok|green|succeeded)\b/i;

/**
 * An exception carved out of the acceptance ("ACCEPT except crit-3"), or out of a thing ("every row except the header").
 * «кроме того» / «кроме этого» before a comma, a clause's end or a word opening a clause is "moreover", no exception
 * («кроме того, заодно закрыт BILL-300»); «кроме того бага», «кроме crit-3» still except.
 */
const EXCEPT = new LetterRegex(
  String.raw`(?<![\p{L}])(?:except(?:\s{1,3}for)?|excluding|apart\s{1,3}from|but\s{1,3}not|save\s{1,3}for|кроме(?!\s{1,3}(?:того|этого)(?:\s{0,3}(?:$|[,:;.!—–])|\s{1,3}(?:что|же|ещё|еще|также|тоже|заодно|мы|я|был[аио]?|были)(?![\p{L}])))|за\s{1,3}исключением)(?![\p{L}])`,
  'giu',
);
const CRITERION_AFTER = new LetterRegex(String.raw`^\s{1,3}(?:the\s{1,3})?(?:crit(?:erion|eria)?[- ]?\d|критери|#\d|\d)`, 'iu');
/** "all criteria … except", "everything except", «всё, кроме»: what was accepted, less the exception. */
const ALL_ACCEPTED_BEFORE = new LetterRegex(String.raw`(?:(?<![\p{L}])all\s{1,3}(?:the\s{1,3})?(?:criteria|bars|checks|items|points)|(?<![\p{L}])every(?:thing|\s{1,3}criterion)|(?<![\p{L}])(?:всё|все)(?![\p{L}]))[^.;—–]{0,60}$`, 'iu');

/**
 * Deferrals anywhere in the words: a check handed to the user ("verification by the user", "user to
 * verify"), work moved to the next round ("follows in the next sprint"), a re-check still needed, and
 * the Russian forms («при условии», «отложено», «доделаем», «в следующем спринте», «заказчик проверит», «заказчик ещё
 * посмотрит выгрузку»).
 */
const DEFERRED = new LetterRegex(
  String.raw`(?<![\p{L}])(?:verif(?:y|ication)\s{1,3}(?:by|on|from)\s{1,3}(?:the\s{1,3})?user|user\s{1,3}(?:to|will|should|must|needs\s{1,3}to)\s{1,3}(?:verify|(?:double[- ]?|re-?)?check${NOT_A_CHECK_IN}|confirm|test|validate)|deferred\s{1,3}to\s{1,3}(?:the\s{1,3})?user|(?:follows?|comes?|ships?|lands?|left|remains?)\s{1,3}(?:in\s{1,3}|for\s{1,3})?(?:the\s{1,3})?next\s{1,3}(?:sprint|iteration|round|release|engagement)|(?:still\s{1,3})?needs?\s{1,3}(?:a\s{1,3})?re-?check|re-?check\s{1,3}by)(?![\p{L}])|при\s{1,3}условии|отложен|отложим|доделае|доделать|доработа[\p{L}]*\s{1,3}(?:позже|потом|в\s{1,3}следующ)|в\s{1,3}следующ[\p{L}]*\s{1,3}(?:спринт|итераци|раунд|релиз)|(?:пользовател|заказчик)[\p{L}]*\s{1,3}(?:провер|подтверд)` +
    // «заказчик ещё посмотрит выгрузку»: a look still to come, in the future tense («заказчик посмотрел» reports one made).
    String.raw`|(?:пользовател|заказчик|клиент)[\p{L}]{0,4}\s{1,3}(?:(?:ещё|еще|сам|сама|потом|позже|также|тоже|дополнительно)\s{1,3})?(?:посмотр(?:ит|ят)|глян(?:ет|ут)|свер(?:ит|ят)|протестиру(?:ет|ют))(?![\p{L}])`,
  'giu',
);

/**
 * A condition opening what follows the ACCEPT ("ACCEPT if the smoke test is green", "ACCEPT, если
 * заказчик подтвердит", "ACCEPT (ожидает проверки)"): read only there, so evidence prose after the
 * verdict ("ACCEPT — all criteria met once more on staging") stays a plain ACCEPT.
 */
const LEADING_CONDITION = new LetterRegex(
  String.raw`^[\s,;:(\[—–-]{0,8}(?:(if|unless|until|provided|assuming|presuming|contingent\s+(?:on|upon)|as\s+long\s+as|so\s+long\s+as|once|when|after|если|пока|когда|после|при\s+условии|в\s+ожидании|ожида(?:ет|ют|ется|ние|ния|ем))(?![\p{L}]))`,
  'iu',
);
/** "ACCEPT after the iteration-2 fixes": an "after" naming work already done is a timeline, not a condition. */
const AFTER_DONE = new LetterRegex(String.raw`^\s{0,8}(?:the\s{1,8})?(?:[\p{L}\p{N}-]{1,40}\s{1,8}){0,2}?(?:iter(?:ation)?s?(?![\p{L}])|fixes|fixed|rework|re-?runs?|review|итерац|исправлени|правок|доработ)`, 'iu');

/**
 * "ACCEPT — when I re-ran the suite at 16:10 it was green": the acceptor's own past action after
 * "when" / "after" is a timeline, in Russian after «после того(,) как» too, «сам» or «уже» beside it
 * («после того как я сам перезапустил тесты»). "when the user has checked", "when I check", «после того как
 * заказчик проверит», «когда я проверю» stay conditions.
 */
const DONE_BY_ACCEPTOR = new LetterRegex(
  String.raw`^(?:\s{1,8}того\s{0,3},?\s{1,3}как)?\s{1,8}(?:(?:I|we)\s{1,8}(?:re-?ran|ran|saw|did|took|built|(?!(?:need|proceed|exceed|succeed)(?![\p{L}]))[\p{L}-]{2,30}ed)|(?:я|мы)(?:\s{1,8}(?:сам[аи]?|уже|лично|повторно|снова))?\s{1,8}[\p{L}]{2,30}(?:л|ла|ли))(?![\p{L}])`,
  'iu',
);

/** The condition the text after an ACCEPT word opens with ("if", "once", "после"), when it opens with one. */
function openingCondition(rest: string): { quote: string; index: number } | undefined {
  const m = LEADING_CONDITION.for(rest).exec(rest);
  if (!m) return undefined;
  const next = rest.slice(m[0].length);
  if (/^(?:when|after|когда|после)$/i.test(m[1]!) && DONE_BY_ACCEPTOR.for(next).test(next)) return undefined;
  if (/^(?:after|после)$/i.test(m[1]!) && AFTER_DONE.for(next).test(next)) return undefined;
  return { quote: m[1]!, index: m[0].length - m[1]!.length };
}

/**
 * The words of an ACCEPT (`rest`, after the word ACCEPT) that make it a conditional one, quoted: a
 * qualifier of the verdict itself ("ACCEPT CONDITIONAL", "ACCEPT (partial)", "accepted partially",
 * "ACCEPT pending X", "ACCEPT — user to verify Y", "ACCEPT except crit-3", "crit-4 partial", "staging
 * deploy pending"), a condition opening the words ("ACCEPT if …", "ACCEPT once …"), a deferral, or
 * work it leaves (leftWork). The same words naming a thing of
 * the product or of the work in the reason are none: "partial-failure handling verified", "partial
 * failures are retried", "pending-orders page fixed", "the migration that was pending is verified",
 * "conditional formatting", "the TODO list feature works". Negated words ("no pending items") are none.
 */
export function conditionalQualifier(rest: string): string | undefined {
  // Every qualifier is words: a bare ACCEPT (or one with marks only) has none. A log repeats its verdict's words: each is read once.
  if (!/\p{L}/u.test(rest)) return undefined;
  return rest.length <= 500 ? qualifiers.of(rest, readQualifier) : readQualifier(rest);
}
const qualifiers = new TextReadings<string | undefined>();

/** Whether a part of `whole` matches a LetterRegex: each regex's twin is chosen once, for the whole text (choosing per part reads the part again). */
type PartTest = (re: LetterRegex, part: string) => boolean;
function partTester(whole: string): PartTest {
  const twins = new Map<LetterRegex, RegExp>();
  return (re, part) => (twins.get(re) ?? twins.set(re, re.for(whole)).get(re)!).test(part);
}

/** Whether a "pending" / "awaiting" (`a`, `b`: the words after and before it) waits on nothing: joined to a noun, after "was", before a none, or naming a thing said done ("pending orders page fixed"; not "pending the load test"). */
const waitsOnNothing = (is: PartTest, a: string, b: string): boolean =>
  is(JOINED, a) || is(PAST_BEFORE, b) || NOTHING_PENDING_AFTER.test(a) || (is(THING_DONE_AFTER, a) && !is(CHECK_AFTER, a) && !is(OBJECT_AFTER, a));

function readQualifier(rest: string): string | undefined {
  const openings = clauseOpenings(rest);
  // Only the words just before a hit: each reading of them ends at the hit and is shorter than the reach.
  const before = (at: number) => rest.slice(Math.max(0, at - BEFORE_REACH), at);
  const after = (m: RegExpMatchArray) => rest.slice(m.index! + m[0].length);
  const negated = (at: number) => negatedBefore(rest, at) || NOTHING_BEFORE.test(before(at));
  const is = partTester(rest);
  const found: Array<{ at: number; quote: string }> = [];
  // The first match of `re` that `counts` takes (every regex here is global), its negation read last (the costliest).
  // An exec loop on the shared regex: matchAll copies the regex on every call, most of the cost on a log of many verdicts.
  const take = (re: LetterRegex, counts: (m: RegExpMatchArray) => boolean) => {
    const g = re.for(rest);
    g.lastIndex = 0;
    let denied = 0;
    try {
      for (let m = g.exec(rest); m; m = g.exec(rest)) {
        if (!counts(m)) continue;
        if (denied < MAX_NEGATED && negated(m.index)) {
          denied++;
          continue;
        }
        found.push({ at: m.index, quote: m[0] });
        return;
      }
    } finally {
      g.lastIndex = 0;
    }
  };
  take(ADJECTIVE, (m) => !is(JOINED, after(m)) && (CLAUSE_END.test(after(m)) || is(ADJECTIVE_OF_VERDICT, after(m))));
  take(RU_ADJECTIVE, () => true);
  take(RU_PROVISIONAL, (m) => CLAUSE_END.test(after(m)) || is(RU_ACCEPTED_AFTER, after(m)));
  take(AWAITING, (m) => {
    const a = after(m);
    const b = before(m.index!);
    if (waitsOnNothing(is, a, b)) return false;
    return openings.has(m.index!) || CLAUSE_END.test(a) || is(PREDICATE_BEFORE, b) || (is(CHECK_AFTER, a) && !is(DETERMINER_BEFORE, b));
  });
  take(RU_AWAITING, (m) => !is(AS_EXPECTED_BEFORE, before(m.index!)) && (openings.has(m.index!) || CLAUSE_END.test(after(m))));
  take(TO_VERIFY, (m) => openings.has(m.index!) || is(CHECKER_BEFORE, before(m.index!)));
  take(SUBJECT_TO, (m) => openings.has(m.index!));
  take(MANUAL_CHECK, (m) => (openings.has(m.index!) || is(MANUAL_NEEDED_BEFORE, before(m.index!))) && !MADE_AFTER.test(after(m)));
  take(EXCEPT, (m) => {
    const a = after(m);
    const b = before(m.index!);
    return openings.has(m.index!) || is(CRITERION_AFTER, a) || is(ALL_ACCEPTED_BEFORE, b);
  });
  take(DEFERRED, () => true);
  for (const hit of [openingCondition(rest), leftWork(rest)]) if (hit) found.push({ at: hit.index, quote: hit.quote });
  return found.sort((x, y) => x.at - y.at)[0]?.quote;
}

/** A check or a party in a clause: what a "pending" in the verdict's own lines waits on ("pending QA sign-off by the user"). */
const CHECK_OR_PARTY = new LetterRegex(
  String.raw`(?<![\p{L}])(?:(?:review|verif(?:y|ication)|approval|confirmation|sign[- ]?off|QA|UAT|checks?|tests?|testing|re-?runs?|re-?tests?|users?|clients?|customers?|stakeholders?|product\s{1,3}owner|finance|legal|accounting|testers?|someone|somebody)(?![\p{L}])|(?:подтвержд|провер|ревью|согласов|одобрен|при[её]мк|заказчик|клиент|пользовател|тестир|юрист|бухгалтер|финанс)[\p{L}]{0,8}(?![\p{L}]))`,
  'iu',
);
/** "Accepted pending …": the acceptance the word qualifies, right before it. */
const ACCEPTED_BEFORE = new LetterRegex(String.raw`(?:^|[^\p{L}])accept(?:ed)?\s{1,3}$`, 'iu');
/** A clause's bounds around a word of the verdict's lines: a sentence's end, a comma, a dash, a bracket. */
const CLAUSE_BREAK_BEFORE = /[.;!?](?=\s|$)|[,—–()[\]]/g;
const CLAUSE_BREAK_AFTER = /[.;!?](?:\s|$)|[,—–()[\]]/;
/** How far around the word its clause is read. */
const CLAUSE_REACH = 160;

/**
 * A check still awaited in a line of the ACCEPT's own verdict, as its clause and where the word starts: "Accepted,
 * pending QA sign-off by the user next week", "User sign-off still pending", "awaiting the client's review". The word
 * qualifies the verdict as it does in the verdict's words (opening a clause, ending one, after "is", "still" or "accepted"), and its
 * clause names a check or a party, so "the pending orders page loads", "the migration that was pending is verified",
 * "no pending items", "Pending items: none" and "Pending: ORD-80 pagination" are none.
 */
export function awaitedCheck(text: string): { quote: string; index: number } | undefined {
  if (!/\p{L}/u.test(text) || /^\s*>/.test(text) || OUTSIDE_CRITERIA.test(text)) return undefined;
  const openings = clauseOpenings(text);
  // A line of the verdict's is prose: a sentence opens a clause too ("All verified. Pending QA sign-off.").
  for (const m of text.matchAll(SENTENCE_OPENING)) openings.add(m.index + m[0].length);
  const is = partTester(text);
  for (const [re, russian] of [[AWAITING, false], [RU_AWAITING, true]] as const) {
    const hit = awaitedBy(text, re.for(text), russian, openings, is);
    if (hit) return hit;
  }
  return undefined;
}
/** A sentence's opening in a line: past its predecessor's end mark, the blanks and any marks before the first word. */
const SENTENCE_OPENING = /[.!?…]\s{1,8}[*_\x60"'«“(]{0,3}/g;

function awaitedBy(text: string, g: RegExp, russian: boolean, openings: Set<number>, is: PartTest): { quote: string; index: number } | undefined {
  g.lastIndex = 0;
  let read = 0;
  try {
    // Past MAX_NEGATED words the line is taken as read: each reading slices a bounded window, so a line of thousands stays linear.
    for (let m = g.exec(text); m && read < MAX_NEGATED; m = g.exec(text), read++) {
      const end = m.index + m[0].length;
      const a = text.slice(end, end + CLAUSE_REACH);
      const b = text.slice(Math.max(0, m.index - BEFORE_REACH), m.index);
      // The verdict's own lines are read as its words are (readQualifier), and not after an article either.
      if (waitsOnNothing(is, a, b) || is(DETERMINER_BEFORE, b) || (russian && is(AS_EXPECTED_BEFORE, b))) continue;
      const still = russian ? is(RU_STILL_BEFORE, b) : is(PREDICATE_BEFORE, b) || is(ACCEPTED_BEFORE, b);
      if (!(openings.has(m.index) || CLAUSE_END.test(a) || still)) continue;
      const stop = a.search(CLAUSE_BREAK_AFTER);
      const clauseAfter = stop === -1 ? a : a.slice(0, stop);
      let from = 0;
      for (const k of b.matchAll(CLAUSE_BREAK_BEFORE)) from = k.index + k[0].length;
      const clauseBefore = b.slice(from);
      if (!is(CHECK_OR_PARTY, clauseBefore) && !is(CHECK_OR_PARTY, clauseAfter)) continue;
      if (negatedBefore(text, m.index) || NOTHING_BEFORE.test(b)) continue;
      const start = m.index - clauseBefore.length;
      const quote = `${clauseBefore}${m[0]}${clauseAfter}`.trim();
      return { quote, index: start + (clauseBefore.length - clauseBefore.trimStart().length) };
    }
  } finally {
    g.lastIndex = 0;
  }
  return undefined;
}

/** A label opening an outstanding item ("Open:", "Remaining:", "Pending:", "Осталось:"): at the line's start, after a list marker or after a sentence. */
const OUTSTANDING_LABEL = new LetterRegex(
  String.raw`(?:^|[.;!?]|^\s{0,3}(?:[-*+]|\d{1,9}[.)]))\s*((?:still\s+)?(?:open|remaining|pending|outstanding|to[- ]?do|awaiting|left\s+to\s+do)(?:\s+items?)?|осталось|открыт[оы]|в\s+ожидании)\s*[:：]`,
  'giu',
);
/**
 * An act of verification or acceptance ("to confirm", UAT, sign-off, "verification by"), or a check
 * to run (a re-run, re-test or re-check, a suite or test run, QA); nouns that name product features as
 * often ("validation", "confirmation") count only with "by" / "from", tests only as a suite or a run.
 */
const VERIFICATION_ACT = new LetterRegex(
  String.raw`(?<![\p{L}])(?:to\s+(?:verify|confirm|check${NOT_A_CHECK_IN}|test|validate|approve|sign\s+off)|checks?(?![\p{L}-])${NOT_A_CHECK_IN}|verification|verifying|UAT|user\s+acceptance|acceptance\s+test(?:s|ing)?|sign[- ]?off|smoke[- ]?test(?:s|ing)?|(?:verification|validation|confirmation|approval|testing)\s+(?:by|from)|re-?(?:runs?|tests?|testing|checks?|checking|verif[\p{L}]*)|(?:e2e|end[- ]to[- ]end|regression|integration|test|QA|CI)\s+(?:suite|run|pass)(?:es|s)?|(?:by|from)\s+QA|QA\s+(?:check|verification|run|pass)(?:es|s)?|(?:провер|подтвер|протестир|при[её]мк|согласова)[\p{L}]*|свер(?:ить|ять|ка|ки|ку|кой|ке|ит|ят)|посмотреть)(?![\p{L}])`,
  'iu',
);
/** A check that only the user or customer can give: their sign-off, UAT, their verification (a bare "sign-off" may be the director's). */
const PARTY_CHECK = new LetterRegex(
  String.raw`(?<![\p{L}])(?:(?:user|client|customer|stakeholder|business|product[- ]owner)(?:'s|s'|s)?\s+(?:sign[- ]?off|approval|acceptance|verification|validation|confirmation|testing|check|QA)|UAT|user\s+acceptance(?:\s+test(?:s|ing)?)?)(?![\p{L}])`,
  'iu',
);
/** Words saying something is still to happen ("still needed", "pending", "next week"). */
const PENDING_MARK = new LetterRegex(
  String.raw`(?<![\p{L}])(?:still\s+(?:needed|required|pending|outstanding|open|due|missing|awaited|to\s+come)|pending|outstanding|awaited|awaiting|waiting\s+(?:for|on)|(?:is|are)\s+(?:needed|required|due|scheduled|planned)|scheduled|next\s+(?:week|sprint|month|release)|tomorrow|later|after\s+(?:the\s+)?(?:release|deploy(?:ment)?|go[- ]?live)|ожида[\p{L}]*|на\s+следующей\s+неделе|после\s+релиза|позже|завтра)(?![\p{L}])`,
  'iu',
);

/** The sentences of a line, each with where it starts: split after `.`, `;`, `!` or `?` followed by a blank (so `v1.2` and `orders.md` stay whole). */
function sentences(text: string): Array<{ start: number; text: string }> {
  const out: Array<{ start: number; text: string }> = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if ('.;!?'.includes(text[i]!) && (i + 1 === text.length || /\s/.test(text[i + 1]!))) {
      out.push({ start, text: text.slice(start, i) });
      start = i + 1;
    }
  }
  if (start < text.length) out.push({ start, text: text.slice(start) });
  return out;
}

/**
 * A verification the ACCEPT leaves to someone, as the quoted words and where they start: an
 * outstanding item that is a verification ("Open: accounting to confirm …", "Remaining: UAT …"), or
 * the user's or customer's check still to come ("Customer sign-off … is still needed").
 */
export function outstandingCheck(text: string): { quote: string; index: number } | undefined {
  for (const m of text.matchAll(OUTSTANDING_LABEL.for(text))) {
    const label = m.index + m[0].indexOf(m[1]!);
    const from = m.index + m[0].length;
    const sentence = sentences(text.slice(from))[0]?.text ?? '';
    const act = VERIFICATION_ACT.for(sentence).exec(sentence);
    // "Open: nothing left to verify": a negation before the act says nothing is open.
    if (!act || NEGATION.for(sentence.slice(0, act.index)).test(sentence.slice(0, act.index))) continue;
    return { quote: text.slice(label, from + act.index + act[0].length).trim(), index: label };
  }
  for (const s of sentences(text)) {
    const party = PARTY_CHECK.for(s.text).exec(s.text);
    const pending = party && PENDING_MARK.for(s.text).exec(s.text);
    if (!party || !pending) continue;
    const [a, b] = [Math.min(party.index, pending.index), Math.max(party.index + party[0].length, pending.index + pending[0].length)];
    if (NEGATION.for(s.text.slice(0, b)).test(s.text.slice(0, b))) continue;
    const lead = s.text.length - s.text.trimStart().length;
    const index = s.start + Math.max(a, lead);
    return { quote: text.slice(index, s.start + b), index };
  }
  return undefined;
}

/** A deferral's justification the protocol accepts: criteria.md's out of scope, or a director-approved waiver or scope note. */
/**
 * criteria.md's out of scope claimed in Russian, the word "scope" kept or transliterated: «вне scope», «вне скоупа»,
 * «не входит в scope», «за рамками скоупа». Cyrillic classes, not \p{L}: a plain regex every reader can test.
 */
export const RU_OUT_OF_SCOPE =
  /(?<![а-яё])(?:вне|за\s{1,3}(?:рамками|пределами)|выход[а-яё]{0,4}\s{1,3}за\s{1,3}(?:рамки|пределы)|не\s{1,3}(?:входит|входят|входил[аио]?|попада[а-яё]{0,3})\s{1,3}в|не\s{1,3}в)\s{1,3}(?:scope|скоуп[а-яё]{0,3})(?![a-zа-яё])/i;
export const DEFERRAL_JUSTIFIED = new RegExp(String.raw`out[- ]of[- ]scope|waive|director[- ]approved|approved\s+by\s+(?:the\s+)?director|scope[- ](?:note|sync)|вейвер|исключ|одобрен|${RU_OUT_OF_SCOPE.source}`, 'iu');

/**
 * Lines of handoff §11 Known deferrals that hand a verification to the user or another party ("Opening the file in
 * Excel: deferred to the user for manual verification"), with who takes it, other than the allowed deferrals: under
 * an ACCEPT, "Do NOT defer the verification to the user".
 */
export function verificationsDeferredIn11(handoff: MarkdownDoc, names: readonly string[]): Array<{ line: number; column: number; quote: string; to: string }> {
  const s11 = handoff.section(11, 'protocol');
  if (!s11) return [];
  const out: Array<{ line: number; column: number; quote: string; to: string }> = [];
  for (const { line, text } of handoff.linesOf(s11, { skipFenced: true })) {
    if (/^\s*>/.test(text) || DEFERRAL_JUSTIFIED.test(text)) continue;
    const m = userDeferral(text, names);
    if (m) out.push({ line, column: m.index + 1, quote: m.quote, to: m.to });
  }
  return out;
}
