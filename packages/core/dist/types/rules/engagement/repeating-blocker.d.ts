import { type EngagementModel } from '../../packages/core/src/kit.js';
/** Reject reasons at least this similar are the same blocker (the protocol's 70%). */
export declare const SAME_BLOCKER_SIMILARITY = 0.7;
declare const _default: import("@engagement-lint/core/rule").Rule<EngagementModel>;
export default _default;
