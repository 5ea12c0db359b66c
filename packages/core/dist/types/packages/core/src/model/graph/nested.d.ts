/**
 * Runs nested in a transcript. A node that coordinates workers of its own runs the protocol for its
 * slice (seed 003's Harness note: the same blocks), and its log may sit in the coordinator's: a
 * DELEGATED GRAPH of another task, its prompts and RETURNs, its IMPLEMENTED GRAPH. Those blocks are
 * that run's, not the coordinator's; read as the coordinator's, the nested plan would replace its own.
 */
import type { GraphDelegated, GraphImplemented, GraphParse, GraphProblem, GraphReturn } from './types.js';
/** One nested run: its plan, the lines its blocks span, and its blocks as a transcript of their own. */
export interface GraphNestedRun {
    plan: GraphDelegated;
    line: number;
    endLine: number;
    /** The IMPLEMENTED GRAPH of its task that ends it; undefined when the run around it went on first, or the file ended. */
    closedBy?: GraphImplemented;
    /** Its blocks and parse problems; absent past GRAPH_MAX_NESTED runs, which are not checked on their own. */
    parse?: GraphParse;
}
/** At most this many nested runs of one file are checked on their own (each run reads the file once more). */
export declare const GRAPH_MAX_NESTED = 50;
/** A task name as compared: its words, lower-cased (`**N1 — CSV writer**` is `n1 csv writer`). */
export declare const graphTaskWords: (name: string) => string;
/**
 * The nested runs of a transcript and its blocks without them. A later DELEGATED GRAPH is a nested run's
 * plan when it names another task than the run's plans, before an IMPLEMENTED GRAPH closed the run (after
 * one it starts another task: graphTaskStarts), and either declares none of the nodes of the plan in force
 * (a re-plan keeps every node that did not evolve) or opens while a spawned node has not returned and no
 * evolved RETURN awaits a re-plan (a sub-coordinator's run lies inside its own spawn). It ends at the
 * first IMPLEMENTED GRAPH of its task; failing one, before the first block of the run around it (a prompt
 * or RETURN of a node only that run declares, its plan re-issued, its IMPLEMENTED GRAPH), reported.
 */
export declare function graphNestedRuns(p: GraphParse, statusOf: (r: GraphReturn) => string): {
    top: GraphParse;
    nested: GraphNestedRun[];
    problems: GraphProblem[];
};
