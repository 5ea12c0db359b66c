// The user's answer to the pre-final-iteration escalation: "before starting the last allowed iteration, escalate to user
// with current blockers. Wait for explicit «продолжаем» or «пересматриваем scope»". Only an explicit go lets the last
// round start; «пересматриваем scope» lets it start once the criteria have changed.
import type { EngagementModel, MarkdownDoc } from '@engagement-lint/core/kit';
import { headingBefore, notLater, stampOf, type Stamp } from './go-ahead-rounds.js';
import { othersLabel, readsAsGoAhead, takenBackBy } from './go-ahead-words.js';

/**
 * The sentences of a line (split at `.`, `;`, `!`, `?`, and closing quotes after one, before a blank and at the end),
 * each with whether it asks: the escalation template's «Продолжать ещё круг или пересмотреть scope / criteria?» is
 * the question, not the user's answer.
 */
export function sentences(text: string): Array<{ text: string; question: boolean }> {
  const parts = text.split(/([.;!?])["'»”’)]*(?=\s|$)/);
  const out: Array<{ text: string; question: boolean }> = [];
  for (let i = 0; i < parts.length; i += 2) out.push({ text: parts[i]!, question: parts[i + 1] === '?' });
  return out;
}

export interface PreFinalAnswer {
  /** `go`: an explicit go-ahead; `revise`: «пересматриваем scope»; `hold`: anything else the user answered. */
  kind: 'go' | 'revise' | 'hold';
  doc: MarkdownDoc;
  line: number;
  /** The answer as written, shortened. */
  quote: string;
  /** For `revise`: where a change of the criteria is recorded after it, if anywhere. */
  changed?: string;
}

/** A line that gives the user's words: "User (…): …", «Пользователь: …», «Заказчик (чат): …», "Answer: …". */
const USER_LABEL =
  /^[\s>*_-]{0,8}(?:\d{4}-\d\d-\d\d(?:[ T]\d\d:\d\d)?\s{0,3}[—–-]\s{0,3})?(?:\*\*)?(?:user|human|client|customer|пользовател[ьяю]|заказчик[аи]?|клиент[аы]?|(?:the\s{1,3})?(?:user['’]s\s{1,3})?(?:answer|reply|response)|ответ(?:\s{1,3}(?:пользователя|заказчика|клиента))?)(?:\s{0,3}\([^()\n]{0,60}\))?(?:\*\*)?\s{0,3}[:：—–]/i;
/** The protocol's other answer: «пересматриваем scope», «пересмотрим критерии», "revise the scope", "criteria to be revised". */
const REVISE =
  /(?<![а-яё])(?:пересматриваем|пересмотрим|пересмотрите|пересмотреть)\s{1,3}(?:scope|скоуп|объ[её]м|критери|criteria)|\brevis(?:e|ing)\s{1,3}(?:the\s{1,3})?(?:scope|criteria)\b|\b(?:scope|criteria)\s{1,3}(?:(?:is|are)\s{1,3})?(?:to\s{1,3}be\s{1,3})?revised\b/i;
/** A revision refused: «не пересматриваем scope», "don't revise the scope". */
const NOT_REVISE = /(?<![а-яё])не\s{1,3}(?:пересматр|пересмотр)|\b(?:not|don['’]t|never)\s{1,3}revis/i;
/**
 * What holds the round back, in a line that reports the user's words: "wait", "don't start yet", "let me think",
 * «подождите», «подумаю», «пока не начинайте».
 */
const HOLD =
  /\b(?:wait|hold\s{1,3}off|hold\s{1,3}on|not\s{1,3}yet|let\s{1,3}me\s{1,3}think|(?:don['’]t|do\s{1,3}not)\s{1,3}start)\b|(?<![а-яё])(?:подожд|погод|подума|не\s{1,3}начина|не\s{1,3}продолжа|пока\s{1,3}не(?![а-яё])|стоп(?![а-яё]))/i;
const NAMES_USER = /\b(?:user|client|customer)\b|(?<![а-яё])(?:пользовател|заказчик|клиент)/i;
/**
 * A change of the criteria recorded: "crit-2 revised", "criteria.md updated", «crit-2 переформулирован», «критерии
 * изменены»; not "criteria unchanged", «без изменений».
 */
const ABOUT_CRITERIA = /\bcrit-\d{1,4}\b|criteri|критери|\bscope\b|done[- ]when/i;
const CHANGED =
  /\b(?:revised|(?<!un)changed|updated|rewritten|reworded|rephrased|narrowed|dropped|removed|relaxed|amended|split|replaced|re-?frozen)\b|(?<![а-яё])(?:измен[её]н|изменил|уточн[её]н|уточнил|пересмотрен|переформулир|убран|убрал|сужен|сузил|обновл[её]н|обновил|смягч[её]н|исключ[её]н|разбит|заменен|заменён)/i;
const UNCHANGED = /\b(?:unchanged|not\s{1,3}(?:been\s{1,3})?(?:changed|revised|updated)|no\s{1,3}changes?)\b|без\s{1,3}изменени|не\s{1,3}(?:менял|изменял|измен[её]н|пересматрива)/i;

/** How a line answers, if it is the user's answer at all. */
function readLine(text: string): PreFinalAnswer['kind'] | undefined {
  if (othersLabel(text) !== undefined) return undefined;
  let go = false;
  let held = false;
  for (const { text: x, question } of sentences(text)) {
    // The escalation's own question («Продолжать ещё круг или пересмотреть scope?») asks; it answers nothing.
    if (question) continue;
    if (REVISE.test(x) && !NOT_REVISE.test(x)) return 'revise';
    if (readsAsGoAhead(x, false, false)) {
      if (takenBackBy(x) === undefined) go = true;
      else held = true;
    } else if (HOLD.test(x)) held = true;
  }
  if (go && !held) return 'go';
  // A labelled answer of the user's that neither goes on nor revises, or a report of the user holding the round.
  if (USER_LABEL.test(text) || (held && NAMES_USER.test(text))) return 'hold';
  return undefined;
}

/** Where a change of the criteria is recorded after the answer: in the document below it, else anywhere dated after the REJECT. */
function criteriaChange(model: EngagementModel, answer: { doc: MarkdownDoc; line: number }, round: { stamp?: Stamp; roundLine?: number }): string | undefined {
  const change = (text: string) => ABOUT_CRITERIA.test(text) && CHANGED.test(text) && !UNCHANGED.test(text) && readLine(text) === undefined;
  for (const doc of [model.scopeSync, model.acceptanceLog, model.criteria]) {
    if (!doc) continue;
    for (const { line, text } of doc.bodyLines()) {
      if (doc === model.acceptanceLog && round.roundLine !== undefined && line >= round.roundLine) break;
      if (!change(text)) continue;
      const below = doc === answer.doc && line > answer.line;
      const heading = headingBefore(doc, line);
      const at = stampOf(text) ?? (heading && heading.level > 1 ? stampOf(heading.text) : undefined);
      const dated = doc !== answer.doc && at !== undefined && round.stamp !== undefined && notLater(round.stamp, at);
      if (below || dated) return `${doc.rel}:L${line}`;
    }
  }
  return undefined;
}

/**
 * The user's answer to the escalation at `doc`'s line `line`: the last answer from that line to the end of its section
 * (in acceptance-log.md, not past the heading of the last allowed round). Undefined when the files record none.
 */
export function preFinalAnswer(model: EngagementModel, doc: MarkdownDoc, line: number, round: { rejectLine: number; stamp?: Stamp; roundLine?: number }): PreFinalAnswer | undefined {
  const heading = headingBefore(doc, line);
  let end = heading ? doc.sectionOf(heading).end : doc.lines.length;
  if (doc === model.acceptanceLog && round.roundLine !== undefined && round.roundLine > line) end = Math.min(end, round.roundLine - 1);
  let found: PreFinalAnswer | undefined;
  for (const ref of doc.linesOf({ start: line, end }, { skipFenced: true })) {
    const kind = readLine(ref.text);
    if (!kind) continue;
    const t = ref.text.trim().replace(/^(?:[-*>]\s{1,3})+/, '');
    found = { kind, doc, line: ref.line, quote: t.length > 120 ? `${t.slice(0, 117)}…` : t };
  }
  if (found?.kind === 'revise') {
    const changed = criteriaChange(model, found, round);
    if (changed) found.changed = changed;
  }
  return found;
}

/** Whether the answer lets the last allowed round start: an explicit go, or a scope revision with the criteria changed after it. */
export function answerGoes(a: PreFinalAnswer): boolean {
  return a.kind === 'go' || (a.kind === 'revise' && a.changed !== undefined);
}

/** Why the answer lets no round start, for a detail or a finding. */
export function whyNoGo(a: PreFinalAnswer): string {
  const where = `${a.doc.rel}:L${a.line}`;
  if (a.kind === 'revise') return `the user's answer at ${where} revises the scope (${a.quote}), and no change of the criteria is recorded after it (scope-sync.md, acceptance-log.md or criteria.md), so the round ran on the criteria as they were`;
  return `the user's answer at ${where} is no go-ahead (${a.quote}): the protocol waits for an explicit «продолжаем» or «пересматриваем scope»`;
}
