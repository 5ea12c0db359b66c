// How iteration-budget reads a sentence as the user's go-ahead for another round (engagement-protocol, "Iteration
// budget": "Never start an iteration beyond the hard limit without user authorisation"), and what takes one back.
import { directiveRefusal, withoutVerdictWords } from './directive-go-ahead.js';

/** The parts of a user's go-ahead, in order: "user … authorised … iteration 4", "round 4 approved by the user". */
const WHO = /\b(?:user|human|judge)\b/gi;
const GRANT = /\b(?:authori[sz]\w*|approv\w*|OK)\b/gi;
const WHAT = /\b(?:iteration|iter-\d+|round|budget)\b/gi;
const WHAT_FIRST = /\b(?:iteration|round|budget)\b/gi;
const GRANTED = /\b(?:authori[sz]ed|approved|granted)\b/gi;
const HEADING_AUTH = /(?:^|#)\s*user authori[sz]ation\b/i;
/** "continue with iteration 3", "go ahead with round 4": only with a round named or asked for ("one more round", "rework"). */
const CARRY_ON = /\b(?:go[- ]ahead|continu(?:e|es|ed|ing)|proceed(?:s|ed|ing)?|carry on|keep going)\b/gi;
const GRANT_VERB = /\b(?:authori[sz](?:e|es|ed|ing)|approv(?:e|es|ed|ing)|granted|go[- ]ahead|continu(?:e|es|ed|ing))\b/gi;
const NEXT_ROUND = /\b(?:(?:iteration|round)[\s#]{0,2}\d{1,3}|iter[\s-]?\d{1,3}|rework\w*|(?:another|one more|next|new|extra|further) (?:round|iteration))\b/gi;
/** The user's answer as a labelled line ("User (2026-07-03 18:40): …", "Answer from Oleg: …"), and in it a word that goes on. */
const ANSWER_LABEL = /^[\s>*_-]*(?:\d{4}-\d\d-\d\d(?:[ T]\d\d:\d\d)?\s*[—–-]\s*)?(?:\*\*)?(?:(?:the\s+)?(?:user|human|client|customer)(?:['’]s\s+(?:answer|reply|response|decision))?(?:\s{0,3}\([^()\n]{0,60}\))?|(?:the\s+)?(?:user['’]s\s+)?(?:answer|reply|response)(?:\s+from\s+[^:\n]{1,40})?)(?:\*\*)?\s{0,3}:/i;
// The carry-on words, and a plain yes, which only an answer of the user's gives.
const GOES_ON = new RegExp(`${CARRY_ON.source}|\\byes\\b`, 'i');

/**
 * The protocol's Russian go-aheads: «продолжаем», the escalation template's own option «Продолжать ещё круг» (its question
 * is no answer: see {@link sentences}), «(давайте) ещё (один) круг», «итерация 2 разрешена», «разрешаю итерацию 3».
 */
const GO_AHEAD = /продолжаем|(?:ещё|еще)\s(?:од(?:ин|ну)\s)?(?:круг|итераци)|итераци[а-яё]{0,3}\s\d{1,3}\s(?:не\s)?разреш|разреша[а-яё]*\s(?:ещё\s|еще\s)?(?:итераци|круг)/gi;
/** A human directive's Decision of rework ("S: REJECT → human directive (rework / abandon)"), «Решение: доработать». */
const DECISION_REWORK = /^[\s*-]*(?:decision|решение)[\s*]*[:：][\s*`_]*(?:rework|доработ)/i;
/**
 * What makes a sentence other than a go-ahead: a negation, a refusal, a question put or an answer
 * still awaited ("has not authorised", «не продолжаем», "waiting for «продолжаем»").
 */
const NOT_GRANTED =
  /\b(?:not|never|no|nor|without|declin\w*|refus\w*|reject\w*|denied|await\w*|wait\w*|pending|whether|if|unless|until)\b|n't\b|(?<![а-яё])не\s|(?<![а-яё])нет(?![а-яё])|жд[её]м|ожида|пересматриваем|(?<![а-яё])или\sпересм/i;
/**
 * A rejection named as the go-ahead's occasion, not as the user's answer: "authorised iteration 3
 * after the REJECT", "despite the rejection of round 2". Left out before the negation test.
 */
const REJECT_OCCASION = /\b(?:after|despite|following|since|given|upon|on)\s+(?:(?:the|a|this|that|its|director'?s|round\s+\d{1,4}'?s?)\s+)*(?:reject\w*|rejection)\b/gi;
/** The iteration an authorisation names: "iteration 4", "iter-4", "iter 4", "round 4", «итерация 4». */
export const NAMED_ITERATION = /(?:\b(?:iteration|iter|round)|итераци[а-яё]{0,3})[\s#-]{0,3}(\d{1,3})\b/gi;
/** Whether the patterns match `text` one after another (each searched from where the previous ended: linear, unlike `a.*b.*c`). */
function inOrder(text: string, ...patterns: RegExp[]): boolean {
  let at = 0;
  for (const re of patterns) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) return false;
    at = m.index + m[0].length;
  }
  return true;
}

/**
 * Whether a sentence reads as the user's go-ahead, before its negations are weighed. In human-directive.md (`judge`),
 * the judge's own record, the user need not be named ("Iteration 2 approved.", "I authorise iteration 2.", "Decision:
 * rework"); elsewhere the director writes too, so the user must be ("User decision: continue with iteration 3").
 */
export function readsAsGoAhead(sentence: string, heading: boolean, judge: boolean): boolean {
  return (
    (heading && HEADING_AUTH.test(sentence)) ||
    inOrder(sentence, WHO, GRANT, WHAT) ||
    inOrder(sentence, WHO, CARRY_ON, NEXT_ROUND) ||
    inOrder(sentence, WHAT_FIRST, GRANTED, WHO) ||
    inOrder(sentence, WHO, NEXT_ROUND, GRANTED) ||
    inOrder(sentence, GO_AHEAD) ||
    userAnswerGoesOn(sentence) ||
    (judge && (DECISION_REWORK.test(sentence) || inOrder(sentence, NEXT_ROUND, GRANTED) || inOrder(sentence, GRANT_VERB, NEXT_ROUND)))
  );
}

/** A labelled answer of the user that goes on or asks for the next round ("User: Approved — continue.", "Answer from Oleg: yes, one more iteration is fine"). */
function userAnswerGoesOn(sentence: string): boolean {
  const label = ANSWER_LABEL.exec(sentence);
  if (!label) return false;
  const answer = sentence.slice(label[0].length);
  NEXT_ROUND.lastIndex = 0;
  return GOES_ON.test(answer) || NEXT_ROUND.test(answer);
}

/**
 * The word that takes a go-ahead back (a negation, a refusal, an answer still awaited), if any. In the directive
 * (`judge`) the verdict it directs with the rework ("REJECT, rework crit-1") and a limit ("no more than one round")
 * refuse nothing, and "abandon", «без доработки» do.
 */
export function takenBackBy(sentence: string, judge = false): string | undefined {
  const s = sentence.replace(REJECT_OCCASION, ' ');
  if (!judge) return NOT_GRANTED.exec(s)?.[0].trim();
  const t = withoutVerdictWords(s);
  return NOT_GRANTED.exec(t)?.[0].trim() ?? directiveRefusal(t);
}
