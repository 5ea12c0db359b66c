import { type GraphModel } from '../../packages/core/src/kit-graph.js';
declare const _default: import("../../packages/core/src/rule.js").Rule<GraphModel>;
export default _default;
