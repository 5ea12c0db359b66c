import { type GraphModel } from '@engagement-lint/core/kit-graph';
declare const _default: import("@engagement-lint/core/rule").Rule<GraphModel>;
export default _default;
