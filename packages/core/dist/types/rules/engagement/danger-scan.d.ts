import { type EngagementModel } from '../../packages/core/src/kit.js';
declare const _default: import("@engagement-lint/core/rule").Rule<EngagementModel>;
export default _default;
