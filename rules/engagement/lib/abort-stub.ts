// How verdict-canonical (protocol reading) reads the stub a user's abort leaves: "Floor-holder writes stub
// acceptance-log.md with ### Verdict: ABORTED + verbatim user quote + state snapshot". Whether a quote is
// verbatim, or a snapshot complete, only a reader can tell; what is read is whether the stub holds such lines.
import { acceptanceRoundSpans, verdictsInAnyForm, type MarkdownDoc } from '@engagement-lint/core/kit';

/** What an ABORTED stub lacks, with where the stub is. */
export interface StubGaps {
  /** The round the stub is, when it is under an `## Iteration N` heading. */
  round?: number;
  quote: boolean;
  snapshot: boolean;
  /** The user's words it quotes, when they are scope clarification and no abort ("не уверен, подожди"). */
  clarification?: string;
}

/** Quote marks, each with its closing marks: `«…»`, `“…”`, `„…“`, `"…"`. */
const QUOTES: ReadonlyArray<[string, string]> = [['«', '»'], ['“', '”'], ['„', '“'], ['„', '”'], ['"', '"']];
/** A blockquote line (`> «Стоп, закрываем»`). */
const BLOCKQUOTE = /^[ \t]{0,3}>/;
/** A line labelled as the user's words: `User: …`, `**User (chat, 08:55):** …`, `Quote: …`, `Цитата: …`. Bounded, linear. */
const QUOTE_LABEL = /^[ \t]{0,3}(?:[-*+][ \t]{1,4})?(?:\*\*|__)?(?:user|quote|user quote|пользователь|цитата)\b[^:\n]{0,40}:(?:\*\*|__)?[ \t]{0,4}\S/iu;
/** A line naming who wrote the stub (`Floor-holder: dev-manager`, `Acceptor: dev-manager (Opus)`): no part of the snapshot. */
const AUTHOR_LABEL = /^[ \t]{0,3}(?:[-*+][ \t]{1,4})?(?:\*\*|__)?(?:floor[- ]holder|acceptor|author|written by|director|manager)(?:\*\*|__)?[ \t]{0,3}:(?:\*\*|__)?[ \t]{0,3}[\w.@()-]{1,40}(?:[ \t]{1,3}[\w.@()-]{1,40}){0,2}[ \t]*$/i;
const LETTERS = /\p{L}{2}/u;

/**
 * The text of `text` outside its quoted runs, and whether it has one with words in it. One pass per kind
 * of quote mark, each closing mark looked up once: linear on a line of marks alone.
 */
function quotedRuns(text: string): { quoted: boolean; rest: string } {
  let quoted = false;
  let rest = text;
  for (const [open, close] of QUOTES) {
    let out = '';
    let from = 0;
    for (let i = rest.indexOf(open); i !== -1; i = rest.indexOf(open, from)) {
      const j = rest.indexOf(close, i + 1);
      if (j === -1) break;
      if (LETTERS.test(rest.slice(i + 1, j))) quoted = true;
      out += rest.slice(from, i);
      from = j + close.length;
    }
    rest = out + rest.slice(from);
  }
  return { quoted, rest };
}

/**
 * The user's words the protocol names as an abort ("explicit "стоп / забей / закрой / отменяю / не делай это""), and
 * those it names as none ("NOT triggered by "не уверен / подожди / давай по-другому" (those are scope clarification)"),
 * with their English counterparts. Word stems, so every form is read (`отменяю`, `отмена`; `stopped`).
 */
const ABORT_WORDS =
  /стоп|забей|закр[оы]|отмен|не\s+делай|не\s+надо|хватит|прекра[тщ]|останов|законч|сворач|сверн|\b(?:stop|cancel|abort|kill|scrap|halt|terminate|enough|drop\s+(?:it|this)|close\s+(?:it|this)|forget\s+(?:it|this)|don'?t\s+do|do\s+not\s+do|call\s+it\s+off|pull\s+the\s+plug|shut\s+(?:it\s+)?down|we(?:'re|\s+are)\s+done)/iu;
const CLARIFY_WORDS = /не\s+уверен|подожди|по-другому|\b(?:not\s+sure|unsure|wait|hold\s+on|differently|another\s+way)\b/iu;

/** The stub's lines: its round, else from after the verdict before it (or the top) to the end, comments left out. */
function stubLines(doc: MarkdownDoc, verdictLine: number) {
  const span = acceptanceRoundSpans(doc, 'protocol').find((r) => r.line < verdictLine && verdictLine <= r.end);
  const before = verdictsInAnyForm(doc).filter((v) => v.line < verdictLine).at(-1);
  return doc.linesOf(span ?? { start: Math.max(doc.bodyStart, (before?.line ?? 0) + 1), end: doc.lines.length }, { skipComments: true });
}

/**
 * What the ABORTED stub whose verdict is at `verdictLine` lacks: its round (the `## Iteration N` section
 * holding the verdict), else the log from after the verdict before it (or from the top) to the end. A
 * quote is a blockquote, a line labelled as the user's words, or words in quote marks (the verdict
 * line's own text after its word too); a snapshot is any other line of the stub: not a heading, the
 * verdict, a quote or the stub's author.
 */
export function abortStubGaps(doc: MarkdownDoc, verdictLine: number, verdictEnd: number): StubGaps {
  const span = acceptanceRoundSpans(doc, 'protocol').find((r) => r.line < verdictLine && verdictLine <= r.end);
  const quotes: string[] = [];
  let snapshot = false;
  for (const { line, text } of stubLines(doc, verdictLine)) {
    const own = line === verdictLine ? text.slice(verdictEnd) : text;
    if (!own.trim() || (line !== verdictLine && /^[ \t]{0,3}#{1,6}(?:[ \t]|$)/.test(own))) continue;
    if (BLOCKQUOTE.test(own) || QUOTE_LABEL.test(own)) {
      quotes.push(own);
      continue;
    }
    const runs = quotedRuns(own);
    if (runs.quoted) quotes.push(own);
    if (!AUTHOR_LABEL.test(own) && LETTERS.test(runs.rest)) snapshot = true;
  }
  // Scope clarification and no abort: every quoted run of the user's words holds a hesitation, none a stop.
  const clarification = quotes.some((q) => CLARIFY_WORDS.test(q)) && !quotes.some((q) => ABORT_WORDS.test(q)) ? quotes.map((q) => q.trim()).join(' ') : undefined;
  return { ...(span ? { round: span.n } : {}), quote: quotes.length > 0, snapshot, ...(clarification ? { clarification } : {}) };
}
