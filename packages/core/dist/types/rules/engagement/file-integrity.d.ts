import { type EngagementModel } from '@engagement-lint/core/kit';
declare const _default: import("@engagement-lint/core/rule").Rule<EngagementModel>;
export default _default;
