// The user's answer to a `## Dangerous-op user OK` entry is often a list item or a paragraph of its own
// below the item naming the operation ("- deploy-prod-direct: production deploy" / "- User: «Нет, …»",
// or a `> ` blockquote after a blank line). Read alone, the naming item holds no answer and passes as
// the OK; the answer below it is what grants or refuses. Only answer-shaped entries are joined (a
// speaker, an answer label, a quotation, a blockquote), up to the next entry naming an operation or a
// heading, so a section's closing note ("Rollback: wait for CI") is no answer to its last operation. An entry
// recording the user's silence ("User was told and did not object within 24 h") stands where the answer would,
// and is joined too: it is what the OK rests on.
import { pushAll, LetterRegex, SPEAKER_LABEL } from '@engagement-lint/core/kit';
import { recordsSilence } from './danger-silence.js';

type Line = { line: number; text: string };

/** A list marker or a blockquote marker opening the line. */
const MARKER = /^\s{0,12}(?:(?:[-*+]|\d{1,9}[.)])\s{1,12})?(?:>\s{0,4}){0,3}/;
/**
 * After the markers: a speaker or an answer label ("User:", "Пользователь (чат 11:44):", "A:", «Ответ:»),
 * a quotation mark, or a named speaker before a colon and a quotation ("Ольга Петрова, chat 11:44: «Нет…»").
 * Each part reads a bounded stretch: linear.
 */
const ANSWER_START = new LetterRegex(String.raw`^(?:[*_]{0,2}[«“„"]|${SPEAKER_LABEL})|^[^«“„"\n]{0,100}:\s{0,4}[*_]{0,2}[«“„"]`, 'iu');

/** Whether an entry reads as the user's answer: a blockquote, a line opening with ANSWER_START, or one recording silence. */
function answerShaped(entry: readonly Line[]): boolean {
  const first = entry[0]?.text ?? '';
  const marker = MARKER.exec(first)![0];
  return marker.includes('>') || ANSWER_START.test(first.slice(marker.length)) || recordsSilence(first);
}

/**
 * The entries of a user-OK section, each naming entry followed by the answer-shaped entries below it
 * that name no operation (`namesOp`), up to the next heading or naming entry. Entries naming nothing
 * stay as they are.
 */
export function entriesWithAnswers(entries: readonly Line[][], namesOp: (entry: readonly Line[]) => boolean): Line[][] {
  const out: Line[][] = [];
  let open: Line[] | undefined;
  for (const e of entries) {
    const heading = /^#{1,6}\s/.test(e[0]?.text ?? '');
    if (heading || namesOp(e)) {
      open = heading ? undefined : [...e];
      out.push(open ?? e);
      continue;
    }
    if (open && answerShaped(e)) pushAll(open, e);
    else {
      // A note between the item and an answer below it ends neither: "- Rollback: …" then "- User: «Нет»".
      out.push(e);
    }
  }
  return out;
}

// An entry's answer is read after a label naming the operation ("- deploy-prod-direct: user answered \"Not now\"").
// The label may name it by its command instead, in a code span or not, or both ("- `fly deploy --prod`: …",
// "- deploy-prod-direct (`fly deploy --prod`): …"): such a line is read a second time with a plain label in that
// head's place, so the answer after it is read as after the id. The line itself is read too: its head's own words
// ("`fly deploy --prod` REFUSED: …") still count.

/** A line's markers and its head, up to the first `:`, `—` or `–` outside a code span; each part bounded: linear. */
const HEAD = /^(\s{0,12}(?:(?:[-*+]|\d{1,9}[.)])\s{1,12})?(?:>\s{0,4}){0,3})((?:`[^`\n]{0,300}`|[^`:—–\n]){1,300})(?=[:—–])/;
/** A head that is a plain label already, as an id is: read after it as it stands. */
const PLAIN_LABEL = /^(?:\*\*)?[\w-]{1,100}\s{0,12}(?:\*\*)?\s{0,12}$/;

/**
 * The entry, each line whose head names an operation (`namesOp`) other than by a plain label followed by
 * the same line with a plain label in the head's place (same line number). Table rows and headings are read
 * as they stand.
 */
export function withLabelsRead(entry: readonly Line[], namesOp: (text: string) => boolean): Line[] {
  const out: Line[] = [];
  for (const l of entry) {
    out.push(l);
    if (/^\s{0,12}[|#]/.test(l.text)) continue;
    const m = HEAD.exec(l.text);
    if (!m || PLAIN_LABEL.test(m[2]!) || !namesOp(m[2]!)) continue;
    out.push({ line: l.line, text: `${m[1]}operation${l.text.slice(m[0].length)}` });
  }
  return out;
}

// Russian answers that refuse or defer with no «нет» in them: «ни в коем случае», «давай не будем», «против»,
// «не удаляйте», «рано, сначала бэкап проверим». Read only in the user's answer (after a speaker or answer label, a
// quotation mark, a `> `), so a note of the team's ("рано утром, в окне") refuses nothing, and only when no approval
// opens the answer before them: «Да, удаляйте, но ни в коем случае не трогайте audit_2025» grants, the words after
// the «да» being a rider. «не против», «ничего не имею против», «не будем ждать» refuse nothing, nor does «не
// удаляйте audit_2025, legacy можно», a table kept beside a grant (the OK's tables are read for it).

/** What waiting or worrying a negation may be about: «не будем ждать» presses on, it holds nothing back. */
const NOT_HOLDING = String.raw`(?:ждать|тянуть|откладывать|медлить|затягивать|тормозить|беспокоиться|волноваться|бояться|переживать|спрашивать)`;
/** Verbs of the operations, as an imperative or an infinitive after «не»: «не удаляйте», «не дропать», «не выкатывай». */
const RU_DO = String.raw`(?:удаля(?:й|йте|ть)|удали(?:те|ть)?|дропа(?:й|йте|ть)|дропни(?:те)?|дропнуть|снос(?:и|ите|ить)|снести|чист(?:и|ите|ить)|очища(?:й|йте|ть)|выкатыва(?:й|йте|ть)|выкати(?:те|ть)?|публику(?:й|йте)|публиковать|опубликовыва(?:й|йте|ть)|запуска(?:й|йте|ть)|запусти(?:те|ть)?|(?:за)?пушь(?:те)?|(?:за)?пушить|(?:за)?деплой(?:те)?|(?:за)?деплоить|с?дела(?:й|йте|ть))`;
/** The refusals, each closing on a word's end; the negated verb is captured. Bounded stretches only: linear. */
const RU_REFUSALS = [
  String.raw`ни\s{1,3}в\s{1,3}коем\s{1,3}случае|ни\s{1,3}за\s{1,3}что`,
  String.raw`(?:давай(?:те)?\s{1,3}|пока\s{1,3}|лучше\s{1,3})?не\s{1,3}(?:будем|стоит|нужно)(?!\s{1,3}${NOT_HOLDING})|лучше\s{1,3}не(?!\s{1,3}${NOT_HOLDING})`,
  String.raw`(не\s{1,3}${RU_DO})`,
  // «рано», «пока рано», «рановато»: closing its clause or before an infinitive («рано удалять»), not «рано утром».
  String.raw`(?:(?:пока|ещ[её]|слишком)\s{1,3})?рано(?:вато)?(?:\s{1,3}(?:ещ[её]|пока))?(?=\s{0,3}(?:[.,;:!?…»”"')—–]|$)|\s{1,3}[\p{L}]{1,20}(?:ть|ться)(?![\p{L}]))`,
].join('|');
const RU_REFUSAL = new LetterRegex(String.raw`(?:^|[^\p{L}\p{N}_])(?:${RU_REFUSALS})(?![\p{L}\p{N}_])`, 'giu');
/** «против» opening the answer ("Пользователь: против", «я категорически против»): «не против» grants. */
const RU_AGAINST = new LetterRegex(String.raw`^[\s"'«“„‘*_]{0,8}(?:(?:я|мы|категорически|решительно|однозначно|пока|тоже|тогда)\s{1,3}){0,2}против(?![\p{L}\p{N}_])`, 'iu');
/** Words that grant: «да», «ок», «можно», «согласен», «удаляйте», «не против», "yes", "go ahead". */
const APPROVALS = String.raw`yes|yep|yeah|ok|okay|approved?|go\s{1,3}ahead|ship\s{1,3}it|lgtm|granted|да|ага|ок|окей|можно|одобр[\p{L}]{0,8}|разреш[\p{L}]{0,8}|соглас[\p{L}]{0,8}|подтвержд[\p{L}]{0,8}|удаля(?:й|йте)|удалите|дропа(?:й|йте)|сносите|выкатыва(?:й|йте)|выкатите|публикуй(?:те)?|запускай(?:те)?|вперёд|вперед|не\s{1,3}(?:против|возражаю)|нет\s{1,3}возражений|давай(?:те)?(?!\s{1,3}не(?![\p{L}]))`;
/** An approval opening the answer or a sentence of it; "go", "fine", "sure" only standing alone. */
const RU_OPENING_APPROVAL = new LetterRegex(
  String.raw`(?:^|[:—–«“„"'‘.!;(])[\s*_«“„"'‘\x60-]{0,8}(?:(?:${APPROVALS})(?![\p{L}\p{N}_-])|(?:go|fine|sure)(?=\s{0,3}(?:[.!,;—–"»”'|]|$)))`,
  'iu',
);
/** An approval anywhere in the answer; not the verb of «не удаляйте». */
const APPROVAL_WORD = new LetterRegex(String.raw`(?:^|[^\p{L}\p{N}_])(?<!(?:^|[^\p{L}\p{N}_])не\s{1,3})(?:${APPROVALS})(?![\p{L}\p{N}_-])`, 'giu');
/** A table's name right after a negated verb: an identifier holding `_`, `.` or a digit («не удаляйте audit_2025»). */
const KEPT_AFTER = new LetterRegex(String.raw`^\s{1,3}(?:(?:таблиц|колонк|столб)[\p{L}]{0,3}\s{1,3})?[\x60"'«“]?[\p{L}\p{N}]{0,60}[_.\d]`, 'iu');
/** The same name right before it («audit_2025 не удаляйте»), read on the few characters before. */
const KEPT_BEFORE = new LetterRegex(String.raw`[_.\d][\p{L}\p{N}_.]{0,60}[\x60"'»”]?\s{1,3}$`, 'iu');
/** Where the user's answer starts on a line: after a speaker or answer label, a quotation mark, or a `> `. */
const ANSWER_AT = new LetterRegex(String.raw`(?<![\p{L}\p{N}_])${SPEAKER_LABEL}|[«“„"]`, 'iu');
const BLOCKQUOTE = /^\s{0,12}(?:(?:[-*+]|\d{1,9}[.)])\s{1,12})?>\s{0,4}/;

/** The answer on a line, from where it starts (undefined: the line holds no answer). */
function answerOn(text: string): string | undefined {
  const quote = BLOCKQUOTE.exec(text);
  if (quote) return text.slice(quote[0].length);
  const m = ANSWER_AT.for(text).exec(text);
  return m ? text.slice(m.index + m[0].length) : undefined;
}

/**
 * Where the user's answer starts on a line (its blockquote's text, its speaker label or its quotation mark), -1 for none;
 * a quotation mark in a code span (`op.drop_table("t")`) opens none.
 */
export function answerStart(text: string): number {
  const quote = BLOCKQUOTE.exec(text);
  if (quote) return quote[0].length;
  const masked = text.replace(/`[^`\n]{0,300}`/g, (m) => ' '.repeat(m.length));
  return ANSWER_AT.for(masked).exec(masked)?.index ?? -1;
}

/** Where the first and the last approval word of a text start (-1: none): each answer is read once for them. */
function approvals(text: string): { first: number; last: number } {
  const re = APPROVAL_WORD.for(text);
  re.lastIndex = 0;
  let first = -1;
  let last = -1;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (first < 0) first = m.index;
    last = m.index;
  }
  return { first, last };
}

/** Whether a negated verb at [start, end) of the answer names a table beside it ("audit_2025"). */
function namesKept(answer: string, start: number, end: number): boolean {
  const after = answer.slice(end, end + 80);
  const before = answer.slice(Math.max(0, start - 80), start);
  return KEPT_AFTER.for(after).test(after) || KEPT_BEFORE.for(before).test(before);
}

/** The line of an entry whose answer refuses or defers in the Russian words above, or undefined. */
export function russianRefusal(entry: readonly Line[]): number | undefined {
  for (const l of entry) {
    const answer = answerOn(l.text);
    if (answer === undefined) continue;
    if (RU_AGAINST.for(answer).test(answer)) return l.line;
    const opening = RU_OPENING_APPROVAL.for(answer).exec(answer)?.index ?? -1;
    let granting: { first: number; last: number } | undefined;
    const re = RU_REFUSAL.for(answer);
    re.lastIndex = 0;
    for (let m = re.exec(answer); m; m = re.exec(answer)) {
      if (opening >= 0 && opening <= m.index) break;
      const end = m.index + m[0].length;
      const start = end - (m[1]?.length ?? 0);
      // A negated verb naming a table, beside a grant, keeps that table: the OK's tables are read for it.
      if (m[1] !== undefined && namesKept(answer, start, end)) {
        granting ??= approvals(answer);
        if ((granting.first >= 0 && granting.first < start) || granting.last >= end) continue;
      }
      return l.line;
    }
  }
  return undefined;
}
