import { LetterRegex, type EngagementModel } from '../../packages/core/src/kit.js';
/**
 * Ways a lead states what changed since the previous round. "delta" must be a word of its own
 * (a `light up-delta` colour token is not a delta statement); `delta-from-iter-1` still is. A Russian word's
 * ending is bounded, as in DELTA_HEADING of self-acceptance-thinness.
 */
export declare const DELTA: LetterRegex;
declare const _default: import("../../packages/core/src/rule.js").Rule<EngagementModel>;
export default _default;
