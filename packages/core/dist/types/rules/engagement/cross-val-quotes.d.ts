import { type EngagementModel } from '../../packages/core/src/kit.js';
/** Whether some 5 consecutive `words` are a substring of `window`, within the budget (see looseMatch); exported for its tests. */
export declare function looseMatchIn(window: string, tokens: () => string[], words: string[], budget: {
    left: number;
}): boolean | 'unchecked';
declare const _default: import("../../packages/core/src/rule.js").Rule<EngagementModel>;
export default _default;
