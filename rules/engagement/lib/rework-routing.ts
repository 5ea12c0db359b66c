// Whom a REJECT routes back to work (executor-iteration-structure, protocol reading). The protocol's rule:
// "lead identifies failing crit-N from director verdict, finds tasks where crit_refs includes those crit
// values, re-dispatches ONLY those tasks". A director's REJECT that names the tasks to rework
// (`Rework: t02-logo (crit-1).`) is the verdict the lead reads them from: its list is followed instead.
import { trimChars, acceptanceRounds, acceptanceRoundSpans, dispatchEvents, engagementTasks, list, negatedBefore, type AcceptanceRound, type EngagementModel, type EngagementTask, type Finding, type MarkdownDoc } from '@engagement-lint/core/kit';
import { ANY_ITERATION_N, CAUSE_BEFORE, clauseAround, taskNames, tokenAt } from './executor-iteration-markers.js';
import { failingCrits, SET_ASIDE } from './blocker-crits.js';

/**
 * A line of the rejected round naming the tasks to rework, opened by its label and a colon: `Rework: t01 (crit-1), t05`,
 * `**Re-dispatch:** t02-logo`, `Доработка: t03-vk`. List and emphasis marks before the label are read past.
 */
const REWORK_LABEL = /^\s{0,3}(?:[-*+]\s{1,4})?(?:\*\*|__)?(?:rework(?:\s{1,3}(?:tasks?|list))?|re-?dispatch(?:ed)?|tasks?\s{1,3}to\s{1,3}rework|на\s{1,3}доработку|доработк[аи]|переделк[аи])(?:\*\*|__)?\s{0,3}[:：]/iu;
/** The word-like tokens of a line (`t02-store-shots`, `t01`, `crit-2`): one pass, no backtracking. */
const TOKEN = /[\p{L}\p{N}_][\p{L}\p{N}_-]*/gu;
/** A short task number (`t01`, `T3`): it names the task whose id or file starts with it and a dash (`t01-tokens`). */
const SHORT_ID = /^\p{L}{1,4}\d{1,4}$/u;

export interface ReworkList {
  /** The line of acceptance-log.md that names the tasks (its first, when several do). */
  line: number;
  tasks: EngagementTask[];
}

/** The tasks a token names: by id or file stem, or by a short number that opens them (`t01` → `t01-tokens`). */
function tasksNamed(token: string, tasks: readonly EngagementTask[]): EngagementTask[] {
  const t = trimChars(token, '', '-').toLowerCase();
  const exact = tasks.filter((x) => x.key.toLowerCase() === t || x.stem.toLowerCase() === t);
  if (exact.length || !SHORT_ID.test(t)) return exact;
  return tasks.filter((x) => x.key.toLowerCase().startsWith(`${t}-`) || x.stem.toLowerCase().startsWith(`${t}-`));
}

/**
 * The tasks the director's REJECT of `round` names for rework, from its labelled lines (`Rework: …`), when
 * they name a task of tasks/ at all; undefined otherwise (the crit_refs then decide). Fenced code and HTML
 * comments are not read.
 */
export function reworkList(model: EngagementModel, round: AcceptanceRound): ReworkList | undefined {
  const log = model.acceptanceLog;
  const span = log && acceptanceRoundSpans(log, 'protocol').find((s) => s.line === round.line);
  if (!span) return undefined;
  const tasks = engagementTasks(model);
  if (!tasks.length) return undefined;
  let line: number | undefined;
  const named = new Set<EngagementTask>();
  for (const l of log.linesOf(span, { skipFenced: true, skipComments: true })) {
    const label = REWORK_LABEL.exec(l.text);
    if (!label) continue;
    const before = named.size;
    for (const m of l.text.slice(label[0].length).matchAll(TOKEN)) for (const t of tasksNamed(m[0], tasks)) named.add(t);
    if (named.size > before) line ??= l.line;
  }
  return line === undefined ? undefined : { line, tasks: [...named] };
}

const NOT_REDISPATCHED = /\bre-?dispatch(?:ed|es|ing)?\b/gi;
const ITERATION_ONLY = /\biter(?:ation)?[\s#-]{0,2}(\d{1,4})\s{1,3}only\b/gi;

/**
 * A line of handoff §4 naming the report stem `stem` that says the specialist was not re-dispatched in this
 * round: a negated re-dispatch ("not re-dispatched", "no re-dispatch") or "iteration k only" with k before
 * `n` ("iteration 1 only"). §4a's table rows are not read. Its line of handoff.md.
 */
export function saysNotRedispatched(model: EngagementModel, stem: string, n: number, namesStem: (text: string, stem: string) => boolean): { line: number } | undefined {
  const handoff = model.handoff;
  const s4 = handoff?.section(4, 'protocol');
  for (const { line, text } of s4 ? handoff!.linesOf(s4, { skipFenced: true }) : []) {
    if (text.trimStart().startsWith('|') || !namesStem(text, stem)) continue;
    const negated = [...text.matchAll(NOT_REDISPATCHED)].some((m) => negatedBefore(text, m.index));
    const only = [...text.matchAll(ITERATION_ONLY)].some((m) => Number(m[1]) < n);
    if (negated || only) return { line };
  }
  return undefined;
}

export interface RoutedTask {
  task: EngagementTask;
  owners: string[];
  why: string;
  /** The rejected criterion the task carries, when the crit_refs chose it (not a named rework list). */
  crit?: number;
  /** Where the log says so (`engagement/acceptance-log.md:19`). */
  at: string;
}

export interface Routing {
  due: RoutedTask[];
  /** Tasks carrying a rejected criterion that the REJECT's named rework list leaves out. */
  skipped: Array<{ task: EngagementTask; crit: number; at: string }>;
  /** The criteria the REJECT failed, each with the log line that says so. */
  crits: Map<number, number>;
  /** Where the REJECT names the tasks to rework, when it does. */
  listedAt?: string;
}

/**
 * Whom iteration n - 1's REJECT routes back in iteration `n`. "lead identifies failing crit-N from director
 * verdict, finds tasks where crit_refs includes those crit values, re-dispatches ONLY those tasks": the tasks
 * whose crit_refs include a rejected criterion, unless the REJECT names the tasks to rework itself
 * (`Rework: t02-logo (crit-1).`), the verdict the lead reads them from: then those. `skipped`: the tasks
 * carrying a rejected criterion that the named list leaves out.
 */
export function reworkRouting(model: EngagementModel, n: number): Routing | undefined {
  // The log's rounds as markdown renders their headings, as the reports' are read: `Iteration 2` over `---` too.
  const rejected = acceptanceRounds(model.acceptanceLog, 'protocol').find((r) => r.n === n - 1 && r.verdict?.word.startsWith('REJECT'));
  if (!rejected) return undefined;
  const log = model.acceptanceLog!.rel;
  const crits = new Map<number, number>();
  // The criteria it rejects on, as repeating-blocker reads them: not one the reason calls fixed ("crit-1 is fixed since
  // iteration 1"), nor a finding the round set aside.
  for (const b of rejected.blockers) {
    if (SET_ASIDE.test(b.text)) continue;
    for (const c of failingCrits(b.text, rejected.n)) if (!crits.has(c)) crits.set(c, b.line);
  }
  const carrying = (t: EngagementTask) => (t.critRefs?.value ?? []).find((c) => c.n !== undefined && crits.has(c.n))?.n;
  const listed = reworkList(model, rejected);
  if (listed) {
    const at = `${log}:${listed.line}`;
    const named = new Set(listed.tasks);
    return {
      due: listed.tasks.map((t) => ({ task: t, owners: t.owner?.value ?? [], why: `iteration ${n - 1}'s REJECT names ${t.key} for rework (${at}), a task this specialist owns (${t.rel})`, at })),
      skipped: engagementTasks(model).flatMap((t) => {
        const crit = named.has(t) ? undefined : carrying(t);
        return crit === undefined ? [] : [{ task: t, crit, at }];
      }),
      crits,
      listedAt: at,
    };
  }
  return {
    due: engagementTasks(model).flatMap((t) => {
      const crit = carrying(t);
      if (crit === undefined) return [];
      const at = `${log}:${crits.get(crit)}`;
      return [{ task: t, owners: t.owner?.value ?? [], crit, at, why: `iteration ${n - 1} was rejected on crit-${crit} (${at}), which ${t.rel} (crit_refs) gives this specialist` }];
    }),
    skipped: [],
    crits,
  };
}

// ------------------------------------------------------------- re-dispatch scope

/**
 * A re-dispatch said in English or Russian: "re-dispatched", «переназначен(а)», «переназначался»,
 * «переназначение», «повторно привлечён». The infinitive («переназначить t02») asks for one and says none.
 */
const REDISPATCH_WORD = /(?<![\p{L}\p{N}_-])(?:re-?dispatch(?:ed|es|ing)?|переназнач(?:ен[аоы]?|ил[аи]?|ал(?:ся|ась|ось|ись|и)?|ени[еяю])|повторно\s{1,3}(?:привлеч|назнач)\p{L}{0,6})(?![\p{L}\p{N}_])/giu;
/** A re-dispatch said to be needless after it: "re-dispatch was not needed", «переназначение не потребовалось». */
const NEEDLESS = /^[^;.)]{0,80}?(?:\b(?:not\s{1,3}(?:needed|required|necessary)|unnecessary|unneeded)\b|(?<!\p{L})не\s{1,3}(?:по)?(?:требова|нужн|понадоби))/iu;
/** Russian words before an iteration that make it a cause, not a date: «после отклонения итерации 1». */
const CAUSE_BEFORE_RU = /(?:после|из-за|по\s{1,3}итогам)\s{1,3}(?:\p{L}{1,20}\s{1,3})?$/iu;
/** A whole token as task and specialist names are written. */
const SUBJECT = /[\w-]+/g;

/** The clause around column `at`, trimmed and cut to 60 characters, to quote. */
function quoted(text: string, at: number): string {
  const c = clauseAround(text, at).replace(/^[\s\-*+:—–]+/, '').trim();
  return c.length > 60 ? `${c.slice(0, 59)}…` : c;
}

type Said = { said: 'yes' | 'no'; line: number; why: string };

/**
 * What a line says of a re-dispatch of the subject it is about in iteration `k`, at the word `m`: nothing when
 * its clause dates it to another iteration (an iteration named as the cause, "after the iter-1 REJECT", dates
 * nothing) or names another task or specialist and not this one; else "no" when negated or said needless.
 */
function saidAt(text: string, m: RegExpMatchArray, k: number, own: ReadonlySet<string>, subjects: ReadonlySet<string>): 'yes' | 'no' | undefined {
  const i = m.index!;
  const clause = clauseAround(text, i);
  const dated = [...clause.matchAll(ANY_ITERATION_N)].filter((d) => {
    const before = clause.slice(Math.max(0, d.index - 40), d.index);
    return !CAUSE_BEFORE.test(before) && !CAUSE_BEFORE_RU.test(before);
  });
  if (dated.length && !dated.some((d) => Number(d[1] ?? d[2]) === k)) return undefined;
  const named = (clause.match(SUBJECT) ?? []).filter((t) => subjects.has(t));
  if (named.length && !named.some((t) => own.has(t))) return undefined;
  const from = Math.max(0, i - 120);
  return negatedBefore(text.slice(from, i), i - from) || NEEDLESS.test(text.slice(i + m[0].length)) ? 'no' : 'yes';
}

interface ReportRounds {
  doc: MarkdownDoc;
  stem: string;
  /** Its `## Iteration N` headings, in order. */
  hs: Array<{ n: number; line: number }>;
}

/**
 * Whether the specialist of `r` was re-dispatched in iteration `k`, and where that is said: its own `## Iteration k`
 * section first (the work itself: «Переназначен в итерации 2: …», "Not re-dispatched: …"), then, for the current
 * round, handoff §4's line naming it, then a `specialist_dispatched` event of iteration k.
 */
function redispatchSaid(model: EngagementModel, r: ReportRounds, k: number, current: boolean, own: ReadonlySet<string>, subjects: ReadonlySet<string>, events: ReturnType<typeof dispatchEvents>): Said | undefined {
  const at = r.hs.findIndex((h) => h.n === k);
  let no: Said | undefined;
  if (at !== -1) {
    const end = (r.hs[at + 1]?.line ?? r.doc.lines.length + 1) - 1;
    for (const { line, text } of r.doc.linesOf({ start: r.hs[at]!.line + 1, end }, { skipFenced: true })) {
      for (const m of text.matchAll(REDISPATCH_WORD)) {
        const said = saidAt(text, m, k, own, subjects);
        const why = `${r.doc.rel}:${line} says (\`${quoted(text, m.index!)}\`)`;
        if (said === 'yes') return { said, line, why };
        if (said === 'no') no ??= { said, line, why };
      }
    }
  }
  if (no) return no;
  const handoff = model.handoff;
  const s4 = current ? handoff?.section(4, 'protocol') : undefined;
  for (const { line, text } of s4 ? handoff!.linesOf(s4, { skipFenced: true }) : []) {
    const name = text.trimStart().startsWith('|') ? -1 : tokenAt(text, r.stem);
    if (name === -1) continue;
    // The re-dispatch word nearest the specialist's name speaks of it.
    let nearest: RegExpMatchArray | undefined;
    for (const m of text.matchAll(REDISPATCH_WORD)) if (!nearest || Math.abs(m.index! - name) < Math.abs(nearest.index! - name)) nearest = m;
    const said = nearest && saidAt(text, nearest, k, own, subjects);
    if (said) return { said, line, why: `${handoff!.rel}:${line} says (\`${quoted(text, nearest!.index!)}\`)` };
  }
  const e = events.find((d) => (d.stated ?? d.iteration) === k && d.specialist === r.stem);
  return e && { said: 'yes', line: e.line, why: `${model.rel('events.jsonl')}:${e.line} dispatches it in iteration ${k}` };
}

export interface Scope {
  /** Re-dispatches of specialists whose tasks the REJECT did not route back. */
  over: Finding[];
  overLabels: string[];
  /** Routed tasks whose specialist's report says (or §4 says) it was not re-dispatched. */
  under: Finding[];
  underLabels: string[];
  /** Why a round's re-dispatch scope was not judged. */
  notes: string[];
}

const crit = (c: number) => `crit-${c}`;

/**
 * "re-dispatches ONLY those tasks": for each iteration k ≤ `n` after a REJECT, a specialist said to be re-dispatched
 * in k whose tasks all carry crit_refs naming none of the failed criteria (and none the REJECT's rework list names)
 * is a re-dispatch outside the routing; a routed task whose specialist's `## Iteration k` (or, for the current round,
 * §4) says it was not re-dispatched was left out. A report without `## Iteration k` is the structure's finding, not
 * this one. `held`: the current round's rework is not due yet (between rounds, or aborted).
 */
export function redispatchScope(model: EngagementModel, n: number, reports: ReportRounds[], held: boolean): Scope {
  const out: Scope = { over: [], overLabels: [], under: [], underLabels: [], notes: [] };
  const tasks = engagementTasks(model).filter((t) => !t.contractOnly);
  const subjects = new Set([...reports.map((r) => r.stem), ...tasks.flatMap(taskNames)]);
  // Each specialist's tasks and the names it goes by, built once: a plan of thousands of tasks is read per round.
  const owned = new Map<string, EngagementTask[]>();
  for (const t of tasks) for (const o of t.owner?.value ?? []) (owned.get(o) ?? owned.set(o, []).get(o)!).push(t);
  const owns = (stem: string) => owned.get(stem) ?? [];
  const names = new Map(reports.map((r) => [r.stem, new Set([r.stem, ...owns(r.stem).flatMap(taskNames)])]));
  const events = dispatchEvents(model);
  for (let k = 2; k <= n; k++) {
    const routing = reworkRouting(model, k);
    if (!routing) continue;
    const current = k === n && !held;
    const said = new Map(reports.map((r) => [r, redispatchSaid(model, r, k, current, names.get(r.stem)!, subjects, events)] as const));
    const why = routing.listedAt
      ? undefined
      : !routing.crits.size ? `iteration ${k - 1}'s REJECT names no failed criterion and no tasks to rework`
      : !tasks.some((t) => t.critRefs?.value.length) ? (tasks.length ? 'no task in tasks/ carries crit_refs' : 'no tasks/ with crit_refs') : undefined;
    if (why) {
      if ([...said.values()].some((s) => s?.said === 'yes')) out.notes.push(`the scope of iteration ${k}'s re-dispatch is not judged: ${why}`);
      continue;
    }
    const log = model.acceptanceLog!.rel;
    const failed = [...routing.crits].map(([c, line]) => `${crit(c)} (${log}:${line})`);
    const routed = new Set([...routing.due.map((d) => d.task), ...routing.skipped.map((s) => s.task)]);
    const dueOf = new Map<string, RoutedTask[]>();
    for (const d of routing.due) for (const o of d.owners) (dueOf.get(o) ?? dueOf.set(o, []).get(o)!).push(d);
    for (const r of reports) {
      const s = said.get(r);
      const mine = owns(r.stem);
      if (!s || !mine.length) continue;
      const heading = r.hs.find((h) => h.n === k);
      if (s.said === 'yes') {
        // A task without crit_refs may carry the failed criterion: only tasks that say what they carry are judged.
        if (mine.some((t) => routed.has(t)) || (!routing.listedAt && mine.some((t) => !t.critRefs?.value.length))) continue;
        const refs = list(mine.map((t) => `${t.key} (${(t.critRefs?.value ?? []).map((c) => c.n === undefined ? c.text : crit(c.n)).join(', ') || 'no crit_refs'})`));
        const against = [...(failed.length ? [`name none of the criteria iteration ${k - 1}'s REJECT failed, ${list(failed)}`] : []), ...(routing.listedAt ? [`its rework list (${routing.listedAt}) names none of them`] : [])].join(', and ');
        const msg = `${r.stem} was re-dispatched in iteration ${k}, as ${s.why}, but the crit_refs of its tasks ${refs} ${against}: the protocol "re-dispatches ONLY those tasks" whose crit_refs include a failed criterion`;
        const task = mine[0]!;
        out.over.push(heading ? r.doc.at(heading.line, msg) : task.doc.at(task.critRefs?.line ?? 1, msg));
        out.overLabels.push(`${mine.map((t) => t.key).join('/')} in iteration ${k}`);
      } else if (heading && !(k === n && held)) {
        // Without `## Iteration k` the structure says it; here the round's own section says the task sat out.
        for (const d of dueOf.get(r.stem) ?? []) {
          const because = d.crit !== undefined ? `carries the rejected crit-${d.crit} (${d.at})` : `is named for rework by iteration ${k - 1}'s REJECT (${d.at})`;
          out.under.push(r.doc.at(heading.line, `task ${d.task.key} ${because}, but ${r.stem} was not re-dispatched in iteration ${k}, as ${s.why}: the protocol "finds tasks where crit_refs includes those crit values" and re-dispatches them`));
          out.underLabels.push(`${d.task.key}${d.crit !== undefined ? ` (crit-${d.crit})` : ''} in iteration ${k}`);
        }
      }
    }
  }
  return out;
}
