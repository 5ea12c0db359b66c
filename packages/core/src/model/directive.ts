import { LetterRegex, lettersOf, type Letters } from '../letters.js';
import { tableRowCells } from '../markdown/table.js';
import { plainTitle, type MarkdownDoc, type SectionReading } from '../markdown/document.js';
import { perDocument } from '../markdown/per-document.js';
import type { EngagementModel } from './engagement.js';
import { iterationHeadings, workedIteration } from './engagement-queries.js';
import { plural } from '../util.js';
import { acceptanceRounds, acceptanceRoundSpans, type AcceptanceRound } from './plan/acceptance.js';
import { verdictsInAnyForm, type VerdictLine } from './plan/verdicts.js';

/** The decisions a human directive may record (PROCEED_TO_VERDICT | REJECT_NOW | DIRECTED_VERDICT). */
export const DIRECTIVE_DECISIONS = ['DIRECTED_VERDICT', 'PROCEED_TO_VERDICT', 'REJECT_NOW'];

/** The label as the reference reads it: the line starts with it, spelled exactly (no bold, no indent). */
export const COMPAT_DECISION_LABEL = /^Decision:/;
// Sticky (`y`): matched where the label's line starts; one whose value does not read is passed at once, not searched on.
const COMPAT_DECISION = new LetterRegex(String.raw`^(Decision:\s*)([\p{L}\p{N}_]+)`, 'muy');
/**
 * The protocol reading, which gives no layout: the label may also be bold (`**Decision:**`,
 * `**Decision**:`), open a list item (`- Decision:`, `* Decision:`, `- **Decision:**`) or a
 * heading (`## Decision: REJECT_NOW`, a human's way of making the ruling stand out), and follow a
 * short gloss ending in ` / ` (`Решение судьи / Decision: PROCEED_TO_VERDICT`, a bilingual label, bold
 * alone or with its gloss: `**Решение / Decision:**`):
 * at most 40 characters with no colon, slash or bar, so a sentence is no gloss; bounded, so linear.
 * The Russian label reads as the English one (`Решение: DIRECTED_VERDICT`, `**Решение:**`, a
 * `| Решение | X |` row): the protocol's own escalation templates are Russian. Up to three spaces may
 * indent the line, which markdown renders as it renders the line unindented (four make it code).
 */
const GLOSS = String.raw`[^\n/:|]{1,40}[ \t]\/[ \t]{1,3}`;
// The bold may hold the gloss too (`**Решение / Decision:**`). The gloss is bounded, so trying both forms stays linear.
const PROTOCOL_LABEL_SOURCE = String.raw` {0,3}(?:#{1,6}[ \t]+|[-*][ \t]+)?(?:\*\*${GLOSS}(?:Decision|Решение)(?::\*\*|\*\*:)|(?:${GLOSS})?(?:\*\*(?:Decision|Решение):\*\*|\*\*(?:Decision|Решение)\*\*:|(?:Decision|Решение):))`;
export const PROTOCOL_DECISION_LABEL = new RegExp(`^${PROTOCOL_LABEL_SOURCE}`);
// The value may sit in code or emphasis marks (`PROCEED_TO_VERDICT`, **PROCEED_TO_VERDICT**).
const PROTOCOL_DECISION = new LetterRegex(String.raw`^(${PROTOCOL_LABEL_SOURCE}\s*(?:\*\*|\*|\x60{1,2})?)([\p{L}\p{N}_]+)`, 'muy');
/** The first cell of a two-column table row naming the decision: `| Decision | PROCEED_TO_VERDICT |`, `| Решение | … |`. */
const DECISION_CELL = /^(?:\*\*|__)?(?:Decision|Решение)(?:\*\*|__)?:?(?:\*\*|__)?$/i;
const TABLE_VALUE = new LetterRegex(String.raw`^(?:\*\*|\*|\x60{1,2})?([\p{L}\p{N}_]+)`, 'u');
// The class holds the closing pipe and blanks: a separate `\|?\s*$` would retry every split of a run of blanks.
const DELIMITER_ROW = /^\s*\|[\s:|-]+$/;
const LEADING_MARK = /^(?:\*\*|\*|`{1,2})/;

/** A directive's Decision as read: its value as written, where the value is, and what its line holds after it. */
export interface DirectiveDecision {
  value: string;
  line: number;
  column: number;
  /** What follows the value on its line (a closing mark dropped): the directed verdict, or the template's other choices. */
  rest: string;
}

/**
 * The Decisions of human-directive.md, in file order. Compat reads rendered lines starting
 * `Decision:` (frontmatter included, as the reference reads it; fenced code and commented-out lines
 * are not), whose value may follow on the next line. The protocol reading also takes a bold or
 * listed label, a value in code or emphasis marks, and `| Decision | X |` rows that are no header.
 * A label line holding no value is none. With `range` (1-based lines, inclusive), only the lines of
 * that range are read (one `## Iteration N` section of a directive kept per iteration).
 */
export function directiveDecisions(doc: MarkdownDoc, protocol: boolean, range?: { start: number; end: number }): DirectiveDecision[] {
  if (range) return readDecisions(doc, protocol, range);
  // The whole file's reading is asked by several rules (and twice by one): read once per document and reading.
  let read = wholeReadings.get(doc);
  if (!read) wholeReadings.set(doc, (read = {}));
  return (read[String(protocol)] ??= Object.freeze(readDecisions(doc, protocol)) as DirectiveDecision[]);
}

const wholeReadings = new WeakMap<MarkdownDoc, Record<string, DirectiveDecision[]>>();

const lettersIn = new WeakMap<MarkdownDoc, Letters>();

function readDecisions(doc: MarkdownDoc, protocol: boolean, range?: { start: number; end: number }): DirectiveDecision[] {
  const [label, decision] = protocol ? [PROTOCOL_DECISION_LABEL, PROTOCOL_DECISION] : [COMPAT_DECISION_LABEL, COMPAT_DECISION];
  // The twin the whole text needs serves each part of it: chosen once, not over each label line's 4 KB window.
  let letters = lettersIn.get(doc);
  if (letters === undefined) lettersIn.set(doc, (letters = lettersOf(doc.text)));
  const valueAt = decision.forLetters(letters);
  const lines = doc.file.lines;
  const first = Math.max(1, range?.start ?? 1);
  const last = Math.min(lines.length, range?.end ?? lines.length);
  const starts = lineStarts(doc);
  const out: DirectiveDecision[] = [];
  // A value on the line after the label is read only while that line is inside the range.
  const limit = starts[last]!;
  for (let i = first - 1; i < last; i++) {
    if (!label.test(lines[i]!) || (i + 1 >= doc.bodyStart && doc.isFenced(i + 1))) continue;
    // From the line on (bounded): like the reference, the value may follow on the next line.
    const offset = starts[i]!;
    const text = doc.text.slice(offset, Math.min(offset + 4096, limit));
    valueAt.lastIndex = 0;
    const m = valueAt.exec(text);
    if (!m) continue;
    const at = offset + m[1]!.length;
    // Placed from the label's line: the blanks before the value hold at most the line break to the next.
    const nl = m[1]!.lastIndexOf('\n');
    const line = i + 1 + (nl < 0 ? 0 : m[1]!.split('\n').length - 1);
    const column = nl < 0 ? m[1]!.length + 1 : m[1]!.length - nl;
    const end = doc.text.indexOf('\n', at);
    const rest = doc.text.slice(at + m[2]!.length, end < 0 ? undefined : end).replace(LEADING_MARK, '');
    out.push({ value: m[2]!, line, column, rest });
  }
  if (!protocol) return out;
  // Table rows are read beside the label lines; a value on the next line may share a line number with a row only in theory.
  const labelled = new Set(out.map((d) => d.line));
  return [...out, ...tableDecisions(doc, range).filter((t) => !labelled.has(t.line))].sort((a, b) => a.line - b.line);
}

const startsOf = new WeakMap<MarkdownDoc, number[]>();
/** Where each line starts in the document's text (index = line - 1), and past the last line: found once per document. */
function lineStarts(doc: MarkdownDoc): number[] {
  let starts = startsOf.get(doc);
  if (!starts) {
    starts = [0];
    for (const l of doc.file.lines) starts.push(starts.at(-1)! + l.length + 1);
    startsOf.set(doc, starts);
  }
  return starts;
}

/**
 * The Decision of human-directive.md in force. Compat reads the first (directiveDecisions), as the
 * reference does. The protocol reading takes the latest: the directive is the human's ruling, and a
 * Decision written after another ("Update 16:40 after a call: Decision: REJECT_NOW") revises it; the
 * first would silently overrule the judge's last word. Undefined when no Decision is written.
 */
export function directiveDecision(doc: MarkdownDoc, protocol: boolean, range?: { start: number; end: number }): DirectiveDecision | undefined {
  const all = directiveDecisions(doc, protocol, range);
  return protocol ? all.at(-1) : all[0];
}

/** The earlier Decisions of the part read that the one in force (`read`) revises, with another value, as `PROCEED_TO_VERDICT (L3)`; for a message. */
export function revisedDecisions(doc: MarkdownDoc, read: DirectiveDecision, range?: { start: number; end: number }): string | undefined {
  const earlier = directiveDecisions(doc, true, range).filter((d) => d.line < read.line && d.value.toUpperCase() !== read.value.toUpperCase());
  return earlier.length ? earlier.map((d) => `${d.value} (L${d.line})`).join(', ') : undefined;
}

/** The protocol reading's table form: the rendered `| Decision | X |` rows, at their values. */
function tableDecisions(doc: MarkdownDoc, range?: { start: number; end: number }): DirectiveDecision[] {
  return labelledTableRows(doc, DECISION_CELL, range);
}

/**
 * The rendered two-column rows of a directive whose first cell the label matches (`| Decision | X |`,
 * `| Directed verdict | REJECT |`), at the first word of their value, with what follows it; a header
 * row (over a delimiter row) names columns, so it is none. With `range`, only that part is read.
 */
export function labelledTableRows(doc: MarkdownDoc, label: RegExp, range?: { start: number; end: number }): DirectiveDecision[] {
  const rows = range ? doc.linesOf({ start: Math.max(range.start, doc.bodyStart), end: range.end }, { skipFenced: true }) : doc.bodyLines();
  const out: DirectiveDecision[] = [];
  for (const { line, text } of rows) {
    const cells = tableRowCells(text);
    if (!cells || cells.length < 2 || !label.test(cells[0]!.text)) continue;
    // A header row (`| Decision | Rationale |` over a delimiter row) names columns, not a decision.
    if (DELIMITER_ROW.test(doc.line(line + 1))) continue;
    const cell = cells[1]!;
    const m = TABLE_VALUE.for(cell.text).exec(cell.text);
    if (!m) continue;
    out.push({ value: m[1]!, line, column: cell.column + m[0].length - m[1]!.length, rest: cell.text.slice(m[0].length).replace(LEADING_MARK, '') });
  }
  return out;
}

/** Whether a Decision still lists the template's choices (`PROCEED_TO_VERDICT | REJECT_NOW | …`): no decision was made. */
export function unfilledDecision(d: DirectiveDecision): boolean {
  return /^\s*[|/]/.test(d.rest) && DIRECTIVE_DECISIONS.some((x) => d.rest.toUpperCase().includes(x));
}

// ------------------------------------------------------------ rounds

/** `iteration 2`, `iter-2`, `итерация 2` in the directive's title. */
const TITLE_ITERATION = /(?:\biter(?:ation)?|итераци[а-яё]{0,3})[\s#-]{0,3}(\d{1,6})\b/i;

/** The part of human-directive.md that speaks for one acceptance round. */
export interface DirectiveForRound {
  /** The iteration it is for, when the directive names one: its `## Iteration N` section's, else its title's. */
  n?: number;
  /** Where that iteration is named (the section heading or the title). */
  line?: number;
  /** The lines of that section (1-based, inclusive); undefined: the whole file. */
  range?: { start: number; end: number };
  /** Whether the directive keeps one part per round under `## Iteration N` headings. */
  sections: boolean;
  /** A round was asked for and the directive names another iteration (no section, or a title, for it). */
  stale: boolean;
}

/** `decision:` anywhere (bold, in a list), or a line opening with the word (a `### Decision` heading, `Decision PROCEED`). */
const DECISION_WORD_MENTION = String.raw`\bdecision(?:\*\*|__|\*|_)?[ \t]*:|^[\s>*_#-]*decision\b`;
/**
 * A line that writes a Decision in any form, read or not: DECISION_WORD_MENTION, or a table row whose
 * first cell is the word; a line opening with «Решение» too.
 */
export const DECISION_MENTION = new RegExp(String.raw`${DECISION_WORD_MENTION}|^\s*\|\s*(?:\*\*|__)?decision\b|^[\s>*_#|-]*решение(?![а-яё])`, 'i');
/** A line that mentions a Decision label outside a table: DECISION_WORD_MENTION, or the same of «Решение». */
export const DECISION_LABEL_MENTION = new RegExp(String.raw`${DECISION_WORD_MENTION}|(?<![а-яё])решение(?:\*\*|__|\*|_)?[ \t]*:|^[\s>*_#-]*решение(?![а-яё])`, 'i');

/** A heading whose words go on right after `Iteration N` (`Iteration 3 escalation`, `Iteration 3 notes`): it names a note. */
const NOTE_HEADING = /^\s*iteration\s+\d+[ \t]*[A-Za-zА-Яа-яЁё]/i;

/**
 * The `## Iteration N` sections of a directive kept per round: one titled for the round alone
 * (`## Iteration 3`, `## Iteration 3 — 2026-07-05`), or any that writes a Decision. A note under
 * `## Iteration 3 escalation` that writes none is no round's directive.
 */
const directiveSections = perDocument((doc, reading): DirectiveSections => {
  const headingAt = new Map(doc.headingsIn(reading).map((h) => [h.line, h]));
  const list = iterationHeadings(doc, reading).flatMap((h) => {
    const heading = headingAt.get(h.line)!;
    const { start, end } = doc.sectionOf(heading, reading);
    const decides = () => doc.linesOf({ start: Math.max(start, doc.bodyStart), end }, { skipFenced: true }).some((l) => DECISION_MENTION.test(l.text));
    return !NOTE_HEADING.test(plainTitle(heading.text)) || decides() ? [{ ...h, start, end }] : [];
  });
  const byN = new Map<number, DirectiveSection>();
  for (const h of list) byN.set(h.n, h);
  return { list, byN, latest: list.length ? list.reduce((a, b) => (b.n >= a.n ? b : a)) : undefined };
});

type DirectiveSection = { n: number; line: number; start: number; end: number };
/** A directive's sections, each iteration's last one by its number, and the latest (highest N, the later on a tie): read once per document, as every round asks. */
type DirectiveSections = { list: DirectiveSection[]; byN: Map<number, DirectiveSection>; latest: DirectiveSection | undefined };

/**
 * The part of a directive that speaks for acceptance round `round` (the latest verdict's). A
 * directive that appends one part per round (`## Iteration N` sections writing a Decision) speaks
 * through that round's section, else (no round, or no section for it) through its latest one
 * (highest N, the later on a tie); one that is replaced per round speaks as a whole, for the
 * iteration its title names. The protocol reading takes setext headings too (`Iteration 2` over `---`).
 */
export function directiveForRound(doc: MarkdownDoc, round: number | undefined, reading: SectionReading = 'reference'): DirectiveForRound {
  const heads = directiveSections(doc, reading);
  if (heads.latest) {
    const matching = round === undefined ? undefined : heads.byN.get(round);
    const chosen = matching ?? heads.latest;
    return { n: chosen.n, line: chosen.line, range: { start: chosen.start, end: chosen.end }, sections: true, stale: round !== undefined && !matching };
  }
  const titled = titleIteration(doc, reading);
  if (!titled) return { sections: false, stale: false };
  const { n } = titled;
  return { n, line: titled.line, sections: false, stale: round !== undefined && n !== round };
}

/** The iteration a document's title (its first heading in the reading: a setext one too in the protocol's) names: `# Consilium summary — x — iteration 2`. */
export function titleIteration(doc: MarkdownDoc, reading: SectionReading = 'reference'): { n: number; line: number } | undefined {
  const title = doc.headingsIn(reading)[0];
  const m = title ? TITLE_ITERATION.exec(title.text) : null;
  return title && m ? { n: Number(m[1]), line: title.line } : undefined;
}

/**
 * The latest verdict of acceptance-log.md, in any form (verdictsInAnyForm), and the `## Iteration N`
 * round it sits in (in the reading's rounds: acceptanceRounds), up to the next round's heading (a
 * verdict written as an H2 closes the round's section, yet is the round's), when there is one. With
 * `which`, the latest verdict it takes.
 */
export function latestVerdict(log: MarkdownDoc | undefined, which?: (v: VerdictLine) => boolean, reading: SectionReading = 'reference'): { verdict: VerdictLine; round?: AcceptanceRound } | undefined {
  const verdict = log && (which ? verdictsInAnyForm(log).findLast(which) : verdictsInAnyForm(log).at(-1));
  if (!log || !verdict) return undefined;
  const spans = acceptanceRoundSpans(log, reading);
  const k = spans.findIndex((r) => r.start <= verdict.line && verdict.line <= r.end);
  const round = k < 0 ? undefined : acceptanceRounds(log, reading)[k];
  return { verdict, ...(round ? { round } : {}) };
}

/**
 * The state before round n's verdict, which director-verdict and human-directive wait out: the
 * counter names round n, acceptance-log.md holds fewer verdicts than n (in any form: a legacy
 * `**ACCEPTED**` is round n's verdict written), and it has no `## Iteration n` section yet (only
 * earlier ones), or, kept without sections, its latest verdict is a REJECT. Says so, else undefined.
 */
export function awaitingRoundVerdict(log: MarkdownDoc, n: number | undefined, reading: SectionReading = 'reference'): string | undefined {
  if (n === undefined) return undefined;
  const heads = iterationHeadings(log, reading);
  if (heads.some((h) => h.n === n)) return undefined;
  // Fewer verdicts than rounds: round n's is not among them (a log holding n verdicts is read as before).
  const verdicts = verdictsInAnyForm(log);
  if (verdicts.length >= n) return undefined;
  if (heads.length) {
    if (heads.some((h) => h.n > n)) return undefined;
    const latest = heads.reduce((x, y) => (y.n >= x.n ? y : x));
    return `acceptance-log.md has no \`## Iteration ${n}\` section yet (its latest round is iteration ${latest.n}, L${latest.line}): the director has not written the iteration ${n} verdict`;
  }
  const last = verdicts.at(-1);
  if (!last || !last.word.startsWith('REJECT')) return undefined;
  return `acceptance-log.md holds ${plural(verdicts.length, 'verdict')} (the latest ${last.word} at L${last.line}) and the counter is ${n}: the director has not written the iteration ${n} verdict`;
}

/**
 * Where the user aborted the engagement: acceptance-log.md's latest verdict is ABORTED (the
 * floor-holder's stub, "sanity checks skipped under abort flag"), as `engagement/acceptance-log.md:L12`.
 */
export function abortedAt(model: { acceptanceLog: MarkdownDoc | undefined }): string | undefined {
  const latest = latestVerdict(model.acceptanceLog);
  return latest?.verdict.word.startsWith('ABORT') ? `${model.acceptanceLog!.rel}:L${latest.verdict.line}` : undefined;
}

/**
 * The state between rounds: acceptance-log.md's latest verdict REJECTs round r, the director has
 * moved the counter to r + 1, and nothing names round r + 1 yet (handoff.md is still round r's, no
 * `## Iteration r + 1` in the log). Round r + 1's artefacts are due with its handoff, not now. A
 * protocol reading (only recommended rules ask): headings as markdown renders them, setext ones too.
 */
export function awaitingNextRound(model: EngagementModel): { round: number; line: number; at: string } | undefined {
  const latest = latestVerdict(model.acceptanceLog, undefined, 'protocol');
  const r = latest?.round?.n;
  if (r === undefined || !latest!.verdict.word.startsWith('REJECT') || model.iteration.value !== r + 1 || workedIteration(model, 'protocol') > r) return undefined;
  // A later `## Iteration N` section of the log opens the next round too.
  if ((acceptanceRounds(model.acceptanceLog, 'protocol').at(-1)?.n ?? r) > r) return undefined;
  return { round: r, line: latest!.verdict.line, at: `${model.acceptanceLog!.rel}:L${latest!.verdict.line}` };
}
