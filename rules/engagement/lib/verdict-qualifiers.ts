/**
 * Readings of binary-verdict over an ACCEPT's words and its round: a qualifier naming the work it
 * leaves (TODOs, follow-ups, caveats, conditions), an acceptance bar the round says went unverified,
 * and a verification left outstanding.
 */
import { acceptRanges, LetterRegex, NEGATION, negatedBefore, NONE_VALUE, userDeferral, type Finding, type MarkdownDoc } from '@engagement-lint/core/kit';

/**
 * Words of an ACCEPT's qualifier that name work left or terms attached to it: "ACCEPT (with minor
 * TODOs)", "ACCEPT — 2 follow-ups", "ACCEPT, caveats below", "ACCEPT with reservations", «с оговорками»;
 * work not yet decided or done ("TBD", "WIP"), deferred ("crit-3 deferred"), left open ("crit-3
 * open", "open items") or carved out of what was accepted ("minus crit-3").
 */
const LEFT_WORK = new LetterRegex(
  String.raw`(?<![\p{L}])(?:to-?dos?|follow[- ]?ups?|caveats?|conditions?|reservations?|provisos?|strings\s{1,3}attached|tb[dc]|wip|deferr(?:ed|als?)|open\s{1,3}(?:items?|points?)|(?:still|left|remains?|is|are)\s{1,3}open|crit(?:erion)?[- ]?\d{1,4}\s{1,3}open|minus|оговорк[\p{L}]{0,3}|замечани[\p{L}]{0,3}|отложен[\p{L}]{0,3})(?![\p{L}])`,
  'giu',
);
/** "all Done-when conditions met": the criteria's conditions, not terms on the verdict. */
const CONDITIONS_MET = /^\s{0,3}(?:(?:are|were|all)\s{1,3})?(?:met|satisfied|hold|held|pass(?:ed)?)\b/i;

/** "nothing deferred", "nothing is left open": the shared negation reading has no "nothing". */
const NOTHING_BEFORE = /(?:^|[^\p{L}])(?:nothing|ничего)\s{1,3}(?:(?:is|was|has\s{1,3}been|left|remains?)\s{1,3})?$/iu;

/** Work the qualifier places outside what was accepted: "follow-ups … are backlog items outside the criteria", out of scope, waived. */
const OUTSIDE_CRITERIA = /\boutside\s+(?:the\s+|its\s+)?criteria\b|\bnot\s+(?:part\s+of|in)\s+(?:the\s+)?criteria\b|out[- ]of[- ]scope|\bwaive|вне\s+scope/i;

/**
 * The first word of an ACCEPT's qualifier (`rest`, after the word ACCEPT) that names work left or
 * terms, not negated ("no TODOs"), unless the qualifier puts that work outside the criteria.
 */
export function leftWorkQualifier(rest: string): string | undefined {
  if (OUTSIDE_CRITERIA.test(rest)) return undefined;
  for (const m of rest.matchAll(LEFT_WORK.for(rest))) {
    if (/^cond/i.test(m[0]) && CONDITIONS_MET.test(rest.slice(m.index + m[0].length))) continue;
    if (negatedBefore(rest, m.index) || NOTHING_BEFORE.test(rest.slice(0, m.index))) continue;
    return m[0];
  }
  return undefined;
}

/**
 * A statement that something was not verified: "was not verified", "could not be tested",
 * "unverified", "remains unchecked", «не проверен». The words of a check the acceptor could not make.
 */
const NOT_VERIFIED = new LetterRegex(
  String.raw`(?<![\p{L}])(?:(?:was|were|is|are|has|have|had|could|can|cannot|remains?|remained|left|went|been|wasn['’]t|weren['’]t|couldn['’]t|can['’]t|hasn['’]t|haven['’]t)\s{1,3}(?:(?:not|never)\s{1,3})?(?:be(?:en)?\s{1,3})?(?:verified|validated|tested|checked|exercised|confirmed)|(?:not|never)\s{1,3}(?:be(?:en)?\s{1,3})?(?:verified|validated|tested|checked|exercised)|un(?:verified|validated|tested|checked|verifiable)|не\s{1,3}(?:провер|протестир|подтвержд)[\p{L}]{0,6}|не\s{1,3}удалось\s{1,3}(?:провер|протестир)[\p{L}]{0,6})(?![\p{L}])`,
  'iu',
);
/** The negation inside a NOT_VERIFIED match ("was not verified", "unverified"): a positive "was verified" says nothing. */
const NEGATED_CHECK = /(?:^|\s)(?:not|never)\s|n['’]t\s|^un|^не\s|cannot\s/i;
/** What the unverified thing was: a criterion or acceptance bar, or a tool that was not available for it. */
const BAR = /\bcrit(?:erion|eria)?[- ]?\d*\b|\bacceptance\s+(?:bar|criteri)|\bdone[- ]when\b|критери/i;
const TOOL_MISSING = new LetterRegex(
  String.raw`(?<![\p{L}])(?:not\s{1,3}(?:installed|running|available|reachable|set\s{1,3}up|configured)|(?:unavailable|unreachable|missing|down)|wasn['’]t\s{1,3}(?:installed|running|available|reachable)|не\s{1,3}(?:установлен|запущен|доступ)[\p{L}]{0,4}|недоступ[\p{L}]{0,4})(?![\p{L}])`,
  'iu',
);
/** Where the line records history or an allowed deferral, not this verdict's gap: "in iter-1", "previously", out of scope, a waiver. */
const NOT_THIS_GAP = /\biter(?:ation)?[- ]?\d+\b|\bpreviously\b|\bearlier\b|\blast\s+round\b|\bnow\s+(?:re-?)?verified\b|\bre-?verified\b|out[- ]of[- ]scope|waiver|вне\s+scope/i;

/**
 * Lines of an ACCEPT's round saying an acceptance bar was not verified ("Playwright was not installed
 * …, so crit-1 … was not verified"): the line names a criterion or a missing tool, and says a check of
 * it was not made. "If any acceptance bar cannot be verified by the director with available tools
 * … the verdict is REJECT with reason `validation incomplete`".
 */
export function unverifiedBars(doc: MarkdownDoc): Finding[] {
  const out: Finding[] = [];
  for (const range of acceptRanges(doc)) {
    for (const { line, text } of doc.linesOf(range, { skipFenced: true })) {
      // A quoted line (the protocol's own words) or a verdict line states no gap of this round.
      if (/^\s*>/.test(text) || NOT_THIS_GAP.test(text)) continue;
      const m = NOT_VERIFIED.for(text).exec(text);
      if (!m || !NEGATED_CHECK.test(m[0])) continue;
      // "nothing was left unverified", "no criterion went unchecked": a negation before it clears it.
      if (/^un|^не/i.test(m[0]) && negatedBefore(text, m.index)) continue;
      if (!BAR.test(text) && !TOOL_MISSING.for(text).test(text)) continue;
      out.push(doc.at(line, `the ACCEPT's round says an acceptance bar was not verified ("${m[0]}"): when a bar cannot be verified with the tools available, the verdict is \`REJECT — validation incomplete: <what was unverifiable>\`; the verdict is binary`, m.index + 1));
    }
  }
  return out;
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
  String.raw`(?<![\p{L}])(?:to\s+(?:verify|confirm|check|test|validate|approve|sign\s+off)|checks?(?![\p{L}-])|verification|verifying|UAT|user\s+acceptance|acceptance\s+test(?:s|ing)?|sign[- ]?off|smoke[- ]?test(?:s|ing)?|(?:verification|validation|confirmation|approval|testing)\s+(?:by|from)|re-?(?:runs?|tests?|testing|checks?|checking|verif[\p{L}]*)|(?:e2e|end[- ]to[- ]end|regression|integration|test|QA|CI)\s+(?:suite|run|pass)(?:es|s)?|(?:by|from)\s+QA|QA\s+(?:check|verification|run|pass)(?:es|s)?|(?:провер|подтвер|протестир|при[её]мк|согласова)[\p{L}]*)(?![\p{L}])`,
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

/**
 * Terms the ACCEPT is put under in its round: "on the condition that", "conditional on", "is
 * contingent on", "Acceptance is conditional:", "subject to finance confirming …". "conditional
 * rendering" names a feature and "unconditional" no condition, so the word needs its preposition,
 * a verb of being before it, or a colon after it.
 */
const ON_CONDITION = new LetterRegex(
  String.raw`(?<![\p{L}])(?:on\s{1,3}(?:the\s{1,3})?conditions?\s{1,3}that|conditional(?:ly)?\s{1,3}(?:on|upon)|contingent\s{1,3}(?:on|upon)|(?:is|are|was|were|remains?|stays?|being)\s{1,3}(?:conditional|contingent|provisional)|(?:conditional|provisional)\s{0,2}[:：]|subject\s{1,3}to\s{1,3}(?:[\p{L}'’-]{1,30}\s{1,3}){0,4}(?:confirm|verif|check|approv|sign|review|test|re-?run)[\p{L}]{0,10}|под\s{1,3}условием|при\s{1,3}условии)(?![\p{L}])`,
  'iu',
);
/** An item opened by a label of work left (`TODO:`, `FIXME:`) or of a check not made (`Not verified:`, `Untested:`), with what follows it. */
const OPEN_LABEL = new LetterRegex(
  String.raw`^\s{0,3}(?:(?:[-*+]|\d{1,9}[.)])\s{1,4})?(?:\*\*|__)?\s{0,2}(?:\[\s?\]\s{1,3})?(TODO|FIXME|TBD|Not\s{1,3}(?:yet\s{1,3})?(?:verified|validated|tested|checked|confirmed)|Unverified|Untested|Unchecked|Не\s{1,3}проверено)\s{0,2}(?:\*\*|__)?\s{0,2}[:：](.*)$`,
  'iu',
);
/** The acceptor's own check that could not be made ("could not run npm test", "unable to start the app"). */
const COULD_NOT_CHECK = new LetterRegex(
  String.raw`(?<![\p{L}])(?:could\s{1,3}not|couldn['’]t|unable\s{1,3}to|was\s{1,3}not\s{1,3}able\s{1,3}to|wasn['’]t\s{1,3}able\s{1,3}to|не\s{1,3}(?:смог|удалось))\s{1,3}(?:re-?)?(?:run|execute|start|launch|test|verify|check|exercise|open|запустить|проверить)(?![\p{L}])`,
  'iu',
);
/** An ACCEPT resting on what the team said rather than on the acceptor's check: "trusting the executor report". */
const ON_THEIR_WORD = new LetterRegex(
  String.raw`(?<![\p{L}])(?:trust(?:ing|ed)?|rel(?:ying|ied|y)\s{1,3}on|tak(?:ing|en|e)|going\s{1,3}by)\s{1,3}(?:the\s{1,3})?(?:executor|specialist|lead|developer|dev|agent|team)(?:['’]s|s['’])?\s{1,3}(?:own\s{1,3})?(?:reports?|word|claims?|self-?reports?|summary|say-?so)(?![\p{L}])`,
  'iu',
);

/**
 * An ACCEPT left provisional by a line of its round, as the quoted words and where they start: a
 * condition put on it, work left in a TODO, or a check the acceptor did not make ("Not verified:
 * …", "could not run npm test", "trusting the executor report"). A negation before the words ("no
 * conditions", "nothing is contingent on") clears the line; "TODO: none" leaves nothing.
 */
export function provisionalAccept(text: string): { quote: string; index: number; kind: 'condition' | 'todo' | 'unverified' } | undefined {
  if (/^\s*>/.test(text)) return undefined;
  const label = OPEN_LABEL.for(text).exec(text);
  if (label && !NONE_VALUE.test(label[2]!.trim())) {
    const index = label.index + label[0].indexOf(label[1]!);
    return { quote: `${label[1]}:${label[2]!.slice(0, 60).trimEnd()}`, index, kind: /^(?:todo|fixme|tbd)$/i.test(label[1]!) ? 'todo' : 'unverified' };
  }
  for (const [re, kind] of [[ON_CONDITION, 'condition'], [COULD_NOT_CHECK, 'unverified'], [ON_THEIR_WORD, 'unverified']] as const) {
    const m = re.for(text).exec(text);
    if (!m) continue;
    // "Nothing here is contingent on …", "no conditions": a negation earlier in the sentence.
    const before = text.slice(0, m.index).replace(/^.*[.;!?]\s/s, '');
    if (NEGATION.for(before).test(before)) continue;
    return { quote: m[0], index: m.index, kind };
  }
  return undefined;
}

/** A deferral's justification the protocol accepts: criteria.md's out of scope, or a director-approved waiver or scope note. */
export const DEFERRAL_JUSTIFIED = /out[- ]of[- ]scope|waive|director[- ]approved|approved\s+by\s+(?:the\s+)?director|scope[- ](?:note|sync)|вне\s+scope|вейвер|исключ|одобрен/iu;

/**
 * Lines of handoff §11 Known deferrals that hand a verification to the user ("Opening the file in
 * Excel: deferred to the user for manual verification"), other than the allowed deferrals: under
 * an ACCEPT, "Do NOT defer the verification to the user".
 */
export function verificationsDeferredIn11(handoff: MarkdownDoc, names: readonly string[]): Array<{ line: number; column: number; quote: string }> {
  const s11 = handoff.section(11, 'protocol');
  if (!s11) return [];
  const out: Array<{ line: number; column: number; quote: string }> = [];
  for (const { line, text } of handoff.linesOf(s11, { skipFenced: true })) {
    if (/^\s*>/.test(text) || DEFERRAL_JUSTIFIED.test(text)) continue;
    const m = userDeferral(text, names);
    if (m) out.push({ line, column: m.index + 1, quote: m.quote });
  }
  return out;
}
