/**
 * One file holding several targets in a row (a graph transcript of two tasks): the rules run on each
 * part, and each rule's results are merged into one check, as if the file had been split.
 */
import type { CheckResult } from './types.js';
/** A part of a target, with the words that name it in a merged detail (`task 2 (lines 166–240)`). */
export interface Segment {
    model: unknown;
    label: string;
}
/**
 * Per rule, the results of every part as one: the worst status, every finding once (a file-wide
 * finding each part makes alike is one), and a detail naming the parts when they differ.
 */
export declare function mergeSegmentResults(perSegment: CheckResult[][], labels: string[]): CheckResult[];
