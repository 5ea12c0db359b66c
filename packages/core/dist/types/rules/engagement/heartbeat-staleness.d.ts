import { type EngagementModel, type Tier } from '../../packages/core/src/kit.js';
/** Minutes after which a lead without a new heartbeat is presumed stalled. */
export declare const HEARTBEAT_LIMIT_MIN: Record<Tier, number>;
declare const _default: import("@engagement-lint/core/rule").Rule<EngagementModel>;
export default _default;
