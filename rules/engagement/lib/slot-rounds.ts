/**
 * slot-language (recommended): a round or an iteration a phrase names that is not the engagement's budget: the
 * protocol's own pre-final trigger named ("Pre-final-iteration trigger: before starting the last allowed iteration,
 * escalate to user"), a loop's pass in the product's code, a validator's round of fixes inside the iteration. Every
 * pattern reads a bounded stretch around one phrase.
 */
import type { MarkdownDoc } from '@engagement-lint/core/kit';
import { teamWords } from './slot-product.js';

/** The units the trigger names: "the last round", «последней итерацией». */
const TRIGGER_UNIT = /(?:round|iteration|раунд[а-яё]{0,4}|итераци[а-яё]{0,4})$/i;
/** "before (starting) the", «перед (началом)», «до» right before the phrase. */
const BEFORE = String.raw`(?:\b(?:before|prior\s{1,3}to|ahead\s{1,3}of)|(?:^|[^а-яё])(?:перед|до))\s{1,3}(?:(?:the|our|starting|entering|opening|началом|стартом)\s{1,3}){0,2}`;
const BEFORE_PHRASE = new RegExp(`${BEFORE}$`, 'i');
/** The escalation earlier in its sentence: "Escalation before the last round", «Эскалировали пользователю перед последней итерацией». */
const ESCALATION_BEFORE = new RegExp(String.raw`(?:\bescalat[a-z]{0,6}|(?:^|[^а-яё])эскал[а-яё]{0,10})[^.;!?]{0,60}?${BEFORE}$`, 'i');
/** A heading naming an escalation: its records name the trigger in their own words ("- Перед последней итерацией: …"). */
const ESCALATION_TITLE = /\bescalat|эскал/i;

/** The lines of a document's escalation sections (heading included), read once per document. */
export function escalationLines(doc: MarkdownDoc): (line: number) => boolean {
  // Counts of open sections per line, by a difference array: nested or many sections cost one pass over the lines.
  const open = new Int32Array(doc.lines.length + 2);
  for (const h of doc.headingsIn('protocol')) {
    if (!ESCALATION_TITLE.test(h.text)) continue;
    open[h.line]! += 1;
    open[doc.sectionOf(h, 'protocol').end + 1]! -= 1;
  }
  for (let i = 1; i < open.length; i++) open[i]! += open[i - 1]!;
  return (line) => open[line]! > 0;
}

/**
 * Whether the phrase at `at` names the protocol's pre-final-iteration trigger rather than the current round's
 * budget: "before the last round" or «перед последней итерацией» after the escalation in its sentence (a heading
 * "Escalation before the last round", "escalated the blockers to the user before the final round"), or on a line of an
 * escalation section. "the last round before escalation" frames the team's round, and stays.
 */
export function namesTrigger(phrase: string, text: string, at: number, underEscalation: () => boolean): boolean {
  if (!TRIGGER_UNIT.test(phrase)) return false;
  const before = text.slice(Math.max(0, at - 120), at);
  return ESCALATION_BEFORE.test(before) || (BEFORE_PHRASE.test(before) && underEscalation());
}

/** Loops of the team's own process, whose passes are the engagement's rounds: "the rework loop", "the review loop". */
export const TEAM_LOOP = String.raw`(?:rework|review|feedback|acceptance|approval|fix(?:es)?|fixing|revision|escalation|iteration|engagement|agency|validation|qa)`;
/** "the retry loop's final iteration", "the for-loop's last iteration": a pass of a loop in the product's code. */
const LOOP_BEFORE = new RegExp(String.raw`(?<!\b${TEAM_LOOP}[\s-])\bloop['’]s\s{1,3}$`, 'i');
/** «последняя итерация цикла», «на последней итерации цикла retry»; not «цикла доработок», the team's rework. */
const RU_LOOP_AFTER = /\s{1,3}цикл(?:а|е|ом|у)?(?![а-яё])(?!\s{1,3}(?:доработ|правок|правк|исправлен|ревью|при[её]мк|согласован|итерац|эскалац))/iy;
/** "This is …", «Это …» before it: the phrase names the current round, whatever it is said to be a pass of. */
const RU_THIS_IS = /(?:^|[^а-яё])это\s{1,3}(?:—\s{1,3})?$/i;

/**
 * Whether a last/final iteration, or «последняя итерация», is a pass of a loop in the product's code ("the retry loop's
 * final iteration", «последняя итерация цикла»); `framed`: the line's team words or "this is" before it, which keep
 * it the team's. "… of the retry loop" is read with the other product nouns after "of".
 */
export function loopIteration(phrase: string, text: string, at: number, framed: () => boolean): boolean {
  if (/^(?:last|final)\s+iteration$/i.test(phrase)) {
    if (!LOOP_BEFORE.test(text.slice(Math.max(0, at - 60), at))) return false;
  } else if (/^(?:последн|крайн)[а-яё]{0,3}\s+итераци/i.test(phrase)) {
    RU_LOOP_AFTER.lastIndex = at + phrase.length;
    if (!RU_LOOP_AFTER.test(text) || RU_THIS_IS.test(text.slice(Math.max(0, at - 20), at))) return false;
  } else {
    return false;
  }
  return !framed();
}

/** A validator by its hyphenated name, the engagement's reviewers of the work inside a round: code-reviewer, test-reviewer, ux-review. */
const VALIDATOR = String.raw`\x60?[a-z][a-z0-9]{0,20}(?:-[a-z0-9]{1,20}){0,2}-review(?:er)?s?\x60?`;
/** "the last round of code-reviewer fixes", "the final round of test-reviewer comments". */
const VALIDATOR_ROUND = new RegExp(String.raw`\s{1,3}of\s{1,3}(?:(?:the|a)\s{1,3})?${VALIDATOR}(?:['’]s)?\s{1,3}(?:fixes|comments|findings|feedback|remarks|notes)\b`, 'iy');
/** «последний раунд правок по замечаниям code-reviewer». */
const RU_VALIDATOR_ROUND = new RegExp(String.raw`\s{1,3}(?:правок|исправлений|доработок)\s{1,3}по\s{1,3}(?:замечаниям|комментариям|находкам|итогам\s{1,3}ревью)\s{1,3}(?:от\s{1,3})?${VALIDATOR}(?![a-z0-9-])`, 'iy');

/**
 * Whether a last/final round, «последний раунд», is a validator's round of fixes inside the iteration ("Ran the last
 * round of code-reviewer fixes before the wave-2 merge", «Последний раунд правок по замечаниям code-reviewer внесён до
 * мержа»), not the director's round: the line holds no team words but those of the validator's round itself
 * ("fixes", "reviewer"), and the phrase is not framed as the team's ("this is the last round of …"). "The final round
 * of review" names no validator and stays.
 */
export function validatorRound(phrase: string, text: string, at: number, framed: () => boolean): boolean {
  const end = at + phrase.length;
  const re = /^(?:last|final)\s+round$/i.test(phrase) ? VALIDATOR_ROUND : /^(?:последн|крайн)[а-яё]{0,3}\s+раунд[а-яё]{0,4}$/i.test(phrase) ? RU_VALIDATOR_ROUND : undefined;
  if (!re) return false;
  re.lastIndex = end;
  if (!re.test(text)) return false;
  return !teamWords(`${text.slice(0, at)} ${text.slice(re.lastIndex)}`) && !framed();
}
