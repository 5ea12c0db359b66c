/**
 * The verdicts of acceptance-log.md in every form the protocol's log takes: the `Verdict: X` lines
 * and the legacy forms (`**ACCEPTED**`, a bare `## Verdict` or `### Verdict` heading, …). A module of its own, below
 * both the acceptance-log rounds and the directive readings, so both read verdicts the one way.
 */
import { withoutClosingHashes, type MarkdownDoc } from '../../markdown/document.js';
import { LetterRegex } from '../../letters.js';
import { firstNotBefore } from '../../sorted.js';
import { TextReadings } from '../../text-readings.js';
import { trimChars } from '../../util.js';

const VERDICT_WORD = new LetterRegex(String.raw`^[\p{L}_-]+`);
/**
 * A mark set before the verdict word (`✅ ACCEPT`, `❌ REJECT — crit-2`, `→ REJECT`): decoration, not
 * the verdict, when a word follows it. Emphasis and code marks are trimMarks' (they keep the column).
 */
const DECORATION = new LetterRegex(String.raw`^[^\p{L}\p{N}\s({[<*_\x60"']{1,8}\s*(?=[\p{L}*_\x60])`);
export interface VerdictLine {
  line: number;
  /** Column where the value starts. */
  column: number;
  /** The value after `Verdict:`, markup stripped. */
  value: string;
  /** Its first word, upper-cased (`ACCEPT`, `REJECT`, `ABORTED`, …). */
  word: string;
  /** What follows the first word. */
  rest: string;
  /** The line of the bare verdict heading or label (`### Verdict`, `**Verdict:**`) this verdict is written under, when it is. */
  under?: number;
}

// Each blank run is matched by one quantifier (markers carry their own trailing blanks), so a long blank line costs linear time;
// the runs before the value are taken whole (`(?!\s)`): given back before a line separator, `.*$` fails again.
export const VERDICT_LINE =
  /^(\s*(?:>\s*)?(?:#{1,6}(?=\s)\s*)?(?:[-*+](?=\s)\s*)?(?:(?:\*\*|__)\s*)?(?:(?:final|director(?:'s)?|manager(?:'s)?)(?=\s)\s*)?verdict\s*(?:(?:\*\*|__)\s*)?[:：—–]\s*(?!\s)(?:(?:\*\*|__)\s*(?!\s))?)(.*)$/i;

/**
 * The blank between the words of a verdict line: any Unicode space (a tab, a no-break space, an em
 * space), as JavaScript's `\s` reads it (Python's `re` reads a no-break space as one too), but no
 * line break. verdict-canonical reads its canonical line with it and acceptance-log-paths its
 * `Verdict: ACCEPT`, under either preset, so a verdict one check reads is one the other reads.
 */
export const VERDICT_BLANK = String.raw`[^\S\n\r]`;
/** The canonical verdict line, `### Verdict: ACCEPT|REJECT|ABORTED`: group 1 runs up to the verdict word, group 2 is the word. */
export const CANONICAL_VERDICT = new RegExp(String.raw`^(###${VERDICT_BLANK}+Verdict:${VERDICT_BLANK}+)(ACCEPT|REJECT|ABORTED)\b`);
/** `Verdict: ACCEPT` anywhere (`### Verdict: ACCEPT`, `Verdict: ACCEPTED`), its words set apart by any blank. One blank run per `Verdict:`: linear. */
const VERDICT_ACCEPT = new RegExp(String.raw`Verdict:${VERDICT_BLANK}+ACCEPT`);

/**
 * Whether a text writes `Verdict: ACCEPT` (the reference's test of an accepted log: case-sensitive,
 * anywhere, `ACCEPTED` too), with the blank between the words read as the canonical line reads it.
 */
export function writesVerdictAccept(text: string): boolean {
  return VERDICT_ACCEPT.test(text);
}

const EDGE_MARK = new Set(['`', '*', '_', '"', "'"]);
/** `s` without the quotes, emphasis marks and blanks at its ends (a loop: an end-anchored regex rescans long runs). */
export function trimMarks(s: string): string {
  const edge = (c: string) => EDGE_MARK.has(c) || /\s/.test(c);
  let a = 0;
  let b = s.length;
  while (a < b && edge(s[a]!)) a++;
  while (b > a && edge(s[b - 1]!)) b--;
  return s.slice(a, b);
}

/** `Verdict: X` lines (any heading level, list item or bold label), outside fences. */
export function verdictLines(doc: MarkdownDoc, range?: { start: number; end: number }): VerdictLine[] {
  const out: VerdictLine[] = [];
  const memo = new TextReadings<Reading>();
  for (const { line, text } of doc.linesOf(range ?? { start: doc.bodyStart, end: doc.lines.length }, { skipFenced: true })) {
    const m = VERDICT_LINE.exec(text);
    if (!m) continue;
    const v = verdictAt(memo, line, text, m[1]!.length, false);
    if (v.value !== '') out.push(v);
  }
  return out;
}

/** The verdict words a template offers as choices. */
const CHOICE = String.raw`(?:ACCEPT(?:ED)?|REJECT(?:ED)?|ABORTED)(?![\p{L}])`;
/** A value that still lists the template's choices: `ACCEPT | REJECT`, `ACCEPT / REJECT / ABORTED`, `{ACCEPT or REJECT}`. */
const CHOICES = new LetterRegex(String.raw`^[{[(<]?\s*(${CHOICE}(?:(?:\s*[|/]\s*|\s+(?:or|или)\s+)${CHOICE})+)`, 'iu');

/**
 * The choices a verdict value lists when the template's `ACCEPT | REJECT` was left unfilled (no
 * verdict was made), as written; undefined for a value holding one verdict.
 */
export function verdictChoices(value: string): string | undefined {
  return CHOICES.for(value).exec(value)?.[1];
}

// ------------------------------------------------------------ verdicts in every form

/** A verdict form other than the `Verdict: X` line (verdictLines reads that); see LEGACY_VERDICT_FORMS. */
export interface LegacyVerdictForm {
  /** Anchored; its group `v` (with the `d` flag) is the verdict word, when the form writes one. */
  re: RegExp | LetterRegex;
  /** What the form is, for a message. */
  kind: string;
  /** "engagement X is CLOSED": a closing remark after a canonical verdict, no verdict value. */
  closing?: true;
  /** verdict-canonical warns on it under `--preset recommended` only (compat fails, as the reference). */
  protocolOnly?: true;
  /** verdict-canonical names it only as a later round's verdict, after a canonical one. */
  laterOnly?: true;
  /** A bare verdict word, no label: a verdict only alone on its line or before a separator (`**ACCEPTED** — …`), not `**Accepted** risks: …`. */
  bare?: true;
  /** A heading with no verdict: the verdict is the next line's when it opens with a verdict word. */
  valueBelow?: true;
  /** A form of a verdict only with the verdict read on the line below it (a `### Verdict` over prose holds none). */
  needsValueBelow?: true;
}

/** The verdict word of a form, with a condition written before it (`CONDITIONAL ACCEPT`, `Partially accepted`): read as an ACCEPT (acceptFirst). */
const WORD = String.raw`(?:(?:conditional|provisional|tentative|partial)(?:ly)?[\s_-]+)?(?:ACCEPT(?:ED)?|REJECT(?:ED)?|ABORTED)`;

/**
 * Forms older engagements used; archive tooling still reads them, machine parsers may not.
 * verdict-canonical warns on them, and every rule that reads "the verdict" reads them
 * (verdictsInAnyForm), so a verdict recognised anywhere is checked everywhere. A match (`m[0]`) is
 * the text quoted back, so a message never names a form the file does not hold.
 */
export const LEGACY_VERDICT_FORMS: readonly LegacyVerdictForm[] = [
  { re: /^\*\*(?<v>ACCEPTED?)\*\*/di, kind: 'bold verdict word', bare: true },
  // The spec lists `**ACCEPTED**`; the protocol reads the other verdict words in bold as the same form (compat fails them, as the reference does).
  { re: /^\*\*(?<v>ACCEPT|REJECT(?:ED)?|ABORTED)\*\*/di, kind: 'bold verdict word', protocolOnly: true, bare: true },
  { re: /^Verdict[:\s]+(?<v>ACCEPT(?:ED)?)/di, kind: 'verdict line without `###`' },
  // The spec lists `Verdict: ACCEPTED`; the protocol reads the same line with any verdict word as the same form
  // (a REJECT warns no harder than an ACCEPT), a dash for its colon (`Verdict — REJECT`), and a condition before
  // the word (`Verdict CONDITIONAL ACCEPT`, the conditional accept `Verdict ACCEPT CONDITIONAL` is). The reference
  // fails them, so compat does too.
  { re: new RegExp(String.raw`^Verdict(?:\s*[:：—–]\s*|\s+-\s+|\s+)(?<v>${WORD})`, 'di'), kind: 'verdict line without `###`', protocolOnly: true },
  { re: /^#\s+Verdict:.*/i, kind: 'H1 instead of H3' },
  { re: new RegExp(String.raw`^##\s+Verdict:\s*(?<v>${WORD})`, 'di'), kind: 'H2 instead of H3', protocolOnly: true },
  { re: /^##\s+Verdict\s*$/i, kind: 'verdict heading with no verdict', valueBelow: true },
  // The same bare verdict heading at another level (`### Verdict`, the protocol's own level), with a colon
  // (`### Verdict:`), or as a bold label alone on its line (`**Verdict:**`), over the verdict on the next line.
  {
    // Each blank run is matched by one quantifier, as in VERDICT_LINE: a long blank line costs linear time.
    re: new LetterRegex(String.raw`^\s{0,3}(?:#{1,6}(?=\s))?\s*(?:[^\p{L}\p{N}\s#*_]{1,4}\s*)?(?:(?:\*\*|__)\s*)?(?:(?:final|director(?:'s)?|manager(?:'s)?)\s+)?(?:verdict|вердикт)(?:\s*(?:\*\*|__))?(?:\s*[:：])?(?:\s*(?:\*\*|__))?\s*$`, 'iu'),
    kind: 'verdict heading with no verdict',
    valueBelow: true,
    protocolOnly: true,
    needsValueBelow: true,
  },
  // A verdict heading or label the log's reading misses: no colon, an emoji before it, the Russian word.
  {
    re: new LetterRegex(String.raw`^\s{0,3}(?:#{1,6}\s+)?(?:[-*+]\s+)?[^\p{L}\p{N}\n]{0,8}(?:verdict|вердикт)(?![\p{L}])[^\p{L}\n]{0,8}(?<v>${WORD})(?![\p{L}])`, 'diu'),
    kind: 'a verdict not written as `Verdict: X`',
    protocolOnly: true,
    // Only as a later round's verdict after a canonical one; alone, it is the unparseable verdict heading below.
    laterOnly: true,
  },
  // The Russian label with any value (`### Вердикт: ПРИНЯТО`): a verdict line, whose value the verdict rules judge.
  {
    re: new LetterRegex(String.raw`^\s*(?:>\s*)?(?:#{1,6}(?=\s)\s*)?(?:[-*+](?=\s)\s*)?(?:(?:\*\*|__)\s*)?вердикт\s*(?:(?:\*\*|__)\s*)?[:：—–]\s*(?:(?:\*\*|__)\s*)?(?<v>[^\s*_])`, 'diu'),
    kind: 'a verdict not written as `Verdict: X`',
    protocolOnly: true,
    laterOnly: true,
  },
  // After a canonical verdict this is a closing remark, not a verdict (see verdict-canonical's otherForms).
  { re: /engagement\s+\S+\s+is\s+\*?\*?CLOSED\**/i, kind: 'closing remark', closing: true },
];

/** A line that may hold a verdict in some form: what every form needs, tested before the forms. */
const MAY_HOLD_VERDICT = /verdict|вердикт|accept|reject|abort/i;
/** What may follow a bare bold verdict word on its line for it to be the verdict: nothing, or a separator before the reason. */
const AFTER_BARE = /^(?:\*\*|__)?\s*(?:$|[—–:.,;(!]|-\s)/;
/**
 * The line under a bare verdict heading, when it opens with the verdict: `ACCEPT CONDITIONAL — …`,
 * `**REJECT** — …`, `- ACCEPTED`, `✅ ACCEPT`, `PARTIAL ACCEPT`.
 */
const VALUE_BELOW = new LetterRegex(String.raw`^\s{0,3}(?:>\s?)?(?:[-*+]\s+)?(?:[^\p{L}\p{N}\s*_]{1,4}\s*)?(?:\*\*|__)?(?<v>${WORD})(?![\p{L}])`, 'diu');
/**
 * A verdict read from column `at` (0-based) of a line to its end: the value without its emphasis and
 * code marks, without a decoration before its word (`✅ ACCEPT` is an ACCEPT, read at its word), and
 * without a heading's closing run of `#` (`### Verdict: ACCEPT CONDITIONAL ###`), which markdown does not show.
 */
function verdictFrom(line: number, written: string, at: number): VerdictLine {
  const text = withoutClosingHashes(written);
  const raw = text.slice(at);
  const lead = DECORATION.for(raw).exec(raw.trimStart())?.[0].length ?? 0;
  const from = at + (lead ? raw.length - raw.trimStart().length + lead : 0);
  const value = trimMarks(text.slice(from)).replace(/\*\*|__|`/g, '');
  const word = trimChars(VERDICT_WORD.for(value).exec(value)?.[0] ?? value, '', '-_').toUpperCase();
  return { line, column: from + 1, value, word, rest: value.slice(word.length).trim() };
}

/** A line's verdict read from a column, without its line: what two lines of the same text share. */
type Reading = Omit<VerdictLine, 'line' | 'under'>;
/**
 * The reading of `text` from column `at` on line `line`. `memo` holds one way of finding the column (a `Verdict:`
 * label, a legacy form, the line under a bare heading), which the text decides: a log repeating one verdict line
 * thousands of times reads it once (its strings shared too).
 */
function verdictAt(memo: TextReadings<Reading>, line: number, text: string, at: number, first: boolean): VerdictLine {
  const r = memo.of(text, () => {
    const v = verdictFrom(0, text, at);
    const { column, value, word, rest } = first ? acceptFirst(v) : v;
    return { column, value, word, rest };
  });
  return { line, column: r.column, value: r.value, word: r.word, rest: r.rest };
}

/**
 * The verdicts of acceptance-log.md (or of `range`), in line order, in every form a verdict is
 * recognised in: the `Verdict: X` lines (verdictLines) and the legacy forms (LEGACY_VERDICT_FORMS)
 * that write a verdict word: `**ACCEPTED**` opening a line, `Verdict ACCEPTED` without a colon, a
 * verdict heading behind an emoji or in Russian, and the line under a bare verdict heading or label
 * (`## Verdict`, `### Verdict`, `**Verdict:**`) when it opens with the verdict (with `under` naming
 * the heading). Each rule that needs "the verdict" reads this one set, so an
 * ACCEPT verdict-canonical recognises is the ACCEPT binary-verdict, directive-followed and
 * acceptance-log-paths check. Fenced and commented lines are not read.
 */
export function verdictsInAnyForm(doc: MarkdownDoc, range?: { start: number; end: number }): readonly VerdictLine[] {
  // The whole log's reading is worked out once: several rules ask for the latest verdict, and for each round's.
  let all = wholeLogVerdicts.get(doc);
  if (!all) wholeLogVerdicts.set(doc, (all = readVerdicts(doc)));
  if (!range) return all;
  // A range's reading is the whole log's within it, but for a verdict under a heading before the range, which the range does not see: read it alone then.
  const from = firstNotBefore(all, (v) => v.line < range.start);
  const to = firstNotBefore(all, (v) => v.line <= range.end);
  const mine = all.slice(from, Math.max(from, to));
  return mine.some((v) => v.under !== undefined && v.under < range.start) ? readVerdicts(doc, range) : mine;
}

const wholeLogVerdicts = new WeakMap<MarkdownDoc, readonly VerdictLine[]>();

/**
 * One pass over the lines, in line order: a `Verdict: X` line, else a legacy form. The verdict a bare heading
 * holds on the line below (past blank lines only) is kept until that line, where a `Verdict: X` line wins over it.
 */
function readVerdicts(doc: MarkdownDoc, range?: { start: number; end: number }): VerdictLine[] {
  const lines = doc.linesOf(range ?? { start: doc.bodyStart, end: doc.lines.length }, { skipFenced: true });
  const out: VerdictLine[] = [];
  const [labels, legacy, under] = [new TextReadings<Reading>(), new TextReadings<Reading>(), new TextReadings<Reading>()];
  let below: VerdictLine | undefined;
  for (let i = 0; i < lines.length; i++) {
    const { line, text } = lines[i]!;
    const labelled = VERDICT_LINE.exec(text);
    const v = labelled ? verdictAt(labels, line, text, labelled[1]!.length, true) : undefined;
    if (v && v.value !== '') {
      out.push(v);
      continue;
    }
    if (below?.line === line) {
      out.push(below);
      below = undefined;
      continue;
    }
    if (!MAY_HOLD_VERDICT.test(text)) continue;
    let form: LegacyVerdictForm | undefined;
    let m: RegExpExecArray | null = null;
    for (const f of LEGACY_VERDICT_FORMS) {
      if (f.closing || !(m = f.re.exec(text))) continue;
      form = f;
      break;
    }
    const g = m?.indices?.groups?.v;
    if (form && g && (!form.bare || AFTER_BARE.test(text.slice(g[1])))) out.push(verdictAt(legacy, line, text, g[0], true));
    if (!form?.valueBelow) continue;
    // The first line with text under the heading holds the verdict, when it opens with one (and is no heading).
    let k = i + 1;
    while (k < lines.length && lines[k]!.text.trim() === '') k++;
    const next = lines[k];
    const value = next ? VALUE_BELOW.for(next.text).exec(next.text)?.indices?.groups?.v : undefined;
    if (next && value) below = { ...verdictAt(under, next.line, next.text, value[0], true), under: line };
  }
  return out;
}

/** A condition written before the ACCEPT: `CONDITIONAL ACCEPT`, `Conditionally accepted`, `PARTIAL ACCEPT`. */
const CONDITION_BEFORE = new LetterRegex(String.raw`^((?:conditional|provisional|tentative|partial)(?:ly)?)[\s_-]+(ACCEPT(?:ED)?)(?![\p{L}])`, 'iu');
/** A condition joined to the ACCEPT into one word: `ACCEPT-CONDITIONAL`, `ACCEPTED_PENDING`. */
const CONDITION_JOINED = /^(ACCEPT(?:ED)?)[-_]+((?:conditional|provisional|tentative|partial)(?:ly)?|pending)$/i;

/**
 * A conditional accept read as `ACCEPT CONDITIONAL` is, whatever the order of its words: the word
 * ACCEPT, the condition first in what follows. "No ACCEPT CONDITIONAL" forbids the acceptance, not
 * an order of words: `CONDITIONAL ACCEPT` is an ACCEPT every verdict rule checks (and binary-verdict
 * fails), as `ACCEPT (conditional)` is. The value, as written, is unchanged.
 */
function acceptFirst(v: VerdictLine): VerdictLine {
  const joined = CONDITION_JOINED.exec(v.word);
  if (joined) return { ...v, word: joined[1]!.toUpperCase(), rest: `${joined[2]} ${v.rest}`.trim() };
  const before = CONDITION_BEFORE.for(v.value).exec(v.value);
  if (!before) return v;
  return { ...v, word: before[2]!.toUpperCase(), rest: `${before[1]} ${v.value.slice(before[0].length).trim()}`.trim() };
}
