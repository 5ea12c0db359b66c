// "Silence is NOT consent": an entry under `## Dangerous-op user OK` that records the user's silence (told and
// did not object, no reply within 24 h, implied consent) in place of the user's own words grants nothing. The
// user's words are a quotation or a `> ` blockquote holding an approval, a `User:` answer approving, or the user
// named as the one who approved ("user approved in chat", "approved by the user"): an entry holding one stands,
// whatever else it says ("Yes, go ahead" / "ops did not object"). Every pattern reads a bounded stretch: linear.
import { LetterRegex, SPEAKER_LABEL } from '@engagement-lint/core/kit';

type Line = { line: number; text: string };

const NOT_LETTER = String.raw`(?:^|[^\p{L}\p{N}_])`;
const END = String.raw`(?![\p{L}\p{N}_])`;

/** What records no answer, or an answer inferred from none. */
export const SILENCE = new LetterRegex(
  [
    // "did not object", "nobody objected", "has not replied", "never said no", "did not push back".
    String.raw`\b(?:did\s{1,3}not|didn['’]t|has\s{1,3}not|hasn['’]t|have\s{1,3}not|haven['’]t|had\s{1,3}not|hadn['’]t|never|no\s{1,3}one|nobody)\s{1,3}(?:(?:yet|once|even|explicitly)\s{1,3})?(?:object(?:ed)?|respond(?:ed)?|repl(?:y|ied)|answer(?:ed)?|react(?:ed)?|push(?:ed)?\s{1,3}back|veto(?:ed)?|say\s{1,3}no|said\s{1,3}no|raised?\s{1,3}(?:an?\s{1,3}|any\s{1,3})?objections?)\b`,
    // "no objection within 24 h", "no reply received", "raised no objection", "without any reply".
    String.raw`\bno\s{1,3}(?:objections?|pushback|response|reply|replies|answer|veto)\s{1,3}(?:(?:was|were|has\s{1,3}been|have\s{1,3}been)\s{1,3})?(?:received|raised|heard|came|given|made|within|in\s{1,3}\d|after|by\s{1,3}\d|for\s{1,3}\d|since|so\s{1,3}far|to\s{1,3}date)\b`,
    String.raw`\b(?:raised|received|heard|got|had|made|gave|sent)\s{1,3}no\s{1,3}(?:objections?|pushback|response|reply|answer)\b`,
    String.raw`\bwithout\s{1,3}(?:any\s{1,3}|an?\s{1,3})?(?:reply|response|answer)\b`,
    // "silence", "remained silent", "implied consent", "deemed approved", "taken as approval", "lazy consensus";
    // not the protocol's own "silence is not consent".
    String.raw`\bsilen(?:ce|t|tly)\b(?!\s{1,3}(?:is|was|=|≠)\s{0,3}(?:not|no|never)?\s{0,3}(?:consent|an?\s{1,3}ok|approval)\b|\s{0,3}(?:≠|!=))`,
    String.raw`\b(?:implied|implicit(?:ly)?|tacit(?:ly)?|presumed|assumed|deemed|taken\s{1,3}as|treated\s{1,3}as|counted\s{1,3}as)\s{1,3}(?:(?:an?|the|as)\s{1,3})?(?:consent|approv(?:al|ed)|ok(?:ay|['’]?d)?|agree(?:d|ment)|accept(?:ed|ance)|go[- ]ahead|sign[- ]off)\b`,
    String.raw`\blazy\s{1,3}consensus\b`,
    // «не возразил», «никто не возражал», «промолчал», «возражений не поступило», «ответа не было», «молчание».
    String.raw`${NOT_LETTER}(?:(?:никто\s{1,3})?не\s{1,3}(?:возразил|возражал|ответил|отреагировал)|промолчал)[\p{L}]{0,3}${END}`,
    // «ответа не дал», «не дал ответа», «оставил без ответа».
    String.raw`${NOT_LETTER}(?:возражений|ответа|реакции)\s{1,3}не\s{1,3}(?:было|поступило|последовало|получено|получили|пришло|дал[аи]?|дождал[\p{L}]{0,4})${END}`,
    String.raw`${NOT_LETTER}(?:не\s{1,3}дал[аи]?\s{1,3}(?:никакого\s{1,3})?ответа|без\s{1,3}ответа)${END}`,
    String.raw`${NOT_LETTER}(?:молчани|молчалив)[\p{L}]{0,4}${END}`,
  ].join('|'),
  'iu',
);

/** What grants, in the user's own words. */
const APPROVAL = String.raw`(?:yes|yep|yeah|ok|okay|approved?|go\s{1,3}ahead|granted|confirmed|lgtm|sure|do\s{1,3}it|ship\s{1,3}it|drop\s{1,3}it|no\s{1,3}objections?|да|ок|давай[\p{L}]{0,4}|одобр[\p{L}]{0,6}|разреш[\p{L}]{0,6}|соглас[\p{L}]{0,6}|подтвер[\p{L}]{0,6}|можно|удаляй[\p{L}]{0,4}|выкатывай[\p{L}]{0,4}|не\s{1,3}возражаю|нет\s{1,3}возражений)${END}`;
const WHO = String.raw`(?:user|client|customer|пользовател[\p{L}]{0,4}|заказчик[\p{L}]{0,3}|клиент[\p{L}]{0,3})`;
const GRANTED = String.raw`(?:approved|approves|ok['’]?d|okayed|confirmed|agreed|granted|authori[sz]ed|said\s{1,3}(?:yes|ok|go)|gave\s{1,3}(?:the\s{1,3}|an?\s{1,3})?(?:ok|go[- ]ahead|approval|consent)|одобрил[\p{L}]{0,2}|разрешил[\p{L}]{0,2}|подтвердил[\p{L}]{0,2}|согласил[\p{L}]{0,4}|согласовал[\p{L}]{0,2}|дал[\p{L}]{0,2}\s{1,3}(?:ок|добро|согласие))${END}`;
/** The user's words: a quotation or a speaker's answer approving, or the user named as the one who approved. */
const USER_WORDS = new LetterRegex(
  [
    // A quotation holding an approval: «Да, удаляйте», "Yes, drop legacy_status" (a plain ' is an apostrophe).
    String.raw`[«“„"‘]\s{0,4}(?:[^«»“”„"‘’\n]{0,200}?[^\p{L}\p{N}_])?${APPROVAL}`,
    // "User: yes", "Пользователь (чат 11:44): да".
    String.raw`${NOT_LETTER}${SPEAKER_LABEL}\s{0,4}[*_«“„"‘']{0,3}\s{0,4}${APPROVAL}`,
    // "user approved in chat", "user OK in chat 09:38", "пользователь одобрил", "approved by the user".
    String.raw`${NOT_LETTER}${WHO}\s{1,3}ok(?:['’]?d)?\s{1,3}(?:via|in|on|over|at|by\s{1,3}(?:chat|mail|e-?mail|phone|slack|call))${END}`,
    String.raw`${NOT_LETTER}${WHO}\s{0,4}(?:\([^()\n]{0,80}\)\s{0,4})?(?:(?:has|have|explicitly|явно)\s{1,3})?${GRANTED}`,
    String.raw`\b(?:approved|ok['’]?d|confirmed|authori[sz]ed|granted|signed\s{1,3}off)\s{1,3}by\s{1,3}(?:the\s{1,3})?(?:user|client|customer)\b`,
    String.raw`${NOT_LETTER}(?:одобрено|разрешено|согласовано|подтверждено)\s{1,3}(?:пользовател|заказчик|клиент)`,
  ].join('|'),
  'iu',
);
/** A `> ` blockquote line, after an optional list marker: the user's words quoted as a block. */
const BLOCKQUOTE = /^\s{0,12}(?:(?:[-*+]|\d{1,9}[.)])\s{1,12})?>/;
const BLOCK_APPROVAL = new LetterRegex(`${NOT_LETTER}${APPROVAL}`, 'iu');

/** Whether a line records the user's silence. */
export function recordsSilence(text: string): boolean {
  return SILENCE.for(text).test(text);
}

function userWords(text: string): boolean {
  return USER_WORDS.for(text).test(text) || (BLOCKQUOTE.test(text) && BLOCK_APPROVAL.for(text).test(text));
}

/**
 * The line of an entry recording the user's silence, and the words that say so, when no line of the entry
 * holds the user's words granting it; undefined otherwise.
 */
export function silentConsent(entry: readonly Line[]): { line: number; words: string } | undefined {
  let silent: { line: number; words: string } | undefined;
  for (const l of entry) {
    if (userWords(l.text)) return undefined;
    if (silent) continue;
    const m = SILENCE.for(l.text).exec(l.text);
    if (m) silent = { line: l.line, words: m[0].replace(/^[^\p{L}]+/u, '') };
  }
  return silent;
}
