/**
 * criteria.md's numbered criteria and acceptance-log.md's rounds: verdict lines, the blockers
 * a rejected round names, director markers that rule on nothing (the checks an ACCEPT hands over: deferral.ts).
 */
import { plainTitle, type MarkdownDoc, type Section, type SectionReading } from '../../markdown/document.js';
import { perDocument } from '../../markdown/per-document.js';
import { rowCells } from '../../markdown/table.js';
import { iterationHeadings } from '../engagement-queries.js';
import { LetterRegex } from '../../letters.js';
import { critNumbers } from './patterns.js';
// Blockers name criteria in prose ("criterion 6 not met", "criteria 3 and 4"): the rules reading them share this reading.
export { critMentions, critNumbers, type CritMention } from './patterns.js';
import { firstNotBefore } from '../../sorted.js';
import { TextReadings } from '../../text-readings.js';
import { verdictsInAnyForm, type VerdictLine } from './verdicts.js';

const WORDS = new LetterRegex(String.raw`[\p{L}\p{N}]+`, 'gu');

// ------------------------------------------------------------ criteria bullets

export interface NumberedCriterion {
  /** N of crit-N. */
  n: number;
  text: string;
  line: number;
  column: number;
  /** Title of the section it sits in. */
  section: string;
}

/** A "Deliverables expected" heading, in English or Russian («Ожидаемые результаты»). */
const DELIVERABLES_TITLE = /^(?:deliverables(?:\s+expected)?\b|ожидаемые\s+результаты)/i;
/**
 * A heading naming "Done when" anywhere ("Done when (критерии готовности)", "Критерии готовности (Done
 * when)") or «Готово, когда»: the criteria template's `## Done when`, however the title is worded around it
 * and however the two words are joined (`Done-when`, as the protocol writes it; `Done_when`).
 */
const DONE_WHEN_TITLE = /(?<!\p{L})done(?:\s{1,3}|[-_‐‑–]\s?)when(?!\p{L})|(?<!\p{L})готово,?\s{1,3}когда(?!\p{L})/iu;
/**
 * A criteria title alone: «Критерии готовности», «Критерии приёмки», "Acceptance criteria". Only below the
 * top level: a `# Acceptance criteria — …` is criteria.md's own title (the template's) as often as a section's.
 */
const CRITERIA_TITLE = /^(?:критерии\s{1,3}(?:готовности|при[её]мки)|acceptance\s{1,3}criteria)(?!\p{L})/iu;
/**
 * A bare acceptance title, below the top level too: `## Acceptance`, `## Acceptance checks`, `## Acceptance
 * conditions`, «Приёмка», «Условия приёмки», with a colon or a parenthesis after it at most. Anything else
 * after the word names something else (`## Acceptance log`, `## Acceptance — iteration 2`).
 */
const ACCEPTANCE_TITLE = /^(?:acceptance(?:\s{1,3}(?:checks|conditions))?|(?:условия\s{1,3})?при[её]мк[аи])[ \t]{0,3}:?[ \t]{0,3}(?:\([^()]*\)[ \t]{0,3})?:?$/iu;
const untitled = (title: string) => title.replace(/^\d+\.\s*/, '');
/** A "Done when" heading (see DONE_WHEN_TITLE, CRITERIA_TITLE, ACCEPTANCE_TITLE); a Deliverables one is none. */
const doneWhenTitle = (title: string, level: number) => {
  const t = untitled(title);
  return !DELIVERABLES_TITLE.test(t) && (DONE_WHEN_TITLE.test(t) || (level >= 2 && (CRITERIA_TITLE.test(t) || ACCEPTANCE_TITLE.test(t.trim()))));
};
/** A "Done when" or "Deliverables expected" heading. */
export const criteriaHeading = (h: { text: string; level: number }) => DELIVERABLES_TITLE.test(untitled(h.text)) || doneWhenTitle(h.text, h.level);

/**
 * criteria.md's criteria sections, in file order; a section holding another (`## Критерии приёмки` over `### Done when`) wraps it, and the inner one is read.
 * Headings as markdown renders them (the protocol reading): a `Done when` underlined with `---` is one, and ends the section before it.
 */
export function criteriaSections(doc: MarkdownDoc): Section[] {
  const found = doc.sections(criteriaHeading, 'protocol');
  return found.filter((s) => !found.some((o) => o !== s && o.heading.line > s.heading.line && o.heading.line <= s.end));
}

/** A task list's checkbox before a bullet's label (`- [ ] crit-1: …`). */
const CHECKBOX = String.raw`(?:\[[ xX]\][ \t]{1,3})?`;
/** A bullet's own leading `crit-N` (bare, bold or in code): every bullet so labelled numbers the criteria by its label. */
export const LEADING_CRIT = new RegExp(String.raw`^${CHECKBOX}(?:\*\*|\x60)?crit-(\d+)\b`, 'i');

/** A table's delimiter row, with or without its outer pipes (`|---|:--:|`, `---|---`). */
const isDelimiter = (t: string) => t.includes('|') && t.includes('-') && /^[\s:|-]+$/.test(t);
/** A first cell that only numbers its row (`1`, `2.`, `#3`, `**4**`): no part of the criterion's text. */
const NUMBER_CELL = /^[*_]{0,2}#?\d{1,6}\.?[*_]{0,2}$/;
/** What may follow a label in a cell holding nothing else: its closing emphasis, code mark or bracket, a colon. */
const BARE_LABEL_TAIL = /^[*_\x60\]:.]{0,4}$/;

type Read = Omit<NumberedCriterion, 'n'> & { label?: number };

/**
 * The body rows of a section's tables (a header row over a delimiter row, with or without outer pipes), one
 * criterion each: a `crit-N` first cell labels it, a number first cell is left out, the cells make its text.
 */
function tableCriteria(doc: MarkdownDoc, s: Section): Read[] {
  const lines = doc.linesOf(s, { skipFenced: true });
  const out: Read[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i]!.text.includes('|') || lines[i + 1]!.line !== lines[i]!.line + 1 || !isDelimiter(lines[i + 1]!.text.trim())) continue;
    let k = i + 2;
    // The rows run up to the first line that is no row: a blank line, a line with no pipe, a fenced line.
    for (; k < lines.length && lines[k]!.line === lines[k - 1]!.line + 1 && lines[k]!.text.includes('|'); k++) {
      const cells = rowCells(lines[k]!.text).filter((c) => c.text !== '');
      if (!cells.length) continue;
      const first = cells[0]!;
      const label = CRIT_LABEL.exec(first.text);
      const rest = cells.slice(1).map((c) => c.text).join(' — ');
      // A first cell holding the label alone (`crit-2`, `**crit-2**`) reads as a bullet's `crit-2: …`.
      const bare = label && BARE_LABEL_TAIL.test(first.text.slice(label[0].length));
      const text = NUMBER_CELL.test(first.text) && rest ? rest : bare && rest ? `${first.text}: ${rest}` : cells.map((c) => c.text).join(' — ');
      out.push({ text, line: lines[k]!.line, column: first.column, section: s.title, ...(label ? { label: Number(label[1]) } : {}) });
    }
    i = k - 1;
  }
  return out;
}

/** A section's top-level list items (nested ones detail their parent), as criteria. */
function bulletCriteria(doc: MarkdownDoc, s: Section): Read[] {
  const items = doc.listItems(s, { allMarkers: true });
  if (!items.length) return [];
  const lead = (text: string) => text.length - text.trimStart().length;
  // reduce, not Math.min(...): a spread of a few hundred thousand items overflows the stack.
  const indent = items.reduce((m, it) => Math.min(m, lead(it.text)), Infinity);
  return items.flatMap((it) => {
    if (lead(it.text) > indent) return [];
    const label = LEADING_CRIT.exec(it.content.trim());
    return [{ text: it.content.trim(), line: it.line, column: it.column, section: s.title, ...(label ? { label: Number(label[1]) } : {}) }];
  });
}

/**
 * The criteria of criteria.md: top-level list items (every CommonMark marker: `-`, `*`, `+`, `N.`,
 * `N)`) of every "Done when" and "Deliverables expected" section, in file order, numbered crit-1..crit-N;
 * a section with no list item but a table gives its body rows, one criterion each. A Deliverables table
 * beside a Done-when section that gives criteria lists the deliverables and their bars, not criteria.
 * When every bullet opens with its own `crit-N` label, the labels are used.
 * Without such a section, the bullets anywhere that open with their own
 * `crit-N` label are the criteria: a heading in another language still says which they are.
 */
export function numberedCriteria(doc: MarkdownDoc | undefined): NumberedCriterion[] {
  if (!doc) return [];
  const sections = criteriaSections(doc);
  if (!sections.length) return labelledAnywhere(doc);
  const read = sections.map((s) => {
    const bullets = bulletCriteria(doc, s);
    return { s, table: !bullets.length, items: bullets.length ? bullets : tableCriteria(doc, s) };
  });
  const doneWhenGives = read.some((r) => r.items.length && doneWhenTitle(r.s.heading.text, r.s.heading.level));
  const raw = read.flatMap((r) => (r.table && doneWhenGives && !doneWhenTitle(r.s.heading.text, r.s.heading.level) ? [] : r.items));
  // Sections holding no labelled bullet while labelled ones stand elsewhere (under a heading read as none of
  // them) are not the criteria list: the labels say which bullets are.
  if (!raw.some((r) => r.label !== undefined)) {
    const anywhere = labelledAnywhere(doc);
    if (anywhere.length) return anywhere;
  }
  const labelled = raw.length > 0 && raw.every((r) => r.label !== undefined);
  return raw.map(({ label, ...r }, k) => ({ ...r, n: labelled ? label! : k + 1 }));
}

/**
 * The "Done when" bullets alone, numbered crit-1..N: criteria.md's other reading, where the
 * "Deliverables expected" bullets are deliverables (criteria-owned and criteria-trace-coverage weigh both).
 */
export function doneWhenCriteria(bullets: readonly NumberedCriterion[]): NumberedCriterion[] {
  // The bullets come from criteria sections only, so the level was weighed there already.
  return bullets.filter((c) => doneWhenTitle(c.section, 2)).map((c, k) => ({ ...c, n: k + 1 }));
}

/** A bullet's own `crit-N` label (`crit-1:`, `**crit-1**`, `[crit-1]`, `crit-1 (AC-1):`, `[ ] crit-1:`). */
export const CRIT_LABEL = new RegExp(String.raw`^${CHECKBOX}(?:\*\*|__|\x60|\[)?crit-(\d+)\b`, 'i');

/**
 * The labelled bullets of criteria.md outside the criteria read (`bullets`): a `crit-5:` under a heading that
 * is no "Done when" one. A message about the criteria read names them rather than say the file has fewer.
 */
export function labelledOutside(doc: MarkdownDoc | undefined, bullets: readonly NumberedCriterion[]): NumberedCriterion[] {
  if (!doc) return [];
  const read = new Set(bullets.map((c) => c.line));
  const ns = new Set(bullets.map((c) => c.n));
  return labelledAnywhere(doc).filter((c) => !read.has(c.line) && !ns.has(c.n));
}

/** The list items of the whole body that open with their own `crit-N` label, by label, each with its section's title. */
function labelledAnywhere(doc: MarkdownDoc): NumberedCriterion[] {
  const titled = doc.sections(() => true, 'protocol');
  let k = -1;
  // Items come in line order: the section pointer only moves forward.
  return doc.listItems(undefined, { allMarkers: true }).flatMap((it) => {
    while (k + 1 < titled.length && titled[k + 1]!.heading.line <= it.line) k++;
    const label = CRIT_LABEL.exec(it.content.trim());
    // A top-level item: a nested one details its parent.
    return label && it.text.length - it.text.trimStart().length < 2 ? [{ n: Number(label[1]), text: it.content.trim(), line: it.line, column: it.column, section: titled[k]?.title ?? '' }] : [];
  });
}

/**
 * The labelled bullets as the criteria, by label, when any bullet opens with its own `crit-N`
 * label (the others are deliverables); undefined when none does.
 */
export function labelledOf(bullets: NumberedCriterion[]): NumberedCriterion[] | undefined {
  const labels = bullets.map((c) => CRIT_LABEL.exec(c.text)?.[1]);
  return labels.some((l) => l !== undefined) ? bullets.flatMap((c, k) => (labels[k] !== undefined ? [{ ...c, n: Number(labels[k]) }] : [])) : undefined;
}

/** The criteria as criteria-owned reads them: by their labels (labelledOf), else every bullet by position. */
export function labelledCriteria(doc: MarkdownDoc | undefined): NumberedCriterion[] {
  const bullets = numberedCriteria(doc);
  return labelledOf(bullets) ?? bullets;
}

// ------------------------------------------------------------ acceptance log

export interface AcceptanceBlocker {
  text: string;
  line: number;
  column: number;
  /** Criterion numbers the blocker names (`crit-N`, `criterion N`, `criteria N and M`, `критерий N`). */
  crits: number[];
  /** Read as one of the round's list items because the round names no blocker (no reason, label or blocker heading). */
  unnamed?: true;
}

export interface AcceptanceRound {
  /** N of `## Iteration N`. */
  n: number;
  line: number;
  start: number;
  end: number;
  /** Its first verdict in any form (verdictsInAnyForm), up to the next round's heading. */
  verdict?: VerdictLine;
  /** What the round was rejected on (only gathered for REJECT rounds). */
  blockers: AcceptanceBlocker[];
}

const BLOCKER_HEADING = /block|reject|reason|issue|fail|verdict|причин|блок/i;
// After the colon, `(?:\s*(?:\*\*|__))?\s*` rather than `\s*(?:\*\*|__)?\s*`: two blank runs side by side would split a
// long run of blanks every way before failing (a million blanks after `Blockers:` was hours).
const BLOCKER_LABEL = /^(\s*(?:[-*+]\s+)?(?:\*\*|__)?(?:blockers?|blocking(?:\s+issues?)?|reasons?|reject(?:ion)?\s+reasons?|причин[аы]?|блокеры?)(?:\*\*|__)?\s*[:：](?:\s*(?:\*\*|__))?\s*)(\S.*)$/i;


/** The headings of a reading from line `start` to line `end`: a binary search in the headings, which are in line order (a log of thousands of rounds asks once per round). */
function headingsIn(doc: MarkdownDoc, range: { start: number; end: number }, reading: SectionReading): MarkdownDoc['headings'] {
  const hs = doc.headingsIn(reading);
  const out: MarkdownDoc['headings'] = [];
  for (let i = firstNotBefore(hs, (h) => h.line < range.start); i < hs.length && hs[i]!.line <= range.end; i++) out.push(hs[i]!);
  return out;
}

/** A list item recording who, when or which round (`- Director: dev-manager`, `- Date: …`): the round's record, no blocker. */
const ROUND_RECORD_ITEM = /^\s{0,3}(?:\*\*|__)?(?:director|reviewer|judge|date|time|timestamp|iteration|round|validators?|author|signed(?:\s{1,3}off)?(?:\s{1,3}by)?|by|owner|lead|директор|дата|ревьюер|судья|итерация)(?:\*\*|__)?\s{0,3}[:：]/i;

/** A list item the round marks as met (`- crit-1 ✅ export verified`): a criterion that passed is no blocker, as in a table. */
const metItem = (text: string) => /✅|✔|☑|🟢/u.test(text) && !/❌|✗|✘|✖|🔴/u.test(text);

/**
 * A REJECT round's blockers, read in `range`. A blocker sub-heading is looked for up to `spanEnd` (the next round's
 * heading) in the protocol reading: a setext `Blockers` is an H2, which closes the round's section, yet is the round's.
 */
function blockersOf(doc: MarkdownDoc, range: { start: number; end: number }, spanEnd: number, verdict: VerdictLine | undefined, reading: SectionReading): AcceptanceBlocker[] {
  const out: AcceptanceBlocker[] = [];
  const seen = new Set<number>();
  const add = (text: string, line: number, column: number, unnamed?: true) => {
    if (seen.has(line) || text.trim() === '') return;
    seen.add(line);
    out.push({ text: text.trim(), line, column, crits: critNumbers(text), ...(unnamed ? { unnamed } : {}) });
  };
  // Two words or more after the verdict word (a blank inside what follows its leading punctuation), without splitting a long line into all of its words.
  const said = verdict?.rest.replace(/^[\s:—–-]+/, '');
  if (verdict && said !== undefined && /\s/.test(said)) add(said, verdict.line, verdict.column);
  for (const { line, text } of doc.linesOf(range, { skipFenced: true })) {
    const m = BLOCKER_LABEL.exec(text);
    if (m) add(m[2]!, line, m[1]!.length + 1);
  }
  const last = reading === 'protocol' ? Math.max(range.end, spanEnd) : range.end;
  const inner = headingsIn(doc, { start: range.start, end: last }, reading).filter((h) => BLOCKER_HEADING.test(h.text));
  for (const h of inner) for (const it of doc.listItems(doc.sectionOf(h, reading))) if (it.line <= last && !metItem(it.content)) add(it.content, it.line, it.column);
  if (out.length === 0) {
    // The round's items after its verdict; else those above it that are not the round's own record (`- Director: …`).
    const items = doc.listItems(range).filter((it) => !metItem(it.content));
    const after = verdict ? items.filter((it) => it.line > verdict.line) : items;
    for (const it of after.length ? after : items.filter((x) => !ROUND_RECORD_ITEM.test(x.content))) add(it.content, it.line, it.column, true);
  }
  return out.sort((a, b) => a.line - b.line);
}

const roundsOf: Record<SectionReading, WeakMap<MarkdownDoc, readonly AcceptanceRound[]>> = { reference: new WeakMap(), protocol: new WeakMap() };

/**
 * `## Iteration N` rounds of acceptance-log.md, in file order, with verdict and blockers. Worked
 * out once per document and reading: several rules ask, and a log may hold thousands of rounds.
 * The reference reading takes `## ` headings only; the protocol reading takes headings as markdown
 * renders them (`Iteration 2` underlined with `---` opens round 2, and a setext heading ends a section).
 */
export function acceptanceRounds(doc: MarkdownDoc | undefined, reading: SectionReading = 'reference'): readonly AcceptanceRound[] {
  if (!doc) return [];
  let rounds = roundsOf[reading].get(doc);
  if (!rounds) roundsOf[reading].set(doc, (rounds = readRounds(doc, reading)));
  return rounds;
}

function readRounds(doc: MarkdownDoc, reading: SectionReading): AcceptanceRound[] {
  const heads = iterationHeadings(doc, reading);
  // Both lists are in line order: a pointer finds each round's heading (no map of every heading of a log of many).
  const all = doc.headingsIn(reading);
  let at = 0;
  // A round's verdict is its first in any form the verdict rules read (`**ACCEPTED**`, the line under a
  // bare `## Verdict` or `### Verdict`), up to the next round's heading: a verdict written as an H2 closes the round's
  // section, yet is the round's (as latestVerdict reads it). The whole log is read once, in line order.
  const verdicts = verdictsInAnyForm(doc);
  let next = 0;
  return heads.map((h, k) => {
    while (all[at]!.line < h.line) at++;
    const heading = all[at]!;
    const s = doc.sectionOf(heading, reading);
    const spanEnd = k + 1 < heads.length ? heads[k + 1]!.line - 1 : doc.lines.length;
    while (next < verdicts.length && verdicts[next]!.line < s.start) next++;
    const first = verdicts[next];
    const verdict = first && first.line <= spanEnd ? first : undefined;
    return new Round(h.n, h.line, s, verdict, doc, reading, spanEnd);
  });
}

/**
 * A round of the log. Its blockers are read on first use: the rounds' bounds and verdicts serve many checks, the
 * blockers only a few. A class, its getter on the prototype: a getter written into each round's literal made
 * each of a log's thousands of rounds an object of a shape of its own (some 450 bytes more each), and a closure
 * per round to read them held a context and a range of its own (some 120 bytes more each).
 */
class Round implements AcceptanceRound {
  declare readonly verdict?: VerdictLine;
  #blockers: AcceptanceBlocker[] | undefined;
  readonly #doc: MarkdownDoc;
  readonly #reading: SectionReading;
  /** The last line before the next round's heading. */
  readonly #spanEnd: number;
  readonly start: number;
  readonly end: number;
  constructor(readonly n: number, readonly line: number, section: { start: number; end: number }, verdict: VerdictLine | undefined, doc: MarkdownDoc, reading: SectionReading, spanEnd: number) {
    this.start = section.start;
    this.end = section.end;
    if (verdict) (this as { verdict?: VerdictLine }).verdict = verdict;
    this.#doc = doc;
    this.#reading = reading;
    this.#spanEnd = spanEnd;
  }

  get blockers(): AcceptanceBlocker[] {
    if (!this.#blockers) {
      const [doc, reading, spanEnd, verdict] = [this.#doc, this.#reading, this.#spanEnd, this.verdict];
      // Blockers sit with the verdict: under an H2 verdict past the section, the lines up to the next round.
      const range = { start: this.start, end: verdict && verdict.line > this.end ? spanEnd : this.end };
      this.#blockers = verdict?.word.startsWith('REJECT') ? blockersOf(doc, range, spanEnd, verdict, reading) : [];
    }
    return this.#blockers;
  }
}

/**
 * Word-overlap similarity of two texts, 0..1 (Dice coefficient over the
 * multisets of lower-cased Unicode words). Order-insensitive, so a reworded
 * blocker with the same substance scores high.
 */
export function blockerSimilarity(a: string, b: string): number {
  const words = (s: string) => {
    const lower = s.toLowerCase();
    return WORDS.matches(lower);
  };
  const wa = words(a);
  const wb = words(b);
  if (!wa.length || !wb.length) return 0;
  const counts = new Map<string, number>();
  for (const w of wa) counts.set(w, (counts.get(w) ?? 0) + 1);
  let common = 0;
  for (const w of wb) {
    const c = counts.get(w) ?? 0;
    if (c > 0) {
      common++;
      counts.set(w, c - 1);
    }
  }
  return (2 * common) / (wa.length + wb.length);
}

/** A heading that names a round in another form than `## Iteration N`: `Iter 2`, `Iteration #2`, `iteration-2`, `Итерация 2`, `Round 2`. */
const ROUND_LIKE = /^(?:iter(?:ation)?|итераци[яи]|round|раунд)[ \t]{0,3}[#№-]?[ \t]{0,3}(\d{1,6})(?!\d)/i;

/**
 * Headings of the log in a reading (levels 1 to 3) naming a round that reading does not read as one, in file order: a
 * round's number already read (`### Iteration 1 blockers` under `## Iteration 2`) is a reference to it.
 */
export function unreadRoundHeadings(log: MarkdownDoc, reading: SectionReading = 'reference'): Array<{ line: number; n: number; text: string }> {
  // Several rules ask; each caller gets its own list.
  return unreadOf(log, reading).slice();
}
const unreadOf = perDocument((log, reading): ReadonlyArray<{ line: number; n: number; text: string }> => readUnreadRoundHeadings(log, reading));

function readUnreadRoundHeadings(log: MarkdownDoc, reading: SectionReading): Array<{ line: number; n: number; text: string }> {
  const heads = iterationHeadings(log, reading);
  const rounds = new Set(heads.map((h) => h.n));
  const out: Array<{ line: number; n: number; text: string }> = [];
  // The round a title names depends on its text alone: a log repeating one heading thousands of times reads it once.
  const named = new TextReadings<number | undefined>();
  const roundOf = (text: string) => {
    const m = ROUND_LIKE.exec(plainTitle(text));
    return m ? Number(m[1]) : undefined;
  };
  // The round headings are among the headings, both in line order: a cursor passes over them (no set of a log's 100,000 lines).
  let k = 0;
  for (const h of log.headingsIn(reading)) {
    while (k < heads.length && heads[k]!.line < h.line) k++;
    if (h.level > 3 || heads[k]?.line === h.line) continue;
    const n = named.of(h.text, roundOf);
    // A setext heading is quoted by its text: its level is in the underline, not in `#`s.
    if (n !== undefined && !rounds.has(n)) out.push({ line: h.line, n, text: (h.underline === undefined ? `${'#'.repeat(h.level)} ${h.text.trim()}` : h.text.trim()).slice(0, 60) });
  }
  return out;
}

/** Each round's lines up to the next `## Iteration N` heading or the end of the log: a verdict written as its own H2 closes the section, yet is the round's. */
export function acceptanceRoundSpans(doc: MarkdownDoc | undefined, reading: SectionReading = 'reference'): ReadonlyArray<{ readonly n: number; readonly line: number; readonly start: number; readonly end: number }> {
  // The latest verdict's round and several rules ask.
  return doc ? spansOf(doc, reading) : [];
}

const spansOf = perDocument((doc, reading): ReadonlyArray<{ readonly n: number; readonly line: number; readonly start: number; readonly end: number }> => {
  const rounds = acceptanceRounds(doc, reading);
  return rounds.map((r, k) => ({ n: r.n, line: r.line, start: r.start, end: k + 1 < rounds.length ? rounds[k + 1]!.line - 1 : doc.lines.length }));
});

// ------------------------------------------------------------ director markers that rule on nothing

/** A negation right before a marker, filler words apart ("not yet SUSTAINED", "isn't ACKNOWLEDGED", "nor OVERRULED"); run on a bounded tail. */
const NEGATED = new LetterRegex(String.raw`(?:(?<![\p{L}])(?:not|never|neither|nor|no|не|ни)|n['’]t)(?:\s{1,4}(?:yet|been|be|being|is|are|was|were|a|an|the|as|marked|ruled|declared|considered|formally|explicitly|fully|finally|still|ever|longer|ещё|еще|пока)){0,4}[\s*_\x60"'«“(]{0,6}$`, 'iu');
/** Two markers of a kind offered as alternatives: `SUSTAINED or OVERRULED`, `SUSTAINED/OVERRULED`, `REAL или FALSE_POSITIVE`. */
const ALTERNATIVE = new LetterRegex(String.raw`^[\s*_\x60,]{0,6}(?:(?:or|nor|vs\.?|или|либо)(?![\p{L}])|/)[\s*_\x60]{0,6}$`, 'iu');
/** A character a quote of an undecided marker reaches back over: the letters before `n't`, emphasis. */
const QUOTE_BACK = new LetterRegex(String.raw`^[\p{L}*_]$`, 'u');
/** A marker asked, not ruled: `SUSTAINED?`, `**SUSTAINED**?`. */
const ASKED = /^[*_]{0,2}\?/;

/** A director's marker on a verdict line: its kind, 1-based column and text (validation.ts's DirectorMarker). */
interface MarkerOnLine {
  kind: string;
  column: number;
  text: string;
}

/** The markers of a kind on a line that rule on nothing, quoted from the negation; the line holds no other marker of that kind. */
export interface UndecidedMarker<K extends string = string> {
  kind: K;
  column: number;
  quote: string;
}

/**
 * A verdict line's markers split into rulings (`kept`) and markers that are none: a negated one
 * ("not yet SUSTAINED", "neither … nor …"), one asked (`SUSTAINED?`), or two of a kind offered as
 * alternatives (`SUSTAINED or OVERRULED`), which cannot both be the ruling. `none` quotes them per
 * kind, for the kinds the line keeps no ruling of ("REAL, not a FALSE_POSITIVE" rules: REAL).
 */
export function undecidedMarkers<M extends MarkerOnLine>(text: string, markers: M[]): { kept: M[]; none: Array<UndecidedMarker<M['kind']>> } {
  const from = markers.map((m) => {
    const at = m.column - 1;
    const tail = text.slice(Math.max(0, at - 80), at);
    const neg = NEGATED.for(tail).exec(tail);
    return neg ? at - tail.length + neg.index : ASKED.test(text.slice(at + m.text.length, at + m.text.length + 3)) ? at : -1;
  });
  markers.forEach((m, i) => {
    const next = markers[i + 1];
    if (!next || next.kind !== m.kind) return;
    const between = text.slice(m.column - 1 + m.text.length, next.column - 1);
    if (!ALTERNATIVE.for(between).test(between)) return;
    if (from[i] === -1) from[i] = m.column - 1;
    if (from[i + 1] === -1) from[i + 1] = from[i]!;
  });
  const kept = markers.filter((_, i) => from[i] === -1);
  const none: Array<UndecidedMarker<M['kind']>> = [];
  for (const kind of new Set(markers.filter((_, i) => from[i] !== -1).map((m) => m.kind))) {
    if (kept.some((m) => m.kind === kind)) continue;
    const mine = markers.flatMap((m, i) => (m.kind === kind && from[i] !== -1 ? [{ start: from[i]!, end: m.column - 1 + m.text.length }] : []));
    // Quoted whole: the word a `n't` ends, and emphasis around the markers.
    let start = mine.reduce((m, x) => Math.min(m, x.start), Infinity);
    let end = mine.reduce((m, x) => Math.max(m, x.end), -Infinity);
    while (start > 0 && QUOTE_BACK.for(text[start - 1]!).test(text[start - 1]!)) start--;
    while (end < text.length && /[*_]/.test(text[end]!)) end++;
    none.push({ kind, column: start + 1, quote: text.slice(start, end + (ASKED.exec(text.slice(end, end + 3))?.[0].length ?? 0)).trim().slice(0, 80) });
  }
  return { kept, none };
}
