import { type EpiphanyModel } from '../../packages/core/src/kit-epiphany.js';
declare const _default: import("../../packages/core/src/rule.js").Rule<EpiphanyModel>;
export default _default;
