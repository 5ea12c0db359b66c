import type { Rule } from '../../packages/core/src/kit.js';
/** The reference tool's 21 checks, in its output order. */
export declare const referenceRules: Rule[];
/** Engagement rules in output order: the reference's 21 first, then the protocol rules it never checked, then what the others could not read. */
export declare const engagementRules: Rule[];
