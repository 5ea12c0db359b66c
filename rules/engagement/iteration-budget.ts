import { acceptanceRounds, defineRule, type EngagementModel, type MarkdownDoc, type Tier } from '@engagement-lint/core/kit';

/** Iterations allowed by tier, before an auto-promote adds one. */
export const ITERATION_BUDGET: Record<Tier, number> = { S: 1, M: 2, L: 3 };

/** scope-sync.md records an auto-promote as a `## Auto-promote` heading (or an `AUTO-PROMOTE:` line). */
const AUTO_PROMOTE = /auto[- ]?promot/i;
const AUTO_PROMOTE_LINE = /^\s*(?:[-*]\s+)?(?:\*\*)?AUTO-PROMOTE\b/;
/** A promotion of ux_heavy (handoff §7c's `AUTO-PROMOTE: ux_heavy → true`) changes no size, so no budget. */
const UX_HEAVY = /ux[_ -]?heavy/i;
const SIZE_WORDS = /\bsize\b|\btier\b|\b[SML]\s*(?:→|->|to)\s*[SML]\b/i;

/** The parts of a user's go-ahead, in order: "user … authorised … iteration 4", "round 4 approved by the user". */
const WHO = /\b(?:user|human|judge)\b/gi;
const GRANT = /\b(?:authori[sz]\w*|approv\w*|OK)\b/gi;
const WHAT = /\b(?:iteration|iter-\d+|round|budget)\b/gi;
const WHAT_FIRST = /\b(?:iteration|round|budget)\b/gi;
const GRANTED = /\b(?:authori[sz]ed|approved)\b/gi;
const HEADING_AUTH = /(?:^|#)\s*user authori[sz]ation\b/i;
const GO_AHEAD = /продолжаем/gi;
/**
 * What makes a sentence other than a go-ahead: a negation, a refusal, a question put or an answer
 * still awaited ("has not authorised", «не продолжаем», "waiting for «продолжаем»").
 */
const NOT_GRANTED =
  /\b(?:not|never|no|nor|without|declin\w*|refus\w*|reject\w*|denied|await\w*|wait\w*|pending|whether|if|unless|until)\b|n't\b|(?<![а-яё])не\s|(?<![а-яё])нет(?![а-яё])|жд[её]м|ожида|пересматриваем/i;
/** The iteration an authorisation names: "iteration 4", "iter-4", "round 4". */
const NAMED_ITERATION = /\b(?:iteration|iter-|round)\s*(\d{1,3})\b/gi;
/** The director's escalation after the last allowed round (the protocol's template asks «Продолжать ещё круг…?»). */
const ESCALATION = /escalat|эскалац|продолжать ещё круг|пересмотреть scope/i;
/** "not escalated", "no escalation", "escalation skipped": the opposite of a record. */
const NOT_ESCALATED = /\b(?:not|never|without|no)\s+(?:yet\s+)?escalat|escalat\w*\s+(?:was\s+)?(?:skipped|not\b)|не\s+эскалир/i;
const ITERATION_TITLE = /\biteration\s+(\d{1,4})\b/i;
const CURRENT_ROUND = /\bcurrent round\s*[:：]\s*(\d{1,4})\b/i;

/** Whether the patterns match `text` one after another (each searched from where the previous ended: linear, unlike `a.*b.*c`). */
function inOrder(text: string, ...patterns: RegExp[]): boolean {
  let at = 0;
  for (const re of patterns) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) return false;
    at = m.index + m[0].length;
  }
  return true;
}

/** The sentences of a line (split at `.`, `;`, `!`, `?` before a blank, and at the end). */
function sentences(text: string): string[] {
  return text.split(/[.;!?](?=\s|$)/);
}

/** Whether a sentence records the user's go-ahead (and does not negate, refuse or still await it). */
function grants(sentence: string, heading: boolean): boolean {
  const said = (heading && HEADING_AUTH.test(sentence)) || inOrder(sentence, WHO, GRANT, WHAT) || inOrder(sentence, WHAT_FIRST, GRANTED, WHO) || inOrder(sentence, GO_AHEAD);
  return said && !NOT_GRANTED.test(sentence);
}

/** A size promotion: an auto-promote heading or `AUTO-PROMOTE` line, unless it (a heading with its section) is about ux_heavy and names no size. */
function sizePromotion(doc: MarkdownDoc | undefined): number | undefined {
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
    if (!UX_HEAVY.test(about) || SIZE_WORDS.test(about)) return line;
  }
  return undefined;
}

/** The highest iteration the lead's own artefacts say is under way: handoff.md's title or `Current round: N`, heartbeat `iteration: N` lines. */
function workedIteration(model: EngagementModel): number {
  let most = 0;
  const handoff = model.handoff;
  const title = handoff?.headings[0];
  const t = title ? ITERATION_TITLE.exec(title.text) : null;
  if (t) most = Math.max(most, Number(t[1]));
  for (const { text } of handoff?.bodyLines() ?? []) {
    const c = CURRENT_ROUND.exec(text);
    if (c) most = Math.max(most, Number(c[1]));
  }
  for (const { text } of model.validationLog?.bodyLines() ?? []) {
    const c = /^\s*[-*]\s+iteration\s*[:：]\s*(\d{1,4})\b/i.exec(text);
    if (c) most = Math.max(most, Number(c[1]));
  }
  return most;
}

/**
 * Where the escalation sits when counter `n` is the director's increment after rejecting the last allowed round `n - 1`:
 * acceptance-log.md's last round is round n - 1 with a REJECT, an escalation line follows that verdict (acceptance-log.md
 * or scope-sync.md), and no artefact of the lead names round n. Undefined otherwise.
 */
function escalationWait(model: EngagementModel, n: number, allowed: number): string | undefined {
  if (n !== allowed + 1) return undefined;
  const last = acceptanceRounds(model.acceptanceLog).at(-1);
  if (!last || last.n !== n - 1 || !last.verdict?.word.startsWith('REJECT')) return undefined;
  if (workedIteration(model) >= n) return undefined;
  const escalated = (text: string) => sentences(text).some((x) => ESCALATION.test(x) && !NOT_ESCALATED.test(x));
  for (const { line, text } of model.acceptanceLog!.bodyLines()) if (line > last.verdict.line && escalated(text)) return `${model.acceptanceLog!.rel}:L${line}`;
  for (const { line, text } of model.scopeSync?.bodyLines() ?? []) if (escalated(text)) return `${model.scopeSync!.rel}:L${line}`;
  return undefined;
}

export default defineRule<EngagementModel>({
  id: 'iteration-budget',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: false,
  summary: 'The iteration counter stays within the tier budget, or the user authorised going beyond it',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The protocol's hard limit: S 1 iteration, M 2, L 3; an auto-promoted
engagement gets one more ("promoted-S becomes M with 3 max"). Only a size
promotion counts: scope-sync.md records it as a \`## Auto-promote\` heading or an
\`AUTO-PROMOTE:\` line; one about ux_heavy alone (\`AUTO-PROMOTE: ux_heavy → true\`)
changes no size and adds no round. "Never start an iteration beyond the hard
limit without user authorisation."

The counter is the \`iteration\` file. Above the budget the rule looks for the
user's authorisation in scope-sync.md, human-directive.md or acceptance-log.md:
a line such as \`## User authorisation — iteration 4\`, "user authorised
iteration 4", "extra round approved by the user", or the protocol's Russian
go-ahead "продолжаем". A sentence that negates, refuses or still awaits it is
not one ("the user has not authorised iteration 4", «не продолжаем,
пересматриваем scope», "waiting for «продолжаем»"). Without one: fail.

Each authorisation covers the iteration it names ("iteration 4", "iter-4",
"round 4"), or else one more round: iteration 5 is not authorised by a go-ahead
for iteration 4 ("Never start an iteration beyond the hard limit without user
authorisation" holds for every round beyond it).

The director increments the counter on REJECT, so a counter one past the
allowed rounds is the protocol's waiting state when acceptance-log.md's last
round is that REJECT of the last allowed round, an escalation to the user is
recorded after it (acceptance-log.md or scope-sync.md: "escalated", the
template's «Продолжать ещё круг или пересмотреть scope»), and nothing of the
lead names the new round yet (handoff.md title or \`Current round:\`, heartbeat
\`iteration:\` lines): pass. Once that round's work starts without the go-ahead:
fail.

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
      status: 'skip',
      title: 'skips without a counter or with a garbage one',
      files: {},
    },
  ],
  check({ model }) {
    const counter = model.iteration;
    if (counter.value === undefined) return { status: 'skip', detail: counter.present ? 'iteration counter is not an integer' : 'no iteration counter yet' };
    const tier = model.tier;
    const promotedAt = sizePromotion(model.scopeSync);
    const budget = ITERATION_BUDGET[tier] + (promotedAt ? 1 : 0);
    const basis = `size ${tier}${promotedAt ? ` + 1 after auto-promote (scope-sync.md:L${promotedAt})` : ''}`;
    const n = counter.value;
    if (n <= budget) return { status: 'pass', detail: `iteration ${n} within the budget of ${budget} (${basis})` };
    // Each authorisation covers the iteration it names, or else one more round.
    let allowed = budget;
    let unnamed = 0;
    let first: string | undefined;
    for (const doc of [model.scopeSync, model.humanDirective, model.acceptanceLog]) {
      for (const { line, text } of doc?.bodyLines() ?? []) {
        const heading = /^\s{0,3}#{1,6}\s/.test(text);
        const granted = sentences(text).filter((x) => grants(x, heading));
        if (!granted.length) continue;
        const named = granted.flatMap((x) => [...x.matchAll(NAMED_ITERATION)].map((m) => Number(m[1])));
        if (named.length) allowed = Math.max(allowed, ...named);
        else unnamed++;
        first ??= `${doc!.rel}:L${line}`;
      }
    }
    allowed = Math.max(allowed, budget + unnamed);
    if (first && n <= allowed) return { status: 'pass', detail: `iteration ${n} is over the budget of ${budget} (${basis}); user authorisation at ${first}` };
    // The director increments the counter on REJECT: one past the allowed rounds, after a REJECT of the last one and an
    // escalation, is the protocol's waiting state, as long as no lead work on the new round has started.
    const waiting = escalationWait(model, n, allowed);
    if (waiting) return { status: 'pass', detail: `counter ${n} follows the director's REJECT of round ${n - 1} (the last of the budget of ${budget}, ${basis}${allowed > budget ? `, authorised up to ${allowed}` : ''}); escalated to the user at ${waiting}, and no round ${n} work has started` };
    if (first) {
      return {
        status: 'fail',
        detail: `iteration ${n} is over the budget of ${budget} (${basis}); the recorded user authorisations cover iterations up to ${allowed} only (first at ${first})`,
        fix: `Escalate again: each round beyond the limit needs the user's go-ahead (e.g. \`## User authorisation — iteration ${n}\`).`,
        findings: [counter.file ? { file: counter.file.rel, line: 1, column: 1, message: `counter ${n} is beyond the authorised ${allowed}` } : model.at('iteration', 1, `counter ${n} is beyond the authorised ${allowed}`)],
      };
    }
    return {
      status: 'fail',
      detail: `iteration ${n} is over the budget of ${budget} (${basis}) and no user authorisation is recorded`,
      fix: 'Escalate to the user with the current blockers; record their go-ahead in scope-sync.md (e.g. `## User authorisation — iteration N`) before starting another round, or close the engagement.',
      findings: [counter.file ? { file: counter.file.rel, line: 1, column: 1, message: `counter ${n} exceeds the budget of ${budget} (${basis})` } : model.at('iteration', 1, `counter ${n} exceeds the budget of ${budget} (${basis})`)],
    };
  },
});
