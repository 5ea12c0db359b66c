import { type EngagementModel } from '../../packages/core/src/kit.js';
/**
 * The first `<!-- preflight: … -->` comment, as /<!--\s*preflight:[\s\S]*?-->/i finds it: the first opening, closed by
 * the first `-->` after it (none after the first opening, none after any later one). A search, not the pattern, which
 * re-reads the rest of the text from every opening left unclosed.
 */
export declare function preflightOverride(text: string): {
    text: string;
    index: number;
} | undefined;
declare const _default: import("../../packages/core/src/rule.js").Rule<EngagementModel>;
export default _default;
