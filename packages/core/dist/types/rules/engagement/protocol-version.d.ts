import { type EngagementModel } from '@engagement-lint/core/kit';
/** The protocol version this tool implements, and the oldest it still reads. */
export declare const CURRENT_PROTOCOL = 4;
export declare const MIN_SUPPORTED_PROTOCOL = 3;
declare const _default: import("@engagement-lint/core/rule").Rule<EngagementModel>;
export default _default;
