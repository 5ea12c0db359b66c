import { type EpiphanyModel } from '../../packages/core/src/kit-epiphany.js';
declare const _default: import("@engagement-lint/core/rule").Rule<EpiphanyModel>;
export default _default;
