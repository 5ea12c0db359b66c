/** Which DELEGATED GRAPHs of a transcript start another task rather than re-issue the plan. */
import type { GraphDelegated, GraphImplemented, GraphParse, GraphReturn } from './types.js';
/** A later DELEGATED GRAPH that starts another task, with the IMPLEMENTED GRAPH that closed the one before. */
export interface GraphTaskStart {
    plan: GraphDelegated;
    /** The DELEGATED GRAPH before it. */
    previous: GraphDelegated;
    closedBy: GraphImplemented;
}
/**
 * The DELEGATED GRAPHs after the first that start another task. A plan is re-issued after an
 * evolution: some node's last RETURN so far says evolved and awaits its re-plan. A DELEGATED GRAPH
 * written after an IMPLEMENTED GRAPH closed the plan before it, with no evolution awaiting a
 * re-plan, is another task's. One pass over the blocks, which are each in file order.
 */
export declare function graphTaskStarts(p: GraphParse, statusOf: (r: GraphReturn) => string): GraphTaskStart[];
