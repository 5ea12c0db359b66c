/**
 * binary-verdict's reading of checks an ACCEPT leaves to someone: a line of its round that hands a check
 * over, leaves one outstanding or makes the ACCEPT provisional, and handoff §11 Known deferrals handing one
 * over. Each message names who the words hand the check to ("the customer", "QA", "the bank"), never "the
 * user" for another party.
 */
import { acceptRanges, OUTSIDE_THE_ROUND, TextReadings, userDeferral, type Deferral, type Finding, type MarkdownDoc } from '@engagement-lint/core/kit';
import { awaitedCheck, outstandingCheck, RU_OUT_OF_SCOPE, verificationsDeferredIn11 } from './verdict-qualifiers.js';
import { provisionalAccept } from './provisional-accept.js';

/** The protocol's only acceptable deferrals: criteria.md out of scope, or a director-approved waiver. */
export const ALLOWED_DEFERRAL = new RegExp(String.raw`out[- ]of[- ]scope|waiver|${RU_OUT_OF_SCOPE.source}`, 'i');

/**
 * The post-ACCEPT step "verdict → user-facing summary → archival LAST": a line recording that summary
 * (the director's "User-facing delivery") lets the user review the delivered work; it hands no check over.
 */
const USER_SUMMARY = /\buser[- ]facing\s+(?:summary|delivery)\b|\b(?:summary|delivery)\s+(?:was\s+)?(?:sent|delivered|posted)\s+to\s+(?:the\s+)?user\b/i;
const REVIEWS = /review$/i;

/**
 * "handed (over) to the user": after an ACCEPT, the result delivered ("User-facing delivery — Director ✓ (on accept)"),
 * not "ACCEPT — user to verify Y", unless a check goes with it in its sentence ("… to verify", "for testing", "who
 * will test it") or is what its clause hands over ("The Excel check is handed over to the user").
 */
const HANDED_OVER = /^handed(?:\s+over)?\s+to\s+(?:the\s+)?(?:user|client|customer)$/i;
// A check still to make, not one reported made: "to verify", "for testing", "for acceptance"; "fully tested", "after the ACCEPT" are none.
const CHECK_AFTER = /\b(?:verif(?:y|ies|ication|ying)|validat(?:e|es|ion|ing)|confirm(?:s|ation|ing)?|(?:re-?)?check(?:s|ing)?|(?:re-?)?test(?:s|ing)?|try|tries|trial|review(?:s|ing)?|QA|UAT|sign(?:[- ]|\s+)?off|approv(?:e|es|al|ing)|inspect(?:s|ion|ing)?|for\s+(?:(?:the|their|user|final)\s+)?acceptance)\b|провер|подтверд|тестир/i;
const CHECK_NOUN_BEFORE = /\b(?:verification|validation|confirmation|checks?|checking|tests?|testing|QA|UAT|reviews?|sign[- ]?off|approval)\b/i;
/** Past this many deliveries on one line, the next hand-over is reported as it reads (the scan stays linear). */
const MAX_DELIVERIES = 8;

function delivery(text: string, index: number, quote: string): boolean {
  if (!HANDED_OVER.test(quote)) return false;
  const end = index + quote.length;
  const stop = text.slice(end).search(/[.;!?](?:\s|$)/);
  const after = text.slice(end, stop === -1 ? text.length : end + stop);
  const clause = text.slice(0, index).split(/[.;:,!?—–(]|\b(?:and|but|then|so)\b/i).at(-1) ?? '';
  return !CHECK_AFTER.test(after) && !CHECK_NOUN_BEFORE.test(clause);
}

/** The first hand-over of a check on a line, past the deliveries of the result to the user. */
function handOver(text: string, names: readonly string[]): Deferral | undefined {
  let from = 0;
  for (let k = 0; ; k++) {
    const m = userDeferral(from ? text.slice(from) : text, names);
    if (!m) return undefined;
    const index = from + m.index;
    if (k >= MAX_DELIVERIES || !delivery(text, index, m.quote)) return { ...m, index };
    from = index + m.quote.length;
  }
}

const PROVISIONAL = { condition: 'the ACCEPT is put under a condition', todo: 'the ACCEPT leaves work to do', unverified: "the ACCEPT's round says a check was not made" } as const;

/** What a line of an ACCEPT's iteration says of the verdict (see deferrals): a message and its column, or nothing. */
function lineDeferral(text: string, names: readonly string[]): { message: string; column: number } | undefined {
  if (ALLOWED_DEFERRAL.test(text)) return undefined;
  const m = handOver(text, names);
  if (m && !(REVIEWS.test(m.quote) && USER_SUMMARY.test(text))) return { message: `the ACCEPT defers verification to ${m.to} ("${m.quote}"): the verdict is binary`, column: m.index + 1 };
  // "Open: accounting to confirm …" hands the check to whoever it names, not to the user.
  const open = outstandingCheck(text);
  if (open) return { message: `the ACCEPT leaves a verification outstanding ("${open.quote}"): do not defer the verification; the verdict is binary`, column: open.index + 1 };
  const p = provisionalAccept(text);
  if (p) return { message: `${PROVISIONAL[p.kind]} ("${p.quote}"): ${p.kind === 'unverified' ? 'a bar the acceptor cannot verify makes the verdict `REJECT — validation incomplete: <what was unverifiable>`; ' : ''}the verdict is binary`, column: p.index + 1 };
  return undefined;
}

/** What a line of the verdict's own text (under `### Verdict: ACCEPT`, up to the next heading) says of it: a check it still waits on. */
function verdictLineDeferral(text: string): { message: string; column: number } | undefined {
  if (ALLOWED_DEFERRAL.test(text)) return undefined;
  const m = awaitedCheck(text);
  return m && { message: `the ACCEPT's verdict waits on a check still to come ("${m.quote}"), as \`ACCEPT pending X\` does: do not defer the verification; the verdict is binary`, column: m.index + 1 };
}

const HEADING = /^\s{0,3}#{1,6}(?:\s|$)/;

/**
 * Lines of an ACCEPT's iteration that defer verification to someone, leave one outstanding, or make the ACCEPT provisional,
 * and lines of the verdict's own text ("Accepted, pending QA sign-off by the user") that wait on a check.
 */
export function deferrals(doc: MarkdownDoc, names: readonly string[]): Finding[] {
  const out: Finding[] = [];
  // A reading depends on the line's text alone: a round repeating a line thousands of times reads it once.
  const memo = new TextReadings<ReturnType<typeof lineDeferral>>();
  const own = new TextReadings<ReturnType<typeof verdictLineDeferral>>();
  const read = (text: string) => lineDeferral(text, names);
  // Rounds as markdown renders their headings (`Iteration 2` over `---` too), as binary-verdict reads them.
  for (const range of acceptRanges(doc, 'protocol')) {
    // The verdict's own lines: after it, up to the next heading.
    let underVerdict = false;
    for (const { line, text } of doc.linesOf(range, { skipFenced: true })) {
      if (line === range.verdict) underVerdict = true;
      else if (underVerdict && HEADING.test(text)) underVerdict = false;
      const d = memo.of(text, read) ?? (underVerdict && line > range.verdict ? own.of(text, verdictLineDeferral) : undefined);
      if (d) out.push(doc.at(line, d.message, d.column));
    }
  }
  return out;
}

/**
 * Handoff §11 entries handing a check over under the ACCEPT at acceptance-log.md line `verdictLine`, and
 * who they hand it to for the summary: the one party all name, else OUTSIDE_THE_ROUND.
 */
export function overDeferredIn11(handoff: MarkdownDoc, names: readonly string[], verdictLine: number): { findings: Finding[]; to: string } {
  const found = verificationsDeferredIn11(handoff, names);
  const findings = found.map((d) =>
    handoff.at(d.line, `§11 defers a verification to ${d.to} ("${d.quote}"), yet acceptance-log.md line ${verdictLine} is an ACCEPT: do not defer the verification (the only deferrals are criteria.md's out of scope and a director-approved waiver); the verdict is binary`, d.column),
  );
  const parties = new Set(found.map((d) => d.to));
  return { findings, to: parties.size === 1 ? [...parties][0]! : OUTSIDE_THE_ROUND };
}
