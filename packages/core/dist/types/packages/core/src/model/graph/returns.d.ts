import type { GraphParse } from './types.js';
export declare const BARE_STATUS: RegExp;
/**
 * Which node each RETURN answers: its header, a NODE field, or its position. The
 * protocol's RETURN names no node, and a parallel wave spawns several subgraphs
 * before the first RETURN: a RETURN without an id answers the unanswered AGENT
 * SUBGRAPH above it with the same OUTPUT, else one whose asked folder holds every
 * path it gives (a folder refined into the files written in it, as
 * graph-subgraph-output allows), else the one node of a DELEGATED GRAPH whose
 * output it gives when no AGENT SUBGRAPH above spawned that node (it was spawned
 * in free text), else the earliest unanswered one, else that node anyway, else
 * the nearest one above unless its OUTPUT says otherwise: then it answers none.
 */
export declare function resolveReturns(p: GraphParse): void;
