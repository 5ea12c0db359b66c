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
