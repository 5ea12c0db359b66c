import { workAfterAbort } from './lib/after-abort.js';
import { pushAll, abortedAt, acceptanceRoundSpans, awaitingNextRound, defineRule, dispatchEvents, engagementTasks, dispatchIterations, followsProtocol, iterationHeadings, list, verdictsInAnyForm, type EngagementModel, type Finding, type MarkdownDoc, type RuleOutcome, type RunOptions } from '@engagement-lint/core/kit';
import { changedSince, firstDispatchSaid, nearMissHeadings, saysRedispatched, sectionDatesItself, taskNames, tokenAt } from './lib/executor-iteration-markers.js';
import { redispatchScope, reworkRouting, saysNotRedispatched } from './lib/rework-routing.js';
import { currentRound, unsureRound, withRoundNote } from './lib/round-in-force.js';

const ITER_MENTION = /\biter(?:ation)?[- ]?(\d{1,4})\b/gi;

/** The first mention of an iteration before `first` ("What changed since iter-1"): proof that it existed. */
function earlierMention(doc: MarkdownDoc, first: number): { line: number; column: number; n: number } | undefined {
  for (const { line, text } of doc.bodyLines()) {
    for (const m of text.matchAll(ITER_MENTION)) if (Number(m[1]) < first) return { line, column: m.index! + 1, n: Number(m[1]) };
  }
  return undefined;
}

/** Whether `text` names a specialist's report stem as a whole token (`dev` is not in `dev-lead`). */
const namesStem = (text: string, stem: string) => tokenAt(text, stem) !== -1;

/** Why a specialist is due a round's section; `routed`: the task the REJECT routes back, and why (`carries the rejected crit-2 (…)`). */
interface Due {
  why: string;
  routed?: { task: string; because: string; label: string; ground: string };
}

/**
 * The specialists (by report stem) re-dispatched in iteration `n`, with where that is said: a line
 * of handoff §4 naming the specialist and, in one clause, a re-dispatch and iteration `n` ("t04;
 * re-dispatched in iteration 3 for …", not "not re-dispatched"), each `specialist_dispatched`
 * event of events.jsonl in iteration `n` (its own `iteration` field, else the handoffs before it),
 * and the owners of the tasks iteration n - 1's REJECT routes back (reworkRouting).
 */
function redispatchedIn(model: EngagementModel, n: number, stems: string[]): Map<string, Due> {
  const out = new Map<string, Due>();
  const handoff = model.handoff;
  const s4 = handoff?.section(4, 'protocol');
  const tasks = s4 ? engagementTasks(model) : [];
  const subjects = new Set([...model.executorReports().map(stemOf), ...tasks.flatMap(taskNames)]);
  // Each specialist's names, built once: its stem and the names of the tasks it owns.
  const owned = new Map<string, Set<string>>();
  for (const t of tasks) for (const o of t.owner?.value ?? []) for (const name of taskNames(t)) (owned.get(o) ?? owned.set(o, new Set([o])).get(o)!).add(name);
  const ownNames = (stem: string) => owned.get(stem) ?? new Set([stem]);
  for (const { line, text } of s4 ? handoff!.linesOf(s4, { skipFenced: true }) : []) {
    // §4a's cross-validation rows name two specialists; a re-dispatch there is one of them, unnamed.
    if (text.trimStart().startsWith('|')) continue;
    for (const stem of stems) {
      const at = out.has(stem) ? -1 : tokenAt(text, stem);
      if (at !== -1 && saysRedispatched(text, at, n, ownNames(stem), subjects)) out.set(stem, { why: `${handoff!.rel}:${line} says this specialist was re-dispatched in iteration ${n}` });
    }
  }
  for (const e of dispatchEvents(model)) {
    if ((e.stated ?? e.iteration) === n && stems.includes(e.specialist) && !out.has(e.specialist)) out.set(e.specialist, { why: `${model.rel('events.jsonl')}:${e.line} dispatches this specialist in iteration ${n}` });
  }
  const routing = reworkRouting(model, n);
  for (const t of routing?.due ?? []) {
    const routed =
      t.crit !== undefined
        ? { task: t.task.key, because: `carries the rejected crit-${t.crit} (${t.at})`, label: `${t.task.key} (crit-${t.crit})`, ground: 'the protocol "finds tasks where crit_refs includes those crit values" and re-dispatches them' }
        : { task: t.task.key, because: `is named for rework by the REJECT (${t.at})`, label: t.task.key, ground: 'the lead re-dispatches the tasks the verdict names' };
    for (const owner of t.owners) if (stems.includes(owner) && !out.has(owner)) out.set(owner, { why: t.why, routed });
  }
  return out;
}

/**
 * A report's level-2 `## Iteration N` headings in the protocol reading: setext ones too (`Iteration 2`
 * underlined with `---`), a level-2 heading as markdown renders it. The reference's regex reads `## ` only.
 */
const reportIterations = (doc: MarkdownDoc) => iterationHeadings(doc, 'protocol');

/**
 * The iteration headings a report has, as compat names them, and those numbered past the counter (a round
 * appended under the wrong number): " (has 1, 3; `## Iteration 3` is numbered past the counter 2)".
 */
function headingsHad(hs: Array<{ n: number }>, n: number): string {
  const had = [...new Set(hs.map((h) => h.n))];
  const past = had.filter((k) => k > n).map((k) => `\`## Iteration ${k}\``);
  return ` (has ${had.join(', ')}${past.length ? `; ${past.join(' and ')} ${past.length > 1 ? 'are' : 'is'} numbered past the counter ${n}` : ''})`;
}

const stemOf = (doc: MarkdownDoc) => doc.rel.split('/').pop()!.replace(/\.md$/i, '');
const fileName = (f: { file: string }) => f.file.split('/').pop()!;
const docName = (doc: MarkdownDoc) => doc.rel.split('/').pop()!;

/**
 * "engagement/iteration … Source of truth": a report's `## Iteration k` numbered past the counter `n` is work
 * of a round the counter has not opened. Iteration n + 1 may be under way while the counter waits for its
 * increment: it is when acceptance-log.md's iteration n ended in a REJECT, when handoff §4 or events.jsonl
 * re-dispatch this specialist in iteration n + 1, or when the section says so itself ("What changed since
 * iter-n", "re-dispatched in iteration n + 1"); those are named in `ahead`. Otherwise, and always two or more
 * rounds ahead, the heading is misnumbered or the counter behind: a finding at the heading. Reports in
 * `skip` already have a finding naming their headings past the counter.
 */
function pastCounter(model: EngagementModel, reports: MarkdownDoc[], n: number, skip: ReadonlySet<MarkdownDoc> = new Set()): { findings: Finding[]; ahead: string[] } {
  const findings: Finding[] = [];
  const ahead: string[] = [];
  const next = n + 1;
  // The verdict the counter's round ended in (its last). A REJECT opens the next round; "no round follows an
  // ACCEPT" (nor the user's abort): a section of the next round is then misnumbered or late work, whatever its
  // own words, a §4 line or a dispatch event say.
  const ended = endingVerdict(model, n);
  const closed = ended && /^(?:ACCEPT|ABORT)/.test(ended.word) ? ended : undefined;
  const opened = ended?.word.startsWith('REJECT') ? `iteration ${n} was rejected (${model.acceptanceLog!.rel}:${ended.line})` : undefined;
  const checked = reports.filter((doc) => !skip.has(doc) && reportIterations(doc).some((h) => h.n > n));
  const withNext = checked.filter((doc) => reportIterations(doc).some((h) => h.n === next));
  const dispatched = !opened && withNext.length ? redispatchedIn(model, next, withNext.map(stemOf)) : new Map<string, Due>();
  for (const doc of checked) {
    const hs = reportIterations(doc);
    const has = hs.some((h) => h.n === n);
    for (const h of hs.filter((x) => x.n > n)) {
      if (h.n === next && !closed) {
        const own = opened || dispatched.has(stemOf(doc)) ? undefined : sectionDatesItself(doc, hs, next);
        const why = opened ?? dispatched.get(stemOf(doc))?.why ?? (own && `${doc.rel}:${own.line} says so (\`${own.quote}\`)`);
        if (why) {
          ahead.push(`${doc.rel.split('/').pop()}'s \`## Iteration ${next}\` is ahead of the counter ${n}, as ${why}`);
          continue;
        }
      }
      const text = doc.line(h.line);
      const what = closed
        ? `${h.n === next ? '' : `${h.n - n} rounds ahead, `}and iteration ${n} ended in ${closed.word} (${model.acceptanceLog!.rel}:${closed.line}), which no round follows`
        : h.n === next ? `and nothing records iteration ${next} as begun (no REJECT of iteration ${n} in acceptance-log.md, no re-dispatch in iteration ${next})` : `${h.n - n} rounds ahead`;
      const instead = has ? `move its work under \`## Iteration ${n}\`` : `head this round's section \`## Iteration ${n}\``;
      const or = closed ? '' : `, or ${h.n === next ? `set engagement/iteration to ${next} if iteration ${next} has begun` : 'correct engagement/iteration if it is behind'}`;
      findings.push(doc.at(h.line, `\`## Iteration ${h.n}\` is numbered past the iteration counter ${n} (engagement/iteration), ${what}: ${instead}${or}`, text.length - text.trimStart().length + 1));
    }
  }
  return { findings, ahead };
}

/**
 * The verdict acceptance-log.md's latest `## Iteration n` round ended in: its last, in any form the verdict
 * rules read, up to the next round's heading (re-judged after an ACCEPT, a round ends in the later REJECT).
 */
function endingVerdict(model: EngagementModel, n: number): { word: string; line: number } | undefined {
  const log = model.acceptanceLog;
  // Rounds as markdown renders their headings (`Iteration 2` over `---` too): this is the protocol reading.
  const span = log && acceptanceRoundSpans(log, 'protocol').filter((r) => r.n === n).at(-1);
  const last = span && verdictsInAnyForm(log, span).at(-1);
  return last && { word: last.word, line: last.line };
}

const PAST_FIX = 'Number each report\'s sections by engagement/iteration: a section past the counter is a round the counter has not opened.';
const pastPart = (past: Finding[], n: number) => `executor-reports with an \`## Iteration N\` section numbered past the counter ${n}: ${list([...new Set(past.map(fileName))])}`;
const aheadNote = (ahead: string[]) => (ahead.length ? `; ${ahead.join('; ')}` : '');

/** The protocol reading: iteration structure per report, re-dispatch only of the tasks a REJECT named. */
function protocolStructure(model: EngagementModel, reports: MarkdownDoc[], n: number, dispatchedIn: () => Map<string, { iteration: number; line: number }>): RuleOutcome {
  const none: Finding[] = [];
  const late: Finding[] = [];
  const missing: Finding[] = [];
  const misheaded: Finding[] = [];
  // Reports starting past iteration 1 that say the specialist was first dispatched then: not overwritten.
  const joined: string[] = [];
  const named = new Set<MarkdownDoc>();
  // "When the same specialist is re-dispatched on iter N+1 … they MUST append to their existing executor-report".
  const lacking = reports.filter((doc) => reportIterations(doc).length && !reportIterations(doc).some((h) => h.n === n));
  const redispatched = lacking.length ? redispatchedIn(model, n, lacking.map(stemOf)) : new Map<string, Due>();
  // Round n's sections are due with its handoff ("director increments on REJECT"; specialists append "when … re-dispatched
  // on iter N+1"): between rounds, or once the user aborted ("sanity checks skipped under abort flag"), a report without
  // one is not late, unless it already holds work numbered past the rejected round.
  const waiting = awaitingNextRound(model);
  const aborted = waiting ? undefined : abortedAt(model);
  const held: string[] = [];
  // Tasks carrying a rejected criterion that §4 says were not re-dispatched: the lead's routing, not the report's form.
  const unrouted: Finding[] = [];
  const unroutedTasks: string[] = [];
  for (const doc of reports) {
    const hs = reportIterations(doc);
    const near = nearMissHeadings(doc, hs, n);
    pushAll(misheaded, near);
    const due = redispatched.get(stemOf(doc));
    const hold = due && (waiting || aborted) && hs.every((h) => h.n < n);
    if (hold) held.push(docName(doc));
    const said = hold ? undefined : due;
    // A line dating the report's work to this round, unless a heading or a §4 line already told it.
    const dated = near.length || said ? undefined : changedSince(doc, hs, n);
    if (dated) missing.push(dated);
    const left = said?.routed && saysNotRedispatched(model, stemOf(doc), n, namesStem);
    if (said && left) {
      // Not in `named`: a section past the counter is not told here, so pastCounter tells it.
      const { task, because, label, ground } = said.routed!;
      unroutedTasks.push(label);
      unrouted.push(model.handoff!.at(left.line, `task ${task} ${because} but was not re-dispatched, as this line says: ${ground}, so ${stemOf(doc)} was due a \`## Iteration ${n}\` in ${docName(doc)}`));
    } else if (said) {
      named.add(doc);
      missing.push(doc.at(hs.at(-1)!.line, `no \`## Iteration ${n}\` section${headingsHad(hs, n)}, yet ${said.why}: append that round's work under \`## Iteration ${n}\`, after the earlier iterations`));
    }
    if (!hs.length) none.push(doc.at(1, `no \`## Iteration N\` heading at iteration ${n}: earlier work cannot be told from this round's`));
    else if (!hs.some((h) => h.n === 1)) {
      // The report's own word that it joined in its first round explains a mention of an earlier one ("added after the iter-1 REJECT").
      const own = firstDispatchSaid(doc, hs);
      const m = own ? undefined : earlierMention(doc, hs[0]!.n);
      // events.jsonl can tell: a dispatch recorded before the report's first iteration means that work was overwritten.
      const first = m ? undefined : dispatchedIn().get(stemOf(doc));
      if (m) none.push(doc.at(m.line, `report starts at \`## Iteration ${hs[0]!.n}\` but refers to iteration ${m.n}: the earlier iteration was overwritten`, m.column));
      else if (first && first.iteration < hs[0]!.n) {
        none.push(doc.at(hs[0]!.line, `report starts at \`## Iteration ${hs[0]!.n}\`, but events.jsonl line ${first.line} dispatches this specialist in iteration ${first.iteration}: that iteration was overwritten`));
      } else if (own) joined.push(`${doc.rel.split('/').pop()} starts at \`## Iteration ${hs[0]!.n}\`, first dispatched then, as its line ${own.line} says (\`${own.quote}\`)`);
      else late.push(doc.at(hs[0]!.line, `first iteration heading is \`## Iteration ${hs[0]!.n}\`: first dispatched then, or iteration 1 was overwritten`));
    }
  }
  // A report re-dispatched in this round already names its headings past the counter (headingsHad).
  const { findings: past, ahead } = pastCounter(model, reports, n, named);
  // "re-dispatches ONLY those tasks": who was re-dispatched, and who sat out, against the REJECT's crit-N and crit_refs.
  const scope = redispatchScope(model, n, reports.map((doc) => ({ doc, stem: stemOf(doc), hs: reportIterations(doc) })), Boolean(waiting || aborted));
  const routing = [...scope.over, ...scope.under];
  const notes = [...joined, ...ahead, ...heldNotes(held, n, waiting, aborted), ...offList(model, n, lacking), ...scope.notes];
  if (none.length || missing.length || misheaded.length || past.length || unrouted.length || routing.length) {
    const parts = [
      ...(none.length ? [`executor-reports without their earlier \`## Iteration N\` sections: ${list(none.map(fileName))}`] : []),
      ...(missing.length ? [`executor-reports of specialists re-dispatched in iteration ${n} without \`## Iteration ${n}\`: ${list(missing.map(fileName))}`] : []),
      ...(unrouted.length ? [`tasks iteration ${n - 1}'s REJECT routes back, not re-dispatched in iteration ${n} (handoff §4 says so): ${list(unroutedTasks)}`] : []),
      ...(scope.over.length ? [`tasks re-dispatched although their crit_refs name no criterion the REJECT failed: ${list(scope.overLabels)}`] : []),
      ...(scope.under.length ? [`tasks the REJECT routes back by their crit_refs, said not re-dispatched: ${list(scope.underLabels)}`] : []),
      ...(misheaded.length ? [`executor-reports naming an iteration in a heading that is no \`## Iteration N\`: ${list([...new Set(misheaded.map(fileName))])}`] : []),
      ...(past.length ? [pastPart(past, n)] : []),
    ];
    const fix = `Keep each report's earlier work under \`## Iteration 1\` … and append a \`## Iteration ${n}\` section when the specialist is re-dispatched; never overwrite prior iterations.`;
    const route = `Re-dispatch each task the REJECT routes back (those it names for rework, else those whose crit_refs include a criterion it failed); its specialist appends \`## Iteration ${n}\` to the report.${scope.over.length ? ' Re-dispatch no other task.' : ''}`;
    const form = none.length || missing.length || misheaded.length;
    return {
      status: 'fail',
      detail: parts.join('; '),
      fix: (unrouted.length || routing.length) && !(form || past.length) ? route : form || unrouted.length || routing.length ? `${fix}${routing.length ? ` ${route}` : ''}${past.length ? ` ${PAST_FIX}` : ''}` : PAST_FIX,
      findings: [...none, ...missing, ...unrouted, ...routing, ...misheaded, ...past].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line)),
    };
  }
  const closed = aborted ? workAfterAbort(model, reports) : [];
  if (late.length || closed.length) {
    const said = [...(late.length ? [`executor-reports starting after iteration 1: ${list(late.map(fileName))}`] : []), ...(closed.length ? [`work dated after the user aborted the engagement (ABORTED at ${aborted}): ${list([...new Set(closed.map(fileName))])}`] : [])];
    const fixes = [...(late.length ? ['If the specialist worked in iteration 1, restore that section; otherwise no change is needed.'] : []), ...(closed.length ? ['An aborted engagement is closed: move work begun after the abort to a new engagement, or, if the user resumed, record that in scope-sync.md and replace the ABORTED stub.'] : [])];
    return { status: 'warn', detail: `${said.join('; ')}${aheadNote(notes)}`, fix: fixes.join(' '), findings: [...late, ...closed] };
  }
  // Say how many reached this round: right after a REJECT, or when only some specialists were re-dispatched, fewer did.
  const current = reports.filter((doc) => reportIterations(doc).some((h) => h.n === n)).length;
  const reached = current === reports.length ? `each with \`## Iteration ${n}\`` : `${current} of them with \`## Iteration ${n}\``;
  return { status: 'pass', detail: `all ${reports.length} executor-reports keep \`## Iteration N\` structure (iteration ${n}; ${reached})${aheadNote(notes)}` };
}

/** The detail's word on reports whose round-n section is not due yet (between rounds) or at all (the user aborted). */
function heldNotes(held: string[], n: number, waiting: { round: number; at: string } | undefined, aborted: string | undefined): string[] {
  if (!held.length) return [];
  if (waiting) return [`between rounds: iteration ${waiting.round} was REJECTed (${waiting.at}) and handoff.md is still its own, so ${list(held)} ${held.length > 1 ? 'are' : 'is'} judged for \`## Iteration ${n}\` once round ${n}'s handoff exists`];
  return [`the user aborted the engagement (ABORTED at ${aborted}): no \`## Iteration ${n}\` is due from ${list(held)}`];
}

/** Tasks carrying a rejected criterion that the REJECT's named rework list leaves out, owned by a report without round n. */
function offList(model: EngagementModel, n: number, lacking: MarkdownDoc[]): string[] {
  const stems = new Set(lacking.map(stemOf));
  const skipped = stems.size ? (reworkRouting(model, n)?.skipped ?? []) : [];
  return skipped.flatMap(({ task, crit, at }) => {
    const owners = (task.owner?.value ?? []).filter((o) => stems.has(o));
    return owners.length ? [`${task.key} carries the rejected crit-${crit}, but the REJECT names the tasks to rework (${at}) without it, so ${list(owners)} was not due a re-dispatch`] : [];
  });
}

export default defineRule<EngagementModel>({
  id: 'executor-iteration-structure',
  pack: 'engagement',
  tiers: ['L'],
  // §4-iter ("they MUST append … a REJECT trigger") names no tier, and M has a budget of 2 iterations. S is left
  // out: its one specialist's report may be merged into handoff §2, and its single iteration has no re-dispatch loop.
  recommendedTiers: ['M', 'L'],
  compat: true,
  summary: 'from iteration 2 on, every executor report keeps iteration 1 and adds the current one',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `Executor reports are append-only across iterations: a specialist re-dispatched on a rework
appends \`## Iteration N\` instead of overwriting the report, so earlier claims stay auditable.
With the counter at 2 or more, every \`executor-reports/*.md\` (under \`--preset recommended\` \`.MD\`
in any case too) needs both a level-2
\`## Iteration 1\` heading and a \`## Iteration <counter>\` heading. Under compat a heading is a
\`## \` line, as the reference's regex reads it; under \`--preset recommended\` a setext level-2
heading (\`Iteration 2\` underlined with \`---\`) is one too, as markdown renders it.

Under \`--preset recommended\` a section numbered past the counter (\`## Iteration 3\` while
\`engagement/iteration\` holds 2) fails at its heading, from a counter of 1 on: the counter is the
source of truth, so the section is a round it has not opened (a misnumbered heading, or a counter
left behind). The next round alone may be under way before the increment: it passes, named in the
detail, when acceptance-log.md's iteration at the counter ended in a REJECT, when handoff §4 or
events.jsonl re-dispatch the specialist in it, or when the section says so itself ("What changed
since iter-2", "re-dispatched in iteration 3", "iteration 2 was rejected"; not negated). A round
ends in its last verdict (in any form the verdict rules read): when the iteration at the counter
ended in an ACCEPT or in the user's ABORTED, no round follows it, so the section fails whatever
its own words, §4 or events.jsonl say. Compat does not read it, as the reference does not.

Under \`--preset recommended\` the specialists a REJECT routes back are the owners of the tasks
whose crit_refs include a criterion it failed (read as repeating-blocker reads its blockers: a
criterion its reason calls fixed, "crit-1 is fixed since iteration 1", is none), unless the REJECT names the tasks to rework on a
labelled line of its round (\`Rework: t02-logo (crit-1).\`, \`Re-dispatch: …\`; by id, file name or
a short number such as \`t02\`): then that list is followed, and a task carrying the failed
criterion that it leaves out is named in the detail, not failed. When handoff §4 says such a
routed specialist was not re-dispatched ("not re-dispatched", "iteration 1 only"), the finding is
the routing, at that §4 line: the task the REJECT routed back (by its list, or carrying the
rejected criterion) was not re-dispatched.
The protocol "re-dispatches ONLY those tasks", so each round after a REJECT is also judged by
what the reports say: a specialist re-dispatched in it (its own \`## Iteration N\` says so,
\`Re-dispatched in iteration 2: …\`, «Переназначен в итерации 2: …», else, for the current round,
its §4 line, \`(t03; переназначен)\`, else a dispatch event of that iteration) whose tasks'
crit_refs name none of the failed criteria, and which the rework list does not name, fails at
that heading (at its task file when the report has no such heading); a routed specialist whose
\`## Iteration N\` (or §4 line) says it was not re-dispatched (\`Not re-dispatched\`,
«Задача не переназначалась», «в итерации 3 не переназначался») fails at that heading too. A
re-dispatch dated to another iteration (\`re-dispatched in iteration 2\` under \`## Iteration 3\`),
or said of another task (\`t02 and t04 were re-dispatched\`), is not the specialist's; one dated
by its cause (\`after the iteration-1 REJECT\`) is; the infinitive («переназначить t02») asks for a
re-dispatch and says none. A specialist owning a task without crit_refs is not judged, and a
REJECT that names no criterion and no tasks, or tasks of which none carries crit_refs, leaves the
round's scope unjudged, the detail saying why.
Between rounds (the latest verdict a REJECT, the counter raised, handoff.md still the rejected
round's) and once the user aborted (the latest verdict \`### Verdict: ABORTED\`), a routed
specialist's report without the new \`## Iteration N\` is not late, and the detail says so; it is
judged once that round's handoff exists. Work of the round already written in the report (under
an earlier heading or one past the counter) is judged as ever. On abort the "engagement is
closed": a report's \`## Iteration N\` heading dated after the abort (the ABORTED line's date, else
its round heading's; by the clock when both give a time, else a later day) warns at that heading.

A line of handoff §4 says a specialist it names was re-dispatched in iteration N when the
re-dispatch nearest the name is not negated ("was not re-dispatched", "re-dispatch in iteration 2
was not needed"), names iteration N in its clause, and that clause names no other specialist or
task unless it names this one or a task it owns (by id, file name or a short number such as
\`t05\`): "Every re-dispatched specialist appended \`## Iteration 2\`; dev-ops was not re-dispatched"
and "dev-ops (t05; unchanged, only t01 and t03 were re-dispatched in iteration 2)" re-dispatch
no dev-ops.

The reference runs the check at tier L only; under \`--preset recommended\` it runs at M too, as
§4-iter names no tier and an M engagement has a budget of 2 iterations. Not at S: its one
specialist's report may be merged into handoff §2, and its single iteration ends in a human
directive, not a re-dispatch.

Skips without an iteration counter, with an unparseable one, with a counter below 2 (under
\`--preset recommended\`, at a counter of 1, unless a report has a section past it), or without
an \`executor-reports/\` folder.`,
  examples: [
    {
      status: 'pass',
      title: 'passes when every report has iteration 1 and the current one',
      files: {
        'iteration': '3',
        'executor-reports/a.md': `## Iteration 1 — 2026-05-01
## Iteration 3 — 2026-05-03`,
        'executor-reports/b.md': `## Iteration 1 — 2026-05-01
## Iteration 3 — 2026-05-03`,
      },
    },
    {
      status: 'fail',
      title: 'does not take Iteration 12 for Iteration 1',
      files: {
        'iteration': '2',
        'executor-reports/a.md': `## Iteration 12 — 2026-05-012
## Iteration 2 — 2026-05-02`,
      },
    },
    {
      status: 'warn',
      title: 'a report that starts at iteration 2 but speaks of iter-1 was overwritten; one that does not warns',
      options: {"preset": "recommended"},
      files: {
        'iteration': '2',
        'executor-reports/dev-b.md': '## Iteration 2',
      },
    },
    {
      status: 'fail',
      title: 'a round appended under `## Round 2` names the iteration in another word',
      options: {"preset": "recommended"},
      files: {
        'iteration': '2',
        'executor-reports/dev-qa.md': `## Iteration 1
- crash cases

## Round 2 — retry edge cases
What changed since iter-1: a crash-between-batches case`,
      },
    },
    {
      status: 'skip',
      title: 'skips with no counter',
      files: {},
    },
  ],
  divergences: [
    {
      protocol: 'When the same specialist is re-dispatched on iter N+1 to address director feedback, they MUST append to their existing executor-report — NOT overwrite it. … Without iteration headings on iter ≥ 2, handoff-precheck flags executor-report-iteration-missing as REJECT trigger',
      compat: 'Runs at tier L only, as the reference\'s tier table does: an M engagement in its second iteration whose re-dispatched specialist overwrote the report passes unseen unless the check is named with --override-checks.',
      recommended: 'Runs at tiers M and L: the rule names no tier and M has a budget of 2 iterations. Not at S, whose relaxations merge the one specialist\'s report into handoff §2 and whose single iteration ends in a human directive, not a re-dispatch.',
    },
    {
      protocol: 'On REJECT loop: lead identifies failing crit-N from director verdict, finds tasks where crit_refs includes those crit values, re-dispatches ONLY those tasks. Specialist appends ## Iteration {N} to their executor-report',
      compat: 'Every report needs `## Iteration <counter>`, so a specialist whose tasks were not re-dispatched this round (the protocol\'s normal case) fails; only `## ` lines are headings, so a report whose `Iteration 2` is underlined with `---` (a level-2 heading in markdown) fails too.',
      recommended: 'A report needs `## Iteration N` structure (a level-2 heading, setext `Iteration N` underlined with `---` too), not the current round: one without any iteration heading fails (earlier work overwritten, audit trail lost); one whose first heading is a later iteration than 1 fails when the report mentions an earlier iteration ("what changed since iter-1": it was overwritten), unless it says the specialist was first dispatched in that first iteration ("First dispatch: added in iteration 2 after the iter-1 REJECT", "joined the team in iteration 2", "new specialist", "the lead brought me in", "I was not part of iteration 1", "not involved in iteration 1", "joined in round 2", «Первое привлечение: итерация 2», «подключён впервые» in its header or first section, its heading line included; an iteration named as the cause, "after the iter-1 REJECT", dates nothing; not negated, not "first dispatched in iteration 1"), or when events.jsonl dispatches the specialist in an earlier iteration (counted by the \`handoff_submitted\` events before the dispatch), and otherwise warns (first dispatched later, or iteration 1 overwritten: only a reader can tell) or, when the report says it was first dispatched then, passes, named in the detail; one without the current iteration passes (not re-dispatched), unless the handoff\'s §4 says in one clause that the specialist was re-dispatched in that iteration ("t04; re-dispatched in iteration 3 for …", not "not re-dispatched") or events.jsonl dispatches the specialist in it (the event\'s own `iteration`, else the `handoff_submitted` events before it), or the round before was rejected on a criterion that a task this specialist owns lists in its crit_refs (the protocol\'s own way of choosing whom to re-dispatch) or, when that REJECT names the tasks to rework on a labelled line (`Rework: t02-logo (crit-1).`), on a task of that list, which is followed instead: then it fails, as the protocol has them append `## Iteration N`; when §4 says a specialist so routed was not re-dispatched ("not re-dispatched", "iteration 1 only"), the failure is the routing, at that §4 line. A round after a REJECT whose report (or §4 line, or a dispatch event) re-dispatches a specialist whose tasks\' crit_refs name none of the failed criteria (and which a rework list does not name) fails at its `## Iteration N`, as the protocol re-dispatches ONLY those tasks; so does a routed specialist\'s `## Iteration N` saying it was not re-dispatched (`Not re-dispatched`, «Задача не переназначалась»). A heading naming an iteration that is no level-2 `## Iteration N` (`### Iteration 2`, `## Iter 2`, `## Iteration #2`, `## **Iteration 2**`, `## Итерация 2`, `## Iteration two`) fails at its line when the report has no `## Iteration N` of that number: the round\'s work is there, under a heading the structure does not read, so the report would pass as never re-dispatched. So does a level-1 or level-2 heading naming the current iteration in another word (`## Round 2`, `## Rework 2`, `## Round two`, `## Second round`, `## Second iteration`; not `Pass`, `Attempt`, `Cycle` or `Revision`, which number tries within one iteration as often) in a report without `## Iteration <counter>`, unless the report numbers that word otherwise (a `Round 1` beside its `## Iteration 1`, or a number past the counter: rounds of tests, not iterations); `v2` is not read (a version as often). And a line under an earlier `## Iteration N` saying what changed since the previous iteration ("What changed since iter-1", "Changes since iteration 1" at iteration 2; a word of change before "since", so a causal "since iteration 1 covers …" is not read, nor a negated "No changes since iteration 1") dates that work to the current round: the specialist was re-dispatched, so the report fails at that line for want of `## Iteration <counter>`. Lines before a report\'s first iteration heading and fenced code are not read.',
    },
    {
      protocol: 'Source of truth: engagement/iteration plain-text file (single integer). Lead increments it before submitting handoff; director increments on REJECT. … When the same specialist is re-dispatched on iter N+1 to address director feedback, they MUST append to their existing executor-report',
      compat: 'A section numbered past the counter is not read: `## Iteration 1`, `## Iteration 2` and `## Iteration 3` at counter 2 pass, as the reference checks only for iteration 1 and the counter.',
      recommended: 'A section numbered past the counter (`## Iteration 3` at counter 2, setext too) fails at its heading, from a counter of 1 on: it is the work of a round the counter has not opened, under a misnumbered heading or beside a counter left behind. The round after the counter\'s alone may be under way before its increment, and passes, named in the detail, when acceptance-log.md\'s iteration at the counter ended (its last verdict) in a REJECT, handoff §4 or events.jsonl re-dispatch the specialist in it, or a line of the section says so (what changed since the counter\'s iteration, a re-dispatch in the section\'s iteration or a rejection of the counter\'s, in one clause, not negated); never when that iteration ended in an ACCEPT or the user\'s ABORTED, which no round follows. Two or more rounds ahead always fails.',
    },
    {
      protocol: 'Lead increments it before submitting handoff; director increments on REJECT. … When the same specialist is re-dispatched on iter N+1 to address director feedback, they MUST append to their existing executor-report',
      compat: 'The counter alone decides: right after a REJECT, when the director has raised it and no one has been re-dispatched yet, every report fails for want of the new `## Iteration N`.',
      recommended: 'Between rounds (the latest verdict a REJECT, the counter raised, handoff.md still the rejected round\'s) a routed specialist\'s report without the new section is not late: the detail says it is judged once that round\'s handoff exists.',
    },
    {
      protocol: 'Floor-holder writes stub acceptance-log.md with `### Verdict: ABORTED` + verbatim user quote + state snapshot. Run python ~/.claude/scripts/engagement-archive.py --reason aborted (sanity checks skipped under abort flag).',
      compat: 'An engagement the user aborted during a rework fails for every report without the new `## Iteration N`.',
      recommended: 'When the latest verdict is ABORTED, no new `## Iteration N` is due from the specialists the REJECT routed back; the detail names the stub. A report\'s own structure (earlier sections kept, headings readable) is still judged.',
    },
  ],
  check({ model, options }) {
    if (!followsProtocol(options)) return structureOutcome(model, options);
    const unsure = unsureRound(model);
    return unsure ? { status: 'skip', detail: unsure } : withRoundNote(model, structureOutcome(model, options));
  },
});

function structureOutcome(model: EngagementModel, options: RunOptions): RuleOutcome {
  const counter = model.iteration;
  if (!counter.present) return { status: 'skip', detail: 'iteration counter missing: first iteration' };
  // The reference reads the counter with Python's int() (`+2` is 2); the protocol reading takes plain digits.
  // Recommended: a counter out of step with the log is iteration-counter's failure; the round the log is in is judged.
  const n = followsProtocol(options) ? currentRound(model) : counter.int;
  if (n === undefined) return { status: 'skip', detail: 'iteration counter unparseable (see iteration-counter)' };
  if (n < 2) {
    // Structure is required from iteration 2 on, but a section past the counter is one from the first counted round:
    // `## Iteration 2` at counter 1 is a round the counter has not opened.
    const past = n >= 1 && followsProtocol(options) && model.list('executor-reports') ? pastCounter(model, model.executorReports(), n).findings : [];
    if (past.length) return { status: 'fail', detail: pastPart(past, n), fix: PAST_FIX, findings: past };
    return { status: 'skip', detail: `iteration=${n}, no iteration structure required yet` };
  }
  if (!model.list('executor-reports')) return { status: 'skip', detail: 'no executor-reports/ yet' };

  // The reference's glob lists `*.md` alone; the protocol reading takes a report named `.MD` too.
  const reports = model.executorReports({ exactCase: !followsProtocol(options) });
  // events.jsonl is read only when a report starts after iteration 1 and names no earlier one.
  let dispatched: ReturnType<typeof dispatchIterations> | undefined;
  if (followsProtocol(options)) return protocolStructure(model, reports, n, () => (dispatched ??= dispatchIterations(model)));
  const bad: string[] = [];
  const findings: Finding[] = [];
  for (const doc of reports) {
    const hs = iterationHeadings(doc);
    const lacking = [1, n].filter((k, i, a) => a.indexOf(k) === i && !hs.some((h) => h.n === k));
    if (!lacking.length) continue;
    const name = doc.rel.split('/').pop()!;
    bad.push(name);
    const last = hs[hs.length - 1];
    const has = hs.length ? ` (has ${[...new Set(hs.map((h) => h.n))].join(', ')})` : ' (no iteration headings)';
    // Where the first missing section belongs: `## Iteration 1` before the first round's heading, the current one after the last.
    const at = lacking[0] === 1 ? hs[0] : last;
    findings.push(doc.at(at?.line ?? 1, `missing ${lacking.map((k) => `\`## Iteration ${k}\``).join(' and ')}${has}`));
  }
  if (bad.length) {
    return {
      status: 'fail',
      detail: `executor-reports missing \`## Iteration ${n}\` (and/or \`## Iteration 1\`) heading: ${list(bad)}`,
      fix: `Keep each report's earlier work under \`## Iteration 1\` … and append a \`## Iteration ${n}\` section for this round; never overwrite prior iterations.`,
      findings,
    };
  }
  return { status: 'pass', detail: `all ${reports.length} executor-reports have iteration-${n} structure` };
}
