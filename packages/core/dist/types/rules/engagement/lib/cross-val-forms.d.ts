import { LetterRegex, type Letters } from '../../../packages/core/src/kit.js';
/** `dev-backend.md L42: "returns 201"`, optionally `executor-reports/`-prefixed, straight or curly quotes. */
export declare const CITATION: LetterRegex;
/**
 * The protocol reading. A verbatim quote may be written in any QUOTE form, in emphasis or not. The
 * report may be named in backticks or by a markdown link (`[text](target)`, named by its text or its
 * target), the line written `L16`, `l16`, `:16` or as a range `L16-17`, and the colon before the quote
 * left out: a quote cited so is checked like the rest, never passed over.
 * Groups: 1 file, 2 link text, 3 link target, 4 line, 5 range end, 6-12 the quote.
 */
export declare const PROTOCOL_CITATION: LetterRegex;
/**
 * The protocol reading: a further quote of the same report and line, right after a citation read (at
 * its end), joined by `,`, `;`, `/`, `and` or `, and` (`L16: 'a', 'b'`). Group 1 is what precedes it (and its emphasis).
 */
export declare const FURTHER_QUOTE: LetterRegex;
/** The quote of a match of PROTOCOL_CITATION or FURTHER_QUOTE, whose quote groups start at `first`. */
export declare const quoteOf: (m: RegExpMatchArray, first: number) => string;
/**
 * The protocol reading: a citation of a report by an absolute or home path (`/tmp/x/dev-backend.md
 * L11: "…"`, `~/r.md L2: "…"`), which the reference's pattern does not take for one: it names no
 * report of the engagement, so its quote is checked against nothing. It starts where a path can (not after `~`, or
 * a cell of `/~/~/~…` would be read from each of its slashes).
 */
export declare const OUTSIDE_CITATION: LetterRegex;
/** What every match of QUOTED_AFTER_REPORT holds; every match of PROTOCOL_CITATION holds it or a link's `](`. */
export declare const REPORT_NAME: string[];
export declare const REPORT_OR_LINK: string[];
/**
 * The next match of the g regex `re` in `text` from its lastIndex, every match of which holds one of `needles`: null,
 * lastIndex back at 0, where none is left, so a long line whose citations all come first is not read to its end.
 * `re` is run itself (no copy per line, as matchAll makes): start it at 0, and run it nowhere else while reading.
 */
export declare function execHolding(re: RegExp, text: string, needles: readonly string[]): RegExpExecArray | null;
/**
 * Reports named with a quoted string after them that no read citation covers, each once, by the column
 * of the name; `quote` when the words between them give no line and the quote closes in its cell.
 */
export declare function unreadCitations(text: string, read: Array<[number, number]>, inTable: boolean, letters?: Letters): Array<{
    name: string;
    column: number;
    quote?: string;
}>;
/**
 * The protocol reading: where a "…" quote whose regex match closed at the mark `close` ends. A mark that opens an
 * inner quote rather than closing this one (`"Returns 200 and {"id": 1}"`: the `"` of `{"id`) does not end it: the
 * quote runs on, inner quotes paired, to the mark that closes it, never past its line or table cell (an unescaped
 * `|`), and an escaped `\"` is no mark. `close` itself when that mark ends it or none is found within QUOTE_REACH.
 */
export declare function quoteEnd(text: string, close: number, inTable: boolean): number;
/** Markdown escapes rendered: a backslash before ASCII punctuation (`\"`, `\*`, `\|`) shows the mark alone. */
export declare const rendered: (quote: string) => string;
