import type { MarkdownDoc, Tier } from '../../../packages/core/src/kit.js';
export interface RecordedPromotion {
    /** The tier it promotes to; for a demotion, the tier it demotes from, which the engagement keeps. */
    to: Tier;
    /** For a demotion ("size: L → M", "demoted to M"), the tier it demotes to: the protocol never demotes. */
    demotedTo?: Tier;
    line: number;
    column: number;
    /** The line as written, trimmed. */
    text: string;
}
/**
 * The highest size promotion scope-sync.md records as made: a tier move up (`size S → M`) or "promoted to M"
 * in a section headed auto-promote (or size promotion), on an `AUTO-PROMOTE` line, or on a line naming the
 * size and a promotion ("Size promoted S → M"). Suggestions, conditions and declined promotions record none,
 * nor does a ux_heavy promotion.
 */
export declare function recordedPromotion(doc: MarkdownDoc | undefined): RecordedPromotion | undefined;
