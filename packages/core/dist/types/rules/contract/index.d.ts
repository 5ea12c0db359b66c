import type { Rule } from '../../packages/core/src/kit-contract.js';
/** Contract rules in output order: shape first, then vocabulary, domains, calibration, WHO, scope, outcome, rendering, advice. */
export declare const contractRules: Rule[];
