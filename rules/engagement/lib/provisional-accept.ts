// An ACCEPT left provisional by a line of its round: a condition put on it, work left in a TODO, a check the acceptor did not make.
import { LetterRegex, NEGATION, NONE_VALUE } from '@engagement-lint/core/kit';

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
/** A check in Russian, as the infinitive «не смогли» / «не удалось» takes: «проверить», «перезапустить», «прогнать». */
const RU_CHECK_VERB = String.raw`(?:пере)?(?:запустить|проверить|протестировать|прогнать|открыть)`;
const RU_COULD_NOT = String.raw`не\s{1,3}(?:смог(?:ли|ла)?|удалось|получилось)`;
/**
 * The acceptor's own check that could not be made ("could not run npm test", "unable to start the app", «не смогли
 * проверить»), in Russian with the verb first too («Сами перезапустить `tests/x.test.ts` не смогли», «Проверить на
 * проде не смогли»): up to six words between, none ending a sentence.
 */
const COULD_NOT_CHECK = new LetterRegex(
  String.raw`(?<![\p{L}])(?:(?:could\s{1,3}not|couldn['’]t|unable\s{1,3}to|was\s{1,3}not\s{1,3}able\s{1,3}to|wasn['’]t\s{1,3}able\s{1,3}to)\s{1,3}(?:re-?)?(?:run|execute|start|launch|test|verify|check|exercise|open)|${RU_COULD_NOT}\s{1,3}${RU_CHECK_VERB}|${RU_CHECK_VERB}(?:\s{1,3}[^\s;!?]{0,59}[^\s.;!?]){0,6}?\s{1,3}${RU_COULD_NOT})(?![\p{L}])`,
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
