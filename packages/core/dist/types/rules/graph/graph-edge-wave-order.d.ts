import { type GraphModel } from '../../packages/core/src/kit-graph.js';
declare const _default: import("@engagement-lint/core/rule").Rule<GraphModel>;
export default _default;
