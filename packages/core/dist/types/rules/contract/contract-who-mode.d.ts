import { type ContractModel } from '@engagement-lint/core/kit-contract';
declare const _default: import("@engagement-lint/core/rule").Rule<ContractModel>;
export default _default;
