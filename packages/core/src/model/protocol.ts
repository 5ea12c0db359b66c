/**
 * Readings of an engagement that follow the protocol text where the
 * reference script's heuristics do not. Rules use them under
 * `--preset recommended`; `--preset compat` keeps the reference readings.
 */
import type { EngagementModel } from './engagement.js';
import { plainTitle, SECTION_LABEL, type MarkdownDoc, type Section, type SectionReading } from '../markdown/document.js';
import { perDocument } from '../markdown/per-document.js';
import type { RuleOutcome, RunOptions, Tier } from '../types.js';
import { acceptanceRounds, acceptanceRoundSpans, unreadRoundHeadings } from './plan/acceptance.js';
import { verdictsInAnyForm } from './plan/verdicts.js';
import { critMentions, critNumbers } from './plan/patterns.js';
import { pluralWord } from '../util.js';
import { firstNotBefore } from '../sorted.js';
import { LetterRegex, lettersOf } from '../letters.js';
import { rowCells, type TableCell } from '../markdown/table.js';
import { forEachLineMatching } from '../io/text.js';

export { protocolCitation } from './protocol-citations.js';

/** Whether a rule follows the protocol text rather than the reference's verdicts. */
export function followsProtocol(options: Pick<RunOptions, 'preset'>): boolean {
  return options.preset === 'recommended';
}

/**
 * A skip for a tier-gated rule that runs outside its tiers (`--all-checks`,
 * `--override-checks`): the requirement does not exist at that tier.
 */
export function outsideTiers(model: EngagementModel, tiers: Tier[], what: string): RuleOutcome | undefined {
  if (tiers.includes(model.tier)) return undefined;
  return { status: 'skip', detail: `size=${model.tier}: ${what} applies at ${pluralWord(tiers.length, 'tier')} ${tiers.join(', ')} only` };
}

// ------------------------------------------------------ acceptance log

/**
 * The lines of the accepted iteration, with the line of its ACCEPT verdict. Verdicts are read as the
 * verdict rules read them, in every form (`verdictsInAnyForm`: an H2 `## Verdict: ACCEPT`, an
 * emphasised `### Verdict: **ACCEPT**` and a legacy `**ACCEPTED**` are ACCEPTs too). In a log kept
 * in `## Iteration N` rounds, the latest round whose verdict is an ACCEPT (acceptRanges), from its
 * heading up to the next round's heading: another H2 (`## Criteria checked`, `## Verdict: ACCEPT`)
 * does not end it. Without rounds, the whole log when a verdict reads ACCEPT. Undefined when no
 * ACCEPT verdict is written.
 */
export function acceptedRange(doc: MarkdownDoc, reading: SectionReading = 'reference'): { start: number; end: number; n?: number; verdict: number } | undefined {
  if (acceptanceRounds(doc, reading).length) {
    const last = acceptRanges(doc, reading).at(-1);
    // From the round's heading on (a round's lines start on the line after it), as before.
    return last && { start: last.start - 1, end: last.end, ...(last.round !== undefined ? { n: last.round } : {}), verdict: last.verdict };
  }
  const accept = verdictsInAnyForm(doc).filter((v) => v.word.startsWith('ACCEPT')).at(-1);
  return accept ? { start: 1, end: doc.lines.length, verdict: accept.line } : undefined;
}

/** Where an ACCEPT stands in the log: its round (up to the next round's heading), with the round's number and its verdict's line. */
export interface AcceptRange {
  start: number;
  end: number;
  verdict: number;
  round?: number;
}

/**
 * The parts of the log an ACCEPT speaks for: each `## Iteration N` round whose last verdict (in any
 * form, verdictsInAnyForm) is an ACCEPT, up to the next round's heading (a verdict written as an H2
 * closes the round's section, yet is the round's); without rounds, the lines after the last other
 * verdict, when the last is an ACCEPT.
 */
export function acceptRanges(doc: MarkdownDoc, reading: SectionReading = 'reference'): readonly AcceptRange[] {
  // binary-verdict, acceptance-log-paths and their helpers each ask, and each round's verdicts are read for it.
  return acceptRangesOf(doc, reading);
}
const acceptRangesOf = perDocument((doc, reading): readonly AcceptRange[] => readAcceptRanges(doc, reading));

function readAcceptRanges(doc: MarkdownDoc, reading: SectionReading): AcceptRange[] {
  // A round ends at a heading naming another round in an unread form too (`## Итерация 2`): iteration-counter
  // names that heading, and round 2's verdict is not round 1's.
  const unread = unreadRoundHeadings(doc, reading).map((h) => h.line);
  const spans = acceptanceRoundSpans(doc, reading).map((r) => {
    const cut = unread[firstNotBefore(unread, (line) => line <= r.line)];
    return cut === undefined || cut > r.end ? r : { ...r, end: cut - 1 };
  });
  if (spans.length) {
    // Only a round with a line saying "accept" can end on an ACCEPT: the others' verdicts are not read (a log of many rounds).
    const acceptLines: number[] = [];
    forEachLineMatching(doc.text, /accept/gi, (line) => acceptLines.push(line));
    let a = 0;
    return spans.flatMap((r) => {
      while (a < acceptLines.length && acceptLines[a]! < r.start) a++;
      if (!(a < acceptLines.length && acceptLines[a]! <= r.end)) return [];
      const v = verdictsInAnyForm(doc, r).at(-1);
      return v?.word.startsWith('ACCEPT') ? [{ start: r.start, end: r.end, verdict: v.line, round: r.n }] : [];
    });
  }
  const verdicts = verdictsInAnyForm(doc);
  const last = verdicts.at(-1);
  if (!last?.word.startsWith('ACCEPT')) return [];
  const before = verdicts.filter((v) => !v.word.startsWith('ACCEPT')).at(-1);
  return [{ start: before ? before.line + 1 : doc.bodyStart, end: doc.lines.length, verdict: last.line }];
}

/** A consilium finding the director SUSTAINED as blocking criteria, at its marker. */
export interface SustainedBlocker {
  line: number;
  column: number;
  crits: number[];
}

// The marker in capitals, as markers are read; one struck through (`~~SUSTAINED, blocks crit-3~~`) is withdrawn.
const SUSTAINED_MARK = /(?<![\w~])SUSTAINED\b/g;
// "non-blocking" blocks nothing: a hyphen before the word keeps it part of another.
const BLOCKS = new LetterRegex(String.raw`(?<![\p{L}-])(?:block(?:s|ing|ed)?|blocker\s{1,3}(?:for|on|of|to)|блокиру[\p{L}]*|блокер\s{1,3}для)(?![\p{L}])`, 'giu');
const BLOCKER_RESOLVED = new LetterRegex(String.raw`(?<![\p{L}])(?:fixed|resolved|addressed|closed|re-?verified|устран[\p{L}]*|исправлен[\p{L}]*)(?![\p{L}])`, 'giu');
/** A resolution still to come ("to be fixed next sprint") resolves nothing yet. */
const STILL_TO_COME = /\b(?:will|to\s{1,3}be|shall|going\s{1,3}to|next|later|pending|follow[- ]?up)\b|позже|будет/i;

/** Whether `text` says, from `from` on, that something was resolved: not negated, not still to come. */
function resolvedIn(text: string, from = 0): boolean {
  const tail = text.slice(from);
  return [...tail.matchAll(BLOCKER_RESOLVED.for(tail))].some((m) => !negatedBefore(tail, m.index) && !STILL_TO_COME.test(tail.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40)));
}

/**
 * The findings a range of acceptance-log.md SUSTAINS as blocking criteria ("SUSTAINED — blocks
 * crit-3", "SUSTAINED, blocking crit-3 and crit-4", a rulings table row) whose blocker the range does
 * not resolve: a resolution after the block on its line ("fixed in this round, re-verified"), or a
 * later line of the range naming the criterion resolves it. A negated block ("does not block crit-3",
 * "non-blocking") blocks nothing.
 */
export function sustainedBlockers(doc: MarkdownDoc, range: { start: number; end: number }): SustainedBlocker[] {
  const lines = doc.linesOf(range, { skipFenced: true });
  const out: Array<SustainedBlocker & { index: number }> = [];
  lines.forEach(({ line, text }, index) => {
    if (!text.includes('SUSTAINED')) return;
    const blocker = sustainedOn(text);
    if (blocker) out.push({ line, ...blocker, index });
  });
  if (!out.length) return [];
  // A later line of the range that names the criteria and says they were resolved resolves the blocker: where each
  // criterion is last said resolved, found in one pass from the end (a range may hold thousands of blockers).
  const lastResolved = new Map<number, number>();
  for (let i = lines.length - 1, wanted = new Set(out.flatMap((b) => b.crits)); i > out[0]!.index && wanted.size; i--) {
    const named = critNumbers(lines[i]!.text).filter((n) => wanted.has(n));
    if (!named.length || !resolvedIn(lines[i]!.text)) continue;
    for (const n of named) {
      lastResolved.set(n, i);
      wanted.delete(n);
    }
  }
  return out.filter((b) => !b.crits.every((n) => (lastResolved.get(n) ?? -1) > b.index)).map(({ line, column, crits }) => ({ line, column, crits }));
}

/** SUSTAINED markers read on a line, at most: a line of thousands reads its first ones (each looks on to its sentence's end). */
const MAX_MARKERS_ON_LINE = 100;
/** The "blocks" after a marker, in its sentence, read for the first one not negated, at most. */
const MAX_BLOCKS_AFTER_MARKER = 20;
/** Characters before a "blocks" its negation is looked for in: a negation governs a few words of its own clause only. */
const NEGATION_WINDOW = 1_000;

/**
 * The first SUSTAINED marker of a line that rules a block: the first "blocks" after it in its sentence that is not
 * negated, naming criteria right after it, not resolved later on the line. The line's blocks and sentence ends are
 * found once, not once per marker (a line of 40,000 markers took minutes).
 */
function sustainedOn(text: string): { column: number; crits: number[] } | undefined {
  const blocks = [...text.matchAll(BLOCKS.for(text))];
  if (!blocks.length) return undefined;
  const ends: number[] = [];
  for (const m of text.matchAll(SENTENCE_END)) ends.push(m.index);
  let b = 0;
  let e = 0;
  let marks = 0;
  for (const mark of text.matchAll(SUSTAINED_MARK)) {
    if (++marks > MAX_MARKERS_ON_LINE) break;
    const after = mark.index + mark[0].length;
    while (b < blocks.length && blocks[b]!.index < after) b++;
    while (e < ends.length && ends[e]! < after) e++;
    const sentenceEnd = ends[e] ?? text.length;
    // The first block after the marker whose few words before it (within the marker's reach) hold no negation.
    let block: RegExpMatchArray | undefined;
    for (let k = b; k < Math.min(blocks.length, b + MAX_BLOCKS_AFTER_MARKER) && blocks[k]!.index! < sentenceEnd; k++) {
      const at = blocks[k]!.index!;
      const from = Math.max(after, at - NEGATION_WINDOW);
      if (!negatedBefore(text.slice(from, at), at - from)) {
        block = blocks[k]!;
        break;
      }
    }
    // A sentence's end right before the block ("SUSTAINED.blocks crit-1") ends the marker's sentence there too.
    if (!block || (block.index! > after && '.!?'.includes(text[block.index! - 1]!))) continue;
    const from = block.index! + block[0].length;
    const clause = text.slice(from, from + 120);
    const named = critMentions(clause.slice(0, clause.search(/[;(]|[.!?](?:\s|$)|$/)));
    if (!named.length || named[0]!.index > 16 || resolvedIn(text, from)) continue;
    return { column: mark.index + 1, crits: [...new Set(named.flatMap((m) => m.crits))] };
  }
  return undefined;
}
/** A sentence's end, as the marker's block must come before it: `.`, `!` or `?` before a blank or the line's end. */
const SENTENCE_END = /[.!?](?=\s|$)/g;

/** Line ranges of the rejected iterations of an acceptance log (their citations are history). */
export function rejectedRanges(doc: MarkdownDoc | undefined, reading: SectionReading = 'reference'): Array<{ start: number; end: number }> {
  return acceptanceRounds(doc, reading)
    .filter((r) => r.verdict?.word.startsWith('REJECT'))
    .map((r) => ({ start: r.line, end: r.end }));
}

// ------------------------------------------------------------- prose

// A hyphen continues a word: `--no-verify` and "no-op" hold no negation.
const IN_WORD = String.raw`[\p{L}\p{N}_\-]`;
/**
 * A negation that governs a match: "no force-push was needed", "we did not run `terraform destroy`",
 * "without DROP TABLE", «без DROP TABLE». It counts only in the match's own clause and a few words
 * before it, so "Since the branch was not shared, we ran git push --force" (or «… не нужна, поэтому
 * выполнили DROP TABLE») still reports the operation: a negation of something else in the sentence
 * says nothing about whether it ran. Linear: alternations of fixed words, bounded gaps only.
 */
// "Rather than" / "instead of" / «вместо» put an operation aside as firmly as "not" does.
const NEGATION = new LetterRegex(
  String.raw`(?<!${IN_WORD})(?:no|not|never|without|nor|none|nobody|cannot|avoid(?:ed)?|[a-z]{0,6}n['’]t|rather\s{1,3}than|instead\s{1,3}of|не|нет|без|ни|никак(?:ой|ая|ое|ие|ого|их|ому|им|ими|ую)|никогда|нельзя|вместо)(?!${IN_WORD})`,
  'giu',
);
/**
 * Where a new clause starts: sentence punctuation, a comma, semicolon or dash, a connective (so, then,
 * therefore, but, and, because, поэтому, так что, и, но, затем …) or a new subject (we, I, мы …;
 * not after an auxiliary, as in "never did we run").
 */
const CLAUSE_BREAK = new LetterRegex(
  String.raw`[.!?…](?=\s)|[,;—–]|\s--?(?=\s)|(?<![\p{L}\p{N}_])(?:and|but|so(?!\s{1,3}far)|then|therefore|thus|hence|however|because|since|although|though|while|whereas|when|after|before|(?<!(?:did|do|does|have|has|had|will|would|could|should|can|must)\s)(?:we|i|they|he|she)|и|а|но|однако|поэтому|потому|так\s{1,3}(?:что|как)|затем|потом|после|тогда|зато|хотя|когда|мы|я|они)(?![\p{L}\p{N}_])`,
  'giu',
);
const WORD_RUN = new LetterRegex(String.raw`[\p{L}\p{N}_]+(?:['’\-][\p{L}\p{N}_]+)*`, 'gu');
/** Words a negation may stand before the match it governs ("did not [have to run] git push --force"). */
export const NEGATION_REACH = 5;

/** How many matches of a global regex `text` holds, and where the last ends, found by `test`: no match is built (a clause may hold dozens). */
function matchesOf(re: RegExp, text: string): { count: number; end: number | undefined } {
  let count = 0;
  let end: number | undefined;
  re.lastIndex = 0;
  for (; re.test(text); count++) {
    // An empty match would not move on.
    if (re.lastIndex === end) re.lastIndex++;
    end = re.lastIndex;
  }
  return { count, end };
}

/** Verbs of running or needing an operation, negated to say it did not run. */
const RUN_VERB = String.raw`(?:run|ran|needed|necessary|used|done|executed|required|applied|performed|invoked)`;
/** A colon ending a label or a clause ("No downtime: ran …"); not one inside `02:00`, `https://` or `a::b`. */
const COLON_BREAK = /:(?=[\s`"'«“(*_]|$)/g;
/** A label that says, by itself, that what follows did not run: "Not run:", "**Never executed**:", «Не выполнялось:». */
const NOT_RUN_LABEL = new LetterRegex(
  String.raw`^[\s>*_\-+]*(?:\d{1,3}[.)]\s{1,3}[*_]{0,2})?(?:(?:not|never)\s{1,3}(?:been\s{1,3})?${RUN_VERB}|не\s{1,3}(?:выполн|делал|сделал|запуска|запуст|применя|примен|понадоби|потребова|нужн)[\p{L}]{0,8})[*_]{0,2}\s*$`,
  'iu',
);

/** Whether `gap` closes a parenthesis it did not open: what came before it was an aside ("(no backup) DROP TABLE"). */
function closesAside(gap: string): boolean {
  let depth = 0;
  for (const ch of gap) {
    if (ch === '(') depth++;
    else if (ch === ')' && --depth < 0) return true;
  }
  return false;
}

/** Whether a negation in the clause of `text` that holds column `at` (0-based) governs what follows it. */
export function negatedBefore(text: string, at: number): boolean {
  const before = text.slice(0, at);
  // Each pattern below reads a part of `before`: their twins are chosen once, for it.
  const letters = lettersOf(before);
  const words = WORD_RUN.forLetters(letters);
  let clause = before.slice(matchesOf(CLAUSE_BREAK.forLetters(letters), before).end ?? 0);
  // A colon ends a label's clause: "No downtime: ran DROP TABLE" ran it. Only a label saying the
  // thing did not run ("Not run: DROP TABLE") carries its negation past the colon.
  let colon: RegExpExecArray | undefined;
  COLON_BREAK.lastIndex = 0;
  for (let m = COLON_BREAK.exec(clause); m; m = COLON_BREAK.exec(clause)) colon = m;
  if (colon) {
    const label = clause.slice(0, colon.index);
    const rest = clause.slice(colon.index + 1);
    if (NOT_RUN_LABEL.forLetters(letters).test(label)) return matchesOf(words, rest).count <= NEGATION_REACH;
    clause = rest;
  }
  const negationEnd = matchesOf(NEGATION.forLetters(letters), clause).end;
  if (negationEnd === undefined) return false;
  const gap = clause.slice(negationEnd);
  // A negation inside parentheses closed before the match qualifies the aside, not the match.
  if (closesAside(gap)) return false;
  return matchesOf(words, gap).count <= NEGATION_REACH;
}

/**
 * A negation after the operation, in its clause, saying it did not run: "DROP TABLE was never run",
 * "git push --force was not needed", «DROP TABLE не выполнялся», «git push --force никто не делал»,
 * «(DROP TABLE) не стали». Only verbs of running or needing count: "git push --force was not reviewed"
 * says the operation ran. «нет» counts only closing the clause («DROP TABLE в миграции нет»).
 */
const POST_NEGATION = new LetterRegex(
  String.raw`(?<![\p{L}\p{N}_])(?:(?:not|never)\s{1,3}(?:been\s{1,3})?(?:(?:actually|ever|even|once|really)\s{1,3})?${RUN_VERB}|(?:wasn|weren|isn|aren|hasn|haven|hadn)['’]t\s{1,3}(?:been\s{1,3})?${RUN_VERB}|не\s{1,3}(?:выполн|делал|сделал|запуска|запуст|применя|примен|понадоби|потребова|нужн|стал)[\p{L}]{0,8}|нет(?=[\s.!?…)\]"'»*_\x60]{0,12}$))(?![\p{L}\p{N}_])`,
  'iu',
);
/** Where the operation's clause ends after it: a clause break, a colon opening an explanation, or a relative clause about it. */
const AFTER_CLAUSE_END = new LetterRegex(String.raw`:\s|(?<![\p{L}\p{N}_])(?:which|котор[\p{L}]{1,4})(?![\p{L}\p{N}_])`, 'iu');
/** Words between an operation and the negation after it ("git push --force [origin main] was not needed"). */
const POST_NEGATION_REACH = 6;

/** An aside after the operation, in its sentence, that only says it did not run: "`DROP TABLE t;` (not run)", "(never executed)". */
const NOT_RUN_ASIDE = new LetterRegex(String.raw`\(\s{0,2}(?:not|never)\s{1,3}(?:been\s{1,3})?${RUN_VERB}[^()\n]{0,40}\)`, 'iu');

/** Whether a negation after column `end` (0-based, where the match ends), in its clause, says the operation did not run. */
export function negatedAfter(text: string, end: number): boolean {
  const near = text.slice(end, end + 160);
  const aside = NOT_RUN_ASIDE.for(near).exec(near);
  if (aside && !/[.!?]\s/.test(near.slice(0, aside.index)) && WORD_RUN.matches(near.slice(0, aside.index)).length <= POST_NEGATION_REACH) return true;
  let rest = text.slice(end);
  const brk = CLAUSE_BREAK.for(rest);
  brk.lastIndex = 0;
  const b = brk.exec(rest);
  const colon = AFTER_CLAUSE_END.for(rest).exec(rest);
  const cut = Math.min(b ? b.index : rest.length, colon ? colon.index : rest.length);
  rest = rest.slice(0, cut);
  const m = POST_NEGATION.for(rest).exec(rest);
  if (!m) return false;
  const gap = rest.slice(0, m.index);
  return WORD_RUN.matches(gap).length <= POST_NEGATION_REACH;
}

/** A table cell that answers "no": "no", "not needed", "none", «нет», «не нужно» (markup and ❌ aside). */
const NO_CELL = /^[\s*_`❌✗✘]*(?:no|nope|none|never|not\s{1,3}(?:needed|run|used|done|required|applied)|нет|не\s{1,3}(?:нужно|нужен|нужна|требуется|выполнял(?:ся|ась|и)?|запускал(?:ся|ась|и)?))[\s*_`.!❌✗✘]*$/iu;
const YES_CELL = /^[\s*_`✅✔☑]*(?:yes|yep|done|ran|run|applied|executed|да|выполнен[\p{L}]{0,3})[\s*_`.!✅✔☑]*$/iu;

/**
 * Whether column `at` sits in a table row whose other cell answers "no" ("| DROP TABLE | no |",
 * "| git push --force | not needed |") and none answers "yes".
 */
export function negatedInRow(text: string, at: number): boolean {
  const t = text.trim();
  if (!t.startsWith('|')) return false;
  const lead = text.indexOf('|');
  let from = lead;
  const cells: Array<{ text: string; start: number; end: number }> = [];
  for (let i = lead + 1; i <= text.length; i++) {
    if (i === text.length || (text[i] === '|' && text[i - 1] !== '\\')) {
      cells.push({ text: text.slice(from + 1, i), start: from + 1, end: i });
      from = i;
    }
  }
  const own = cells.findIndex((c) => at >= c.start && at < c.end);
  if (own < 0) return false;
  const others = cells.filter((c, i) => i !== own && c.text.trim() !== '');
  return others.some((c) => NO_CELL.test(c.text)) && !others.some((c) => YES_CELL.test(c.text));
}

/** Whether prose says the operation matched at [at, end) did not run: a negation before it, after it in its clause, or a "no" in its table row. */
export function negatedOperation(text: string, at: number, end: number): boolean {
  return negatedBefore(text, at) || negatedAfter(text, end) || negatedInRow(text, at);
}

// ------------------------------------------------------------- §4a

export interface CrossValBlock {
  section: Section;
  /** Table rows (neither the header nor the delimiter row). */
  rows: Array<{ line: number; cells: string[] }>;
  /** The block states that no specialists share a contract. */
  notApplicable: boolean;
}

const NA = /\bN\/A\b|not applicable|no (?:shared )?contracts? (?:overlap|shared)|no specialists overlap/i;

/** §4a's title in the protocol reading, past an optional section label, as handoff-sections reads a numbered one. */
const CROSS_VAL_TITLE = new RegExp(String.raw`^(?:${SECTION_LABEL})?4[aа](?![0-9a-zа-яё])`, 'i');

/**
 * Whether a heading is §4a's. The reference reading: its text starts `4a`. The protocol reading takes its
 * title as handoff-sections takes a numbered heading's: past emphasis and code marks, an emoji or other
 * symbols and a `§` in front (plainTitle), or a `Section` label (`### **4a. …**`, `## 📌 4a. …`, `### §4a …`);
 * the `a` may be Cyrillic. No u flag: with i it would compile Unicode case folding on every run.
 */
export function isCrossValHeading(text: string, reading: SectionReading = 'reference'): boolean {
  return reading === 'reference' ? /^4a\b/i.test(text) : CROSS_VAL_TITLE.test(plainTitle(text));
}

/**
 * The handoff's `4a.` cross-validation block (a heading of any level that is §4a's in the reading: see isCrossValHeading).
 * Read once per document and reading, its rows on first asking: cross-val-quotes and cross-val-diverge both ask for the
 * block of a table that may hold 200,000 rows, and only cross-val-diverge reads the rows.
 */
export function crossValBlock(handoff: MarkdownDoc, reading: SectionReading = 'reference'): CrossValBlock | undefined {
  return crossValBlocks(handoff, reading);
}

const crossValBlocks = perDocument((handoff, reading): CrossValBlock | undefined => {
  const h = handoff.headingsIn(reading).find((x) => isCrossValHeading(x.text, reading));
  if (!h) return undefined;
  const section = handoff.sectionOf(h, reading);
  // The header row is the one a delimiter row (`|---|`) follows.
  const header = (line: number) => /^\|[\s:|-]+$/.test(handoff.line(line + 1).trim());
  let rows: CrossValBlock['rows'] | undefined;
  const readRows = () => {
    const piped: CrossValBlock['rows'] = [];
    // The rows as read, not copied: a table of 200,000 rows would be held twice.
    for (const r of handoff.tableRows(section)) if (!header(r.line)) piped.push(r);
    const pipeless = pipelessRows(handoff, section);
    // The piped rows come in line order: merged and sorted only when rows without pipes join them.
    return pipeless.length ? [...piped, ...pipeless].sort((x, y) => x.line - y.line) : piped;
  };
  // NA spans no line break, so line by line is the section's text read whole, without joining it.
  let notApplicable = NA.test(h.text);
  for (let n = Math.max(1, section.start); !notApplicable && n <= Math.min(section.end, handoff.lines.length); n++) notApplicable = NA.test(handoff.line(n));
  return Object.freeze({
    section,
    get rows() {
      return (rows ??= Object.freeze(readRows()) as CrossValBlock['rows']);
    },
    notApplicable,
  });
});

/** A delimiter row, with or without its outer pipes: `|---|:--:|` or `---|---`. */
const isDelimiter = (t: string) => t.includes('-') && /^[\s:|-]+$/.test(t);
/** A cell's leading word, past markup, emoji and a `Verdict:` / `Status:` label. */
const LEADING_WORD = /^[^\p{L}]*(?:(?:verdict|status)[^\p{L}]+)?(\p{L}+)/iu;
/** A resolution recorded in a cell: "resolved", "→ MATCH", «устранено», «исправлено», «решено» (not «решение»). */
const RESOLVED = /\bresolved\b|(?:→|->)\s*\**MATCH|(?<![а-яё])(?:устран[её]н|исправлен|решен|решён|урегулирован)[оаы]?(?![а-яё])/i;

/**
 * A row whose verdict is an unresolved DIVERGE: a cell whose status — its
 * leading word — is DIVERGE and that records no resolution. `MATCH (was
 * DIVERGE before the fix)` is a MATCH.
 */
export function unresolvedDiverge(cells: string[]): boolean {
  return cells.some((c) => DIVERGE_HINT.test(c) && LEADING_WORD.exec(c)?.[1]!.toUpperCase() === 'DIVERGE' && !RESOLVED.test(c));
}

/**
 * What a cell whose leading word upper-cases to DIVERGE holds: no letter but ASCII ones and the dotless ı
 * upper-cases to one of its letters. Tested first, it spares most cells of a large table the match.
 */
const DIVERGE_HINT = /d[iı]verge/i;

/** A line of a table whose header row has no leading pipe: the header or a body row. */
export interface PipelessTableLine {
  line: number;
  text: string;
  header: boolean;
  cells: TableCell[];
}

/**
 * GitHub tables written without the leading and trailing pipes (`a | b` over `---|---`), which the
 * piped-table reader passes over: a header line holding a pipe, a delimiter row, then the lines
 * holding a pipe up to the first that does not (a row may still open with a pipe). The header and
 * the rows, in line order, delimiter rows left out. Fenced lines are not rows.
 */
export function pipelessTables(doc: MarkdownDoc, range: { start: number; end: number }): PipelessTableLine[] {
  const lines = doc.linesOf(range, { skipFenced: true });
  const out: PipelessTableLine[] = [];
  const take = (k: number, header: boolean) => out.push({ line: lines[k]!.line, text: lines[k]!.text, header, cells: rowCells(lines[k]!.text) });
  for (let i = 0; i + 1 < lines.length; i++) {
    const head = lines[i]!.text.trim();
    if (head.startsWith('|') || !head.includes('|') || lines[i + 1]!.line !== lines[i]!.line + 1 || !isDelimiter(lines[i + 1]!.text.trim())) continue;
    take(i, true);
    let k = i + 2;
    for (; k < lines.length && lines[k]!.line === lines[k - 1]!.line + 1; k++) {
      if (!lines[k]!.text.includes('|')) break;
      take(k, false);
    }
    i = k - 1;
  }
  return out;
}

/** The body rows of pipeless tables that open with no pipe: the piped-table reader has read the others. */
function pipelessRows(doc: MarkdownDoc, section: Section): Array<{ line: number; cells: string[] }> {
  return pipelessTables(doc, section)
    .filter((r) => !r.header && !r.text.trim().startsWith('|'))
    .map((r) => ({ line: r.line, cells: r.cells.map((c) => c.text) }));
}
