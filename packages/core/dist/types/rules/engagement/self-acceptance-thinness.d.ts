import { LetterRegex, type EngagementModel } from '../../packages/core/src/kit.js';
/**
 * A §7 sub-heading over the delta from the prior iteration ("what's new vs iter-{N-1}"): `### 7c. Delta
 * vs iter-1`, `### What's new since iteration 1`, `### Changed since iter-2`, `### Что нового`. A word's ending is bounded:
 * tried at every stem of a long run of glued words, an unbounded one read to the run's end each time.
 */
export declare const DELTA_HEADING: LetterRegex;
declare const _default: import("../../packages/core/src/rule.js").Rule<EngagementModel>;
export default _default;
