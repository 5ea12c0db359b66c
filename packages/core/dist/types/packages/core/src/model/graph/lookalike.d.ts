/** Node ids with letters outside ASCII: declared before use, and never drawn like another declared id. */
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
