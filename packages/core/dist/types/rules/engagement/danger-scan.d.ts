import { type EngagementModel } from '../../packages/core/src/kit.js';
import { HITS_PER_OPERATION } from './lib/danger-statements.js';
export { HITS_PER_OPERATION };
declare const _default: import("../../packages/core/src/rule.js").Rule<EngagementModel>;
export default _default;
