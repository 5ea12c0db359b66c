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
/**
 * The ux_heavy level the work is held to: criteria.md's, raised by a recorded auto-promote (never
 * lowered: a promotion to minor leaves a declared true as it is). `promoted` when it raised the level.
 */
export declare function effectiveUxHeavy(model: EngagementModel, promotions?: boolean): {
    level: UxHeavy;
    declared: UxHeavy;
    promoted?: UxAutoPromotion;
};
