import { type EngagementModel } from '../../packages/core/src/kit.js';
/**
 * Spans [open, close] of a line that quote something (quotation marks or inline code), outermost
 * first and in order; an opener without a closer on the line quotes nothing. Linear: the search for
 * each kind of closer only moves forward along the line.
 */
export declare function quotedSpans(text: string): Array<[number, number]>;
declare const _default: import("../../packages/core/src/rule.js").Rule<EngagementModel>;
export default _default;
