/** Lines of an IMPLEMENTED GRAPH that graph-parse reported and did not read, and the delegated nodes they leave undecided. */
import type { Line } from './text.js';
import type { GraphImplemented, GraphValue } from './types.js';
import type { RuleOutcome } from '../../types.js';
/**
 * A delegated node the IMPLEMENTED GRAPH's rows do not list while a line of it that graph-parse could
 * not read names it: it may be listed there in another shape, so whether it is missing is not decided.
 */
export interface GraphUndecidedGap {
    node: string;
    /** Where the node is declared in the DELEGATED GRAPH. */
    delegated: {
        line: number;
        column: number;
    };
    /** The first unread line of the IMPLEMENTED GRAPH naming it. */
    unread: GraphValue;
}
/**
 * Records a line of an IMPLEMENTED GRAPH that was reported and not read (a markdown table row,
 * `N1: status=done, ...`, prose): a node it names may be listed there in another shape.
 */
export declare function implementedUnread(g: GraphImplemented, l: Line): void;
/**
 * For `g`, the first of its unread lines that names an id as a whole word, or undefined. Indexed by
 * word: a node per line of a long unread table costs a lookup, not a scan of every line.
 */
export declare function unreadNaming(g: GraphImplemented | undefined): (id: string) => GraphValue | undefined;
/**
 * Undecided gaps in words, for a rule's detail: `L1 and L2 are named only on IMPLEMENTED GRAPH line 59,
 * which graph-parse could not read` (a few nodes and lines, then how many more).
 */
export declare function graphUndecidedSaid(xs: readonly GraphUndecidedGap[]): string;
/** Where reading of the DELEGATED GRAPH stopped at its node bound, in words, or undefined when it was read whole. */
export declare function graphCutSaid(delegated: {
    cut?: number;
} | undefined): string | undefined;
/**
 * A compare rule's outcome when the DELEGATED GRAPH was cut at its node bound: the nodes past the cut
 * are not known, so `what` (`GAPS`, `VERDICT`) is not compared rather than said to agree.
 */
export declare function graphCutSkip(model: {
    delegated?: {
        cut?: number;
    };
}, what: string): RuleOutcome | undefined;
