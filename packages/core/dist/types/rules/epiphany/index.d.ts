import type { Rule } from '@engagement-lint/core/kit-epiphany';
/** Epiphany controller state rules, in output order: map, branches, evidence, scratch. */
export declare const epiphanyRules: Rule[];
