import type { Rule } from '../../packages/core/src/kit-graph.js';
/** Graph Protocol rules in output order: parse, plan, delegation, return, compare. */
export declare const graphRules: Rule[];
