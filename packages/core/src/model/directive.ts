import { LetterRegex } from '../letters.js';
import { positionAt } from '../io/text.js';
import { tableRowCells } from '../markdown/table.js';
import { plainTitle, type MarkdownDoc } from '../markdown/document.js';
import type { EngagementModel } from './engagement.js';
import { iterationHeadings, workedIteration } from './engagement-queries.js';
import { plural } from '../util.js';
import { acceptanceRounds, acceptanceRoundSpans, trimMarks, verdictLines, type AcceptanceRound, type VerdictLine } from './plan/acceptance.js';

/** The decisions a human directive may record (PROCEED_TO_VERDICT | REJECT_NOW | DIRECTED_VERDICT). */
export const DIRECTIVE_DECISIONS = ['DIRECTED_VERDICT', 'PROCEED_TO_VERDICT', 'REJECT_NOW'];

/** The label as the reference reads it: the line starts with it, spelled exactly (no bold, no indent). */
export const COMPAT_DECISION_LABEL = /^Decision:/;
const COMPAT_DECISION = new LetterRegex(String.raw`^(Decision:\s*)([\p{L}\p{N}_]+)`, 'mu');
/**
 * The protocol reading, which gives no layout: the label may also be bold (`**Decision:**`,
 * `**Decision**:`), open a list item (`- Decision:`, `* Decision:`, `- **Decision:**`) or a
 * heading (`## Decision: REJECT_NOW`, a human's way of making the ruling stand out).
 */
const PROTOCOL_LABEL_SOURCE = String.raw`(?:#{1,6}[ \t]+|[-*][ \t]+)?(?:\*\*Decision:\*\*|\*\*Decision\*\*:|Decision:)`;
export const PROTOCOL_DECISION_LABEL = new RegExp(`^${PROTOCOL_LABEL_SOURCE}`);
// The value may sit in code or emphasis marks (`PROCEED_TO_VERDICT`, **PROCEED_TO_VERDICT**).
const PROTOCOL_DECISION = new LetterRegex(String.raw`^(${PROTOCOL_LABEL_SOURCE}\s*(?:\*\*|\*|\x60{1,2})?)([\p{L}\p{N}_]+)`, 'mu');
/** The first cell of a two-column table row naming the decision: `| Decision | PROCEED_TO_VERDICT |`. */
const DECISION_CELL = /^(?:\*\*|__)?Decision(?:\*\*|__)?:?(?:\*\*|__)?$/i;
const TABLE_VALUE = new LetterRegex(String.raw`^(?:\*\*|\*|\x60{1,2})?([\p{L}\p{N}_]+)`, 'u');
const DELIMITER_ROW = /^\s*\|[\s:|-]+\|?\s*$/;
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
  const [label, decision] = protocol ? [PROTOCOL_DECISION_LABEL, PROTOCOL_DECISION] : [COMPAT_DECISION_LABEL, COMPAT_DECISION];
  const lines = doc.file.lines;
  const first = Math.max(1, range?.start ?? 1);
  const last = Math.min(lines.length, range?.end ?? lines.length);
  const out: DirectiveDecision[] = [];
  // A value on the line after the label is read only while that line is inside the range.
  let limit = 0;
  for (let i = 0; i < last; i++) limit += lines[i]!.length + 1;
  for (let i = 0, offset = 0; i < last; offset += lines[i]!.length + 1, i++) {
    if (i + 1 < first || !label.test(lines[i]!) || (i + 1 >= doc.bodyStart && doc.isFenced(i + 1))) continue;
    // From the line on (bounded): like the reference, the value may follow on the next line.
    const text = doc.text.slice(offset, Math.min(offset + 4096, limit));
    const m = decision.for(text).exec(text);
    if (!m || m.index !== 0) continue;
    const at = offset + m[1]!.length;
    const { line, column } = positionAt(doc.text, at);
    const end = doc.text.indexOf('\n', at);
    const rest = doc.text.slice(at + m[2]!.length, end < 0 ? undefined : end).replace(LEADING_MARK, '');
    out.push({ value: m[2]!, line, column, rest });
  }
  if (!protocol) return out;
  // Table rows are read beside the label lines; a value on the next line may share a line number with a row only in theory.
  return [...out, ...tableDecisions(doc, range).filter((t) => !out.some((d) => d.line === t.line))].sort((a, b) => a.line - b.line);
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
  const rows = range ? doc.linesOf({ start: Math.max(range.start, doc.bodyStart), end: range.end }, { skipFenced: true }) : doc.bodyLines();
  const out: DirectiveDecision[] = [];
  for (const { line, text } of rows) {
    const cells = tableRowCells(text);
    if (!cells || cells.length < 2 || !DECISION_CELL.test(cells[0]!.text)) continue;
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
const TITLE_ITERATION = /(?:\biter(?:ation)?|итераци[а-яё]*)[\s#-]{0,3}(\d{1,6})\b/i;

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

/**
 * A line that writes a Decision in any form, read or not: `decision:` anywhere (bold, in a list), a
 * line opening with the word (a `### Decision` heading, `Decision PROCEED`), or a table row whose
 * first cell is the word.
 */
export const DECISION_MENTION = /\bdecision(?:\*\*|__|\*|_)?[ \t]*:|^[\s>*_#-]*decision\b|^\s*\|\s*(?:\*\*|__)?decision\b/i;

/** A heading whose words go on right after `Iteration N` (`Iteration 3 escalation`, `Iteration 3 notes`): it names a note. */
const NOTE_HEADING = /^\s*iteration\s+\d+[ \t]*[A-Za-zА-Яа-яЁё]/i;

/**
 * The `## Iteration N` sections of a directive kept per round: one titled for the round alone
 * (`## Iteration 3`, `## Iteration 3 — 2026-07-05`), or any that writes a Decision. A note under
 * `## Iteration 3 escalation` that writes none is no round's directive.
 */
function directiveSections(doc: MarkdownDoc): Array<{ n: number; line: number; start: number; end: number }> {
  const headingAt = new Map(doc.headings.map((h) => [h.line, h]));
  return iterationHeadings(doc).flatMap((h) => {
    const heading = headingAt.get(h.line)!;
    const { start, end } = doc.sectionOf(heading);
    const decides = () => doc.linesOf({ start: Math.max(start, doc.bodyStart), end }, { skipFenced: true }).some((l) => DECISION_MENTION.test(l.text));
    return !NOTE_HEADING.test(plainTitle(heading.text)) || decides() ? [{ ...h, start, end }] : [];
  });
}

/**
 * The part of a directive that speaks for acceptance round `round` (the latest verdict's). A
 * directive that appends one part per round (`## Iteration N` sections writing a Decision) speaks
 * through that round's section, else (no round, or no section for it) through its latest one
 * (highest N, the later on a tie); one that is replaced per round speaks as a whole, for the
 * iteration its title names.
 */
export function directiveForRound(doc: MarkdownDoc, round: number | undefined): DirectiveForRound {
  const heads = directiveSections(doc);
  if (heads.length) {
    const matching = round === undefined ? undefined : heads.filter((h) => h.n === round).at(-1);
    const chosen = matching ?? heads.reduce((a, b) => (b.n >= a.n ? b : a));
    return { n: chosen.n, line: chosen.line, range: { start: chosen.start, end: chosen.end }, sections: true, stale: round !== undefined && !matching };
  }
  const titled = titleIteration(doc);
  if (!titled) return { sections: false, stale: false };
  const { n } = titled;
  return { n, line: titled.line, sections: false, stale: round !== undefined && n !== round };
}

/** The iteration a document's title (its first heading) names: `# Consilium summary — x — iteration 2`. */
export function titleIteration(doc: MarkdownDoc): { n: number; line: number } | undefined {
  const title = doc.headings[0];
  const m = title ? TITLE_ITERATION.exec(title.text) : null;
  return title && m ? { n: Number(m[1]), line: title.line } : undefined;
}

// ------------------------------------------------------------ verdicts in every form

/** A verdict form other than the `Verdict: X` line (verdictLines reads that); see LEGACY_VERDICT_FORMS. */
export interface LegacyVerdictForm {
  /** Anchored; its group `v` (with the `d` flag) is the verdict word, when the form writes one. */
  re: RegExp;
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
}

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
  // (a REJECT warns no harder than an ACCEPT). The reference fails them, so compat does too.
  { re: /^Verdict[:\s]+(?<v>REJECT(?:ED)?|ABORTED)/di, kind: 'verdict line without `###`', protocolOnly: true },
  { re: /^#\s+Verdict:.*/i, kind: 'H1 instead of H3' },
  { re: /^##\s+Verdict:\s*(?<v>ACCEPT(?:ED)?|REJECT(?:ED)?|ABORTED)/di, kind: 'H2 instead of H3', protocolOnly: true },
  { re: /^##\s+Verdict\s*$/i, kind: 'verdict heading with no verdict', valueBelow: true },
  // A verdict heading or label the log's reading misses: no colon, an emoji before it, the Russian word.
  {
    re: /^\s{0,3}(?:#{1,6}\s+)?(?:[-*+]\s+)?[^\p{L}\p{N}\n]{0,8}(?:verdict|вердикт)(?!\p{L})[^\p{L}\n]{0,8}(?<v>ACCEPT(?:ED)?|REJECT(?:ED)?|ABORTED)(?!\p{L})/diu,
    kind: 'a verdict not written as `Verdict: X`',
    protocolOnly: true,
    // Only as a later round's verdict after a canonical one; alone, it is the unparseable verdict heading below.
    laterOnly: true,
  },
  // After a canonical verdict this is a closing remark, not a verdict (see verdict-canonical's otherForms).
  { re: /engagement\s+\S+\s+is\s+\*?\*?CLOSED\**/i, kind: 'closing remark', closing: true },
];

/** A line that may hold a verdict in some form: what every form needs, tested before the forms. */
const MAY_HOLD_VERDICT = /verdict|вердикт|accept|reject|abort/i;
/** What may follow a bare bold verdict word on its line for it to be the verdict: nothing, or a separator before the reason. */
const AFTER_BARE = /^(?:\*\*|__)?\s*(?:$|[—–:.,;(!]|-\s)/;
/** The line under a bare `## Verdict` heading, when it opens with the verdict: `ACCEPT CONDITIONAL — …`, `**REJECT** — …`, `- ACCEPTED`. */
const VALUE_BELOW = new LetterRegex(String.raw`^\s{0,3}(?:>\s?)?(?:[-*+]\s+)?(?:\*\*|__)?(?<v>(?:CONDITIONAL(?:LY)?\s+)?(?:ACCEPT(?:ED)?|REJECT(?:ED)?|ABORTED))(?![\p{L}])`, 'diu');
const VALUE_WORD = new LetterRegex(String.raw`^[\p{L}_-]+`);

/** A verdict read from column `at` (0-based) of a line to its end, as verdictLines reads a value. */
function verdictFrom(line: number, text: string, at: number): VerdictLine {
  const value = trimMarks(text.slice(at)).replace(/\*\*|__|`/g, '');
  const word = (VALUE_WORD.for(value).exec(value)?.[0] ?? value).replace(/[-_]+$/, '').toUpperCase();
  return { line, column: at + 1, value, word, rest: value.slice(word.length).trim() };
}

/**
 * The verdicts of acceptance-log.md (or of `range`), in line order, in every form a verdict is
 * recognised in: the `Verdict: X` lines (verdictLines) and the legacy forms (LEGACY_VERDICT_FORMS)
 * that write a verdict word: `**ACCEPTED**` opening a line, `Verdict ACCEPTED` without a colon, a
 * verdict heading behind an emoji or in Russian, and the line under a bare `## Verdict` heading
 * when it opens with the verdict. Each rule that needs "the verdict" reads this one set, so an
 * ACCEPT verdict-canonical recognises is the ACCEPT binary-verdict, directive-followed and
 * acceptance-log-paths check. Fenced and commented lines are not read.
 */
export function verdictsInAnyForm(doc: MarkdownDoc, range?: { start: number; end: number }): readonly VerdictLine[] {
  // The whole log's reading is worked out once: several rules ask for the latest verdict.
  if (!range) {
    let all = wholeLogVerdicts.get(doc);
    if (!all) wholeLogVerdicts.set(doc, (all = readVerdicts(doc)));
    return all;
  }
  return readVerdicts(doc, range);
}

const wholeLogVerdicts = new WeakMap<MarkdownDoc, readonly VerdictLine[]>();

function readVerdicts(doc: MarkdownDoc, range?: { start: number; end: number }): VerdictLine[] {
  const read = new Map(verdictLines(doc, range).map((v) => [v.line, v]));
  const lines = doc.linesOf(range ?? { start: doc.bodyStart, end: doc.lines.length }, { skipFenced: true });
  lines.forEach(({ line, text }, i) => {
    if (read.has(line) || !MAY_HOLD_VERDICT.test(text)) return;
    let form: LegacyVerdictForm | undefined;
    let m: RegExpExecArray | null = null;
    for (const f of LEGACY_VERDICT_FORMS) {
      if (f.closing || !(m = f.re.exec(text))) continue;
      form = f;
      break;
    }
    const v = m?.indices?.groups?.v;
    if (form && v && (!form.bare || AFTER_BARE.test(text.slice(v[1])))) read.set(line, verdictFrom(line, text, v[0]));
    if (!form?.valueBelow) return;
    // The first line with text under the heading holds the verdict, when it opens with one (and is no heading).
    let k = i + 1;
    while (k < lines.length && lines[k]!.text.trim() === '') k++;
    const below = lines[k];
    const value = below && !read.has(below.line) ? VALUE_BELOW.for(below.text).exec(below.text)?.indices?.groups?.v : undefined;
    if (below && value) read.set(below.line, verdictFrom(below.line, below.text, value[0]));
  });
  return [...read.values()].sort((a, b) => a.line - b.line);
}

/**
 * The latest verdict of acceptance-log.md, in any form (verdictsInAnyForm), and the `## Iteration N`
 * round it sits in, up to the next round's heading (a verdict written as an H2 closes the round's
 * section, yet is the round's), when there is one.
 */
export function latestVerdict(log: MarkdownDoc | undefined): { verdict: VerdictLine; round?: AcceptanceRound } | undefined {
  const verdict = log && verdictsInAnyForm(log).at(-1);
  if (!log || !verdict) return undefined;
  const spans = acceptanceRoundSpans(log);
  const k = spans.findIndex((r) => r.start <= verdict.line && verdict.line <= r.end);
  const round = k < 0 ? undefined : acceptanceRounds(log)[k];
  return { verdict, ...(round ? { round } : {}) };
}

/**
 * The state before round n's verdict, which director-verdict and human-directive wait out: the
 * counter names round n, acceptance-log.md holds fewer verdicts than n (in any form: a legacy
 * `**ACCEPTED**` is round n's verdict written), and it has no `## Iteration n` section yet (only
 * earlier ones), or, kept without sections, its latest verdict is a REJECT. Says so, else undefined.
 */
export function awaitingRoundVerdict(log: MarkdownDoc, n: number | undefined): string | undefined {
  if (n === undefined) return undefined;
  const heads = iterationHeadings(log);
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
 * `## Iteration r + 1` in the log). Round r + 1's artefacts are due with its handoff, not now.
 */
export function awaitingNextRound(model: EngagementModel): { round: number; line: number; at: string } | undefined {
  const latest = latestVerdict(model.acceptanceLog);
  const r = latest?.round?.n;
  if (r === undefined || !latest!.verdict.word.startsWith('REJECT') || model.iteration.value !== r + 1 || workedIteration(model) > r) return undefined;
  // A later `## Iteration N` section of the log opens the next round too.
  if ((acceptanceRounds(model.acceptanceLog).at(-1)?.n ?? r) > r) return undefined;
  return { round: r, line: latest!.verdict.line, at: `${model.acceptanceLog!.rel}:L${latest!.verdict.line}` };
}
