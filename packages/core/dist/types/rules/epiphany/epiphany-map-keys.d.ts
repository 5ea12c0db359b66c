import { type EpiphanyModel } from '@engagement-lint/core/kit-epiphany';
declare const _default: import("@engagement-lint/core/rule").Rule<EpiphanyModel>;
export default _default;
