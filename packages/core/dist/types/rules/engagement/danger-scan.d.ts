import { type EngagementModel } from '../../packages/core/src/kit.js';
/**
 * Hits of one operation kept per scanned source: past it the operation is no longer looked for there,
 * so a file of 200,000 `DROP TABLE` lines costs 1,000 hits, not 200,000 (each read for negations,
 * approvals and its message), and the report says there are more. Twice the findings a report shows.
 */
export declare const HITS_PER_OPERATION: number;
declare const _default: import("../../packages/core/src/rule.js").Rule<EngagementModel>;
export default _default;
