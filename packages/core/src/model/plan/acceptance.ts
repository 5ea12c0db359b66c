/**
 * criteria.md's numbered criteria and acceptance-log.md's rounds: verdict lines and the blockers
 * a rejected round names.
 */
import type { MarkdownDoc } from '../../markdown/document.js';
import { iterationHeadings } from '../engagement-queries.js';
import { LetterRegex } from '../../letters.js';
import { critNumbers } from './patterns.js';
// Blockers name criteria in prose ("criterion 6 not met", "criteria 3 and 4"): the rules reading them share this reading.
export { critMentions, critNumbers, type CritMention } from './patterns.js';
import { firstNotBefore } from '../../sorted.js';

const VERDICT_WORD = new LetterRegex(String.raw`^[\p{L}_-]+`);
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

/**
 * A "Done when" or "Deliverables expected" heading, in English or Russian ("Готово, когда", "Ожидаемые
 * результаты"). Not "Критерии приёмки": that is criteria.md's own title as often as a section's.
 */
export const CRITERIA_SECTION = /^(?:(?:done when|deliverables(?: expected)?)\b|готово,?\s+когда|ожидаемые\s+результаты)/i;
/** A bullet's own leading `crit-N` (bare, bold or in code): every bullet so labelled numbers the criteria by its label. */
export const LEADING_CRIT = /^(?:\*\*|`)?crit-(\d+)\b/i;

/**
 * The criteria of criteria.md: top-level bullets of every "Done when" and
 * "Deliverables expected" section, in file order, numbered crit-1..crit-N.
 * When every bullet opens with its own `crit-N` label, the labels are used.
 * Without such a section, the bullets anywhere that open with their own
 * `crit-N` label are the criteria: a heading in another language still says which they are.
 */
export function numberedCriteria(doc: MarkdownDoc | undefined): NumberedCriterion[] {
  if (!doc) return [];
  const sections = doc.sections((h) => CRITERIA_SECTION.test(h.text.replace(/^\d+\.\s*/, '')));
  if (!sections.length) return labelledAnywhere(doc);
  const raw: Array<Omit<NumberedCriterion, 'n'> & { label?: number }> = [];
  for (const s of sections) {
    const items = doc.listItems(s);
    if (!items.length) continue;
    const lead = (text: string) => text.length - text.trimStart().length;
    const indent = Math.min(...items.map((it) => lead(it.text)));
    for (const it of items) {
      if (lead(it.text) > indent) continue; // nested details belong to their parent bullet
      const label = LEADING_CRIT.exec(it.content.trim());
      raw.push({ text: it.content.trim(), line: it.line, column: it.column, section: s.title, ...(label ? { label: Number(label[1]) } : {}) });
    }
  }
  const labelled = raw.length > 0 && raw.every((r) => r.label !== undefined);
  return raw.map(({ label, ...r }, k) => ({ ...r, n: labelled ? label! : k + 1 }));
}

/** A bullet's own `crit-N` label (`crit-1:`, `**crit-1**`, `[crit-1]`, `crit-1 (AC-1):`). */
export const CRIT_LABEL = /^(?:\*\*|__|`|\[)?crit-(\d+)\b/i;

/** The list items of the whole body that open with their own `crit-N` label, by label, each with its section's title. */
function labelledAnywhere(doc: MarkdownDoc): NumberedCriterion[] {
  const titled = doc.sections(() => true);
  let k = -1;
  // Items come in line order: the section pointer only moves forward.
  return doc.listItems().flatMap((it) => {
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
}

// Each blank run is matched by one quantifier (markers carry their own trailing blanks), so a long blank line costs linear time.
const VERDICT_LINE =
  /^(\s*(?:>\s*)?(?:#{1,6}(?=\s)\s*)?(?:[-*+](?=\s)\s*)?(?:(?:\*\*|__)\s*)?(?:(?:final|director(?:'s)?|manager(?:'s)?)(?=\s)\s*)?verdict\s*(?:(?:\*\*|__)\s*)?[:：—–]\s*(?:(?:\*\*|__)\s*)?)(.*)$/i;

const EDGE_MARK = new Set(['`', '*', '_', '"', "'"]);
/** `s` without the quotes, emphasis marks and blanks at its ends (a loop: an end-anchored regex rescans long runs). */
function trimMarks(s: string): string {
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
  for (const { line, text } of doc.linesOf(range ?? { start: doc.bodyStart, end: doc.lines.length }, { skipFenced: true })) {
    const m = VERDICT_LINE.exec(text);
    if (!m) continue;
    const value = trimMarks(m[2]!).replace(/\*\*|__|`/g, '');
    if (value === '') continue;
    const word = (VERDICT_WORD.for(value).exec(value)?.[0] ?? value).replace(/[-_]+$/, '').toUpperCase();
    out.push({ line, column: m[1]!.length + 1, value, word, rest: value.slice(word.length).trim() });
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

export interface AcceptanceBlocker {
  text: string;
  line: number;
  column: number;
  /** Criterion numbers the blocker names (`crit-N`, `criterion N`, `criteria N and M`, `критерий N`). */
  crits: number[];
}

export interface AcceptanceRound {
  /** N of `## Iteration N`. */
  n: number;
  line: number;
  start: number;
  end: number;
  verdict?: VerdictLine;
  /** What the round was rejected on (only gathered for REJECT rounds). */
  blockers: AcceptanceBlocker[];
}

const BLOCKER_HEADING = /block|reject|reason|issue|fail|verdict|причин|блок/i;
const BLOCKER_LABEL = /^(\s*(?:[-*+]\s+)?(?:\*\*|__)?(?:blockers?|blocking(?:\s+issues?)?|reasons?|reject(?:ion)?\s+reasons?|причин[аы]?|блокеры?)(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*)(\S.*)$/i;


/** The headings from line `start` to line `end`: a binary search in the headings, which are in line order (a log of thousands of rounds asks once per round). */
function headingsIn(doc: MarkdownDoc, range: { start: number; end: number }): MarkdownDoc['headings'] {
  const hs = doc.headings;
  const out: MarkdownDoc['headings'] = [];
  for (let i = firstNotBefore(hs, (h) => h.line < range.start); i < hs.length && hs[i]!.line <= range.end; i++) out.push(hs[i]!);
  return out;
}

function blockersOf(doc: MarkdownDoc, range: { start: number; end: number }, verdict: VerdictLine | undefined): AcceptanceBlocker[] {
  const out: AcceptanceBlocker[] = [];
  const seen = new Set<number>();
  const add = (text: string, line: number, column: number) => {
    if (seen.has(line) || text.trim() === '') return;
    seen.add(line);
    out.push({ text: text.trim(), line, column, crits: critNumbers(text) });
  };
  if (verdict && verdict.rest.replace(/^[\s:—–-]+/, '').split(/\s+/).length >= 2) add(verdict.rest.replace(/^[\s:—–-]+/, ''), verdict.line, verdict.column);
  for (const { line, text } of doc.linesOf(range, { skipFenced: true })) {
    const m = BLOCKER_LABEL.exec(text);
    if (m) add(m[2]!, line, m[1]!.length + 1);
  }
  const inner = headingsIn(doc, range).filter((h) => BLOCKER_HEADING.test(h.text));
  for (const h of inner) for (const it of doc.listItems(doc.sectionOf(h))) if (it.line <= range.end) add(it.content, it.line, it.column);
  if (out.length === 0) for (const it of doc.listItems(range)) add(it.content, it.line, it.column);
  return out.sort((a, b) => a.line - b.line);
}

const roundsOf = new WeakMap<MarkdownDoc, readonly AcceptanceRound[]>();

/**
 * `## Iteration N` rounds of acceptance-log.md, in file order, with verdict and blockers. Worked
 * out once per document: several rules ask, and a log may hold thousands of rounds.
 */
export function acceptanceRounds(doc: MarkdownDoc | undefined): readonly AcceptanceRound[] {
  if (!doc) return [];
  let rounds = roundsOf.get(doc);
  if (!rounds) roundsOf.set(doc, (rounds = readRounds(doc)));
  return rounds;
}

function readRounds(doc: MarkdownDoc): AcceptanceRound[] {
  const heads = iterationHeadings(doc);
  const headingAt = new Map(doc.headings.map((x) => [x.line, x]));
  return heads.map((h) => {
    const heading = headingAt.get(h.line)!;
    const s = doc.sectionOf(heading);
    const range = { start: s.start, end: s.end };
    const verdict = verdictLines(doc, range)[0];
    let blockers: AcceptanceBlocker[] | undefined;
    // Read on first use: the rounds' bounds and verdicts serve checks of every preset, the blockers only a few.
    return {
      n: h.n,
      line: h.line,
      start: s.start,
      end: s.end,
      ...(verdict ? { verdict } : {}),
      get blockers() {
        return (blockers ??= verdict?.word.startsWith('REJECT') ? blockersOf(doc, range, verdict) : []);
      },
    };
  });
}

/**
 * Word-overlap similarity of two texts, 0..1 (Dice coefficient over the
 * multisets of lower-cased Unicode words). Order-insensitive, so a reworded
 * blocker with the same substance scores high.
 */
export function blockerSimilarity(a: string, b: string): number {
  const words = (s: string) => {
    const lower = s.toLowerCase();
    return lower.match(WORDS.for(lower)) ?? [];
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

/**
 * Each round's lines up to the next `## Iteration N` heading, or the end of the log: a verdict
 * written as its own H2 (`## Verdict: ACCEPT`) closes the round's section, yet is that round's.
 */
export function acceptanceRoundSpans(doc: MarkdownDoc | undefined): Array<{ n: number; line: number; start: number; end: number }> {
  const rounds = acceptanceRounds(doc);
  return rounds.map((r, k) => ({ n: r.n, line: r.line, start: r.start, end: k + 1 < rounds.length ? rounds[k + 1]!.line - 1 : doc!.lines.length }));
}

// ------------------------------------------------------------ deferrals to the user

/** A negation ("nothing is left for the user", «не должен»): in the clause before a deferral it says nothing was deferred. */
export const NEGATION = new LetterRegex(String.raw`(?<![\p{L}])(?:no|not|nothing|never|none|neither|nor|without)(?![\p{L}])|n't(?![\p{L}])|(?<![\p{L}])(?:не|ничего|ни|нет)(?![\p{L}])`, 'iu');

/** Words that may stand between the one who checks, the modal and the verb ("still has to", "will also verify"). */
const ADV = String.raw`(?:still|also|yet|then|later|first|again|additionally|separately|personally|manually|themselves)`;
/** What is still due from someone: "should", "has to", "needs to", "is to", "is expected to", "will (have to)". */
const MODAL = String.raw`(?:(?:will|shall|would|should|must|can|may)(?:\s+${ADV})?(?:\s+(?:have|need)\s+to)?|(?:has|have|needs?|ought|is|are)(?:\s+(?:expected|supposed|going|asked|yet))?\s+to|to)`;
const CHECK = String.raw`(?:verify|(?:double[- ]?|re-?)?check|confirm|test|validate|review)`;
const CHECKED = String.raw`(?:verified|(?:double[- ]?|re-?)?checked|confirmed|tested|validated)`;
/** A passive still to come or going on ("will be", "is still to be", "must be", "is", "gets"); "was" and "has been" report. */
const PASSIVE = String.raw`(?:(?:to|will|shall|must|should|would)(?:\s+${ADV})?\s+be|is|are|gets?|being)`;
/** A check's name, before an act done by someone ("the smoke test will be done by the user"). */
const CHECK_NOUN = String.raw`(?:(?:smoke[- ]?)?tests?|testing|checks?|verification|validation|QA|UAT|sign[- ]?off)`;
const DONE = String.raw`(?:done|run|performed|carried\s+out|conducted|executed|handled)`;
/**
 * A check handed to `who`: "the user (still) has to verify", "is to be verified by the user",
 * "the smoke test will be done by the user". Each blank run is one quantifier between literal words.
 */
const handedTo = (who: string) =>
  String.raw`${who}(?:\s+${ADV}){0,2}\s+${MODAL}(?:\s+${ADV}){0,2}\s+${CHECK}|${PASSIVE}(?:\s+${ADV})?\s+${CHECKED}(?:\s+${ADV})?\s+by\s+${who}|${CHECK_NOUN}\b[^.;]{0,60}?\b(?:to|will|shall|must|should)(?:\s+${ADV})?\s+be(?:\s+${ADV})?\s+${DONE}(?:\s+${ADV})?\s+by\s+${who}`;
const RU_ADV = String.raw`(?:ещё|еще|всё|все|тоже|также|потом|затем|позже|сам[аи]?|лично|обязательно|вручную)`;
const RU_MODAL = String.raw`(?:долж[\p{L}]*|нужно|надо|следует|необходимо|оста[её]тся|предстоит|придётся)`;
/** The verb of a Russian check, not in the past tense («проверил» reports a check done); the ending is bounded, so a failed look-behind backtracks a few letters only. */
const RU_CHECK = String.raw`(?:провер|подтверд|протестир)[\p{L}]{0,12}(?<!л|ла|ли|ло)(?![\p{L}])`;
const ruHandedTo = (who: string, modal: '?' | '') => String.raw`${who}(?:\s+${RU_ADV}){0,2}(?:\s+${RU_MODAL}(?:\s+${RU_ADV}){0,2})${modal}\s+${RU_CHECK}`;

/** A sentence that hands verification to the user ("the user should verify the export on staging"). */
const DEFERS_TO_USER = new LetterRegex(
  String.raw`\b(?:${handedTo(String.raw`(?:the\s+)?(?:user|client|customer|judge|product\s+owner|stakeholders?)`)}|(?:left|deferred|handed(?:\s+over)?|passed|remains?|remaining|stays?)\s+(?:to|for|with)\s+(?:the\s+)?(?:user|client|customer)|ask(?:ed|s)?\s+(?:the\s+)?(?:user|client)\s+to\s+(?:verify|check|confirm|test|validate)|(?:user|manual)[- ]side\s+(?:verification|validation|check|QA)|(?:verification|validation)\s+by\s+(?:the\s+)?user|(?:the\s+)?(?:user|client|customer)\s+(?:verifies|confirms|validates|checks|tests)\b[^.;]{0,80}?\b(?:by\s+hand|manually|on\s+staging|in\s+prod(?:uction)?|on\s+prod|live|later|after\s+(?:the\s+)?(?:release|deploy(?:ment)?))|once\s+(?:the\s+)?[\p{L}]+\s+(?:confirms|verifies|checks|tests|approves|signs\s+off))\b|(?<![\p{L}])(?:проверит|проверят|подтвердит|подтвердят|протестирует|протестируют)(?![\p{L}])|${ruHandedTo(String.raw`(?:пользовател|заказчик)[\p{L}]*`, '?')}|${ruHandedTo(String.raw`клиент[\p{L}]{0,3}`, '')}`,
  'iu',
);

const namedDeferrals = new Map<string, RegExp>();
/** The same hand-over to a person the engagement names (the judge of human-directive.md), by name: case-sensitive, so a name is not read in a common word. */
function namedDeferral(names: readonly string[]): RegExp {
  const key = names.join('|');
  let re = namedDeferrals.get(key);
  if (!re) {
    const who = String.raw`(?<![\p{L}])(?:${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, String.raw`\s+`)).join('|')})`;
    re = new RegExp(String.raw`(?:${handedTo(who)})(?![\p{L}])|${ruHandedTo(`${who}[\\p{L}]{0,2}`, '')}`, 'u');
    namedDeferrals.set(key, re);
  }
  return re;
}

/** Where a deferral's clause starts: after the last sentence or clause break before it. */
function clauseBefore(text: string, at: number): string {
  let k = at;
  while (k > 0 && !'.,;:!?—–('.includes(text[k - 1]!)) k--;
  return text.slice(k, at);
}

/**
 * The first hand-over of a check in `text` to the user, the customer or a person `names` lists
 * ("The user still has to verify …", "Oleg will verify …", «Пользователь ещё должен проверить»),
 * as the quoted words and where they start. A negation earlier in its clause ("the user does not
 * need to verify anything", "nothing is left for the user") says nothing was handed over.
 */
export function userDeferral(text: string, names: readonly string[] = []): { quote: string; index: number } | undefined {
  const hits = [DEFERS_TO_USER.for(text).exec(text), names.length ? namedDeferral(names).exec(text) : null];
  return hits
    .filter((m): m is RegExpExecArray => !!m && !NEGATION.for(clauseBefore(text, m.index)).test(clauseBefore(text, m.index)))
    .sort((a, b) => a.index - b.index)
    .map((m) => ({ quote: m[0], index: m.index }))[0];
}

/** A `Judge:` line of human-directive.md (`Judge: Oleg Sidorov (platform lead)`, `**Судья:** Андрей Соколов`): the name before any role. */
const JUDGE_LINE = /^\s{0,3}(?:[-*+]\s+)?(?:\*\*|__)?(?:judge|судья)(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?([^(,;—–]*)/i;
const NAME_WORD = new LetterRegex(String.raw`(?<![\p{L}])[\p{Lu}][\p{L}'’-]{1,40}`, 'gu');

/** The names the human judge goes by in human-directive.md: the full name first, then each of its words ("Oleg Sidorov", "Oleg", "Sidorov"). */
export function judgeNames(directive: MarkdownDoc | undefined): string[] {
  const out = new Set<string>();
  for (const { text } of directive?.bodyLines() ?? []) {
    const name = JUDGE_LINE.exec(text)?.[1]?.trim();
    const words = name ? (name.match(NAME_WORD.for(name)) ?? []) : [];
    if (words.length > 1) out.add(words.join(' '));
    for (const w of words) out.add(w);
  }
  return [...out];
}
