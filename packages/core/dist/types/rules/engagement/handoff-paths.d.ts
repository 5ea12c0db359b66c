import { type EngagementModel } from '../../packages/core/src/kit.js';
/** Whether a cited string reads as a git ref rather than a path (checked only once it does not exist). */
export declare function readsAsGitRef(p: string): boolean;
declare const _default: import("../../packages/core/src/rule.js").Rule<EngagementModel>;
export default _default;
