// Where the rounds stand against the budget's end: the REJECT of the last allowed round and the escalation that must
// follow it, and the pre-final-iteration escalation due before the last allowed round starts (engagement-protocol,
// "Iteration budget").
import { latestVerdict, roundWorkAt, acceptanceRounds, type EngagementModel, type MarkdownDoc } from '@engagement-lint/core/kit';
import { headingBefore, notLater, stampOf, type Stamp } from './go-ahead-rounds.js';
import { NAMED_ITERATION, othersLabel } from './go-ahead-words.js';
import { preFinalAnswer, sentences, type PreFinalAnswer } from './pre-final-answer.js';

/**
 * The director's escalation after the last allowed round (the protocol's template asks «Продолжать ещё круг…?»), also
 * in German, Spanish and French ("Eskalation", "eskaliert", "escalación", "escalado al usuario", "escalade", "escaladé",
 * "Nutzer informiert", "informamos al usuario", "informé l'utilisateur"). A Spanish "escalado" alone is scaling.
 */
export const ESCALATION =
  /escalat|эскалац|эскалир|продолжать ещё круг|пересмотреть scope|\b(?:notified|told|informed|asked|pinged|messaged|wrote\s{1,3}to)\s{1,3}the\s{1,3}(?:user|client|customer)\b|(?<![а-яё])(?:сообщил|написал|спросил|уведомил)[а-яё]{0,3}\s{1,3}(?:пользовател|заказчик|клиент)|eskal|escalaci[oó]n|\bescalad[oa]s?\s{1,3}(?:al|a\s{1,3}la)\s{1,3}(?:usuari|client)|\bescalad(?:e\b|é)|\b(?:nutzer|benutzer|anwender|kunde)(?:in|n)?\s{1,3}(?:informiert|benachrichtigt|gefragt)|\b(?:informamos|notificamos|avisamos|consultamos|preguntamos)\s{1,3}al?\s{1,3}(?:la\s{1,3})?(?:usuari|client)|\b(?:informé|notifié|prévenu|averti|consulté)\s{1,3}l['’]\s?(?:utilisat|client)/i;
/**
 * The user's answer to the pre-final-iteration escalation («продолжаем», «пересматриваем scope», a labelled
 * «Пользователь: …», "User (date): …", "Nutzer: …", "Usuario: …" or "Utilisateur : …" line): recorded after the REJECT,
 * it shows the escalation was made.
 */
const PRE_FINAL_ANSWER =
  /продолжаем|пересматриваем\s{1,3}scope|^[\s>*_-]*(?:\*\*)?(?:user|пользователь|заказчик|client|(?:be|an)?nutzer(?:in)?|anwender(?:in)?|usuari[oa]|utilisat(?:eur|rice))(?:\s{0,3}\([^()\n]{0,60}\))?(?:\*\*)?\s{0,3}[:—–]/i;
/**
 * "not escalated", "no escalation", "escalation skipped": the opposite of a record; also "nicht eskaliert", "keine
 * Eskalation", "no se escaló", "sin escalación", "pas escaladé", "sans escalade". "escalation … skipped" is found from
 * the blank before "skipped" and read back: a long word of "escalat" is not rescanned from each.
 */
export const NOT_ESCALATED =
  /\b(?:not|never|without|no)\s+(?:yet\s+)?escalat|(?<!\s)\s+(?:was\s+)?(?:skipped|not\b)(?<=escalat\w*\s+(?:was\s+)?(?:skipped|not\b))|не\s+эскалир|\b(?:nicht|nie|keine|ohne)\s{1,3}(?:\S{1,20}\s{1,3}){0,3}?eskal|\b(?:no|nunca|sin|ninguna)\s{1,3}(?:(?:se|ha|hubo)\s{1,3}){0,2}escal|\b(?:pas|jamais|sans|aucune)\s{1,3}(?:été\s{1,3}|d['’]\s?)?escalad/i;

/** Counter `n` after the REJECT of the last allowed round `n - 1`: that verdict, the escalation after it, and where round n's work shows. */
export interface PastLastRound {
  /** The REJECT, as `engagement/acceptance-log.md:L9`. */
  reject: string;
  /** The escalation to the user recorded after it; at S the REJECT itself, which goes to the human directive. */
  escalation?: string;
  /** Where an artefact of the lead names round n (undefined: the director's increment, round n not started). */
  work?: string;
  /** The user's abort after that REJECT (`### Verdict: ABORTED`), as `engagement/acceptance-log.md:L12`: the answer that closed the engagement. */
  aborted?: string;
}

/**
 * When acceptance-log.md's latest verdict REJECTs round n - 1, the last allowed: the escalation that must follow it (in
 * acceptance-log.md after the verdict, or in scope-sync.md) and whether round n has started. Undefined otherwise.
 */
export function pastLastRound(model: EngagementModel, n: number, allowed: number): PastLastRound | undefined {
  // The user's abort written after that REJECT (the floor-holder's `### Verdict: ABORTED` stub) answers its escalation
  // ("закрыть engagement"): the REJECT stays the last round's verdict.
  const abort = latestVerdict(model.acceptanceLog)?.verdict;
  const aborted = abort?.word.startsWith('ABORT') ? `${model.acceptanceLog!.rel}:L${abort.line}` : undefined;
  const latest = aborted ? latestVerdict(model.acceptanceLog, (v) => !v.word.startsWith('ABORT')) : latestVerdict(model.acceptanceLog);
  if (n !== allowed + 1 || latest?.round?.n !== n - 1 || !latest.verdict.word.startsWith('REJECT')) return undefined;
  const reject = `${model.acceptanceLog!.rel}:L${latest.verdict.line}`;
  // Round n has started once an artefact of the lead or a `## Iteration n` section of the log names it (a section
  // holding only the user's abort is the abort's record, not round n's work).
  const section = acceptanceRounds(model.acceptanceLog).at(-1);
  const work = roundWorkAt(model, n) ?? (section && section.n >= n && !section.verdict?.word.startsWith('ABORT') ? `${model.acceptanceLog!.rel}:L${section.line}` : undefined);
  // At S the REJECT itself goes to the human ("S: 1 iteration. REJECT → human directive (rework / abandon), no auto-loop").
  const log = model.acceptanceLog!;
  const stamp = stampOf(log.line(latest.verdict.line)) ?? stampOf(log.line(latest.round.line));
  const escalation = model.tier === 'S' && n === 2 ? reject : escalationAfter(model, latest.verdict.line, stamp);
  return { reject, ...(escalation ? { escalation } : {}), ...(work ? { work } : {}), ...(aborted ? { aborted } : {}) };
}

/** The verdict that closes the round an escalation is for: one recorded after it, or dated later, escalated a later round. */
interface RoundEnd {
  round: number;
  line: number;
  stamp?: Stamp;
}

/** The highest round `text` names ("User authorisation — iteration 3"), if any. */
function namedRound(text: string): number | undefined {
  let n: number | undefined;
  for (const m of text.matchAll(NAMED_ITERATION)) n = Math.max(n ?? 0, Number(m[1]));
  return n;
}

/**
 * The first escalation line after acceptance-log.md's line `after` (the REJECT), else in scope-sync.md unless its
 * date (its line's or its section heading's) is earlier than the REJECT's `stamp`: that one escalated an earlier round.
 * With `end`, the verdict of the round it is for, one below that verdict, dated after it, or naming a later round only
 * ("User authorisation — iteration 3") escalated a later round.
 */
export function escalationAfter(model: EngagementModel, after: number, stamp: Stamp | undefined, orAnswer = false, end?: RoundEnd): string | undefined {
  const at = escalationLine(model, after, stamp, orAnswer, end);
  return at && `${at.doc.rel}:L${at.line}`;
}

/** {@link escalationAfter}'s escalation as its document and line. */
function escalationLine(model: EngagementModel, after: number, stamp: Stamp | undefined, orAnswer = false, end?: RoundEnd): { doc: MarkdownDoc; line: number } | undefined {
  // «Тимлид (…): продолжаем» is the lead's word, not the user's answer: it shows no escalation was made.
  const escalated = (text: string) => (orAnswer && PRE_FINAL_ANSWER.test(text) && othersLabel(text) === undefined) || sentences(text).some((x) => ESCALATION.test(x.text) && !NOT_ESCALATED.test(x.text));
  const later = (text: string) => end !== undefined && (namedRound(text) ?? 0) > end.round;
  for (const { line, text } of model.acceptanceLog!.bodyLines()) {
    if (end && line > end.line) break;
    if (line > after && escalated(text) && !later(text)) return { doc: model.acceptanceLog!, line };
  }
  const sync = model.scopeSync;
  for (const { line, text } of sync?.bodyLines() ?? []) {
    if (!escalated(text)) continue;
    const heading = headingBefore(sync!, line)?.text ?? '';
    const at = stampOf(text) ?? stampOf(heading);
    if (later(text) || later(heading) || (end?.stamp && at && !notLater(at, end.stamp))) continue;
    if (!stamp || !at || notLater(stamp, at)) return { doc: sync!, line };
  }
  return undefined;
}


/** Counter `n` at the last allowed round, after the REJECT of round `n - 1`: that REJECT, the escalation after it, and where round n's work shows. */
export interface PreFinalRound {
  /** The REJECT, as `engagement/acceptance-log.md:L9`, and its line. */
  reject: string;
  rejectLine: number;
  escalation?: string;
  /** The user's recorded answer to that escalation, when the files hold one. */
  answer?: PreFinalAnswer;
  work?: string;
}

/**
 * "Pre-final-iteration trigger: before starting the last allowed iteration, escalate to user with current blockers.
 * Wait for explicit «продолжаем» or «пересматриваем scope»": at counter n at or past a budget k of two or more, the
 * REJECT of round k - 1, the escalation recorded after it (as after the last allowed round's), and round k's work. A
 * round k started without it stays so once the counter moves on: the escalation must come before round k's verdict.
 */
export function preFinalRound(model: EngagementModel, n: number, budget: number): PreFinalRound | undefined {
  const log = model.acceptanceLog;
  if (n < budget || budget < 2 || !log) return undefined;
  const rounds = acceptanceRounds(log);
  const before = rounds.find((r) => r.n === budget - 1 && r.verdict?.word.startsWith('REJECT'));
  if (!before?.verdict) return undefined;
  const reject = `${log.rel}:L${before.verdict.line}`;
  const own = rounds.find((r) => r.n === budget && !r.verdict?.word.startsWith('ABORT'));
  const section = own ? `${log.rel}:L${own.line}` : undefined;
  // Past the budget the log's own section of round k shows where it stood; a later round's artefact only implies it.
  const work = n > budget ? (section ?? roundWorkAt(model, budget)) : (roundWorkAt(model, budget) ?? section);
  const stamp = stampOf(log.line(before.verdict.line)) ?? stampOf(log.line(before.line));
  const ownStamp = own?.verdict && (stampOf(log.line(own.verdict.line)) ?? stampOf(log.line(own.line)));
  // Past the budget, an escalation after round k's verdict is a later round's; a round k dated before round k - 1's REJECT dates nothing.
  const dated = ownStamp && (!stamp || notLater(stamp, ownStamp)) ? { stamp: ownStamp } : {};
  const end = n > budget && own?.verdict ? { round: budget, line: own.verdict.line, ...dated } : undefined;
  // The user's answer to it shows the escalation was made, where the files record only that.
  const at = escalationLine(model, before.verdict.line, stamp, true, end);
  const escalation = at && `${at.doc.rel}:L${at.line}`;
  // "Wait for explicit «продолжаем» or «пересматриваем scope»": what the user answered, where the files hold it.
  const answer = at && preFinalAnswer(model, at.doc, at.line, { rejectLine: before.verdict.line, ...(stamp ? { stamp } : {}), ...(own ? { roundLine: own.line } : {}) });
  return { reject, rejectLine: before.verdict.line, ...(escalation ? { escalation } : {}), ...(answer ? { answer } : {}), ...(work ? { work } : {}) };
}
