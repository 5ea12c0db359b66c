/**
 * Refusals and deferrals in an entry of scope-sync.md's `## Dangerous-op user OK` section, told apart
 * from the riders of an approval. An answer that opens with an approval ("Yes, publish 2.3.0; do not
 * deploy the docs site yet", «Да, публикуй. Анонс делать не надо») grants the operation: a deferral
 * after it ("do not …", "wait for …", «не надо») speaks of something else or sets a condition, unless it
 * stands as a sentence of its own ("Do not deploy.", «Не выкатывай пока.»). An outright refusal
 * (REFUSED, declined, not approved, отказ, запрещаю, не разрешаю) refuses wherever it stands. "No need
 * to wait", "no need to hold off", "won't wait" refuse nothing.
 */
import { LetterRegex } from '../letters.js';

type Line = { line: number; text: string };

/** Refusals that no approval before them undoes. An answer still awaited ("not answered", «ответа пока нет») is a question, read in validation.ts. */
const OUTRIGHT = new LetterRegex(
  String.raw`\b(?:refused?|refuses|declined?|denied|rejected|vetoed|not\s{1,3}(?:yet\s{1,3})?(?:ok|okay|approved|authori[sz]ed|allowed|granted|confirmed)|no-go)\b|(?:^|[^\p{L}])(?:отказ|отклон|запрещ|не\s{1,3}(?:разреш|одобр|соглас))`,
  'iu',
);
/** The verbs a "do not" / "не" defers. */
const VERBS = String.raw`(?:deploy|ship|run|push|publish|release|drop|delete|truncate|rotate|destroy|proceed|do\s{1,3}(?:it|that|this))`;
/**
 * A refusal or a deferral opening an answer besides "no" / «нет» (read where the answer opens, as "No" is, in
 * validation.ts): "Not now — after the audit.", "Not yet.", "Not today", "Absolutely not". Only with the sentence's
 * punctuation or its end after it: "Not yet run; it runs at 18:00" is a note.
 */
export const NOT_NOW = String.raw`(?:(?:absolutely|definitely|certainly|of\s{1,3}course)\s{1,3}not|not\s{1,3}(?:now|yet|today|at\s{1,3}(?:this\s{1,3}(?:time|point|stage)|the\s{1,3}moment)|this\s{1,3}(?:week|time|sprint|release)))(?=\s{0,3}(?:[.,;:!—–"'»”\x60*_)-]|$))`;
/** "Let's not", "better not", "I'd rather not": a refusal, unless it rides on an approval ("Yes, but let's not touch the docs"). */
const LETS_NOT = String.raw`let['’]?s\s{1,3}not|let\s{1,3}us\s{1,3}not|better\s{1,3}not|(?:i|we)['’]?d\s{1,3}rather\s{1,3}not`;
const RU_VERBS = String.raw`(?:выкатыва[\p{L}]{0,6}|деплой[\p{L}]{0,6}|запуска[\p{L}]{0,6}|публику[\p{L}]{0,6}|пуш[\p{L}]{0,6}|дропа[\p{L}]{0,6})`;
/** Deferrals: an answer holding only these, with no approval, is no OK. */
const DEFERRAL = new LetterRegex(
  String.raw`\b(?:hold\s{1,3}off|on\s{1,3}hold|postponed?|${LETS_NOT})\b|\b(?:do\s{1,3}not|don[’']t|never)\s{1,3}${VERBS}\b|\bwait\s{1,3}(?:for|until)\b|(?:^|[^\p{L}])(?:отлож|повремен|нельзя|подожд[\p{L}]{0,6}\s{1,3}(?:до|пока)|не\s{1,3}(?:${RU_VERBS}|сейчас|надо(?![\p{L}])(?!\s{1,3}(?:ждать|беспоко|волнова|боять|спрашива))))`,
  'giu',
);
/** A deferral negated: "no need to wait", "no need to hold off", "won't wait", «ждать не надо». Masked before reading. */
const NEGATED_DEFERRAL = new LetterRegex(
  String.raw`\b(?:no\s{1,3}need\s{1,3}to|needn[’']?t|(?:do\s{1,3}not|don[’']?t|doesn[’']?t)\s{1,3}(?:need|have)\s{1,3}to|won[’']?t|will\s{1,3}not|no\s{1,3}(?:reason|point)\s{1,3}to|not\s{1,3}going\s{1,3}to|can[’']?t|cannot)\s{1,3}(?:wait|hold\s{1,3}off)\b|(?:^|[^\p{L}])(?:ждать\s{1,3}не\s{1,3}(?:надо|нужно|стоит)|нечего\s{1,3}ждать)`,
  'giu',
);
/**
 * An approval opening an answer: at the start of the line, after a colon, a dash, a quotation mark, a
 * table bar or a sentence's end. "go", "fine" and "sure" only standing alone ("Go.", "Sure, …"), not "go live".
 */
const APPROVAL_OPENING = new LetterRegex(
  String.raw`(?:^|[:—–«“„"'‘.!;|(])[\s*_>«“„"'‘\x60-]{0,8}(?:(?:yes|yep|yeah|ok|okay|approved?|go\s{1,3}ahead|ship\s{1,3}it|lgtm|granted|да|ага|ок|окей|можно|одобр[\p{L}]{0,8}|разреш[\p{L}]{0,8}|соглас[\p{L}]{0,8}|подтвержд[\p{L}]{0,8}|выкатыва[\p{L}]{0,4}|выкатите|публикуй(?:те)?|пушь(?:те)?|запускай(?:те)?|давай(?:те)?|вперёд|вперед)(?![\p{L}\p{N}_-])|(?:go|fine|sure)(?=\s{0,3}(?:[.!,;—–"»”'|]|$)))`,
  'iu',
);
/**
 * A speaker or answer label opening a user's answer ("User:", "Пользователь (чат 11:44):", "A:", «Ответ:»,
 * "User said —"), emphasis marks aside: the one reading of it for the OK section (danger-answers joins
 * such an entry to the operation above it). Each part is bounded: linear.
 */
export const SPEAKER_LABEL = String.raw`[*_]{0,2}(?:user|client|customer|a|answer|reply|response|пользовател[\p{L}]{0,4}|юзер|заказчик[\p{L}]{0,3}|клиент[\p{L}]{0,3}|ответ[\p{L}]{0,3})(?![\p{L}\p{N}_-])(?:\s{0,4}\([^()\n]{0,80}\))?(?:\s{1,4}(?:said|answered|replied|wrote|ответил[аи]?|сказал[аи]?|написал[аи]?))?[*_]{0,2}\s{0,4}[:—–]`;
/** A line that answers in its own right: a blockquote, or a speaker or answer label opening it. */
const ANSWER_LINE = new LetterRegex(String.raw`^\s{0,12}(?:(?:[-*+]|\d{1,9}[.)])\s{1,12})?(?:>|${SPEAKER_LABEL})`, 'iu');
/**
 * A sentence that is the deferral and nothing else ("Do not deploy.", "But hold off for now", «Не выкатывай
 * пока»): after an approval it takes the approval back. Anchored and bounded: linear.
 */
const DEFERRAL_ALONE = new LetterRegex(
  String.raw`^[\s"'«»“”„‘’*_—–,-]{0,8}(?:(?:but|actually|wait|just|please|then|and|so|no|хотя|но|а|и|просто|пожалуйста|нет)[\s,—–-]{1,4}){0,3}(?:(?:do\s{1,3}not|don[’']t|never)\s{1,3}${VERBS}|(?:${LETS_NOT})(?:\s{1,3}${VERBS})?|hold\s{1,3}off|wait|не\s{1,3}(?:${RU_VERBS}|сейчас|надо|нужно)|подожд[\p{L}]{0,6}|повремен[\p{L}]{0,6}|отлож[\p{L}]{0,6}|нельзя)(?:[\s,]{1,3}(?:it|this|that|now|yet|today|for\s{1,3}now|пока|сейчас|сегодня|это|его|please|пожалуйста)){0,2}[\s"'«»“”‘’*_)]{0,8}$`,
  'iu',
);
/** How far a sentence around a deferral is looked for: a longer one holds more than the deferral. */
const SENTENCE_REACH = 160;
const SENTENCE_END = /[.!?;|]/;

const matches = (re: LetterRegex, text: string) => re.for(text).test(text);

/** The text with its negated deferrals blanked, same length. */
function masked(text: string): string {
  return text.replace(NEGATED_DEFERRAL.for(text), (m) => ' '.repeat(m.length));
}

/** Where an approval opens an answer on the line, or -1. */
function approvalAt(text: string): number {
  return APPROVAL_OPENING.for(text).exec(text)?.index ?? -1;
}

/** Whether the sentence around `at` (within SENTENCE_REACH either side) is the deferral alone. */
function standsAlone(text: string, at: number, end: number): boolean {
  const before = text.slice(Math.max(0, at - SENTENCE_REACH), at);
  let start = -1;
  for (let i = before.length - 1; i >= 0; i--) if (SENTENCE_END.test(before[i]!)) { start = i; break; }
  if (start < 0 && at > SENTENCE_REACH) return false;
  const after = text.slice(end, end + SENTENCE_REACH);
  const stop = after.search(SENTENCE_END);
  if (stop < 0 && end + SENTENCE_REACH < text.length) return false;
  const sentence = before.slice(start + 1) + text.slice(at, end) + (stop < 0 ? after : after.slice(0, stop));
  return matches(DEFERRAL_ALONE, sentence);
}

/**
 * The indexes of the entry's lines that refuse or defer its operation: an outright refusal anywhere; a
 * deferral unless an approval opens an answer before it on its line, on an earlier line when its own
 * line is no answer of its own (a note: "Window: wait for 18:00"), or on a later line (the answer to an
 * "asked whether to wait for Monday") — and even after an approval, a deferral standing as a sentence
 * of its own.
 */
export function refusingLines(entry: readonly Line[]): Set<number> {
  const texts = entry.map((l) => masked(l.text));
  const opens = texts.map(approvalAt);
  const out = new Set<number>();
  texts.forEach((t, i) => {
    if (matches(OUTRIGHT, entry[i]!.text)) return void out.add(i);
    const laterAnswer = opens.slice(i + 1).some((o) => o >= 0);
    const earlierAnswer = opens.slice(0, i).some((o) => o >= 0) && !matches(ANSWER_LINE, t);
    const re = DEFERRAL.for(t);
    re.lastIndex = 0;
    for (let m = re.exec(t); m; m = re.exec(t)) {
      if (laterAnswer) break;
      const rider = (opens[i]! >= 0 && opens[i]! < m.index) || earlierAnswer;
      // The Russian alternatives take the character before the word.
      const lead = /^[^\p{L}]/u.test(m[0]) ? 1 : 0;
      if (!rider || standsAlone(t, m.index + lead, m.index + m[0].length)) return void out.add(i);
    }
  });
  return out;
}

/**
 * An OK that waits on someone else's act ("only after legal signs off", "once security approves", "pending legal
 * review", «только после согласования с юристами»): until the entry records it done ("legal signed off 11:00"), the
 * user has not consented yet. A time or a technical gate ("wait for Monday", "once CI is green") is no such condition.
 */
/** Someone's act, as a verb ("signs off", "approves") or as a noun ("sign-off", "approval", "review", "audit"). */
const ACT_VERB = String.raw`(?:signs?\s{1,3}off|approves?|okays?|ok['’]s|clears?\s{1,3}it|reviews?\s{1,3}it|(?:is|are|gets?)\s{1,3}(?:approved|signed\s{1,3}off|cleared|done|complete|finished|over))`;
const ACT_NOUN = String.raw`(?:sign-?off|approval|clearance|review|audit)`;
const WORDS_BEFORE = String.raw`(?:(?:the|our|their|a|an)\s{1,3})?(?:[\p{L}\p{N}'’-]{1,30}\s{1,3}){0,3}?`;
const RU_VERB = String.raw`(?:соглас(?:ят|ует|уют)|одобр(?:ят|ит)|подпиш(?:ут|ет)|провер(?:ят|ит))`;
const RU_NOUN = String.raw`(?:согласовани[\p{L}]{0,2}|одобрени[\p{L}]{0,2}|аудит[\p{L}]{0,2}|ревью|подписани[\p{L}]{0,2}|проверк[\p{L}]{0,2})`;
/** The condition: "only after", "once", "pending", "subject to", "until", "when" before the act; a plain "after" before a verb ("after legal signs off"). */
const CONDITION = new LetterRegex(
  [
    String.raw`\b(?:only\s{1,3}after|once|pending|subject\s{1,3}to|until|when)\s{1,3}${WORDS_BEFORE}(?:${ACT_VERB}|${ACT_NOUN})(?![\p{L}\p{N}_])`,
    String.raw`\bafter\s{1,3}${WORDS_BEFORE}${ACT_VERB}(?![\p{L}\p{N}_])`,
    String.raw`(?:^|[^\p{L}])(?:только\s{1,3}после|пока\s{1,3}не)\s{1,3}(?:[\p{L}-]{1,30}\s{1,3}){0,3}?(?:${RU_NOUN}|${RU_VERB})(?![\p{L}])`,
    String.raw`(?:^|[^\p{L}])(?:после\s{1,3}того,?\s{1,3}как|когда)\s{1,3}(?:[\p{L}-]{1,30}\s{1,3}){0,3}?${RU_VERB}(?![\p{L}])`,
  ].join('|'),
  'iu',
);
/** The act recorded as done: "signed off", "sign-off received", "audit passed", «согласовано». Not "not signed off yet". */
const MET = new LetterRegex(
  String.raw`(?<!\bnot\s{1,3}(?:yet\s{1,3})?)\b(?:signed\s{1,3}off|sign-?off\s{1,3}(?:received|given|obtained|done)|(?:audit|review)\s{1,3}(?:passed|done|completed?|finished|closed)|cleared)\b|(?:^|[^\p{L}])(?:согласовано|одобрено|подписано)(?![\p{L}])`,
  'iu',
);
/** Where the user's answer starts on a line: after a speaker label, a quotation mark or an approval opening it (-1: none). */
const ANSWER_START = new LetterRegex(String.raw`(?<![\p{L}\p{N}_])${SPEAKER_LABEL}|[«“„"]`, 'iu');
function answerFrom(text: string): number {
  if (/^\s{0,12}(?:(?:[-*+]|\d{1,9}[.)])\s{1,12})?>/.test(text)) return 0;
  const label = ANSWER_START.for(text).exec(text);
  const opening = approvalAt(text);
  const at = [label ? label.index : -1, opening].filter((i) => i >= 0);
  return at.length ? at.reduce((a, b) => Math.min(a, b)) : -1;
}

/** The index of the entry's line whose answer grants the operation only on someone else's act not recorded as done, or -1. */
export function pendingConditionLine(entry: readonly Line[]): number {
  if (entry.some((l) => matches(MET, l.text))) return -1;
  return entry.findIndex((l) => {
    const from = answerFrom(l.text);
    return from >= 0 && matches(CONDITION, l.text.slice(from));
  });
}
