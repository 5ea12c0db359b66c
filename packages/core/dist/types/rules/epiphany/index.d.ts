import type { Rule } from '../../packages/core/src/kit-epiphany.js';
/** Epiphany controller state rules, in output order: map, branches, evidence, scratch. */
export declare const epiphanyRules: Rule[];
