// Whom a REJECT routes back to work (executor-iteration-structure, protocol reading). The protocol's rule:
// "lead identifies failing crit-N from director verdict, finds tasks where crit_refs includes those crit
// values, re-dispatches ONLY those tasks". A director's REJECT that names the tasks to rework
// (`Rework: t02-logo (crit-1).`) is the verdict the lead reads them from: its list is followed instead.
import { trimChars, acceptanceRoundSpans, engagementTasks, negatedBefore, type AcceptanceRound, type EngagementModel, type EngagementTask } from '@engagement-lint/core/kit';

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
