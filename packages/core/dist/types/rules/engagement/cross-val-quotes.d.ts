import { type EngagementModel } from '../../packages/core/src/kit.js';
import { looseMatchIn } from './lib/cross-val-search.js';
export { looseMatchIn };
declare const _default: import("../../packages/core/src/rule.js").Rule<EngagementModel>;
export default _default;
