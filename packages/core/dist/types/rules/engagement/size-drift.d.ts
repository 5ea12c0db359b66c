import { type EngagementModel } from '../../packages/core/src/kit.js';
/** Said in the detail when git gave no diff: the diff size is then §1's alone, as under --no-git. */
export declare const NOT_MEASURED = "git diff: not measured (--no-git, no repository or no base branch), \u00A71 alone gives the diff size";
declare const _default: import("../../packages/core/src/rule.js").Rule<EngagementModel>;
export default _default;
