import { type ContractModel } from '../../packages/core/src/kit-contract.js';
declare const _default: import("@engagement-lint/core/rule").Rule<ContractModel>;
export default _default;
