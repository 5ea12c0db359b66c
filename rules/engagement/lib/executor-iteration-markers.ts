// How executor-iteration-structure (protocol reading) tells a round's work written without its `## Iteration N`
// heading: under a heading naming an iteration otherwise (`## Iter 2`, `## Round 2`, `## Second pass`), or
// under an earlier iteration's heading with a line saying what changed since the last iteration.
import { negatedBefore, type EngagementTask, type Finding, type MarkdownDoc } from '@engagement-lint/core/kit';

interface IterationHeading {
  n: number;
  line: number;
}

const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
/**
 * Other words a writer numbers a round with. Left out: `v2` (a version of an API or a file as often), and
 * `pass`, `attempt`, `cycle`, `revision`, which number tries within one iteration as often (`## Attempt 2 at
 * the flaky test`, `## Second pass`).
 */
const ROUND_WORDS = 'round|rework';
// A number, in digits or spelled; after another word, not a part of a fraction or a decimal (`Pass 2/3`).
const NUMBER = `(\\d{1,4}|${NUMBER_WORDS.join('|')})\\b`;
const MARKS = '^[*_`]{0,3}\\s{0,3}';

/** `## Iter 2`, `## Iteration #2`, `## Итерация 2`, `## Iteration two`. Marks are read past; gaps are bounded. */
const NEAR_ITERATION = new RegExp(`${MARKS}(?:iter(?:ation)?|итерация)\\s{0,3}[#№-]?\\s{0,3}${NUMBER}`, 'iu');
/** `## Round 2`, `## Attempt #2`, `## Round two`. */
const ROUND_NUMBERED = new RegExp(`${MARKS}(${ROUND_WORDS})\\s{0,3}[#№-]?\\s{0,3}${NUMBER}(?![./]\\d)`, 'i');
/** `## Second round`, `## Second iteration`. */
const ORDINAL_ROUND = new RegExp(`${MARKS}(${ORDINALS.join('|')})\\s{1,3}(iteration|${ROUND_WORDS})\\b`, 'i');

const numberOf = (word: string): number => (/^\d/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase()) + 1);

/** The iteration (or other word) and number a heading names, if any. */
function namedRound(text: string): { word: string; n: number } | undefined {
  const near = NEAR_ITERATION.exec(text);
  if (near) return { word: 'iteration', n: numberOf(near[1]!) };
  const numbered = ROUND_NUMBERED.exec(text);
  if (numbered) return { word: numbered[1]!.toLowerCase(), n: numberOf(numbered[2]!) };
  const ordinal = ORDINAL_ROUND.exec(text);
  // "Second iteration" is read as another word is: a "### Second iteration of the parser" is no round.
  if (ordinal) return { word: `${ordinal[2]!.toLowerCase()} (ordinal)`, n: ORDINALS.indexOf(ordinal[1]!.toLowerCase()) + 1 };
  return undefined;
}

/**
 * Headings of a report that name an iteration but are no `## Iteration N` heading of that number (`proper`,
 * the report's own): a round's work appended under a heading the structure does not read, so it looks never
 * re-dispatched. The word "iteration" with a number counts at levels up to 4 and any number. Another word
 * (`## Round 2`, `## Second iteration`) counts at levels 1–2 (deeper, it is a part of the iteration above)
 * and only for the current iteration `n`, unless the report numbers that word otherwise: a `Round 1` beside
 * `## Iteration 1`, or an `Attempt 3` at iteration 2, counts test rounds or attempts, not iterations.
 */
export function nearMissHeadings(doc: MarkdownDoc, proper: IterationHeading[], n: number): Finding[] {
  const lines = new Set(proper.map((h) => h.line));
  const numbers = new Set(proper.map((h) => h.n));
  const named = doc.headingsIn('protocol').flatMap((h) => {
    const r = h.level <= 4 && !lines.has(h.line) ? namedRound(h.text) : undefined;
    return r ? [{ ...r, heading: h }] : [];
  });
  const otherCount = new Set(named.filter((r) => r.word !== 'iteration' && (numbers.has(r.n) || r.n > n)).map((r) => r.word));
  const out: Finding[] = [];
  for (const { word, n: k, heading } of named) {
    if (numbers.has(k)) continue;
    const text = doc.line(heading.line).trim();
    const column = doc.line(heading.line).indexOf(text) + 1;
    if (word === 'iteration') {
      out.push(doc.at(heading.line, `\`${text}\` is not an \`## Iteration ${k}\` heading: write the round's heading as \`## Iteration ${k}\` (level 2) so its work is told from earlier iterations`, column));
    } else if (k === n && heading.level <= 2 && !otherCount.has(word)) {
      out.push(doc.at(heading.line, `\`${text}\` names iteration ${n} but is no \`## Iteration ${n}\` heading: the protocol's heading for the round is \`## Iteration ${n}\` (level 2), so its work is told from earlier iterations`, column));
    }
  }
  return out;
}

/**
 * "What changed since iter-1", "Changes since iteration 1", "Updated since the iteration-1 review". A word
 * of change comes first, so a causal "since iteration 1 covers the backend" is not read; the gap is bounded.
 */
const CHANGED_SINCE = /\b(?:what\s{1,3}changed|chang(?:e|es|ed)|delta|diff|new|updated?|added|fixed|revised)\b[^.;!?]{0,40}?\bsince\s{1,3}(?:the\s{1,3})?iter(?:ation)?[\s#-]{0,2}(\d{1,4})\b/gi;

/** A negation in the clause: "No changes since iteration 1", "Nothing new since iter-1", "not updated since". */
const NEGATED = /\b(?:no|not|nothing|never|none)\b/i;
const NEGATED_BEFORE = /\b(?:no|not|nothing|never|none)\b[^.;!?:]{0,30}$/i;

/**
 * A line under `## Iteration k` saying what changed since iteration `n - 1` (k ≤ n - 1) in a report without
 * `## Iteration n`: it was written in this round, so the specialist was re-dispatched and its work sits under
 * an earlier heading. Lines before the first iteration heading (a report's header) are not read, nor an
 * earlier "since iteration m" (m < n - 1), which dates the line to no one round.
 */
export function changedSince(doc: MarkdownDoc, proper: IterationHeading[], n: number): Finding | undefined {
  if (!proper.length || proper.some((h) => h.n === n)) return undefined;
  let k = 0;
  let next = 0;
  for (const { line, text } of doc.bodyLines()) {
    while (next < proper.length && proper[next]!.line <= line) k = proper[next++]!.n;
    if (!k || k > n - 1) continue;
    for (const m of text.matchAll(CHANGED_SINCE)) {
      if (Number(m[1]) !== n - 1 || NEGATED.test(m[0]) || NEGATED_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
      return doc.at(line, `\`${m[0]}\` under \`## Iteration ${k}\` tells what changed since iteration ${n - 1}, so it is iteration ${n}'s work: the protocol's heading for it is \`## Iteration ${n}\`, appended after the earlier iterations`, m.index + 1);
    }
  }
  return undefined;
}

/**
 * The clause of `text` around column `at` (0-based): back to a `;` or `(`, on to a `;`, `)` or full
 * stop, 80 characters at most each way ("t04; re-dispatched in iteration 3 for …; t05 …").
 */
export function clauseAround(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 80), at);
  const after = text.slice(at, at + 80);
  return before.slice(Math.max(before.lastIndexOf(';'), before.lastIndexOf('(')) + 1) + after.slice(0, after.search(/[;)]|\.(?:\s|$)|$/));
}

const ITERATION_N = /\biter(?:ation)?[\s#-]{0,2}(\d{1,4})\b/gi;
const REDISPATCH = /\bre-?dispatch(?:ed|es|ing)?\b/gi;
/** A whole token as tokenAt reads one: a run of word characters and hyphens. */
const TOKEN = /[\w-]+/g;
/** A re-dispatch said to be needless after it, in its clause: "re-dispatch in iteration 2 was not needed". */
const NEEDLESS_AFTER = /^[^;.)]{0,80}?\b(?:not\s{1,3}(?:needed|required|necessary)|unnecessary|unneeded)\b/i;

/** Where `text` names `name` as a whole token (`dev` is not in `dev-lead`), or -1. */
export function tokenAt(text: string, name: string): number {
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    if (!/[\w-]/.test(text[at - 1] ?? '') && !/[\w-]/.test(text[at + name.length] ?? '')) return at;
  }
  return -1;
}

/** The names a task goes by in prose: its key, its file stem and a leading tag (`t05` of `t05-deploy`). */
export function taskNames(task: Pick<EngagementTask, 'key' | 'stem'>): string[] {
  const tag = /^([A-Za-z]{1,3}\d{1,4})-/.exec(task.key)?.[1];
  return [...new Set([task.key, task.stem, ...(tag ? [tag] : [])])];
}

/**
 * Whether a line of handoff §4 that names a specialist says that specialist was re-dispatched in
 * iteration `n`: the re-dispatch nearest its name is unnegated ("was not re-dispatched", "re-dispatch …
 * was not needed") with iteration `n` in its clause, and that clause names no other subject (a task or
 * specialist in `subjects`) unless it names this one or one of its tasks (`own`): "Every re-dispatched
 * specialist appended …; dev-ops was not re-dispatched" and "dev-ops (t05; unchanged, only t01 and t03
 * were re-dispatched in iteration 2)" do not re-dispatch dev-ops.
 */
export function saysRedispatched(text: string, at: number, n: number, own: ReadonlySet<string>, subjects: ReadonlySet<string>): boolean {
  let nearest: RegExpMatchArray | undefined;
  for (const m of text.matchAll(REDISPATCH)) if (!nearest || Math.abs(m.index! - at) < Math.abs(nearest.index! - at)) nearest = m;
  if (!nearest) return false;
  const i = nearest.index!;
  const clause = clauseAround(text, i);
  if (negatedBefore(text, i) || NEEDLESS_AFTER.test(text.slice(i + nearest[0].length)) || ![...clause.matchAll(ITERATION_N)].some((k) => Number(k[1]) === n)) return false;
  // The clause's whole tokens looked up, not every subject searched for: a plan of thousands of tasks.
  const named = (clause.match(TOKEN) ?? []).filter((t) => subjects.has(t));
  return !named.length || named.some((t) => own.has(t));
}

/** A re-dispatch, or the rejection that caused one: "re-dispatched in iteration 3", "after the iteration-2 REJECT". */
const REDISPATCH_OR_REJECT = /\b(?:(re-?dispatch(?:ed|es|ing)?)|reject(?:ed|ion|s)?)\b/gi;

/**
 * Where a report's own `## Iteration k` section dates its work to iteration `k`: a line saying what
 * changed since iteration k - 1, or, in one clause, that the specialist was re-dispatched in
 * iteration k or that iteration k - 1 was rejected. Not negated ("not re-dispatched in iteration 3");
 * a line naming no iteration ("Director rejected: …") dates nothing. Fenced code is not read.
 */
export function sectionDatesItself(doc: MarkdownDoc, proper: IterationHeading[], k: number): { line: number; quote: string } | undefined {
  const at = proper.findIndex((h) => h.n === k);
  if (at === -1) return undefined;
  const start = proper[at]!.line + 1;
  const end = (proper[at + 1]?.line ?? doc.lines.length + 1) - 1;
  for (const { line, text } of doc.linesOf({ start, end }, { skipFenced: true })) {
    for (const m of text.matchAll(CHANGED_SINCE)) {
      if (Number(m[1]) === k - 1 && !NEGATED.test(m[0]) && !NEGATED_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) return { line, quote: m[0] };
    }
    for (const m of text.matchAll(REDISPATCH_OR_REJECT)) {
      const want = m[1] ? k : k - 1;
      if (![...clauseAround(text, m.index).matchAll(ITERATION_N)].some((i) => Number(i[1]) === want)) continue;
      // A negation reaches a few words: a window before the word keeps a line of many such words linear.
      const from = Math.max(0, m.index - 120);
      if (!negatedBefore(text.slice(from, m.index), m.index - from)) return { line, quote: m[0] };
    }
  }
  return undefined;
}

/**
 * A report's own word that the specialist was first dispatched in a later round: "First dispatch", "first
 * dispatched", "dispatched for the first time", "new specialist", "new to the engagement", "joined the
 * team", "joined in iteration 2", "added to the engagement", "brought (me) in", "not part of iteration 1",
 * Russian «впервые привлечён», «первое привлечение», «новый специалист», «подключён к команде». "Added in
 * iteration 2" alone is left out: a change is added in an iteration as often. A Russian stem's word is read up to 40
 * more letters before the blank (no such word is longer): the rest of one long word re-read from every stem in it
 * is quadratic.
 */
export const FIRST_DISPATCH = /\bfirst[\s-]{1,3}dispatch(?:ed)?\b|\bdispatched\s{1,3}for\s{1,3}the\s{1,3}first\s{1,3}time\b|\bnew\s{1,3}(?:specialist|to\s{1,3}(?:this|the)\s{1,3}(?:engagement|team))\b|\b(?:joined|onboarded)\s{1,3}(?:(?:this|the)\s{1,3}(?:engagement|team)\b|in\s{1,3}(?=iter))|\b(?:added|brought\s{1,3}in|onboarded)\s{1,3}(?:to|on)\s{1,3}(?:this|the)\s{1,3}(?:engagement|team)\b|\bbrought\s{1,3}(?:me\s{1,3}|us\s{1,3}|them\s{1,3})?in\b|\b(?:was|were|wasn't|weren't)\s{1,3}(?:not\s{1,3})?(?:a\s{1,3})?part\s{1,3}of\s{1,3}(?=iter)|\b(?:not|wasn't|weren't)\s{1,3}(?:involved|dispatched|engaged)\s{1,3}in\s{1,3}(?=iter|round)|\bjoined\s{1,3}in\s{1,3}(?=round)|(?:привлеч|подключ|назнач|задейств)[а-яё]{0,40}\s{1,3}впервые|впервые\s{1,3}(?:привлеч|подключ|назнач|задейств)[а-яё]*|перв[а-яё]{0,3}\s{1,3}(?:привлечени|подключени|назначени)[а-яё]*|нов[а-яё]{0,3}\s{1,3}специалист[а-яё]*|(?:подключ|присоедин)[а-яё]{0,40}\s{1,3}к\s{1,3}(?:команд|проект)[а-яё]*/gi;
/** An iteration by its number, in English or Russian ("iter-2", "iteration 2", «итерация 2», «итерации 2»). */
export const ANY_ITERATION_N = /\b(?:iter(?:ation)?|round)[\s#-]{0,2}(\d{1,4})\b|итераци[а-яё]{0,2}[\s#:№-]{0,3}(\d{1,4})(?!\d)/gi;
/** Words before an iteration that make it the cause, not the date, of a dispatch: "after the iter-1 REJECT". */
export const CAUSE_BEFORE = /\b(?:after|following|since|post|because\s{1,3}of|due\s{1,3}to)\s{1,3}(?:the\s{1,3}|its\s{1,3})?$|после\s{1,3}$/i;

export function firstDispatchSaid(doc: MarkdownDoc, proper: IterationHeading[]): { line: number; quote: string } | undefined {
  const k = proper[0]?.n;
  if (k === undefined || k < 2) return undefined;
  const end = (proper[1]?.line ?? doc.lines.length + 1) - 1;
  for (const { line, text } of doc.linesOf({ start: doc.bodyStart, end }, { skipFenced: true })) {
    for (const m of text.matchAll(FIRST_DISPATCH)) {
      // The clause from the words on (as clauseAround ends it, or at an aside's parenthesis): the iteration
      // they date the dispatch to comes after them, one named as its cause ("after the iter-1 REJECT") does not.
      const rest = text.slice(m.index, m.index + 80);
      const clause = rest.slice(0, rest.search(/[;()]|\.(?:\s|$)|$/));
      const first = [...clause.matchAll(ANY_ITERATION_N)].find((i) => !CAUSE_BEFORE.test(clause.slice(Math.max(0, i.index - 24), i.index)));
      const n = first ? Number(first[1] ?? first[2]) : /\bthis\s{1,3}(?:round|iteration)\b|(?:этой|текущей)\s{1,3}итерации|этом\s{1,3}раунде/i.test(clause) ? k : undefined;
      // "not part of iteration 1": an earlier iteration is the one it was absent from.
      const absent = /\b(?:part\s{1,3}of|involved\s{1,3}in|dispatched\s{1,3}in|engaged\s{1,3}in)\s*$/i.test(m[0]) && /\b(?:not|wasn't|weren't)\b/i.test(m[0]);
      // Naming none, it speaks of the first section's round when written in it (its heading line included).
      if (absent ? n === undefined || n >= k : n !== undefined ? n !== k : line < proper[0]!.line) continue;
      const from = Math.max(0, m.index - 120);
      if (!negatedBefore(text.slice(from, m.index), m.index - from)) return { line, quote: m[0].trim() };
    }
  }
  return undefined;
}
