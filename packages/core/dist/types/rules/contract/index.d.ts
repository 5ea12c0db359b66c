import type { Rule } from '@engagement-lint/core/kit-contract';
/** Contract rules in output order: shape first, then vocabulary, domains, calibration, WHO, scope, outcome, rendering, advice. */
export declare const contractRules: Rule[];
