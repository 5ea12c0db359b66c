import { type EngagementModel } from '../../packages/core/src/kit.js';
/** The protocol version this tool implements, and the oldest it still reads. */
export declare const CURRENT_PROTOCOL = 4;
export declare const MIN_SUPPORTED_PROTOCOL = 3;
declare const _default: import("@engagement-lint/core/rule").Rule<EngagementModel>;
export default _default;
