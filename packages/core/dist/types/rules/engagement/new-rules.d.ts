import type { Rule } from '../../packages/core/src/kit.js';
/**
 * Protocol rules the reference tool never checked (recommended preset only),
 * in the engagement's own order: intake (version), plan (tasks, coverage,
 * waves), delivery (reports, UX evidence, handoff §7), acceptance (budget,
 * loop, verdict), then the ledger and the opt-in watchdog.
 */
export declare const protocolRules: Rule[];
