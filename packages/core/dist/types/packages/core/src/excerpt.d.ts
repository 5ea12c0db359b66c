/**
 * Line `text` trimmed, and if longer than `max`, cut to a window around the match at `at` (0-based, in `text`) of
 * `length` characters, marked `…` where cut: the detail shows the words that were flagged, not the line's start.
 */
export declare function excerptAround(text: string, at: number, length: number, max: number): string;
