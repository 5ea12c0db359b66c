/** The rule kit plus the contract model: what a contract rule needs (kept apart so engagement runs never load it). */
export * from './kit.js';
export * from './model/contract/index.js';
export { delegationContractValidator } from './schema-validators/contract.js';
