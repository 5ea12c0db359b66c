import { type EngagementModel } from '../../packages/core/src/kit.js';
export { quotedSpans } from './lib/slot-phrases.js';
declare const _default: import("../../packages/core/src/rule.js").Rule<EngagementModel>;
export default _default;
