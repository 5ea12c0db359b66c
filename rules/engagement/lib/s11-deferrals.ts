/**
 * Handoff §11 Known deferrals entries that defer an in-scope criterion or deliverable of criteria.md on no
 * justification the protocol accepts: "The only acceptable form of "deferral" is something already listed in
 * criteria.md "Explicitly out of scope" or in a director-approved scope-sync.md waiver"; §11's template is
 * "{deferred item}: justified by {criteria.md out-of-scope | explicit user waiver | director-approved scope note}".
 * "deferred to next sprint, the team is busy" is none of them, whatever §3 says of the criterion. An entry naming no
 * criterion that gives no reason at all ("will do in a follow-up") is no acceptable deferral either.
 */
import { critMentions, doneWhenCriteria, labelledOf, LetterRegex, lettersOf, NONE_VALUE, numberedCriteria, SAYS_NO_CRITERION, withoutIgnorables, type EngagementModel, type Letters, type MarkdownDoc, type NumberedCriterion } from '@engagement-lint/core/kit';
import { longWords, outOfScopeLines } from './round-criteria.js';
import { DEFERRAL_JUSTIFIED } from './verdict-qualifiers.js';
import { citedAsBound, CLAIMS_RECORD, claimsOutOfScope, COMMON_WORDS, ITEM_START, outOfScopeWords, RECORD_WORDS, WAIVER_WORDS } from './deferral-justification.js';

export interface S11Deferral {
  line: number;
  column: number;
  /** The criteria it defers by number (none when it names one by its words alone). */
  ns: number[];
  /** What it defers, for a message: `crit-4`, `crit-4 ("…")`, `the criterion "…"`, `the deliverable "…"`, or the entry's item (`"…"`) when it names none. */
  what: string;
  /** Whether it names a criterion or deliverable of criteria.md (by number or by its words). */
  named: boolean;
  /** No justification the template allows (`unjustified`), or one claimed that is not on record (`unrecorded`). */
  how: 'unjustified' | 'unrecorded';
}

/**
 * "None", "No deferrals", «Нет», «Отложенного нет»: an entry saying there is nothing deferred. The none of other
 * languages ("Keine", "Ninguno", "Aucun", "Nenhum", "Nessuno") counts only alone, closed by punctuation or the line's
 * end: it also opens a noun ("Keine Tests", "Ninguna prueba") that names what is deferred.
 */
const NOTHING_DEFERRED = new LetterRegex(
  String.raw`^[[(]?(?:none|nothing|n/a|нет|ничего|отсутству[\p{L}]*)(?![\p{L}])|^[[(]?(?:keine[rs]?|nichts|ningun[oa]|nada|aucune?|rien|néant|nenhuma?|nessun[oa]|niente)[\])]?(?:\*\*|__)?[ \t]*(?:$|[.!;:,(—–]|-\s)|^no\s{1,3}(?:known\s{1,3})?(?:deferr|items?(?![\p{L}])|criteri|open\s{1,3}items?)|^(?:отложенн[\p{L}]*|переносов|отсрочек)\s{1,3}нет(?![\p{L}])`,
  'iu',
);
/** A criterion the entry says is not deferred, or no longer: "not deferred, done in this round", «не отложено», "was deferred in iter-1". */
const NOT_DEFERRED = new LetterRegex(
  String.raw`(?<![\p{L}])(?:(?:not|no\s{1,3}longer|never)\s{1,3}(?:being\s{1,3})?(?:deferred|postponed|moved)|(?:was|previously)\s{1,3}deferred|не\s{1,3}(?:отлож|отклад|перенес|перенос)[\p{L}]*)(?![\p{L}])`,
  'iu',
);
/**
 * SAYS_NO_CRITERION's Russian ways of saying no criterion asks for the item: «ни один критерий её не требует», «ни
 * одним критерием не предусмотрено», «в критериях этого нет», «ни в одном критерии этого нет». «В критериях нет» counts
 * only closing its clause: «в критериях нет оговорок», «в критериях не указан срок» name what they lack.
 */
const RU_PRONOUN = String.raw`(?:е[её]|его|их|это|этого|такого|такой)`;
const RU_ASKS = String.raw`(?:требу|прос|покрыва|называ|включа|упомина|предусматрива|каса)[\p{L}]{0,4}`;
const RU_SAYS_NO_CRITERION = new LetterRegex(
  String.raw`(?<![\p{L}])(?:ни\s{1,3}один\s{1,3}(?:из\s{1,3})?критери[\p{L}]{0,3}(?:\s{1,3}${RU_PRONOUN})?\s{1,3}не\s{1,3}${RU_ASKS}|ни\s{1,3}одним\s{1,3}(?:из\s{1,3})?критери[\p{L}]{0,3}(?:\s{1,3}${RU_PRONOUN})?\s{1,3}не\s{1,3}(?:${RU_ASKS}|предусмотрен[\p{L}]{0,2}|покрыт[\p{L}]{0,2})|не\s{1,3}(?:требу[\p{L}]{0,4}|предусмотрен[\p{L}]{0,2})\s{1,3}ни\s{1,3}одним\s{1,3}критери[\p{L}]{0,3}|(?:ни\s{1,3}в\s{1,3}одном\s{1,3}(?:из\s{1,3})?|в\s{1,3})критери(?:ях|и|ев)(?:\s{1,3}${RU_PRONOUN})?\s{1,3}(?:нет|не\s{1,3}было|не\s{1,3}(?:${RU_ASKS}|указан[\p{L}]{0,2}|упомянут[\p{L}]{0,2}|назван[\p{L}]{0,2}|перечислен[\p{L}]{0,2}|предусмотрен[\p{L}]{0,2}))(?=\s{0,3}(?:[.,;:!?)—–]|$)))(?![\p{L}])`,
  'iu',
);
/** A user's OK claimed ("user OK", "agreed with the user", «согласовано»), beside the template's three justifications. */
// LetterRegex: on a text without letters outside ASCII its twin runs without the u flag, which with i and \b is many times slower.
const USER_OK = new LetterRegex(String.raw`\buser(?:['’]s)?\s+(?:OK|okay|agreed|approved|consented)\b|\b(?:agreed|approved)\s+(?:with|by)\s+(?:the\s+)?user\b|согласова`, 'iu');
/** Where a clause of an entry ends: the deferred item is told apart from why ("crit-4 window-reset test: deferred …"). */
const CLAUSE_BREAK = /[:;,()[\]]|\s[—–-]\s/;
const CLAUSE_BREAKS = new RegExp(CLAUSE_BREAK.source, 'g');
/**
 * Words opening an entry's justification, the template's "{deferred item}: justified by {criteria.md out-of-scope |
 * explicit user waiver | director-approved scope note}": what follows gives the reason, not the item, so its words name
 * no criterion deferred ("AUTH-03, AUTH-04: criteria.md scope (Medium/Low → backlog with tickets)" cites the criterion
 * asking for those tickets, and defers none).
 */
const CITES_CRITERIA = new LetterRegex(String.raw`\bjustified\s+by\b|обоснован|criteria\.md(?:['’]s)?\s+(?:explicit(?:ly)?\s+)?scope\b|\bscope\s+(?:of|in|per)\s+criteria\.md|\b(?:per|by)\s+criteria\.md`, 'iu');
/** `letters`: what lettersOf gives for the text or a whole it is part of (an entry's). */
const justifies = (text: string, letters: Letters) => CITES_CRITERIA.forLetters(letters).test(text) || DEFERRAL_JUSTIFIED.test(text) || USER_OK.forLetters(letters).test(text);
/** criteria.md's scope cited as the reason ("criteria.md scope (Medium/Low → backlog)"): a bare "justified by" is no such citation. */
const CITES_CRITERIA_SCOPE = new LetterRegex(String.raw`criteria\.md(?:['’]s)?\s+(?:explicit(?:ly)?\s+)?scope\b|\bscope\s+(?:of|in|per)\s+criteria\.md|\b(?:per|by)\s+criteria\.md`, 'iu');

/**
 * An entry about work beyond what criteria.md asks: "nice-to-have", "beyond the criteria", "not required by the
 * criteria", «не требуется критериями», «критериями не требуется», «критерии этого не требуют», «не предусмотрено критериями».
 */
const BEYOND_CRITERIA =
  /\bnice[- ]to[- ]have\b|\bbeyond\s{1,3}(?:the\s{1,3})?(?:criteria|scope)\b|\bnot\s{1,3}(?:required|asked\s{1,3}for)\s{1,3}by\s{1,3}(?:the\s{1,3})?criteri|\b(?:extra|bonus)\s{1,3}(?:polish|improvement|feature)|(?<![а-яё])(?:не\s{1,3}(?:требу[а-яё]{0,4}|предусмотрен[а-яё]{0,2})\s{1,3}критери|критери(?:и|ями)\s{1,3}(?:(?:е[её]|его|их|это|этого|такого)\s{1,3})?не\s{1,3}(?:требу|предусм|покрыва|прос)|сверх\s{1,3}(?:критериев|scope|объ[её]ма)|было\s{1,3}бы\s{1,3}неплохо)/i;
/** The characters of a §11 entry read, at most (a note is a few sentences). */
const MAX_ENTRY_CHARS = 16 * 1024;
/** The clauses of a line read apart, at most: an entry names its item and reason in its first few; the rest is one clause. */
const MAX_CLAUSES = 64;

/** A line's clauses (as split at CLAUSE_BREAK) with where each starts: a line of a million `(` is not a million clauses. */
function clausesOf(line: string): Array<{ from: number; text: string }> {
  const out: Array<{ from: number; text: string }> = [];
  let from = 0;
  CLAUSE_BREAKS.lastIndex = 0;
  for (let m = CLAUSE_BREAKS.exec(line); m && out.length < MAX_CLAUSES - 1; m = CLAUSE_BREAKS.exec(line)) {
    out.push({ from, text: line.slice(from, m.index) });
    from = m.index + m[0].length;
  }
  out.push({ from, text: line.slice(from) });
  return out;
}
const CRIT_WORD = /\bcrit(?:erion)?[-_ ]?\d+\b/gi;
/** Words any entry or criterion may share: no evidence that one names the other. */
const STOP = new Set([...COMMON_WORDS, 'after', 'before', 'every', 'other', 'these', 'those', 'where', 'while', 'under', 'within', 'without', 'could', 'until', 'since', 'still', 'first', 'later', 'moved', 'postponed', 'engagement', 'iteration', 'release', 'должен', 'после', 'через', 'отложено', 'перенесено', 'следующий', 'следующего', 'спринт', 'спринта']);
/**
 * A three-digit number standing alone, an HTTP status or a size ("403", "768 px"): a word of the item as much as a
 * long one. Not a part of a date, a version, a ticket, a line reference or a larger number ("2026-05-25", "v1.200",
 * "ORD-403", "export.ts:403", "1 000"), nor a criterion's number; a year has four digits.
 */
const NUMBER = /(?<![\p{L}\d_#№.,:/\\-]|\d[\s\u00a0\u202f])\d{3}(?![\p{L}\d_]|[.,:/\\-]\d|[\s\u00a0\u202f]\d{3}(?!\d))/gu;
const THREE_DIGITS = /\d{3}/;
const CRIT_NUMBER = /\b(?:crit(?:erion)?|критери[\p{L}]{0,3})[-_ ]?#?\d+/giu;
/** What every CRIT_NUMBER match holds, with its flags. */
const CRIT_STEM = /crit|критери/iu;
/** The stems of a text's words of five letters or more, their first five letters (so «сброса» is «сброс» and "resets" is "reset"), and its numbers. */
export const stems = (text: string): Set<string> => {
  const out = longWords(text, STOP, 5);
  // Only a text with three digits in a row holds such a number; only one saying "crit" or «критери» holds a criterion's.
  if (THREE_DIGITS.test(text)) for (const n of (CRIT_STEM.test(text) ? text.replace(CRIT_NUMBER, ' ') : text).match(NUMBER) ?? []) out.add(n);
  return out;
};
/**
 * The engagement's scope in an entry ("out of scope", "crit-4's scope", "scope note"): a word of the justification.
 * Any other "scope" is the product's ("the `orders:export` scope", "scope check"), a word of the item and the criterion.
 */
const ENGAGEMENT_SCOPE = /out[- ]of[- ]scope|\bin[- ]scope\b|\b(?:within|outside|beyond)\s+(?:the\s+|its\s+|this\s+|our\s+)?scope\b|\b(?:crit(?:erion)?[-_ ]?\d+|criteria(?:\.md)?|engagement|project)(?:['’]s)?\s+(?:explicit(?:ly)?\s+)?scope\b|\bscope\s+(?:of|in|per)\s+(?:the\s+)?(?:crit|criteria|engagement|project|this)|\bscope[- ](?:note|sync|change|creep|reduction|cut)\b|вне\s+scope/giu;
/** The stems an item and a criterion are matched by: a product's "scope" counts. */
const itemStems = (text: string): Set<string> => {
  // Every form of the engagement's scope, and the product's, holds the word: without it the stems are the text's.
  if (!/scope/i.test(text)) return stems(text);
  const rest = text.replace(ENGAGEMENT_SCOPE, ' ');
  const out = stems(rest);
  if (/\bscopes?\b/i.test(rest)) out.add('scope');
  return out;
};
/**
 * Speed or resources ("is slow", "latency", "timeouts", «медленно»): an entry about them speaks of no bar a criterion
 * without one sets, whatever topic words they share ("Export of periods longer than a year is slow" of "the CSV export
 * includes the last day of the selected period"). A criterion sets one with those words or a duration ("within 10 s").
 */
const PERFORMANCE = /\b(?:slow(?:er|ly|ness|s)?|fast(?:er)?|speed(?:s|up)?|latenc(?:y|ies)|performance|perf|throughput|response\s+times?|time-?outs?|times?\s+out|memory|RAM|CPU|p(?:50|90|95|99))\b|(?<![а-яё])(?:медленн|быстр|скорост|производительн|задержк|памят|таймаут)/iu;
// A number is matched from its first digit: tried from each digit of a long run it would re-read the run.
const DURATION = /\b\d+(?:[.,]\d+)?\s?(?:ms|s|secs?|seconds?|mins?|minutes?|h|hours?)\b|(?<!\d)\d+(?:[.,]\d+)?\s?(?:мс|с|сек|секунд[а-яё]{0,3}|мин[а-яё]{0,3}|час[а-яё]{0,3})(?![а-яё])/iu;
const setsNoSpeedBar = (criterion: string) => !PERFORMANCE.test(criterion) && !DURATION.test(criterion);
/** Past this many lines holding it, a stem is a word of the whole file, not one naming an item (and the work per entry stays bounded). */
const COMMON_PAST = 64;

/**
 * Lines indexed by the criteria they number and the stems they hold, so that each §11 entry asks in the time of the
 * lines sharing its words, not of all of them. A line names an entry's criterion by its number, or a clause of it by
 * its words: two stems in common, and at least half of the clause's.
 */
class LineIndex<T> {
  private readonly byCrit = new Map<number, number>();
  private readonly byStem = new Map<string, number[]>();
  /** Each line's count of stems, for {@link distinct}. */
  private readonly sizes: number[] = [];
  /**
   * `distinct`: two stems in common name a line only when they are a third of its stems at least; a third one names it
   * whatever its length. "Cache-Control header on the PDF response" shares "header" and "response" with "docs/api/invoices.md
   * documents the endpoint: status codes, response headers, an example request", two common words of nine: no evidence
   * it is that criterion. Justifications (out of scope, waivers, records) are read without it, so as not to miss one.
   */
  constructor(readonly items: readonly T[], text: (item: T) => string, stemsOf: (text: string) => Set<string> = stems, private readonly distinct = false) {
    items.forEach((item, i) => {
      const t = text(item);
      for (const m of critMentions(t)) for (const n of m.crits) if (!this.byCrit.has(n)) this.byCrit.set(n, i);
      const own = stemsOf(t);
      this.sizes.push(own.size);
      for (const s of own) (this.byStem.get(s) ?? this.byStem.set(s, []).get(s)!).push(i);
    });
  }

  /** The first item naming one of `ns`, else the item naming a clause by the most stems (the first of those). */
  find(ns: readonly number[], clauses: readonly ReadonlySet<string>[]): T | undefined {
    for (const n of ns) if (this.byCrit.has(n)) return this.items[this.byCrit.get(n)!];
    let best = 0;
    let found = -1;
    for (const clause of clauses) {
      const shared = new Map<number, number>();
      for (const s of clause) {
        const at = this.byStem.get(s) ?? [];
        if (at.length <= COMMON_PAST) for (const i of at) shared.set(i, (shared.get(i) ?? 0) + 1);
      }
      for (const [i, k] of shared) if (k >= 2 && k * 2 >= clause.size && (!this.distinct || k >= 3 || k * 3 >= this.sizes[i]!) && (k > best || (k === best && i < found))) [best, found] = [k, i];
    }
    return found === -1 ? undefined : this.items[found];
  }
}

/**
 * §11's entries: a list item with the lines under it up to the next item or a blank line, or a line of prose. Read as
 * they show, without the characters that draw nothing (`crit-\u200b4` is crit-4); `at` gives a column of `first` in the line.
 */
function entries(handoff: MarkdownDoc): Array<{ line: number; first: string; text: string; at: (j: number) => number }> {
  const s11 = handoff.section(11, 'protocol');
  if (!s11) return [];
  const lines = handoff.linesOf(s11, { skipFenced: true }).map((l) => ({ line: l.line, ...withoutIgnorables(l.text) }));
  const out: Array<{ line: number; first: string; text: string; at: (j: number) => number }> = [];
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i]!.text;
    // A quote cites someone else's words; a heading titles the entries.
    if (!t.trim() || /^\s{0,3}(?:>|#)/.test(t)) continue;
    let text = t;
    let k = i + 1;
    if (ITEM_START.test(t)) for (; k < lines.length && lines[k]!.line === lines[k - 1]!.line + 1 && lines[k]!.text.trim() && !(ITEM_START.test(lines[k]!.text) && !/^\s{2,}/.test(lines[k]!.text)); k++) text += `\n${lines[k]!.text}`;
    // An entry names its item and reason in its first sentences: a line of megabytes is read that far.
    out.push({ line: lines[i]!.line, first: t.slice(0, MAX_ENTRY_CHARS), text: text.slice(0, MAX_ENTRY_CHARS), at: lines[i]!.at });
    i = k - 1;
  }
  return out;
}

/** A criterion's text for a message: its own label off, cut at a word past 72 characters. */
/** A bullet's own `crit-N` label, its marks and separator: `**crit-3:**`, `crit-3 —`, `[crit-3]`. */
const OWN_LABEL = /^(?:\[[ xX]\]\s{1,3})?(?:\*\*|__|`|\[)?crit-(\d+)(?:\s{0,3}[:.—–-])?(?:\*\*|__|`|\])?\s{0,3}[:.—–-]?\s{0,3}/i;

function quoted(c: NumberedCriterion): string {
  const text = c.text.replace(OWN_LABEL, '');
  if (text.length <= 72) return `"${text}"`;
  const cut = text.slice(0, 72);
  return `"${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : 72)} …"`;
}

/** An entry's item for a message: its first clause, emphasis and code marks off, cut at a word past 72 characters. */
function itemOf(body: string): string {
  const clause = body.slice(0, Math.max(0, body.search(CLAUSE_BREAK))) || body;
  const text = clause.replace(/\*\*|__|`/g, '').trim();
  if (text.length <= 72) return `"${text}"`;
  const cut = text.slice(0, 72);
  return `"${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : 72)} …"`;
}

/**
 * criteria.md's bullets (Done when and Deliverables expected), the numbers crit-N may take (by label, else in
 * file order), and the bullets a number names alone: by their labels, or in file order when that is the one
 * reading (no Deliverables bullet beside the Done-when ones, which criteria-owned may number apart).
 */
function criteriaOf(model: EngagementModel): { bullets: NumberedCriterion[]; numbers: Set<number>; exact: Map<number, NumberedCriterion> } {
  const bullets = numberedCriteria(model.criteria);
  const labelled = labelledOf(bullets);
  const done = doneWhenCriteria(bullets).length;
  const exact = labelled ?? (done === 0 || done === bullets.length ? bullets : []);
  return { bullets, numbers: new Set((labelled ?? bullets).map((c) => c.n)), exact: new Map(exact.map((c) => [c.n, c])) };
}

/** Where the text of a line starts after its list marker and blanks. */
const contentStart = (line: string) => {
  const marker = ITEM_START.exec(line)?.[0].length ?? 0;
  return marker + (line.slice(marker).length - line.slice(marker).trimStart().length);
};

/**
 * The §11 entries deferring an in-scope criterion or deliverable without a justification that stands. What an
 * entry defers: the criteria its first clause names (`crit-4`, "criterion 4", «критерий 4»; else the first one its
 * first line names) that criteria.md numbers, else the criterion or deliverable a clause of its first line names by
 * two words of five letters or more or three-digit numbers in common (half the clause's at least, and a third of the
 * criterion's unless three), its justification's clauses left out, and not one setting no speed bar by an entry about
 * speed. It stands when criteria.md's out-of-scope list names it, a scope-sync.md waiver names it, or it claims a
 * justification (criteria.md out of scope, a waiver, a director-approved note, a user OK) that is on record. A list
 * item naming no criterion and giving no reason ("will do in a follow-up") is returned too, unnamed (`named: false`).
 */
export function unjustifiedDeferralsIn11(model: EngagementModel, handoff: MarkdownDoc): S11Deferral[] {
  const found = entries(handoff);
  if (!found.length) return [];
  const { bullets, numbers, exact } = criteriaOf(model);
  // What is in scope is what criteria.md lists: without its criteria nothing is known to be.
  if (!bullets.length) return [];
  const byText = new LineIndex(bullets, (c) => c.text, itemStems, true);
  // Out-of-scope items are read by their words only: "crit-4" in the list numbers no criterion.
  const outOfScope = new LineIndex((outOfScopeLines(model.criteria) ?? []).map((l) => l.text.replace(CRIT_WORD, ' ')), (t) => t);
  const lines = (doc: MarkdownDoc | undefined, words: RegExp) => (doc?.bodyLines() ?? []).filter((l) => words.test(l.text)).map((l) => l.text);
  const waivers = new LineIndex(lines(model.scopeSync, WAIVER_WORDS), (t) => t);
  const records = new LineIndex([...lines(model.scopeSync, RECORD_WORDS), ...lines(model.humanDirective, RECORD_WORDS)], (t) => t);
  const listed = outOfScopeWords(model);
  const out: S11Deferral[] = [];
  for (const e of found) {
    const start = contentStart(e.first);
    const body = e.first.slice(start).replace(/^(?:\*\*|__)/, '').trim();
    // The twin of each letter regex is chosen once per entry: the first line, its clauses and its body are parts of its text.
    const letters = lettersOf(e.text);
    if (NONE_VALUE.test(body) || NOTHING_DEFERRED.forLetters(letters).test(body) || NOT_DEFERRED.forLetters(letters).test(e.text) || SAYS_NO_CRITERION.forLetters(letters).test(e.text) || RU_SAYS_NO_CRITERION.forLetters(letters).test(e.text)) continue;
    const split = clausesOf(e.first);
    // Each clause's stems are read once: an item's are the same but for the word "scope" (itemStems).
    const splitStems = split.map((c) => stems(c.text));
    const clauses = splitStems.filter((c) => c.size);
    // A criterion cited as the item's bound ("outside crit-4", "crit-4 covers only …") is not what it defers, and the
    // clause citing it tells that criterion's bar, not the item: neither names what is deferred.
    // The first few mentions name the item: a line of half a million `crit-1,` is read no further.
    const mentioned = critMentions(e.first, MAX_CLAUSES);
    const all = mentioned.filter((m) => m.crits.some((n) => numbers.has(n)));
    const bound = all.filter((m) => citedAsBound(e.first, m.index, m.end));
    const boundSet = new Set(bound);
    const mentions = all.filter((m) => !boundSet.has(m));
    // The justification, from the first clause after the item's that opens one, names no item by its words.
    const word = e.first.slice(start).search(/[\p{L}\p{N}]/u);
    const reason = word === -1 ? Infinity : (split.find((c) => c.from > start + word && justifies(c.text, letters))?.from ?? Infinity);
    let b = 0;
    const itemClauses = split.flatMap((c, k) => {
      while (b < bound.length && bound[b]!.index < c.from) b++;
      return c.from >= reason || (b < bound.length && bound[b]!.index < c.from + c.text.length) ? [] : [/scope/i.test(c.text) ? itemStems(c.text) : splitStems[k]!];
    }).filter((c) => c.size);
    const breakAt = e.first.slice(start).search(CLAUSE_BREAK);
    const head = mentions.filter((m) => breakAt === -1 || m.index < start + breakAt);
    const named = head.length ? head : mentions.slice(0, 1);
    const ns = [...new Set(named.flatMap((m) => m.crits))].filter((n) => numbers.has(n));
    // By its words only, an entry calling itself more than the criteria ask ("nice-to-have", "beyond scope") names none
    // of them, nor one it cites as its bound ("not in crit-2, which names the Russian locale only").
    // Asked at most once of an entry, though two tests below read it.
    let beyond: boolean | undefined;
    const beyondCriteria = () => (beyond ??= BEYOND_CRITERIA.test(e.text));
    const byWords = ns.length || beyondCriteria() ? undefined : byText.find([], itemClauses);
    const boundNs = new Set(bound.flatMap((m) => m.crits));
    // An entry about speed names by its words no criterion that sets no speed bar: it defers none of that criterion's bar.
    const speed = () => PERFORMANCE.test(e.first.slice(0, reason === Infinity ? undefined : reason)) && setsNoSpeedBar(byWords!.text);
    const bullet = byWords && !boundNs.has(byWords.n) && !speed() ? byWords : undefined;
    const claimed = DEFERRAL_JUSTIFIED.test(e.text) || USER_OK.forLetters(letters).test(e.text);
    // An item no criterion names is still a deferral the template asks to justify, when the entry gives no reason at
    // all ("will do in a follow-up"): a list item naming no crit-N (nor one as its bound), not calling itself more than
    // the criteria ask, citing no justification (taken as written: no criterion ties it to a record) and no criteria.md scope.
    const unnamed = !ns.length && !bullet;
    if (unnamed && (!ITEM_START.test(e.first) || mentioned.length || beyondCriteria() || claimed || CITES_CRITERIA_SCOPE.forLetters(letters).test(e.text))) continue;
    // A record is looked up by the item's words, not the justification's: "justified by director-approved scope note" shares
    // "director-approved" with every waiver of scope-sync.md, whatever it waives.
    const itemWords = splitStems.filter((c, k) => c.size && split[k]!.from < reason);
    const itemClauseWords = itemWords.length ? itemWords : clauses;
    // Something criteria.md puts out of scope is the protocol's own deferral (asked after the cheaper tests above rule most lines out).
    if (outOfScope.find([], itemClauseWords) !== undefined) continue;
    if (waivers.find(ns, itemClauseWords) !== undefined) continue;
    if (unnamed) {
      out.push({ line: e.line, column: e.at(start) + 1, ns, what: itemOf(body), named: false, how: 'unjustified' });
      continue;
    }
    // A criterion criteria.md numbers is in its scope: "criteria.md out of scope" cannot stand for it, whatever words it shares with that list.
    if (claimed && ((CLAIMS_RECORD.test(e.text) && records.find(ns, itemClauseWords) !== undefined) || (claimsOutOfScope(e.text) && !ns.length && !!listed && [...longWords(e.text, COMMON_WORDS)].some((w) => listed.has(w))))) continue;
    // The bullet's own label names it when the numbers do not (Deliverables beside labelled Done-when bullets).
    const own = bullet && OWN_LABEL.exec(bullet.text)?.[1];
    const what = bullet
      ? exact.get(bullet.n)?.line === bullet.line || own !== undefined
        ? `crit-${exact.get(bullet.n)?.line === bullet.line ? bullet.n : own} (${quoted(bullet)})`
        : `the ${/deliverable|результат/i.test(bullet.section) ? 'deliverable' : 'criterion'} ${quoted(bullet)}`
      : ns.map((n) => (exact.has(n) ? `crit-${n} (${quoted(exact.get(n)!)})` : `crit-${n}`)).join(' and ');
    out.push({ line: e.line, column: e.at(bullet ? start : named[0]!.index) + 1, ns, what, named: true, how: claimed ? 'unrecorded' : 'unjustified' });
  }
  return out;
}

const STANDS = `a deferral stands only on criteria.md's "Explicitly out of scope" listing it, an explicit user waiver recorded in scope-sync.md, or a director-approved scope note naming it`;
const HOW = {
  unjustified: 'without a justification the protocol accepts',
  unrecorded: "on a justification that is not on record (criteria.md's out-of-scope list does not name it, and no waiver, user OK or director-approved note in scope-sync.md or human-directive.md names it)",
} as const;

/** Before the round's verdict: what the warning means for it. */
const PENDING = 'the round has no verdict yet, and an ACCEPT would fail over it';

/** What an entry naming no criterion lacks, for its message. */
const NAMES_NONE = 'the entry names no criterion or deliverable of criteria.md and does not say none asks for it';

/** The finding's message: under the ACCEPT at acceptance-log.md line `verdictLine`, or before the round's verdict. */
export function s11DeferralMessage(d: S11Deferral, verdictLine: number | undefined): string {
  if (!d.named) {
    const head = `§11 Known deferrals defers ${d.what} ${HOW[d.how]}`;
    return verdictLine === undefined ? `${head}: ${NAMES_NONE}; ${STANDS}; ${PENDING}` : `${head}, yet acceptance-log.md line ${verdictLine} is an ACCEPT: ${NAMES_NONE}; ${STANDS}; the verdict is binary`;
  }
  const head = `§11 Known deferrals defers ${d.what}, in scope by criteria.md, ${HOW[d.how]}`;
  return verdictLine === undefined ? `${head}: ${STANDS}; ${PENDING}` : `${head}, yet acceptance-log.md line ${verdictLine} is an ACCEPT: ${STANDS}; the verdict is binary`;
}

/** What §11 defers, for a check's detail: `an in-scope criterion`, `2 in-scope criteria and an item naming no criterion`. */
export function s11Deferred(ds: readonly S11Deferral[]): string {
  const named = ds.filter((d) => d.named).length;
  const unnamed = ds.length - named;
  return [
    named ? (named === 1 ? 'an in-scope criterion' : `${named} in-scope criteria`) : '',
    unnamed ? (unnamed === 1 ? 'an item naming no criterion' : `${unnamed} items naming no criterion`) : '',
  ]
    .filter(Boolean)
    .join(' and ');
}

/** How to fix §11's deferrals: for a criterion, and for an item naming none. */
export function s11Fix(ds: readonly S11Deferral[]): string {
  const named = ds.some((d) => d.named)
    ? 'Finish the criterion, or defer it as the protocol allows: criteria.md "Explicitly out of scope" listing it (back through intake), or the user\'s waiver or a director-approved scope note naming it in scope-sync.md; then write the §11 entry as `crit-N …: justified by <that>`.'
    : '';
  const unnamed = ds.some((d) => !d.named)
    ? 'For a §11 entry naming no criterion: if a criterion asks for it, name it (`crit-N`) and finish or defer it as the protocol allows; if none does, say so in the entry ("no criterion asks for it", "nice-to-have"); else justify it by criteria.md\'s out of scope, a user waiver or a director-approved scope note.'
    : '';
  return [named, unnamed, 'Otherwise the verdict is REJECT.'].filter(Boolean).join(' ');
}
