import { acceptRanges, awaitingRoundVerdict, defineRule, list, MAX_FINDINGS, judgeNames, sustainedBlockers, verdictChoices, verdictsInAnyForm, type EngagementModel, type Finding, type MarkdownDoc, type VerdictLine, withoutClosingHashes } from '@engagement-lint/core/kit';
import { unverifiedBars } from './lib/unverified-bars.js';
import { failedCriteria, loggedFailures } from './lib/failed-criteria.js';
import { conditionalQualifier } from './lib/verdict-qualifiers.js';
import { deferrals, overDeferredIn11 } from './lib/deferral-findings.js';
import { deferral, notDeferred } from './lib/deferral-justification.js';
import { s11DeferralMessage, s11Deferred, s11Fix, unjustifiedDeferralsIn11, type S11Deferral } from './lib/s11-deferrals.js';
import { currentRound } from './lib/round-in-force.js';

/**
 * Verdict words. ACCEPTED / REJECTED are legacy spellings, still binary (verdict-canonical warns on form);
 * ABORT is the user's abort as ABORTED is (the model closes the engagement on either).
 */
const BINARY = new Set(['ACCEPT', 'REJECT', 'ABORTED', 'ABORT', 'ACCEPTED', 'REJECTED']);
/** A bare conditional accept written as a heading or bold line instead of a Verdict: label. */
// Blank runs are matched once each (a `\s*` never next to another blank quantifier), so a long blank line costs linear time.
const BARE_CONDITIONAL = /^(?:#{1,6}(?=\s))?\s*(?:(?:\*\*|__)\s*)?(ACCEPT(?:ED)?[\s_-]+(?:CONDITIONAL(?:LY)?|[Pp]ending\b.*|[Ww]ith\s+TODOS?\b.*)|CONDITIONAL(?:LY)?[\s_-]+ACCEPT(?:ED)?)\s*(?:(?:\*\*|__)\s*)?$/;

/** A question mark on the verdict word (`ACCEPT?`, `REJECT (?)`): the word asked, not given. */
const ASKED = /^[(\[]?\s{0,3}[?？]/;

/** Why a verdict is not binary, as its message; undefined when it is. */
function notBinary(v: VerdictLine): string | undefined {
  const choices = verdictChoices(v.value);
  if (choices) return `verdict \`${choices}\` lists several choices (the template left unfilled): the verdict is binary`;
  if (!BINARY.has(v.word)) return `verdict \`${v.value}\` is not ACCEPT, REJECT or ABORTED`;
  if (ASKED.test(v.rest)) return `verdict \`${v.value}\` is a question, not a verdict: write ACCEPT or REJECT without the question mark; the verdict is binary`;
  if (v.word.startsWith('ACCEPT') && conditionalQualifier(v.rest)) return `conditional accept \`${v.value}\`: the verdict is binary`;
  return undefined;
}

/**
 * An ACCEPT over a criterion its own round of the log marks as not met ("- crit-5 ❌ … fix next
 * sprint"), deferred neither as the protocol allows (criteria.md out of scope, a waiver) nor in §11.
 */
function acceptOverLoggedFailure(model: EngagementModel, doc: MarkdownDoc): Finding[] {
  return loggedFailures(doc).flatMap(({ range, failed }) =>
    failed.flatMap((c) => {
      const how = deferral(model, model.handoff, c);
      if (how === 'deferred') return [];
      const where = range.round === undefined ? `acceptance-log.md, yet its verdict` : `acceptance-log.md's iteration ${range.round}, yet that round's verdict`;
      const marked = c.mark === '[ ]' ? 'left unticked (`[ ]`)' : `marked ${c.mark}`;
      return [doc.at(c.line, `criterion ${c.n} is ${marked} in the criteria ${c.inTable ? 'table' : 'list'} of ${where} at line ${range.verdict} is an ACCEPT${notDeferred(how)}: the verdict is binary`, c.column)];
    }),
  );
}

/** An ACCEPT in the round whose adjudication SUSTAINS a finding as blocking a criterion ("SUSTAINED — blocks crit-3"), unresolved in the round. */
function acceptOverSustainedBlocker(doc: MarkdownDoc): Finding[] {
  return acceptRanges(doc, 'protocol').flatMap((range) =>
    sustainedBlockers(doc, range).map((b) => {
      const where = range.round === undefined ? `acceptance-log.md, yet its verdict` : `acceptance-log.md's iteration ${range.round}, yet that round's verdict`;
      const crits = b.crits.map((n) => `crit-${n}`).join(', ');
      return doc.at(b.line, `a finding SUSTAINED as blocking ${crits} in ${where} at line ${range.verdict} is an ACCEPT: a criterion a sustained finding blocks is not met, so the verdict is binary (REJECT)`, b.column);
    }),
  );
}

/** An ACCEPT standing over a criterion the handoff's trace marks as not met, with no deferral for it. */
function acceptOverFailed(model: EngagementModel, verdicts: readonly { line: number; word: string }[]): Finding[] {
  const handoff = model.handoff;
  const last = verdicts.reduce<{ line: number; word: string } | undefined>((a, v) => (!a || v.line > a.line ? v : a), undefined);
  if (!handoff || !last?.word.startsWith('ACCEPT')) return [];
  return failedCriteria(handoff).flatMap((c) => {
    const how = deferral(model, handoff, c);
    if (how === 'deferred') return [];
    const marked = `${c.n === undefined ? 'a criterion' : `criterion ${c.n}`} is marked ${c.mark} in the criteria trace, yet acceptance-log.md line ${last.line} is an ACCEPT`;
    return [handoff.at(c.line, `${marked}${notDeferred(how)}: the verdict is binary`, c.column)];
  });
}

/**
 * Handoff §11 entries deferring an in-scope criterion on no justification the protocol accepts: failures under the
 * latest ACCEPT (but a criterion the trace or the round marks failed, reported there, and a line handing a check
 * over, reported as such: `skipLines`); warnings before the round's verdict (`pending`), when the lead may still
 * submit an honest gap, and the verdict due on it is a REJECT; nothing under a REJECT or ABORTED.
 */
function s11Deferrals(model: EngagementModel, doc: MarkdownDoc | undefined, verdicts: readonly { line: number; word: string }[], skipLines: ReadonlySet<number>): { findings: Finding[]; deferred: S11Deferral[]; pending: boolean } {
  const handoff = model.handoff;
  const last = verdicts.at(-1);
  const accepted = !!last?.word.startsWith('ACCEPT');
  if (!handoff || !(accepted || !doc || !last || awaitingRoundVerdict(doc, currentRound(model), 'protocol'))) return { findings: [], deferred: [], pending: false };
  const found = unjustifiedDeferralsIn11(model, handoff);
  // The findings a report shows, at most: a §11 of 160,000 entries is counted, not built.
  if (!accepted) return { findings: found.slice(0, MAX_FINDINGS).map((d) => handoff.at(d.line, s11DeferralMessage(d, undefined), d.column, 'warning')), deferred: found, pending: true };
  const failed = new Set([...failedCriteria(handoff), ...loggedFailures(doc!).flatMap((r) => r.failed)].map((c) => c.n));
  const reported = (ns: number[]) => ns.length > 0 && ns.every((n) => failed.has(n));
  const deferred = found.filter((d) => !skipLines.has(d.line) && !reported(d.ns));
  return { findings: deferred.slice(0, MAX_FINDINGS).map((d) => handoff.at(d.line, s11DeferralMessage(d, last!.line), d.column)), deferred, pending: false };
}

/** The lines of findings or entries for a detail, the first 20 named. */
const lines = (items: ReadonlyArray<{ line: number }>) => list(items.slice(0, 20).map((f) => `L${f.line}`), 20, items.length);

/** Why the deferrals §11 warns of matter, for a warning's detail. */
const pendingDetail = (ds: readonly S11Deferral[]) =>
  `handoff §11 defers ${s11Deferred(ds)} without a justification the protocol accepts (handoff.md ${lines(ds)}): the round has no verdict yet, and an ACCEPT would fail over ${ds.length === 1 ? 'it' : 'them'}`;

export default defineRule<EngagementModel>({
  id: 'binary-verdict',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: false,
  summary: 'Every verdict in acceptance-log.md is exactly ACCEPT or REJECT (or ABORTED)',
  statuses: ['pass', 'warn', 'fail', 'skip'],
  docs: `The protocol's verdict is binary: conditional accepts defeat the point of
acceptance (they hand verification back to the user). Every \`Verdict: X\` line of
acceptance-log.md (heading, list item or bold label) must read \`ACCEPT\`,
\`REJECT\` or \`ABORTED\`; a line still listing the template's choices
(\`ACCEPT | REJECT\`, \`ACCEPT / REJECT\`, \`ACCEPT or REJECT\`) records no verdict and
fails, and so does a verdict word asked (\`ACCEPT?\`, \`REJECT (?)\`): a question, not a verdict. A REJECT may carry its reason (\`REJECT — validation
incomplete: docker\`); an ACCEPT may not carry a condition: \`ACCEPT CONDITIONAL\`,
\`ACCEPT pending X\`, \`ACCEPT with TODO\`, \`ACCEPT — user to verify Y\`, \`ACCEPT, но заказчик ещё посмотрит выгрузку\`,
\`PARTIAL\`, a conditional accept in any order of its words (\`CONDITIONAL ACCEPT\`,
\`Conditionally accepted\`, \`ACCEPT-CONDITIONAL\`, \`PARTIAL ACCEPT\`: an ACCEPT to every verdict
rule, reported as the conditional accept it is), an ACCEPT whose words name the work it leaves or terms on it
(\`ACCEPT (with minor TODOs)\`, "2 follow-ups open", "with caveats", "with conditions", "with
reservations", «с оговорками», «с доработками», «хвосты в BILL-420», "TBD", "WIP", "crit-3 deferred", "crit-3
open", "2 open items", "minus crit-3"; not "no TODOs left", "nothing deferred", «без хвостов», "all Done-when conditions
met", «доработки iteration 2 проверены», or follow-ups the words place outside the criteria), and an acceptance with an exception
(\`ACCEPT except crit-3 (font) which follows next sprint\`, "excluding", "apart
from", «кроме crit-3», «кроме экспорта в PDF», "при условии"; not «кроме того, …», "moreover") all fail. Such a word counts when it qualifies the verdict, not when
the reason names a thing of the product or of the work with it: "partial", "conditional",
"provisional", "tentative" (and «предварительно»: \`ACCEPT — предварительно, окончательно после сверки\`, not
«данные предварительно валидируются») qualify the acceptance standing alone or before what is accepted or
met (\`ACCEPT (partial)\`, "accepted partially", "partial acceptance", "crit-4 partial",
"partially met", "conditional on …"), not before another noun ("partial failures are retried",
"conditional formatting") or joined to one (\`ACCEPT — partial-failure handling verified on
staging\`); "pending" / "awaiting" open the words or a clause of them (\`ACCEPT pending X\`,
\`ACCEPT — pending the staging check\`), end one ("staging deploy pending"), follow "is" or "still",
or name a check or party waited on ("pending review", "awaiting user sign-off"), but not joined to
a noun (\`ACCEPT — pending-orders page fixed\`) or opening a thing said done (\`ACCEPT — pending orders page
fixed\`, "pending orders now load"; not "pending user check", nor "pending the load test" or "pending staging load",
where an article follows the word or a bare "load", "pass" or "ok" names no act), after "was" ("the migration that was pending is
verified on staging") or after an article ("the pending orders page"), nor before a none ("pending items: none"); "to verify" after a
party or a criterion or opening a clause; "subject to" and "manual check" opening one; an
exception opening one, naming a criterion, or after "all criteria" / "everything"; a word of work
left standing alone, before a ticket or a word saying where it is or that it is open ("2 follow-ups
open", "TODOs in §11", "caveats below"), not naming a thing ("the TODO list feature works",
"follow-up emails now send", "race conditions fixed", "WIP limits") nor one said done ("TODOs
resolved"). A negation before the word ("no pending items") clears it. And so does an ACCEPT whose words open
with a condition (\`ACCEPT if the staging smoke test is green\`, \`ACCEPT after the user
checks the import\`, \`ACCEPT once …\`, when, unless, until, provided, \`ACCEPT, assuming the
provider accepts the layout\`, as long as, \`ACCEPT, если заказчик
подтвердит …\`, \`ACCEPT (ожидает проверки заказчиком)\`, после, когда). The condition is read
only where it opens the words after ACCEPT, so evidence prose (\`ACCEPT — all criteria met\`)
passes, and an "after" naming work already done (\`ACCEPT after the iteration-2 fixes\`) is a
timeline, not a condition; so is a "when" or "after" followed by the acceptor's own past action
(\`ACCEPT — when I re-ran the suite at 16:10 it was green\`, "after we re-checked", "когда я
перезапустил", \`ACCEPT — после того как я сам перезапустил тесты в 16:10\`, «после того, как мы перепроверили»;
«после того как заказчик проверит» stays a condition). A line of the verdict's own text (under \`### Verdict: ACCEPT\`,
up to the next heading) that waits on a check or a party as \`ACCEPT pending X\` does fails the same way: the word
read as above, or after "Accepted", its clause naming a check or a party ("Accepted, pending QA sign-off by the user
next week", "Accepted pending the client review", "the export is pending review by accounting"; not "Pending items:
none", "The pending migration was applied and verified", "Orders pending payment are listed"). A heading or bold line that is
nothing but a conditional accept (\`**ACCEPT CONDITIONAL**\`) fails too, and so
does a clean \`### Verdict: ACCEPT\` whose iteration hands a check to the user, the customer, the owner (of the
product, business, site or project), QA, testers, "someone" or the judge of human-directive.md's \`Judge:\` line by
name; in Russian a check named as a noun is handed over too («финальную проверку на проде сделает заказчик», «проверку
оставили заказчику», «заказчик проведёт проверку»). The check is read by
tense, not by phrase: due ("the user should / has to / needs to / is to / will verify", with still,
also, then or later around the modal; «пользователь ещё должен проверить», "клиенту нужно
подтвердить", "Андрей проверит"), passive ("is to be verified by the user", "the smoke test will be
done by the user"), awaited ("until / till / once / before / as soon as / pending the user verifies,
checks or confirms", "until the user has verified"; when, if or after with verify, validate,
re-check or sign off), going on ("QA is still testing"), or in the present (verify, validate,
re-check, sign off anywhere; check, confirm or test with a time to come or a live system: "QA checks
it tomorrow", "the user verifies it by hand"), and \`left to the user\`, "remains for the user". The
result "handed over to the user" or "handed to the user" is the delivery that follows an ACCEPT ("verdict →
user-facing summary → archival LAST"), no hand-over of a check, unless a check goes with it in its sentence ("handed
over to the user to verify the totals", "for verification", "who will test it") or is what its clause hands over
("The Excel check is handed over to the user"); a check the line hands over after it still counts. A
past tense reports a check done ("the user verified it", «пользователь проверил»); the product's own
behaviour is no hand-over ("until the user verifies their e-mail", "… confirms the download dialog", "Once Stripe
confirms the payment", «Банк подтвердит платёж», "the user checks out", "user tests passed", a confirmation "via
webhook", "after which", "as before" with no time to come), nor is a follow-up with someone ("check in with" or "check in on" them, "check up on", "check back with"), nor «Маркетолог проверит
CTR после запуска» on a line saying it is no criterion («это не критерий приёмки») or monitoring after launch (the
English "The marketer will check …" names no one a check is handed to): "Do NOT defer the verification to the user." The message names who takes the
check: the party the words name ("the customer", QA, the judge by name, "once the bank confirms": the bank), else
someone outside the round (\`Банк подтвердит, что платёж прошёл\`), never the user for another party. A line that names criteria.md's out-of-scope list or a waiver is the protocol's one acceptable deferral and does not
count, and neither does a negated one: a no, not, nothing, never or не earlier in the same clause
("nothing is left for the user to verify", "No user verification needed", "the user does not need to
verify"), except before the until or once that awaits the check ("not switched on until the user
verifies" still defers). A verification left outstanding fails
the same way: an "Open:", "Remaining:", "Pending:", "Outstanding:", "TODO:" or
"Осталось:" item that is a verification or a check still to run (\`Open: accounting to confirm the
file opens in Excel\`, \`Remaining: UAT by accounting next week\`, \`Pending: e2e suite re-run by QA\`:
"to verify / confirm / check / test / validate / approve", UAT, sign-off, acceptance or smoke test,
"verification by …", a re-run, re-test or re-check, a test or e2e suite or run, QA, "приёмка",
"проверить", «сверить»: \`Осталось: заказчику сверить итоги в Excel\`), and a user's or customer's check
(UAT, sign-off, "customer verification") with words saying it is still to come
("Customer sign-off on the Excel import is still needed": still needed, pending,
awaiting, next week, after the release). A backlog follow-up is no verification
(\`Open: follow-up ticket ORD-80 for pagination\`). A line of the round that makes the ACCEPT
provisional fails too: a condition put on it ("on the condition that", "conditional on",
"is contingent on", "Acceptance is conditional:", "subject to finance confirming"; not "conditional
formatting" or "unconditional"), a \`TODO:\` or \`FIXME:\` item (not \`TODO: none\`), and a check the
acceptor did not make (\`Not verified: …\`, "could not run npm test", «не смогли проверить», «Проверить на проде не
смогли», «Сами перезапустить \`tests/x.test.ts\` не смогли — Docker не запустился», "trusting the executor report"): "No ACCEPT CONDITIONAL, no ACCEPT pending X, no ACCEPT with TODO". So does an ACCEPT
over a handoff whose §11 Known deferrals hands a check to the user ("deferred to the user for
manual verification"), unless the entry names criteria.md's out of scope or a director-approved waiver. An ACCEPT's iteration is its
\`## Iteration N\` round (an \`Iteration N\` underlined with \`---\` too) up to the next round's heading (a verdict written as an H2
closes the round's section, yet is the round's); in a log without rounds, the
lines after the last verdict that is no ACCEPT.

An ACCEPT is no more binary when the handoff's own criteria trace marks a
criterion as not met. When the last verdict of the log is an ACCEPT, each
handoff §3 row (of a table with or without its outer pipes) whose Status cell reads ❌, ❎, 🚫, ✗, FAIL, "not met" or its
Russian forms ("не выполнено", "не выполнен", "не сделано", "не пройдено", «провален», «провалено», «не прошёл», «не
соответствует»; «нет» or «ошибка» opening the cell, not «нет замечаний» or «ошибка исправлена»), or says the criterion is
not yet judged (⏳, pending, TODO, TBD, WIP, in progress, not started, not verified, blocked, "не проверено",
"в работе", «не готово», «отложено», «в процессе» opening the cell or ending a clause, not «проверено в процессе
ревью»), or met only in part (⚠️ partial or partially, "partially met", «частично», 🟡; a bare ⚠️ is not one:
"No ACCEPT CONDITIONAL"), and each \`crit-N\` list item of §2 or §3 (the S template's inline trace \`- crit-N: … ❌
path\`, or §3 written as a list) whose status says the same, as read below, fails at its mark or word unless the criterion is deferred: its row names criteria.md's
out-of-scope list or a waiver, a §11 Known deferrals entry names it (\`crit-N\`,
"criterion N") with the justification the template asks for ("justified by
{criteria.md out-of-scope | explicit user waiver | director-approved scope note}";
"moves to next sprint" alone defers nothing; an entry citing it as another item's bound, "outside crit-N",
does not name it), or a scope-sync.md line names it
with a waiver. A justification the row or §11 only claims must be on record: "out of
scope" holds when criteria.md's out-of-scope list names the item (a word of five
letters or more in common), a waiver or director-approved note when scope-sync.md or
human-directive.md names the criterion; else the failure says the claim is not on
record. The criterion's
number is the row's \`#\` cell, else a \`crit-N\` in the row. ✖ (with or without VS16)
and 🔴 are ❌ too; a status holding ✅ or 🟢 is met ("🟢 (was 🔴 in iter-1)").

A list item gives its status by a mark wherever it stands, or by a word standing as its status. A met mark (✅, ✔, ☑,
🟢) makes it met; else a not-met mark (❌, ❎, ✗, ✘, ✖, 🔴, 🟡, ⚠️ partial, ⏳) fails it; else a status word that opens a
clause, right after the label or after a separator (\` — \`, \` – \`, \` - \`, or \`: \` before a capitalised word), and
ends it (end of line, punctuation, a dash): "Met", PASS or «выполнено» makes it met; "not met", FAIL, failed,
partial(ly met), pending, TODO, TBD, WIP, in progress, blocked, not verified, «не выполнено», «в работе», «провален»,
«не прошёл», «не соответствует», «не готово», «отложено», «в процессе» fail it
(\`- crit-2: billing suite green — NOT MET: 22 passed, 1 failed\`). Elsewhere such words are the criterion's text
("- crit-2: failed payments are retried — Met", "- crit-4: \"not met\" banner shown ✅", "order states: pending, paid"),
and a count is no status ("Failed: 0", "Passed: 23").
History is no status, in a list item or a Status cell: an aside naming the past ("(was ❌ before the credit-note
fix)"), a mark or PASS / FAIL after "was", "previously" or «было», and one before an arrow ("❌ → ✅"). So
\`- crit-2: … ✅ (was ❌ before the fix) 23 passed\` is met, and a regression, \`❌ (was ✅ in iter-1)\` or \`✅ → ❌\`,
is not.

The acceptor's own criteria list is read the same way: in an ACCEPT's iteration of
acceptance-log.md, each \`- crit-N …\` item marked ❌, ❎, ✗, ✘, ✖ or 🔴 (and no ✅, ✔, ☑
or 🟢 it gives now, history read as above), whose status right after the label is "not met", FAIL, "не выполнено",
«провален» or partial, or a clause after a separator is (\`- crit-3: KPP for sole traders — not met\`, «— не
соответствует»), or whose first clause ends saying the check did not pass (\`- crit-3 — KPP check did not pass: …\`,
"is not met", \`- crit-3 — проверка кириллицы не прошла: …\`, «не прошёл»; not of an earlier
round, "in iter-1", nor in an item saying it is fixed since; ⏳ and pending are unverified bars there, below), or
whose task box is left unticked with no mark or status saying met (\`- [ ] crit-2 — CTA is 23 chars\`),
fails at its mark ("- crit-5 ❌ … ORD-78 opened, fix next sprint") unless it is
deferred as above (the item names criteria.md's out-of-scope list or a waiver, §11
justifies it, or scope-sync.md waives it): "The only acceptable form of 'deferral'
is something already listed in criteria.md 'Explicitly out of scope' or in a
director-approved scope-sync.md waiver."

A handoff §11 Known deferrals entry that defers an in-scope criterion or deliverable of criteria.md fails under the
latest ACCEPT unless its justification is one the protocol accepts, whatever §3 says of the criterion (\`- crit-4
window-reset test: deferred to next sprint, the team is busy.\` under a §3 ✅ and an ACCEPT fails at the entry). What
an entry defers: the criteria its first clause names (\`crit-4\`, "criterion 4", «критерий 4»; else the first one its
first line names) among those criteria.md numbers, else the Done-when or Deliverables bullet a clause of its first
line names by its words (two words of five letters or more in common, read by their first five letters so «сброса»
is «сброс», at least half of the clause's, and a third of the criterion's unless three or more are shared: "Cache-Control
header on the PDF response" shares two of nine with "docs/api/invoices.md documents the endpoint: status codes, response
headers, an example request" and names none of it; a three-digit number standing alone, an HTTP status or a size, is such a
word, not a year, a date, a ticket, a line reference or a criterion's number, and so is the product's "scope", not the
engagement's "out of scope" or "crit-4's scope": \`- 403 scope check edge cases: later\` defers "Requests without the
\`orders:export\` scope get 403"), but not by an entry about speed or resources ("is slow", "latency", "timeouts")
when the criterion sets no such bar (no such word, no duration such as "within 10 s": \`- Export of periods longer
than a year is slow; tracked as ORD-91\` defers no "the CSV export includes the last day of the selected period"),
and not by a clause of its justification: from the first clause after
the item's that cites one ("justified by", criteria.md's scope, out of scope, a waiver, a director-approved note, a
user OK) the words give the reason, so \`- AUTH-03, AUTH-04: criteria.md scope (Medium/Low → backlog with
tickets)\` defers no criterion, though one asks for those backlog tickets. A criterion cited as the item's bound is not what it defers, nor
are the words of the clause citing it: "outside crit-4", "not part of crit-4", "beyond crit-4's scope", «не входит в
crit-4», «вне crit-4», "crit-4 covers only …", "crit-4 bars body text and accent only", "crit-4 does not cover …"
(\`- Dark card border contrast: … crit-4 bars body text and accent only\` defers no criterion); "crit-4: contrast of
disabled buttons deferred", "crit-4 partially: …" and "crit-4 covers only the light theme so far" still defer crit-4. It stands when criteria.md's out-of-scope list names it, a
scope-sync.md waiver names it (by number or by those words), or the entry claims criteria.md's out of scope («вне
скоупа», «не входит в scope»), a waiver, a director-approved scope note or the user's OK ("user OK", "agreed with the user", «согласовано») and that
is on record: the out-of-scope list sharing a word with it (an entry naming a criterion criteria.md numbers is in scope
by criteria.md itself: "crit-4 …: criteria.md out of scope" stands on nothing), or a line of scope-sync.md or
human-directive.md naming it with what was waived, approved or agreed, by the item's words (the justification's own,
"director-approved scope note", name nothing). The message names the criterion (with its text when its number names
one bullet) and the three justifications that would make the deferral stand. A list item naming no criterion or
deliverable that gives no reason at all (\`- Cache-Control header on the PDF response: will do in a follow-up.\`,
"later", "tracked as ORD-91") is an unjustified deferral too ("The only acceptable form of 'deferral' is …"): it fails
the same way at its item, the message quoting the item (its first clause) and saying it names no criterion and does not
say none asks for it, unless the out-of-scope list or a scope-sync.md waiver names it. Such an item that claims a
justification (out of scope, a waiver, a director-approved note, a user OK, criteria.md's scope) is taken as written,
no criterion tying the claim to a record. Not read: "None", "No deferrals",
«Нет», «Отложенного нет», or the none of another language standing alone ("Keine", "Ninguno", "Aucun"; "Keine Tests"
opens what it defers); an entry saying the criterion is not deferred ("not deferred", "was deferred", «не
отложено»); one saying no criterion asks for it («ни один критерий её не требует», «в критериях этого нет»); an entry naming no criterion or deliverable that calls itself more than the
criteria ask or cites a criterion as its bound, a line of prose or a table row naming none (an introduction, a
header), an entry naming a crit-N criteria.md does not number; nor one naming a criterion by its words only while
calling itself more than the criteria ask ("nice-to-have", "beyond the criteria", "not required by the criteria",
«сверх критериев», «критериями не требуется») or citing that criterion as its bound ("not in crit-2, which names the Russian locale only"); a quoted line; every entry when criteria.md
lists no criteria (nothing is known to be in scope). A criterion the trace or the ACCEPT's round marks as not met is
reported there, and a §11 line handing a check to someone as that hand-over, not twice. Before the round's verdict
(no acceptance-log.md, no verdict in it yet, or the counter naming a round the log has not judged) the same entry
is a warning: the lead may submit an honest gap, and the round has no verdict yet, but an ACCEPT would fail over it; under a REJECT or ABORTED it is
not reported.

An ACCEPT's round that SUSTAINS a consilium finding as blocking a criterion ("Finding 2 …:
SUSTAINED — blocks crit-3", "SUSTAINED, blocking crit-3 and crit-4", a rulings table row) fails at
the marker: the blocked criterion is not met ("If any acceptance bar cannot be verified … the
verdict is REJECT"). A SUSTAINED finding that blocks nothing ("SUSTAINED, non-blocking", "does not
block crit-3"), a struck-through ruling, and a blocker the round resolves (after the block on its
line, "fixed in this round, re-verified", or on a later line of the round naming the criterion;
"to be fixed next sprint" resolves nothing) do not. A line's first 100 markers are read, each for
the first 20 "blocks" of its sentence (a negation looked for in the 1,000 characters before one).

An ACCEPT's round that says an acceptance bar was not verified fails at those words, and the message names the verdict
due, \`REJECT — validation incomplete: crit-N\`: a line naming a criterion (crit-N, criterion, Done-when) or a tool
that was not available (not installed, not running, unreachable, down, missing, could not reach, would not start) and
saying a check was not made ("Playwright was not installed …, so crit-1 … was not verified", "could not be tested",
"not re-run", "unverified", «не проверен»); a check still to come, by anyone ("crit-2 will be confirmed by the finance
team", "Finance will confirm …", "to be verified after deploy", "verification deferred to QA", «проверим после
деплоя», «будет проверен», «проверку кириллицы отложили», "The crit-2 check will be done after deploy", "Still waiting
for the staging run", "The … check is on Marina after release", "the suite runs in CI tonight"; a passive needs the
one to check, a time to come or the criterion as its subject, so "the order will be confirmed by e-mail" is the
product's); the protocol's own "Validation incomplete: crit-4"; a check skipped ("Secrets missing, so I skipped the
staging run", "crit-4 suite skipped"); a \`Skipped:\` label; and a \`- crit-N\` item of the round with no ✅ whose mark
is ⏳ or whose status after the label is pending, skipped, blocked, TBD, in progress, «ожидает», «в процессе», «не
готово» or «отложено». A
\`- crit-N ⚠️ partial\` or "partially met" item is a criterion not met, as above ("partial refunds work" names a thing). "If any
acceptance bar cannot be verified by the director with available tools … the verdict is REJECT with reason
\`validation incomplete\`". A negated one ("No criterion was left unverified"), one about an earlier iteration or
re-verified since, a line naming out of scope or a waiver, a criterion (or what went unverified, or the heading words
of an item) criteria.md's out-of-scope list names, a criterion a scope-sync.md waiver names, "an unverified claim in the executor report … I re-measured myself", a line naming no
criterion that says no criterion asks for it («нет в критериях»), a plan for later ("the ZIP export idea", "new
feature") or a watch after launch ("the dashboards daily during the first week after launch"), a fenced or quoted line
do not count.

The legacy spellings ACCEPTED / REJECTED are still binary here; their form is
verdict-canonical's business. Every verdict form verdict-canonical recognises is read as a verdict
(the model's one reading): besides the \`Verdict: X\` lines, a bold \`**ACCEPTED**\` opening a line
(alone or before a separator: \`**ACCEPTED** — conditional: the user verifies …\` fails),
\`Verdict ACCEPTED\` without a colon, a verdict heading behind an emoji or in Russian, and the line
under a bare verdict heading or label (\`## Verdict\`, \`### Verdict\`, \`### Verdict:\`,
\`**Verdict:**\`) that opens with the verdict (\`ACCEPT CONDITIONAL — pending …\`). A conditional
accept is read in these forms whatever the order of its words and with or without a colon:
\`Verdict CONDITIONAL ACCEPT\`, \`Verdict ACCEPT CONDITIONAL\`, \`**Verdict** CONDITIONAL ACCEPT\`,
\`Verdict — PARTIAL ACCEPT\` fail as \`Verdict: CONDITIONAL ACCEPT\` does. A mark before the
verdict word is decoration (\`### Verdict: ✅ ACCEPT\` is an ACCEPT, \`❌ REJECT\` a REJECT).

\`ABORTED\`, the floor-holder's \`### Verdict: ABORTED\` with the user's words when the user aborts,
is the protocol's third verdict: binary, and when it is the latest the detail says it records the
user's abort. \`ABORT\` without -ED reads the same (the engagement is closed either way; its form is
verdict-canonical's business). skip without acceptance-log.md or before any verdict is written, but for the §11
warning above.

Tiers: S, M and L — every verdict is binary, whoever writes it.`,
  examples: [
    {
      status: 'pass',
      title: 'reads bold-label and list-item verdicts',
      files: {
        'acceptance-log.md': `- **Verdict:** REJECT
**Verdict**: ACCEPT — all criteria met`,
      },
    },
    {
      status: 'fail',
      title: 'fails - Manual check left to the user.',
      files: {
        'acceptance-log.md': `### Verdict: ACCEPT
- Manual check left to the user.`,
      },
    },
    {
      status: 'warn',
      title: 'warns before the verdict: §11 defers an in-scope criterion on no accepted justification',
      files: {
        'criteria.md': `## Done when
- crit-1: the reset window is 60 minutes`,
        'handoff.md': `## 11. Known deferrals
- crit-1 window reset: deferred to next sprint, the team is busy.`,
      },
    },
    {
      status: 'skip',
      title: 'skips without acceptance-log.md and before any verdict',
      files: {},
    },
  ],
  check({ model }) {
    const doc = model.acceptanceLog;
    if (!doc) {
      const pre = s11Deferrals(model, undefined, [], new Set());
      if (pre.findings.length) return { status: 'warn', detail: pendingDetail(pre.deferred), fix: s11Fix(pre.deferred), findings: pre.findings.map(({ severity: _, ...f }) => f), findingsTotal: pre.deferred.length };
      return { status: 'skip', detail: 'acceptance-log.md not written yet' };
    }
    // Every verdict in every form verdict-canonical recognises (`**ACCEPTED** — conditional: …` is a conditional accept too).
    const verdicts = verdictsInAnyForm(doc);
    const findings: Finding[] = [];
    // What a verdict's words say depends on them alone: a log repeating one verdict reads it once.
    let said: { v: VerdictLine; message: string | undefined } | undefined;
    for (const v of verdicts) {
      if (!said || said.v.value !== v.value || said.v.word !== v.word || said.v.rest !== v.rest) said = { v, message: notBinary(v) };
      if (said.message) findings.push(doc.at(v.line, said.message, v.column));
    }
    // The human judge is the user: "Oleg will verify …" hands the check to them by name.
    // A bar the round says went unverified is a REJECT for validation incomplete, not an ACCEPT.
    for (const f of [...deferrals(doc, judgeNames(model.humanDirective)), ...unverifiedBars(model, doc)]) if (!findings.some((x) => x.line === f.line)) findings.push(f);
    // The verdicts are in line order: one cursor passes over their lines (a set of 200,000 lines costs more than the reading).
    let next = 0;
    for (const { line, text } of doc.bodyLines()) {
      while (next < verdicts.length && verdicts[next]!.line < line) next++;
      if (verdicts[next]?.line === line) continue;
      // As markdown shows the line: a heading's closing `#`s (`## ACCEPT CONDITIONAL ##`) are no part of it.
      const m = BARE_CONDITIONAL.exec(withoutClosingHashes(text).trim());
      if (m) findings.push(doc.at(line, `conditional accept \`${m[1]!.trim()}\`: the verdict is binary`, text.indexOf(m[1]!) + 1));
    }
    // An ACCEPT over a criterion the handoff itself marks as not met is as conditional as "ACCEPT except crit-2".
    const overFailed = acceptOverFailed(model, verdicts);
    // The acceptor's own criteria list marking a criterion failed is the same conditional accept, in the log.
    const overLogged = acceptOverLoggedFailure(model, doc);
    // A finding sustained as blocking a criterion leaves it unmet: "If any acceptance bar cannot be verified … the verdict is REJECT".
    const overBlocker = acceptOverSustainedBlocker(doc);
    // The handoff's §11 handing a check to the user is the same deferral, written by the lead.
    const last = verdicts.at(-1);
    const { findings: overDeferred, to } = last?.word.startsWith('ACCEPT') && model.handoff ? overDeferredIn11(model.handoff, judgeNames(model.humanDirective), last.line) : { findings: [], to: '' };
    // §11 deferring an in-scope criterion on no accepted justification ("the team is busy"), whatever §3 says of it.
    const s11 = s11Deferrals(model, doc, verdicts, new Set(overDeferred.map((f) => f.line)));
    const overS11 = s11.pending ? [] : s11.deferred;
    if (findings.length || overFailed.length || overLogged.length || overBlocker.length || overDeferred.length || overS11.length) {
      findings.sort((a, b) => a.line - b.line);
      const criteria = (k: number) => (k === 1 ? 'a criterion' : `${k} criteria`);
      const parts = [
        ...(findings.length ? [`${findings.length === 1 ? 'a verdict is' : `${findings.length} verdicts are`} not binary: ${lines(findings)}`] : []),
        ...(overFailed.length ? [`ACCEPT over ${criteria(overFailed.length)} the handoff marks as not met (handoff.md ${lines(overFailed)})`] : []),
        ...(overLogged.length ? [`ACCEPT over ${criteria(overLogged.length)} its own acceptance-log round marks as not met (acceptance-log.md ${lines(overLogged)})`] : []),
        ...(overBlocker.length ? [`ACCEPT over ${criteria(overBlocker.length)} a SUSTAINED finding blocks in the same round (acceptance-log.md ${lines(overBlocker)})`] : []),
        ...(overDeferred.length ? [`ACCEPT over a verification handoff §11 defers to ${to} (handoff.md ${lines(overDeferred)})`] : []),
        ...(overS11.length ? [`ACCEPT while handoff §11 defers ${s11Deferred(overS11)} without a justification the protocol accepts (handoff.md ${lines(overS11)})`] : []),
        ...(s11.pending && s11.deferred.length ? [pendingDetail(s11.deferred)] : []),
      ];
      return {
        status: 'fail',
        detail: parts.join('; '),
        fix: `Write \`### Verdict: ACCEPT\` or \`### Verdict: REJECT — <reason>\`. Anything still to verify makes it a REJECT (e.g. \`REJECT — validation incomplete: <what was unverifiable>\`)${overFailed.length || overLogged.length ? ', and so does a criterion not met, unless criteria.md "Explicitly out of scope" or a director-approved scope-sync.md waiver covers it: then name it (crit-N) in handoff §11 Known deferrals with that justification' : ''}${overBlocker.length ? ', and so does a criterion a SUSTAINED finding blocks, until a re-dispatch fixes it and the round records the fix' : ''}.${s11.deferred.length ? ` ${s11Fix(s11.deferred)}` : ''}`,
        findings: [...findings, ...overFailed, ...overLogged, ...overBlocker, ...overDeferred, ...s11.findings],
        findingsTotal: findings.length + overFailed.length + overLogged.length + overBlocker.length + overDeferred.length + s11.deferred.length,
      };
    }
    if (s11.findings.length) return { status: 'warn', detail: pendingDetail(s11.deferred), fix: s11Fix(s11.deferred), findings: s11.findings.map(({ severity: _, ...f }) => f), findingsTotal: s11.deferred.length };
    if (!verdicts.length) return { status: 'skip', detail: 'acceptance-log.md has no `Verdict:` line yet' };
    // The floor-holder's `### Verdict: ABORTED` stub is the protocol's third verdict: binary, and named as the user's abort.
    const aborted = last?.word.startsWith('ABORT') ? `; the latest, ${last.word} (L${last.line}), records the user's abort of the engagement` : '';
    return { status: 'pass', detail: `${verdicts.length === 1 ? 'the verdict is' : `all ${verdicts.length} verdicts are`} binary${aborted}` };
  },
});
