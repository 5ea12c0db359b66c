import { type EngagementModel, type Tier } from '../../packages/core/src/kit.js';
/** Iterations allowed by tier, before an auto-promote adds one. */
export declare const ITERATION_BUDGET: Record<Tier, number>;
declare const _default: import("@engagement-lint/core/rule").Rule<EngagementModel>;
export default _default;
