import { type EngagementModel } from '../../packages/core/src/kit.js';
export declare const BULLET: RegExp;
declare const _default: import("../../packages/core/src/rule.js").Rule<EngagementModel>;
export default _default;
