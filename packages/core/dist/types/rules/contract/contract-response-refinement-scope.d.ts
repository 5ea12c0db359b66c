import { type ContractModel } from '../../packages/core/src/kit-contract.js';
declare const _default: import("../../packages/core/src/rule.js").Rule<ContractModel>;
export default _default;
