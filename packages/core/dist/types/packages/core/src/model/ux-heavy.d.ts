import type { EngagementModel, UxHeavy } from './engagement.js';
export interface UxAutoPromotion {
    value: 'true' | 'minor';
    /** Where the promotion is recorded: the project-relative file, its line, and both as `engagement/handoff.md:L132`. */
    rel: string;
    line: number;
    where: string;
}
/**
 * A recorded ux_heavy auto-promote (P:389 "AUTO-PROMOTE: ux_heavy → true … and produce screens/traces
 * accordingly"): an `AUTO-PROMOTE` line naming ux_heavy → true/minor in handoff.md or scope-sync.md.
 * The level only rises ("never demote"), so a later line saying ux_heavy stays false does not undo it.
 */
export declare function uxAutoPromotion(model: EngagementModel): UxAutoPromotion | undefined;
export interface UxDemotion {
    from: UxHeavy;
    to: UxHeavy;
    where: string;
}
/**
 * A ux_heavy demotion scope-sync.md records as made (`ux_heavy: true → minor`), which the protocol forbids
 * ("Lead may promote false → minor → true via scope-sync.md; never demote"): the highest level one leaves.
 */
export declare function uxDemotion(model: EngagementModel): UxDemotion | undefined;
/**
 * The ux_heavy level the work is held to: criteria.md's, raised by a recorded auto-promote (never
 * lowered: a promotion to minor leaves a declared true as it is), and by a demotion scope-sync.md records,
 * which leaves the level it demotes from. `promoted` / `demoted` when either raised the level.
 */
export declare function effectiveUxHeavy(model: EngagementModel, promotions?: boolean): {
    level: UxHeavy;
    declared: UxHeavy;
    promoted?: UxAutoPromotion;
    demoted?: UxDemotion;
};
