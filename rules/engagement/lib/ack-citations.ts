/**
 * What the crit-N bullets of an executor report's Criteria acknowledgement say, read against criteria.md and the
 * report's own tasks (the protocol reading of specialist-criteria-ack): every crit-N names a criterion, a quoted
 * criterion text is criteria.md's own ("bullets citing crit-N verbatim, not paraphrased"), and the bullets cite the
 * crit_refs of the tasks the specialist owns ("the specialist opens its executor-report with a 'Criteria
 * acknowledgement' citing them"). crit-N means what criteria-owned reads it as (criteriaReading).
 */
import { oneSpaced, doneWhenCriteria, engagementTasks, LetterRegex, list, taskCritRefs, type EngagementModel, type Finding, type MarkdownDoc, type NumberedCriterion } from '@engagement-lint/core/kit';
import type { CriteriaReading } from './criteria-reading.js';

/** One list item of an acknowledgement: its text after the marker, and where that text starts. */
export interface AckItem {
  line: number;
  column: number;
  text: string;
}

/** The crit-N ids of a bullet (a non-breaking hyphen reads as the same id, as the rule reads it). */
const CRIT_IDS = new LetterRegex(String.raw`(?<![\p{L}\p{N}_])crit[-\u2010\u2011](\d{1,6})(?![\p{N}])`, 'giu');
/** Opening quotes a citation is written in, and the closing ones each may end with. */
const CLOSING: Record<string, string> = { '"': '"', '“': '”"', '«': '»', '„': '“”' };
/** A quote shorter than this many words is a quoted term (`crit-3: the «Задерживается» badge`), not a citation of the text. */
const MIN_QUOTED_WORDS = 3;
/** Longest texts compared: a longer quote or criterion is passed over (a report can be megabytes). */
const MAX_COMPARED = 4000;
/** A criterion's own label at its start (`crit-2:`, `[ ] crit-2 (AC-2) —`), after normalising: no part of its text. */
const OWN_LABEL = /^(?:\[[ x]\] ?)?\[?crit-\d{1,6}\]?(?: ?\([^()]{0,80}\))? ?[:.-]? ?/;
const WORD = /[\p{L}\p{N}]/u;

/** Trailing and leading punctuation and spaces off (a loop: a run of dots stays linear). */
function trimmed(s: string): string {
  const edge = (c: string | undefined) => c !== undefined && ' .,;:!?'.includes(c);
  let a = 0;
  let b = s.length;
  while (a < b && edge(s[a])) a++;
  while (b > a && edge(s[b - 1])) b--;
  return s.slice(a, b);
}

/**
 * Text as compared: case, width forms (NFKC: `…` becomes `...`), markdown emphasis and code marks, quote marks,
 * dash forms and whitespace runs do not count.
 */
function normalised(s: string): string {
  return trimmed(
    oneSpaced(
      s
        .normalize('NFKC')
        .toLowerCase()
        .replace(/[*_`"“”«»„'’‘]/g, '')
        .replace(/[‐‑–—]/g, '-'),
    ),
  );
}

const criterionText = (c: NumberedCriterion) => normalised(c.text).replace(OWN_LABEL, '');

/** Whether `part` stands in `text` from `from` on, on word edges; the index after it, else -1. */
function findWhole(text: string, part: string, from: number): number {
  const word = (c: string | undefined) => c !== undefined && WORD.test(c);
  for (let at = text.indexOf(part, from); at >= 0; at = text.indexOf(part, at + 1)) {
    const end = at + part.length;
    if ((word(part[0]) && word(text[at - 1])) || (word(part[part.length - 1]) && word(text[end]))) continue;
    return end;
  }
  return -1;
}

/** Whether a normalised quote is the criterion's text or a verbatim excerpt of it (`...` marks what it leaves out). */
function verbatimIn(quote: string, criterion: string): boolean {
  let from = 0;
  for (const part of quote.split('...').map(trimmed)) {
    if (part === '') continue;
    from = findWhole(criterion, part, from);
    if (from < 0) return false;
  }
  return true;
}

/**
 * Whether a bullet cites a crit-N with criteria.md's text, quoted or not, three words at least: the criterion's text or
 * an excerpt of it (`- crit-1: cada artículo apunta a un clúster …`), or its whole text with more after it (`… — done`).
 * The acknowledgement's own form ("bullets citing crit-N verbatim"), whatever the heading over it is called.
 */
export function citesVerbatim(text: string, reading: CriteriaReading): boolean {
  // The bullet's first id: what follows it is its citation, the quote right after it when there is one.
  const m = text.matchAll(CRIT_IDS.for(text)).next().value;
  const c = m && reading.criteria.find((x) => x.n === Number(m[1]));
  if (!m || !c) return false;
  const own = criterionText(c);
  const rest = text.slice(m.index + m[0].length, m.index + m[0].length + MAX_COMPARED);
  const quoted = quotesAfter(rest);
  const cited = quoted ? quoted.texts.map(normalised) : [normalised(rest.replace(/^[\s:—–(-]{0,8}/, ''))];
  const words = (q: string) => q.split(' ').filter((w) => WORD.test(w)).length;
  return own.length <= MAX_COMPARED && cited.some((q) => words(q) >= MIN_QUOTED_WORDS && (verbatimIn(q, own) || (!quoted && q.startsWith(own) && !WORD.test(q[own.length] ?? ''))));
}

/**
 * The quote right after a crit-N id in `segment` (the id's text up to the next id): `crit-5: "…"`, `**crit-5** — “…”`,
 * `crit-5 («…»)`. Candidates end at the first closing quote and at the last (a criterion may quote a word inside).
 */
function quotesAfter(segment: string): { texts: string[]; offset: number } | undefined {
  let i = 0;
  const skip = (set: string, max: number) => {
    for (let k = 0; k < max && i < segment.length && set.includes(segment[i]!); k++) i++;
  };
  skip('*_`]', 3);
  skip(' \t', 8);
  skip(':—–-(', 1);
  skip(' \t', 8);
  skip('*_', 2);
  const close = CLOSING[segment[i] ?? ''];
  if (!close) return undefined;
  let first = -1;
  let last = -1;
  for (let k = i + 1; k < segment.length; k++) {
    if (!close.includes(segment[k]!)) continue;
    if (first < 0) first = k;
    last = k;
  }
  if (first < 0) return undefined;
  const texts = [segment.slice(i + 1, first), ...(last > first ? [segment.slice(i + 1, last)] : [])];
  return { texts, offset: i };
}

const shortQuote = (s: string, max = 70) => {
  const t = oneSpaced(s.trim());
  return `"${t.length > max ? `${t.slice(0, max)}…` : t}"`;
};

/** crit-1..crit-6, or the labels one by one when they are not 1..N. */
function namesOf(ns: number[]): string {
  const sorted = [...new Set(ns)].sort((a, b) => a - b);
  if (sorted.length > 2 && sorted.every((n, k) => n === k + 1)) return `crit-1..crit-${sorted.length}`;
  return list(sorted.map((n) => `crit-${n}`));
}

/** The crit_refs of the tasks each owner holds (owner names compared without case or a leading `@`). */
export function ownedCritRefs(model: EngagementModel): Map<string, Array<{ n: number; rel: string }>> {
  const out = new Map<string, Array<{ n: number; rel: string }>>();
  for (const t of engagementTasks(model)) {
    if (!t.owner) continue;
    const refs = taskCritRefs(model, [t]).owners.flatMap((o) => o.refs.flatMap((r) => (r.n === undefined ? [] : [{ n: r.n, rel: o.doc.rel }])));
    if (!refs.length) continue;
    for (const owner of t.owner.value) {
      const key = ownerKey(owner);
      out.set(key, [...(out.get(key) ?? []), ...refs]);
    }
  }
  return out;
}

export const ownerKey = (name: string) => name.replace(/`/g, '').replace(/^@/, '').trim().toLowerCase();

/** A finding and what it says in a few words, for the rule's detail. */
export interface AckFinding {
  finding: Finding;
  why: string;
}

export interface AckCitations {
  /** Findings that fail: a crit-N naming no criterion; none of the owner's crit_refs acknowledged. */
  fails: AckFinding[];
  /** Findings that warn: a quote that is not criteria.md's text; some owned crit_refs left out; a crit-N only the other reading gives. */
  warns: AckFinding[];
}

/**
 * The findings on an acknowledgement's bullets. `reading`: criteria.md's criteria (nothing is checked against
 * criteria.md when it gives none); `owned`: the crit_refs of the report's own tasks.
 */
export function ackCitations(doc: MarkdownDoc, items: readonly AckItem[], reading: CriteriaReading, owned: ReadonlyArray<{ n: number; rel: string }>): AckCitations {
  const fails: AckFinding[] = [];
  const warns: AckFinding[] = [];
  const fail = (why: string, finding: Finding) => fails.push({ finding, why });
  const warn = (why: string, finding: Finding) => warns.push({ finding, why });
  const byN = new Map(reading.criteria.map((c) => [c.n, c]));
  // Nothing in the engagement settled whether the Deliverables bullets are numbered (a file order read by default):
  // a quote of the N-th Done-when bullet under crit-N follows the other numbering, and is verbatim.
  const unsettled = reading.kind === 'combined' && reading.by === 'none' ? new Map(doneWhenCriteria(reading.bullets).map((c) => [c.n, c])) : undefined;
  const texts = new Map<NumberedCriterion, string>();
  const textOf = (c: NumberedCriterion) => texts.get(c) ?? texts.set(c, criterionText(c)).get(c)!;
  const verbatimOf = (c: NumberedCriterion | undefined, quotes: string[]) => c !== undefined && textOf(c).length <= MAX_COMPARED && quotes.some((q) => verbatimIn(q, textOf(c)));
  const cited = new Set<number>();
  const named = new Set<number>();
  for (const item of items) {
    const ids = [...item.text.matchAll(CRIT_IDS.for(item.text))];
    ids.forEach((m, k) => {
      const n = Number(m[1]);
      const column = item.column + m.index!;
      cited.add(n);
      const c = byN.get(n);
      if (!reading.bullets.length) return;
      if (!c) {
        if (named.has(n)) return;
        named.add(n);
        const all = namesOf(reading.criteria.map((x) => x.n));
        if (reading.kind === 'done-when' && n <= reading.bullets.length) {
          warn(`${m[0]} names a Deliverables bullet`, doc.at(item.line, `${m[0]} names no criterion as criteria.md is read (its Done-when bullets alone, ${all}: ${reading.basis}); only numbering the Deliverables bullets too gives a crit-${n}: cite the crit-N that names the criterion`, column, 'warning'));
        } else {
          fail(`${m[0]} names no criterion`, doc.at(item.line, `${m[0]} names no criterion: criteria.md has ${all || 'no criterion'} ("bullets citing crit-N verbatim"); cite the crit-N of the criterion this work addresses`, column));
        }
        return;
      }
      const end = k + 1 < ids.length ? ids[k + 1]!.index! : item.text.length;
      const quoted = quotesAfter(item.text.slice(m.index! + m[0].length, end));
      if (!quoted) return;
      const candidates = quoted.texts.map(normalised).filter((q) => q.length <= MAX_COMPARED);
      if (!candidates.length || candidates[0]!.split(' ').filter((w) => WORD.test(w)).length < MIN_QUOTED_WORDS) return;
      if (textOf(c).length > MAX_COMPARED || verbatimOf(c, candidates) || verbatimOf(unsettled?.get(n), candidates)) return;
      const at = item.column + m.index! + m[0].length + quoted.offset;
      const other = reading.criteria.find((o) => o.n !== n && verbatimOf(o, candidates));
      warn(
        `${m[0]} not quoted verbatim`,
        doc.at(
          item.line,
          other
            ? `the text quoted for ${m[0]} is crit-${other.n}'s (${shortQuote(quoted.texts[0]!)}), not crit-${n}'s: ${shortQuote(c.text.replace(/^\W*crit-\d+\W*/i, ''))}; cite each crit-N with its own text`
            : `${m[0]} is quoted as ${shortQuote(quoted.texts[0]!)}, which is not criteria.md's text: ${shortQuote(c.text.replace(/^\W*crit-\d+\W*/i, ''))} ("bullets citing crit-N verbatim, not paraphrased"); quote the criterion as criteria.md words it`,
          at,
          'warning',
        ),
      );
    });
  }
  // A crit_ref naming no criterion is the plan's gap (criteria-owned), not the report's.
  const ownRefs = reading.bullets.length ? owned.filter((r) => byN.has(r.n)) : owned;
  if (ownRefs.length && cited.size && items.length) {
    const refs = [...new Set(ownRefs.map((r) => r.n))];
    const missing = refs.filter((n) => !cited.has(n));
    const where = (ns: number[]) => list([...new Set(ownRefs.filter((r) => ns.includes(r.n)).map((r) => r.rel))]);
    const first = items[0]!;
    if (missing.length === refs.length) {
      fail(`none of its tasks' crit_refs acknowledged`, doc.at(first.line, `the acknowledgement cites ${namesOf([...cited])} but none of the crit_refs of this specialist's tasks: ${namesOf(refs)} (${where(refs)}); "the specialist opens its executor-report with a 'Criteria acknowledgement' citing them"`, first.column));
    } else if (missing.length) {
      warn(`${namesOf(missing)} of its tasks left out`, doc.at(first.line, `the acknowledgement leaves out ${namesOf(missing)}, which ${where(missing)} gives this specialist as crit_refs; "the specialist opens its executor-report with a 'Criteria acknowledgement' citing them"`, first.column, 'warning'));
    }
  }
  return { fails, warns };
}
