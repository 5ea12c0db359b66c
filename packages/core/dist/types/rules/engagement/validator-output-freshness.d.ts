import { type EngagementModel } from '../../packages/core/src/kit.js';
/**
 * The `-iter-<N>-` tags of an output name, as written: the check looks for the text `-iter-<counter>-`,
 * so `-iter-02-` is not iteration 2's tag. validator-outputs reads a validator's iteration through it
 * too, so the two rules never disagree on which iteration an output is of.
 */
declare const _default: import("../../packages/core/src/rule.js").Rule<EngagementModel>;
export default _default;
