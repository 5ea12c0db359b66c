/** What an IMPLEMENTED GRAPH block makes of its lines: WAVE lines, node rows and its FAILURES ... VERDICT fields. */
import { type Block } from './blocks.js';
import { type Line, type ProblemFn } from './text.js';
/**
 * An IMPLEMENTED GRAPH's wave line (`WAVE 2 — docs`, `wave 2: docs`, `WAVE 2 docs`): the number, then the purpose.
 * `Wave 2 ran after the review.` is a sentence, not a wave: the keyword not in capitals and a lower-case word
 * straight after the number.
 */
export declare function implementedWave(t: string): {
    number: string;
    purpose: string;
} | undefined;
export declare function feedImplemented(block: Extract<Block, {
    kind: 'implemented';
}>, l: Line, problem: ProblemFn): void;
export declare function finishImplemented(block: Extract<Block, {
    kind: 'implemented';
}>): void;
