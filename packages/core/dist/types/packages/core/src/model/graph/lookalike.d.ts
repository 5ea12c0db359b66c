import type { ProblemFn } from './text.js';
import type { GraphDelegated, GraphNode } from './types.js';
/**
 * For a message about `id`: that it is drawn like a declared node id, when it is; for an ASCII id, that
 * NODES declares it with a look-alike character (`N４` for N4), when it does; else ''.
 */
export declare function lookAlikeHint(id: string, declared: Map<string, GraphNode>): string;
/** `id` in ASCII when each character outside ASCII is a compatibility form (fullwidth \`４\`) or a letter drawn like a Latin one; else undefined. */
export declare function asciiOf(id: string): string | undefined;
/** "N４ holds U+FF14 (FULLWIDTH DIGIT FOUR), not an ASCII digit: did you mean N4?" for an id with a look-alike character; else ''. */
export declare function asciiTwinNote(id: string): string;
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
