import { LetterRegex } from '@engagement-lint/core/kit';
import { MET_MARK } from './round-criteria.js';

/** A not-met mark in a criteria list item (`- crit-2: … ❌ path`), where a mark is unambiguous wherever it stands. */
export const FAILED_MARK = /❌|✗|✘|✖\uFE0F?|🔴/u;
/** And a partial there: 🟡, or ⚠️ with the word. */
export const PARTIAL_MARK = new LetterRegex(String.raw`⚠\uFE0F?\s{0,3}(?:partial(?:ly)?|частично)(?![\p{L}])|🟡`, 'iu');
/** A status mark or word that a history clause can recall. */
const STATUS_TOKEN = String.raw`✅|✔\uFE0F?|☑\uFE0F?|🟢|❌|✗|✘|✖\uFE0F?|🔴|🟡|⏳|⌛|⚠\uFE0F?|pass(?:ed|es)?(?![\p{L}])|fail(?:ed|s)?(?![\p{L}])|met(?![\p{L}])`;
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
  const chars = text.split('');
  for (const [a, b] of spans) for (let i = a; i < b; i++) chars[i] = ' ';
  return chars.join('');
}

/**
 * In a log round, "not met", FAIL, "не выполнено" right after the label ("crit-5: **not met** —") is the acceptor's status
 * (further on such words are prose: "covers the FAIL path"). So is a partial ("crit-2 ⚠️ partial", "partially met",
 * «частично»), when the clause ends there: "crit-2 partial refunds work" names a thing.
 */
const LEADING_FAILED_WORD = new LetterRegex(
  String.raw`^[^\p{L}\p{N}]{0,8}(not\s+met|fail(?:ed|s)?|не\s+(?:выполн|сделан|пройден)[\p{L}]*|(?:partial(?:ly)?(?:\s{1,3}met)?|частично(?:\s{1,3}выполнен[\p{L}]{0,2})?)(?=[*_\x60]{0,2}\s{0,3}(?:$|[—–:;,.(\[]|-\s)))(?![\p{L}])`,
  'iu',
);
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
 * ⚠️ partial) fails it; in a log round, else a failed status right after the label.
 */
export function listItemStatus(text: string, from: number, kind: 'trace' | 'log'): FailedStatus | 'met' | undefined {
  const view = currentStatusText(text);
  if (MET_MARK.test(view)) return 'met';
  const mark = FAILED_MARK.exec(view) ?? (kind === 'trace' ? PARTIAL_MARK.exec(view) : null);
  if (mark) return { index: mark.index, mark: text.slice(mark.index, mark.index + mark[0].length) };
  if (kind === 'log') {
    const rest = view.slice(from);
    const word = LEADING_FAILED_WORD.for(rest).exec(rest);
    if (word) {
      const index = from + word[0].length - word[1]!.length;
      return { index, mark: text.slice(index, index + word[1]!.length) };
    }
  }
  return undefined;
}
