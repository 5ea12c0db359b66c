import type { Rule } from '@engagement-lint/core/kit-graph';
/** Graph Protocol rules in output order: parse, plan, delegation, return, compare. */
export declare const graphRules: Rule[];
