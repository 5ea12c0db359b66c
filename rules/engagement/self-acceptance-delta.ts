import { abortedAt, awaitingNextRound, outsideTiers, defineRule, LetterRegex, type EngagementModel, type LineRef, type MarkdownDoc, type RuleOutcome, type Section } from '@engagement-lint/core/kit';
import { currentRound, unsureRound, withRoundNote } from './lib/round-in-force.js';

/**
 * Ways a lead states what changed since the previous round. "delta" must be a word of its own
 * (a `light up-delta` colour token is not a delta statement); `delta-from-iter-1` still is. A Russian word's
 * ending is bounded, as in DELTA_HEADING of self-acceptance-thinness.
 */
export const DELTA = new LetterRegex(
  String.raw`(?<![\p{L}\p{N}_-])delta(?![\p{L}\p{N}_]|-(?!from|vs))|(?:\biter(?:ation)?|итераци[\p{L}]{0,3})[- ]?\d{1,4}\s{0,3}(?:→|->|=>|⇒)|(?<![\p{L}\p{N}_-])дельта|what(?:'|’|\s+i)s\s+(?:new|changed)|what\s+changed|chang(?:ed|es)\s+since|\bsince\s+iter|\b(?:vs\.?|versus)\s+iter|compared\s+(?:to|with)\s+(?:the\s+)?(?:iter|prior|previous|last)|\bdiff(?:erences?)?\s+(?:from|since|vs\.?)|что\s+нового|изменени[\p{L}]{0,12}\s+(?:с|после|относительно|по\s+сравнению)|по\s+сравнению\s+с|(?<![\p{L}])отличи[\p{L}]{0,4}\s+от(?![\p{L}])|(?<![\p{L}])разниц[\p{L}]{0,2}\s+(?:с|от)(?![\p{L}])|что\s+изменил[\p{L}]{0,3}|(?<![\p{L}])изменил[\p{L}]{0,3}\s+(?:с|после|относительно|по\s+сравнению)(?![\p{L}])`,
  'iu',
);
/** An iteration a delta line names: `iter-1`, `iteration 1`, `round 1`, `итерацией 1`; group 1 says "in" (the current round's news). */
const ITERATION_REF = new LetterRegex(String.raw`((?<![\p{L}\p{N}])(?:in|в)\s+(?:the\s+)?)?(?:\biter(?:ation)?[- ]?|\bround\s|итераци[\p{L}]{0,3}\s)(\d{1,4})\b`, 'giu');
/** The prior round named without a number. */
const PRIOR = new LetterRegex(String.raw`\b(?:prior|previous|last)\s+(?:iter(?:ation)?|round|submission|handoff)|предыдущ`, 'iu');
/** Heading, list and emphasis markers and a `7c.` number before a line's words. */
const LEAD_MARKS = /^\s*(?:#{1,6}\s+)?(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|__)?(?:\d+[a-z]?\.\s+)?/i;

/** A letter or digit: a line without one (blank, `-`, a fence, `…`) states nothing. */
const WORDED = new LetterRegex(String.raw`[\p{L}\p{N}]`, 'u');
/** A template's stand-in left in place: `{what's new vs iter-{N-1}}`, `<…>`, TBD, TODO. */
const STAND_IN = /^(?:tbd|todo|tba)\b\W*$/i;
/** A line that introduces what follows it: ends with a colon (`**Delta vs iter-1:**`), or is bold alone. */
const INTRODUCES = /:[ \t]*(?:(?:\*\*|__)[ \t]*)?$|^\s*(?:[-*+]\s+)?(?:\*\*|__)[^*_]+(?:\*\*|__)\s*$/;

type DeltaLine = { line: number; ok: boolean; named: number[] };

/** Whether a line below a delta heading says something: not blank, not a heading, not a template's stand-in. */
function says(text: string): boolean {
  if (/^\s{0,3}#{1,6}\s/.test(text)) return false;
  const t = text.replace(LEAD_MARKS, '').replace(/(?:\*\*|__)\s*$/, '').trim();
  if (!WORDED.for(t).test(t) || STAND_IN.test(t)) return false;
  // `{what's new vs iter-{N-1}}` and `<delta>`: the template's own words, in the brackets of a stand-in.
  return !((t.startsWith('{') && t.endsWith('}')) || (t.startsWith('<') && t.endsWith('>')));
}

/**
 * The lines a delta heading (setext ones too) or an introducing label (`Delta vs iter-1:`) governs: a
 * heading's section, a label's lines up to the next heading. Undefined for a line that states the delta
 * itself. Lines in an HTML comment are not there (markdown does not show them); code is.
 */
function governed(doc: MarkdownDoc, line: number, text: string, end: number): LineRef[] | undefined {
  const headings = doc.headingsIn('protocol');
  // The first heading at or after `line`, by binary search: headings are in file order, and a §7 may hold many delta lines.
  let lo = 0;
  for (let hi = headings.length; lo < hi; ) {
    const mid = (lo + hi) >> 1;
    if (headings[mid]!.line < line) lo = mid + 1;
    else hi = mid;
  }
  const heading = headings[lo]?.line === line ? headings[lo] : undefined;
  if (heading) {
    const s = doc.sectionOf(heading, 'protocol');
    return doc.linesOf({ start: s.start, end: Math.min(s.end, end) }, { skipComments: true });
  }
  if (!INTRODUCES.test(text)) return undefined;
  const next = headings[lo]?.line ?? end + 1;
  return doc.linesOf({ start: line + 1, end: Math.min(next - 1, end) }, { skipComments: true });
}

/** Whether `text` states a delta, and against which iterations, at counter `n`; undefined when it states none. `heading`: the line is a setext heading's text. */
function deltaLine(line: number, text: string, n: number, heading = false): DeltaLine | undefined {
  const m = DELTA.for(text).exec(text);
  if (!m) return undefined;
  const named: number[] = [];
  let ok = false;
  for (const r of text.matchAll(ITERATION_REF.for(text))) {
    const k = Number(r[2]);
    named.push(k);
    // "what's new in iteration 3" names the current round; "vs iter-2" the one compared with.
    if (r[1] ? k === n : k === n - 1) ok = true;
  }
  if (named.length) return { line, ok, named };
  // No number: a heading or a `Delta:` label is about this §7's rework; "previous round" says so in words.
  heading ||= /^\s{0,3}#{1,6}\s/.test(text);
  const stripped = text.replace(LEAD_MARKS, '');
  const label = DELTA.for(stripped).exec(stripped)?.index === 0;
  return { line, ok: heading || label || PRIOR.for(text).test(text), named };
}

/** §7 Self-acceptance: a numbered §7, else any heading titled Self-acceptance. */
function selfAcceptance(doc: MarkdownDoc): Section | undefined {
  return doc.section(7, 'protocol') ?? doc.sections((h) => /self-acceptance/i.test(h.text), 'protocol')[0];
}

export default defineRule<EngagementModel>({
  id: 'self-acceptance-delta',
  pack: 'engagement',
  tiers: ['L'],
  compat: false,
  summary: 'From iteration 2, an L handoff §7 states the delta from the prior iteration',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The protocol's schema relaxations table: at L, handoff §7 Self-acceptance needs
"≥2 concerns + delta-from-iter-N-1" ("what's new vs iter-{N-1}"). Without it a
reworked L handoff reads like a first submission and the director cannot tell
what the rework addressed.

From iteration 2 (the \`iteration\` counter N), §7 — including its sub-sections
(7a, 7b, …) — must state the delta from iteration N-1: a heading or line saying
"delta", "what's new", "changed since", "since iter-K", "vs iter-K", "compared
to iteration K", "differences from", a transition "Iteration K → N", or the Russian "что нового" / "что изменилось
(после итерации K)" / "изменения с итерации K" / "отличия от итерации K" / "разница с
итерацией K" / "по сравнению с итерацией K". "delta" counts as a word of its own
(not inside a token such as \`up-delta\`). When the line names an iteration, it
must be N-1 ("what's new vs iter-{N-1}"), or N itself after "in" ("what's new in
iteration N"); a §7 whose only delta still names an older iteration (a stale
"vs iter-1" at N = 3) fails. A line naming no iteration counts when it is a
heading, opens with the phrase as a label (\`Delta: …\`), or says "prior" /
"previous" round. A heading (\`### Delta vs iter-1\`), or a label that ends with a
colon or stands bold alone (\`**What's new vs iter-1:**\`), states the delta by what
stands under it: with nothing there before the next heading but blank lines, dashes or
the template's placeholder (\`- {what's new vs iter-{N-1}}\`, \`<…>\`, TBD), it states
none, and the rule fails naming it. Text inside an HTML comment (\`<!-- … -->\`)
states nothing, as markdown does not show it, and a title underlined with \`---\`
or \`===\` (a setext heading) is a heading. The concern count and tags are
self-acceptance-thinness's concern.

skip before handoff.md exists, before iteration 2, with no readable counter, or
without a §7 (self-acceptance-thinness fails on that).

Tiers: L only — S and M carry no delta requirement. Outside those tiers (\`--all-checks\`,
\`--override-checks\`) it skips: the requirement does not exist there.

Between rounds — the latest verdict REJECTs round r, the counter is r + 1 and handoff.md is
still round r's — the delta is not due yet: it skips. When the latest verdict of acceptance-log.md is
the user's \`### Verdict: ABORTED\` it skips too, naming that line: the engagement is closed
("sanity checks skipped under abort flag"), and no later handoff is due.`,
  examples: [
    {
      status: 'pass',
      title: 'reads a delta in a §7 sub-section but not in another section',
      files: {
        'criteria.md': `---
size: L
---`,
        'iteration': '3',
        'handoff.md': `# Handoff — iteration 2

## 1. Diff summary
- src/a.ts

## 7. Self-acceptance
1. [crit-3] export slow on 1M rows — deferred
2. [crit-1] copy unreviewed
### 7b. Changed since iter-2
- crit-3: the export streams its rows`,
      },
    },
    {
      status: 'fail',
      files: {
        'criteria.md': `---
size: L
---`,
        'iteration': '2',
        'handoff.md': '## 7. Self-acceptance',
      },
    },
    {
      status: 'skip',
      title: 'skips at iteration 1, without a counter, without §7 and before the handoff',
      files: {
        'criteria.md': `---
size: L
---`,
      },
    },
  ],
  check({ model }) {
    return withRoundNote(model, deltaOutcome(model));
  },
});

function deltaOutcome(model: EngagementModel): RuleOutcome {
  const off = outsideTiers(model, ['L'], 'the §7 delta from the prior iteration');
  if (off) return off;
  const handoff = model.handoff;
  if (!handoff) return { status: 'skip', detail: 'handoff.md not written yet', missingArtefact: true };
  const unsure = unsureRound(model);
  if (unsure) return { status: 'skip', detail: unsure };
  // A counter out of step with the log is iteration-counter's failure: the round the log is in is judged.
  const n = currentRound(model);
  if (n === undefined) return { status: 'skip', detail: 'no readable iteration counter; delta not checked' };
  if (n < 2) return { status: 'skip', detail: `iteration ${n}: no prior iteration to state a delta from` };
  // The user ended the engagement ("sanity checks skipped under abort flag"): no round n handoff is due to state a delta.
  const aborted = abortedAt(model);
  if (aborted) return { status: 'skip', detail: `engagement aborted by the user (latest verdict ABORTED at ${aborted}): no iteration-${n} handoff is due to state a delta` };
  const waiting = awaitingNextRound(model);
  if (waiting) return { status: 'skip', detail: `between rounds: round ${waiting.round} was REJECTed (${waiting.at}) and handoff.md is still its own; the delta is due with round ${waiting.round + 1}'s handoff` };
  const s7 = selfAcceptance(handoff);
  if (!s7) return { status: 'skip', detail: 'handoff.md has no §7 Self-acceptance (self-acceptance-thinness reports it)' };
  const lines = handoff.linesOf({ start: s7.heading.line, end: s7.end }, { skipFenced: true });
  const setext = new Set(handoff.headingsIn('protocol').flatMap((h) => (h.underline ? [h.line] : [])));
  // A heading or a label (`Delta vs iter-1:`) states the delta by what stands under it: an empty
  // heading, or one holding only the template's `{what's new vs iter-{N-1}}`, states none.
  const stated = (d: DeltaLine) => {
    const under = governed(handoff, d.line, handoff.rendered(d.line), s7.end);
    return !under || under.some((l) => says(l.text));
  };
  // Lines are read up to the first delta that is stated: a §7 of 200,000 lines opening with its delta is read no further.
  const deltas: DeltaLine[] = [];
  for (const l of lines) {
    const d = deltaLine(l.line, l.text, n, setext.has(l.line));
    if (!d) continue;
    if (d.ok && stated(d)) return { status: 'pass', detail: `§7 states the delta from iteration ${n - 1} (L${d.line})` };
    deltas.push(d);
  }
  const hollow = deltas.find((d) => d.ok);
  if (hollow) {
    const title = handoff.line(hollow.line).trim().replace(/^#{1,6}[ \t]+/, '');
    return {
      status: 'fail',
      detail: `iteration ${n} handoff §7's \`${title}\` (L${hollow.line}) has nothing under it but blank lines or the template's placeholder: the delta from iteration ${n - 1} is not stated`,
      fix: `Write under \`${title}\` what is new vs iter-${n - 1}: which rejected items were addressed and how, one line each.`,
      findings: [handoff.at(hollow.line, `\`${title}\` states no delta: nothing but blank lines or the template's placeholder stands under it`)],
    };
  }
  const stale = deltas.find((d) => d.named.length);
  if (stale) {
    const named = [...new Set(stale.named)].join(', ');
    return {
      status: 'fail',
      detail: `iteration ${n} handoff §7 states a delta against iteration ${named} (L${stale.line}), not from iteration ${n - 1}`,
      fix: `State what is new vs iter-${n - 1} in §7 (e.g. a \`### What's new vs iter-${n - 1}\` list); a delta from an older round does not say what this rework changed.`,
      findings: [handoff.at(stale.line, `§7's delta names iteration ${named}, not the prior iteration ${n - 1}`)],
    };
  }
  return {
    status: 'fail',
    detail: `iteration ${n} handoff §7 states no delta from iteration ${n - 1}`,
    fix: `Add to §7 what is new vs iter-${n - 1}: which rejected items were addressed and how (e.g. a \`### What's new vs iter-${n - 1}\` list).`,
    findings: [handoff.at(s7.heading.line, `§7 has no "what's new vs iter-${n - 1}" / delta statement`)],
  };
}
