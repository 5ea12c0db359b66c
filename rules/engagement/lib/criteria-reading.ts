/**
 * Which bullets of criteria.md are the criteria, decided once for criteria-owned and criteria-trace-coverage, so a
 * crit-N names the same criterion in both. The decision rests on criteria.md and on the numbers the engagement
 * itself cites, never on whether a rule's check would pass: a plan that leaves a Done-when bullet unowned is read
 * as the plan that numbers the Done-when bullets, and fails on that bullet ("Done-when bullets read crit-N").
 */
import { doneWhenCriteria, labelledOf, numberedCriteria, plural, taskCritRefs, type EngagementModel, type NumberedCriterion } from '@engagement-lint/core/kit';
import { handoffTrace, quotes } from './handoff-trace.js';

export interface CriteriaReading {
  /** Every bullet (or table row) of criteria.md's criteria sections, numbered as numberedCriteria numbers them. */
  bullets: NumberedCriterion[];
  /** The criteria, each with the crit-N that names it. */
  criteria: NumberedCriterion[];
  /**
   * `labels`: by their own crit-N labels (unlabelled bullets are deliverables); `single`: one reading only (no
   * Deliverables bullet beside Done-when ones, or no Done-when bullet); `done-when`: the Done-when bullets alone,
   * crit-1..crit-K, the Deliverables bullets read as deliverables; `combined`: both sections in file order.
   */
  kind: 'labels' | 'single' | 'done-when' | 'combined';
  /** What settled a `done-when` or `combined` reading: the tasks' crit_refs, §3's numbers, or nothing (file order). */
  by: 'refs' | 'trace' | 'none';
  /** How many Done-when bullets there are (0 unless `done-when` or `combined`). */
  doneWhen: number;
  /** Why a `done-when` or `combined` reading was taken, for a detail; empty otherwise, and for a file order nothing settled. */
  basis: string;
}

const sorted = (ns: Iterable<number>) => [...new Set(ns)].sort((a, b) => a - b);

/**
 * The criteria: their crit-N labels when bullets carry them; else, when criteria.md has both Deliverables and
 * Done-when bullets, the Done-when bullets alone unless the engagement numbers past them. The tasks' crit_refs
 * decide when one names a bullet (crit-1..crit-N of the file order); without any, the numbers §3 traces decide.
 * A number past the Done-when bullets but within the file order (`crit-5` of 4 Done-when and 7 bullets in all)
 * keeps the file order; a number past every bullet (`crit-8` of 7) names no criterion in either reading and
 * decides nothing. With no number cited anywhere, a §3 quoting a Done-when bullet's text reads the Done-when
 * bullets alone; else the file order stands.
 */
export function criteriaReading(model: EngagementModel): CriteriaReading {
  const bullets = numberedCriteria(model.criteria);
  const none = { by: 'none', doneWhen: 0, basis: '' } as const;
  const labelled = labelledOf(bullets);
  if (labelled) return { bullets, criteria: labelled, kind: 'labels', ...none };
  const done = doneWhenCriteria(bullets);
  const k = done.length;
  if (!k || k === bullets.length) return { bullets, criteria: bullets, kind: 'single', ...none };
  const within = (n: number | undefined): n is number => n !== undefined && n >= 1 && n <= bullets.length;
  const refs = taskCritRefs(model).owners.flatMap((o) => o.refs.map((r) => r.n));
  const traced = handoffTrace(model)?.traced;
  const byRefs = refs.some(within);
  const cited = byRefs ? refs.filter(within) : traced ? [...traced.numbers, ...traced.unfilled.keys()].filter(within) : [];
  // With no number anywhere, a §3 quoting a Done-when bullet's text traces the Done-when bullets (a quoted deliverable beside them is extra).
  const quotesDone = !cited.length && traced !== undefined && done.some((c) => quotes(traced, c));
  const by = byRefs ? 'refs' : cited.length || quotesDone ? 'trace' : 'none';
  const past = sorted(cited.filter((n) => n > k));
  if (by === 'none' || past.length) {
    const beyond = past.map((n) => `crit-${n}`);
    const basis = by === 'refs' ? `the tasks' crit_refs cite ${beyond.join(', ')} past the Done-when bullets` : by === 'trace' ? `§3 itself numbers ${beyond.join(', ')}` : '';
    return { bullets, criteria: bullets, kind: 'combined', by, doneWhen: k, basis };
  }
  const all = new Set(refs);
  const tail = k + 1 === bullets.length ? `crit-${k + 1}` : `crit-${k + 1}..crit-${bullets.length}`;
  const exact = byRefs && refs.every((n) => n !== undefined && n >= 1 && n <= k) && done.every((c) => all.has(c.n));
  const basis = exact
    ? "the tasks' crit_refs fit them exactly"
    : byRefs
      ? `no crit_ref cites ${tail}, which only numbering all ${bullets.length} bullets in file order gives`
      : `${refs.length ? "no task's crit_refs name a criterion" : 'no task gives crit_refs'} to settle it and §3 ${cited.length ? `numbers nothing past the ${plural(k, 'Done-when bullet')}` : 'numbers none, quoting Done-when bullets'}`;
  return { bullets, criteria: done, kind: 'done-when', by, doneWhen: k, basis };
}

/** How many Deliverables bullets a `done-when` or `combined` reading sets beside the Done-when ones. */
export const deliverablesOf = (r: CriteriaReading) => r.bullets.length - r.doneWhen;
