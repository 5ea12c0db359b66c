import type { Rule } from '../../packages/core/src/kit.js';
/** The reference tool's 21 checks, in its output order. */
export declare const referenceRules: Rule[];
/**
 * Protocol rules the reference tool never checked (recommended preset only),
 * in the engagement's own order: intake (version), plan (tasks, coverage,
 * waves), delivery (reports, UX evidence, handoff §7), acceptance (budget,
 * loop, verdict), then the ledger and the opt-in watchdog.
 */
export declare const protocolRules: Rule[];
/** Engagement rules in output order: the reference's 21 first, then the protocol rules it never checked, then what the others could not read. */
export declare const engagementRules: Rule[];
