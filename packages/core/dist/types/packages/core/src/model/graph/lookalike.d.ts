/** Node ids that read like another: letters outside ASCII declared before use and never drawn like another id, and no two ids one in case. */
import type { ProblemFn } from './text.js';
import type { GraphDelegated, GraphNode } from './types.js';
/** For a message about `id`: that it is drawn like a declared node id, when it is; else ''. */
export declare function lookAlikeHint(id: string, declared: Map<string, GraphNode>): string;
/**
 * Reports, once NODES is read: a declared non-ASCII id that looks like another declared id, and a
 * non-ASCII id on an EDGES or WAVES line that NODES does not declare, which is dropped from the edge
 * or wave as a token that is no id is. ASCII ids pass untouched (an undeclared one is
 * graph-edges-declared's), so a graph without a non-ASCII id costs one scan.
 */
export declare function checkNonAsciiIds(g: GraphDelegated, problem: ProblemFn): void;
/**
 * Reports each declared id that differs from an earlier declared one only in case (`n1` beside N1): the
 * two are distinct nodes to every check, yet read as one, so an edge or a RETURN meant for one may
 * name the other. A repeated id written the same is graph-node-owner-output's. One map over NODES.
 */
export declare function checkCaseTwins(g: GraphDelegated, problem: ProblemFn): void;
