// Task dependencies where a team writes them (a task file's `depends_on:` / «зависит от:», plan.md's "— depends on t02,
// t03"), and the tasks placed in a wave not later than one they depend on: "a shared/foundational module … goes ALONE
// in an earlier wave; the specialists that consume it go in a LATER wave (which sees the earlier wave's merged work)".
import type { EngagementModel, EngagementTask, Finding, MarkdownDoc } from '@engagement-lint/core/kit';

/** A dependency field line: `depends_on: [t01, t02]`, `- **Depends on**: t01`, «Зависит от: t01». */
const FIELD = /^\s{0,8}(?:[-*]\s{1,3})?(?:\*\*|__)?(?:depends[_ -]?on|dependencies|deps|зависит\s{1,3}от|зависимости)(?:\*\*|__)?\s{0,3}[:：]/i;
/** The prose form: "— depends on t02, t03", «зависит от t01»; not «не зависит от». */
const PROSE = /\bdepends\s{1,3}on\b|(?<![а-яё]|не\s)зависит\s{1,3}от(?![а-яё])/gi;
/** A nested list item under a bare field: `  - t01`. */
const ITEM = /^\s{1,12}[-*]\s{1,3}(?=\S)/;
/** A name that may be a task: an id, a file stem, `tasks/t02.md`'s last part. */
const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}_.-]{0,120}/gu;
/** A whole wave as the dependency: "depends on wave 2", «зависит от волны 2». */
const WAVE_REF = /\b(?:wave\s{0,3}|w)(\d{1,3}[a-z]?)\b|(?<![а-яё])волн[а-яё]{0,3}\s{1,3}(\d{1,3}[a-z]?)(?![\wа-яё])/gi;
/** Clauses of a line: one "X depends on Y" each (`;`, and `.` before a blank). */
const CLAUSE = /;|\.(?=\s)/;

export interface WaveOrderProblem {
  task: EngagementTask;
  /** The tasks depended on that are in the same or a later wave, with where the dependency is written. */
  on: Array<{ dep: EngagementTask | { wave: string }; source: string }>;
}

/** A wave's place in the order: `2` < `2a` < `2b` < `3`; undefined for a wave that is no number. */
function rank(wave: string): [number, string] | undefined {
  const m = /^(\d{1,6})([a-z]?)$/i.exec(wave.trim());
  return m ? [Number(m[1]), m[2]!.toLowerCase()] : undefined;
}

/** Whether wave `a` runs after wave `b`; undefined when either is no number. */
function later(a: string, b: string): boolean | undefined {
  const x = rank(a);
  const y = rank(b);
  if (!x || !y) return undefined;
  return x[0] !== y[0] ? x[0] > y[0] : x[1] > y[1];
}

/** Resolves names to tasks: the key or file stem, else the one task whose key or stem it opens (`t02` → `t02-mapper-api`). */
function resolver(tasks: readonly EngagementTask[]): (name: string) => EngagementTask | undefined {
  const exact = new Map<string, EngagementTask>();
  for (const t of tasks) for (const k of [t.stem, t.key]) if (!exact.has(k.toLowerCase())) exact.set(k.toLowerCase(), t);
  const prefixes = new Map<string, EngagementTask | null>();
  for (const t of tasks) {
    for (const k of new Set([t.stem.toLowerCase(), t.key.toLowerCase()])) {
      const cut = /^([\p{L}\p{N}]{1,20})[-_]/u.exec(k)?.[1];
      if (!cut) continue;
      const seen = prefixes.get(cut);
      prefixes.set(cut, seen === undefined || seen === t ? t : null);
    }
  }
  return (name) => {
    const n = name.toLowerCase().replace(/\.+$/, '').replace(/\.md$/, '');
    return exact.get(n) ?? prefixes.get(n) ?? undefined;
  };
}

/** The tasks and waves named in `text`. */
function named(text: string, find: (name: string) => EngagementTask | undefined): { tasks: EngagementTask[]; waves: string[] } {
  const tasks: EngagementTask[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const t = find(m[0]);
    if (t && !tasks.includes(t)) tasks.push(t);
  }
  const waves = [...text.matchAll(WAVE_REF)].map((m) => (m[1] ?? m[2]!).toLowerCase());
  return { tasks, waves };
}

interface Edge {
  task: EngagementTask;
  deps: EngagementTask[];
  waves: string[];
  source: string;
}

/** Dependencies a task file writes for itself: its field (with nested items under a bare one) and its prose. */
function fromTaskFile(t: EngagementTask, find: (name: string) => EngagementTask | undefined, edges: Edge[]): void {
  const doc = t.doc;
  const lines = doc.lines;
  for (let i = 0; i < lines.length; i++) {
    const line = i + 1;
    if (doc.isFenced(line)) continue;
    const text = lines[i]!;
    const field = FIELD.exec(text);
    if (field) {
      let value = text.slice(field[0].length);
      // A bare field takes the list items under it.
      if (!value.trim()) for (let j = i + 1; j < lines.length && ITEM.test(lines[j]!); j++) value += ` ${lines[j]}`;
      const { tasks, waves } = named(value, find);
      edges.push({ task: t, deps: tasks.filter((d) => d !== t), waves, source: `${doc.rel}:L${line}` });
      continue;
    }
    for (const clause of text.split(CLAUSE)) {
      PROSE.lastIndex = 0;
      const m = PROSE.exec(clause);
      if (!m) continue;
      // "t05 depends on this module", written in t01's file, is t05's dependency, not t01's.
      if (named(clause.slice(0, m.index), find).tasks.some((o) => o !== t)) continue;
      const { tasks, waves } = named(dependencyList(clause.slice(m.index + m[0].length)), find);
      edges.push({ task: t, deps: tasks.filter((d) => d !== t), waves, source: `${doc.rel}:L${line}` });
    }
  }
}

/** The list right after "depends on", up to an aside or a clause of its own: "wave 2 (added before dispatch of wave 3)" depends on wave 2. */
const dependencyList = (after: string): string => after.slice(0, after.search(/[([{—–]|\s-\s|$/));

/** plan.md's "Wave 3 — dev-qa-engineer — t04-tests: … — depends on t02, t03": the one task named before, those after. */
function fromPlan(plan: MarkdownDoc, find: (name: string) => EngagementTask | undefined, edges: Edge[]): void {
  for (const { line, text } of plan.bodyLines()) {
    for (const clause of text.split(CLAUSE)) {
      PROSE.lastIndex = 0;
      const m = PROSE.exec(clause);
      if (!m) continue;
      const subject = named(clause.slice(0, m.index), find).tasks;
      if (subject.length !== 1) continue;
      const { tasks, waves } = named(dependencyList(clause.slice(m.index + m[0].length)), find);
      edges.push({ task: subject[0]!, deps: tasks.filter((d) => d !== subject[0]), waves, source: `${plan.rel}:L${line}` });
    }
  }
}

/** Each task placed in a wave not later than a task (or a wave) it depends on, with what it depends on. */
export function waveOrderProblems(model: EngagementModel, tasks: readonly EngagementTask[]): WaveOrderProblem[] {
  const find = resolver(tasks);
  const edges: Edge[] = [];
  for (const t of tasks) fromTaskFile(t, find, edges);
  const plan = model.doc('plan.md');
  if (plan) fromPlan(plan, find, edges);
  const byTask = new Map<EngagementTask, WaveOrderProblem>();
  const seen = new Set<string>();
  for (const e of edges) {
    const wave = e.task.wave?.value;
    if (!wave) continue;
    const add = (dep: EngagementTask | { wave: string }, key: string) => {
      if (seen.has(`${e.task.key}\n${key}`)) return;
      seen.add(`${e.task.key}\n${key}`);
      let p = byTask.get(e.task);
      if (!p) byTask.set(e.task, (p = { task: e.task, on: [] }));
      p.on.push({ dep, source: e.source });
    };
    for (const d of e.deps) if (d.wave && later(wave, d.wave.value) === false) add(d, `task ${d.key}`);
    for (const w of e.waves) if (later(wave, w) === false) add({ wave: w }, `wave ${w}`);
  }
  return [...byTask.values()];
}

/** One finding per task, at the `wave` line that places it, naming at most three of what it depends on. */
export function waveOrderFinding(p: WaveOrderProblem): Finding {
  const t = p.task;
  const what = p.on
    .slice(0, 3)
    .map(({ dep, source }) => ('key' in dep ? `\`${dep.key}\` (wave ${dep.wave!.value}, ${dep.rel}:L${dep.wave!.line})` : `wave ${dep.wave}`) + ` as ${source} says`)
    .join(', ');
  const more = p.on.length > 3 ? `, and ${p.on.length - 3} more` : '';
  return t.doc.at(t.wave!.line, `task \`${t.key}\` is in wave ${t.wave!.value} but depends on ${what}${more}: it must run in a later wave than what it depends on`, t.wave!.column);
}
