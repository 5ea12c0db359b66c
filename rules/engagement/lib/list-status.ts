import { LetterRegex } from '@engagement-lint/core/kit';
import { MET_MARK } from './round-criteria.js';

/** A not-met mark in a criteria list item (`- crit-2: … ❌ path`, ❎), where a mark is unambiguous wherever it stands. */
export const FAILED_MARK = /❌|❎|✗|✘|✖\uFE0F?|🔴/u;
/** And a partial there: 🟡, or ⚠️ with the word. */
export const PARTIAL_MARK = new LetterRegex(String.raw`⚠\uFE0F?\s{0,3}(?:partial(?:ly)?|частично)(?![\p{L}])|🟡`, 'iu');
/** Not yet judged, as the §3 table's Status cell reads ⏳. */
const PENDING_MARK = /⏳|⌛/u;

/** A status mark or word that a history clause can recall. */
const STATUS_TOKEN = String.raw`✅|✔\uFE0F?|☑\uFE0F?|🟢|❌|❎|✗|✘|✖\uFE0F?|🔴|🟡|⏳|⌛|⚠\uFE0F?|pass(?:ed|es)?(?![\p{L}])|fail(?:ed|s)?(?![\p{L}])|met(?![\p{L}])|провал(?:ен[аоы]?|ено)(?![\p{L}])`;
/** Words saying what follows is the criterion's past: "was", "previously", «было». */
const PAST = String.raw`(?<![\p{L}])(?:was|were|previously|formerly|initially|originally|earlier|used\s{1,3}to\s{1,3}be|было|был[аио]?|ранее|раньше|прежде)(?![\p{L}])`;
/** A bracketed aside ("(was ❌ before the fix)"), bounded so a long line is scanned in linear time. */
const ASIDE = /\([^()\n]{0,160}\)/g;
const PAST_WORD = new LetterRegex(PAST, 'iu');
/** "was ❌", "previously: FAIL": the status named after a past word is history. */
const PAST_STATUS = new LetterRegex(String.raw`${PAST}[\s:*_]{1,6}(${STATUS_TOKEN})`, 'giu');
/** "❌ → ✅", "FAIL -> PASS": the status before an arrow is the one it changed from. */
const ARROWED = new LetterRegex(String.raw`(?<![\p{L}])(${STATUS_TOKEN})[\s*_]{0,4}(?:→|->|⇒|=>|⟶|➔|➜|➡\uFE0F?)`, 'giu');

/**
 * The text with its history blanked out, same length (columns hold): an aside naming the past ("✅ (was ❌ in
 * iter-1)", "❌ (was ✅)"), a status after a past word ("was 🔴, now 🟢") and a status before an arrow ("❌ → ✅").
 * What is left is the status the line gives now: a regression ("❌ (was ✅ in iter-1)", "✅ → ❌") keeps its ❌ alone.
 */
export function currentStatusText(text: string): string {
  const spans: Array<[number, number]> = [];
  for (const m of text.matchAll(ASIDE)) if (PAST_WORD.test(m[0])) spans.push([m.index, m.index + m[0].length]);
  for (const re of [PAST_STATUS, ARROWED]) {
    // The status is the match's last part after a past word, its first before an arrow.
    for (const m of text.matchAll(re.for(text))) {
      const at = re === PAST_STATUS ? m.index + m[0].length - m[1]!.length : m.index;
      spans.push([at, at + m[1]!.length]);
    }
  }
  if (!spans.length) return text;
  // Blanked piece by piece, in order: no array of the line's characters (a line may be 15 MB).
  spans.sort((x, y) => x[0] - y[0]);
  let out = '';
  let at = 0;
  for (const [a, b] of spans) {
    if (b <= at) continue;
    const from = Math.max(a, at);
    out += text.slice(at, from) + ' '.repeat(b - from);
    at = b;
  }
  return out + text.slice(at);
}

/** Where a clause may give the item's status: ` — `, ` – `, ` - `, `: ` end the text before it. */
const SEPARATOR = /[—–]|\s-\s|:\s/g;
/**
 * Failed in Russian: «провален», «провалено», «не прошёл», «не прошла», «не соответствует». A status word opens its
 * clause, so «не провален» fails nothing.
 */
const RU_FAILED = String.raw`провал(?:ен[аоы]?|ено|ил(?:ся|ась|ось|ись))?(?![\p{L}])|не\s{1,3}(?:прош(?:[её]л|л[аио])|соответству(?:ет|ют))(?![\p{L}])`;
/** Not yet done in Russian: «в процессе», «не готово», «отложено» (not «отложенная загрузка», a thing of the product). */
const RU_NOT_DONE = String.raw`в\s{1,3}процессе|не\s{1,3}готов[аоы]?|отложен[аоы]?(?![\p{L}])`;
/** Not met, failed, partial, or not yet judged: the words a §3 Status cell reads as such, where they stand as a status. */
const TRACE_FAILED = String.raw`not\s{1,3}(?:met|started|done|verified|passed)|did\s{1,3}not\s{1,3}pass|didn[’']t\s{1,3}pass|fail(?:ed|s|ing)?|partial(?:ly)?(?:\s{1,3}met)?|pending|todo|tbd|in\s{1,3}progress|wip|blocked|не\s{1,3}(?:выполн|сделан|пройден|провер)[\p{L}]{0,4}|частично(?:\s{1,3}выполнен[\p{L}]{0,2})?|в\s{1,3}работе|${RU_FAILED}|${RU_NOT_DONE}`;
/** In an acceptance-log round, not yet judged is unverified-bars' reading ("validation incomplete"): only not met and partial here. */
const LOG_FAILED = String.raw`not\s{1,3}(?:met|passed)|did\s{1,3}not\s{1,3}pass|didn[’']t\s{1,3}pass|fail(?:ed|s)?|partial(?:ly)?(?:\s{1,3}met)?|не\s{1,3}(?:выполн|сделан|пройден)[\p{L}]{0,4}|частично(?:\s{1,3}выполнен[\p{L}]{0,2})?|${RU_FAILED}`;
const MET_WORD = String.raw`met|pass(?:ed|es)?|выполнен[\p{L}]{0,2}|пройден[\p{L}]{0,2}`;
/**
 * A status word opening a clause and ending it (end of line, punctuation, a dash): "— Not met: KPP missing",
 * "— **FAIL** (1 of 23)". Followed by more words it names a thing ("failed payments are retried"); after a quote
 * it is quoted ("\"not met\" banner"). The opening skips marks and emphasis, not quotes or brackets.
 */
const statusWord = (failed: string) =>
  new LetterRegex(String.raw`(?<lead>[^\p{L}\p{N}"'“”„«»‘’()\[\]]{0,8})(?:(?<failed>${failed})|(?<met>${MET_WORD}))(?<end>[*_\x60]{0,2}\s{0,3}(?:$|[—–:;,.(\[!]|-\s))`, 'iuy');
const STATUS_WORD = { trace: statusWord(TRACE_FAILED), log: statusWord(LOG_FAILED) };
/**
 * In a log round, "not met", FAIL, "не выполнено", «провален» right after the label ("crit-5: **not met** —") is the acceptor's status
 * (further on such words are prose: "covers the FAIL path"). So is a partial ("crit-2 ⚠️ partial", "partially met",
 * «частично»), when the clause ends there: "crit-2 partial refunds work" names a thing.
 */
const LEADING_FAILED_WORD = new LetterRegex(
  String.raw`^[^\p{L}\p{N}]{0,8}(not\s+met|fail(?:ed|s)?|не\s+(?:выполн|сделан|пройден)[\p{L}]*|провал(?:ен[аоы]?|ено)|(?:partial(?:ly)?(?:\s{1,3}met)?|частично(?:\s{1,3}выполнен[\p{L}]{0,2})?)(?=[*_\x60]{0,2}\s{0,3}(?:$|[—–:;,.(\[]|-\s)))(?![\p{L}])`,
  'iu',
);
/** "Passed: 23", "Failed: 0": a count, not a status (read at the word's end, past its closing marks). */
const PASS_COUNT = /[*_\x60]{0,2}\s{0,2}[:=]\s{0,2}\d/y;
const ZERO_FAILED = /[*_\x60]{0,2}\s{0,2}[:=]\s{0,2}0(?!\d|[.,]\d)/y;
/** Whether sticky `re` matches `text` at `at`. */
const followedAt = (re: RegExp, text: string, at: number) => {
  re.lastIndex = at;
  return re.test(text);
};

export interface FailedStatus {
  /** Where the mark or word stands in the item's line (0-based). */
  index: number;
  /** The mark or word as written. */
  mark: string;
}

/**
 * The status of a `crit-N` list item of a criteria trace (`trace`: handoff §2 / §3) or of an acceptance-log round
 * (`log`), read from `from` (just past the label) on: `met`, a failure, or undefined when it gives none.
 * A met mark (✅ ✔ ☑ 🟢) the line gives now makes it met; else a not-met mark (❌ ✗ ✘ ✖ 🔴; in the trace also 🟡,
 * ⚠️ partial, ⏳) fails it; else a status word opening a clause (right after the label or after a separator): any
 * "Met" / PASS makes it met, else a failed one ("Not met", FAIL, partial, «не выполнено») fails it.
 */
export function listItemStatus(text: string, from: number, kind: 'trace' | 'log'): FailedStatus | 'met' | undefined {
  const view = currentStatusText(text);
  if (MET_MARK.test(view)) return 'met';
  const mark = FAILED_MARK.exec(view) ?? (kind === 'trace' ? (PARTIAL_MARK.exec(view) ?? PENDING_MARK.exec(view)) : null);
  if (mark) return { index: mark.index, mark: text.slice(mark.index, mark.index + mark[0].length) };
  if (kind === 'log') {
    const rest = view.slice(from);
    const word = LEADING_FAILED_WORD.for(rest).exec(rest);
    if (word) {
      const index = from + word[0].length - word[1]!.length;
      return { index, mark: text.slice(index, index + word[1]!.length) };
    }
  }
  const re = STATUS_WORD[kind].for(view);
  // After a colon inside the text the status is capitalised ("green: FAIL"); lower case it goes on the text ("states: pending, paid").
  // Each place a clause opens, read as it is found (no list of them, no copy of the line's rest per place: a hostile
  // line holds millions of separators).
  let failed: FailedStatus | undefined;
  let at = from;
  let capital = false;
  SEPARATOR.lastIndex = from;
  for (;;) {
    const next = SEPARATOR.lastIndex;
    re.lastIndex = at;
    const m = re.exec(view);
    const g = m?.groups;
    if (m && g && !(capital && !/^[A-ZА-ЯЁ]/.test(g.failed ?? g.met!))) {
      const end = m.index + m[0].length - g.end!.length;
      if (g.met) {
        if (!(/^pass/i.test(g.met) && followedAt(PASS_COUNT, view, end))) return 'met';
      } else if (!failed && !(/^fail/i.test(g.failed!) && followedAt(ZERO_FAILED, view, end))) {
        const index = m.index + g.lead!.length;
        failed = { index, mark: text.slice(index, index + g.failed!.length) };
      }
    }
    SEPARATOR.lastIndex = next;
    const sep = SEPARATOR.exec(view);
    if (!sep) break;
    at = sep.index + sep[0].length;
    capital = sep[0].startsWith(':');
  }
  return failed ?? (kind === 'log' ? failedPredicate(view, text, from) : undefined);
}

/** "KPP check did not pass", "the SLA is not met", «проверка не прошла»: ending the item's first clause, in a log round. */
const FAILED_PREDICATE = new LetterRegex(
  String.raw`(?<pre>[\s:—–*_\x60.)-]{0,8})(?<lead>[^.;:—–\n]{0,80}?)(?<![\p{L}])(?<word>(?:did\s{1,3}not|didn[’']t|does\s{1,3}not|doesn[’']t)\s{1,3}pass|(?:is|was)\s{1,3}not\s{1,3}met|не\s{1,3}прош(?:[её]л|л[аио])|не\s{1,3}соответству(?:ет|ют))[*_\x60]{0,2}\s{0,3}(?:$|[—–:;,.(\[!]|-\s)`,
  'iuy',
);
/** The clause speaks of an earlier round, or the item says the failure is fixed since. */
const EARLIER = new LetterRegex(String.raw`(?<![\p{L}])(?:iter(?:ation)?[\s-]{0,2}\d|round\s{1,3}\d|previously|earlier|initially|originally|at\s{1,3}first|before)(?![\p{L}])`, 'iu');
const SINCE_FIXED = new LetterRegex(String.raw`(?<![\p{L}])(?:fixed|resolved|re-?verified|now\s{1,3}pass(?:es)?|исправлен[\p{L}]{0,2})(?![\p{L}])`, 'iu');

function failedPredicate(view: string, text: string, from: number): FailedStatus | undefined {
  const re = FAILED_PREDICATE.for(view);
  re.lastIndex = from;
  const m = re.exec(view);
  const g = m?.groups;
  if (!m || !g || EARLIER.test(g.lead!) || SINCE_FIXED.test(view.slice(from))) return undefined;
  const index = m.index + g.pre!.length + g.lead!.length;
  return { index, mark: text.slice(index, index + g.word!.length) };
}
