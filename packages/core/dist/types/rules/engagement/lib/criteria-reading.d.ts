/**
 * Which bullets of criteria.md are the criteria, decided once for criteria-owned and criteria-trace-coverage, so a
 * crit-N names the same criterion in both. The decision rests on criteria.md and on the numbers the engagement
 * itself cites, never on whether a rule's check would pass: a plan that leaves a Done-when bullet unowned is read
 * as the plan that numbers the Done-when bullets, and fails on that bullet ("Done-when bullets read crit-N").
 */
import { type EngagementModel, type NumberedCriterion } from '../../../packages/core/src/kit.js';
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
/**
 * The criteria: their crit-N labels when bullets carry them; else, when criteria.md has both Deliverables and
 * Done-when bullets, the Done-when bullets alone unless the engagement numbers past them. The tasks' crit_refs
 * decide when one names a bullet (crit-1..crit-N of the file order); without any, the numbers §3 traces decide.
 * A number past the Done-when bullets but within the file order (`crit-5` of 4 Done-when and 7 bullets in all)
 * keeps the file order; a number past every bullet (`crit-8` of 7) names no criterion in either reading and
 * decides nothing. With no number cited anywhere, a §3 quoting a Done-when bullet's text reads the Done-when
 * bullets alone; else the file order stands.
 */
export declare function criteriaReading(model: EngagementModel): CriteriaReading;
/** How many Deliverables bullets a `done-when` or `combined` reading sets beside the Done-when ones. */
export declare const deliverablesOf: (r: CriteriaReading) => number;
