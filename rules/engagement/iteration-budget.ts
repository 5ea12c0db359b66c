import { defineRule, type EngagementModel, type MarkdownDoc, type RuleOutcome, type Tier } from '@engagement-lint/core/kit';
import { directedAt, directiveGoAhead } from './lib/directive-go-ahead.js';
import { beforeEscalation, roundOfGoAhead, verdictsOf } from './lib/go-ahead-rounds.js';
import { NAMED_ITERATION, othersLabel, readsAsGoAhead, takenBackBy } from './lib/go-ahead-words.js';
import { pastLastRound, preFinalRound } from './lib/last-round.js';
import { answerGoes, sentences, whyNoGo } from './lib/pre-final-answer.js';
import { withRoundNote, wrongCounter } from './lib/round-in-force.js';

/** Iterations allowed by tier, before an auto-promote adds one. */
export const ITERATION_BUDGET: Record<Tier, number> = { S: 1, M: 2, L: 3 };

/** scope-sync.md records an auto-promote as a `## Auto-promote` heading (or an `AUTO-PROMOTE:` line). */
const AUTO_PROMOTE = /auto[- ]?promot/i;
const AUTO_PROMOTE_LINE = /^\s*(?:[-*]\s+)?(?:\*\*)?AUTO-PROMOTE\b/;
/** A promotion of ux_heavy (handoff §7c's `AUTO-PROMOTE: ux_heavy → true`) changes no size, so no budget. */
const UX_HEAVY = /ux[_ -]?heavy/i;
const SIZE_WORDS = /\bsize\b|\btier\b|\b[SML]\s*(?:→|->|to)\s*[SML]\b/i;
/** The tier a size promotion names as its target: `S → M`, `S->L`, `S to M`. */
const PROMOTED_TO = /\b[SM]\s{0,3}(?:→|->|to)\s{0,3}([ML])\b/i;
/**
 * A record that no promotion was made: "not promoted", "no promotion (needed)", "promotion declined", "declined",
 * «не повышаем», «без повышения»; "stays M" / «остаётся M» only where the sentence promotes nothing.
 */
const DECLINED = /\b(?:not|never)\s{1,3}(?:been\s{1,3}|be\s{1,3})?(?:auto[- ]?)?promoted\b|\bno\s{1,3}(?:auto[- ]?)?promotion\b|\bpromotion\s{1,3}(?:was\s{1,3})?(?:declined|rejected|refused|not\s{1,3}(?:needed|required|applied|done|made))\b|\b(?:declined|rejected|refused)\b|(?:^|[^а-яё])(?:не\s{1,3}(?:повыша|повысил|продвига|поднима)|без\s{1,3}повышени|повышени[ея]\s{1,3}не\s{1,3}(?:нужно|требуется|было))/i;
const STAYS = /\b(?:stays|stay|remains|remain|kept|keeps?)\s{1,3}(?:at\s{1,3})?(?:size\s{1,3})?[SML]\b|(?:^|[^а-яё])(?:остаётся|остается|оставляем|остались)\s{1,3}(?:на\s{1,3})?[SML]\b/i;
/** A suggestion, not a decision: "size-detect.py suggested L", "recommended S → M". */
const SUGGESTED = /\b(?:suggest(?:s|ed)?|propos(?:es|ed)|recommend(?:s|ed)?|flag(?:s|ged)?|would|could)\b|предлож|рекоменд/i;

/**
 * Whether an auto-promote record says no promotion was made: a sentence of it declines one and none promotes (names
 * `S → M` or "promoted" as a decision, not a tool's suggestion). A record that says neither is the promotion.
 */
function promotionDeclined(about: string): boolean {
  let declined = false;
  for (const sentence of about.split(/[.;!?\n](?:\s|$)|\n/)) {
    if (DECLINED.test(sentence)) {
      declined = true;
      continue;
    }
    const promotes = !SUGGESTED.test(sentence) && (PROMOTED_TO.test(sentence) || /\bpromoted\b|повыси(?:л|ли)|повышен[ао]?\b/i.test(sentence));
    if (promotes) return false;
    if (STAYS.test(sentence)) declined = true;
  }
  return declined;
}

/**
 * A size promotion: an auto-promote heading or `AUTO-PROMOTE` line, unless it (a heading with its section) is about
 * ux_heavy and names no size, or records a promotion declined.
 */
function sizePromotion(doc: MarkdownDoc | undefined): { line: number; to?: 'M' | 'L' } | undefined {
  if (!doc) return undefined;
  const headingAt = new Map(doc.headings.map((h) => [h.line, h]));
  for (const { line, text } of doc.bodyLines()) {
    const h = headingAt.get(line);
    if (!((h && AUTO_PROMOTE.test(h.text)) || AUTO_PROMOTE_LINE.test(text))) continue;
    let about = text;
    if (h) {
      const s = doc.sectionOf(h);
      about += `\n${doc.linesOf({ start: s.start, end: s.end }, { skipFenced: true }).map((l) => l.text).join('\n')}`;
    }
    if (UX_HEAVY.test(about) && !SIZE_WORDS.test(about)) continue;
    // "size-detect.py suggested L; not promoted, the engagement stays M" records a promotion declined: no budget.
    if (promotionDeclined(about)) continue;
    // The tier it promotes to (`size: S → M`): "promoted-S becomes M with 3 max".
    const to = PROMOTED_TO.exec(about)?.[1]?.toUpperCase() as 'M' | 'L' | undefined;
    return { line, ...(to ? { to } : {}) };
  }
  return undefined;
}


/** Go-aheads placed by position or date, at most: past it (a hostile file of thousands), they count as one more round each, as before. */
const MAX_PLACED = 200;

interface GoAhead {
  where: string;
  /** The round it is for: named, or worked out by {@link roundOfGoAhead}; undefined when nothing tells. */
  round?: number;
  named: boolean;
  /** Read in human-directive.md. */
  judge?: boolean;
}

/** A go-ahead beyond the budget given before the escalation it needs ({@link beforeEscalation}): it counts for no round. */
interface EarlyGoAhead {
  round: number;
  file: string;
  line: number;
  where: string;
  message: string;
  detail: string;
}

const PRE_FINAL_FIX =
  'Before starting the last allowed round, escalate to the user with the current blockers and wait for «продолжаем» or «пересматриваем scope»; record the escalation and the answer in scope-sync.md (dated) or acceptance-log.md, where a reviewer can see them.';

export default defineRule<EngagementModel>({
  id: 'iteration-budget',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: false,
  summary: 'The iteration counter stays within the tier budget, or the user authorised going beyond it',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `The protocol's hard limit: S 1 iteration, M 2, L 3; an auto-promoted
engagement gets one more ("promoted-S becomes M with 3 max"). Only a size
promotion counts: scope-sync.md records it as a \`## Auto-promote\` heading or an
\`AUTO-PROMOTE:\` line; one about ux_heavy alone (\`AUTO-PROMOTE: ux_heavy → true\`)
changes no size and adds no round, and neither does one recording a promotion declined ("size-detect.py
suggested L; not promoted, the engagement stays M", "No promotion needed", «не повышаем»), unless another
of its sentences promotes (\`S → M\`, "promoted"). "Never start an iteration beyond the hard
limit without user authorisation."

The counter is the \`iteration\` file. Above the budget the rule looks for the
user's authorisation in scope-sync.md, human-directive.md or acceptance-log.md:
a line such as \`## User authorisation — iteration 4\`, "user authorised
iteration 4", "extra round approved by the user", "User decision: continue with
iteration 3", "user: proceed with iter 3", the user's labelled answer that goes on or asks for
the next round ("User (2026-07-03 18:40): Approved — continue.", "Answer from Oleg: yes, one
more iteration is fine", "User: fine, go for a third round"; not "User: approved the new copy"; in Russian «Пользователь (…): да,
продолжайте», «Ответ заказчика: делайте третью итерацию, разрешаю»; an "OK" goes on only beside the round it grants,
and a yes that only acknowledges goes on with one more round right after it: "User: fine, one more", «Пользователь:
хорошо, ещё одну», «Заказчик: добро, правьте»; not «ок, посмотрю вечером»), or the protocol's Russian go-aheads: "продолжаем", the escalation
template's own option «Продолжать ещё круг», «Давайте ещё круг», «ещё одна итерация», «итерация 2
разрешена». Only the user authorises: a line labelled as a team member's words is none, whatever it says
("dev-lead (…): continue with iteration 3", "Lead decision: …", «Тимлид (…): продолжаем», «Решение тимлида:
продолжаем», «dev-lead: ещё круг»), unless it reports the user's ("dev-lead: the user approved iteration 3");
the failure names it. The English shapes are read in German, Spanish and French too ("Nutzer: Weiter mit Iteration 3",
"Iteration 3 vom Nutzer freigegeben", "iteración 3 aprobada por el usuario", "l'utilisateur a autorisé
l'itération 3"), with their negations ("nicht freigegeben", "no está aprobada", "n'est pas autorisée"). In human-directive.md, the judge's own record, the user need not be
named: "Iteration 2 approved.", "I authorise iteration 2.", "Go ahead with
iteration 2 (rework).", the S directive's choice "Decision: rework" /
«Решение: доработать» ("S: 1 iteration. REJECT → human directive (rework /
abandon)"), the judge picking rework out of those two choices, whatever the
Decision ("Rework, not abandon: one more round for crit-1", "Rework rather than
abandon", «Доработка, а не отказ»), and a note that grants rework or another round, whatever the
Decision ("Rework allowed: one more round on crit-1", "Another iteration
approved", «Доработка разрешена», «Разрешаю ещё один раунд», «Можно ещё одну
итерацию»). Where the directive's Decision is DIRECTED_VERDICT, the judge's
instruction to work that round counts too ("One more round on crit-1", "Rework
crit-1", "Directed verdict: REJECT, rework crit-1", «Ещё одна итерация по
crit-1», «Вернуть на доработку»); a round only mentioned is none ("The rework
was done in round 1", "the lead asks for another round"). A sentence that
negates, refuses, asks or still awaits it is not one ("the user has not
authorised iteration 4", "Iteration 2 not approved", «итерация 2 не
разрешена», "do not continue", «не продолжаем, пересматриваем scope», the
template's question «Продолжать ещё круг или пересмотреть scope / criteria?»,
"waiting for «продолжаем»", and in the directive "No more rounds", "Rework not
allowed", "Rework forbidden", "Abandon", «Без доработки»; a limit, "no more than
one round", refuses nothing). Without one: fail.

Each authorisation covers the iteration it names ("iteration 4", "iter-4",
"round 4"), or else one more round: iteration 5 is not authorised by a go-ahead
for iteration 4 ("Never start an iteration beyond the hard limit without user
authorisation" holds for every round beyond it).

A go-ahead counts for a round beyond the limit only when it follows the
escalation for that round, i.e. the REJECT of the last allowed round: the
«продолжаем» answering the pre-final-iteration escalation is the go-ahead for
the last allowed round, inside the budget, not for one more. The round a
go-ahead that names none is for: in acceptance-log.md, the round after the last
verdict above it; elsewhere, the last allowed round when its section is the
pre-final-iteration escalation, round k + 1 when its section says "after
iteration k" (round k for "before iteration k"), in human-directive.md round
k + 1 when it sits in the directive on round k (its \`## Iteration k\` section,
else its title: a directive of round 1 authorises round 2, not round 3), or else, when it and the
rounds carry dates (its line or section heading; the verdict line or
\`## Iteration N\` heading), the round after the last verdict not later than
it. When nothing tells, it counts as one more round (all such go-aheads of
human-directive.md together: the directive decides on one round). The pass detail names the
round each authorisation is for; a failure names the go-aheads that were for
rounds inside the budget.

A go-ahead for a round beyond the limit, named or placed, answers the
escalation after the REJECT of the round before it. Given before that REJECT
(an advance "a third round is fine if needed" at intake), no escalation had
followed that round, and it counts for no round: in acceptance-log.md when it
stands above that REJECT, elsewhere when its date (its line's, else its section
heading's; a \`#\` title dates the file, not what is appended under it) is
earlier than the REJECT's (the same day without both times is not earlier).
The failure names it, its date and the REJECT, with a finding at its line. One
without a date outside acceptance-log.md still counts. Dates read as
\`2026-05-14 10:05\` (or \`T10:05\`) and \`14.05.2026 10:05\`.

The director increments the counter on REJECT, so a counter one past the
allowed rounds is the protocol's waiting state when acceptance-log.md's last
round is that REJECT of the last allowed round and nothing names the new round
yet (handoff.md title — "iteration 3" or the S template's "iter 2" — or
\`Current round:\`, heartbeat \`iteration:\` lines, an executor report's
\`## Iteration 3\`, a later \`## Iteration\` section of the log): the limit forbids
*starting* a round without the go-ahead, and none has started. With an
escalation to the user recorded after the REJECT (acceptance-log.md, or
scope-sync.md unless dated before it: "escalated", the template's «Продолжать
ещё круг или пересмотреть scope»): pass. Without one: skip, naming what is
still due; the protocol's escalation is a message to the user ("director
surfaces only on accept or escalation"), not a file. At S the REJECT itself goes
to the human ("REJECT → human directive (rework / abandon), no auto-loop"):
counter 2 after it waits without an escalation line. When the user answers by
aborting the engagement instead (\`### Verdict: ABORTED\` written after that REJECT, the
protocol's «закрыть engagement»; a \`## Iteration N\` section holding only the abort is no work
of round N): pass, naming the abort. Once that round's work
starts without the go-ahead: fail, naming where it started and what is
missing (the escalation, or the user's answer to it).

Before the last allowed round (counter n at the budget, n ≥ 2, after the REJECT of round n − 1) the protocol
asks for the pre-final-iteration escalation: "before starting the last allowed iteration, escalate to user
with current blockers. Wait for explicit «продолжаем» or «пересматриваем scope»". Once round n's work has
started (as above: the handoff's title, \`Current round:\`, an executor report's \`## Iteration n\`, a
\`## Iteration n\` section of the log) with no escalation recorded after that REJECT (acceptance-log.md
below it, or scope-sync.md unless dated before it: "escalated", «эскалировали», "notified the user",
«сообщили пользователю», "eskaliert", "escalación", "escalado al usuario", "escalade", or the user's answer that
shows it was made, «продолжаем», «пересматриваем scope», a \`User: …\` / «Пользователь: …» / "Nutzer: …" /
"Usuario: …" / "Utilisateur : …" line; not "nicht eskaliert", "no se ha escalado"), the rule warns, at the REJECT: the escalation is a
message to the user, which the files may not hold; with one, the pass detail names it. Its answer is read where the
files hold it (the last answer from the escalation line to the end of its section; in acceptance-log.md not past round
n's heading): only an explicit go lets round n start («продолжаем», "go ahead", "continue with round 3", «да,
продолжайте»); "Let me think until Monday, do not start yet", «подумаю, пока не начинайте», "wait", «не продолжаем»,
or a question, warn as a missing escalation does, at the answer. «Пересматриваем scope» ("revise the scope") goes on
once the criteria have changed: a change recorded after it ("crit-2 revised", «crit-2 переформулирован», not «без
изменений») below it, or dated after the REJECT in scope-sync.md, acceptance-log.md or criteria.md; the folder keeps
only the current criteria.md, so without that record the round is read as run on unchanged criteria and warns. An
escalation with no answer recorded is judged as before (the answer, too, may be a chat message). The round stays started
without it once the counter moves past the budget: there the escalation must also come before that round's
verdict (above it in acceptance-log.md, not dated after it in scope-sync.md, and not naming a later round only,
"User authorisation — iteration 3"), and the warning stands beside what the rounds beyond the budget give (a
pass or the between-rounds skip becomes this warning; a failure keeps its status with the warning beside it).

The counter is informational, not a quota: this rule never asks for slot
language, it only checks that crossing the limit was a user decision.
Repeated critique is repeating-blocker's concern. skip without a counter or
with one that is not an integer (iteration-counter reports that).

Tiers: S, M and L — every tier has a limit.`,
  examples: [
    {
      status: 'pass',
      title: 'passes size S at iteration 1',
      files: {
        'criteria.md': `---
size: S
---`,
        'iteration': '1',
      },
    },
    {
      status: 'fail',
      title: 'fails size S at iteration 2 without authorisation',
      files: {
        'criteria.md': `---
size: S
---`,
        'iteration': '2',
      },
    },
    {
      status: 'warn',
      title: 'warns when the last allowed round started with no pre-final-iteration escalation recorded',
      files: {
        'criteria.md': `---
size: M
---`,
        'iteration': '2',
        'acceptance-log.md': '# Acceptance log\n\n## Iteration 1 — 2026-06-10 18:30\n\n### Verdict: REJECT\n- crit-1: the last day of the period is missing\n',
        'handoff.md': '# Handoff — iteration 2 — orders-csv-export\n',
      },
    },
    {
      status: 'skip',
      title: 'skips without a counter or with a garbage one',
      files: {},
    },
  ],
  check({ model }) {
    return withRoundNote(model, budgetOutcome(model));
  },
});

function budgetOutcome(model: EngagementModel): RuleOutcome {
  const counter = model.iteration;
  if (counter.value === undefined) return { status: 'skip', detail: counter.present ? 'iteration counter is not an integer' : 'no iteration counter yet' };
  // A counter out of step with the log is iteration-counter's failure: the budget is held to the round the log is in
  // (its latest round, at least, when the log leaves two).
  const off = wrongCounter(model);
  const tier = model.tier;
  const promotion = sizePromotion(model.scopeSync);
  const promotedAt = promotion?.line;
  // A promotion to a larger tier than criteria.md still says is budgeted as that tier, plus one.
  const base = promotion?.to && ITERATION_BUDGET[promotion.to] > ITERATION_BUDGET[tier] ? promotion.to : tier;
  const budget = ITERATION_BUDGET[base] + (promotion ? 1 : 0);
  const basis = `size ${tier}${promotion ? `${base !== tier ? ` promoted to ${base}` : ''} + 1 after auto-promote (scope-sync.md:L${promotedAt})` : ''}`;
  const n = off ? (off.target ?? off.max) : counter.value;
  const pre = preFinalRound(model, n, budget);
  // The escalation is a message to the user, which the files may not hold: its absence warns, it does not fail. The
  // last allowed round started without it keeps that warning once the counter moves past it.
  // So does an answer recorded that is no go-ahead ("don't start yet", a question, «пересматриваем scope» with the
  // criteria unchanged): the round started without the user's go.
  const noGo = pre?.work && pre.escalation && pre.answer && !answerGoes(pre.answer) ? pre.answer : undefined;
  const missed = pre?.work && (!pre.escalation || noGo) ? pre : undefined;
  const why = noGo ? `after the pre-final-iteration escalation at ${pre!.escalation}, but ${whyNoGo(noGo)}` : `with no pre-final-iteration escalation to the user recorded after the REJECT of round ${budget - 1} (${missed?.reject})`;
  const missedFinding = () =>
    noGo
      ? noGo.doc.at(noGo.line, `round ${budget}, the last allowed, started although ${whyNoGo(noGo).replace(/ at \S+:L\d+/, '')}`)
      : model.acceptanceLog!.at(missed!.rejectLine, `round ${budget - 1} was REJECTed and round ${budget}, the last allowed, started with no escalation to the user recorded after this verdict (the pre-final-iteration trigger)`);
  if (n <= budget) {
    if (missed) {
      return {
        status: 'warn',
        detail: `iteration ${n} is the last of the budget of ${budget} (${basis}), and its work has started (${missed.work}) ${why}`,
        fix: PRE_FINAL_FIX,
        findings: [missedFinding()],
      };
    }
    return { status: 'pass', detail: `iteration ${n} within the budget of ${budget} (${basis})${pre?.escalation ? `; the pre-final-iteration escalation at ${pre.escalation}` : ''}` };
  }
  const over = overBudget(model, n, budget, basis);
  if (!missed) return over;
  const note = `round ${budget}, the last of the budget, started (${missed.work}) ${why}`;
  if (over.status === 'fail') return { ...over, detail: `${over.detail}; ${note}`, findings: [...(over.findings ?? []), { ...missedFinding(), severity: 'warning' }] };
  return { status: 'warn', detail: `${over.detail}; but ${note}`, fix: PRE_FINAL_FIX, findings: [missedFinding()] };
}

/** Past the budget: the user's go-aheads for the rounds beyond it, the waiting state after the last allowed REJECT, or the failure. */
function overBudget(model: EngagementModel, n: number, budget: number, basis: string): RuleOutcome {
  const counter = model.iteration;
  // Each authorisation covers the iteration it names, or the round its position or date shows, or else one more round.
  const goAheads: GoAhead[] = [];
  const verdicts = verdictsOf(model);
  let placed = 0;
  const premature: EarlyGoAhead[] = [];
  // The first line that reads as a go-ahead but takes it back, for the failure's detail.
  let discarded: { where: string; word: string } | undefined;
  // The first go-ahead in a line of someone else's ("Тимлид (…): продолжаем"), for the failure's detail.
  let notUsers: { where: string; who: string } | undefined;
  for (const doc of [model.scopeSync, model.humanDirective, model.acceptanceLog]) {
    const judge = doc !== undefined && doc === model.humanDirective;
    // The judge's instruction ("One more round on crit-1") counts where the directive's Decision is DIRECTED_VERDICT.
    const directed = judge ? directedAt(doc) : undefined;
    for (const { line, text } of doc?.bodyLines() ?? []) {
      const heading = /^\s{0,3}#{1,6}\s/.test(text);
      const goAhead = (x: string) => readsAsGoAhead(x, heading, judge) || (judge && directiveGoAhead(x, () => directed!(line)));
      // A go-ahead records the user's answer unless it negates, refuses or still awaits it.
      // A question («Продолжать ещё круг или …?») asks for the go-ahead; it gives none.
      const read = sentences(text).flatMap(({ text: x, question }) => (!question && goAhead(x) ? [{ x, back: takenBackBy(x, judge) }] : []));
      const granted = read.filter((r) => r.back === undefined).map((r) => r.x);
      if (!granted.length) {
        if (read.length && !discarded) discarded = { where: `${doc!.rel}:L${line}`, word: read[0]!.back! };
        continue;
      }
      // Only the user authorises: the lead's or the director's own "continue" is none, whatever its words.
      const who = othersLabel(text);
      if (who !== undefined) {
        notUsers ??= { where: `${doc!.rel}:L${line}`, who };
        continue;
      }
      const named = granted.flatMap((x) => [...x.matchAll(NAMED_ITERATION)].map((m) => Number(m[1])));
      const where = `${doc!.rel}:L${line}`;
      const round = named.length ? named.reduce((m, n) => Math.max(m, n), -Infinity) : placed++ < MAX_PLACED ? roundOfGoAhead(model, verdicts, doc!, line, text, budget) : undefined;
      // A go-ahead beyond the limit answers the escalation after the REJECT of the round before it; one given before that REJECT
      // (an advance "a third round is fine if needed" at intake) authorises nothing: no escalation had been made.
      const early = round !== undefined && round > budget ? beforeEscalation(model, verdicts, doc!, line, text, round) : undefined;
      if (early) premature.push({ round: round!, file: doc!.rel, line, where, ...early });
      else goAheads.push({ where, ...(round !== undefined ? { round } : {}), named: named.length > 0, ...(judge ? { judge } : {}) });
    }
  }
  // A go-ahead for a round inside the budget (the pre-final-iteration «продолжаем») authorises nothing beyond it.
  const inBudget = goAheads.filter((g) => g.round !== undefined && g.round <= budget);
  const beyond = goAheads.filter((g) => !(g.round !== undefined && g.round <= budget));
  // The directive decides on one round: its go-aheads that nothing places ("Decision: rework" and "Rework allowed") are one.
  const judged = beyond.find((g) => g.round === undefined && g.judge);
  const unplaced = beyond.filter((g) => g.round === undefined && (!g.judge || g === judged));
  // A loop, not a spread: a log may hold more go-aheads than a call takes arguments.
  const allowed = beyond.reduce((most, g) => Math.max(most, g.round ?? 0), budget + unplaced.length);
  const first = beyond[0]?.where;
  if (first && n <= allowed) {
    const forN = beyond.find((g) => g.round === n);
    const covering = forN ?? beyond.find((g) => g.round !== undefined && g.round > n);
    const cite = forN
      ? `user authorisation for iteration ${n} at ${forN.where}`
      : covering
        ? `user authorisation up to iteration ${covering.round} at ${covering.where}`
        : `user authorisation at ${unplaced[Math.min(n - budget, unplaced.length) - 1]!.where}, read as the go-ahead for iteration ${n} (it names no round, and neither its position nor its date places it)`;
    return { status: 'pass', detail: `iteration ${n} is over the budget of ${budget} (${basis}); ${cite}` };
  }
  const early = inBudget.length
    ? ` (${inBudget.length === 1 ? 'the go-ahead' : 'go-aheads'} for rounds inside the budget: ${inBudget
        .slice(0, 3)
        .map((g) => `${g.where} for iteration ${g.round}`)
        .join(', ')}${inBudget.length > 3 ? ', …' : ''})`
    : '';
  const tooEarly = premature.length
    ? `; ${premature
        .slice(0, 3)
        .map((g) => `the authorisation at ${g.where} ${g.detail}`)
        .join('; ')}${premature.length > 3 ? '; …' : ''}: no escalation followed that round, so ${premature.length === 1 ? 'it does' : 'they do'} not count`
    : '';
  const earlyFindings = premature.map((g) => ({ file: g.file, line: g.line, column: 1, message: g.message }));
  // The director increments the counter on REJECT ("director inc on reject"): one past the allowed rounds, right after
  // the REJECT of the last one, is the protocol's waiting state as long as round n has not started ("Never start an
  // iteration beyond the hard limit without user authorisation"). The escalation is a message to the user: recorded,
  // it passes; not (yet) recorded, nothing can be judged until round n starts.
  const past = pastLastRound(model, n, allowed);
  const authorised = allowed > budget ? `, authorised up to ${allowed}` : '';
  if (past && !past.work) {
    // The user closed the engagement instead of authorising round n: no round beyond the limit was started.
    if (past.aborted) {
      return { status: 'pass', detail: `counter ${n} follows the REJECT of round ${n - 1} (${past.reject}), the last of the budget of ${budget} (${basis}${authorised}); the user aborted the engagement after it (ABORTED at ${past.aborted}), and no round ${n} work was started` };
    }
    if (!past.escalation) {
      return {
        status: 'skip',
        detail: `between rounds: counter ${n} follows the REJECT of round ${n - 1} (${past.reject}), the last of the budget of ${budget} (${basis}${authorised}), and no round ${n} work has started; no escalation to the user is recorded yet (acceptance-log.md or scope-sync.md), and round ${n} may start only after the user's go-ahead`,
      };
    }
    const to = model.tier === 'S' && n === 2 ? `at S the REJECT (${past.reject}) goes to the human directive (rework / abandon)` : `escalated to the user at ${past.escalation}`;
    return { status: 'pass', detail: `counter ${n} follows the REJECT of round ${n - 1} (the last of the budget of ${budget}, ${basis}${authorised}); ${to}, and no round ${n} work has started` };
  }
  // What is missing, once round n has started after that REJECT: the escalation, or the user's answer to it.
  const missing = past?.work
    ? `; round ${n} work has started (${past.work}) after ${
        model.tier === 'S' && n === 2
          ? `the REJECT of round 1 (${past.reject}) with no human directive to rework`
          : past.escalation
            ? `the escalation at ${past.escalation} with no recorded answer`
            : `the REJECT of round ${n - 1} (${past.reject}) with no escalation to the user recorded`
      }`
    : '';
  if (first) {
    return {
      status: 'fail',
      detail: `iteration ${n} is over the budget of ${budget} (${basis}); the recorded user authorisations cover iterations up to ${allowed} only (first at ${first})${early}${tooEarly}${notUsers ? `; ${notUsers.where} reads as a go-ahead but is written by "${notUsers.who}", not the user` : ''}`,
      fix: `Escalate again: each round beyond the limit needs the user's go-ahead${premature[0] ? ', given after the REJECT of the round before it' : ''} (e.g. \`## User authorisation — iteration ${n}\`).`,
      findings: [counter.file ? { file: counter.file.rel, line: 1, column: 1, message: `counter ${n} is beyond the authorised ${allowed}` } : model.at('iteration', 1, `counter ${n} is beyond the authorised ${allowed}`), ...earlyFindings],
    };
  }
  return {
    status: 'fail',
    detail: `iteration ${n} is over the budget of ${budget} (${basis}) and no user authorisation ${early ? 'for it ' : ''}is recorded${early}${missing}${tooEarly}${discarded ? `; ${discarded.where} reads as a go-ahead but also says "${discarded.word}", so it is none` : ''}${notUsers ? `; ${notUsers.where} reads as a go-ahead but is written by "${notUsers.who}", not the user` : ''}`,
    fix: `Escalate to the user with the current blockers${premature[0] ? ` after the REJECT of round ${premature[0].round - 1}` : ''}; record their go-ahead in scope-sync.md (e.g. \`## User authorisation — iteration N\`, dated) before starting another round, or close the engagement.`,
    findings: [counter.file ? { file: counter.file.rel, line: 1, column: 1, message: `counter ${n} exceeds the budget of ${budget} (${basis})` } : model.at('iteration', 1, `counter ${n} exceeds the budget of ${budget} (${basis})`), ...earlyFindings],
  };
}
