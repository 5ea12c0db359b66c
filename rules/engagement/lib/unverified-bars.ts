/**
 * binary-verdict's reading of an ACCEPT's round that says an acceptance bar was not verified: "If any
 * acceptance bar cannot be verified by the director with available tools (Docker not running, Playwright
 * not installed, BD not reachable, secrets missing): the verdict is REJECT with reason `validation
 * incomplete: <what was unverifiable>`. Do NOT defer the verification to the user." The only deferral is
 * criteria.md's "Explicitly out of scope" or a director-approved scope-sync.md waiver.
 */
import { acceptRanges, AFTER_LAUNCH, TextReadings, LetterRegex, NEGATION, negatedBefore, NOT_A_CHECK_IN, productStep, SAYS_NO_CRITERION, type EngagementModel, type Finding, type MarkdownDoc } from '@engagement-lint/core/kit';
import { CRIT_ITEM_LABEL, longWords, MET_MARK, outOfScopeLines } from './round-criteria.js';

/**
 * A statement that something was not verified: "was not verified", "could not be tested", "not re-run",
 * "unverified", "remains unchecked", «не проверен». The words of a check the acceptor could not make.
 */
const NOT_VERIFIED = new LetterRegex(
  String.raw`(?<![\p{L}])(?:(?:was|were|is|are|has|have|had|could|can|cannot|remains?|remained|left|went|been|wasn['’]t|weren['’]t|couldn['’]t|can['’]t|hasn['’]t|haven['’]t)\s{1,3}(?:(?:not|never)\s{1,3})?(?:be(?:en)?\s{1,3})?(?:verified|validated|tested|checked|exercised|confirmed|re-?run|re-?tested|re-?checked|re-?verified)|(?:not|never)\s{1,3}(?:be(?:en)?\s{1,3})?(?:verified|validated|tested|checked|exercised|re-?run|re-?tested|re-?checked|re-?verified)|un(?:verified|validated|tested|checked|verifiable)|не\s{1,3}(?:провер|перепровер|протестир|подтвержд)[\p{L}]{0,6}|не\s{1,3}удалось\s{1,3}(?:провер|протестир)[\p{L}]{0,6})(?![\p{L}-])`,
  'iu',
);
/** The negation inside a NOT_VERIFIED match ("was not verified", "unverified"): a positive "was verified" says nothing. */
const NEGATED_CHECK = /(?:^|\s)(?:not|never)\s|n['’]t\s|^un|^не\s|cannot\s/i;
/** What the unverified thing was: a criterion or acceptance bar, or a tool that was not available for it. */
const BAR = /\bcrit(?:erion|eria)?[- ]?\d*\b|\bacceptance\s+(?:bar|criteri)|\bdone[- ]when\b|критери/i;
/** The criterion a line names, for the reason of the REJECT: `crit-2`, "criterion 2". */
const CRIT_NAME = /\bcrit-?\d+\b|\bcriterion\s+#?\d+\b/i;
const TOOL_MISSING = new LetterRegex(
  String.raw`(?<![\p{L}])(?:not\s{1,3}(?:installed|running|available|reachable|set\s{1,3}up|configured)|(?:could|would|did)(?:\s{1,3}not|n['’]t)\s{1,3}(?:reach|start|connect|boot|come\s{1,3}up)|failed\s{1,3}to\s{1,3}(?:start|connect|boot)|(?:unavailable|unreachable|missing|down)|wasn['’]t\s{1,3}(?:installed|running|available|reachable)|не\s{1,3}(?:установлен|запущен|доступ)[\p{L}]{0,4}|недоступ[\p{L}]{0,4})(?![\p{L}])`,
  'iu',
);
/**
 * Where the line records history or an allowed deferral, not this verdict's gap: "in iter-1", "previously",
 * "re-verified" (not "not re-verified"), out of scope, a waiver.
 */
const NOT_THIS_GAP = /\biter(?:ation)?[- ]?\d+\b|\bpreviously\b|\bearlier\b|\blast\s+round\b|(?<!\bnot\s)(?<!n['’]t\s)\b(?:now\s+)?re-?verified\b|\bnow\s+verified\b|out[- ]of[- ]scope|waiver|вне\s+scope/i;

/** Words that may stand between the one who checks, "will" and the verb ("will also confirm"). */
const ADV = String.raw`(?:still|also|then|later|first|again|separately|personally|manually)`;
const PAST_CHECK = String.raw`(?:re-?)?(?:verified|confirmed|checked|tested|validated|run|exercised)`;
/** Someone who may take a check over: a team or a party, "we", "someone"; not a thing of the product ("the API will validate"). */
const AGENT = String.raw`(?<![\p{L}])(?:I|we|they|someone|somebody|QA|UAT|ops|finance|accounting|legal|security|support|(?:the\s{1,3})?(?:[\p{L}-]{1,30}\s{1,3})?(?:team|department|dept|owner|PO|manager|lead|director|acceptor|user|client|customer|stakeholders?))`;
/** A person by name ("Marina will confirm"), read case-sensitively: a capitalised word that is no pronoun or determiner. */
const NAME = String.raw`(?<![\p{L}])(?!(?:It|This|That|These|Those|There|Which|What|Nothing|Everything|Each|Every|Its|Our|Your|Their|The|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?![\p{L}]))[\p{Lu}][\p{Ll}]{1,30}`;
/** A check's verb after "will": "check in with" or "check in on" someone is following up with them (NOT_A_CHECK_IN). */
const WILL_CHECK = String.raw`(?:verify|confirm|(?:re-?)?check|(?:re-?)?test|validate|re-?run|sign\s{1,3}off)(?![\p{L}-])${NOT_A_CHECK_IN}`;
/** A check by its name ("the crit-2 check", "the staging run"), as the subject of a check still to come. */
const CHECK_NOUN = String.raw`(?<![\p{L}-])(?:checks?|verification|validation|testing|tests?|smoke[- ]?tests?|re-?runs?|re-?checks?|UAT|sign-?off)`;
/** A time still to come after the check ("after deploy", "tomorrow", "next week", "on staging later"). */
const LATER = String.raw`(?:later|tomorrow|tonight|next\s{1,3}(?:week|sprint|release|iteration|round|month)|(?:after|post)[- ]\s{0,3}(?:the\s{1,3})?(?:deploy(?:ment)?|release|launch|go[- ]?live|merge)|on\s{1,3}(?:monday|tuesday|wednesday|thursday|friday))`;

/**
 * A check of a bar still to come, by anyone ("crit-2 will be confirmed by the finance team", "to be
 * verified after deploy", "Finance will confirm the totals", "verification deferred to QA", «проверим после
 * деплоя», «будет проверено»), as the Russian «подтвердит» already is: a check the acceptor did not make.
 */
const CHECK_TO_COME = new LetterRegex(
  String.raw`(?<![\p{L}])(?:(?:will|shall|must|should|is\s{1,3}to|are\s{1,3}to|still\s{1,3}to|to)(?:\s{1,3}${ADV})?\s{1,3}be\s{1,3}${PAST_CHECK}(?![\p{L}-])|${AGENT}(?:\s{1,3}will|['’]ll)(?:\s{1,3}${ADV})?\s{1,3}${WILL_CHECK}|${CHECK_NOUN}(?:\s{1,3}\([^()]{1,80}\))?\s{1,3}(?:will|shall|must|should|is\s{1,3}to|are\s{1,3}to|still\s{1,3}to|to)(?:\s{1,3}${ADV})?\s{1,3}be\s{1,3}(?:done|run|performed|made|carried\s{1,3}out|conducted|executed|completed)(?![\p{L}-])|(?:verification|validation|check(?:ing|s)?|testing|tests?|smoke[- ]?tests?|re-?runs?|re-?checks?|UAT)(?:\s{1,3}of\s[^;!?]{1,100}?)?\s{1,3}(?:(?:is|was|has\s{1,3}been|are|were)\s{1,3})?(?:deferred|postponed|delegated|handed\s{1,3}over|moved|left)\s{1,3}(?:to|until|till)(?![\p{L}])|(?:deferred|postponed|delegated|handed\s{1,3}over)\s{1,3}to\s{1,3}(?:QA|testers?|later|the\s{1,3}[\p{L}-]{1,30}\s{1,3}team)(?![\p{L}]))|(?<![\p{L}])(?:(?:пере)?(?:провер(?:им|ю)|подтверд(?:им)|подтвержу|протестиру(?:ем|ю))|буд(?:ет|ут)\s{1,3}(?:пере)?(?:провер|подтвержд|протестир)[\p{L}]{0,6}|(?:проверк|верификаци|тестировани)[\p{L}]{0,3}(?:\s{1,3}[\p{L}-]{1,30}){0,3}?\s{1,3}отлож[\p{L}]{0,4}|отлож[\p{L}]{0,4}\s{1,3}(?:проверк|верификаци|тестировани)[\p{L}]{0,3})(?![\p{L}])`,
  'iu',
);
/** The same by a person's name: "Marina will confirm the totals". */
const NAMED_WILL = new LetterRegex(String.raw`${NAME}(?:\s{1,3}will|['’]ll)(?:\s{1,3}${ADV})?\s{1,3}${WILL_CHECK}`, 'u');
/** A check named as still to be done: "… check will be done", "… run is to be performed". */
const DONE_TO_COME = /\sbe\s{1,3}(?:done|run|performed|made|carried\s{1,3}out|conducted|executed|completed)$/i;
/** A condition still to be met after it: "once the font licence arrives", "when staging is up". */
const ONCE_AFTER = /^\s{0,3}(?:once|when|as\s{1,3}soon\s{1,3}as|after)\s/i;
/** A passive check to come counts with someone to make it, a time to come, or the criterion as its subject; "the order will be confirmed by e-mail" is the product's. */
const PASSIVE = /^(?:will|shall|must|should|is|are|still|to)\s/i;
const BY_AGENT = new LetterRegex(String.raw`^\s{1,3}by\s{1,3}(?:${AGENT}|${NAME})`, 'u');
const LATER_AFTER = new LetterRegex(String.raw`^[^.;]{0,60}?(?<![\p{L}])${LATER}(?![\p{L}])`, 'iu');
/** The criterion itself as the subject right before a passive ("crit-2 to be verified"); "crit-2 the order will be confirmed by e-mail" is the product's. */
const CRIT_SUBJECT = /(?:\bcrit-?\d+|\bcriterion\s+#?\d+)[^\p{L}\p{N}]{0,6}$/iu;
/** "will verify nothing more", "will check none of it": nothing is left. */
const NOTHING_AFTER = /^\s{1,3}(?:nothing|none|no\s)/i;

/** A label opening a check not made (`Skipped:`, `Not run:`, «Пропущено:»), at the line's or an item's start. */
const SKIPPED_LABEL = new LetterRegex(String.raw`^\s{0,3}(?:(?:[-*+]|\d{1,9}[.)])\s{1,4})?(?:\*\*|__)?\s{0,2}(Skipped|Not\s{1,3}(?:re-?)?run|Пропущено|Не\s{1,3}запускал[\p{L}]{0,2})\s{0,2}(?:\*\*|__)?\s{0,2}[:：]\s{0,3}\S`, 'iu');

const WAITING_MARK = /⏳|⌛/u;
/** A status right after the label saying the criterion is not yet judged: "pending", "TBD", "skipped", «в работе», «в процессе», «не готово», «отложено»; then the clause ends. */
const WAITING_STATUS = new LetterRegex(
  String.raw`^[^\p{L}\p{N}]{0,8}(pending|TBD|WIP|in\s{1,3}progress|not\s{1,3}(?:yet\s{1,3})?(?:started|run)|skipped|blocked|awaiting|ожида[\p{L}]{0,4}|в\s{1,3}(?:работе|процессе)|не\s{1,3}готов[аоы]?|отложен[аоы]?|пропущен[\p{L}]{0,2})(?=[*_\x60]{0,2}\s{0,3}(?:$|[—–:;,.(\[]|-\s))`,
  'iu',
);

/** The protocol's own REJECT reason, written in an ACCEPT's round: "Validation incomplete: crit-4", «валидация не завершена». */
const VALIDATION_INCOMPLETE = new LetterRegex(
  String.raw`(?<![\p{L}])(?:validation\s{1,3}(?:(?:is|was|remains?|stays?)\s{1,3})?(?:still\s{1,3})?incomplete|incomplete\s{1,3}validation|(?:валидаци|проверк)[\p{L}]{0,3}\s{1,3}не\s{1,3}(?:завершен|полн)[\p{L}]{0,4})(?![\p{L}])`,
  'iu',
);
/** A check skipped ("I skipped the staging run", "crit-4 suite skipped."), read with a criterion or a tool not available; "0 skipped", "rows were skipped" say no check was. */
const SKIPPED_WORD = new LetterRegex(
  String.raw`(?<![\p{L}])(?:(?:I|we)\s{1,3}(?:had\s{1,3}to\s{1,3})?skip(?:ped)?|(?:suites?|tests?|checks?|runs?|e2e|smoke(?:[- ]?tests?)?|UAT|verification|crit-?\d{1,4})(?:\s{1,3}(?:was|were|got|is|are|has\s{1,3}been|have\s{1,3}been))?\s{1,3}skipped|(?:я|мы)\s{1,3}пропустил[\p{L}]{0,2}|(?:проверк|тест|прогон)[\p{L}]{0,3}\s{1,3}пропущен[\p{L}]{0,2})(?![\p{L}])`,
  'iu',
);
/** A check still awaited: "Still waiting for the staging run of the integration suite", "awaiting QA". */
const WAITING_FOR = new LetterRegex(
  String.raw`(?<![\p{L}])(?:still\s{1,3})?(?:waiting|awaiting)\s{1,3}(?:(?:for|on)\s{1,3})?(?:(?:the|a|an)\s{1,3})?(?:[\p{L}-]{1,30}\s{1,3}){0,3}(?:run|re-?run|results?|checks?|verification|validation|suite|tests?|UAT|sign-?off|QA|CI)(?![\p{L}])`,
  'iu',
);
/** "was waiting", "no longer waiting": history. */
const PAST_WAIT = /(?:\bwas|\bwere|\bbeen|\bno\s{1,3}longer)\s{1,3}$/i;
/** A check placed on someone: "The Cyrillic rendering check is on Marina after release", "the re-run stays with QA". */
const CHECK_ON = new LetterRegex(
  String.raw`(?<![\p{L}-])(?:[Cc]hecks?|[Vv]erification|[Vv]alidation|[Tt]esting|[Tt]ests?|[Rr]e-?runs?|UAT|[Ss]ign-?off)\s{1,3}(?:is|are|stays?|remains?)(?:\s{1,3}still)?\s{1,3}(?:on|with)\s{1,3}(?:${AGENT}|${NAME})(?![\p{L}])(?=\s{0,3}(?:$|[.,;:!)—–(]|(?:after|once|until|when|later|tomorrow|tonight|next|on\s{1,3}[A-Z][a-z]{2,8}day)(?![\p{L}])))`,
  'u',
);
/** A suite or check that runs at a time still to come: "the suite runs in CI tonight". */
const RUNS_LATER = new LetterRegex(String.raw`(?<![\p{L}-])(?:suites?|tests?|e2e|smoke[- ]?tests?|UAT)\s{1,3}(?:runs|will\s{1,3}(?:be\s{1,3})?run|is\s{1,3}(?:running|scheduled|queued)|gets\s{1,3}run)(?![\p{L}])`, 'iu');

/** The gaps read beside a statement, a label or a check to come: the protocol's REJECT reason, a skipped check, a check awaited, placed on someone or run later. */
function moreGaps(text: string): Gap | undefined {
  const v = VALIDATION_INCOMPLETE.for(text).exec(text);
  // "the REJECT — validation incomplete of the last round" recalls a verdict, not this one's gap.
  if (v && !negatedBefore(text, v.index) && !/REJECT[^.;]{0,30}$/.test(text.slice(0, v.index))) return { quote: v[0], index: v.index };
  const k = SKIPPED_WORD.for(text).exec(text);
  if (k && !negatedBefore(text, k.index) && (BAR.test(text) || TOOL_MISSING.for(text).test(text))) return { quote: k[0], index: k.index };
  const w = WAITING_FOR.for(text).exec(text);
  if (w && !PAST_WAIT.test(text.slice(Math.max(0, w.index - 20), w.index)) && !negatedBefore(text, w.index)) return { quote: w[0], index: w.index, future: true };
  const on = CHECK_ON.for(text).exec(text);
  if (on && !negatedBefore(text, on.index)) return { quote: on[0], index: on.index, future: true };
  // "the e2e suite runs after merge; it ran green here ✅" reports the run made.
  const r = RUNS_LATER.for(text).exec(text);
  const later = r ? text.slice(r.index + r[0].length) : '';
  if (r && LATER_AFTER.for(later).test(later) && !negatedBefore(text, r.index) && !MET_MARK.test(text) && !/\b(?:passed|green)\b/i.test(text)) return { quote: r[0], index: r.index, future: true };
  return undefined;
}

/** A gap a line of the round states: the words quoted and where they start. */
interface Gap {
  quote: string;
  index: number;
  /** A check still to come (not a statement that one was not made): a plan for later may be no bar. */
  future?: boolean;
}

/** "unverified" describing someone's claim ("an unverified claim in the executor report"), not a check of the acceptor's. */
const CLAIM_AFTER = /^\s{1,3}(?:claims?|statements?|assertions?|figures?|numbers?)\b/i;
/** The acceptor's own check of it after the words: "I re-measured myself: 2.4 s", «я перемерил сам». */
const SELF_CHECKED = new LetterRegex(
  String.raw`(?<![\p{L}])(?:(?:I|we)\s{1,3}(?:(?:then|also|have|had|myself)\s{1,3})?(?:re-?)?(?:measured|ran|checked|verified|tested|timed|reproduced|confirmed)|(?:я|мы)\s{1,3}(?:сам[аи]?\s{1,3})?(?:пере)?(?:мерил|замерил|проверил|запустил|прогнал)[\p{L}]{0,2})(?![\p{L}])`,
  'iu',
);

function statedGap(text: string): Gap | undefined {
  const more = moreGaps(text);
  if (more) return more;
  const m = NOT_VERIFIED.for(text).exec(text);
  const rest = m ? text.slice(m.index + m[0].length) : '';
  // An unverified claim the acceptor then checked is no gap: the check was made.
  const checkedClaim = !!m && /^un/i.test(m[0]) && CLAIM_AFTER.test(rest) && SELF_CHECKED.for(rest).test(rest);
  // "nothing was left unverified", "no criterion went unchecked": a negation before it clears it.
  if (m && !checkedClaim && NEGATED_CHECK.test(m[0]) && !(/^un|^не/i.test(m[0]) && negatedBefore(text, m.index)) && (BAR.test(text) || TOOL_MISSING.for(text).test(text))) return { quote: m[0], index: m.index };
  const label = SKIPPED_LABEL.for(text).exec(text);
  if (label) return { quote: label[1]!, index: label.index + label[0].indexOf(label[1]!) };
  const c = [CHECK_TO_COME.for(text).exec(text), NAMED_WILL.for(text).exec(text)].filter((x) => !!x).sort((a, b) => a!.index - b!.index)[0];
  if (!c) return undefined;
  const after = text.slice(c.index + c[0].length);
  if (NOTHING_AFTER.test(after)) return undefined;
  // "Nothing will be verified by the user", "no check is deferred": a negation earlier in the clause.
  const clause = text.slice(0, c.index).replace(/^.*[.;:!?—–]\s/s, '');
  if (NEGATION.for(clause).test(clause)) return undefined;
  if (PASSIVE.test(c[0]) && !BY_AGENT.for(after).test(after) && !LATER_AFTER.for(after).test(after) && !CRIT_SUBJECT.test(text.slice(0, c.index))) return undefined;
  // "the health check will be done every 30 s" is the product's: a check named to come needs someone, a time or a criterion.
  if (DONE_TO_COME.test(c[0]) && !BY_AGENT.for(after).test(after) && !LATER_AFTER.for(after).test(after) && !ONCE_AFTER.test(after) && !CRIT_NAME.test(text)) return undefined;
  // "Stripe will confirm the payment via webhook, after which …": a step of the product's flow; a check of it comes later or names a criterion.
  if (/(?:confirm|verify)$/i.test(c[0]) && !LATER_AFTER.for(after).test(after) && !CRIT_NAME.test(text) && productStep(text, c.index + c[0].length)) return undefined;
  return { quote: c[0], index: c.index, future: true };
}

/** The status of a `- crit-N …` item of the round saying it is not yet judged (⏳, "pending", "skipped"); an item holding ✅ is met. */
function waitingItem(item: { content: string; column: number; text: string }): Gap | undefined {
  const label = CRIT_ITEM_LABEL.exec(item.content);
  if (!label || MET_MARK.test(item.content)) return undefined;
  const rest = item.content.slice(label[0].length);
  const mark = WAITING_MARK.exec(item.text);
  const word = WAITING_STATUS.for(rest).exec(rest);
  if (mark) return { quote: word ? `${mark[0]} ${word[1]}` : mark[0], index: mark.index };
  return word ? { quote: word[1]!, index: item.column - 1 + label[0].length + word[0].length - word[1]!.length } : undefined;
}

/** Words a line shares with any text: not evidence that the out-of-scope list names what it is about. */
const COMMON = new Set(['criteria', 'criterion', 'verified', 'checked', 'tested', 'pending', 'because', 'which', 'there', 'their', 'about', 'would', 'should']);
/** Words of an out-of-scope item's heading that say nothing of what it is. */
const HEAD_FILLER = new Set(['the', 'and', 'for', 'any', 'all', 'with', 'from', 'that', 'this', 'its', 'our', 'not', 'new', 'existing']);
const WAIVER_WORD = /waive|вейвер|исключ/iu;
const DIRECTOR = /director|директор/iu;
const APPROVE = /approv|одобр/iu;
const APPROVE_AT = /[- ]?(?:approv|одобр)/iuy;
const BY_DIRECTOR_AT = /\s+(?:by\s+(?:the\s+)?)?(?:director|директор)/iuy;
const LETTERS = /\p{L}+/gu;
/**
 * A waiver: "waive", «вейвер», «исключ…», or a director's approval ("director-approved", "approved by the director",
 * «директор одобрил»). Read word by word, as /(?:director|директор)\p{L}*[- ]?(?:approv|одобр)|(?:approv|одобр)\p{L}*\s+
 * (?:by\s+(?:the\s+)?)?(?:director|директор)/iu would be, without reading a long word again from each of its "одобр".
 */
export function waiverIn(text: string): boolean {
  if (WAIVER_WORD.test(text)) return true;
  LETTERS.lastIndex = 0;
  for (let m = LETTERS.exec(text); m; m = LETTERS.exec(text)) {
    const end = m.index + m[0].length;
    // The letters after a director's name run to the word's end; past it only "-" or a blank can come before "approv".
    const d = DIRECTOR.exec(m[0]);
    if (d && APPROVE.test(m[0].slice(d.index + d[0].length))) return true;
    APPROVE_AT.lastIndex = end;
    if (d && APPROVE_AT.test(text)) return true;
    BY_DIRECTOR_AT.lastIndex = end;
    if (APPROVE.test(m[0]) && BY_DIRECTOR_AT.test(text)) return true;
  }
  return false;
}

/**
 * The protocol's only deferrals: a scope-sync.md waiver naming the criterion, or criteria.md's out-of-scope
 * list naming it (`crit-N`) or what the line says went unverified (a word of five letters or more before the gap).
 */
function allowedDeferral(model: EngagementModel, text: string, gapAt: number): boolean {
  const crit = /\bcrit-?(\d+)\b|\bcriterion\s+#?(\d+)\b/i.exec(text);
  const names = crit ? new RegExp(String.raw`\bcrit-?${crit[1] ?? crit[2]}\b|\bcriterion\s+#?${crit[1] ?? crit[2]}\b`, 'i') : undefined;
  if (names && (model.scopeSync?.bodyLines() ?? []).some((l) => names.test(l.text) && waiverIn(l.text))) return true;
  const list = outOfScopeLines(model.criteria);
  if (!list) return false;
  const listed = list.map((l) => l.text).join(' ');
  if (names?.test(listed)) return true;
  const subject = longWords(text.slice(0, gapAt).replace(/\bcrit-?\d+\b/gi, ''), COMMON);
  const inList = longWords(listed, COMMON);
  if ([...subject].some((w) => inList.has(w))) return true;
  // Anywhere in the line, what an item of the list is ("Web client changes — the link already exists"): its heading words before the dash.
  // A criterion the line names is a bar, whatever it is about: only crit-N in the list defers it.
  if (names) return false;
  const said = new Set(text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []);
  return list.some(({ text: item }) => {
    const head = [...new Set(item.replace(/^\s{0,3}[-*+]\s{1,4}/, '').split(/\s[—–-]\s|[:(]/)[0]!.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [])].filter((w) => !HEAD_FILLER.has(w));
    return head.length > 0 && head.length <= 5 && head.filter((w) => said.has(w)).length >= Math.min(2, head.length);
  });
}

/** A future product plan or post-launch watch, no bar of this engagement: "test the ZIP export idea …, new feature", "check the dashboards". */
const PLAN = new LetterRegex(String.raw`(?<![\p{L}])(?:idea|new\s{1,3}feature|feature\s{1,3}request|roadmap|phase\s{1,3}\d)(?![\p{L}])`, 'iu');
/** Watching the product once it is live: dashboards or monitoring, daily or in the weeks after launch. */
const WATCH = new LetterRegex(String.raw`(?<![\p{L}])(?:dashboards?|monitor(?:s|ing)?|alerts?)(?![\p{L}])`, 'iu');

/** A line naming no criterion that says what it is about is none (no criterion asks for it), or a check to come that is a plan for later or a watch after launch. */
function notABar(text: string, gap: Gap): boolean {
  if (CRIT_NAME.test(text) || /\bdone[- ]when\b/i.test(text)) return false;
  if (SAYS_NO_CRITERION.for(text).test(text)) return true;
  return !!gap.future && (PLAN.for(text).test(text) || (WATCH.for(text).test(text) && AFTER_LAUNCH.for(text).test(text)));
}

const message = (quote: string, what: string) =>
  `the ACCEPT's round says an acceptance bar was not verified ("${quote}"): the verdict must be \`REJECT — validation incomplete: ${what}\`, not an ACCEPT (do not defer the verification); the verdict is binary`;

/**
 * Lines of an ACCEPT's round saying an acceptance bar was not verified: a statement of it ("Playwright was
 * not installed …, so crit-1 … was not verified", "crit-2 ⚠️ not re-run by me: Docker was down"), a check
 * still to come by anyone ("crit-2 will be confirmed by the finance team", "to be verified after deploy",
 * «проверим после деплоя»), a `Skipped:` label, or a `- crit-N` item whose status is ⏳, pending or skipped.
 * History ("in iteration 1", "re-verified"), quoted lines and the protocol's deferrals do not count.
 */
export function unverifiedBars(model: EngagementModel, doc: MarkdownDoc): Finding[] {
  const out: Finding[] = [];
  // A reading depends on the line's text (a list item's too) and the model, not on its round: a log repeating a line thousands of times reads it once.
  const read = (text: string, item: { content: string; column: number; text: string } | undefined): { message: string; index: number } | null => {
    // A quoted line (the protocol's own words) states no gap of this round.
    if (/^\s*>/.test(text) || NOT_THIS_GAP.test(text)) return null;
    const gap = (item && waitingItem(item)) || statedGap(text);
    if (!gap || allowedDeferral(model, text, gap.index) || notABar(text, gap)) return null;
    return { message: message(gap.quote, CRIT_NAME.exec(text)?.[0] ?? '<what was unverifiable>'), index: gap.index };
  };
  const plain = new TextReadings<ReturnType<typeof read>>();
  const readPlain = (text: string) => read(text, undefined);
  // Rounds as markdown renders their headings (`Iteration 2` over `---` too), as binary-verdict reads them.
  for (const range of acceptRanges(doc, 'protocol')) {
    // The items are among the range's lines, both in line order: a cursor finds each line's (no map per round of a log of many).
    const items = doc.listItems(range);
    let k = 0;
    for (const { line, text } of doc.linesOf(range, { skipFenced: true })) {
      while (k < items.length && items[k]!.line < line) k++;
      const item = items[k]?.line === line ? items[k] : undefined;
      // A list item's line and a plain line of the same text read differently: only plain lines share a reading.
      const found = item ? read(text, item) : plain.of(text, readPlain);
      if (found) out.push(doc.at(line, found.message, found.index + 1));
    }
  }
  return out;
}
